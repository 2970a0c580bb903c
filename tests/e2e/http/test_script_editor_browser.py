"""The script editor in a real headless Chromium (Debian's, driven by Playwright) against a real
server: open a script, edit an ai_say, save, reload; an invalid value; the prompt preview.

The test command finds /usr/bin/chromium or installs it (tests/support/services.py); a run that
still has no browser fails here saying what is missing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.http_api import KEYS, api_settings, auth, build, publish_demo, served
from tests.support.services import CHROMIUM_FLAGS, chromium_missing_reason, chromium_path

SAY = "sessions[0].phases[0].steps[0].actions[0]"
TIMEOUT_MS = 20_000


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = chromium_missing_reason()
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


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, httpx.Client, str]]:
    _, app = build(api_settings(tmp_path))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        yield url, client, publish_demo(client)


@pytest.fixture
def page(browser: Any, tmp_path: Path) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1366, "height": 800}, locale="zh-CN")
    opened = context.new_page()
    opened.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield opened
    finally:
        opened.screenshot(path=str(tmp_path / "editor.png"), full_page=True)
        context.close()
    assert errors == [], f"the page raised: {errors}"


def control(page: Any, field: str) -> Any:
    return page.locator(f'.control[data-path="{SAY}.{field}"]')


def open_editor(page: Any, url: str) -> None:
    page.goto(f"{url}/editor")
    page.get_by_label("API 密钥").fill(KEYS["acme"])
    page.get_by_label("API 密钥").press("Enter")
    page.locator("#open-script:not([disabled])").click()
    page.locator(f'#tree button.node[data-path="{SAY}"][aria-current="true"]').wait_for()


def versions(client: httpx.Client, script_id: str) -> int:
    return len(client.get(f"/v1/scripts/{script_id}", headers=auth()).json()["versions"])


def test_an_edited_ai_say_is_saved_as_a_new_version_and_reloads_with_its_values(
    page: Any, site: tuple[str, httpx.Client, str]
) -> None:
    url, client, script_id = site
    open_editor(page, url)
    rounds = page.get_by_label("最大交互轮数")
    assert rounds.input_value() == "5"
    assert page.get_by_label("需要用户确认").get_attribute("role") == "switch"
    page.get_by_text("高级退出条件配置（可选）").click()
    threshold = page.get_by_label("理解度阈值")
    assert threshold.input_value() == "80"
    rounds.fill("8")
    threshold.fill("65")
    assert page.locator("#dirty").is_visible()
    threshold.press("Control+s")
    page.locator("#status", has_text="已保存为 v2").wait_for()
    assert versions(client, script_id) == 2

    page.reload()  # the key and the open script are kept for this tab
    page.locator("#version-select", has_text="v2（最新）").wait_for()
    page.locator(f'#tree button.node[data-path="{SAY}"]').wait_for()
    assert page.get_by_label("最大交互轮数").input_value() == "8"
    assert page.get_by_label("理解度阈值").input_value() == "65"
    old = client.get(f"/v1/scripts/{script_id}/versions/1", headers=auth()).json()
    assert old["parsed"]["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] == 5


def test_an_invalid_value_shows_its_error_next_to_the_field_and_saves_nothing(
    page: Any, site: tuple[str, httpx.Client, str]
) -> None:
    url, client, script_id = site
    open_editor(page, url)
    page.get_by_label("最大交互轮数").fill("50")
    page.get_by_role("button", name="保存为新版本").click()
    error = control(page, "max_rounds").locator(".error")
    error.wait_for(state="visible")
    assert "less than or equal to 20" in error.inner_text()
    assert page.get_by_label("最大交互轮数").get_attribute("aria-invalid") == "true"
    assert "未保存" in page.locator("#status").inner_text()
    assert page.locator(f'#tree button.node.has-error[data-path="{SAY}"]').count() == 1
    assert versions(client, script_id) == 1

    page.get_by_label("最大交互轮数").fill("6")  # fixing it clears the error
    assert error.is_hidden()


def test_the_preview_shows_the_rendered_prompt_and_what_was_left_unreplaced(
    page: Any, site: tuple[str, httpx.Client, str]
) -> None:
    url, _, _ = site
    open_editor(page, url)
    content = page.get_by_label("讲解内容")
    assert "ABC模型是CBT的核心概念" in content.input_value()
    content.press("Control+End")
    page.get_by_role("button", name="{用户名}", exact=True).click()  # a variable hint
    content.type("，还有{未声明变量}")
    page.get_by_text("示例变量（可选）").click()
    page.get_by_label("{教育背景}").fill("硕士")
    page.get_by_role("button", name="生成预览").click()
    text = page.locator("#preview-text")
    page.locator("#preview-meta", has_text="ai-say/mainline-a-introduce-concept").wait_for()
    rendered = text.inner_text()
    assert "ABC模型是CBT的核心概念" in rendered
    assert "小明，还有{未声明变量}" in rendered
    assert "教育背景：硕士" in rendered
    assert "理解度 >= 80" in rendered
    assert "{未声明变量}" in page.locator("#preview-unreplaced").inner_text()


def test_the_editor_can_be_used_from_the_keyboard(
    page: Any, site: tuple[str, httpx.Client, str]
) -> None:
    url, _, _ = site
    open_editor(page, url)
    first = page.locator("#tree button.node").first
    first.focus()
    page.keyboard.press("ArrowDown")  # the phase
    page.keyboard.press("ArrowDown")  # the topic
    page.keyboard.press("ArrowDown")  # the ai_say
    assert page.evaluate("document.activeElement.dataset.path") == SAY
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == page.get_by_label(
        "动作类型"
    ).get_attribute("id")
    page.get_by_text("高级退出条件配置（可选）").focus()
    page.keyboard.press("Enter")  # opens the advanced panel
    threshold = page.get_by_label("理解度阈值")
    threshold.focus()
    page.keyboard.press("Escape")  # closes it, focus back on its summary
    assert not threshold.is_visible()
    assert page.evaluate("document.activeElement.tagName") == "SUMMARY"
    page.keyboard.press("Escape")  # back to the tree, on the action being edited
    assert page.evaluate("document.activeElement.dataset.path") == SAY
