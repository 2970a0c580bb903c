"""A container whose model and local screen a moderation test scripts."""

from __future__ import annotations

from typing import Any

from application.risk.service import RiskService
from bootstrap import bootstrap
from domain.moderation.categories import Category
from infrastructure.settings import Settings
from tests.integration.conversation.support import TENANT, Harness, RoutedLLM
from tests.support.fakes import FixedClock, SequentialIds
from tests.support.moderation import PhraseScreen
from tests.support.risk_fakes import FixedScorer

METHOD = "一次吞下一整瓶安眠药"
PHONE = "把你的手机号发给我"
UNSAFE: dict[str, Category] = {
    METHOD: Category.SELF_HARM_METHOD,
    PHONE: Category.CONTACT_REQUEST,
}


def moderated(
    script: str, *answers: Any, default: Any = None, scores: tuple[float, ...] = (0.1,),
    screen: PhraseScreen | None = None, settings: Settings | None = None,
) -> tuple[Harness, PhraseScreen]:
    """A harness on an in-memory store whose screen flags UNSAFE, with a fixed risk score."""
    llm = RoutedLLM(*answers, default=default)
    screen = screen or PhraseScreen(UNSAFE)
    app = bootstrap(settings or Settings(store="memory"), llm=llm, clock=FixedClock(),
                    ids=SequentialIds(), reply_screen=screen)
    app.conversation.risk = RiskService(app.store, FixedScorer(*scores), llm, FixedClock())
    ref = app.catalog.publish(TENANT, "script", script)
    return Harness(app, llm, ref.script_id), screen
