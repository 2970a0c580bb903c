"""The ActionRun aggregate: one execution of one action inside a session.

An ``ai_say`` that takes four rounds is one ActionRun with four ``RoundCompleted`` events. It
never exceeds ``max_rounds``; single-shot actions never record an exit decision.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from domain.conversation.errors import ActionRunRuleError
from domain.conversation.exit_decision import ExitDecision, ExitPolicy, ExitSource
from domain.shared.copying import clone_aggregate
from domain.shared.events import event, replayed_directly


@replayed_directly
class ActionRun(Aggregate):
    """Rounds, LLM calls, strategy and exit decisions of one action execution."""

    TOPIC = "heartrule.conversation:ActionRun"

    class Event(Aggregate.Event):
        TOPIC = "heartrule.conversation:ActionRun.Event"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.conversation:ActionRun.Created"

    class ActionRunStarted(Aggregate.Created):
        TOPIC = "heartrule.conversation:ActionRun.ActionRunStarted"
        session_id: UUID
        action_id: str
        action_type: str
        max_rounds: int
        supports_exit: bool
        enabled_sources: list[str]

    @event(ActionRunStarted)
    def __init__(
        self,
        session_id: UUID,
        action_id: str,
        action_type: str,
        max_rounds: int,
        supports_exit: bool,
        enabled_sources: list[str],
    ) -> None:
        self.session_id = session_id
        self.action_id = action_id
        self.action_type = action_type
        self.max_rounds = max_rounds
        self.policy = ExitPolicy(supports_exit, frozenset(ExitSource(s) for s in enabled_sources))
        self.rounds_completed = 0
        self.user_replies = 0
        self.understanding_levels: list[int] = []
        self.strategy_prompt: str | None = None
        self.last_exit: dict[str, Any] | None = None
        self.completed = False
        self.outcome: str | None = None

    @classmethod
    def begin(
        cls,
        run_id: UUID,
        *,
        session_id: UUID,
        action_id: str,
        action_type: str,
        max_rounds: int,
        policy: ExitPolicy,
    ) -> ActionRun:
        return cls._create(
            cls.ActionRunStarted,
            id=run_id,
            session_id=session_id,
            action_id=action_id,
            action_type=action_type,
            max_rounds=max_rounds,
            supports_exit=policy.supports_exit,
            enabled_sources=sorted(s.value for s in policy.enabled_sources),
        )

    def __deepcopy__(self, memo: dict[int, Any]) -> ActionRun:
        """Copy the containers; the policy and recorded values are immutable."""
        clone = clone_aggregate(self)
        clone.understanding_levels = list(self.understanding_levels)
        clone.last_exit = dict(self.last_exit) if self.last_exit else None
        return clone

    def snapshot_state(self) -> dict[str, Any]:
        """Every attribute as it is but the policy, kept as the started event holds it."""
        state = {name: value for name, value in vars(self).items() if not name.startswith("_")}
        policy = state.pop("policy")
        state["supports_exit"] = policy.supports_exit
        state["enabled_sources"] = sorted(s.value for s in policy.enabled_sources)
        return state

    @classmethod
    def attributes_from_snapshot(cls, state: dict[str, Any]) -> dict[str, Any]:
        attributes = dict(state)
        sources = attributes.pop("enabled_sources")
        supports_exit = attributes.pop("supports_exit")
        attributes["policy"] = ExitPolicy(supports_exit, frozenset(ExitSource(s) for s in sources))
        return attributes

    @property
    def next_round(self) -> int:
        return self.rounds_completed + 1

    def _require_open(self) -> None:
        if self.completed:
            raise ActionRunRuleError(
                f"action run {self.id} ({self.action_id}) is already completed"
            )

    class LLMCallRecorded(Event):
        TOPIC = "heartrule.conversation:ActionRun.LLMCallRecorded"
        round: int
        call: dict[str, Any]

    def record_llm_call(self, call: dict[str, Any]) -> None:
        self._require_open()
        self._record_call(self.next_round, call)

    @event(LLMCallRecorded)
    def _record_call(self, round: int, call: dict[str, Any]) -> None:
        pass

    class StrategyDecided(Event):
        TOPIC = "heartrule.conversation:ActionRun.StrategyDecided"
        round: int
        context: dict[str, Any]
        recommendation: dict[str, Any]
        source: str

    def decide_strategy(
        self, context: dict[str, Any], recommendation: dict[str, Any], source: str
    ) -> None:
        self._require_open()
        self._strategy(self.next_round, context, recommendation, source)

    @event(StrategyDecided)
    def _strategy(
        self, round: int, context: dict[str, Any], recommendation: dict[str, Any], source: str
    ) -> None:
        self.strategy_prompt = str(recommendation.get("strategyPrompt", ""))

    class RoundCompleted(Event):
        TOPIC = "heartrule.conversation:ActionRun.RoundCompleted"
        round: int
        user_text: str | None
        ai_message: str | None
        assessment: dict[str, Any] | None
        error: str | None

    def complete_round(
        self,
        *,
        user_text: str | None,
        ai_message: str | None,
        assessment: dict[str, Any] | None,
        error: str | None,
    ) -> None:
        self._require_open()
        if self.next_round > self.max_rounds:
            raise ActionRunRuleError(
                f"{self.action_id} already ran its {self.max_rounds} round(s); "
                f"no round {self.next_round}"
            )
        self._round(self.next_round, user_text, ai_message, assessment, error)

    @event(RoundCompleted)
    def _round(
        self,
        round: int,
        user_text: str | None,
        ai_message: str | None,
        assessment: dict[str, Any] | None,
        error: str | None,
    ) -> None:
        self.rounds_completed = round
        self.user_replies += user_text is not None
        level = (assessment or {}).get("understanding_level")
        if isinstance(level, int):
            self.understanding_levels.append(level)

    class ExitDecided(Event):
        TOPIC = "heartrule.conversation:ActionRun.ExitDecided"
        round: int
        should_exit: bool
        reason: str
        decision_source: str

    def decide_exit(self, decision: ExitDecision) -> None:
        """Record the decision about the round just completed."""
        self._require_open()
        if not self.policy.supports_exit:
            raise ActionRunRuleError(
                f"{self.action_type} is single-shot and takes no exit decision"
            )
        if decision.decision_source not in self.policy.enabled_sources and decision.should_exit:
            raise ActionRunRuleError(
                f"{decision.decision_source.value} may not end a {self.action_type} action"
            )
        self._exit(
            self.rounds_completed,
            decision.should_exit,
            decision.reason,
            decision.decision_source.value,
        )

    @event(ExitDecided)
    def _exit(self, round: int, should_exit: bool, reason: str, decision_source: str) -> None:
        self.last_exit = {
            "should_exit": should_exit,
            "reason": reason,
            "decision_source": decision_source,
            "round": round,
        }

    class ActionRunCompleted(Event):
        TOPIC = "heartrule.conversation:ActionRun.ActionRunCompleted"
        rounds: int
        outcome: str

    def finish(self, outcome: str) -> None:
        self._require_open()
        self._finish(self.rounds_completed, outcome)

    @event(ActionRunCompleted)
    def _finish(self, rounds: int, outcome: str) -> None:
        self.completed = True
        self.outcome = outcome
