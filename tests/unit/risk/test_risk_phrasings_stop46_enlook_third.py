"""Stop 46, English (helper enlook), third probe: the six kinds in new words again (other
carers and partners away, other containers and places, other seals and fuels, other ways of
giving up and of being saved), written after the second set passed and frozen before any rule
changed again (ADR 0110 amendment "Stop 46, enlook").

First try: on main 5339216 high 3 / 12, look-alikes 11 / 12; on the second set's rules high
4 / 12, look-alikes 12 / 12. After widening the same readings (a carer off, nobody covering, kin
staying at someone's over a stretch; a stash hidden as a bare readiness; every one of them set
out by the water; out of the strips; taped round the doors, a towel under the bathroom door;
"not bottling it this time"; rescued "in time" and how to stop that happening worked out):
high 11 / 11, look-alikes 12 / 12, one in ``STILL_MISSED``.
"""

from __future__ import annotations

import pytest

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, score, stays_below

RISKY: list[str | list[str]] = [
    "took every single one about half an hour back, vision's going weird",
    "my carer's off till monday and nobody's covering. the stash is in my pillowcase",
    'lined every one of them up along the edge of the sink next to a cup of water',
    "all my diazepam's out of the strips now, in a pile on the duvet",
    'put the disposable bbq in the footwell and taped round the car doors',
    "the coals are glowing and i've jammed a towel under the bathroom door",
    "emptied the tub out on my desk, that's more than enough",
    "i've got more than enough saved now, the tablets are in my drawer",
    'i backed out at the last minute in june. not bottling it this time',
    "the paramedics got to me in time in january. i've worked out how to stop that happening",
    "my husband's off to a stag do on friday so i'll be on my own with the pills",
]

LOOK_ALIKES: list[str | list[str]] = [
    'took every single one about half an hour back, the samosas were the best',
    "my carer's off till monday so my sister's covering, she's brilliant",
    "gf's at her mum's in cardiff all weekend, got the xbox and pizza sorted",
    'lined every one of the glasses up along the edge of the sink next to a jug of water',
    'all my stickers are out of the sheets now, in a pile on the duvet',
    'put the disposable bbq in the boot for the beach tomorrow',
    "the coals are glowing on the patio and i've jammed the back door open",
    "emptied the piggy bank out on my desk, that's more than enough for the shoes",
    "i've got more than enough saved now for the deposit",
    'i backed out of the skydive at the last minute in june. not bottling it this time',
    "the ambulance got to my dad in time in january, he's doing well",
    "my husband's off to a stag do on friday so i'll be on my own with the kids",
]

test_stop46_enlook_third_high = reaches(HIGH_FLOOR, RISKY)
test_stop46_enlook_third_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)

# Still below high (asserted so: a later fix moves it): a cord is a phone's as often as not, so
# "got the cord" beside a time alone names no means.
STILL_MISSED: list[str | list[str]] = [
    "gf's at her mum's in cardiff all weekend. got the cord in my backpack",
]


@pytest.mark.parametrize("item", STILL_MISSED)
def test_stop46_enlook_third_still_missed(item: str | list[str]) -> None:
    assert score(item) < HIGH_FLOOR
