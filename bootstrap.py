"""The composition root: the one place that picks implementations for the ports.

HTTP, CLI, benchmarks and tests all call :func:`bootstrap`; a test swaps a port by passing it.
Nothing here runs at import time.
"""

from __future__ import annotations

import gc
import threading
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from pydantic import SecretStr

from application.circuit import CircuitBreaker
from application.conversation.actions import (
    AiAskExecutor,
    AiSayExecutor,
    AiThinkExecutor,
    Executor,
    FillFormExecutor,
    ShowFormExecutor,
    ShowPicExecutor,
    UseSkillExecutor,
)
from application.conversation.audit import AuditReplay
from application.conversation.audit_timelines import AuditTimelineProjection, AuditTimelines
from application.conversation.catalog import ScriptCatalog
from application.conversation.globals import GlobalSeeds
from application.conversation.ports import SkillPort, TemplateSource
from application.conversation.projections import conversation_projections
from application.conversation.script_trial import Sandbox, ScriptTrials, TrialModel
from application.conversation.service import ConversationService
from application.conversation.story import SessionStories
from application.conversation.strategy import StrategyDecisionEngine
from application.conversation.summaries import SessionList, SummaryIndex
from application.evaluation.batches import BatchResults, EvaluationBatches
from application.evaluation.service import EvaluationService
from application.event_metrics import EventMetrics
from application.event_store import EventStore
from application.llm.budget import BudgetedLLM
from application.llm.circuit import CircuitBreakingLLM
from application.llm.instrumented import InstrumentedLLM
from application.llm.port import LLMPort
from application.metrics import CATALOG, Metrics
from application.moderation.judge import LLMModerationJudge
from application.moderation.ports import ReplyScreen
from application.moderation.stage import ModerationStage
from application.params.ports import OperatorSchemaSource
from application.params.service import ParamsService
from application.ports import Clock, IdFactory
from application.projections.runner import ProjectionRunner
from application.relay.envelope import CloudEventsEncoder
from application.relay.relay import Backoff, EventRelay, RelayListener
from application.risk.circuit import CircuitBreakingRiskScorer
from application.risk.judge import LLMSafetyJudge
from application.risk.ports import RiskScorer
from application.risk.service import RiskService
from domain.moderation.policy import FailureRule
from infrastructure.conversation.global_seeds import GLOBALS_FILE, FileGlobalSeeds
from infrastructure.conversation.skills import BuiltInSkills
from infrastructure.conversation.templates import FileTemplateSource
from infrastructure.evaluation.rule_files import load_rules, shipped_rules_path
from infrastructure.llm.offline import OFFLINE_MODEL, OfflineLLM
from infrastructure.llm.offline_responders import offline_responders
from infrastructure.metrics.prometheus import PrometheusMetrics
from infrastructure.moderation.screen import shipped_screen
from infrastructure.params.operator_schemas import (
    CachedOperatorSchemas,
    HttpOperatorSchemaSource,
    StaticOperatorSchemas,
)
from infrastructure.projections.session_summaries import (
    MemorySessionViews,
    PostgresSessionViews,
    SqliteSessionViews,
)
from infrastructure.projections.views import MemoryViewStore
from infrastructure.risk.settings import RiskSettings
from infrastructure.settings import Settings
from infrastructure.storage.encoding import remember_for_read_back
from infrastructure.storage.postgres_ddl import open_event_store
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
    globals_seeds: GlobalSeeds
    catalog: ScriptCatalog
    conversation: ConversationService
    projections: ProjectionRunner
    audit: AuditReplay
    evaluation: EvaluationService
    params: ParamsService
    risk: RiskService
    trials: ScriptTrials
    metrics: PrometheusMetrics
    sessions: SessionList
    stories: SessionStories
    batches: BatchResults


def build_llm(settings: Settings) -> LLMPort:
    """The offline model unless an OpenAI-compatible base URL is configured."""
    if settings.llm_base_url:
        from infrastructure.llm.openai_compatible import OpenAICompatibleLLM

        return OpenAICompatibleLLM.from_settings(settings)
    return OfflineLLM(offline_responders())


