"""One executor per action type. Each runs one round and returns a RoundResult; no I/O but the
ports it is given, no state changes: the service records what the round produced."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import Any, Protocol

from pydantic import BaseModel

from application.conversation.forms import FilledValues, check_fill_values, missing_fields
from application.conversation.ports import SkillError, SkillPort, TemplateSource
from application.conversation.rounds import (
    FALLBACK_MESSAGE,
    RoundInput,
    RoundResult,
    failure_said,
    system_variables,
)
from application.conversation.strategy import StrategyDecision, StrategyDecisionEngine
from application.llm.port import ChatMessage, LLMPort, LLMRequest
from application.llm.structured import LLMCall, StructuredOutcome, complete_structured
from domain.conversation.exit_decision import ExitSignals
from domain.conversation.llm_outputs import AskOutput, FillFormOutput, MainLineOutput, ThinkOutput
from domain.conversation.script import (
    AiAsk,
    AiSay,
    AiThink,
    FillForm,
    ShowForm,
    ShowPic,
    UseSkill,
)
from domain.conversation.strategy import (
    ActionConfig,
    ConversationTurn,
    CurrentSituation,
    StrategyContext,
    UserProfile,
    describe_trend,
    needs_strategy,
)
from domain.conversation.templates import substitute


@cache
def schema_of(model: type[BaseModel]) -> dict[str, Any]:
    """A model's JSON Schema, generated once: generating it costs milliseconds."""
    return model.model_json_schema()


class Executor(Protocol):
    async def run_round(self, inp: RoundInput) -> RoundResult: ...


class _Prompting:
    """Shared by the executors that render a template and ask the LLM."""

    def __init__(
        self,
        llm: LLMPort,
        templates: TemplateSource,
        strategy: StrategyDecisionEngine | None = None,
    ) -> None:
        self.llm = llm
        self.templates = templates
        self.strategy = strategy

    async def decide_strategy(self, inp: RoundInput) -> StrategyDecision | None:
        """Round 1 of an action that enables it, and again when understanding shifts sharply."""
        action = inp.action
        run = inp.run
        if not (self.strategy and getattr(action, "strategy", False)):
            return None
        if not needs_strategy(run.strategy_prompt, run.understanding_levels):
            return None
        return await self.strategy.recommend(strategy_context(inp), temperature=inp.temperature)

    async def run_round(self, inp: RoundInput) -> RoundResult:
        decision = await self.decide_strategy(inp)
        return with_strategy(await self.round_with(inp, decision), decision)

    async def round_with(self, inp: RoundInput, decision: StrategyDecision | None) -> RoundResult:
        raise NotImplementedError

    @staticmethod
    def substituted(inp: RoundInput, content: str, system: Mapping[str, Any]) -> str:
        """The author's content with both variable layers substituted, as the prompt holds it."""
        return substitute(content, inp.session.visible_variables(), system).text

    def request(
        self,
        inp: RoundInput,
        template_id: str,
        purpose: str,
        schema: Mapping[str, Any],
        system: Mapping[str, Any],
        facts: Mapping[str, Any],
    ) -> tuple[LLMRequest, tuple[str, ...]]:
        template = self.templates.get(template_id)
        rendered = substitute(
            template.content,
            inp.session.visible_variables(),
            system,
            topic_content=getattr(inp.action, "content", None),
        )
        request = LLMRequest(
            messages=(ChatMessage("user", rendered.text),),
            purpose=purpose,
            temperature=inp.temperature,
            json_schema=schema,
            schema_name=purpose.replace(".", "_"),
            facts={**facts, "user_text": inp.user_text, "round": inp.run.next_round},
        )
        return request, rendered.unreplaced


