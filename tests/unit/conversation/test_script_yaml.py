"""Script YAML read as YAML 1.2 within bounds, and written back with comments kept (issue 12,
issue 18 item 5): every bomb shape is refused with its line before anything is expanded."""

from __future__ import annotations

import difflib
import tracemalloc

import pytest

from application.conversation.script_parsing import parse_script
from application.conversation.script_problems import ScriptInvalidError
from application.conversation.script_yaml import (
    MAX_ALIASES,
    MAX_DEPTH,
    MAX_SCRIPT_BYTES,
    decode_script,
    edit_script_text,
    read_yaml,
)
from domain.conversation.script import MAX_DECLARED_VALUE_CHARS
from infrastructure.settings import ROOT

REFUSAL_PEAK_BYTES = 16 * 1024 * 1024
"""Python memory a refusal may take (under 1 MiB here); any bomb expanded would take gigabytes.
Memory, not seconds: a time bound fails on a loaded machine."""
SCRIPTS = sorted((ROOT / "config" / "scripts").glob("*.yaml"))


def _refusal(text: str) -> tuple[int, str]:
    tracemalloc.start()
    try:
        with pytest.raises(ScriptInvalidError) as caught:
            parse_script(text, "bomb.yaml")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < REFUSAL_PEAK_BYTES, (peak, "a refusal must not expand the document first")
    (problem,) = caught.value.problems
    assert problem.source == "bomb.yaml"
    return problem.line, problem.message


def _laughs(levels: int, width: int, indent: str = "") -> str:
    """The classic alias tree: level n is a list of ``width`` aliases of level n-1."""
    lines = [f"{indent}a0: &a0 lol"]
    for n in range(1, levels + 1):
        refs = ", ".join(f"*a{n - 1}" for _ in range(width))
        lines.append(f"{indent}a{n}: &a{n} [{refs}]")
    return "\n".join(lines) + "\n"


def _script(declare_value: str) -> str:
    return (
        "sessions:\n"
        "  - session: s\n"
        "    declare:\n"
        "      - var: x\n"
        f"        value:\n{declare_value}"
        "    phases:\n"
        "      - phase: p\n"
        "        steps:\n"
        "          - topic: t\n"
        "            actions:\n"
        "              - type: ai_say\n"
        "                content: hi\n"
    )


def test_a_duplicated_key_is_refused_with_its_line() -> None:
    line, message = _refusal("sessions: []\nname: a\nsessions: []\n")
    assert line == 3
    assert "duplicate key" in message
    assert "sessions" in message


def test_yes_no_on_off_stay_strings_as_in_yaml_1_2() -> None:
    data = read_yaml("a: yes\nb: no\nc: on\nd: off\ne: y\nf: true\n").plain()
    assert data == {"a": "yes", "b": "no", "c": "on", "d": "off", "e": "y", "f": True}


def test_a_billion_laughs_in_a_declared_value_is_refused_at_its_line() -> None:
    line, message = _refusal(_script(_laughs(9, 9, indent=" " * 10)))
    assert 6 <= line <= 15
    assert "expand" in message


def test_a_root_level_bomb_is_refused() -> None:
    _, message = _refusal(_laughs(12, 10))
    assert "expand" in message or "alias" in message


def test_a_merge_key_bomb_is_refused() -> None:
    lines = ["m0: &m0 {k: v}"]
    for n in range(1, 25):
        lines.append(f"m{n}: &m{n} {{<<: [*m{n - 1}], k{n}: *m{n - 1}, j{n}: *m{n - 1}}}")
    _, message = _refusal("\n".join(lines) + "\n")
    assert "expand" in message


def test_anchors_in_sequences_are_bounded_like_anchors_in_mappings() -> None:
    lines = ["- &s0 [x, y, z, w]"]
    for n in range(1, 30):
        lines.append(f"- &s{n} [*s{n - 1}, *s{n - 1}, *s{n - 1}]")
    _, message = _refusal("\n".join(lines) + "\n")
    assert "expand" in message


def test_a_long_alias_chain_is_refused_by_its_depth_once_expanded() -> None:
    lines = ["c0: &c0 x"] + [f"c{n}: &c{n} [*c{n - 1}]" for n in range(1, 10_001)]
    _, message = _refusal("\n".join(lines) + "\n")
    assert "deeper" in message or "alias" in message


def test_too_many_aliases_are_refused_even_when_small() -> None:
    refs = ", ".join("*a" for _ in range(MAX_ALIASES + 1))
    line, message = _refusal(f"a: &a x\nb: [{refs}]\n")
    assert line == 2
    assert "alias" in message


def test_an_alias_inside_the_node_it_names_is_refused() -> None:
    _, message = _refusal("a: &a [1, *a]\n")
    assert "contains it" in message


@pytest.mark.parametrize("opening", ["[", "{a: ", "- "])
def test_deep_nesting_is_refused_without_recursing(opening: str) -> None:
    line, message = _refusal(opening * 10_000 + "x")
    assert line >= 1
    assert f"deeper than {MAX_DEPTH}" in message


def test_a_document_over_the_size_bound_is_refused_before_reading() -> None:
    line, message = _refusal("a: " + "x" * MAX_SCRIPT_BYTES + "\n")
    assert line == 1
    assert "bytes" in message


