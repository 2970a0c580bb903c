"""How the rules engine may skip work without changing a finding (ADR 0112, amendment)."""

from __future__ import annotations

from infrastructure.risk import rules
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS


def test_a_clause_of_scope_words_alone_makes_no_signal() -> None:
    """``analyse_turn`` skips a clause without a primary atom: were a rule ever to make a
    signal from scope words alone, their kind would have to be primary (searched in the whole
    turn) and this test says so."""
    scope_kinds = (ZH_ATOMS.keys() | EN_ATOMS.keys() | {"scene", "prepared"}) - rules.PRIMARY
    for chinese in (True, False):
        atom = rules.Atom("", 0, 1, "x", chinese)
        found = {kind: [atom._replace(kind=kind)] for kind in scope_kinds}
        assert rules._clause_signals(found, frozenset()) == []
        assert rules._clause_signals(found, frozenset({0})) == []
