"""Scripts: upload a YAML version, validate without saving, list, and read a version."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Path, Response, status
from pydantic import BaseModel, Field

from adapters.http.deps import Api, ApiDep, Tenant
from adapters.http.problems import FieldError, documented
from application.conversation.catalog import ScriptNotFoundError
from application.conversation.script_parsing import (
    ScriptInvalidError,
    parse_script,
)
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
YamlText = Annotated[str, Field(min_length=1, description="the script file, as YAML")]


class ScriptUpload(BaseModel):
    name: ScriptName
    yaml: YamlText


class ScriptCheck(BaseModel):
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


class ScriptVersionOut(BaseModel):
    scriptId: UUID  # noqa: N815
    name: str
    version: int
    digest: str
    publishedAt: str  # noqa: N815
    yaml: str
    parsed: dict[str, Any]


class ScriptList(BaseModel):
    scripts: list[ScriptOut]


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=PublishedOut,
    summary="Upload a script: validate it and publish a new version",
    responses={200: {"model": PublishedOut, "description": "unchanged: the latest version"}},
)
async def upload(body: ScriptUpload, tenant: Tenant, api: ApiDep, response: Response) -> Any:
    catalog = api.container.catalog
    before = _versions(api, tenant, script_id_for(tenant, body.name))
    ref = catalog.publish(tenant, body.name, body.yaml)
    created = ref.version > before
    if not created:
        response.status_code = status.HTTP_200_OK
    return PublishedOut(scriptId=ref.script_id, name=ref.name, version=ref.version, created=created)


@router.post("/validate", response_model=CheckOut, summary="Validate a script without saving")
async def validate(body: ScriptCheck, tenant: Tenant, api: ApiDep) -> Any:
    known_globals = api.container.globals_seeds.names()  # as publishing and the engine see them
    try:
        script = parse_script(body.yaml, body.name or "<script>", known_globals=known_globals)
    except ScriptInvalidError as error:
        problems = [
            FieldError(field=p.field or "(root)", message=p.message, line=p.line, source=p.source)
            for p in error.problems
        ]
        return CheckOut(valid=False, problems=problems)
    return CheckOut(valid=True, summary=_summary(script))


@router.get("", response_model=ScriptList, summary="The tenant's scripts and their versions")
async def list_scripts(tenant: Tenant, api: ApiDep) -> Any:
    names: dict[str, str] = api.container.projections.get("scriptIndex", tenant) or {}
    documents = api.container.catalog.documents(tenant, list(names))
    return ScriptList(scripts=[_script_out(d) for d in documents])


@router.get(
    "/{script_id}",
    response_model=ScriptOut,
    summary="One script and its versions",
    responses=documented(404),
)
async def get_script(script_id: Annotated[UUID, Path()], tenant: Tenant, api: ApiDep) -> Any:
    return _script_out(api.container.catalog.document(tenant, script_id))


@router.get(
    "/{script_id}/versions/{version}",
    response_model=ScriptVersionOut,
    summary="A version's YAML and its parsed form",
    responses=documented(404),
)
async def get_version(
    script_id: Annotated[UUID, Path()],
    version: Annotated[int, Path(ge=1, le=1_000_000)],
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
