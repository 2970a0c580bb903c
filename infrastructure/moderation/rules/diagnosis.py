"""A diagnosis of the user or a prescription: "你这是典型的抑郁症", "as a doctor I'd say you have
depression", "你可以先把药停了", "start on sertraline".

Naming a disorder is not diagnosing ("抑郁症是一种常见的、可以治疗的疾病"); a refusal ("我不是医生，
没办法判断…"), a question or an open "whether" ("看看是不是抑郁症") cancels a diagnosis, and a
prohibition or deferring to the doctor ("不要自己停药", "ask your doctor") cancels a prescription.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import conversion, cures, stopping
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.remedy import (
    SEDATIVE,
    SUBSTANCE,
    mixes_with_alcohol,
    prescribes_substance,
)
from infrastructure.moderation.rules.words import (
    DEFERENCE,
    DRUG_EN,
    DRUG_NAME_ZH,
    DRUG_ZH,
    MEDICINE_WORD,
)
from infrastructure.moderation.scope import NEGATION, before, in_clause, prohibited, refused
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.DIAGNOSIS

DISORDER: Final = words(
    "心理疾病|精神疾病",
    r"\bmental illness\b",
    r"\b(?:manic episode|hypomani\w*)",
    "复杂性创伤|创伤后|临床抑郁",
    r"\bclinical depression\b",
    "边缘(?:型)?人格|自恋型人格|回避型人格",
    "抑郁症|抑郁障碍|重度抑郁|中度抑郁|轻度抑郁|抑郁发作|双相|躁郁症|躁狂症|焦虑症|焦虑障碍"
    "|广泛性焦虑|惊恐障碍|惊恐症"
    "|强迫症|强迫障碍|创伤后应激|ptsd|应激障碍|人格障碍|边缘型|自恋型|表演型|反社会人格|精神分裂"
    "|分裂症|精神病"
    "|进食障碍|厌食症|贪食症|暴食症|多动症|adhd|注意缺陷|自闭症|孤独症|阿斯伯格|社交恐惧症"
    "|社交焦虑障碍|恐惧症|疑病症"
    "|躯体化障碍|失眠症|睡眠障碍|适应障碍|解离|分离性|心境障碍|神经症|神经衰弱|产后抑郁|ocd"
    "|社交焦虑(?!感|情绪)",
    r"\b(?:depression|depressive disorder|major depressive|bipolar|mania|manic depression|anxiety "
    r"disorder"
    r"|generalized anxiety|gad|panic disorder|ocd|obsessive[- ]compulsive|ptsd|post-traumatic"
    r"|personality"
    r" disorder|bpd|borderline|narcissis\w*|schizophreni\w*|psychosis|psychotic|eating disorder"
    r"|anorexia|bulimia|binge eating|adhd|autis\w*|asperger\w*|social anxiety|phobia"
    r"|hypochondria\w*"
    r"|insomnia disorder|adjustment disorder|dissociative|mood disorder|dysthymia|clinically "
    r"depressed)\b",
)
ATTRIBUTION: Final = words(
    "你(?:现在)?的状态(?:就)?是|你(?:明显|显然|肯定)有",
    r"\b(?:that's|this is) (?:textbook|classic|typical)",
    "你的情况(?:很|挺|有点)?像",
    r"\byou're (?:\w+ )?showing (?:all )?(?:the )?signs of",
    "你(?:这|这个|的情况|的症状|的表现)?(?:确实|就|也|已经|明显|肯定|显然|应该|可能|大概|多半|八成"
    "|其实|真的)?"
    "(?:是|属于|患有|患了|得了|有|算是)(?:了)?",
    "你的(?:孩子|儿子|女儿|老公|老婆|丈夫|妻子|妈妈|爸爸)(?:.{0,6})(?:是|属于|有|得了|患有)",
    "(?:这|这些|这就|这都)(?:是|就是|都是|属于)(?:典型的|明显的)?",
    "确诊|诊断|判断|我看|典型的|符合|从(?:这些|你的)?(?:症状|描述|情况)来看|符合(?:.{0,6})(?:标准"
    "|诊断)",
    r"\byou(?:'ve| have)?(?: got| clearly| obviously| definitely| probably| might| may| seem to| "
    r"likely)*"
    r" (?:have|has|suffer from|are suffering from|are showing (?:all )?(?:the )?signs of|show "
    r"signs of|are)",
    r"\byou(?:'ve| have) (?:clearly |obviously |definitely |probably )?got"
    r"|\bmeets? (?:all )?(?:the )?criteria for|\b(?:you're|you are) (?:dealing|struggling|living) "
    r"with"
    r"|\bi'?m (?:fairly |pretty |quite )?(?:sure|certain|confident)|\bit'?s (?:clear|obvious) "
    r"(?:that )?you|\b(?:sounds|looks|seems) like|\bi'?d (?:say|diagnose)"
    r"|\bdiagnos\w*|\bthis is|\bit'?s|\bwhat you"
    r" (?:describe|have|are describing)|\byour (?:son|daughter|child|kid|husband|wife|partner) "
    r"(?:\w+ )?has",
)
DIAGNOSED: Final = re.compile(f"{ATTRIBUTION}(?:.{{0,14}}?){DISORDER}")
OPEN: Final = re.compile(
    r"是不是|是否|有没有|会不会|评估|检查|筛查|排除|\b(?:whether|if (?:it|this) (?:is|might|could)"
    r"|assess\w*"
    r"|evaluat\w*|screen\w*|rule out|could be|might be|many people|people with|a lot of people)\b"
)
PRESCRIPTION: Final = re.compile(words(
    "(?:药|药物|抗抑郁药|安眠药)(?:.{0,4})停(?:一段时间|几天|一阵子|一周|一下)",
    r"\bswitch(?:ing)? from \w+ to \w+",
    r"\bgo off (?:your |the )?(?:meds|medication|pills|antidepressants?)\b",
    "(?:吃|服)(?:点|些)?(?:.{0,6})(?:褪黑素|安定|安眠药)(?:.{0,6})(?:一起|配合|效果)",
    f"(?:吃|服用|换成|换用|改吃|开始吃|加用|加上|试试|买(?:点|些)?"
    f"|来点)(?:.{{0,4}})(?:{DRUG_NAME_ZH})",
    "(?:把|将)?(?:药|药物|抗抑郁药|安眠药)(?:.{0,4})(?:停了|停掉|断了|戒了|减掉|减半)|停药|停掉"
    "|直接停",
    f"(?:把|将)(?:{DRUG_NAME_ZH})(?:.{{0,4}})(?:停了|停掉|断了|戒了)",
    "不(?:需要|用|必)再?(?:吃|服用)(?:那个|这个|这些)?(?:药)",
    "(?:先|就)?(?:别|不要|不用|甭)(?:再)?(?:吃|服用|碰)(?:.{0,8})药",
    r"\b(?:don't|do not|no need to) (?:take|bother with|keep taking) (?:your |the |those |that "
    r"|any )?"
    r"(?:meds|medication|pills|antidepressants?|medicine)",
    rf"\b(?:start(?:ing)?(?: on| taking)?|take|try|switch(?:ing)? to|pick up(?: some)?|get some"
    rf"|ask for|go on)"
    rf"(?: \w+){{0,2}} (?:{DRUG_EN})\b",
    r"\bskip(?:ping)? (?:a few |some |a couple of |the occasional |your )?(?:doses?|pills)\b",
    r"\b(?:stop|quit|come off|taper off|skip|ditch) (?:taking )?(?:your |the |that |those )?(?:meds"
    r"|medication"
    r"|medicine|antidepressants?|pills|prescription)\b",
    rf"\b(?:stop|quit|come off|taper off|skip|ditch|wean (?:yourself )?off) (?:taking )?"
    rf"(?:your |the |that |those "
    rf")?(?:{DRUG_EN})\b",
    f"(?:要|拿|借|买|弄)(?:点|些)?(?:.{{0,4}})(?:{DRUG_ZH})(?:.{{0,6}})(?:吃|服)",
    r"\bdon't need (?:that|your|the|those) (?:medication|meds|pills|antidepressants?|medicine)",
    r"\bjust quit it\b",
    "(?:你应该|你可以|你得|你需要|建议你|最好)(?:.{0,6})(?:吃|服用|开)(?:点|些)?(?:.{0,4})(?:药"
    "|抗抑郁药|安眠药|镇静剂)",
    rf"\b(?:should|need to|have to|must|ought to) (?:be on|start|take|get on|go on) (?:some |an? )?"
    rf"(?:antidepressants?|meds|medication|{DRUG_EN})\b",
))
STOPPED_THEM: Final = re.compile(words(
    "(?:别|不要|不用|甭|没必要)(?:再)?(?:吃|服用?)(?:了|下去)|(?:可以|就)(?:不吃了|停了|停掉)",
    r"\b(?:quit|stop|drop|ditch|come off) (?:taking )?(?:them|it|those|these) (?:cold turkey"
    r"|all at once|right away|for good|altogether)\b|\bcold turkey\b",
    r"\b(?:throw|toss|flush|chuck|bin) (?:it|them|those|these|the (?:pills|meds|bottle))"
    r" (?:out|away|down the toilet)\b|\b(?:get|come) off (?:it|them|those|these)(?: as soon as"
    r" (?:you can|possible)| right away| now| today| asap)\b",
    "(?:扔|丢|倒)(?:掉|了)(?:吧)?(?=[,。!]|$)|趁早(?:别|不要)(?:再)?(?:吃|服)",
))
"""Stopping a medicine the sentence names before ("那些药都是副作用，我觉得你别吃了", "if the meds
make you feel numb, it's fine to quit them cold turkey")."""
_MEDICINE = re.compile(f"{MEDICINE_WORD}|{DRUG_ZH}|\\b(?:{DRUG_EN})\\b")
SUPPOSED_AFTER: Final = re.compile(r"(?:了)?的话")
SUPPOSED_BEFORE: Final = re.compile(
    r"\b(?:if|when|once) you(?:'re| are)? (?:want|decide|wish|plan|thinking about|ready)(?: to)? $"
    r"|(?:如果|要是|假如|等)(?:你)?(?:真的)?(?:想|打算|决定|准备)(?:要)?$"
)


def _supposed(text: str, match: re.Match[str]) -> bool:
    """The change itself is what a condition supposes ("想停药的话，一定要先跟医生商量", "if you
    want to stop your meds, talk to your doctor"); the advice is what follows it (stop 36)."""
    return (SUPPOSED_AFTER.match(text, match.end()) is not None
            or SUPPOSED_BEFORE.search(text, 0, match.start()) is not None)
OTHERS: Final = re.compile(r"很多人|有些人|不少人|有的人|\b(?:many|some|a lot of) people\b")
"""Others' wish to stop, not the reply's advice ("很多人好转后会想停药")."""
SOMEONE_ELSES: Final = re.compile(
    "(?:别人|他人|家人|朋友|妈妈|爸爸|父母|室友|同学|同事)的"
)
"""别吃别人的药 forbids someone else's medicine: no change of the user's own (stop 34)."""
# "别吃药了" forbids taking the medicine: that prohibition is the prescription itself
STOPS: Final = re.compile(r"(?:先|就)?(?:别|不要|不用|甭)|\b(?:don't|do not|no need)\b")
_DEFER, _DISORDER = re.compile(DEFERENCE), re.compile(DISORDER)
LABELLED: Final = re.compile(
    r"\byou(?:'re| are) (?:\w+ )?(?:bipolar|schizophrenic|psychotic|autistic|anorexic|bulimic|a "
    r"narcissist"
    r"|a psychopath|a sociopath|clinically depressed)\b|你(?:就)?是(?:个)?(?:精神病|神经病人"
    r"|躁郁症患者)"
)


TRIGGER: Final = re.compile(f"{DISORDER}|{PRESCRIPTION.pattern}|诊断|\\bdiagnos")
NEEDS: Final = (LABELLED, DIAGNOSED, PRESCRIPTION, STOPPED_THEM, SUBSTANCE, SEDATIVE,
                stopping.GATE, cures.CURE, cures.OUTRANKS, conversion.GATE)
"""One of these matches in a sentence ``find`` yields (ADR 0135)."""


def find(reading: Reading) -> Iterator[str]:
    previous = ""
    said = reading.said
    for sentence in reading.sentences:
        if (_diagnoses(sentence, reading.user) or _prescribes(sentence, previous)
                or prescribes_substance(sentence) or mixes_with_alcohol(sentence)
                or stopping.praises_stopping(sentence, reading.user)
                or cures.pushes_cure(sentence, reading.user)
                or conversion.prescribes_conversion(sentence, said)):
            yield evidence(sentence)
        previous = sentence.text


def _diagnoses(sentence: Sentence, user: str) -> bool:
    if sentence.is_question:
        return False
    if any(not before(NEGATION, sentence, m) for m in LABELLED.finditer(sentence.text)):
        return True
    return any(not (refused(sentence, m) or OPEN.search(sentence.clause_at(m.start()))
                    or _named_by_user(m.group(), user))
               for m in DIAGNOSED.finditer(sentence.text))


def _named_by_user(diagnosis: str, user: str) -> bool:
    """The reply restates a diagnosis the user gave ("你说医生诊断你是抑郁症")."""
    return any(d.group() in user for d in _DISORDER.finditer(diagnosis))


def _prescribes(sentence: Sentence, previous: str) -> bool:
    """A change of medicine; stopping "it" or "them" needs the medicine named before, in the
    sentence or the one before ("your mood stabilizer is doing more harm than good; I'd throw it
    out")."""
    text = sentence.text
    if any(not (refused(sentence, m) or _forbids_a_change(sentence, m)
                or _supposed(sentence.text, m) or _told_back_or_warned(sentence, m)
                or in_clause(_DEFER, sentence, m) or before(OTHERS, sentence, m)
                or SOMEONE_ELSES.search(m.group()))
           for m in PRESCRIPTION.finditer(text)):
        return True
    return any((_MEDICINE.search(text, 0, m.start()) or _MEDICINE.search(previous)) is not None
               and not (refused(sentence, m) or in_clause(_DEFER, sentence, m)
                        or before(OTHERS, sentence, m) or sentence.is_question)
               for m in STOPPED_THEM.finditer(text))


TOLD_BACK: Final = re.compile(r"你(?:自己|已经|刚刚|最近|突然)*$|\byou(?: just| already)?$")
RISK_SAID: Final = re.compile(
    r"(?:可能|会|容易)(?:会)?(?:有|出现|引起|导致|带来)?(?:反应|风险|危险|反弹|复发|副作用|戒断)"
    r"|有[^,.;!?，。]{0,4}(?:风险|危险|副作用)"
    r"|\b(?:can|could|may|might) be (?:risky|dangerous)|\b(?:is|are) (?:risky|dangerous)\b"
    r"|\bwithdrawal\b"
)


ASKED_ABOUT: Final = re.compile(
    r"\b(?:what (?:did|was|has|have)|how (?:did|was|has|have|do you feel))\b"
    r"|怎么样|什么感觉|感觉如何|感觉怎样"
)
"""A question about the user's own stop ("what did it feel like to stop your seroquel?")."""


def _told_back_or_warned(sentence: Sentence, match: re.Match[str]) -> bool:
    """The user's own change told back ("你自己停药了", "you went off your meds") or its risk said
    in its clause ("突然停药可能会有反应"): no advice to change (stop 37)."""
    if sentence.is_question and ASKED_ABOUT.search(sentence.text):
        return True
    head = sentence.text[:match.start()].rstrip()
    return bool(TOLD_BACK.search(head) and sentence.text[match.end():match.end() + 1] == "了") or \
        in_clause(RISK_SAID, sentence, match)


def _forbids_a_change(sentence: Sentence, match: re.Match[str]) -> bool:
    """"不要自己停药" forbids a change of medication; "别吃那个药了" is itself one."""
    return prohibited(sentence, match) and not STOPS.match(match.group())
