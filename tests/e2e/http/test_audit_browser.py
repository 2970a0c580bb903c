"""The audit pages in a real headless Chromium (Debian's, driven by Playwright) against one real
server for the module, whose model is a scripted OpenAI-wire server on 127.0.0.1: a session is
driven through the API — an ordinary turn, a turn whose model reply is unsafe, and a crisis
turn — and a clinician opens its audit page and finds, for every turn, what the person said,
what the model was asked and answered, what was decided and why, and whether the person was
safe; replays it at an earlier version; finds it in the sessions list by its filters. The pages
only read: every request they make is a GET.

Screenshots go to .test-artifacts/audit/ (gitignored; HEARTRULE_TEST_ARTIFACTS moves it).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from infrastructure.settings import ROOT
from tests.support.audit_model import SAFE_REPLY, audit_model
from tests.support.http_api import KEYS, api_settings, auth, build, publish_demo, served
from tests.support.openai_server import OpenAIServer, running
from tests.support.services import (
    CHROMIUM_FLAGS,
    chromium_missing_reason,
    chromium_path,
    cjk_font_missing_reason,
)

TIMEOUT_MS = 20_000
ARTIFACTS = Path(os.environ.get("HEARTRULE_TEST_ARTIFACTS", ROOT / ".test-artifacts")) / "audit"
FIRST = "什么是ABC模型？"
CRISIS = "我不想活了，今晚就打算吃掉攒下的安眠药结束生命。"
HOTLINE = "12356"


@dataclass(frozen=True)
class Site:
    url: str
    client: httpx.Client
    session_id: str
    calm_session_id: str

    def story(self, version: int | None = None) -> dict[str, Any]:
        query = f"?version={version}" if version else ""
        found = self.client.get(f"/v1/sessions/{self.session_id}/story{query}", headers=auth())
        assert found.status_code == 200, found.text
        story: dict[str, Any] = found.json()
        return story


def _say(client: httpx.Client, session_id: str, text: str) -> dict[str, Any]:
    headers = {**auth(), "Idempotency-Key": str(uuid.uuid4())}
    url = f"/v1/sessions/{session_id}/messages"
    answer = client.post(url, json={"text": text}, headers=headers)
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()
    return found


def _start(client: httpx.Client, script_id: str, user: str) -> str:
    body = {"scriptId": script_id, "userId": user}
    started = client.post("/v1/sessions", json=body, headers=auth())
    assert started.status_code == 201, started.text
    return str(started.json()["sessionId"])


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    with running(OpenAIServer(default=audit_model)) as model:
        settings = api_settings(
            tmp_path_factory.mktemp("audit"),
            llm_base_url=model.base_url,
            llm_model="counsel-e2e",
            llm_max_retries=0,
        )
        _, app = build(settings)
        with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
            script_id = publish_demo(client)
            calm = _start(client, script_id, "calm-user")
            _say(client, calm, FIRST)
            session_id = _start(client, script_id, "user-in-crisis")
            _say(client, session_id, FIRST)
            crisis = _say(client, session_id, CRISIS)
            assert crisis["aiMessages"][0]["source"] == "safety_script"
            yield Site(url, client, session_id, calm)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    for reason in (chromium_missing_reason(), cjk_font_missing_reason()):
        if reason:
            pytest.fail(reason)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail(
            "the browser tests need the 'playwright' package (its driver, not its browsers): "
            "./dev setup installs it with the dev extras"
        )
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=chromium_path(), headless=True, args=list(CHROMIUM_FLAGS)
        )
        try:
            yield launched
        finally:
            launched.close()


@dataclass
class Tab:
    page: Any
    methods: list[str]
    errors: list[str]


@pytest.fixture
def tab(browser: Any) -> Iterator[Tab]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
    opened = context.new_page()
    opened.set_default_timeout(TIMEOUT_MS)
    found = Tab(opened, [], [])
    opened.on("request", lambda request: found.methods.append(request.method))
    opened.on("pageerror", lambda error: found.errors.append(str(error)))
    try:
        yield found
    finally:
        context.close()
    assert found.errors == [], f"the page raised: {found.errors}"
    assert set(found.methods) == {"GET"}, f"an audit page sent {sorted(set(found.methods))}"


def expect(locator: Any) -> Any:
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(locator)


def shot(page: Any, name: str, *, full: bool = True) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full)


def connect(page: Any, url: str) -> None:
    page.goto(url)
    page.get_by_label("API 密钥").fill(KEYS["acme"])
    page.get_by_label("API 密钥").press("Enter")


def open_session(page: Any, site: Site, query: str = "") -> None:
    connect(page, f"{site.url}/audit/sessions/{site.session_id}{query}")
    page.locator("#status", has_text="已读取会话").wait_for()


def turn(page: Any, number: int) -> Any:
    return page.locator(f"#turn-{number}")


# -- one session, turn by turn ------------------------------------------------------------------


def test_every_turn_shows_what_was_said_asked_answered_and_decided(tab: Tab, site: Site) -> None:
    page = tab.page
    open_session(page, site)
    assert page.locator("article.turn").count() == 3
    first = turn(page, 1)
    assert FIRST in first.locator(".message.user").inner_text()
    assert SAFE_REPLY in first.locator(".message.assistant").first.inner_text()
    exit_line = first.locator(".decisions li.exit").first.inner_text()
    assert "继续" in exit_line and "还需要继续讲解" in exit_line and "llm_suggestion" in exit_line
    call = first.locator("details.call").first
    assert not call.locator("pre.prompt").is_visible(), "prompts are folded until asked for"
    call.locator("summary").click()
    assert FIRST in call.locator("pre.prompt").inner_text()
    assert SAFE_REPLY in call.locator("pre.raw").inner_text()
    assert "counsel-e2e" in call.locator("summary").inner_text()
    assert first.locator(".risk .badge").first.inner_text() < "0.70"
    assert first.get_attribute("data-route") in ("low", "none")
    assert "none" in first.locator(".risk-line.judge").inner_text(), "the judge, in its own turn"
    shot(page, "01-session-turn-by-turn")


def test_the_crisis_turn_shows_the_score_its_evidence_the_route_and_the_safety_script(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    open_session(page, site)
    crisis = turn(page, 2)
    assert crisis.get_attribute("data-route") == "high"
    assert crisis.get_attribute("data-safety") == "true"
    safety = crisis.locator(".message.safety")
    assert HOTLINE in safety.inner_text() and "安全脚本" in safety.inner_text()
    assert CRISIS in crisis.locator(".message.user").inner_text()
    risk = crisis.locator(".section.risk")
    assert "0.9" in risk.locator(".risk-line").first.inner_text()
    assert risk.locator("details[open] li").count() > 0, "the evidence of a crisis is open"
    assert "安眠药" in risk.inner_text()
    decided = risk.locator('tr[data-decided="true"]')
    assert decided.count() == 1 and "决定" in decided.inner_text()
    assert "low → high" in risk.locator(".route-change").inner_text()
    judged = risk.locator(".risk-line.judge").all_inner_texts()
    assert all("高风险" in line for line in judged), "no earlier turn's verdict lands here"
    assert crisis.locator("details.call").count() == 0, "no model wrote the safety script"
    crisis.scroll_into_view_if_needed()
    shot(page, "02-session-crisis-turn", full=False)


def test_the_chart_draws_each_turns_score_against_the_lines_and_the_route_band(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    open_session(page, site)
    chart = page.locator("#chart svg")
    labels = chart.locator("text").all_text_contents()
    assert {"0.70 中风险", "0.80 触发问卷", "0.95 高风险"} <= set(labels)
    points = chart.locator("circle.point")
    assert points.count() == 2
    assert float(points.nth(1).get_attribute("data-score")) >= 0.95
    assert chart.locator("rect.band-high").count() == 1
    points.nth(1).click()
    expect(turn(page, 2)).to_be_in_viewport()
    shot(page, "03-session-chart", full=False)


def test_replay_at_a_version_shows_the_session_as_it_stood_then(tab: Tab, site: Site) -> None:
    page = tab.page
    before_crisis = site.story()["turns"][1]["toVersion"]
    open_session(page, site)
    turn(page, 1).get_by_role("link", name=f"回放到此（v{before_crisis}）").click()
    page.locator("#replayed").wait_for()
    assert f"版本 {before_crisis}" in page.locator("#replayed").inner_text()
    assert page.locator("article.turn").count() == 2
    assert page.locator(".message.safety").count() == 0
    assert page.locator("#chart rect.band-high").count() == 0
    shot(page, "04-session-replayed")
    page.locator("#to-latest").click()
    page.locator("#status", has_text="最新版本").wait_for()
    assert page.locator("article.turn").count() == 3


def test_at_1024_px_nothing_runs_off_the_page(tab: Tab, site: Site) -> None:
    page = tab.page
    page.set_viewport_size({"width": 1024, "height": 800})
    open_session(page, site)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow} px wider than a 1024 px window"
    shot(page, "05-session-1024px", full=False)


def test_another_tenants_key_sees_no_such_session(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(f"{site.url}/audit/sessions/{site.session_id}")
    page.get_by_label("API 密钥").fill(KEYS["globex"])
    page.get_by_label("API 密钥").press("Enter")
    page.locator("#status[data-kind='error']").wait_for()
    assert "找不到" in page.locator("#status").inner_text()
    assert page.locator("article.turn").count() == 0


# -- the sessions list --------------------------------------------------------------------------


def test_the_list_finds_the_session_that_reached_a_risk_route_and_opens_it(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    connect(page, f"{site.url}/audit/sessions")
    page.locator("#status", has_text="已读取 2 个会话").wait_for()
    shot(page, "06-sessions-all")
    page.locator("#f-route").select_option("high")
    page.locator("#f-safety").check()
    page.get_by_role("button", name="筛选").click()
    page.locator("#status", has_text="已读取 1 个会话").wait_for()
    row = page.locator(f'tr[data-session="{site.session_id}"]')
    assert "安全脚本" in row.inner_text() and "高风险" in row.inner_text()
    assert "reachedRoute=high" in page.url and "safetyScript=true" in page.url
    shot(page, "07-sessions-filtered")
    row.get_by_role("link", name="打开").click()
    page.locator("#status", has_text="已读取会话").wait_for()
    assert page.url.endswith(f"/audit/sessions/{site.session_id}")