def test_bytes_that_are_not_utf8_are_a_located_problem() -> None:
    with pytest.raises(ScriptInvalidError) as caught:
        decode_script(b"sessions:\n  - session: \xff\xfe\n", "bad.yaml")
    (problem,) = caught.value.problems
    assert (problem.line, problem.source) == (2, "bad.yaml")
    assert "UTF-8" in problem.message


def test_a_few_honest_anchors_are_still_fine() -> None:
    data = read_yaml("base: &b {min_rounds: 1}\nuse: *b\nmerged: {<<: *b, extra: 2}\n").plain()
    assert data["use"] == {"min_rounds": 1}
    assert data["merged"] == {"min_rounds": 1, "extra": 2}


# -- the round trip ---------------------------------------------------------------------------

COMMENTED = """\
# 脚本说明: kept
sessions:
  - session: "会谈"   # quoted, with a comment
    declare:
      # 用户画像
      - var: 用户名
        value: 小明
      - var: 开关
        value: no
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: ai_say
                # 核心内容
                content: |
                  第一行
                  第二行
                max_rounds: 3
"""


def test_an_unchanged_document_is_written_back_byte_for_byte() -> None:
    document = read_yaml(COMMENTED).plain()
    assert edit_script_text(COMMENTED, document) == COMMENTED


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_the_shipped_scripts_survive_the_round_trip_unchanged(path: object) -> None:
    text = path.read_text(encoding="utf-8")  # type: ignore[attr-defined]
    assert edit_script_text(text, read_yaml(text).plain()) == text


def test_an_edit_changes_only_the_edited_line() -> None:
    document = read_yaml(COMMENTED).plain()
    document["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] = 4
    changed = _changed_lines(COMMENTED, edit_script_text(COMMENTED, document))
    assert changed == ["-                max_rounds: 3", "+                max_rounds: 4"]


def test_an_inserted_item_keeps_every_comment_and_adds_only_its_lines() -> None:
    document = read_yaml(COMMENTED).plain()
    document["sessions"][0]["declare"].insert(1, {"var": "年龄", "value": 30})
    saved = edit_script_text(COMMENTED, document)
    assert all(line.startswith("+") for line in _changed_lines(COMMENTED, saved))
    assert "# 用户画像" in saved and "# 核心内容" in saved and "# quoted, with a comment" in saved
    assert read_yaml(saved).plain() == document


def test_no_stays_the_string_no_through_a_save() -> None:
    document = read_yaml(COMMENTED).plain()
    assert document["sessions"][0]["declare"][1]["value"] == "no"
    document["sessions"][0]["session"] = "会谈二"
    saved = edit_script_text(COMMENTED, document)
    assert read_yaml(saved).plain()["sessions"][0]["declare"][1]["value"] == "no"
    assert 'session: "会谈二"' in saved


def test_a_removed_key_goes_and_key_order_follows_the_edit() -> None:
    text = "b: 1  # one\na: 2  # two\nc: 3\n"
    saved = edit_script_text(text, {"a": 2, "b": 1})
    assert saved == "a: 2  # two\nb: 1  # one\n"


def test_an_edit_of_an_aliased_part_changes_only_that_reference() -> None:
    text = "base: &b {n: 1}\nuse: *b\n"
    saved = read_yaml(edit_script_text(text, {"base": {"n": 1}, "use": {"n": 2}})).plain()
    assert saved == {"base": {"n": 1}, "use": {"n": 2}}


def _changed_lines(before: str, after: str) -> list[str]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    return [line for line in diff if line[:1] in "+-" and line[:3] not in {"+++", "---"}]


def test_a_declared_value_over_its_bound_is_refused_at_its_line() -> None:
    big = "          " + "y" * (MAX_DECLARED_VALUE_CHARS + 1) + "\n"
    with pytest.raises(ScriptInvalidError) as caught:
        parse_script(_script(big), "big.yaml")
    (problem,) = caught.value.problems
    assert problem.field == "sessions[0].declare[0].value"
    assert problem.line == 6
    assert "at most" in problem.message


def test_the_editors_save_keeps_the_comments_of_the_version_it_was_based_on() -> None:
    from application.conversation.catalog import ScriptCatalog
    from application.conversation.script_editor import save_edited
    from application.event_store import EventStore
    from tests.support.fakes import FixedClock

    store = EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    catalog = ScriptCatalog(store, FixedClock())
    first = catalog.publish("t", "commented", COMMENTED)
    document = read_yaml(COMMENTED).plain()
    document["sessions"][0]["phases"][0]["steps"][0]["actions"][0]["max_rounds"] = 5

    saved = save_edited(catalog, "t", first.script_id, document, based_on=first.version)

    text = catalog.document("t", first.script_id).pinned(saved.version).text
    assert _changed_lines(COMMENTED, text) == [
        "-                max_rounds: 3",
        "+                max_rounds: 5",
    ]


@pytest.mark.parametrize(
    "text", ["a: 2024-13-45", "a: !!int abc", "a: !!omap [a: 1, a: 2]", "a: !!bool maybe"]
)
def test_a_value_the_reader_cannot_build_is_a_problem_not_a_crash(text: str) -> None:
    line, message = _refusal(text + "\n")
    assert line >= 1
    assert message


def test_an_integer_too_long_to_read_is_named_on_its_line_in_the_authors_terms() -> None:
    line, message = _refusal("sessions:\n  - session: s\n    declare:\n      - var: n\n"
                             f"        value: {'9' * 5000}\n")  # fmt: skip
    assert line == 5
    assert "4,300 digits" in message and "sys." not in message
