"""Snapshots, compressed states and reads of several aggregates at once, on each backend.

The store is configured the way bootstrap() configures it (a snapshot each time a save passes a
multiple of 50 events, states of 384 bytes or more compressed).
"""

from __future__ import annotations

import contextvars
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.application import AggregateNotFoundError

from application.event_store import CLOCK_SKEW, ConcurrentUpdateError, EventStore, replay_events
from domain.risk.risk_route import RiskRoute
from infrastructure.settings import Settings

AT = datetime(2026, 11, 23, tzinfo=UTC)


def attributes(aggregate: Any) -> dict[str, Any]:
    return {name: value for name, value in vars(aggregate).items() if name != "_pending_events"}


def a_route_observed(store: EventStore, user: str, saves: int, per_save: int) -> RiskRoute:
    route = RiskRoute.establish("tenant", user, "low", "chat_content", "baseline", AT)
    for n in range(saves):
        for m in range(per_save):
            route.observe_score(None, (n * per_save + m) % 10 / 10, ["证据" * 60], "lexicon", 3, AT)
        store.save(route)
    return route


def test_every_version_of_a_long_route_loads_from_its_snapshot_as_from_all_its_events(
    store: EventStore,
) -> None:
    route = a_route_observed(store, "long", saves=12, per_save=10)
    assert store.snapshots is not None
    snapshots = store.snapshots.recorder.select_events(route.id)
    assert [s.originator_version for s in snapshots] == [51, 101]
    events = list(store.events.get(route.id))
    for version in (1, 49, 50, 51, 52, 100, 101, 102, len(events)):
        loaded: RiskRoute = store.repository.get(route.id, version=version)
        assert attributes(loaded) == attributes(replay_events(None, events[:version]))


def test_large_states_are_stored_compressed_and_read_back(store: EventStore) -> None:
    route = a_route_observed(store, "compressed", saves=1, per_save=2)
    rows = store.recorder.select_events(route.id)
    assert rows[-1].state[:1] != b"{"
    events = list(store.events.get(route.id))
    observed = [e for e in events if isinstance(e, RiskRoute.RiskScoreObserved)]
    assert [e.evidence for e in observed] == [["证据" * 60]] * 2


def test_the_events_of_several_aggregates_come_back_in_one_read(store: EventStore) -> None:
    first = a_route_observed(store, "first", saves=2, per_save=2)
    second = a_route_observed(store, "second", saves=1, per_save=3)
    read = store.events_of([first.id, second.id])
    assert read == {
        first.id: list(store.events.get(first.id)),
        second.id: list(store.events.get(second.id)),
    }
    observed = store.events_of([first.id], {"heartrule.risk:RiskRoute.RiskScoreObserved"})
    assert [e.originator_version for e in observed[first.id]] == [2, 3, 4, 5]


def test_a_lost_race_says_so_without_the_databases_words(store: EventStore) -> None:
    """The 409's detail is the error's text: no table, column or constraint names."""
    route = a_route_observed(store, "raced", 1, 1)
    first: RiskRoute = store.repository.get(route.id)
    second: RiskRoute = store.repository.get(route.id)
    first.observe_score(None, 0.1, ["a"], "lexicon", 3, AT)
    second.observe_score(None, 0.2, ["b"], "lexicon", 3, AT)
    store.save(first)
    with pytest.raises(ConcurrentUpdateError) as lost:
        store.save(second)
    said = str(lost.value).lower()
    assert "first" in said
    assert not any(word in said for word in ("stored_events", "unique", "constraint", "key ("))


def test_an_aggregate_is_read_from_where_another_one_was_first_saved(store: EventStore) -> None:
    route = a_route_observed(store, "since", saves=2, per_save=2)
    session_like = RiskRoute.establish("tenant", "another", "low", "chat_content", "baseline", AT)
    store.save(session_like)
    route.observe_score(None, 0.1, ["后来"], "lexicon", 3, AT)
    store.save(route)
    until = datetime.now(UTC)

    since = list(store.events_since(route.id, session_like.id, until))

    assert [e.originator_version for e in since] == [6]
    assert since == list(store.events.get(route.id, gt=5))


def test_a_read_since_stops_at_the_first_event_stamped_past_its_end(store: EventStore) -> None:
    route = a_route_observed(store, "stops", saves=1, per_save=2)
    long_before = datetime.now(UTC) - 2 * CLOCK_SKEW
    assert list(store.events_since(route.id, route.id, long_before)) == []
    assert len(list(store.events_since(route.id, route.id, datetime.now(UTC)))) == 3


def test_a_read_since_stops_at_its_end_on_one_clock_and_a_skew_later_across_clocks(
    store: EventStore,
) -> None:
    route = a_route_observed(store, "clocks", saves=1, per_save=2)
    end = datetime.now(UTC)
    route.observe_score(None, 0.2, ["之后"], "lexicon", 3, AT)
    store.save(route)

    read = [e.originator_version for e in store.events_since(route.id, route.id, end)]

    one_clock = getattr(store.recorder, "WRITERS_SHARE_ONE_CLOCK", False)
    assert read == ([1, 2, 3] if one_clock else [1, 2, 3, 4])


