"""The Session and ActionRun aggregates check their invariants and do no I/O."""

from __future__ import annotations

import copy
from uuid import UUID

import pytest

from domain.conversation.action_run import ActionRun
from domain.conversation.errors import (
    ActionRunRuleError,
    InvalidUserMessageError,
    SessionNotAcceptingInputError,
)
from domain.conversation.exit_decision import (
    EXIT_POLICIES,
    ExitDecision,
    ExitSource,
)
from domain.conversation.script_document import ScriptDocument
from domain.conversation.session import MAX_MESSAGE_CHARS, Session, SessionStatus

AT = "2025-01-20T10:30:00+00:00"


def _waiting_session() -> Session:
    session = Session.start(
        UUID(int=1),
        tenant_id="t",
        user_id="u",
        script_id=str(UUID(int=2)),
        script_version=1,
        session_name="s",
        locale="zh-CN",
        definitions={},
    )
    session.request_input("message")
    return session


def _run(action_type: str = "ai_say", max_rounds: int = 2) -> ActionRun:
    return ActionRun.begin(
        UUID(int=9),
        session_id=UUID(int=1),
        action_id="a0",
        action_type=action_type,
        max_rounds=max_rounds,
        policy=EXIT_POLICIES[action_type],
    )


def _round(run: ActionRun, text: str | None = "嗯") -> None:
    run.complete_round(user_text=text, ai_message="好的", assessment=None, error=None)


@pytest.mark.parametrize("text", ["", "   ", "\n\t"])
def test_a_session_refuses_an_empty_message(text: str) -> None:
    session = _waiting_session()
    with pytest.raises(InvalidUserMessageError, match="empty"):
        session.receive_user_message(text, idempotency_key=None, at=AT)


def test_a_session_refuses_an_oversized_message_and_says_the_limit() -> None:
    session = _waiting_session()
    with pytest.raises(InvalidUserMessageError, match=str(MAX_MESSAGE_CHARS)):
        session.receive_user_message("字" * (MAX_MESSAGE_CHARS + 1), idempotency_key=None, at=AT)


def test_a_session_accepts_a_message_of_exactly_the_limit() -> None:
    session = _waiting_session()
    session.receive_user_message("字" * MAX_MESSAGE_CHARS, idempotency_key=None, at=AT)
    assert session.status is SessionStatus.RUNNING


def test_a_completed_session_refuses_messages() -> None:
    session = _waiting_session()
    session.complete()
    with pytest.raises(SessionNotAcceptingInputError, match="completed"):
        session.receive_user_message("还在吗", idempotency_key=None, at=AT)


def test_a_refused_message_records_no_event() -> None:
    session = _waiting_session()
    session.collect_events()
    with pytest.raises(InvalidUserMessageError):
        session.receive_user_message("", idempotency_key=None, at=AT)
    assert session.collect_events() == []
    assert session.recent_messages == []


def test_a_received_message_joins_the_transcript_and_opens_a_turn() -> None:
    session = _waiting_session()
    session.receive_user_message("你好", idempotency_key="k1", at=AT)
    session.send_assistant_message("你好呀", "a0", "llm", AT)
    assert [(m.role, m.text) for m in session.recent_messages] == [
        ("user", "你好"),
        ("assistant", "你好呀"),
    ]
    turn = session.turn_for_key("k1")
    assert turn is not None
    assert [m.text for m in turn.replies] == ["你好呀"]


def test_an_action_run_refuses_a_round_beyond_max_rounds() -> None:
    run = _run(max_rounds=2)
    _round(run, None)
    _round(run)
    with pytest.raises(ActionRunRuleError, match="2 round"):
        _round(run)
    assert run.rounds_completed == 2


@pytest.mark.parametrize("action_type", ["ai_think", "use_skill", "show_form", "show_pic"])
def test_a_single_shot_run_refuses_an_exit_decision(action_type: str) -> None:
    run = _run(action_type, max_rounds=1)
    _round(run, None)
    decision = ExitDecision(True, "x", ExitSource.MAX_ROUNDS)
    with pytest.raises(ActionRunRuleError, match="single-shot"):
        run.decide_exit(decision)


def test_a_source_the_policy_does_not_enable_may_not_end_an_action() -> None:
    run = _run("ai_say")
    _round(run)
    with pytest.raises(ActionRunRuleError, match="llm_suggestion"):
        run.decide_exit(ExitDecision(True, "LLM 想结束", ExitSource.LLM_SUGGESTION))
    run.decide_exit(ExitDecision(False, "继续", ExitSource.LLM_SUGGESTION))
    assert run.last_exit == {
        "should_exit": False,
        "reason": "继续",
        "decision_source": "llm_suggestion",
        "round": 1,
    }


def test_a_finished_run_accepts_nothing_more() -> None:
    run = _run()
    _round(run)
    run.finish("exited")
    with pytest.raises(ActionRunRuleError, match="already completed"):
        _round(run)
    with pytest.raises(ActionRunRuleError):
        run.record_llm_call({"purpose": "x"})


def test_a_run_counts_user_replies_and_understanding_levels() -> None:
    run = _run(max_rounds=3)
    run.complete_round(
        user_text=None, ai_message="讲", assessment={"understanding_level": 20}, error=None
    )
    run.complete_round(
        user_text="懂了", ai_message="好", assessment={"understanding_level": 70}, error=None
    )
    assert (run.rounds_completed, run.user_replies) == (2, 1)
    assert run.understanding_levels == [20, 70]
    assert run.next_round == 3


def test_a_script_documents_copy_holds_its_versions_and_changes_apart() -> None:
    """``copy.deepcopy`` (how the store's cache hands a document out) copies the list of
    versions and shares the immutable versions; a version published on the copy is the copy's."""
    document = ScriptDocument.register("t", "s")
    document.publish("a: 1", "d1", "2026-01-01T00:00:00+00:00")
    document.publish("a: 2", "d2", "2026-01-02T00:00:00+00:00")
    copied = copy.deepcopy(document)
    assert vars(copied) == vars(document) and copied is not document
    assert copied.versions is not document.versions
    assert copied._pending_events is not document._pending_events
    copied.publish("a: 3", "d3", "2026-01-03T00:00:00+00:00")
    assert [v.version for v in document.versions] == [1, 2]
    assert [v.version for v in copied.versions] == [1, 2, 3]
    assert len(document.collect_events()) == 3
