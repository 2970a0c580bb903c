"""The audit pages' calls over real HTTP: the session list and a session's story stay inside the
caller's tenant, page with an opaque cursor, and refuse what they cannot answer with a problem."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from tests.support.http_api import api_settings, auth, build, publish_demo, served, start_demo


@dataclass(frozen=True)
class Api:
    client: httpx.Client
    sessions: list[str]


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    _, app = build(api_settings(tmp_path_factory.mktemp("audit-api")))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        script_id = publish_demo(client)
        sessions = [str(start_demo(client, script_id)["sessionId"]) for _ in range(3)]
        yield Api(client, sessions)


def test_the_list_pages_newest_first_to_the_end(api: Api) -> None:
    first = api.client.get("/v1/sessions?limit=2", headers=auth()).json()
    assert [s["sessionId"] for s in first["items"]] == api.sessions[::-1][:2]
    rest = api.client.get(f"/v1/sessions?limit=2&cursor={first['nextCursor']}", headers=auth())
    assert [s["sessionId"] for s in rest.json()["items"]] == [api.sessions[0]]
    assert rest.json()["nextCursor"] is None


def test_another_tenant_lists_nothing_and_reads_no_story(api: Api) -> None:
    assert api.client.get("/v1/sessions", headers=auth("globex")).json()["items"] == []
    story = api.client.get(f"/v1/sessions/{api.sessions[0]}/story", headers=auth("globex"))
    assert story.status_code == 404
    assert story.headers["content-type"].startswith("application/problem+json")


def test_a_date_without_a_zone_is_utc_and_a_far_one_lists_nothing(api: Api) -> None:
    found = api.client.get("/v1/sessions?startedFrom=2000-01-01T00:00:00", headers=auth())
    assert len(found.json()["items"]) == 3
    later = api.client.get("/v1/sessions?startedFrom=9999-12-31T23:00:00-05:00", headers=auth())
    assert later.status_code == 200 and later.json()["items"] == []
    day = api.client.get("/v1/sessions?startedBefore=2000-01-02", headers=auth())
    assert day.status_code == 200 and day.json()["items"] == []
    seconds = api.client.get("/v1/sessions?startedFrom=0.5", headers=auth())
    assert seconds.status_code == 422, "a number is not read as seconds since 1970"


def test_what_cannot_be_answered_is_a_problem_not_a_crash(api: Api) -> None:
    story = api.client.get(f"/v1/sessions/{api.sessions[0]}/story?version=999", headers=auth())
    assert story.status_code == 404 and "versions 1.." in story.json()["detail"]
    unknown = api.client.get(f"/v1/sessions/{uuid.uuid4()}/story", headers=auth())
    assert unknown.status_code == 404
    assert api.client.get("/v1/sessions?cursor=zz", headers=auth()).status_code == 422
    assert api.client.get("/v1/sessions?reachedRoute=low", headers=auth()).status_code == 422
    odd = api.client.get(f"/v1/sessions?cursor={'ab' * 8}", headers=auth())
    assert odd.status_code == 200, "any well-formed cursor is a position"
    assert api.client.get("/v1/sessions").status_code == 401
