"""Scripts: upload a YAML version, validate without saving, list, and read a version."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Path, Request, Response, status
from pydantic import BaseModel, ConfigDict, Field

from adapters.http import examples, paging
from adapters.http.deps import Api, ApiDep, Tenant
from adapters.http.problems import FieldError, documented
from adapters.http.wire import WireIn
from application.conversation.catalog import ScriptNotFoundError
from application.conversation.script_parsing import (
    ScriptInvalidError,
    check_parsed_script,
    parse_script,
)
from application.conversation.script_problems import ScriptProblem
from domain.conversation.script import Script
from domain.conversation.script_document import ScriptDocument, script_id_for

router = APIRouter(prefix="/v1/scripts", tags=["scripts"], responses=documented(401, 422))

ScriptName = Annotated[
    str,
    Field(
        min_length=1,
        max_length=100,
        pattern=r"^[\w][\w .\-]*$",
        description="unique per tenant: uploading the same name adds a version",
    ),
]
ScriptId = Annotated[UUID, Path(alias="scriptId", description="the script id")]
VersionNumber = Annotated[int, Path(ge=1, le=1_000_000, description="a version, from 1")]
YamlText = Annotated[str, Field(min_length=1, description="the script file, as YAML")]


class ScriptUpload(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.SCRIPT_UPLOAD)

    name: ScriptName
    yaml: YamlText


class ScriptCheck(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.SCRIPT_CHECK)

    yaml: YamlText
    name: ScriptName | None = None


class VersionOut(BaseModel):
    version: int
    digest: str
    publishedAt: str  # noqa: N815 - wire names are camelCase


class ScriptOut(BaseModel):
    scriptId: UUID  # noqa: N815
    name: str
    latestVersion: int  # noqa: N815
    versions: list[VersionOut]


class PublishedOut(BaseModel):
    scriptId: UUID  # noqa: N815
    name: str
    version: int
    created: bool = Field(description="false when the text equals the latest version")


class CheckOut(BaseModel):
    valid: bool
    summary: str | None = None
    problems: list[FieldError] = Field(default_factory=list)
    warnings: list[FieldError] = Field(default_factory=list)


class ScriptVersionOut(BaseModel):
    scriptId: UUID  # noqa: N815
    name: str
    version: int
    digest: str
    publishedAt: str  # noqa: N815
    yaml: str
    parsed: dict[str, Any]


class ScriptPage(paging.PageLinks):
    items: list[ScriptOut] = Field(description="by name")


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=PublishedOut,
    summary="Upload a script: validate it and publish a new version",
    responses={200: {"model": PublishedOut, "description": "unchanged: the latest version"}},
)
async def create_script(body: ScriptUpload, tenant: Tenant, api: ApiDep, response: Response) -> Any:
    catalog = api.container.catalog
    before = _versions(api, tenant, script_id_for(tenant, body.name))
    ref = catalog.publish(tenant, body.name, body.yaml)
    return published(response, ref.script_id, ref.name, ref.version, created=ref.version > before)


def published(
    response: Response, script_id: UUID, name: str, version: int, *, created: bool
) -> PublishedOut:
    """A version saved (201, ``Location`` the version) or the same as the latest (200)."""
    if created:
        response.headers["Location"] = version_path(script_id, version)
    else:
        response.status_code = status.HTTP_200_OK
    return PublishedOut(scriptId=script_id, name=name, version=version, created=created)


def version_path(script_id: UUID, version: int) -> str:
    return f"{router.prefix}/{script_id}/versions/{version}"


@router.post("/validate", response_model=CheckOut, summary="Validate a script without saving")
async def validate_script(body: ScriptCheck, tenant: Tenant, api: ApiDep) -> Any:
    """Problems keep the script from running (``valid`` false); warnings do not (a
    ``{variable}`` nothing provides stays in the prompt as written), as ``heartrule validate``."""
    known_globals = api.container.globals_seeds.names()  # as publishing and the engine see them
    source = body.name or "<script>"
    try:
        script = parse_script(body.yaml, source, known_globals=known_globals)
    except ScriptInvalidError as error:
        return CheckOut(valid=False, problems=_field_errors(error.problems))
    check = check_parsed_script(script, body.yaml, source, api.container.templates, known_globals)
    return CheckOut(
        valid=not check.errors,
        summary=_summary(script),
        problems=_field_errors(check.errors),
        warnings=_field_errors(check.warnings),
    )


def _field_errors(problems: list[ScriptProblem]) -> list[FieldError]:
    return [
        FieldError(field=p.field or "(root)", message=p.message, line=p.line, source=p.source)
        for p in problems
    ]


@router.get(
    "",
    response_model=ScriptPage,
    summary="The tenant's scripts and their versions, by name, paged",
    responses={200: {"description": "a page", "headers": paging.LINK_HEADER}},
)
async def list_scripts(
    tenant: Tenant,
    api: ApiDep,
    request: Request,
    response: Response,
    cursor: paging.Cursor = None,
    limit: paging.Limit = paging.DEFAULT_LIMIT,
) -> Any:
    names: dict[str, str] = api.container.projections.get("scriptIndex", tenant) or {}
    by_name = sorted((name, script_id) for script_id, name in names.items())
    shown, after = paging.window(by_name, lambda item: item[0], cursor, limit)
    catalog = api.container.catalog
    items = [_script_out(catalog.document(tenant, UUID(i))) for _, i in shown]
    return ScriptPage(items=items, **paging.links(request, response, after).model_dump())


@router.get(
    "/{scriptId:uuid}",
    response_model=ScriptOut,
    summary="One script and its versions",
    responses=documented(404),
)
async def get_script(script_id: ScriptId, tenant: Tenant, api: ApiDep) -> Any:
    return _script_out(api.container.catalog.document(tenant, script_id))


@router.get(
    "/{scriptId:uuid}/versions/{version}",
    response_model=ScriptVersionOut,
    summary="A version's YAML and its parsed form",
    responses=documented(404),
)
async def get_script_version(
    script_id: ScriptId,
    version: VersionNumber,
    tenant: Tenant,
    api: ApiDep,
) -> Any:
    document = api.container.catalog.document(tenant, script_id)
    pinned = document.pinned(version)
    _, script = api.container.catalog.load(tenant, script_id, pinned.version)
    return ScriptVersionOut(
        scriptId=document.id,
        name=document.name,
        version=pinned.version,
        digest=pinned.digest,
        publishedAt=pinned.published_at,
        yaml=pinned.text,
        parsed=script.model_dump(mode="json"),
    )


def _versions(api: Api, tenant: str, script_id: UUID) -> int:
    try:
        return len(api.container.catalog.document(tenant, script_id).versions)
    except ScriptNotFoundError:
        return 0


def _script_out(document: ScriptDocument) -> ScriptOut:
    versions = [
        VersionOut(version=v.version, digest=v.digest, publishedAt=v.published_at)
        for v in document.versions
    ]
    return ScriptOut(
        scriptId=document.id, name=document.name, latestVersion=len(versions), versions=versions
    )


def _summary(script: Script) -> str:
    actions = sum(len(t.actions) for s in script.sessions for p in s.phases for t in p.steps)
    return f"{len(script.sessions)} session(s), {actions} action(s)"
