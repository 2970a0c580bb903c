"""A log line's secrets are redacted as the two patterns say: a key naming a secret loses its
value, a bearer token inside a string loses the token (ADR 0283: the short way gives the same
line as searching every key and every string); its time stamp is the text structlog's ISO
stamper writes."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from infrastructure import logging as log_setup
from infrastructure.logging import (
    BEARER,
    REDACTED,
    SECRET_KEYS,
    redact_secrets,
    stamp_time,
    utc_stamp,
)

KEYS = st.one_of(
    st.sampled_from(
        ["event", "tenant", "api_key", "API-Key", "authorization", "user_password", "tokens",
         "secretive", "path", "status", "Authorization_header", "apikey"]
    ),
    st.text(min_size=1, max_size=12),
)  # fmt: skip
STRINGS = st.one_of(
    st.text(max_size=30),
    st.builds(
        lambda before, gap, token, after: f"{before}Bearer{gap}{token}{after}",
        st.text(max_size=8),
        st.sampled_from([" ", "  ", "\t", "", "\n "]),
        st.text(alphabet="abcXYZ019._-", max_size=12),
        st.text(max_size=8),
    ),
    st.sampled_from(["bearer abc", "BEARER abc", "Bearer", "x Bearer y Bearer z"]),
)
VALUES = st.one_of(STRINGS, st.integers(), st.none(), st.lists(STRINGS, max_size=2))


def searched_everywhere(event: dict[str, Any]) -> dict[str, Any]:
    """The redaction as the patterns define it, every key and every string searched."""
    out = dict(event)
    for key, value in event.items():
        if SECRET_KEYS.search(key):
            out[key] = REDACTED
        elif isinstance(value, str):
            out[key] = BEARER.sub(r"\1" + REDACTED, value)
    return out


@given(st.dictionaries(KEYS, VALUES, max_size=8))
def test_a_line_is_redacted_as_searching_every_key_and_string_would(
    event: dict[str, Any],
) -> None:
    assert redact_secrets(None, "info", dict(event)) == searched_everywhere(event)


def test_secret_keys_and_bearer_tokens_are_redacted_and_the_rest_kept() -> None:
    line = {
        "event": "http_request",
        "api_key": "hr_abc",
        "Authorization": "Bearer hr_abc",
        "detail": "sent Bearer hr_abc.def-1 twice: Bearer hr_x",
        "note": "bearer lowercase is not the scheme's spelling",
        "status": 200,
    }

    assert redact_secrets(None, "info", line) == {
        "event": "http_request",
        "api_key": REDACTED,
        "Authorization": REDACTED,
        "detail": f"sent Bearer {REDACTED} twice: Bearer {REDACTED}",
        "note": "bearer lowercase is not the scheme's spelling",
        "status": 200,
    }


def test_remembered_verdicts_stay_bounded_and_still_right_after_forgetting() -> None:
    for n in range(log_setup._SECRET_KEYS_KEPT + 10):
        redact_secrets(None, "info", {f"field_{n}": "x", f"token_{n}": "y"})

    assert len(log_setup._secret_keys) <= log_setup._SECRET_KEYS_KEPT
    assert redact_secrets(None, "info", {"my_token": "t", "field_1": "x"}) == {
        "my_token": REDACTED,
        "field_1": "x",
    }


@given(st.datetimes(timezones=st.just(UTC)))
def test_a_line_is_stamped_as_structlogs_iso_time_stamper_stamps_it(moment: datetime) -> None:
    assert utc_stamp(moment) == moment.isoformat().replace("+00:00", "Z")


def test_every_line_gets_a_utc_time_stamp_of_now() -> None:
    before = datetime.now(UTC)
    stamped = stamp_time(None, "info", {"event": "x"})["timestamp"]
    after = datetime.now(UTC)

    assert stamped.endswith("Z") and before <= datetime.fromisoformat(stamped) <= after
