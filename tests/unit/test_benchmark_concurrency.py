"""The concurrency benchmark counts a turn's save once, wherever the store runs it (ADR 0214).

A fake clock that advances one tick per reading stands in for ``time.thread_time``: a timed
stretch is one tick, so what was counted, and where, is exact.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable

import pytest

from benchmarks.concurrency import TURN, Cost, Stepped, timed_save

pytestmark = pytest.mark.anyio


def ticks() -> Callable[[], float]:
    counter = itertools.count()
    return lambda: float(next(counter))


async def test_a_save_on_the_event_loop_is_counted_once_in_the_step_that_made_it() -> None:
    cost = Cost()
    TURN.set(cost)
    save = timed_save(lambda: None, clock=ticks())

    async def turn() -> None:
        save()

    await Stepped(turn(), cost, clock=ticks())
    assert (cost.loop_s, cost.save_s) == (1.0, 0.0)  # one step, the save inside it


async def test_a_save_in_a_worker_thread_is_counted_as_the_turns_save() -> None:
    cost = Cost()
    TURN.set(cost)
    save = timed_save(lambda: None, clock=ticks())

    async def turn() -> None:
        await asyncio.to_thread(save)

    await Stepped(turn(), cost, clock=ticks())
    assert (cost.loop_s, cost.save_s) == (2.0, 1.0)  # a step before the hand-off, one after
