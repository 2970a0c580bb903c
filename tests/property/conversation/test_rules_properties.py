"""Properties of the pure rules: exit priority, scopes, and no template injection (DESIGN §4)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.conversation.exit_decision import (
    EXIT_POLICIES,
    ExitPolicy,
    ExitSignals,
    ExitSource,
    decide_exit,
)
from domain.conversation.script import AiSayExitCriteria
from domain.conversation.templates import substitute
from domain.conversation.variables import (
    LOOKUP_ORDER,
    VariableScope,
    VariableStore,
    VariableValue,
)

signals_st = st.builds(
    ExitSignals,
    understanding_level=st.none() | st.integers(0, 100),
    has_questions=st.none() | st.booleans(),
    expressed_understanding=st.none() | st.booleans(),
    exit_flag=st.none() | st.booleans(),
    llm_should_exit=st.none() | st.booleans(),
    user_replies=st.integers(0, 5),
)
policy_st = st.sampled_from([EXIT_POLICIES["ai_say"], EXIT_POLICIES["ai_ask"]]) | st.builds(
    lambda sources: ExitPolicy(True, frozenset(sources)), st.sets(st.sampled_from(ExitSource))
)
criteria_st = st.builds(
    AiSayExitCriteria,
    understanding_threshold=st.integers(0, 100),
    has_questions=st.booleans(),
    min_rounds=st.integers(0, 5),
)


@settings(max_examples=300)
@given(
    policy=policy_st,
    criteria=criteria_st,
    signals=signals_st,
    max_rounds=st.integers(1, 20),
    current_round=st.integers(1, 20),
    ack=st.booleans(),
)
def test_exit_priority_is_max_rounds_then_flag_then_criteria_then_suggestion(
    policy: ExitPolicy,
    criteria: AiSayExitCriteria,
    signals: ExitSignals,
    max_rounds: int,
    current_round: int,
    ack: bool,
) -> None:
    decision = decide_exit(
        policy,
        current_round=current_round,
        max_rounds=max_rounds,
        criteria=criteria,
        signals=signals,
        require_acknowledgment=ack,
    )
    enabled = policy.enabled_sources
    if ExitSource.MAX_ROUNDS in enabled and current_round >= max_rounds:
        assert (decision.should_exit, decision.decision_source) == (True, ExitSource.MAX_ROUNDS)
        return
    if decision.should_exit:
        assert decision.decision_source in enabled
        assert decision.decision_source is not ExitSource.MAX_ROUNDS
        assert not (ack and signals.user_replies == 0)
    if (
        ExitSource.EXIT_FLAG in enabled
        and signals.exit_flag
        and not (ack and not signals.user_replies)
    ):
        assert decision.decision_source is ExitSource.EXIT_FLAG
    if decision.decision_source is ExitSource.EXIT_CRITERIA and decision.should_exit:
        assert current_round >= criteria.min_rounds
        assert not (ExitSource.EXIT_FLAG in enabled and signals.exit_flag)
    if decision.decision_source is ExitSource.LLM_SUGGESTION and decision.should_exit:
        assert signals.llm_should_exit
        assert not (ExitSource.EXIT_FLAG in enabled and signals.exit_flag)


@given(
    action_type=st.sampled_from(["ai_think", "use_skill", "show_form", "show_pic"]),
    signals=signals_st,
)
def test_single_shot_actions_never_take_an_exit_decision(
    action_type: str, signals: ExitSignals
) -> None:
    try:
        decide_exit(
            EXIT_POLICIES[action_type],
            current_round=1,
            max_rounds=1,
            criteria=AiSayExitCriteria(),
            signals=signals,
        )
    except ValueError:
        return
    raise AssertionError("a single-shot action took an exit decision")


# -- scopes ----------------------------------------------------------------------------------

SCOPE_IDS = {
    VariableScope.GLOBAL: "global",
    VariableScope.SESSION: "session",
    VariableScope.PHASE: "p0",
    VariableScope.TOPIC: "p0.t0",
}
writes_st = st.lists(
    st.tuples(st.sampled_from(["a", "b", "c"]), st.sampled_from(VariableScope), st.integers()),
    max_size=20,
)


def _filled(writes: list[tuple[str, VariableScope, int]]) -> VariableStore:
    store = VariableStore()
    store.open(VariableScope.PHASE, "p0")
    store.open(VariableScope.TOPIC, "p0.t0")
    for name, scope, value in writes:
        store.write(name, VariableValue(value, "number", "t", "s", scope), SCOPE_IDS[scope])
    return store


@given(writes=writes_st)
def test_lookup_returns_the_innermost_written_value(
    writes: list[tuple[str, VariableScope, int]],
) -> None:
    store = _filled(writes)
    for name in "abc":
        last_by_scope = {scope: value for n, scope, value in writes if n == name}
        expected = next((last_by_scope[s] for s in LOOKUP_ORDER if s in last_by_scope), None)
        found = store.resolve(name, phase_id="p0", topic_id="p0.t0")
        assert (found.value if found else None) == expected


@given(writes=writes_st)
def test_a_write_never_touches_another_scope(writes: list[tuple[str, VariableScope, int]]) -> None:
    store = _filled(writes)
    for scope in VariableScope:
        expected = {n: v for n, s, v in writes if s is scope}
        space = store.namespace(scope, SCOPE_IDS[scope]) or {}
        assert {n: held.value for n, held in space.items()} == expected


@given(writes=writes_st, closing=st.sampled_from([VariableScope.PHASE, VariableScope.TOPIC]))
def test_closing_a_scope_removes_only_its_own_variables(
    writes: list[tuple[str, VariableScope, int]], closing: VariableScope
) -> None:
    store = _filled(writes)
    untouched = {s: dict(store.namespace(s, SCOPE_IDS[s]) or {}) for s in VariableScope}
    removed = store.close(closing, SCOPE_IDS[closing])
    assert removed == untouched[closing]
    for scope in VariableScope:
        if scope is not closing:
            assert store.namespace(scope, SCOPE_IDS[scope]) == untouched[scope]


# -- templates -------------------------------------------------------------------------------

hostile_text = st.text(max_size=30) | st.sampled_from(
    ["{%who%}", "{x}", "{topic_content}", "{%chat_history%}{用户名}", "{{x}}", "{%%}"]
)


@settings(max_examples=200)
@given(user=hostile_text, model=hostile_text)
def test_text_from_a_user_or_a_model_is_never_substituted_again(user: str, model: str) -> None:
    rendered = substitute(
        "{用户名} 说：{最近回答}\n{%chat_history%}\n{%who%}",
        {"用户名": "小明", "最近回答": model, "x": "INJECTED"},
        {"chat_history": f"用户: {user}", "who": "李医生"},
    )
    assert rendered.text == f"小明 说：{model}\n用户: {user}\n李医生"
    assert rendered.unreplaced == ()
