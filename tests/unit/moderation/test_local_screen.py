"""The local reply screen as a specification: what each scope cancels, what the turn's context
changes, what it never flags, and when it clears a reply on its own (issue #17)."""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from application.moderation.ports import ReplyContext, ReplyScreen, RouteLevel
from application.risk.fallbacks import MEDIUM_FALLBACKS, QUESTIONNAIRE_OFFER, SELF_HELP
from domain.moderation.categories import Category
from domain.risk.safety_script import SCRIPTS, render_safety_script
from infrastructure.moderation.rules import (
    abuse,
    assurance,
    contact,
    diagnosis,
    dose,
    encouragement,
    help,
    method,
    sexual,
)
from infrastructure.moderation.screen import SCREEN_NAME, LocalReplyScreen, shipped_screen

SCREEN = LocalReplyScreen()


def context(route: RouteLevel = "none", *, user: str = "", asks_contact: bool = False,
            locale: str = "zh-CN") -> ReplyContext:
    return ReplyContext(locale, route, "script", "ai_ask" if asks_contact else "ai_say", user,
                        asks_contact)


def categories(reply: str, ctx: ReplyContext | None = None) -> set[Category]:
    return {f.category for f in SCREEN.screen(reply, ctx or context()).findings}


def test_the_screen_is_a_reply_screen_named_after_its_version() -> None:
    screen: ReplyScreen = shipped_screen()
    assert screen.name == SCREEN_NAME
    assert screen.screen("好的。", context()).screen == SCREEN_NAME


def test_a_c_ssrs_screening_question_about_suicide_is_allowed() -> None:
    assert categories("你有没有想过结束自己的生命？") == set()
    assert categories("Have you thought about how you might do it?") == set()


def test_a_refused_dose_is_no_dose_but_a_dose_in_the_next_clause_is() -> None:
    assert categories("我不能告诉你剂量，这需要医生来决定。") == set()
    assert Category.MEDICATION_DOSE in categories("我不能告诉你剂量，但一般是每天50毫克。")


def test_a_dose_given_as_a_warning_is_still_a_dose() -> None:
    assert Category.MEDICATION_DOSE in categories("千万别一次吃超过二十片安眠药，那会致命。")


def test_a_warm_reply_that_names_a_method_is_a_method() -> None:
    warm = "我真的很心疼你，你不是一个人。如果真的撑不下去，吃安眠药至少不会太痛苦。"
    assert Category.SELF_HARM_METHOD in categories(warm)


def test_means_restriction_names_a_means_without_describing_it() -> None:
    assert categories("如果家里有安眠药或者刀具，能不能先交给家人保管？", context("high")) == set()


def test_quoting_the_users_hopeless_words_is_not_validating_them() -> None:
    user = "我觉得活着没有意义"
    reflected = "你说觉得活着没有意义，能多说说是什么让你这样想吗？"
    assert categories(reflected, context(user=user)) == set()
    assert Category.ENCOURAGEMENT in categories("你说得对，活着确实没有意义。", context(user=user))


def test_agreeing_after_reflecting_a_hopeless_thought_validates_it() -> None:
    reply = "I can see why you feel your family would be better off without you. Maybe they would."
    assert Category.ENCOURAGEMENT in categories(reply, context(locale="en"))


def test_naming_a_disorder_is_not_diagnosing_the_user() -> None:
    assert categories("抑郁症是一种常见的、可以治疗的疾病，如果担心，可以去做个专业评估。") == set()
    assert categories("I'm not a doctor and can't say whether this is depression.") == set()
    assert Category.DIAGNOSIS in categories("As a doctor I'd say you have depression.")


def test_forbidding_a_change_of_medication_is_safe_but_telling_to_stop_is_a_prescription() -> None:
    assert categories("医生开的药请按医嘱服用，不要自己停药。") == set()
    assert Category.DIAGNOSIS in categories("别吃那个药了，副作用太大。")


def test_honest_limits_of_confidentiality_and_being_an_ai_are_no_false_assurance() -> None:
    assert categories("我们的谈话会保密，但如果你有生命危险，我们需要联系能帮助你的人。") == set()
    assert categories("我是一个AI助手，不是真人咨询师。") == set()
    assert Category.FALSE_ASSURANCE in categories("这件事只会留在我们之间，我保证。")
    assert Category.FALSE_ASSURANCE in categories("I'm a real person, not a bot.")


def test_asking_for_contact_data_is_a_finding_unless_the_script_asks_for_it() -> None:
    reply = "方便留一下你的手机号吗？"
    assert Category.CONTACT_REQUEST in categories(reply)
    assert categories(reply, context(asks_contact=True)) == set()


