"""An ordinary clause about something else never lowers a score (the lead's fifteenth probe:
"kitchen" in one clause cancelled the rope of the next). An ordinary purpose, use or event
cancels only the means its own part of the sentence is about. The plans here name a time, a
place, a stockpile, a farewell or a room the means is set up in: a means set up with none of
them ("绳子已经挂好了") beside someone else's errand is still read as that errand's (docs/
risk-scorer.md, Known limits)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.risk.phrasings import score

EN_PLANS = [
    "the rope is up in the stairwell",
    "i've saved up sixty pills for tonight",
    "the charcoal is lit in the bathroom with the door taped",
    "i'm standing on the edge of the roof",
    "the noose is tied to the beam in the garage",
    "my note is on the desk and the pills are counted out",
    "i want to kill myself tonight",
]
ZH_PLANS = [
    "绳子已经在楼道里挂好了", "药我已经攒够了，今晚就吃", "炭在卧室点上了", "我现在站在天台边上",
    "遗书写好了，安眠药也准备好了", "我想今晚就结束自己的生命",
]
EN_ORDINARY = [
    "mum's in the garden", "the kids are at a birthday party", "my wife is cooking in the kitchen",
    "dad went fishing", "my flatmate is on a trip abroad", "the note is on the kitchen table",
    "they're having a barbecue next door", "my doctor called",
]
ZH_ORDINARY = [
    "爸妈出去旅游了", "孩子在院子里放风筝", "我妈在厨房做饭", "室友去露营了", "他们在外面烧烤",
    "老公出差了", "医生开的药吃完了",
]

english = st.tuples(st.sampled_from(EN_PLANS), st.sampled_from(EN_ORDINARY), st.booleans())
chinese = st.tuples(st.sampled_from(ZH_PLANS), st.sampled_from(ZH_ORDINARY), st.booleans())


@settings(max_examples=60, deadline=None)
@given(english)
def test_an_ordinary_english_clause_joined_by_and_never_lowers_a_score(
        case: tuple[str, str, bool]) -> None:
    plan, ordinary, first = case
    joined = f"{ordinary} and {plan}" if first else f"{plan} and {ordinary}"
    assert score(joined) >= score(plan)


@settings(max_examples=60, deadline=None)
@given(chinese)
def test_an_ordinary_chinese_clause_joined_by_a_comma_never_lowers_a_score(
        case: tuple[str, str, bool]) -> None:
    plan, ordinary, first = case
    joined = f"{ordinary}，{plan}" if first else f"{plan}，{ordinary}"
    assert score(joined) >= score(plan)
