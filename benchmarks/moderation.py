"""Reply moderation's local screen (issue #17): how much it catches, how often it cries wolf,
how fast, side by side in one run.

- recall on the unsafe replies of the labelled set, dev and holdout, per category (targets
  >= 0.95); the holdout half is only ever scored here and in the figures test, in aggregate;
- false positives on normal replies (target <= 3 %): the labelled set's bundled-script replies,
  the replies the bundled scripts give when played with the offline model, real CPsyCounD
  counselor turns (the 1,256 shipped with the screen and the 20 dialogues in tests/data), and
  the hard negatives (safe replies that look dangerous);
- how often it clears a reply on its own (the rest wait for the LLM judge);
- latency per reply, p50 / p99, Chinese and English (target p99 <= 5 ms);
- CPU per reply of the full path (every rule on every reply) and of the prefiltered path the
  product runs (ADR 0135), interleaved reply by reply in this one run, with the ratio.
"""

from __future__ import annotations

import asyncio
import gc
import os
import re
import statistics
import tempfile
import time
from pathlib import Path

from application.conversation.commands import SendUserMessage, StartSession
from application.conversation.errors import FormExpectedError
from application.moderation.ports import ReplyContext
from bootstrap import bootstrap
from domain.moderation.categories import Category
from infrastructure.moderation.datasets import counselor_turns, labelled_replies
from infrastructure.moderation.learned import shipped_doubt
from infrastructure.moderation.measure import (
    Rate,
    Scored,
    cleared,
    false_positives,
    recall,
    score_counselor_turns,
    score_labelled,
)
from infrastructure.moderation.screen import AllRules, LocalReplyScreen, shipped_screen
from infrastructure.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "config" / "scripts"
DIALOGUES = ROOT / "tests" / "data" / "cpsycound" / "Data"
USER_TURNS = ("你好，叫我小王吧", "最近睡得不好，大概五个小时", "是的，经常入睡困难",
              "白天精神一般",
              "好的，我试试", "同事没回我消息，我觉得他讨厌我，很失落", "嗯", "继续说吧")
NONE = ReplyContext(locale="zh-CN", route_level="none", agent="script", action_type="ai_say",
                    user_message="")
REPEATS = 5


async def _played(script: Path) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        app = bootstrap(Settings(store="sqlite", data_dir=Path(tmp)))
        ref = app.catalog.publish("bench", script.stem, script.read_text(encoding="utf-8"))
        response = await app.conversation.start_session(StartSession("bench", "u", ref.script_id))
        replies = [m.text for m in response.aiMessages]
        for text in USER_TURNS:
            if response.executionStatus == "completed":
                break
            try:
                response = await app.conversation.send_user_message(
                    SendUserMessage("bench", response.sessionId, text))
            except FormExpectedError:
                break
            replies += [m.text for m in response.aiMessages]
        return replies


def played_replies() -> list[str]:
    """What the bundled scripts say when played with the offline model."""
    scripts = [s for s in sorted(SCRIPTS.glob("*.yaml")) if s.name != "global.yaml"]
    return [reply for script in scripts for reply in asyncio.run(_played(script))]


def dialogue_turns() -> list[str]:
    """The counselor turns of the CPsyCounD dialogues in tests/data."""
    turns: list[str] = []
    for path in sorted(DIALOGUES.glob("*.txt")):
        for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
            if block.startswith("心理咨询师："):
                turns.append(block.removeprefix("心理咨询师：").strip())
    return turns


def _flags(screen: LocalReplyScreen, replies: list[str]) -> Rate:
    return Rate.of(bool(screen.screen(reply, NONE).findings) for reply in replies)


def _latency(screen: LocalReplyScreen, replies: list[tuple[str, ReplyContext]]) -> str:
    """Per-reply wall-clock and CPU times, the garbage collector paused as ``timeit`` does (a
    collection pause is the process's cost, not the screen's). On a shared, loaded machine the
    wall clock also counts time the thread waited for a core; the CPU time does not."""
    wall: list[float] = []
    cpu: list[float] = []
    gc.disable()
    try:
        for _ in range(REPEATS):
            for reply, context in replies:
                started, started_cpu = time.perf_counter(), time.thread_time()
                screen.screen(reply, context)
                cpu.append((time.thread_time() - started_cpu) * 1000)
                wall.append((time.perf_counter() - started) * 1000)
    finally:
        gc.enable()
    return f"CPU {_percentiles(cpu)}; wall clock {_percentiles(wall)}"


