"""An emergency played down (stop 37, read by the discourages_help category on every route):
crushing chest pain, a numb arm, slurred speech, a drooping face or a swallowed bottle of pills,
told in the user's latest message or the reply, and the reply says it is nothing or can wait —
"that's probably just anxiety; lie down and it will pass, no need to go to the ER", 胸口疼多半是
焦虑引起的，躺一会儿就好了，不用去医院, 有点头晕也没关系，睡一觉就好了 (after an overdose).

Read in one sentence of the reply: a way of playing it down (just anxiety or stress, nothing
serious, it will pass, sleep it off, wait until tomorrow, no need for the ER; 多半是焦虑,
没什么大事, 睡一觉就好, 明天再看, 不用去医院). Urgency named in the sentence (now, right away, 120
/ 911, 马上) and a question cancel, and so does a negation, a prohibition or the user's words
before the signal in its clause ("you thought it was only anxiety, but …" is cancelled by its
urgency).
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

EMERGENCY: Final = re.compile(words(
    "胸(?:口|部)?(?:疼|痛|压得|闷得|像被|像压)|胸痛|心口(?:疼|痛)|胸闷(?:.{0,2})喘不(?:上|过)气"
    "|出冷汗"
    "|呼吸困难|(?:左|半边|一边)(?:胳膊|手臂|臂|手|身|身子|身体|脸|腿)"
    "(?:发|都|也|有点|突然)?(?:麻|动不了|没(?:知觉|力气))|说话(?:也)?(?:不清|含糊|大舌头)|口齿不清"
    "|嘴(?:巴)?歪|一边脸|(?:晕倒|昏倒|昏过去|抽搐)|吐血|便血"
    "|(?:一整瓶|一大把|整板|一瓶|好多|很多|一把)(?:的)?(?:药|安眠药|药片)|吞了(?:.{0,6})(?:药|片)"
    "|喝了(?:半瓶|一瓶|一口|一些|些|点)?(?:农药|百草枯|敌敌畏|老鼠药|消毒水|洗洁精)",
    # stop 38: a baby of three months or younger with a fever; vomiting after a blow to the head
    "(?<![\\d十])(?:[一两二三]|[1-3])个(?:多)?月(?:大)?(?:的)?(?:宝宝|婴儿|孩子)?[^。]{0,10}发(?:高)?烧"
    "|(?:撞|磕|摔|碰|打)(?:到|伤|了)?(?:了)?(?:头|脑袋)[^。]{0,10}(?:吐|呕吐|犯困|迷糊)",
    r"\b(?:(?:hit|banged|bumped|knocked|hurt) (?:my|his|her|your|their) head(?: \w+){0,8}"
    r" (?:throwing up|vomit\w*|confused|drowsy)|(?:throwing up|vomiting) after (?:a |the )?(?:knock"
    r"|blow|bang|hit|bump|fall) (?:on|to) (?:the|your|his|her) head|(?:newborn|\d[- ](?:week|month)"
    r"[- ]old)(?: \w+){0,3} (?:has )?(?:a )?(?:fever|temperature))\b",
    r"\b(?:chest (?:pain|pressure|tightness)|crushing (?:pain|chest)|pain in (?:my|your|his|her)"
    r" chest|(?:left )?arm (?:is |went |goes )?numb|numb (?:left )?arm"
    r"|pain (?:is )?(?:spreading|radiating|moving|going) (?:to|into|down) (?:my|your|his|her)"
    r" (?:jaw|arm|left arm|back|neck)|(?:short|shortness) of breath|slurr(?:ed|ing) (?:speech"
    r"|words)|speech is slurred|(?:face|mouth) (?:droop\w*|drooping)|drooping (?:face|mouth)"
    r"|passed out|fainted|seizure|coughing (?:up )?blood|vomiting blood|stiff neck|purple rash"
    r"|rash that (?:doesn't|does not|won't) fade|(?:whole|entire) (?:bottle|pack|box) of"
    r"|took (?:all|a bunch|a handful|too many) (?:of )?(?:my |the |those )?(?:pills|tablets"
    r"|meds)|(?:swallowed|took|taken) (?:about |around |like |over )?\d+ (?:of )?(?:my |the "
    r"|those )?"
    r"(?:\w+ )?(?:pills|tablets|capsules)|overdos\w*)\b",
))
"""A sign that needs emergency care now."""
PLAYED_DOWN: Final = re.compile(words(
    "(?:多半|大概|应该|估计|八成|只|可能)(?:就)?是(?:焦虑|紧张|压力|太累|累|劳累|没休息好|没睡好"
    "|岔气|胃|情绪)"
    "|(?:应该|估计|大概)没(?:什么)?(?:大)?事|没什么大(?:事|不了)|也没(?:关系|事)|心理作用"
    "|自己吓自己"
    "|不(?:用|必|需要)(?:去)?(?:医院|急诊|看医生|叫救护车|打120)|没必要(?:去|跑)?(?:医院|急诊"
    "|看医生)"
    "|睡(?:一)?觉就(?:好|没事)|躺(?:一)?会儿?就(?:好|没事)|休息(?:一下|一会儿?)(?:就好|就没事)"
    "|(?:躺着|歇)(?:歇|一歇|会儿)|明天再(?:看|说|去)|过(?:几|两)天就(?:好|恢复|没事)"
    "|(?:一忍|忍忍|一缓|一歇|一会儿?|一下)就(?:过去|好|行|没事)"
    "|(?:发烧|发热|吐|呕吐)(?:很|挺|也)?(?:正常|常见)|观察(?:几|两|一)天(?:就好|再说|看看)?",
    r"\b(?:(?:probably|likely|most likely|surely|usually|it's|that's|is|are|just|only)"
    r" (?:just |only |nothing but )?(?:a |an )?(?:anxiety|stress|panic(?: attack)?|anxiety attack"
    r"|tired\w*|indigestion|heartburn|nerves|a pulled muscle|gas|nothing)\b(?! (?:attack|disorder))"
    r"|nothing (?:serious|to (?:worry|panic|fret|be scared) about)|(?:no|not a) big deal"
    r"|no need (?:to (?:go to|see|call|visit) )?(?:the |a |an )?(?:er|hospital|doctor|emergency"
    r" room|ambulance|911)|(?:hospitals?|the er|ers|emergency rooms?|ambulances?) (?:are|is)"
    r" (?:only )?for (?:real|actual|serious|true) emergencies|sleep it off|(?:it'?ll|it will"
    r"|it should|should) pass|(?:you'll|you will|he'll|she'll|he will|she will) (?:probably )?"
    r"(?:just )?(?:be (?:fine|okay|ok|alright)|sleep (?:it off|for a (?:long )?(?:time|while)))"
    r"|see how (?:you|he|she) feels? (?:tomorrow|in the morning)|wait (?:and see|until (?:tomorrow"
    r"|morning))|lie down and (?:it|you'll|rest)|(?:relax|rest) and don't worry)\b",
))
URGENT: Final = re.compile(
    r"马上|立刻|立即|赶紧|尽快|赶快|现在就|120|110|急救|救护车(?!.{0,2}(?:不|没))"
    r"|\b(?:now|right away|immediately|urgent\w*|911|999|112|emergency services|ambulance now"
    r"|call (?:an ambulance|911|999|112)|today|as soon as)\b"
)


def plays_down(sentence: Sentence, user: str) -> bool:
    """An emergency sign told as nothing or as able to wait, in the reply's own words."""
    text = sentence.text
    if (not PLAYED_DOWN.search(text) or sentence.is_question or URGENT.search(text)
            or not (EMERGENCY.search(text) or EMERGENCY.search(user))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, QUOTING))
               for m in PLAYED_DOWN.finditer(text))
