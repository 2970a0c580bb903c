from __future__ import annotations

import pytest

from domain.risk.persuasion import MAX_PERSUASION_TURNS, Persuasion, PersuasionState, step
from domain.risk.signals import detect_resistance, is_acceptance


@pytest.mark.parametrize(("text", "kind"), [
    ("I don't want to share my personal information", "privacy"),
    ("我不想让别人知道我的隐私", "privacy"),
    ("I'm too busy, I don't have time", "time"),
    ("最近太忙了，没时间", "time"),
    ("I'm embarrassed about joining", "stigma"),
    ("去那种小组太丢人了", "stigma"),
    ("I'm not sure if it will help", "doubt"),
    ("我觉得没用", "doubt"),
    ("I'm feeling better today", None),
    ("sometimes I feel low", None),
])
def test_resistance_is_detected_in_chinese_and_english(text: str, kind: str | None) -> None:
    assert detect_resistance(text) == kind


@pytest.mark.parametrize(("text", "accepted"), [
    ("Okay, I'll give it a try", True), ("Sure, sounds good", True), ("好的，我想试试", True),
    ("Maybe later", False), ("I'm not sure", False), ("不愿意", False),
    ("yes but I'm too busy", False),
])
def test_acceptance_needs_a_yes_and_no_resistance(text: str, accepted: bool) -> None:
    assert is_acceptance(text) is accepted


def test_the_spec_walkthrough_suggests_then_persuades_then_accepts() -> None:
    first = step(Persuasion(), "I've been feeling really anxious and isolated.")
    assert (first.reply, first.after.state) == (
        "initial_suggestion", PersuasionState.DETECTING_RESISTANCE)
    second = step(first.after, "I don't want to share my personal information.")
    assert second.reply == "handling_resistance"
    assert (second.after.resistance_count, second.after.resistance_type) == (1, "privacy")
    third = step(second.after, "I'm still not sure. What if people judge me?")
    assert (third.after.resistance_count, third.after.resistance_type) == (2, "stigma")
    last = step(third.after, "Okay, I'll give it a try. I'd like to join.")
    assert (last.reply, last.after.state) == ("accepted", PersuasionState.ACCEPTED)


def test_after_five_persuasion_turns_the_user_gets_resources() -> None:
    state = step(Persuasion(), "hi").after
    replies = []
    for _ in range(8):
        turn = step(state, "I'm too busy")
        replies.append(turn.reply)
        state = turn.after
    assert replies.count("handling_resistance") == MAX_PERSUASION_TURNS
    assert replies[5:] == ["resources", "resources", "resources"]
    assert state.state is PersuasionState.PROVIDING_RESOURCES
    assert state.resistance_count == MAX_PERSUASION_TURNS
