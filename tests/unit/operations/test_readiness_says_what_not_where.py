"""``/ready`` answers without a key: a store that cannot be reached is reported as unreachable,
and its own error — a DSN's host, user or path — goes to the log only."""

from __future__ import annotations

from typing import Any, cast

from application.readiness import ReadinessProbe

SECRET_LOOKING = 'connection to "db.internal" (10.0.0.7), port 5432 failed: user "hr_admin"'


class UnreachableStore:
    def last_position(self) -> int:
        raise ConnectionError(SECRET_LOOKING)


def test_an_unreachable_store_is_reported_without_its_error_text() -> None:
    probe = ReadinessProbe(cast(Any, UnreachableStore()), cast(Any, None), cast(Any, None), 0)

    readiness = probe.check()

    assert not readiness.ready
    [store] = readiness.checks
    assert store.name == "store" and not store.ok
    assert "db.internal" not in store.detail and "hr_admin" not in store.detail
    assert "unreachable" in store.detail
