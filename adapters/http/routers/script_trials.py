"""The editor's 试聊 / Try it: play an unsaved script draft with the real engine, publishing no
version. Every message goes through the risk screen like in any session; each turn comes back
with the exit decisions, variables written and prompts the engine recorded for it.

Trials live in the memory of the process that started them (ADR 0221).
"""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Path, Response, status
from pydantic import BaseModel, ConfigDict, Field

from adapters.http import examples
from adapters.http.deps import Api, ApiDep, Tenant
from adapters.http.errors import MessageTooLongError
from adapters.http.problems import documented
from adapters.http.routers.script_editor import EditedDocument
from adapters.http.routers.sessions import FormIn, MessageIn, wire_turn
from adapters.http.wire import CamelOut, WireIn
from application.conversation.responses import SessionExecutionResponse
from application.conversation.script_editor import script_yaml
from application.conversation.script_trial import TrialTurn

router = APIRouter(prefix="/v1/script-trials", tags=["scripts"], responses=documented(401, 422))
TrialId = Annotated[UUID, Path(alias="trialId", description="the trial id")]


class TrialStartIn(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.DOCUMENT)

    document: EditedDocument
    sessionName: str | None = Field(  # noqa: N815 - wire names are camelCase
        default=None, min_length=1, max_length=200, description="default: the first session"
    )


class TrialModelOut(BaseModel):
    name: str
    offline: bool = Field(description="true: the rule-based offline model, not a real LLM")


class ExitDecisionOut(CamelOut):
    should_exit: bool
    reason: str
    decision_source: str


class TrialExitOut(BaseModel):
    actionId: str  # noqa: N815
    round: int
    decision: ExitDecisionOut


class TrialVariableOut(BaseModel):
    actionId: str | None  # noqa: N815
    operation: str
    variableName: str  # noqa: N815
    scope: str
    value: Any = None


class TrialPromptOut(BaseModel):
    actionId: str  # noqa: N815
    round: int
    purpose: str
    templateId: str | None  # noqa: N815
    prompt: str = Field(description="the prompt as sent, after both substitution layers")
    response: str | None = Field(description="the model's raw answer")
    model: str
    error: str | None


class TrialTurnOut(BaseModel):
    response: SessionExecutionResponse
    exits: list[TrialExitOut] = Field(description="exit decisions taken in this turn")
    variables: list[TrialVariableOut] = Field(description="variables written in this turn")
    prompts: list[TrialPromptOut] = Field(description="model calls made in this turn")


class TrialStartedOut(BaseModel):
    trialId: UUID  # noqa: N815
    model: TrialModelOut
    turn: TrialTurnOut


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=TrialStartedOut,
    summary="Try an unsaved draft: start a throwaway session on it (no version is published)",
)
async def start_script_trial(
    body: TrialStartIn, tenant: Tenant, api: ApiDep, response: Response
) -> Any:
    trials = api.container.trials
    trial_id, turn = await trials.start(tenant, script_yaml(body.document), body.sessionName)
    model = TrialModelOut(name=trials.model.name, offline=trials.model.offline)
    response.headers["Location"] = f"{router.prefix}/{trial_id}"
    return TrialStartedOut(trialId=trial_id, model=model, turn=_turn(turn))


@router.post(
    "/{trialId:uuid}/messages",
    response_model=TrialTurnOut,
    summary="Send a message in a trial: screened for risk, then played",
    responses=documented(404, 409, 429),
)
async def send_trial_message(
    trial_id: TrialId, body: MessageIn, tenant: Tenant, api: ApiDep
) -> Any:
    limit = api.container.settings.http_max_message_chars
    if len(body.text) > limit:
        raise MessageTooLongError(f"the message has {len(body.text)} characters; at most {limit}")
    async with _turn_of(api, tenant, trial_id):
        turn = await api.container.trials.send(tenant, trial_id, body.text)
    return _turn(turn)


@router.post(
    "/{trialId:uuid}/forms",
    response_model=TrialTurnOut,
    summary="Submit the form a trial waits for",
    responses=documented(404, 409, 429),
)
async def submit_trial_form(trial_id: TrialId, body: FormIn, tenant: Tenant, api: ApiDep) -> Any:
    async with _turn_of(api, tenant, trial_id):
        turn = await api.container.trials.submit_form(tenant, trial_id, body.values)
    return _turn(turn)


@router.delete(
    "/{trialId:uuid}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="End a trial and drop its throwaway store",
    responses=documented(404),
)
async def end_script_trial(trial_id: TrialId, tenant: Tenant, api: ApiDep) -> Response:
    api.container.trials.end(tenant, trial_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


def _turn_of(api: Api, tenant: str, trial_id: UUID) -> Any:
    """The same per-session rate bound and turn queue as real sessions."""
    key = f"trial:{tenant}/{trial_id}"
    api.rate.take(key)
    return api.turns.turn(key)


def _turn(turn: TrialTurn) -> TrialTurnOut:
    return TrialTurnOut(
        response=wire_turn(turn.response),
        exits=[TrialExitOut.model_validate(e) for e in turn.exits],
        variables=[TrialVariableOut.model_validate(v) for v in turn.variables],
        prompts=[
            TrialPromptOut(
                actionId=c["actionId"],
                round=c["round"],
                purpose=c["purpose"],
                templateId=c.get("template_id"),
                prompt=c["prompt"],
                response=c.get("raw_response"),
                model=c["model"],
                error=c.get("error"),
            )
            for c in turn.llm_calls
        ],
    )
