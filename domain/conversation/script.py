"""The script model (spec 002 §3.1, spec 004 §3.2.2): sessions > phases > topics > actions.

A script is parsed from YAML by the application layer and validated here; every model forbids
unknown fields so a typo is an error with its location, not a silently ignored setting.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from domain.conversation.conditions import Condition, ConditionSyntaxError, parse_condition
from domain.conversation.errors import UnknownScriptSessionError
from domain.conversation.variables import VariableScope
from domain.shared.frozen import one_write

Operator = Literal["==", "!=", ">", "<", "contains"]
MAX_DECLARED_VALUE_CHARS = 16_384
"""A declared value is written as an event each time its scope opens: kept small."""
DEFAULT_SUBTYPE = "introduce_concept"


def subtype_template(subtype: str) -> str:
    """The main-line template of an ``ai_say`` subtype: its template group (spec 002 §13)."""
    return f"ai-say/mainline-a-{subtype.replace('_', '-')}"


class ScriptModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class VariableDeclaration(ScriptModel):
    """``- var: 教育背景`` / ``value: 本科`` / optional ``scope`` (default session)."""

    var: str = Field(min_length=1)
    value: Any = None
    scope: VariableScope = VariableScope.SESSION
    description: str | None = None

    @field_validator("value")
    @classmethod
    def _bounded(cls, value: Any) -> Any:
        size = len(json.dumps(value, ensure_ascii=False, default=str))
        if size > MAX_DECLARED_VALUE_CHARS:
            raise ValueError(
                f"a declared value is at most {MAX_DECLARED_VALUE_CHARS:,} characters as JSON, "
                f"this one is {size:,}"
            )
        return value


class CustomCondition(ScriptModel):
    """One extra exit condition on a variable (spec 004 §3.2.2)."""

    variable: str = Field(min_length=1)
    operator: Operator
    value: Any = None


class AiSayExitCriteria(ScriptModel):
    understanding_threshold: int = Field(default=80, ge=0, le=100)
    has_questions: bool = Field(default=False, description="allow exit while questions remain")
    min_rounds: int = Field(default=0, ge=0, le=20)
    custom_conditions: tuple[CustomCondition, ...] = ()


class AiAskExitCriteria(ScriptModel):
    min_rounds: int = Field(default=0, ge=0, le=20)
    custom_conditions: tuple[CustomCondition, ...] = ()


class OutputVariable(ScriptModel):
    """A variable an ``ai_ask`` / ``ai_think`` extracts: ``- get: 情绪``, ``define: 当前情绪``."""

    get: str = Field(min_length=1)
    define: str = ""


def _legacy_text(data: Any, legacy_key: str) -> Any:
    """Accept the legacy ``ai_say: text`` / ``ai_ask: text`` field as ``content``."""
    if isinstance(data, dict) and legacy_key in data:
        data = dict(data)
        legacy = data.pop(legacy_key)
        data.setdefault("content", legacy)
    return data


class ActionBase(ScriptModel):
    id: str | None = Field(
        default=None, min_length=1, description="stable id; default p<i>.t<j>.a<k>"
    )
    condition: str | None = Field(
        default=None,
        title="执行条件",
        description="run the action only when this holds, e.g. 情绪强度 >= 7 and exists(睡眠); "
        "==, !=, >, >=, <, <=, in, not in, and, or, not, exists(x) (docs/script-conditions.md)",
    )

    @field_validator("condition")
    @classmethod
    def _parses(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                parse_condition(value)
            except ConditionSyntaxError as exc:
                raise ValueError(f"condition is not an expression: {exc}") from None
        return value

    def parsed_condition(self) -> Condition | None:
        return parse_condition(self.condition) if self.condition else None


class AiSay(ActionBase):
    """Multi-round explanation (spec 002 §3.2)."""

    type: Literal["ai_say"]
    content: str = Field(min_length=1)
    require_acknowledgment: bool = True
    max_rounds: int = Field(default=5, ge=1, le=20)
    exit_criteria: AiSayExitCriteria = AiSayExitCriteria()
    subtype: str = Field(
        default=DEFAULT_SUBTYPE,
        pattern=r"^[a-z][a-z0-9_]*$",
        title="场景类型",
        description="picks the template group: ai-say/mainline-a-<subtype with dashes>.md "
        "(spec 002 §13, 004 §4); introduce_concept or persuade are shipped",
    )
    template: str = Field(
        default="", description="an explicit prompt template id; default: the subtype's"
    )
    strategy: bool = Field(default=False, description="generate a strategy prompt (spec 004 §4)")

    @model_validator(mode="before")
    @classmethod
    def _legacy(cls, data: Any) -> Any:
        data = _legacy_text(data, "ai_say")
        if isinstance(data, dict) and not data.get("template"):
            subtype = data.get("subtype") or DEFAULT_SUBTYPE
            data = {**data, "template": subtype_template(str(subtype))}
        return data


class AiAsk(ActionBase):
    """Multi-round questioning that extracts answers into variables."""

    type: Literal["ai_ask"]
    content: str = Field(min_length=1, description="the question to ask")
    output: tuple[OutputVariable, ...] = ()
    max_rounds: int = Field(default=3, ge=1, le=20)
    exit_criteria: AiAskExitCriteria = AiAskExitCriteria()
    template: str = "ai-ask/multi-round-ask"
    strategy: bool = False

    @model_validator(mode="before")
    @classmethod
    def _legacy(cls, data: Any) -> Any:
        return _legacy_text(data, "ai_ask")


class AiThink(ActionBase):
    """Internal reasoning: one LLM call that writes variables and says nothing to the user."""

    type: Literal["ai_think"]
    content: str = Field(min_length=1)
    output: tuple[OutputVariable, ...] = Field(min_length=1)
    template: str = "ai-think/think"

    @model_validator(mode="before")
    @classmethod
    def _legacy(cls, data: Any) -> Any:
        return _legacy_text(data, "ai_think")


class UseSkill(ActionBase):
    """Runs a named skill through the skill port and stores its result."""

    type: Literal["use_skill"]
    skill: str = Field(min_length=1)
    input: dict[str, Any] = Field(default_factory=dict)
    output: str | None = Field(default=None, description="variable that receives the result")


class FormField(ScriptModel):
    name: str = Field(min_length=1)
    label: str = Field(min_length=1)
    kind: Literal["text", "number", "boolean", "choice"] = "text"
    options: tuple[str, ...] = ()
    required: bool = True


class ShowForm(ActionBase):
    """Shows a form and waits for its submission; answers become topic variables."""

    type: Literal["show_form"]
    title: str = Field(min_length=1)
    fields: tuple[FormField, ...] = Field(min_length=1)


class FillFormField(FormField):
    """A field of a ``fill_form``: what to collect, and what a valid value is."""

    description: str | None = Field(default=None, title="说明", description="shown to the user")
    minimum: float | None = Field(default=None, title="最小值", description="number fields")
    maximum: float | None = Field(default=None, title="最大值", description="number fields")
    pattern: str | None = Field(
        default=None, title="格式", description="a regular expression text values must match"
    )


class FillFormExitCriteria(ScriptModel):
    min_rounds: int = Field(default=0, ge=0, le=20)
    custom_conditions: tuple[CustomCondition, ...] = ()


class FillForm(ActionBase):
    """Fills a form over several rounds of conversation (spec 004 §3.2.1): the user answers in
    words or submits (part of) the form; each value is checked; the action ends when every
    required field holds a valid value (exit source ``form_complete``) or at ``max_rounds``."""

    type: Literal["fill_form"]
    title: str = Field(min_length=1, title="表单标题")
    content: str | None = Field(
        default=None, title="开场白", description="what to say first; default: the title"
    )
    fields: tuple[FillFormField, ...] = Field(min_length=1, title="字段")
    max_rounds: int = Field(default=5, ge=1, le=20, title="最大交互轮数")
    exit_criteria: FillFormExitCriteria = FillFormExitCriteria()
    template: str = Field(default="fill-form/extract", title="提取模板")


class ShowPic(ActionBase):
    """Shows an image reference; single-shot."""

    type: Literal["show_pic"]
    src: str = Field(min_length=1)
    alt: str = Field(min_length=1)
    caption: str | None = None


Action = Annotated[
    AiSay | AiAsk | AiThink | UseSkill | ShowForm | FillForm | ShowPic,
    Field(discriminator="type"),
]


class Topic(ScriptModel):
    topic: str = Field(min_length=1)
    actions: tuple[Action, ...] = Field(min_length=1)


class Phase(ScriptModel):
    phase: str = Field(min_length=1)
    steps: tuple[Topic, ...] = Field(min_length=1)


class SessionScript(ScriptModel):
    session: str = Field(min_length=1)
    declare: tuple[VariableDeclaration, ...] = ()
    phases: tuple[Phase, ...] = Field(min_length=1)


@one_write
@dataclass(frozen=True, order=True)
class Position:
    """Where a session stands: indexes of phase, topic and action."""

    phase: int
    topic: int
    action: int

    @property
    def phase_id(self) -> str:
        return f"p{self.phase}"

    @property
    def topic_id(self) -> str:
        return f"p{self.phase}.t{self.topic}"


class Script(ScriptModel):
    """A whole script file. Runs its first session unless another is named."""

    sessions: tuple[SessionScript, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_action_ids(self) -> Script:
        for session in self.sessions:
            seen: set[str] = set()
            for position, action in _positions(session):
                action_id = action_id_of(action, position)
                if action_id in seen:
                    raise ValueError(
                        f"action id '{action_id}' is used twice in '{session.session}'"
                    )
                seen.add(action_id)
        return self

    def session_named(self, name: str | None) -> SessionScript:
        if name is None:
            return self.sessions[0]
        for session in self.sessions:
            if session.session == name:
                return session
        known = ", ".join(s.session for s in self.sessions)
        raise UnknownScriptSessionError(f"the script has no session '{name}'; it has: {known}")


def positions(session: SessionScript) -> list[tuple[Position, Any]]:
    """Every action of a session with its position, in reading order."""
    return _positions(session)


def _positions(session: SessionScript) -> list[tuple[Position, Any]]:
    return [
        (Position(p, t, a), action)
        for p, phase in enumerate(session.phases)
        for t, topic in enumerate(phase.steps)
        for a, action in enumerate(topic.actions)
    ]


def action_id_of(action: Any, position: Position) -> str:
    explicit: str | None = action.id
    return explicit or f"{position.topic_id}.a{position.action}"


def action_at(session: SessionScript, position: Position) -> Any:
    return session.phases[position.phase].steps[position.topic].actions[position.action]


def next_position(session: SessionScript, position: Position) -> Position | None:
    """The position after ``position`` in reading order, or None at the end of the script."""
    phase = session.phases[position.phase]
    if position.action + 1 < len(phase.steps[position.topic].actions):
        return Position(position.phase, position.topic, position.action + 1)
    if position.topic + 1 < len(phase.steps):
        return Position(position.phase, position.topic + 1, 0)
    if position.phase + 1 < len(session.phases):
        return Position(position.phase + 1, 0, 0)
    return None
