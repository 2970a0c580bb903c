"""Stop 37 (ADR 0110 amendment "stop 37"): an English route-raising word in a benign frame
people really say never reaches medium. The frames and the words are the exhaustive look-alike
search's (``benchmarks.risk_look_alikes``: a place of danger, a means, a time, a farewell, a
prior attempt or self-harm in an errand, travel, work, a hobby, a sport, cooking, family care, a
resolved past, fiction or news, someone else's risk); its first run found 255 of 933 windows at
or above 0.70, its run with more frames 305 of 1,623, each family fixed as a category
(test_risk_phrasings_stop37_en_look_alike_families). The person's own risk in the same words
stays high: a place with nothing ordinary beside it and a time is still a plan."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.risk_look_alikes import FILLERS, FRAMES
from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, score

FRAMED = [(frame, kind) for frames in FRAMES.values() for frame in frames
          for kind in FILLERS if "{" + kind + "}" in frame]
framed = st.sampled_from(FRAMED).flatmap(
    lambda case: st.tuples(st.just(case[0]), st.just(case[1]), st.sampled_from(FILLERS[case[1]]),
                           st.sampled_from(FILLERS["time"])))


def _filled(frame: str, kind: str, filler: str, time: str) -> str:
    text = frame.replace("{" + kind + "}", filler)
    return text.replace("{time}", time)


@settings(max_examples=150, deadline=None)
@given(framed)
def test_a_risk_word_in_a_benign_english_frame_stays_below_medium(
        case: tuple[str, str, str, str]) -> None:
    frame, kind, filler, time = case
    text = _filled(frame, kind, filler, time)
    if "{" in text:  # a second slot of another kind: its first word, as the search fills it
        for other, words in FILLERS.items():
            text = text.replace("{" + other + "}", words[0])
    assert score(text) < MEDIUM_FLOOR


OWN_PLACES = ["the bridge", "the river", "the roof", "the car park", "the cliffs", "the pier",
              "the tracks", "the reservoir", "the quarry", "the multi storey", "the overpass"]
OWN = ["i'm at {place} now and i'm going to jump {time}",
       "i'm on {place}. i can't do this anymore, it ends {time}"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OWN), st.sampled_from(OWN_PLACES),
       st.sampled_from(FILLERS["time"]))
def test_the_persons_own_place_and_time_in_the_same_words_stay_high(
        frame: str, place: str, time: str) -> None:
    assert score(frame.format(place=place, time=time)) >= HIGH_FLOOR
