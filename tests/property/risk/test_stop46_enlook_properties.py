"""Stop 46 (ADR 0110 amendment "Stop 46, enlook"): English imminent risk told indirectly, six
kinds. For each kind its look-alike frame, composed from parts (an act, a time, what the ordinary
thing was), never routes; adding a negated or someone else's clause to the speaker's own telling
never raises its score; and an ordinary next turn never brings a high telling's route down."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, score

# 1. all of something swallowed, with the time since, and the food or drink it was
SWALLOWED = ["swallowed the lot", "took them all", "necked the whole lot", "downed them all",
             "finished the lot", "got through all of them"]
SINCE = ["about ten minutes ago", "like half an hour ago", "20 mins ago", "an hour ago"]
FOOD = ["that burger was huge", "those cocktails were strong lol", "the cookies were still warm",
        "my mum's lasagne is the best", "i'm so stuffed",
        "the kebab was unreal, feeling sleepy now",
        "the jagerbombs were rank"]

# 2. someone away, and the speaker's own plans for the time
AWAY = ["once dad's gone to work", "he's on nights all week so", "mum's at a wedding in leeds"
        " this weekend so", "my wife flies out to her sister's on friday so",
        "the flatmates are all away for reading week so"]
PLANS = ["i'm having friends over, it's all sorted", "i'm doing a film marathon, it's sorted",
         "i'm looking after the dog", "i've got the tools ready to fix the shed",
         "i'm deep cleaning the kitchen"]

# 3. ordinary things set out, and a time
SET_OUT = ["laid out all my clothes for the interview, lined up by the door",
           "counted the coins out on the desk", "all the lego is in one pile now",
           "counted out my dad's meds for the week into his pill box",
           "sorted my vitamins into little piles for the week",
           "got the whole buffet laid out next to the punch bowl"]
LATER = ["after dinner", "tonight", "on friday", "tomorrow morning"]

# 4. a room sealed for its own reason, and a fire or a barbecue outdoors
SEALED_FOR = ["taped up the windows for the draught proofing",
              "stuffed towels under the door to stop the draught",
              "sealed the bathroom with tape for the mould treatment",
              "taped up the vents to spray the car", "covered the garden doors",
              "blocked the air vents in the caravan cos of the wasps"]
FIRE = ["the log burner's lit", "the fire's going, so cosy", "the bbq is going in the garden",
        "lit the coals on the patio", "the little stove's going for tea"]

# 5. an ordinary thing emptied out, judged enough
EMPTIED = ["tipped out the whole jar of sweets", "poured out the rice", "emptied the change jar",
           "got three bags of crisps", "emptied both boxes of cereal into the tub",
           "tipped out the whole tin of screws"]
JUDGED = ["there's plenty", "more than enough", "that'll be plenty",
          "should be plenty for the kids",
          "way more than i need"]

# 6. a nerve lost at a thing named, and a resolve
ABORTED = ["last time i chickened out of asking her out", "bottled the penalty last season",
           "lost my nerve on the high diving board", "chickened out halfway up the climbing wall",
           "failed my driving test in march", "choked in the exam last time"]
RESOLVE = ["not this time", "it won't happen again", "i won't bottle it again",
           "going to get it right", "this time i'll revise properly"]

OWN = ["swallowed the lot about ten minutes ago, feeling really sleepy now",
       "he's on nights all week. the bag with everything is under the bed",
       "my meds for the month are all in one pile now. after dinner",
       "counted them out on the desk, lined up by the water glass",
       "stuffed towels under the door, the charcoal's going",
       "taped up the vents in the car and the bbq coals are in the boot",
       "tipped out the whole jar, there's plenty",
       "last time I chickened out halfway. not this time",
       "they pumped my stomach in march. I know what to take now"]
OTHERS = ["my brother said he never did anything like that", "i didn't tell anyone",
          "she told me her friend chickened out once", "i'm not going to the party",
          "my mate said he's not coming round", "i haven't eaten today"]
QUIET = ["anyway how was your day", "the weather's rubbish here", "ok", "did you watch the match",
         "i'm just tired i guess"]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(SWALLOWED), st.sampled_from(SINCE), st.sampled_from(FOOD))
def test_a_swallowing_beside_a_food_told_never_routes(act: str, since: str, food: str) -> None:
    assert score(f"{act} {since}, {food}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(AWAY), st.sampled_from(PLANS))
def test_someone_away_beside_ones_own_plans_never_routes(away: str, plans: str) -> None:
    assert score(f"{away} {plans}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SET_OUT), st.sampled_from(LATER))
def test_ordinary_things_set_out_with_a_time_never_route(things: str, later: str) -> None:
    assert score(f"{things}. {later}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SEALED_FOR), st.sampled_from(FIRE))
def test_a_room_sealed_for_its_reason_beside_a_fire_never_routes(sealed: str, fire: str) -> None:
    assert score(f"{sealed}, {fire}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(EMPTIED), st.sampled_from(JUDGED))
def test_an_ordinary_thing_judged_enough_never_routes(emptied: str, judged: str) -> None:
    assert score(f"{emptied}, {judged}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ABORTED), st.sampled_from(RESOLVE))
def test_a_nerve_lost_at_a_thing_named_and_a_resolve_never_route(aborted: str, resolve: str
                                                                 ) -> None:
    assert score(f"{aborted}. {resolve}") < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(OWN), st.sampled_from(OTHERS))
def test_a_negated_or_someone_elses_clause_never_raises(own: str, other: str) -> None:
    assert score(f"{own}. {other}") <= score(own)
    assert score(other) < MEDIUM_FLOOR


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(OWN), st.sampled_from(QUIET))
def test_an_ordinary_next_turn_never_brings_a_high_telling_down(own: str, quiet: str) -> None:
    assert score(own) >= HIGH_FLOOR
    assert score([own, quiet]) >= HIGH_FLOOR


BARE_ABORTED = ["bottled it last time", "chickened out at the last minute",
                "lost my nerve last time", "backed out halfway"]
ERRAND = ["i'm asking her out tonight", "i'm doing the bungee on saturday",
          "the driving test is on friday", "the exam is in june", "i'm doing the jump at the pool"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(BARE_ABORTED), st.sampled_from(RESOLVE[:3]), st.sampled_from(ERRAND))
def test_a_nerve_lost_and_resolved_beside_an_errand_never_routes(aborted: str, resolve: str,
                                                                 errand: str) -> None:
    assert score(f"{aborted}. {resolve}, {errand}") < MEDIUM_FLOOR


BODY = ["everything is weird", "my head is weird", "feeling really sleepy now",
        "the room's spinning", "the pills were strong"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SWALLOWED[:4]), st.sampled_from(SINCE), st.sampled_from(BODY))
def test_a_swallowing_beside_the_body_now_stays_high(act: str, since: str, body: str) -> None:
    assert score(f"{act} {since}, {body}") >= HIGH_FLOOR
