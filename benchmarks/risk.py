"""Risk screening cost (issue #11): the embedded scorer on long texts, and a turn with
screening on against the same turn with screening off, interleaved in one run.

- one 4,000-character message, scored as a new one (the per-turn memo emptied each repeat):
  a counseling narrative (the client turns of the CPsyCounD dialogues in tests/data), ordinary
  talk (PsySUICIDE "unrelated" items and our hard negatives, joined), a dense worst case
  (PsySUICIDE risk items joined) and English (every English turn of the shipped conversational
  sets, risk and ordinary, joined); target ≤ 5 ms; the median wall-clock time and the least
  CPU time of the repeats, with the load average (the machine is shared: the CPU-time minimum
  is the figure other processes disturb least);
- a batch of 10 texts of 4,000 characters (the API's limit), the cost one request can ask for;
- a window of five 800-character counseling turns sliding by one: earlier turns remembered
  (ADR 0116) against every turn analysed afresh;
- engine turns with the offline model on SQLite files, risk screening on vs off (the reply
  moderation screen on in both); target: screening adds ≤ 1 ms per turn at the median. Each
  session's messages are its own (numbered), so the scorer remembers only the earlier turns of
  a user's window, as in real use.
"""

from __future__ import annotations

import asyncio
import gc
import os
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from application.conversation.commands import SendUserMessage, StartSession
from application.conversation.service import ConversationService
from application.risk.limits import MAX_TEXT_CHARS
from application.risk.ports import RiskScore, RiskScorer
from bootstrap import Container, bootstrap
from infrastructure.risk.datasets import (
    conversational,
    conversational_dev,
    conversational_third,
    psysuicide,
)
from infrastructure.risk.embedded import score_window
from infrastructure.risk.ngram import shipped_model
from infrastructure.risk.rules import forget_turns
from infrastructure.settings import Settings

REPEATS = 40
SESSIONS = 100
REPLIES = ("嗯", "好的，我明白了", "最近工作压力有点大，睡得不太好", "继续说吧")
SCRIPT = """
sessions:
  - session: bench
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: ai_say
                content: "ABC模型：A 诱发事件，B 信念，C 结果。"
                max_rounds: 5
"""


def _long(texts: list[str], separator: str = "。") -> str:
    joined = separator.join(texts)
    while len(joined) < MAX_TEXT_CHARS:
        joined += separator + joined
    return joined[:MAX_TEXT_CHARS]


def ordinary_text() -> str:
    negatives = [" ".join(x.turns) for x in conversational() if x.expected == "none"]
    unrelated = [x.text for x in psysuicide() if x.unrelated]
    return _long(unrelated[:300] + negatives)


def counseling_text() -> str:
    folder = Path(__file__).resolve().parents[1] / "tests" / "data" / "cpsycound" / "Data"
    turns = [line.split("：", 1)[1] for file in sorted(folder.glob("case_*.txt"))
             for line in file.read_text(encoding="utf-8").splitlines()
             if line.startswith("来访者：")]
    return _long(turns)


def english_text() -> str:
    sets = (conversational(), conversational_dev(), conversational_third())
    turns = [turn for items in sets for item in items for turn in item.turns]
    return _long([turn for turn in turns if turn.isascii()], ". ")


def dense_text() -> str:
    return _long([x.text for x in psysuicide() if x.level != "none"])


def _forget() -> None:
    """Each repeat scores the text as a new message: nothing of it remembered (ADR 0116)."""
    forget_turns()
    shipped_model().forget()


def _median_ms(action: Callable[[], Any], repeats: int = REPEATS) -> float:
    return _timed(action, repeats)[0]


def _timed(action: Callable[[], Any], repeats: int = REPEATS) -> tuple[float, float]:
    """The median wall-clock time and the least CPU time of ``repeats`` runs, in ms: on a
    shared machine the CPU-time minimum is the figure other processes disturb least."""
    action()
    times, cpu = [], []
    for _ in range(repeats):
        _forget()
        started, started_cpu = time.perf_counter(), time.process_time()
        action()
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return statistics.median(times), min(cpu)


def _both(timed: tuple[float, float]) -> str:
    return f"median {timed[0]:.2f} ms, CPU-time minimum {timed[1]:.2f} ms"


