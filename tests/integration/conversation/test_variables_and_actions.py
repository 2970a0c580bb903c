"""Variables, scopes and every action type through the service (spec 004 §2, §3.2)."""

from __future__ import annotations

from typing import Any

import pytest

from application.conversation.errors import FormExpectedError, FormInvalidError
from domain.conversation.action_run import ActionRun
from domain.conversation.session import Session
from tests.integration.conversation.support import (
    Harness,
    ask_answer,
    harness,
    one_action_script,
    say_answer,
    shipped,
    think_answer,
)

pytestmark = pytest.mark.anyio

ASK_WITH_DECLARED_SESSION_VARIABLE = """\
sessions:
  - session: 情绪记录
    declare:
      - var: 用户名
        value: 小明
      - var: 睡眠
        scope: session
    phases:
      - phase: 了解
        steps:
          - topic: 情绪
            actions:
              - type: ai_ask
                id: ask-mood
                content: 最近心情和睡眠怎么样？
                output:
                  - get: 情绪
                  - get: 睡眠
          - topic: 总结
            actions:
              - type: show_pic
                src: s.png
                alt: 总结
"""


def _view(h: Harness, name: str, session_id: Any) -> Any:
    return h.app.projections.get(name, str(session_id))


async def _practice_until_form(h: Harness) -> Any:
    """Play abc-practice.yaml up to its form."""
    first = await h.start()
    await h.say(first.sessionId, "懂了")
    await h.say(first.sessionId, "昨天同事没回我消息，我觉得他讨厌我，很失落")
    return first.sessionId


def _practice() -> Harness:
    return harness(
        shipped("abc-practice.yaml"),
        say_answer(20),
        say_answer(90),
        ask_answer(text="能说一件小事吗？"),
        ask_answer(
            {"诱发事件": "同事没回消息", "想法": "他讨厌我", "情绪": "失落", "别的": "x"},
            exit_flag="true",
            reason="信息齐全",
        ),
        think_answer({"认知扭曲类型": "读心术", "未要求": 1}),
    )


async def test_ai_ask_writes_undeclared_outputs_to_the_topic_and_declared_ones_to_their_scope() -> (
    None
):
    h = harness(
        ASK_WITH_DECLARED_SESSION_VARIABLE,
        ask_answer(),
        ask_answer({"情绪": "焦虑", "睡眠": "很差"}, exit_flag=True, reason="齐了"),
    )
    first = await h.start()
    last = await h.say(first.sessionId, "很焦虑，睡得很差")
    assert last.executionStatus == "completed"
    [*_, decided] = _view(h, "exitHistory", first.sessionId)
    assert decided["decision"]["decision_source"] == "exit_flag"
    writes = {
        e.name: (e.scope, e.scope_id, e.source)
        for e in h.events(first.sessionId)
        if isinstance(e, Session.VariableWritten) and e.source == "ask-mood"
    }
    assert writes == {
        "情绪": ("topic", "p0.t0", "ask-mood"),
        "睡眠": ("session", "session", "ask-mood"),
    }
    session: Session = h.app.store.repository.get(first.sessionId)
    assert session.visible_variables()["睡眠"] == "很差"
    assert "情绪" not in session.visible_variables()


async def test_ai_ask_keeps_asking_until_its_exit_flag_and_only_keeps_wanted_outputs() -> None:
    h = _practice()
    session_id = await _practice_until_form(h)
    ops = _view(h, "variableOperations", session_id)
    extracted = {o["variableName"]: o["value"] for o in ops if o["actionId"] == "collect-example"}
    assert extracted == {"诱发事件": "同事没回消息", "想法": "他讨厌我", "情绪": "失落"}
    ask_decisions = [
        e for e in _view(h, "exitHistory", session_id) if e["actionId"] == "collect-example"
    ]
    assert [(e["round"], e["decision"]["decision_source"]) for e in ask_decisions] == [
        (1, "llm_suggestion"),
        (2, "exit_flag"),
    ]
    assert ask_decisions[-1]["decision"]["reason"] == "信息齐全"


async def test_ai_think_writes_its_outputs_and_says_nothing() -> None:
    h = _practice()
    session_id = await _practice_until_form(h)
    session: Session = h.app.store.repository.get(session_id)
    assert session.visible_variables()["认知扭曲类型"] == "读心术"
    assert "未要求" not in session.visible_variables()
    think_messages = [m for m in h.app.audit.transcript(session) if m.action_id == "p1.t0.a1"]
    assert think_messages == []


async def test_single_shot_actions_never_write_exit_history() -> None:
    h = _practice()
    session_id = await _practice_until_form(h)
    await h.submit(session_id, {"情绪强度": 6, "是否有帮助": True})
    runs = [e for e in h.all_events() if isinstance(e, ActionRun.ActionRunStarted)]
    single_shot = {r.originator_id: r.action_type for r in runs if not r.supports_exit}
    assert sorted(single_shot.values()) == ["ai_think", "show_form", "show_pic"]
    for run_id in single_shot:
        assert not [e for e in h.events(run_id) if isinstance(e, ActionRun.ExitDecided)]
    history_actions = {e["actionId"] for e in _view(h, "exitHistory", session_id)}
    assert history_actions == {"explain-abc", "collect-example"}


