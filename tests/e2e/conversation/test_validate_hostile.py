"""``heartrule validate`` on hostile files, in its own process (issue 12, defect 1): every bomb
shape, bytes that are not UTF-8 and a file far over the bound are refused with file and line,
exit 1, no traceback, in bounded memory. Time is not asserted (the machine is shared and a
wall-clock bound fails under load); a hang is caught by the run's generous timeout instead."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support.hostile import yaml_bombs

ROOT = Path(__file__).resolve().parents[3]
CLI = "from adapters.cli.main import main; main()"
HANG_SECONDS = 600.0
"""Only a guard against a hang (an expanding bomb is caught by the memory bound)."""
MAX_GROWTH_MB = 100.0
"""Peak memory over what validating one small good script takes in the same process kind."""


# The peak RSS of a child forked from the (large) test process counts the parent's pages until
# exec, so the CLI is started by a small launcher and measured there.
LAUNCHER = (
    "import os, subprocess, sys; p = subprocess.Popen(sys.argv[1:]); "
    "_, status, usage = os.wait4(p.pid, 0); "
    "print(f'\\n{usage.ru_maxrss}', flush=True); sys.exit(os.waitstatus_to_exitcode(status))"
)


def _validate(paths: list[Path]) -> tuple[int, str, float]:
    """Exit code, output and peak RSS (MiB) of ``heartrule validate PATHS``."""
    env = {**os.environ, "HEARTRULE_STORE": "memory", "COLUMNS": "400"}
    process = subprocess.run(
        [sys.executable, "-c", LAUNCHER, sys.executable, "-c", CLI, "validate", *map(str, paths)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        check=False,
        timeout=HANG_SECONDS,
    )
    output, _, peak_kb = process.stdout.decode("utf-8", "replace").rstrip().rpartition("\n")
    return process.returncode, output, int(peak_kb) / 1024


def test_every_hostile_file_is_refused_with_its_line_in_bounded_memory(
    tmp_path: Path,
) -> None:
    paths = []
    for shape, text in sorted(yaml_bombs().items()):
        paths.append(tmp_path / f"{shape}.yaml")
        paths[-1].write_text(text, encoding="utf-8")
    latin1 = tmp_path / "latin1.yaml"
    latin1.write_bytes("sessions:\n  - session: 会谈\n".encode() + b"  # caf\xe9\n")
    huge = tmp_path / "huge.yaml"
    with huge.open("wb") as file:
        file.truncate(2 * 1024**3)  # 2 GiB, sparse: reading it whole would show in the RSS

    *_, baseline_mb = _validate([ROOT / "config" / "scripts" / "abc-model.yaml"])
    code, output, rss_mb = _validate([*paths, latin1, huge])

    flat = output.replace("\n", "")
    assert code == 1, output
    assert "Traceback" not in output, output[-3000:]
    for path in paths:
        assert f"{path}:" in flat, (path, output[-3000:])
    assert f"{latin1}:3:" in flat
    assert f"{huge}:1:" in flat and "at most" in flat
    assert rss_mb < baseline_mb + MAX_GROWTH_MB, (rss_mb, baseline_mb)