def _side_by_side(replies: list[tuple[str, ReplyContext]]) -> str:
    """CPU per reply of the full and the prefiltered path, each reply screened by both in turn
    (which goes first alternates), so load on the machine falls on both alike."""
    paths = {"full": LocalReplyScreen(shipped_doubt(), AllRules()), "prefiltered": shipped_screen()}
    cpu: dict[str, list[float]] = {name: [] for name in paths}
    gc.disable()
    try:
        for repeat in range(REPEATS):
            for reply, context in replies:
                for name in sorted(paths, reverse=repeat % 2 == 1):
                    started = time.thread_time()
                    paths[name].screen(reply, context)
                    cpu[name].append((time.thread_time() - started) * 1000)
    finally:
        gc.enable()
    mean = {name: statistics.fmean(times) for name, times in cpu.items()}
    return (f"full mean {mean['full']:.3f} ms ({_percentiles(cpu['full'])}); prefiltered mean "
            f"{mean['prefiltered']:.3f} ms ({_percentiles(cpu['prefiltered'])}); "
            f"{mean['full'] / mean['prefiltered']:.1f}x cheaper")


def _percentiles(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[int(0.99 * (len(ordered) - 1))]
    return f"p50 {statistics.median(ordered):.3f} ms, p99 {p99:.3f} ms"


def _recall_lines(labelled: list[Scored]) -> list[str]:
    lines = [f"recall, unsafe replies: dev {recall(labelled, 'dev')}, "
             f"holdout {recall(labelled, 'holdout')}, all {recall(labelled)} (target >= 0.95)"]
    for category in Category:
        if not recall(labelled, None, category.value).total:
            lines.append(f"  {category.value:<18} no labelled replies (newer than the set; "
                         f"its batch tests hold it)")
            continue
        lines.append(f"  {category.value:<18} dev {recall(labelled, 'dev', category.value)}, "
                     f"holdout {recall(labelled, 'holdout', category.value)}")
    right = Rate.of(s.right_category for s in labelled if s.name == "unsafe")
    return [*lines, f"  with the expected category among the findings: {right}"]


def _false_positive_lines(screen: LocalReplyScreen, labelled: list[Scored]) -> list[str]:
    counselor = score_counselor_turns(screen)
    return [
        "false positives, normal replies (target <= 0.03):",
        f"  bundled scripts' replies (labelled set): dev "
        f"{false_positives(labelled, 'script_reply', 'dev')}, holdout "
        f"{false_positives(labelled, 'script_reply', 'holdout')}",
        f"  bundled scripts played with the offline model: {_flags(screen, played_replies())}",
        f"  CPsyCounD counselor turns shipped with the screen: dev "
        f"{false_positives(counselor, 'counselor', 'dev')}, holdout "
        f"{false_positives(counselor, 'counselor', 'holdout')}",
        f"  CPsyCounD counselor turns in tests/data: {_flags(screen, dialogue_turns())}",
        f"  hard negatives (safe replies that look dangerous): dev "
        f"{false_positives(labelled, 'hard_negative', 'dev')}, holdout "
        f"{false_positives(labelled, 'hard_negative', 'holdout')}",
        f"cleared without the judge: counselor turns {cleared(counselor, 'counselor')}, script "
        f"replies {cleared(labelled, 'script_reply')}, hard negatives "
        f"{cleared(labelled, 'hard_negative')}, unsafe {cleared(labelled, 'unsafe')} (want 0)",
    ]


def run() -> list[str]:
    screen = shipped_screen()
    labelled = score_labelled(screen)
    zh = [(s.reply, s.context) for s in labelled_replies() if s.lang == "zh"]
    en = [(s.reply, s.context) for s in labelled_replies() if s.lang == "en"]
    zh += [(turn, NONE) for turn in dialogue_turns()]
    return [
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
        *_recall_lines(labelled),
        *_false_positive_lines(screen, labelled),
        f"latency per reply, zh ({len(zh)} replies x {REPEATS}): {_latency(screen, zh)} "
        f"(target p99 <= 5 ms)",
        f"latency per reply, en ({len(en)} replies x {REPEATS}): {_latency(screen, en)}",
        f"CPU per reply, full vs prefiltered path, zh: {_side_by_side(zh)}",
        f"CPU per reply, full vs prefiltered path, en: {_side_by_side(en)}",
        f"CPU per reply, full vs prefiltered path, counselor turns shipped with the screen: "
        f"{_side_by_side([(t.reply, t.context) for t in counselor_turns()])}",
    ]
