"""The clause's signals read step by step, only the steps its kinds call for (ADR 0112, stop 33,
seventh pass): the same signals, in the same order, as the one function that asked every kind
of every clause (kept here as it was on main 4a8f9a9), over random clauses."""

from __future__ import annotations

import random

from infrastructure.risk import rules

KINDS = (
    'access', 'acquire', 'acquiring', 'act', 'active', 'active_ideation', 'affairs',
    'affairs_strong', 'agree', 'almost', 'attempt', 'bequest', 'bleeding', 'body', 'brink',
    'conceal', 'concealment', 'day_going', 'event', 'farewell', 'farewell_strong', 'follow',
    'giving_away', 'goodbye', 'harm_verb', 'heed', 'intent', 'keeping', 'means', 'medicine',
    'method', 'negator', 'no_return', 'overdose', 'overdose_taken', 'passive', 'passive_ideation',
    'place', 'presence', 'prior_attempt', 'purchase', 'quantity', 'refer', 'remote',
    'retry', 'seek', 'self_harm', 'setup', 'shut_in', 'stockpile', 'stranded', 'time',
    'timing', 'took_back', 'unafraid', 'unnamed_plan', 'weary', 'when', 'unsafe', 'pointing_act',
    'unwell_after', 'self_use', 'unobserved', 'rescue_defeated', 'rescue_forestalled',
    'rescue_regretted', 'act_told', 'tried_bare', 'there_act', 'drop_sensed', 'researched',
    'arrival', 'ties_cut', 'way_in', 'sufficed', 'set_out', 'unwatched', 'sealed_in',
    'hideaway', 'hideaway_going', 'enough_judged', 'scouted', 'sealed_beside', 'again_resolved',
    'swallowed_felt', 'oncoming', 'own_end', 'last_act', 'help_refused'
)
TEXTS = ("放在", "买了", "bought", "x")


