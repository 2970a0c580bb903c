"""A moment's ISO text is the text ``datetime.isoformat()`` writes, in every zone (ADR 0280)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given
from hypothesis import strategies as st

from application.timestamps import iso

DAY = timedelta(hours=23)
ZONES = st.one_of(
    st.none(),
    st.just(UTC),
    st.just(timezone(timedelta(0))),
    st.builds(timezone, st.timedeltas(min_value=-DAY, max_value=DAY)),
)


@given(st.datetimes(timezones=ZONES))
def test_a_moment_is_written_as_isoformat_writes_it(moment: datetime) -> None:
    assert iso(moment) == moment.isoformat()


def test_the_utc_zone_written_fast_keeps_its_offset_and_whole_seconds() -> None:
    assert iso(datetime(2026, 11, 28, 12, 0, tzinfo=UTC)) == "2026-11-28T12:00:00+00:00"
    assert iso(datetime(2026, 11, 28, 12, 0, 0, 5)) == "2026-11-28T12:00:00.000005"
