"""RiskScoreObserved v2 names the deciding layer; scores stored before v2 still replay."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID

from eventsourcing.persistence import StoredEvent

from application.event_store import EventStore
from domain.risk.risk_route import RiskRoute

AT = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_score_observed_before_v2_reads_as_decided_by_its_scorer_with_no_layers() -> None:
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    route = RiskRoute.establish("t", "u", "low", "chat_content", "baseline", AT)
    route.observe_score(UUID(int=1), 0.8, ["不想活 [passive ideation 0.80]"], "lexicon-v2", 3, AT)
    established, observed = route.collect_events()
    stored = store.mapper.to_stored_event(observed)
    state = store.mapper.transcoder.decode(stored.state)
    for name in ("decided_by", "layers", "class_version"):
        del state[name]
    old = StoredEvent(stored.originator_id, stored.originator_version, stored.topic,
                      store.mapper.transcoder.encode(state))
    store.recorder.insert_events([store.mapper.to_stored_event(established), old])

    upcast = store.mapper.to_domain_event(old)
    replayed: RiskRoute = store.repository.get(route.id)

    assert isinstance(upcast, RiskRoute.RiskScoreObserved)
    assert (upcast.decided_by, upcast.layers) == ("lexicon-v2", [])
    assert replayed.last_score == 0.8