class AiSayExecutor(_Prompting):
    """Main line A: one LLM call a round, JSON output as spec 002 §4.2."""

    async def round_with(self, inp: RoundInput, decision: StrategyDecision | None) -> RoundResult:
        action: AiSay = inp.action
        system = system_variables(
            inp, understanding_threshold=action.exit_criteria.understanding_threshold
        )
        if decision:
            system["strategy_prompt"] = decision.strategy_prompt
        facts = {
            "content": self.substituted(inp, action.content, system),
            "max_rounds": action.max_rounds,
            "threshold": action.exit_criteria.understanding_threshold,
        }
        request, unreplaced = self.request(
            inp,
            action.template,
            "ai_say.mainline_a",
            schema_of(MainLineOutput),
            system,
            facts,
        )
        outcome = await complete_structured(
            self.llm, request, MainLineOutput, template_id=action.template
        )
        replies = inp.run.user_replies + (inp.user_text is not None)
        if outcome.value is None:
            return _failed_round(outcome, replies, unreplaced)
        out = outcome.value
        return RoundResult(
            ai_message=out.response.counselor,
            signals=out.signals(replies, inp.session.visible_variables()),
            assessment=out.assessment.model_dump(),
            calls=outcome.calls,
            waits="message",
            unreplaced=unreplaced,
        )


class AiAskExecutor(_Prompting):
    """Multi-round questioning; extracted answers become variables."""

    async def round_with(self, inp: RoundInput, decision: StrategyDecision | None) -> RoundResult:
        action: AiAsk = inp.action
        wanted = {o.get: o.define for o in action.output}
        listing = "\n".join(f"- {name}: {define}" for name, define in wanted.items())
        system = system_variables(inp, output_variables=listing)
        if decision:
            system["strategy_prompt"] = decision.strategy_prompt
        visible = inp.session.visible_variables()
        facts = {
            "question": self.substituted(inp, action.content, system),
            "outputs": wanted,
            "known": {name: visible.get(name) for name in wanted},
        }
        request, unreplaced = self.request(
            inp, action.template, "ai_ask.multi_round", schema_of(AskOutput), system, facts
        )
        outcome = await complete_structured(
            self.llm, request, AskOutput, template_id=action.template
        )
        replies = inp.run.user_replies + (inp.user_text is not None)
        if outcome.value is None:
            return _failed_round(outcome, replies, unreplaced)
        out = outcome.value
        writes = tuple(
            (k, v) for k, v in out.extracted.items() if k in wanted and v not in (None, "")
        )
        variables = {**inp.session.visible_variables(), **dict(writes)}
        return RoundResult(
            ai_message=out.response.counselor,
            signals=out.signals(replies, variables),
            assessment={"extracted": dict(writes), "EXIT": out.exit},
            writes=writes,
            calls=outcome.calls,
            waits="message",
            unreplaced=unreplaced,
        )


class AiThinkExecutor(_Prompting):
    """Internal reasoning: writes its output variables, says nothing to the user."""

    async def run_round(self, inp: RoundInput) -> RoundResult:
        action: AiThink = inp.action
        wanted = {o.get: o.define for o in action.output}
        listing = "\n".join(f"- {name}: {define}" for name, define in wanted.items())
        system = system_variables(inp, output_variables=listing)
        request, unreplaced = self.request(
            inp,
            action.template,
            "ai_think.think",
            schema_of(ThinkOutput),
            system,
            {
                "instruction": action.content,
                "outputs": wanted,
                "variables": inp.session.visible_variables(),
            },
        )
        outcome = await complete_structured(
            self.llm, request, ThinkOutput, template_id=action.template
        )
        if outcome.value is None:
            return RoundResult(
                calls=outcome.calls,
                error=outcome.error,
                unreplaced=unreplaced,
                public_error=failure_said(outcome.budget_spent),
            )
        writes = tuple((k, v) for k, v in outcome.value.outputs.items() if k in wanted)
        return RoundResult(
            writes=writes,
            calls=outcome.calls,
            assessment={"reasoning": outcome.value.reasoning},
            unreplaced=unreplaced,
        )


