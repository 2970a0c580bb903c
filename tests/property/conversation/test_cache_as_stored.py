"""After any conversation, the store's cache holds each aggregate exactly as its events replay.

A save hands the cache the saved aggregate itself, not a copy (ADR 0286): nothing may change it
afterwards but through a command (which hands the cache a copy first). Random sessions (crisis
words that move the user's risk route and hold the session, random shapes of model answers) are
played through the real service; then every cached session, action run and risk route is
compared attribute by attribute with a replay of all its stored events — a change made to a
saved aggregate after its save, other than by a command, would show here.
"""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from application.event_store import replay_events
from infrastructure.settings import Settings
from tests.property.conversation.test_snapshot_replay import (
    answered_harness,
    attributes,
    play_step,
    turns,
)


@settings(max_examples=20, deadline=None)
@given(plans=st.lists(turns, min_size=1, max_size=3), store=st.sampled_from(["memory", "sqlite"]))
def test_the_cache_holds_what_the_events_replay_to(
    plans: list[list[tuple[str, str, int]]], store: str, tmp_path_factory: Any
) -> None:
    settings = Settings(store=store, data_dir=tmp_path_factory.mktemp("cache"))
    h, answers = answered_harness(settings)
    sessions = [asyncio.run(h.start()).sessionId for _ in plans]  # one user: one risk route
    for session_id, plan in zip(sessions, plans, strict=True):
        for step in plan:
            play_step(h, answers, session_id, step)

    compared = 0
    for aggregate_id in {event.originator_id for event in h.all_events()}:
        cached = h.app.store.cached(aggregate_id)
        if cached is None:
            continue
        assert attributes(cached) == attributes(replay_events(None, h.events(aggregate_id)))
        compared += 1
    assert compared >= len(sessions)
