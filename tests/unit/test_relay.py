"""The relay loop and its envelope, with an in-memory store and a fake publisher."""

from __future__ import annotations

import json
from uuid import uuid4

import pytest
from eventsourcing.persistence import Notification, StoredEvent

from application.event_store import EventStore
from application.relay.envelope import CloudEventsEncoder, context_of
from application.relay.ports import InMemoryPositionStore
from application.relay.relay import Backoff, EventRelay
from domain.evaluation.run import EvaluationRun
from domain.params.resolution import ParamResolution
from domain.shared.tenancy import UNKNOWN_TENANT
from tests.support.ledger import Ledger, Receipt
from tests.support.relay_fakes import CrashingPositionStore, FlakyPublisher, RecordingListener
from tests.support.upcasting import stored_as_v1

NO_WAIT = Backoff(initial_s=0.0, max_s=0.0)


@pytest.fixture
def store() -> EventStore:
    return EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})


def _ledger(store: EventStore, entries: int = 2, tenant: str = "tenant-a") -> Ledger:
    ledger = Ledger.open(uuid4(), tenant_id=tenant)
    for amount in range(entries):
        ledger.record(amount, {"text": "你好", "at": amount})
    store.save(ledger)
    return ledger


def _relay(store: EventStore, publisher: FlakyPublisher, **kwargs: object) -> EventRelay:
    kwargs.setdefault("positions", InMemoryPositionStore())
    return EventRelay(store, publisher, backoff=NO_WAIT, **kwargs)  # type: ignore[arg-type]


def test_the_context_is_read_from_the_stored_topic() -> None:
    assert context_of("heartrule.conversation:Session.Started") == "conversation"
    assert context_of("heartrule.risk:RiskRoute.RouteUpgraded") == "risk"
    assert context_of("some.module:Thing.Happened") == "unrouted"
    assert CloudEventsEncoder("acme").stream_of("heartrule.params:X.Y") == "acme.params.events"


def test_each_event_becomes_a_cloudevent_keyed_by_its_aggregate(store: EventStore) -> None:
    ledger = _ledger(store, entries=1)
    publisher = FlakyPublisher()

    _relay(store, publisher).run(once=True)

    opened, recorded = publisher.sent
    assert (opened.stream, opened.key) == ("heartrule.testing.events", str(ledger.id).encode())
    assert recorded.headers == {
        "content-type": "application/cloudevents+json; charset=utf-8",
        "event-type": "heartrule.testing.Ledger.EntryRecorded",
        "aggregate-version": "2",
        "dedupe-id": f"{ledger.id}:2",
        "log-position": "2",
        "tenant-id": "tenant-a",
    }
    envelope = json.loads(recorded.body)
    assert envelope["specversion"] == "1.0"
    assert (envelope["id"], envelope["subject"], envelope["source"]) == (
        f"{ledger.id}:2",
        str(ledger.id),
        "/heartrule/testing",
    )
    assert envelope["data"] == {"amount": 0, "note": {"text": "你好", "at": 0}}
    assert envelope["time"].endswith("+00:00")


def test_an_event_without_a_tenant_gets_the_tenant_of_its_aggregates_first_event(
    store: EventStore,
) -> None:
    ledger = _ledger(store, entries=3, tenant="tenant-z")
    positions = InMemoryPositionStore(position=2)  # a relay that starts after the Opened event
    publisher = FlakyPublisher()

    _relay(store, publisher, positions=positions).run(once=True)

    assert [m.headers["tenant-id"] for m in publisher.sent] == ["tenant-z", "tenant-z"]
    assert [m.headers["dedupe-id"] for m in publisher.sent] == [f"{ledger.id}:3", f"{ledger.id}:4"]


def test_an_aggregate_created_in_a_session_gets_the_sessions_tenant(store: EventStore) -> None:
    ledger = _ledger(store, entries=0, tenant="tenant-s")
    receipt = Receipt.issue(uuid4(), session_id=ledger.id)
    receipt.void()
    store.save(receipt)
    publisher = FlakyPublisher()

    _relay(store, publisher, positions=InMemoryPositionStore(position=2)).run(once=True)

    assert [m.headers["tenant-id"] for m in publisher.sent] == ["tenant-s"]


def test_evaluation_runs_and_param_resolutions_are_published_with_their_tenant(
    store: EventStore,
) -> None:
    run = EvaluationRun.request(uuid4(), "k", [], [], tenant_id="tenant-e")
    run.complete()
    resolution = ParamResolution.start(uuid4(), {}, [], 0, "UTC", tenant_id="tenant-p")
    resolution.complete(1.0)
    store.save(run, resolution)
    publisher, late = FlakyPublisher(), FlakyPublisher()  # late starts at the last Completed

    _relay(store, publisher).run(once=True)
    _relay(store, late, positions=InMemoryPositionStore(position=3)).run(once=True)

    assert [m.headers["tenant-id"] for m in publisher.sent] == ["tenant-e"] * 2 + ["tenant-p"] * 2
    assert [m.headers["tenant-id"] for m in late.sent] == ["tenant-p"]


