"""The same conversation through HeartRule and through LangGraph, in one process, interleaved.

Both sides get the same user turns, answer each with the same instant model (the offline
``ai_say`` responder) and keep their state in a SQLite file of their own (WAL, the default
synchronous setting):

- HeartRule: a script of ``ai_say`` actions of 5 rounds (4 user turns each), played by the engine
  with risk screening; every turn is one atomic save of its events.
- LangGraph: a ``StateGraph`` whose state is the transcript and the variables, one node per turn
  that builds the prompt from the last 20 messages, calls the model and appends the user's and
  the assistant's messages; ``SqliteSaver`` checkpoints every turn (``durability="sync"``, so the
  turn is on disk when ``invoke`` returns, like HeartRule's save).

Each user turn runs once on each side, alternating which goes first. Bytes per turn are the
stored payload: HeartRule's event (and snapshot) states and topics, LangGraph's checkpoint and
metadata blobs and pending writes, divided by the user turns; ids and indexes are not counted.
LangGraph is a dev-only dependency.
"""

from __future__ import annotations

import asyncio
import json
import operator
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypedDict
from uuid import UUID

from application.conversation.commands import SendUserMessage, StartSession
from application.llm.port import ChatMessage, LLMRequest
from benchmarks.targets import target, verdict
from bootstrap import Container, bootstrap
from infrastructure.llm.offline_responders.conversation import ai_say
from infrastructure.settings import Settings

LENGTHS = ((5, 30), (50, 6), (200, 2))  # (user turns per conversation, conversations)
REPLIES = ("嗯", "好的", "继续说", "嗯嗯")
CONTENT = "ABC模型：A 诱发事件，B 信念，C 结果。\n情绪来自 B，而不是 A。\n我们一起看一个例子。"
HISTORY = 20


