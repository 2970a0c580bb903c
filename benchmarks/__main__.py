"""``python -m benchmarks [NAME ...]``: run every benchmark (or the named ones), side by side.

Each module exposes ``run() -> list[str]``. Figures are measured in this one run on this
machine; compare the ratios, not the absolute numbers, across machines.

Per-turn cost free of the machine's noise (``python -m benchmarks.split``, its docstring says
more): callgrind counts the instructions of the engine's turns (``instructions [free]``), of the
HTTP benchmark's turns as its server plays them, read models' catch-up included
(``http-instructions``), or of the catch-up alone (``catchup-instructions``)::

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        --callgrind-out-file=/dev/null .venv/bin/python -m benchmarks.split http-instructions

Instructions per turn: ``Collected`` over the turns it prints. Without valgrind,
``python -m benchmarks.split http-cpu`` gives the HTTP turn's CPU time and bytes stored per turn.
``python -m benchmarks help`` prints this.
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


def is_benchmark(module: Path) -> bool:
    """A benchmark defines ``run()``; the tools beside them (profile, split, …) do not."""
    return "\ndef run(" in module.read_text(encoding="utf-8")


def available() -> list[str]:
    here = Path(__file__).parent
    found = {
        m.name for m in pkgutil.iter_modules([str(here)]) if is_benchmark(here / f"{m.name}.py")
    }
    return [n for n in ORDER if n in found] + sorted(found - set(ORDER))


def main(names: list[str]) -> int:
    if names[:1] in (["help"], ["-h"], ["--help"]):
        print(__doc__)
        print(f"benchmarks: {', '.join(available())}")
        return 0
    chosen = names or available()
    unknown = sorted(set(chosen) - set(available()))
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(available())}")
        return 2
    for name in chosen:
        # figures, not warnings: again before each, since one may log as the server does (http)
        configure_logging(level="ERROR")
        started = time.perf_counter()
        print(f"== {name}", flush=True)
        for line in importlib.import_module(f"benchmarks.{name}").run():
            print(f"   {line}", flush=True)
        print(f"   ({time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
