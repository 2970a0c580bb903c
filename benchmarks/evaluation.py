"""Evaluation benchmark: judge calls and wall time for a batch with ``auto`` rules.

200 conversations of 10 turns, 5 ``auto`` rules with 5 distinct preconditions, a model that
answers after 100 ms. Run alone: ``python -m benchmarks.evaluation``.
"""

from __future__ import annotations

import asyncio
import math
import time

from application.evaluation.service import EvaluationService
from application.event_store import EventStore
from benchmarks.support import SlowLLM, offline_answers
from infrastructure.evaluation.rule_files import load_rules, shipped_rules_path
from infrastructure.settings import ROOT
from infrastructure.system import RandomIdFactory

CONVERSATIONS, TURNS, DELAY_S, CONCURRENCY = 200, 10, 0.1, 32
RULES = ("ask_wechat", "medication_phone", "expert_phone", "mental_test", "report_phone")
TRIGGERS = ("不需要，别打电话了", "我在吃降压药", "我还没去医院", "最近很焦虑", "我带了检查报告")


def conversation(index: int) -> dict[str, object]:
    """10 turns; rule k's precondition is met at a turn that varies with the index."""
    users = ["嗯"] * TURNS
    for k, trigger in enumerate(TRIGGERS):
        users[(index + 2 * k) % TURNS] += trigger
    messages = [
        message
        for user in users
        for message in ({"role": "user", "content": user}, {"role": "assistant", "content": "好的"})
    ]
    rule_list = [{"rule": f"multi_turn:N_th:conv:{name}", "N": "auto"} for name in RULES]
    return {"key": f"bench-{index}", "messages": messages, "rule_list": rule_list}


async def measure(concurrency: int = CONCURRENCY) -> tuple[SlowLLM, float]:
    llm = SlowLLM(DELAY_S, offline_answers())
    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    rules = load_rules(shipped_rules_path(ROOT / "config"))
    service = EvaluationService(store, llm, RandomIdFactory(), rules)
    batch = [conversation(i) for i in range(CONVERSATIONS)]
    started = time.perf_counter()
    await service.evaluate_batch(batch, tenant_id="benchmark", concurrency=concurrency)
    return llm, time.perf_counter() - started


def run() -> list[str]:
    """The benchmark's report lines."""
    llm, wall = asyncio.run(measure())
    naive = TURNS * len(RULES)
    ideal = max(math.ceil(llm.calls / CONCURRENCY), 2) * DELAY_S
    return [
        f"evaluation: {CONVERSATIONS} conversations x {TURNS} turns x {len(RULES)} auto rules, "
        f"model {DELAY_S * 1000:.0f} ms, concurrency bound {CONCURRENCY}",
        f"  judge calls per conversation: {llm.calls / CONVERSATIONS:.2f} "
        f"(bound: {len(RULES)} preconditions + {len(RULES)} rules = {2 * len(RULES)}; "
        f"naive per-turn scan: {naive} + {len(RULES)} verdicts = {naive + len(RULES)})",
        f"  wall time: {wall:.2f} s; ideal under the bound: {ideal:.2f} s "
        f"(ceil({llm.calls} calls / {CONCURRENCY}) x {DELAY_S:.1f} s); "
        f"efficiency {ideal / wall:.0%}; peak in flight {llm.max_in_flight}",
    ]


if __name__ == "__main__":
    print("\n".join(run()))
