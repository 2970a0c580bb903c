"""Stop 49, speed (ADR 0300, amendment "Stop 49, speed"): what a score reads once instead of
again and again reads what the search it replaces read; a walk's gate never shuts where the
search would have found something; a Chinese table's root read from a table walks as the Python
walk does; a table read back from the cache compiles its patterns only when a scan needs them,
and finds what the derived table finds.

Every mechanism here changes no score: ``benchmarks.risk_outputs --corpora`` is byte-identical
with main's (the amendment's figures)."""

from __future__ import annotations

import pickle
import random
import re
from pathlib import Path

import pytest

from benchmarks.risk import dense_text, english_text
from infrastructure.risk import anchors, rules, table_cache
from infrastructure.risk.anchors import AnchoredTable, MarkGate
from infrastructure.risk.rule_atoms import EN_ATOMS, ZH_ATOMS
from tests.unit.risk.speed_texts import speed_texts

TEXTS = speed_texts()
BREAKS = "。！？!?\n. a\t中.，"


def _drawn(count: int, seed: int, alphabet: str, longest: int = 30) -> list[str]:
    draw = random.Random(seed)
    return ["".join(draw.choice(alphabet) for _ in range(draw.randint(0, longest)))
            for _ in range(count)]


def _old_start(text: str, position: int) -> int:
    if text.endswith("\n", 0, position):
        found = rules.SENTENCE_END.search(text, 0, position)
        return found.start() + 1 if found else 0
    return max(text.rfind(end, 0, position) for end in rules.SENTENCE_ENDS) + 1


def _old_end(text: str, position: int) -> int:
    found = rules.SENTENCE_BREAK.search(text, position)
    return found.start() if found else len(text)


