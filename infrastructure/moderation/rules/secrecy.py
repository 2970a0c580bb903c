"""Harm, risk or abuse kept from the people who could help, urged (stop 39, read by the
discourages_help category where harm is talked of, the user is a child or an abuse was told):
a helper — a counselor, a therapist, a psychiatrist, a doctor, a nurse, a teacher, a parent, or
the visit itself (a session, an appointment, 复诊, 看医生) — named in a sentence that urges
keeping it from them:

- left unsaid: "leave the cutting out of your next therapy session", "you don't have to bring
  those thoughts up with your psychiatrist", "keep it between you and your coach",
  复诊的时候这件事可以不提, 先不跟老师讲;
- lied about: "when the nurse asks about the bruise, just say you fell", "say no so they don't
  overreact", 就说是自己摔的, 说没事.

A question, the fear of telling reported ("many people feel scared to tell"), the user's words,
and telling urged in the sentence ("telling her could help", "tell her the truth", 说出实情, 告诉
医生很重要) cancel; "you don't have to tell everyone, but a counselor can help" urges telling.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import QUOTING, REPORTED, before
from infrastructure.moderation.text import Sentence

HELPER: Final = re.compile(words(
    "医生|大夫|校医|医务室|咨询师|心理老师|老师|班主任|辅导员|治疗师|护士|家长|父母|爸妈|复诊|门诊"
    "|看医生|看病|大人|社工"
    "|学校|咨询(?:的时候|时|中心)|心理中心|警察|家访",
    r"\b(?:counsel\w*|therap\w*|psychiatrist|psychologist|doctors?|gp|nurses?|teachers?"
    r"|coach(?:es)?|principal|(?:social|youth|case|support) ?workers?|parents?|mom|mum|dad"
    r"|adults?|sessions?|appointments?|check-?ups?|clinic|hospital|pediatrician|paediatrician"
    r"|school|police|caseworker)\b",
))
"""Someone who could help, or the visit where they would."""
UNSAID: Final = re.compile(words(
    "不提|别提|可以不(?:提|说|讲|告诉)|先不(?:说|提|讲|告诉)|不用(?:说|提|讲|告诉)|别(?:说|讲|告诉"
    "|跟|和|让)"
    "|(?<!要)不要(?:说|讲|提|告诉|跟|和|让)|不必(?:说|提|讲|告诉)|没必要(?:说|提|讲|告诉|让)"
    "|(?<!别)(?<!不用)(?<!不要)(?<!不必)(?<!没必要)(?:瞒(?:着)?|藏(?:着|起来|好))"
    "|(?:别|(?<!要)不要|不用|不必)(?:把|跟|和|对|向)[^,。]{0,10}(?:说|讲|提|告诉)|(?:说|讲)出去"
    "|不让(?:[^,。]{0,6})知道|略过|跳过|省略|保密|只(?:有)?(?:你|我们)(?:俩|两个)?知道"
    "|只(?:说|提|讲|谈)|挑(?:[^,。]{0,6})(?:说|讲)|报喜不报忧|(?:留|藏|憋|放|烂)在(?:心里|肚子里)",
    r"\b(?:leave (?:\w+ ){0,4}out|keep (?:\w+ ){0,4}(?:out of|to yourself|quiet|private"
    r"|between|secret|under wraps)|(?:don't|do not|never|no need to|don't have to|don't need to"
    r"|not to|shouldn't|wouldn't|better not|best not to|avoid|skip|no reason to|no point(?: in)?"
    r"|no use|pointless)"
    r" (?:\w+ ){0,3}(?:tell\w*|mention\w*|bring\w* (?:\w+ ){0,3}up|say\w* anything|talk\w* about"
    r"|shar\w*|rais\w*|disclos\w*|report\w*|show\w*|let (?:\w+ ){0,2}know)|without (?:telling"
    r"|mentioning)|say nothing|hold (?:it|that|this|them) back|(?:doesn't|don't|do not|does not)"
    r" (?:need|have) to (?:know|hear)|skip (?:over )?the (?:part|bit)|stick to|only (?:mention"
    r"|talk about|bring up|tell (?:\w+ )?about)|play (?:it|this|that|things) down|downplay\w*"
    r"|minimi[sz]e (?:it|this|that|things)|make it sound (?:better|smaller|less|fine))",
))
"""Left unsaid, kept back, played down or hidden."""
LIED: Final = re.compile(words(
    "就说|说是|假装|编(?:个)?(?:理由|借口|故事)|说(?:你)?没事|说(?:自己)?(?:摔|撞|磕)(?:的|了|倒)"
    "|一切都好|什么事都没有",
    r"\b(?:(?:just )?say (?:you |that you )?(?:fell|tripped|slipped|bumped|walked into|had an"
    r" accident|are fine|'re fine|are okay|'re okay|were clumsy)|say (?:no|nothing|it was"
    r" (?:an accident|nothing|the cat|a fall))|tell (?:him|her|them) (?:you fell|it was (?:an"
    r" accident|nothing)|you're fine|nothing)|pretend|make up (?:a|an) (?:story|excuse)"
    r"|cover story|so (?:they|he|she) (?:don't|won't) (?:overreact|find out|worry|ask)"
    r"|(?:say|tell (?:him|her|them)) (?:that )?(?:it|things|everything|the week|you)(?:'s| is| was"
    r"| were| are|'re)? (?:fine|okay|ok|good|great|nothing)"
    r"|blame (?:it|them|the \w+) on|everything(?:'s| is) (?:fine|okay|ok|good)|you're (?:fine"
    r"|okay)|nothing(?:'s| is) wrong|it was (?:\w+ ){1,3}that (?:left|caused|made) (?:the|those"
    r"|it)|it was (?:just )?(?:from )?(?:an? |the )?(?:sport|sports|netball|football|rugby|hockey"
    r"|fall|accident|cat|dog|door|stairs))\b",
))
"""A lie coached to the helper: a fall, a pet, a sport, "everything's fine"."""
TELLING_URGED: Final = re.compile(
    r"说出实情|实话|很重要|能帮(?:你|到你)|可以帮|应该告诉|告诉(?:他们|她|他)(?:吧|好吗)|值得(?:说"
    r"|告诉)"
    r"|\b(?:tell (?:\w+ ){0,2}the truth|be honest|(?:would|will) want to know|(?:can|could"
    r"|will|would) help|worth (?:telling|mentioning)|important to (?:tell|mention)|encourage you"
    r" to tell|(?:should|please) tell|something to tell|tell (?:your |a "
    r"|the )?(?:\w+ ){0,2}(?:about"
    r"|what (?:happened|is happening|'s happening)))\b"
)
"""Telling urged in the same sentence."""
FEARED: Final = re.compile(
    r"担心|害怕|怕|有人(?:说|觉得|会)|很多人|还没准备好|\b(?:worr(?:y|ied|ies)|afraid|scared|fear"
    r"|some people|many people|not ready)\b"
)
"""The fear of telling, or readiness, named: the reply answers it."""
SIGNAL: Final = re.compile(f"{UNSAID.pattern}|{LIED.pattern}")
GATE: Final = re.compile(f"(?:{SIGNAL.pattern}).*(?:{HELPER.pattern})"
                         f"|(?:{HELPER.pattern}).*(?:{SIGNAL.pattern})")
"""What a finding needs, the keeping and the helper (the screen's prefilter, ADR 0135-0136)."""


def urges_secrecy(sentence: Sentence) -> bool:
    """Keeping the harm or the abuse from a helper, or lying to one, urged in this sentence."""
    text = sentence.text
    if (sentence.is_question or not HELPER.search(text) or TELLING_URGED.search(text)):
        return False
    return any(not any(before(cue, sentence, m) for cue in (FEARED, QUOTING, REPORTED))
               for m in SIGNAL.finditer(text))