def test_a_run_stored_before_it_recorded_a_tenant_is_published_as_the_unknown_tenant(
    store: EventStore,
) -> None:
    run = EvaluationRun.request(uuid4(), "k", [], [], tenant_id="tenant-e")
    run.complete()
    requested, completed = run.collect_events()
    v1 = stored_as_v1(store, requested, without="tenant_id")
    store.recorder.insert_events([v1, store.mapper.to_stored_event(completed)])
    publisher = FlakyPublisher()

    _relay(store, publisher).run(once=True)

    assert [m.headers["tenant-id"] for m in publisher.sent] == [UNKNOWN_TENANT] * 2


def test_an_event_whose_class_this_process_lacks_is_published_from_its_stored_fields(
    store: EventStore,
) -> None:
    originator = uuid4()
    state = b'{"tenant_id":"t-9","answer":42}'
    store.recorder.insert_events(
        [
            Notification(
                originator_id=originator,
                originator_version=1,
                topic="heartrule.future:Thing.Happened",
                state=state,
                id=0,
            )
        ]
    )
    publisher = FlakyPublisher()

    _relay(store, publisher).run(once=True)

    (message,) = publisher.sent
    assert message.stream == "heartrule.future.events"
    assert message.headers["tenant-id"] == "t-9"
    assert json.loads(message.body)["data"] == {"tenant_id": "t-9", "answer": 42}


def test_a_refused_batch_is_retried_and_the_position_moves_only_after_the_ack(
    store: EventStore,
) -> None:
    _ledger(store)
    positions, publisher, listener = (
        InMemoryPositionStore(),
        FlakyPublisher(failures=3),
        RecordingListener(),
    )
    relay = _relay(store, publisher, positions=positions, listener=listener)

    stats = relay.run(once=True)

    assert [attempt for attempt, _ in listener.failures] == [1, 2, 3]
    assert (stats.failures, stats.published, positions.position) == (3, 3, 3)
    assert len(publisher.sent) == 3


def test_a_relay_that_dies_before_saving_its_position_sends_that_batch_again(
    store: EventStore,
) -> None:
    for _ in range(3):
        _ledger(store, entries=1)
    positions = InMemoryPositionStore()
    publisher = FlakyPublisher()
    crashing = CrashingPositionStore(positions, crash_on=2)
    with pytest.raises(SystemExit):
        _relay(store, publisher, positions=crashing, batch_size=2).run(once=True)

    _relay(store, publisher, positions=positions, batch_size=2).run(once=True)

    ids = [m.headers["dedupe-id"] for m in publisher.sent]
    assert len(ids) == 8 and len(set(ids)) == 6
    assert ids[2:4] == ids[4:6]  # only the batch in the window went twice, with the same ids
    assert positions.position == store.last_position()


def test_backoff_doubles_up_to_its_cap() -> None:
    backoff = Backoff(initial_s=0.5, factor=2, max_s=3)
    assert [backoff.delay(n) for n in (1, 2, 3, 4, 5)] == [0.5, 1.0, 2.0, 3.0, 3.0]


def test_a_stopped_relay_returns_without_publishing(store: EventStore) -> None:
    _ledger(store)
    relay = _relay(store, FlakyPublisher(failures=100))
    relay.stop.set()

    assert relay.run().published == 0


@pytest.mark.parametrize(
    ("state", "reason"),
    [(b"{broken", "cannot be decoded"), (b"x" * 5000, "at most 4,096")],
)
def test_an_unreadable_or_oversized_event_is_sent_as_a_skip_marker_and_the_relay_goes_on(
    state: bytes, reason: str
) -> None:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo", "MAX_EVENT_BYTES": "4096"})
    ledger = _ledger(store, entries=1)
    broken = uuid4()
    store.recorder.insert_events([StoredEvent(broken, 1, "heartrule.testing:Ledger.Opened", state)])
    _ledger(store, entries=0)
    publisher = FlakyPublisher()

    stats = _relay(store, publisher).run(once=True)

    assert [m.position for m in publisher.sent] == [1, 2, 3, 4]
    marker = publisher.sent[2]
    assert marker.headers["event-type"] == "heartrule.relay.EventSkipped"
    assert marker.headers["dedupe-id"] == f"{broken}:1"
    assert reason in json.loads(marker.body)["data"]["reason"]
    assert (stats.position, stats.skipped) == (4, 1)
    assert publisher.sent[0].key == str(ledger.id).encode()


def test_an_event_encoding_to_a_message_over_the_broker_bound_is_skipped(store: EventStore) -> None:
    _ledger(store, entries=1)
    publisher = FlakyPublisher()

    stats = _relay(store, publisher, max_message_bytes=200).run(once=True)

    assert stats.skipped == 2
    assert all(m.headers["event-type"] == "heartrule.relay.EventSkipped" for m in publisher.sent)
