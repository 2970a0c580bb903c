"""The OpenAPI document as a contract (ADR 0241, 0244): named operations, described tags, every
status an operation can answer, ``Location`` on 201 and 202, and links from each creating
operation to what it created, so a client (or a stateful fuzzer) can follow them.

FastAPI writes the document from the routes; ``install_contract`` adds what it cannot know.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.encoders import jsonable_encoder
from fastapi.openapi.models import OpenAPI
from fastapi.openapi.utils import get_openapi
from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from pydantic.alias_generators import to_camel
from starlette.routing import BaseRoute

from adapters.http.deps import KEY_SCHEMES, KEYED, caller_tenant
from adapters.http.problems import MEDIA_TYPE, UNPARSABLE_BODY, UNSUPPORTED_MEDIA

TAGS: list[dict[str, str]] = [
    {
        "name": "scripts",
        "description": "Counseling scripts (spec 002 YAML): upload and validate versions, read "
        "them, edit them as JSON documents for the editor, and try unsaved drafts (trials).",
    },
    {
        "name": "sessions",
        "description": "Conversations on a script version: start one, send messages and forms "
        "(one turn per `Idempotency-Key`), read the state, the timelines, the audit replay and "
        "story, and list the tenant's sessions.",
    },
    {
        "name": "risk",
        "description": "Risk routing: PHQ-9 / GAD-7 assessments, scoring texts, a user's route "
        "and its history. A high route always gets the reviewed safety script.",
    },
    {
        "name": "evaluations",
        "description": "Rule-based evaluation of finished conversations (spec 000): one at a "
        "time, or a batch that runs in the background behind a status resource.",
    },
    {
        "name": "params",
        "description": "Fill the dynamic parameters of logic properties from a question "
        "(spec 003), and read a recorded resolution back.",
    },
    {"name": "meta", "description": "The error table: every problem type and its status."},
    {
        "name": "operations",
        "description": "Liveness, readiness and Prometheus metrics for operators (no API key).",
    },
]

PROBLEM_SCHEMA = {"$ref": "#/components/schemas/Problem"}
BODY_STATUSES = {
    400: UNPARSABLE_BODY.title + " (it could not be parsed)",
    413: "The request body is too large, or what it would record is",
    415: UNSUPPORTED_MEDIA.title + " (send `Content-Type: application/json`)",
    422: "The request is not valid",
}
LOCATION = {
    "Location": {"description": "the URL of what was created", "schema": {"type": "string"}}
}
EXTRA_STATUSES: dict[str, dict[int, str]] = {
    "createScript": {409: "Another request saved the same script first; send it again"},
    "createAssessment": {409: "Another request changed the same risk route first; send again"},
    "startSession": {409: "Another request changed the same record first; send it again"},
    "evaluateConversation": {502: "The language model did not answer; try again later"},
    "resolveParams": {409: "Another request changed the same record first; send it again"},
    "getProblem": {404: "No such problem type"},
}

Link = tuple[str, dict[str, str], dict[str, str] | None]
_SCRIPT = {"scriptId": "$response.body#/scriptId"}
_VERSION = {**_SCRIPT, "version": "$response.body#/version"}
_PUBLISHED: dict[str, Link] = {
    "GetScript": ("getScript", _SCRIPT, None),
    "GetScriptVersion": ("getScriptVersion", _VERSION, None),
    "GetScriptDocument": ("getScriptDocument", _VERSION, None),
    "SaveNextVersion": ("createScriptVersion", _SCRIPT, {"baseVersion": "$response.body#/version"}),
    "StartSession": (
        "startSession",
        {},
        {"scriptId": "$response.body#/scriptId", "scriptVersion": "$response.body#/version"},
    ),
}
_SESSION = {"sessionId": "$response.body#/sessionId"}
_STARTED: dict[str, Link] = {
    "GetSession": ("getSession", _SESSION, None),
    "SendMessage": ("sendMessage", _SESSION, None),
    "SubmitForm": ("submitForm", _SESSION, None),
    "GetTimelines": ("getTimelines", _SESSION, None),
    "GetTimeline": ("getTimeline", _SESSION, None),
    "ReplaySession": ("replaySession", _SESSION, None),
    "GetSessionStory": ("getSessionStory", _SESSION, None),
}
_TRIAL = {"trialId": "$response.body#/trialId"}
_USER = {"userId": "$request.body#/userId"}
LINKS: dict[str, dict[str, dict[str, Link]]] = {
    "createScript": {"201": _PUBLISHED, "200": _PUBLISHED},
    "createScriptFromDocument": {"201": _PUBLISHED},
    "createScriptVersion": {"201": _PUBLISHED, "200": _PUBLISHED},
    "startSession": {"201": _STARTED},
    "sendMessage": {"200": _STARTED},
    "submitForm": {"200": _STARTED},
    "startScriptTrial": {
        "201": {
            "SendTrialMessage": ("sendTrialMessage", _TRIAL, None),
            "SubmitTrialForm": ("submitTrialForm", _TRIAL, None),
            "EndScriptTrial": ("endScriptTrial", _TRIAL, None),
        }
    },
    "createAssessment": {
        "200": {
            "GetRiskRoute": ("getRiskRoute", _USER, None),
            "GetRiskHistory": ("getRiskHistory", _USER, None),
        }
    },
    "evaluateConversation": {
        "200": {"GetEvaluationRun": ("getEvaluationRun", {"runId": "$response.body#/runId"}, None)}
    },
    "startBatchEvaluation": {
        "202": {
            "GetBatchEvaluation": (
                "getBatchEvaluation",
                {"batchId": "$response.body#/batchId"},
                None,
            )
        }
    },
    "resolveParams": {
        "200": {
            "GetResolution": (
                "getResolution",
                {"resolutionId": "$response.body#/resolutionId"},
                None,
            )
        }
    },
    "listProblems": {
        "200": {"GetFirstProblem": ("getProblem", {"slug": "$response.body#/0/slug"}, None)}
    },
}


def operation_id(route: APIRoute) -> str:
    """The handler's name in camelCase: ``list_scripts`` → ``listScripts``."""
    return to_camel(route.name)