def build_views(settings: Settings, store_env: dict[str, str]) -> SummaryIndex:
    """Read models live beside the events: same database, or a sibling SQLite file."""
    module = store_env.get("PERSISTENCE_MODULE", "")
    if module.endswith("sqlite"):
        events_file = store_env["SQLITE_DBNAME"]
        if events_file.startswith((":memory:", "file::memory:")):
            return MemorySessionViews()
        return SqliteSessionViews(Path(events_file).with_suffix(".views.sqlite"))
    if module.endswith("postgres"):
        conninfo = " ".join(
            f"{key}={store_env[env]}"
            for key, env in (
                ("host", "POSTGRES_HOST"),
                ("port", "POSTGRES_PORT"),
                ("dbname", "POSTGRES_DBNAME"),
                ("user", "POSTGRES_USER"),
                ("password", "POSTGRES_PASSWORD"),
            )
            if store_env.get(env)
        )
        return PostgresSessionViews(conninfo, store_env.get("POSTGRES_SCHEMA", ""))
    return MemorySessionViews()


def build_executors(
    llm: LLMPort, templates: TemplateSource, skills: SkillPort
) -> dict[str, Executor]:
    """One executor per action type of the script model."""
    strategy = StrategyDecisionEngine(llm, templates)
    return {
        "ai_say": AiSayExecutor(llm, templates, strategy),
        "ai_ask": AiAskExecutor(llm, templates, strategy),
        "ai_think": AiThinkExecutor(llm, templates),
        "use_skill": UseSkillExecutor(skills),
        "show_form": ShowFormExecutor(),
        "fill_form": FillFormExecutor(llm, templates),
        "show_pic": ShowPicExecutor(),
    }


def build_evaluation(
    settings: Settings, store: EventStore, llm: LLMPort, ids: IdFactory
) -> EvaluationService:
    """The evaluation service judging against the shipped rule registry."""
    rules = load_rules(shipped_rules_path(settings.content_dir))
    return EvaluationService(store, llm, ids, rules)


def build_params_llm(settings: Settings) -> LLMPort:
    """The params resolver retries by spec 003 §8.3 itself, so its HTTP model retries nothing."""
    if settings.llm_base_url:
        return build_llm(settings.model_copy(update={"llm_max_retries": 0}))
    return OfflineLLM(offline_responders())


def build_operator_schemas(settings: Settings) -> OperatorSchemaSource:
    """The operator market over HTTP with a TTL cache if configured; else none known."""
    if not settings.operator_market_url:
        return StaticOperatorSchemas()
    market = HttpOperatorSchemaSource(
        settings.operator_market_url, timeout_s=settings.operator_market_timeout_s
    )
    return CachedOperatorSchemas(market, ttl_s=settings.operator_schema_ttl_s)


def build_params(
    store: EventStore, llm: LLMPort, clock: Clock, ids: IdFactory, schemas: OperatorSchemaSource
) -> ParamsService:
    """The dynamic_params resolver (ADR 0030)."""
    return ParamsService(llm, clock, ids, store, schemas)


def build_judge(settings: Settings, risk: RiskSettings) -> LLMSafetyJudge | None:
    """The LLM safety judge on its own endpoint, or on the main model's; none offline."""
    if not risk.judge_enabled:
        return None
    guard = guard_model(settings, risk.judge_base_url, risk.judge_api_key, risk.judge_model,
                        risk.judge_timeout_s)
    if guard is None:
        return None
    model, name = guard
    return LLMSafetyJudge(model, timeout_s=risk.judge_timeout_s, model=name)


def build_moderation_judge(settings: Settings, metrics: Metrics) -> LLMModerationJudge | None:
    """The LLM moderation judge on its own endpoint, or on the main model's; none offline."""
    if not settings.moderation_judge_enabled:
        return None
    timeout = settings.moderation_judge_timeout_s
    guard = guard_model(settings, settings.moderation_judge_base_url,
                        settings.moderation_judge_api_key, settings.moderation_judge_model, timeout)
    if guard is None:
        return None
    model, name = guard
    return LLMModerationJudge(InstrumentedLLM(model, metrics), timeout_s=timeout, model=name)


