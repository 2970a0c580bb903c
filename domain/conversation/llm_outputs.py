"""The JSON each prompt kind must answer with, validated before it changes any state."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from domain.conversation.exit_decision import ExitSignals


class Assessment(BaseModel):
    understanding_level: int = Field(ge=0, le=100)
    has_questions: bool
    expressed_understanding: bool = False
    reasoning: str = ""


class CounselorReply(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    counselor: str = Field(alias="咨询师", min_length=1)


class MainLineOutput(BaseModel):
    """ai_say main line A (spec 002 §4.2)."""

    assessment: Assessment
    response: CounselorReply
    should_exit: bool
    exit_reason: str = ""

    def signals(self, user_replies: int, variables: dict[str, Any]) -> ExitSignals:
        return ExitSignals(
            understanding_level=self.assessment.understanding_level,
            has_questions=self.assessment.has_questions,
            expressed_understanding=self.assessment.expressed_understanding,
            llm_should_exit=self.should_exit,
            llm_reason=self.exit_reason,
            user_replies=user_replies,
            variables=variables,
        )


def _flag(value: Any) -> Any:
    """``EXIT`` arrives as 'true' / 'false' strings from many models (spec 004 §3.2.2)."""
    if isinstance(value, str) and value.strip().lower() in {"true", "false"}:
        return value.strip().lower() == "true"
    return value


class AskOutput(BaseModel):
    """ai_ask: the next question (or closing words), what was extracted, and the EXIT flag."""

    model_config = ConfigDict(populate_by_name=True)

    response: CounselorReply
    extracted: dict[str, Any] = Field(default_factory=dict)
    exit: bool = Field(alias="EXIT")
    exit_reason: str = ""

    _coerce_exit = field_validator("exit", mode="before")(_flag)

    def signals(self, user_replies: int, variables: dict[str, Any]) -> ExitSignals:
        return ExitSignals(
            exit_flag=self.exit,
            llm_should_exit=self.exit,
            llm_reason=self.exit_reason,
            user_replies=user_replies,
            variables=variables,
        )


class ThinkOutput(BaseModel):
    """ai_think: values for the action's output variables, and a short note of why."""

    outputs: dict[str, Any]
    reasoning: str = ""


class FillFormOutput(BaseModel):
    """fill_form: the values the user's words give for the form's fields, and the reply."""

    model_config = ConfigDict(populate_by_name=True)

    response: CounselorReply
    extracted: dict[str, Any] = Field(default_factory=dict)
