"""Scripts: upload a YAML version, validate without saving, list, and read a version."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any
from uuid import UUID

import yaml
from fastapi import APIRouter, Path, Response, status
from pydantic import BaseModel, Field

from adapters.http.deps import Api, ApiDep, Tenant
from adapters.http.errors import ScriptVersionNotFoundError
from adapters.http.problems import FieldError, documented
from application.conversation.catalog import ScriptNotFoundError
from application.conversation.script_parsing import (
    ScriptInvalidError,
    ScriptProblem,
    parse_script,
)
from domain.conversation.script import Script
from domain.conversation.script_document import ScriptDocument, ScriptVersion, script_id_for

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
    with yaml_read_errors_located(body.name):
        ref = catalog.publish(tenant, body.name, body.yaml)
    created = ref.version > before
    if not created:
        response.status_code = status.HTTP_200_OK
    return PublishedOut(scriptId=ref.script_id, name=ref.name, version=ref.version, created=created)


@router.post("/validate", response_model=CheckOut, summary="Validate a script without saving")
async def validate(body: ScriptCheck, tenant: Tenant) -> Any:
    try:
        with yaml_read_errors_located(body.name or "<script>"):
            script = parse_script(body.yaml, body.name or "<script>")
    except ScriptInvalidError as error:
        problems = [
            FieldError(field=p.field or "(root)", message=p.message, line=p.line, source=p.source)
            for p in error.problems
        ]
        return CheckOut(valid=False, problems=problems)
    return CheckOut(valid=True, summary=_summary(script))


@router.get("", response_model=ScriptList, summary="The tenant's scripts and their versions")
async def list_scripts(tenant: Tenant, api: ApiDep) -> Any:
    names: dict[str, str] = api.script_index.get("scriptIndex", tenant) or {}
    documents = [script_document(api, tenant, UUID(i)) for i in sorted(names)]
    return ScriptList(scripts=[_script_out(d) for d in documents])


@router.get(
    "/{script_id}",
    response_model=ScriptOut,
    summary="One script and its versions",
    responses=documented(404),
)
async def get_script(script_id: Annotated[UUID, Path()], tenant: Tenant, api: ApiDep) -> Any:
    return _script_out(script_document(api, tenant, script_id))


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
    document = script_document(api, tenant, script_id)
    pinned = pinned_version(document, version)
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


@contextmanager
def yaml_read_errors_located(source: str) -> Iterator[None]:
    """Characters YAML refuses to read, and absurd nesting, are script problems, not crashes."""
    try:
        yield
    except yaml.YAMLError as error:
        line = error.mark.line + 1 if isinstance(error, yaml.MarkedYAMLError) and error.mark else 1
        raise ScriptInvalidError(
            [ScriptProblem(source, line, "", f"not valid YAML: {_first_line(error)}")]
        ) from None
    except RecursionError:
        raise ScriptInvalidError(
            [ScriptProblem(source, 1, "", "the YAML is nested too deeply to be a script")]
        ) from None


def _first_line(error: Exception) -> str:
    return str(error).splitlines()[0] if str(error) else type(error).__name__


def script_document(api: Api, tenant: str, script_id: UUID) -> ScriptDocument:
    """The tenant's script; any other id (another tenant's, a session's) reads as not found."""
    document = api.container.catalog.document(tenant, script_id)
    if not isinstance(document, ScriptDocument):
        raise ScriptNotFoundError(f"no script {script_id} for this tenant")
    return document


def pinned_version(document: ScriptDocument, version: int) -> ScriptVersion:
    if not 1 <= version <= len(document.versions):
        raise ScriptVersionNotFoundError(
            f"script '{document.name}' has versions 1..{len(document.versions)}, not {version}"
        )
    return document.versions[version - 1]


def _versions(api: Api, tenant: str, script_id: UUID) -> int:
    try:
        return len(script_document(api, tenant, script_id).versions)
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
