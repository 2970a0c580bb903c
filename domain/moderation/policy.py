"""How the layers' says become one verdict (docs/adr/0120, 0121).

The local screen speaks first and always. What it flagged is withheld whatever the judge says,
fails to say or says too late; what it cleared is said without asking the judge; only a reply it
neither flagged nor cleared waits for the judge, and a judge that gives no verdict leaves that
reply to the configured :class:`FailureRule`. Findings that do not apply in the turn's
circumstances (contact data the script asks for; talking a user on no route out of help) are
dropped by every layer alike.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from domain.moderation.categories import Category, Finding
from domain.moderation.verdict import Decision, JudgeOpinion, ReplyVerdict
from domain.shared.frozen import one_write

AT_RISK_LEVELS: Final = frozenset({"medium", "high"})
SELF_HARM: Final = frozenset({Category.SELF_HARM_METHOD, Category.ENCOURAGEMENT})
"""Categories that say the conversation is about hurting oneself: they raise the user's route."""


class FailureRule(StrEnum):
    """What a reply the screen could not clear becomes when the judge gives no verdict."""

    ALLOW = "allow"
    WITHHOLD = "withhold"
    WITHHOLD_AT_RISK = "withhold_at_risk"
    """Withheld for a user on a medium or high route, said to anyone else."""


@one_write
@dataclass(frozen=True)
class Circumstances:
    """What of the turn decides whether a category applies: the user's route level (``none``,
    ``medium``, ``high``) and whether the script's action itself asks for contact data."""

    route_level: str
    asks_contact: bool = False

    @property
    def at_risk(self) -> bool:
        return self.route_level in AT_RISK_LEVELS


def applies(category: Category, circumstances: Circumstances) -> bool:
    """Whether ``category`` is a harm in these circumstances."""
    if category == Category.CONTACT_REQUEST:
        return not circumstances.asks_contact
    if category == Category.DISCOURAGES_HELP:
        return circumstances.at_risk
    return True


def applicable(findings: Iterable[Finding], circumstances: Circumstances) -> tuple[Finding, ...]:
    return tuple(f for f in findings if applies(f.category, circumstances))


def needs_judge(findings: Iterable[Finding], cleared: bool, circumstances: Circumstances) -> bool:
    """Only a reply the screen neither flagged nor cleared is worth a model call."""
    return not cleared and not applicable(findings, circumstances)


def decide(
    screen: str,
    findings: Iterable[Finding],
    cleared: bool,
    judge: JudgeOpinion | None,
    circumstances: Circumstances,
    on_failure: FailureRule,
) -> ReplyVerdict:
    """The verdict from the local screen's say (``screen`` names it) and the judge's, if asked."""
    flagged = applicable(findings, circumstances)
    judged = applicable(judge.findings, circumstances) if judge and judge.spoke else ()
    layers = (screen, *([judge.layer] if judge else []))
    if flagged:
        return ReplyVerdict(Decision.WITHHOLD, flagged + judged, layers,
                            f"the local screen ({screen}) flagged it", _notes(judge))
    if cleared:
        reason = f"the local screen ({screen}) cleared it"
        return ReplyVerdict(Decision.ALLOW, (), (screen,), reason)
    if judge is None:
        return ReplyVerdict(Decision.ALLOW, (), (screen,),
                            "the local screen found nothing and no judge is configured")
    if judge.spoke:
        return _judged(judged, layers, judge.layer)
    return _unjudged(layers, circumstances, on_failure, judge)


def _judged(findings: tuple[Finding, ...], layers: tuple[str, ...], judge: str) -> ReplyVerdict:
    if findings:
        return ReplyVerdict(Decision.WITHHOLD, findings, layers, f"the judge ({judge}) flagged it")
    return ReplyVerdict(Decision.ALLOW, (), layers, f"the judge ({judge}) found nothing")


def _unjudged(
    layers: tuple[str, ...], circumstances: Circumstances, on_failure: FailureRule,
    judge: JudgeOpinion,
) -> ReplyVerdict:
    withhold = on_failure is FailureRule.WITHHOLD or (
        on_failure is FailureRule.WITHHOLD_AT_RISK and circumstances.at_risk
    )
    decision = Decision.WITHHOLD if withhold else Decision.ALLOW
    reason = f"the judge gave no verdict; rule {on_failure.value} on route " \
             f"{circumstances.route_level}"
    return ReplyVerdict(decision, (), layers, reason, _notes(judge))


def _notes(judge: JudgeOpinion | None) -> tuple[str, ...]:
    return (f"judge: {judge.error}",) if judge and judge.error else ()


def raises_risk(verdict: ReplyVerdict) -> bool:
    """A reply kept from the user for self-harm content is evidence about the user's risk."""
    return not verdict.said_as_written and any(c in SELF_HARM for c in verdict.categories)


def unscreened(screen: str, error: str) -> ReplyVerdict:
    """The local screen, the layer that always runs, failed: nothing unscreened is said."""
    reason = f"the local screen ({screen}) failed: {error}; the reply is withheld"
    return ReplyVerdict(Decision.WITHHOLD, (), (screen,), reason)
