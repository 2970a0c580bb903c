"""Schemathesis drives the API from its own OpenAPI document: no request, valid or not, gets a
500 or a traceback, and every refusal is a problem+json body.

Each operation gets a few positive and a few negative examples, so the whole run stays well
under a minute. (schemathesis' pytest fixture loader does not run on pytest 9 yet, so the
strategies are driven by hypothesis directly.)
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeAlias

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.core.result import Err

from tests.support.http_api import KEYS, api_settings, build, served

KEY = KEYS["acme"]
HEADERS = {"Authorization": f"Bearer {KEY}", "X-API-Key": KEY}
EXAMPLES = 5

Operation: TypeAlias = schemathesis.APIOperation[Any, Any, Any, Any]


@pytest.fixture(scope="module")
def api_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data_dir: Path = tmp_path_factory.mktemp("fuzz")
    _, app = build(api_settings(data_dir, http_session_messages_per_minute=10_000))
    with served(app) as url:
        yield url


def _operations(url: str) -> list[Operation]:
    schema = schemathesis.openapi.from_url(f"{url}/openapi.json")
    operations = []
    for result in schema.get_all_operations():
        if isinstance(result, Err):
            raise result.err()
        operations.append(result.ok())
    return operations


def _check(case: schemathesis.Case[Operation]) -> None:
    response = case.call(headers=HEADERS, timeout=30)
    where = f"{case.method} {case.formatted_path}"
    assert response.status_code < 500, f"{where}: {response.text}"
    assert "Traceback" not in response.text, where
    if response.status_code >= 400:
        content_type = response.headers.get("content-type", [""])[0]
        assert content_type.startswith("application/problem+json"), where
        assert {"type", "title", "status", "detail"} <= set(response.json()), where


@pytest.mark.parametrize("mode", list(schemathesis.GenerationMode), ids=str)
def test_no_generated_request_gets_a_500_or_a_traceback(
    api_url: str, mode: schemathesis.GenerationMode
) -> None:
    operations = _operations(api_url)
    assert len(operations) >= 15
    unnegatable: list[str] = []  # nothing in them can be made invalid (e.g. /health)
    for operation in operations:
        started = time.perf_counter()

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def fuzz(case: schemathesis.Case[Operation]) -> None:
            _check(case)

        try:
            fuzz()
        except Unsatisfiable:
            assert mode is schemathesis.GenerationMode.NEGATIVE, operation.label
            unnegatable.append(operation.label)
        print(f"{mode} {operation.label}: {time.perf_counter() - started:.1f} s")
    assert len(unnegatable) < len(operations) // 2, unnegatable
