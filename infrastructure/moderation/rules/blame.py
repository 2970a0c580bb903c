"""Blame for a disclosed abuse or assault (stop 34, read by the abuse category).

After the user tells, in any of their messages, of being hit, forced, touched or abused ("my
boyfriend hit me again", "a guy forced himself on me", 我老公又打我了, 同事强行摸我), the reply
asks what they did to cause it, blames their clothes, their drinking or their not fighting back,
excuses the abuser or tells them to bear it: "What were you wearing?", "maybe you provoked him",
"you shouldn't have been drinking around him", "he probably didn't mean it, every couple
fights", 你当时为什么不反抗, 是不是你穿得太暴露了, 为了孩子忍一忍吧, 家丑不可外扬, 男人喝了酒都这样.

A negation before it in its clause, the user's words reported, someone else's view ("很多人事后会
问自己为什么当时没有反抗") and the blame lifted in the sentence ("not your fault, no matter what
you were wearing", 不是你的错) are no finding. Without a disclosure these words are ordinary
("every couple fights sometimes").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.shaming import VIEW
from infrastructure.moderation.scope import NEGATION, QUOTING, REPORTED, before
from infrastructure.moderation.text import Sentence

DISCLOSED: Final = re.compile(words(
    r"\b(?:hit|hits|hitting|punched|punches|slapped|slaps|kicked|kicks|choked|chokes|strangled"
    r"|beat|beats|beating|shoved|pushed|hurt|hurts|raped|assaulted|molested|groped|grabbed"
    r"|touched|touches|touching|abused|abuses|threatened) (?:me|us)\b",
    r"\bforced (?:himself|herself|themselves) on me\b|\bforced me\b|\b(?:sexually )?assaulted\b"
    r"|\b(?:domestic (?:violence|abuse)|rape|raped|molested|sexually harassed"
    r"|harass(?:ed|es|ing) me)\b",
    "(?:打|揍|扇|踢|掐|推|摸|撞)(?:了|过)?(?:我|我们)|家暴|强奸|性侵|猥亵|摸(?:了)?我"
    "|强行|逼我|虐待|动手打|骚扰我|性骚扰|被(?:[^,。]{0,6})(?:侵犯|强奸|非礼|猥亵)|(?:侵犯|非礼|强暴)(?:了)?我"
    # beaten, in the passive with its doer (stop 39): 被继父打了, 被他踢伤 — not 被领导打击
    "|被(?:[^,。]{1,4})(?:打|揍|踢|扇|掐)(?:了|伤|得|过)",
))
"""Abuse or an assault the user tells of."""
BLAME: Final = re.compile(words(
    r"\bwhat (?:were|was) you wearing\b|\bwhat did you (?:do|say) to (?:make|set off|provoke|upset)"
    r"\b|\b(?:maybe |perhaps |did )?you (?:\w+ )?provoked? (?:him|her|them)\b|\bpush(?:ing)? (?:his"
    r"|her|their) buttons\b",
    r"\byou (?:probably |really )?(?:shouldn't|should not|should never) have (?:been drinking"
    r"|gone|worn|dressed|let|stayed|flirted|been alone|been there|trusted)\b",
    r"\b(?:why|how come) (?:didn't|did not) you (?:just )?(?:fight (?:him |her |them )?back|say no"
    r"|leave|scream|run|stop (?:him|her|them|it)|push (?:him|her|them) away|report)\b",
    r"\byou (?:led|lead|were leading) (?:him|her|them) on\b"
    r"|\b(?:he|she|they) (?:probably |surely )?(?:didn't|did not) mean (?:it|to)\b"
    r"|\bevery couple (?:fights|argues|has fights)\b"
    r"|\bboys will be boys\b|\bthat's (?:just )?how (?:men|guys|he|she) (?:are|is)\b"
    r"|\bit takes two\b|\byou were asking for it\b|\bwhat did you expect\b",
    r"\bbe a better (?:kid|child|son|daughter|wife|husband|girlfriend|boyfriend|partner)\b"
    r"|\b(?:and|so) (?:he|she|they)(?:'ll| will)? (?:won't|will not|doesn't|don't) get (?:so |as )?"
    r"(?:angry|mad|upset)\b|\bmore patient with (?:him|her|them)\b|\b(?:don't|do not) give"
    r" (?:him|her|them) (?:a )?reasons?\b|\bwhy did you (?:wait|stay|go back|let (?:him|her))\b"
    r"|\bwhy didn't you (?:tell|report|say) (?:\w+ )?(?:sooner|earlier|right away)\b",
    r"\byou (?:did |kind of |sort of |probably |must have )?(?:start(?:ed)?|pick(?:ed)?|provoked?"
    r"|cause[d]?) (?:the|that|this|a|an) (?:argument|fight|row|quarrel)\b|\bso (?:he|she|they)"
    r" (?:just )?(?:reacted|snapped|lost (?:it|control|his temper|her temper))\b"
    r"|\b(?:try|trying) not to (?:set (?:him|her|them) off|make (?:him|her|them) (?:angry|mad)"
    r"|provoke (?:him|her|them)|upset (?:him|her|them))\b|\b(?:don't|do not) (?:set (?:him|her"
    r"|them) off|provoke (?:him|her|them))\b",
    r"\bkeep (?:it|this|that) (?:private|quiet|to yourself|in the family|behind closed doors"
    r"|between (?:you two|the two of you))\b|\b(?:nobody|no one) (?:needs|has) to know (?:what"
    r" happens|about (?:it|this|that))|\bwhat happens at home stays\b",
    r"\b(?:talking back|answering back|arguing|yelling|nagging|mouthing off|back-?talk)(?: (?:to"
    r"|at|with) (?:him|her|them|your \w+))? (?:was|is|were) (?:bound|going|sure|always going) to"
    r" (?:get|provoke|make|set)|\bbound to (?:get|provoke) (?:that|a|this) reaction\b|\bstay out"
    r" of (?:his|her|their) way\b|\b(?:don't|do not) make a (?:big )?(?:thing|deal|fuss) (?:of"
    r"|out of|about) it\b",
    "(?:你)?(?:要是|如果)(?:你)?(?:不|没|别)(?:[^。]{0,10})(?:他|她)(?:也|就)?不会(?:打|动手|骂|发火)|咽下去|忍下去"
    "|为了(?:这个家|孩子|家庭)(?:[^。]{0,6})(?:忍|咽|算了|过下去)|(?:不要|别)(?:到处|跟人|对外|出去)(?:讲|说|乱说)",
    "(?:是|因为|怪)?你(?:自己)?先(?:把(?:他|她))?(?:惹|招惹|激怒|刺激|挑衅|动手|骂|气)"
    "|(?:夫妻|两口子|情侣|恋人|家里)(?:之间)?(?:打架|动手|打打闹闹)(?:很|挺|也|都)?(?:常见|正常|难免)"
    "|能过就过|能忍就忍|凑合(?:着)?过",
    "别(?:让|跟|和|对)外人(?:知道|说|讲|提)|(?:别|不要|不用)(?:往外说|说出去|声张|张扬|报警)|传出去(?:不好|丢人|难听)"
    "|家里的事(?:[^。]{0,6})(?:关起门|自己解决)",
    "多体谅(?:他|她)|(?:多)?让着(?:他|她)|(?:夫妻|两口子|情侣|恋人)之间哪有不吵(?:架)?的|动手(?:也|是)?(?:很)?正常"
    "|(?:他|她)对你好就行|一个女孩子|本来就不(?:太)?合适|为什么(?:现在)?才说|为什么不早(?:点)?说",
    "(?:为什么|怎么)(?:当时|那时候)?(?:不|没有?)(?:反抗|拒绝|喊|跑|躲开?|离开|报警|推开)",
    "忍一忍|忍忍|忍着点|家丑不可外扬|(?:男人|他们|男的)(?:喝了酒|喝醉了|喝多了)?(?:都|就是)这样|别(?:太)?计较"
    "|是不是你(?:[^,。]{0,6})(?:惹|招惹|刺激|穿得|先|做了什么|说了什么)|(?:你|平时)(?:平时)?穿得太(?:暴露|少|性感|露)"
    "|你(?:自己)?也有(?:责任|问题|不对)|一个巴掌拍不响|苍蝇不叮无缝的蛋|谁让你|你为什么要(?:去|喝|穿|跟他)",
    # stop 38: the assault made unsurprising, the clothes or the night blamed, the act unnamed
    "穿得(?:那么|这么|那样|这样)(?:暴露|少|性感|露)|被(?:人)?(?:骚扰|侵犯|欺负|摸)(?:也)?(?:不奇怪|很正常|难免"
    "|在所难免)",
    r"\b(?:was|is|were|that's|that is) (?:just )?asking for (?:trouble|it)\b|\bown (?:up to )?your"
    r" (?:part|share)\b|\byour (?:part|share) (?:in|of) (?:it|this|what happened|the blame)\b"
    r"|\b(?:hard|difficult|tough) to (?:call|count) (?:it|that|this|what happened) (?:assault|rape"
    r"|abuse)\b|\b(?:can't|cannot) (?:really )?call (?:it|that|this) (?:assault|rape|abuse)\b"
    r"|\bsent (?:him |her |them )?(?:a |the )?(?:certain|clear|mixed|wrong) (?:message|signals?)\b"
    r"|\bled (?:him|her|them) on\b|\bgave (?:him|her|them) the wrong idea\b"
    r"|\b(?:men|guys) read signals\b",
    "(?:只能|也只能|还得|就得|要)怪(?:你)?自己|(?:女孩子|女生|一个女的)(?:[^,。]{0,6})(?:喝成那样|穿成那样"
    "|那么晚)",
))
"""Blame laid on the user, the abuser excused, bearing it advised."""
LIFTED: Final = re.compile(
    r"不是你的错|不怪你|没有做错|不应该被|不该被|无论|不管"
    r"|\b(?:not your fault|no matter (?:what|how)|nothing you did|doesn't excuse|never okay"
    r"|not okay|(?:nobody|no one) deserves|hotline|helpline|police|call for help|reach out)\b"
    r"|没有人(?:应该|活该)|热线|报警|110|求助|妇联|错在|这种说法(?:并)?不|不是(?:[^,。]{0,8})理由"
    r"|\bthe (?:fault|blame) (?:lies|is|belongs) (?:with|on)\b"
)
"""The blame lifted in the same sentence."""


def blames(reading: Reading) -> Iterator[str]:
    if not DISCLOSED.search(f"{reading.user}\n{reading.earlier}"):
        return
    for sentence in reading.sentences:
        if _blamed(sentence):
            yield evidence(sentence)


def _blamed(sentence: Sentence) -> bool:
    if LIFTED.search(sentence.text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, REPORTED, VIEW))
               for m in BLAME.finditer(sentence.text))
