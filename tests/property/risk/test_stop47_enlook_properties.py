"""Stop 47 (ADR 0110 amendment "Stop 47, enlook"): English risk told in registers — euphemisms
of joining one's dead and checking out, a pet gone to someone for good, letters for after, a
readiness told "it's all … ready", the gaps between trains timed by the line, texted typos. For
each kind its look-alike frame, composed from parts, never routes; a negated or someone else's
clause added never raises a telling's score; a time added never lowers it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, score

# a going to one's dead, beside one's affairs put out for kin: high in any pairing
GOING = ["I'll be joining my late wife soon", "soon i'll be with my late husband",
         "it's time I went to be with my Harold", "i want to be with my son in heaven",
         "i'll see my late wife again soon"]
AFFAIRS = ["the house papers are on the kitchen table for my son", "the will is on the sideboard",
           "found a new home for the dog", "the cat's already gone to my neighbour",
           "i've written them each a letter for after"]

# checking out, told of a stay or a trip
CHECK_OUT = ["checking out early", "we're checking out tomorrow", "going to check out tonight",
             "i'll check out on friday"]
STAY = ["the taxi's booked for 6", "left the keys at reception", "flight home at noon",
        "the airbnb was lovely", "hotel breakfast first"]

# a pet gone to someone for a stay
PET_AWAY = ["the dog's gone to my sister", "the cat has gone to stay with my neighbour",
            "our puppy's going to my mum"]
STAY_LENGTH = ["for the week", "while we're in spain", "till sunday", "for the weekend",
               "when we go on holiday"]

# a night that is someone else's or shared
NIGHT = ["tonight is the night", "2nite is the night", "tomorrow's the night", "friday's the day"]
SHARED = ["we finally finish the jigsaw", "they announce the results", "we watch the final",
          "my friends come round for pizza", "everyone meets the new puppy"]

# a place of danger passed on a run, a ride or a commute
PASSED = ["ran over the bridge", "cycled over the viaduct", "jogged under the railway bridge",
          "drove over the bridge"]
WHY = ["new 10k personal best", "training for the sportive", "to work and back",
       "on my way home from work"]
WHEN = ["twice today", "this morning", "tonight", "on friday"]

# a course of medicine finished as told
COURSE = ["finished the whole box of amoxicillin today", "took the last of my antibiotics",
          "finished the whole bottle of cough syrup over the week"]
AS_TOLD = ["like the doctor said", "as the pharmacist said", "course finished",
           "feeling loads better"]

OWN = ["I'll be joining my late wife soon. The will is on the sideboard for my son.",
       "going to check out this weekend. the cat's already gone to my neighbour",
       "dad's away till tuesday so it's just me. it's all in the shed ready",
       "sat by the railway line counting how long between the trains",
       "i wish i cud just dissapear forever",
       "the kids would be better off without me. i've written them each a letter for after"]
OTHERS = ["my brother said he never did anything like that", "i didn't tell anyone",
          "my neighbour said her dog went to her sister", "i'm not going to the party",
          "my mate said he's checking out of his hotel"]
TIMES = ["tonight", "on friday", "this weekend", "tomorrow morning"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GOING), st.sampled_from(AFFAIRS))
def test_a_going_to_ones_dead_beside_affairs_put_out_is_high(going: str, affairs: str) -> None:
    assert score(f"{going}. {affairs}") >= HIGH_FLOOR


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CHECK_OUT), st.sampled_from(STAY))
def test_checking_out_of_a_stay_never_routes(check_out: str, stay: str) -> None:
    assert score(f"{check_out}, {stay}") < MEDIUM_FLOOR


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PET_AWAY), st.sampled_from(STAY_LENGTH))
def test_a_pet_gone_to_someone_for_a_stay_never_routes(pet: str, length: str) -> None:
    assert score(f"{pet} {length}") < MEDIUM_FLOOR


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(NIGHT), st.sampled_from(SHARED))
def test_a_night_of_others_or_shared_never_routes(night: str, shared: str) -> None:
    assert score(f"{night} {shared}") < MEDIUM_FLOOR


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PASSED), st.sampled_from(WHEN), st.sampled_from(WHY))
def test_a_place_passed_on_a_run_or_a_commute_never_routes(passed: str, when: str, why: str
                                                           ) -> None:
    assert score(f"{passed} {when}, {why}") < MEDIUM_FLOOR


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(COURSE), st.sampled_from(AS_TOLD))
def test_a_course_finished_as_told_never_routes(course: str, as_told: str) -> None:
    assert score(f"{course} {as_told}") < MEDIUM_FLOOR


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OWN), st.sampled_from(OTHERS))
def test_a_negated_or_someone_elses_clause_never_raises(own: str, other: str) -> None:
    assert score(f"{own}. {other}") <= score(own)
    assert score(other) < MEDIUM_FLOOR


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OWN), st.sampled_from(TIMES))
def test_a_time_added_never_lowers(own: str, time: str) -> None:
    assert score(f"{own}. {time}") >= score(own)
