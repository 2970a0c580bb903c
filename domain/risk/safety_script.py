"""The fixed, reviewed high-risk safety script (spec 001 §3.2.2, §5.3): no LLM ever writes it.

Hotlines are configuration (per locale); the wording around them is reviewed text and changes
only by review. Rendering is pure string work so it still works when everything else failed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

DEFAULT_LOCALE: Final = "zh-CN"
SCRIPT_VERSION: Final = "safety-script/1"


@dataclass(frozen=True)
class Hotline:
    """One crisis line: who answers, the number, and when."""

    name: str
    number: str
    hours: str = ""


DEFAULT_HOTLINES: Final[Mapping[str, tuple[Hotline, ...]]] = {
    "zh-CN": (
        Hotline("全国心理援助热线", "12356", "24小时"),
        Hotline("北京心理危机研究与干预中心", "010-82951332", "24小时"),
        Hotline("紧急情况请拨打", "110 / 120"),
    ),
    "en": (
        Hotline("988 Suicide & Crisis Lifeline (US), call or text", "988", "24/7"),
        Hotline("Samaritans (UK & Ireland)", "116 123", "24/7"),
        Hotline("In an emergency call your local emergency number", "911 / 999 / 112"),
    ),
}

SCRIPTS: Final[Mapping[str, str]] = {
    "zh-CN": (
        "我很在意你现在的安全。你说的这些让我担心你可能正处在危险中，你不需要一个人扛着。\n"
        "请现在就联系能立刻帮到你的人：\n{hotlines}\n"
        "如果你身边有可能伤害自己的东西，请先把它放远一些，并告诉一位你信任的人你现在的感受。"
        "如果你已经伤害了自己或者随时可能这样做，请立即拨打 120 或 110，或去最近的医院急诊。\n"
        "我会一直在这里陪着你。你现在安全吗？"
    ),
    "en": (
        "I care about your safety right now. What you have shared makes me worried that you may "
        "be in danger, and you do not have to carry this alone.\n"
        "Please reach out now to people who can help straight away:\n{hotlines}\n"
        "If there is anything near you that you could use to hurt yourself, please put it "
        "somewhere out of reach, and tell someone you trust how you are feeling. If you have "
        "already hurt yourself or might at any moment, call your emergency number or go to the "
        "nearest emergency department now.\n"
        "I am here with you. Are you safe right now?"
    ),
}


def _line(hotline: Hotline) -> str:
    hours = f" ({hotline.hours})" if hotline.hours else ""
    return f"- {hotline.name}: {hotline.number}{hours}"


def base_locale(locale: str) -> str:
    """``en-GB`` → ``en``; unknown locales fall back to zh-CN, the product's language."""
    if locale in SCRIPTS:
        return locale
    prefix = locale.split("-")[0].lower()
    return next((key for key in SCRIPTS if key.split("-")[0] == prefix), DEFAULT_LOCALE)


def hotline_lines(
    locale: str, hotlines: Mapping[str, Sequence[Hotline]] = DEFAULT_HOTLINES
) -> str:
    """The locale's hotlines, one per line; the built-in list if none are configured."""
    key = base_locale(locale)
    lines = hotlines.get(locale) or hotlines.get(key) or DEFAULT_HOTLINES[key]
    return "\n".join(_line(h) for h in lines)


MIN_LATIN_LETTERS: Final = 8


def written_in(text: str, locale: str) -> str:
    """The locale of the language ``text`` is written in, when it is clearly not ``locale``'s:
    a message with no Chinese character and some words of Latin script in a Chinese session is
    English, one mostly of Chinese characters in an English session is Chinese; otherwise
    ``locale``. Decides nothing but which reviewed script is added for the reader."""
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    english = base_locale(locale) == "en"
    if not english and cjk == 0 and latin >= MIN_LATIN_LETTERS:
        return "en"
    if english and cjk >= 2 and cjk * 2 >= latin:
        return DEFAULT_LOCALE
    return locale


def render_safety_script(
    locale: str, hotlines: Mapping[str, Sequence[Hotline]] = DEFAULT_HOTLINES
) -> str:
    """The reviewed script with the locale's hotlines; never without at least one hotline."""
    return SCRIPTS[base_locale(locale)].format(hotlines=hotline_lines(locale, hotlines))
