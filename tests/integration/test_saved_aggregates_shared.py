"""A save puts the saved aggregate itself in the cache, copied only if it is to change (ADR 0286).

What the cache holds after a save must stay the state as saved: a command called on the saved
object afterwards hands the cache a copy first, and a fast-forward (another worker's events)
copies the cache's object before replaying onto it. On each backend, the way bootstrap()
configures the store.
"""

from __future__ import annotations

import gc
import weakref
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from application.event_store import EventStore, replay_events
from domain.risk.risk_route import RiskRoute
from domain.shared.copying import is_shared
from infrastructure.settings import Settings
from tests.integration.test_storage_on_each_store import (
    a_route_observed,
    another_worker_observes,
    attributes,
)

AT = datetime(2026, 11, 29, tzinfo=UTC)


def as_stored(store: EventStore, aggregate_id: Any) -> dict[str, Any]:
    return attributes(replay_events(None, store.events.get(aggregate_id)))


def test_the_cache_holds_the_saved_object_itself(store: EventStore) -> None:
    route = a_route_observed(store, "shared", saves=1, per_save=2)

    assert store.cached(route.id) is route
    assert is_shared(route)
    loaded: RiskRoute = store.repository.get(route.id)
    assert loaded is not route and not is_shared(loaded)
    assert attributes(loaded) == attributes(route) == as_stored(store, route.id)


def test_a_command_after_the_save_leaves_the_cache_as_saved(store: EventStore) -> None:
    route = a_route_observed(store, "changed after", saves=1, per_save=2)
    saved = route.version

    route.observe_score(None, 0.7, ["保存之后"], "lexicon", 3, AT)  # not saved (yet)

    cached: Any = store.cached(route.id)
    assert cached is not route and cached.version == saved
    assert attributes(cached) == as_stored(store, route.id)
    assert attributes(store.repository.get(route.id)) == as_stored(store, route.id)
    assert not is_shared(route) and route.version == saved + 1

    store.save(route)  # the same object, saved again: the cache holds it again

    assert store.cached(route.id) is route and is_shared(route)
    assert attributes(route) == as_stored(store, route.id)


def test_another_workers_events_are_replayed_onto_a_copy(store: EventStore) -> None:
    route = a_route_observed(store, "moved elsewhere", saves=1, per_save=1)
    as_saved = attributes(route)
    moved = another_worker_observes(store, route, 0.4)

    loaded: RiskRoute = store.repository.get(route.id)

    assert attributes(loaded) == attributes(moved) == as_stored(store, route.id)
    assert attributes(route) == as_saved  # the saver's object did not move under it
    cached: Any = store.cached(route.id)
    assert cached is not route and attributes(cached) == attributes(moved)


def test_a_turns_read_together_replays_onto_a_copy(store: EventStore) -> None:
    route = a_route_observed(store, "moved, read together", saves=1, per_save=1)
    as_saved = attributes(route)
    moved = another_worker_observes(store, route, 0.5)

    with store.turn([route.id]):
        read: RiskRoute = store.repository.get(route.id)

    assert attributes(read) == attributes(moved)
    assert attributes(route) == as_saved
    assert not is_shared(route)
    assert attributes(store.cached(route.id)) == as_stored(store, route.id)


def test_a_store_let_go_is_not_kept_alive_by_what_it_shared(tmp_path: Path) -> None:
    store = EventStore(env=Settings(store="sqlite", data_dir=tmp_path).event_store_env())
    route = a_route_observed(store, "let go", saves=1, per_save=1)
    assert is_shared(route)
    gone = weakref.ref(store)
    store.close()
    del store

    gc.collect()

    assert gone() is None  # the shared registry holds the store's method weakly
    route.observe_score(None, 0.2, ["之后"], "lexicon", 3, AT)  # its store gone, a command runs
    assert not is_shared(route)