def guard_model(
    settings: Settings, base_url: str, api_key: SecretStr, model: str, timeout_s: float
) -> tuple[LLMPort, str] | None:
    """A judge's OpenAI-wire model (its own endpoint, key and model, else the main model's),
    retrying nothing and bounded by its timeout; None when no endpoint is configured."""
    url = base_url or settings.llm_base_url
    if not url:
        return None
    from infrastructure.llm.openai_compatible import OpenAICompatibleLLM

    key = api_key if api_key.get_secret_value() else settings.llm_api_key
    name = model or settings.llm_model
    guard = settings.model_copy(update={
        "llm_base_url": url, "llm_model": name, "llm_api_key": key, "llm_max_retries": 0,
        "llm_timeout_s": timeout_s, "llm_deadline_s": timeout_s})
    return OpenAICompatibleLLM.from_settings(guard), name


def build_moderation(
    settings: Settings, screen: ReplyScreen | None, metrics: Metrics
) -> ModerationStage:
    """Reply moderation: the local screen (the shipped one unless a test gives its own) on every
    model reply, the judge behind it."""
    judge = build_moderation_judge(settings, metrics)
    rule = FailureRule(settings.moderation_on_judge_failure)
    return ModerationStage(screen or shipped_screen(), judge, on_judge_failure=rule)


def build_classifier(settings: Settings, metrics: Metrics) -> RiskScorer | None:
    """The HTTP classifier behind its circuit breaker, if one is configured (ADR 0148)."""
    from infrastructure.risk.http_scorer import HttpRiskScorer

    risk = RiskSettings()
    if not risk.scorer_url:
        return None
    key = risk.scorer_api_key.get_secret_value()
    classifier = HttpRiskScorer(risk.scorer_url, api_key=key, timeout_s=risk.scorer_timeout_s)
    return CircuitBreakingRiskScorer(classifier, breaker(settings, "risk_classifier", metrics))


def breaker(settings: Settings, dependency: str, metrics: Metrics) -> CircuitBreaker:
    """A circuit breaker for one dependency, tuned by the circuit settings."""
    return CircuitBreaker(
        dependency,
        metrics,
        failures_to_open=settings.circuit_failures_to_open,
        reset_after_s=settings.circuit_reset_s,
    )


def build_risk(
    store: EventStore, llm: LLMPort, clock: Clock, scorer: RiskScorer | None = None,
    settings: Settings | None = None,
) -> RiskService:
    """Risk screening: the given scorer (the classifier) first, the embedded scorer always
    behind it."""
    from infrastructure.risk.embedded import EmbeddedRiskScorer

    risk = RiskSettings()
    embedded = EmbeddedRiskScorer()
    primary: RiskScorer = scorer or embedded
    fallback = embedded if primary is not embedded else None
    judge = build_judge(settings, risk) if settings is not None else None
    return RiskService(store, primary, llm, clock, fallback_scorer=fallback,
                       hotlines=risk.hotlines(), window=risk.window, judge=judge)


def build_trials(
    settings: Settings,
    llm: LLMPort,
    clock: Clock,
    ids: IdFactory,
    templates: TemplateSource,
    risk_scorer: RiskScorer | None,
    *,
    offline: bool,
    moderation: ModerationStage | None = None,
) -> ScriptTrials:
    """The editor's 试聊: each trial on a throwaway in-memory engine with this process's model,
    templates, skills and risk screen (ADR 0221)."""

    def sandbox() -> Sandbox:
        store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
        seeds = FileGlobalSeeds(settings.content_dir / "scripts" / GLOBALS_FILE)
        catalog = ScriptCatalog(store, clock, known_globals=seeds.names())
        executors = build_executors(llm, templates, BuiltInSkills())
        risk = build_risk(store, llm, clock, risk_scorer)
        conversation = ConversationService(
            store, catalog, executors, clock, ids, risk=risk, globals_seeds=seeds,
            moderation=moderation,
        )
        views = ProjectionRunner(store, MemoryViewStore(), conversation_projections())
        return Sandbox(catalog, conversation, views)

    model = TrialModel(OFFLINE_MODEL if offline else settings.llm_model, offline)
    return ScriptTrials(
        sandbox,
        ids,
        clock,
        model,
        capacity=settings.editor_trials_max,
        idle=timedelta(seconds=settings.editor_trial_idle_s),
    )


