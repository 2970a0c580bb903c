"""The audit pages in a real headless Chromium (Debian's, driven by Playwright) against one real
server for the module, whose model is a scripted OpenAI-wire server on 127.0.0.1: a session is
driven through the API — an ordinary turn, a turn whose model reply moderation withholds (the
product's local reply screen, its judge asked over the wire), and a crisis turn — and a
clinician opens its audit page and finds, for every turn, what the person said, what the model
was asked and answered, what was decided and why, what was withheld, and whether the person was
safe; replays it at an earlier version; finds it in the sessions list by its filters and pages
through the list. A batch of
conversations is evaluated through the API and a QA lead reads its pass rates, what was not
judged and why, exports it as CSV and goes from a failed entry to its conversation. The pages
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
from tests.support.audit_model import ASKS_FOR_UNSAFE, SAFE_REPLY, UNSAFE_WORDS, audit_model
from tests.support.browser import chinese_renders
from tests.support.evaluation import messages, spec_example
from tests.support.http_api import KEYS, api_settings, auth, build, poll_batch, publish_demo, served
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
UNSAFE_ASKED = f"我最近{ASKS_FOR_UNSAFE}，晚上一直睡不着。"
CRISIS = "我不想活了，今晚就打算吃掉攒下的安眠药结束生命。"
HOTLINE = "12356"
ONE_ROUND = """sessions:
  - session: 一轮讲解
    phases:
      - phase: 讲解
        steps:
          - topic: ABC
            actions:
              - type: ai_say
                content: 讲解 ABC 模型
                max_rounds: 2
