"""Several processes starting at once on a fresh PostgreSQL schema all come up.

``serve --workers N``, the relay and CLI commands may start together against an empty database;
each creates the event, read-model and relay tables. Unserialised, one of them failed with
"tuple concurrently updated".
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from infrastructure.settings import ROOT
from tests.support.services import POSTGRES_DB, POSTGRES_HOST, POSTGRES_PORT, POSTGRES_USER

PROCESSES = 6

START = """
import sys, time
from pathlib import Path
from bootstrap import bootstrap
from infrastructure.relay.positions import position_store_for
go = Path(sys.argv[1])
while not go.exists():
    time.sleep(0.005)
container = bootstrap()
container.projections.catch_up()
position_store_for(container.store, "relay")
print("up")
"""


def test_processes_starting_together_on_an_empty_schema_all_create_their_tables(
    postgres_env: dict[str, str], tmp_path: Path
) -> None:
    env = {
        **os.environ,
        "HEARTRULE_STORE": "postgres",
        "HEARTRULE_POSTGRES_HOST": POSTGRES_HOST,
        "HEARTRULE_POSTGRES_PORT": str(POSTGRES_PORT),
        "HEARTRULE_POSTGRES_DBNAME": POSTGRES_DB,
        "HEARTRULE_POSTGRES_USER": POSTGRES_USER,
        "HEARTRULE_POSTGRES_SCHEMA": postgres_env["POSTGRES_SCHEMA"],
        "HEARTRULE_POSTGRES_POOL_SIZE": "1",
    }
    go = tmp_path / "go"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", START, str(go)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(PROCESSES)
    ]
    time.sleep(1.5)  # every child imported and waiting before they race
    go.touch()
    for child in children:
        out, err = child.communicate(timeout=120)
        assert child.returncode == 0 and out.strip() == "up", err[-1500:]