class UseSkillExecutor:
    """Runs a skill through the skill port."""

    def __init__(self, skills: SkillPort) -> None:
        self.skills = skills

    async def run_round(self, inp: RoundInput) -> RoundResult:
        action: UseSkill = inp.action
        try:
            result = await self.skills.run(
                action.skill, action.input, inp.session.visible_variables()
            )
        except SkillError as exc:  # the port's own words: which skill, and what went wrong
            error = f"skill '{action.skill}' failed: {exc}"
            return RoundResult(error=error, public_error=error)
        writes = ((action.output, result),) if action.output else ()
        return RoundResult(writes=writes, assessment={"skill": action.skill, "result": result})


class ShowFormExecutor:
    """Sends the form to the client and waits for its submission."""

    async def run_round(self, inp: RoundInput) -> RoundResult:
        action: ShowForm = inp.action
        form = {"title": action.title, "fields": [f.model_dump(mode="json") for f in action.fields]}
        return RoundResult(ai_message=action.title, attachment={"form": form}, waits="form")


class FillFormExecutor(_Prompting):
    """Collects a form over several rounds: words read by the model, or a submission as is."""

    async def run_round(self, inp: RoundInput) -> RoundResult:
        action: FillForm = inp.action
        visible = inp.session.visible_variables()
        if inp.user_text is None:
            return _form_round(action, visible, {}, (), None, (), first=True)
        if inp.form_values is not None:
            checked = check_fill_values(action, inp.form_values)
            return _form_round(action, visible, checked.problems, (), None, (), checked=checked)
        request, unreplaced = self.request(
            inp,
            action.template,
            "fill_form.extract",
            schema_of(FillFormOutput),
            _form_system(inp, action, visible),
            {
                "title": action.title,
                "fields": _form_fields(action),
                "filled": _filled(action, visible),
            },
        )
        outcome = await complete_structured(
            self.llm, request, FillFormOutput, template_id=action.template
        )
        if outcome.value is None:
            failed = _failed_round(outcome, inp.run.user_replies + 1, unreplaced)
            return replace(failed, attachment=_form_attachment(action, visible, {}))
        checked = check_fill_values(action, outcome.value.extracted)
        reply = outcome.value.response.counselor
        return _form_round(
            action, visible, checked.problems, outcome.calls, reply, unreplaced, checked=checked
        )


def _form_round(
    action: FillForm,
    visible: Mapping[str, Any],
    problems: Mapping[str, str],
    calls: tuple[LLMCall, ...],
    reply: str | None,
    unreplaced: tuple[str, ...],
    *,
    first: bool = False,
    checked: FilledValues | None = None,
) -> RoundResult:
    valid = checked.valid if checked else {}
    known = {**visible, **valid}
    missing = missing_fields(action, known)
    complete = not missing and not problems
    text = reply or _form_message(action, missing, first=first)
    if problems:
        text += "\n" + "；".join(_hint(action, name) for name in problems)
    return RoundResult(
        ai_message=text,
        signals=ExitSignals(
            form_complete=complete, user_replies=0 if first else 1, variables=known
        ),
        assessment={"filled": dict(valid), "missing": missing, "problems": dict(problems)},
        writes=tuple(valid.items()),
        calls=calls,
        waits="message",
        attachment=_form_attachment(action, known, problems),
        unreplaced=unreplaced,
    )


def _hint(action: FillForm, name: str) -> str:
    """What a refused value should have been, in the user's words (the value is not echoed)."""
    found = next((f for f in action.fields if f.name == name), None)
    if found is None:
        return f"表单里没有「{name}」这一项"
    need = {"number": "一个数字", "boolean": "是或否", "choice": "/".join(found.options)}
    wanted = need.get(found.kind, "符合要求的回答")
    if found.kind == "number" and (found.minimum is not None or found.maximum is not None):
        low = "" if found.minimum is None else f"{found.minimum:g}"
        high = "" if found.maximum is None else f"{found.maximum:g}"
        wanted += f"（{low}–{high}）"
    return f"「{found.label}」需要{wanted}"


