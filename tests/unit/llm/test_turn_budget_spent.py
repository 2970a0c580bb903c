"""A turn's budget is spent when its deadline is reached within the event loop's clock slack.

A model call cut at the deadline by a timer that fired a few milliseconds early (uvloop's cached
millisecond clock) must still be told to the caller as the budget spent, not as a failure.
"""

import time

from application.llm.budget import CLOCK_SLACK_S, budget_spent, turn_budget


def test_outside_a_turn_no_budget_is_spent() -> None:
    assert not budget_spent()


def test_a_deadline_still_ahead_is_not_spent() -> None:
    with turn_budget(10.0):
        assert not budget_spent()


def test_a_deadline_passed_is_spent() -> None:
    with turn_budget(1.0, started=time.monotonic() - 2.0):
        assert budget_spent()


def test_a_timer_that_fired_a_few_milliseconds_early_spent_the_budget() -> None:
    with turn_budget(CLOCK_SLACK_S / 2):
        assert budget_spent()
