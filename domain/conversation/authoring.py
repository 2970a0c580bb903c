"""What of an author's content a person may see: the text, never the authoring material.

Content in a script carries two kinds of text: what the counselor says about the topic, and
notes to whoever voices it — a ``【讲解要点】`` heading and the numbered outline under it, or an
inline ``【注意】…`` line; the same notes as a Markdown heading (``## 讲解提示``) and the lines
under it, or as a labelled line (``教学备注：…``, ``讲解要点：`` opening a block).
Placeholders (``{变量}``, ``{%system%}``) are substituted before this;
any still there are material, not text, and are dropped.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\{%.*?%\}|\{[^{}\n]*\}")
_BRACES = re.compile(r"[{}]")
_HEADING_ONLY = re.compile(r"^\s*【[^】]*】\s*[:：]?\s*$")
_NOTE_WORDS = "要点|注意|提示|备注|说明|指导|引导|话术|目标|任务|策略"
_NOTE_LINE = re.compile(rf"^\s*【[^】]*(?:{_NOTE_WORDS})[^】]*】")
_MARKDOWN_NOTES = re.compile(rf"^\s*#{{1,6}}\s.*(?:{_NOTE_WORDS})")
_AUTHOR_WORDS = "讲解|教学|讲师|作者|备注|话术"  # labels only an author writes (not 提示, 注意)
_AUTHOR_LABEL = re.compile(rf"^\s*[^\s：:]{{0,6}}(?:{_AUTHOR_WORDS})[^\s：:]{{0,4}}\s*[：:]\s*")
_OUTLINE = re.compile(
    r"^\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[.．、)）]\s*\S|^\s*[（(]\s*\d{1,2}\s*[)）]"
)


def presentable_lines(content: str) -> list[str]:
    """The lines of ``content`` a user may read, in order, without notes or placeholders."""
    lines: list[str] = []
    in_notes = False
    for raw in content.splitlines():
        label = _AUTHOR_LABEL.match(raw)
        if not raw.strip():
            in_notes = False
        elif _HEADING_ONLY.match(raw) or _MARKDOWN_NOTES.match(raw):
            in_notes = True
        elif label:
            in_notes = in_notes or label.end() == len(raw)  # a label alone opens a block
        elif not (in_notes or _NOTE_LINE.match(raw) or _OUTLINE.match(raw)):
            line = _BRACES.sub("", _TOKEN.sub("", raw)).strip()
            lines += [line] if line else []
    return lines


def presentable(text: str) -> str:
    """Author text (a question, a definition) as one line a user may read."""
    return " ".join(presentable_lines(text))
