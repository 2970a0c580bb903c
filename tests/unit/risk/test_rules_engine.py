"""How the rules engine may skip work without changing a finding (ADR 0112, amendment)."""

from __future__ import annotations

from infrastructure.risk import rules
from infrastructure.risk.embedded import score_window
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS


def test_a_clause_of_scope_words_alone_makes_no_signal() -> None:
    """``analyse_turn`` skips a clause without a primary atom: were a rule ever to make a
    signal from scope words alone, their kind would have to be primary (searched in the whole
    turn) and this test says so."""
    scope_kinds = (ZH_ATOMS.keys() | EN_ATOMS.keys() | {"scene", "prepared"}) - rules.PRIMARY
    for chinese in (True, False):
        atom = rules.Atom("", 0, 1, "x", chinese)
        found = {kind: [rules.Atom(kind, atom.start, atom.end, atom.text, atom.chinese)]
                 for kind in scope_kinds}
        assert rules._clause_signals(found, frozenset()) == []
        assert rules._clause_signals(found, frozenset({0})) == []


def test_a_message_with_a_lone_surrogate_is_scored_like_one_without() -> None:
    """A broken byte read with ``surrogateescape``, or a JSON ``\\ud800``, leaves a lone
    surrogate in the text: both layers read it as one more character, never an error. (Built
    with ``chr``: ``benchmarks/risk_outputs.py`` hashes this file's literals as UTF-8.)"""
    low, high = chr(0xDC80), chr(0xD800)
    for before, after in (("药都攒好了", "今晚就吃"), ("i want to die", ""), ("", "")):
        assert score_window([before + low + after]).score == score_window(
            [before + after]).score
        assert score_window([before + high + after]).score == score_window(
            [before + after]).score
