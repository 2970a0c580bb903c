"""The prefiltered screen (ADR 0135) gives the very verdict of the full one — the same findings
with the same evidence, the same clearing — on every frozen phrasing, the labelled set and the
counselor turns, on and off the risk routes."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import get_args

import pytest

from application.moderation.ports import ReplyContext, RouteLevel
from infrastructure.moderation.datasets import counselor_turns, labelled_replies
from infrastructure.moderation.learned import shipped_doubt
from infrastructure.moderation.screen import AllRules, LocalReplyScreen, shipped_screen

PREFILTERED = shipped_screen()
FULL = LocalReplyScreen(shipped_doubt(), AllRules())
ROUTES: tuple[RouteLevel, ...] = get_args(RouteLevel)
DIALOGUES = Path(__file__).resolve().parents[2] / "data" / "cpsycound" / "Data"
FROZEN = sorted(Path(__file__).parent.glob("*.py"))
"""The frozen phrasing batches and every other moderation test: each string in them is read."""


def _phrasings(module: Path) -> list[str]:
    """Every string literal of a test module (a phrasing, a name, a docstring: all are text a
    reply could be), ``[medium]`` / ``[high]`` prefixes taken off."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    return [re.sub(r"^\[(?:medium|high)\]", "", node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and len(node.value) > 3]


def _disagreements(replies: list[tuple[str, ReplyContext]]) -> list[str]:
    return [reply for reply, context in replies
            if PREFILTERED.screen(reply, context) != FULL.screen(reply, context)]


def _on_every_route(replies: list[str], user: str = "") -> list[tuple[str, ReplyContext]]:
    return [(reply, ReplyContext("zh-CN", route, "script", "ai_say", user))
            for reply in replies for route in ROUTES]


@pytest.mark.parametrize("module", FROZEN, ids=lambda m: m.stem)
def test_every_frozen_phrasing_gets_the_full_screens_verdict_on_every_route(module: Path) -> None:
    phrasings = _phrasings(module)
    assert _disagreements(_on_every_route(phrasings)) == []


def test_every_labelled_reply_gets_the_full_screens_verdict_in_its_context() -> None:
    replies = [(r.reply, r.context) for r in labelled_replies()]
    assert _disagreements(replies) == []


def test_every_labelled_reply_gets_the_full_screens_verdict_on_every_route() -> None:
    assert _disagreements(_on_every_route([r.reply for r in labelled_replies()])) == []


def test_every_shipped_counselor_turn_gets_the_full_screens_verdict() -> None:
    turns = [(t.reply, t.context) for t in counselor_turns()]
    assert _disagreements(turns) == []


def test_the_dialogues_counselor_turns_get_the_full_screens_verdict_beside_a_user_in_crisis(
) -> None:
    turns = [block.removeprefix("心理咨询师：").strip()
             for path in sorted(DIALOGUES.glob("*.txt"))
             for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))
             if block.startswith("心理咨询师：")]
    assert _disagreements(_on_every_route(turns, user="我不想活了，药已经攒够了")) == []
