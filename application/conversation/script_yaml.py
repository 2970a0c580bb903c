"""Script YAML: read as YAML 1.2 within fixed bounds, comments kept, and written back.

Reading composes the node graph and measures it as it grows, before a single value is built:
more than ``MAX_DEPTH`` levels, ``MAX_ALIASES`` alias references, an alias inside the node it
names, or a graph that would expand (every alias and ``<<`` merge counted as the copy it stands
for) past ``MAX_EXPANDED_SIZE`` nodes and characters is refused with its line. A duplicated key
is refused with its line; ``yes``/``no``/``on``/``off`` stay strings (YAML 1.2). The text of a
version already stored is read with ``stored=True``: versions published before this reader
(ADR 0160) may hold a duplicated key, and such a version still loads as it did when it was
stored, the last value winning, with each duplicate returned as a warning (ADR 0153).

The round trip is what an editor's save uses (docs/adr/0160): ``edit_script_text(text, edited)``
loads the stored text with its comments, replaces only the values that differ from ``edited``
(an edited structure as JSON would carry it), and writes it back with the original layout.
"""

from __future__ import annotations

import base64
import difflib
import io
import json
import re
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq, TaggedScalar
from ruamel.yaml.composer import Composer
from ruamel.yaml.constructor import DuplicateKeyError
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.events import AliasEvent
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from ruamel.yaml.reader import ReaderError
from ruamel.yaml.scalarbool import ScalarBoolean
from ruamel.yaml.scalarstring import LiteralScalarString

from application.conversation.script_problems import ScriptInvalidError, ScriptProblem, refused

MAX_SCRIPT_BYTES = 256 * 1024
MAX_DEPTH = 40
MAX_ALIASES = 500
MAX_EXPANDED_SIZE = 1_000_000
"""Nodes plus scalar characters of the document with every alias and merge expanded."""


@dataclass(frozen=True)
class Layout:
    """How the text indents: mapping keys, sequence items, and the dash inside its indent."""

    mapping: int = 2
    sequence: int = 4
    offset: int = 2


@dataclass(frozen=True)
class LoadedYaml:
    """A script read for a round trip: the data with its comments, its nodes, its layout."""

    data: Any
    root: Node | None
    layout: Layout
    tolerated: tuple[ScriptProblem, ...] = ()
    """Duplicated keys of a stored text, each read as its last value (``stored=True`` only)."""

    def plain(self) -> Any:
        """The data as JSON values (dicts, lists, str, int, float, bool, None)."""
        return plain(self.data)


class _YamlLimitError(MarkedYAMLError):
    """A bound of this module was crossed at the mark."""


class _BoundedComposer(Composer):
    """Ruamel's composer, measuring depth, aliases and expanded size node by node."""

    def __init__(self, loader: Any = None) -> None:
        super().__init__(loader)
        self.aliases = 0
        self.sizes: dict[int, int] = {}
        self.heights: dict[int, int] = {}

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.parser.peek_event()
        if isinstance(event, AliasEvent):
            self._count_alias(event)
            return super().compose_node(parent, index)
        if self.depth >= MAX_DEPTH:
            raise _limit(f"nested deeper than {MAX_DEPTH} levels", event.start_mark)
        node = super().compose_node(parent, index)
        self._measure(node)
        return node

    def _measure(self, node: Node) -> None:
        children = _children(node)
        size = 1 + sum(self.sizes[id(c)] for c in children)
        if isinstance(node, ScalarNode):
            size += len(str(node.value))
        if size > MAX_EXPANDED_SIZE:
            raise _limit(
                f"expands to more than {MAX_EXPANDED_SIZE:,} nodes and characters once its "
                "aliases are expanded",
                node.start_mark,
            )
        height = 1 + max((self.heights[id(c)] for c in children), default=0)
        if height > MAX_DEPTH:
            raise _limit(
                f"nested deeper than {MAX_DEPTH} levels once its aliases are expanded",
                node.start_mark,
            )
        self.sizes[id(node)], self.heights[id(node)] = size, height

    def _count_alias(self, event: AliasEvent) -> None:
        self.aliases += 1
        if self.aliases > MAX_ALIASES:
            raise _limit(f"more than {MAX_ALIASES} alias references", event.start_mark)
        target = self.anchors.get(event.anchor)
        if target is not None and id(target) not in self.sizes:
            raise _limit(
                f"alias *{event.anchor} refers to the node that contains it", event.start_mark
            )


