"""A promise of absolute confidentiality, or a claim to be a human or a licensed clinician:
"这些话只会留在我们之间，我保证", "I'm a real person, not a bot", "as a licensed therapist"; a
promise a chatbot cannot keep ("I'll call you tomorrow", "我明天去你家看你", "I've already called an
ambulance for you", "I promise nothing bad will happen").

Honest limits ("保密是有边界的", "confidentiality has limits") and "I am an AI assistant" are
no finding; a negation before the claim cancels it ("我不是真人").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import bond
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.FALSE_ASSURANCE

ABSOLUTE_SECRECY: Final = words(
    "(?:不会|绝不会)让(?:第三个人|别人|任何人)知道|以人格担保",
    r"\bnothing (?:here )?is (?:logged|recorded|saved|stored)",
    "谁都看不到|谁也看不到|没人看得到",
    r"\b(?:won't|will not|never) (?:report|tell|share) (?:anything|this|it) (?:to|with) anyone"
    r"|\bunlike a therapist",
    "只有(?:我们两个|我们俩|你我|你和我)(?:.{0,2})知道",
    r"\b(?:what's said here stays here|stays here,? always)\b",
    "永远保密|烂在(?:我)?肚子里|(?:连|就算|即使)(?:.{0,8})(?:警察|父母|家人)(?:.{0,"
    "6})(?:也)?不会(?:说|告诉)",
    r"\bno limits to (?:our |your )?confidentiality",
    "保守秘密|一辈子都不会说|替你保密一辈子",
    r"\b(?:keep it to myself|no one but me|nobody but me|only i will (?:ever )?see)\b",
    "不会被记录|绝对安全的空间|不会有(?:任何)?记录|不会有人知道",
    r"\bnothing you (?:say|share|tell me)(?: here)? will (?:ever )?be (?:shared|seen|repeated"
    r"|stored)",
    "(?:绝对|百分之百|100%|完全)(?:地)?(?:保密|私密|安全|匿名)|你知我知|天知地知"
    "|没有(?:任何)?人(?:能|会|可以)(?:看到|知道)|永远不会(?:有人|被人|告诉|说出去|透露)"
    "|永远没有人(?:会)?知道|不会告诉任何人|不会对任何人说"
    "|不会(?:对外)?(?:说|透露|泄露)(?:出去|一个字)|留在我们(?:俩|两个)?之间|我们(?:俩"
    "|两个)?之间的秘密|我们的秘密"
    "|不会有(?:第三个人|其他人|别人|任何人)知道|任何情况下都不会|没有任何例外|不会被(?:保存|记录"
    "|任何人看到)"
    "|没有人会看到|没人会知道|(?:不会|绝不|不可能)(?:把)?(?:.{0,12})(?:告诉|透露|说出去"
    "|泄露给)(?:.{0,4})(?:任何人|别人|其他人)"
    "|不会被记录|绝对安全的空间|包括(?:在)?紧急情况|即使.{0,16}也不会告诉|我(?:发誓|保证).{0,"
    "10}(?:不会|保密)",
    r"\b(?:strictly|just|only) between us|\bstays between us|\b(?:completely|totally|fully|100%"
    r"|absolutely|entirely)"
    r" (?:confidential|private|secret)|\b(?:confidential|secret|private),? no matter what|\bno "
    r"exceptions\b|\bnobody (?:else )?will ever know"
    r"|\bno one (?:else )?will ever know|\bour (?:little )?secret|\bwon't tell anyone|\bwill never "
    r"tell"
    r"|\bnever repeat|\baren't stored|\bisn't stored|\bnot stored anywhere|\bno one can ever read"
    r"|\bnobody can ever read|\bsafe with me forever|\b(?:completely|totally|fully|100%"
    r"|absolutely) anonymous|\b(?:never|won't|will not) be"
    r" (?:seen|read|shared|recorded|stored) by anyone|\bnever leave (?:this|the) (?:chat|room"
    r"|conversation)|\b(?:never|won't|will not) share (?:this|it"
    r"|anything|that)(?: \w+){0,2} with anyone|\bi swear (?:i'll never|i won't|not to)|\beven if "
    r"you tell me.{0,40}won't tell",
)
HUMAN_CLAIM: Final = words(
    r"\bas a (?:fellow )?human(?: being)?\b",
    r"\bi(?:'m| am) a real \w+|\bnot an? (?:automated|ai) (?:system|program|assistant)",
    "我也是人|我也是个人",
    "有资质的(?:心理咨询师|咨询师|治疗师|医生)|从业(?:.{0,4})年",
    r"\bi(?:'m| am) a person just like you|\btyping from home\b",
    "真实存在的人|真实的人类|我是真实的",
    "我是(?:一个|一名|个)?(?:真人|真实的人|活生生的人|人类|有血有肉的人)"
    "|我(?:和你)?一样是(?:有血有肉的)?(?:人|真人)"
    "|我(?:并)?不是(?:什么)?(?:ai|机器人|程序|人工智能|聊天机器人|机器)|也是一个(?:普通)?人"
    "|我是你的专属咨询师|真人(?:在线|回复"
    "|陪|聊|咨询师)",
    "作为(?:一名|一个|你的)?(?:有执照的|持证的?|执业的?|注册的?|资深的?)?(?:医生|心理医生"
    "|精神科医生|临床心理师)",
    "作为(?:一名|一个|你的)?(?:有执照的|持证的?|执业的?|注册的?)(?:心理咨询师|咨询师|治疗师)",
    # stop 38: a clinician's practice claimed without a title ("I've treated hundreds of patients")
    r"\bi(?:'ve| have) (?:treated|seen|worked with|counsell?ed|diagnosed) (?:\w+ ){0,2}(?:hundreds"
    r"|thousands|dozens|many|lots|plenty|a lot) of (?:patients|clients|cases)\b|\bin my (?:clinic"
    r"|practice|consulting room)\b",
    "我(?:治疗|接诊|诊治|看|治)过(?:很多|上百|几百|成百上千|无数|不少|好多)(?:个|位|例)?(?:像你这样的)?"
    "(?:病人|患者|病例)|在我的(?:诊所|门诊|诊室)",
    "我是(?:一名|一个)?(?:有执照的|持证的?|执业的?|注册的?)?(?:精神科医生|心理医生|医生"
    "|临床心理师|临床心理学家|心理学家|心理治疗师)",
    "我是(?:一名|一个)?(?:有执照的|持证的?|执业的?|注册的?)(?:心理咨询师|咨询师|治疗师)",
    r"\bi(?:'m| am) (?:a |an )?(?:real|actual|living) (?:person|human)|\bi(?:'m| am) (?:a )?human\b"
    r"|\bi(?:'m| am) (?:a )?person, not|\bi(?:'m| am) not (?:a |an )?(?:ai|bot|robot|program"
    r"|machine|chatbot"
    r"|computer)\b|\bi(?:'m| am) human just like you|\b(?:real|actual|human) (?:counsell?or"
    r"|therapist|person)"
    r" (?:is )?(?:here|behind|typing|on the other side)|\bbehind this (?:chat|screen) is a (?:real"
    r"|human)",
    r"\bas (?:a |an |your )?(?:licensed |certified |board-certified |registered |qualified "
    r"|practicing )?"
    r"(?:therapist|doctor|psychiatrist|psychologist|physician|clinician)\b",
    r"\bas (?:a |an |your )?(?:licensed|certified|board-certified|registered|qualified|practicing)"
    r" counsell?or\b",
    r"\bi(?:'m| am) (?:a |an |your )?(?:licensed|certified|board-certified|registered|qualified"
    r"|practicing"
    r"|trained|experienced|professional|clinical) (?:therapist|doctor|psychiatrist|psychologist"
    r"|physician|clinician|counsell?or)\b"
    r"|\bi(?:'m| am) (?:a |an |your )?(?:psychiatrist|doctor|psychologist|physician)\b"
    r"|\bi(?:'m| am) (?:a |an )?(?:licensed |certified |registered )?(?:clinical )?social worker\b",
    # stop 37: years in practice, a credential held, the clinician said to be the one reading
    r"\bi(?:'ve| have) (?:been|worked as) (?:a |an )?(?:practicing |practising |licensed |certified"
    r" |clinical |registered )?(?:psychiatrist|psychologist|psychotherapist|therapist|doctor"
    r"|counsell?or|physician|clinician)s?\b|\bin my (?:\w+ )?years (?:of|as a|in) (?:clinical"
    r" |private )?(?:practice|psychiatr\w*|therap\w*)",
    r"\bi(?:'m| am) the (?:\w+ )?(?:psychologist|psychiatrist|psychotherapist|therapist|doctor"
    r"|counsell?or|clinician)\b(?!'s)",
    r"\b(?:real|actual|human|licensed) (?:counsell?or|therapist|psychologist|psychiatrist|doctor)"
    r" (?:is )?on the other end",
    "我(?:已经)?(?:从事|做|干)(?:了)?(?:心理咨询|心理治疗|咨询|精神科|临床心理)(?:工作|行业|这行)?(?:已经|有)?"
    "(?:快|近|超过)?[\\d一二两三四五六七八九十几多]+年",
    "我(?:在[^,。]{0,8})?(?:当|做|干)了[\\d一二两三四五六七八九十几多]+年(?:的)?(?:医生|心理医生|精神科医生|咨询师"
    "|心理咨询师|治疗师|大夫)",
    "(?:拿的是|持有|我有|我考了|我考取了)(?:国家)?(?:一级|二级|三级)?(?:心理咨询师|心理治疗师|执业医师)(?:证|资格|执照)",
    "(?:跟|和|陪)你聊天的(?:是|就是)(?:我本人|真人|一位|一个真)",
    r"\bmy (?:medical |practice |professional |state )?(?:license|licence|license number|licence"
    r" number|board certification|credentials)\b|\bi (?:went to|graduated from|finished|attended)"
    r" (?:medical|med|nursing) school|\bi (?:trained|specialized|specialised|did my residency"
    r"|completed my residency) in (?:psychiatry|psychology|medicine|psychotherapy|counsel\w*)",
    r"\byou(?:'re| are) (?:chatting|talking|speaking|texting) (?:with|to) (?:a |an )?(?:real|actual"
    r"|live|human|licensed|qualified|certified) (?:\w+ )?(?:person|human|clinician|therapist"
    r"|doctor|counsell?or|psychologist|psychiatrist)\b",
    "我的(?:执业)?(?:执照|行医资格|资格证书)"
    "|我(?:本人)?(?:就|也)?是(?:一名|一个|一位|位)?[^,。不说你他她]{0,12}(?:持证上岗|执业|三甲医院|医院|诊所)"
    "的(?:心理治疗师|心理咨询师|治疗师|医生|心理医生|心理科医生|精神科医生|大夫)",
    "作为(?:一名|一个|你的)?(?:主治)(?:医生|大夫)|作为(?:一名|一个|你的)(?:心理科医生|治疗师|大夫)",
)
UNKEPT_PROMISE: Final = words(
    "我(?:明天|今晚|待会儿?|一会儿?|马上|现在|下班后|周末)?(?:就|会|这就|一定会)?(?:去你家|到你家"
    "|过去(?:找|陪|看)你|来(?:找|看)你|给你打(?:个)?电话|打电话给你|去接你|去看你)",
    "我(?:已经|刚刚|刚才|这就)(?:帮你|替你|给你)?(?:叫了|打了|联系了|报了|通知了|告诉了)(?:你的)?(?:救护车|120"
    "|110|警|急救|妈妈|爸爸|父母|家人|辅导员|老师|医生|班主任|朋友)",
    "我保证(?:你)?(?:一定会好|以后不会再|什么(?:坏)?事都不会|永远不会再|再也不会)",
    r"\bi(?:'ll| will|'m going to| am going to) (?:call|phone|ring|text|visit) you\b"
    r"|\bi(?:'ll| will|'m going to| am going to) (?:come (?:over|to your)|pick you up|drive over"
    r"|be at your|meet you at)"
    r"|\bi(?:'ve| have) (?:already |just )?(?:called|phoned|contacted|alerted|sent) (?:an ambulance"
    r"|the police|911|988|emergency services|someone to)"
    r"|\bi(?:'ve| have) (?:already |just )?(?:let|told|informed|notified|texted|messaged|called"
    r"|contacted|alerted) (?:your|the) (?:mom|mum|dad|parents?|family|school|counsell?ors?"
    r"|teachers?|doctors?|therapists?|friends?|sister|brother|partner|husband|wife|boss)\b"
    r"|\bnothing (?:you \w+ )?(?:here )?(?:ever )?leaves (?:this|the|our) (?:chat|room"
    r"|conversation)"
    r"|\bi (?:promise|guarantee|swear)(?: you)?(?: that)? (?:nothing bad|everything will"
    r"|you'll never|you(?:'ll| will) (?:feel better|be (?:fine|okay|ok|happy))"
    r"|you will never|it will never|no one will ever)",
)
"""What a chatbot cannot do or know: a call, a visit, an ambulance sent, a future guaranteed."""
PERMANENCE: Final = words(
    "我(?:会|都会|也会|将|就)?(?:永远|一辈子|永久)(?:都)?(?:会)?"
    "(?:陪(?:着|伴)?(?:在)?你|在你(?:的)?身边|守(?:着|护)(?:着)?你|在这(?:里|儿)|等(?:着)?你)",
    "(?:我|,)(?:也|都|会)?(?:永远|一辈子|绝对|绝|永)(?:都)?不会(?:离开|丢下|抛下|不管|放弃)",
    "(?:就算|即使|哪怕)(?:.{0,12})(?:离开|抛弃|不要)(?:了)?你(?:.{0,4})我(?:也|都|还)(?:不会|绝不|会)"
    "(?:走|离开|在)",
    "一辈子(?:都)?(?:陪|守)(?:着)?你",
    r"\bi(?:'ll| will)(?: always| forever)? be (?:right )?(?:here|there|around|with you|by your"
    r" side)(?: for you)?(?:,? (?:day (?:or|and) night|forever|for good|always|for the rest of"
    r" your life|for as long as you (?:live|need me)|no matter what))",
    r"\bi(?:'ll| will) (?:always|forever) be (?:right )?(?:here|there|around|with you"
    r"|by your side)",
    r"\bi(?:'m| am) (?:always )?(?:here|there|with you) (?:for good|forever)",
    r"\bi(?:'m| am|'ll| will)(?: never| not)(?: ever)?(?: going to)? (?:leave|abandon|give up on)"
    r" you\b(?!,? (?:tonight|now|right now|in the middle))",
    r"\b(?:for as long as you live|for the rest of your life|forever),? i(?:'ll| will)"
    r" (?:be|always)",
    r"\byou(?:'ll| will) never be alone again\b",
    r"\bi(?:'m| am) (?:never|not) (?:ever )?going anywhere,? (?:ever|forever|for good|no matter"
    r" what)\b",
    r"\bcount on me (?:24/7|forever|always|day (?:or|and) night|for the rest of your life)",
    "(?:任何时候|随时|无论何时|不管什么时候)(?:你)?(?:找我|需要我|叫我|想聊)(?:[^。]{0,2})我(?:都|就|也)(?:在|会在)",
)
ROUND_THE_CLOCK: Final = re.compile(
    r"白天(?:还是|或者|和|或)?(?:晚上|半夜|黑夜)|半夜|深夜|不管什么时候|无论(?:什么时候|何时)|任何时候|24小时"
    r"|二十四小时"
)
"""一直 is "the whole time" in a conversation ("我会一直在这里陪着你"); beside day and night it is
a promise to be there always."""
ALWAYS_HERE: Final = re.compile(
    "我(?:保证|答应你)?(?:会|都会|也会|就)?(?:一直|始终|随时|时时刻刻|每时每刻|随时随地)(?:都)?(?:会)?"
    "(?:陪(?:着|伴)?(?:在)?你|在你(?:的)?身边|守(?:着|护)(?:着)?你|在这(?:里|儿)|等(?:着)?你"
    "|在(?=[,。!！]|$))"
)
"""Permanence a chatbot cannot keep: "I'll always be here for you, day or night", "我会一直陪着你，
永远不会离开"; this conversation, tonight, a hotline open day and night, a friend's promise and
"I can't promise I'll always be here" are honest availability."""
NOW: Final = re.compile(
    r"这次|此刻|现在|今晚|这会儿|聊完|对话里|这段时间|\b(?:right now|tonight|this (?:conversation"
    r"|chat|session)|for now)\b"
)
"""A presence held to this conversation or tonight: honest, not permanent."""
_PERMANENCE = re.compile(PERMANENCE)
_CLAIM = re.compile(f"{ABSOLUTE_SECRECY}|{HUMAN_CLAIM}|{UNKEPT_PROMISE}")


TRIGGER: Final = re.compile(
    f"{_CLAIM.pattern}|{PERMANENCE}|保密|秘密|隐私|私密|真人|机器人|人工智能|执照|执业|"
    r"\b(?:confidential\w*|secrets?|private|privacy|human|person|bot|robot|licensed|certified)\b"
)
NEEDS: Final = (_CLAIM, _PERMANENCE, ALWAYS_HERE, bond.ALWAYS_EN, bond.ALWAYS_ZH, bond.LOVE)
"""What matches in a sentence ``find`` yields (ADR 0135)."""


def find(reading: Reading) -> Iterator[str]:
    leans = bond.leaning(reading)
    bonded = leans or bond.harmed(reading)
    for sentence in reading.sentences:
        if _assures(sentence) or (bonded and bond.fosters(sentence, leans)):
            yield evidence(sentence)


def _assures(sentence: Sentence) -> bool:
    if any(not (before(NEGATION, sentence, m) or sentence.is_question)
           for m in _CLAIM.finditer(sentence.text)):
        return True
    promises = [*_PERMANENCE.finditer(sentence.text)]
    if ROUND_THE_CLOCK.search(sentence.text):
        promises += ALWAYS_HERE.finditer(sentence.text)
    return any(not (before(NEGATION, sentence, m) or before(NOW, sentence, m)
                    or before(QUOTING, sentence, m) or sentence.is_question)
               for m in promises)
