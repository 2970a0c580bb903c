"""Every setting as one table (environment variable, default, meaning), generated from the
settings models so it never goes stale; also the ``.env.example`` file (ADR 0149).

    python -m infrastructure.settings_table           # rewrite docs/settings.md and .env.example
    python -m infrastructure.settings_table --check   # exit 1 if either is out of date
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from pydantic import SecretStr
from pydantic_settings import BaseSettings

from infrastructure.risk.settings import RiskSettings
from infrastructure.settings import ROOT, Settings

MODELS: tuple[type[BaseSettings], ...] = (Settings, RiskSettings)
TABLE = ROOT / "docs" / "settings.md"
EXAMPLE = ROOT / ".env.example"
HEADER = """# Settings

Generated from the settings models by `python -m infrastructure.settings_table`; a test fails
when it is out of date. Every setting is read from the environment or from a `.env` file in the
working directory (`.env.example` lists them all). Secrets are never logged.

| variable | default | meaning |
|---|---|---|
"""


def rows() -> list[tuple[str, str, str]]:
    """(variable, default, meaning) of every field of every settings model."""
    found = []
    for model in MODELS:
        prefix = str(model.model_config.get("env_prefix", ""))
        for name, field in model.model_fields.items():
            default = _default(field.get_default(call_default_factory=False), field)
            found.append((f"{prefix}{name}".upper(), default, field.description or ""))
    return found


def _default(value: Any, field: Any) -> str:
    if field.default_factory in (dict, list):
        return str(field.default_factory())
    if field.default_factory is not None:
        return "(see meaning)"
    if isinstance(value, SecretStr):
        return "" if not value.get_secret_value() else "(set)"
    if value is None:
        return ""
    return str(value).lower() if isinstance(value, bool) else str(value)


def table() -> str:
    lines = [f"| `{var}` | {f'`{default}`' if default else ''} | {meaning} |"
             for var, default, meaning in rows()]  # fmt: skip
    return HEADER + "\n".join(lines) + "\n"


def env_example() -> str:
    lines = ["# Every HeartRule setting with its default (docs/settings.md says what each means)."]
    lines += [f"# {meaning}\n# {var}={default}" if meaning else f"# {var}={default}"
              for var, default, meaning in rows()]  # fmt: skip
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str]) -> int:
    wanted = {TABLE: table(), EXAMPLE: env_example()}
    if "--check" in argv:
        stale = [p for p, text in wanted.items() if not p.is_file() or p.read_text("utf-8") != text]
        for path in stale:
            hint = "python -m infrastructure.settings_table"
            print(f"{path.relative_to(ROOT)} is out of date: {hint}", file=sys.stderr)
        return 1 if stale else 0
    for path, text in wanted.items():
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
