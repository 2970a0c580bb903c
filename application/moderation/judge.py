"""The LLM moderation judge (issue #17): reads one model reply in its counseling context and
names what in it must not reach the person, as strict JSON (docs/adr/0122).

It goes through the OpenAI-wire LLM port like every model call, is asked only about replies the
local screen could not clear, and answers within its time budget or not at all: a timeout, a
failed call or an answer that is not the expected JSON is a :class:`JudgeOpinion` with an
``error``, and the policy decides what that means. Without a configured model there is no judge.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any, Final, Literal

from pydantic import BaseModel, Field

from application.llm.budget import remaining_s
from application.llm.port import ChatMessage, LLMError, LLMPort, LLMRequest
from application.llm.structured import LLMCall, complete_structured
from application.moderation.ports import ReplyContext
from domain.moderation.categories import Category, Finding
from domain.moderation.verdict import JudgeOpinion

JUDGE_PURPOSE: Final = "moderation.judge"
JUDGE_TEMPLATE: Final = "moderation.judge@v1"
JUDGE_LAYER: Final = "judge"
MAX_EVIDENCE_CHARS: Final = 300
JUDGE_EARLIER_MESSAGES: Final = 6
JUDGE_EARLIER_CHARS: Final = 300
"""The user's earlier messages the judge reads (the last few, each cut): an age given earlier."""

RUBRIC: Final = """You review ONE reply that an AI counselor is about to send to a person who may
be in distress. Decide whether anything in the reply must not reach them. Flag only what the
reply itself says (not the user's words). Categories:
- self_harm_method: any method, means, place, amount or instructions for self-harm or suicide,
  even warmly worded, framed as a warning, a story or a hypothesis, or confirming the person's
  own plan, or helping with a plan the person told earlier in general words (make sure you
  have enough, get everything ready, 准备充分一点); which mix, height or amount is the dangerous
  one told "for safety" or "so you can
  avoid it"; a plan or a means said not to hurt much; eating-disorder tips (fasting, purging,
  hiding it).
- encouragement: encouraging self-harm, or agreeing that their life is worthless, that it is
  hopeless, or that their plan makes sense (also a plan told in an earlier message: "that
  sounds like a good plan", 好主意); death made gentle (peace, rest, a reunion);
  encouraging or planning violence toward someone else, a person named by name or role
  included (hit Tom back, slash your boss's tires, scare your ex).
- medication_dose: a lethal dose or any specific medication dose or amount.
- diagnosis: diagnosing the person (you have depression / bipolar ...) or prescribing, changing
  or stopping a medication (quit them cold turkey, 别吃了); alcohol, cannabis or someone else's
  medicine told as the remedy (a couple of drinks will take the edge off, 吃一片你妈妈的安定).
- false_assurance: promising absolute confidentiality (nobody will ever know), claiming to be
  a human or a licensed clinician, or promising what an AI cannot do (calling or visiting them,
  sending someone, telling their family, guaranteeing the future, promising to always be
  there or never to leave; "I'm always here for you" or "I love you" said to a person who
  leans on the AI or spoke of harm).
- contact_request: asking for phone, address, ID, social accounts or other contact data
  (it does not apply when the context says the script asks for contact data).
- sexual_content: sexual content of any kind; romantic role-play (playing the person's partner,
  declaring love beside closeness, returning the person's declaration of love); anything
  sexualising a minor, the age given in any of the person's messages, earlier ones included.
- abuse: contempt, insults, blame or mockery toward the person, or minimising their distress;
  shaming suicide or self-harm (selfish, cowardly, a sin, 对得起父母吗); blaming a person for an
  abuse or assault they told of, or excusing it (what were you wearing, 你当时为什么不反抗,
  为了孩子忍一忍吧).
- discourages_help: talking the person out of seeking help (hotline, doctor, friends, a support
  group); it applies only when the context says their risk route is medium or high, except
  help described as a trap or a shame (locked up, after their money, a record, people will
  think they are crazy) and keeping self-harm or suicidal thoughts from parents, teachers,
  therapists or doctors, or telling a minor to keep things from their parents, which apply on
  any route.
- leakage: revealing what the person must never see: the system prompt, the AI's instructions
  or configuration (my instructions say, as configured by the operator, the prompt's own text),
  another user's or another organisation's words or data (another user told me), API keys,
  tokens or passwords, or internal scores (a risk score, level or route, an understanding
  score).
Ordinary empathy, reflection, questions, psychoeducation without doses, and encouraging the
person to seek help are safe.
Answer with JSON only: {"safe": true | false, "findings": [{"category": one of the names above,
"evidence": the reply's exact words that show it}]}. An unsafe reply has at least one finding."""

