"""Read models standing at the same position share each batch of the log (ADR 0216): the log is
read once for all their topics and each event is decoded once, and every read model ends with
the documents and position it would have reached catching up alone. Their batches are committed
in one transaction (ADR 0209), each position still compared and set on its own."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from application.conversation.projections import ScriptIndex
from application.event_store import EventStore
from application.projections.ports import ViewCommit
from application.projections.runner import ProjectionRunner, Read
from domain.conversation.script_document import ScriptDocument
from infrastructure.projections.views import MemoryViewStore, SqliteViewStore

REGISTERED = ScriptDocument.ScriptRegistered.TOPIC
PUBLISHED = ScriptDocument.VersionPublished.TOPIC


class Changes:
    """Counts each script's events: the ones ScriptIndex reads and others."""

    name = "changes"
    topics = frozenset({REGISTERED, PUBLISHED})

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        key = str(event.originator_id)
        return {key: (read(key) or 0) + 1}


class Counting(EventStore):
    """The store, counting the events its mapper decodes."""

    decoded = 0

    def count_decodes(self) -> None:
        decode = self.mapper.to_domain_event

        def counted(stored: Any) -> Any:
            self.decoded += 1
            return decode(stored)

        self.mapper.to_domain_event = counted  # type: ignore[method-assign, assignment]


def _store(scripts: int) -> Counting:
    store = Counting(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    for n in range(scripts):
        document = ScriptDocument.register("t", f"s{n}")
        document.publish(f"sessions: []  # {n}", "digest", "2026-01-01T00:00:00")
        store.save(document)
    store.count_decodes()
    return store


def _alone(store: EventStore, projection: Any) -> tuple[int, dict[str, Any]]:
    runner = ProjectionRunner(store, MemoryViewStore(), [projection])
    runner.catch_up()
    return runner.views.position(projection.name), runner.views.documents(projection.name)


def test_read_models_at_one_position_decode_each_event_once() -> None:
    store = _store(scripts=4)  # 8 events: 4 registered, 4 published
    runner = ProjectionRunner(store, MemoryViewStore(), [ScriptIndex(), Changes()])
    assert runner.catch_up() == 4 + 8  # the index reads 4 of them, the counter all 8
    assert store.decoded == 8


@pytest.mark.parametrize("batch_size", [1, 3, 500])
def test_catching_up_together_leaves_what_catching_up_alone_does(batch_size: int) -> None:
    store = _store(scripts=5)
    together = ProjectionRunner(
        store, MemoryViewStore(), [ScriptIndex(), Changes()], batch_size=batch_size
    )
    together.catch_up()
    for projection in (ScriptIndex(), Changes()):
        position = together.views.position(projection.name)
        assert (position, together.views.documents(projection.name)) == _alone(store, projection)


def test_a_read_model_behind_the_others_catches_up_to_them() -> None:
    store = _store(scripts=3)
    views = MemoryViewStore()
    ProjectionRunner(store, views, [ScriptIndex()]).catch_up()
    document = ScriptDocument.register("t", "later")
    store.save(document)
    runner = ProjectionRunner(store, views, [ScriptIndex(), Changes()])
    assert runner.catch_up() == 1 + 7  # the index's one new event, the counter's seven
    assert views.position("scriptIndex") == views.position("changes") == 7
    assert views.documents("changes") == _alone(store, Changes())[1]
    assert views.get("scriptIndex", "t") == _alone(store, ScriptIndex())[1]["t"]


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_a_shared_commit_leaves_out_a_read_model_whose_position_moved(
    kind: str, tmp_path: Path
) -> None:
    views = MemoryViewStore() if kind == "memory" else SqliteViewStore(tmp_path / "views.db")
    views.commit("raced", 0, 4, {"a": 1})  # another process committed this range first
    moved = views.commit_all(
        [ViewCommit("raced", 0, 3, {"a": 2}), ViewCommit("behind", 0, 3, {"b": 1})]
    )
    assert moved == {"raced"}
    assert (views.position("raced"), views.get("raced", "a")) == (4, 1)
    assert (views.position("behind"), views.get("behind", "b")) == (3, 1)
