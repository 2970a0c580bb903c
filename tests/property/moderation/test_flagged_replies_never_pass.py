"""Whatever the judge does — agrees, finds nothing, fails, times out — a reply the local screen
flagged (in a category that applies here) is never said as written."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domain.moderation.categories import Category, Finding
from domain.moderation.policy import Circumstances, FailureRule, applies, decide
from domain.moderation.verdict import Decision, JudgeOpinion

categories = st.sampled_from(list(Category))
findings = st.builds(Finding, categories, st.text(max_size=20), st.just("local"),
                     st.floats(0, 1))
circumstances = st.builds(Circumstances, st.sampled_from(["none", "medium", "high"]),
                          st.booleans())
judges = st.one_of(
    st.none(),
    st.builds(JudgeOpinion, st.tuples(findings), st.just("judge"), st.none()),
    st.builds(JudgeOpinion, st.just(()), st.just("judge"), st.none()),
    st.builds(JudgeOpinion, st.just(()), st.just("judge"),
              st.sampled_from(["no verdict within 4 s", "HTTP 500", "not JSON"])),
)


@given(st.lists(findings, min_size=1, max_size=4), st.booleans(), judges, circumstances,
       st.sampled_from(list(FailureRule)))
def test_a_flagged_reply_is_never_allowed_whatever_the_judge_does(
    flagged: list[Finding], cleared: bool, judge: JudgeOpinion | None,
    where: Circumstances, rule: FailureRule,
) -> None:
    verdict = decide("local", flagged, cleared, judge, where, rule)
    if any(applies(f.category, where) for f in flagged):
        assert verdict.decision is Decision.WITHHOLD
        assert verdict.findings


@given(judges, circumstances, st.sampled_from(list(FailureRule)))
def test_a_reply_the_screen_cleared_is_allowed_and_the_judge_is_not_among_its_layers(
    judge: JudgeOpinion | None, where: Circumstances, rule: FailureRule,
) -> None:
    verdict = decide("local", (), True, judge, where, rule)
    assert verdict.decision is Decision.ALLOW and verdict.layers == ("local",)


@given(st.sampled_from(["no verdict within 4 s", "HTTP 500"]), circumstances)
def test_a_silent_judge_never_allows_an_undecided_reply_under_the_withhold_rule(
    error: str, where: Circumstances,
) -> None:
    silent = JudgeOpinion((), "judge", error)
    assert decide("local", (), False, silent, where, FailureRule.WITHHOLD).decision \
        is Decision.WITHHOLD