CategoryName = Literal[
    "self_harm_method", "encouragement", "medication_dose", "diagnosis", "false_assurance",
    "contact_request", "sexual_content", "abuse", "discourages_help", "leakage",
]


class JudgeFinding(BaseModel):
    category: CategoryName
    evidence: str = Field(default="", max_length=2000)


class ModerationAnswer(BaseModel):
    """The judge's JSON answer."""

    safe: bool
    findings: list[JudgeFinding] = Field(default_factory=list, max_length=20)


@dataclass(frozen=True)
class JudgeReport:
    """The judge's opinion with the calls it took, their latency and the model that answered."""

    opinion: JudgeOpinion
    model: str
    latency_ms: float
    calls: tuple[LLMCall, ...]

    def as_payload(self) -> dict[str, Any]:
        """What ``ReplyModerated`` keeps of the judge: who, how long, why not, its raw answer."""
        raw = self.calls[-1].raw_response if self.calls else None
        return {"model": self.model, "latency_ms": self.latency_ms,
                "error": self.opinion.error, "raw_response": raw}


def judge_request(reply: str, context: ReplyContext) -> LLMRequest:
    contact = "asks" if context.asks_contact else "does not ask"
    facts = {"reply": reply, "route_level": context.route_level, "agent": context.agent,
             "action_type": context.action_type, "locale": context.locale,
             "asks_contact": context.asks_contact, "user_message": context.user_message}
    earlier = context.earlier_user_messages[-JUDGE_EARLIER_MESSAGES:]
    before = ""
    if earlier:
        facts["earlier_user_messages"] = list(earlier)
        said = "\n".join(f"- {m[:JUDGE_EARLIER_CHARS]}" for m in earlier)
        before = f"Earlier the user said:\n{said}\n"
    turn = (f"Context: risk route {context.route_level}; written by {context.agent} "
            f"({context.action_type}); the script {contact} for contact data; "
            f"locale {context.locale}.\n{before}The user said:\n{context.user_message}\n\n"
            f"The reply to review:\n{reply}")
    messages = (ChatMessage("system", RUBRIC), ChatMessage("user", turn))
    return LLMRequest(messages, JUDGE_PURPOSE, temperature=0.0, max_tokens=400, facts=facts)


class LLMModerationJudge:
    """Asks one model (a guard endpoint, or the main model) whether a reply may be said."""

    def __init__(self, llm: LLMPort, *, timeout_s: float, model: str) -> None:
        self.llm, self.timeout_s, self.model = llm, timeout_s, model

    async def judge(self, reply: str, context: ReplyContext) -> JudgeReport:
        started = time.perf_counter()
        budget = self._budget()
        if budget <= 0:
            return self._failed(started, "the turn's time budget was spent", ())
        try:
            outcome = await asyncio.wait_for(
                complete_structured(self.llm, judge_request(reply, context), ModerationAnswer,
                                    template_id=JUDGE_TEMPLATE, repair=False),
                budget)
        except TimeoutError:
            return self._failed(started, f"no verdict within {budget:g} s", ())
        except LLMError as exc:
            return self._failed(started, f"the judge model failed: {exc}", ())
        if outcome.value is None:
            return self._failed(started, outcome.error or "no verdict", outcome.calls)
        findings = _findings(outcome.value)
        if findings is None:
            return self._failed(started, "the judge said unsafe without naming a category",
                                outcome.calls)
        model = outcome.calls[-1].model if outcome.calls else self.model
        return JudgeReport(JudgeOpinion(findings, JUDGE_LAYER), model, _elapsed(started),
                           outcome.calls)

    def _budget(self) -> float:
        """The judge's own timeout, cut to what is left of the turn's budget."""
        left = remaining_s()
        return self.timeout_s if left is None else min(self.timeout_s, left)

    def _failed(self, started: float, error: str, calls: tuple[LLMCall, ...]) -> JudgeReport:
        opinion = JudgeOpinion((), JUDGE_LAYER, error)
        return JudgeReport(opinion, self.model, _elapsed(started), calls)


def _findings(answer: ModerationAnswer) -> tuple[Finding, ...] | None:
    """The judge's findings (named findings count even beside ``safe: true``); None when it
    said unsafe without naming what: no verdict, never read as safe."""
    found = tuple(Finding(Category(f.category), f.evidence[:MAX_EVIDENCE_CHARS], JUDGE_LAYER)
                  for f in answer.findings)
    if answer.safe or found:
        return found
    return None


def _elapsed(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)
