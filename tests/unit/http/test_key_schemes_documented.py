"""Both ways to send a key are documented on every operation that needs one, exactly as FastAPI
documents ``Security`` dependencies, though the tenant dependency no longer has them as
sub-dependencies resolved on every request (ADR 0283).

No ``from __future__ import annotations``: the endpoints below take the tenant dependency they
are built with, a local name FastAPI could not resolve from a string annotation."""

import json
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Request, Security
from fastapi.openapi.utils import get_openapi
from fastapi.security import HTTPAuthorizationCredentials
from pydantic import BaseModel

from adapters.http.app import create_app
from adapters.http.contract import document_keys
from adapters.http.deps import api_key_header, bearer, caller_tenant, keyed, request_tenant
from bootstrap import bootstrap
from infrastructure.settings import Settings

PUBLIC = {"/health", "/ready", "/metrics", "/problems", "/problems/{slug}"}


async def tenant_with_security_dependencies(
    request: Request,
    _bearer: Annotated[HTTPAuthorizationCredentials | None, Security(bearer)],
    _key: Annotated[str | None, Security(api_key_header)],
) -> str:
    """The tenant dependency as it was: FastAPI documents its two Security sub-dependencies."""
    return await caller_tenant(request)


class Thing(BaseModel):
    name: str


def app_with(tenant: Callable[..., Any]) -> FastAPI:
    app = FastAPI()
    Tenant = Annotated[str, Depends(tenant)]  # noqa: N806

    @app.post("/things", tags=["things"], summary="make one")
    async def make_thing(body: Thing, who: Tenant) -> Thing:
        return body

    @app.get("/things/{thing_id}", description="read one", deprecated=True)
    async def get_thing(thing_id: int, who: Tenant, limit: int = 3) -> Thing:
        return Thing(name=str(thing_id))

    async def nested(who: Tenant) -> str:
        return who

    @app.put("/things/{thing_id}")
    async def put_thing(thing_id: int, body: Thing, who: Annotated[str, Depends(nested)]) -> str:
        return who

    @app.get("/open")
    async def open_door() -> str:
        return "open"

    if tenant is caller_tenant:  # ours reads the tenant itself, as the turn routes do

        @app.post("/turns/{turn_id}", summary="a turn")
        @keyed
        async def take_turn(turn_id: int, body: Thing, request: Request) -> str:
            return request_tenant(request)

    else:

        @app.post("/turns/{turn_id}", summary="a turn", name="take_turn")
        async def take_turn_by_dependency(turn_id: int, body: Thing, who: Tenant) -> str:
            return who

    return app


def document(app: FastAPI) -> dict[str, Any]:
    return get_openapi(title="t", version="1", routes=app.routes)


def test_the_keys_are_documented_as_fastapi_documents_security_dependencies() -> None:
    fastapis = document(app_with(tenant_with_security_dependencies))
    app = app_with(caller_tenant)
    ours = document_keys(document(app), app.routes)

    assert json.dumps(ours) == json.dumps(fastapis)  # the same keys in the same order
    assert "security" in ours["paths"]["/things/{thing_id}"]["put"]
    assert "security" in ours["paths"]["/turns/{turn_id}"]["post"]
    assert "security" not in ours["paths"]["/open"]["get"]


def test_every_operation_but_the_public_ones_states_both_ways_to_send_a_key() -> None:
    served = create_app(bootstrap(Settings(store="memory"))).openapi()
    schemes = served["components"]["securitySchemes"]
    stated = {
        path: [operation.get("security") for operation in operations.values()]
        for path, operations in served["paths"].items()
    }

    assert schemes == {
        "HTTPBearer": {
            "type": "http", "description": "Authorization: Bearer <API key>", "scheme": "bearer",
        },
        "APIKeyHeader": {
            "type": "apiKey", "description": "the API key", "in": "header", "name": "X-API-Key",
        },
    }  # fmt: skip
    assert {path for path, securities in stated.items() if None in securities} == PUBLIC
    both: list[dict[str, list[str]]] = [{"HTTPBearer": []}, {"APIKeyHeader": []}]
    assert all(s == both for p, ss in stated.items() if p not in PUBLIC for s in ss)
