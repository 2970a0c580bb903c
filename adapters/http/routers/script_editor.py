"""The browser script editor: its static page at ``/editor``, and the calls it makes beyond the
script routes — read a version as an editable structure, create a script from the editor, save
an edited structure on top of the version it was edited from (stored as YAML, validated by the
engine; a stale base answers 409), validate as the author types, and preview one action's prompt.

See docs/adr/0070-edit-scripts-in-a-browser-page-served-by-the-api.md and ADR 0220.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal
from uuid import UUID

from fastapi import APIRouter, Response, status
from fastapi.responses import FileResponse, JSONResponse, RedirectResponse
from pydantic import BaseModel, ConfigDict, Field

from adapters.http import examples
from adapters.http.deps import ApiDep, Tenant
from adapters.http.problems import documented
from adapters.http.routers.scripts import (
    PublishedOut,
    ScriptId,
    ScriptName,
    VersionNumber,
    published,
)
from adapters.http.routers.sessions import VersionNumber as BodyVersion
from adapters.http.static_pages import StaticPages
from adapters.http.wire import WireIn
from application.conversation.script_editor import (
    check_document,
    create_edited,
    preview_action,
    save_edited,
    script_yaml,
    starter_document,
)
from application.conversation.script_lint import SYSTEM_VARIABLES
from application.conversation.script_parsing import parse_script
from application.conversation.script_yaml import read_yaml
from domain.conversation.script import Script

PAGES = StaticPages("editor", "the editor")

page = APIRouter(include_in_schema=False)
router = APIRouter(prefix="/v1/scripts", tags=["scripts"], responses=documented(401, 422))

EditedDocument = Annotated[
    dict[str, Any],
    Field(description="the whole script as a JSON structure (what its YAML would load as)"),
]


class EditableVersionOut(BaseModel):
    scriptId: UUID  # noqa: N815 - wire names are camelCase
    name: str
    version: int
    latestVersion: int  # noqa: N815
    publishedAt: str  # noqa: N815
    document: dict[str, Any] = Field(description="the version's YAML loaded as a structure")


class EditedScript(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.EDITED_SCRIPT)

    document: EditedDocument
    baseVersion: BodyVersion = Field(  # noqa: N815 - wire names are camelCase
        description="the version this edit was made from; a later published version answers 409",
    )


class NewScript(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.NEW_SCRIPT)

    name: ScriptName
    document: EditedDocument


class DocumentCheck(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.DOCUMENT)

    document: EditedDocument


class EditorProblemOut(BaseModel):
    field: str = Field(description="path of the field, e.g. sessions[0].phases[0].phase")
    line: int | None = Field(description="line in the YAML the structure is saved as, if known")
    message: str = Field(description="the engine's message (English)")
    messageZh: str | None = Field(  # noqa: N815
        description="a Chinese lead for the message, when its shape is known"
    )
    severity: Literal["error", "warning"] = Field(
        description="an error stops the save; a warning (a cross-field finding) does not"
    )


class DocumentCheckOut(BaseModel):
    valid: bool = Field(description="no errors (warnings may remain)")
    problems: list[EditorProblemOut]


class PreviewIn(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.PREVIEW)

    document: EditedDocument
    actionPath: str = Field(  # noqa: N815
        max_length=120,
        description="the action to render, e.g. sessions[0].phases[0].steps[0].actions[1]",
    )
    variables: dict[str, Any] = Field(
        default_factory=dict, description="sample script variables; override declared values"
    )
    system: dict[str, Any] = Field(
        default_factory=dict,
        description="sample system variables: " + ", ".join(SYSTEM_VARIABLES),
    )


class PreviewOut(BaseModel):
    actionPath: str  # noqa: N815
    actionType: str  # noqa: N815
    templateId: str  # noqa: N815
    text: str
    unreplaced: list[str] = Field(description="placeholders nothing filled, as written")
    scriptVariables: dict[str, Any]  # noqa: N815
    systemVariables: dict[str, Any]  # noqa: N815


# -- the page ----------------------------------------------------------------------------------


@page.get("/editor")
async def editor_page() -> FileResponse:
    return PAGES.page("index.html")


@page.get("/editor/")
async def editor_page_slash() -> RedirectResponse:
    return RedirectResponse("/editor", status_code=status.HTTP_308_PERMANENT_REDIRECT)


@page.get("/editor/schema.json")
async def editor_schema() -> JSONResponse:
    """The script JSON Schema the form is generated from, plus the system variable names."""
    return JSONResponse(_schema(), headers={"Cache-Control": "no-cache"})


@page.get("/editor/{asset}")
async def editor_asset(asset: str) -> Response:
    return PAGES.asset(asset)


@cache
def _schema() -> dict[str, Any]:
    schema = Script.model_json_schema()
    schema["x-system-variables"] = list(SYSTEM_VARIABLES)
    schema["x-starter"] = starter_document("新脚本")
    return schema


# -- the calls ---------------------------------------------------------------------------------


@router.get(
    "/{scriptId:uuid}/versions/{version}/document",
    response_model=EditableVersionOut,
    summary="A version as an editable structure (its YAML loaded as JSON)",
    responses=documented(404),
)
async def get_script_document(
    script_id: ScriptId,
    version: VersionNumber,
    tenant: Tenant,
    api: ApiDep,
) -> Any:
    document = api.container.catalog.document(tenant, script_id)
    pinned = document.pinned(version)
    loaded = read_yaml(pinned.text, document.name, stored=True).plain()  # always a mapping
    return EditableVersionOut(
        scriptId=document.id,
        name=document.name,
        version=pinned.version,
        latestVersion=len(document.versions),
        publishedAt=pinned.published_at,
        document=loaded if isinstance(loaded, dict) else {},
    )


@router.post(
    "/{scriptId:uuid}/versions",
    status_code=status.HTTP_201_CREATED,
    response_model=PublishedOut,
    summary="Save an edited script (JSON) as the script's next version, stored as YAML",
    responses={
        200: {"model": PublishedOut, "description": "unchanged: the latest version"},
        **documented(404, 409),
    },
)
async def create_script_version(
    script_id: ScriptId,
    body: EditedScript,
    tenant: Tenant,
    api: ApiDep,
    response: Response,
) -> Any:
    catalog = api.container.catalog
    ref = save_edited(catalog, tenant, script_id, body.document, based_on=body.baseVersion)
    created = ref.version > body.baseVersion
    return published(response, ref.script_id, ref.name, ref.version, created=created)


@router.post(
    "/documents",
    status_code=status.HTTP_201_CREATED,
    response_model=PublishedOut,
    summary="Create a script written in the editor: its first version, stored as YAML",
    responses=documented(409),
)
async def create_script_from_document(
    body: NewScript, tenant: Tenant, api: ApiDep, response: Response
) -> Any:
    ref = create_edited(api.container.catalog, tenant, body.name, body.document)
    return published(response, ref.script_id, ref.name, ref.version, created=True)


@router.post(
    "/documents/validate",
    response_model=DocumentCheckOut,
    summary="Validate an edited structure as the engine would, messages with a Chinese lead",
)
async def validate_script_document(body: DocumentCheck, tenant: Tenant, api: ApiDep) -> Any:
    problems = [
        EditorProblemOut(
            field=p.field,
            line=p.line,
            message=p.message,
            messageZh=p.message_zh,
            severity=p.severity,
        )
        for p in check_document(body.document, api.container.templates, api.container.globals_seeds)
    ]
    return DocumentCheckOut(valid=all(p.severity == "warning" for p in problems), problems=problems)


@router.post(
    "/preview",
    response_model=PreviewOut,
    summary="Render one action's prompt with sample variables (the engine's substitution)",
)
async def preview_script_action(body: PreviewIn, tenant: Tenant, api: ApiDep) -> Any:
    known_globals = api.container.globals_seeds.names()
    script = parse_script(script_yaml(body.document), "<edited>", known_globals=known_globals)
    shown = preview_action(
        script,
        body.actionPath,
        api.container.templates,
        sample_variables=body.variables,
        sample_system=body.system,
        now=api.container.clock.now(),
        globals_seeds=api.container.globals_seeds,
    )
    return PreviewOut(
        actionPath=shown.action_path,
        actionType=shown.action_type,
        templateId=shown.template_id,
        text=shown.text,
        unreplaced=list(shown.unreplaced),
        scriptVariables=shown.script_variables,
        systemVariables=shown.system_variables,
    )
