"""A session driven by random user messages and random model answers keeps every invariant.

Each step plays one turn through the real service on the in-memory store; the model answers by
the prompt kind with a randomly chosen shape (valid, not JSON, EXIT flags). After every step:
no action ran more rounds than allowed, single-shot actions wrote no exit history, the state
the turn produced replays from the events, and user text is never substituted into prompts.
A message the risk scorer routes to the medium route (any text may name death) holds the
session: the route's agent answers, with the person's text as its own chat message, until its
persuasion ends and the script resumes. Such a message is answered even while a form waits or
after the session has completed (then unrecorded in it): a person in danger is never refused.
At the end, every projection rebuilt from zero equals the live one.

Both rules apply in every state (a message or a form that the session does not wait for is
refused and appends nothing), so hypothesis's swarm testing, which switches rules off at random,
never leaves a state with no enabled rule.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from application.conversation.errors import FormExpectedError
from application.conversation.projections import conversation_projections
from application.llm.port import ChatMessage, LLMRequest
from domain.conversation.action_run import ActionRun
from domain.conversation.errors import SessionNotAcceptingInputError
from domain.conversation.session import Session, SessionStatus
from tests.integration.conversation.support import (
    Harness,
    ask_answer,
    harness,
    say_answer,
    think_answer,
)

SCRIPT = """\
sessions:
  - session: 随机会话
    declare:
      - var: 用户名
        value: 小明
      - var: 睡眠
        scope: session
    phases:
      - phase: 讲解
        steps:
          - topic: 概念
            actions:
              - type: ai_say
                content: 讲解 ABC 模型，{用户名}。
                max_rounds: 3
                exit_criteria:
                  understanding_threshold: 70
              - type: show_pic
                src: a.png
                alt: 图
      - phase: 练习
        steps:
          - topic: 例子
            actions:
              - type: ai_ask
                content: 最近心情和睡眠怎么样？
                max_rounds: 3
                output:
                  - get: 情绪
                  - get: 睡眠
              - type: ai_think
                content: 判断认知扭曲
                output:
                  - get: 扭曲
              - type: show_form
                title: 打分
                fields:
                  - name: 分数
                    label: 分数
                    kind: number
          - topic: 收尾
            actions:
              - type: ai_say
                content: 总结
                max_rounds: 2
                require_acknowledgment: false
