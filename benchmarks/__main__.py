"""``python -m benchmarks [NAME ...]``: run every benchmark (or the named ones), side by side.

Each module exposes ``run() -> list[str]``. Figures are measured in this one run on this
machine; compare the ratios, not the absolute numbers, across machines.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time
from pathlib import Path

from infrastructure.logging import configure_logging

ORDER = (
    "anchor",
    "engine",
    "concurrency",
    "long_sessions",
    "llm_concurrency",
    "evaluation",
    "params",
    "http",
    "relay",
)


def available() -> list[str]:
    found = {m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)])}
    found -= {"support", "profile", "risk_outputs", "__main__"}  # tools, not benchmarks
    return [n for n in ORDER if n in found] + sorted(found - set(ORDER))


def main(names: list[str]) -> int:
    configure_logging(level="ERROR")  # figures on stdout, not the engine's warnings
    chosen = names or available()
    unknown = sorted(set(chosen) - set(available()))
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(available())}")
        return 2
    for name in chosen:
        started = time.perf_counter()
        print(f"== {name}", flush=True)
        for line in importlib.import_module(f"benchmarks.{name}").run():
            print(f"   {line}", flush=True)
        print(f"   ({time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
