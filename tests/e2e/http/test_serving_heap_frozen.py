"""A serving process takes what start-up built out of the cyclic collector's reach (ADR 0137).

The risk scorer's tables and models live as long as the process; a full collection that walks
them finds nothing to free. A worker of ``heartrule serve --workers N`` builds its app, then
freezes what it built; a full collection afterwards walks only what came later.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
WORKER = """
import gc
from adapters.cli.serve import app_from_settings
assert gc.get_freeze_count() == 0, "frozen before start-up"
app_from_settings()
print(gc.get_freeze_count())
print(len(gc.get_objects()))
"""


def _worker(tmp_path: Path, code: str) -> list[str]:
    environment = {**os.environ, "HEARTRULE_DATA_DIR": str(tmp_path / "data"),
                   "HEARTRULE_STORE": "sqlite", "HEARTRULE_LLM_BASE_URL": ""}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_a_worker_freezes_what_start_up_built(tmp_path: Path) -> None:
    frozen, still_walked = map(int, _worker(tmp_path, WORKER))
    assert frozen > 100_000  # the scorer's tables and models, the app, the libraries
    assert still_walked < frozen // 20  # what a full collection walks now