"""

RISK_ROUTE_PURPOSE = "risk."
KINDS = ["continue", "exit", "not_json", "exit_as_text"]
visible_character = st.characters(exclude_categories=("Z", "C"))
user_text = st.tuples(visible_character, st.text(max_size=19)).map("".join) | st.sampled_from(
    ["{%who%}", "{用户名}", "{x}", "{topic_content}", "我明白了", "0死"]
)
SETTLED = {
    SessionStatus.WAITING_INPUT,
    SessionStatus.WAITING_FORM,
    SessionStatus.SAFETY_HOLD,
    SessionStatus.COMPLETED,
}


def answer_for(kind: str, level: int, request: LLMRequest) -> Any:
    """A model answer of the given shape for the prompt kind of ``request``."""
    if kind == "not_json":
        return "抱歉，我不输出 JSON"
    exits = kind != "continue"
    if request.purpose.startswith("ai_say"):
        return say_answer(level, questions=not exits, expressed=exits, should_exit=exits)
    if request.purpose.startswith("ai_ask"):
        flag: bool | str = "true" if kind == "exit_as_text" else exits
        extracted = {"情绪": "焦虑", "睡眠": "差"} if exits else {}
        return ask_answer(extracted, exit_flag=flag)
    return think_answer({"扭曲": "读心术"})


class SessionMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.plan: list[tuple[str, int]] = []
        self.h: Harness = harness(SCRIPT, default=self._answer)
        self.states: dict[int, tuple[Any, ...]] = {}
        self.session_id = asyncio.run(self.h.start()).sessionId
        self._remember()

    def _answer(self, request: LLMRequest) -> Any:
        kind, level = self.plan.pop(0) if self.plan else ("continue", 10)
        return answer_for(kind, level, request)

    def _session(self, version: int | None = None) -> Session:
        session: Session = self.h.app.store.repository.get(self.session_id, version=version)
        return session

    @staticmethod
    def _state(session: Session) -> tuple[Any, ...]:
        return (
            session.status,
            session.position,
            session.action_run_id,
            list(session.recent_messages),
            session.message_count,
            session.visible_variables(),
            {k: dict(v) for k, v in session.variables.topic.items()},
        )

    def _remember(self) -> None:
        session = self._session()
        self.states[session.version] = self._state(session)

    @property
    def status(self) -> SessionStatus:
        return self._session().status

    def _refused(
        self, error: type[Exception], attempt: Callable[[], Coroutine[Any, Any, Any]]
    ) -> None:
        position = self.h.app.store.last_position()
        try:
            asyncio.run(attempt())
        except error:
            assert self.h.app.store.last_position() == position
        else:
            raise AssertionError(f"a {self.status.value} session took what it does not wait for")

    def _answered_after_the_end(self, text: str) -> None:
        """A completed session refuses a message, but a route's agent still answers one at risk."""
        version = self._session().version
        try:
            response = asyncio.run(self.h.say(self.session_id, text))
        except SessionNotAcceptingInputError:
            response = None
        assert response is None or response.metadata.riskRoute is not None
        assert self._session().version == version

    @rule(
        text=user_text,
        plan=st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 100)), max_size=4),
    )
    def send_a_message(self, text: str, plan: list[tuple[str, int]]) -> None:
        if self.status is SessionStatus.COMPLETED:
            self._answered_after_the_end(text)
            return
        waited_for_form = self.status is SessionStatus.WAITING_FORM
        self.plan = list(plan)
        calls, position = len(self.h.llm.requests), self.h.app.store.last_position()
        try:
            asyncio.run(self.h.say(self.session_id, text))
        except FormExpectedError:
            assert waited_for_form and self.h.app.store.last_position() == position
            return
        self._remember()
        assert not waited_for_form or self.status is SessionStatus.SAFETY_HOLD
        assert text in [m.text for m in self._session().recent_messages if m.role == "user"]
        for request in self.h.llm.requests[calls:][:1]:
            if request.purpose.startswith(RISK_ROUTE_PURPOSE):
                assert request.messages[-1] == ChatMessage("user", text)
                continue
            assert f"用户: {text}" in request.messages[0].content
            if text == "{用户名}":
                assert "用户: {用户名}" in request.messages[0].content

    @rule(score=st.integers(0, 10))
    def submit_the_form(self, score: int) -> None:
        values = {"分数": score}
        if self.status is not SessionStatus.WAITING_FORM:
            self._refused(FormExpectedError, lambda: self.h.submit(self.session_id, values))
            return
        asyncio.run(self.h.submit(self.session_id, values))
        self._remember()

    @invariant()
    def a_turn_leaves_the_session_waiting_or_completed(self) -> None:
        assert self.status in SETTLED

    @invariant()
    def no_action_runs_more_rounds_than_allowed(self) -> None:
        runs = {e.originator_id for e in self.h.all_events() if isinstance(e, ActionRun.Event)}
        for run_id in runs:
            run: ActionRun = self.h.app.store.repository.get(run_id)
            assert run.rounds_completed <= run.max_rounds

    @invariant()
    def single_shot_actions_write_no_exit_history(self) -> None:
        events = self.h.all_events()
        single_shot = {
            e.originator_id
            for e in events
            if isinstance(e, ActionRun.ActionRunStarted) and not e.supports_exit
        }
        decided = {e.originator_id for e in events if isinstance(e, ActionRun.ExitDecided)}
        assert not single_shot & decided

    @invariant()
    def every_recorded_state_replays_from_the_events(self) -> None:
        for version, state in self.states.items():
            assert self._state(self._session(version)) == state

    def teardown(self) -> None:
        runner = self.h.app.projections
        runner.catch_up()
        for projection in conversation_projections():
            live = runner.views.documents(projection.name)
            runner.rebuild(projection.name)
            assert runner.views.documents(projection.name) == live, projection.name


SessionMachine.TestCase.settings = settings(max_examples=12, stateful_step_count=10, deadline=None)
test_a_random_session_keeps_every_invariant = SessionMachine.TestCase
