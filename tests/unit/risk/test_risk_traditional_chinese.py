"""Traditional Chinese is screened as simplified (ADR 0139): at stop 30 "我想自殺" scored 0.00
and "我已經把藥都攢好了，今晚就結束" 0.45, since every atom is written in simplified characters.
Risk said in traditional characters reaches the same level as in simplified, and the same
cancelling scopes hold; the shipped table is OpenCC's, byte for byte.
"""

from __future__ import annotations

import hashlib
from importlib import resources

import pytest

from infrastructure.risk.script import simplified
from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, score, stays_below

HIGH: list[str | list[str]] = [
    "我想自殺",
    "我已經把藥都攢好了，今晚就結束",
    "遺書寫好了，明天就去跳樓",
    "燒炭的東西都買齊了，今晚等他們睡著",
    "我真的不想活了，今晚就去江邊",
    "上次割腕被救回來了，這次會割得更深",
    ["藥在抽屜裡攢著", "等爸媽出差那天"],
    "貓託付給室友了，銀行卡密碼寫在紙條上，今晚就走",
]

MEDIUM: list[str | list[str]] = [
    "又用菸頭燙自己了",
    "要是出車禍死了就好了",
    "我就是個累贅，沒有我大家會更好",
]

NONE: list[str | list[str]] = [
    "我同學說她想自殺，我很擔心她",
    "我從來沒有想過傷害自己",
    "餓死了，快點去吃飯",
    "電視劇裡的女主角最後跳樓了，好難過",
    "我以前想過自殺，那是三年前的事了，現在好多了",
    "安眠藥是醫生開的，每晚半片，可以和酒一起吃嗎？",
]

test_traditional_imminent_risk_is_high = reaches(HIGH_FLOOR, HIGH)
test_traditional_wishes_and_self_harm_are_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_traditional_cancelled_talk_stays_below_medium = stays_below(MEDIUM_FLOOR, NONE)


@pytest.mark.parametrize(("traditional", "simple"), [
    ("我想自殺", "我想自杀"), ("遺書寫好了", "遗书写好了"), ("藥在抽屜裡", "药在抽屉里"),
])
def test_a_traditional_message_scores_as_its_simplified_twin(traditional: str, simple: str) -> None:
    assert simplified(traditional) == simple
    assert score(traditional) == score(simple)


def test_the_shipped_table_is_opencc_s_byte_for_byte() -> None:
    folder = resources.files("infrastructure.risk.data").joinpath("opencc")
    digest, name = folder.joinpath("SHA256SUMS").read_text(encoding="utf-8").split()
    assert hashlib.sha256(folder.joinpath(name).read_bytes()).hexdigest() == digest
