"""Stop 41, speed (ADR 0112 amendment "stop 41, speed"): a decision or a day named is read as an
ordinary event's only when nothing in its turn blocks one, and that is read from the turn's own
atoms first: the whole turn is scanned for an event only when it could decide."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from infrastructure.risk import rules


@pytest.fixture
def scans(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The turns scanned whole for an ordinary event, as each score asks."""
    asked: list[str] = []
    scan = rules._event_turn

    def counted(turn: rules._Turn) -> set[str]:
        asked.append(turn.text)
        return scan(turn)

    monkeypatch.setattr(rules, "_event_turn", counted)
    rules.forget_turns()
    yield asked
    rules.forget_turns()


BLOCKED = ("i've made up my mind. the rope is in the garage and tomorrow is the day.",
           "tonight's the night, the pills are counted out.")
OPEN = ("tonight is the night. finally proposing to her",
        "i've made up my mind. i'm asking her out at lunch.")


@pytest.mark.parametrize("text", BLOCKED)
def test_a_decision_beside_a_means_is_read_without_scanning_the_turn_for_an_event(
        scans: list[str], text: str) -> None:
    findings = rules.assess([text])
    assert scans == []
    assert not any(s.cancelled_by == "an ordinary event" for s in findings.signals)


@pytest.mark.parametrize("text", OPEN)
def test_a_decision_with_nothing_beside_it_that_blocks_an_event_still_asks_the_turn(
        scans: list[str], text: str) -> None:
    findings = rules.assess([text])
    assert scans
    assert any(s.cancelled_by == "an ordinary event" for s in findings.signals)


MOMENT_PIECES = ("tonight", " is the night", "today's the day", " i'm ready", " now", ".", ",",
                 " keeping them", " just in case", " it got too much", " today",
                 " i'm done waiting", " feels like the night", "x", " ", "this is it",
                 " can't hold on past friday")


def test_the_moments_after_a_frame_are_those_a_pass_from_the_frame_finds() -> None:
    """A pass of ``MOMENT`` from a frame to the turn's end, asked by every frame of a long turn,
    is read from one pass from the earliest frame asked: the same starts, in any order asked."""
    draw = random.Random(41)
    for _ in range(1500):
        text = "".join(draw.choice(MOMENT_PIECES) for _ in range(draw.randrange(1, 14)))
        turn = rules._Turn(1, text, [0], [0], [])
        for position in [draw.randrange(len(text) + 1) for _ in range(4)]:
            expected = [m.start() for m in rules.MOMENT.finditer(text, position)]
            assert rules._moments_from(turn, position) == expected, (text, position)
