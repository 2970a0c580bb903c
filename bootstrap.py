"""The composition root: the one place that picks implementations for the ports.

HTTP, CLI, benchmarks and tests all call :func:`bootstrap`; a test swaps a port by passing it.
Nothing here runs at import time.
"""

from __future__ import annotations

from dataclasses import dataclass

from application.event_store import EventStore
from application.llm.port import LLMPort
from application.ports import Clock, IdFactory
from infrastructure.llm.offline import OfflineLLM
from infrastructure.llm.offline_responders import offline_responders
from infrastructure.settings import Settings
from infrastructure.system import RandomIdFactory, SystemClock


@dataclass
class Container:
    """Everything an entry point needs, built once per process."""

    settings: Settings
    store: EventStore
    llm: LLMPort
    clock: Clock
    ids: IdFactory


def build_llm(settings: Settings) -> LLMPort:
    """The offline model unless an OpenAI-compatible base URL is configured."""
    if settings.llm_base_url:
        from infrastructure.llm.openai_compatible import OpenAICompatibleLLM

        return OpenAICompatibleLLM.from_settings(settings)
    return OfflineLLM(offline_responders())


def bootstrap(
    settings: Settings | None = None,
    *,
    llm: LLMPort | None = None,
    clock: Clock | None = None,
    ids: IdFactory | None = None,
    store_env: dict[str, str] | None = None,
) -> Container:
    """Wire the application; every argument overrides the implementation settings would pick."""
    settings = settings or Settings()
    store = EventStore(env=store_env or settings.event_store_env())
    return Container(
        settings=settings,
        store=store,
        llm=llm or build_llm(settings),
        clock=clock or SystemClock(),
        ids=ids or RandomIdFactory(),
    )