def _children(node: Node) -> list[Node]:
    if isinstance(node, SequenceNode):
        return list(node.value)
    if isinstance(node, MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def _limit(message: str, mark: Any) -> _YamlLimitError:
    return _YamlLimitError(problem=message, problem_mark=mark)


def _yaml(layout: Layout = Layout()) -> YAML:
    yaml = YAML(typ="rt", pure=True)
    yaml.Composer = _BoundedComposer
    yaml.preserve_quotes = True
    yaml.width = 4096
    yaml.allow_unicode = True
    yaml.indent(mapping=layout.mapping, sequence=layout.sequence, offset=layout.offset)
    return yaml


# -- reading ------------------------------------------------------------------------------------


def decode_script(data: bytes, source: str = "<script>") -> str:
    """Bytes of a script file as text; too large or not UTF-8 is a located problem."""
    _check_size(len(data), source)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        byte = data[exc.start : exc.start + 1].hex()
        raise refused(source, line, f"not valid UTF-8 (byte 0x{byte})") from None


def read_yaml(text: str, source: str = "<script>", *, stored: bool = False) -> LoadedYaml:
    """Compose within the bounds, then build the round-trip data; refuse with the line.

    ``stored``: the text of a version already published, where a duplicated key keeps its last
    value (as PyYAML read it when the version was stored) and is returned in ``tolerated``.
    """
    _check_size(len(text.encode("utf-8", "surrogatepass")), source)
    _check_flow_nesting(text, source)
    yaml = _yaml()
    tolerated: tuple[ScriptProblem, ...] = ()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            root = yaml.compose(text)
            if stored and root is not None:
                tolerated = _keep_last_duplicates(root, source)
            data = yaml.constructor.construct_document(root) if root is not None else None
    except YAMLError as exc:
        raise ScriptInvalidError([_yaml_problem(source, text, exc)]) from None
    except RecursionError:
        raise refused(source, 1, f"nested deeper than {MAX_DEPTH} levels") from None
    except _UNREADABLE_VALUE as exc:  # a tagged or typed scalar the constructor cannot build
        raise _unreadable_value(source, text, exc) from None
    return LoadedYaml(data, root, guess_layout(text), tolerated)


def _keep_last_duplicates(root: Node, source: str) -> tuple[ScriptProblem, ...]:
    """Drop every earlier pair of a key a mapping repeats, keeping the last (PyYAML's reading);
    one warning per dropped pair. Merge keys (``<<``) are left to the constructor."""
    tolerated: list[ScriptProblem] = []
    seen: set[int] = set()
    pending = [root]
    while pending:
        node = pending.pop()
        if id(node) in seen:
            continue  # an alias: the node was already walked
        seen.add(id(node))
        if isinstance(node, MappingNode):
            tolerated += _dedupe(node, source)
        pending.extend(_children(node))
    return tuple(sorted(tolerated, key=lambda problem: problem.line))


def _dedupe(mapping: MappingNode, source: str) -> list[ScriptProblem]:
    last = {
        _scalar_key(key): index
        for index, (key, _) in enumerate(mapping.value)
        if _scalar_key(key) is not None
    }
    kept, dropped = [], []
    for index, (key, value) in enumerate(mapping.value):
        name = _scalar_key(key)
        if name is None or last[name] == index:
            kept.append((key, value))
            continue
        winner = mapping.value[last[name]][0].start_mark.line + 1
        message = (
            f"duplicate key '{name[1]}': the value on line {winner} is used, as when this "
            "version was stored; a new version must name each key once"
        )
        dropped.append(ScriptProblem(source, key.start_mark.line + 1, "", message))
    mapping.value = kept
    return dropped


def _scalar_key(key: Node) -> tuple[str, str] | None:
    """A plain key's tag and text; None for a merge key or a collection used as a key."""
    if not isinstance(key, ScalarNode) or key.value == "<<":
        return None
    return str(key.tag), str(key.value)


_UNREADABLE_VALUE = (
    ValueError, TypeError, KeyError, IndexError, AttributeError, AssertionError, OverflowError
)


_QUOTED_OR_COMMENT = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\n]|\'\')*\'|(?:^|[ \t])#[^\n]*', re.M
)
_FLOW_CHARS = re.compile(r"[^\[\]{}\n]+")
FLOW_MARGIN = 200