def script(turns: int) -> str:
    """Enough 5-round ``ai_say`` topics for ``turns`` user messages, and one more."""
    content = json.dumps(CONTENT, ensure_ascii=False)
    topics = "".join(
        f"""
          - topic: t{n}
            actions:
              - type: ai_say
                content: {content}
                max_rounds: 5"""
        for n in range(turns // 4 + 2)
    )
    return f"""
sessions:
  - session: anchor
    declare:
      - {{var: 用户名, value: 小明}}
      - {{var: 学习风格, value: 例子}}
    phases:
      - phase: p
        steps:{topics}
"""


class GraphState(TypedDict, total=False):
    """LangGraph's side: the whole transcript and the variables, as HeartRule's events keep
    them (its Session keeps the last 20 turns' messages, ADR 0203)."""

    transcript: Annotated[list[dict[str, str]], operator.add]
    variables: dict[str, Any]
    user_text: str


def answer_turn(state: GraphState) -> dict[str, Any]:
    """One node per turn: prompt from the recent transcript, the instant model, two messages."""
    transcript = state.get("transcript", [])
    variables = state.get("variables", {"用户名": "小明", "学习风格": "例子"})
    recent = "\n".join(f"{m['role']}: {m['text']}" for m in transcript[-HISTORY:])
    round_number = len(transcript) // 2 % 5 + 1
    request = LLMRequest(
        messages=(ChatMessage("system", CONTENT), ChatMessage("user", recent)),
        purpose="ai_say.mainline_a",
        facts={"round": round_number, "user_text": state["user_text"], "content": CONTENT},
    )
    answer = json.loads(ai_say(request))
    reply = answer["response"]["咨询师"]
    level = answer["assessment"]["understanding_level"]
    return {
        "transcript": [
            {"role": "user", "text": state["user_text"]},
            {"role": "assistant", "text": reply},
        ],
        "variables": {**variables, "理解度": level},
    }


class LangGraphSide:
    """A compiled one-node graph checkpointed by SqliteSaver in its own file."""

    def __init__(self, path: Path) -> None:
        from langgraph.checkpoint.sqlite import SqliteSaver
        from langgraph.graph import END, START, StateGraph

        self.db = sqlite3.connect(str(path), check_same_thread=False)
        graph = StateGraph(GraphState)
        graph.add_node("turn", answer_turn)
        graph.add_edge(START, "turn")
        graph.add_edge("turn", END)
        saver = SqliteSaver(self.db)
        saver.setup()
        self.graph = graph.compile(checkpointer=saver)

    def turn(self, thread_id: str, text: str) -> None:
        config: Any = {"configurable": {"thread_id": thread_id}}
        self.graph.invoke({"user_text": text}, config, durability="sync")

    def stored_bytes(self) -> int:
        checkpoints = "SELECT sum(length(checkpoint) + length(metadata)) FROM checkpoints"
        writes = "SELECT sum(length(value) + length(channel)) FROM writes"
        return _sum(self.db, checkpoints) + _sum(self.db, writes)


class HeartRuleSide:
    """The engine on its own SQLite file, the offline (instant) model."""

    def __init__(self, directory: Path) -> None:
        self.app: Container = bootstrap(Settings(store="sqlite", data_dir=directory))
        self.db = sqlite3.connect(str(directory / "heartrule.sqlite"))
        self.scripts: dict[int, UUID] = {}

    async def start(self, turns: int, user: str) -> UUID:
        if turns not in self.scripts:
            ref = self.app.catalog.publish("anchor", f"anchor-{turns}", script(turns))
            self.scripts[turns] = ref.script_id
        command = StartSession("anchor", user, self.scripts[turns])
        return (await self.app.conversation.start_session(command)).sessionId

    async def turn(self, session_id: UUID, text: str) -> None:
        response = await self.app.conversation.send_user_message(
            SendUserMessage("anchor", session_id, text)
        )
        if response.executionStatus != "waiting_input":
            raise RuntimeError(f"the anchor conversation stopped: {response.executionStatus}")

    def stored_bytes(self) -> int:
        tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master")}
        return sum(
            _sum(self.db, f"SELECT sum(length(state) + length(topic)) FROM {table}")
            for table in ("stored_events", "stored_snapshots")
            if table in tables
        )


def _sum(db: sqlite3.Connection, query: str) -> int:
    return int(db.execute(query).fetchone()[0] or 0)


def _timed(action: Callable[[], Any]) -> float:
    started = time.perf_counter()
    action()
    return (time.perf_counter() - started) * 1000


async def _timed_async(action: Any) -> float:
    started = time.perf_counter()
    await action
    return (time.perf_counter() - started) * 1000


async def _conversations(
    ours: HeartRuleSide, theirs: LangGraphSide, turns: int, count: int
) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"heartrule": [], "langgraph": []}
    bytes_before = ours.stored_bytes(), theirs.stored_bytes()
    for conversation in range(count):
        thread = f"anchor-{turns}-{conversation}"
        session_id = await ours.start(turns, thread)
        for n in range(turns):
            text = REPLIES[n % len(REPLIES)]
            if (n + conversation) % 2:
                times["heartrule"].append(await _timed_async(ours.turn(session_id, text)))
                times["langgraph"].append(_timed(lambda: theirs.turn(thread, text)))  # noqa: B023
            else:
                times["langgraph"].append(_timed(lambda: theirs.turn(thread, text)))  # noqa: B023
                times["heartrule"].append(await _timed_async(ours.turn(session_id, text)))
    user_turns = turns * count
    times["heartrule_bytes"] = [(ours.stored_bytes() - bytes_before[0]) / user_turns]
    times["langgraph_bytes"] = [(theirs.stored_bytes() - bytes_before[1]) / user_turns]
    return times


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _lines(turns: int, count: int, times: dict[str, list[float]]) -> list[str]:
    ours, theirs = times["heartrule"], times["langgraph"]
    ours_median, theirs_median = statistics.median(ours), statistics.median(theirs)
    ours_p99, theirs_p99 = _percentile(ours, 0.99), _percentile(theirs, 0.99)
    ours_bytes, theirs_bytes = times["heartrule_bytes"][0], times["langgraph_bytes"][0]
    lead = theirs_median / ours_median
    return [
        f"{turns} turns ({count} conversations, {turns * count} turns a side):",
        f"  HeartRule  median {ours_median:.2f} ms, p99 {ours_p99:.2f} ms, "
        f"{ours_bytes / 1024:.1f} KB/turn ({target(ours_bytes / 1024, 4, ' KB')})",
        f"  LangGraph  median {theirs_median:.2f} ms, p99 {theirs_p99:.2f} ms, "
        f"{theirs_bytes / 1024:.1f} KB/turn",
        f"  LangGraph / HeartRule: median {lead:.2f}x, "
        f"p99 {theirs_p99 / ours_p99:.2f}x, bytes {theirs_bytes / ours_bytes:.2f}x "
        f"(target: keep the lead, median >= 1x: {verdict(lead, 1, at_most=False)})",
    ]


def run() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        ours = HeartRuleSide(directory / "heartrule")
        theirs = LangGraphSide(directory / "langgraph.sqlite")
        lines = [
            "same user turns, instant model (offline ai_say), SQLite file each, interleaved; "
            "stored payload bytes per user turn"
        ]
        asyncio.run(_conversations(ours, theirs, 5, 4))  # warm both up: imports, caches, files
        for turns, count in LENGTHS:
            times = asyncio.run(_conversations(ours, theirs, turns, count))
            lines += _lines(turns, count, times)
        return lines


if __name__ == "__main__":
    print("\n".join(run()))
