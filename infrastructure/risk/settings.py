"""Risk settings (prefix ``HEARTRULE_RISK_``): the classifier endpoint, the window, hotlines."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from domain.risk.safety_script import DEFAULT_HOTLINES, Hotline
from infrastructure.content import shipped_content_dir

HOTLINES = Path("risk") / "hotlines.json"


class RiskSettings(BaseSettings):
    """Where the classifier is, how many user turns it reads, where the hotlines are."""

    model_config = SettingsConfigDict(env_prefix="HEARTRULE_RISK_", env_file=".env",
                                      extra="ignore")

    scorer_url: str = Field(default="", description="HTTP classifier; empty: embedded only")
    scorer_api_key: SecretStr = Field(
        default=SecretStr(""), description="sent to the classifier as a bearer token; never logged"
    )
    scorer_timeout_s: float = Field(default=5.0, description="seconds for one classifier call")
    window: int = Field(default=5, ge=1, le=10, description="recent user turns scored together")
    judge_enabled: bool = Field(
        default=True, description="ask the LLM safety judge beside each turn when a model is set")
    judge_base_url: str = Field(
        default="", description="OpenAI-wire endpoint of the safety judge (e.g. a guard model); "
        "empty: HEARTRULE_LLM_BASE_URL; neither: no judge")
    judge_api_key: SecretStr = Field(default=SecretStr(""),
                                     description="the judge's key; empty: HEARTRULE_LLM_API_KEY")
    judge_model: str = Field(default="",
                             description="the judge's model; empty: HEARTRULE_LLM_MODEL")
    judge_timeout_s: float = Field(
        default=8.0, gt=0, description="the judge's verdict is awaited this long, then the "
        "embedded scorer decides alone")
    hotlines_file: Path = Field(
        default_factory=lambda: shipped_content_dir() / HOTLINES,
        description="crisis hotlines per locale (JSON); default: risk/hotlines.json of the content",
    )

    def hotlines(self) -> dict[str, tuple[Hotline, ...]]:
        """Configured hotlines per locale over the built-in ones; a broken file is an error."""
        merged = dict(DEFAULT_HOTLINES)
        if self.hotlines_file.exists():
            raw = json.loads(self.hotlines_file.read_text(encoding="utf-8"))
            for locale, lines in raw.items():
                merged[locale] = tuple(Hotline(**line) for line in lines)
        return merged