@pytest.mark.parametrize("texts", ["shipped", "drawn"])
def test_a_sentences_start_and_end_are_what_the_searches_found_before_and_after_listing(
        texts: str) -> None:
    """The first ``LIST_AFTER`` questions about a text are answered by the searches, the rest
    from the text's listed ends and breaks: both answer alike at every place asked."""
    chosen = TEXTS if texts == "shipped" else _drawn(2_000, 49, BREAKS)
    for text in chosen:
        rules.forget_turns()
        step = max(1, len(text) // 200)
        for _ in range(2):  # the second round reads the listed places
            for position in range(0, len(text) + 2, step):
                assert rules._sentence_end(text, position) == _old_end(text, position)
                if position <= len(text):
                    assert rules._sentence_start(text, position) == _old_start(text, position)
    rules.forget_turns()


def test_a_text_is_listed_only_once_asked_often() -> None:
    rules.forget_turns()
    text = "一。二！三？四"
    for _ in range(rules.LIST_AFTER - 1):
        rules._sentence_start(text, 5)
    assert rules.SENTENCE_ENDS_AT.lists == {}
    rules._sentence_start(text, 5)
    assert rules.SENTENCE_ENDS_AT.lists == {text: [1, 3, 5]}
    rules.forget_turns()
    assert rules.SENTENCE_ENDS_AT.lists == {} and rules.SENTENCE_ENDS_AT.asked == {}


def test_a_told_failure_is_its_plain_words() -> None:
    """``_failed_before`` reads ``GOAL_FAILED`` as a choice of plain words (no assertion)."""
    assert rules.GOAL_FAILED.pattern == "|".join(rules.GOAL_FAILED_WORDS)
    assert all(re.escape(word) == word for word in rules.GOAL_FAILED_WORDS)
    assert max(map(len, rules.GOAL_FAILED_WORDS)) == rules.GOAL_FAILED_LONGEST


class _Told:
    """What ``_failed_before`` reads of a turn."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.failed_by: int | None = None
        self.failed_clear_to = 0


def test_a_failure_told_before_a_place_is_what_the_search_from_the_start_finds() -> None:
    words = [*rules.GOAL_FAILED_WORDS, "我", "没", "考", "了", "输", "，", "又", "挂"]
    draw = random.Random(49)
    drawn = ["".join(draw.choice(words) for _ in range(draw.randint(0, 12)))
             for _ in range(3_000)]
    chinese = [text for text in TEXTS if not text.isascii()]
    for text in [*drawn, *chinese]:
        turn = _Told(text)
        places = [draw.randint(0, len(text)) for _ in range(12)]
        for end in places:  # asked in any order, as a turn's signals ask
            assert rules._failed_before(turn, end) == (  # type: ignore[arg-type]
                rules.GOAL_FAILED.search(text, 0, end) is not None), (text[:60], end)


@pytest.mark.parametrize(("gate", "pattern"), [
    (rules.EN_END_SOON_GATE, rules.EN_END_SOON),
    (rules.EN_NAMED_MEDICINE_GATE, rules.EN_NAMED_MEDICINE)], ids=["end soon", "named medicine"])
def test_a_gated_search_finds_nothing_where_its_gate_is_shut(
        gate: MarkGate, pattern: re.Pattern[str]) -> None:
    assert not pattern.flags & re.IGNORECASE  # the marks are read as written
    assert gate.marks  # a gate with no marks rules nothing out: it would gate nothing
    shut = 0
    for text in [*TEXTS, *(text.upper() for text in TEXTS[:50])]:
        found = pattern.search(text)
        gated = rules._gated_search(gate, pattern, text)
        assert (gated and gated.span()) == (found and found.span())
        if not gate.may_match(text):
            shut += 1
            assert found is None, text[:80]
    assert shut  # the gate does shut on the texts that hold none of its marks


def test_a_chinese_tables_root_read_from_a_table_walks_as_the_python_walk() -> None:
    """Marks opening with many CJK ideographs, the block's first and last among them, and marks
    just outside it: the root's table and its binary search agree on every place."""
    if anchors.CompiledMarks is None:
        pytest.fail("the compiled marks' walk is not built: ./dev setup builds it",
                    pytrace=False)
    firsts = ["\u4e00", "\u9fff", "\u4dff", "\ua000", *"想死药跳楼割腕结束一切明天今晚"]
    entries = [(f"k{i}", f"{first}(了|过|掉)?[^，。]{{0,3}}(吧|啊)")
               for i, first in enumerate(firsts)]
    entries.append(("pairs", "|".join(f"{a}{b}" for a in firsts for b in firsts[::3])))
    table = AnchoredTable(entries, chinese=True)
    assert table.compiled is not None
    alphabet = "".join(firsts) + "了过掉吧啊，。 a\U0001f600\u3000\uff01"
    texts = _drawn(600, 4900, alphabet, 40) + [text for text in TEXTS if not text.isascii()][:40]
    for text in texts:
        spans = [(0, len(text))]
        assert table.compiled.walk(text, spans) == table._walk_python(text, spans)
        assert list(table.compiled.walk(text, spans)[0]) == list(
            table._walk_python(text, spans)[0])


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(table_cache, "FOLDER", tmp_path)
    monkeypatch.delenv("HEARTRULE_RISK_TABLE_CACHE", raising=False)
    return tmp_path


@pytest.mark.parametrize(("atoms", "chinese", "text"), [
    (ZH_ATOMS, True, dense_text()), (EN_ATOMS, False, english_text())], ids=["zh", "en"])
def test_a_table_read_back_compiles_a_pattern_only_when_a_scan_runs_it(
        folder: Path, atoms: dict[str, str], chinese: bool, text: str) -> None:
    entries = [(kind, atoms[kind]) for kind in ("passive", "self_harm", "means", "time")]
    derived = table_cache.cached_table(entries, chinese=chinese)
    read_back = table_cache.cached_table(entries, chinese=chinese)
    assert read_back is not derived
    for alt, same in zip(read_back.alternatives, derived.alternatives, strict=True):
        assert isinstance(alt.pattern, anchors._Uncompiled)
        assert (alt.pattern.pattern, alt.pattern.flags) == (
            same.pattern.pattern, same.pattern.flags)
    assert all(p is None for reading in read_back.readings.values() for p in reading.patterns)
    plain = rules.normalise(text)
    spans = [(0, len(plain))]
    assert read_back.scan(plain, spans) == derived.scan(plain, spans)
    compiled = sum(p is not None for p in read_back.readings[plain.isascii()].patterns)
    assert 0 < compiled < len(read_back.alternatives)  # only those the text called for
    # an uncompiled pattern still reads as the pattern it stands for, and pickles as source
    uncompiled = read_back.alternatives[0].pattern
    assert uncompiled.search is not None
    again = pickle.loads(pickle.dumps(uncompiled))
    assert (again.pattern, again.flags) == (uncompiled.pattern, uncompiled.flags)


def _old_in_script(text: str, chinese: bool, spans: list[tuple[int, int]]
                   ) -> list[tuple[int, int]]:
    """``_in_script`` before stop 49: each span searched on its own."""
    search, chosen = (rules.CJK if chinese else rules.LATIN).search, []
    first = last = -1
    for start, end in spans:
        if search(text, start, end) is None:
            continue
        if start <= last:
            last = max(last, end)
            continue
        if last >= 0:
            chosen.append((first, last))
        first, last = start, end
    if last >= 0:
        chosen.append((first, last))
    return chosen


def test_the_spans_in_a_script_are_those_each_spans_own_search_found() -> None:
    draw = random.Random(4901)
    cases = []
    for text in _drawn(6_000, 4902, "ab中文。 ", 25):
        starts = [draw.randint(0, len(text)) for _ in range(draw.randint(0, 6))]
        cases.append((text, sorted((a, min(len(text), a + draw.randint(0, 8))) for a in starts)))
    for text in TEXTS[:200]:  # each sentence, as the turn's scans ask
        starts, sentence_of = rules._segment(text)
        cases.append((text, sorted(rules._sentence_spans(starts, sentence_of, len(text)).values())))
    for text, spans in cases:
        for chinese in (True, False):
            assert rules._in_script(text, chinese, spans) == _old_in_script(text, chinese, spans)


def test_a_turn_gate_is_shut_only_where_no_sentence_holds_a_match() -> None:
    """``PRETEXT`` is searched in each signal's sentence, in a turn whose marks were walked
    once: where the walk shuts the gate, no sentence of the turn holds a match."""
    gate = rules.PRETEXT_GATE
    shut = 0
    for text in TEXTS:
        if gate.open(text):
            continue
        shut += 1
        assert rules.PRETEXT.search(text) is None, text[:80]
    assert shut and rules.PRETEXT_GATE.open("家里人都以为我出去旅游，其实是去跳河")
    rules.forget_turns()
    assert gate.known == {}
    with pytest.raises(ValueError, match="IGNORECASE"):
        rules._TextGate(re.compile("a", re.IGNORECASE))  # (raised before it is listed)
    assert gate in rules._TextGate.made
