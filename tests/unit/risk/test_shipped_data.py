from __future__ import annotations

from infrastructure.risk.datasets import (
    conversational_dev,
    conversational_third,
    psysuicide,
    psysuicide_bytes,
    sha256_hex,
)
from infrastructure.risk.measure import main


def test_the_shipped_psysuicide_split_is_the_upstream_file_byte_for_byte() -> None:
    assert sha256_hex(psysuicide_bytes()) == (
        "4c3dc1ad51b3b118c1c19c37d240e0d7a75c55d7b9f735e53d9b8c158f91b593")
    items = psysuicide()
    assert len(items) == 1480
    assert sum(item.level != "none" for item in items) == 325  # medium+high; 405 have a risk label


def test_the_split_into_tune_and_check_halves_is_fixed_by_the_text_hash() -> None:
    halves = [item.half for item in psysuicide()]
    assert (halves.count("tune"), halves.count("check")) == (771, 709)


def test_measure_refuses_unknown_arguments_with_exit_2() -> None:
    assert main(["not-an-option"]) == 2


def test_the_dev_set_holds_both_languages_every_level_and_80_hard_negatives() -> None:
    items = conversational_dev()
    assert len(items) == 286
    assert {item.half for item in items} == {"dev", "holdout"}
    assert {item.lang for item in items} == {"zh", "en"}
    assert sum(item.expected == "none" for item in items) >= 80
    assert {item.expected for item in items} == {"high", "medium", "none"}
    assert len({item.id for item in items}) == len(items)


def test_the_third_set_holds_both_languages_in_both_halves_and_70_hard_negatives() -> None:
    items = conversational_third()
    assert len(items) == 191
    assert {(item.half, item.lang) for item in items} == {
        (half, lang) for half in ("dev", "holdout") for lang in ("zh", "en")}
    assert sum(item.expected == "none" for item in items) >= 70
    assert {item.expected for item in items} == {"high", "medium", "none"}
    assert len({item.id for item in items}) == len(items)
