"""The script editor in a real headless Chromium (Debian's, driven by Playwright) against one real
server for the module: an author writes a script from nothing, builds and reorders it, saves,
reloads and plays it to its end in 试聊; a colleague's save in between is refused with the 409
view; problems show next to their field as the author types; the save bar covers nothing at
any width from 1024 px; every structural action works from the keyboard; Chinese text renders.

Screenshots of each main state go to .test-artifacts/editor/ (gitignored; HEARTRULE_TEST_ARTIFACTS
moves it) for a person to look at. The test command finds /usr/bin/chromium and a CJK font or
installs them (tests/support/services.py); a run without them fails saying what is missing.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from infrastructure.settings import ROOT
from tests.support.browser import chinese_renders
from tests.support.http_api import DEMO_SCRIPT, KEYS, api_settings, auth, build, served
from tests.support.services import (
    CHROMIUM_FLAGS,
    chromium_missing_reason,
    chromium_path,
    cjk_font_missing_reason,
)

SAY = "sessions[0].phases[0].steps[0].actions[0]"
TIMEOUT_MS = 20_000
ARTIFACTS = Path(os.environ.get("HEARTRULE_TEST_ARTIFACTS", ROOT / ".test-artifacts")) / "editor"


@dataclass(frozen=True)
class Site:
    url: str
    client: httpx.Client

    def publish(self, name: str, text: str | None = None) -> str:
        body = {"name": name, "yaml": text or DEMO_SCRIPT.read_text(encoding="utf-8")}
        response = self.client.post("/v1/scripts", json=body, headers=auth())
        assert response.status_code in (200, 201), response.text
        return str(response.json()["scriptId"])

    def versions(self, script_id: str) -> int:
        return len(self.client.get(f"/v1/scripts/{script_id}", headers=auth()).json()["versions"])

    def yaml(self, script_id: str, version: int) -> str:
        body = self.client.get(f"/v1/scripts/{script_id}/versions/{version}", headers=auth())
        text: str = body.json()["yaml"]
        return text

    def action(self, script_id: str, version: int, path: str = SAY) -> dict[str, Any]:
        body = self.client.get(f"/v1/scripts/{script_id}/versions/{version}", headers=auth())
        node: Any = body.json()["parsed"]
        for part in path.replace("]", "").replace("[", ".").split("."):
            node = node[int(part)] if part.isdigit() else node[part]
        found: dict[str, Any] = node
        return found


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


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    _, app = build(api_settings(tmp_path_factory.mktemp("editor")))
    with served(app) as url, httpx.Client(base_url=url, timeout=30) as client:
        yield Site(url, client)


def new_page(browser: Any, width: int = 1366, height: int = 800) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport={"width": width, "height": height}, locale="zh-CN")
    opened = context.new_page()
    opened.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    return context, opened, errors


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context, opened, errors = new_page(browser)
    try:
        yield opened
    finally:
        context.close()
    assert errors == [], f"the page raised: {errors}"


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def connect(page: Any, url: str) -> None:
    page.goto(f"{url}/editor")
    page.get_by_label("API 密钥").fill(KEYS["acme"])
    page.get_by_label("API 密钥").press("Enter")
    page.locator("#status", has_text="已连接").wait_for()


def open_script(page: Any, url: str, name: str) -> None:
    connect(page, url)
    page.locator("#script-select").select_option(label=f"{name}（1 个版本）")
    page.locator("#open-script").click()
    page.locator("#status", has_text=f"已打开 “{name}”").wait_for()
    checked(page)


def checked(page: Any) -> None:
    page.locator("#check-state", has_text="引擎校验通过").wait_for()


def node(page: Any, path: str) -> Any:
    return page.locator(f'#tree button.node[data-path="{path}"]')


def tree(page: Any) -> list[str]:
    names: list[str] = page.locator("#tree button.node").evaluate_all(
        "nodes => nodes.map(n => n.querySelector('.tag').textContent + ':' "
        "+ n.querySelector('.name').textContent)"
    )
    return names


def control(page: Any, path: str) -> Any:
    return page.locator(f'.control[data-path="{path}"]')


def changed_lines(before: str, after: str) -> list[str]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    return [line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def focused_path(page: Any) -> str:
    path: str = page.evaluate("document.activeElement.dataset.path || ''")
    return path


# -- from nothing to a played script ----------------------------------------------------------


def test_an_author_writes_a_script_from_nothing_and_plays_it_to_its_end(
    page: Any, site: Site
) -> None:
    connect(page, site.url)
    if page.locator("#new-script[open]").count() == 0:
        page.locator("#new-script > summary").click()
    page.get_by_label("脚本名称").fill("睡眠练习")
    page.get_by_role("button", name="创建").click()
    page.locator("#status", has_text="新脚本 “睡眠练习”").wait_for()
    assert tree(page) == [
        "会谈:睡眠练习",
        "阶段:开场",
        "话题:问候",
        "讲解:向{用户名}问好，简单介绍今天要一起做的事情。",
    ]
    checked(page)
    shot(page, "01-new-script-skeleton")

    # A second phase: its starter ai_say waits for content, then an ai_ask and a show_pic.
    node(page, "sessions[0].phases[0]").click()
    page.get_by_role("button", name="＋阶段").click()
    page.get_by_label("阶段名称").fill("练习")
    say = "sessions[0].phases[1].steps[0].actions[0]"
    node(page, say).click()
    content_error = control(page, f"{say}.content").locator(".error")
    content_error.wait_for(state="visible")
    assert "不能为空" in content_error.inner_text()
    page.get_by_label("讲解内容").fill("请{用户名}回想昨晚的睡眠。")
    page.get_by_label("最大交互轮数").fill("2")
    page.locator("#action-type").select_option("ai_ask")
    page.get_by_role("button", name="＋动作").click()
    page.get_by_label("提问内容").fill("你昨晚睡了几个小时？")
    page.get_by_label("最大交互轮数").fill("2")
    page.get_by_role("button", name="添加输出变量").click()
    page.get_by_label("变量名 *").fill("睡眠时长")
    page.locator("#action-type").select_option("show_pic")
    page.get_by_role("button", name="＋动作").click()
    page.get_by_label("图片地址").fill("sleep-cycle.png")
    page.get_by_label("替代文本").fill("睡眠周期示意图")
    checked(page)

    # Reorder: the question before the explanation (keyboard), the new phase first (drag).
    node(page, "sessions[0].phases[1].steps[0].actions[1]").focus()
    page.keyboard.press("Alt+ArrowUp")
    assert focused_path(page) == say
    node(page, "sessions[0].phases[1]").drag_to(node(page, "sessions[0].phases[0]"))
    assert tree(page) == [
        "会谈:睡眠练习",
        "阶段:练习",
        "话题:新话题",
        "提问:你昨晚睡了几个小时？",
        "讲解:请{用户名}回想昨晚的睡眠。",
        "图片:sleep-cycle.png",
        "阶段:开场",
        "话题:问候",
        "讲解:向{用户名}问好，简单介绍今天要一起做的事情。",
    ]
    node(page, "sessions[0].phases[0].steps[0].actions[2]").focus()
    page.keyboard.press("Delete")  # removed ...
    assert "图片:sleep-cycle.png" not in tree(page)
    page.keyboard.press("Control+z")  # ... and back
    assert "图片:sleep-cycle.png" in tree(page)
    checked(page)
    shot(page, "02-two-phases-three-action-types")

    page.keyboard.press("Control+s")
    page.locator("#status", has_text="已保存为 v1").wait_for()
    script_id = site.client.get("/v1/scripts", headers=auth()).json()["items"][0]["scriptId"]
    saved = site.action(script_id, 1, "sessions[0].phases[0].steps[0].actions[0]")
    assert (saved["type"], saved["content"]) == ("ai_ask", "你昨晚睡了几个小时？")

    page.reload()
    page.locator("#version-select", has_text="v1（最新）").wait_for()
    page.locator("#tree button.node", has_text="sleep-cycle.png").wait_for()
    assert tree(page)[1:4] == ["阶段:练习", "话题:新话题", "提问:你昨晚睡了几个小时？"]
    shot(page, "03-saved-and-reloaded")

    page.get_by_role("tab", name="试聊").click()
    page.get_by_role("button", name="开始试聊").click()
    page.locator("#trial-model", has_text="离线模型").wait_for()
    for text in ("大概睡了六个小时", "嗯，我记得", "好的", "明白了", "继续", "好"):
        if page.locator("#trial-state", has_text="脚本已走完").count():
            break
        page.get_by_label("你的回复").fill(text)
        page.get_by_label("你的回复").press("Enter")
        page.locator("#trial-state", has_text="等待你的回复").or_(
            page.locator("#trial-state", has_text="脚本已走完")
        ).wait_for()
    page.locator("#trial-state", has_text="脚本已走完").wait_for()
    shot(page, "04-trial-played-to-its-end")
    first_round = page.locator("#trial-log details.round").first
    first_round.locator(":scope > summary").click()
    assert "退出判定" in first_round.inner_text()
    first_round.locator("details.prompt summary").first.click()
    assert "你昨晚睡了几个小时" in first_round.locator("details.prompt pre").first.inner_text()
    assert "睡眠时长" in "".join(page.locator("#trial-log table.vars").all_text_contents())
    shot(page, "05-trial-round-details")
    assert site.versions(script_id) == 1  # trying published nothing


# -- a colleague's edit is never lost ---------------------------------------------------------


def test_a_colleagues_save_in_between_is_refused_with_what_changed(
    browser: Any, site: Site
) -> None:
    script_id = site.publish("abc-conflict")
    mine_context, mine, mine_errors = new_page(browser)
    theirs_context, theirs, theirs_errors = new_page(browser)
    try:
        open_script(mine, site.url, "abc-conflict")
        open_script(theirs, site.url, "abc-conflict")

        theirs.get_by_label("最大交互轮数").fill("8")
        theirs.keyboard.press("Control+s")
        theirs.locator("#status", has_text="已保存为 v2").wait_for()

        node(mine, "sessions[0].phases[0]").click()
        mine.get_by_label("阶段名称").fill("概念讲解")
        mine.keyboard.press("Control+s")
        dialog = mine.locator("dialog#conflict")
        dialog.wait_for()
        assert "保存冲突：v1 之后已有 v2" in dialog.inner_text()
        assert "max_rounds：5 → 8" in dialog.locator("ul.changes").first.inner_text()
        assert "phase：概念介绍 → 概念讲解" in dialog.locator("ul.changes").last.inner_text()
        assert site.versions(script_id) == 2
        shot(mine, "06-conflict-409-view")

        dialog.get_by_role("button", name="保存为新版本（在 v2 之上）").click()
        mine.locator("#status", has_text="已保存为 v3").wait_for()
        assert site.action(script_id, 2)["max_rounds"] == 8  # their edit stays as v2
        latest = site.client.get(f"/v1/scripts/{script_id}/versions/3", headers=auth()).json()
        assert latest["parsed"]["sessions"][0]["phases"][0]["phase"] == "概念讲解"

        theirs.get_by_label("最大交互轮数").fill("9")  # still based on v2: refused again
        theirs.keyboard.press("Control+s")
        theirs.locator("dialog#conflict").wait_for()
        theirs.get_by_role("button", name="载入最新版本 v3（放弃我的修改）").click()
        theirs.locator("#status", has_text="已载入 v3").wait_for()
        node(theirs, "sessions[0].phases[0]").click()
        assert theirs.get_by_label("阶段名称").input_value() == "概念讲解"
        assert site.versions(script_id) == 3
    finally:
        mine_context.close()
        theirs_context.close()
    assert mine_errors == theirs_errors == []


def test_a_new_script_whose_name_was_taken_meanwhile_is_saved_under_another(
    browser: Any, site: Site
) -> None:
    first_context, first, first_errors = new_page(browser)
    second_context, second, second_errors = new_page(browser)
    try:
        for page in (first, second):
            connect(page, site.url)
            if page.locator("#new-script[open]").count() == 0:
                page.locator("#new-script > summary").click()
            page.get_by_label("脚本名称").fill("同名练习")
            page.get_by_role("button", name="创建").click()
            checked(page)
        first.keyboard.press("Control+s")
        first.locator("#status", has_text="已保存为 v1").wait_for()
        second.get_by_label("讲解内容").fill("我的内容不会丢。")
        second.keyboard.press("Control+s")
        second.locator("#status", has_text="已有名为 “同名练习” 的脚本").wait_for()
        rename = second.get_by_role("button", name="改名并保存")
        rename.wait_for()
        assert second.get_by_label("脚本名称").input_value() == "同名练习-2"
        rename.click()
        second.locator("#status", has_text="已保存为 v1").wait_for()
        names = {s["name"] for s in site.client.get("/v1/scripts", headers=auth()).json()["items"]}
        assert {"同名练习", "同名练习-2"} <= names
        second.locator("#tree button.node", has_text="我的内容不会丢").wait_for()
    finally:
        first_context.close()
        second_context.close()
    assert first_errors == second_errors == []


# -- validation as the author types -----------------------------------------------------------


def test_the_engines_problems_show_next_to_their_field_as_the_author_types(
    page: Any, site: Site
) -> None:
    site.publish("abc-check")
    open_script(page, site.url, "abc-check")
    rounds = page.get_by_label("最大交互轮数")
    rounds.fill("50")  # no save: the check runs as the author types
    error = control(page, f"{SAY}.max_rounds").locator(".error")
    error.wait_for(state="visible")
    assert "应小于或等于 20 — Input should be less than or equal to 20" in error.inner_text()
    assert rounds.get_attribute("aria-invalid") == "true"
    assert page.locator(f'#tree button.node.has-error[data-path="{SAY}"]').count() == 1

    topic = "sessions[0].phases[0].steps[0]"
    node(page, topic).click()
    page.get_by_label("话题名称").fill("")
    page.locator("#check-state", has_text="2 个问题").wait_for()
    topic_error = control(page, f"{topic}.topic").locator(".error")
    assert "不能为空" in topic_error.inner_text()
    elsewhere = page.locator("#form-errors")
    assert "应小于或等于 20" in elsewhere.inner_text()  # the other node's problem, listed
    shot(page, "07-problems-next-to-fields")
    page.get_by_label("话题名称").fill("ABC")
    elsewhere.get_by_role("button", name="前往").click()
    page.get_by_label("最大交互轮数").fill("6")
    checked(page)
    assert page.locator("#tree button.node.has-error").count() == 0


def test_cross_field_problems_show_as_the_author_types_and_unknown_fields_can_go(
    page: Any, site: Site
) -> None:
    site.publish("abc-cross")
    open_script(page, site.url, "abc-cross")
    content = page.get_by_label("讲解内容")
    content.press("Control+End")
    content.type("请给{昵称}举例。")  # a variable nothing declares or extracts
    warning = control(page, f"{SAY}.content").locator(":scope > .error")
    warning.wait_for(state="visible")
    assert "⚠" not in warning.inner_text()  # the mark is drawn by CSS, the text is the message
    assert warning.inner_text().startswith("变量 {昵称} 未声明，也没有动作提取它 — {昵称} is")
    page.get_by_text("高级退出条件配置（可选）").click()
    page.get_by_label("最少轮数").fill("9")  # above max_rounds 5
    rounds_warning = control(page, f"{SAY}.exit_criteria.min_rounds").locator(".error")
    rounds_warning.wait_for(state="visible")
    assert "最少轮数 9 大于最大交互轮数 5" in rounds_warning.inner_text()
    page.locator("#check-state", has_text="✓ 引擎校验通过 · ⚠ 2 个提醒").wait_for()
    assert page.locator(f'#tree button.node.has-warning[data-path="{SAY}"]').count() == 1
    shot(page, "07b-cross-field-warnings")

    page.get_by_label("动作类型").select_option("ai_ask")  # its exit criteria know fewer fields
    unknown = control(page, f"{SAY}.exit_criteria").locator(":scope > .error")
    unknown.wait_for(state="visible")
    assert "未知字段（请检查拼写）" in unknown.inner_text()
    unknown.get_by_role("button", name="移除未知字段 understanding_threshold").click()
    page.get_by_role("button", name="移除未知字段 has_questions").click()
    page.locator("#check-state", has_text="✓ 引擎校验通过").wait_for()
    assert page.locator("#tree button.node.has-error").count() == 0


def test_a_save_changes_only_what_was_edited_and_keeps_the_comments(page: Any, site: Site) -> None:
    script_id = site.publish("abc-comments")
    open_script(page, site.url, "abc-comments")
    page.get_by_label("最大交互轮数").fill("7")
    page.keyboard.press("Control+s")
    page.locator("#status", has_text="已保存为 v2").wait_for()
    original = DEMO_SCRIPT.read_text(encoding="utf-8")
    saved = site.yaml(script_id, 2)
    assert changed_lines(original, saved) == [
        "-                max_rounds: 5",
        "+                max_rounds: 7",
    ]
    node(page, "sessions[0].phases[0]").click()
    page.get_by_role("button", name="＋阶段").click()  # a structural edit keeps them too
    page.get_by_label("阶段名称").fill("练习")
    node(page, "sessions[0].phases[1].steps[0].actions[0]").click()
    page.get_by_label("讲解内容").fill("练习一下。")
    page.keyboard.press("Control+s")
    page.locator("#status", has_text="已保存为 v3").wait_for()
    grown = site.yaml(script_id, 3)
    assert [line for line in changed_lines(saved, grown) if line.startswith("-")] == []
    assert [line for line in original.splitlines() if "#" in line] == [
        line for line in grown.splitlines() if "#" in line
    ]


# -- layout and access --------------------------------------------------------------------------

COVERED_CONTROLS = """() => {
  const covered = [];
  const controls = document.querySelectorAll(
    "main input, main select, main textarea, main button, main summary");
  for (const el of controls) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    for (const block of ["start", "end"]) {
      el.scrollIntoView({ block, inline: "nearest" });
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const ok = hit && (hit === el || el.contains(hit)
        || hit.contains(el) && hit.tagName === "LABEL");
      if (!ok) covered.push(`${el.id || el.name || el.textContent.trim().slice(0, 20)} @${block}`
        + ` under ${hit ? hit.className || hit.tagName : "nothing"}`);
    }
  }
  return covered;
}"""


@pytest.mark.parametrize("width", [1024, 1280, 1600, 1920])
def test_no_control_is_covered_by_the_save_bar_at_any_width(
    browser: Any, site: Site, width: int
) -> None:
    if "abc-layout" not in str(site.client.get("/v1/scripts", headers=auth()).json()):
        site.publish("abc-layout")
    context, page, errors = new_page(browser, width=width, height=700)
    try:
        open_script(page, site.url, "abc-layout")
        page.get_by_text("高级退出条件配置（可选）").click()
        assert page.evaluate(COVERED_CONTROLS) == []
        node(page, "sessions[0]").click()  # the session: its declared-variables table
        assert page.evaluate(COVERED_CONTROLS) == []
        if width == 1024:
            shot(page, "08-layout-1024px-session-variables")
    finally:
        context.close()
    assert errors == []


def test_every_structural_action_works_from_the_keyboard(page: Any, site: Site) -> None:
    site.publish("abc-keys")
    open_script(page, site.url, "abc-keys")
    node(page, SAY).focus()
    page.keyboard.press("Insert")  # a new action after it, of the toolbar's type
    new = "sessions[0].phases[0].steps[0].actions[1]"
    assert focused_path(page) == new
    assert tree(page)[4] == "讲解:（未命名）"
    page.keyboard.press("Control+d")
    assert focused_path(page) == "sessions[0].phases[0].steps[0].actions[2]"
    page.keyboard.press("Alt+ArrowUp")
    page.keyboard.press("Alt+ArrowUp")
    assert focused_path(page) == SAY
    page.keyboard.press("Delete")  # the copy
    assert len(tree(page)) == 5
    assert tree(page)[3].startswith("讲解:ABC模型是CBT")
    page.keyboard.press("Control+z")
    assert len(tree(page)) == 6
    assert focused_path(page) == SAY
    for _ in range(4):  # the two moves, the copy, the insert
        page.keyboard.press("Control+z")
    assert len(tree(page)) == 4  # back to the script as opened
    node(page, "sessions[0].phases[0]").focus()
    page.keyboard.press("Enter")  # into the form
    page.keyboard.press("Escape")  # and back to the tree
    assert focused_path(page) == "sessions[0].phases[0]"
    page.locator("#add-topic").focus()
    page.keyboard.press("Enter")  # a toolbar button, from the keyboard
    assert tree(page)[-2:] == ["话题:新话题", "讲解:（未命名）"]
    moved = "sessions[0].phases[0].steps[1].actions[0]"
    node(page, moved).focus()
    page.keyboard.press("Alt+ArrowUp")  # past the edge: to the end of the previous topic
    assert focused_path(page) == "sessions[0].phases[0].steps[0].actions[1]"
    assert tree(page)[3:] == [
        "讲解:ABC模型是CBT的核心概念，包括三个部分：",
        "讲解:（未命名）",
        "话题:新话题",
    ]
    page.keyboard.press("Alt+ArrowDown")  # and back into the next one
    assert focused_path(page) == moved
    node(page, "sessions[0]").click()
    page.get_by_role("button", name="添加变量").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.name") == "sessions[0].declare[5].var"
    page.keyboard.type("睡眠时长")
    page.get_by_role("button", name="上移第 6 行").focus()
    page.keyboard.press("Enter")
    assert page.get_by_label("变量名（第 5 行）").input_value() == "睡眠时长"


def test_phases_and_topics_are_added_copied_moved_and_removed_from_the_keyboard(
    page: Any, site: Site
) -> None:
    site.publish("abc-keys-levels")
    open_script(page, site.url, "abc-keys-levels")
    phase, topic = "sessions[0].phases[0]", "sessions[0].phases[0].steps[0]"
    node(page, topic).focus()
    page.keyboard.press("Insert")  # a topic after it, with its starter action
    assert focused_path(page) == "sessions[0].phases[0].steps[1]"
    page.keyboard.press("Alt+ArrowUp")  # the new topic first
    assert focused_path(page) == topic
    assert topics(page) == ["新话题", "ABC模型核心概念"]
    node(page, phase).focus()
    page.keyboard.press("Insert")  # a phase after it
    assert focused_path(page) == "sessions[0].phases[1]"
    page.keyboard.press("Control+d")  # and a copy of the new phase
    assert focused_path(page) == "sessions[0].phases[2]"
    assert phases(page) == ["概念介绍", "新阶段", "新阶段（副本）"]
    page.keyboard.press("Alt+ArrowUp")
    page.keyboard.press("Alt+ArrowUp")  # the copy first
    assert focused_path(page) == phase
    assert phases(page) == ["新阶段（副本）", "概念介绍", "新阶段"]
    page.keyboard.press("Delete")
    assert phases(page) == ["概念介绍", "新阶段"]
    for _ in range(6):  # the removal, the two moves, the copy, the phase, the topic's move
        page.keyboard.press("Control+z")
    assert phases(page) == ["概念介绍"]
    assert topics(page) == ["ABC模型核心概念", "新话题"]
    page.keyboard.press("Control+z")  # and the topic: the script as opened
    assert topics(page) == ["ABC模型核心概念"]
    checked(page)


def phases(page: Any) -> list[str]:
    return [n.removeprefix("阶段:") for n in tree(page) if n.startswith("阶段:")]


def topics(page: Any) -> list[str]:
    return [n.removeprefix("话题:") for n in tree(page) if n.startswith("话题:")]


def test_every_action_type_of_the_engines_schema_gets_a_form(page: Any, site: Site) -> None:
    schema = site.client.get("/editor/schema.json").json()
    items = schema["$defs"]["Topic"]["properties"]["actions"]["items"]
    types = list(items["discriminator"]["mapping"])
    site.publish("abc-types")
    open_script(page, site.url, "abc-types")
    for index, action_type in enumerate(types, start=1):
        page.locator("#action-type").select_option(action_type)
        page.get_by_role("button", name="＋动作").click()
        path = f"sessions[0].phases[0].steps[0].actions[{index}]"
        assert page.locator("#node-where").inner_text() == path
        assert page.get_by_label("动作类型").input_value() == action_type
        ref = items["discriminator"]["mapping"][action_type].split("/")[-1]
        for field in schema["$defs"][ref].get("required", []):
            if field != "type":  # every required field has a control, generated from the schema
                assert control(page, f"{path}.{field}").count() == 1, (action_type, field)
    page.locator("#check-state", has_text="个问题").wait_for()  # blanks wait for the author


def test_chinese_text_renders_with_a_real_font(page: Any, site: Site) -> None:
    reason = cjk_font_missing_reason()
    if reason:
        pytest.fail(reason)
    page.goto(f"{site.url}/editor")
    distinct = chinese_renders(page)
    assert distinct, "Chinese glyphs render as identical boxes: no CJK font reached Chromium"


# -- editing an existing script -----------------------------------------------------------------


def test_an_edited_ai_say_is_saved_as_a_new_version_and_reloads_with_its_values(
    page: Any, site: Site
) -> None:
    script_id = site.publish("abc-edit")
    open_script(page, site.url, "abc-edit")
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
    assert site.versions(script_id) == 2

    page.reload()  # the key and the open script are kept for this tab
    page.locator("#version-select", has_text="v2（最新）").wait_for()
    node(page, SAY).wait_for()
    assert page.get_by_label("最大交互轮数").input_value() == "8"
    assert page.get_by_label("理解度阈值").input_value() == "65"
    assert site.action(script_id, 1)["max_rounds"] == 5


def test_an_invalid_value_is_not_saved(page: Any, site: Site) -> None:
    script_id = site.publish("abc-invalid")
    open_script(page, site.url, "abc-invalid")
    page.get_by_label("最大交互轮数").fill("50")
    page.get_by_role("button", name="保存为新版本").click()
    page.locator("#status", has_text="未保存").wait_for()
    assert "less than or equal to 20" in control(page, f"{SAY}.max_rounds").inner_text()
    assert site.versions(script_id) == 1


def test_the_preview_shows_the_rendered_prompt_and_what_was_left_unreplaced(
    page: Any, site: Site
) -> None:
    site.publish("abc-preview")
    open_script(page, site.url, "abc-preview")
    content = page.get_by_label("讲解内容")
    assert "ABC模型是CBT的核心概念" in content.input_value()
    content.press("Control+End")
    page.get_by_role("button", name="{用户名}", exact=True).click()  # a variable hint
    content.type("，还有{未声明变量}")
    page.get_by_role("tab", name="提示词预览").click()
    page.get_by_text("示例变量（可选）").click()
    page.get_by_label("{教育背景}").fill("硕士")
    page.get_by_role("button", name="生成预览").click()
    page.locator("#preview-meta", has_text="ai-say/mainline-a-introduce-concept").wait_for()
    rendered = page.locator("#preview-text").inner_text()
    assert "ABC模型是CBT的核心概念" in rendered
    assert "小明，还有{未声明变量}" in rendered
    assert "教育背景：硕士" in rendered
    assert "理解度 >= 80" in rendered
    assert "{未声明变量}" in page.locator("#preview-unreplaced").inner_text()
    shot(page, "09-prompt-preview")


def test_the_form_and_its_panels_are_reached_from_the_keyboard(page: Any, site: Site) -> None:
    site.publish("abc-form-keys")
    open_script(page, site.url, "abc-form-keys")
    node(page, "sessions[0]").focus()
    page.keyboard.press("ArrowDown")  # the phase
    page.keyboard.press("ArrowDown")  # the topic
    page.keyboard.press("ArrowDown")  # the ai_say
    assert focused_path(page) == SAY
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
    assert focused_path(page) == SAY