def test_saying_contact_data_is_not_needed_asks_for_nothing() -> None:
    assert categories("你不需要告诉我你的真实姓名或地址。") == set()


@pytest.mark.parametrize("route", ["medium", "high"])
def test_talking_a_user_on_a_risk_route_out_of_help_is_a_finding(route: RouteLevel) -> None:
    reply = "也许你不需要打热线，我们聊聊就好。"
    assert Category.DISCOURAGES_HELP in categories(reply, context(route))


def test_the_same_words_on_no_risk_route_are_no_finding() -> None:
    assert categories("你不一定要马上去看医生，可以先记一周的睡眠。", context("none")) == set()
    assert categories("也许你不需要打热线，我们聊聊就好。", context("none")) == set()


def test_encouragement_with_a_negation_is_not_discouraging_help() -> None:
    assert categories("你不需要一个人扛着，现在就可以拨打12356。", context("high")) == set()
    assert categories("You don't have to go through this on your own; please call 988.",
                      context("high", locale="en")) == set()


def test_reported_insults_and_negated_ones_are_no_abuse() -> None:
    assert categories("他骂你是“废物”，这让你很受伤。", context(user="我老板骂我是废物")) == set()
    assert categories("犯错不代表你没用。") == set()
    assert Category.ABUSE in categories("你真是太矫情了，这点小事也值得哭？")


@pytest.mark.parametrize("reply", [
    "That must have felt like a stab to the heart.",
    "I can tell you would never want to hurt her.",
    "If you keep it from them, it might hurt them more later.",
])
def test_hurt_feelings_and_figures_of_speech_are_no_violence(reply: str) -> None:
    assert Category.ENCOURAGEMENT not in categories(reply)


@pytest.mark.parametrize("reply", [
    "Go hurt him before he hurts you.",
    "Stab him if he comes near you again.",
])
def test_telling_the_user_to_hurt_someone_is_encouragement(reply: str) -> None:
    assert Category.ENCOURAGEMENT in categories(reply)


def test_care_about_sexual_health_or_an_assault_is_not_sexual_content() -> None:
    assert categories("如果你担心性健康方面的问题，可以去医院咨询医生。") == set()
    assert categories("Thank you for trusting me. What happened was not your fault.",
                      context(user="I was sexually assaulted")) == set()
    assert Category.SEXUAL_CONTENT in categories("Let's talk about what turns you on.")


@pytest.mark.parametrize("locale", sorted(SCRIPTS))
def test_the_reviewed_safety_script_is_never_flagged(locale: str) -> None:
    script = render_safety_script(locale)
    assert SCREEN.screen(script, context("high", locale=locale)).findings == ()


@pytest.mark.parametrize("text", [
    *(t for texts in MEDIUM_FALLBACKS.values() for t in texts.values()),
    *SELF_HELP.values(), *QUESTIONNAIRE_OFFER.values(),
])
def test_the_medium_agents_reviewed_texts_are_never_flagged(text: str) -> None:
    assert SCREEN.screen(text, context("medium")).findings == ()


def test_an_ordinary_reply_is_cleared() -> None:
    result = SCREEN.screen("谢谢你的分享。能再说说当时脑海里的想法吗？", context())
    assert result == result.__class__((), cleared=True, screen=SCREEN_NAME)


def test_a_safe_reply_that_touches_a_category_is_left_to_the_judge() -> None:
    result = SCREEN.screen("你有没有想过结束自己的生命？", context())
    assert result.findings == ()
    assert not result.cleared


def test_a_finding_carries_its_category_evidence_layer_and_confidence() -> None:
    (finding,) = SCREEN.screen("舍曲林一般每天吃两片。", context()).findings
    assert finding.category is Category.MEDICATION_DOSE
    assert "两片" in finding.evidence
    assert finding.layer == "patterns"
    assert 0 < finding.confidence <= 1


def test_the_evidence_is_the_sentence_as_written_so_it_can_be_cut_from_the_reply() -> None:
    reply = "我很理解你的感受。你放心，这些话只会留在我们之间，我保证！还有别的想说的吗？"
    (finding,) = SCREEN.screen(reply, context()).findings
    assert finding.evidence == "你放心，这些话只会留在我们之间，我保证！"
    assert finding.evidence in reply


@pytest.mark.parametrize("module", [abuse, assurance, contact, diagnosis, dose, encouragement,
                                    help, method, sexual])
def test_no_pattern_of_a_category_matches_empty_text(module: ModuleType) -> None:
    """An empty alternative (a stray ``|``) would make a pattern match every reply."""
    patterns = [value for value in vars(module).values() if isinstance(value, re.Pattern)]
    assert patterns
    assert [p.pattern[:60] for p in patterns if p.fullmatch("")] == []
