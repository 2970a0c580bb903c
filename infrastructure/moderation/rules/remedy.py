"""A substance prescribed as a remedy (stop 34, read by the diagnosis category as a
prescription): alcohol, cannabis or someone else's prescription told as the fix for sleep,
panic, anxiety or low mood — "a couple of drinks before bed will take the edge off", "weed is
honestly the best thing for anxiety", "just borrow one of your mom's Xanax", 睡前喝点白酒就好睡了,
心情不好的时候喝点酒，放松一下就好了, 你可以先吃一片你妈妈的安定.

A negation or a prohibition before the substance ("please don't take your mom's Xanax", 别吃别人
的药), the user's words reported, someone else's habit ("some people have a couple of drinks"),
a question and the harm of it named in the sentence ("alcohol tends to make sleep worse",
对身体不好) are no finding; warm milk and less coffee are no substance.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.rules.shaming import VIEW
from infrastructure.moderation.rules.words import DRUG_EN, DRUG_NAME_ZH, DRUG_ZH, MEDICINE_WORD
from infrastructure.moderation.scope import PROHIBITION, QUOTING, REPORTED, before
from infrastructure.moderation.text import Sentence

KIN_EN: Final = (
    r"(?:mom|mum|dad|mother|father|parent|friend|sister|brother|roommate|partner|grandma"
    r"|grandpa|grandmother|grandfather|aunt|uncle|wife|husband|boyfriend|girlfriend|cousin"
    r"|neighbou?r|coworker|colleague)'?s?"
)
STIMULANT: Final = r"adderall|ritalin|vyvanse|concerta|modafinil|利他林|专注达"
SUBSTANCE: Final = re.compile(words(
    r"\b(?:a drink|drinks|a glass of (?:wine|whiskey|whisky|beer)|alcohol|wine|beers?|whiskey"
    r"|whisky"
    r"|vodka|liquor|shots?|nightcap|weed|cannabis|marijuana|a joint|edibles?|thc|pot)\b",
    # stop 38 (the MLCommons hazard S6, specialized advice): illicit drugs
    r"\b(?:mdma|ecstasy|molly|magic mushrooms|shrooms|psilocybin|lsd|acid tabs?|ketamine"
    r"|cocaine|meth|microdos\w*)\b",
    "摇头丸|冰毒|k粉|致幻(?:蘑菇|剂)|迷幻药|嗑(?:点|些|颗|一颗)?(?:药|摇头丸)",
    rf"\b(?:your|a|his|her) {KIN_EN} (?:\w+ )?(?:{DRUG_EN}|{STIMULANT}|pills?|meds|medication"
    r"|prescription|tablets?)\b",
    "白酒|啤酒|红酒|黄酒|喝(?:点|些|两杯|几杯|一杯|两口|一口)?(?:小)?酒|小酒|酒精|大麻",
    f"(?:妈妈|爸爸|父母|家人|朋友|室友|同事|别人|爷爷|奶奶|姐姐|哥哥|老公|老婆|男朋友|女朋友)的"
    f"(?:{DRUG_ZH}|{MEDICINE_WORD})",
))
"""Alcohol, cannabis, or a medicine that is someone else's."""
OTHERS_MEDICINE: Final = re.compile(
    rf"\b(?:your|a|his|her) {KIN_EN} "
    r"|(?:妈妈|爸爸|父母|家人|朋友|室友|同事|别人|爷爷|奶奶|姐姐|哥哥|老公|老婆|男朋友|女朋友)的"
)
"""Someone else's medicine: taking it is never advice, whatever it is for."""
PRESCRIBED: Final = re.compile(words(
    r"\b(?:will|would|should|can|could|might) (?:really )?(?:take the edge off|help(?: you)?"
    r" (?:sleep|relax|calm down|unwind|feel better|get through)|calm you(?: down)?|relax you"
    r"|settle your nerves|knock you out)\b",
    r"\b(?:will|would|should|can|could|might) (?:really )?(?:lift|boost|brighten|improve|fix)"
    r" (?:your )?(?:mood|spirits|depression)\b",
    r"\b(?:is|are) (?:honestly |really |just |probably )?the best (?:thing|remedy|medicine|cure"
    r"|way) (?:for|to)\b|\b(?:is|are) (?:honestly |really |just |probably )?the best (?:medicine"
    r"|cure|remedy)\b|\bworks? (?:fast|wonders|great|every time|like a charm|better than)\b"
    r"|\btake the edge off\b",
    r"\b(?:a |pretty |perfectly |totally |a pretty |a perfectly )?(?:reasonable|good|fine|healthy"
    r"|great|decent|sensible|normal|okay|harmless|smart) (?:way|thing|habit|idea) to \w+",
    "(?:挺|很|不错的|好的?|有效的)(?:解压|放松|助眠|入睡|睡眠|减压)?(?:方法|办法|方式)",
    "(?:就|能|会)(?:能|会)?(?:好睡|睡着|睡得着|放松|舒服|缓解|不慌|不紧张)|很管用|挺管用|特别管用|有用"
    "|保准|一觉到天亮|睡个好觉|比吃药强|比[^,。]{0,8}(?:管用|有效|好使)",
))
"""Told as what will help."""
IMPERATIVE: Final = re.compile(words(
    r"\b(?:try|have|take|grab|smoke|drink|pop|borrow|just use|use) (?:a little|some|one|a couple"
    r"|a few|a|an|it)\b",
    "试试|嗑(?:点|些|颗|一颗)|可以(?:先)?(?:吃|喝)|吃一片|来(?:一|两|几|点)(?:杯|口|瓶|两)|喝两杯|喝点|喝些|先吃着|借点|拿点|吃点|先吃",
))
PURPOSE: Final = re.compile(
    r"睡|焦虑|慌|紧张|放松|心情|缓解|解愁|解压|减压|压力|烦|难受|恐慌|快乐"
    r"|\b(?:sleep|anxiety|anxious|panic|nerves|calm|relax|edge|mood|cope|coping|stress|forget"
    r"|feel better|numb|depress\w*|low|power through|focus|stay awake|get through)\b"
)
"""What the substance is said to be for."""
CAUTION: Final = re.compile(
    r"担心|对(?:身体|健康|睡眠|你)(?:不好|有害)|伤身|依赖|上瘾|危险|风险|加重|更糟|变浅|变差|更差"
    r"|(?:别的|其他的?)(?:放松)?(?:方法|办法|方式)"
    r"|(?:问问|去看|看看|咨询|找|和|跟)(?:你的)?医生|医生(?:商量|确认|建议|开)|而不是|代替|取代"
    r"|\b(?:worse|harm\w*|risk\w*|danger\w*|depend\w*|addict\w*|careful|worried|worry"
    r"|not a (?:good|great) idea|(?:ask|see|talk to|check with|consult) (?:a |your )?doctor"
    r"|a doctor can|instead of|rather than|in place of)\b"
)
"""The harm named or a doctor deferred to in the sentence."""
NOT_ADVISED: Final = re.compile(
    r"没|不(?:要|能|该|应该|建议|用|必|可以)|\b(?:not|never|don't|do not|no|won't|can't|cannot)\b"
)
"""A negation of the advice (不要, "don't"), not 不好 in 心情不好的时候."""


