"""HttpRiskScorer against a real HTTP server on 127.0.0.1 speaking the classifier's wire format."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from application.circuit import CircuitBreaker, CircuitState
from application.event_store import EventStore
from application.llm.port import LLMError
from application.risk.circuit import CircuitBreakingRiskScorer
from application.risk.ports import RiskScorer, RiskScorerError
from application.risk.scoring import score_with_fallback
from application.risk.service import RiskService
from domain.risk.risk_route import route_id
from infrastructure.metrics.prometheus import PrometheusMetrics
from infrastructure.risk.embedded import EmbeddedRiskScorer
from infrastructure.risk.http_scorer import HttpRiskScorer
from tests.support.fakes import FixedClock, ScriptedLLM
from tests.support.services import free_port

pytestmark = pytest.mark.anyio


class Classifier(BaseHTTPRequestHandler):
    """Answers by the server's ``mode``; records each request body, auth header and peer."""

    protocol_version = "HTTP/1.1"  # keeps connections open, as real classifiers do

    def do_POST(self) -> None:
        server: Any = self.server
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        server.seen.append((body, self.headers.get("Authorization")))
        server.peers.add(self.client_address)
        status, answer = server.answer(body)
        if server.mode == "slow":
            time.sleep(1.0)
        payload = answer.encode() if isinstance(answer, str) else json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def classifier() -> Iterator[Any]:
    server: Any = ThreadingHTTPServer(("127.0.0.1", free_port()), Classifier)
    server.seen, server.mode, server.peers = [], "ok", set()
    server.answer = lambda body: (200, {"score": 0.97 if "die" in " ".join(body["texts"]) else 0.1,
                                        "evidence": ["model says so"], "model": "psyguard-test"})
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.url = f"http://127.0.0.1:{server.server_address[1]}/score"
    yield server
    server.shutdown()
    server.server_close()


async def test_the_http_scorer_sends_the_window_and_reads_the_score(classifier: Any) -> None:
    scorer = HttpRiskScorer(classifier.url, api_key="s3cret", timeout_s=2)
    result = await scorer.score(["I want to", "die"])
    assert (result.score, result.evidence) == (0.97, ("model says so",))
    assert result.scorer == "http-classifier:psyguard-test"
    assert classifier.seen == [({"texts": ["I want to", "die"]}, "Bearer s3cret")]


@pytest.mark.parametrize(("status", "answer", "message"), [
    (500, {"error": "boom"}, "HTTP 500"),
    (200, "not json", "unusable"),
    (200, {"score": 1.7}, "unusable"),
    (200, {"evidence": []}, "unusable"),
])
async def test_a_bad_answer_is_a_scorer_error(
    classifier: Any, status: int, answer: Any, message: str
) -> None:
    classifier.answer = lambda body: (status, answer)
    with pytest.raises(RiskScorerError, match=message):
        await HttpRiskScorer(classifier.url, timeout_s=2).score(["x"])


async def test_a_slow_or_absent_classifier_is_a_scorer_error(classifier: Any) -> None:
    classifier.mode = "slow"
    with pytest.raises(RiskScorerError, match="unreachable"):
        await HttpRiskScorer(classifier.url, timeout_s=0.2).score(["x"])
    with pytest.raises(RiskScorerError, match="unreachable"):
        await HttpRiskScorer(f"http://127.0.0.1:{free_port()}/score", timeout_s=1).score(["x"])


async def test_classifier_down_and_llm_down_a_crisis_turn_still_gets_the_script(
    tmp_path: Path,
) -> None:
    env = {"PERSISTENCE_MODULE": "eventsourcing.sqlite",
           "SQLITE_DBNAME": str(tmp_path / "events.sqlite")}
    scorer = HttpRiskScorer(f"http://127.0.0.1:{free_port()}/score", timeout_s=1)
    llm = ScriptedLLM(default=LLMError("model down"))
    risk = RiskService(EventStore(env=env), scorer, llm, FixedClock(),
                       fallback_scorer=EmbeddedRiskScorer())
    screening = await risk.screen(tenant_id="t", user_id="u", session_id=UUID(int=1),
                                  recent_user_texts=["我已经写好遗书了"])
    reply = await risk.agent_reply(screening, tenant_id="t", user_id="u",
                                   user_text="我已经写好遗书了", history=[])
    risk.store.save(*reply.pending)
    assert reply.source == "safety_script" and "12356" in reply.text and llm.requests == []
    reopened = EventStore(env=env)
    names = [type(e).__name__ for e in reopened.repository.event_store.get(route_id("t", "u"))]
    assert names == ["RouteEstablished", "RiskScoringFailed", "RiskScoreObserved", "RouteUpgraded"]
    # RiskScoringFailed is generated by @event at run time: no static class to narrow to
    failure: Any = list(reopened.repository.event_store.get(route_id("t", "u")))[1]
    assert failure.scorer == "http-classifier" and failure.fail_safe == "next_scorer"


async def test_calls_share_one_kept_alive_connection(classifier: Any) -> None:
    scorer = HttpRiskScorer(classifier.url, timeout_s=2)
    for text in ("first", "second", "third"):
        await scorer.score([text])
    await scorer.aclose()
    assert len(classifier.seen) == 3
    assert len(classifier.peers) == 1


async def test_a_down_classifier_costs_k_timeouts_and_crisis_texts_still_score_high(
    classifier: Any,
) -> None:
    classifier.mode = "slow"
    metrics = PrometheusMetrics()
    breaker = CircuitBreaker("risk_classifier", metrics, failures_to_open=2, reset_after_s=60)
    slow = HttpRiskScorer(classifier.url, timeout_s=0.2)
    scorers: list[RiskScorer] = [CircuitBreakingRiskScorer(slow, breaker), EmbeddedRiskScorer()]
    outcomes = [await score_with_fallback(scorers, ["I want to kill myself"]) for _ in range(5)]
    assert len(classifier.seen) == 2
    assert all(o.result is not None and o.result.score >= 0.9 for o in outcomes)
    assert all(o.failures for o in outcomes)
    assert "circuit is open" in outcomes[-1].failures[0][1]
    assert metrics.registry.get_sample_value(
        "heartrule_circuit_state", {"dependency": "risk_classifier"}
    ) == float(CircuitState.OPEN)
