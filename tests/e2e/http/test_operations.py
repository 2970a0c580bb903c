"""Operators see inside: /health and /ready without a key, /metrics in Prometheus text, a
metrics token when one is set, and readiness that fails on what it checks."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.support.http_api import api_settings, auth, build, publish_demo, served, start_demo
from tests.support.services import free_port


def test_health_ready_and_metrics_answer_without_an_api_key(tmp_path: Path) -> None:
    _, app = build(api_settings(tmp_path))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        started = start_demo(client, publish_demo(client))
        path = f"/v1/sessions/{started['sessionId']}/messages"
        headers = {**auth(), "Idempotency-Key": "first"}
        client.post(path, json={"text": "什么是ABC模型？"}, headers=headers)
        health = client.get("/health")
        ready = client.get("/ready")
        metrics = client.get("/metrics")

    assert health.json() == {"status": "ok"}
    assert ready.status_code == 200
    assert ready.json()["status"] == "ready"
    assert set(ready.json()["checks"]) == {"store", "read_models"}
    assert metrics.headers["content-type"].startswith("text/plain")
    text = metrics.text
    assert 'heartrule_turns_total{outcome="played"} 1.0' in text
    assert 'heartrule_turn_seconds_count{outcome="played"} 1.0' in text
    assert "heartrule_llm_calls_total{purpose=" in text
    assert 'route="/v1/sessions/{sessionId}/messages"' in text
    assert "heartrule_read_model_lag_events{view=" in text
    assert 'heartrule_template_cache_total{result="miss"}' in text


def test_a_metrics_token_keeps_metrics_from_callers_without_it(tmp_path: Path) -> None:
    _, app = build(api_settings(tmp_path, metrics_token="scrape-secret"))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        anonymous = client.get("/metrics")
        wrong = client.get("/metrics", headers={"Authorization": "Bearer nope"})
        scraper = client.get("/metrics", headers={"Authorization": "Bearer scrape-secret"})

    assert anonymous.status_code == wrong.status_code == 401
    assert anonymous.headers["content-type"] == "application/problem+json"
    assert scraper.status_code == 200
    assert "heartrule_http_requests_total" in scraper.text


def test_metrics_can_be_switched_off(tmp_path: Path) -> None:
    _, app = build(api_settings(tmp_path, metrics_enabled=False))
    with served(app) as url:
        assert httpx.get(f"{url}/metrics").status_code == 404


def test_ready_fails_when_the_relay_is_on_and_no_broker_answers(tmp_path: Path) -> None:
    closed = f"127.0.0.1:{free_port()}"
    settings = api_settings(tmp_path, relay_enabled=True, kafka_bootstrap_servers=closed)
    _, app = build(settings)
    with served(app) as url:
        ready = httpx.get(f"{url}/ready")
        metrics = httpx.get(f"{url}/metrics")

    assert ready.status_code == 503
    checks = ready.json()["checks"]
    assert checks["broker"]["ok"] is False and "no bootstrap server" in checks["broker"]["detail"]
    assert closed not in ready.text, "an unauthenticated answer names no host or port"
    assert checks["store"]["ok"] is True
    assert "heartrule_relay_lag_events 0.0" in metrics.text


def test_ready_fails_when_a_read_model_is_further_behind_than_allowed(tmp_path: Path) -> None:
    settings = api_settings(tmp_path, ready_max_read_model_lag=0, projection_interval_s=0)
    _, app = build(settings)
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        start_demo(client, publish_demo(client))
        ready = client.get("/ready")

    assert ready.status_code == 503
    assert ready.json()["checks"]["read_models"]["ok"] is False