def _form_message(action: FillForm, missing: list[str], *, first: bool) -> str:
    labels = {f.name: f.label for f in action.fields}
    if first:
        return action.content or action.title
    if not missing:
        return "谢谢，表单已经填好了。"
    return "还需要：" + "、".join(labels[name] for name in missing)


def _form_attachment(
    action: FillForm, known: Mapping[str, Any], problems: Mapping[str, str]
) -> dict[str, Any]:
    form = {
        "title": action.title,
        "fields": [f.model_dump(mode="json", exclude_none=True) for f in action.fields],
        "fill": True,
        "values": _filled(action, known),
        "missing": missing_fields(action, known),
        "problems": dict(problems),
    }
    return {"form": form}


def _form_fields(action: FillForm) -> list[dict[str, Any]]:
    return [f.model_dump(mode="json", exclude_none=True) for f in action.fields]


def _filled(action: FillForm, known: Mapping[str, Any]) -> dict[str, Any]:
    return {f.name: known[f.name] for f in action.fields if known.get(f.name) not in (None, "")}


def _form_system(inp: RoundInput, action: FillForm, visible: Mapping[str, Any]) -> dict[str, Any]:
    fields = "\n".join(
        f"- {f.name}（{f.label}，{f.kind}{'，必填' if f.required else ''}"
        f"{'，选项：' + '/'.join(f.options) if f.options else ''}）"
        for f in action.fields
    )
    filled = _filled(action, visible)
    missing = missing_fields(action, visible)
    return system_variables(
        inp,
        form_title=action.title,
        form_fields=fields,
        filled_values="\n".join(f"- {k}: {v}" for k, v in filled.items()) or "（无）",
        missing_fields="、".join(missing) or "（无）",
        problems="（无）",
    )


class ShowPicExecutor:
    """Sends an image reference; single-shot."""

    async def run_round(self, inp: RoundInput) -> RoundResult:
        action: ShowPic = inp.action
        image = {"src": action.src, "alt": action.alt, "caption": action.caption}
        return RoundResult(ai_message=action.caption or action.alt, attachment={"image": image})


def _failed_round(
    outcome: StructuredOutcome[Any], replies: int, unreplaced: tuple[str, ...]
) -> RoundResult:
    """The LLM did not give a usable answer: a safe fallback message, the session survives."""
    return RoundResult(
        ai_message=FALLBACK_MESSAGE,
        signals=ExitSignals(user_replies=replies),
        calls=outcome.calls,
        error=outcome.error or "the model gave no usable answer",
        waits="message",
        unreplaced=unreplaced,
        public_error=failure_said(outcome.budget_spent),
    )


def with_strategy(result: RoundResult, decision: StrategyDecision | None) -> RoundResult:
    """Put the strategy's calls first and its decision beside the round's result."""
    if decision is None:
        return result
    calls: tuple[LLMCall, ...] = decision.calls + tuple(result.calls)
    return replace(
        result,
        calls=calls,
        strategy=decision.event_fields(),
        unreplaced=decision.unreplaced + result.unreplaced,
    )


def strategy_context(inp: RoundInput) -> StrategyContext:
    """What the strategy engine reads: profile variables, recent turns, situation, config."""
    session, run, action = inp.session, inp.run, inp.action
    position = session.position
    phase = inp.script.phases[position.phase] if position else None
    topic = phase.steps[position.topic] if phase and position else None
    history = tuple(
        ConversationTurn(role=m.role, content=m.text) for m in session.recent_messages
    )
    return StrategyContext(
        user_profile=UserProfile.from_variables(session.visible_variables()),
        conversation_history=history,
        current_situation=CurrentSituation(
            topic_description=topic.topic if topic else "",
            current_phase=phase.phase if phase else "",
            progress_summary=f"第 {run.next_round} 轮，最多 {run.max_rounds} 轮",
            understanding_trend=describe_trend(run.understanding_levels),
        ),
        action_config=ActionConfig(
            action_type=action.type,
            subtype=getattr(action, "subtype", None),
            max_rounds=run.max_rounds,
            exit_criteria=action.exit_criteria.model_dump(mode="json"),
        ),
    )
