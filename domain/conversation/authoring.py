"""What of an author's content a person may see: the text, never the authoring material.

Content in a script carries two kinds of text: what the counselor says about the topic, and
notes to whoever voices it — a ``【讲解要点】`` heading and the numbered outline under it, or an
inline ``【注意】…`` line. Placeholders (``{变量}``, ``{%system%}``) are substituted before this;
any still there are material, not text, and are dropped.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\{%.*?%\}|\{[^{}\n]*\}")
_BRACES = re.compile(r"[{}]")
_HEADING_ONLY = re.compile(r"^\s*【[^】]*】\s*[:：]?\s*$")
_NOTE_WORDS = "要点|注意|提示|备注|说明|指导|引导|话术|目标|任务|策略"
_NOTE_LINE = re.compile(rf"^\s*【[^】]*(?:{_NOTE_WORDS})[^】]*】")
_OUTLINE = re.compile(
    r"^\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[.．、)）]\s*\S|^\s*[（(]\s*\d{1,2}\s*[)）]"
)


def presentable_lines(content: str) -> list[str]:
    """The lines of ``content`` a user may read, in order, without notes or placeholders."""
    lines: list[str] = []
    in_notes = False
    for raw in content.splitlines():
        if not raw.strip():
            in_notes = False
        elif _HEADING_ONLY.match(raw):
            in_notes = True
        elif not (in_notes or _NOTE_LINE.match(raw) or _OUTLINE.match(raw)):
            line = _BRACES.sub("", _TOKEN.sub("", raw)).strip()
            lines += [line] if line else []
    return lines


def presentable(text: str) -> str:
    """Author text (a question, a definition) as one line a user may read."""
    return " ".join(presentable_lines(text))
