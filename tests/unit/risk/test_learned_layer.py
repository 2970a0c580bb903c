"""The learned layer: trained on the tune half only, reproducible, scored without scikit-learn
at run time, calibrated onto the spec's 0.70 / 0.95 (ADR 0102)."""

from __future__ import annotations

import json

import pytest

from infrastructure.risk.datasets import psysuicide_bytes, psysuicide_half, sha256_hex
from infrastructure.risk.ngram import Calibration, NgramModel, shipped_model
from infrastructure.risk.train import artefact_path, document, encode, fit, reproduces


@pytest.fixture(scope="module")
def fitted():  # type: ignore[no-untyped-def]
    return fit()


def test_the_artefact_names_its_training_data_by_digest_and_half() -> None:
    trained_on = shipped_model().trained_on
    assert trained_on["sha256"] == sha256_hex(psysuicide_bytes())
    assert trained_on["half"] == "tune"
    assert trained_on["items"] == len(psysuicide_half("tune"))


def test_retraining_reproduces_the_shipped_artefact(fitted) -> None:  # type: ignore[no-untyped-def]
    assert reproduces(artefact_path().read_text(encoding="utf-8"), encode(document(fitted)))


def test_the_pure_python_runtime_agrees_with_scikit_learn(fitted) -> None:  # type: ignore[no-untyped-def]
    model = NgramModel.from_json(json.loads(encode(document(fitted))))
    texts = [item.text for item in psysuicide_half("check")[:60]]
    matrix = fitted.vectorizer.transform(texts)
    for head, column in ((fitted.heads[0], 0), (fitted.heads[1], 1)):
        expected = head.predict_proba(matrix)[:, 1]
        for text, probability in zip(texts, expected, strict=True):
            assert model.probabilities(text)[column] == pytest.approx(probability, abs=2e-3)


def test_the_calibration_puts_the_chosen_thresholds_on_070_and_095() -> None:
    calibration = Calibration(risk_at_070=0.4, high_at_095=0.6)
    assert calibration.score(0.4, 0.0) == pytest.approx(0.70)
    assert calibration.score(0.9, 0.6) == pytest.approx(0.95)
    assert calibration.score(0.2, 0.1) == pytest.approx(0.35)
    assert calibration.score(1.0, 0.59) < 0.95
    assert calibration.score(1.0, 1.0) == pytest.approx(1.0)


def test_the_calibrated_score_never_falls_when_a_probability_rises() -> None:
    calibration = shipped_model().calibration
    grid = [i / 50 for i in range(51)]
    for p_high in grid:
        scores = [calibration.score(p_risk, p_high) for p_risk in grid]
        assert scores == sorted(scores)


def test_reproduced_allows_a_last_digit_moved_by_another_cpu_but_nothing_else() -> None:
    shipped = encode({"vocabulary": {"药": [1.5, 0.53706]}, "intercepts": [0.1], "model": "m"})
    assert reproduces(shipped, shipped.replace("0.53706", "0.53705"))
    assert not reproduces(shipped, shipped.replace("0.53706", "0.6"))
    assert not reproduces(shipped, shipped.replace('"药"', '"毒"'))
    assert not reproduces(shipped, shipped.replace('"m"', '"n"'))
    assert not reproduces(shipped, shipped.replace("[0.1]", "[0.1,0.2]"))