def _window_ms(text: str, size: int = 800) -> tuple[float, float]:
    """A window sliding over a long conversation: the earlier turns remembered (ADR 0116),
    against the same windows with nothing remembered."""
    turns = [text[i:i + size] for i in range(0, len(text) - size + 1, size // 4)]
    slid: list[float] = []
    afresh: list[float] = []
    for end in range(5, len(turns)):
        window = turns[end - 5:end]
        for times in (slid, afresh):
            if times is afresh:
                _forget()
            started = time.perf_counter()
            score_window(window)
            times.append((time.perf_counter() - started) * 1000)
    return statistics.median(slid), statistics.median(afresh)


def _scoring_lines() -> list[str]:
    ordinary, dense, counseling = ordinary_text(), dense_text(), counseling_text()
    batch = [ordinary[shift:] + ordinary[:shift] for shift in range(0, 450, 50)] + [dense]
    narrative = _timed(lambda: score_window([counseling]))
    one = _timed(lambda: score_window([ordinary]))
    worst = _timed(lambda: score_window([dense]))
    english_message = english_text()
    english = _timed(lambda: score_window([english_message]))
    many = _median_ms(lambda: [score_window([text]) for text in batch], 10)
    slid, afresh = _window_ms(counseling)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return [
        f"load average (1, 5, 15 min) at the end of the single-message runs: {load}",
        f"score one 4,000-char counseling narrative: {_both(narrative)} (target <= 5 ms)",
        f"score one 4,000-char message of ordinary talk: {_both(one)} (target <= 5 ms)",
        f"score one 4,000-char message dense with risk talk: {_both(worst)}",
        f"score one 4,000-char English message (rules only): {_both(english)} (target <= 5 ms)",
        f"score a batch of 10 x 4,000 chars (the API limit): median {many:.1f} ms",
        f"screen a window of 5 counseling turns of 800 chars, one of them new: median "
        f"{slid:.2f} ms (every turn analysed afresh: {afresh:.2f} ms)",
    ]


def _full_collection_ms(repeats: int = 3) -> float:
    least = float("inf")
    for _ in range(repeats):
        started = time.process_time()
        gc.collect()
        least = min(least, (time.process_time() - started) * 1000)
    return least


def _collector_lines(scores: int = 300) -> list[str]:
    """What the cyclic collector costs a process that scores risk (ADR 0137): a full collection
    walks the scorer's static tables, and dense scores bring one every so often. A serving
    process freezes its start-up heap, so a full collection walks only what came after."""
    dense = dense_text()
    score_window([dense])
    default = _full_collection_ms()
    gc.freeze()
    frozen = _full_collection_ms()
    gc.unfreeze()
    before = gc.get_stats()[2]["collections"]
    for _ in range(scores):
        _forget()
        score_window([dense])
    full = gc.get_stats()[2]["collections"] - before
    return [f"a full collection with the scorer loaded: CPU-time minimum {default:.1f} ms by "
            f"default, {frozen:.2f} ms with the start-up heap frozen as `heartrule serve` runs "
            f"it; {scores} dense scores brought {full} full collections"]


def _without_screening(app: Container) -> ConversationService:
    """The same engine without the risk screen: the reply moderation screen, budget, metrics
    and globals stay, so the difference is the risk screening alone (issue #11)."""
    same = app.conversation
    return ConversationService(app.store, app.catalog, same.player.executors, app.clock,
                               app.ids, turn_budget_s=same.turn_budget_s, metrics=same.metrics,
                               globals_seeds=same.globals_seeds, moderation=same.moderation)


async def _turns(on: Container, off: Container) -> tuple[list[float], list[float]]:
    services = {"on": on.conversation, "off": _without_screening(off)}
    refs = {"on": on.catalog.publish("bench", "bench", SCRIPT),
            "off": off.catalog.publish("bench", "bench", SCRIPT)}
    times: dict[str, list[float]] = {"on": [], "off": []}
    for number in range(SESSIONS):
        for name in ("on", "off") if number % 2 == 0 else ("off", "on"):
            service = services[name]
            start = StartSession("bench", f"user-{number}", refs[name].script_id)
            response = await service.start_session(start)
            for text in REPLIES:
                if response.executionStatus == "completed":
                    break
                started = time.perf_counter()
                response = await service.send_user_message(  # each user's words are new
                    SendUserMessage("bench", response.sessionId, f"{text}（{number}）"))
                times[name].append((time.perf_counter() - started) * 1000)
    return times["on"], times["off"]


class _Timed:
    """The screening's scorer, timed: its share of what screening adds to a turn."""

    def __init__(self, scorer: RiskScorer) -> None:
        self.scorer, self.times = scorer, list[float]()

    @property
    def name(self) -> str:
        return self.scorer.name

    async def score(self, texts: Sequence[str]) -> RiskScore:
        started = time.perf_counter()
        result = await self.scorer.score(texts)
        self.times.append((time.perf_counter() - started) * 1000)
        return result


def run() -> list[str]:
    lines = _scoring_lines() + _collector_lines()
    with tempfile.TemporaryDirectory() as tmp:
        on = bootstrap(Settings(store="sqlite", data_dir=Path(tmp) / "on"))
        off = bootstrap(Settings(store="sqlite", data_dir=Path(tmp) / "off"))
        timed = _Timed(on.risk.scorers[0])
        on.risk.scorers = (timed, *on.risk.scorers[1:])
        with_screen, without = asyncio.run(_turns(on, off))
    median_on, median_off = statistics.median(with_screen), statistics.median(without)
    lines += [
        f"engine turn, offline model, SQLite file: screening on {median_on:.2f} ms, "
        f"off {median_off:.2f} ms (median of {len(with_screen)} turns each, interleaved)",
        f"screening adds {median_on - median_off:.2f} ms per turn at the median (target <= 1 ms)",
        f"  of which the embedded scorer: median {statistics.median(timed.times):.3f} ms per "
        f"window of up to 5 turns ({len(timed.times)} windows)",
    ]
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
