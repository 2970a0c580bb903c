"""Params benchmark: 8 logic properties, a model answering after 200 ms, concurrency 4.

The ideal is ceil(8 / 4) x 200 ms = 400 ms; the figure is how close the resolver gets, through
the real wiring (bootstrap, event recording). Run alone: ``python -m benchmarks.params``.
"""

from __future__ import annotations

import asyncio
import json
import math
import statistics
import time
from typing import Any

from application.llm.port import LLMRequest
from benchmarks.support import SlowLLM
from bootstrap import bootstrap
from domain.params.commands import ResolveParams
from infrastructure.settings import Settings

PROPERTIES, DELAY_S, CONCURRENCY, RUNS = 8, 0.2, 4, 5
TIME = [
    {"name": n, "value_from": "input", "if_system_generate": True}
    for n in ("instant", "start", "end", "step")
]


def properties() -> list[dict[str, Any]]:
    """Half metrics (time resolved in code, region by the model), half operators."""
    metric = [{"name": "region", "type": "STRING", "value_from": "input"}, *TIME]
    operator = [
        {"name": "threshold", "type": "NUMBER", "value_from": "input"},
        {"name": "items", "type": "ARRAY", "value_from": "input"},
    ]
    return [
        {"name": f"sales_{i}", "type": "metric", "parameters": metric}
        if i % 2 == 0
        else {"name": f"risk_{i}", "type": "operator", "parameters": operator}
        for i in range(PROPERTIES)
    ]


def answer(request: LLMRequest) -> str:
    prop = request.facts["property"]
    if prop["type"] == "metric":
        return json.dumps({prop["name"]: {"region": "华东地区"}}, ensure_ascii=False)
    return json.dumps({prop["name"]: {"threshold": 0.8, "items": ["revenue", "profit"]}})


async def measure(concurrency: int) -> tuple[list[float], SlowLLM]:
    """Wall times of RUNS resolutions, one container and one model for all of them."""
    llm = SlowLLM(DELAY_S, answer)
    service = bootstrap(Settings(store="memory"), llm=llm).params
    request = ResolveParams(
        logic_properties=properties(),
        query="最近3个月华东地区的销售额趋势，阈值0.8",
        now_ms=1762996342241,
        max_concurrency=concurrency,
    )
    walls = []
    for _ in range(RUNS):
        started = time.perf_counter()
        result = await service.resolve(request, tenant_id="benchmark")
        walls.append((time.perf_counter() - started) * 1000)
        if not result.ok:
            raise RuntimeError(f"the benchmark request failed: {result.output}")
    return walls, llm


def run() -> list[str]:
    """The benchmark's report lines."""
    header = (
        f"params: {PROPERTIES} logic properties (4 metric, 4 operator), "
        f"model {DELAY_S * 1000:.0f} ms per call, median of {RUNS} runs, "
        "through bootstrap() with event recording"
    )
    return [header, *(_line(concurrency) for concurrency in (CONCURRENCY, 8, 3))]


def _line(concurrency: int) -> str:
    walls, llm = asyncio.run(measure(concurrency))
    ideal = math.ceil(PROPERTIES / concurrency) * DELAY_S * 1000
    median = statistics.median(walls)
    return (
        f"  concurrency {concurrency}: wall {median:.0f} ms (min {min(walls):.0f}) vs ideal "
        f"ceil({PROPERTIES}/{concurrency}) x {DELAY_S * 1000:.0f} ms = {ideal:.0f} ms; "
        f"overhead {median - ideal:+.0f} ms; calls per run {llm.calls // RUNS}, "
        f"peak in flight {llm.max_in_flight}"
    )


if __name__ == "__main__":
    print("\n".join(run()))
