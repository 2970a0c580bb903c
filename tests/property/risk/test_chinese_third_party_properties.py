"""Someone else's risk in Chinese, as a turn of its own or as a sentence added to a turn, never
raises the route the speaker's own words call for (stop 36: an exhaustive run of this property
over every pooled turn found five families of raises, fixed and frozen in
``tests/unit/risk/test_risk_phrasings_stop36_zh_their_sentence_not_mine.py``). The speaker's own
negated or resolved past is left out: the speaker's own relapse told beside it reopens it by
design (ADR 0108, amendment "stop 36")."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator

from hypothesis import example, given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window
from infrastructure.risk.english_data import english
from infrastructure.risk.rules import assess


def _chinese_phrasings() -> Iterator[str]:
    root = importlib.import_module("tests.unit.risk")
    for info in sorted(pkgutil.iter_modules(root.__path__), key=lambda m: m.name):
        if info.name.startswith("test_risk_phrasings"):
            module = importlib.import_module(f"tests.unit.risk.{info.name}")
            for name in sorted(vars(module)):
                binding = getattr(getattr(module, name), "phrasing_binding", None)
                if name.startswith("test") and binding is not None:
                    yield from (i for i in binding[2] if isinstance(i, str) and not english(i))


POOL = sorted(set(_chinese_phrasings()))[::5]
OTHERS = ["他", "她", "我朋友", "我同学", "我室友", "我表姐", "隔壁邻居", "我同事"]
THEIR_RISK = ["说想自杀", "说不想活了", "昨晚吃了一整瓶安眠药", "又开始割手腕了", "写了遗书",
              "站在天台边上", "买了绳子", "把药都攒起来了", "说今晚就去跳楼",
              "喝了农药被送去洗胃了"]
CLAUSES = [f"{who}{what}" for who in OTHERS for what in THEIR_RISK]
CANCELLED = [c for c in CLAUSES if any(s.cancelled_by for s in assess([c]).signals)]
windows = st.lists(st.sampled_from(POOL), min_size=1, max_size=2)
cancelled = st.sampled_from(CANCELLED)


def route(window: list[str]) -> int:
    score = score_window(window).score
    return 2 if score >= 0.95 else 1 if score >= 0.70 else 0


def test_the_pool_and_the_clauses_are_there() -> None:
    assert len(POOL) >= 700 and len(CANCELLED) == len(CLAUSES)  # 755 and 80 at stop 36


@settings(max_examples=120, deadline=None)
@given(windows, cancelled)
def test_someone_elses_chinese_turn_never_raises_the_route(window: list[str], clause: str) -> None:
    assert route([*window, clause]) <= route(window)


@settings(max_examples=120, deadline=None)
@given(windows, cancelled)
@example(["16岁男生，为什么我妈一骂我就想自杀", "我以前割过手，那是初中的事了，现在早就不会了"],
         "我表姐又开始割手腕了")  # stop 39, seed 1: a past of its own resolved the wish before
@example(["16岁男生，为什么我妈一骂我就想自杀", "以前满脑子都是死，现在已经走出来了，过得挺好"],
         "他说想自杀")  # stop 44: someone else's later sentence undid the speaker's "now fine"
@example(["为什么我妈一吵架就闹着要自杀", "偷偷去看了爸妈最后一眼，然后把他们的微信也删了"],
         "我朋友说想自杀")  # stop 47: "他们的微信" is the speaker's act's object
# stop 47 (zhlook), drawn once its literals joined (route 2 on main too): someone else's sentence
# kept the allergy's frame from taking the cat given away
@example(["22岁男，为什么女朋友一不回消息就不想活了", "把猫送人了，对猫毛过敏"], "他说想自杀")
# stop 49 (psyweibo), drawn once its literals joined: someone else's relapse kept the speaker's
# own past from being read as over ("以前天天想着怎么死" with a recovery in another sentence)
@example(["#抑郁症# 康复一年啦！以前天天想着怎么死，现在会好好吃饭好好睡觉，"
          "想告诉还在坑里的大家，会好起来的🌈"], "他又开始割手腕了")
def test_someone_elses_chinese_sentence_never_raises_its_turns_route(window: list[str],
                                                                    clause: str) -> None:
    *earlier, last = window
    stem = last.rstrip("。！？!?.，, ")
    assert route([*earlier, f"{stem}。{clause}。"]) <= route([*earlier, f"{stem}。"])
