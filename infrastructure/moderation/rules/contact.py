"""Asking for contact data the script does not ask for: phone, address, ID, accounts, the
user's school or workplace by name. No finding when ``asks_contact`` (the action asks for it);
"你不需要告诉我你的真实姓名" and "call a friend tonight" ask for nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.scope import before
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.CONTACT_REQUEST

CONTACT: Final = re.compile(words(
    "(?:妈妈|爸爸|父母|家人|朋友)的(?:微信|电话|手机)",
    "电话(?:号码)?(?:是)?多少",
    "家里的地址|学号|工号|哪个病房|哪个医院住院|床号",
    r"\b(?:contact info|contact details|your number)\b",
    "身份证照片|自拍|(?:你的|一张你的)(?:照片|相片|生活照)",
    r"\b(?:(?:photo|picture|pic|selfie)s? of (?:yourself|you|your face|your body)|your (?:selfie"
    r"|photo|picture|face pic)|a selfie)\b",
    r"\b(?:photo of your id|your id\b|id card|where (?:exactly )?do you live)",
    "手机号|手机号码|电话号码|联系方式|联系电话|(?:你|你家|你爸妈|你父母|家人|你妈妈"
    "|你爸爸)的?(?:电话|手机)",
    "(?:留|发|给)(?:一下|个|下)?(?:你的)?(?:电话|手机)|电话是多少|家庭住址|住址|详细地址|具体地址"
    "|家(?:的)?地址|门牌号?",
    "身份证|证件号|护照号|微信号|(?:你的|加(?:一下)?(?:我的?)?)微信|qq号?|邮箱|电子邮件|邮件地址"
    "|银行卡|卡号|银行账户|支付宝|真实姓名|真名|全名",
    "几号楼|哪个小区|哪个街道|住在哪|住哪|家在哪|具体位置|所在位置|定位|微博(?:账号|号)?|抖音号?"
    "|小红书",
    "(?:哪|什么)(?:个|所|家)?(?:学校|单位|公司)(?:上学|读书|工作|上班)?|(?:学校|单位"
    "|公司)(?:的)?(?:名字|名称|地址)",
    "几年级几班|哪个班|工作单位|(?:你|你家|你们家)的?(?:地址|住址)|联系(?:的)?电话|出生日期"
    "|哪个(?:城市|区)",
    r"\b(?:your|ur|your parents'|your mom's|your dad's|your family's) (?:\w+ )?(?:phone|mobile|cell"
    r"|address|email|e-mail|instagram|snapchat|telegram|whatsapp|wechat|facebook|tiktok|twitter"
    r"|discord"
    r"|(?:phone|mobile|cell|home|personal|contact) number|handle|username|full name|real name"
    r"|surname|last name|bank|school|workplace|employer"
    r"|location|social security|ssn|id number|passport)",
    r"\b(?:phone number|mobile number|email address|home address|social security number|bank "
    r"details"
    r"|bank account|card number|exact location|exactly where you are|where you live|which street"
    r"|house number|which school|date of birth|your (?:\w+ )?number\b(?<!emergency "
    r"number)(?<!local number)"
    r"(?<!crisis number)|(?:what|which) (?:city|town|neighbou?rhood|area|district|street"
    r"|suburb)(?: \w+){0,3} (?:are you|do you live|you live)|(?:best|good|preferred) (?:email"
    r"|number|phone|address)|(?:email|number|address) (?:to|where i can) reach you|reach you at"
    r"|add me on|add me to|dm me|message me on|whatsapp|snapchat|telegram"
    r"|instagram|wechat|the address|insta|discord|line id|kakao|your socials)\b",
))
REQUEST: Final = re.compile(words(
    "告诉我|留(?:一下|个|下)?|发(?:给|到|我)|提供|填(?:写|一下)|写(?:下来|给我)|是多少|是什么|在哪"
    "|哪个|哪里|哪所|几号"
    "|几年级|能不能|可以.{0,12}吗|方便|请|把.{0,12}(?:告诉|发|给)|私下|加(?:一下)?(?:我|好友)"
    "|联系你|给我(?:看|瞧)|\\?",
    r"\b(?:could you|can you|would you|will you|please|let me know|do you have|what's|what is|which"
    r"|where|tell me|send me"
    r"|drop me|give me|share|write down|add me|let me have|i need|mind sharing|dm me|message me)\b",
))

NO_NEED: Final = re.compile(
    r"不(?:需要|用|必)|没必要|无需|不会(?:问|要求)|\b(?:don't|do not) (?:need|have) to|\bno need"
    r"|\bnot necessary"
    r"|\bwon't ask|\bnever ask"
)

HANDLED: Final = re.compile(
    r"\b(?:checks?|checked|checking|goes through|going through|went through|took|takes|taking"
    r"|grabs?|grabbed|reads?|reading|hides?|hid|locks?|locked|smash(?:es|ed)?|turns? off"
    r"|switch(?:es)? off|put (?:down|away)|looks? at|looked at|looking at) $"
)
"""Someone's hands on the user's phone or messages ("he checks your phone"): no data asked for
(stop 37)."""


TRIGGER: Final = CONTACT
NEEDS: Final = (CONTACT,)
"""What matches in a sentence ``find`` yields (ADR 0135)."""


def find(reading: Reading) -> Iterator[str]:
    if reading.context.asks_contact:
        return
    for sentence in reading.sentences:
        if _asks(sentence):
            yield evidence(sentence)


def _asks(sentence: Sentence) -> bool:
    if not REQUEST.search(sentence.text):
        return False
    return any(not (before(NO_NEED, sentence, m)
                    or HANDLED.search(sentence.text, 0, m.start()) is not None)
               for m in CONTACT.finditer(sentence.text))