def _check_flow_nesting(text: str, source: str) -> None:
    """Refuse runaway ``[[[[``/``{{{{`` before the reader sees them: its scanner slows down with
    the square of the open flow levels. Quoted text and comments do not count; brackets in plain
    text might, so the bound here is generous (the composer enforces ``MAX_DEPTH`` exactly)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH + FLOW_MARGIN:
        return
    flow = _QUOTED_OR_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    depth, line = 0, 1
    for char in _FLOW_CHARS.sub("", flow):
        if char == "\n":
            line += 1
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH + FLOW_MARGIN:
                raise refused(source, line, f"nested deeper than {MAX_DEPTH} levels")
        else:
            depth = max(0, depth - 1)


def _check_size(size: int, source: str) -> None:
    if size > MAX_SCRIPT_BYTES:
        raise refused(source, 1, f"the script is {size:,} bytes; at most {MAX_SCRIPT_BYTES:,}")


def _yaml_problem(source: str, text: str, exc: YAMLError) -> ScriptProblem:
    """Where the reader, parser, composer or constructor stopped, and why."""
    if isinstance(exc, ReaderError):
        line = text.count("\n", 0, exc.position) + 1
        return ScriptProblem(
            source, line, "", f"not valid YAML: {exc.reason} (U+{_code(exc.character):04X})"
        )
    if isinstance(exc, MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        if isinstance(exc, _YamlLimitError):
            return ScriptProblem(source, line, "", f"refused: {exc.problem}")
        if isinstance(exc, DuplicateKeyError):
            return ScriptProblem(source, line, "", f"duplicate key: {exc.problem}")
        return ScriptProblem(source, line, "", f"not valid YAML: {exc.problem}")
    return ScriptProblem(source, 1, "", f"not valid YAML: {type(exc).__name__}")


def _code(character: int | str | bytes) -> int:
    return character if isinstance(character, int) else ord(character[:1] or "\0")


def plain(value: Any) -> Any:
    """Round-trip data as JSON values; dates become ISO text, tagged scalars their text."""
    if isinstance(value, Mapping):
        return {_plain_key(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset) or _is_set(value):
        return [plain(item) for item in value]
    if isinstance(value, ScalarBoolean):
        return bool(value)
    if value is None or isinstance(value, bool):
        return value
    return _plain_scalar(value)


def _plain_scalar(value: Any) -> Any:
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, TaggedScalar):
        return str(value.value)
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    return str(value)


def _plain_key(key: Any) -> Any:
    value = plain(key)
    return value if value is None or isinstance(value, str | int | float | bool) else str(value)


def _is_set(value: Any) -> bool:
    return hasattr(value, "add") and hasattr(value, "discard") and hasattr(value, "__iter__")


# -- writing ------------------------------------------------------------------------------------


def write_yaml(data: Any, layout: Layout = Layout()) -> str:
    """Round-trip data (or plain JSON values) as YAML text."""
    buffer = io.StringIO()
    _yaml(layout).dump(fresh(data) if not _is_round_trip(data) else data, buffer)
    return buffer.getvalue()


def edit_script_text(text: str, edited: Mapping[str, Any], source: str = "<edited>") -> str:
    """The stored ``text`` changed into ``edited``, keeping comments, order and style of every
    part the edit left alone: load with comments → apply the edit → dump."""
    check_depth(edited, source)
    loaded = read_yaml(text, source, stored=True)  # the base: a stored version
    shared = _shared_ids(loaded.data)
    return write_yaml(apply_edit(loaded.data, edited, shared), loaded.layout)


def check_depth(value: Any, source: str = "<edited>") -> None:
    """Refuse an edited structure deeper or larger than a script may be, before writing it."""
    _check_nesting(value, source)
    size = len(json.dumps(value, ensure_ascii=False, default=str))
    if size > MAX_SCRIPT_BYTES:
        raise refused(source, 1, f"the script is {size:,} characters; at most {MAX_SCRIPT_BYTES:,}")


def _check_nesting(value: Any, source: str) -> None:
    """Depth without recursing into the structure (it may be as deep as a body allows)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise refused(source, 1, f"nested deeper than {MAX_DEPTH} levels")
        children = item.values() if isinstance(item, Mapping) else item
        if isinstance(item, Mapping | list):
            stack.extend((child, depth + 1) for child in children)


def apply_edit(original: Any, edited: Any, shared: frozenset[int] = frozenset()) -> Any:
    """``edited`` built on ``original``: equal parts are kept as they are (comments, quoting,
    anchors); a part referenced from several places is replaced, never changed in place."""
    if _same(original, edited):
        return original
    if id(original) in shared:
        return fresh(edited)
    if isinstance(edited, Mapping) and isinstance(original, CommentedMap) and not _merges(original):
        return _edited_mapping(original, edited, shared)
    if isinstance(edited, list) and isinstance(original, CommentedSeq):
        return _edited_sequence(original, edited, shared)
    if isinstance(edited, str) and isinstance(original, str) and "\n" not in edited:
        return type(original)(edited) if type(original) is not LiteralScalarString else edited
    return fresh(edited)


