"""Hypothesis state machines: routes never go down, high absorbs, rigid_score is the table's for
the route and the worst totals seen and never falls while a route holds, and the medium machine
never gives more than five persuasion turns."""

from __future__ import annotations

import asyncio
from uuid import UUID

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from application.event_store import EventStore
from application.risk.service import RiskService
from domain.risk.persuasion import MAX_PERSUASION_TURNS, Persuasion, step
from domain.risk.rigidity import rigid_score
from domain.risk.risk_route import RiskRoute, route_id
from domain.risk.routes import RANK
from tests.support.fakes import FixedClock, ScriptedLLM
from tests.support.risk_fakes import DownScorer, FixedScorer

items = st.integers(min_value=0, max_value=3)
scores = st.one_of(st.floats(min_value=0.0, max_value=1.0), st.sampled_from([0.7, 0.95, 0.69]))


class RouteMachine(RuleBasedStateMachine):
    """Any sequence of questionnaires, scores and scorer outages, through the real service."""

    def __init__(self) -> None:
        super().__init__()
        self.store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
        self.scorer = FixedScorer(0.0)
        self.risk = RiskService(self.store, self.scorer, ScriptedLLM(), FixedClock())
        self.highest = 0
        self.seen_high = False
        self.worst_total = 0
        self.last_rigid = 0.0

    def route(self) -> RiskRoute | None:
        if self.risk.control_context(tenant_id="t", user_id="u") is None:
            return None
        route: RiskRoute = self.store.repository.get(route_id("t", "u"))
        return route

    @rule(phq9=st.lists(items, min_size=9, max_size=9) | st.none(),
          gad7=st.lists(items, min_size=7, max_size=7))
    def assess(self, phq9: list[int] | None, gad7: list[int]) -> None:
        self.risk.assess_questionnaires(tenant_id="t", user_id="u", phq9_items=phq9,
                                        gad7_items=gad7)
        self.worst_total = max(self.worst_total, sum(phq9 or []), sum(gad7))

    @rule(score=scores)
    def screen(self, score: float) -> None:
        self.scorer.scores = [score]
        self.risk.scorers = (self.scorer,)
        screening = asyncio.run(self.risk.screen(
            tenant_id="t", user_id="u", session_id=UUID(int=1), recent_user_texts=["x"]))
        self.store.save(*screening.pending)

    @rule()
    def scorer_down(self) -> None:
        self.risk.scorers = (DownScorer(),)
        screening = asyncio.run(self.risk.screen(
            tenant_id="t", user_id="u", session_id=UUID(int=1), recent_user_texts=["x"]))
        assert screening.route == "high"  # fail safe: never "no risk"
        self.store.save(*screening.pending)

    @invariant()
    def the_route_never_goes_down_and_high_absorbs(self) -> None:
        route = self.route()
        if route is None:
            return
        assert RANK[route.route] >= self.highest
        assert not self.seen_high or route.route == "high"
        self.highest = RANK[route.route]
        self.seen_high = route.route == "high"

    @invariant()
    def rigid_score_is_the_tables_for_the_worst_totals_and_never_falls(self) -> None:
        route = self.route()
        if route is not None:
            assert route.rigid_score == rigid_score(route.route, self.worst_total, 0)
            assert route.rigid_score >= self.last_rigid
            self.last_rigid = route.rigid_score


class PersuasionMachine(RuleBasedStateMachine):
    """Any sequence of user replies to the peer-group suggestion."""

    def __init__(self) -> None:
        super().__init__()
        self.state = Persuasion()
        self.persuasion_replies = 0

    @rule(text=st.sampled_from([
        "I'm too busy", "我担心隐私", "that's embarrassing", "我觉得没用", "okay, I'll join",
        "好的", "hmm", "I'm still worried", "no", "不知道",
    ]) | st.text(max_size=30))
    def reply(self, text: str) -> None:
        turn = step(self.state, text)
        self.persuasion_replies += turn.reply == "handling_resistance"
        self.state = turn.after

    @invariant()
    def never_more_than_five_persuasion_turns(self) -> None:
        assert self.state.resistance_count <= MAX_PERSUASION_TURNS
        assert self.persuasion_replies <= MAX_PERSUASION_TURNS


RouteMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=15,
                                          deadline=None)
PersuasionMachine.TestCase.settings = settings(max_examples=200, stateful_step_count=25)
test_no_sequence_of_questionnaires_and_scores_lowers_a_route = RouteMachine.TestCase
test_the_medium_machine_never_exceeds_five_persuasion_turns = PersuasionMachine.TestCase