def another_worker_observes(store: EventStore, route: RiskRoute, score: float) -> RiskRoute:
    """A second process on the same database moves ``route`` on; what it then holds."""
    other = EventStore(env=dict(store.env))
    moved: RiskRoute = other.repository.get(route.id)
    moved.observe_score(None, score, ["另一个进程"], "lexicon", 3, AT)
    other.save(moved)
    return moved


def test_aggregates_read_together_catch_up_with_another_workers_events(store: EventStore) -> None:
    first = a_route_observed(store, "first", saves=1, per_save=1)
    second = a_route_observed(store, "second", saves=1, per_save=1)
    untouched = a_route_observed(store, "untouched", saves=1, per_save=1)
    moved = [another_worker_observes(store, route, 0.4) for route in (first, second)]

    with store.turn([first.id, second.id, untouched.id]):
        read: list[RiskRoute] = [store.repository.get(r.id) for r in (first, second, untouched)]

    assert [attributes(r) for r in read] == [attributes(r) for r in (*moved, untouched)]


def test_what_a_turn_read_together_is_handed_out_once_and_let_go_by_a_save(
    store: EventStore,
) -> None:
    route = a_route_observed(store, "held", saves=1, per_save=1)
    kept = a_route_observed(store, "kept", saves=1, per_save=1)
    with store.turn([route.id, kept.id]):
        changed: RiskRoute = store.repository.get(route.id)
        changed.observe_score(None, 0.2, ["未保存"], "lexicon", 3, AT)
        assert store.repository.get(route.id).version == route.version
        store.save(a_route_observed(store, "unrelated", saves=1, per_save=1))
        moved = another_worker_observes(store, kept, 0.5)
        assert attributes(store.repository.get(kept.id)) == attributes(moved)


def test_a_read_together_sees_what_another_worker_committed_not_what_it_is_still_writing(
    tmp_path: Path,
) -> None:
    store = EventStore(env=Settings(store="sqlite", data_dir=tmp_path).event_store_env())
    route = a_route_observed(store, "read", saves=1, per_save=1)
    committed = another_worker_observes(store, route, 0.4)
    writer = sqlite3.connect(store.env["SQLITE_DBNAME"], isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # a save in progress: the write lock, a row not committed
    writer.execute(
        "INSERT INTO stored_events (originator_id, originator_version, topic, state) "
        "VALUES (?, ?, ?, ?)",
        (route.id.hex, committed.version + 1, "heartrule.risk:RiskRoute.RiskScoreObserved", b"{}"),
    )
    try:
        with store.turn([route.id]):
            read: RiskRoute = store.repository.get(route.id)
    finally:
        writer.rollback()
        writer.close()
        store.close()

    assert attributes(read) == attributes(committed)


def test_a_turn_learns_in_its_one_read_which_of_its_aggregates_were_never_stored(
    store: EventStore,
) -> None:
    """ADR 0285: an aggregate the cache does not hold is asked after in the turn's one read;
    one never stored is not found without asking the store again, once; one stored but not
    cached (another worker's, a restart) loads from the store as before, snapshots and all."""
    stored = a_route_observed(store, "stored", saves=3, per_save=20)  # a snapshot at 50
    elsewhere = EventStore(env=dict(store.env))
    absent = RiskRoute.establish("tenant", "never", "low", "chat_content", "baseline", AT)
    asked: list[str] = []
    recorder: Any = elsewhere.recorder
    select_events = recorder.select_events

    def counted(*args: Any, **kwargs: Any) -> Any:
        asked.append("select")
        return select_events(*args, **kwargs)

    recorder.select_events = counted

    with elsewhere.turn([stored.id, absent.id]):
        with pytest.raises(AggregateNotFoundError):
            elsewhere.repository.get(absent.id)
        assert asked == []
        loaded: RiskRoute = elsewhere.repository.get(stored.id)
        with pytest.raises(AggregateNotFoundError):
            elsewhere.repository.get(absent.id)  # held once: the second get asks the store
    elsewhere.close()

    assert attributes(loaded) == attributes(stored)
    assert asked == ["select", "select"]  # the stored route after its snapshot; absent, again


def test_an_aggregate_stored_after_a_turns_read_is_not_found_by_that_turn_then_saved_once(
    store: EventStore,
) -> None:
    """An aggregate another worker stores after the turn's read is as absent to the turn as a
    read a moment earlier would have found it: the turn's own creation of it loses the race."""
    route = RiskRoute.establish("tenant", "raced", "low", "chat_content", "baseline", AT)
    theirs = RiskRoute.establish("tenant", "raced", "low", "chat_content", "other", AT)
    with store.turn([route.id]):
        other = EventStore(env=dict(store.env))
        contextvars.Context().run(other.save, theirs)  # another worker: not this turn's context
        other.close()
        with pytest.raises(AggregateNotFoundError):
            store.repository.get(route.id)
        with pytest.raises(ConcurrentUpdateError):
            store.save(route)

    assert attributes(store.repository.get(route.id)) == attributes(theirs)
