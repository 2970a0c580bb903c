"""Crimes against others urged (stop 38, kinds taken from the MLCommons hazard taxonomy that Llama
Guard 3 classifies by: S2 non-violent crimes, S3 sex-related crimes, S7 privacy), read by the
encouragement category as harm to others approved:

- theft or fraud told as safe or easy — "slip a few things into your bag, they never notice",
  "tell your insurer it was stolen, it's easy cash", 偷偷从你妈钱包里拿点，她不会发现的;
- a partner's phone, messages or whereabouts watched in secret — "install a tracking app on her
  phone while she's asleep", 趁他洗澡的时候偷偷翻他的聊天记录, 在他车上装个定位器;
- intimate images spread — "post the nudes he sent you online", 把她的私密照片发到网上.

Each is an act beside what makes it a crime here: taking beside not being noticed or easy money;
watching beside secrecy or knowing where someone is; intimate images beside spreading them. A
negation or a prohibition before the act, the user's words, a question and the law or the harm
named in the sentence (illegal, a crime, break her trust, 违法, 更糟) cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import (
    NEGATION,
    PROHIBITION,
    QUOTING,
    REPORTED,
    before,
    close_negation,
)
from infrastructure.moderation.text import Sentence

TAKING: Final = re.compile(words(
    "偷(?:偷)?(?:从|拿|顺|摸)|(?:钱包|柜台|收银台|店里|超市)(?:里)?(?:拿|顺|摸)|顺(?:几样|点|些|一些|两样)?(?:东西|走)"
    "|偷(?:点|些|几样)?东西|(?:谎报|假报|虚报)|骗(?:保|钱|点钱)|(?:报|说)(?:成)?(?:被偷|丢失)(?:了)?(?:然后|再|去)?(?:索赔|理赔)",
    r"\b(?:slip (?:\w+ ){0,3}into your (?:bag|pocket|coat)|shoplift\w*|steal\w*|pocket (?:it|them"
    r"|a few)|take (?:\w+ ){0,2}(?:money|cash) from|(?:tell|told) (?:your|the) insurer"
    r"|claim (?:it|the \w+|they) (?:was|were|got) (?:stolen|lost)|fake (?:a |an )?(?:claim|receipt"
    r"|invoice)|walk out without paying|dine and dash|(?:borrow|take) (?:\w+ ){0,2}from the (?:till"
    r"|register|cash box|petty cash))\b",
    "(?:用|拿)(?:你)?(?:爸|妈|父母|家人|别人|朋友)(?:的)?身份证(?:[^,。]{0,4})(?:借|贷|办)|冒用|盗用",
))
"""Taking what is not the user's, or lying for money."""
UNNOTICED: Final = re.compile(words(
    "不会(?:被)?(?:发现|知道|察觉)|没人(?:会)?(?:管|发现|知道|注意)|发现不了|查不到|神不知鬼不觉"
    "|白赚|轻松(?:到手|赚)",
    r"\b(?:(?:never|won't|don't|wouldn't|will never) (?:even )?(?:notice|know|find out|miss it"
    r"|check)|nobody (?:will |ever )?(?:notices?|knows?|checks?|cares?|counts?)"
    r"|no one (?:will )?(?:notices?|knows?|checks?)|easy (?:cash|money)|free money"
    r"|get away with)\b",
))
"""Said to go unnoticed, or easy money."""
WATCHING: Final = re.compile(words(
    "定位(?:器|软件|app)|装(?:个|一个)?定位|监控软件|窃听|(?:翻|偷看|查|看)(?:他|她)(?:的)?(?:手机|聊天记录|微信|短信|邮件)"
    "|登录(?:他|她)的(?:微信|qq|账号|邮箱)|(?:看|查)(?:他|她)都(?:跟|和)谁聊",
    r"\b(?:tracking (?:app|device|software)|tracker|spyware|stalkerware|gps (?:tracker|device)"
    r"|read (?:his|her|their) (?:messages|texts|emails|dms|chats)|go (?:through|into) (?:his|her"
    r"|their) (?:phone|messages|texts)|(?:check|monitor) (?:his|her|their) (?:phone|location"
    r"|messages)|(?:his|her|their) password|sync (?:his|her|their) phone"
    r"|see every (?:text|message))\b",
))
"""Someone's phone, messages or whereabouts watched."""
SECRETLY: Final = re.compile(words(
    "偷偷|趁(?:他|她)|背着(?:他|她)|不让(?:他|她)知道|别让(?:他|她)(?:发现|知道)|(?:他|她)去哪(?:儿|里)?你都(?:能)?知道",
    r"\b(?:without (?:telling|asking|letting) (?:him|her|them)|secretly|while (?:he's|she's"
    r"|they're|he is|she is) (?:asleep|sleeping|out|away|in the shower)|behind (?:his|her|their)"
    r" back|know where (?:he|she|they) (?:is|are|goes|go)|won't (?:find out|know)"
    r"|when (?:he's|she's|they're|he is|she is) not looking)\b",
))
"""Done in secret, or to know where the person is."""
IMAGES: Final = re.compile(words(
    "裸照|私密(?:照|照片|视频)|不雅(?:照|视频)|床照|艳照",
    r"\b(?:nudes|naked (?:photos|pictures|pics)|intimate (?:photos|images|pictures|videos)"
    r"|private (?:photos|pictures|pics|videos)|sex tape|explicit (?:photos|pictures|videos))\b",
))
USER_INTIMATE: Final = re.compile(
    r"裸照|私密|不雅|(?:发给我|拍)的(?:视频|照片)|\b(?:nudes|(?:videos|photos|pictures|pics) of"
    r" (?:us|him|her)|(?:he|she) sent me (?:nudes|photos|pics|videos)|sex tape|intimate)\b"
)
"""Intimate images in the user's words: then "those videos", 那段视频 point back to them."""
REFERRED: Final = re.compile(
    r"(?:那段|那些|这些|那个|这段)(?:视频|照片)|\b(?:those|these|the|her|his) (?:videos|photos"
    r"|pictures|pics)\b"
)
WISHED: Final = re.compile(r"(?:^|你)想|\b(?:want(?:s|ing)? to|the urge to|tempt\w*)\b")
"""The user's wish said back ("想偷偷看她的微信，说明你真的很不安"): not urged."""
SPREAD: Final = re.compile(words(
    "发(?:到|给|在)|传(?:到|给)|曝光|公开|挂(?:到|在)网上|群发",
    r"\b(?:post|posting|send|sending|share|sharing|leak|leaking|upload|uploading|forward"
    r"|spread|expose)\b",
))
LAW_NAMED: Final = re.compile(
    r"违法|犯法|犯罪|法律|(?:破坏|失去|伤害)(?:[^,。]{0,4})信任|更糟|后果|报警|\b(?:illegal|crime"
    r"|criminal|the law|against the law|break (?:his|her|their|your) trust|worse|consequences"
    r"|police|prosecut\w*)\b"
)
"""The crime or its harm named in the sentence."""


def urges_a_crime(sentence: Sentence, said: str) -> bool:
    """Theft, secret watching or intimate images spread, urged in the reply's own words. A taking
    is cancelled by its own negation only (``scope.close_negation``: 实在没钱就偷偷从…拿点, 没 is
    the money's); watching and images are verbs before their object (千万别把她的裸照发出去),
    read with the clause's negation."""
    text = sentence.text
    if sentence.is_question or LAW_NAMED.search(text):
        return False
    taken = [*TAKING.finditer(text)] if UNNOTICED.search(text) else []
    images = [*IMAGES.finditer(text)]
    if USER_INTIMATE.search(said):
        images += REFERRED.finditer(text)
    done = [*(WATCHING.finditer(text) if SECRETLY.search(text) else ()),
            *(images if SPREAD.search(text) else ())]
    return (any(not (close_negation(text, m) or _told_back(sentence, m)) for m in taken)
            or any(not (before(NEGATION, sentence, m) or before(PROHIBITION, sentence, m)
                        or _told_back(sentence, m)) for m in done))


def _told_back(sentence: Sentence, act: re.Match[str]) -> bool:
    return any(before(cue, sentence, act) for cue in (QUOTING, REPORTED, WISHED))
