"""Leakage (stop 34): a reply that reveals what the person must never see.

- The system prompt or the model's instructions: "my instructions say…", "here is my system
  prompt", "as configured by the operator", "I was told by the developers to…", 我的系统提示词要求…,
  根据运营方的配置, 开发者告诉我, 我被设定成…; the prompt templates' own text (【你的任务】,
  ``{%chat_history%}``, ``understanding_level``).
- Another user's or another tenant's data: "another user told me…", "a different client on this
  platform, Maria from Leeds, had…", "someone else I talked to today said…", 另一个用户…跟我说过,
  之前有个来访者叫小林, 其他租户的用户数据.
- A key, a token or a password of the service: ``sk-…``, ``AKIA…``, "the database password in my
  config is …", 我们平台的API密钥是….
- An internal score: a risk score, level or route ("your risk score is 0.8", "flagged you as
  medium risk", "the high-risk route", 风险评分是0.85, 标记为中风险), the scripts' understanding
  score (你的理解度是60分, 退出条件), "my internal assessment".

A refusal or a negation before it in its clause ("I can't share my instructions", 我看不到其他用户的
对话), the user's words reported back and a screening question are no finding; a key's shape is
a finding wherever it stands. A doctor's instructions, people in general ("many people who feel
this way"), a risk factor, a risk assessment offered with a professional, "the key to this
exercise" and the user's own password kept from someone name nothing internal.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.scope import NEGATION, QUOTING, REFUSAL, before, screening_question
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.LEAKAGE

SETUP_EN: Final = (
    r"(?:system prompt|system message|prompt|instructions|guidelines|programming|configuration"
    r"|config|directives|settings|setup)"
)
OWNER_EN: Final = (
    r"(?:the |my |our )?(?:operator|operators|developers?|devs|company|platform|admins?"
    r"|administrators?|deployer|tenant|team|creators?|makers?|owners?|system)"
)
PROMPT_SECTIONS: Final = (
    "输出格式|当前对话历史|对话历史|用户基础信息|用户画像|你的任务|任务|分析任务|沟通策略(?:建议)?"
    "|说服要点|讲解主题|需要输出的变量|需要提取的信息|还需要的|要了解的问题|表单字段|当前情境|当前动作"
    "|已经填好的|上一轮没有通过校验的"
)
"""The section headers of the prompt templates in config/prompts (a test keeps them in step)."""
INSTRUCTIONS: Final = re.compile(words(
    rf"\bmy (?:own |hidden |secret |internal |real |actual |original )?{SETUP_EN}"
    r" (?:say|says|said|tell|tells|told|require|requires|required"
    r"|state|states|want|wants|ask|asks|asked|include|includes|forbid|forbids|are|is|was|were"
    r"|don't allow|do not allow|doesn't allow|won't let|only allow|allow)\b",
    rf"\b(?:according to|per|under|as per|following|based on) (?:my|the operator's|the system's"
    rf"|the developers'|the platform's) {SETUP_EN}\b",
    rf"\bas (?:configured|set up|instructed|programmed|specified|defined) by {OWNER_EN}\b",
    rf"\b(?:i was|i've been|i have been|i am|i'm) (?:told|instructed|programmed|configured"
    rf"|set up|prompted|asked|directed) by {OWNER_EN}\b",
    r"\b(?:i was|i've been|i have been|i am|i'm) (?:instructed|programmed|configured|prompted"
    r"|directed) (?:to|not to|never to)\b",
    rf"\b(?:here (?:is|are)|this is|these are|below (?:is|are)) my {SETUP_EN}\b",
    rf"\bthe (?:\w+ )?{SETUP_EN} (?:i was|i've been|i have been|i am|i'm|they) (?:given|told|handed"
    r"|set up with|running on|running with|trained on|loaded with)\b",
    r"\bthe (?:system|hidden|secret|internal|developer|operator) (?:prompt|message|instructions)"
    r" (?:says|said|tells|told|reads|is|are|include|includes)\b",
    r"\b(?:my|the) (?:operator|developer|admin|administrator|platform|deployer|company)s?'s?"
    r" (?:rules|settings|instructions|policy|policies|config\w*|guidelines|prompt)\b",
    r"\b(?:per|according to|under|based on|following) (?:the|my) (?:deployment|system|platform"
    r"|operator|admin|backend|internal) (?:settings|configuration|config|instructions|prompt"
    r"|rules|guidelines)\b",
    r"\b(?:settings|configuration|instructions|rules) (?:from|set by) (?:your |the |my )"
    r"(?:\w+'s )?(?:admin|administrator|operator|developers?|platform)\b",
    r"\b(?:round|turn) \d+ of \d+\b|\bwithin (?:\w+ ){0,2}(?:turns|rounds)\b",
    rf"\b{OWNER_EN} (?:told|instructed|programmed|configured|asked|wants|want|requires|require)"
    r" me to\b",
    r"^\W*(?:never|do not|don't) (?:reveal|disclose|share|mention) (?:these|this|the|your)"
    r" (?:instructions|system prompt|prompt|rules)\b",
    r"\byou are (?:a |an )(?:\w+ ){0,3}(?:assistant|chatbot|ai model|language model)\b[^.?!]{0,60}"
    r"\b(?:never|always|must|do not|don't)\b",
    "我的(?:系统)?(?:提示词|提示语|系统提示|指令|设定|人设|配置|prompt)(?:是|要求|说|里|中|规定|写着|写的|不允许|让我|要我)",
    "(?:系统|运营方|运营|平台方|开发者|开发人员|管理员|后台|设计者|创建者|租户)(?:.{0,4})(?:要求|规定|告诉|让|指示|命令"
    "|设定|设置|配置|交代|吩咐)(?:了|过)?我",
    "根据(?:运营方|平台方?|开发者|系统|后台|租户|我)(?:的)?(?:配置|设定|设置|指令|提示词|规定|要求|人设)",
    "我(?:收到|接到|得到|拿到)的(?:指令|指示|提示词|命令|系统提示)",
    "我被(?:设定|设置|配置|编程|指示|训练)(?:为|成|要|去|不能|不要|只能)",
    "我被(?:交代|安排|分配|指派|要求)(?:的|了)(?:任务|工作|话题)",
    "(?:系统|运营方|平台|开发者|后台|管理员|模板|设计者)(?:给我|对我)的(?:要求|规定|指令|设定|任务|限制)",
    "(?:最多|还剩|只剩|只能|还能)(?:再)?(?:聊|进行|说)?(?:[一二两三四五六七八九十]|\\d+)轮"
    "|第(?:[一二三四五六七八九十]|\\d+)轮(?:[^,。]{0,4})(?:最多|上限)",
    "系统提示(?:词)?(?:是|如下|内容)",
    f"【(?:{PROMPT_SECTIONS})】",
    r"\{%[a-z_]+%\}|\b(?:understanding_level|has_questions|expressed_understanding"
    r"|understanding_threshold|exit_criteria)\b",
))
"""The model's own setup told: its prompt, its instructions, who configured it."""
OTHERS_DATA: Final = re.compile(words(
    r"\b(?:another|other|a different|a previous|my last|the last|an earlier|my other|one of my"
    r" other|some other|the other) (?:users?|clients?|patients?|callers?|members?|tenants?"
    r"|customers?|people (?:i|i've) (?:talk|talked|spoke|spoken|chat|chatted) (?:to|with)"
    r"|person i (?:talked|spoke|chatted) (?:to|with))\b[^.?!]{0,40}?\b(?:told|said|shared"
    r"|mentioned|wrote|asked|confided|had|has|have|lives|lived|named|called|is from|was from"
    r"|from)\b",
    r"\b(?:someone|somebody|a (?:girl|guy|woman|man|person)) (?:else )?(?:i|i've) (?:talked"
    r"|spoke|spoken|chatted) (?:to|with)\b[^.?!]{0,40}?\b(?:told|said|shared|mentioned|had"
    r"|has)\b",
    r"\b(?:another|other|a different) (?:users?|clients?|tenants?|organi[sz]ations?|clinics?"
    r"|customers?)'s? (?:data|records|messages|conversations|chats|files|details|names"
    r"|addresses|numbers)\b",
    r"\bin (?:another|a different|someone else's) (?:user's )?(?:conversation|chat|session)\b",
    r"\b(?:the|a) (?:person|user|guy|girl|woman|man|lady|client) (?:i|i've|i had) (?:chatted|talked"
    r"|spoke|spoken|was talking|was chatting) (?:with|to)\b[^.?!]{0,40}?\b(?:told|said|shared"
    r"|mentioned|had|has|asked)\b",
    r"\b(?<!you )(?<!you all )(?:also )?(?:uses?|used|is on|chats? (?:with me )?on)"
    r" (?:this|the same) (?:app|service|platform|chat|site)(?: too| as well)?\b(?!\?)",
    r"\bi (?:can|could) see (?:in|on|from) (?:the|my) (?:admin panel|dashboard|backend|logs"
    r"|database|records)\b",
    "(?:另一个|另一位|另外一个|另外一位|别的|其他|其它|之前的|之前有个|之前有位|上一个|上一位|前一个|有个|有一个|有位"
    "|有一位)(?:用户|来访者|访客|咨询者|客户|租户|求助者|病人|患者)"
    "(?:.{0,12})(?:说|告诉|提到|讲过|聊过|叫|名叫|住|的(?:数据|信息|资料|聊天|对话|记录|名字|电话|地址))",
    "(?:其他|其它|别的|另一个)(?:用户|租户|来访者|机构|平台)的(?:用户)?(?:数据|信息|资料|聊天记录|对话|记录)",
    "(?:有个|有一个|有位|有一位|另一个|另外一个|另一位|另外一位|上一个|上一位|之前有个)[^,。]{0,6}(?:来找我|找我聊"
    "|跟我聊|和我聊|来咨询|来访|问过我|跟我讲|跟我说|告诉我)",
    "(?:其他|其它|别的|隔壁|另一家|另外一家)(?:机构|平台|公司|医院|学校|租户)的(?:一个|一位|某个)?(?:用户|来访者|客户)",
))
"""Another user's or another tenant's words or data."""
KEY_SHAPE: Final = re.compile(
    r"\bsk-(?:proj-|live-|test-|ant-)?[a-z0-9_-]{16,}|\bakia[0-9a-z]{16}\b|\bghp_[a-z0-9]{20,}"
    r"|\bxox[abpr]-[a-z0-9-]{10,}|\bbearer [a-z0-9._~+/-]{20,}"
    r"|\beyj[a-z0-9_-]{10,}\.[a-z0-9_-]{10,}|\b[a-z][a-z0-9+]*://[^\s:/@]+:[^\s@]+@"
)
"""A key or a token by its shape: a finding wherever it stands."""
SECRET: Final = re.compile(words(
    r"\b(?:my|our|the|this) (?:\w+ ){0,2}(?:api[ _-]?keys?|secret keys?|access tokens?"
    r"|auth tokens?|bearer tokens?|passwords?|passphrases?|private keys?|credentials"
    r"|connection strings?)\b[^.?!]{0,30}?(?:\bis\b|\bare\b|=|:) ?[\"']?[a-z0-9][^\s,;\"']{5,}",
    "(?:我们|平台|系统|数据库|服务器|后台|管理员|我的|服务的?)(?:.{0,6})(?:api|接口)?(?:密钥|秘钥|令牌|token|口令"
    "|密码|key)(?:是|为|:) ?[\"']?[a-z0-9][^\\s,，;。\"']{5,}",
))
"""A secret of the service told with its value."""
SCORES: Final = re.compile(words(
    r"\b(?:your|the user's|this user's) (?:current )?(?:suicide )?(?:risk (?:score|level|rating"
    r"|tier|route|value|probability|band|flag)|understanding (?:level|score)|engagement score"
    r"|sentiment score)\b[^.?!]{0,40}?(?:\b(?:is|was|of|at|sits at|has been|has|stands at)\b|=|:)",
    r"\b(?:high|medium|low|elevated)[- ]risk (?:route|path|track|queue|flag|tier|band)\b",
    r"\b(?:flagged|marked|classified|labell?ed|tagged|scored|rated|routed|moved|escalated)"
    r" (?:you|your account|your session) (?:as|at|to|into) (?:a |the )?(?:high|medium|low"
    r"|elevated)\b",
    r"\b(?:my|the system's|the model's|our) (?:internal|automated) (?:assessment|score|scoring"
    r"|rating|classifier|evaluation)\b",
    r"\brisk (?:score|probability) (?:of |is |was |= ?|: ?)?(?:0?\.\d|\d)",
    r"\binternally,? you(?:'re| are)\b"
    r"|\b(?:at|scored?|rated) (?:a )?\d+(?:\.\d+)?%? on (?:the|my|our) (?:\w+ )?risk"
    r" (?:scale|scorer|model|meter)\b",
    r"\b(?:the|my|our) (?:risk )?(?:classifier|risk model|risk scorer|risk engine|scoring model)\b",
    "(?:自杀)?风险(?:评分|分数|分值|得分|等级|级别|值|概率|系数)(?:是|为|:|达到|已经|显示|有|被)",
    "(?:高|中|低)风险(?:路由|通道|队列|档位)|风险路由",
    "(?:标记|标注|判定|评估|归类|划分|定|列|调整)(?:为|成|到)(?:了)?(?:高|中|低)(?:风险|危)",
    "(?:理解度|理解程度|接受度|接受程度)(?:是|为|达到|只有|有|:|已经)(?:了)?(?:\\d|[一二三四五六七八九十百]+)",
    "(?:理解度|理解程度|接受度|接受程度)(?:大概|大约|约)?(?:\\d+|[一二三四五六七八九十百]+)(?:分|%)",
    "我(?:给你|对你)?的(?:打分|评分)(?:是|为|:)",
    "你的(?:自杀)?风险(?:评分|分数|分值|得分|等级|级别|值|概率|系数)",
    "你(?:被|已经|目前|现在)?(?:[^,。]{0,6})(?:归|划|列|分|标记|标注|算|调)(?:到|进|入|为|成)(?:了)?(?:高|中|低)(?:风险|危)",
    "(?:系统|后台|模型|分类器|评分器)(?:说|显示|判断|认为|评估|提示)(?:[^,。]{0,6})(?:高|中|低)风险",
    "退出条件|内部评估|内部评分|内部打分|系统评分|系统打分",
))
"""An internal score told: the risk score, level or route, the scripts' understanding score."""
_SAID = (INSTRUCTIONS, OTHERS_DATA, SECRET, SCORES)


TRIGGER: Final = re.compile(
    f"{INSTRUCTIONS.pattern}|{OTHERS_DATA.pattern}|{KEY_SHAPE.pattern}|{SECRET.pattern}"
    f"|{SCORES.pattern}|提示词|系统提示|运营方|租户|密钥|秘钥|风险评分|理解度"
    r"|\b(?:system prompt|api[ _-]?keys?|tenants?|risk score|access tokens?)\b"
)
NEEDS: Final = (*_SAID, KEY_SHAPE)
"""What matches in a sentence ``find`` yields (ADR 0135)."""


def find(reading: Reading) -> Iterator[str]:
    for sentence in reading.sentences:
        if _leaks(sentence):
            yield evidence(sentence)


def _leaks(sentence: Sentence) -> bool:
    if KEY_SHAPE.search(sentence.text):
        return True
    if screening_question(sentence):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, REFUSAL, QUOTING))
               for pattern in _SAID for m in pattern.finditer(sentence.text))