def _reference(found: dict[str, list[rules.Atom]], objects: frozenset[int] = frozenset()
                    ) -> list[tuple[str, rules.Atom]]:
    """The signals one clause's atoms make, whatever their order; an everyday object
    (``objects``, by position) is an object, its purchase a purchase (``decide``)."""
    get = found.get  # every kind looked up is present or not (``in``): most clauses hold few
    means = [*get("means", rules.NONE), *get("place", rules.NONE)]
    medicine = get("medicine", []) if "quantity" in found or "acquire" in found or (
        "act" in found) else []
    out: list[tuple[str, rules.Atom]] = []
    if "active" in found:
        out += [("active_ideation", a) for a in found["active"]]
    if "seek" in found:
        out += [("active_ideation", a) for a in found["seek"]]
    if "passive" in found:
        out += [("passive_ideation", a) for a in found["passive"]]
    if "self_harm" in found:
        out += [("self_harm", a) for a in found["self_harm"]]
    if "bleeding" in found:
        out += [("bleeding", a) for a in found["bleeding"]]
    if "shut_in" in found:
        out += [("shut_in", a) for a in found["shut_in"]]
    if "harm_verb" in found and "body" in found and "self_harm" not in found:
        out.append(("self_harm", found["harm_verb"][0]))
    if means or medicine:
        out += [("object" if a.start in objects else "means", a) for a in means + medicine]
    # An English place is not acquired ("bought a kayak for the lake"); a Chinese one can be
    # ("楼顶的钥匙我拿到了"), but not by putting something there ("手机放在窗台上充电").
    places = [p for p in get("place", rules.NONE) if p.chinese] if "acquire" in found and any(
        not rules.PUT.fullmatch(a.text) for a in found["acquire"]) else []
    held = [*get("means", rules.NONE), *medicine, *places]
    if "acquire" in found and held:
        bought = all(a.start in objects for a in held)
        out.append(("purchase" if bought else "acquiring", found["acquire"][0]))
    # "I know the code to the safe": a means acquired if the window names one (``_within_reach``)
    if "access" in found:
        out += [("access", a) for a in found["access"]]
    if "way_in" in found:  # stop 43: a way onto a place found
        out += [("way_in", a) for a in found["way_in"]]
    if "keeping" in found:  # where a means named before is kept
        out += [("keeping", a) for a in found["keeping"]]
    if "conceal" in found:  # a pretence of being well
        out += [("concealment", a) for a in found["conceal"]]
    if "refer" in found:  # kept, if a medicine is named (window)
        out += [("acquiring", a) for a in found["refer"]]
    # a stockpile names its means ("a stash of my meds"), a setup its means made ready
    for atom in get("stockpile", []) + get("setup", []):
        out += [("acquiring", atom), ("means", atom)]
    for atom in get("enough_judged", rules.NONE):  # stop 46: an amount judged enough
        out += [("means", atom), ("intent", atom)]
    for atom in get("scouted", rules.NONE):  # stop 46: a place scouted, its ease told
        out += [("means", atom), ("acquiring", atom)]
    for atom in get("sealed_beside", rules.NONE):  # stop 46: a space sealed beside a means
        out += [("acquiring", atom), ("means", atom)]
    if "sufficed" in found:  # stop 44: an amount judged enough (``rules._in_context``)
        out += [("sufficed", a) for a in found["sufficed"]]
    if "set_out" in found:  # stop 44: things set out by a pronoun (``rules._in_context``)
        out += [("set_out", a) for a in found["set_out"]]
    if "sealed_in" in found:  # stop 46: a room or a car sealed (``rules._sealed_in``)
        out += [("sealed_in", a) for a in found["sealed_in"]]
    if "oncoming" in found:  # stop 48: a train or a bus coming (``rules._in_context``)
        out += [("oncoming", a) for a in found["oncoming"]]
    if "method" in found:
        out += [("means", a) for a in found["method"]]  # a method named by its act
    for atom in get("self_use", rules.NONE):  # stop 39: a named means turned on oneself
        out += [("intent", atom), ("means", atom)]
    if "researched" in found:  # stop 43: a method studied
        out += [("means", a) for a in found["researched"]]
    if "arrival" in found:  # stop 43: an order arriving
        out += [("ordered", a) for a in found["arrival"]]
    for atom in get("drop_sensed", rules.NONE):  # stop 43: there, by the senses
        out += [("means", atom), ("timing", atom)]
    presence = [*get("presence", rules.NONE), *get("brink", rules.NONE)]
    if presence and ("place" in found or "remote" in found):  # there now (a remote place is a
        out.append(("timing", presence[0]))  # risk only beside a way back refused: ``_scope``)
    if "unafraid" in found:  # stop 35: facing the drop now, its fear gone
        out += [("timing", a) for a in found["unafraid"]]
    if "unwell_after" in found:  # stop 36: the body failing after a dose
        out += [("timing", a) for a in found["unwell_after"]]
    if "time" in found:
        times = found["time"]
        events = [e for e in get("event", rules.NONE)
                  if not any(t.start <= e.start < t.end for t in times)]
        if not events or "act" in found:  # "after class" is a time, not an event
            # stop 35: an English clause's later times too
            out += [("timing", t) for t in times
                    if t is times[0] or not (t.chinese or "negator" in found)]
    if "last_act" in found:  # stop 49 (enrisk): a last act, then what comes next
        out += [("timing", a) for a in found["last_act"]]
    if "help_refused" in found:  # stop 49 (enrisk): help refused, beside a wound or a dose
        out += [("help_refused", a) for a in found["help_refused"]]
    if "when" in found:
        out += [("timing", a) for a in found["when"]]
    if "unobserved" in found:  # stop 42: a place or a moment where no one sees
        out += [("timing", a) for a in found["unobserved"]]
    for atom in get("hideaway", rules.NONE):  # stop 46 (zhready): a place no one finds
        out += [("means", atom), ("intent", atom)]
    if "hideaway_going" in found:  # stop 46 (zhready): gone where no one finds me
        out += [("means", a) for a in found["hideaway_going"]]
    if "unwatched" in found:  # stop 44: a moment of being unwatched (``rules._in_context``)
        out += [("unwatched", a) for a in found["unwatched"]]
    if "act" in found and (means or medicine):
        out.append(("intent", found["act"][0]))
    if "intent" in found:
        out += [("intent", a) for a in found["intent"]]
    if "no_return" in found:  # a way back refused (``_scope``)
        out += [("intent", a) for a in found["no_return"]]
    if "stranded" in found:  # fuel or money running out (``_scope``)
        out += [("means", a) for a in found["stranded"]]
    if "weary" in found:  # stop 36: English weariness of going on
        out += [("weary", a) for a in found["weary"]]
    for atom in get("unsafe", rules.NONE):  # stop 36: not safe tonight
        out += [("intent", atom), ("timing", atom)]
    if "pointing_act" in found:  # stop 36: an act pointing back at a wish
        out += [("pointing_act", a) for a in found["pointing_act"]]
    for atom in get("farewell_strong", rules.NONE):
        out += [("farewell", atom), ("intent", atom)]
    for atom in get("own_end", rules.NONE):  # stop 48: one's own end dated or named
        out += [("farewell", atom), ("intent", atom)]
    if "farewell" in found:
        out += [("farewell", a) for a in found["farewell"]]
    if "goodbye" in found:
        out += [("goodbye", a) for a in found["goodbye"]]
    if "affairs" in found:
        out += [("affairs", a) for a in found["affairs"]]
    for atom in get("affairs_strong", rules.NONE):
        out += [("affairs", atom), ("intent", atom)]
    if "attempt" in found:
        out += [("prior_attempt", a) for a in found["attempt"]]
    for atom in get("retry", rules.NONE):
        out += [("prior_attempt", atom), ("intent", atom)]
    for atom in get("again_resolved", rules.NONE):  # stop 46: a try resolved on again
        out += [("prior_attempt", atom), ("intent", atom)]
    for atom in get("rescue_defeated", rules.NONE):  # stop 42: a repeat told as rescue defeated
        out += [("prior_attempt", atom), ("intent", atom)]
    for atom in get("rescue_forestalled", rules.NONE):  # stop 42 (English): rescue forestalled
        out += [("intent", atom), ("concealment", atom)]
    for atom in get("rescue_regretted", rules.NONE):  # stop 42: rescue regretted
        out += [("prior_attempt", atom), ("intent", atom)]
    for atom in get("almost", rules.NONE):  # stop 35: an attempt almost made on a recent day
        out += [("prior_attempt", atom), ("timing", atom)]
    if "tried_bare" in found:  # stop 43: a try told bare, an attempt beside a retry (window)
        out += [(rules.TRIAL, a) for a in found["tried_bare"]]
    if "there_act" in found:  # stop 43: an act at a place pointed back to (window)
        out += [(rules.THERE, a) for a in found["there_act"]]
    for atom in get("unnamed_plan", rules.NONE):  # round ten: method and place decided, unnamed
        out += [("intent", atom), ("means", atom)]
    for atom in get("day_going", rules.NONE):  # round ten: going on a day of one's own
        out += [("farewell", atom), ("timing", atom)]
    if "bequest" in found:  # a treasured thing, to keep
        out += [("giving_away", a) for a in found["bequest"]]
    if "ties_cut" in found:  # stop 43: ties cut, not also the affairs their words settle
        ties = found["ties_cut"]
        out = [(k, a) for k, a in out if k != "affairs" or a.kind != "affairs" or not any(
            a.start < t.end and t.start < a.end for t in ties)]
        out += [("cutting_ties", a) for a in ties]
    if "overdose" in found:
        out += [("overdose_taken", a) for a in found["overdose"]]
    if "swallowed_felt" in found:  # stop 46: all of it swallowed, felt in the body now
        out += [("overdose_taken", a) for a in found["swallowed_felt"]]
    if "act_told" in found:  # stop 42: beside bleeding (``decide``)
        out += [("act_told", a) for a in found["act_told"]]
    if "took_back" in found:  # stop 34: all of them taken, kept if a medicine is named (window)
        out += [("overdose_taken", a) for a in found["took_back"]]
    for kind, signal in (("follow", "following"), ("heed", "heeding"), ("agree", "agreeing")):
        out += [(signal, a) for a in get(kind, rules.NONE)]
    return out



def _clause(rng: random.Random) -> tuple[dict[str, list[rules.Atom]], frozenset[int]]:
    found: dict[str, list[rules.Atom]] = {}
    for kind in rng.sample(KINDS, rng.randint(1, 6)):
        found[kind] = [
            rules.Atom(kind, start, start + rng.randint(1, 4), rng.choice(TEXTS),
                       rng.random() < 0.5)
            for start in sorted(rng.sample(range(40), rng.randint(1, 3)))]
    starts = [a.start for atoms in found.values() for a in atoms]
    return found, frozenset(s for s in starts if rng.random() < 0.5)


def test_the_steps_make_what_every_kind_asked_made() -> None:
    rng = random.Random(33)
    for _ in range(5_000):
        found, objects = _clause(rng)
        assert rules._clause_signals(found, objects) == _reference(found, objects)


def test_every_kind_a_step_reads_is_one_the_reference_reads() -> None:
    assert rules.STEP_OF.keys() <= set(KINDS)
