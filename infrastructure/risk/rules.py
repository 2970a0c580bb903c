"""The rules layer: C-SSRS-style signals found in clauses, cancelled by scopes, combined over
the window of a user's turns (ADR 0101).

Each turn is split into clauses and sentences once; every atom pattern runs once over the turn
(linear in its length); a clause's atoms make its signals whatever their order; scopes that cancel
(negation, someone else, fiction / media, hypotheticals, a resolved past, prescription questions,
ordinary uses of a means) are decided per atom, clause, sentence or turn; the window's own,
uncancelled signals then decide the level. Hyperbole ("饿死了") makes no signal at all and, like
every cancelling scope, vetoes the learned layer for its turn (``embedded.py``).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence, Set
from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter
from typing import ClassVar, Final, Literal, NamedTuple

from application.risk.limits import MAX_TEXT_CHARS
from infrastructure.risk import anchors
from infrastructure.risk import rule_atoms as atoms
from infrastructure.risk.anchors import AnchoredTable, Found
from infrastructure.risk.rule_atoms import (
    EN_ATOMS,
    EN_DEATH_NAMED,
    EN_RISK_VOCABULARY,
    EN_TOLD_TO_DIE,
    ZH_ATOMS,
    ZH_RISK_VOCABULARY,
)
from infrastructure.risk.table_cache import cached_table

Level = Literal["high", "medium", "weak", "none"]

HIGH_SCORE: Final = 0.97
MEDIUM_SCORE: Final = 0.80
TWO_MEDIUM_SCORE: Final = 0.85
WEAK_SCORE: Final = 0.45
LEVEL_SCORES: Final[dict[Level, float]] = {"high": HIGH_SCORE, "medium": MEDIUM_SCORE,
                                           "weak": WEAK_SCORE, "none": 0.0}

ZH_NEGATION_REACH: Final = 5  # characters before an atom, inside its clause
EN_NEGATION_REACH: Final = 5  # words before an atom, inside its clause, with no new subject
# A negator's reach ends where a new subject or a joined clause starts ("I don't know why but I
# want to die" is not negated).
EN_NEGATION_STOPS: Final = frozenset({"i", "i'm", "i've", "i'll", "i'd", "but", "and", "because",
                                      "so", "though", "although"})

# A run of clause marks, a full stop before white space or the end, or a dash between spaces;
# the first character read as one class, so ``re`` looks for it (ADR 0112, "speed, second pass").
MARKS: Final = r"[，。！？；,!?;\n…~～]"
CLAUSE_BREAK: Final = re.compile(
    rf"[，。！？；,!?;\n…~～.\s](?:(?<={MARKS}){MARKS}*|(?<=\.)(?:\s|$)+|(?<=\s)-\s)")
SENTENCE_BREAK: Final = re.compile(r"[。！？!?\n.](?:(?<=\.)(?:\s|$)|(?<=[。！？!?\n]))")
# where a match of it starts: the same test, the white space after a full stop looked ahead for,
# not taken, so every place is listed (``_sentence_end``, stop 49)
BREAK_AT: Final = re.compile(r"[。！？!?\n]|\.(?=\s|$)")
CJK: Final = re.compile(r"[\u4e00-\u9fff]")
LATIN: Final = re.compile(r"[a-z]")
# White space between Chinese characters, in a text whose white space runs are single spaces
# (``normalise``): the space first, so ``re`` searches for it.
CJK_GAP: Final = re.compile(r" (?<=[\u4e00-\u9fff] )(?=[\u4e00-\u9fff])")
# A run of white space that is not already one space.
SPACES: Final = re.compile(r"\s(?:(?<= )\s+|(?<! )\s*)")

# The plan group of C-SSRS-style signals: two of them (one specific) make a plan.
SPECIFIC: Final = frozenset({"means", "acquiring", "farewell", "affairs", "prior_attempt",
                             "giving_away", "cutting_ties"})
PLAN: Final = SPECIFIC | {"timing", "intent"}
IDEATION: Final = frozenset({"passive_ideation"})
IDEATION_OR_ACTIVE: Final = frozenset({"passive_ideation", "active_ideation"})
HARM: Final = frozenset({"self_harm"})
DIRECT_HIGH: Final = frozenset({"active_ideation", "overdose_taken"})
UNDER_WAY: Final = frozenset({"bleeding", "shut_in"})  # beside self-harm, an act under way
# Stop 49 (enrisk): help refused (an ambulance, a hospital) beside bleeding or a dose taken is an
# act under way kept from rescue; alone it is no risk (a hospital feared, an ambulance not needed).
HELP_REFUSED: Final = "help_refused"
# Stop 42: an act told done with no act named ("i did it", "it's done", "went this deep"): beside
# bleeding in the window an act under way, alone nothing (not even weak).
ACT_TOLD: Final = "act_told"
TRIAL: Final = "trial"  # stop 43: a try told bare, what was tried unnamed (``_retried``)
THERE: Final = "act_there"  # stop 43: an act at a place pointed back to (``_pointed_there``)
# Stop 43: preparations that count only beside others of the window (``_in_context``): an order
# arriving with nothing named ("买的东西明天就到") beside a means (a method researched, a means
# named), never beside a wish alone; a way in found (a door found unlocked, a gap in a fence)
# beside a place and a moment of the speaker's own ("楼顶的门一直没锁" alone is an observation).
ORDERED: Final = "ordered"
WAY_IN: Final = "way_in"
# Stop 44 (engen, English): indirect tellings read with their window (``_in_context``): an amount
# judged enough ("that should be plenty") is a preparation beside a means; things set out by a
# pronoun ("lined them all up") are a means beside another risk of the speaker's own; a moment
# of being unwatched waited for ("waiting for my roommate to go to bed") is a time that, like a
# wish or a place, makes an everyday means in the window one readied. A place watched for its
# guard (no cameras, the guard's rounds, the gate left open) is a way in (``WAY_IN``).
SUFFICED: Final = "sufficed"
SET_OUT: Final = "set_out"
UNWATCHED: Final = "unwatched"
SEALED: Final = "sealed_in"  # stop 46 (enlook): a room or a car sealed, read with a fuel lit
ONCOMING: Final = "oncoming"  # stop 48 (enimplied): a train or a bus coming, read with a parting
# A goodbye with thanks ends ordinary sessions too: it is a farewell only beside a wish to die or
# affairs settled.
PARTING: Final = frozenset({"goodbye"})
PARTING_WITH: Final = IDEATION | {"affairs"}
FAREWELLS: Final = frozenset({"farewell", "farewell_strong"})  # stop 34: beside weariness
# A goodbye without thanks ("我先走了") after a letter written is leaving, not closing a chat.
THANKS: Final = re.compile(r"谢|thank")
# Stop 35: an English passive wish an ordinary end cancels (``ORDINARY_MATTERS``): a peace, a
# better place or rest, never a death or a wish to die ("exams done", "once i'm home").
EN_RELIEF: Final = re.compile(r"peace|better place|somewhere better|at rest")
ALONE_MEDIUM: Final = frozenset({"acquiring", "prior_attempt", "giving_away", "cutting_ties"})
# Scopes that cancel a signal, and the signal kinds each one reaches.
ORDINARY_REACH: Final = frozenset({"means", "acquiring", "timing", "access", WAY_IN, SUFFICED,
                                    SET_OUT, UNWATCHED, SEALED, ONCOMING})
LIFE_EVENT_REACH: Final = PLAN
PRESCRIPTION_REACH: Final = frozenset({"means", "acquiring"})


# Atoms that can make a signal are searched in the whole turn; the others (scopes and the
# words a signal needs beside it) only in the sentences where a signal atom was found, so long
# ordinary text costs one pass of the signal patterns and nothing more.
PRIMARY: Final = frozenset({
    "active", "seek", "passive", "self_harm", "harm_verb", "means", "place", "medicine", "time",
    "when", "intent", "farewell_strong", "farewell", "goodbye", "affairs", "affairs_strong",
    "attempt", "brink", "stockpile", "overdose", "method", "setup", "access", "keeping", "conceal",
    "refer", "no_return", "bleeding", "unnamed_plan", "day_going", "bequest",
    "remote", "stranded",  # probe 18: a remote place and the way back running out (``_scope``)
    "retry",  # probe 18: a failed try, unnamed, and again on a named day
    "shut_in",  # probe 18: locked in a room: beside self-harm, an act under way
    "follow", "heed", "agree",  # stop 32: a risk once the window names what they answer
    "took_back",  # stop 34: all of them taken, pills named before (``_referred``)
    "almost",  # stop 35: an attempt almost made on a recent day
    "unafraid",  # stop 35: the fear of the drop gone where one stands
    "weary",  # stop 36: English weariness of going on, beside a means or a plan
    "unsafe",  # stop 36: not safe now, no trust in oneself tonight
    "pointing_act",  # stop 36: an act pointing back at a wish (``_pointing_back``)
    "unwell_after",  # stop 36: the body failing after a medicine is taken
    "self_use",  # stop 39: a means named and turned on oneself
    "rescue_defeated",  # stop 42: a repeat told as rescue defeated
    "rescue_foreclosed",  # stop 49 (zhrisk): no one to save or stop the speaker in time
    "death_asked",  # stop 49 (zhrisk): the pain or speed of one's death asked of a height or water
    "unobserved",  # stop 42: a place or a moment where no one sees
    "drop_sensed", "researched", "arrival", "ties_cut", "way_in",  # stop 43
    # stop 42 (English): rescue forestalled or regretted, an act told done
    "rescue_forestalled", "rescue_regretted", "act_told",
    "tried_bare",  # stop 43: a try told bare, an attempt beside a retry (``_retried``)
    "there_act",  # stop 43: an act at a place pointed back to (``_pointed_there``)
    "sufficed", "unwatched", "set_out",  # stop 44 (English): read with the window (``_in_context``)
    "sealed",  # stop 46 (English): read beside a fuel lit (``_sealed_in``)
    "hideaway", "hideaway_going",  # stop 46 (zhready): a place no one finds
    "sealed_in",  # stop 46 (English): read beside a fuel lit (``_sealed_in``)
    "enough_judged", "swallowed_felt", "scouted", "sealed_beside", "again_resolved",  # zhdose
    ONCOMING,  # stop 48 (enimplied, English): read beside a parting (``_in_context``)
    "own_end",  # stop 48 (zhimplied): one's own end dated or named
    "last_act", "help_refused",  # stop 49 (enrisk): a last ordinary act; help refused while hurt
})
MARKERS: Final = ("hyperbole", "media", "hypothetical", "prescription", "ordinary_use",
                  "ordinary_end", "life_event", "resolved", "counseling", "work_weary", "disposal",
                  "sport", "tie_end", "keepsake", "joke", "joke_tag", "idiom", "dread", "pet_end",
                  "misdose")


def _table(atoms: dict[str, str], kinds: Iterable[str]) -> AnchoredTable:
    wanted = set(kinds)
    return cached_table([(kind, pattern) for kind, pattern in atoms.items() if kind in wanted],
                        chinese=atoms is ZH_ATOMS)


ZH: Final = _table(ZH_ATOMS, PRIMARY)
EN: Final = _table(EN_ATOMS, PRIMARY)
ZH_SCOPE: Final = _table(ZH_ATOMS, ZH_ATOMS.keys() - PRIMARY - {"illness"})
EN_SCOPE: Final = _table(EN_ATOMS, EN_ATOMS.keys() - PRIMARY - {"illness"})
ZH_MARKERS: Final = _table(ZH_ATOMS, MARKERS)
EN_MARKERS: Final = _table(EN_ATOMS, MARKERS)
Tables = tuple[AnchoredTable, ...]


Atom = Found  # a word or phrase of one kind found in a turn, Chinese or not (a named tuple)


class Signal(NamedTuple):
    """One C-SSRS-style signal in one turn, with the scope that cancelled it, if any (a named
    tuple: a long message makes a few hundred, each made again with its turn's number)."""

    kind: str
    text: str
    turn: int
    cancelled_by: str | None = None

    def describe(self) -> str:
        scope = f", cancelled: {self.cancelled_by}" if self.cancelled_by else ""
        return f"turn {self.turn}: {self.text} [{self.kind}{scope}]"


@dataclass(frozen=True)
class RuleFindings:
    """What the rules found in a window: the level, its score, the signals and the scopes."""

    level: Level
    score: float
    reason: str
    signals: tuple[Signal, ...]
    vetoed_turns: frozenset[int] = field(default_factory=frozenset)
    own_turns: frozenset[int] = field(default_factory=frozenset)
    kept: dict[int, str] = field(default_factory=dict)

    def text_for_learned(self, number: int, raw: str) -> str:
        """The turn without its sentences of cancelled talk (negated, someone else's …): the
        learned layer never hears what the rules' scopes took out."""
        kept = self.kept.get(number)
        return normalise(raw) if kept is None else kept

    @property
    def evidence(self) -> tuple[str, ...]:
        return (self.reason, *(signal.describe() for signal in self.signals))


@dataclass
class _Turn:
    number: int
    text: str
    clause_starts: list[int]
    sentence_of: list[int]
    atoms: list[Atom]
    parts: dict[int, tuple[int, int]] = field(default_factory=dict)
    """``_part`` of each position asked for: every signal of a sentence asks again."""
    held: dict[tuple[Atom, bool], bool] = field(default_factory=dict)
    """``_held`` of each ordinary purpose, use or event asked for, once the clauses are final."""
    only_held: dict[bool, frozenset[str]] = field(default_factory=dict)
    """``_only_held`` for a part that readies its means and for one that does not."""
    moments: tuple[int, list[tuple[int, int]]] | None = None
    """Where ``_moments_from``'s pass started, and ``MOMENT``'s matches in it."""
    kinds: set[str] | None = None
    """``_turn_kinds``, once asked (the turn's atoms are final by then)."""
    events: set[str] | None = None
    """``_event_turn``, once asked (the turn's atoms are final by then)."""
    past_ends: dict[int, list[int]] | None = None
    """Where each sentence's past atoms end (``_dated_before``), once asked."""
    by_sentence: dict[int, list[Atom]] | None = None
    """Each sentence's atoms in the turn's order (``_sentence_atoms``), once asked."""
    views: dict[int, bool] = field(default_factory=dict)
    """``_edge_of_a_view`` of each sentence asked about: every signal of a sentence asks again."""
    fresh_start: bool | None = None
    """``_tells_fresh_start``, once asked."""
    plan_named: bool | None = None
    """``_names_a_plan``, once asked (the turn's atoms are final by then)."""
    failed_by: int | None = None
    """Where the soonest told failure ends, once found (``_failed_before``)."""
    failed_clear_to: int = 0
    """How far from the start the text is known to tell no failure (``_failed_before``)."""

    def clause(self, position: int) -> int:
        return bisect_right(self.clause_starts, position) - 1


def _sentence_atoms(turn: _Turn, atom: Atom) -> list[Atom]:
    """The turn's atoms in an atom's sentence, in the turn's order (grouped once a turn: the
    turn's atoms are final by the time a signal asks)."""
    if turn.by_sentence is None:
        turn.by_sentence = {}
        for a in turn.atoms:
            turn.by_sentence.setdefault(turn.sentence_of[turn.clause(a.start)], []).append(a)
    return turn.by_sentence.get(turn.sentence_of[turn.clause(atom.start)], [])


# English contractions typed without their apostrophe ("im", "dont"), spelled as the atoms spell
# them; words that are also other words ("ill", "id", "its", "were") are left alone.
EN_BARE: Final = {
    "im": "i'm", "ive": "i've", "dont": "don't", "cant": "can't", "wont": "won't",
    "didnt": "didn't", "doesnt": "doesn't", "isnt": "isn't", "wasnt": "wasn't",
    "wouldnt": "wouldn't", "couldnt": "couldn't", "shouldnt": "shouldn't", "havent": "haven't",
    "hasnt": "hasn't", "arent": "aren't", "werent": "weren't", "thats": "that's",
    "theyre": "they're", "youre": "you're", "whats": "what's", "theres": "there's",
    "ill be": "i'll be", "id be": "i'd be", "id rather": "i'd rather",
    "tonights": "tonight's", "todays": "today's", "tomorrows": "tomorrow's",
    "everyones": "everyone's", "nobodys": "nobody's", "hes": "he's", "shes": "she's",
    "abt": "about", "tmrw": "tomorrow", "tmr": "tomorrow", "2moro": "tomorrow", "tonite": "tonight",
    "2nite": "tonight", "b4": "before", "my self": "myself", "w/o": "without", "bc": "because",
    "idc": "i don't care", "imma": "i'm gonna",  # stop 31: shorthand, and spellings masked to
    "2 die": "to die", "d!e": "die", "d1e": "die", "k!ll": "kill", "k1ll": "kill", "kil": "kill",
    "su1cide": "suicide", "suic1de": "suicide", "5uicide": "suicide",  # slip past filters
    "wanna": "want to",  # stop 36: a wish or a plan read in its spelled-out words
    "unaliving": "killing", "unalived": "killed",  # stop 37: the video-platform word's forms
    # stop 47: words texted misspelt, read as spelled ("i wish i cud just dissapear")
    "cud": "could", "wud": "would", "shud": "should", "wil": "will", "anymor": "anymore",
    "dissapear": "disappear", "disapear": "disappear", "dissappear": "disappear",
    "tomorow": "tomorrow", "tommorow": "tomorrow", "tommorrow": "tomorrow", "gona": "gonna",
    "wana": "want to", "evry": "every", "hav": "have", "wknd": "weekend", "mornin": "morning",
    "yeet myself": "throw myself",
    "do this no more": "do this anymore", "do it no more": "do it anymore",
    "take this no more": "take this anymore", "take it no more": "take it anymore",
}
# Stop 37: a part of oneself as the subject ("part of me wants to die", "the biggest part of me
# doesn't want to be here", "most of me doesn't"): read as "i", its verb in the first person, so
# the wishes told of a part are the speaker's own ambivalent wishes (ADR 0110 amendment).
EN_PART_OF_ME: Final = re.compile(
    r"\b(?:(?:(?:a|one|some|the|this|that) )?(?:(?:big|bigger|biggest|large|larger|largest|small"
    r"|smaller|little|tiny|other|dark|darker|sad|tired|huge) )?(?:part|half|piece|side|bit)"
    r"|(?:most|the rest|much|more)) of me ((?:just |really |still |honestly |kind of |sort of"
    r" |genuinely )?)(wants|wishes|hopes|doesn't|does not|is|thinks|keeps)\b")
EN_FIRST_PERSON: Final = {"wants": "want", "wishes": "wish", "hopes": "hope", "doesn't": "don't",
                          "does not": "do not", "is": "am", "thinks": "think", "keeps": "keep"}


def _parts_as_i(text: str) -> str:
    """``EN_PART_OF_ME``: a part of oneself read as "i" before a verb of wanting or being."""
    return EN_PART_OF_ME.sub(lambda m: f"i {m.group(1)}{EN_FIRST_PERSON[m.group(2)]}", text)


# Emoji that name a means, read as its word in a text with no Chinese (round ten): "im done 🔫".
EN_EMOJI: Final = (("🔫", " gun "), ("💊", " pills "), ("🔪", " knife "))


def _whole_words(words: Iterable[str]) -> str:
    """``\\b(w1|w2…)\\b`` with the words grouped by their first letter, the boundary before them
    checked just after it (``i(?<!\\wi)(?:m|ve…)``): inside a word ``re`` stops at that letter."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(re.escape(word[1:]))
    choices = (f"{re.escape(first)}(?<!\\w{re.escape(first)})(?:{'|'.join(rests)})"
               for first, rests in groups.items())
    return f"(?:{'|'.join(choices)})\\b"


EN_BARE_WORD: Final = re.compile(_whole_words(EN_BARE))


# 死 spelled "si" right after a Chinese character, as posts spell it to slip past filters
# ("想si", "笑si我了"): read as 死, so its wishes and its hyperbole are both found.
ZH_NET_DEATH: Final = re.compile(r"si(?<=[\u4e00-\u9fff]si)(?![a-z])")


# A short Chinese word set off in quotation marks, as posts set off the word they mean
# ("总有“死”字", "想“解脱”"): read without its marks, so it joins the words around it.
ZH_NET_MOUSE: Final = re.compile(r"(?<=[想笑去])鼠(?![标年宝])")
ZH_EMOJI: Final = (("🔪", "刀"), ("💊", "药"), ("🪦", "坟"), ("⚰\ufe0f", "棺材"), ("⚰", "棺"))
# one character for one: offsets stay
# Round ten: death words split or half spelled to slip past a filter ("自/杀", "自 杀", "自sha",
# "zi杀", "跳lou"), 4 and 嘎 for 死 after 想 ("想4", "想嘎了"; not "4点", "手机嘎了"), and qs for
# 轻生 where a wish or a thought follows or precedes it ("qs的念头", "想qs").
SPLIT_MARKS: Final = " /\\*.·•-_|丨"
ZH_SPLIT_WORD: Final = re.compile(r"([自跳去轻割上烧寻])[ /\\*.·•\-_|丨]{1,2}(?=[杀楼死生腕吊炭])")
ZH_NET_SPELLED: Final = (  # each with the strings one of which every match holds (a cheap guard)
    (("sha", "zi"),
     re.compile(r"自sha(?![a-z])|(?<![a-z])zi杀|(?<![a-z])zisha(?![a-z])"), "自杀"),
    (("lou", "tiao"), re.compile(r"跳lou(?![a-z])|(?<![a-z])tiao楼"), "跳楼"),
    (("yao",),  # stop 48: 药 spelled out, after its own verb or before one that takes it
     re.compile(r"(?<=[眠吃吞服攒囤存把])yao(?![a-z])"
                r"|(?<![a-z\u4e00-\u9fff])yao(?=(都|全|已经)?(吃|吞|服)(了|下|完|光|掉))"), "药"),
    (("qs",),
     re.compile(r"(?<![a-z])qs(?=的?(念头|想法|冲动|心))|(?<=[想要去])qs(?![a-z])"), "轻生"),
)
FOUR_MARKS: Final = ("想4", "去4", "4了算了")
ZH_NET_FOUR: Final = re.compile(
    r"(?<=[想去])4(?![0-9０-９点號号个月天年岁次人位块元分楼层周:：.,，/-])|(?<![0-9])4(?=了算了)")
ZH_NET_GONE: Final = re.compile(r"(?<=想)嘎(?!嘎)|嘎(?=了?算了)")
ZH_QUOTED: Final = re.compile(r"[“「『\"]([\u4e00-\u9fff]{1,4})[”」』\"]")
QUOTE_MARKS: Final = ("“", "「", "『", '"')


def normalise(text: str) -> str:
    """Lower case, plain apostrophes, contractions spelled out, white space as one space and
    none between Chinese characters. Remembered for the last few texts: the rules, the
    learned layer's text and the veto markers read the same turn (``forget_turns``)."""
    return _normalised(text)


@lru_cache(maxsize=8)
def _normalised(text: str) -> str:
    lowered = text[:MAX_TEXT_CHARS].lower().replace("’", "'").replace("‘", "'")
    spelled = lowered
    if LATIN.search(lowered):
        spelled = EN_BARE_WORD.sub(lambda m: EN_BARE[m.group(0)], lowered)
        spelled = ZH_NET_DEATH.sub("死", spelled)
        if " of me " in spelled:
            spelled = _parts_as_i(spelled)
    if any(mark in spelled for mark in QUOTE_MARKS):
        spelled = ZH_QUOTED.sub(r"\1", spelled)
    if "自已" in spelled:  # round nine: the common typo for 自己
        spelled = spelled.replace("自已", "自己")
    if "鼠" in spelled:  # 想鼠 / 笑鼠 for 想死 / 笑死 (not 鼠标)
        spelled = ZH_NET_MOUSE.sub("死", spelled)
    if not CJK.search(spelled):
        for emoji, word in EN_EMOJI:
            if emoji in spelled:
                spelled = spelled.replace(emoji, word)
    if LATIN.search(spelled):
        for marks, spelling, word in ZH_NET_SPELLED:
            if any(mark in spelled for mark in marks):
                spelled = spelling.sub(word, spelled)
    if any(mark in spelled for mark in FOUR_MARKS):
        spelled = ZH_NET_FOUR.sub("死", spelled)
    if "嘎" in spelled:
        spelled = ZH_NET_GONE.sub("死", spelled)
    if any(mark in spelled for mark in SPLIT_MARKS):  # a word split to pass a filter ("自/杀")
        spelled = ZH_SPLIT_WORD.sub(r"\1", spelled)
    for emoji, word in ZH_EMOJI:
        if emoji in spelled:
            spelled = spelled.replace(emoji, word)
    if not spelled.isprintable() or "  " in spelled:  # white space other than single spaces
        spelled = SPACES.sub(" ", spelled)  # (every other white space is not printable)
    return CJK_GAP.sub("，", spelled)


def _segment(text: str) -> tuple[list[int], list[int]]:
    """Where each clause starts, and the sentence of each: a clause break that holds a sentence
    break starts the next sentence."""
    ends = [m.start() for m in SENTENCE_BREAK.finditer(text)]
    starts, sentence_of = [0], [0]
    after, count, sentence = 0, len(ends), 0  # ``after``: the first sentence end not before
    for found in CLAUSE_BREAK.finditer(text):  # the break (breaks come in order, apart)
        start, end = found.span()
        while after < count and ends[after] < start:
            after += 1
        if after < count and ends[after] < end:
            sentence += 1
        starts.append(end)
        sentence_of.append(sentence)
    return starts, sentence_of


def _scan(text: str, tables: Tables, spans: Iterable[tuple[int, int]]) -> list[Atom]:
    """Each script's atoms, looked for only in the spans written in that script (so a few
    English words in a long Chinese message cost no pass of every English pattern), and there
    only near the characters each pattern needs (``anchors.py``)."""
    found: list[Atom] = []
    spans = sorted(spans)
    for table in tables:
        if not _writes(text, table.chinese):
            continue  # nothing in this script anywhere in the turn
        chosen = _in_script(text, table.chinese, spans)
        found.extend(table.scan(text, chosen))  # each table knows its script (``_table``)
    return found


def _in_script(text: str, chinese: bool, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The sorted spans that hold a Chinese (or a Latin) letter, adjacent ones joined: the
    ``_merged`` spans of those the script's pattern finds something in, tested and joined in
    one loop (a dense message has ~200 sentences; stop 35). The letter found first at or after
    a span's start is kept for the spans after it that end before it (stop 49: a Chinese
    message with a few English words was searched sentence by sentence for a Latin letter,
    ~400 searches of a long one; the pattern is one letter, read at its place alone)."""
    search, chosen = (CJK if chinese else LATIN).search, []
    first = last = -1  # the run of spans being joined
    at = -1  # the first letter at or after the last span searched from (the text's end: none)
    for start, end in spans:
        if at < start:
            found = search(text, start)
            at = found.start() if found is not None else len(text)
        if at >= end:
            continue
        if start <= last:
            if end > last:
                last = end
            continue
        if last >= 0:
            chosen.append((first, last))
        first, last = start, end
    if last >= 0:
        chosen.append((first, last))
    return chosen


@lru_cache(maxsize=8)
def _writes(text: str, chinese: bool) -> bool:
    """Whether the text holds a Chinese (or a Latin) letter anywhere: asked by each scan of a
    turn, read once (a 4,000-character English turn has no Chinese to find: ~17 µs a time)."""
    return (CJK if chinese else LATIN).search(text) is not None


def _sentence_spans(starts: list[int], sentence_of: list[int], length: int
                    ) -> dict[int, tuple[int, int]]:
    """Each sentence's span: from its first clause's start to its last clause's end (a dict
    keeps the last value written for a key: the ends forwards, the starts backwards)."""
    ends = dict(zip(sentence_of, [*starts[1:], length], strict=True))
    firsts = dict(zip(reversed(sentence_of), reversed(starts), strict=True))
    return {sentence: (firsts[sentence], end) for sentence, end in ends.items()}


def _merged(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Adjacent spans joined, so consecutive sentences are scanned in one call."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


# A place that modifies a noun ("阳台上的衣服") is not where the speaker is, unless the noun is
# the way onto it, its edge or a part one can stand in ("楼顶的钥匙", "桥上的栏杆", "楼的楼梯间").
MODIFIER: Final = re.compile(
    r"[捡买拍摘抓钓挖采淘](来|到|回来)?的|儿?(边上|旁边|附近|[上边里下])?的(?!时候|钥匙|([铁小后侧大]|安全|消防|防火)?门|锁|天窗|入口|位置|地址|路|边|应急车道|车道|人行道|桥面|栏杆|护栏|围栏"
    r"|围墙|墙头|平台|窗|楼梯|楼道|天台|顶|角落"
    # stop 48 (zhimplied): the wind or the water felt is felt there ("天台的风好大")
    r"|(风|水|浪|江水|河水|海水|湖水|夜风|冷风|雨)(真的|好|很|真|太|这么|那么|特别|有点|也|都|挺|可)"
    r"|最高|[\u4e00-\u9fff]{1,3}[里中上](了)?(?=[，。！？,.!?]|$))")


def _as_scene(atom: Atom) -> Atom:
    """A place that modifies a noun ("天台的风") names the scene, not where the speaker is: it
    makes no signal of its own, but an edge in its sentence is its edge (``_carry_scene``)."""
    return Atom("scene", atom.start, atom.end, atom.text, atom.chinese)


def _turn(number: int, raw: str) -> _Turn:
    text = normalise(raw)
    starts, sentence_of = _segment(text)
    spans = _sentence_spans(starts, sentence_of, len(text))
    atoms = [_as_scene(atom) if atom.kind == "place" and MODIFIER.match(text, atom.end) else atom
             for atom in _scan(text, (ZH, EN), spans.values())]
    turn = _Turn(number, text, starts, sentence_of, atoms)
    hot = {sentence_of[turn.clause(atom.start)] for atom in atoms}
    scopes = _scan(text, (ZH_SCOPE, EN_SCOPE), (spans[sentence] for sentence in hot))
    turn.atoms.extend(_outside_whens(scopes, atoms))
    return turn


def _outside_whens(scopes: list[Atom], atoms: list[Atom]) -> list[Atom]:
    """A work named in a "等…的时候" time ("等我把论文交了") is the task the time waits for,
    not fiction or a topic the speaker studies; a trip it names ("等爸妈出差那天") is no
    purpose of the means."""
    whens = [(a.start, a.end) for a in atoms if a.kind == "when"]
    return [atom for atom in scopes if atom.kind not in {"media", "purpose", "event"}
            or not any(start <= atom.start < end for start, end in whens)]


RISK_VOCABULARY: Final = re.compile(ZH_RISK_VOCABULARY)
ENGLISH_RISK_VOCABULARY: Final = re.compile(EN_RISK_VOCABULARY, re.IGNORECASE)


def uses_risk_vocabulary(raw: str) -> bool:
    """Whether a turn has a word of death, ending, harm or despair (the learned layer's gate)."""
    return RISK_VOCABULARY.search(raw[:MAX_TEXT_CHARS]) is not None


def uses_english_risk_vocabulary(raw: str) -> bool:
    """Whether an English turn has a word of death, ending, harm, means or despair (the English
    learned layer's gate, ADR 0129)."""
    return ENGLISH_RISK_VOCABULARY.search(raw[:MAX_TEXT_CHARS]) is not None


TOPIC_ALONE: Final = re.compile(f"(?:{ZH_ATOMS['medicine']})[，。！？…、.!?~～ ]*")


def topic_alone(raw: str) -> bool:
    """Whether a turn is only a medicine named as a topic ("药", "安眠药。"): what is said about
    it comes in the next turns, which the rules read together (the learned layer alone would
    score the bare word, 0.73 for "药")."""
    return TOPIC_ALONE.fullmatch(normalise(raw).strip()) is not None


def marker(raw: str) -> str | None:
    """The first hyperbole / fiction / hypothetical / prescription / ordinary-use /
    resolved-past marker in a turn: any of them vetoes the learned layer for the turn."""
    return _marker(raw[:MAX_TEXT_CHARS])


@lru_cache(maxsize=64)
def _marker(raw: str) -> str | None:
    text = normalise(raw)
    found = _scan(text, (ZH_MARKERS, EN_MARKERS), [(0, len(text))])
    return found[0].kind if found else None


def _by_kind(atoms: Iterable[Atom]) -> dict[str, list[Atom]]:
    grouped: dict[str, list[Atom]] = {}
    for atom in atoms:
        grouped.setdefault(atom.kind, []).append(atom)
    return grouped


# Everyday objects that are also means (ADR 0118): a knife, rope, medicine. Bought, or only named,
# they are objects; readied, hidden, stockpiled, counted or used they are means.
# Stop 43: a painkiller or a cold medicine sold over the counter is everyday too ("今天去药店买了
# 布洛芬"); a hypnotic, an antidepressant or an opioid stays a means when bought.
ZH_COMMON_DRUGS: Final = atoms.ZH_OTC_PAINKILLERS + "|" + atoms.ZH_COLD_AND_ALLERGY
EVERYDAY: Final = re.compile(
    r"刀|小刀|水果刀|美工刀|菜刀|药|knife|helium( tank)?|insulin|meds|medications?|razors?"
    rf"|{atoms.EN_EVERYDAY_DRUG}|{ZH_COMMON_DRUGS}")  # stop 43: a razor, a common medicine
DOSES: Final = re.compile(rf"药|insulin|meds|medication|{atoms.EN_EVERYDAY_DRUG}|{ZH_COMMON_DRUGS}")
PURCHASE: Final = re.compile(  # stop 34: an everyday object only held is no means readied
    r"(买(了|到|回来|回家|点|些)|网上买|下单|到货|寄到|拿了|带回(来|家)|bought|got"
    r"|have (the|a|some|my)|holding|gripping|clutching)")


PARTICULAR: Final = re.compile(r"(那|这)(种|类)$")  # "那种药" is a drug meant, not any medicine


def _objects(text: str, found: dict[str, list[Atom]], prepared: bool) -> set[int]:
    """The positions of the clause's everyday objects that nothing readies as a means: no
    preparation in their sentence (only a purchase), no act on them, and for medicine no
    quantity ("一把刀" is one knife, "一整瓶药" a dose to count) and no "那种"."""
    get = found.get
    if prepared or "act" in found or "stockpile" in found or not (
            "means" in found or "medicine" in found):
        return set()
    return {a.start for a in [*get("means", []), *get("medicine", [])]
            if EVERYDAY.fullmatch(a.text) and not (DOSES.search(a.text) and (
                get("quantity") or PARTICULAR.search(text, 0, a.start)))}


PUT: Final = re.compile(r"放在|摆在|搁(在|到)|挂在|收在")  # where a thing is put, not what


def _clause_signals(found: dict[str, list[Atom]], objects: frozenset[int] = frozenset()
                    ) -> list[tuple[str, Atom]]:
    """The signals one clause's atoms make, whatever their order; an everyday object
    (``objects``, by position) is an object, its purchase a purchase (``decide``). The steps
    of ``SIGNAL_STEPS`` run in their order, only those a kind of the clause calls for (a
    clause holds a few of the ~50 kinds a step reads: ADR 0112, stop 33)."""
    out: list[tuple[str, Atom]] = []
    for rank in sorted({STEP_OF[kind] for kind in found.keys() & STEP_OF.keys()}):
        step = SIGNAL_STEPS[rank]
        if isinstance(step, tuple):  # each atom of a kind: its signals, in this order
            kind, signals = step
            if len(signals) == 1:
                out += [(signals[0], a) for a in found[kind]]
            else:
                for atom in found[kind]:
                    out += [(signal, atom) for signal in signals]
        else:
            step(found, objects, out)
    return out


def _medicine(found: dict[str, list[Atom]]) -> list[Atom]:
    """A medicine named is a means only with a quantity, an acquisition or an act on it, or
    (stop 41, English) kept for a purpose, which then holds it back unless the speaker's own
    moment is told after it (``_moment_after``)."""
    return found.get("medicine", []) if "quantity" in found or "acquire" in found or (
        "act" in found) or any(not a.chinese for a in found.get("purpose", NONE)) else []


def _harm_step(found: dict[str, list[Atom]], objects: frozenset[int],
               out: list[tuple[str, Atom]]) -> None:
    if "body" in found and "self_harm" not in found:
        out.append(("self_harm", found["harm_verb"][0]))


def _means_step(found: dict[str, list[Atom]], objects: frozenset[int],
                out: list[tuple[str, Atom]]) -> None:
    get = found.get
    means = [*get("means", NONE), *get("place", NONE)]
    medicine = _medicine(found)
    if means or medicine:
        out += [("object" if a.start in objects else "means", a) for a in means + medicine]


def _acquire_step(found: dict[str, list[Atom]], objects: frozenset[int],
                  out: list[tuple[str, Atom]]) -> None:
    # An English place is not acquired ("bought a kayak for the lake"); a Chinese one can be
    # ("楼顶的钥匙我拿到了"), but not by putting something there ("手机放在窗台上充电").
    get = found.get
    places = [p for p in get("place", NONE) if p.chinese] if any(
        not PUT.fullmatch(a.text) for a in found["acquire"]) else []
    held = [*get("means", NONE), *_medicine(found), *places]
    if held:
        bought = all(a.start in objects for a in held)
        out.append(("purchase" if bought else "acquiring", found["acquire"][0]))


def _presence_step(found: dict[str, list[Atom]], objects: frozenset[int],
                   out: list[tuple[str, Atom]]) -> None:
    presence = [*found.get("presence", NONE), *found.get("brink", NONE)]
    if "place" in found or "remote" in found:  # there now (a remote place is a risk only
        out.append(("timing", presence[0]))  # beside a way back refused: ``_scope``)


def _time_step(found: dict[str, list[Atom]], objects: frozenset[int],
               out: list[tuple[str, Atom]]) -> None:
    times = found["time"]
    events = [e for e in found.get("event", NONE)
              if not any(t.start <= e.start < t.end for t in times)]
    if not events or "act" in found:  # "after class" is a time, not an event
        # stop 35: an English clause's later times too, each judged in its own part ("starting
        # my new job monday but tonight i'm picking up the rope")
        # (not in a clause with a negator, which reaches only the first: "not today, this week")
        out += [("timing", t) for t in times
                if t is times[0] or not (t.chinese or "negator" in found)]


def _ties_step(found: dict[str, list[Atom]], objects: frozenset[int],
                out: list[tuple[str, Atom]]) -> None:
    """Stop 43: ties cut are one preparation, not also the affairs their words settle ("我把群都
    退了" is no plan of two signals)."""
    ties = found["ties_cut"]
    out[:] = [(kind, atom) for kind, atom in out if kind != "affairs" or atom.kind != "affairs" or (
        not any(atom.start < t.end and t.start < atom.end for t in ties))]
    out += [("cutting_ties", t) for t in ties]


def _act_step(found: dict[str, list[Atom]], objects: frozenset[int],
              out: list[tuple[str, Atom]]) -> None:
    if found.get("means") or found.get("place") or _medicine(found):
        out.append(("intent", found["act"][0]))


SignalStep = tuple[str, tuple[str, ...]] | Callable[
    [dict[str, list[Atom]], frozenset[int], list[tuple[str, Atom]]], None]
# The signals of a clause in the order they are listed (evidence reads them in it): a kind and
# the signals each of its atoms makes, or a step reading several kinds, with the kinds that
# call for it. A stockpile names its means, a setup its means made ready; "I know the code to
# the safe" is a means acquired if the window names one (``_within_reach``); keeping: where a
# means named before is kept; conceal: a pretence of being well; refer: kept, if a medicine is
# named (window); method: a means named by its act; no_return: a way back refused and
# stranded: fuel or money running out (``_scope``); unnamed_plan: method and place decided,
# unnamed, and day_going: going on a day of one's own (round ten); bequest: a treasured thing,
# to keep; follow / heed / agree (stop 32): a risk only once the window names what they answer
# (``_answered``).
SIGNAL_STEP_LIST: Final[tuple[tuple[SignalStep, tuple[str, ...]], ...]] = (
    (("active", ("active_ideation",)), ("active",)),
    (("seek", ("active_ideation",)), ("seek",)),
    (("passive", ("passive_ideation",)), ("passive",)),
    (("self_harm", ("self_harm",)), ("self_harm",)),
    (("bleeding", ("bleeding",)), ("bleeding",)),
    (("shut_in", ("shut_in",)), ("shut_in",)),
    (_harm_step, ("harm_verb",)),
    (_means_step, ("means", "place", "medicine")),
    (_acquire_step, ("acquire",)),
    (("access", ("access",)), ("access",)),
    (("way_in", (WAY_IN,)), ("way_in",)),  # stop 43
    (("keeping", ("keeping",)), ("keeping",)),
    (("conceal", ("concealment",)), ("conceal",)),
    (("refer", ("acquiring",)), ("refer",)),
    (("stockpile", ("acquiring", "means")), ("stockpile",)),
    (("setup", ("acquiring", "means")), ("setup",)),
    (("enough_judged", ("means", "intent")), ("enough_judged",)),  # stop 46: judged enough
    (("scouted", ("means", "acquiring")), ("scouted",)),  # stop 46: a place scouted, its ease
    (("sealed_beside", ("acquiring", "means")), ("sealed_beside",)),  # stop 46: beside a means
    (("sufficed", (SUFFICED,)), ("sufficed",)),  # stop 44: an amount judged enough
    (("set_out", (SET_OUT,)), ("set_out",)),  # stop 44: things set out by a pronoun
    (("sealed_in", (SEALED,)), ("sealed_in",)),  # stop 46: a room or a car sealed
    ((ONCOMING, (ONCOMING,)), (ONCOMING,)),  # stop 48: a train or a bus coming
    (("method", ("means",)), ("method",)),
    (("self_use", ("intent", "means")), ("self_use",)),  # stop 39
    (("researched", ("means",)), ("researched",)),  # stop 43: a method studied
    (("arrival", (ORDERED,)), ("arrival",)),  # stop 43: an order arriving
    (("drop_sensed", ("means", "timing")), ("drop_sensed",)),  # stop 43: there, by the senses
    (_presence_step, ("presence", "brink")),
    (("unafraid", ("timing",)), ("unafraid",)),  # stop 35: facing the drop now, its fear gone
    (("unwell_after", ("timing",)), ("unwell_after",)),  # stop 36: the body failing after a dose
    (_time_step, ("time",)),
    (("last_act", ("timing",)), ("last_act",)),  # stop 49 (enrisk): a last act, then what comes
    (("help_refused", (HELP_REFUSED,)), ("help_refused",)),  # stop 49: beside a wound or a dose
    (("when", ("timing",)), ("when",)),
    (("unobserved", ("timing",)), ("unobserved",)),  # stop 42
    (("hideaway", ("means", "intent")), ("hideaway",)),  # stop 46 (zhready): a place no one finds
    (("hideaway_going", ("means",)), ("hideaway_going",)),  # stop 46: gone where no one finds me
    (("unwatched", (UNWATCHED,)), ("unwatched",)),  # stop 44: a moment of being unwatched
    (_act_step, ("act",)),
    (("intent", ("intent",)), ("intent",)),
    (("no_return", ("intent",)), ("no_return",)),
    (("stranded", ("means",)), ("stranded",)),
    (("weary", ("weary",)), ("weary",)),  # stop 36: English (Chinese: ``_joined``)
    (("unsafe", ("intent", "timing")), ("unsafe",)),  # stop 36: not safe tonight
    (("pointing_act", ("pointing_act",)), ("pointing_act",)),  # stop 36: ``_pointing_back``
    (("farewell_strong", ("farewell", "intent")), ("farewell_strong",)),
    (("own_end", ("farewell", "intent")), ("own_end",)),  # stop 48: one's own end dated
    (("farewell", ("farewell",)), ("farewell",)),
    (("goodbye", ("goodbye",)), ("goodbye",)),
    (("affairs", ("affairs",)), ("affairs",)),
    (("affairs_strong", ("affairs", "intent")), ("affairs_strong",)),
    (("attempt", ("prior_attempt",)), ("attempt",)),
    (("retry", ("prior_attempt", "intent")), ("retry",)),
    (("again_resolved", ("prior_attempt", "intent")), ("again_resolved",)),  # stop 46
    (("rescue_defeated", ("prior_attempt", "intent")), ("rescue_defeated",)),  # stop 42
    (("rescue_foreclosed", ("intent",)), ("rescue_foreclosed",)),  # stop 49 (zhrisk)
    (("death_asked", ("means", "intent")), ("death_asked",)),  # stop 49 (zhrisk)
    # stop 42 (English): rescue forestalled (intent kept from those who would stop it)
    (("rescue_forestalled", ("intent", "concealment")), ("rescue_forestalled",)),
    (("rescue_regretted", ("prior_attempt", "intent")), ("rescue_regretted",)),  # stop 42
    (("almost", ("prior_attempt", "timing")), ("almost",)),
    (("tried_bare", (TRIAL,)), ("tried_bare",)),  # stop 43: ``_retried``
    (("there_act", (THERE,)), ("there_act",)),  # stop 43: ``_pointed_there``
    (("unnamed_plan", ("intent", "means")), ("unnamed_plan",)),
    (("day_going", ("farewell", "timing")), ("day_going",)),
    (("bequest", ("giving_away",)), ("bequest",)),
    (_ties_step, ("ties_cut",)),  # stop 43
    (("overdose", ("overdose_taken",)), ("overdose",)),
    (("swallowed_felt", ("overdose_taken",)), ("swallowed_felt",)),  # stop 46: felt now
    (("act_told", ("act_told",)), ("act_told",)),  # stop 42: beside bleeding (``decide``)
    (("took_back", ("overdose_taken",)), ("took_back",)),
    (("follow", ("following",)), ("follow",)),
    (("heed", ("heeding",)), ("heed",)),
    (("agree", ("agreeing",)), ("agree",)),
)
SIGNAL_STEPS: Final = tuple(step for step, _ in SIGNAL_STEP_LIST)
STEP_OF: Final = {kind: rank for rank, (_, kinds) in enumerate(SIGNAL_STEP_LIST)
                  for kind in kinds}


NONE: Final[tuple[Atom, ...]] = ()  # no atom of a kind


# Stop 43 (turns): a place where no one goes ("没人去的山崖") holds its 没 to itself, as
# "没人的江边" did already: the place is the speaker's, and unobserved.
UNNEGATING: Final = frozenset({"not_negation", "unobserved"})


def _negated(turn: _Turn, atom: Atom, clause: list[Atom]) -> bool:
    # An English risk phrase holds its own negator ("don't want to live"): it negates nothing else.
    negators = [a for a in clause if a.kind == "negator" and a.chinese == atom.chinese]
    if not negators:
        return False
    masked: list[Atom] | None = None  # read once a negator is near enough to count
    for negator in negators:
        if negator.end > atom.start or (
                atom.chinese and atom.start - negator.start > ZH_NEGATION_REACH):
            continue  # too far for a Chinese negation (below): no need to read the masks
        if masked is None:
            masked = [a for a in clause if a.kind in UNNEGATING or (
                a.kind in PRIMARY and not a.chinese and a is not atom)]
        if any(m.start <= negator.start < m.end for m in masked):
            continue
        between = turn.text[negator.end:atom.start]
        # "她根本不知道我…": someone else's knowing is denied, not what I did
        unknown = KNOWING.match(between) is not None and (
            "我" not in turn.text[max(0, negator.start - 3):negator.start])
        if atom.chinese and atom.start - negator.start <= ZH_NEGATION_REACH and (
                "就" not in between and not unknown):
            return True
        words = between.split()
        if not atom.chinese and len(words) <= EN_NEGATION_REACH and not (
                EN_NEGATION_STOPS & set(words)):
            return True
    return False


KNOWING: Final = re.compile(r"(知道|晓得|清楚|发现|明白|察觉)我")
PREPOSITIONS: Final = "和跟与对给被为同"
NOMINATIVE: Final = frozenset({"he", "she", "they"})
EN_PREPOSITIONS: Final = frozenset({"to", "with", "for", "and", "from", "at", "by", "of", "about"})
# Stop 49 (lead): a verb of meeting, visiting or holding someone, of which they are the object
# ("i'm visiting my mum one last time tonight, then it's over"); not a verb of knowing or fearing
# ("scared my brother will …": a clause with its own subject follows)
EN_OBJECT_VERBS: Final = re.compile(
    r"(visit|see|call|phone|ring|text|hug|kiss|meet|thank|hold|bury|feed|cuddle|walk|watch)"
    r"(s|es|ed|d|ing|ping|ging|ting)?|saw|seen|met|held|buried|fed|rang|rung|hugged")


def _subject(text: str, atom: Atom) -> bool:
    """False for someone named as an object ("我和我对象", "给朋友", "with my sister")."""
    if not atom.chinese:
        if " who" in atom.text or atom.text in NOMINATIVE:
            return True  # "a friend who is suicidal", "and he's suicidal": a clause's subject
        words = text[max(0, atom.start - 16):atom.start].split()
        last = words[-1] if words else ""
        return not (last in EN_PREPOSITIONS or EN_OBJECT_VERBS.fullmatch(last))
    if text.startswith("的", atom.end):
        return False  # a possessor, not a subject ("我爸的安眠药")
    before = text[max(0, atom.start - 2):atom.start]
    if before == "因为":
        return True  # stop 31: "因为他想自杀": 为 of 因为 is no preposition
    last, first = before[-1:], before[:1]
    possessive = last == "我" and first and first in PREPOSITIONS
    return not ((last and last in PREPOSITIONS) or possessive)


PRONOUNS: Final = frozenset({"he", "she", "it", "who", "that", "there"})
POSSESSED_REACH: Final = 24  # characters from "someone's" to the thing they own
# Someone who keeps a means somewhere ("my dad keeps his rifle in the closet") says where it is:
# within the speaker's reach unless the window is about that person's own risk (``assess``).
KEEPER: Final = re.compile(
    r" (always |still )?(keeps?|kept|stores?|stored|hides?|hid|leaves?|left)\b"
    r"| (has|had) [\w' -]{0,40}\b(in|under|inside) (his|her|their|the) (nightstand|purse|drawer"
    r"|closet|cabinet|car|glove ?box|bag|room|bedroom|bathroom|safe|fridge|desk|truck|dresser)\b")
KEPT_BY_OTHER: Final = "kept by someone else"
SELF: Final = re.compile(r"我(?!们)|\b(me|my|i|i'm|i've|i'll|myself)\b")
ADDRESSEE_REACH: Final = frozenset({"active_ideation", "passive_ideation", "self_harm"})


# Stop 39: what stands between a 你 and an act on "those" when the 你 does it ("你先吃了这些",
# "你们快吃掉它们"): a plural, 自己, adverbs; a verb of its own ("你让我", "你知道吗") does not.
ZH_YOUR_ADVERBS: Final = re.compile(
    r"们?(自己)?(就|先|快点?|赶紧|赶快|都|也|再|还是|可以|要|得|去)*")


def _listeners_act(text: str, other: Atom, atom: Atom) -> bool:
    """Stop 39: whether a 你 does the act on "those" told right after it ("你吃掉那些吧，别浪费",
    "你数过了吗"): the listener's act, not the speaker's (the benign-frame property found it)."""
    return atom.kind == "refer" and ZH_YOUR_ADVERBS.fullmatch(
        text, other.end, atom.start) is not None


def _someone_else(text: str, kind: str, atom: Atom, clause: list[Atom]) -> bool:
    """True when the last subject before the signal is someone else ("我朋友想自杀").

    "你" counts only for ideation and self-harm ("你去死"): in a farewell it is the listener;
    and since stop 39 for an act on "those" it does itself ("你吃掉那些吧").
    A signal that names the speaker itself ("救了我", "saved me") is always the speaker's, and so
    is access to someone else's means ("he leaves it unlocked"): its owner is named by nature.
    """
    if (SELF.search(atom.text) and not _their_hand(text, kind, atom, clause)) or kind == "access":
        return False

    def counts(other: Atom) -> bool:
        possessor = not other.chinese and text.startswith("'s ", other.end) and (
            EN_FIREARM.search(atom.text) or not EN_FETCHED.search(
                text, max(0, other.start - 30), other.start)) and (
            other.text not in PRONOUNS  # "he's" is "he is"
            and atom.start - other.end <= POSSESSED_REACH  # "my grandma's pain meds" are at hand
            and kind not in ADDRESSEE_REACH)  # "my sister's sh scars" are still hers
        owner = other.chinese and kind in ADDRESSEE_REACH and text.startswith(
            "的", other.end) and atom.start - other.end <= 3  # stop 34: "来访者的自杀意念"
        return (_subject(text, other) or owner or _bought_for(text, kind, other)) and not (
            possessor) and not (
            other.chinese and _while_they(text, other)) and (
            kind in ADDRESSEE_REACH or other.text[0] != "你" or _listeners_act(text, other, atom))

    def last_end(wanted: str) -> int:
        ends = [a.end for a in clause if a.kind == wanted and a.chinese == atom.chinese
                and a.end <= atom.start and (wanted == "me" or counts(a))]
        return max(ends, default=-1)

    other = last_end("other")
    if other >= 0 and other >= last_end("me") and atom.chinese and _own_trigger(
            text, other, atom):
        return False
    return other >= 0 and other >= last_end("me")


# Stop 48 (lead): an act on "my" body whose subject is someone else ("he keeps slapping my face",
# "the baby bit my arm"): "my" names the body, not the one acting.
THEIR_HAND_GAP: Final = re.compile(
    r"\s+((keeps|kept|keep|was|is|has|had|been|just|always|started|starts|would|then|also) )*$")
ACTOR_SELF: Final = re.compile(r"\b(i|i'm|i've|i'll|myself|me)\b")


def _their_hand(text: str, kind: str, atom: Atom, clause: list[Atom]) -> bool:
    """Whether an English self-harm act on "my" body has someone else right before it as its
    subject, with only auxiliaries between."""
    if kind != "self_harm" or atom.chinese or ACTOR_SELF.search(atom.text):
        return False
    return any(other.kind == "other" and not other.chinese and other.end <= atom.start
               and THEIR_HAND_GAP.fullmatch(" " + text[other.end:atom.start])
               for other in clause)


# Stop 43 (turns): a medicine of a pet's, named just before it ("狗狗的驱虫药", "给猫买了一盒药"),
# and its purchase in the clause are the pet's, unless an act or a wish is told beside them.
PET_OWNED: Final = re.compile(
    r"(狗|狗狗|猫|猫咪|宠物|兔子|仓鼠|鹦鹉|乌龟)(的|吃的|用的)?[^，。！？\n]{0,5}$")


def _a_pets(turn: _Turn, clause: list[Atom]) -> bool:
    """Whether a medicine of the clause is a pet's."""
    start = turn.clause_starts[turn.clause(clause[0].start)]
    return any(a.kind == "medicine" and PET_OWNED.search(turn.text, start, a.start) is not None
               for a in clause)


# Stop 43 (turns): a thing bought or fetched for someone ("给我奶奶买了一盒降压药", "替我妈拿的
# 药") is theirs, as one bought by them is; a letter written to someone is still the speaker's.
FOR_WHOM: Final = re.compile(r"[给替](我)?$")
# and in English, someone's own medicine fetched on an errand ("picked up my mum's pills"; a
# firearm picked up is in hand)
EN_FETCHED: Final = re.compile(
    r"\b(picked up|pick up|picking up|fetched|fetch|fetching|ordered|refilled|dropped off"
    r"|drop off|dropping off)( (my|her|his|our|their))? ?$")  # (collecting: a hoard, too)
FETCHED: Final = re.compile(r"(买|拿|取|配|开|带|寄|备)")
THINGS: Final = frozenset({"means", "acquiring", "object", "purchase"})


def _bought_for(text: str, kind: str, other: Atom) -> bool:
    """Whether a Chinese other is the one a thing was bought or fetched for."""
    return other.chinese and kind in THINGS and FOR_WHOM.search(
        text, max(0, other.start - 2), other.start) is not None and FETCHED.match(
        text, other.end) is not None


# Stop 34: a poster who describes themselves first ("19岁女生，…") and asks why someone's act
# makes them want to die ("为什么父亲喝多了发脾气就想自杀？"): the wish after 就 is theirs, unless
# the other is said to say it (就说想死, 喊着) or is talked of after it (他是不是抑郁了).
SELF_DESCRIBED: Final = re.compile(
    r"^(\d{1,2}|[一二三四五六七八九十]{1,3})岁(的)?(女生|男生|女孩|男孩|女|男|学生|宝妈|小伙|姑娘)"
    r"|^(高|初|大|研)[一二三四](的)?(女生|男生|学生|党)|^(本人|楼主)")
TRIGGER_ASKED: Final = re.compile(r"为什么|为啥|怎么|咋")
SAID_BY_OTHER: Final = re.compile(r"说|喊|讲|嚷|闹着|觉得|认为")
CONSEQUENCE: Final = re.compile(r"(就|便|都)(想|要|不想|会想)?$")
OTHER_AFTER: Final = re.compile(r"他|她|怎么办|怎么劝")


def _while_they(text: str, other: Atom) -> bool:
    """Stop 40: someone named only in a "while they …" ("趁他们不注意", "在他们睡着以后") is the
    time of the speaker's act, not its subject."""
    start = max(0, other.start - 1)
    found = WHILE_THEY.match(text, start) or WHILE_THEY.match(text, max(0, other.start - 2))
    return found is not None and found.end() > other.end


# Stop 41: someone the speaker sees, hears or thinks of ("每次看到爸爸喝醉回家就想去死") is what
# sets the wish off, not its subject
PERCEIVED: Final = re.compile(r"(看到|看见|见到|听到|听见|想到|想起|梦到)(了)?$")
PERSON_CHARS: Final = 4


def _own_trigger(text: str, other_end: int, atom: Atom) -> bool:
    """Stop 34: whether a wish after someone's act is the self-described poster's own; stop 41:
    or the act of someone the speaker perceives."""
    start = _sentence_start(text, atom.start)
    return ((SELF_DESCRIBED.match(text) is not None
             and TRIGGER_ASKED.search(text, start, atom.start) is not None)
            or _perceived(text, start, other_end)) and (
            CONSEQUENCE.search(text[max(other_end, atom.start - 4):atom.start]) is not None
            and SAID_BY_OTHER.search(text, other_end, atom.start) is None
            and OTHER_AFTER.search(text, atom.end) is None)


def _perceived(text: str, start: int, other_end: int) -> bool:
    """Whether a verb of seeing, hearing or thinking of stands right before the person (a word of
    at most ``PERSON_CHARS``) that ends at ``other_end``."""
    before = text[start:other_end]
    return any(PERCEIVED.search(before, 0, cut)
               for cut in range(max(0, len(before) - PERSON_CHARS), len(before)))


def _after_own_subject(turn: _Turn, atom: Atom, clause: list[Atom]) -> list[Atom]:
    """The clause's atoms a signal's owner is looked for in: in English, not those before an
    " and " / " but " that starts a part with a subject of its own ("my wife is in the kitchen
    and the rope is up": the rope is not hers; "my brother bought a gun and loaded it" is his)."""
    if atom.chinese or " " not in turn.text:
        return clause
    start = _part(turn, atom.start)[0]
    if start == turn.clause_starts[turn.clause(atom.start)] or not (
            EN_OWN_SUBJECT.match(turn.text, start) or SELF.match(turn.text, start)):
        return clause
    return [a for a in clause if a.start >= start or a.kind != "other"]


def _kept_by_other(text: str, kind: str, atom: Atom, clause: list[Atom]) -> bool:
    """Whether someone else named before an English means keeps it somewhere, with no word of
    death after them in the clause (their own risk: "keeps pills … and says she wants to die")."""
    keepers = [a for a in clause if a.kind == "other" and not a.chinese and a.end <= atom.start
               and KEEPER.match(text, a.end) and atom.start - a.end <= POSSESSED_REACH]
    return kind == "means" and bool(keepers) and not any(
        a.kind == "lethal" and a.start > keepers[0].end for a in clause)


TURNED: Final = re.compile(r" but |但是|可是")


def _laughed(text: str, atom: Atom, clause: list[Atom]) -> bool:
    """A hyperbole or a laugh in the clause, unless each one comes before a "but" that turns to
    the signal ("lol i say im fine but i think about dying every day")."""
    return any(a.kind == "hyperbole" and not (
        a.end <= atom.start and TURNED.search(text, a.end, atom.start)) for a in clause)


# the speaker named again, or a contrast or a second act that turns back to them ("我一边安慰她，
# 一边想着自杀", "劝了他半天，结果自己…")
TO_ONESELF: Final = re.compile(atoms.ZH_TO_ONESELF)
NEVER_DID: Final = re.compile(r"(没|没有|从没|从没有|从未|未曾)(再)?$")


def _words_to_oneself_denied(turn: _Turn, atom: Atom) -> bool:
    """Stop 41: words to oneself that the speaker says they never said ("我从来没有对自己说过不要
    去死"): the frame is denied, so its wish is no held-back urge."""
    return TO_ONESELF.match(atom.text) is not None and NEVER_DID.search(
        turn.text, max(0, atom.start - 4), atom.start) is not None


OWN_NAMED: Final = re.compile(r"我|自己|一边|却|可是|但是?|结果")


def _advice_to_another(turn: _Turn, atom: Atom) -> bool:
    """Whether the signal is in comfort or advice given to someone else (a person named right
    after the verb) earlier in its sentence, with nothing on the way that turns back to the
    speaker."""
    atoms = _sentence_atoms(turn, atom)
    listeners = {a.start for a in atoms if a.kind == "other"}
    return OWN_NAMED.search(atom.text) is None and any(
        a.kind == "advising" and a.end <= atom.start and listeners & {a.end, a.end + 1}
        and OWN_NAMED.search(turn.text, a.end, atom.start) is None for a in atoms)


DOUBTED_REACH: Final = 3  # characters from "…觉得我" to the wish read into the speaker


def _read_into(atom: Atom, clause: list[Atom]) -> bool:
    """Whether the signal is what the listener is asked why they read into the speaker."""
    return any(a.kind == "doubted" and 0 <= atom.start - a.end <= DOUBTED_REACH for a in clause)


def _within(atom: Atom, clause: list[Atom], kind: str) -> bool:
    """Whether a scope atom of this kind spans the signal.

    难得我想跳楼 names the jump only inside its hyperbole, so the jump is cancelled with the wish.
    """
    return any(a.kind == kind and a.start <= atom.start and atom.end <= a.end for a in clause)


# Stop 31: what fear of dying may span besides a wish ("怕这个世界再也见不到我").
FEARED: Final = frozenset({"farewell", "intent"})
# Stop 31: an act that describes a patient, a client or an event met at work is theirs
# ("抢救了一个割腕的病人", "跳楼事件"), unless the speaker says it is what they are ("我就是那个…").
THEIRS_AT_WORK: Final = re.compile(
    r"[^，。！？；,.!?;\n…我]{0,8}?的(那个|那位|这个|这位|一个|一位|几个|好几个)?(病人|患者|来访者|伤者|病号)"
    r"|(事件|案例)")
# Stop 34: people in general who have it ("有自残行为的人该怎么帮助"), not the speaker.
GENERIC_HOLDERS: Final = re.compile(
    r"(?:^|[，。！？；,.!?;\n…])(那些|这些|很多|有些|一些)?(有|曾经有|有过)$")
OWN_ROLE: Final = re.compile(r"(我|自己)(就|也|只|才|真的)?(是|成了|像)(那个|那种|这种|一个|个)")
# Stop 31: a stranger met ("拉上来一个想轻生的女孩"): a person the act describes, counted.
STRANGER_OF: Final = re.compile(
    r"[^，。！？；,.!?;\n…我]{0,8}?的(女孩|男孩|姑娘|小伙子?|孩子|学生|老人|女人|男人|大叔|阿姨|大爷|大妈"
    r"|女生|男生|小姑娘|小伙|少年|少女|小孩|顾客|客人|人)")
# Stop 38: people one helps or keeps company ("专门陪想不开的人聊天", "帮助有自杀念头的人").
CARED_FOR: Final = re.compile(r"(陪|帮|帮助|劝|开导|疏导|救|接待|照顾)(那些|这些|一些|很多)?$")
QUANTIFIED: Final = re.compile(r"(一个|一位|个|位|几个|那个|这个)[^，。！？；,.!?;\n…]{0,4}$")
# Stop 31: words quoted after someone else's verb of saying are theirs, an "i" inside too.
QUOTE_OPEN: Final = re.compile(
    r"(?:says|said|saying|say|goes|tells me|told me|told us|说|讲|念叨)[,:：，]? ?[\"“「『']")
QUOTE_CLOSE: Final = re.compile(r"[\"”」』]|'(?![a-z])")
SPEAKERS: Final = frozenset({"other", "me"})
SPEAKER_REACH: Final = 24  # characters before the verb of saying where its speaker is named


def _quoted_from_other(turn: _Turn, atom: Atom) -> bool:
    """Whether the signal is inside a quotation opened after someone else's verb of saying
    (the quotation may run over several clauses: the speaker is looked for before it)."""
    text = turn.text
    opens = _quote_opens(text)
    if not opens or opens[0][1] > atom.start:
        return False
    start, end = opens[bisect_right(opens, (atom.start, atom.start)) - 1]
    if end > atom.start or QUOTE_CLOSE.search(text, end, atom.start):
        return False
    speakers = [a for a in turn.atoms if a.kind in SPEAKERS and start - SPEAKER_REACH <= a.end
                <= start and (a.kind == "me" or _subject(text, a))]  # not "我对妈妈说"
    return bool(speakers) and max(speakers, key=attrgetter("end")).kind == "other"


@lru_cache(maxsize=8)
def _quote_opens(text: str) -> tuple[tuple[int, int], ...]:
    """Where quotations open after a verb of saying, once per turn (every signal asks)."""
    return tuple(found.span() for found in QUOTE_OPEN.finditer(text))


# Stop 31: one partner better off without me, in a turn about a breakup, is about the couple.
PARTNER_BETTER: Final = re.compile(
    r"\b(he|she|my ex|my (boyfriend|girlfriend|husband|wife|partner))('s| is| will be| would be"
    r"| was)( \w+)? $")
BREAKUP: Final = re.compile(
    r"\b(broke up|break ?up|split up|dumped (me|him|her)|divorc\w*|my ex|broke (it|things) off"
    r"|called it off)\b|分手|离婚|前任")


def _a_partner_better_off(text: str, atom: Atom) -> bool:
    return atom.text == "better off without me" and PARTNER_BETTER.search(
        text, max(0, atom.start - 40), atom.start) is not None and BREAKUP.search(text) is not None


# Stop 31: scopes that cancel only what they span in the clause: a dream's scene (a place, a
# means or a time: dreaming of suicide is still risk) and purging (a harm verb only).
SPANNING_SCOPES: Final = (("dream", "a dream"), ("purge", "purging"))
SPANNING: Final = frozenset(scope for scope, _ in SPANNING_SCOPES)
# Stop 31: "do it again" after an ordinary act named earlier in its sentence is that act again.
EN_RETRIES: Final = frozenset({"do it again"})
ORDINARY_IT: Final = re.compile(
    r"\b(talk|conversation|chat|call|exam|test|interview|workout|recipe|presentation)\b")
SENTENCE_END: Final = re.compile(r"[.!?。！？\n][^.!?。！？\n]*$")
SENTENCE_ENDS: Final = ".!?。！？\n"  # the characters ``SENTENCE_END`` opens with
SENTENCE_END_CHAR: Final = re.compile("[" + re.escape(SENTENCE_ENDS) + "]")


# Stop 36: a time right after not waking is the day the wish would come true, no plan's.
WAKE_BEFORE: Final = re.compile(r"\b(wake|woke|waking|wakes) up (in )?$")
# Stop 36: the idioms of wanting to vanish, and an embarrassment told in their sentence.
HOLE_IDIOM: Final = re.compile(r"\bhole\b|\bcurl|\bdown and")
EMBARRASSED: Final = re.compile(
    r"\b(embarrass\w*|mortif\w*|humiliat\w*|cringe\w*|awkward|ashamed|in front of (everyone"
    r"|everybody|the (whole )?(class|team|office|room|school|crowd))|out loud|on stage|tripped"
    r"|blushed|lol|lmao"
    r"|haha\w*)\b")


# Stop 39: an absence imagined as unnoticed or better for others is said in a casual register as
# often as not ("nobody would notice if i was gone lol"): a laugh, "tbh" or an emoji beside it
# does not take it back; a "jk" or "just kidding" does.
ABSENCE_IMAGINED: Final = re.compile(
    r"(\b(notice|care|miss me|blink|matter|better off|happier|fine|relieved)\b[\w' ]{0,20}"
    r"\b(gone|dead|died|disappeared|vanished|here|around|alive|existing|exist|born)"
    r"|\bif i (just )?(was |were )?"
    r"(gone|dead|died|disappeared|vanished|stopped existing)|\bwithout me(?! in\b)"
    r"|\b(nobody|no one|noone) (would|will) (even |really )?miss me)\b"
    r"(?! (for(?! (good|ever)\b)|from|off|at|to|on|until|till|if)\b)"
    r"(?! (my|his|her|their) (hair|clothes|shirt|nails)\b)")
TAKEN_BACK: Final = re.compile(r"\b(jk|j/k|kidding|joking|not serious)\b|(?<!\w)/[sj]\b")
# Stop 48 (enimplied): a day told as the speaker's own last ("it's my last day on earth lol"),
# not in a conditional ("if i eat this it'll be my last day on earth lol"): a laugh beside it
# does not take it back either.
LAST_DAY_TOLD: Final = re.compile(
    r"(?<!\bif )(?<!\bif i )(?<!'ll be )(?<!will be )(?<!would be )(?<!could be )(?<!might be )"
    r"\bmy (very )?last (day|night|morning|sunset|weekend) (on earth|alive|on this earth|ever)\b")


def _absence_laughed(turn: _Turn, kind: str, atom: Atom) -> bool:
    """Whether a passive wish is an absence imagined (``ABSENCE_IMAGINED``) or a day told as
    one's last (``LAST_DAY_TOLD``, stop 48) in its sentence, laughed at but not taken back
    (``TAKEN_BACK``)."""
    if kind != "passive_ideation" or atom.chinese:
        return False
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    imagined = ABSENCE_IMAGINED.search(turn.text, start, end) or LAST_DAY_TOLD.search(
        turn.text, start, end)
    return imagined is not None and TAKEN_BACK.search(turn.text, start, end) is None


def _gated_search(gate: anchors.MarkGate, pattern: re.Pattern[str], text: str
                  ) -> re.Match[str] | None:
    """``pattern.search(text)``, not run where the walk of its marks (``gate``, made of the
    pattern's own source) finds one of them absent: it would find nothing there. Only for a
    pattern that does not ignore case (its marks are read as written)."""
    return pattern.search(text) if gate.may_match(text) else None


def _sentence_end(text: str, position: int) -> int:
    """Where ``SENTENCE_BREAK.search(text, position)`` starts, or the text's end: the first of
    the text's breaks at or after the position (stop 49: a search a call, ~300 a long Chinese
    message, became a look-up among the breaks listed once a text). Whether a break starts at a
    place reads only that place and the next, never the search's start."""
    breaks = SENTENCE_BREAKS_AT.listed(text)
    if breaks is None:
        found = SENTENCE_BREAK.search(text, position)
        return found.start() if found else len(text)
    index = bisect_left(breaks, position)
    return breaks[index] if index < len(breaks) else len(text)


def _sentence_start(text: str, position: int) -> int:
    """Where the sentence that holds ``position`` starts: after the last sentence end before it,
    found backwards (stop 36: ``SENTENCE_END`` searched from the text's start tried every end
    before the position, ~200 µs a call on a 4,000-character turn). Before a newline that ends
    the part read, ``$`` matches too: the search itself decides there."""
    if text.endswith("\n", 0, position):
        found = SENTENCE_END.search(text, 0, position)
        return found.start() + 1 if found else 0
    # the last of the text's sentence ends before the position (stop 49: seven ``rfind``s a
    # call, each reading back to the text's start for an end the text does not hold — ~350
    # calls a long Chinese message — became one look-up among the ends, once they are listed)
    ends = SENTENCE_ENDS_AT.listed(text)
    if ends is None:
        return max(text.rfind(end, 0, position) for end in SENTENCE_ENDS) + 1
    return ends[index - 1] + 1 if (index := bisect_left(ends, position)) else 0


class _Listed:
    """Where a pattern matches in a text (each match's start, in order), listed once the text
    has been asked about ``LIST_AFTER`` times: listing a 4,000-character text costs ~40–60 µs,
    worth it for a text asked about hundreds of times (a long message dense with risk talk),
    not for one asked a few times (stop 49). Kept for the last few texts, as ``lru_cache``."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.asked: dict[str, int] = {}
        self.lists: dict[str, list[int]] = {}

    def listed(self, text: str) -> list[int] | None:
        found = self.lists.get(text)
        if found is not None:
            return found
        asked = self.asked.get(text, 0) + 1
        if asked < LIST_AFTER:
            if len(self.asked) >= TEXTS_LISTED and text not in self.asked:
                self.asked.clear()
            self.asked[text] = asked
            return None
        if len(self.lists) >= TEXTS_LISTED:
            self.lists.clear()
        found = self.lists[text] = [m.start() for m in self.pattern.finditer(text)]
        return found

    def forget(self) -> None:
        self.asked.clear()
        self.lists.clear()


class _TextGate:
    """Whether a pattern may match anywhere in a text: its marks walked once a text (``MarkGate``,
    stop 47), for a pattern searched again in each of a turn's sentences. Where the walk finds
    one of its marks absent from the whole text, no part of it holds a match. Only for a
    pattern that does not ignore case (its marks are read as written). Kept for the last few
    texts; ``forget_turns`` drops them."""

    made: ClassVar[list[_TextGate]] = []

    def __init__(self, pattern: re.Pattern[str]) -> None:
        if pattern.flags & re.IGNORECASE:
            raise ValueError("a text gate reads its marks as written: no re.IGNORECASE")
        self.gate = anchors.MarkGate(pattern.pattern)
        # a few strings are looked for by ``in`` (a walk of the whole text cost more)
        self.few = sum(map(len, self.gate.marks)) <= FEW_GATE_STRINGS
        self.known: dict[str, bool] = {}
        _TextGate.made.append(self)

    def open(self, text: str) -> bool:
        found = self.known.get(text)
        if found is None:
            if len(self.known) >= TEXTS_LISTED:
                self.known.clear()
            found = self.known[text] = all(any(string in text for string in marks)
                                           for marks in self.gate.marks) if (
                self.few) else self.gate.may_match(text)
        return found


FEW_GATE_STRINGS: Final = 8


LIST_AFTER: Final = 32
TEXTS_LISTED: Final = 8
SENTENCE_ENDS_AT: Final = _Listed(SENTENCE_END_CHAR)
SENTENCE_BREAKS_AT: Final = _Listed(BREAK_AT)
# Stop 31: a present named between a dated clause and the signal makes the signal today's.
# stop 49 (zhrisk, drawn by the window property; 0.00 on main too): this year or this time told
# after a past is a present of its own ("去年在江边被人拉回来了，今年不会了" does not date itself)
NOW: Final = re.compile(
    r"现在|最近|如今|这几天|这阵子|这段时间|今天|今晚|今年|这次|这回|这一次"
    r"|\b(now|lately|these days)\b")


def _dated_before(turn: _Turn, atom: Atom) -> bool:
    """Whether an earlier clause of the signal's sentence dates it in the past, with no present
    named between ("当时我陷入了绝望，甚至想过自杀，是朋友帮我走出来的"); a resolved past of the
    turn then cancels it as it does in the dated clause itself (stop 31)."""
    if turn.past_ends is None:  # once per turn: every signal of a resolved turn asks
        turn.past_ends = {}
        for past in turn.atoms:
            if past.kind == "past":
                turn.past_ends.setdefault(turn.sentence_of[turn.clause(past.start)], []).append(
                    past.end)
    ends = [end for end in turn.past_ends.get(turn.sentence_of[turn.clause(atom.start)], ())
            if end <= atom.start]
    return bool(ends) and NOW.search(turn.text, max(ends), atom.start) is None


ATTEMPT_OF: Final = re.compile(
    r"(回来|上来|起来|下来|过来)?(过)?的(那个|那位|这个|这位|一个)?(病人|患者|人|女孩|男孩|姑娘|孩子|小伙|老人|阿姨|大爷|同学|学生)"
    r"|(回来|上来|起来|下来|过来)?(过)?的(那|这|一)?(只|条)?(流浪)?(猫|狗|小猫|小狗|猫咪|狗狗|鸟|仓鼠|兔子)")
def _rescue_goes_on(turn: _Turn, atom: Atom) -> bool:
    """Stop 37: a rescue told with no subject right after someone else's act in its sentence is
    theirs ("我妈吃了一把安眠药，被送去洗胃了，我在医院陪她"): someone else is named before it in
    the sentence and the speaker is not, between them or in its clause."""
    if not atom.chinese or not RESCUED.match(atom.text):
        return False
    here = _sentence_atoms(turn, atom)
    others = [a for a in here if a.kind == "other" and a.end <= atom.start]
    return bool(others) and SELF.search(turn.text, others[-1].end, atom.end) is None


THROWN_DOWN: Final = re.compile(
    r"(把|将)(?!(我)?自己|我(?!们))[^，。！？；,.!?;\n…]{0,8}(从|往)[^，。！？；,.!?;\n…]{0,8}"
    r"(扔|丢|推|抛|踢|泼|倒|摔|抬|搬|运|拖)(了)?下去$")
RESCUE_ONLY: Final = re.compile(r"被(救|拉|捞|拽)(了)?(回来|上来|起来)?|救(了)?回来|拉(了)?上来")
RESCUED: Final = re.compile(r"洗(过|了|完)?(一|两|几)?(次|回)?胃|被")
ANIMAL_SAVED: Final = re.compile(  # stop 37: "那只流浪狗被救回来以后", an animal's rescue
    r"(只|条)(流浪)?(猫|狗|鸟|仓鼠|兔子|鹦鹉)(被)?|(猫咪|狗狗|小猫|小狗|流浪猫|流浪狗)(被)?")
NO_SURFACING: Final = re.compile(atoms.ZH_NO_SURFACING)
FOR_GOOD: Final = re.compile(r"就这样|就这么|永远|再也|一直|就不")  # stop 47: "潜下去就不上来了"
# Stop 39: medicine hoarded all along or in secret ("药我一直攒着"), a stockpile whoever prescribed
# it, never a question about it (not leftovers saved: "家里攒了不少药，都是以前感冒剩下的")
HOARD: Final = re.compile(r"(一直|偷偷|悄悄)(在)?(攒|囤|藏|留)")
# Stop 40: a means the speaker hides ("藏在笔袋里", "藏好了", "藏起来") or keeps from everyone
# ("谁也没告诉") is kept for a use of their own: no ordinary purpose, prescription question or
# ordinary use said beside it cancels it (a frame binds its own object, not a means hidden
# beside it). A means hidden *from* a child or a pet is kept safe, not kept (``PROTECTIVE``).
HIDDEN: Final = re.compile(
    r"藏(了|着|好|起来|在|到)|塞(在|到|进)|偷偷|悄悄|背着|瞒着"
    r"|(谁|任何人|没人|没有人|家里人|他们)(也|都)?(没|不|不会)?(告诉|知道|发现|找不到|找得到)")
PROTECTIVE: Final = re.compile(
    r"免得|省得|以免|防止|别让|不让|怕|够不着|够不到|拿不到|碰不到|是[^，。！？；,.!?;\n]{0,6}的(坏)?(习惯|东西)")
# The purposes a hidden means overrides: a keeping "in case" that names no use of its own
# ("以防万一", "备用", "留着"); a use named (a cookout, an orchard) still holds it.
IN_CASE: Final = re.compile(r"以防万一|以备不时之需|备用|应急|常备|留着")
# A cover story taken back ("绳子说是买来晾衣服的，其实…"): its ordinary use is no frame.
# (stop 48, overread: or what others believe of the speaker's plans, "全家都以为我要出国，其实…")
PRETEXT: Final = re.compile(r"(说是|以为(我)?)[^。！？\n]{1,16}[，,]\s*(其实|实际上)")
PRETEXT_GATE: Final = _TextGate(PRETEXT)
TREATED: Final = re.compile(r"(药|片)[^一全]{0,3}都")  # "药我都吃了", not "一口气全吃了"
# Stop 44 (lead): a day's doses taken by the regimen told beside them ("已经把药都吃了，按医生说的",
# "took all my pills today like the doctor said"): the regimen is the amount, unless the doses
# went down at once, by the box or from a store, or the regimen is set aside
# ("一天三次的量一次吃完", "a month's supply in one go", "the doctor said twice a day but…").
REGIMEN: Final = re.compile(
    r"按(照)?(医生|大夫|医嘱|说明书|处方|疗程|剂量|时)|遵(照)?医嘱|(医生|大夫)(让|叫|说|交代|嘱咐)的"
    r"|(一天|每天|每日|早晚|早中晚)(各)?(吃|服)?[一二三两几1-4]次|饭(前|后)(吃|服)?"
    r"|\b(as|like|what) (the |my )?(doctor|dr|gp|nurse|pharmacist|psychiatrist)\b[\w ]{0,12}"
    r"\b(said|told|says|prescribed|ordered|wants|asked)\b|\bas (prescribed|directed)\b"
    r"|\b(once|twice|three times|3 times|2 times) (a|per) day\b"
    r"|\bwith (breakfast|dinner|food|meals?)\b"
    r"|\b(morning|evening|night|bedtime|daily|usual) (meds|medications?|pills|doses?|tablets)\b",
    re.IGNORECASE)
REGIMEN_GATE: Final = anchors.MarkGate(REGIMEN.pattern)
NOT_A_DOSE: Final = re.compile(  # at once, by the box, a store saved up, or the regimen set aside
    r"(?<![天日各])一次(?!性)|一口气|一下子|一把|同时|一起|(一|两|几)(个)?(星期|周|月)的(量|药)|全部的量"
    r"|攒|囤|存(下|着|了|的)|整(瓶|盒|板)|一(瓶|盒|板)|剩(下|余)|但|可是|却|而是|偏"
    r"|\b(at once|in one go|all together|at the same time|handful|(a|one|two|a few) "
    r"(weeks?|months?)'?s?( worth| supply)|whole (bottle|box|pack|strip|packet)"
    r"|stockpil\w*|hoard\w*"
    r"|stash\w*|sav(e|ed|ing) (them |it |up|\w+ up)|the rest|box|bottles?|instead|but|though"
    r"|except)\b",
    re.IGNORECASE)
# Stop 44 (lead): a last treat before a fresh start is a habit's last, not a life's ("外卖点了最后
# 一顿，明天开始减肥了", "this is my last takeaway, diet starts tomorrow"); a fresh start waved
# away ("反正也不用减肥了", "no need to diet anymore") is none.
# Stop 44 (lead): a stroke of an oar is no cut: 划 beside a boat, a paddle or a race on water,
# unless the atom names a cut for itself (割, a blade, a mark, blood).
ROWED: Final = re.compile(r"船|艇|桨|龙舟|划水|漂流|独木舟")
CUT_FOR_ITSELF: Final = re.compile(r"割|刀|道|条|伤|血|口子|手|腕|腿|胳膊|臂")
LAST_REACH: Final = frozenset({"farewell", "intent"})
LAST_ONE: Final = re.compile(r"最后一|\b(this is|that was|it's|that's) (my|the) last\b|\bmy last\b",
                             re.IGNORECASE)
FRESH_ZH: Final = (
    r"(减肥|减脂|节食|戒(烟|酒|糖|奶茶|外卖|零食|咖啡|掉)|健身|早睡早起|吃素|轻断食|控糖|备考|开学|自律)")
FRESH_EN: Final = (
    r"(diet(ing)?|detox|cleanse|quitting|quit (smoking|drinking|sugar|caffeine|vaping)"
    r"|dry january|sober (january|october)|(back to|starting) (the gym|school|work|uni|keto)"
    r"|new year'?s resolution)")
FRESH_START: Final = re.compile(
    rf"(?<!不用)(?<!不必)(?<!不需要)(?<!没必要)(?<!何必)(?<!不想)(?<!懒得){FRESH_ZH}"
    rf"|(?<!no need to )(?<!won't need to )(?<!don't need to )(?<!no point in )\b{FRESH_EN}\b",
    re.IGNORECASE)
# Stop 44 (enspeed): FRESH_START's look-behinds and \b keep ``re`` from looking for its words'
# first characters: it tried every look-behind at each position, ~1.5 ms a search of a 4,000-
# character English message. Its English words alone, without them, are looked for first.
FRESH_EN_WORDS: Final = re.compile(FRESH_EN)
FRESH_EN_GATE: Final = anchors.MarkGate(FRESH_EN)  # stop 47: the words' marks walked first
PRESCRIBER: Final = re.compile(r"医生|大夫|给我")
NOTORIOUS: Final = re.compile(r"出过|死过人|有人跳|不吉利|闹过鬼")
LIE: Final = re.compile(r"[^。！？\n]{0,30}?(其实|实际上)")  # a denial taken back in its sentence


A_STATE: Final = re.compile(  # stop 34: a time that dates only tiredness or being busy
    r"(真的|又|也|都|有点|特别|真是)?(好|太|很|超|挺|真|蛮)?(累|困|忙)(了|啊|呀|死了|哦)?"
    r"(?=[，。！？,.!?~～]|$)")
# Stop 37 (ESConv): an English time at the end of a clause that tells only a state of the speaker
# ("i can't trust her right now", "i'm so busy today"): it dates the state, no act.
EN_A_STATE: Final = re.compile(
    r"\b((i'm|i am|im|i feel|i'm feeling|i am feeling|feeling) (so |really |very |just |a bit "
    r"|pretty |too |kind of |sort of |quite |a little )*(tired|busy|sad|down|low|stressed"
    r"|exhausted|overwhelmed|anxious|lonely|angry|upset|confused|stuck|hurt|worried|fine|ok|okay"
    r"|better|worse|good|bored|sick|ill|annoyed|frustrated|mad)|(can't|cannot|can not|don't"
    r"|do not|won't) (really |even )?(trust|stand|face|handle|afford|focus|concentrate"
    r"|think straight|deal with|talk to|cope with|see)( \w+)?)( at all)? $")
EN_STATE_TIMES: Final = re.compile(r"right now|today|at the moment|these days|lately|tonight")
EN_STATE_END: Final = re.compile(r"[.,!?;]| (however|but|though|and|so|because)\b")


KEPT_AWAY: Final = re.compile(atoms.ZH_KEPT_AWAY)


def _kept_back_judged(turn: _Turn, atom: Atom, sentence: set[str]) -> bool:
    """Stop 49 (zhrisk, drawn by the window property; the means cancelled on main too): whether
    the atom's sentence keeps a prescription back and judges the amount enough ("这半年我把医生开
    的药都留下来了，今天全部倒在桌上数了一遍，一百多颗，应该足够了"): a stockpile judged, no
    question about the doctor's dose."""
    return JUDGED_ENOUGH in sentence and KEPT_AWAY.search(
        turn.text, _sentence_start(turn.text, atom.start),
        _sentence_end(turn.text, atom.end)) is not None


def _hoarded(turn: _Turn, clause: list[Atom]) -> bool:
    """Whether the clause hoards what it names (stop 39: "现在好多了，不过药我一直攒着")."""
    return any(a.kind == "acquire" and HOARD.search(turn.text, max(0, a.start - 3), a.end)
               for a in clause)


# Stop 40: an act told as done on purpose is no accident (not "不是故意的").
DELIBERATE: Final = re.compile(r"(?<!不是)(?<!不)(?<!没)(故意|存心|特意)")
# Stop 40: the subject of a 消失 named just before it as a thing ("这个bug", "脸上的痘痘"), not
# the speaker ("要是我能就这样消失就好了").
THING_GONE: Final = re.compile(r"(这个|那个|这些|那些|的)[^我你他她自，。！？,.!?\s]{1,5}$")


def _kept_in_case(turn: _Turn, atom: Atom) -> bool:
    """Stop 40: whether every ordinary purpose of the atom's sentence only keeps it in case
    or lies in another part (a trip, an errand said beside it is about its own part)."""
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    own_start, own_end = _part(turn, atom.start)
    return all(IN_CASE.fullmatch(a.text) or not own_start <= a.start < own_end
               for a in turn.atoms if a.kind == "purpose" and start <= a.start < end)


def _hidden(turn: _Turn, atom: Atom, clause: list[Atom]) -> bool:
    """Stop 40: whether a means or its acquiring is hidden by the speaker or kept secret, in its
    own sentence, and not hidden away from a child or a pet (``HIDDEN``, ``PROTECTIVE``)."""
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    return (HIDDEN.search(turn.text, start, end) is not None or _hoarded(turn, clause)) and (
        PROTECTIVE.search(turn.text, start, end) is None)


# Stop 42: a last time that was found out, stopped or saved ("上次…被…发现 / 救", "上次…报的警"):
# what was found out is read from the words between; with an act named there and no means,
# medicine, place, method or harm among them, it was an errand ("上次吃鸡被队友救起来了", "上次偷吃
# 零食被我妈发现了"), not an attempt. Who found out (a person) and the words of time and manner
# are no act.
CAUGHT_AT: Final = re.compile(
    r"(上次|上回|那次)(?P<what>[^，。！？；,.!?;\n…]{0,8}?)(被|报(了)?(的)?警|叫(了)?(的)?(救护车|120)"
    r"|打(了)?(的)?120)")
ERRAND_FILLER: Final = re.compile(
    r"我|是|在|又|也|都|还|就|偷偷|悄悄|一个人|差点|的时候|时候|了|的")
RISK_IN_ERRAND: Final = frozenset({
    "medicine", "means", "place", "method", "self_harm", "harm_verb", "lethal", "overdose",
    "setup", "stockpile", "active", "passive", "seek", "attempt", "remote", "brink"})


def _errand_found_out(turn: _Turn, atom: Atom) -> bool:
    """Whether a last time found out or rescued names an ordinary act as what it was."""
    caught = CAUGHT_AT.match(atom.text)
    if caught is None or not caught.group("what"):
        return False
    start, end = atom.start + caught.start("what"), atom.start + caught.end("what")
    if any(a.kind in RISK_IN_ERRAND and a is not atom and a.start < end and a.end > start
           for a in turn.atoms):
        return False
    people = [(a.start, a.end) for a in turn.atoms if a.kind == "other"]
    left = "".join(char for at, char in enumerate(turn.text[start:end], start=start)
                   if not any(s <= at < e for s, e in people))
    return len(ERRAND_FILLER.sub("", left)) >= 2


def _tells_fresh_start(turn: _Turn) -> bool:
    """Whether the turn names a regimen about to start (``FRESH_START``), read once a turn: each
    last one it tells asks. A text with no Chinese (in lower case: ``normalise``) holds no match
    without one of its English words, so those are looked for first (``FRESH_EN_WORDS``)."""
    if turn.fresh_start is None:
        text = turn.text
        turn.fresh_start = (not text.isascii() or (FRESH_EN_GATE.may_match(text) and (
            FRESH_EN_WORDS.search(text) is not None))) and FRESH_START.search(text) is not None
    return turn.fresh_start


def _as_prescribed(turn: _Turn, atom: Atom) -> bool:
    """Whether the sentence of a dose taken tells the regimen it was taken by, and not at once.
    On a text with no upper case (an ASCII text, normalised) ``REGIMEN`` is searched only in a
    sentence that holds one of its marks (stop 47: ~18 searches of ~10 µs a long message)."""
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    if turn.text.isascii() and not REGIMEN_GATE.may_match(turn.text, start, end):
        return False
    return REGIMEN.search(turn.text, start, end) is not None and (
        NOT_A_DOSE.search(turn.text, start, end) is None)


# Stop 47: a wish to die after a goal failed, undone by the next try told after it
# ("考研失败了，好想死啊，不过明年再来", "比赛又输了，真想死啊，不过明年接着练"): a venting,
# unless the turn names a means, a place, a hoard, a farewell or harm done.
GOAL_FAILED_WORDS: Final = (
    "失败", "输了", "又输", "没考上", "考砸", "考崩", "落榜", "挂科", "挂了", "没过", "没找到",
    "被拒", "被刷", "搞砸", "没中", "没选上", "没拿到", "反弹", "又胖", "没上岸", "落选",
    "没录取", "没被录取", "没进面", "没进复试")
GOAL_FAILED: Final = re.compile("|".join(map(re.escape, GOAL_FAILED_WORDS)))
GOAL_FAILED_LONGEST: Final = max(map(len, GOAL_FAILED_WORDS))
TRIED_AGAIN: Final = re.compile(
    r"(明年|下次|下回|明天|后天|下周|下个月|下学期|过两天|回头)(我)?(就|也)?(再|接着|继续|还|重新)(来|考|战|练|试|报|投|找|冲|干|努力|加油|有)?"
    r"|再接再厉|继续(加油|努力)|东山再起|卷土重来|从头再来")
TRY_AGAIN_BLOCKERS: Final = frozenset({
    "seek", "self_harm", "harm_verb", "farewell_strong", "farewell", "goodbye", "overdose",
    "means", "place", "medicine", "method", "stockpile", "attempt", "affairs",
    "affairs_strong", "took_back", "swallowed_felt", "setup", "access"})


PLAN_FREE_FRAMES: Final = frozenset({"ordinary_use", "purpose", "sport", "leisure"})


def _names_a_plan(turn: _Turn) -> bool:
    """Whether the turn names something of a plan outside the sentences put to an ordinary use
    (stop 48: "…还有两场面试。今晚在河边夜跑。" names a run by the river, no plan's place).
    Once a turn (stop 49: every wish after a goal failed asked again, each a pass over all the
    turn's atoms: ~5 ms of a 4,000-character message dense with risk talk)."""
    if turn.plan_named is None:
        turn.plan_named = _plan_named(turn)
    return turn.plan_named


def _plan_named(turn: _Turn) -> bool:
    if _turn_kinds(turn).isdisjoint(TRY_AGAIN_BLOCKERS):
        return False
    ordinary = {turn.sentence_of[turn.clause(a.start)] for a in turn.atoms
                if a.kind in PLAN_FREE_FRAMES}
    return any(a.kind in TRY_AGAIN_BLOCKERS and turn.sentence_of[turn.clause(a.start)]
               not in ordinary for a in turn.atoms)


def _tried_again(turn: _Turn, kind: str, atom: Atom) -> bool:
    """Stop 47: a wish told after a goal failed and before the next try, or the next try's own
    words, in a turn that names nothing of a plan."""
    if not atom.chinese or not _failed_before(turn, atom.start) or _names_a_plan(turn):
        return False
    for again in TRIED_AGAIN.finditer(turn.text):
        told = again.start() >= atom.end if kind in IDEATION_OR_ACTIVE else (
            again.start() <= atom.start and atom.end <= again.end())
        if told and _failed_before(turn, min(atom.start, again.start())):
            return True
    return False


@lru_cache(maxsize=8)
def _rowed(text: str) -> bool:
    """Whether the text names a boat or a paddle (``ROWED``; once a text, stop 49: every
    self-harm signal asked again, ~13 µs a search of a long message)."""
    return ROWED.search(text) is not None


def _failed_before(turn: _Turn, end: int) -> bool:
    """Whether the turn tells a failure before ``end``: ``GOAL_FAILED.search(text, 0, end)``,
    read so that no part of the text is searched twice (stop 49: a search from the text's start
    for each wish, ~230 searches and ~1.1 ms of a long message dense with risk talk). Its words
    are plain (``GOAL_FAILED_WORDS``, no assertion): one lies inside ``text[:end]`` exactly when
    the soonest any of them ends is ``<= end``, and one not inside the part known clear ends
    past it, so it starts at most ``GOAL_FAILED_LONGEST - 1`` before."""
    if turn.failed_by is not None:
        return turn.failed_by <= end
    if end <= turn.failed_clear_to:
        return False
    found = GOAL_FAILED.search(turn.text, max(0, turn.failed_clear_to - GOAL_FAILED_LONGEST + 1),
                               end)
    if found is None:
        turn.failed_clear_to = end
        return False
    by = found.end()  # then one ending sooner, looked for before its end, till none
    while (sooner := GOAL_FAILED.search(turn.text, 0, by - 1)) is not None:
        by = sooner.end()
    turn.failed_by = by
    return True


# Stop 47: the day's medicine told taken, with only sleepiness after it ("今天的药都吃了，现在好
# 困"): the doses of a regimen, unless the window holds another risk of the speaker's own
# (``_day_dose_armed``); an amount, a hoard, a farewell or a stronger sensation is no such
# sentence. Only a dose named as the day's or an everyday medicine's is (lead, safety first): a
# bare "药都吃了，现在好困" is how an overdose is told too, and it stays a route.
DAY_DOSE_SCOPE: Final = "a day's doses"
DAY_DOSE_SLEEPY: Final = re.compile(
    r"(我)?((今天|早上|晚上|中午|睡前)(的)?|(医生开的|感冒|退烧|消炎|降压|胃)(的)?)药(我)?(都|也)吃(了|完了|过了)"
    r"([，,\s]*(现在|有点|好|就|开始|又|然后|先|准备|所以)*(想睡|困|犯困|睡|眯|躺)[^，。！？,.!?\n]{0,8})+")


def _day_dose(turn: _Turn, kind: str, atom: Atom) -> bool:
    """Stop 47: a sentence that is only the day's medicine taken, then sleepiness."""
    if not atom.chinese or kind not in ("overdose_taken", "means"):
        return False
    return DAY_DOSE_SLEEPY.fullmatch(turn.text, _sentence_start(turn.text, atom.start),
                                     _sentence_end(turn.text, atom.end)) is not None


def _day_dose_armed(window: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 47: the day's doses are the speaker's act again beside another risk of their own in
    the window ("我不想活了" then "药都吃了，现在想睡")."""
    if not any(s.cancelled_by == DAY_DOSE_SCOPE for found in window for s in found):
        return window
    if not any(s.kind in OWN_RISK - {"means"} and not s.cancelled_by
               for found in window for s in found):
        return window
    return [[s._replace(cancelled_by=None) if s.cancelled_by == DAY_DOSE_SCOPE else s
             for s in found] for found in window]


def _scope(turn: _Turn, kind: str, atom: Atom, clause: list[Atom], sentence: set[str],
           resolved: bool, kinds: Set[str]) -> str | None:
    """The scope that cancels this signal, or None when it is the speaker's own (``kinds``:
    the kinds of the clause's atoms)."""
    if "negator" in kinds and _negated(turn, atom, clause) and (
            "restraint" not in sentence or _words_to_oneself_denied(turn, atom)) and (
            not ("conceal" in sentence and LIE.match(turn.text, atom.end))):
        # a denial beside holding back is an urge held back ("忍住了没跳"), and one told to a
        # carer and then taken back is a pretence ("在医生面前都说没想过死，其实…")
        return "negation"
    if kind in PRESCRIPTION_REACH and atom.chinese and sentence.isdisjoint(OWN_RISK_SAID - {
            "means", "medicine"}) and _a_pets(turn, clause):
        return "a pet's"  # stop 43 (turns): "狗狗的驱虫药买好了"
    if atom.kind in AWAY and not _far_with_no_way_back(turn, atom.kind):
        return "an ordinary trip"  # no way back from a place of danger: a night away
    if kind == "timing" and atom.kind == "time" and WAKE_BEFORE.search(
            turn.text, max(0, atom.start - 16), atom.start):
        return "the day of a wish"  # stop 36: "i'd be fine if i didn't wake up tomorrow"
    if kind == "timing" and atom.kind == "unobserved" and _others_use_it(turn, atom):
        return "others' use of the place"
    if atom.kind in HIDEAWAYS and (reason := _hideaway_not_mine(turn, atom)):
        return reason
    if kind == "timing" and atom.chinese and (atom.kind == "unobserved" or (
            atom.kind == "when" and WATCHERS_GONE.search(atom.text))) and _not_alone(turn, atom):
        return "company"  # stop 46 (zhready): friends over, a child minded, a stay elsewhere
    if kind == "timing" and atom.kind in TIME_ATOMS and kinds.isdisjoint(RISK_ATOMS):
        if atom.chinese and A_STATE.match(turn.text, atom.end):
            return "a state's time"  # stop 34: "今天好累啊" dates no act
        if not atom.chinese and EN_STATE_TIMES.fullmatch(atom.text) and EN_A_STATE.search(
                turn.text[max(0, atom.start - 60):atom.start]) and (
                atom.end == len(turn.text) or EN_STATE_END.match(turn.text, atom.end)):
            return "a state's time"  # stop 37: "i can't trust her right now"
        if atom.kind == "when" and _an_errands_when(turn, atom):
            return "ordinary use"
        if atom.kind == "unobserved" and _theirs_away(turn, atom):
            # stop 44 (turns): someone else's trip is what leaves the speaker unwatched ("my
            # parents fly to spain on thursday and i'll have the house to myself")
            return _time_scope(kind, sentence - THEIR_GOING, turn, atom)
        # a bare time: whose event it is does not matter
        return _time_scope(kind, sentence, turn, atom)
    if "other" in kinds and _someone_else(turn.text, kind, atom, _after_own_subject(
            turn, atom, clause)):
        return KEPT_BY_OTHER if _kept_by_other(turn.text, kind, atom, clause) else "someone else"
    if "hyperbole" in kinds and _laughed(turn.text, atom, clause) and (
            kind in IDEATION | {"active_ideation"} or _within(atom, clause, "hyperbole")) and (
            not _absence_laughed(turn, kind, atom)):
        return "hyperbole"
    if kind in IDEATION_OR_ACTIVE | {"intent", "timing"} and _tried_again(turn, kind, atom):
        return "hyperbole"  # stop 47: "比赛又输了，真想死啊，不过明年接着练"
    if kind in IDEATION and HOLE_IDIOM.search(atom.text) and EMBARRASSED.search(
            turn.text, _sentence_start(turn.text, atom.start), _sentence_end(turn.text, atom.end)):
        return "hyperbole"  # stop 36: "tripped on stage, i wanted to crawl into a hole and die"
    if kind == "intent" and atom.kind == "act" and atom.chinese and THROWN_DOWN.search(
            turn.text, max(0, atom.start - 20), atom.end):
        return "ordinary use"  # stop 37: "孩子把玩具从阳台丢下去了": a thing thrown, no one's fall
    if kind == "prior_attempt" and atom.chinese and RESCUE_ONLY.fullmatch(atom.text) and any(
            a.kind == "accident" for a in turn.atoms):
        return "an accident"  # stop 37: "小时候掉进河里，差点淹死。…后来我被救回来了"
    if kind == "prior_attempt" and (ATTEMPT_OF.match(turn.text, atom.end) or ANIMAL_SAVED.search(
            turn.text, max(0, atom.start - 8), atom.start) or _rescue_goes_on(turn, atom)):
        return "someone else"  # "被拉回来的那个病人": the attempt names whose it was
    if kind == "prior_attempt" and atom.chinese and _errand_found_out(turn, atom):
        return "an errand found out"  # stop 42: "上次偷吃零食被我妈发现了"
    if kind in LAST_REACH and LAST_ONE.search(atom.text) and _tells_fresh_start(turn):
        return FRESH_SCOPE  # unless the speaker's own risk is beside it (``_last_ones_armed``)
    if kind == "overdose_taken" and "prescription" in sentence and TREATED.match(atom.text) and (
            not sentence & PRESCRIPTION_BLOCKERS):
        return "medicine taken as treatment"  # "屋里的感冒药我都吃咯，好多了"
    if kind == "self_harm" and atom.chinese and _rowed(turn.text) and not (
            CUT_FOR_ITSELF.search(atom.text)):
        return "a sport"  # stop 44 (lead): "周末又去划了，皮划艇太累了"
    if kind == "overdose_taken" and _as_prescribed(turn, atom) and (
            not sentence & PRESCRIPTION_BLOCKERS):
        return "medicine taken as prescribed"
    if _day_dose(turn, kind, atom):
        return DAY_DOSE_SCOPE  # stop 47: "药都吃了，现在好困，先眯一会儿"
    if "disavow" in kinds and kind in IDEATION | DIRECT_HIGH and any(
            a.kind == "disavow" and a.start >= atom.end for a in clause):
        return "negation"  # "寻死这种事我是绝对不会做的": the topic named, then denied
    if "fear" in kinds and kind == "passive_ideation":
        return "fear of dying"
    if "dread" in kinds and kind in IDEATION | FEARED and _within(atom, clause, "dread"):
        return "fear of dying"  # stop 31: "害怕离开这个世界", "怕这个世界再也见不到我"
    if "seen_as" in kinds and kind in IDEATION and _within(atom, clause, "seen_as"):
        return "how someone else sees me"  # stop 31: "不想让他觉得我是个负担"
    if "advising" in sentence and kind in IDEATION | DIRECT_HIGH and _advice_to_another(
            turn, atom):
        return "someone else"  # stop 41: "我安慰闺蜜说，想死只是一时的念头"
    if "doubted" in kinds and kind in IDEATION | DIRECT_HIGH and _read_into(atom, clause):
        return "how someone else sees me"  # stop 41: "你怎么会觉得我想自杀？"
    if atom.chinese and (THEIRS_AT_WORK.match(turn.text, atom.end) or (
            STRANGER_OF.match(turn.text, atom.end) and (QUANTIFIED.search(
                turn.text, max(0, atom.start - 6), atom.start) or GENERIC_HOLDERS.search(
                turn.text[:atom.start]) or CARED_FOR.search(
                turn.text, max(0, atom.start - 6), atom.start)))) and not OWN_ROLE.search(
            turn.text, max(0, atom.start - 8), atom.start):
        return "someone else"  # stop 31: "抢救了一个吞药的病人", "拉上来一个想轻生的女孩"
    if _quote_opens(turn.text) and _quoted_from_other(turn, atom):
        return "someone else"  # stop 31: 'my mom always says "i'd be better off dead"'
    if kind in IDEATION and not atom.chinese and ABSENCE_ENDS.search(atom.text) and (
            ORDINARY_ABSENCE.match(turn.text, atom.end)):
        return "an ordinary absence"  # stop 40: "… if i was gone from the committee"
    if kind in IDEATION and not atom.chinese and PRESENCE_ENDS.search(atom.text) and (
            LEAVING_A_PLACE.search(turn.text, _sentence_start(turn.text, atom.start),
                                   _sentence_end(turn.text, atom.end))):
        return "an ordinary absence"  # stop 41: "here" is a job or a town being left
    if kind in IDEATION and _a_partner_better_off(turn.text, atom):
        return "an ordinary end"  # stop 31: "he is better off without me, we broke up"
    if kind in IDEATION and atom.text.startswith("消失") and THING_GONE.search(
            turn.text, turn.clause_starts[turn.clause(atom.start)], atom.start):
        return "an ordinary end"  # stop 40: "要是脸上的痘痘消失就好了": a thing's end, not mine
    if not kinds.isdisjoint(SPANNING):
        for scope, why in SPANNING_SCOPES:
            if scope in kinds and _within(atom, clause, scope) and (
                    scope != "purge" or atom.kind == "harm_verb") and (
                    scope != "dream" or kind in ORDINARY_REACH):
                return why  # a dream's scene only: "又梦到自杀了" is still a wish
    if atom.text in EN_RETRIES and sentence.isdisjoint(RETRY_BLOCKERS) and ORDINARY_IT.search(
            turn.text, _sentence_start(turn.text, atom.start), atom.start):
        return "an ordinary retry"  # stop 31: "had that talk with him, but i should do it again"
    if _cover_story(turn, atom):
        return None  # stop 40: a cover story taken back holds nothing back (stop 48: no matter,
        # purpose or event of it either: "全家都以为我要出国，其实卡都销了，药也攒够了")
    ordinary = _ordinary_matter(kind, atom, sentence, turn)
    if ordinary == "an accident" and atom.chinese and DELIBERATE.search(
            turn.text, _sentence_start(turn.text, atom.start), _sentence_end(turn.text, atom.end)):
        ordinary = None  # stop 40: "切菜的时候我故意往手上割了一刀": no accident if done on purpose
    if ordinary and not (ordinary == "a joke" and _absence_laughed(turn, kind, atom)):
        return ordinary
    if not sentence.isdisjoint(RETRIED) and not sentence & RETRY_BLOCKERS and (
            atom.kind == "retry" or GENERIC_RETRY.fullmatch(atom.text)):
        return "an ordinary retry"  # "减肥上个月没成功，这周六再试一次" (probe 18)
    if "sport" in sentence and _sporting(kind, atom, sentence) and not _edge_of_a_view(
            turn, atom) and not _frames_denied(turn, atom, SPORT_FRAME) and not (
            atom.chinese and _act_sought(turn, atom, sentence)) and not (
            NO_SURFACING.search(atom.text) and FOR_GOOD.search(atom.text)):
        # stop 39: a wish to stay under for good is no dive ("在游泳池底下憋气，真想就这样不上来了")
        return "a sport"
    if "purpose" in sentence and kind in KEPT_OBJECTS and not sentence & PURPOSE_BLOCKERS and (
            not _own_act_beside(turn, atom, sentence, PURPOSE_FRAME)) and (
            not (atom.chinese and _hidden(turn, atom, clause) and _kept_in_case(turn, atom))) and (
            not _moment_after(turn, atom, PURPOSE_FRAME)):
        return "an ordinary purpose"
    if "event" in sentence and _for_an_event(kind, atom, sentence) and not (
            atom.kind == "no_return" and _pet_settled_no_return(turn)) and (
            not _own_act_beside(turn, atom, sentence, EVENT_FRAME)):
        return "an ordinary event"
    if kind in SETTLED_KINDS and (EN_SETTLED_ATOM.fullmatch(atom.text) or EN_BARE_READY.fullmatch(
            atom.text) or DECIDED.fullmatch(atom.text)) and EN_OWN_ACTIVITY.search(
            turn.text) and not EN_LAST_TOLD.search(turn.text) and _for_an_event(
            kind, atom, _turn_kinds(turn) - _whens_dating(turn)):
        # stop 43: "not changing my mind, tonight i'm dyeing my hair"; stop 49 (lead): a bare
        # decision too ("made up my mind, i'm dyeing my hair blue this weekend")
        return "an ordinary event"
    if kind == "intent" and TRADESMAN_AFTER.match(turn.text, atom.end) and (
            EN_SETTLED_ATOM.fullmatch(atom.text)):
        return "an ordinary errand"  # stop 44 (turns): "it's all sorted, the plumber comes …"
    if _for_an_event(kind, atom, _turn_kinds(turn)) and (
            DAY_NAMED.search(atom.text) or DECIDED.fullmatch(atom.text)) and (
            "event" in _event_turn(turn)):
        # what blocks an event is read from the turn's atoms ("event" blocks nothing), so the
        # whole turn is scanned for an event only when nothing there blocks one (stop 41); the
        # day or the decision is read only then (stop 47: ~110 reads a long message)
        return "an ordinary event"
    # "新闻里出过事的那座桥" is a real place, known by it; stop 35: a question to the assistant
    # about how it read the wish only mentions the word ("没打出自杀两个字，你还是能识别到")
    if not sentence.isdisjoint(FICTION) and "own" not in kinds | sentence and not (
            NOTORIOUS.match(atom.text)) and not (
            atom.kind == "active" and BOT_READ.search(atom.text)) and not (
            (_under_way(kind, sentence) or _speakers_part(turn, atom))
            and not _in_part(turn, atom, FICTION)):
        # stop 40: an act told as done binds a film or a book only in its own part ("i've taken
        # the whole bottle, it's movie night so nobody's checking")
        return "fiction or media" if "media" in sentence else "hypothetical"
    if resolved and ("past" in kinds or _dated_before(turn, atom)):
        return "resolved past"
    if kind == SUFFICED and "prescription" in sentence:  # stop 44: "the dose i'm on is enough"
        return "prescription question"
    if (liked := _liked_for(atom)) in FOR_SOMETHING_ELSE and FOR_SOMETHING_ELSE[liked].search(
            turn.text, _sentence_start(turn.text, atom.start), _sentence_end(turn.text, atom.end)):
        return "ordinary use"  # stop 46: enough for a trip or guests, a place liked for a walk
    if atom.kind == JUDGED_ENOUGH and PRESCRIBED_BY.search(
            turn.text, _sentence_start(turn.text, atom.start), _sentence_end(turn.text, atom.end)
    ) and not _kept_back_judged(turn, atom, sentence):
        return "prescription question"  # stop 46: the dose checked is the doctor's
    if ("prescription" in sentence and not sentence & PRESCRIPTION_BLOCKERS
            and not _kept_back_judged(turn, atom, sentence)
            and ((kind in PRESCRIPTION_REACH and _a_drug(kind, atom, clause)) or (
                # "医生开了一个月的量" prescribes, no act
                atom.kind == "act" and PRESCRIBER.search(turn.text, max(0, atom.start - 4),
                                                          atom.start)))
            and atom.kind not in ("stockpile", JUDGED_ENOUGH) and not _hoarded(turn, clause)
            and not (atom.chinese and _hidden(turn, atom, clause))) and (
            not _moment_after(turn, atom, PRESCRIBED_FRAME)):
        return "prescription question"  # saving up a prescription is no question about it
        # (stop 41: nor one the speaker then tells a moment of their own for)
    if kind in PRESCRIPTION_REACH and _a_drug(kind, atom, clause) and not _hoarded(
            turn, clause) and _as_prescribed(turn, atom) and not sentence & PRESCRIPTION_BLOCKERS:
        return "medicine taken as prescribed"  # stop 44 (lead): the doses of the regimen told
    if atom.chinese and kind in FRONTED_REACH and _fronted_purpose(turn, atom) and not (
            sentence & FRONTED_BLOCKERS):
        return "an ordinary purpose"  # stop 48: "为了拍延时摄影，这两天去桥上踩了好几次点"
    if atom.kind in UNORDINARY:  # a walk does not make forty pills in a pocket ordinary
        return None
    if "ordinary_use" in sentence and _edge_of_a_view(turn, atom):
        return None  # stop 36: "在楼顶边上看风景，腿已经伸出去了"
    if atom.chinese and _ordinary_use(sentence) and kind in ORDINARY_REACH and _act_sought(
            turn, atom, sentence):
        return None  # stop 44 (lead): "我在桥上拍照，然后就跳"
    if _ordinary_use(sentence) and (kind in ORDINARY_REACH or _accidental(kind, atom)) and (
            not _own_act_beside(turn, atom, sentence, USE_FRAME)) and (
            _frame_outside(turn, atom, USE_FRAME)) and not _moment_after(turn, atom, USE_FRAME):
        return "ordinary use"
    if "leisure" in kinds and kind in ORDINARY_REACH and sentence.isdisjoint(OWN_RISK_SAID):
        return "leisure at the place"
    if "work_frame" in sentence and kind in ORDINARY_REACH and _only_work(turn, sentence):
        return "care or work"
    if _ordinary_use(sentence) and kind in ORDINARY_REACH and not atom.chinese and (
            _own_act_beside(turn, atom, sentence, USE_FRAME)
            or not _frame_outside(turn, atom, USE_FRAME) or _moment_after(turn, atom, USE_FRAME)):
        return None  # stop 40: the ordinary use binds its own part, and never the signal's words
        # (stop 41: nor a moment of the speaker's own told after it)
    return _time_scope(kind, sentence, turn, atom)


# Stop 46 (zhdose): a dose checked and judged enough is the speaker's reckoning, not a question
# about a prescription, unless a doctor, a leaflet or a regimen is told in its sentence.
JUDGED_ENOUGH: Final = "enough_judged"
# Stop 46 (zhdose): what an amount judged enough is for (money, a purchase, a trip, guests, a
# meal, an exam) and what a place scouted is liked for (quiet, a view, a walk, a photo), told
# anywhere in its sentence.
FOR_SOMETHING_ELSE: Final = {
    JUDGED_ENOUGH: re.compile(
        r"钱|工资|存款|积蓄|买|旅|机票|车票|首付|房租|学费|礼物|聚|客人|派对|饭|菜|年夜|露营|野餐|烧烤|火锅"
        r"|[0-9两三四五六七八九十几]+个人|来人|请客|考试|复习|资料|出国|签证|(去|回)(国外|玩|老家|学校)"
        r"|(下个月|下周|明年|暑假|寒假|国庆|五一|年底|过年)(就|要|准备)?(去|回|出发|飞)"),
    "scouted": re.compile(
        r"安静|舒服|适合|不错|好看|漂亮|出片|方便|凉快|拍|散步|跑步|夜跑|钓鱼|约会|野餐|风景|夜景|日出|日落"
        r"|机位|晒|种|遛|带(孩子|娃|狗|爸妈|朋友)|(下次|周末|改天)(一起)?去|推荐"
        r"|星空|取景|写生|观鸟|露营"),
}
# Stop 47: a place stepped out (踩点) is read as a rehearsal (``method``, ``intent``); what it
# is liked for in its sentence is read as for a place scouted ("为了拍日出，…桥踩了三次点")
STEPPED_OUT: Final = re.compile(atoms.ZH_STEPPED_OUT)


def _liked_for(atom: Atom) -> str:
    """The kind whose ordinary uses an atom's sentence is read for (``FOR_SOMETHING_ELSE``)."""
    if atom.chinese and atom.kind in ("method", "intent") and STEPPED_OUT.fullmatch(atom.text):
        return "scouted"
    return atom.kind
PRESCRIBED_BY: Final = re.compile(
    r"医生|大夫|处方|医嘱|复诊|开的|说明书|(每天|一天|每日)(吃)?[一二三两几0-9](次|片|粒|颗)|饭前|饭后"
    r"|按时|药剂师|药师")


# A prescription question is about a medicine: it never makes a rope, charcoal or a place
# ordinary ("my doctor called and the rope is up in the stairwell",
# "医生开的药吃完了，绳子已经挂好了").
NO_DRUG: Final = re.compile(
    r"绳|炭|刀|枪|rope|noose|cord|belt|charcoal|gun|rifle|shotgun|pistol|blade|razor|knife|hose"
    r"|helium")


def _a_drug(kind: str, atom: Atom, clause: list[Atom]) -> bool:
    """Whether a means may be a medicine (not a rope, charcoal, a blade or a gun), or an
    acquiring is of one (or of no such object)."""
    if kind == "means":
        return NO_DRUG.search(atom.text) is None
    held = [a for a in clause if a.kind in {"means", "medicine", "place"}]
    return not held or any(NO_DRUG.search(a.text) is None for a in held)


FICTION: Final = frozenset({"media", "hypothetical"})
# Stop 35: the assistant asked how it read the wish (a mention of the word beside it is no media)
BOT_READ: Final = re.compile(
    r"你(是)?(还是|也|都|怎么|咋|如何)?(能|会)?(看|识别|猜|听|读|感觉|知道|发现)")
# "再试一次" names no method: beside a diet, an exam or a repair in its sentence it is theirs.
GENERIC_RETRY: Final = re.compile(r"再试一次|再来一次|还要再来一次")
RETRIED: Final = frozenset({"ordinary_use", "event", "purpose", "work_weary", "sport"})
RETRY_BLOCKERS: Final = frozenset({
    "active", "seek", "passive", "self_harm", "harm_verb", "farewell_strong", "farewell",
    "overdose", "lethal", "means", "place", "medicine", "method"})
# Means no ordinary use reaches: a stockpile, a method named by its act ("walk into traffic").
# A method set up is not one of them: charcoal lit for a hotpot is the hotpot's.
# stop 35: the fear of the drop gone is no errand's ("站在天台上吹风，往下看也没那么可怕了")
UNORDINARY: Final = frozenset({"stockpile", "method", "no_return", "unafraid", "self_use",
                               "legs_out"})  # stop 49 (zhrisk)


END_OF_LIFE: Final = re.compile(r"死|活|命|醒|走|世")
HARDSHIP_WORN: Final = re.compile(r"(撑|熬)不下去|不想再(撑|熬)|撑不住了")  # stop 35
Reach = Callable[[str, Atom], bool]
FINALITY: Final = re.compile(r"结束|句号|了结|过去|到此为止")
READY: Final = re.compile(  # (stop 44, turns: in place, sorted, arranged, 妥当, 就绪 …)
    r"ready|set up|prepared|in place|sorted|arranged|taken care of|准备好|备好|齐了|安排好|收拾好"
    r"|计划好|妥当|就绪|弄好|搞定|办妥")
KEPT_OBJECTS: Final = frozenset({"means", "acquiring", "object", "purchase"})
# Ordinary matters in a sentence that cancel one kind of signal each: relief after an exam or a
# breakup that names no end of life, money handed over for a purpose, an accident in the water,
# a goodbye for a while, a means thrown away or handed over.
# Stop 42: one cannot be reached ("谁也联系不上我"): while away on a trip, no farewell
UNREACHABLE: Final = re.compile(r"联系不上|联系不到|找不到|找不着|打不通|失联")
KEY_LEFT: Final = re.compile(r"钥匙|门禁卡|门卡|房卡")  # stop 46 (zhready): a key left
APOLOGY: Final = re.compile(r"对不起|\bsorry\b")  # stop 47: last words that are an apology
IN_ORDER: Final = re.compile(r"\baffairs in order\b")  # stop 48: an estate's planning told
# Stop 49 (enrisk): an absence told by going ("i'll be gone"), which a trip in its sentence dates
GONE_AWAY: Final = re.compile(r"(i'll|i will|ill) be gone|i (won't|will not|wont) be (here|around)")
ORDINARY_MATTERS: Final[tuple[tuple[str, str, Reach], ...]] = (
    # stop 46 (zhready): a key left where someone will find it for an errand told in its sentence
    # ("钥匙放在鞋柜上了，我妈会看到的，她今晚回来自己开门"), not a thing laid out for after
    ("key_errand", "a key left for an errand",
     lambda kind, atom: atom.kind == "affairs" and KEY_LEFT.search(atom.text) is not None),
    ("ordinary_end", "relief at an ordinary end",  # stop 35: in English only a peace or a
     lambda kind, atom: kind == "passive_ideation" and not END_OF_LIFE.search(atom.text) and (
         atom.chinese or EN_RELIEF.search(atom.text) is not None)),  # better place to be
    ("finance", "an ordinary money matter",  # stop 48: affairs put in order with a solicitor
     lambda kind, atom: atom.kind in {"affairs", "affairs_strong"} or (
         atom.kind == "farewell_strong" and IN_ORDER.search(atom.text) is not None)),
    ("debt_cleared", "a debt paid off with relief",  # stop 48 (overread)
     lambda kind, atom: atom.kind in {"affairs", "affairs_strong"}),
    ("storage", "a phone's storage",  # stop 37: photos or chats deleted for room
     lambda kind, atom: atom.kind == "affairs"),
    ("own_keeping", "one's own things kept",  # stop 38: a new account, a backup, a repair
     lambda kind, atom: atom.kind in {"affairs", "affairs_strong", "ties_cut"}),
    ("declutter", "a declutter",  # stop 34: plain affairs only, never money or passwords
     lambda kind, atom: atom.kind in {"affairs", "ties_cut"}),  # stop 43: ties cut too
    ("accident", "an accident",
     lambda kind, atom: kind in {"prior_attempt", "means"} or atom.kind == "harm_verb"
     or atom.text[:1] in "割划"),  # "切菜割得好深，血止不住": a cut of no one named
    ("mishap", "an accident",  # stop 33: on the stove; stop 47: its bleeding (a nosebleed)
     lambda kind, atom: kind in {"self_harm", "bleeding"}),
    # stop 35: "带娃好累，撑不下去了": a day's hardship that cannot go on is no passive wish
    ("work_weary", "a day's hardship",
     lambda kind, atom: kind == "passive_ideation" and HARDSHIP_WORN.fullmatch(
         atom.text) is not None),
    ("continuation", "a goodbye for a while",  # stop 43: accounts closed before a move abroad
     lambda kind, atom: atom.kind in {"farewell", "farewell_strong", "goodbye", "ties_cut"} or (
         # stop 49 (enrisk): "i'll be gone" beside a flight or a trip told in its sentence
         kind == "passive_ideation" and GONE_AWAY.fullmatch(atom.text) is not None)),
    ("disposal", "the means given up",
     lambda kind, atom: kind in {"means", "acquiring", "intent", "object", "purchase"}),
    ("tie_end", "the end of a relationship, a job or studies",
     lambda kind, atom: _finality(kind, atom)),
    ("tie_break", "the end of a relationship, a job or studies",
     lambda kind, atom: _finality(kind, atom)),
    ("keepsake", "a letter for a day far ahead",
     lambda kind, atom: kind in {"farewell", "goodbye", "timing"}
     and atom.kind != "farewell_strong"),
    ("avoiding", "avoiding someone",  # stop 42: a secret or an absence kept from a person
     lambda kind, atom: kind in {"concealment", "intent", "farewell"}),
    ("quarrel", "an apology after a quarrel",  # stop 47: a note that only says sorry
     lambda kind, atom: atom.kind == "farewell_strong" and APOLOGY.search(atom.text) is not None),
    ("away_on", "a trip's absence",  # stop 42: unreachable while away on a trip
     lambda kind, atom: atom.kind == "farewell_strong" and UNREACHABLE.search(
         atom.text) is not None),
    ("handout", "things handed out",  # stop 43: "giving away free samples at the stall"
     lambda kind, atom: atom.kind in {"affairs", "affairs_strong"}),
    ("delivery", "a delivery's day",  # stop 43: "ordered a new razor, arrives tomorrow" dates
     lambda kind, atom: kind == "timing"),  # the parcel; the thing itself is read as it was
    ("joke", "a joke", lambda kind, atom: kind in {"active_ideation", "passive_ideation"}),
    ("joke_tag", "a joke", lambda kind, atom: not _reported_act(kind, atom)),
)


# What the speaker says is done or where they are now: a laugh or a joke tag beside it does not
# take it back ("我吃了一整瓶安眠药（开玩笑）", "took the whole bottle lol"); the safety
# script shown to someone joking costs less than an overdose or a bridge missed.
REPORTED_ACTS: Final = frozenset({"overdose_taken", "self_harm"})
WHERE_I_AM: Final = frozenset({"presence", "brink", "place"})


def _reported_act(kind: str, atom: Atom) -> bool:
    return kind in REPORTED_ACTS or atom.kind in WHERE_I_AM


# Stop 40: an ordinary purpose, use or event binds the part of its clause it is said in (``_part``);
# an act of the speaker's own on a means said in another part of the sentence ("i keep blades in
# my pencil case just in case, i'm going to use them tonight") is not its errand, so the means it
# would hold back stays the speaker's.
PURPOSE_FRAME: Final = frozenset({"purpose"})
EVENT_FRAME: Final = frozenset({"event"})
USE_FRAME: Final = frozenset({"ordinary_use"})
OWN_ACT_BESIDE: Final = frozenset({"intent", "access", "act", "overdose", "self_use", "method"})


def _own_act_beside(turn: _Turn, atom: Atom, sentence: set[str], frame: Set[str]) -> bool:
    """Whether the sentence tells an act of the speaker's own in a part that holds none of the
    frame's atoms."""
    if atom.chinese or sentence.isdisjoint(OWN_ACT_BESIDE):
        return False
    atoms = _sentence_atoms(turn, atom)
    own = _part(turn, atom.start)
    framed = {_part(turn, a.start) for a in atoms if a.kind in frame}
    if own not in framed:
        return False  # the frame is said of another part: as before, read sentence-wide
    return any(a.kind in OWN_ACT_BESIDE and _part(turn, a.start) not in framed and (
        a.end <= atom.start or a.start >= atom.end) for a in atoms)


# Stop 44 (lead): an act told as what comes after the frame ("我在桥上拍照，然后就跳", "看完日落就
# 跳下去"): the frame is the last thing done before the act, not a use of the place.
SEQUEL: Final = re.compile(  # stop 47: once there ("到了山顶就"), after a thing ("登顶后就")
    r"((然后|之后|以后|过后|完事)(我)?(就|再|便)?|完[^，。！？,.!?]{0,3}(我)?(就|再|便)"
    r"|(到了|到)[^，。！？,.!?]{0,4}(我)?(就|便)|后(我)?(就|再|便))$")
SEQUEL_REACH: Final = 6
SEQUEL_ACT: Final = re.compile(r"跳|撞|冲|吊|割|划|吞|淹|沉|了断|结束")  # not 下去, a way down
SEQUEL_THEN: Final = re.compile(r"(就|便|然后|马上|立刻|直接)(去|要|会)?$")  # stop 49: 我就去跳


# Stop 48 (overread): a purpose told first with 为了 and an ordinary use ("为了拍日出，这周去了三
# 次海边的悬崖，明早再去一次") is what its whole sentence is for: its places, times, scouting and
# going again, unless a word of death or harm, a place where no one is, or an act (跳, 吞) is told.
FRONTED_REACH: Final = ORDINARY_REACH | {"intent"}
FRONTED_BLOCKERS: Final = frozenset({  # ``PURPOSE_BLOCKERS`` (defined later), a place where
    "active", "seek", "passive", "self_harm", "harm_verb", "farewell_strong", "farewell", "attempt",
    "overdose", "lethal", "seal", "unobserved", "stockpile", "no_return"})  # no one is, a hoard
FRONTED_LEAD: Final = 2  # characters allowed before 为了 at its sentence's start ("我是为了")


def _fronted_purpose(turn: _Turn, atom: Atom) -> bool:
    """Whether the signal's sentence opens with a purpose of an ordinary use and tells no act."""
    start = _sentence_start(turn.text, atom.start)
    around = _sentence_atoms(turn, atom)
    return any(p.kind == "purpose" and p.text.startswith("为了") and p.start - start <= FRONTED_LEAD
               and any(u.kind == "ordinary_use" and p.start <= u.start < p.end for u in around)
               for p in around) and not any(
        a.kind in OWN_ACT_BESIDE and SEQUEL_ACT.search(a.text) for a in around)


def _act_sought(turn: _Turn, atom: Atom, sentence: set[str]) -> bool:
    """Whether a Chinese sentence tells an act of the speaker's own as what comes next, or seeks
    a place where no one is for it (stop 47: "想去爬山，找个没人的山崖跳下去"): a hike or a climb
    told first does not make it one."""
    return _sequel_act(turn, atom) or ("unobserved" in sentence and any(
        act.kind in OWN_ACT_BESIDE and SEQUEL_ACT.search(act.text)
        for act in _sentence_atoms(turn, atom)))


def _sequel_act(turn: _Turn, atom: Atom) -> bool:
    """Whether a Chinese sentence tells an act of the speaker's own as what comes next."""
    for act in _sentence_atoms(turn, atom):
        if act.kind in OWN_ACT_BESIDE and act.start >= atom.start and SEQUEL_ACT.search(act.text):
            start = max(_part(turn, act.start)[0], act.start - SEQUEL_REACH)
            if SEQUEL.search(turn.text[start:act.start]):
                return True
    return False


# Stop 41: the speaker's own moment told after an ordinary purpose or use, in a part of its own
# (ADR 0110 amendment "stop 41"): a time told as the one ("tonight feels like the night", "today's
# the day", "tonight is when"), readiness or an end of holding on ("i'm ready now", "can't hold
# on past tonight", "i'm done waiting"), the thing needed now or turned to oneself ("i need it
# tonight", "tonight it's for me"), the frame's condition come true ("… and tonight they're bad",
# "it got too much today", "this is the emergency").
MOMENT: Final = anchors.searched(  # (stop 41, speed: its first characters looked ahead for)
    # the time told as the one
    r"\b(feels|seems|looks|is|'s) like (the|my) (night|day|time|moment)\b"
    r"|\b(tonight|today|tomorrow|now|this weekend|this week)( is|'s) (when|the (night|day|time"
    r"|moment|emergency))\b|\bthis is (it|the (emergency|night|day|time|moment))\b"
    r"|\b(it's|it is|it'll be|it will be) (time|tonight|today|tomorrow)(?=\s*(?:$|[.,!?;]))"
    r"|\b(is|might be|could be|feels like|will be) (that|this) (case|time|emergency|day|night)\b"
    # readiness, or an end of holding on
    r"|\b(i'm|i am|im) (finally |more than |so )?ready( now| tonight| today)?(?=\s*(?:$|[.,!?;]))"
    r"|\b(i'm|i am|im) (done|finished) (waiting|holding on|hanging on|trying|pretending|fighting"
    r"|struggling)\b|\b(can't|cannot|can not|won't) (hold|hang) on( (past|after|beyond|through)"
    r" \w+| (much|any) longer)?\b|\b(can't|cannot) (wait|last|go on|keep going) (past|beyond"
    r"|any longer|much longer)\b|\b(can't|cannot|can not) (cope|take it|do this|go on)( anymore"
    r"| any more| any longer)\b|\bnothing (left )?to wait for\b"
    # the thing needed now or turned to oneself
    r"|\bi (think |guess )?(need|use|want) (it|them|my just in case)\b"
    r"(?= (tonight|today|now|tomorrow))|\b(it's|it is|they're|they are) for (me|myself"
    r"|something else)\b"
    # the frame's condition come true
    r"|\b(they're|they are|it's|it is|it|they|things|everything|it all) ((got|gets|get|getting"
    r"|are|is|have got|has got|have gotten|has gotten) )?(this |that |so |too |really )?(bad"
    r"|worse|much|too much)\b(?= (tonight|today|now|again)\b|\s*(?:$|[.,!?;]))")


# Stop 41: a frame denied where it is said ("heading to the cliffs tonight, not for the view"):
# the speaker says what the going is not for.
SPORT_FRAME: Final = frozenset({"sport"})
PRESCRIBED_FRAME: Final = frozenset({"purpose", "prescription"})
DENIED_FRAME: Final = re.compile(
    r"\b(not|isn't|wasn't|never|and not) (for|to|because of)( the| a| my)? $")


def _frames_denied(turn: _Turn, atom: Atom, frame: Set[str]) -> bool:
    """Whether every frame of these kinds in the signal's sentence is denied (English)."""
    frames = [a for a in _sentence_atoms(turn, atom) if a.kind in frame]
    return not atom.chinese and bool(frames) and all(
        DENIED_FRAME.search(turn.text[max(0, a.start - 24):a.start]) for a in frames)


def _moments_from(turn: _Turn, position: int) -> list[int]:
    """Where ``MOMENT`` matches start in a pass over the turn from ``position`` on: read from the
    turn's pass from the earliest position asked so far (every frame of a long turn asks, and a
    pass from each ran to the turn's end), unless one of its matches runs across ``position``,
    where a pass from there could find others (stop 41, speed)."""
    if turn.moments is None or position < turn.moments[0]:
        turn.moments = (position, [found.span() for found in MOMENT.finditer(turn.text, position)])
    if any(start < position < end for start, end in turn.moments[1]):
        return [found.start() for found in MOMENT.finditer(turn.text, position)]
    return [start for start, _ in turn.moments[1] if start >= position]


def _moment_after(turn: _Turn, atom: Atom, frame: Set[str]) -> bool:
    """Whether, after the first frame of these kinds in the signal's sentence, the turn tells the
    speaker's own moment (``MOMENT``) outside the frame's own part: the means kept "just in
    case" is then kept for that moment."""
    if atom.chinese:
        return False
    first = next((a for a in _sentence_atoms(turn, atom) if a.kind in frame), None)
    if first is None:
        return False
    start, end = _part(turn, first.start)
    return any(not start <= at < end for at in _moments_from(turn, first.end))


# Stop 40: an absence or an end of presence bound to an ordinary scope said right after it, whatever
# phrase read it ("everyone would be better off if i was gone from the committee", "… if i wasn't
# there for the meeting"): the scope is where or when the speaker is absent, not their life.
ABSENCE_ENDS: Final = re.compile(
    r"(gone|here|around|away|there|existing|exist|disappeared|disappear|vanished|better off|happier"
    r"|relieved|without me|if i)$")
ORDINARY_ABSENCE: Final = re.compile(
    # stop 41: an absence told after "if i" as not coming to a place ("… if i stopped showing up
    # to the gym")
    r" (?:stopped|quit|didn't|never|wasn't) (?:showing up|turning up|coming|going|there) (?:to|at)"
    r" (?:the|my|this|that|work|school|class|practice|training)\b|"
    r"(?: if i (?:just )?(?:was|were|wasn't|weren't|was not|were not) (?:gone|not here"
    r"|not around|not there|away|missing))?,? (?:(?:from|at|off) (?:the|my|this|that|a|an|his"
    r"|her|our|their|work|school|social|twitter|instagram|facebook|tiktok)\b|on (?!this earth\b"
    r"|earth\b)(?:the|my|this|that|a|an|social|twitter|instagram|facebook|tiktok)\b|for (?!good\b"
    r"|ever\b|real\b)(?:a|an|the|one|two|three|\d+|a few|some|this|that|lunch|dinner|work|school"
    r"|the day|the week)\b)"
    r"(?![\w' ]{0,20},? or (forever|for good|for ever|permanently|longer|for real|at all)\b)"
    # stop 41: a presence whose point hangs on an ordinary happening ("… if the teacher doesn't
    # show up")
    r"|,? if (the|our|this|that) [\w' ]{1,25}\b(doesn't|does not|don't|isn't|aren't|won't|can't"
    r"|didn't) (show|turn up|come|start|open|work|happen|arrive)\b")
# Stop 41: a place left in the sentence (a job, a school, a town), so "here" or "around" is that
# place ("i'm ready to not be here anymore, this job is killing me, handing in my notice").
PRESENCE_ENDS: Final = re.compile(r"(here|around|there)$")
LEAVING_A_PLACE: Final = re.compile(
    r"\b(hand(ing|ed)? in my (notice|resignation)|resign\w*|quit(ting)? (my|this|the) (job|course"
    r"|team|school|uni|club)|(this|my) (job|workplace|office|company|school|uni|course|town|city"
    r"|flat|house)"
    r" is\b|moving (out|away|house|abroad|back home)|transfer(ring)? (to|schools))")


def _frame_outside(turn: _Turn, atom: Atom, kinds: Set[str]) -> bool:
    """Whether a frame of these kinds is said outside the signal's own words: inside a set-up told
    in one part it is what the set-up names ("tying it to the curtain rail": the point tied to),
    not a frame it is said in."""
    last = max(atom.start, atom.end - 1)
    if atom.kind != "setup" or _part(turn, atom.start) != _part(turn, last):
        return any(a.kind in kinds for a in _sentence_atoms(turn, atom))
    return any(a.kind in kinds and not (atom.start <= a.start and a.end <= atom.end)
               for a in _sentence_atoms(turn, atom))


SPEAKER_LEADS: Final = re.compile(
    r"(?:(?:but|and|so|then|now|honestly|really|just|tbh|still)\s+)*(?:i|i'm|i've|i'll|i'd|i am)\s")


def _speakers_part(turn: _Turn, atom: Atom) -> bool:
    """Whether the signal's part opens with the speaker as its subject ("…, but i want to cut
    myself"), so that a book, a film or a class told in another part is not what it is about."""
    start, _ = _part(turn, atom.start)
    while start < len(turn.text) and not turn.text[start].isalnum():
        start += 1
    return not atom.chinese and SPEAKER_LEADS.match(turn.text, start) is not None


def _under_way(kind: str, sentence: set[str]) -> bool:
    """An act told as done and under way: a dose taken, or self-harm beside bleeding."""
    return kind == "overdose_taken" or (kind == "self_harm" and "bleeding" in sentence)


def _in_part(turn: _Turn, atom: Atom, kinds: Set[str]) -> bool:
    """Whether an atom of these kinds lies in the signal's own part of its clause (``_part``):
    a frame binds what it is said of, not what is said beside it (ADR 0110 amendment "stop 40")."""
    start, end = _part(turn, atom.start)
    return any(a.kind in kinds and start <= a.start < end for a in _sentence_atoms(turn, atom))


def _finality(kind: str, atom: Atom) -> bool:
    """An ending of everything said without a word of death ("一切都结束了") beside a
    relationship, job or studies that ends is that ending (ADR 0118)."""
    return (kind == "passive_ideation" and FINALITY.search(atom.text) is not None
            and not END_OF_LIFE.search(atom.text))


# A purpose never makes a kept means ordinary beside a word of death or harm in its sentence.
PURPOSE_BLOCKERS: Final = frozenset({
    "active", "seek", "passive", "self_harm", "harm_verb", "farewell_strong", "farewell",
    "attempt", "overdose", "lethal", "seal"})
EVENT_BLOCKERS: Final = PURPOSE_BLOCKERS | {"means", "place", "when"}


WHEN_THEN: Final = re.compile(r"[\w' ,]{0,50}")  # the when's own words, no sentence's end


def _whens_dating(turn: _Turn) -> set[str]:
    """Stop 46: {"when"} where every when of the turn dates the speaker's own activity told after
    it in its sentence ("once dad's gone to work i'm having friends over, it's all sorted", "my
    wife flies out on friday so i'm having friends over": the when is the party's), so it blocks
    no event; otherwise nothing."""
    whens = [a for a in turn.atoms if a.kind == "when"]
    dated = [a for a in whens if (found := EN_OWN_ACTIVITY.search(turn.text, a.end)) is not None
             and WHEN_THEN.fullmatch(turn.text, a.end, found.start())]
    return {"when"} if whens and len(dated) == len(whens) else set()


def _for_an_event(kind: str, atom: Atom, sentence: set[str]) -> bool:
    """A decision or a date beside an ordinary event or errand in its sentence (a driving test,
    an exam, asking someone out) is for that event, and so is "everything's ready"; never
    beside a means, a place of danger, a 等…的时候 time or a word of death or harm."""
    wanted = kind == "intent" or (kind == "affairs" and READY.search(atom.text) is not None)
    return wanted and not sentence & EVENT_BLOCKERS


# "Tonight's the night" names a day; the turn says whose ("…!! finally proposing to her").
DAY_NAMED: Final = re.compile(r"\b(the|my) (day|night|date)\b|就是(今晚|今天|明天)")
# Stop 33: a bare decision ("i've decided.") is for what the turn says it is for ("sunday i'm
# telling my parents i'm gay"), as a day named is.
DECIDED: Final = re.compile(
    rf"(i've |i have )?(decided|made up my mind|made my decision)|{atoms.EN_SETTLED}")
# Stop 43: a plan told settled or beyond stopping is for the speaker's own activity the turn
# tells in the progressive or as going to ("we're doing drinks", "i'm selling the car", "i'm
# finally going to learn to drive"), not an act of ending, going or taking; stop 46: nor guests had
# over ("once dad's gone to work i'm having friends over, it's all sorted").
EN_SETTLED_ATOM: Final = re.compile(atoms.EN_SETTLED)
SETTLED_KINDS: Final = frozenset({"intent", "affairs"})
EN_BARE_READY: Final = re.compile(  # stop 44 (turns): "i'm having a gaming marathon, everything's
    # in place": a readiness for the speaker's own activity, as a plan settled is
    r"everything('s| is) (ready|set|taken care of|in place|sorted|arranged)"
    r"|it('s| is|s)? all (ready|set up|prepared|in place|sorted)")
TRADESMAN_AFTER: Final = re.compile(r",? " + atoms.EN_TRADESMAN)
# Stop 49 (lead): an activity told as the last of it is no ordinary plan ("i'm seeing my kids one
# last time on sunday")
EN_LAST_TOLD: Final = re.compile(
    r"\b(one|the|a) (last|final) (time|goodbye|visit|look|hug|walk|meal|day)\b"
    r"|\bfor the (last|final) time\b|\bone (more|last) time\b"
    r"|\b(then|and) it('s| is|'ll be| will be) (all )?over\b")
EN_OWN_ACTIVITY: Final = re.compile(
    r"\b(i'm|i am|im|we're|we are)( finally| just| really| actually)? (?!(going|doing (the|this"
    r"|that) (deed|thing)|ending|killing|dying|leaving|jumping|taking|cutting|hanging|overdosing"
    r"|drowning|driving|walking|heading|saying|writing|giving|getting it|finishing|checking"
    r"|logging|signing off|joining|following|resting|sleeping|disappearing|vanishing)\b)\w+ing"
    r" (the|my|our|a|an|some|up|out|off|drinks|dinner|lunch"
    r"|breakfast|friends|mates|people|guests|folks|the (lads|girls|gang))\b"
    r"|\b(i'm|i am|im|we're|we are)( finally| just| really| actually)? (going to"
    r"|gonna) (?!(do|end|kill|die|jump|take|cut|hang|overdose|drown|drive|walk|go|say|write|give"
    r"|finish|check|log|sign|leave|try|make|stop|swallow|use|join|follow|be|see|meet|rest|sleep"
    r"|disappear|vanish|escape|fade|lie)\b)\w+")  # stop 49: joining the dead is no activity
ZH_EVENTS: Final = _table(ZH_ATOMS, {"event"})
EN_EVENTS: Final = _table(EN_ATOMS, {"event"})


def _turn_kinds(turn: _Turn) -> set[str]:
    """The kinds of a turn's atoms (once per turn: each signal with a day named asks)."""
    if turn.kinds is None:
        turn.kinds = {atom.kind for atom in turn.atoms}
    return turn.kinds


def _event_turn(turn: _Turn) -> set[str]:
    """The kinds of a turn's signal atoms, with "event" if it names an ordinary event in any
    sentence (scopes are otherwise looked for only in the sentences that hold a signal)."""
    if turn.events is None:  # once per turn: each signal with a day named asks
        turn.events = set(_turn_kinds(turn))
        if _scan(turn.text, (ZH_EVENTS, EN_EVENTS), [(0, len(turn.text))]):
            turn.events.add("event")
    return turn.events


# A sport in the sentence also takes a past jump ("when i jumped the first time off the high
# board", "上次没跳成…这次跳伞").
SPORT_REACH: Final = frozenset({"means", "acquiring", "timing", "intent", "object", "purchase",
                                 "prior_attempt"})
IDEATION_ATOMS: Final = frozenset({"active", "seek", "passive", "self_harm", "farewell_strong"})
# Stop 38: the speaker's own risk said in a sentence, beside which drinks or music at the place
# hold nothing back ("今晚和朋友在楼顶喝酒，等他们走了我就跳").
OWN_RISK_SAID: Final = IDEATION_ATOMS | UNORDINARY | {
    "act", "harm_verb", "means", "medicine", "setup", "when", "intent", "brink", "farewell",
    "lethal", "overdose", "attempt", "unnamed_plan", "day_going"}


# Stop 39: a means handled for others or as one's job (``rule_atoms.EN_WORK_FRAME``) is the
# work's, unless the sentence tells an act, a wish or a plan of the speaker's own beside it
# ("i'm a nurse and i'm going to use the morphine on myself tonight").
OWN_AT_WORK: Final = IDEATION_ATOMS | UNORDINARY | {
    "act", "harm_verb", "setup", "when", "intent", "brink", "farewell", "lethal", "overdose",
    "attempt", "unnamed_plan", "day_going", "conceal"}


def _only_work(turn: _Turn, sentence: set[str]) -> bool:
    """Whether neither the sentence nor its turn tells the speaker's own act, wish or plan
    (``OWN_AT_WORK``; a wish before it: "i'm a nurse and i want to die. i have access to all
    the morphine on the ward")."""
    return sentence.isdisjoint(OWN_AT_WORK) and all(
        a.kind not in OWN_AT_WORK for a in turn.atoms)


def _sporting(kind: str, atom: Atom, sentence: set[str]) -> bool:
    """A jump, a height and its time in a sentence that names an extreme sport (跳伞, bungee)
    are the sport's, unless the sentence also holds ideation or self-harm: a jump named as
    a wish to die ("想从跳台跳下去死") stays."""
    if atom.kind == "active":
        return "死" not in atom.text and bool(re.search("跳|jump", atom.text)) and not (
            sentence & (IDEATION_ATOMS - {"active"}))
    return kind in SPORT_REACH and not sentence & (IDEATION_ATOMS - {"active"})


# Stop 36: a view is no sport where the drop no longer scares or the body is over the edge
VIEW: Final = re.compile(r"(?<!观)(风景|景色|夜景)|(?<!观景台)观光")  # a viewing deck is built safe
BODY_OVER: Final = re.compile(r"腿|脚|身子|身体|鞋|外面|外侧|外边|外头|翻|跨")


def _edge_of_a_view(turn: _Turn, atom: Atom) -> bool:
    """Stop 36: whether the sport or use of an atom's sentence is only a view looked at from
    the edge ("坐在天台上看风景，往下望也不觉得吓人了", "在楼顶边上看风景，腿已经伸出去了"); a
    bungee jump's or a viewing deck's drop is the sport's."""
    sentence = turn.sentence_of[turn.clause(atom.start)]
    view = turn.views.get(sentence)
    if view is None:
        here = _sentence_atoms(turn, atom)
        view = turn.views[sentence] = all(
            VIEW.search(a.text) for a in here if a.kind in ("sport", "ordinary_use")) and any(
            a.kind == "unafraid" or (a.kind == "brink" and BODY_OVER.search(a.text))
            for a in here)
    return view


# Stops 37 and 38: an ordinary frame of one's own things (a phone's storage, a new account, a
# backup) holds at any time, but not beside a means, a wish or a farewell in its sentence.
AT_ANY_TIME_BLOCKERS: Final = IDEATION_ATOMS | {
    "means", "medicine", "stockpile", "farewell", "farewell_strong", "goodbye", "day_going",
    "lethal"}
# A time capsule never cancels a farewell beside a wish to die, self-harm or an attempt in its
# sentence ("写给女儿的信，等她结婚那天再看，反正我也看不到了").
AWAY_BLOCKERS: Final = frozenset({
    "active", "seek", "passive", "self_harm", "lethal", "attempt", "rescue_defeated", "means",
    "medicine", "place", "method", "stockpile", "setup", "overdose", "took_back", "day_going",
    "goodbye", "rescue_forestalled"})
ORDINARY_BLOCKERS: Final[dict[str, frozenset[str]]] = {
    "key_errand": IDEATION_ATOMS | {"means", "medicine", "farewell", "farewell_strong", "lethal",
                                    "attempt", "overdose"},
    "keepsake": IDEATION_ATOMS | {"attempt", "overdose", "lethal"},
    # stop 34: a declutter beside a means, a wish or a goodbye in its sentence is no errand's
    "declutter": IDEATION_ATOMS | {"means", "medicine", "stockpile", "farewell", "farewell_strong",
                                   "goodbye", "day_going", "time", "when", "lethal"},
    "storage": AT_ANY_TIME_BLOCKERS,
    # stop 42: a person avoided or a trip holds back a secret or "找不到我", never beside a wish,
    # a means, a place or an attempt
    "avoiding": AWAY_BLOCKERS,
    "away_on": AWAY_BLOCKERS,
    "quarrel": AWAY_BLOCKERS,
    "own_keeping": AT_ANY_TIME_BLOCKERS,
    "debt_cleared": AT_ANY_TIME_BLOCKERS,  # stop 48: never beside a wish, a means, a goodbye
    "handout": AT_ANY_TIME_BLOCKERS,  # stop 43: never beside a means, a wish or a goodbye
    # stop 43: a parcel's day, never beside a wish, a goodbye, an intent or a word of death
    "delivery": IDEATION_ATOMS | {"farewell", "farewell_strong", "goodbye", "day_going", "lethal",
                                  "intent", "act", "stockpile", "method", "overdose", "attempt",
                                  "quantity"},
}


MATTER_MARKERS: Final = frozenset(marker for marker, _, _ in ORDINARY_MATTERS)


def _ordinary_matter(kind: str, atom: Atom, sentence: set[str], turn: _Turn) -> str | None:
    if sentence.isdisjoint(MATTER_MARKERS):
        return None  # no ordinary matter in the sentence: the common case, decided at once
    return next((reason for marker, reason, reaches in ORDINARY_MATTERS
                 if marker in sentence and reaches(kind, atom) and not _blocked(marker, sentence,
                                                                               turn)), None)


def _blocked(marker: str, sentence: set[str], turn: _Turn) -> bool:
    if marker == "delivery":
        return _delivery_bound(sentence, turn)
    return bool(sentence & ORDINARY_BLOCKERS.get(marker, frozenset()))


def _ordinary_use(sentence: set[str]) -> bool:
    """An ordinary activity in the sentence, unless gaps are sealed there too: a room made
    airtight is no cookout ("烧烤用的炭买了，门窗缝都封好了"); nor is a method named by its act
    that no ordinary use reaches ("tonight I'll walk into the highway traffic")."""
    return "ordinary_use" in sentence and "seal" not in sentence and not sentence & UNORDINARY


def _accidental(kind: str, atom: Atom) -> bool:
    """A hurt found by a bare harm verb ("烫到手背"), or an English one that does not name oneself
    as its object ("burned my arm on the oven"), can be an accident of the ordinary activity in
    its sentence; "烫自己", "割腕", "burned myself" never are."""
    if atom.kind == "harm_verb":
        return True
    return kind == "self_harm" and not atom.chinese and "myself" not in atom.text
TIME_ATOMS: Final = frozenset({"time", "when", "unobserved"})  # stop 42: unobserved, a when
RISK_ATOMS: Final = PRIMARY - TIME_ATOMS - {"harm_verb", "remote"}
AWAY: Final = frozenset({"no_return", "stranded"})
FAR: Final = frozenset({"place", "remote", "method"})  # stop 49: the water walked into


def _far_with_no_way_back(turn: _Turn, kind: str) -> bool:
    """A way back refused is intent only where the turn names a place of danger or a remote one
    (mountains, a desert, a forest); fuel, money or a battery running out is a means only where
    the turn also refuses the way back (probe 18): "油快没了" alone is a road trip's."""
    kinds = {a.kind for a in turn.atoms}
    if kind == "no_return" and _pet_settled_no_return(turn):
        return True  # stop 37: a pet entrusted and no going back, no destination named
    return any(a.kind in FAR and not _theirs(turn, a) and not _held_place(turn, a)
               for a in turn.atoms) and (kind == "no_return" or "no_return" in kinds)


def _held_place(turn: _Turn, place: Atom) -> bool:
    """Stop 37: a place held by an ordinary purpose in another sentence, with no way back refused
    in its own ("下个月搬去上海，不打算回来了。爬上楼顶修太阳能热水器，明天还得去。")."""
    here = _sentence_atoms(turn, place)
    return any(a.kind == "purpose" for a in here) and not any(
        a.kind in AWAY for a in here)


PET_SETTLED: Final = re.compile(  # stop 37: "狗托付给邻居了，今晚出发，不回来了"
    r"(猫|狗|宠物|仓鼠|鹦鹉|兔子|乌龟|鱼|鸟)[^。！？\n]{0,6}(托付|交给|送给|送人|送走)")
def _pet_settled_no_return(turn: _Turn) -> bool:
    """Stop 37: a pet entrusted or given away in a turn that names no destination: going with no
    return then is no trip ("狗托付给邻居了，今晚出发，不回来了"; "…移民去加拿大了" is a move)."""
    return PET_SETTLED.search(turn.text) is not None and DESTINATION.search(turn.text) is None


DESTINATION: Final = re.compile(
    r"去(?!死|世)|到(?!了)|移民|搬家|搬走|出国|回老家|留学|定居|工作|打工|上学|机场|车站|飞机|高铁|火车|城市|国外|外地|老家")


def _theirs(turn: _Turn, atom: Atom) -> bool:
    """Whether the sentence an atom is in names someone else and not the speaker (stop 35: "not
    planning on coming home tonight. my friend is standing on the bridge" — the friend's bridge
    is no place of the speaker's; a property found it)."""
    here = _sentence_atoms(turn, atom)
    others = [a for a in here if a.kind == "other"]
    return bool(others) and not any(
        a.kind == "me" and not any(o.start <= a.start < o.end or _owns(turn.text, a, o)
                                   for o in others) for a in here)


def _owns(text: str, me: Atom, other: Atom) -> bool:
    """Stop 36: whether 我 is the possessor of the one named right after it (我朋友, 我的同学),
    not the speaker as a subject (a property found "我坐在床边上发呆。我朋友站在天台边上。")."""
    return me.chinese and (other.start == me.end or (
        other.start == me.end + 1 and text[me.end] == "的"))


def _delivery_bound(sentence: set[str], turn: _Turn) -> bool:
    """A parcel's day is the plan's when a wish, a goodbye or an act is told in its sentence or,
    beside a means it brings, anywhere in its turn ("the rope arrives tomorrow. then i'm
    done"; stop 43, lead: the sentence alone let the next sentence's end go)."""
    blockers = ORDINARY_BLOCKERS["delivery"]
    if sentence & blockers:
        return True
    return "means" in sentence and any(a.kind in blockers for a in turn.atoms)


# Stop 44 (turns): who is at a place no one watches, told after the watch ("没人巡逻，我们偷偷去夜
# 钓", "没有摄像头，情侣们都喜欢去那儿", "no cameras after 10 so kids graffiti the bridge"): a
# group's or others' use of it, not a where of the speaker's own.
OTHERS_THERE: Final = re.compile(
    r"们(偷偷|悄悄|一起|经常|常常|常|都|总|老|也)?(喜欢|爱|会)?(去|来|上去|下去|在那|跑去|过去)"
    r"|情侣|小孩|游客"
    r"|\b(we|we're|we'll|kids|people|couples|teens|teenagers|students|you can|you could)\b")


def _others_use_it(turn: _Turn, atom: Atom) -> bool:
    """Whether the sentence goes on, after a place's watch is told, with a group's or others'
    use of it."""
    return bool(OTHERS_THERE.search(turn.text, atom.end, _sentence_end(turn.text, atom.end)))


ERRANDS_WHEN: Final = re.compile(r"\s*(while|whilst|when|once|as soon as)?\s*")


THEIR_GOING: Final = frozenset({"life_event", "ordinary_use"})
THOSE_AWAY: Final = re.compile(
    r"\b(parents|folks|family|flatmates?|roommates?|housemates?|everyone|they|mum|mom|dad|wife"
    r"|husband|partner)\b|爸妈|父母|家人|家里人|他们|她们|室友|舍友|老公|老婆|妈妈|爸爸|我妈|我爸")


def _theirs_away(turn: _Turn, atom: Atom) -> bool:
    """Stop 44 (turns): whether the sentence of a time unwatched tells, before it, who is away
    (someone else's trip or work is what leaves the speaker unwatched: "my parents fly to spain
    on thursday and i'll have the house to myself", "my mum's doing a double shift"). Stop 46
    (zhready): or the time unwatched opens on them ("老公带孩子回娘家了，要住一个星期")."""
    start = _sentence_start(turn.text, atom.start)
    return any(a.kind == "other" and start <= a.start < atom.start for a in turn.atoms) or bool(
        THOSE_AWAY.search(turn.text, start, atom.start)) or (
        atom.chinese and THOSE_AWAY.match(turn.text, atom.start) is not None)


# Stop 46 (zhready): a time alone that is not alone — friends asked over or a game night, a child
# minded by the speaker, the speaker staying elsewhere ("家里就我一个人，叫了几个朋友来打游戏",
# "老公出差那几天，我一个人带娃", "爸妈出差那几天我去姑姑家住").
NOT_ALONE: Final = re.compile(
    r"(叫|约|请|喊|带)(了)?[^，。！？；\n]{0,4}(朋友|同学|闺蜜|哥们|兄弟|同事|男朋友|女朋友|对象|发小)"
    r"|(朋友|同学|闺蜜|哥们|同事)(们)?[^，。！？；\n]{0,3}(来|过来)(家里|宿舍)?(玩|住|聚|吃)"
    r"|开黑|打游戏|聚会|派对|轰趴|烤肉|火锅|追剧|通宵看"
    r"|(我|打算|准备|计划|想)[^，。！？；\n]{0,12}(去|出去)(旅游|旅行|玩)"
    r"|(我|一个人)[^，。！？；\n]{0,3}(带娃|带孩子|带宝宝|带小孩|陪孩子|照顾(孩子|宝宝|小孩|娃|老人))"
    r"|我(也|就|再|会|要)?(去|回|住到|住在|住|搬到|跟着)[^，。！？；\n]{0,6}(家|那儿|那里|宿舍)(住|过|待|呆)?"
    # stop 47: the speaker's own move told after the wait ("等室友月底搬走我就搬进主卧")
    r"|我(也|就|再|会|要)?(搬进|搬去|搬到|换到|换个|把[^，。！？；\n]{0,4}(租出去|收拾|装修|打扫))")


HIDEAWAYS: Final = frozenset({"hideaway", "hideaway_going"})
# Stop 46 (zhready): a place no one finds that is not the speaker's: a saying reported ("我表哥
# 说那地方很偏，没人找得到"), a thing hidden there, a game of hide-and-seek, an errand or a shop
# there.
REPORTED: Final = re.compile(r"说|听说|据说|告诉我|讲过|提过|推荐")
HIDEAWAY_ORDINARY: Final = re.compile(
    r"藏|埋|(地方|地儿|角落|位置)(用来|来|拿来)?(放|存|装|囤|晾)|放(东西|着|在)|捉迷藏|躲猫猫|游戏|小时候|复习|看书|学习|写作业|钓鱼|露营|野餐|抽烟|店|生意"
    r"|餐厅|饭馆|馆子|好吃|风景|景色|拍照|宝藏|静一静|哭|发呆|休息|睡觉|午睡|约会|玩|摸鱼|躲清静"
    r"|打游戏|打电话|追剧|偷懒|清净|清静|透透气|透口气|喘口气|安静一下|待一会|呆一会|冷静一下")


# Stop 46 (zhready): a place told no one finds, not chosen by the speaker, where people live or
# go on their ways ("我们家住的地方很偏，谁都找不到", "我老家那地方很偏", "…我们迷路了好久").
PLACE_LIVED_IN: Final = re.compile(
    r"我们|咱们|家|村|小区|学校|公司|单位|住|迷路|导航|地图|外卖|快递|打车|路线|信号|位置|店|馆|景区")


def _hideaway_not_mine(turn: _Turn, atom: Atom) -> str | None:
    """Stop 46 (zhready): why a place no one finds is not the speaker's, if it is not."""
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    if REPORTED.search(turn.text, start, atom.start):
        return "a saying reported"
    if HIDEAWAY_ORDINARY.search(turn.text, start, end):
        return "ordinary use"
    if not atom.text.startswith("我") and PLACE_LIVED_IN.search(turn.text, start, end):
        return "ordinary use"  # a place told, not chosen: a home, a village, a way lost
    return None


def _not_alone(turn: _Turn, atom: Atom) -> bool:
    """Stop 46 (zhready): whether the sentence of a time alone tells company or a stay elsewhere."""
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    return NOT_ALONE.search(turn.text, start, end) is not None


def _cover_story(turn: _Turn, atom: Atom) -> bool:
    """Whether a Chinese signal's sentence tells a cover story taken back ("说是…，其实"): never
    in a turn that holds none of its marks (``PRETEXT_GATE``, stop 49: every signal of a long
    message searched its sentence, ~270 a message dense with risk talk)."""
    return atom.chinese and PRETEXT_GATE.open(turn.text) and PRETEXT.search(
        turn.text, _sentence_start(turn.text, atom.start),
        _sentence_end(turn.text, atom.end)) is not None


def _an_errands_when(turn: _Turn, when: Atom) -> bool:
    """Stop 44 (turns): a when that an ordinary activity just before it dates ("the plumber comes
    while she's out"), not a moment of the speaker's own."""
    return any(a.kind == "ordinary_use" and a.end <= when.start and ERRANDS_WHEN.fullmatch(
        turn.text, a.end, when.start) for a in _sentence_atoms(turn, when))


def _time_scope(kind: str, sentence: set[str], turn: _Turn, atom: Atom) -> str | None:
    """A time in a clause of no other risk word names when, and whose event it is does not
    matter ("等我妈下周去外婆家"); with someone else's risk in its clause ("我朋友说今晚就要去死")
    it is theirs. Only an ordinary activity or life event in its sentence cancels it (never a
    "等…的时候" time)."""
    if "when" in sentence and kind == "timing":
        return None
    if kind == "timing" and "delivery" in sentence and not _delivery_bound(sentence, turn):
        return "a delivery's day"  # stop 43: "ordered a new razor, arrives tomorrow"
    if _ordinary_use(sentence) and kind in ORDINARY_REACH:
        return "ordinary use"
    if "life_event" in sentence and kind in LIFE_EVENT_REACH and not sentence & WISHES and not (
            atom.chinese and (_act_at_a_place(turn, atom) or _cover_story(turn, atom))) and not (
            _others_return(turn, atom)) and not (
            atom.kind == "farewell_strong" and LAST_GOING.match(atom.text)):
        return "an ordinary life event"
    return None


# Stop 49 (enrisk): a life event told as the one others come back from ("they'll find me when
# they get back from holiday"): their trip dates the finding, it is no event of the speaker's.
THEIR_RETURN: Final = re.compile(
    r"\b(they|she|he|mum|mom|dad|my \w+|everyone|the (family|kids))( get| gets| come| comes|'re"
    r"| are|'s| is)? (back|home) from (the |their |her |his |a |an )?$")
RETURN_REACH: Final = 40


def _others_return(turn: _Turn, atom: Atom) -> bool:
    """Whether every life event in the English signal's sentence is one others come back from."""
    events = [a for a in _sentence_atoms(turn, atom) if a.kind == "life_event"]
    return not atom.chinese and bool(events) and all(THEIR_RETURN.search(
        turn.text, max(0, e.start - RETURN_REACH), e.start) for e in events)


def _act_at_a_place(turn: _Turn, atom: Atom) -> bool:
    """Stop 48 (overread): whether the sentence tells, after its life event and with a time, an
    act (跳, 吊, 淹 …) at a place of danger it names ("毕业了，东西都送人了，今晚从宿舍楼顶跳下去"):
    no life event makes that ordinary (a jump told before it, "上次跳河救人被表扬了，这次比赛我也
    报名了", is the event's story). Stop 49 (lead): with no time, an act the event's sequel ("毕业了
    我就去跳楼", "离职手续办完我就去跳河")."""
    around = _sentence_atoms(turn, atom)
    events = [a.end for a in around if a.kind == "life_event"]
    timed = any(a.kind == "time" for a in around)
    return bool(events) and any(a.kind == "means" for a in around) and any(
        a.kind == "act" and a.start >= min(events) and SEQUEL_ACT.search(a.text) and (
            timed or SEQUEL_THEN.search(turn.text, max(0, a.start - 4), a.start) is not None)
        for a in around)


WISHES: Final = frozenset({"active", "seek", "passive"})  # a breakup beside them is no life event
# Stop 49 (zhrisk): a last time of something ordinary ("今天最后一次遛狗了") followed by a going to
# a place of danger ("遛完我去大桥那边") is that going's farewell, no life event's last time.
LAST_GOING: Final = re.compile(atoms.ZH_LAST_THEN_GOING)
# A prescription kept beside a word of death or a wish to die is no question about it.
PRESCRIPTION_BLOCKERS: Final = WISHES | {"lethal", "conceal"}  # nor is one kept from the doctor
TOPIC_CHARS: Final = 4
TOPICS: Final = frozenset({"means", "medicine", "place"})


def _carry_scene(turn: _Turn, clauses: dict[int, list[Atom]]) -> None:
    """An edge ("我已经坐在边上了", "legs over the side") is the edge of the place of danger
    its sentence names, in whichever clause ("天台的风好大", "楼顶风好大"); where its sentence
    names none, of the place its turn names ("top level of the parking garage. been looking
    down for like 20 min")."""
    if not any(atom.kind == "brink" for atom in turn.atoms):
        return  # no edge in the turn: the common case, decided in one pass
    for index, clause in clauses.items():
        if not any(atom.kind == "brink" for atom in clause) or any(
                atom.kind == "place" for atom in clause):
            continue
        sentence = turn.sentence_of[index]
        scenes = [(turn.sentence_of[other] == sentence and not _subject_other(atoms, a), a)
                  for other, atoms in clauses.items()
                  if other != index for a in atoms if a.kind in SCENES]
        near = [a for same, a in scenes if same] or [
            a for _, a in scenes if not _for_an_outing(turn, clauses, a) and not _theirs(turn, a)]
        clause.extend(Atom("place", a.start, a.end, a.text, a.chinese) for a in near)


def _subject_other(clause: list[Atom], place: Atom) -> bool:
    """Stop 49 (zhrisk): whether the clause of a place names someone else before it and not the
    speaker ("猫坐在窗台上", "他坐在窗台上"): its edge told in the next clause ("腿悬在外面") is
    theirs, with the subject left out."""
    return any(a.kind == "other" and a.end <= place.start for a in clause) and not any(
        a.kind == "me" for a in clause)


SCENES: Final = frozenset({"place", "scene"})
OUTINGS: Final = frozenset({"ordinary_use", "life_event", "purpose", "sport", "media",
                           "accident"})  # stop 37: a fall into the river as a child


def _for_an_outing(turn: _Turn, clauses: dict[int, list[Atom]], place: Atom) -> bool:
    """Whether the sentence that names a place names an ordinary outing or use for it too ("at
    the lake cabin with my family"): then an edge or a quiet told in another sentence ("it's so
    peaceful out here") is not at a place of danger (stop 34)."""
    sentence = turn.sentence_of[turn.clause(place.start)]
    return any(a.kind in OUTINGS for other, atoms in clauses.items()
               if turn.sentence_of[other] == sentence for a in atoms)


LOCATIVE: Final = re.compile(r"(正|现在|已经)?在(?!我)")


def _carry_topics(turn: _Turn, clauses: dict[int, list[Atom]]) -> None:
    """A topic set off by a comma ("药，我早就攒够了"; "安眠药、刀片、绳子，我都准备了")
    belongs to the clause after it."""
    topical = {turn.clause(atom.start) for atom in turn.atoms if atom.kind in TOPICS}
    for index in sorted(clauses):
        if index not in topical:
            continue  # no topic in the clause (most clauses): not read atom by atom
        topics = [atom for atom in clauses[index] if atom.kind in TOPICS]
        if not topics or any(atom.kind in TIME_ATOMS for atom in clauses[index]):
            continue  # "今晚去江边，我咋办": a clause with its own time is no topic
        if _says_its_own(turn, clauses[index]):
            continue  # stop 45 (lead): "他想跳楼，我一直在劝他": his wish, no topic of mine
        end = turn.clause_starts[index + 1] if index + 1 < len(turn.clause_starts) else 0
        start = turn.clause_starts[index]
        named = sum(atom.end - atom.start for atom in topics
                    if atom.start >= start)  # not a topic carried in
        short = 0 < end - start - named <= TOPIC_CHARS + 1
        same_sentence = index + 1 < len(turn.sentence_of) and (
            turn.sentence_of[index + 1] == turn.sentence_of[index])
        locative = LOCATIVE.match(turn.text, start) is not None  # "在天台上，" is where, no topic
        if short and same_sentence and not locative:
            clauses.setdefault(index + 1, []).extend(topics)
            topical.add(index + 1)


# Stop 45 (lead): a clause whose subject is named, or which wishes the means itself, says its
# own thing about it: the means is not a topic set off for the clause after it.
TOPIC_VERBS: Final = frozenset({"active", "passive", "seek"})


def _says_its_own(turn: _Turn, clause: list[Atom]) -> bool:
    return any(a.kind in TOPIC_VERBS or (a.kind == "other" and not turn.text.startswith(
        "的", a.end)) for a in clause)


# Stop 40: a keeping told with its object left out or named by a pronoun ("其实我藏在床底下",
# "我把它塞在…", "我自己那份一直偷偷攒着"): only a subject, such a pronoun and adverbs before it.
OMITTED_OBJECT: Final = re.compile(
    r"(其实|而且|但是|不过|可是|还有|另外)?(我自己|我)?(那份|那瓶|那些|这些|它们|它)?"
    r"(已经|一直|偷偷|悄悄|都|也|还|早就|全|把它们|把它|把这些|把那些|把那瓶|把那份)*")
REFERENTS: Final = frozenset({"means", "medicine"})
FRAMED_SOURCE: Final = frozenset({"purpose", "ordinary_use", "event", "life_event"})


def _carry_referents(turn: _Turn, clauses: dict[int, list[Atom]]) -> None:
    """Stop 40: a keeping (acquire) whose object is left out or a pronoun takes the means or
    medicine named in the clause before it, in its sentence ("不知道这些药够不够，我已经偷偷攒了一
    抽屉了"): the object is read where it is said, not lost at the comma."""
    for index in sorted(clauses):
        if index == 0 or turn.sentence_of[index - 1] != turn.sentence_of[index]:
            continue
        clause = clauses[index]
        if any(a.kind in TOPICS or a.kind == "other" for a in clause):
            continue
        start = turn.clause_starts[index]
        keeps = [a for a in clause if a.kind == "acquire" and not PURCHASE.fullmatch(a.text)
                 and OMITTED_OBJECT.fullmatch(turn.text, start, a.start)]
        source = clauses.get(index - 1, [])
        named = [a for a in source if a.kind in REFERENTS]
        if not (keeps and named) or any(a.kind == "disposal" for a in source):
            continue  # "我没把药扔掉，全攒着呢" is read by the disposal's own rule
        if any(a.kind in FRAMED_SOURCE for a in source) and not PRETEXT.search(
                turn.text, turn.clause_starts[index - 1], keeps[0].start):
            continue  # the object's own frame comes with it ("农药是给果园打虫的，藏在仓库里")
        clause.extend(named)


OWN_RISK: Final = DIRECT_HIGH | IDEATION | HARM | SPECIFIC
# A turn with one of these of the speaker's own keeps the learned layer's say over its markers;
# a bare place or means beside a hyperbole ("高架桥上堵死了") does not.
OWN_VOICE: Final = DIRECT_HIGH | IDEATION | HARM | ALONE_MEDIUM


@dataclass(frozen=True)
class TurnFindings:
    """One turn's signals, and its text without the sentences that only hold cancelled talk."""

    signals: list[Signal]
    kept: str | None


def turn_signals(number: int, raw: str) -> tuple[list[Signal], bool]:
    """Every signal of one turn, and whether any of them was cancelled by a scope."""
    found = _turn_findings(number, raw)
    return found.signals, any(s.cancelled_by for s in found.signals)


TURN_MEMO: Final = 64  # turns whose analysis is remembered: a few windows of every live session


def _turn_findings(number: int, raw: str) -> TurnFindings:
    """One turn's findings, numbered ``number``. A turn's analysis is a pure function of its
    text, so it is remembered (``_analysed``): a window that slides by one turn analyses only
    its new message (ADR 0116)."""
    found = _analysed(raw[:MAX_TEXT_CHARS])
    return TurnFindings([Signal(s.kind, s.text, number, s.cancelled_by) for s in found.signals],
                        found.kept)


@lru_cache(maxsize=TURN_MEMO)
def _analysed(raw: str) -> TurnFindings:
    return analyse_turn(0, raw)


def forget_turns() -> None:
    """Drop every remembered turn analysis (tests and benchmarks measure a new message)."""
    _analysed.cache_clear()
    _marker.cache_clear()
    _normalised.cache_clear()
    _quote_opens.cache_clear()
    _writes.cache_clear()
    _only_weary.cache_clear()
    _way_out.cache_clear()
    SENTENCE_ENDS_AT.forget()
    SENTENCE_BREAKS_AT.forget()
    for gate in _TextGate.made:
        gate.known.clear()
    _rowed.cache_clear()
    anchors.forget()


def analyse_turn(number: int, raw: str) -> TurnFindings:
    """One turn's findings, computed (never remembered)."""
    turn = _turn(number, raw)
    _drop_when_events(turn)
    clauses: dict[int, list[Atom]] = {}
    sentences: dict[int, set[str]] = {}
    starts = turn.clause_starts
    sentence_of = turn.sentence_of
    for atom in turn.atoms:
        index = bisect_right(starts, atom.start) - 1  # ``_Turn.clause``, inlined: ~1,000 atoms
        if (clause := clauses.get(index)) is None:  # (no empty list made for every atom)
            clauses[index] = [atom]
        else:
            clause.append(atom)
        if atom.kind == "hyperbole" and (last := turn.clause(atom.end - 1)) != index:
            clauses.setdefault(last, []).append(atom)  # "报告…，我要死了" ends in the next clause
        if (kinds := sentences.get(sentence_of[index])) is None:
            kinds = sentences[sentence_of[index]] = set()
        kinds.add(atom.kind)
        if atom.kind in READYING and not PURCHASE.fullmatch(atom.text):
            kinds.add(PREPARED)
    _carry_topics(turn, clauses)
    if "acquire" in {a.kind for a in turn.atoms}:
        _carry_referents(turn, clauses)
    _carry_scene(turn, clauses)
    kinds = {atom.kind for atom in turn.atoms}
    over: list[Atom] = []
    if "past" in kinds and "resolved" not in kinds:  # dated in one sentence, over in another:
        # only whether it is over, or came back, is read (a past is there already); stop 49
        # (psyweibo): read too when something came back, as only someone else's may have ("以前
        # 天天想着怎么死，现在会好好吃饭…。他又开始割手腕了。", a property drew it)
        over = _scan(turn.text, (ZH_OVER, EN_OVER), [(0, len(turn.text))])
        kinds.update(a.kind for a in over)
    # a past that came back is not resolved, unless only someone else's came back (stop 36:
    # "三年前我割过腕，现在已经完全走出来了。我朋友又开始割手腕了。")
    # stop 41: a thing kept or bought "in case" and then the speaker's own moment told for it
    # ("bought a second pack of paracetamol in case …, and tomorrow morning i'm done waiting")
    # is readied, not an everyday object
    readied = "purpose" in kinds and any(
        a.kind == "purpose" and _moment_after(turn, a, PURPOSE_FRAME) for a in turn.atoms)
    resolved = "resolved" in kinds and ("relapse" not in kinds or all(
        _theirs(turn, a) for a in (*turn.atoms, *over) if a.kind == "relapse"))
    signals: list[Signal] = []
    cancelled_in: set[int] = set()
    own_in: set[int] = set()
    theirs: dict[int, bool] = {}  # a sentence whose last signal was someone else's
    named: dict[int, bool] = {}  # a sentence whose last clause named only someone else
    topics: dict[int, bool] = {}  # a sentence opened by someone else named alone ("我的闺蜜，")
    local = [a for a in turn.atoms if a.kind in LOCAL_SCOPES]
    goings: list[tuple[int, Atom]] = []  # signals a going holds back (``_lift_goings``)
    wishes: list[Atom] = []  # the speaker's own acts and wishes beside them
    kept_at: list[int] = []  # where a means of the speaker's own is kept in a resolved turn
    sentence_at: list[int] = []  # the sentence of each signal
    for index, clause in sorted(clauses.items()):
        sentence = sentences[turn.sentence_of[index]]
        found = _by_kind(clause)
        said = named.get(turn.sentence_of[index], False) and _says_on(turn, index, found)
        others = found.get("other", [])
        named[turn.sentence_of[index]] = bool(others) and not any(  # 我 of 我爸 is no 我
            not any(o.start <= m.start < o.end for o in others) for m in found.get("me", []))
        topic = topics.get(turn.sentence_of[index], False) and not (
            found.get("me") or others)
        if others and _bare_topic(turn, index, others):
            topics[turn.sentence_of[index]] = True
        elif found.get("me"):
            topics[turn.sentence_of[index]] = False  # the speaker speaks of themself from here
        if found.keys().isdisjoint(PRIMARY):
            continue  # only scope words: every signal needs a primary atom in its clause
        objects = frozenset(_objects(turn.text, found, PREPARED in sentence or (
            readied and "purpose" in sentence)))
        carried = said or (theirs.get(turn.sentence_of[index], False) and (
            turn.sentence_of[index] not in own_in) and _continues(turn, index, found))
        for kind, atom in _clause_signals(found, objects):
            reach = _reaching(turn, atom, sentence, local, clauses) if local and not (
                sentence.isdisjoint(LOCAL_SCOPES)) else sentence
            scope = _scope(turn, kind, atom, clause, reach, resolved, found.keys()) or (
                "someone else" if carried or (topic and "我" not in atom.text) else None)
            if scope == "ordinary use" and kind in GOING_REACH:
                goings.append((len(signals), atom))
            elif scope is None and kind in GOING_OWN and not GOING.search(atom.text):
                wishes.append(atom)  # not the going itself ("i'm going to walk out")
            signals.append(Signal(kind, atom.text, number, scope))
            sentence_at.append(turn.sentence_of[index])
            (cancelled_in if scope else own_in).add(turn.sentence_of[index])
            theirs[turn.sentence_of[index]] = scope == "someone else"
            if resolved and scope is None and kind in KEPT_NOW:
                kept_at.append(atom.start)
    if FRESH_SCOPE in {s.cancelled_by for s in signals}:
        own_in |= _last_ones_armed(signals, sentence_at)
    if goings:
        own_in |= _lift_goings(turn, signals, goings, wishes)
    if kept_at and _reopened(turn, kept_at):
        signals = [s._replace(cancelled_by=None) if s.cancelled_by == "resolved past" else s
                   for s in signals]
    if taken := _remainder_taken(turn, signals, sentence_at):
        signals = [s._replace(cancelled_by=REMAINDER_SCOPE) if at in taken else s
                   for at, s in enumerate(signals)]
    return TurnFindings(_unique(signals), _without(turn, cancelled_in - own_in))


# Stop 44 (lead): a last one before a fresh start ("外卖点了最后一顿，明天开始减肥了") is no last
# meal, unless the speaker's own risk is told beside it ("最后一顿了，今晚去河边"). Stop 45 (lead):
# that risk is read as the turn's signals are, after their scopes: a place put to an ordinary use
# in another sentence ("今晚在河边夜跑"), someone else's overdose or a pet rescued arm nothing.
FRESH_SCOPE: Final = "a last one before a fresh start"
FRESH_BLOCKERS: Final = frozenset({
    "active_ideation", "passive_ideation", "self_harm", "farewell", "means", "acquiring",
    "prior_attempt", "overdose_taken", "bleeding"})


def _last_ones_armed(signals: list[Signal], sentence_at: list[int]) -> set[int]:
    """The sentences of the last ones a risk of the speaker's own arms, now the speaker's."""
    if not any(s.cancelled_by is None and s.kind in FRESH_BLOCKERS for s in signals):
        return set()
    armed = [at for at, s in enumerate(signals) if s.cancelled_by == FRESH_SCOPE]
    for at in armed:
        signals[at] = signals[at]._replace(cancelled_by=None)
    return {sentence_at[at] for at in armed}


# Stop 41: an ordinary frame takes its remainder. A sentence that is only weak (its own signals
# a kept thing, an intent, affairs, a farewell or a secret, and perhaps a time) beside an
# ordinary frame in the signal's sentence (an errand, an event, a trip, a use, a reason, a
# treatment, a mishap) is that frame's sentence whole: "把猫托付给邻居，我回老家过年",
# "好了，我去吃饭了，再见了", "我决定了，今晚去楼顶看流星". Two such turns made a plan
# together (3,179 ordered pairs of route-0 turns at 0.95 at stop 40). A time alone is left as
# it is (a split plan's time: "等爸妈出差那天"); a turn with a word of death, harm, an
# attempt, a hoard, an edge or a sealed room keeps every signal. The frame only keeps the
# rules from combining the remainder: the learned layer still hears the turn
# ("在药店上班，每天看着那些安眠药，总想吃下去算了" is its 0.96).
REMAINDER_SCOPE: Final = "an ordinary frame's remainder"
REMAINDER: Final = frozenset({"affairs", "farewell", "goodbye", "intent", "means", "object",
                              "purchase", "concealment"})
ORDINARY_FRAMES: Final = frozenset({
    "purpose", "ordinary_use", "life_event", "event", "prescription", "own_keeping", "sport",
    "leisure", "keepsake", "mishap", "accident", "continuation", "finance", "declutter",
    "storage", "tie_end", "tie_break", "remainder_frame"})
REMAINDER_BLOCKERS: Final = frozenset({
    "active", "passive", "seek", "self_harm", "farewell_strong", "affairs_strong", "bequest",
    "attempt", "overdose", "lethal", "stockpile", "method", "brink", "unafraid", "unnamed_plan",
    "retry", "rescue_defeated", "rescue_forestalled", "rescue_foreclosed", "bleeding", "shut_in",
    "setup", "seal", "day_going", "unwell_after", "relapse", "past"})


def _remainder_taken(turn: _Turn, signals: list[Signal], sentence_at: list[int]) -> list[int]:
    """The signals of a weak Chinese sentence that an ordinary frame in it takes."""
    own = [at for at, s in enumerate(signals) if s.cancelled_by is None]
    if not own or not _plain_chinese(turn, _theirs_alone(signals, sentence_at)):
        return []
    framed = {turn.sentence_of[turn.clause(a.start)] for a in turn.atoms
              if a.kind in ORDINARY_FRAMES}
    taken: list[int] = []
    for sentence in framed:
        here = [at for at in own if sentence_at[at] == sentence]
        if here and _only_weak([signals[at] for at in here]):
            taken += [at for at in here if signals[at].kind in REMAINDER]
    return taken


def _only_weak(signals: list[Signal]) -> bool:
    """Whether a sentence's own signals are only a remainder and times, weak together."""
    return all(s.kind in REMAINDER | {"timing"} for s in signals) and decide(signals)[0] == "weak"


def _plain_chinese(turn: _Turn, theirs: set[int]) -> bool:
    """Whether a turn is Chinese and holds no word of death, harm, an attempt, a hoard, an
    edge or a sealed room (stop 47: outside its sentences of someone else's risk alone, "…对猫毛
    过敏。他说想自杀。", as ``_without_theirs`` reads a purpose's turn)."""
    return bool(turn.atoms) and all(a.chinese and (
        a.kind not in REMAINDER_BLOCKERS or turn.sentence_of[turn.clause(a.start)] in theirs)
        for a in turn.atoms)


def _theirs_alone(signals: list[Signal], sentence_at: list[int]) -> set[int]:
    """The sentences whose every signal is someone else's."""
    theirs = {sentence_at[at] for at, s in enumerate(signals) if s.cancelled_by in THEIRS}
    return theirs - {sentence_at[at] for at, s in enumerate(signals)
                     if s.cancelled_by not in THEIRS}


# Stop 39: a walk, a ride or a drive to a place of danger with a time is an ordinary use
# (``ordinary_use``) that holds the place and its time back, unless the speaker's own act or
# wish is told beside it, in its sentence or the one before or after ("i want to die. i'm going
# to walk to the bridge tonight", "…tonight and jump"). The time must be the going's own: a
# wish's day ("wish i didn't have to wake up tomorrow") is cancelled as that before a going is
# asked about, so it never counts. A going with an ordinary aim of its own (company, a dog, a
# purpose after the place: "to see the lights", "for the view") stays ordinary.
GOING_REACH: Final = frozenset({"means", "timing"})
GOING: Final = re.compile(r"walk|ride|rode|bik|cycl|jog|run\b|driv|drove|hik")
GOING_OWN: Final = frozenset({"active_ideation", "passive_ideation", "intent", "farewell"})
# Company on the way, anywhere in the going's sentence ("walking the dog down to the river").
GOING_COMPANY: Final = re.compile(
    r"\b(dogs?|puppy|pup|kids|children)\b|\bwith (my|the|our|a|some|his|her|their) |\bwe\b")
# A purpose after the place: "to" or "for" and a word that is no act at an edge.
GOING_AIM: Final = re.compile(
    r"\b(to|for) (?!(the (edge|end|last)|a last|one last|my last|good|ever|never|not|jump|die|end"
    r"|do it|let|stop|make|throw|lie|step|finish|be (done|gone|free|dead|with)|say goodbye"
    r"|kill|drown|fall|go over|disappear)\b)(?!(the|a|an|my|our|this|that)\b)[a-z]+")
# The act at the place, told in the going's sentence or the next, in words no atom reads alone.
GOING_ACT: Final = re.compile(
    r"\b(and|then|to) (just )?(jump|let go|throw myself|lie down on|step off|go over|end it|be done"
    r"|stop the pain(?! (in|from|of|with)\b)|make (it( all)?|the pain|everything) stop"
    r"|not stop(ping)? at the edge|finish it"
    r"|(wait|stand|sit|lie|lay)( down)? (on|across|between) the (tracks|rails|line|edge|ledge)"
    r"|never come back|not come back)\b"
    r"|\b(don't|do not|won't|will not|not) (want to |going to |gonna )?(come|coming|go|going)"
    r" (home|back)\b")


def _lift_goings(turn: _Turn, signals: list[Signal], goings: list[tuple[int, Atom]],
                 wishes: list[Atom]) -> set[int]:
    """Stop 39: the places and times held back by a going beside the speaker's own act or wish
    (``wishes``, or an act at the place: ``GOING_ACT``) made the speaker's again (in
    ``signals``); the sentences they are in."""
    owned = {turn.sentence_of[turn.clause(position)]
             for position in [*(a.start for a in wishes), *_acts_at_the_place(turn, goings)]}
    lifted: set[int] = set()
    for at, atom in goings:
        sentence = turn.sentence_of[turn.clause(atom.start)]
        if owned & {sentence - 1, sentence, sentence + 1} and _a_plain_going(turn, atom, signals):
            signals[at] = signals[at]._replace(cancelled_by=None)
            lifted.add(sentence)
    return lifted


def _acts_at_the_place(turn: _Turn, goings: list[tuple[int, Atom]]) -> list[int]:
    """Where an act at the place (``GOING_ACT``) is told in a going's sentence or the next."""
    found: list[int] = []
    for _, atom in goings:
        start = _sentence_start(turn.text, atom.start)
        end = _sentence_end(turn.text, _sentence_end(turn.text, atom.end) + 1)
        found.extend(m.start() for m in GOING_ACT.finditer(turn.text, start, end))
    return found


def _a_plain_going(turn: _Turn, atom: Atom, signals: list[Signal]) -> bool:
    """Whether an atom's sentence holds a going (and no other ordinary use), a place of danger
    and a time the going holds back, with no company and no ordinary aim after the place."""
    here = _sentence_atoms(turn, atom)
    uses = [a for a in here if a.kind == "ordinary_use"]
    places = [a for a in here if a.kind == "place"]
    held = {s.text for s in signals if s.cancelled_by == "ordinary use" and s.kind == "timing"}
    if not uses or not places or not all(GOING.search(a.text) for a in uses) or not any(
            a.kind == "time" and a.text in held for a in here):
        return False
    start = _sentence_start(turn.text, atom.start)
    end = _sentence_end(turn.text, atom.end)
    return GOING_COMPANY.search(turn.text, start, end) is None and GOING_AIM.search(
        turn.text, places[0].end, end) is None


# Stop 39: a means kept now, told after a "but" that follows the "now fine", reopens the past
# it stands beside ("以前烧过炭被救了，现在情况稳定，不过那袋炭我一直留着没扔").
KEPT_NOW: Final = frozenset({"means", "acquiring"})
BUT: Final = re.compile(r"不过|但是|可是|只是|但|然而|就是")


def _reopened(turn: _Turn, kept_at: list[int]) -> bool:
    """Whether a means of the speaker's own is kept after a "but" that follows a resolution."""
    ends = [a.end for a in turn.atoms if a.kind == "resolved"]
    if not ends:
        return False
    but = BUT.search(turn.text, min(ends))
    return but is not None and any(at >= but.end() for at in kept_at)


# Ordinary purposes, uses and events: each cancels only what its own part of the sentence is
# about (a clause; in English also a part joined by "and" / "but"), and the means of another
# part only when its part has no subject or signal of its own ("炭买好了，周末烧烤用", "tied the
# rope to the dock and went for lunch"); "the note is on the kitchen table and the rope is up",
# "爸妈出去旅游了，炭在卧室点上了" keep their means.
LOCAL_SCOPES: Final = frozenset({
    "purpose", "ordinary_use", "life_event", "event", "prescription", "own_keeping"})
# A signal of a part's own holds its ordinary purpose to it; a time, a place or a means it
# names is what the purpose is about ("高速上堵车，停在桥上半小时了").
HOLDING: Final = PRIMARY - {"time", "when", "place", "means", "medicine", "brink", "harm_verb",
                            "unafraid"}
PLAN_OF_ITS_OWN: Final = (PRIMARY - {"means", "medicine", "harm_verb", "setup", "access",
                                      "keeping", "refer", "took_back"}) | {"presence"}
ELSEWHERE: Final = re.compile(
    r"\b(in|into|inside) (the|my|our) (bathroom|bedroom|stairwell|garage|shed|loft|attic|basement"
    r"|cellar|closet|wardrobe|car|room|hallway)\b|(在|到)(卧室|浴室|卫生间|厕所|房间|车库|阁楼|地下室|楼道|车里|屋里"
    r"|楼梯间|储藏室)")
EN_PART_BREAK: Final = re.compile(r" (?:and|but)(?: then| now)? ")
EN_OWN_SUBJECT: Final = re.compile(
    r"(?:(?:the|my|our|his|her|their) (?:[a-z]+ ){0,2}[a-z]+|mum|mom|dad|mummy|mommy|he|she|they"
    r"|(?!it\b|that\b|there\b|what\b|here\b|who\b|let\b|i\b|we\b|you\b)[a-z]+)(?:'s|'re"
    r"| (?:is|are|was|were|went|took|left|has|have|had|called|rang|said|says|asked|texted|came"
    r"|wants|wanted))\b")
ZH_OWN_SUBJECT: Final = re.compile(
    r"(我(的)?)?(爸妈|爸爸|妈妈|爸|妈|父母|家里人|家人|孩子们|孩子|老公|老婆|对象|室友|舍友|他们|她们|他|她|姐姐|哥哥"
    r"|弟弟|妹妹|姐|哥|弟|妹|爷爷|奶奶|外婆|外公)(?!的)|(我的)?(医生|大夫)(说|开|让|给|叫|建议|问|讲|打)")


def _part(turn: _Turn, position: int) -> tuple[int, int]:
    """The span of the part of its clause a position lies in: the clause, split in English at
    " and " / " but "."""
    known = turn.parts.get(position)
    if known is not None:
        return known
    index = turn.clause(position)
    start = turn.clause_starts[index]
    end = turn.clause_starts[index + 1] if index + 1 < len(turn.clause_starts) else len(turn.text)
    if LATIN.search(turn.text, start, end):
        for m in EN_PART_BREAK.finditer(turn.text, start, end):
            if m.end() <= position:
                start = m.end()
            elif m.start() >= position:
                end = m.start()
                break
    turn.parts[position] = start, end
    return start, end


def _reaching(turn: _Turn, atom: Atom, sentence: set[str], local: list[Atom],
              clauses: dict[int, list[Atom]]) -> set[str]:
    """The sentence's kinds without the ordinary purposes, uses and events that do not reach
    this signal's atom (``LOCAL_SCOPES``)."""
    own = _part(turn, atom.start)
    # Someone else's own doings hold their purpose from a plan of the speaker's own (a time, a
    # place of danger, a stockpile, an intent …) or a means made ready in a room of its own
    # ("…and the charcoal is lit in the bathroom", "…，炭在卧室点上了"), not from one bought or
    # brought for them ("my son has a tire swing and i bought a new rope for it", "爸妈去露营了，
    # 我买了绳子和炭带过去"), one ready where they are ("爸爸在院子里烧烤，炭已经点上了"), nor one
    # someone else is named beside ("我爸的枪在柜子里，他周末去打猎").
    mine = clauses.get(turn.clause(atom.start), ())
    parts = [a for a in mine if own[0] <= a.start < own[1]]
    elsewhere = ELSEWHERE.search(turn.text, *own) is not None
    readied = not any(a.kind == "other" for a in parts) and any(
        a.kind in PLAN_OF_ITS_OWN or (elsewhere and (a.kind == "setup" or (
            a.kind == "acquire" and not PURCHASE.fullmatch(a.text)))) for a in parts)
    # A kind leaves the sentence when an ordinary purpose, use or event of it in another part is
    # held to its part, none of it in another part is not, and none of it is in this part:
    # the kinds every one of whose atoms is held (once per turn), less this part's.
    here = {a.kind for a in local if own[0] <= a.start < own[1]}
    events = sentence & EVENT_AND_TRIP - here  # stop 34: a trip's purpose too ("moving abroad")
    if events and not atom.chinese and _armed(turn, atom, clauses, parts):
        sentence = sentence - events
    if atom.chinese and _owns_its_part(turn, parts):
        # stop 40: a frame binds its own part: the speaker's own intent, "when" or secret told
        # in this part is not the errand, outing or purpose said in another
        # ("周末和朋友去爬山，我想找个没人的悬崖一个人跳下去")
        # a frame said before the plan is its own outing or errand; one said after it is its
        # purpose ("就等一个没人在家的晚上，我好开派对") and still reaches it
        before = {a.kind for a in local if a.kind in BINDS_ITS_PART and a.start < own[0]}
        after = {a.kind for a in local if a.start >= own[1]}
        sentence = sentence - (before - after - here)
    only_held = _only_held(turn, local, clauses, readied)
    if not only_held:
        return sentence
    removed = only_held - here
    return sentence - removed if removed else sentence


# Stop 40: the frames held to their own part when another part says the speaker's own plan.
BINDS_ITS_PART: Final = frozenset({"purpose", "ordinary_use"})
MARKER_KINDS: Final = frozenset(MARKERS)
# The speaker's own plan in a part: an act wished or readied (想…跳, 就去), a "when" time, a
# secret; with no one else named in the part outside a "when" ("等他们睡了我就").
OWN_PLAN_ATOMS: Final = frozenset({"act", "when", "conceal", "intent"})
WISHED_ACT: Final = re.compile(r"(想|要|就|打算|准备)")


WISHED_MEANS: Final = re.compile(r"(想|打算|准备)")
# Someone named only in a "while they …" ("趁他们不注意", "等室友睡着") is the time of the plan.
WHILE_THEY: Final = re.compile(
    r"(趁|等|在)[^，。！？；,.!?;\n]{0,6}(不注意|没注意|不在家|不在|睡着|睡了|出门|走了|上班|出差)(了)?"
    r"(以后|之后|的时候)?")


def _owns_its_part(turn: _Turn, parts: list[Atom]) -> bool:
    """Whether a part says the speaker's own plan: an act wished or readied, a means wished
    for, a "when", a secret; with no one else named in it but in a "when" or "while they …",
    no hyperbole, joke or other marker ("外卖还没到，就这样饿死算了") and no retry of an
    ordinary goal ("这周六再试一次")."""
    if not parts or any(a.kind in MARKER_KINDS or a.kind == "retry" or (
            GENERIC_RETRY.fullmatch(a.text)) for a in parts):
        return False
    whens = [(a.start, a.end) for a in parts if a.kind == "when"]
    start, end = _part(turn, parts[0].start)
    if HIDDEN.search(turn.text, start, end) and not PROTECTIVE.search(turn.text, start, end):
        return True  # a means hidden or kept secret in the part ("其实我已经买好炭藏在后备箱了")
    whens += [m.span() for m in WHILE_THEY.finditer(turn.text, start, end)]
    if any(a.kind == "other" and not any(s <= a.start < e for s, e in whens) for a in parts):
        return False
    return any((a.kind in OWN_PLAN_ATOMS and (a.kind != "act" or WISHED_ACT.search(
        turn.text, max(start, a.start - 12), a.start) is not None)) or (
        a.kind in {"means", "method", "place"} and WISHED_MEANS.search(
            turn.text, max(start, a.start - 12), a.start) is not None) for a in parts)


def _only_held(turn: _Turn, local: list[Atom], clauses: dict[int, list[Atom]], readied: bool
               ) -> frozenset[str]:
    """The kinds of the turn's ordinary purposes, uses and events every atom of which is held to
    its own part (``_held``), for a signal's part that readies its means or not."""
    known = turn.only_held.get(readied)
    if known is None:
        every: dict[str, bool] = {}
        for scope in local:
            every[scope.kind] = every.get(scope.kind, True) and _held(turn, scope, clauses,
                                                                       readied)
        known = turn.only_held[readied] = frozenset(kind for kind, held in every.items() if held)
    return known


def _held(turn: _Turn, scope: Atom, clauses: dict[int, list[Atom]], readied: bool) -> bool:
    """Whether an ordinary purpose, use or event is held to its own part: the part names a
    subject of its own other than the speaker ("mum's in the garden", "爸妈出去旅游了") and the
    signal's part readies its means (``readied``), or the part holds a
    signal of its own other than a time, place or means ("遗书放在厨房桌上了")."""
    known = turn.held.get((scope, readied))
    if known is None:
        known = turn.held[scope, readied] = _holds(turn, scope, clauses, readied)
    return known


def _holds(turn: _Turn, scope: Atom, clauses: dict[int, list[Atom]], readied: bool) -> bool:
    start, end = _part(turn, scope.start)
    spans = [(a.start, a.end) for a in clauses.get(turn.clause(scope.start), ()) if (
        a.kind in LOCAL_SCOPES)]
    for a in clauses.get(turn.clause(scope.start), ()):
        if not start <= a.start < end or any(s <= a.start and a.end <= e for s, e in spans):
            continue
        if a.kind in HOLDING:
            return True
    subject = ZH_OWN_SUBJECT if scope.chinese else EN_OWN_SUBJECT
    return readied and subject.match(turn.text, start) is not None


# Stop 33: an English life event is about its own part. Where its sentence has the speaker (I,
# I'm, myself; not an object "me") holding a means or a means readied ("the rope is up in the
# garage") in a part with no life event and no one else, and a plan of their own beyond it,
# the event does not reach the parts where the speaker acts or a means is readied: "we had the
# dog put to sleep today, i kept the leftover pills, i'm taking them tonight" keeps the plan;
# "we had our cat put to sleep at the vet with pentobarbital today" and "i'm moving, so i'm
# giving the cat to my sister" do not.
EVENT_AND_TRIP: Final = frozenset({"life_event", "purpose"})
ERRAND: Final = re.compile(r"\b(buy|buying|get|getting|pick(ing)? up|order(ing)?|grab(bing)?"
                           r"|bring(ing)?|fetch(ing)?|refill(ing)?|collect(ing)?)\b")
# Stop 35: an errand for the means already known, with no purpose after it ("tonight i'm getting
# the pills", "…picking up the rope and then it's over", "…the charcoal for me") is the plan's.
ERRAND_BARE: Final = re.compile(
    ERRAND.pattern + r" the (\w+ )?\w+(?=\s*(?:$|[.,!?;…])| and (then|that's|it's|do|i'm|i'll)\b"
    r"| for me\b)")
ARMED: Final = frozenset({"means", "medicine", "stockpile", "overdose", "method", "setup",
                          "access", "place"})  # stop 34: a place of danger too
NOT_ARMED: Final = frozenset({"life_event", "other"})
READYING_MEANS: Final = frozenset({"acquire", "setup", "act", "intent"})
# and a plan of the speaker's own beyond holding it ("i'm taking them tonight"): a means only
# held ("i've got the rope and the tape in my car") may be the event's ("moving out tomorrow").
OWN_ACTS: Final = frozenset({"intent", "act", "overdose", "stockpile", "method", "setup", "lethal",
                             "active", "seek", "passive"})
ASIDE: Final = re.compile(r" (mean|guess|think|suppose|swear)\b")  # "the pills i mean": no subject


def _kinds_of_part(turn: _Turn, atoms: Iterable[Atom]) -> set[str]:
    """The kinds of a part's atoms, with "I" for the speaker named as a subject."""
    return {"I" if a.kind == "me" and a.text != "me" and not ASIDE.match(turn.text, a.end)
            else a.kind for a in atoms}


def _armed_part(kinds: Set[str]) -> bool:
    return not kinds & NOT_ARMED and not kinds.isdisjoint(ARMED) and (
        "I" in kinds or not kinds.isdisjoint(READYING_MEANS))


def _armed(turn: _Turn, atom: Atom, clauses: dict[int, list[Atom]], mine: list[Atom]) -> bool:
    """Whether a signal's part is the speaker's own (a subject "I", or a means readied) and its
    sentence has a part where the speaker holds or readies a means (``_armed_part``) and one
    with an act or intent of their own (``OWN_ACTS``), neither about a life event or another."""
    kinds = _kinds_of_part(turn, mine)
    if kinds & NOT_ARMED or ("I" not in kinds and not _armed_part(kinds)):
        return False
    sentence = turn.sentence_of[turn.clause(atom.start)]
    parts: dict[tuple[int, int], list[Atom]] = {}
    for index, clause in clauses.items():
        if turn.sentence_of[index] == sentence:
            for a in clause:
                parts.setdefault(_part(turn, a.start), []).append(a)
    kinds_of = {span: k for span, found in parts.items()
                if not (k := _kinds_of_part(turn, found)) & NOT_ARMED}
    return any(map(_armed_part, kinds_of.values())) and any(
        _own_act(turn, span, kinds) for span, kinds in kinds_of.items())


def _own_act(turn: _Turn, span: tuple[int, int], kinds: Set[str]) -> bool:
    """A part with an act or intent of the speaker's own, or (stop 34) the speaker, a means and
    a day of their own in one part ("but tonight i'm taking all my pills"), not an errand to get
    it ("i'm buying charcoal tonight, we're grilling tomorrow")."""
    return not kinds.isdisjoint(OWN_ACTS) or (
        "I" in kinds and "time" in kinds and not kinds.isdisjoint(ARMED)
        and (not ERRAND.search(turn.text, *span)
             or ERRAND_BARE.search(turn.text, *span) is not None))


# A clause with no subject of its own that goes on with "这次又…", "后来还…" tells more of
# the story of the person its sentence last named ("我哥上回吃药被洗胃了，这次又在囤药").
CONTINUED: Final = re.compile(
    r"(这次|这回|现在|最近|后来|结果|然后|其实)?(又|也|还|再)|这次|这回|后来|结果|其实|(正|现在|已经)?在(?!我)"
    r"|(今晚|今天|明天|马上|待会|一会儿)(就|要)?(去|过去)")  # "我兄弟说他不想活，今晚去江边"


# Stop 33: a clause that goes on with what someone named in the clause before says or thinks,
# its subject left out ("我爸不想治了，说拖累家里"): theirs.
SAYS_ON: Final = re.compile(r"(还|又|总|老|就|也|一直)?(说|讲|觉得|认为)(?!我)")


TOPIC_OF: Final = re.compile(r"(我(的)?)?(一个|一位|有个|有一个|有位)")


def _bare_topic(turn: _Turn, index: int, others: list[Atom]) -> bool:
    """Stop 37: a clause that only names someone else, with a possessor or a count
    ("我的一个学妹，", "我的闺蜜，"): the clauses after it in its sentence with no subject of their
    own are theirs ("…，因为延期，最后跳楼了")."""
    start = turn.clause_starts[index]
    end = turn.clause_starts[index + 1] if index + 1 < len(turn.clause_starts) else len(turn.text)
    text = turn.text[start:end].rstrip("，,。！？!?；; ")
    other = others[0]
    return len(others) == 1 and other.chinese and other.end - start == len(text) and (
        TOPIC_OF.fullmatch(turn.text, start, other.start) is not None
        or (turn.text.startswith("我的", start) and other.start - start == 2))


def _says_on(turn: _Turn, index: int, found: dict[str, list[Atom]]) -> bool:
    if found.get("me") or found.get("other"):
        return False
    return SAYS_ON.match(turn.text, turn.clause_starts[index]) is not None


def _continues(turn: _Turn, index: int, found: dict[str, list[Atom]]) -> bool:
    if found.get("me") or found.get("other"):
        return False
    return CONTINUED.match(turn.text, turn.clause_starts[index]) is not None


PREPARED: Final = "prepared"  # a sentence that readies, hides or stockpiles, not only buys
READYING: Final = frozenset({"acquire", "act", "intent", "when", "lethal"})
WHEN_EVENTS: Final = frozenset({"ordinary_use", "life_event", "event"})
LAST_ACT_OWNS: Final = WHEN_EVENTS | {"media"}  # stop 49 (enrisk)


def _drop_when_events(turn: _Turn) -> None:
    """An English "when / once / after …" time names its own event ("when my parents go on
    vacation"): that event is the time of the plan, not an ordinary use that cancels it; stop 49
    (enrisk): the doing of a last act ("one last walk with the dog then") is that act's."""
    lasts = [(a.start, a.end) for a in turn.atoms if a.kind == "last_act"]
    if lasts:  # (a song, a film or a walk inside the last act is the act's)
        turn.atoms = [a for a in turn.atoms if not (
            a.kind in LAST_ACT_OWNS
            and any(start <= a.start and a.end <= end for start, end in lasts))]
    whens = {turn.clause(a.start): a.start for a in reversed(turn.atoms)
             if a.kind == "when" and not a.chinese}
    if whens:
        turn.atoms = [a for a in turn.atoms if not (
            a.kind in WHEN_EVENTS and not a.chinese
            and a.start > whens.get(turn.clause(a.start), len(turn.text)))]
    # stop 47: a Chinese wait for those at home to go ("趁爸妈下周出国") holds their going too
    goings = [a for a in turn.atoms if a.kind == "when" and a.chinese and WATCHERS_GONE.search(
        a.text)]
    if goings:
        turn.atoms = [a for a in turn.atoms if not (a.kind in WHEN_EVENTS and any(
            w.start <= a.start and a.end <= w.end for w in goings))]


def _without(turn: _Turn, sentences: set[int]) -> str | None:
    if not sentences:
        return None
    spans = _sentence_spans(turn.clause_starts, turn.sentence_of, len(turn.text))
    kept, position = [], 0
    for start, end in _merged(spans[sentence] for sentence in sentences):
        kept.append(turn.text[position:start])
        position = end
    return "".join([*kept, turn.text[position:]])


def _unique(signals: Sequence[Signal]) -> list[Signal]:
    return list(dict.fromkeys(signals))


def _names(signals: Sequence[Signal], kinds: Iterable[str]) -> str:
    wanted = set(kinds)
    firsts = {s.kind: s for s in reversed(signals) if s.kind in wanted}
    return " + ".join(f"{kind} (turn {firsts[kind].turn})" for kind in sorted(firsts))


def _twice(own: Sequence[Signal]) -> str | None:
    """Two settled affairs anywhere in the window, or two farewells in one turn (a letter
    talked over across a counseling session is not two goodbyes)."""
    if len({s.text for s in own if s.kind == "affairs"}) >= 2:
        return "affairs"
    farewells = [(s.turn, s.text) for s in own if s.kind == "farewell"]
    turns = [turn for turn, _ in set(farewells)]
    return "farewell" if len(turns) > len(set(turns)) else None


OBJECT_KINDS: Final = {"object": "means", "purchase": "acquiring"}
NO_CONTEXT: Final = frozenset({*OBJECT_KINDS, "timing", ORDERED, WAY_IN, SET_OUT, ONCOMING})
MOMENTS: Final = frozenset({"timing", "intent", UNWATCHED})
WINDOW_READ: Final = {ORDERED: "acquiring", WAY_IN: "acquiring", SUFFICED: "acquiring",
                      SET_OUT: "means", UNWATCHED: "timing", ONCOMING: "means"}
HELD_ONLY_IN_CONTEXT: Final = frozenset({SUFFICED, SET_OUT, ONCOMING})  # alone, nothing (stop 44)
# Stop 48 (enimplied): what a train or a bus coming is read beside: a farewell, a parting, a wish
ONCOMING_BESIDE: Final = FAREWELLS | PARTING | IDEATION


# Stop 46 (zhready): a bare Chinese readiness, nothing named ("都准备好了", "东西都备齐了", "该弄的
# 都弄好了", the ``affairs`` atom of stop 44), and the times that make it a plan's: a time alone or
# unwatched, or a wait for those at home to sleep or be out. A clock time alone ("明早九点") dates
# a deadline or a trip as well: beside it the readiness stays a weak signal (``READIED``).
READIED: Final = "readied"
ZH_BARE_READY: Final = re.compile(
    r"(现在|这次|这回|终于|总算)?" + atoms.ZH_READY_WHAT + r"?(我)?"
    r"(这边)?(都|全|也都|全都)(已经)?(" + atoms.ZH_READY_DONE + r")(了)")
ZH_UNOBSERVED: Final = re.compile(ZH_ATOMS["unobserved"])
EN_UNOBSERVED: Final = re.compile(EN_ATOMS["unobserved"])
WATCHERS_GONE: Final = re.compile(
    r"(他们|她们|家里人|爸妈|父母|室友|舍友|大家|所有人|全家|家里|宿舍|孩子们|老公|老婆|我妈|我爸|爸爸"
    r"|妈妈|家人|的人|孩子(他|她)?(爸|妈)|老伴|老头子|当家的)[^，。！？；,.!?;\n]{0,8}(睡|出门|上班|上学|上课|走了|不在|没人|离开|都走|搬走|搬出去"
    r"|" + atoms.ZH_AWAY_FOR + r")(?!回|归)")  # stop 47: any going away, not one and back
NOT_ARMING: Final = frozenset({"timing", "goodbye", *NO_CONTEXT})


def _a_time_alone(signal: Signal) -> bool:
    """Stop 46 (zhready): a timing signal that tells the speaker alone or unwatched then."""
    if signal.kind == UNWATCHED:
        return True
    if signal.kind != "timing":
        return False
    text = signal.text
    return bool(ZH_UNOBSERVED.fullmatch(text) or EN_UNOBSERVED.fullmatch(text) or (
        text.startswith(("等", "趁")) and WATCHERS_GONE.search(text)))


def _bare_readiness(signal: Signal) -> bool:
    return signal.kind == "affairs" and ZH_BARE_READY.fullmatch(signal.text) is not None


def _readiness_unarmed(own: Sequence[Signal]) -> list[Signal]:
    """Stop 46 (zhready): a bare readiness is the plan's affairs only beside a time alone or a
    risk of the speaker's own in the window; beside a clock time only it stays weak."""
    if not any(_bare_readiness(s) for s in own):
        return list(own)
    if any(_a_time_alone(s) or (s.kind not in NOT_ARMING and not _bare_readiness(s))
           for s in own):
        return list(own)
    return [s._replace(kind=READIED) if _bare_readiness(s) else s for s in own]


def _in_context(own: Sequence[Signal]) -> list[Signal]:
    """Everyday objects and their purchase count as means and acquiring only beside another
    signal of the speaker's own in the window (ideation, self-harm, a means readied, a place,
    a farewell, an intent …); a time alone is no such context (ADR 0118). Only the objects and
    purchases are made again (stop 36: ~100 signals a long English turn, each ``_replace``d).
    Stop 44: an amount judged enough is a context itself ("paracetamol and vodka, that ought to be
    enough") and a preparation beside a means; things set out by a pronoun are a means beside any
    other context; either alone is dropped. A moment of being unwatched is a time and a context.
    Stop 48: a train or a bus coming is a means beside a farewell, a parting or a wish."""
    kinds = {s.kind for s in own}
    if not kinds - NO_CONTEXT:
        return [s for s in own if s.kind not in HELD_ONLY_IN_CONTEXT]
    means = "means" in kinds or "object" in kinds
    beside = {ORDERED: "means" in kinds, WAY_IN: means and bool(kinds & MOMENTS),
              SUFFICED: means or SET_OUT in kinds,  # stop 46: "tipped out the whole jar, plenty"
              SET_OUT: True, UNWATCHED: True, ONCOMING: bool(kinds & ONCOMING_BESIDE)}
    kept = [s for s in own if s.kind not in HELD_ONLY_IN_CONTEXT or beside[s.kind]]
    return [s._replace(kind=OBJECT_KINDS[s.kind]) if s.kind in OBJECT_KINDS else
            s._replace(kind=WINDOW_READ[s.kind]) if beside.get(s.kind) else s for s in kept]


def _ordinary_object_turns(signals: Sequence[Signal]) -> set[int]:
    """The turns whose everyday objects stayed objects: the learned layer may not make a
    bought knife or medicine a risk either."""
    own = [s for s in signals if s.cancelled_by is None]
    if {s.kind for s in own} - NO_CONTEXT:
        return set()
    return {s.turn for s in own if s.kind in OBJECT_KINDS}


def decide(signals: Sequence[Signal]) -> tuple[Level, float, str]:
    """The level the speaker's own, uncancelled signals call for (ADR 0101)."""
    own = _readiness_unarmed(_in_context([s for s in signals if s.cancelled_by is None]))
    kinds = {s.kind for s in own}
    if ACT_TOLD in kinds:  # stop 42: an act told done is one only beside its bleeding, in its
        # own turn or the next or last one ("it's done" then "the floor is covered in blood")
        told = {s.turn for s in own if s.kind == ACT_TOLD}
        beside = [s for s in own if s.kind in (ACT_TOLD, "bleeding") and (
            s.kind == ACT_TOLD or any(abs(s.turn - turn) <= 1 for turn in told))]
        if any(s.kind == "bleeding" for s in beside) and not kinds & HARM:
            return "high", HIGH_SCORE, f"high: {_names(beside, {'bleeding', ACT_TOLD})}"
        own = [s for s in own if s.kind != ACT_TOLD]
        kinds.discard(ACT_TOLD)
    if HELP_REFUSED in kinds and "bleeding" in kinds:  # stop 49: bleeding, and help refused
        return "high", HIGH_SCORE, f"high: {_names(own, {'bleeding', HELP_REFUSED})}"
    refused = {s.turn for s in own if s.kind == HELP_REFUSED}
    if any(  # stop 49 (imply2): a means under way or a dose taken, and help pushed away in its
            # turn or the next or last one ("the gas is on. leave me alone"); not an everyday
            # object (a kitchen knife in a cut finger, a medicine)
            s.kind == "means" and not EVERYDAY.fullmatch(s.text.lower())
            and any(abs(s.turn - turn) <= 1 for turn in refused) for s in own):
        return "high", HIGH_SCORE, f"high: {_names(own, {'means', HELP_REFUSED})}"
    if kinds & UNDER_WAY and not kinds & HARM:  # a wound, not a risk: a fall, a kitchen knife
        own = [s for s in own if s.kind not in UNDER_WAY]  # a locked door alone is no risk
        kinds -= UNDER_WAY
    plan = kinds & PLAN
    if kinds & DIRECT_HIGH:
        return "high", HIGH_SCORE, f"high: {_names(own, DIRECT_HIGH)}"
    if kinds & UNDER_WAY:  # self-harm under way that will not stop bleeding, or locked in with
        # the wound open (probe 18): an emergency
        return "high", HIGH_SCORE, f"high: {_names(own, HARM | UNDER_WAY)}"
    if kinds & IDEATION and plan:
        return "high", HIGH_SCORE, f"high: {_names(own, IDEATION | plan)}"
    if len(plan) >= 2:
        return "high", HIGH_SCORE, f"high: {_names(own, plan)}"
    if "concealment" in kinds and plan - {"timing"}:  # a plan kept from those who would stop it
        return "high", HIGH_SCORE, f"high: {_names(own, plan | {'concealment'})}"
    if "weary" in kinds and kinds & FAREWELLS:  # stop 34: 好累，什么都不想管了 / 各位保重
        return "high", HIGH_SCORE, f"high: {_names(own, FAREWELLS | {'weary'})}"
    if "weary" in kinds and plan - {"timing"}:  # stop 36: "i'm so tired of all of it" then
        return "high", HIGH_SCORE, f"high: {_names(own, plan | {'weary'})}"  # "the car's
        # running in the garage"
    if kinds & PARTING and kinds & PARTING_WITH:
        return "high", HIGH_SCORE, f"high: {_names(own, PARTING | PARTING_WITH)}"
    if "farewell" in kinds and any(s.kind in PARTING and not THANKS.search(s.text) for s in own):
        return "high", HIGH_SCORE, f"high: {_names(own, PARTING | {'farewell'})}"
    if twice := _twice(own):
        return "high", HIGH_SCORE, f"high: {_names(own, plan)} ({twice} twice)"
    mediums = kinds & (IDEATION | HARM)
    if mediums:
        score = TWO_MEDIUM_SCORE if len(mediums) >= 2 else MEDIUM_SCORE
        return "medium", score, f"medium: {_names(own, mediums | plan)}"
    if plan & ALONE_MEDIUM:
        return "medium", MEDIUM_SCORE, f"medium: {_names(own, plan)}"
    if kinds:
        return "weak", WEAK_SCORE, "weak: only " + _names(own, kinds)
    if signals:
        return "none", 0.0, "none: only cancelled signals"
    return "none", 0.0, "none: no signal"


CONTINUATION: Final = re.compile(
    r"\s*(so|because|since|'?cause|cuz|for|and|in case|因为|为了|怕|以防|免得|省得|不然|要不然)")
# stop 40: a connective that says what the earlier turn's thing was for, before an errand
FOR_THAT: Final = re.compile(r"\s*((because|since|'?cause|cuz|for)\b|因为|为了)")
ZH_PURPOSE: Final = _table(ZH_ATOMS, {"purpose"})
EN_PURPOSE: Final = _table(EN_ATOMS, {"purpose"})
ZH_ORDINARY: Final = _table(ZH_ATOMS, {"ordinary_use"})
EN_ORDINARY: Final = _table(EN_ATOMS, {"ordinary_use", "life_event"})  # an errand or a move
EN_GIVEN_UP: Final = _table(EN_ATOMS, {"disposal"})
EN_LAUGH: Final = _table(EN_ATOMS, {"hyperbole", "joke"})
SLANG: Final = frozenset({"kms", "ctb", "unalive", "kys"})
NAMED_ONLY: Final = frozenset({"means", "timing"})  # a place or a means named, nothing readied
# Stop 47: a means told by the cut itself ("顺着血管竖着割", "割腕"): a way of harming, not a thing
# or a place an errand told next could be for (drawn by the window property once stop 47's
# mixed-language literals joined the pool: 0.45 on main too)
CUT_TOLD: Final = re.compile(r"[割划]|\b(slit|slash)")
PLACED: Final = re.compile(  # put away, not hidden or readied
    r"放在|摆在|收在|买好|has|have|在[^藏]{0,3}(衣柜|柜子|抽屉|床底|后备箱|车里)"
    r"|in (my|the|her|his) (bag|backpack|handbag|purse|pocket|drawer|cupboard|cabinet|locker|desk)")
# A turn that ends on what the thing is for ("美术课削铅笔要用", "周末搭帐篷用").
USED_FOR: Final = re.compile(r"((要|得|来|拿来)?用(的)?|够(吃|用)(了)?)[。！!~～]?$")
# A turn that says whose the thing is ("都是给我爸的降压药"); stop 41: not something done to them
# ("给我妈道歉了，今晚回家吃饭" apologises, it owns nothing)
WHOSE: Final = re.compile(
    r"(都|这|那)?(是)?给(我)?(爸|妈|爷爷|奶奶|外婆|外公|姥姥|姥爷|老人|孩子|宝宝|家里)"
    r"(?=的|用|吃|喝|买|备|准备|[。！!~～]?$)")
ZH_CARE: Final = _table(ZH_ATOMS, {"illness"})
EN_CARE: Final = _table(EN_ATOMS, {"illness"})


# Stop 40, the window: a time that only says where the speaker is now ("我在桥上", "i'm at the
# cliffs"); any other time of a turn's own tells its plan whole.
PRESENCE: Final = re.compile(r"我在|(i'?m|i am|im) at")
# Stop 41: where the speaker is, at the edge of the place ("我在楼顶边上晃"), is no errand's place.
AT_THE_EDGE: Final = re.compile(
    r"我(就|正|现在)?(在|站在|坐在)[^，。！？\n]{1,6}(边上|边缘|外侧|外面|栏杆外)"
    # stop 46: with the subject left out ("坐在边上，腿悬在外面"), or the legs over the edge
    r"|(^|[，,。！!？?\s])(就|正|现在)?(站在|坐在)[^，。！？\n]{0,6}(边上|边缘|外侧|栏杆外)"
    r"|[腿脚](悬|垂|吊|挂|伸)在(外面|外头|外边|半空|空中)"
    # stop 49 (imply2, drawn by the window property; 0.45 on stop49 too): a leg put out over the
    # edge as a trial ("我在阳台上试过把一条腿跨出去"): a next turn's mopping is no errand of the
    # place
    r"|[腿脚](已经)?(跨|迈|伸|探)(了)?(出去|出栏杆|过栏杆|到(栏杆)?外面)"
    # the drop told as right under one's feet ("脚下就是江水")
    r"|(脚下|脚底下|身下|下面)(就是|便是|是|全是)[^，。！？\n]{0,4}(江|河|海|湖|水|崖|深渊|马路|车流|铁轨|楼底)"
    # stop 47: the water below looked down at for its depth ("下面的河水看着好深")
    r"|(脚下|脚底下|身下|下面|底下)的(江|河|海|湖|水库)?水(看着|看起来|显得)?(好|很|真|那么|这么|特别)深"
    # stop 48 (lead, drawn by the window property; 0.45 on main too): the drop looked down at and
    # felt far ("低头看下去，河水离我好远，腿软了"): a next turn's craving is no errand of the place
    r"|(往下|向下|朝下|低头)(看|望)(下去|了一眼|一眼)?[^。！？\n]{0,12}(离我(好|很|那么|这么)?远|好远|好高|好小|好深|腿软)")
# A later turn refers back to the earlier one by an anaphor (去那里拍夜景, "taking photos there",
# "with it") or by going on with no subject of its own from the place or going the earlier one
# named (去海边烧烤 after 约好了一起去, 想去钓鱼, 可以在上面种菜).
ANAPHOR: Final = re.compile(
    r"那里|那儿|这里|这儿|上面|上头|它|\b(it|them|there|those|that one)\b")
OPEN_GOING: Final = re.compile(r"去(?=[，,。！!？?\s]|$)")  # 约好了一起去，… : where is left open
# an anaphor that makes a place named after it the earlier one's ("they've made it into a
# swimming lake"); 那边 after a noun is only a side (桥那边)
RELATIVE: Final = re.compile(r"\b(it|them|there|those|that one)\b|(^|[，,])(去)?(那里|那儿|这里)")
GOES_ON: Final = re.compile(r"(想|要)?(过)?(去|到)|可以|能")
PLACE_TAIL: Final = re.compile(r"[上边里下顶子]+$")


def _heads(signals: Sequence[Signal]) -> set[str]:
    """The places and means a turn names, without a trailing position (桥上 -> 桥, 绳子 -> 绳)."""
    return {PLACE_TAIL.sub("", s.text) or s.text for s in signals if s.kind == "means"}


def _told_whole(last: Sequence[Signal]) -> bool:
    """Stop 40: whether a turn tells its plan whole — a time of its own that is not only where the
    speaker is now and not the means itself ("a one-way ferry ticket"), or two places or means
    neither of which names the other (炭 and 门窗都封上)."""
    own = [s for s in last if not s.cancelled_by]
    means = {s.text for s in own if s.kind == "means"}
    if any(s.kind == "timing" and not PRESENCE.fullmatch(s.text) and s.text not in means
           for s in own):
        return True
    heads = _heads(own)
    return any(a not in b and b not in a for a in heads for b in heads)


# Stop 41: a later turn that names the place again for a happening of its own, told done with
# its own cause ("pulled over on the bridge because the tire went flat"), or that only tells the
# place apart by a clause of its own ("the train tracks by the station where i buy my coffee"):
# neither is the purpose of a plan told whole before it.
OWN_HAPPENING: Final = re.compile(
    r"^\s*(i |we |i just |we just )?(pulled|stopped|parked|broke down|drove|walked|went|got"
    r"|crossed|was|were"
    r"|had|ran)\b[^.!?]{0,80}\b(because|cause|'cause|cuz|since|when|after|as)\b")
TELLS_APART: Final = re.compile(
    r"^\s*(the|that|those|this|these) [\w' -]{1,40}?\b(where|which|that|near|next to|behind"
    r"|across from"
    r"|beside|by|i|we)\b(?! (is|was|are|were|has|had)\b)")


def _another_happening(text: str) -> bool:
    return bool(OWN_HAPPENING.match(text) or TELLS_APART.match(text))


def _refers_back(text: str, last: Sequence[Signal]) -> bool:
    """Stop 40: whether a later turn refers back to the earlier one's place or means: an
    anaphor, going on with no subject from it, or naming it again (在桥上拍日落, 跳绳 after
    绳子)."""
    if ANAPHOR.search(text) or GOES_ON.match(text):
        return True
    return any(head in text for head in _heads([s for s in last if not s.cancelled_by]))


# Stop 40: a thing kept and the errands that are its own use, so that a turn after a thing bought
# or put away is its errand only when it uses that thing ("炭买好了" then "今晚在院子里烧烤", not
# "绳子，我昨天就买好了" then "emo了，吃顿火锅就好了").
USES: Final = tuple((re.compile(thing), re.compile(use)) for thing, use in (
    (r"炭|charcoal", r"烧烤|烤|取暖|撸串|围炉|bbq|barbecue|grill|cookout|burger"),
    (r"绳|rope|cord", r"晾|捆|帐篷|跳绳|拔河|吊床|搬家|攀岩|露营"
     r"|tent|climb|camp|tow|swing|hammock"),
    (r"刀|knife|blade|razor", r"切|削|剪|做饭|做菜|下厨|红烧|炖|炒|排骨|手工|蛋糕|水果|美术"
     r"|画室|辟邪"
     r"|cake|cook|craft|carv|whittl|shav"),
    (r"药|pill|tablet|medic|paracetamol|tylenol|ibuprofen|co-codamol",
     r"病|睡|疼|痛|烧|医生|血压|药房|pharmac|doctor|\bgp\b|fever|pain|sleep|ache"
     r"|复查|复诊|体检|门诊|挂号"  # stop 49 (zhrisk): the check-up the medicine is part of
     r"|(吃|服)(一|两|半)(片|粒|颗)"  # and one dose of it
     # stop 42: a dose with a meal, as always, as prescribed
     r"|with (my |their |her |his )?(breakfast|lunch|dinner|food|a meal|tea)|like always"
     r"|as (usual|always|prescribed)|every (morning|night|day)"),
    (r"枪|gun|rifle|shotgun", r"打猎|靶场|射击|hunt|range|shoot|clean"),
    (r"hose|管子", r"wash|garden|water|浇|洗车"),
    # stop 42: a poison for pests, weeds or crops (Chinese only this stop)
    (r"鼠药|杀虫|农药|百草枯|敌敌畏|除草剂|灭鼠|杀鼠",
     r"老鼠|灭鼠|蟑螂|虫|杂草|除草|庄稼|菜地|果树|地里|田里|喷"),
))


def _a_use_of(text: str, last: Sequence[Signal]) -> bool:
    """Stop 40: whether a turn names an errand that is a use of a thing the turn before kept."""
    kept = " ".join(s.text for s in last if s.kind in KEPT_OBJECTS and not s.cancelled_by)
    return any(thing.search(kept) and use.search(text) for thing, use in USES)


def _timed_use_of_last(raw: str, last: Sequence[Signal], own: Sequence[Signal]) -> bool:
    """Stop 42: whether a turn whose only signal of its own is a time names a use of the thing the
    turn before kept (charcoal, then "bbq in the garden once everyone's up"; a hose, then
    "watering the garden when everyone's out"): the time is the errand's, and the thing its."""
    if not own or any(s.kind != "timing" for s in own):
        return False
    kinds = {s.kind for s in last if not s.cancelled_by}
    if not kinds & KEPT_OBJECTS or kinds - KEPT_OBJECTS - {"timing"}:
        return False
    text = normalise(raw)  # an errand named, and one of the thing's uses (not "once everyone's
    # asleep" after pills: a time told by others' sleep is no errand)
    return bool(_scan(text, (ZH_ORDINARY, EN_ORDINARY), [(0, len(text))])) and _a_use_of(text, last)


def _a_thing_with_uses(last: Sequence[Signal]) -> bool:
    """Stop 41: whether the turn before kept a thing of ``USES`` (a medicine, a knife, a rope…),
    whose errand must then be one of its uses, not any errand ("我手里刚好有这么多 [安眠药]" then
    "emo了，吃顿火锅就好了")."""
    kept = " ".join(s.text for s in last if s.kind in KEPT_OBJECTS and not s.cancelled_by)
    return any(thing.search(kept) for thing, _ in USES)


def _theirs_cancelled(found: Sequence[Signal]) -> bool:
    """Stop 42: whether every place or means a turn names is cancelled by a scope of its own."""
    return all(s.cancelled_by for s in found if s.kind == "means")


# Stop 42: a thing kept back, hoarded or readied beyond its use: its errand is no errand
KEPT_BACK: Final = re.compile(r"攒|囤|屯|藏|存(了|着|下|够)|偷偷|悄悄|够了|准备好|备好|备齐|凑")


def _errands_time(text: str, last: Sequence[Signal], own: Sequence[Signal],
                  before: str) -> bool:
    """Stop 42: whether a turn's own signals are only the time of an errand or a need it names
    that is a use of the thing the turn before had, bought or put somewhere, not kept back
    ("老鼠药放在仓库了" then "晚上等大家睡了再去放几包抓老鼠", "绳子买好了" then "等他们都睡了我把
    帐篷在阳台上搭起来"): the time is the errand's, read in the turn without the time's own words
    (so "等大家睡了" is no use of a sleeping pill)."""
    if not CJK.search(text) or not all(s.kind == "timing" for s in own):
        return False  # (Chinese only: the English readings are another helper's this stop)
    kinds = {s.kind for s in last if not s.cancelled_by}
    if not kinds or kinds - NAMED_ONLY - {"acquiring"} or KEPT_BACK.search(before):
        return False
    rest = text
    for signal in own:
        rest = rest.replace(signal.text, "，")
    whole = [(0, len(rest))]
    return bool(_scan(rest, (ZH_ORDINARY, ZH_PURPOSE, ZH_CARE), whole)) and _a_use_of(rest, last)


# Stop 44 (turns): an errand told done ("今天吃了火锅") or a day's report ("今天上班摸鱼") is
# chat between the pieces of a plan, not what the place or the means named before it is for;
# nor is a place passed by ("周末骑车路过", "walked the dog past it").
ERRAND_DONE: Final = re.compile(r"(吃|喝|玩|逛|看|做|烧)(了|过)(?!就|再|以后|之后|才)")
DAY_REPORT: Final = re.compile(
    r"^(今天|今儿|昨天|刚才|上午|下午|中午)(?![^，。！？]*(要|准备|打算|等|会|得|去))")
# Stop 47 (turns, found by the window property): the English of an errand told done ("had pasta
# for dinner", "watched the match"), a turn that starts with what was done, nothing still to come.
EN_DONE: Final = re.compile(
    r"(i |we )?(had|ate|watched|cooked|made|played)\b"
    r"(?![^.!?]*\b(tonight|later|tomorrow|then|gonna|going to|will|'ll)\b)")
PASSED_BY: Final = re.compile(
    r"路过|\b(walked|went|drove|cycled|biked|ran|jogged|passed)\b[\w' ]{0,24}\b(past|by)\b")


def _a_days_report(text: str) -> bool:
    return bool(ERRAND_DONE.search(text) or DAY_REPORT.search(text) or EN_DONE.match(text))


# the scopes that make a signal someone else's (also read by ``_only_theirs_named``)
THEIRS: Final = frozenset({"someone else", KEPT_BY_OTHER})
AFTER_A_SENTENCE: Final = re.compile(r"(?<=[。！？!?])")


# Stop 46 (zhready, found by the window property): an accident told in the next turn ("削苹果的
# 时候不是故意的，划到手指了") is a happening of its own, not the errand a place named before was
# for (the ``NAMED_ONLY`` branch of ``_purpose_of_last``).


def _without_theirs(text: str, found: Sequence[Signal]) -> tuple[str, list[Signal]]:
    """Stop 46 (zhready, found by the third-party property): a turn's sentences that tell only
    someone else's risk say nothing of what the turn before was for ("这周末去爬山，地方都看好了。
    他昨晚吃了一整瓶安眠药。" after a bridge: the climb is still the errand, not a day's report)."""
    theirs = [s.text for s in found if s.cancelled_by in THEIRS]
    if not theirs:
        return text, list(found)
    kept = "".join(part for part in AFTER_A_SENTENCE.split(text)
                   if not any(t in part for t in theirs))
    if not kept.strip("。！？!? "):
        return text, list(found)  # the whole turn is theirs: read as it was
    return kept, [s for s in found if s.cancelled_by not in THEIRS]


def _purpose_of_last(raw: str, last: Sequence[Signal], own: Sequence[Signal],
                     later: bool, found: Sequence[Signal] = (), before: str = "") -> bool:
    """Whether a turn only gives the purpose of the turn before ("so I don't run out while
    traveling", "my kids get fevers all the time"): it has no signal of its own, the turn
    before kept nothing but objects, means and times, and it either starts with a connective
    and names an ordinary purpose, or the turn before only named a place or a means (no
    readying) and this one names an ordinary errand, or it names an illness a medicine that
    was only bought is for with no signal in a ``later`` turn of the window (ADR 0119)."""
    text = normalise(raw)
    if own:
        return _errands_time(text, last, own, before)
    text, found = _without_theirs(text, found)
    # stop 43: a way in found names the place as much as the place itself does
    kinds = {s.kind for s in last if not s.cancelled_by} - {WAY_IN}
    if not kinds & KEPT_OBJECTS or kinds - KEPT_OBJECTS - {"timing"}:
        return False
    if PASSED_BY.search(text):
        return False
    whole = [(0, len(text))]
    if CONTINUATION.match(text) and _scan(text, (ZH_PURPOSE, EN_PURPOSE), whole):
        return True
    if FOR_THAT.match(text) and _scan(text, (ZH_ORDINARY, EN_ORDINARY), whole):
        return True  # stop 40: "the rope is in my car tonight" then "for the tent at the campsite"
    # stop 40: a turn that names a thing of its own says what that thing is for ("绳子是搬家捆箱
    # 子用的" after a belt tied to a rail), not the earlier one's
    theirs = _heads(found)
    if (USED_FOR.search(text) or WHOSE.match(text)) and _scan(text, (ZH_PURPOSE, ZH_ORDINARY),
                                                               whole) and (
            not theirs or theirs & _heads(last)):
        return True  # "刀片藏在笔袋里" then "美术课削铅笔要用"
    if theirs and not any(a in b or b in a for a in theirs for b in _heads(last)) and not (
            OPEN_GOING.search(before) or RELATIVE.search(text)) and not (
            CJK.search(text) and _theirs_cancelled(found) and _a_use_of(text, last)):
        return False  # stop 40: an errand at a place of its own ("去水库钓鱼", "桥那边拍照")
        # (stop 42: unless the errand there, ordinary by its own frame, uses the thing kept
        # before: "绳子买好了" then "我把帐篷在阳台上搭起来")
    if (_told_whole(last) or AT_THE_EDGE.search(before)) and (
            not _refers_back(text, last) or _another_happening(text)):
        return False  # stop 40: a plan told whole is not held back by an errand of its own
        # (stop 41: nor by a happening of its own, or the place only told apart)
    if kinds <= NAMED_ONLY and _scan(text, (ZH_ORDINARY, EN_ORDINARY), whole) and not any(
            s.cancelled_by == "an accident" for s in found) and not any(
            CUT_TOLD.search(s.text) for s in last if s.kind == "means") and (
            not _a_thing_with_uses(last) or _refers_back(text, last) or _a_use_of(text, last)) and (
            not _a_days_report(text) or _refers_back(text, last)):
        return True  # "我在桥上" then "等朋友来接我去吃饭": the errand the place was for (stop 41:
        # a thing with uses of its own is held back only by one of them, not by any errand)
    bought = all(PURCHASE.fullmatch(s.text) or PLACED.fullmatch(s.text) for s in last
                 if s.kind == "acquiring" and not s.cancelled_by)  # a stockpile has no such turn
    if bought and kinds <= NAMED_ONLY | {"acquiring"} and _scan(text, (ZH_ORDINARY, EN_ORDINARY),
                                                                whole) and (
            _refers_back(text, last) or _a_use_of(text, last)):
        return True  # "炭买好了" then "今晚在院子里烧烤": bought or put away for the errand named
    if bought and kinds <= NAMED_ONLY | {"acquiring"} and _refers_back(text, last) and _a_use_of(
            text, last):
        return True  # stop 42: "pills are in my bag" then "taking them with breakfast like always"
    return bought and not later and bool(_scan(text, (ZH_CARE, EN_CARE), whole))



# Stop 41: a goodbye whose occasion is told in another turn of the window ("my last day at the
# office is friday" then "said goodbye to everyone and gave away my desk plants"): when every
# signal of the speaker's own in the window is a farewell, an affair put in order or the intent
# read from that farewell, a leaving, a last shift or a move told in any turn is their occasion.
FAREWELL_KINDS: Final = frozenset({"farewell", "goodbye", "affairs"})
SAID_ON: Final = re.compile(r"today|今天")  # stop 43: the day a farewell is said on
OCCASION: Final = re.compile(
    r"\blast (day|shift|week|night) (at|in|of|with) (work|the (office|company|firm|team|shop"
    r"|store|school|job|site)|school|uni|college|term)\b|\blast (shift|working day)\b|\b(leaving"
    r"|farewell|going[- ]away|goodbye) (party|do|drinks|dinner|lunch|card|present)\b"
    r"|\bleaving the (company|firm|team|office|school|job)\b|\b(moving (out|away|abroad|house|to)"
    r"|emigrat\w*|relocat\w*|retir(e|ing|ement)|graduat\w*)\b|\b(new|next) job\b|\bhand(ed"
    r"|ing)? (in|over) my (notice|resignation)\b|\bresign\w*|\bquit\w* my job\b"
    r"|\bsend[- ]off\b"
    # stop 43 (turns): the next place of work or study begun ("starting at the new place on
    # monday", "first day at my new school")
    r"|\b(start(ing|s)?|begin(ning|s)?|first day) (at|in|with) (the|my|a) new\b"
    r"|\bnew (place|role|position|team|company|school|office|employer|workplace)\b"
    # stop 44 (turns): a stay in hospital for an operation ("while i'm in hospital for my knee op")
    r"|\b(in|into) hospital for (my|an|a|the)\b|\b(op|operation|surgery) (tonight|tomorrow|on)\b"
    r"|住院(做|开)?手术|(明天|后天|下周)(去)?(住院|做手术)"
    # stop 47 (turns): the speaker's move or going away to study or work ("下周去外地读书了"; not
    # "我爸妈下周出国玩", someone else's)
    r"|(?:^|我|[，。！？,.!?])[^，。！？,.!?他她们爸妈爷奶姐哥弟妹婆公友儿女叔姨舅]{0,6}"
    r"(?:(去|到)(外地|外省|国外|外国)(读书|上学|读研|工作|上班|打工)|出国|留学|搬家|搬走了"
    r"|移民|移居)"  # stop 48 (overread): an emigration
    r"|\bwhile (i'm|i am|im) (away|abroad|on holiday|travell?ing|in hospital)\b")


# Stop 47 (turns, found by the window property once a move was a Chinese occasion): a goodbye that
# refuses rescue ("不要叫救护车，求你了，让我走吧") is said in an act, never an occasion's; nor is a
# last look at one's family or nothing left to hold one (lead: "偷偷去看了爸妈最后一眼", "再也没有
# 牵挂了" beside a move or a study abroad next month).
# Stop 48 (zhimplied, drawn by the window property; 0.00 / 0.45 on main too): a last contact kept
# from the one it is with ("他完全不知道这是最后一通电话") is hidden, and the one left told to live
# on ("你要好好活下去") is left by a death: never a move's announced goodbye. Stop 48 (overread,
# drawn by the window property): nor is one's own absence told ("如果我哪天不在了，其实也没什么"
# beside a study abroad whose affairs are handed over). Stop 48 (lead, drawn by the window property
# once the stop's literals joined; 0.00 on main too): nor are PINs or passwords written down and
# left ("银行卡密码我也写在纸条上了", "所有的密码都写下来了，放在书桌上"; a PIN handed over to a
# mother before a study abroad is), nor a last post ("这是我最后一条动态，大家再见" then a move).
NO_OCCASION: Final = re.compile(
    r"救护车|急救|120|ambulance|paramedic|911|999|最后一眼|\b(one|a) last look at\b|牵挂|留恋"
    r"|(不知道|不晓得|没意识到|想不到)[^，。！？,.!?]{0,8}最后一|好好活(下去|着)|不在了"
    r"|密码[^，。！？,.!?]{0,6}(写|记下|记在|留在|放在|压在)")
LAST_POST: Final = re.compile(r"最后一条(动态|朋友圈|微博|说说)")


def _only_farewells(turns: Sequence[Sequence[Signal]], occasions: Set[int]) -> bool:
    """Whether the window's own signals are farewells and affairs alone (an intent only as the
    words of a farewell), and perhaps the day they are said on or the occasion's own time (stop
    43: "said goodbye to everyone at work today" then "starting at the new place on monday"; a
    time ahead of a farewell, "after tonight", is neither)."""
    own = [s for t in turns for s in t if not s.cancelled_by]
    parting = {s.text for s in own if s.kind in FAREWELL_KINDS}
    return bool(parting) and all(s.kind in FAREWELL_KINDS or (
        s.kind == "timing" and (s.turn in occasions or SAID_ON.fullmatch(s.text))) or (
        s.kind == "intent" and s.text in parting) for s in own)


def _an_occasion(text: str) -> bool:
    """Whether a text tells an ordinary occasion (stop 43: "moving to a better place" is no
    move)."""
    return OCCASION.search(text) is not None and not EN_RELIEF.search(text)


def _occasion_beside(raw: str, found: Sequence[Signal]) -> bool:
    """Stop 48 (overread): whether another sentence of a turn whose farewells are only affairs
    put in order tells their occasion ("sold the car, closed my bank account and gave away the
    furniture. we emigrate to NZ on friday"): a sentence that holds none of them. Letters or a
    goodbye beside a move in the same turn ("wrote goodbye letters to everyone. i'm moving out
    tomorrow and nobody will find me") stay what they were."""
    parting = [s.text for s in found if s.kind in FAREWELL_KINDS and not s.cancelled_by]
    if any(s.kind in FAREWELL_KINDS - {"affairs"} for s in found):
        return False
    return any(_an_occasion(sentence) and not any(said in sentence for said in parting)
               for sentence in SENTENCE_BREAK.split(normalise(raw)))


def _hands_over(found: Sequence[Signal]) -> bool:
    """Stop 48 (overread, drawn by the window property): whether a turn settles affairs of its
    own, cancelled by its own occasion ("要出国读书了，把银行卡密码和保险都交代给我妈了"): it
    explains its own affairs, not another turn's farewell ("把猫送给朋友了，在我走之前得有人照
    顾它")."""
    return any(s.kind == "affairs" for s in found)


def _on_an_occasion(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """The farewells of a window told beside an ordinary occasion in another turn, or in
    another sentence of their own turn (stop 48), cancelled."""
    told = [any(s.kind in FAREWELL_KINDS and not s.cancelled_by for s in t) for t in turns]
    if not any(told) or any(
            NO_OCCASION.search(s.text) for t in turns for s in t if s.kind in FAREWELL_KINDS
    ) or any(said and LAST_POST.search(raw) for raw, said in zip(texts, told, strict=True)):
        return turns
    occasions = {number for number, (raw, said, found) in enumerate(
        zip(texts, told, turns, strict=True), 1)
        if (not said and _an_occasion(normalise(raw)) and not _hands_over(found)) or (
            said and _occasion_beside(raw, found))}
    if not occasions or not _only_farewells(turns, occasions):
        return turns
    return [[s._replace(cancelled_by="an ordinary life event (another turn)")
             if not s.cancelled_by else s for s in t] for t in turns]


def _past_a_when(turns: Sequence[Sequence[Signal]], found: Sequence[Signal]) -> int:
    """Where a turn's purpose is looked for: from the turn before, or past one turn between that
    only told a when or only cancelled talk ("楼顶天台", "这周爸妈不在家", then "我准备上去晒被子";
    "我买了一瓶除草剂", "今天的外卖好难吃", then "等周末拿去院子里喷"; stop 47, turns), whose
    signals the purpose leaves standing; not when the turn names a thing of its own, whose
    purpose it tells ("烧烤的炭到了，周末露营用" two turns after a sleeping pill)."""
    last = _last_told(turns)
    if last is None or any(s.kind in KEPT_OBJECTS for s in found) or not all(
            s.kind == "timing" or s.cancelled_by for s in turns[last]):
        return len(turns)
    return last


def _last_told(turns: Sequence[Sequence[Signal]]) -> int | None:
    """The nearest earlier turn with signals, reached over turns with none ("i'm at the cliffs",
    "it's windy", then the errand)."""
    return next((j for j in range(len(turns) - 1, -1, -1) if turns[j]), None)


def _given_up(raw: str, last: Sequence[Signal]) -> bool:
    """Whether a turn hands in or gives up the means the turn before only kept or named ("found
    my dad's old rifle" then "taking it to the police amnesty tomorrow")."""
    kinds = {s.kind for s in last if not s.cancelled_by}
    if not kinds & KEPT_OBJECTS or kinds - KEPT_OBJECTS - {"timing"}:
        return False
    text = normalise(raw)
    return bool(_scan(text, (EN_GIVEN_UP,), [(0, len(text))]))


def _laughed_off(raw: str, last: Sequence[Signal]) -> bool:
    """Whether a turn with no signal laughs off a slang word that was all the turn before said
    ("kms" then "this maths homework is impossible lol")."""
    own = [s for s in last if not s.cancelled_by]
    if not own or any(s.kind != "active_ideation" or s.text not in SLANG for s in own):
        return False
    text = normalise(raw)
    return bool(_scan(text, (EN_LAUGH,), [(0, len(text))]))


# Stop 46: a turn that takes back the joke the turn before was read as ("作业难得我想跳楼哈哈"
# then "不是开玩笑，今晚就去"; "kms lol" then "not joking"): the laugh no longer cancels.
NOT_JOKING: Final = re.compile(
    r"(不是|没(有)?|没在|可不是|真不是|并不是)(在)?(开玩笑|说笑|闹着玩|说着玩|玩笑)|我是认真的|我(很|真的)?认真的"
    r"|\b(not|ain'?t|wasn'?t|i'?m not) (joking|kidding|a joke)\b"
    r"|\bi'?m (being )?(dead |deadly |totally |so |100% )?serious\b|\bi mean it\b")
LAUGHED: Final = frozenset({"hyperbole", "a joke", "hyperbole (next turn)"})


def _joke_taken_back(raw: str, last: list[Signal]) -> list[Signal]:
    """The turn before's signals with the laugh that cancelled them taken back, if this turn
    takes it back."""
    if not any(s.cancelled_by in LAUGHED for s in last) or not NOT_JOKING.search(normalise(raw)):
        return last
    return [s._replace(cancelled_by=None) if s.cancelled_by in LAUGHED else s for s in last]


def _turn_signals(texts: Sequence[str], findings: Sequence[TurnFindings]
                  ) -> list[list[Signal]]:
    """Each turn's signals; a turn that only gives the purpose of the one before cancels
    what that one kept (ADR 0118)."""
    turns: list[list[Signal]] = []
    for index, (text, turn) in enumerate(zip(texts, findings, strict=True)):
        found = turn.signals
        own = [s for s in found if not s.cancelled_by]
        if own and all(FRAGMENT in s.text for s in own) and _told_over(
                texts[max(0, index - 1):index + 1]):
            found = [s._replace(cancelled_by=s.cancelled_by or "a resolved past") for s in found]
            own = []
        later = any(not s.cancelled_by for after in findings[index + 1:] for s in after.signals)
        last = _last_told(turns)
        if last is not None:
            turns[last] = _joke_taken_back(text, turns[last])
        if last is not None and _timed_use_of_last(text, turns[last], own):
            turns[last] = [s._replace(cancelled_by="an ordinary purpose (next turn)")
                           if s.kind in KEPT_OBJECTS and not s.cancelled_by else s
                           for s in turns[last]]
            found = [s._replace(cancelled_by="ordinary use (the turn before's thing)")
                     if s.kind == "timing" and not s.cancelled_by else s for s in found]
            own = []
        back = _past_a_when(turns, found)  # the turns before whose kept things this one gives the
        while (last := _last_told(turns[:back])) is not None and (  # purpose of
                _purpose_of_last(text, turns[last], own, later, found, normalise(texts[last]))
                or _given_up(text, turns[last])):
            back = last  # "药分了好几次买的"; over turns with no signal ("it's windy")
            turns[back] = [s._replace(cancelled_by="an ordinary purpose (next turn)")
                           if s.kind in KEPT_OBJECTS and not s.cancelled_by else s
                           for s in turns[back]]
        last = _last_told(turns)
        if last is not None and not own and _laughed_off(text, turns[last]):
            turns[last] = [s._replace(cancelled_by="hyperbole (next turn)")
                           if not s.cancelled_by else s for s in turns[last]]
        if turns and not own and _resolves_last(text, turns[-1], texts[index - 1], found):
            turns[-1] = [s._replace(cancelled_by="a resolved past (next turn)")
                         if not s.cancelled_by else s for s in turns[-1]]
        turns.append(found)
    return turns


THEIR_RISK: Final = DIRECT_HIGH | IDEATION | HARM | {"prior_attempt"}
# Someone else's own risk in English, which the atoms (written for the speaker) do not name.
THEIR_WISH: Final = re.compile(
    r"\b(she|he|they)( \w+)? (wants?|wanted|is going|'s going|plans?|planned|tried|threatens?"
    r"|threatened|talks? about|talked about) to (die|kill (herself|himself|themselves)"
    r"|end (it|her life|his life|their life))\b|\b(she|he|they)('s| is|'re| are) suicidal\b"
    r"|\b(wants|plans|threatens|talks about|tried) to (die|kill (herself|himself|themselves)"
    r"|end (her|his|their) life)\b")


def _within_reach(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Someone else's means the speaker can reach is the speaker's:
    - access said by a back reference to a means named earlier ("my mom has a bottle of sleeping
      pills" then "i'm going to take them tonight"; "我叔叔家有猎枪" then "钥匙放哪我知道"),
      however it was held;
    - a means someone keeps somewhere ("my dad keeps his rifle in the closet", or "she keeps it in
      her purse" in a later turn), unless the window tells of that person's own risk.
    A way in ("I know the code to the safe") is a means acquired once the window names a means of
    the speaker's. Most windows have none of these, and are returned as they are."""
    signals = [s for t in turns for s in t]
    reach = max((s.turn for s in signals if s.kind == "access" and not s.cancelled_by), default=0)
    kept = {KEPT_BY_OTHER}
    if any(s.kind == "keeping" and not s.cancelled_by for s in signals):
        kept.add("someone else")  # "my ex has a bottle of vicodin", "she keeps it in her purse"
    theirs = any(s.kind == "means" and s.cancelled_by in kept for s in signals) and (
        _their_own_risk(texts, signals))

    # stop 35: not the pills a friend took ("i know the combo to the bike lock. my friend took a
    # bunch of pills last night"): the means of someone whose own risk is told is theirs
    in_reach = reach > 0 and not _their_own_risk(texts, signals)

    def reachable(s: Signal) -> bool:
        return s.kind == "means" and (
            (s.cancelled_by == "someone else" and s.turn <= reach and in_reach)
            or (s.cancelled_by in kept and not theirs))

    if any(map(reachable, signals)):
        turns = [[s._replace(cancelled_by=None) if reachable(s) else s for s in t] for t in turns]
    if any(s.kind == "access" for s in signals) and any(
            s.kind == "means" and not s.cancelled_by for t in turns for s in t):
        turns = [[s._replace(kind="acquiring") if s.kind == "access" else s for s in t]
                 for t in turns]  # the code to the safe the rifle is in
    return turns


# Stop 32: what each answering signal needs named in its turn or an earlier one, and the signal
# it then is: following or joining someone after a death ("my husband died in march" then "i'm
# going to follow him"), giving in to someone's "go kill yourself" ("he told me to kys so i'm
# going to"). Without it the signal is dropped: "i'm going to follow him" is about a man on a
# path, "maybe they're right" about an argument.
ANSWERS: Final[dict[str, tuple[re.Pattern[str], str]]] = {
    "following": (re.compile(EN_DEATH_NAMED), "active_ideation"),
    "heeding": (re.compile(EN_TOLD_TO_DIE), "active_ideation"),
    "agreeing": (re.compile(EN_TOLD_TO_DIE), "passive_ideation"),
}


EN_MALE: Final = re.compile(
    r"\b(he|him|his|himself|husband|dad|daddy|father|son|brother|boyfriend|grandpa|grandad"
    r"|grandfather|uncle|fiance)\b")
EN_FEMALE: Final = re.compile(
    r"\b(she|her|herself|wife|mom|mum|mommy|mother|daughter|sister|girlfriend|grandma|gran|nan"
    r"|grandmother|aunt|fiancee)\b")
EN_KIN_WORDS: Final = (r"wife|husband|partner|mom|mum|mother|dad|father|son|daughter|brother|sister"
                       r"|boyfriend|girlfriend|fiance|fiancee|grandma|grandpa|twin|grandmother"
                       r"|grandfather|gran|nan|uncle|aunt")
EN_KIN: Final = re.compile(rf"\bmy ({EN_KIN_WORDS})\b")
EN_KIN_WORD: Final = re.compile(rf"\b({EN_KIN_WORDS})\b")
NAMED_REACH: Final = 40  # characters before a death named where whose it was is said
VISITED: Final = re.compile(r"cemetery|graveyard")  # a death named by the place visited
EN_STOP: Final = re.compile(r"[.!?\n]")


def _of_whom(signal: Signal, text: str, named: re.Match[str]) -> bool:
    """Whether a death named can be the one a "follow him / join her" answers: its words name
    no one, or someone of the pronoun's gender ("my dad passed" then "be with her, my mom needs
    me" is not)."""
    if signal.kind != "following":
        return True
    told = text[max(0, named.start() - NAMED_REACH):named.end()]
    if VISITED.search(named.group()):  # stop 34: whose grave is said after the cemetery
        told += EN_STOP.split(text[named.end():named.end() + NAMED_REACH], maxsplit=1)[0]
    kin = EN_KIN.search(signal.text)  # stop 33: "see my dad again" after "my grandpa died"
    if kin and (named_kin := EN_KIN_WORD.findall(told)) and kin.group(1) not in named_kin:
        return False
    male, female = EN_MALE.search(told), EN_FEMALE.search(told)
    if not male and not female:
        return True
    return bool(female if EN_FEMALE.search(signal.text) else male)


# Stop 35: joining someone with no death named is a wish beside a plan readied in the window (an
# intent, a means, a farewell or affairs), never beside a time alone (a visit has its day).
PLANNED: Final = frozenset({"intent", "means", "acquiring", "farewell", "affairs"})
# Stop 36: a grandparent joined, beside a time too when the joining's turn tells of no visit: no
# journey, no errand or meal of the one joined, no occasion ("i'll be with grandma soon.
# tonight", but not "…, my flight lands tonight" or "tonight i'll be with nana, she's making
# soup").
GRANDPARENT: Final = re.compile(
    r"\b(grandma|grandpa|granny|nana|nan|gran|grandad|grandmother|grandfather)\b")
A_VISIT: Final = re.compile(
    r"\b(flight|fly|flying|flew|plane|train|bus|coach|ferry|drive|driving|drove|lands?|landing"
    r"|gets? in|arriv\w*|visit\w*|trip|birthday|christmas|thanksgiving|easter|holidays?|weekend"
    r"|dinner|lunch|breakfast|tea|her (house|place|flat)|his (house|place|flat)|staying|home from"
    r"|(she|he)('s| is| will be| 'll be) (making|cooking|baking|picking|collecting|taking|having"
    r"|coming|expecting|meeting|hosting|doing))\b")


WISHED: Final = IDEATION | {"active_ideation"}


def _pointing_back(turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 36: an act that only points back ("i did it. i'm sorry", "don't try to stop me") is
    an intent in or after the turn of the speaker's own wish to die, and dropped elsewhere."""
    if not any(s.kind == "pointing_act" for t in turns for s in t):
        return turns
    wished = min((s.turn for t in turns for s in t if s.kind in WISHED and not s.cancelled_by),
                 default=len(turns) + 1)
    return [[s._replace(kind="intent") if s.kind == "pointing_act" else s for s in t
             if s.kind != "pointing_act" or s.turn >= wished] for t in turns]


# Stop 43 (turns): a retry told in a turn ("this time i'll finish it", "这次不会失手了"): the
# words that say an intent is to do again what was tried before.
EN_FUEL_LIT: Final = re.compile(atoms.EN_FUEL_LIT)
EN_OUTDOORS: Final = re.compile(atoms.EN_OUTDOORS)


def _fuel_lit(text: str) -> str | None:
    """Stop 46: charcoal or coals lit or kept in a room, a car or a tin, in a sentence that names
    no garden, patio or other outdoor place: the words, or None."""
    lower = normalise(text).lower()
    for found in EN_FUEL_LIT.finditer(lower):
        start, end = _sentence_start(lower, found.start()), _sentence_end(lower, found.end())
        if not EN_OUTDOORS.search(lower, start, end):
            return found.group()
    return None


def _sealed_in(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 46: a room or a car the speaker sealed ("taped up the vents in the car", "stuffed
    towels under the door") is a means readied beside charcoal or coals lit or kept there in any
    turn of the window ("the charcoal's going", "the bbq coals are in the boot"): acquiring, and
    the fuel a means where the window names none. Elsewhere it is dropped: a sealed room alone is
    draught-proofing as often as not."""
    if not any(s.kind == SEALED for t in turns for s in t):
        return turns
    fuels = [(number, fuel) for number, text in enumerate(texts, start=1)
             if (fuel := _fuel_lit(text)) is not None]
    if not fuels:
        return [[s for s in t if s.kind != SEALED] for t in turns]
    sealed = [s for t in turns for s in t if s.kind == SEALED and not s.cancelled_by]
    out = [[s._replace(kind="acquiring") if s.kind == SEALED else s for s in t] for t in turns]
    named = any(s.kind == "means" and not s.cancelled_by for t in turns for s in t)
    if sealed and not named:
        number, fuel = fuels[0]
        out[number - 1] = [*out[number - 1], Signal("means", fuel, number)]
    return out


# stop 46: a try given up, nothing named; stop 47: or one told by its means and when ("tried
# the pills in june")
EN_RETRIED_BY_RESOLVE: Final = re.compile(f"{atoms.EN_ABORTED}|{atoms.EN_TRIED_WITH}")
EN_RESOLVE: Final = re.compile(atoms.EN_RESOLVE)  # stop 46: a repeat resolved to, bare


def _resolved_repeat(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 46: a repeat resolved to in the retry's own words ("not again", "going to get it
    right") is an intent in its turn when the speaker's own prior attempt is told in it or an
    earlier turn ("woke up in hospital after the last one. going to get it right"); elsewhere
    those words are any resolution (an exam, a race) and make nothing."""
    attempts = [s.turn for t in turns for s in t
                if s.kind == "prior_attempt" and not s.cancelled_by]
    if not attempts:
        return turns
    out = [list(t) for t in turns]
    for number, text in enumerate(texts, start=1):
        if number < min(attempts) or any(s.kind == "intent" and not s.cancelled_by
                                         for s in out[number - 1]):
            continue
        if (found := EN_RESOLVE.search(normalise(text).lower())) is not None:
            out[number - 1].append(Signal("intent", found.group(), number))
    return out
RETRY: Final = re.compile(
    r"\b(this time|next time|again|properly|for real|for good)\b|这次|这回|下次|下一次|再")


def _retried(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 43: a try told bare ("i tried two years ago, ended up in a&e") is a prior attempt
    when the speaker's own intent is told as a retry in its turn or a later one ("this time i'll
    finish it"): what was tried is then the act the intent names, which must be an act of its
    own, not only the retry's words ("this time i'll pass" retries an exam). Elsewhere it is
    dropped: a try with no retry told is any try ("i tried last year but didn't get in")."""
    if not any(s.kind == TRIAL for t in turns for s in t):
        return turns
    last = max((s.turn for t in turns for s in t if s.kind == "intent" and not s.cancelled_by
                and not RETRY.search(s.text) and RETRY.search(normalise(texts[s.turn - 1]))),
               default=0)  # an act intended ("finish it"), not the retry's own words
    # stop 46: a try given up with nothing named ("last time i chickened out halfway") is retried
    # by a repeat resolved to in the retry's own words ("not this time", "i won't bottle it
    # again"), not by one that names what is tried again ("this time i'll say yes")
    resolved = max((number for number, text in enumerate(texts, start=1)
                    if EN_RESOLVE.search(normalise(text).lower())), default=0)
    trials = [s.turn for t in turns for s in t if s.kind == TRIAL]
    if resolved and _for_an_errand(texts[min(trials) - 1:resolved]):
        resolved = 0  # "bottled it last time. not this time, i'm asking her out tonight"
    return [[s._replace(kind="prior_attempt") if s.kind == TRIAL else s for s in t
             if s.kind != TRIAL or s.turn <= last or (
                 s.turn <= resolved and EN_RETRIED_BY_RESOLVE.fullmatch(s.text))] for t in turns]


EN_EVENT_WORDS: Final = re.compile(EN_ATOMS["event"])


def _for_an_errand(texts: Sequence[str]) -> bool:
    """Stop 46: whether the turns from a nerve lost to its resolve tell an ordinary event or the
    speaker's own activity (an exam, asking someone out, "i'm doing the bungee"): the nerve and
    the resolve are that errand's, not a repeat's (a later turn's errand is its own)."""
    return any(EN_EVENT_WORDS.search(lower) or EN_OWN_ACTIVITY.search(lower)
               for lower in (normalise(text).lower() for text in texts))


WISHED_HEAD: Final = re.compile(r"我|想|要|打算|准备|决定")


def _wished_here(text: str, start: int) -> bool:
    """Whether the clause before ``start`` is the speaker's own and says 我 or a wish."""
    return _own_clause(text, start) and WISHED_HEAD.search(_clause_head(text, start)) is not None


# Stop 43 (turns): an attempt told only by its aftermath — an ambulance, a ward, a discharge —
# whose own turn names an illness or an accident as the cause ("我上次被救护车拉走是因为阑尾炎",
# "hospital discharged me last year after my appendix") is that illness's, unless the attempt's
# words name the act (割, 吞, overdose, tried …).
ILL_CAUSE: Final = re.compile(
    r"(因为|由于|是)[^，。！？\n]{0,6}(阑尾|肺炎|发烧|高烧|骨折|车祸|摔|过敏|食物中毒|急性|心脏|手术|生孩子|分娩"
    r"|[病炎])|\b(after|from|for|with) (my|an|the|a|his|her) ([\w-]+ ){0,2}(appendix|appendicitis"
    r"|surgery|operation|op|accident|crash|fall|infection|pneumonia|illness|birth|c-section"
    r"|asthma attack|seizure|broken \w+)\b")
ACT_NAMED: Final = re.compile(
    r"割|吞|跳|药|炭|吊|自杀|轻生|死|\b(overdos\w*|od'?d|cut|jump\w*|hang\w*|pills|tried|attempt\w*"
    r"|kill\w*|slit|stomach)\b")


def _ill_not_attempt(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 43: an attempt told only by its aftermath in a sentence that names an illness or an
    accident as its cause, cancelled as that illness's."""
    if not any(s.kind == "prior_attempt" and not s.cancelled_by for t in turns for s in t):
        return turns
    out = []
    for raw, found in zip(texts, turns, strict=True):
        text = normalise(raw)
        out.append([s._replace(cancelled_by="an illness or an accident") if (
            s.kind == "prior_attempt" and not s.cancelled_by and not ACT_NAMED.search(s.text)
            and _ill_sentence(text, text.find(s.text))) else s for s in found])
    return out


def _ill_sentence(text: str, position: int) -> bool:
    """Whether the sentence at ``position`` names an illness or an accident as a cause."""
    return position >= 0 and ILL_CAUSE.search(
        text, _sentence_start(text, position), _sentence_end(text, position)) is not None


# Stop 43 (turns): a going with no return and no destination ("明天一早就出发，不回来了") is no
# trip where the speaker's own affairs were put in order or things given away in any turn of
# the window ("房间收拾干净了，日记也烧掉了"), as a pet entrusted in its own turn makes it none
# (stop 37); a destination named keeps it a move ("下周出发去澳洲，不回来了").
SETTLED: Final = frozenset({"affairs", "giving_away", "farewell"})
TRIP_SCOPE: Final = "an ordinary trip"
EN_DESTINATION: Final = re.compile(
    r"\b(to|abroad|overseas|flight|train|plane|uni|university|college|job|new|move|moving"
    r"|emigrat\w*|relocat\w*)\b")


def _gone_after_settling(texts: Sequence[str], turns: list[list[Signal]]
                         ) -> list[list[Signal]]:
    """Stop 43: the intents of a going with no return that a trip held back, made the speaker's
    again where the window settles the speaker's affairs and the going's turn names no
    destination."""
    if not any(s.cancelled_by == TRIP_SCOPE and s.kind == "intent" for t in turns for s in t) or (
            not any(s.kind in SETTLED and not s.cancelled_by for t in turns for s in t)):
        return turns
    out = []
    for raw, found in zip(texts, turns, strict=True):
        text = normalise(raw)
        rest = text
        for s in found:
            rest = rest.replace(s.text, " ")
        bound = (DESTINATION if CJK.search(text) else EN_DESTINATION).search(rest) is not None
        out.append([s._replace(cancelled_by=None) if (
            s.cancelled_by == TRIP_SCOPE and s.kind == "intent" and not bound) else s
            for s in found])
    return out


# A place an ordinary frame took in its own turn ("我每天上班都要过那座高架桥") is pointed back
# to by an act there all the same ("我就在那儿停车，翻过去"): the frame was the commute's, the act
# is not.
POINTABLE: Final = frozenset({None, REMAINDER_SCOPE, "ordinary use", "leisure at the place"})


def _pointed_there(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 43: an act at a place pointed back to ("我打算就在那里结束", "想从那儿跳") is an
    intent at the place or means the speaker named in its turn or an earlier one ("江边那个废弃
    的码头"), when its clause is the speaker's own — 我 or a wish before it, no one else named —
    and its turn names no event ("运动会就在那里结束" is the sports day's end); the place is then
    the speaker's own again if only an ordinary frame held it (``POINTABLE``). Pointing at
    nothing of the speaker's own, the act is dropped."""
    if not any(s.kind == THERE for t in turns for s in t):
        return turns
    named = min((s.turn for t in turns for s in t if s.kind == "means"
                 and s.cancelled_by in POINTABLE), default=len(turns) + 1)
    acts: list[list[Signal]] = []
    last = 0  # the last turn with an act at the place
    for raw, found in zip(texts, turns, strict=True):
        text = normalise(raw)
        plain = not _scan(text, (ZH_EVENTS,), [(0, len(text))])
        kept = [s for s in found if s.kind != THERE or (
            s.turn >= named and plain and _wished_here(text, max(0, text.find(s.text))))]
        if any(s.kind == THERE for s in kept):
            last = kept[0].turn
        acts.append([s._replace(kind="intent") if s.kind == THERE else s for s in kept])
    return [[s._replace(cancelled_by=None) if (
        s.kind == "means" and s.cancelled_by in POINTABLE and s.turn <= last) else s for s in t]
        for t in acts]


def _answered(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Each answering signal made the signal it is when its turn or an earlier one names what it
    answers, dropped when none does (``ANSWERS``); most windows have none."""
    if not any(s.kind in ANSWERS for t in turns for s in t):
        return turns
    said = [normalise(text) for text in texts]
    planned = any(s.kind in PLANNED and not s.cancelled_by for t in turns for s in t)
    timed = any(s.kind == "timing" and not s.cancelled_by for t in turns for s in t)
    out: list[list[Signal]] = []
    for number, found in enumerate(turns, start=1):
        kept = []
        for s in found:
            if s.kind not in ANSWERS:
                kept.append(s)
                continue
            named, kind = ANSWERS[s.kind]
            if any(_of_whom(s, text, m) for text in said[:number] for m in named.finditer(text)):
                kept.append(s._replace(kind=kind))
            elif s.kind == "following" and (planned or (timed and GRANDPARENT.search(s.text) and (
                    not A_VISIT.search(said[s.turn - 1])))):  # stop 35: "i'll be with grandma
                kept.append(s._replace(kind="passive_ideation"))  # soon. i've got everything ready"
        out.append(kept)
    return out


REFERRING: Final = re.compile(f"{ZH_ATOMS['refer']}|{EN_ATOMS['refer']}")
LOADED: Final = re.compile(r"\b(loaded|cocked)\b")
# Stop 41: the rest of a drink named in its own sentence ("喝了点啤酒，剩下的半瓶留着明天") is that
# drink's, not a medicine another turn names.
A_DRINKS_REST: Final = re.compile(
    r"(啤酒|白酒|红酒|黄酒|酒|饮料|可乐|雪碧|牛奶|酸奶|果汁|奶茶|咖啡|汽水|矿泉水|蜂蜜|酱油|醋)[^。！？\n]{0,12}"
    r"(剩下|剩|留下|省下)")
# Stop 47: an ordinary thing stocked up named in its own sentence ("奶粉囤了半年的，应该够了"): the
# amount judged is that thing's, not a medicine another turn names (a window property drew it
# beside "三年前吞过药…现在过得挺好的"; 0.97 on main too).
ORDINARY_STOCK: Final = re.compile(
    r"(奶粉|尿不湿|纸尿裤|卫生纸|抽纸|纸巾|大米|面粉|罐头|零食|猫粮|狗粮|猫砂|泡面|方便面|矿泉水|口罩|粮食|年货"
    r"|食材|洗衣液|牙膏|米面油)[^。！？\n]{0,6}(囤|攒|存|备|买)|(囤|攒|存|备|买)(了|好)?[^。！？\n]{0,4}(奶粉|尿不湿"
    r"|纸尿裤|卫生纸|抽纸|纸巾|大米|面粉|罐头|零食|猫粮|狗粮|猫砂|泡面|方便面|矿泉水|口罩|粮食|年货|食材|洗衣液|牙膏)")
# The amounts a turn's own sentence says are another thing's: its references keep no means.
OTHER_AMOUNTS: Final = ((A_DRINKS_REST, "a drink's rest"),
                        (ORDINARY_STOCK, "an ordinary thing's amount"))
EN_FIREARM: Final = re.compile(
    r"\b(guns?|rifles?|shotguns?|pistols?|handguns?|revolvers?|glock|firearms?)\b")
TOOK_BACK: Final = re.compile(f"{EN_ATOMS['took_back']}|{ZH_ATOMS['took_back']}")
# searched over the whole window: with a first-character look-ahead (``anchors.searched``)
NAMED_MEDICINE: Final = anchors.searched(ZH_ATOMS["medicine"] + r"|(吃|吞)的量|" + atoms.ZH_POISON)
EN_NAMED_MEDICINE: Final = anchors.searched(EN_ATOMS["medicine"])
# stop 49: the window's texts walked for the English names' marks before they are searched (a
# search of a 4,000-character Chinese message for them, ~240 µs, finds nothing; the walk of the
# Chinese names' marks cost more than their search, which stops at the first it finds)
EN_NAMED_MEDICINE_GATE: Final = anchors.MarkGate(EN_NAMED_MEDICINE.pattern)
EN_TIME_SINCE: Final = re.compile(atoms.EN_ELAPSED)
# Stop 44 (engen): all of something swallowed is an ingestion told as in the body now, whatever
# was swallowed is left unnamed, when the turn, the one before or the one after tells the time
# since, the body failing now, or the telling itself ("just wanted someone to know",
# ``rule_atoms.EN_TOLD_ONE_PERSON``).
EN_IN_THE_BODY: Final = re.compile(
    f"{atoms.EN_ELAPSED}|{atoms.EN_SYMPTOM}|{atoms.EN_SYMPTOM_BARE}|{atoms.EN_TOLD_ONE_PERSON}")
EN_FOOD_TOLD: Final = re.compile(atoms.EN_FOOD_TOLD)  # stop 46: a meal's, not a dose
# Stop 48 (enimplied): an ingestion felt working with nothing named ("i can feel it kicking in")
# is one in the body only beside the body failing or a parting said now, in its turn or the one
# before or after, and never beside one dose of one's own told (``EN_ONE_DOSE``: "took my
# sleeping pill, it's kicking in").
EN_FELT: Final = re.compile(atoms.EN_FELT_WORKING)
EN_FELT_BESIDE: Final = re.compile(
    f"{atoms.EN_SYMPTOM}|{atoms.EN_SYMPTOM_BARE}|{atoms.EN_TOLD_ONE_PERSON}|{atoms.EN_PARTING_NOW}")
EN_ONE_DOSE: Final = re.compile(
    r"\b(took|taken|had|popped|swallowed|take) (my|a|an|one|two|half an?|\d) (\w+ ){0,2}(pill"
    r"|tablet|capsule|dose|gummy|gummies|melatonin|edible|tab|" + atoms.EN_EVERYDAY_DRUG + r")s?\b"
    r"|\b(like|as) (the|my) (doctor|doc|gp|nurse|pharmacist) (said|told me|says)\b"
    r"|\bas prescribed\b")
EN_HAD_INSTEAD: Final = re.compile(  # a food, a drink or a drug of the day felt working instead
    r"\b(" + atoms.EN_FOOD + r"|caffeine|coffee|espresso|pre-?workout|edibles?|weed|joint"
    r"|anaesthetic|epidural|gas and air|laughing gas)\b")
EN_ALL_SWALLOWED: Final = re.compile(r"\b(all|whole|entire|lot|every|rest|everything|both|left)\b"
                                     r"|\b(swallowed|downed|necked)\b")
COUNTED: Final = re.compile(r"[0-9二三四五六七八九十百]+(颗|片|粒)")
COUNTED_ORDINARY: Final = re.compile(  # stop 37: a baker's flour (a property found it)
    r"糖|豆|珠|扣|种子|瓜子|花生|星星|贝壳|石头|葡萄|草莓|面粉|酵母|黄油|鸡蛋|奶油|食材|配料")
# stop 35: what holds pills, its contents unnamed ("i've got the bottle in front of me", "my
# stash", "saving them up", "counted them out, 45 of them"), names them as a medicine does for
# all of them taken: a jar of cookies or a pack of gum names what it holds.
EN_PILLS_HELD: Final = re.compile(
    r"\b(the|my|a|that|this|full|whole|two|three|four|five|\d+) (bottle|jar|tub|pill box"
    r"|blister pack|blister|strip|pack|packet)s?\b(?!'?s? (of|for|in the (fridge|sink|recycling)))"
    r"|\bmy (stash|supply|stockpile|hoard)\b(?! of)"
    r"|\b(sav|stash|hoard|collect|count)(ed|ing) (them|these|those|it all|everything)( up| out)?\b"
    r"|\b(everything|all|what) i('ve| have| had)? (saved|stashed|hoarded|collected|kept)( up)?\b"
    r"|\b\d{2,} of them\b")


# stop 49 (imply2): the bottle, the box or the strip pointed at, no drink or food in it ("把那瓶全倒
# 嘴里了"), names what was taken as the English "the bottle" does (``EN_PILLS_HELD``), where help
# is pushed away in its turn or the next or last one ("你别管我了"): alone it may be sweets
ZH_PILLS_HELD: Final = re.compile(
    r"(那|这|一|整|一整)(瓶|盒|板)(?!(水|酒|可乐|饮料|奶|牛奶|饼干|糖|零食|酸奶|果汁|啤酒|红酒|白酒|雪碧|汽水|茶|咖啡|油|醋|酱))")


def _refused_beside(turns: list[list[Signal]], taken: set[tuple[int, str]]) -> bool:
    """Help pushed away in the turn of something taken, or the next or last one."""
    return any(s.kind == HELP_REFUSED and not s.cancelled_by and any(
        abs(s.turn - turn) <= 1 for turn, _ in taken) for t in turns for s in t)


def _referred(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """A means referred back to ("全在一个罐子里", "数过了", "用它们", "剩下的有小半瓶") keeps
    a medicine the window names, or pills it counts with nothing ordinary counted; then the
    medicine is the means of the turn that refers to it. Elsewhere it keeps nothing ("都装进那个
    小瓶子里了" then "是我在海边捡的贝壳"). All of them taken ("i took all of them", stop 34)
    is an overdose only where the window names a medicine, too."""
    refs = {(s.turn, s.text) for t in turns for s in t
            if s.kind == "acquiring" and REFERRING.fullmatch(s.text)}
    for amount, reason in OTHER_AMOUNTS:
        if rests := {ref for ref in refs if amount.search(texts[ref[0] - 1])}:
            refs -= rests
            turns = [[s._replace(cancelled_by=s.cancelled_by or reason)
                      if (s.turn, s.text) in rests and s.kind == "acquiring" else s for s in t]
                     for t in turns]
    loads = {ref for ref in refs if LOADED.search(ref[1])}
    if loads:  # stop 40: "it's loaded" keeps a firearm the window names, and only that
        refs -= loads
        if not EN_FIREARM.search("\n".join(texts).lower()):
            turns = [[s._replace(cancelled_by=s.cancelled_by or "nothing named")
                      if (s.turn, s.text) in loads and s.kind == "acquiring" else s for s in t]
                     for t in turns]
    taken = {(s.turn, s.text) for t in turns for s in t
             if s.kind == "overdose_taken" and TOOK_BACK.fullmatch(s.text)}
    # stop 43: all of something swallowed and the time since, in its turn or the next ("it's been
    # 20 minutes since i swallowed them all"): an ingestion told as in the body now; stop 44: or
    # the body failing now or the telling itself, in the turn before too (``EN_IN_THE_BODY``)
    # stop 46: unless a food or a drink is told as what was had, in its turn or the next ("swallowed
    # the lot about ten minutes ago, that burger was huge")
    if felt := {(turn, text) for turn, text in taken if EN_FELT.search(text)}:
        taken -= felt
        unfelt = {(turn, text) for turn, text in felt if not _felt_in_the_body(texts, turn)}
        turns = [[s._replace(cancelled_by=s.cancelled_by or "nothing named")
                  if (s.turn, s.text) in unfelt and s.kind == "overdose_taken" else s for s in t]
                 for t in turns]
    taken -= {(turn, text) for turn, text in taken if EN_ALL_SWALLOWED.search(text) and any(
        EN_IN_THE_BODY.search(near.lower()) for near in texts[max(0, turn - 2):turn + 1])
        and not any(EN_FOOD_TOLD.search(near.lower()) for near in texts[turn - 1:turn + 1])}
    if dishes := {(turn, text) for turn, text in taken
                  if ZH_DISH_SWALLOWED.search(texts[turn - 1])}:
        taken -= dishes
        turns = [[s._replace(cancelled_by=s.cancelled_by or "ordinary use")
                  if (s.turn, s.text) in dishes and s.kind == "overdose_taken" else s for s in t]
                 for t in turns]
    if not refs and not taken:
        return turns
    # stop 36: a medicine named only in someone else's signals ("他把药都攒起来了") names
    # nothing the speaker's "那些" or "数过了" refers to (a property found it)
    also = any(ALSO.search(text) for text in texts)  # "他把药都攒起来了" / "我也攒了": theirs too
    mine = [_in_use_unsaid(text, signals) for text, signals in zip(texts, turns, strict=True) if (
        also or not _only_theirs_named(signals)) and not _taken_as_directed(signals)]
    joined = "".join(map(_at_hand, mine))
    lower = "\n".join(mine).lower()
    named = (NAMED_MEDICINE.search(joined) or COUNTED.search(joined) or _gated_search(
        EN_NAMED_MEDICINE_GATE, EN_NAMED_MEDICINE, lower) or (
        taken and (EN_PILLS_HELD.search(lower) or (ZH_PILLS_HELD.search(joined) and _refused_beside(
            turns, taken))))) and not COUNTED_ORDINARY.search(joined)
    if not named:
        return [[s._replace(cancelled_by=s.cancelled_by or "nothing named")
                 if ((s.turn, s.text) in refs and s.kind == "acquiring")
                 or ((s.turn, s.text) in taken and s.kind == "overdose_taken") else s for s in t]
                for t in turns]
    own = sorted(turn for turn, text in refs if any(
        s.turn == turn and s.text == text and s.kind == "acquiring" and not s.cancelled_by
        for s in turns[turn - 1]))
    if own and not any(s.kind == "means" and not s.cancelled_by for t in turns for s in t):
        named_means = Signal("means", "药 (named in the window)", own[0])
        turns[own[0] - 1] = [*turns[own[0] - 1], named_means]
    return turns


# Stop 46 (lead): a dish named as what was swallowed whole ("把剩下的菜都吞了，好撑"): the bare
# "都吞了" is the meal's, not a medicine another turn named (a window property drew it beside
# "三年前吞过药…现在过得挺好的"; 0.97 on main too).
ZH_DISH_SWALLOWED: Final = re.compile(
    r"把(剩下的|剩的|那些|这些|这|那)?(一)?(盘|碗|锅|份)?(菜|饭|米饭|面|面条|肉|汤|粥|零食|蛋糕|水果|外卖|饺子"
    r"|包子|剩菜|剩饭|火锅|烧烤|披萨|汉堡|薯条|炸鸡|冰淇淋)(都|全|全部)?(吞|吃|咽|塞)"
    # stop 47: a drink named as what was poured into the mouth ("一整瓶可乐都倒进嘴里了，好爽"; a
    # window property drew it beside a dose a doctor raised)
    r"|(可乐|雪碧|啤酒|白酒|红酒|酒|饮料|奶茶|果汁|咖啡|汽水|矿泉水|牛奶|红牛|冰水)(都|全|全部)?(一口)?(倒|灌)(进|到)?(了)?(嘴|喉咙)"
    # stop 47, drawn by the window property (0.97 on main too): a meal's taste or fullness told
    # right after all of it eaten ("一口气全吃了，太好吃了，现在有点困")
    r"|(全|都|全部)(吃|吞|咽)(了|下去|掉|光|完)(了)?[，,]?(真|太|好|超|特别)?(好吃|香|美味|饱|撑|解馋|过瘾)")


# Stop 39: a clause that gives a medicine up ("把过期的药都倒出来扔了", "拿去药店回收了"), unless it
# says it was not ("我没把药扔掉")
ZH_DISPOSED: Final = anchors.searched(ZH_ATOMS["disposal"])  # (stop 40: its leading look-behinds
# tried at every position cost ~0.4 ms over 4,000 characters; the first-character look-ahead
# finds the same matches)
ZH_NOT_DISPOSED: Final = re.compile(
    r"(没有?|不|别|舍不得)(把|将)?(那些|这些|它们|它|药|安眠药)?(扔|丢|冲|倒掉|上交|交给|回收)")
AFTER_MARK: Final = re.compile(f"(?<={MARKS})")


def _at_hand(text: str) -> str:
    """Stop 39: a text without its clauses that give a medicine up: a medicine thrown out or
    handed in is nothing a "那些" or "数过了" elsewhere refers to (the CI's hypothesis run drew
    "吃掉那些吧，别浪费" beside "把过期的药都倒出来扔了").

    Gated by one search of the whole text (stop 40): a clause's match is the text's match at the
    same place (the pattern's look-behinds end in a character that is no mark, and a clause
    starts after a mark), so a text without one keeps every clause, and the clauses joined are
    the text; only a text with a match is split (a 4,000-character counseling turn: ~570
    clauses, each searched, was ~0.4 ms of every window with a "那些", as was one search of
    the whole text before the pattern was ``anchors.searched``)."""
    if ZH_DISPOSED.search(text) is None:
        return text
    return "".join(clause for clause in AFTER_MARK.split(text) if not (
        ZH_DISPOSED.search(clause) and not ZH_NOT_DISPOSED.search(clause)))


ALSO: Final = re.compile(r"我(也|同样)|\b(me too|so did i|same here|i (also|too))\b", re.IGNORECASE)


PUT_TO_USE: Final = frozenset({"ordinary use", "an ordinary purpose", "an ordinary errand",
                               "care or work", "leisure at the place", "prescription question",
                               "medicine taken as prescribed"})
AFTER_SENTENCE: Final = re.compile(r"(?<=[。！？!?\n])")


def _in_use_unsaid(text: str, signals: Sequence[Signal]) -> str:
    """Stop 46 (zhdose): a text without the medicines or poisons an ordinary use or a
    prescription holds in a sentence of their own ("农药打完了，今年的菜长得好" sprays a garden,
    "安眠药我只吃半片，医生说可以"): they are nothing "都吃下去了" in another sentence refers to
    (the benign-frame property drew them beside a meal once this stop's literals joined its
    pool). In the sentence of the swallowing itself they stay ("医生开的安眠药，我全吞了")."""
    held = {s.text for s in signals if s.kind == "means" and s.cancelled_by in PUT_TO_USE}
    held -= {s.text for s in signals if s.kind == "means" and not s.cancelled_by}
    names = [name for name in held if NAMED_MEDICINE.search(name)]
    if not names:
        return text
    taken = [s.text for s in signals if s.kind == "overdose_taken"]
    kept = []
    for sentence in AFTER_SENTENCE.split(text):
        if not any(t in sentence for t in taken):
            for name in names:
                sentence = sentence.replace(name, "")
        kept.append(sentence)
    return "".join(kept)


# Stop 46 (zhdose): what a bare swallowing or a bare hoard judged enough refers to when the turn
# right before names it: a big meal ("妈妈做了一大桌菜" then "刚才都吃下去了，头好晕") or money
# ("钱包里还剩两千" then "攒了两个月，应该够了"); each reading names nothing in its own words. A
# meal told in passing ("今天吃了火锅") is a day's report, not what was swallowed.
SWALLOWED_BARE: Final = re.compile(ZH_ATOMS["swallowed_felt"])
HOARDED_BARE: Final = re.compile(r"[^，,。]{0,12}?(攒|囤|屯|存)")  # the hoard's reading's own words
A_MEAL_NAMED: Final = re.compile(  # a big meal set before one, not a day's report of a meal
    r"(一大|一整|一桌|好多|很多|满满|一堆|一锅|一盆|一箱)[^，。！？,.!?]{0,6}"
    r"(饭|菜|面|饺子|包子|蛋糕|零食|外卖|火锅|烧烤|汤|粥|水果|糖|饼|肉|奶茶|夜宵|海鲜|小龙虾)")
MONEY_NAMED: Final = re.compile(
    r"钱|工资|存款|积蓄|零花|红包|首付|学费|房租|[0-9一二三四五六七八九十百千万两]+(块|元|万)")


def _named_before(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """A bare swallowing or a bare hoard's own turn names nothing; the turn right before it
    names what it was (a meal, money), and the reading is that thing's."""
    def named(s: Signal) -> bool:
        before = normalise(texts[s.turn - 2]) if s.turn > 1 else ""
        return bool(before) and (
            (s.kind == "overdose_taken" and SWALLOWED_BARE.fullmatch(s.text) is not None
             and A_MEAL_NAMED.search(before) is not None)
            or (s.kind in ("means", "intent") and HOARDED_BARE.match(s.text) is not None
                and MONEY_NAMED.search(before) is not None))
    if len(texts) < 2:
        return turns
    return [[s._replace(cancelled_by="what the turn before named")
             if not s.cancelled_by and named(s) else s for s in t] for t in turns]


def _felt_in_the_body(texts: Sequence[str], turn: int) -> bool:
    """Stop 48: whether an ingestion felt working in a turn is told beside the body failing or
    a parting said now, in its turn or the one before or after, with no single dose of one's
    own, nor a food, a drink or a drug of the day, told in the window."""
    near = [text.lower() for text in texts[max(0, turn - 2):turn + 1]]
    return any(EN_FELT_BESIDE.search(text) for text in near) and not any(
        EN_ONE_DOSE.search(text.lower()) or EN_HAD_INSTEAD.search(text.lower()) for text in texts)


def _taken_as_directed(signals: Sequence[Signal]) -> bool:
    """Stop 42: whether a turn's signals were all cancelled by a prescription or an ordinary
    frame ("这次按说明书算好了量"): the medicine it names is taken as directed, and is nothing
    another turn's "算过了" counted (a window property drew it beside "这个月的房租够")."""
    return bool(signals) and all(
        s.cancelled_by in ("prescription question", REMAINDER_SCOPE) for s in signals)


def _only_theirs_named(signals: Sequence[Signal]) -> bool:
    """Stop 36: whether a turn's signals that name a medicine are all someone else's."""
    named = [s for s in signals if NAMED_MEDICINE.search(s.text)]
    return bool(named) and all(s.cancelled_by in THEIRS for s in named)


def _their_own_risk(texts: Sequence[str], signals: Sequence[Signal]) -> bool:
    """Whether the window tells of someone else's own risk, in their cancelled signals or in
    English words the speaker's atoms do not name ("she wants to die")."""
    return any(s.cancelled_by == "someone else" and s.kind in THEIR_RISK for s in signals) or any(
        THEIR_WISH.search(normalise(text)) for text in texts)


# Stop 32 (Chinese categories): what the window's turns say together. A death or a dying told
# in one turn and going with them in the same or a later one; another's wish to die joined or a
# pact made; someone else's curse ("你怎么不去死") done as told. Each is the speaker's own only
# where the clause before it names no one else (or 我) and no negator stands right before it.
ZH_JOIN: Final = AnchoredTable(atoms.ZH_JOIN_ATOMS.items(), chinese=True)
ZH_SPORT: Final = _table(ZH_ATOMS, {"sport"})
ZH_OTHER_PERSON: Final = re.compile(
    f"{atoms.ZH_KIN}|{atoms.ZH_ONE}|有人|别人|网友|朋友|同学|室友|病友|闺蜜")
# Stop 36: not a going somewhere told before it ("闺女去外地上学走了" left for a city)
ZH_WHOSE_GOING: Final = re.compile(
    f"(?:{atoms.ZH_KIN}|{atoms.ZH_ONE}|^(?:我)?[爸妈])"  # stop 48: "妈走了三年了"
    + r"(?:(?!去(?![年世]|$)|回|到|上学|上班|出差|打工|出国|旅游)[^，。！？,.!?\n]){0,8}$")
ZH_RESOLVE: Final = re.compile(
    r"(想|要|打算|准备好?|会|决定|就|该|快)(快点|早点|赶紧)?"  # stop 48: 快 (soon)
    r"([^，。！？,.!?\n]{0,8}(那天|那晚|那一天|以后|之后|的时候|晚上|今晚|明天|今天|天亮))?$")
# Stop 33: who else a clause names between a death and a joining, but not a person inside a
# time waited for ("等孩子睡熟了我就去找他") nor the dead one's own day ("她忌日那天去找她").
ZH_NOT_BETWEEN: Final = re.compile(
    r"(等|趁)[^，。！？,.!?\n]{0,8}$|^(的)?(忌日|生日|祭日|头七|七七|周年|坟|墓)")
ZH_KIN_CORE: Final = re.compile(r"^(我|亲)?(.)\2?$")
CLAUSE_MARK: Final = re.compile(MARKS)
CURSED: Final = frozenset({"active_ideation", "passive_ideation"})
CONTEXT_KINDS: Final = frozenset({"death", "gone", "dying", "their_pact", "curse", "pact_go",
                                   "treatment", "terminal", "ordinary_care", "stage_joke",
                                   "calm", "end_near"})  # stop 34: a calm alone joins nothing
# Stop 34: a decision read only with an end near; stop 47: 想明白了 and a bare 就这样吧 too
THOUGHT_THROUGH: Final = ("想通", "想好", "想清", "想明", "就这")
# Stop 34: what a decision is about when it is said (a calm after resigning is a relief)
ZH_DECIDED_ABOUT: Final = re.compile(
    r"辞职|离职|跳槽|分手|离婚|手术|婚|考研|考公|出国|搬家|工作|学校|专业|留学|买房|计较|原谅|和好|创业"
    r"|报名|志愿|转学|退学|减肥|戒烟|戒酒|装修|旅游|旅行|表白|孩子|治疗|住院|复读|offer|回老家|面试")
SAYS_WHAT: Final = re.compile(r"\s*(就是|是|要|去|决定|我决定|关于|那件事)")  # stop 40
# Stop 47: an end near that is a matter's or a day's hardship's told in its own turn ("考完试就解脱
# 了", "合同下个月就结束了"), and the scope that reads it so
ORDINARY_END: Final = "an ordinary matter (the decision's)"
ZH_SETTLED_ON: Final = re.compile(r"决定|定下来|定了|拿定主意")
ZH_TERM: Final = re.compile(
    r"合同|学期|假期|寒假|暑假|疗程|租期|实习|比赛|赛季|工期|军训|试用期|这门课")


def _settled_on_a_matter(text: str) -> bool:
    """A decision told with its ordinary matter ("决定辞职了", "搬家的事定下来了")."""
    return bool(ZH_SETTLED_ON.search(text) and ZH_DECIDED_ABOUT.search(text))


def _an_ordinary_end(text: str) -> bool:
    return bool(ZH_DECIDED_ABOUT.search(text) or ZH_HARDSHIP.search(text) or ZH_TERM.search(text))


# Stop 34: a day's hardship that tires (weariness of a shift, a climb, a stream is no farewell's)
ZH_HARDSHIP: Final = re.compile(
    r"加班|上班|带娃|带孩子|搬家|装修|爬山|跑步|直播|复习|开会|出差|干活|通宵|考试|期末|考完|项目|军训"
    r"|上课|作业|论文|练车|打工")
# Stop 35: weariness that is more than apathy (a life, holding on, waking): never vetoed alone
APATHY_ONLY: Final = re.compile(r"活|撑|熬|挣扎|坚持|醒|睁眼|扛")
# Stop 35: a clause of plain tiredness or rest beside weariness (好累啊, 心好累, 先躺会儿)
ZH_TIRED_CLAUSE: Final = re.compile(
    r"(我)?(觉得)?(我)?(真的|最近|这段时间|今天|每天)?(心)?(好|太|真|很|真的|有点)?累(啊|了|呀|死了)?"
    r"|(下班|回家|周末)?(先|就|只想|就想)?(躺|睡|歇|休息)(着|会儿|一会儿|一下|了|觉)?(吧)?"
    r"|随(他|她|他们|它)(们)?去吧")
ZH_WEARY: Final = re.compile(atoms.ZH_JOIN_ATOMS["weary"])


@lru_cache(maxsize=8)
def _only_weary(text: str) -> bool:
    """Stop 35: whether every clause of a turn is weariness or plain tiredness or rest, so that
    no wish the rules do not read ("心太累了，真想睡过去算了") is left beside it. Read once per
    turn (stop 36: each weary atom of a turn asked again, ~250 µs on a 4,000-character one)."""
    clauses = [c.strip() for c in CLAUSE_MARK.split(text) if c.strip()]
    return all(ZH_WEARY.search(c) or ZH_TIRED_CLAUSE.fullmatch(c) for c in clauses)


# Stop 35: a goodbye to everyone and nothing more (大家再见吧, 各位保重, 跟大家说声再见)
ZH_BARE_GOODBYE: Final = re.compile(
    r"(跟|和)?(大家|各位|所有人|朋友们|家人们)(说声)?(就)?(江湖)?(再见|拜拜|保重)(了|吧|啦)?"
    r"|(拜拜|再见)(了)?[，,]?(大家|各位|所有人)")
# Stop 35: a goodbye's way out of a group, a meeting or a place (退群, 散会, 搬走): no farewell
ZH_WAY_OUT: Final = re.compile(r"退群|退出|散会|下线|辞职|离职|毕业|搬走|调走|转学|退休")


@lru_cache(maxsize=8)
def _way_out(text: str) -> bool:
    """Whether a turn names a way out (``ZH_WAY_OUT``), read once per turn (stop 36: each tired
    atom asked again for each turn of a goodbye, ~60 µs on a 4,000-character turn)."""
    return ZH_WAY_OUT.search(text) is not None
# Stop 34: a turn that tells of an illness (a joke's late stage, 拖延症晚期, tells none).
ZH_MEDICAL: Final = re.compile(
    r"医生|大夫|确诊|查出|诊断|检查|报告|病理|(?<!懒)癌|瘤|病|白血|医院|化疗|放疗|渐冻|尿毒|得了")
ZH_MANY_OTHERS: Final = re.compile(r"大家|所有人|同事|全组|全公司|公司|我们")
ZH_KIN_OWNED: Final = re.compile(f"我的?(?:{atoms.ZH_KIN})|{atoms.ZH_KIN}|{atoms.ZH_ONE}")
VOICE_HEAD: Final = re.compile(r"声音|幻听|耳边|脑子|脑袋|心里")  # a voice's command is no curse
CURSE_WORDS: Final = frozenset({"去死", "去死吧", "让我去死", "让我去死吧", "该死", "死"})


def _clause_head(text: str, start: int) -> str:
    """The clause's text just before ``start`` (at most 16 characters)."""
    head = text[max(0, start - 16):start]
    marks = list(CLAUSE_MARK.finditer(head))
    return head[marks[-1].end():] if marks else head


ZH_ME_AS_OBJECT: Final = re.compile(r"(跟|和|给|对|让|替|帮|找|与|同)我")


def _theirs_decision(text: str, start: int) -> bool:
    """Stop 40: whether a decision is someone else's, 我 in its clause only as their object
    ("他却没跟我商量就做了这个决定")."""
    head = ZH_ME_AS_OBJECT.sub("", _clause_head(text, start))
    return "我" not in head and ZH_OTHER_PERSON.search(head) is not None


def _own_clause(text: str, start: int) -> bool:
    """Whether what starts at ``start`` is the speaker's: the clause before it names 我 or no
    one else, and no negator stands right before it."""
    head = _clause_head(text, start)
    if head[-2:].strip("我也").endswith(("不", "没", "别")) or "不想" in head[-3:]:
        return False
    return "我" in head or ZH_OTHER_PERSON.search(head) is None


def _someone_between(text: str, start: int, end: int) -> bool:
    """Whether someone other than the dead is named in ``text[start:end]``, between a death and a
    joining (stop 33: not the one a time waits for, nor the dead one's own day)."""
    for match in ZH_OTHER_PERSON.finditer(text, start, end):
        if not (ZH_NOT_BETWEEN.search(_clause_head(text, match.start()))
                or ZH_NOT_BETWEEN.search(text[match.end():match.end() + 3])):
            return True
    return False


def _own_join(text: str, start: int) -> bool:
    """Stop 33: a joining is the speaker's as any clause is (``_own_clause``), or when the only
    others its clause names are inside a time waited for or own the dead one's day."""
    if _own_clause(text, start):
        return True
    head = _clause_head(text, start)
    if head[-2:].strip("我也").endswith(("不", "没", "别")) or "不想" in head[-3:]:
        return False
    return not _someone_between(text, start - len(head), start)


# Stop 34: the words one person of the family is called by (父亲 told dead, then 去陪我爸).
# Stop 35: and by a dialect or the family's own word (娘, 老汉儿, 老豆, 阿嬷, 孩子他爸, 老头);
# 阿嬷 and 阿公 name either side's grandparent, 娘 not inside 姑娘 / 新娘 / 老板娘 / 娘家.
# Stop 36: 婆婆 and 娭毑 a grandmother (婆婆 is a mother-in-law in the north, joined only as
# herself there), 先生 and 太太 a spouse, 闺女 a daughter, 爹地 and 妈咪 a parent.
NIANG: Final = r"(?<![姑新伴板大])娘(?![家们炮娘])"
ZH_SAME_KIN: Final = tuple(tuple(re.compile(w) for w in same) for same in (
    ("爸", "父亲", "爹", "老汉", "老豆", "老窦"), ("妈", "母亲", NIANG, "老母"),
    ("奶奶", "祖母", "阿嬷", "娭毑", "婆婆"), ("爷爷", "祖父", "阿公", "阿爷"),
    ("外婆", "姥姥", "阿嬷", "阿婆", "娭毑", "婆婆"), ("外公", "姥爷", "阿公"),
    ("老公", "丈夫", "爱人", "老伴", "老头", "孩子(他|的)爸", "那口子", "(?<=[我家])先生"),
    ("老婆", "妻子", "爱人", "老伴", "媳妇", "老太婆", "孩子(他|的)妈", "那口子", "(?<!老)太太"),
    ("女儿", "闺女"), ("爸", "爹地", "爸比"), ("妈", "妈咪"),
))


def _same_kin(joined: str, dead: str) -> bool:
    """Stop 33: whether the kin joined (去陪我爸) is the one whose death was told (爸爸去世了):
    a pronoun is; kin is by its last character (爸爸, 我爸, 爸), so 我妈 after 我爸走了 is not.
    Stop 34: or by another word for the same person (父亲 and 我爸, 丈夫 and 老公)."""
    kin = re.search(atoms.ZH_KIN, joined)
    if kin is None:
        return True
    word = kin.group(0)
    core = ZH_KIN_CORE.match(word)
    if (core.group(2) if core else word) in dead:
        return True
    return any(any(w.search(word) for w in same) and any(w.search(dead) for w in same)
               for same in ZH_SAME_KIN)


def _own_patient(text: str, start: int) -> bool:
    """Stop 34: whether the treatment or the illness named at ``start`` is the speaker's: its
    clause names no one else, or names 我 apart from someone's kin ("医生说我爸是晚期了" is not)."""
    head = _clause_head(text, start)
    if ZH_OTHER_PERSON.search(head) is None:
        return True
    return "我" in ZH_KIN_OWNED.sub("", head)


# Stop 34: a clause of what is done before the going ("去之前先吃顿火锅", "最后再去吃一顿烧烤")
# names no outing of the pact's; a visit to someone in hospital is one.
ZH_BEFORE_GOING: Final = re.compile(
    r"(去|走|出发|动身)(之)?前|临走|最后(再|一起)?(去)?(吃|看|玩|喝)")
ZH_VISIT: Final = re.compile(
    r"住院|探望|看望|去看(看|望)?(她|他|奶奶|爷爷|外婆|外公|姥姥|姥爷|老人|病人)")


def _ordinary_outing(texts: Sequence[str], first: int, last: int) -> bool:
    """Stop 33: whether the turns of a pact and its means name an outing, a purpose or a sport
    ("约好了一起去爬山，绳子我来准备"). Stop 34: the turn after the means too ("去海边烧烤"),
    but not in a clause of what is done before the going, and a visit is an outing. Stop 40: the
    turn after only when it goes on from the going ("去海边烧烤", "去那里露营"), not an errand of
    its own ("emo了，吃顿火锅就好了")."""
    for index, text in enumerate(map(normalise, texts[first:last + 2]), start=first):
        if index > last and not (GOES_ON.match(text) or ANAPHOR.search(text)
                                 or ZH_VISIT.search(text)):
            break
        spans, start = [], 0
        for mark in [*CLAUSE_MARK.finditer(text), None]:
            end = mark.start() if mark else len(text)
            if not ZH_BEFORE_GOING.search(text, start, end):
                spans.append((start, end))
            start = mark.end() if mark else end
        if any(ZH_VISIT.search(text, a, b) for a, b in spans) or _scan(
                text, (ZH_ORDINARY, ZH_PURPOSE, ZH_SPORT, ZH_CARE), spans):
            return True
    return False


# Stop 49 (lead): the one joined, told gone somewhere in the joining's own turn ("我想去找他，
# 他已经走了，去机场了"), is alive, whoever an earlier or a later turn mourns (property draws,
# wrong on main too)
GONE_SOMEWHERE: Final = re.compile(  # not "去天堂了"
    r"(走了|离开了|出门了)[，,、]?\s*(去|回|到|上)(了)?(?!(天堂|天上|另一个世界|那边|那个世界|极乐|地下))"
    r"[^，。！？,.!?]{1,8}")


def _told_after(found: list[tuple[str, list[Atom]]], index: int, join: Atom) -> bool:
    """Stop 33: whether the one joined is told dead after the joining, later in its turn or in
    the next ("今晚我就去找我妈了，她走了五年了"): a death or a going of someone named by a pronoun,
    or by the kin joined."""
    for later in (index, index + 1):
        if later >= len(found):
            break
        text, atoms_found = found[later]
        for atom in atoms_found:
            if atom.kind not in ("death", "gone") or (later == index and atom.start < join.end):
                continue
            head = _clause_head(text, atom.start)
            if atom.kind == "gone" and atom.text != "不在了" and not ZH_WHOSE_GOING.search(head):
                continue
            if re.search(atoms.ZH_KIN, head) is None:
                if re.search(atoms.ZH_ONE, head):
                    return True
            elif _same_kin(join.text, head + atom.text) or re.search(atoms.ZH_ONE, join.text):
                return True
    return False


def _told_before(found: Sequence[tuple[str, list[Atom]]], told: Sequence[tuple[int, str]],
                 here: tuple[int, int]) -> bool:
    """Stop 36: whether any of ``told`` (turn index, text) was said before ``here`` (a property
    found "同事说他想辞职，我说我也是" answering "他说想自杀" told in the next turn)."""
    index, start = here
    return any(turn < index or (turn == index and -1 < found[index][0].find(text) < start)
               for turn, text in told)


def _joined(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """Stop 32: the signals the window's Chinese turns make together (``ZH_JOIN_ATOMS``)."""
    found = [(text, _scan(text, (ZH_JOIN,), [(0, len(text))]))
             for text in map(normalise, texts)]
    if all(a.kind in CONTEXT_KINDS - {"curse"} for _, joined in found for a in joined) and not (
            any(a.kind == "end_near" for _, joined in found for a in joined) and any(
                _settled_on_a_matter(text) for text, _ in found)):
        return turns  # a death or a dying told and nothing that joins it (most windows)
    signals = [s for t in turns for s in t]
    # stop 36: where someone else's risk was told, so that 我也是 answers only one told before it
    theirs_at = [(s.turn - 1, s.text) for s in signals
                 if s.cancelled_by == "someone else" and s.kind in THEIR_RISK]
    dead_at = dying_at = curse_at = pact_at = joined_at = went_at = None  # where each was told
    dead_who = ""  # the clause that told the death (who died)
    treated_at = ill_at = None  # stop 34: the speaker's own treatment or terminal illness told
    errand_at = jest_at = None  # stop 34: an ordinary care or a late stage said in jest
    weary: list[tuple[int, Atom]] = []  # stop 34: weariness of going on, the speaker's own
    tired: list[tuple[int, Atom]] = []  # stop 35: the same beside a day's hardship
    decided: list[tuple[int, Atom]] = []  # stop 34: a decision left unsaid, and a calm after it
    calm: list[tuple[int, Atom]] = []
    out = [list(t) for t in turns]
    for index, (text, joined) in enumerate(found):
        number, added = index + 1, []
        joined = [a for a in joined if a.kind != "curse" or not VOICE_HEAD.search(
            _clause_head(text, a.start))]
        for atom in joined:
            here = (index, atom.start)
            kind = atom.kind
            whose = kind == "gone" and (atom.text == "不在了" or ZH_WHOSE_GOING.search(
                _clause_head(text, atom.start)) is not None)
            if kind == "death" or whose:
                dead_who += _clause_head(text, atom.start) + atom.text
                dead_at = dead_at or (index, atom.end)
            elif kind == "dying":
                dying_at = dying_at or (index, atom.end)
            elif kind == "their_pact":
                pact_at = pact_at or here
            elif kind == "curse":
                curse_at = curse_at or (index, atom.end)
            elif kind == "pact_go":
                went_at = went_at or here
            elif kind == "treatment" and _own_patient(text, atom.start):
                treated_at = treated_at or here
            elif kind == "terminal" and _own_patient(text, atom.start) and ZH_MEDICAL.search(text):
                ill_at = ill_at or here
            elif kind == "ordinary_care":
                errand_at = errand_at or here
            elif kind == "stage_joke":
                jest_at = jest_at or here
            elif kind == "weary" and _own_clause(text, atom.start) and not ZH_HARDSHIP.search(text):
                weary.append((index, atom))
            elif kind == "weary" and _own_clause(text, atom.start):
                tired.append((index, atom))  # stop 35: weariness beside a day's hardship
            elif kind == "decided_bare" and _own_clause(text, atom.start) and not (
                    _theirs_decision(text, atom.start)):
                decided.append((index, atom))
            elif kind in ("calm", "end_near") and _own_clause(text, atom.start):
                calm.append((index, atom))
            if kind in CONTEXT_KINDS:
                continue
            own = _own_clause(text, atom.start)
            if kind == "wait_death" and ZH_MANY_OTHERS.search(_clause_head(text, atom.start)):
                own = False  # "大家都在等死": a project's, a team's
            if kind == "go_with" and (own or "的话" in atom.text) and (dead_at or dying_at) and min(
                    x for x in (dead_at, dying_at) if x) <= here:
                added.append(Signal("active_ideation", atom.text, number))
                joined_at = joined_at or here
            elif kind == "join_dead" and not GONE_SOMEWHERE.search(text, atom.end) and ((
                    dead_at and dead_at <= here and _own_join(
                    text, atom.start) and not _someone_between(
                    text, dead_at[1] if dead_at[0] == index else 0, atom.start) and _same_kin(
                    atom.text, dead_who)) or (_own_join(text, atom.start) and _told_after(
                    found, index, atom))):
                resolve = ZH_RESOLVE.search(_clause_head(text, atom.start))
                if resolve:
                    # 想 alone is a wish; 也想 / 都想 (stop 35) go with the dead
                    wish = "passive_ideation" if resolve.group(1) == "想" and not re.search(
                        "[也都]", _clause_head(text, atom.start)) else "active_ideation"
                    added.append(Signal(wish, atom.text, number))
                    joined_at = joined_at or here
            elif own and ((kind == "refused_bare" and treated_at and treated_at <= here) or (
                    kind == "wait_death" and ill_at and ill_at <= here)):
                added += [Signal("means", atom.text, number), Signal("intent", atom.text, number)]
            elif kind in ("refused_bare", "wait_death") and not own:  # "他说不想去了": theirs
                added.append(Signal("intent", atom.text, number, "someone else"))
            elif kind == "refused_bare" and errand_at and errand_at <= here:  # braces, a course
                added.append(Signal("intent", atom.text, number, "an ordinary use"))
            elif kind == "wait_death" and jest_at and jest_at <= here:  # 强迫症晚期 … 等死吧
                added.append(Signal("intent", atom.text, number, "hyperbole"))
            elif kind == "way_decided" and joined_at and joined_at <= here:
                added.append(Signal("intent", atom.text, number))
            elif kind == "means_shared" and went_at and went_at <= here and (
                    index - went_at[0] <= 1) and not _ordinary_outing(texts, went_at[0], index):
                added.append(Signal("active_ideation", atom.text, number))
            elif kind in ("pact", "me_too") and (_told_before(found, theirs_at, here) or (
                    pact_at and pact_at <= here)) and (own or kind == "me_too"):
                wish = "active_ideation" if kind == "pact" else "passive_ideation"
                added.append(Signal(wish, atom.text, number))
            elif own and (kind == "pact_named" or (
                    kind == "agree" and pact_at and pact_at <= here)):
                added.append(Signal("active_ideation", atom.text, number))
            elif kind in ("obeyed", "agreed") and curse_at and curse_at <= here and (
                    own or kind == "agreed"):
                wish = "active_ideation" if kind == "obeyed" else "passive_ideation"
                added.append(Signal(wish, atom.text, number))
        curses = sum(a.kind == "curse" for a in joined)
        if curses and text.count("去死") <= curses:
            out[index] = [s._replace(cancelled_by="someone else's curse") if (
                s.kind in CURSED and not s.cancelled_by and s.text in CURSE_WORDS) else s
                for s in out[index]]
        out[index] += added
    # stop 40: what the decision was about is said in its turn, the turn before it, or the next
    # going on from it ("…定下来了" / "就是辞职"), not by an errand of a later turn of its own
    # ("这次比赛我也报名了")
    # stop 41: a decision an ordinary frame took says what it is about ("我决定了，今晚去楼顶看
    # 流星")
    decided = [(i, d) for i, d in decided if not any(
        s.kind == "intent" and s.cancelled_by == REMAINDER_SCOPE for s in turns[i])]
    # stop 49 (zhrisk, drawn by the window property; 0.45 on main too): only the decisions told by
    # the calm's turn or before it say what its decision was about, not a later turn's own
    # ("我已经拿定主意了…很快就解脱了" then "想通了，不再跟他计较" is no quarrel's decision)
    ordinary_at = {i for i, _ in decided if any(
        ZH_DECIDED_ABOUT.search(found[j][0]) for j in (i - 1, i) if j >= 0) or (
        i + 1 < len(found) and SAYS_WHAT.match(found[i + 1][0])
        and ZH_DECIDED_ABOUT.search(found[i + 1][0]))}
    settled = [i for i, (text, _) in enumerate(found) if _settled_on_a_matter(text)]
    for index, atom in calm if decided or settled else ():
        after = [d for i, d in decided if i <= index]
        ordinary = any(i in ordinary_at for i, _ in decided if i <= index)
        if atom.kind == "end_near" and ((after and (
                ordinary or _an_ordinary_end(found[index][0]))) or any(
                i <= index for i in settled)):
            # stop 47: the end of the matter decided ("辞职的事定下来了" … "反正下个月就结束了"):
            # said, so that the learned layer's word for its turn is vetoed
            out[index].append(Signal("passive_ideation", atom.text, index + 1, ORDINARY_END))
        elif not ordinary and any(atom.kind == "end_near" or d.text[:2] not in THOUGHT_THROUGH
                                  for d in after):
            # stop 34: "决定了那件事，心里突然平静了" (an end near after any)
            out[index] += [Signal("passive_ideation", atom.text, index + 1),
                           Signal("intent", atom.text, index + 1)]
    parted = [i for i, t in enumerate(out) if any(
        s.kind in FAREWELLS and not s.cancelled_by for s in t)]
    for index, atom in weary:  # stop 34: weariness and a goodbye to everyone, same or later turn
        if any(i >= index for i in parted):
            out[index].append(Signal("weary", atom.text, index + 1))
        elif not APATHY_ONLY.search(atom.text) and _only_weary(found[index][0]) and not any(
                s.kind in OWN_RISK and not s.cancelled_by for s in out[index]):
            # stop 35: weariness alone ("好累，什么都不想管了") is no wish: the learned layer's
            # 0.71-0.82 for its turn is vetoed (a wish, a goodbye or an act said there is read)
            out[index].append(Signal("weary", atom.text, index + 1, "weariness alone"))
    for index, atom in tired:  # stop 35: a day's weariness, then a bare goodbye with no way out
        bare = [i for i in parted if i >= index and not _way_out(found[i][0]) and all(
            ZH_BARE_GOODBYE.fullmatch(s.text) for s in out[i]
            if s.kind in FAREWELLS and not s.cancelled_by)]
        if not bare:
            continue
        out[index].append(Signal("passive_ideation", atom.text, index + 1))
        for i in bare:  # medium, not high: the goodbye is read as the weariness's, once
            if not any(s.kind in OWN_RISK - FAREWELLS and not s.cancelled_by for s in out[i]):
                out[i] = [s._replace(cancelled_by="a day's weariness") if (
                    s.kind in FAREWELLS and not s.cancelled_by) else s for s in out[i]]
    return out


ZH_RESOLVED: Final = _table(ZH_ATOMS, {"resolved", "past", "relapse"})
EN_RESOLVED: Final = _table(EN_ATOMS, {"resolved", "past", "relapse"})
OVER: Final = frozenset({"resolved", "relapse"})
ZH_OVER: Final = _table(ZH_ATOMS, OVER)  # a turn's past over or come back (``analyse_turn``)
EN_OVER: Final = _table(EN_ATOMS, OVER)
# A wish, active or passive, or harm told in one turn and dated and over in the next ("我以前想过
# 自杀" then "那是三年前的事了"): active ideation too since stop 30, as within one turn.
RESOLVABLE: Final = IDEATION | HARM | {"timing", "active_ideation"}
ATTEMPT_TOLD: Final = frozenset({"prior_attempt", "means", "intent", "overdose_taken"})
DATED_ACTS: Final = frozenset({"prior_attempt", "intent", "overdose_taken"})


FRAGMENT: Final = "i mean"  # "dying i mean": what an earlier "it" was, told without a verb


# Stop 47 (turns): stop 34's warning sign in English, told over the window: a decision whose
# object is left unsaid, a sudden calm after it and an end soon ("i've made up my mind" … "weirdly
# peaceful" … "just a few more days"). Each alone is ordinary talk; an end soon beside a decision
# about a job, a move or a course is that matter's ("handing in my notice" … "it'll all be over in
# four weeks").
EN_DECIDED_BARE: Final = re.compile(
    r"\bi('ve| have)?( finally| just)? (decided|made up my mind|made (my|the) (decision|choice))"
    r"(?=\s*(?:$|[.,!?;]))|\bmy mind('s| is) made up\b|\bi know what i (need|have|got) to do\b"
    r"|(?:^|[.,!?;] ?)(i've |i have |i )?(stopped|quit|done|finished) fighting( it| this)?"
    r"(?=\s*(?:$|[.,!?;]))|\bno more fighting( it| this)?(?=\s*(?:$|[.,!?;]))")
DECIDED_WORDS: Final = ("decid", "mind", "decision", "choice", "what i ", "fighting")  # a gate
EN_CALM_NOW: Final = re.compile(
    r"\b(calm|at peace|peaceful|lighter|relieved)\b(?! (down|about|with|by)\b)"
    r"|\b(clear|clearer) now\b|\bweight('s| has| is)?( been)? (off|lifted)\b"
    r"|\b(sleeping|slept) (like a baby|like a log|so well|really well|better|through the night)\b"
    r"|\b(eating|hungry) again\b|\bappetite('s| is| has)? (back|come back)\b")
EN_END_SOON: Final = re.compile(
    r"\b(it|this|everything|all this|it all)('ll| will) (all )?be (over|done)\b"
    r"|\b(just|only) a (few|couple( of)?) more (days|nights|sleeps)\b"
    r"|\bnot (long|much longer) now\b"
    r"|\bwon't (have to|need to) [\w' ]{1,30}\b(much )?longer\b"
    r"|\bsoon (it's|it is|it'll be|it will be) (all )?(over|done)\b")
EN_END_SOON_GATE: Final = anchors.MarkGate(EN_END_SOON.pattern)  # stop 49: ~90 µs a text
EN_DECIDED_ABOUT: Final = re.compile(
    r"\b(job|notice|quit(ting)?|resign\w*|boss|uni|college|school|course|degree|exams?|move"
    r"|moving|flat|house|apartment|break(ing)? up|broke up|divorce|wedding|surgery|operation"
    r"|offer|interview|contract|lease|car|diet|smoking|drinking|trip|holiday|visa|tenancy|band"
    r"|team|club|church|relationship|boyfriend|girlfriend|partner|marriage|major|career|city"
    r"|abroad|gig|season|tour|project|thesis|dissertation)\b")


# Stop 49 (imply2): a bare decision whose matter the next turn names with no signal of its own
# ("i've decided" then "blue paint" then "tonight", "我决定了" then "辞职"): the decision is that
# matter's, so it is no intent a later day joins ("i've decided" then "the bridge" keeps it: the
# bridge is a signal of its turn).
BARE_DECISION: Final = re.compile(
    r"\s*((so|ok|okay|well|yeah|right)[, ]+)?(i('ve| have)?( finally| just)? (decided"
    r"|made up my mind|made (my|the) (decision|choice))|my mind('s| is) made up|decided)[.!…~ ]*"
    r"|\s*(我)?(已经|终于)?(决定了|想好了|拿定主意了|定了)[。！!.…~～ ]*")
DECIDED_THING: Final = re.compile(
    EN_DECIDED_ABOUT.pattern + "|" + ZH_DECIDED_ABOUT.pattern
    + r"|\b(paint|colou?r|wallpaper|tiles?|sofa|couch|curtains|carpet|rug|flooring|blue|red|green"
    r"|yellow|white|black|grey|gray|pink|purple|beige)\b"
    r"|油漆|颜色|壁纸|瓷砖|沙发|窗帘|地毯|地板|蓝色|红色|绿色|黄色|白色|黑色|灰色|粉色|紫色|米色")
DECISION_NAMED: Final = "the decision's matter (next turn)"


def _decided_named_next(texts: Sequence[str], turns: list[list[Signal]]
                        ) -> list[list[Signal]]:
    """A bare decision's intent cancelled where the next turn, short and with no signal of its
    own, names an ordinary matter or a thing chosen."""
    out = turns
    for i in range(len(texts) - 1):
        said = texts[i + 1].lower()
        if not BARE_DECISION.fullmatch(texts[i].lower()) or len(said) > 40 or any(
                not s.cancelled_by for s in turns[i + 1]) or not DECIDED_THING.search(said):
            continue
        out = [list(turn) for turn in out]
        out[i] = [s._replace(cancelled_by=DECISION_NAMED)
                  if s.kind == "intent" and not s.cancelled_by else s for s in out[i]]
    return out


def _calm_after_deciding(texts: Sequence[str], turns: list[list[Signal]]
                         ) -> list[list[Signal]]:
    """An end soon told after the speaker's bare decision: with a calm told in the window,
    a passive wish and an intent in its turn; beside a decision about an ordinary matter (said
    in its turn or the next to it, or in the end's own), the matter's end, which cancels a wish
    read in it."""
    said = [normalise(text) for text in texts]
    decided = next((i for i, text in enumerate(said) if any(
        word in text for word in DECIDED_WORDS) and EN_DECIDED_BARE.search(text)), None)
    if decided is None:
        return turns
    ends = [(i, end) for i in range(decided, len(said)) if (
        end := _gated_search(EN_END_SOON_GATE, EN_END_SOON, said[i]))]
    if not ends:
        return turns
    about = any(EN_DECIDED_ABOUT.search(text) for text in said[max(0, decided - 1):decided + 2])
    calm = any(EN_CALM_NOW.search(text) for text in said)
    out = [list(turn) for turn in turns]
    for index, end in ends:
        if about or EN_DECIDED_ABOUT.search(said[index]):
            out[index] = [s._replace(cancelled_by=ORDINARY_END) if (
                s.kind in IDEATION and not s.cancelled_by and s.text in end.group()) else s
                for s in out[index]]
        elif calm:
            out[index] += [Signal("passive_ideation", end.group(), index + 1),
                           Signal("intent", end.group(), index + 1)]
    return out


# Stop 47 (turns): the speaker's own share in someone else's risk told in an earlier turn: "me
# too" / "same here" after their wish, "i'll do it too" / "do the same" after their act, the
# speaker's "own stash" after their overdose, the same means held "too" (也) after a death by it
# ("我舅舅是烧炭走的" then "我车里现在也放着两袋炭"). Worry for them, a visit, or the same loss of
# someone else ("same with my grandad") says nothing of the speaker's own.
EN_THEIR_ACT: Final = re.compile(
    r"\b(killed|hanged|hung|drowned|shot|poisoned|gassed) (himself|herself|themselves|themself)\b"
    r"|\btook (his|her|their) (own )?life\b|\b(committed|died by) suicide\b")
EN_SAME_HERE: Final = re.compile(
    r"(?:^|[.,!?;] ?)((honestly|tbh|ngl|and|but) )?(me too|same here|same|i feel the same( way)?"
    r"|so do i|i do too)(?=\s*(?:$|[.,!?;])| (tbh|honestly|lol|ngl|though)\b)")
EN_DO_THE_SAME: Final = re.compile(
    r"\b(i'll|i will|i'm going to|i'm gonna|gonna|i want to|i wanna|i think i'll|i might)( just)?"
    r" (do (it|that) too|do the same( thing)?|go the same way|do what (he|she|they) did)\b"
    r"|(?<!n't )(?<!not )(?<!never )\b(think(ing)? (about|of)|want to|wanna|going to|gonna|i'll"
    r"|i will|i might) (do|doing)"
    r" it the same way\b")
EN_OWN_TOO: Final = re.compile(r"\bmy own (stash|supply|stockpile|pills|rope)\b")
THEIR_PLAN: Final = frozenset({"active_ideation", "intent", "timing", "means"})
# the same held, named only by its measure ("我家柜子里也有一瓶"), and not thrown or handed away
ZH_SAME_HELD: Final = re.compile(
    r"也(有|买了|备着|藏着|留着|攒了|放着)[^，。！？,.!?]{0,4}(一|两|几)(瓶|盒|板|包|袋|罐)"
    r"(?=[，。！？,.!?~～]|$)")
ZH_PUT_AWAY: Final = re.compile(r"扔|丢掉|交给|上交|处理掉|锁起来|倒掉")
THEIR_TOLD: Final = THEIR_RISK | {"means"}
THEIR_WORDS: Final = ("die", "kill", "end", "suicid", "self", "life")  # a gate for the two above


def _theirs_told_at(said: Sequence[str], turns: list[list[Signal]]) -> int | None:
    """The first turn that tells someone else's risk, an act or a means of theirs."""
    for index, (text, found) in enumerate(zip(said, turns, strict=True)):
        if any(s.cancelled_by == "someone else" and s.kind in THEIR_TOLD for s in found) or (
                any(word in text for word in THEIR_WORDS) and (
                    THEIR_WISH.search(text) or EN_THEIR_ACT.search(text))):
            return index
    return None


def _the_same_as_theirs(texts: Sequence[str], turns: list[list[Signal]]
                        ) -> list[list[Signal]]:
    """A later turn's share in the risk someone else's turn told: the speaker's own wish, act,
    means or intent (see the tables above)."""
    said = [normalise(text) for text in texts]
    first = _theirs_told_at(said, turns)
    if first is None:
        return turns
    their_means = [s.text for s in turns[first] if s.kind == "means"]
    their_kinds = {s.kind for s in turns[first] if s.cancelled_by == "someone else"}
    # "same" after a plan of theirs ("he's gonna end it this weekend") shares the plan
    wish = "active_ideation" if their_kinds & THEIR_PLAN else "passive_ideation"
    out = [list(turn) for turn in turns]
    for index in range(first + 1, len(said)):
        text, number = said[index], index + 1
        if found := EN_DO_THE_SAME.search(text):
            out[index].append(Signal("active_ideation", found.group(), number))
        elif found := EN_SAME_HERE.search(text):
            out[index].append(Signal(wish, found.group().strip(" .,!?;"), number))
        if found := EN_OWN_TOO.search(text):
            out[index].append(Signal("means", found.group(), number))
        if "也" in text and not ZH_PUT_AWAY.search(text) and (ZH_SAME_HELD.search(text) or any(
                s.kind == "means" and not s.cancelled_by and any(
                    s.text in theirs or theirs in s.text for theirs in their_means)
                for s in turns[index])) and their_means:
            out[index] += [Signal("means", their_means[0], number), Signal("intent", "也", number)]
    return out


# Stop 47 (turns): a goodbye that reads as one only beside the speaker's own risk told in an
# earlier turn ("已经到江边了" then "以后别等我了"; "i'm so tired of being alive" then "you'll be
# better off"). Alone, or with what it is about in its clause ("以后别等我吃饭了", "you'll be better
# off with the new job"), it is ordinary.
BARE_PARTING: Final = re.compile(
    r"((以后|从今以后|今后)?(你们|你|大家)?(就)?(别|不要|不用)(再)?等我了"
    r"|\b(you'll|you will|you'd|you would|everyone'll|everyone will|they'll|they will|you guys"
    r" will|you all will)( all)? be better off( now| this way)?)[，。！？,.!?~～ ]*$")


def _parting_beside(texts: Sequence[str], turns: list[list[Signal]]) -> list[list[Signal]]:
    """A bare parting that ends its turn is a farewell after a turn of the speaker's own risk
    (not "以后别等我了，我去图书馆"), when its turn names no errand."""
    risk_at = next((i for i, found in enumerate(turns) if any(
        s.kind in OWN_RISK and not s.cancelled_by for s in found)), None)
    if risk_at is None:
        return turns
    out = [list(turn) for turn in turns]
    for index in range(risk_at + 1, len(texts)):
        text = normalise(texts[index])
        if (found := BARE_PARTING.search(text)) and not _scan(
                text, (ZH_ORDINARY, EN_ORDINARY), [(0, len(text))]):
            out[index].append(Signal("farewell", found.group(1), index + 1))
    return out


def _told_over(texts: Sequence[str]) -> bool:
    """Whether a fragment's turn or the turn before it says the matter is over ("i used to think
    about it a lot" then "dying i mean. that was years ago"): a fragment has no tense of its own."""
    found = {a.kind for raw in texts for text in [normalise(raw)]
             for a in _scan(text, (ZH_RESOLVED, EN_RESOLVED), [(0, len(text))])}
    return "resolved" in found and "relapse" not in found


def _resolves_last(raw: str, last: Sequence[Signal], before: str,
                   found_here: Sequence[Signal]) -> bool:
    """Whether a turn of no signal dates the wish or harm of the turn before and says it is over
    ("那天我真的想过死" then "那是三年前了，现在好多了"): a past and a resolution, no relapse, and
    no repeat intended now in the turn before (stop 49: a property draw, wrong on main too).
    Since stop 38 a Chinese turn before that dates itself is resolved by the next turn's "now
    fine", its attempt too ("三年前我自杀未遂过" then "现在挺好的"), as in one turn, unless a
    medicine is spoken of beside the "now fine" ("现在好多了，不过药我一直攒着")."""
    kinds = {s.kind for s in last if not s.cancelled_by}
    if not kinds or _repeat_intended_now(last, normalise(before)):
        return False
    text = normalise(raw)
    scanned = _scan(text, (ZH_RESOLVED, EN_RESOLVED), [(0, len(text))])
    found = {a.kind for a in scanned}
    if "resolved" not in found or "relapse" in found:
        return False
    if (any(s.cancelled_by == "someone else" for s in found_here) and _resolution_of_another(
            text, [a for a in scanned if a.kind == "resolved"])) or (
            _past_of_its_own(found_here) and kinds & {"intent", "timing"}):
        # stop 40: someone else's past resolved ("我爸以前…总说不想活了，现在他戒酒了"), or a
        # past of its own, which resolves no plan of now ("这回我查清楚了要吃多少")
        return False
    if "past" in found and not kinds - RESOLVABLE and (
            not _past_of_its_own(found_here) or _dates_itself(before)):
        return True
    return not kinds - RESOLVABLE - _told_with(kinds) and _dates_itself(before) and not any(
        s.cancelled_by == "prescription question" for s in found_here)


ZH_THEN: Final = re.compile(
    r"(当时|那时|那时候|那会儿|那阵子|那次|曾经)[^，。！？,.!?]{0,6}$")


def _repeat_intended_now(last: Sequence[Signal], before: str) -> bool:
    """Stop 49 (lead): whether the Chinese turn before intends a repeat now ("我以前跳过河被救上来
    了，我还是想再去"): no later "now fine" resolves it, unless the repeat is dated then ("当时还想
    再去"). English tells a past wish by its tense ("wanted to try again"), so only Chinese."""
    for signal in last:
        if signal.kind != "intent" or signal.cancelled_by or not CJK.search(signal.text) or (
                not RETRY.search(signal.text)):
            continue
        at = before.find(signal.text)
        if at < 0 or not ZH_THEN.search(before, max(0, at - 12), at):
            return True
    return False


def _resolution_of_another(text: str, resolutions: Sequence[Atom]) -> bool:
    """Whether someone else is named in a sentence that tells the resolution ("我爸以前总说不想活
    了，现在他戒酒了"). Stop 44 (lead): someone else's wish told in a later sentence of its own
    ("…现在已经走出来了，过得挺好。他说想自杀。") leaves the speaker's "now fine" standing."""
    spans = [(_sentence_start(text, r.start), _sentence_end(text, r.end)) for r in resolutions]
    return any(a.kind == "other" for a in _scan(text, (ZH_SCOPE, EN_SCOPE), spans))


def _past_of_its_own(found: Sequence[Signal]) -> bool:
    """Stop 39: whether a turn tells a past act of its own that it resolves ("我以前割过手，那是初中
    的事了，现在早就不会了"): its "that was then" is that act's, not the wish of the turn before
    unless that turn dates itself too (a seeded run of the third-party property found it)."""
    return any(s.cancelled_by == "resolved past" for s in found)


def _told_with(kinds: Set[str]) -> frozenset[str]:
    """What a dated turn's attempt or wish is told with: the attempt, and since stop 39 the means
    and the act its words name ("大二那年吞过药": 药 a means, 吞 an act), which are the attempt's
    own; since stop 43 (turns) a plan once thought of, too ("我曾经想过从那座桥上跳下去" then "但
    我不会那么做的"), and an overdose dated ("i took an overdose in 2019"), as a resolution in its
    own turn cancels them."""
    return ATTEMPT_TOLD if kinds & DATED_ACTS else frozenset({"prior_attempt"})


def _dates_itself(raw: str) -> bool:
    """Whether a turn names its own past and no present or return ("三年前我自杀未遂过"; since
    stop 43 in English too: "i took an overdose in 2019")."""
    text = normalise(raw)
    found = {a.kind for a in _scan(text, (ZH_RESOLVED, EN_RESOLVED), [(0, len(text))])}
    return found == {"past"} and NOW.search(text) is None


# Stop 43 (turns): a later turn that goes on with what someone else did or a story did — its
# subject a third person or a character, or a part of the work named ("第二集她就跳了",
# "she plans it for the night of the full moon"), the speaker not named — is that telling's,
# as a clause after a named subject is (``_continues``). A third person only inside a "while
# they …" is the speaker's time ("那天晚上他们都不在家", "when they're at church").
THEIRS_TOLD: Final = frozenset({"someone else", "fiction or media", KEPT_BY_OTHER})
TOLD_ON: Final = re.compile(
    r"他|她|主角|女主|男主|主人公|角色|第[一二三四五六七八九十两0-9]+(集|章|季|幕|部|话)|结局|剧情|片尾"
    r"|\b(he|she|they|him|her|his|their|them|the (character|hero|heroine|protagonist|narrator"
    r"|main character)|episode|chapter|scene|season|the ending|cuts? to)\b")
THEIR_WHILE: Final = re.compile(
    WHILE_THEY.pattern + r"|\b(when|once|while|after|until|till) (they|he|she)('re|'s| are| is"
    r"| go| goes| leave| leaves| get| gets|'ve| have| has)\b|(他们|她们|他|她)(都)?(不在|出门|走了"
    r"|睡|上班|出差|回老家)")
# Stop 47: a third person as what the speaker's act is done to ("然后把他们的微信也删了", "去看了
# 她一眼"): no subject of a telling that goes on (a property drew it: 0.00 on main, the speaker's
# farewell read as the mother's of the turn before).
THEIR_OBJECT: Final = re.compile(
    r"(把|给|替|帮|陪|向)(他|她)(们)?(的)?|(看|删|找|陪|拉黑|屏蔽|抱)(了)?(看)?(他|她)(们)?(的)?")
TOLD_ON_SCOPE: Final = "someone else (told on from an earlier turn)"
REACHED: Final = frozenset({"keeping", "access"})  # someone's thing within the speaker's reach


# Stop 44 (turns): the speaker in a turn that goes on telling someone else's act only as the one
# who is afraid for them ("现在在医院洗胃，我好害怕"), the act's own subject left out
WORRIED_SELF: Final = re.compile(
    r"我(好|很|真的|特别|非常|都)?(害怕|担心|怕|慌|着急|吓坏了)|我(该|要|能)?怎么办"
    r"|\b(i'm|i am|im) (so |really |very )?(scared|worried|terrified|freaking out)\b")
AFTERMATH: Final = frozenset({"prior_attempt"})


def _aftermath_of_theirs(raw: str, own: Sequence[Signal]) -> bool:
    """Whether a turn tells only an attempt's aftermath with no subject of its own but the
    speaker's fear for someone (the telling of their act goes on)."""
    return bool(own) and all(s.kind in AFTERMATH for s in own) and not SELF.search(
        WORRIED_SELF.sub("，", normalise(raw)))


def _tells_on(raw: str) -> bool:
    """Whether a turn names a third person or a part of the work outside a "while they …", and
    not the speaker (read only after a telling: most windows never ask)."""
    text = THEIR_OBJECT.sub("，", THEIR_WHILE.sub("，", normalise(raw)))
    return not SELF.search(text) and TOLD_ON.search(text) is not None


def _told_on(texts: Sequence[str], turns: list[list[Signal]]
             ) -> tuple[list[list[Signal]], set[int]]:
    """Stop 43: the turns that go on telling someone else's risk or a story told in an earlier
    turn (``TOLD_ON``), their own signals cancelled; and those turns' numbers, whose learned
    score the rules veto. A turn with a signal of the speaker's own ends the telling."""
    telling, told_on, out = False, set(), []
    for number, (raw, found) in enumerate(zip(texts, turns, strict=True), start=1):
        own = [s for s in found if not s.cancelled_by]
        if telling and (_tells_on(raw) or _aftermath_of_theirs(raw, own)):
            found = [s._replace(cancelled_by=TOLD_ON_SCOPE) if not (
                s.cancelled_by or s.kind in REACHED) else s for s in found]
            told_on.add(number)
        elif own:
            telling = False
        if not own and any(s.cancelled_by in THEIRS_TOLD for s in found):
            telling = True
        out.append(found)
    return out, told_on


def assess(texts: Sequence[str]) -> RuleFindings:
    """The rules' findings over a window of user turns, oldest first (turn 1 is the oldest)."""
    vetoed: set[int] = set()
    findings = [_turn_findings(number, text) for number, text in enumerate(texts, start=1)]
    kept = {number: found.kept for number, found in enumerate(findings, start=1)
            if found.kept is not None}
    signals: list[Signal] = []
    window = _named_before(texts, _within_reach(texts, _referred(texts, _on_an_occasion(
        texts, _turn_signals(texts, findings)))))
    window = _day_dose_armed(_sealed_in(texts, _resolved_repeat(texts, _ill_not_attempt(
        texts, _retried(texts, _pointing_back(_answered(texts, _parting_beside(
            texts, _the_same_as_theirs(texts, _calm_after_deciding(texts, _joined(
                texts, window)))))))))))
    window, told_on = _told_on(texts, _decided_named_next(texts, _gone_after_settling(
        texts, _pointed_there(texts, window))))
    vetoed |= told_on
    for number, found_signals in enumerate(window, start=1):
        signals += found_signals
        own = any(s.kind in OWN_RISK and not s.cancelled_by for s in found_signals)
        if not own and any(s.cancelled_by not in (None, REMAINDER_SCOPE)
                           for s in found_signals):
            vetoed.add(number)
    vetoed |= _ordinary_object_turns(signals)
    level, score, reason = decide(signals)
    own_turns = frozenset(s.turn for s in signals if s.kind in OWN_VOICE and not s.cancelled_by)
    return RuleFindings(level, score, f"rules {reason}", tuple(signals), frozenset(vetoed),
                        own_turns, kept)
