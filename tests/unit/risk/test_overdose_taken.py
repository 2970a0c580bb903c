"""An overdose already taken is an attempt in progress: the most urgent message a screen can
see. Whatever the words — a whole bottle, all of one's pills, a number of tablets, a poison
drunk — it is high on its own, with no plan or time beside it. A normal dose, someone else's
overdose, a denial and a question about a prescription are not."""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window
from infrastructure.risk.rules import assess

TAKEN: list[str] = [
    "我刚才吃了一整瓶安眠药",
    "药我全吃了，一颗都没剩",
    "刚把抽屉里的药都吞了",
    "吞了四十多片，现在有点晕",
    "已经喝了农药，肚子好疼",
    "我把攒的药一口气全吃下去了",
    "吃了两盒止疼药，头好晕",
    "I already took all my pills",
    "I just swallowed the whole bottle of sleeping pills",
    "took like 40 of my tablets about an hour ago",
    "I've taken an overdose, I'm starting to feel sleepy",
    "just downed a whole pack of paracetamol",
    "I drank the bleach under the sink",
    "i took all of my antidepressants at once",
]

NOT_TAKEN: list[str] = [
    "今天按医嘱吃了两片安眠药，睡得还行",
    "我弟弟吃了一整瓶安眠药，现在在医院",
    "医生开的药一次吃几片？",
    "吃了一整瓶可乐，好撑",
    "I took two ibuprofen for my headache",
    "My roommate swallowed a whole bottle of pills, I'm calling 911",
    "I didn't take the pills, I threw them away",
    "I ate the whole pizza by myself lol",
    "took all my vitamins this morning like a good boy",
]


@pytest.mark.parametrize("text", TAKEN)
def test_an_overdose_already_taken_is_high_on_its_own(text: str) -> None:
    assert score_window([text]).score >= 0.95, text


@pytest.mark.parametrize("text", NOT_TAKEN)
def test_a_normal_dose_someone_elses_overdose_or_a_denial_is_not_high(text: str) -> None:
    assert score_window([text]).score < 0.95, text


def test_medicines_taken_as_treatment_are_not_an_overdose() -> None:
    treated = "我已经看了不少医生，也吃了好多药，但都没有好转"
    signals = [signal.kind for signal in assess([treated]).signals]
    assert "overdose_taken" not in signals

