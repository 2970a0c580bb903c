"""The learned layer's model selection (ADR 0109, amendment "choosing the learned model by the
combined score's cross-validation"): the rule written before any candidate was scored, and the
runtime model the selection scores its folds with."""

from __future__ import annotations

import json

import pytest

from infrastructure.risk import select
from infrastructure.risk.datasets import psysuicide_half
from infrastructure.risk.embedded import combine, score_window
from infrastructure.risk.ngram import NgramModel
from infrastructure.risk.rules import assess
from infrastructure.risk.select import INCUMBENT, Figures, LoopModel, decide
from infrastructure.risk.train import Recipe, artefact_path, document, encode, fit


def figures(name: str, risk_fpr: float, high_fpr: float, recall: float, high: float, *,
            fpr_unrelated: float = 0.04, fpr_none: float = 0.05,
            learned_recall: float = 0.8) -> Figures:
    return Figures(name, risk_fpr, high_fpr, recall, high, fpr_unrelated, fpr_none,
                   learned_recall, 0.04, 0.0)


INCUMBENT_ROW = figures(*INCUMBENT, 0.95, 0.90)
SIZES = {"incumbent": 196_000, "small": 150_000, "large": 260_000}


def test_the_incumbent_stays_when_the_best_gains_less_than_a_hundredth() -> None:
    better = figures("large", 0.05, 0.03, 0.955, 0.904)
    chosen, why = decide([INCUMBENT_ROW, better], SIZES)
    assert chosen.key == INCUMBENT
    assert "incumbent stays" in why


def test_a_candidate_that_gains_a_hundredth_or_more_is_chosen() -> None:
    better = figures("large", 0.05, 0.03, 0.96, 0.91)
    chosen, _ = decide([INCUMBENT_ROW, better], SIZES)
    assert chosen.key == ("large", 0.05, 0.03)


def test_a_setting_over_the_unrelated_fpr_cap_is_never_chosen() -> None:
    loud = figures("large", 0.06, 0.04, 0.99, 0.99, fpr_unrelated=0.061)
    chosen, _ = decide([INCUMBENT_ROW, loud], SIZES)
    assert chosen.key == INCUMBENT


def test_a_setting_that_fires_more_on_third_parties_and_questions_is_never_chosen() -> None:
    loud = figures("large", 0.06, 0.04, 0.99, 0.99, fpr_none=0.0601 + 0.001)
    chosen, _ = decide([INCUMBENT_ROW, loud], SIZES)
    assert chosen.key == INCUMBENT


def test_near_ties_go_to_the_better_learned_recall_then_the_smaller_artefact() -> None:
    first = figures("large", 0.05, 0.03, 0.97, 0.92, learned_recall=0.80)
    second = figures("small", 0.05, 0.03, 0.969, 0.92, learned_recall=0.82)
    chosen, _ = decide([INCUMBENT_ROW, first, second], SIZES)
    assert chosen.name == "small"
    same = figures("small", 0.05, 0.03, 0.97, 0.92, learned_recall=0.80)
    chosen, _ = decide([INCUMBENT_ROW, first, same], SIZES)
    assert chosen.name == "small"


def test_the_selection_scores_folds_exactly_as_the_embedded_scorer_does() -> None:
    model = LoopModel.from_json(json.loads(artefact_path().read_text(encoding="utf-8")))
    for item in psysuicide_half("tune")[:80]:
        expected = score_window([item.text])
        found = combine([item.text], assess([item.text]), model)
        assert (found.score, found.decided_by) == (expected.score, expected.decided_by)


def test_another_recipes_artefact_is_read_alike_by_the_loop_and_the_arrays() -> None:
    recipe = Recipe(ngram_range=(2, 3), min_df=3)
    model = NgramModel.from_json(json.loads(encode(document(fit(recipe), recipe))))
    assert model.ngram_range == (2, 3)
    texts = [item.text for item in psysuicide_half("tune")[:40]]
    assert model.probabilities_of(texts) == [model.probabilities(text) for text in texts]


def test_the_command_scores_the_incumbent_and_prints_the_rules_decision(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(select, "CANDIDATES", {"incumbent": Recipe()})
    assert select.main(["--seeds", "1"]) == 0
    printed = capsys.readouterr().out
    assert "chosen: incumbent 0.04/0.03: " in printed
    assert "[196 KB]" in printed


def test_the_command_refuses_unknown_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert select.main(["--only", "a model nobody listed"]) == 2
    assert "usage" in capsys.readouterr().err


def test_the_nb_weighting_folds_into_weights_the_runtime_reads_as_a_logistic_head() -> None:
    recipe = Recipe(model="nb")
    model = NgramModel.from_json(json.loads(encode(document(fit(recipe), recipe))))
    fitted = fit(recipe)
    texts = [item.text for item in psysuicide_half("tune")[:40]]
    expected = fitted.heads[0].predict_proba(fitted.vectorizer.transform(texts))[:, 1]
    found = [model.probabilities(text)[0] for text in texts]
    assert found == pytest.approx(list(expected), abs=1e-3)


def test_a_risk_head_blended_with_the_high_head_is_one_linear_head() -> None:
    blended = fit(Recipe(blend=0.5))
    alone = fit(Recipe())
    risk, high = alone.heads
    assert blended.heads[0].coef_ == pytest.approx(0.5 * risk.coef_ + 0.5 * high.coef_)
    assert blended.heads[1].coef_ == pytest.approx(high.coef_)
