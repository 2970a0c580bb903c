"""The composition root: the one place that picks implementations for the ports.

HTTP, CLI, benchmarks and tests all call :func:`bootstrap`; a test swaps a port by passing it.
Nothing here runs at import time.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from application.conversation.actions import (
    AiAskExecutor,
    AiSayExecutor,
    AiThinkExecutor,
    Executor,
    ShowFormExecutor,
    ShowPicExecutor,
    UseSkillExecutor,
)
from application.conversation.catalog import ScriptCatalog
from application.conversation.ports import SkillPort, TemplateSource
from application.conversation.service import ConversationService
from application.evaluation.service import EvaluationService
from application.event_store import EventStore
from application.llm.port import LLMPort
from application.ports import Clock, IdFactory
from application.relay.envelope import CloudEventsEncoder
from application.relay.relay import Backoff, EventRelay, RelayListener
from infrastructure.conversation.skills import BuiltInSkills
from infrastructure.conversation.templates import FileTemplateSource
from infrastructure.evaluation.rule_files import load_rules, shipped_rules_path
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
    templates: TemplateSource
    catalog: ScriptCatalog
    conversation: ConversationService
    evaluation: EvaluationService


def build_llm(settings: Settings) -> LLMPort:
    """The offline model unless an OpenAI-compatible base URL is configured."""
    if settings.llm_base_url:
        from infrastructure.llm.openai_compatible import OpenAICompatibleLLM

        return OpenAICompatibleLLM.from_settings(settings)
    return OfflineLLM(offline_responders())


def build_executors(
    llm: LLMPort, templates: TemplateSource, skills: SkillPort
) -> dict[str, Executor]:
    """One executor per action type of the script model."""
    return {
        "ai_say": AiSayExecutor(llm, templates),
        "ai_ask": AiAskExecutor(llm, templates),
        "ai_think": AiThinkExecutor(llm, templates),
        "use_skill": UseSkillExecutor(skills),
        "show_form": ShowFormExecutor(),
        "show_pic": ShowPicExecutor(),
    }


def build_evaluation(
    settings: Settings, store: EventStore, llm: LLMPort, ids: IdFactory
) -> EvaluationService:
    """The evaluation service judging against the shipped rule registry."""
    rules = load_rules(shipped_rules_path(settings.content_dir))
    return EvaluationService(store, llm, ids, rules)


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
    llm = llm or build_llm(settings)
    clock = clock or SystemClock()
    ids = ids or RandomIdFactory()
    templates = FileTemplateSource(settings.content_dir / "prompts")
    catalog = ScriptCatalog(store, clock)
    executors = build_executors(llm, templates, BuiltInSkills())
    conversation = ConversationService(store, catalog, executors, clock, ids)
    return Container(
        settings=settings,
        store=store,
        llm=llm,
        clock=clock,
        ids=ids,
        templates=templates,
        catalog=catalog,
        conversation=conversation,
        evaluation=build_evaluation(settings, store, llm, ids),
    )


def build_relay(
    container: Container,
    *,
    bootstrap_servers: str | None = None,
    listener: RelayListener | None = None,
    stop: threading.Event | None = None,
) -> EventRelay:
    """The Kafka relay of the container's store, its position kept beside the store."""
    from infrastructure.relay.kafka_publisher import KafkaEventPublisher
    from infrastructure.relay.positions import position_store_for

    settings = container.settings
    publisher = KafkaEventPublisher(
        bootstrap_servers or settings.kafka_bootstrap_servers, client_id=settings.kafka_client_id
    )
    return EventRelay(
        container.store,
        publisher,
        position_store_for(container.store, settings.relay_name),
        encoder=CloudEventsEncoder(settings.kafka_topic_prefix),
        batch_size=settings.relay_batch_size,
        backoff=Backoff(max_s=settings.relay_max_backoff_s),
        listener=listener,
        stop=stop,
    )