"""
ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


@dataclass(frozen=True)
class Site:
    url: str
    client: httpx.Client
    session_id: str
    calm_session_id: str
    cut_session_id: str
    batch_id: str
    runs: dict[str, str]

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
            withheld = _say(client, session_id, UNSAFE_ASKED)
            assert withheld["aiMessages"][0]["source"] == "moderation_fallback"
            crisis = _say(client, session_id, CRISIS)
            assert crisis["aiMessages"][0]["source"] == "safety_script"
            cut = _start(client, _publish(client, "one-round", ONE_ROUND), "cut-short")
            _say(client, cut, FIRST)
            batch = _evaluate(client)
            runs = {c["key"]: c["runId"] for c in batch["conversations"]}
            yield Site(url, client, session_id, calm, cut, batch["batchId"], runs)


def _publish(client: httpx.Client, name: str, yaml: str) -> str:
    published = client.post("/v1/scripts", json={"name": name, "yaml": yaml}, headers=auth())
    assert published.status_code in (200, 201), published.text
    return str(published.json()["scriptId"])


def _evaluate(client: httpx.Client) -> dict[str, Any]:
    """Four conversations on one rule: met (微信 asked at N), not met, and two not judged."""
    not_met = [
        {**m, "content": m["content"].replace("微信", "邮件")} if m["role"] == "assistant" else m
        for m in spec_example()
    ]
    auto = [{"rule": ASK_WECHAT, "N": "auto"}]
    conversations = [
        {"key": "met", "messages": spec_example(), "ruleList": auto},
        {"key": "not-met", "messages": not_met, "ruleList": auto},
        {"key": "no-refusal", "messages": messages(3), "ruleList": auto},
        {"key": "too-short", "messages": messages(2), "ruleList": [{"rule": ASK_WECHAT, "N": 5}]},
    ]
    body = {"conversations": conversations}
    found: dict[str, Any] = poll_batch(
        client, client.post("/v1/evaluations/batch", json=body, headers=auth())
    )
    assert found["status"] == "completed", found
    return found


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
    urls: list[str]


@pytest.fixture
def tab(browser: Any, site: Site) -> Iterator[Tab]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="zh-CN")
    opened = context.new_page()
    opened.set_default_timeout(TIMEOUT_MS)
    found = Tab(opened, [], [], [])
    opened.on("request", lambda request: found.methods.append(request.method))
    opened.on("request", lambda request: found.urls.append(request.url))
    opened.on("pageerror", lambda error: found.errors.append(str(error)))
    try:
        yield found
    finally:
        context.close()
    assert found.errors == [], f"the page raised: {found.errors}"
    assert set(found.methods) == {"GET"}, f"an audit page sent {sorted(set(found.methods))}"
    elsewhere = [u for u in found.urls if not u.startswith((site.url, "blob:", "data:"))]
    assert elsewhere == [], f"the pages are same-origin, no CDN: {elsewhere}"


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
    assert page.locator("article.turn").count() == 4
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
    crisis = turn(page, 3)
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
    assert "medium → high" in risk.locator(".route-change").inner_text()
    judged = risk.locator(".risk-line.judge").all_inner_texts()
    assert all("高风险" in line for line in judged), "no earlier turn's verdict lands here"
    assert crisis.locator("details.call").count() == 0, "no model wrote the safety script"
    assert crisis.locator(".moderation").count() == 0, "reviewed words are never moderated"
    crisis.scroll_into_view_if_needed()
    shot(page, "02-session-crisis-turn", full=False)


def test_a_withheld_reply_shows_its_verdict_and_the_words_the_user_never_got(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    open_session(page, site)
    withheld = turn(page, 2)
    assert "回复被拦截" in withheld.locator("header").inner_text()
    assert withheld.get_attribute("data-route") == "medium", "a method named raises the route"
    assert "low → medium" in withheld.locator(".route-change").inner_text()
    said = withheld.locator(".reply").first
    message = said.locator(".message.assistant")
    assert message.get_attribute("data-source") == "moderation_fallback"
    assert UNSAFE_WORDS not in message.inner_text(), "the user got the reviewed fallback"
    verdict = said.locator('.moderation[data-decision="withhold"]')
    assert "回复审核：拦截" in verdict.inner_text()
    assert "自伤方法（self_harm_method）" in verdict.locator(".categories").inner_text()
    assert UNSAFE_WORDS in verdict.locator("ul.findings").inner_text()
    model_words = verdict.locator(".message.withheld")
    assert "未发给用户" in model_words.inner_text() and UNSAFE_WORDS in model_words.inner_text()
    call = withheld.locator("details.call").first
    call.locator("summary").click()
    assert UNSAFE_WORDS in call.locator("pre.raw").inner_text(), "what the model answered"
    allowed = turn(page, 1).locator('.moderation[data-decision="allow"]')
    assert allowed.count() == 1 and "放行" in allowed.inner_text()
    assert allowed.locator(".message.withheld").count() == 0, "a reply said has nothing withheld"
    withheld.scroll_into_view_if_needed()
    shot(page, "02b-session-withheld-reply", full=False)


def test_the_chart_draws_each_turns_score_against_the_lines_and_the_route_band(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    open_session(page, site)
    chart = page.locator("#chart svg")
    labels = chart.locator("text").all_text_contents()
    assert {"0.70 中风险", "0.80 触发问卷", "0.95 高风险"} <= set(labels)
    points = chart.locator("circle.point")
    assert points.count() == 3
    assert float(points.nth(2).get_attribute("data-score")) >= 0.95
    assert chart.locator("rect.band-high").count() == 1
    points.nth(2).click()
    expect(turn(page, 3)).to_be_in_viewport()
    shot(page, "03-session-chart", full=False)


def test_replay_at_a_version_shows_the_session_as_it_stood_then(tab: Tab, site: Site) -> None:
    page = tab.page
    before_crisis = site.story()["turns"][2]["toVersion"]
    open_session(page, site)
    turn(page, 2).get_by_role("link", name=f"回放到此（v{before_crisis}）").click()
    page.locator("#replayed").wait_for()
    assert f"版本 {before_crisis}" in page.locator("#replayed").inner_text()
    assert page.locator("article.turn").count() == 3
    assert page.locator(".message.safety").count() == 0
    assert page.locator("#chart rect.band-high").count() == 0
    shot(page, "04-session-replayed")
    page.locator("#to-latest").click()
    page.locator("#status", has_text="最新版本").wait_for()
    assert page.locator("article.turn").count() == 4
    opening = site.story()["turns"][0]["toVersion"]
    page.get_by_label("回放到版本").fill(str(opening))
    page.get_by_role("button", name="回放", exact=True).click()
    page.locator("#replayed", has_text=f"版本 {opening}").wait_for()
    assert page.locator("article.turn").count() == 1, "only the opening had happened"
    assert page.locator(".message.user").count() == 0
    assert page.url.endswith(f"?version={opening}")


PAGES = {
    "session": ("/audit/sessions/{session}", "已读取会话"),
    "sessions": ("/audit/sessions", "已读取"),
    "batch": ("/audit/evaluations/{batch}", "已读取批次"),
    "run": ("/audit/evaluations/{run}", "已读取这次评估"),
}


def open_page(page: Any, site: Site, name: str) -> None:
    path, loaded = PAGES[name]
    ids = {"session": site.session_id, "batch": site.batch_id, "run": site.runs["not-met"]}
    connect(page, site.url + path.format(**ids))
    page.locator("#status", has_text=loaded).wait_for()


@pytest.mark.parametrize("name", list(PAGES))
def test_at_1024_px_nothing_runs_off_the_page_and_chinese_renders(
    tab: Tab, site: Site, name: str
) -> None:
    page = tab.page
    page.set_viewport_size({"width": 1024, "height": 800})
    open_page(page, site, name)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the {name} page is {overflow} px wider than a 1024 px window"
    assert chinese_renders(page), "Chinese glyphs render as boxes: no CJK font reached Chromium"
    shot(page, f"10-{name}-1024px", full=False)


def test_another_tenants_key_sees_no_such_session(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(f"{site.url}/audit/sessions/{site.session_id}")
    page.get_by_label("API 密钥").fill(KEYS["globex"])
    page.get_by_label("API 密钥").press("Enter")
    page.locator("#status[data-kind='error']").wait_for()
    assert "找不到" in page.locator("#status").inner_text()
    assert page.locator("article.turn").count() == 0


# -- the sessions list --------------------------------------------------------------------------


def rows(page: Any) -> list[str]:
    return [str(r.get_attribute("data-session")) for r in page.locator("#rows tr").all()]


def filter_by(page: Any, loaded: str, **form: Any) -> None:
    """Fills the filter form (checkbox ids map to True, other ids to a value) and submits it."""
    page.locator("#f-clear").click()
    page.locator("#status", has_text="已读取").wait_for()
    for field, value in form.items():
        control = page.locator(f"#f-{field}")
        if value is True:
            control.check()
        else:
            control.fill(value) if field in ("from", "before") else control.select_option(value)
    page.get_by_role("button", name="筛选").click()
    page.locator("#status", has_text=loaded).wait_for()


def test_the_list_finds_the_session_that_reached_a_risk_route_and_opens_it(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    connect(page, f"{site.url}/audit/sessions")
    page.locator("#status", has_text="已读取 3 个会话").wait_for()
    shot(page, "06-sessions-all")
    filter_by(page, "已读取 1 个会话", route="high", safety=True)
    row = page.locator(f'tr[data-session="{site.session_id}"]')
    assert "安全脚本" in row.inner_text() and "高风险" in row.inner_text()
    assert "reachedRoute=high" in page.url and "safetyScript=true" in page.url
    shot(page, "07-sessions-filtered")
    row.get_by_role("link", name="打开").click()
    page.locator("#status", has_text="已读取会话").wait_for()
    assert page.url.endswith(f"/audit/sessions/{site.session_id}")


def test_the_list_finds_the_session_with_a_withheld_reply(tab: Tab, site: Site) -> None:
    page = tab.page
    connect(page, f"{site.url}/audit/sessions")
    page.locator("#status", has_text="已读取 3 个会话").wait_for()
    filter_by(page, "已读取 1 个会话", withheld=True)
    assert rows(page) == [site.session_id] and "withheldReply=true" in page.url
    assert "审核未放行 1" in page.locator("#rows").inner_text()


def test_the_list_filters_by_max_rounds_and_by_the_day_a_session_started(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    connect(page, f"{site.url}/audit/sessions")
    page.locator("#status", has_text="已读取 3 个会话").wait_for()
    filter_by(page, "已读取 1 个会话", rounds=True)
    assert rows(page) == [site.cut_session_id]
    assert "最大轮数" in page.locator("#rows").inner_text() and "maxRounds=true" in page.url
    today = page.evaluate("new Date().toLocaleDateString('sv')")  # the browser's own day
    tomorrow = page.evaluate("new Date(Date.now() + 86400000).toLocaleDateString('sv')")
    filter_by(page, "已读取 3 个会话", **{"from": today})
    filter_by(page, "已读取 0 个会话", **{"from": tomorrow})
    assert page.locator("#empty").is_visible()
    filter_by(page, "已读取 0 个会话", before=today)
    filter_by(page, "已读取 3 个会话", before=tomorrow)


def test_the_list_pages_with_a_cursor_to_the_end_newest_first(tab: Tab, site: Site) -> None:
    page = tab.page
    connect(page, f"{site.url}/audit/sessions?limit=1")
    page.locator("#status", has_text="已读取 1 个会话").wait_for()
    for shown in (2, 3):
        page.get_by_role("button", name="下一页").click()
        page.locator("#status", has_text=f"已读取 {shown} 个会话").wait_for()
    expect(page.get_by_role("button", name="下一页")).to_be_hidden()
    newest_first = [site.cut_session_id, site.session_id, site.calm_session_id]
    assert rows(page) == newest_first
    assert sum("cursor=" in url for url in tab.urls) == 2, "each further page follows a cursor"


# -- an evaluation batch, and one conversation of it ----------------------------------------------


def test_a_batch_shows_each_rules_pass_rate_and_what_was_not_judged_and_why(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    open_page(page, site, "batch")
    facts = page.locator("#facts").inner_text()
    assert "4 / 4" in facts and "已完成" in facts
    rule = page.locator(f'#rules tr[data-rule="{ASK_WECHAT}"]')
    cells = rule.locator("td").all_inner_texts()
    # entries, judged, passed, failed, skipped, errors
    assert cells[1:7] == ["4", "2", "1", "1", "2", "0"]
    assert "50.0%" in cells[7]
    assert "4 ×2" in cells[8] and "无 ×2" in cells[8], "N resolved to 4 twice, none twice"
    assert "3 ×2" in cells[9], "the refusal of the phone call is at turn 3"
    not_judged = page.locator("#not-judged").inner_text()
    assert "N=5 超出范围" in not_judged and "precondition 未满足" in not_judged
    assert page.locator("#entries tr").count() == 4
    shot(page, "08-evaluation-batch")
    page.get_by_label("只看未通过").check()
    assert page.locator("#entries tr").count() == 3
    assert page.locator('#entries tr[data-passed="true"]').count() == 0


def test_a_batch_exports_every_entry_as_csv(tab: Tab, site: Site) -> None:
    page = tab.page
    open_page(page, site, "batch")
    with page.expect_download() as downloading:
        page.get_by_role("button", name="导出 CSV").click()
    text = Path(downloading.value.path()).read_text(encoding="utf-8-sig")
    header, *entries = text.splitlines()
    assert header.startswith("runId,key,rule,status,triggered,score,N,preconditionTurn")
    assert sorted(line.split(",")[1] for line in entries) == sorted(site.runs)
    page.locator("#status", has_text="已导出 CSV").wait_for()


def test_one_click_from_a_failed_entry_opens_its_conversation_with_the_turns_marked(
    tab: Tab, site: Site
) -> None:
    page = tab.page
    open_page(page, site, "batch")
    failed = page.locator(f'#entries tr[data-run="{site.runs["not-met"]}"]')
    assert "未通过" in failed.inner_text() and "没有索要微信" in failed.inner_text()
    failed.get_by_role("link", name="查看对话").click()
    page.locator("#status", has_text="已读取这次评估").wait_for()
    result = page.locator(f'#run-results tr[data-rule="{ASK_WECHAT}"]').locator("td")
    outcome_n_precondition_evidence = result.all_inner_texts()[2:6]
    assert outcome_n_precondition_evidence == ["未通过", "4", "3", "4"]
    assert "前置条件" in page.locator("#turn-3 h3").inner_text()
    assert "N（" in page.locator("#turn-4 h3").inner_text()
    assert "证据" in page.locator("#turn-4 h3").inner_text()
    assert "别打电话" in page.locator("#turn-3").inner_text()
    assert "随时欢迎回来" in page.locator("#turn-5").inner_text(), "the whole conversation"
    expect(page.locator("#turn-5")).to_be_visible()
    shot(page, "09-evaluation-run")
    page.locator("#batch-link a").click()
    page.locator("#status", has_text="已读取批次").wait_for()
