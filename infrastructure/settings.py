"""Settings from the environment (prefix ``HEARTRULE_``) and an optional ``.env`` file."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from infrastructure.content import shipped_content_dir

ROOT = Path(__file__).resolve().parents[1]


class Settings(BaseSettings):
    """Everything an operator can set. Secrets are ``SecretStr`` and never logged."""

    model_config = SettingsConfigDict(env_prefix="HEARTRULE_", env_file=".env", extra="ignore")

    data_dir: Path = Field(
        default=Path(".heartrule"), description="where the SQLite event store and its views live"
    )
    store: Literal["sqlite", "postgres", "memory"] = Field(
        default="sqlite",
        description="the event store: `sqlite` (a file in the data dir), `postgres` or `memory`",
    )
    postgres_host: str = Field(
        default="127.0.0.1", description="PostgreSQL server (with `HEARTRULE_STORE=postgres`)"
    )
    postgres_port: int = Field(default=5432, description="PostgreSQL port")
    postgres_dbname: str = Field(default="heartrule", description="PostgreSQL database")
    postgres_user: str = Field(default="postgres", description="PostgreSQL user")
    postgres_password: SecretStr = Field(
        default=SecretStr(""), description="PostgreSQL password; never logged"
    )
    postgres_schema: str = Field(
        default="", description="PostgreSQL schema for the tables; empty: the default schema"
    )
    postgres_pool_size: int = Field(default=5, description="connections kept open")
    postgres_max_overflow: int = Field(default=10, description="extra connections under load")
    postgres_connect_timeout_s: int = Field(
        default=5, description="seconds to wait for a PostgreSQL connection"
    )
    postgres_lock_timeout_s: int = Field(default=5, description="0: wait for the lock forever")

    kafka_bootstrap_servers: str = Field(
        default="127.0.0.1:9092", description="Kafka bootstrap servers, comma-separated (relay)"
    )
    kafka_topic_prefix: str = Field(default="heartrule", description="<prefix>.<context>.events")
    kafka_client_id: str = Field(
        default="heartrule-relay", description="the Kafka client id of the relay"
    )
    relay_name: str = Field(default="kafka", description="names the relay's tracked position")
    relay_batch_size: int = Field(
        default=500, description="events published per acknowledged batch"
    )
    relay_poll_interval_s: float = Field(
        default=1.0, description="seconds between polls of the log when it is idle"
    )
    relay_max_backoff_s: float = Field(
        default=30.0, description="longest wait between retries while Kafka is down"
    )

    max_event_bytes: int = Field(
        default=1_048_576,
        ge=4096,
        description="largest event the store writes; a save with a larger one answers 413",
    )
    aggregate_cache_size: int = Field(
        default=2000, description="aggregates kept in memory, fast-forwarded from the store"
    )
    snapshot_interval: int = Field(
        default=50,
        description="snapshot a session, action run or risk route when a save passes a multiple "
        "of this many of its events; 0: never",
    )
    compress_events: bool = Field(
        default=True,
        description="store event and snapshot states compressed (zlib with the events' preset "
        "dictionary) where it pays; states are read either way",
    )
    content_dir: Path = Field(
        default_factory=shipped_content_dir,
        description="prompt templates, scripts, rules, hotlines; default: the installed package's",
    )

    llm_base_url: str = Field(default="", description="OpenAI-compatible base URL; empty: offline")
    llm_api_key: SecretStr = Field(
        default=SecretStr(""),
        description="sent as `Authorization: Bearer`; never logged, never in errors or events",
    )
    llm_model: str = Field(default="gpt-4o-mini", description="the model name sent to the server")
    llm_timeout_s: float = Field(default=30.0, description="seconds for one attempt")
    llm_deadline_s: float = Field(
        default=60.0, description="seconds for the whole call, all retries included"
    )
    llm_max_retries: int = Field(
        default=3,
        description="retries on 429, 408, 5xx and timeouts, with backoff and `Retry-After`",
    )
    llm_json_mode: Literal["json_schema", "json_object", "prompt"] = Field(
        default="json_schema",
        description="strongest JSON mode to try; falls back by itself if the server rejects it",
    )
    llm_max_connections: int = Field(default=100, description="size of the HTTP connection pool")

    operator_market_url: str = Field(
        default="",
        description="base URL of the operator market (spec 003 §5.3); empty: no schemas fetched",
    )
    operator_market_timeout_s: float = Field(default=5.0, description="one schema request")
    operator_schema_ttl_s: float = Field(
        default=300.0, description="how long a fetched operator schema is kept"
    )

    log_format: Literal["console", "json"] = Field(
        default="console",
        description="`json` in production (a JSON object a line on stderr); `console`: terminal",
    )
    log_level: str = Field(default="INFO", description="DEBUG, INFO, WARNING or ERROR")
    log_user_text: bool = Field(
        default=False, description="log full user and model text; off, only lengths are logged"
    )

    api_keys: dict[str, list[str]] = Field(
        default_factory=dict, description="JSON: tenant → sha256 hex digests of its API keys"
    )
    api_keys_file: Path | None = Field(default=None, description="a JSON file of the same shape")
    http_max_body_bytes: int = Field(default=1_048_576, description="larger bodies answer 413")
    http_max_message_chars: int = Field(default=4000, description="longer user messages: 422")
    http_session_messages_per_minute: int = Field(default=30, description="per session; 429")
    http_turn_wait_s: float = Field(default=30.0, description="wait for a session's turn, then 409")
    turn_budget_s: float = Field(
        default=15.0,
        gt=0,
        le=300,
        description="a turn answers within this; a model still thinking gets the fallback reply",
    )
    moderation_judge_enabled: bool = Field(
        default=True,
        description="ask the LLM moderation judge about replies the local screen cannot clear",
    )
    moderation_judge_base_url: str = Field(
        default="",
        description="OpenAI-wire endpoint of the moderation judge (e.g. a guard model); "
        "empty: HEARTRULE_LLM_BASE_URL; neither: no judge",
    )
    moderation_judge_api_key: SecretStr = Field(
        default=SecretStr(""), description="the judge's key; empty: HEARTRULE_LLM_API_KEY"
    )
    moderation_judge_model: str = Field(
        default="", description="the judge's model; empty: HEARTRULE_LLM_MODEL"
    )
    moderation_judge_timeout_s: float = Field(
        default=4.0,
        gt=0,
        le=60,
        description="the judge's time budget for one reply (cut to what is left of the turn's)",
    )
    moderation_on_judge_failure: Literal["allow", "withhold", "withhold_at_risk"] = Field(
        default="withhold_at_risk",
        description="a reply the screen could not clear, when the judge gives no verdict: "
        "withheld only for a user on a medium or high route, always, or never (ADR 0128)",
    )
    http_host: str = Field(default="127.0.0.1", description="`heartrule serve`: interface")
    http_port: int = Field(default=8000, description="`heartrule serve`: TCP port")
    http_workers: int = Field(default=1, ge=1, description="`heartrule serve`: processes")

    circuit_failures_to_open: int = Field(
        default=5, ge=1, description="failures in a row that open the model or classifier circuit"
    )
    circuit_reset_s: float = Field(
        default=30.0, gt=0, description="an open circuit lets one probe through after this long"
    )
    script_cache_size: int = Field(
        default=256, ge=1, description="parsed script versions kept in memory (least recently used)"
    )

    metrics_enabled: bool = Field(default=True, description="serve /metrics (Prometheus text)")
    metrics_token: SecretStr = Field(
        default=SecretStr(""),
        description="if set, /metrics needs `Authorization: Bearer <token>`; empty: open",
    )
    ready_max_read_model_lag: int = Field(
        default=1000, description="/ready answers 503 when a read model is more events behind"
    )
    projection_interval_s: float = Field(
        default=1.0, description="the server catches the read models up this often; 0: only on read"
    )
    relay_enabled: bool = Field(
        default=False,
        description="a relay runs beside this server: /ready checks the Kafka broker, "
        "/metrics reports the relay's lag",
    )

    editor_trials_max: int = Field(
        default=32, ge=1, description="editor 试聊 trials kept in one process's memory (LRU)"
    )
    editor_trial_idle_s: float = Field(
        default=1800.0, gt=0, description="an editor 试聊 trial idle this long is dropped"
    )

    def event_store_env(self) -> dict[str, str]:
        """The eventsourcing library's settings for the chosen store."""
        env = {
            **self._persistence_env(),
            **self._encoding_env(),
            "MAX_EVENT_BYTES": str(self.max_event_bytes),
        }
        if self.aggregate_cache_size > 0:
            env["AGGREGATE_CACHE_MAXSIZE"] = str(self.aggregate_cache_size)
        if self.snapshot_interval > 0:
            env["IS_SNAPSHOTTING_ENABLED"] = "y"
            env["SNAPSHOT_INTERVAL"] = str(self.snapshot_interval)
        return env

    def _encoding_env(self) -> dict[str, str]:
        compressor = "EventCompressor" if self.compress_events else "StoredStateReader"
        return {
            "TRANSCODER_TOPIC": "infrastructure.storage.encoding:OrjsonTranscoder",
            "COMPRESSOR_TOPIC": f"infrastructure.storage.encoding:{compressor}",
        }

    def _persistence_env(self) -> dict[str, str]:
        if self.store == "memory":
            return {"PERSISTENCE_MODULE": "eventsourcing.popo"}
        recorders = "infrastructure.storage.recorders"
        if self.store == "sqlite":
            self.data_dir.mkdir(parents=True, exist_ok=True)
            return {
                "PERSISTENCE_MODULE": "eventsourcing.sqlite",
                "SQLITE_DBNAME": str(self.data_dir / "heartrule.sqlite"),
                "APPLICATION_RECORDER_TOPIC": f"{recorders}:SQLiteEventsRecorder",
            }
        env = {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "APPLICATION_RECORDER_TOPIC": f"{recorders}:PostgresEventsRecorder",
            "POSTGRES_DBNAME": self.postgres_dbname,
            "POSTGRES_HOST": self.postgres_host,
            "POSTGRES_PORT": str(self.postgres_port),
            "POSTGRES_USER": self.postgres_user,
            "POSTGRES_PASSWORD": self.postgres_password.get_secret_value(),
            "POSTGRES_POOL_SIZE": str(self.postgres_pool_size),
            "POSTGRES_MAX_OVERFLOW": str(self.postgres_max_overflow),
            "POSTGRES_CONNECT_TIMEOUT": str(self.postgres_connect_timeout_s),
            "POSTGRES_LOCK_TIMEOUT": str(self.postgres_lock_timeout_s),
        }
        if self.postgres_schema:
            env["POSTGRES_SCHEMA"] = self.postgres_schema
        return env