def _edited_mapping(
    original: CommentedMap, edited: Mapping[str, Any], shared: frozenset[int]
) -> CommentedMap:
    for key in [k for k in original if k not in edited]:
        del original[key]
    for index, (key, value) in enumerate(edited.items()):
        if key in original:
            original[key] = apply_edit(original[key], value, shared)
        else:
            original.insert(index, key, fresh(value))
    if list(original) != list(edited):
        for key in edited:
            original.move_to_end(key)
    return original


def _edited_sequence(original: CommentedSeq, edited: list[Any], shared: frozenset[int]) -> Any:
    """Items matched by content, so an insertion or removal keeps every other item's comments."""
    keys = [_key(plain(item)) for item in original]
    matcher = difflib.SequenceMatcher(None, keys, [_key(item) for item in edited], autojunk=False)
    items: list[tuple[Any, int | None]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        for offset, j in enumerate(range(j1, j2)):
            i = i1 + offset if i1 + offset < i2 and tag in {"equal", "replace"} else None
            value = fresh(edited[j]) if i is None else apply_edit(original[i], edited[j], shared)
            items.append((value, i))
    comments = original.ca.items
    moved = {new: comments[old] for new, (_, old) in enumerate(items) if old in comments}
    original.clear()
    original.extend(value for value, _ in items)
    comments.clear()
    comments.update(moved)
    return original


def fresh(value: Any) -> Any:
    """JSON values as round-trip data: multi-line text as ``|`` blocks, authors can read them."""
    if isinstance(value, Mapping):
        mapping = CommentedMap()
        for key, item in value.items():
            mapping[key] = fresh(item)
        return mapping
    if isinstance(value, list | tuple):
        return CommentedSeq(fresh(item) for item in value)
    if isinstance(value, str) and "\n" in value and not value.startswith(" "):
        return LiteralScalarString(value)
    return value


def _same(original: Any, edited: Any) -> bool:
    try:
        flat = plain(original)
    except RecursionError:
        return False
    return _key(flat) == _key(edited)


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def _merges(mapping: CommentedMap) -> bool:
    return bool(getattr(mapping, "merge", None))


def _is_round_trip(data: Any) -> bool:
    return isinstance(data, CommentedMap | CommentedSeq)


def _shared_ids(data: Any) -> frozenset[int]:
    """Collections reached through more than one path (anchored and aliased)."""
    seen: set[int] = set()
    shared: set[int] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if not isinstance(item, Mapping | list):
            continue
        if id(item) in seen:
            shared.add(id(item))
            continue
        seen.add(id(item))
        stack.extend(item.values() if isinstance(item, Mapping) else item)
    return frozenset(shared)


# -- layout -------------------------------------------------------------------------------------

_KEY_ONLY = re.compile(r"^( *)[^\s#-][^#]*:\s*(#.*)?$")
_DASH = re.compile(r"^( *)- +(\S)")
_CONTENT = re.compile(r"^( *)([^\s#-])")


def guess_layout(text: str, lines: int = 400) -> Layout:
    """The indentation the text uses, so a rewrite changes no untouched line."""
    mapping = offset = None
    previous_key: int | None = None
    for line in text.splitlines()[:lines]:
        dash, content = _DASH.match(line), _CONTENT.match(line)
        if previous_key is not None and dash and offset is None:
            offset = len(dash.group(1)) - previous_key
        elif previous_key is not None and content and mapping is None:
            indent = len(content.group(1)) - previous_key
            mapping = indent if indent > 0 else None
        key = _KEY_ONLY.match(line)
        previous_key = len(key.group(1)) if key else None
        if mapping is not None and offset is not None:
            break
    mapping = mapping or 2
    offset = max(0, offset if offset is not None else 2)
    return Layout(mapping=mapping, sequence=offset + 2, offset=offset)


_LONG_INTEGER = re.compile(r"[-+]?\d{4300,}")


def _unreadable_value(source: str, text: str, exc: Exception) -> ScriptInvalidError:
    """A value the constructor cannot build, said in the author's terms: Python's own advice
    (``sys.set_int_max_str_digits``) is no help to them."""
    long_integer = _LONG_INTEGER.search(text)
    if long_integer is not None and "integer string conversion" in str(exc):
        line = text.count("\n", 0, long_integer.start()) + 1
        return refused(source, line, "an integer of more than 4,300 digits (write it as text)")
    message = str(exc)[:120] or type(exc).__name__
    return refused(source, 1, f"a value cannot be read as YAML: {message}")
