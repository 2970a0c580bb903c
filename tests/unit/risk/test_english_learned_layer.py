"""The English learned layer's tooling (ADR 0129): the export is reproducible and holds no
held-out item, the artefact is what a fresh training run writes, word models are scored by the
Chinese layer's runtime through one character a word, and what the runtime computes is what
scikit-learn computes."""

from __future__ import annotations

import json

import pytest

from infrastructure.risk.datasets import conversational, conversational_dev, conversational_third
from infrastructure.risk.english_data import (
    Phrasing,
    english,
    export,
    held_out_turns,
    load,
    merged,
)
from infrastructure.risk.ngram import (
    UNKNOWN,
    NgramModel,
    coded,
    grams,
    shipped_english_model,
    word_codes,
    word_ngrams,
)
from infrastructure.risk.train import encode, reproduces
from infrastructure.risk.train_english import (
    CANDIDATES,
    CHOSEN,
    Labels,
    artefact_path,
    phrasings,
    train,
)


def test_an_export_is_sorted_english_single_turns_at_one_level_each() -> None:
    """The export is read afresh from the tests, which grow: the shipped file is the export of
    ADR 0129's run (``train_english --export --check`` says whether the tests have moved on since;
    a new export is a new training run, for a new decision)."""
    rows = load(export())
    texts = [row.text for row in rows]
    assert rows and texts == sorted(set(texts))
    assert all(english(text) for text in texts)
    assert {row.level for row in rows} == {"high", "medium", "none"}
    assert not set(texts) & held_out_turns()


def test_the_training_data_holds_no_item_of_a_held_out_half() -> None:
    held_out = {turn for items in (conversational(), conversational_dev(), conversational_third())
                for item in items if item.half in ("report", "holdout") for turn in item.turns}
    texts = {row.text for row in phrasings()}
    assert texts and held_out and not texts & held_out


def test_an_item_bound_at_two_levels_is_kept_once_at_the_higher() -> None:
    rows = merged([Phrasing("b", "none", "x"), Phrasing("a", "medium", "x"),
                   Phrasing("a", "high", "y"), Phrasing("a", "medium", "z")])
    assert rows == [Phrasing("a", "high", "y"), Phrasing("b", "none", "x")]


def test_retraining_reproduces_the_shipped_english_artefact() -> None:
    assert reproduces(artefact_path().read_text(encoding="utf-8"), encode(train()))
    shipped = shipped_english_model()
    assert shipped is not None and shipped.trained_on["items"] == len(phrasings())


def test_the_character_ngrams_of_a_coded_text_are_its_word_ngrams() -> None:
    text = "I just can't, I want to  DIE tonight."
    codes = word_codes(word_ngrams(text, 1, 2))
    assert sorted(grams(coded(text, codes), 1, 2)) == sorted(
        coded(gram, codes) for gram in word_ngrams(text, 1, 2))
    assert coded("zebra want", codes) == UNKNOWN + codes["want"]


def test_the_numpy_runtime_agrees_with_scikit_learn_on_a_word_model() -> None:
    rows = phrasings()[::7]
    data = Labels.of(rows)
    recipe = CANDIDATES[CHOSEN]
    heads = data.heads(recipe)
    from infrastructure.risk.train import model_document

    model = NgramModel.from_json(json.loads(encode({**model_document(heads, recipe),
                                                    "trained_on": {}})))
    texts = data.texts[:80]
    matrix = heads.vectorizer.transform(texts)
    for head, column in ((heads.heads[0], 0), (heads.heads[1], 1)):
        expected = head.predict_proba(matrix)[:, 1]
        batched = model.probabilities_of(texts)
        for text, probability, both in zip(texts, expected, batched, strict=True):
            assert model.probabilities(text)[column] == pytest.approx(probability, abs=2e-3)
            assert both[column] == model.probabilities(text)[column]


def test_the_scorer_leaves_english_to_the_rules_since_the_layer_failed_its_rule() -> None:
    from infrastructure.risk.embedded import score_window

    learned = score_window(["i don't see the point of waking up tomorrow"]).layers[1]
    assert learned.evidence == ("learned: no Chinese text (trained on Chinese)",)
    with_english = score_window(["i don't see the point of waking up tomorrow"], None,
                                shipped_english_model()).layers[1]
    assert with_english.evidence[0].startswith("turn 1: learned (English) ")
