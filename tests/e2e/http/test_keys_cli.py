"""``heartrule keys``: make a key and the settings entry that holds only its digest."""

from __future__ import annotations

import hashlib
import json

from typer.testing import CliRunner

from adapters.cli.main import app


def test_keys_hash_reads_the_key_from_stdin_and_prints_its_sha256() -> None:
    result = CliRunner().invoke(app, ["keys", "hash"], input="hr_secret\n")

    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == hashlib.sha256(b"hr_secret").hexdigest()


def test_keys_new_prints_the_key_once_on_stderr_and_only_its_digest_on_stdout() -> None:
    result = CliRunner().invoke(app, ["keys", "new", "--tenant", "acme"])

    assert result.exit_code == 0, result.output
    key = result.stderr.strip().rsplit(" ", 1)[-1]
    entry = json.loads(result.stdout)
    assert entry == {"acme": [hashlib.sha256(key.encode()).hexdigest()]}
    assert key not in result.stdout
