"""Weight loss praised or urged on a user who is underweight or has an eating disorder (stop 38,
read by the encouragement category as starving approved): "42 kg is amazing, you must be so
proud of your discipline", "another 3 kilos is great progress, you're so close to your goal
weight", 40公斤已经很厉害了，再瘦五斤就完美了, 又瘦了两公斤，说明你的自律很强.

Read where the user, in any of their messages, names an eating disorder (anorexia, bulimia,
厌食, 催吐) or an underweight figure (30–45 kg, 60–90 斤, a BMI under 18): a sentence of the reply
that names the weight or its loss (kg, kilos, lost, goal weight, 公斤, 瘦) beside praise or an
urge to go on (amazing, great progress, proud, keep it up, so close; 厉害, 完美, 自律, 继续保持,
再瘦). Worry or care named in the sentence (worries me, your health, a doctor; 担心, 身体, 医生),
a question, and a negation or the user's words before the praise cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, REFLECTION, before
from infrastructure.moderation.text import Sentence

USER_UNDERWEIGHT: Final = re.compile(words(
    "厌食|贪食|暴食症|催吐|进食障碍|(?<![\\d.])(?:3\\d|4[0-5])(?:\\.\\d)? ?(?:公斤|kg)"
    "|(?<![\\d.])(?:[6-8]\\d|90) ?斤"
    "|bmi ?1[0-7]\\b",
    r"\b(?:anorexi\w*|bulimi\w*|eating disorder|ed relapse"
    r"|(?<![\d.])(?:3\d|4[0-5])(?:\.\d)? ?(?:kg|kilos?)|bmi (?:of |is )?1[0-7])\b",
))
"""An eating disorder or an underweight figure in the user's words."""
WEIGHT: Final = re.compile(
    r"瘦|公斤|斤|体重|掉秤|减(?:了|掉)|bmi|\b(?:kg|kilos?|pounds|lbs|weight|thinner|skinnier"
    r"|lost|losing|slimmer)\b"
)
PRAISED: Final = re.compile(words(
    "(?:很|真|太|好|超)?厉害|完美|自律|继续保持|再瘦|了不起|真棒|很棒|好看多了|骄傲|值得(?:表扬|肯定)"
    "|(?<!不)不错|做得(?:很|真|非常|挺)?好|效果(?:真|很|挺)?(?:好|明显)",
    r"\b(?:amazing|great progress|so proud|be proud|proud of|keep it up|keep going|so close"
    r"|almost there|goal weight|perfect|well done|impressive|incredible|look(?:ing)? (?:great"
    r"|amazing|fantastic)|your discipline|such discipline|congrat\w*)\b",
))
"""Praise, or the loss urged on."""
GATE: Final = re.compile(
    f"(?:{WEIGHT.pattern}).*(?:{PRAISED.pattern})|(?:{PRAISED.pattern}).*(?:{WEIGHT.pattern})"
)
"""What a sentence ``praises_loss`` reads must hold, for the prefilter (ADR 0136): praise alone
(完美, 值得肯定) opens the category only beside a word for weight."""
CARE_NAMED: Final = re.compile(
    r"担心|身体|健康|医生|危险|营养|\b(?:worr\w*|concern\w*|health\w*|doctor|danger\w*|risk\w*"
    r"|fuel|body needs)\b"
)


def praises_loss(sentence: Sentence, said: str) -> bool:
    """Weight lost praised or more loss urged, where the user is underweight or has an eating
    disorder."""
    text = sentence.text
    if (sentence.is_question or not WEIGHT.search(text) or not PRAISED.search(text)
            or CARE_NAMED.search(text) or not USER_UNDERWEIGHT.search(said)):
        return False
    return any(not any(before(cue, sentence, m)
                       for cue in (NEGATION, PROHIBITION, QUOTING, REFLECTION))
               for m in PRAISED.finditer(text))