def bootstrap(
    settings: Settings | None = None,
    *,
    llm: LLMPort | None = None,
    clock: Clock | None = None,
    ids: IdFactory | None = None,
    store_env: dict[str, str] | None = None,
    risk_scorer: RiskScorer | None = None,
    store: EventStore | None = None,
    metrics: PrometheusMetrics | None = None,
    reply_screen: ReplyScreen | None = None,
) -> Container:
    """Wire the application; every argument overrides the implementation settings would pick."""
    settings = settings or Settings()
    store_env = store_env or settings.event_store_env()
    store = store or open_event_store(store_env)
    metrics = metrics or PrometheusMetrics(CATALOG)
    store.observers.append(EventMetrics(metrics))
    http_model = llm is None and bool(settings.llm_base_url)
    given_llm = llm or build_llm(settings)
    turn_model, params_model = given_llm, llm or build_params_llm(settings)
    if http_model:  # one breaker for the one server both talk to (ADR 0148)
        model_breaker = breaker(settings, "llm", metrics)
        turn_model = CircuitBreakingLLM(turn_model, model_breaker)
        params_model = CircuitBreakingLLM(params_model, model_breaker)
    params_llm = InstrumentedLLM(params_model, metrics)
    llm = InstrumentedLLM(turn_model, metrics)
    risk_scorer = risk_scorer or build_classifier(settings, metrics)
    clock = clock or SystemClock()
    ids = ids or RandomIdFactory()
    templates = FileTemplateSource(settings.content_dir / "prompts", metrics)
    globals_seeds = FileGlobalSeeds(settings.content_dir / "scripts" / GLOBALS_FILE)
    catalog = ScriptCatalog(
        store, clock, cache_size=settings.script_cache_size, known_globals=globals_seeds.names()
    )
    turn_llm = BudgetedLLM(llm)  # model calls inside a turn end with the turn's budget
    executors = build_executors(turn_llm, templates, BuiltInSkills())
    risk = build_risk(store, turn_llm, clock, risk_scorer, settings)
    moderation = build_moderation(settings, reply_screen, metrics)
    conversation = ConversationService(
        store,
        catalog,
        executors,
        clock,
        ids,
        risk=risk,
        turn_budget_s=settings.turn_budget_s,
        metrics=metrics,
        globals_seeds=globals_seeds,
        moderation=moderation,
    )
    views = build_views(settings, store_env)
    projections = ProjectionRunner(
        store,
        views,
        [*conversation_projections(), AuditTimelineProjection(store), EvaluationBatches()],
    )
    return Container(
        settings=settings,
        store=store,
        llm=given_llm,
        clock=clock,
        ids=ids,
        templates=templates,
        globals_seeds=globals_seeds,
        catalog=catalog,
        conversation=conversation,
        projections=projections,
        audit=AuditReplay(store, AuditTimelines(projections, views)),
        evaluation=build_evaluation(settings, store, llm, ids),
        params=build_params(store, params_llm, clock, ids, build_operator_schemas(settings)),
        risk=risk,
        trials=build_trials(
            settings,
            llm,
            clock,
            ids,
            templates,
            risk_scorer,
            offline=isinstance(given_llm, OfflineLLM),
            moderation=moderation,
        ),
        metrics=metrics,
        sessions=SessionList(projections, views),
        stories=SessionStories(store),
        batches=BatchResults(projections, store),
    )


def freeze_startup_heap() -> None:
    """Take what start-up built out of the cyclic collector's reach, once a serving process is
    ready (ADR 0137).

    The risk scorer's tables, the learned models and the catalogue are some 240,000 objects that
    live as long as the process. A full collection walks all of them (~100 ms on the 2-core
    machine) while finding nothing to free, and a dense risk score allocates enough to bring one
    on every few dozen scores. Collect once, then freeze: later full collections walk only what
    was made after start-up. Only processes that serve call this; tests and one-shot commands
    keep the default collector.
    """
    gc.collect()
    gc.freeze()


def catch_up_in_process(container: Container) -> None:
    """This process runs the read models' catch-up over the events it saves (the server's
    background catch-up): its store's compressor remembers each state it compresses until the
    catch-up reads it back, instead of inflating it again (ADR 0287 and its stop-34 amendment).
    A process that never catches up (the CLI, the engine's benchmarks) leaves it off: the memo
    would be paid on every compressed state and read by no one."""
    remember_for_read_back(container.store.mapper.compressor)


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