def install_contract(app: FastAPI) -> None:
    """Serve the finished document at ``/openapi.json`` (built once, on first request)."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
                tags=TAGS,
            )
            document = document_keys(document, app.routes)
            finish(document)
            app.openapi_schema = document
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def document_keys(
    document: dict[str, Any], routes: Sequence[BaseRoute | RouteContext]
) -> dict[str, Any]:
    """The key schemes on every operation whose route depends on ``caller_tenant`` or whose
    endpoint is ``keyed`` (it reads the tenant itself), stated where
    and as FastAPI states a ``Security`` dependency's (ADR 0283): the operation's ``security``
    after its metadata, each scheme with no scopes, their models in
    ``components.securitySchemes``; then the document goes through FastAPI's ``OpenAPI`` model
    again, as ``get_openapi`` ends, so every key stands where it would have."""
    stated = False
    for context in iter_route_contexts(routes):
        if not isinstance(context.original_route, APIRoute):
            continue
        route: Any = context
        if route.include_in_schema and (route.endpoint in KEYED or _takes_key(route.dependant)):
            operations = document["paths"][route.path_format]
            for method in route.methods:
                operations[method.lower()] = _with_security(operations[method.lower()])
                stated = True
    if not stated:
        return document
    schemes = document.setdefault("components", {}).setdefault("securitySchemes", {})
    for scheme in KEY_SCHEMES:
        schemes[scheme.scheme_name] = jsonable_encoder(
            scheme.model, by_alias=True, exclude_none=True
        )
    normalised: dict[str, Any] = jsonable_encoder(
        OpenAPI(**document), by_alias=True, exclude_none=True
    )
    return normalised


OPERATION_METADATA = ("tags", "summary", "description", "operationId", "deprecated")


def _with_security(operation: dict[str, Any]) -> dict[str, Any]:
    """The operation with ``security`` after its leading metadata, where FastAPI inserts it."""
    keys = list(operation)
    at = 0
    while at < len(keys) and keys[at] in OPERATION_METADATA:
        at += 1
    security: list[dict[str, list[str]]] = [{scheme.scheme_name: []} for scheme in KEY_SCHEMES]
    return {
        **{k: operation[k] for k in keys[:at]},
        "security": security,
        **{k: operation[k] for k in keys[at:]},
    }


def _takes_key(dependant: Dependant) -> bool:
    """Whether the dependant, or any dependency of it, depends on ``caller_tenant``."""
    pending = list(dependant.dependencies)
    while pending:
        sub = pending.pop()
        if sub.call is caller_tenant:
            return True
        pending.extend(sub.dependencies)
    return False


def finish(document: dict[str, Any]) -> None:
    ids = [op["operationId"] for op in _operations(document)]
    duplicated = {i for i in ids if ids.count(i) > 1}
    if duplicated:
        raise ValueError(f"operationIds repeat: {sorted(duplicated)}")
    for operation in _operations(document):
        _complete(operation)


def _operations(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [op for path in document["paths"].values() for op in path.values()]


def _complete(operation: dict[str, Any]) -> None:
    responses: dict[str, Any] = operation["responses"]
    if "requestBody" in operation:
        for code, description in BODY_STATUSES.items():
            responses.setdefault(str(code), {"description": description})
    for code, description in EXTRA_STATUSES.get(operation["operationId"], {}).items():
        responses.setdefault(str(code), {"description": description})
    for status, response in responses.items():
        if int(status) >= 400 and not _own_document(response):
            response["content"] = {MEDIA_TYPE: {"schema": PROBLEM_SCHEMA}}
        elif status in ("201", "202"):
            response.setdefault("headers", {}).update(LOCATION)
    for status, links in LINKS.get(operation["operationId"], {}).items():
        responses[status]["links"] = {name: _link(*link) for name, link in links.items()}


def _own_document(response: dict[str, Any]) -> bool:
    """An error status answered with a document of its own (``/ready``'s checks), not a problem."""
    schemas = [c.get("schema", {}) for c in response.get("content", {}).values()]
    return bool(schemas) and all(s and s != PROBLEM_SCHEMA for s in schemas)


def _link(target: str, parameters: dict[str, str], body: dict[str, str] | None) -> dict[str, Any]:
    link: dict[str, Any] = {"operationId": target}
    if parameters:
        link["parameters"] = parameters
    if body:
        link["requestBody"] = body
    return link