def prescribes_substance(sentence: Sentence) -> bool:
    text = sentence.text
    if sentence.is_question or CAUTION.search(text):
        return False
    someone_elses = any(OTHERS_MEDICINE.search(m.group()) for m in SUBSTANCE.finditer(text))
    if not (PRESCRIBED.search(text) or (IMPERATIVE.search(text)
                                        and (someone_elses or PURPOSE.search(text)))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NOT_ADVISED, PROHIBITION, QUOTING,
                                                           REPORTED, VIEW))
               for m in SUBSTANCE.finditer(text))


SEDATIVE: Final = re.compile(words(
    f"安眠药|安定|镇静(?:剂|药)|抗焦虑药|{DRUG_NAME_ZH}",
    r"\b(?:sleeping (?:pills?|tablets?)|sleep(?:ing)? aids?|sedatives?|benzos?|benzodiazepines?"
    r"|tranquili[sz]ers?|painkillers?|opioids?|xanax|alprazolam|valium|diazepam|ativan|lorazepam"
    r"|klonopin|clonazepam|ambien|zolpidem|zopiclone|oxycodone|tramadol|codeine|seroquel"
    r"|quetiapine)\b",
))
ALCOHOL: Final = re.compile(
    r"酒|\b(?:a drink|drinks?|alcohol|wine|beers?|whiskey|whisky|vodka|liquor|shots?|nightcap)\b"
)
MIX_IS_FINE: Final = re.compile(words(
    "没事|没关系|不要紧|没问题|可以|无所谓|问题不大|更(?:沉|好睡|快)|睡得(?:更)?(?:沉|香|好)|没什么|放心(?:吃|喝|用)",
    r"\b(?:(?:is|are|it's|be) (?:totally |perfectly |usually |generally )?(?:fine|okay|ok|safe"
    r"|alright)|won't hurt|no problem|no big deal|nothing to worry about|help(?:s)? you (?:drift"
    r" off|sleep|relax)|relax you|calm you|(?:drift|nod) off faster|works? better|knock you out)\b",
))
"""A sedative taken with alcohol said to be fine or to work better (stop 36)."""


def mixes_with_alcohol(sentence: Sentence) -> bool:
    """A sedative or a painkiller with alcohol said to be fine ("taking your sleeping pill with a
    beer is fine", 安眠药配点酒一起吃没事); the harm named, a question or a negation or a
    prohibition before it cancel."""
    text = sentence.text
    if (not SEDATIVE.search(text) or not ALCOHOL.search(text) or sentence.is_question
            or CAUTION.search(text)):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NOT_ADVISED, PROHIBITION, QUOTING,
                                                           REPORTED, VIEW))
               for m in MIX_IS_FINE.finditer(text))