async def test_use_skill_runs_once_writes_its_result_and_takes_no_exit_decision() -> None:
    script = one_action_script(
        "- type: use_skill\n  skill: count_filled\n  input: {fields: [用户名, 年龄]}\n"
        "  output: 已填数量\n"
        "- type: show_form\n  title: 再确认\n  fields:\n    - name: ok\n      label: 好吗\n"
        "      kind: boolean",
        declare="    declare:\n      - var: 用户名\n        value: 小明\n",
    )
    h = harness(script)
    first = await h.start()
    session: Session = h.app.store.repository.get(first.sessionId)
    assert session.visible_variables()["已填数量"] == 1
    assert _view(h, "exitHistory", first.sessionId) is None


async def test_an_unknown_skill_fails_its_round_and_the_session_moves_on() -> None:
    script = one_action_script(
        "- type: use_skill\n  skill: 不存在\n- type: show_pic\n  src: a.png\n  alt: 图"
    )
    h = harness(script)
    first = await h.start()
    assert first.executionStatus == "error"
    assert "unknown skill" in (first.metadata.error or "")
    assert first.metadata.sessionStatus == "completed"


async def test_show_pic_sends_an_image_reference() -> None:
    h = harness(one_action_script("- type: show_pic\n  src: a.png\n  alt: 图\n  caption: 看图"))
    first = await h.start()
    assert first.aiMessages[0].text == "看图"
    assert first.aiMessages[0].source == "script"


async def test_show_form_waits_for_a_valid_submission() -> None:
    h = _practice()
    session_id = await _practice_until_form(h)
    session: Session = h.app.store.repository.get(session_id)
    assert session.status.value == "waiting_form"
    form_message = session.recent_messages[-1]
    assert form_message.text == "给这次练习打个分"
    with pytest.raises(FormExpectedError):
        await h.say(session_id, "我不想填")
    position = h.app.store.last_position()
    with pytest.raises(FormInvalidError) as invalid:
        await h.submit(session_id, {"情绪强度": "很高", "多余": 1})
    assert "'情绪强度' must be a number" in str(invalid.value)
    assert "'是否有帮助' is required" in str(invalid.value)
    assert "'多余' is not a field" in str(invalid.value)
    assert h.app.store.last_position() == position
    done = await h.submit(session_id, {"情绪强度": 6, "是否有帮助": True})
    assert done.executionStatus == "completed"
    snapshots = _view(h, "scopeSnapshots", session_id)
    assert snapshots["p1.t0"]["variables"]["情绪强度"] == 6
    assert snapshots["p1.t0"]["variables"]["是否有帮助"] is True


async def test_the_form_payload_reaches_the_client_as_an_attachment() -> None:
    h = _practice()
    first = await h.start()
    await h.say(first.sessionId, "懂了")
    response = await h.say(first.sessionId, "昨天同事没回我消息，我觉得他讨厌我，很失落")
    form = next(m.attachment for m in response.aiMessages if m.attachment)
    assert form is not None
    assert [f["name"] for f in form["form"]["fields"]] == ["情绪强度", "是否有帮助"]


async def test_closing_scopes_writes_snapshots_and_removes_only_their_variables() -> None:
    h = _practice()
    session_id = await _practice_until_form(h)
    await h.submit(session_id, {"情绪强度": 6, "是否有帮助": False})
    snapshots = _view(h, "scopeSnapshots", session_id)
    assert set(snapshots) == {"p0.t0", "p0", "p1.t0", "p1"}
    assert snapshots["p1.t0"]["scope"] == "topic"
    assert snapshots["p1.t0"]["variables"] == {
        "诱发事件": "同事没回消息",
        "想法": "他讨厌我",
        "情绪": "失落",
        "认知扭曲类型": "读心术",
        "情绪强度": 6,
        "是否有帮助": False,
    }
    deletions = [
        o for o in _view(h, "variableOperations", session_id) if o["operation"] == "delete"
    ]
    assert {o["variableName"] for o in deletions} == set(snapshots["p1.t0"]["variables"])
    session: Session = h.app.store.repository.get(session_id)
    assert session.variables.topic == {}
    assert session.variables.phase == {}
    assert set(session.variables.session) == {
        "用户名",
        "咨询师名",
        "教育背景",
        "心理学知识",
        "学习风格",
        "练习次数累积",
    }


async def test_a_topic_change_closes_the_old_topic_before_the_next_one_reads() -> None:
    h = harness(
        ASK_WITH_DECLARED_SESSION_VARIABLE,
        ask_answer({"情绪": "焦虑"}, exit_flag=True),
    )
    first = await h.start()
    assert first.executionStatus == "completed"
    closed = [e for e in h.events(first.sessionId) if isinstance(e, Session.ScopeClosed)]
    assert [(e.scope_id, e.cleaned_variables) for e in closed] == [
        ("p0.t0", ["情绪"]),
        ("p0.t1", []),
        ("p0", []),
    ]
