"""A check schemathesis runs beside its own (loaded through ``SCHEMATHESIS_HOOKS``): every
refusal is an RFC 9457 problem, and no answer carries a traceback."""

from __future__ import annotations

from typing import Any

import schemathesis

PROBLEM_FIELDS = {"type", "title", "status", "detail"}


@schemathesis.check
def refusals_are_problems(ctx: Any, response: Any, case: Any) -> None:
    assert "Traceback" not in response.text, "an answer carries a traceback"
    if response.status_code < 400 or case.method.upper() == "HEAD":
        return
    if case.path == "/ready":  # its 503 is the readiness document itself
        return
    content_type = response.headers.get("content-type", [""])[0]
    assert content_type.startswith("application/problem+json"), content_type
    body = response.json()
    assert set(body) >= PROBLEM_FIELDS, f"a problem without {PROBLEM_FIELDS - set(body)}"
    assert body["status"] == response.status_code
