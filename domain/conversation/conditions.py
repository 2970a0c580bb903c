"""The ``condition`` of an action: a small, safe expression language over variables.

Never ``eval``: conditions are tokenized and parsed here into a tree that can only compare
values. Grammar, loosest binding first::

    expr       := or
    or         := and (("or" | "||") and)*
    and        := not (("and" | "&&") not)*
    not        := ("not" | "!") not | comparison
    comparison := operand [("==" | "!=" | ">" | ">=" | "<" | "<=" | "in" | "not in") operand]
    operand    := NAME | {NAME} | "text" | 'text' | number | true | false | null
                | "[" [operand ("," operand)*] "]" | "exists(" NAME ")" | "(" expr ")"

Names are variable names (CJK letters, digits, ``_``, ``.``, ``-``), optionally in braces as in
templates. ``exists(x)`` is true when ``x`` has a value; a bare name is true when its value is
present and not empty, false or 0. A comparison with an absent variable, or of values that do
not compare (a number with a text), is false — never an error. ``a in b`` is membership in a
list or a substring of a text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.shared.errors import DomainError

_TOKEN = re.compile(
    r"""\s*(?:
      (?P<number>-?\d+(?:\.\d+)?(?![\w.]))
    | (?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
    | (?P<op>==|!=|>=|<=|>|<|&&|\|\||!|\(|\)|\[|\]|,)
    | (?P<braced>\{[^{}%\s]+\})
    | (?P<word>[^\s"'()\[\],=!<>&|{}]+)
    )""",
    re.VERBOSE,
)
_COMPARISONS = {"==", "!=", ">", ">=", "<", "<=", "in", "not in"}
_LITERALS = {"true": True, "false": False, "null": None, "True": True, "False": False}
_MISSING = object()
MAX_TOKENS = 256
"""A condition is a line, not a program: longer ones are refused before they are parsed."""
MAX_DEPTH = 32
"""Parentheses, lists, ``not`` and ``exists`` nested deeper than this are refused."""


class ConditionSyntaxError(DomainError):
    """A condition that is not an expression of the language; says where it stops."""


@dataclass(frozen=True)
class Name:
    name: str


@dataclass(frozen=True)
class Literal:
    value: Any


@dataclass(frozen=True)
class ListOf:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Exists:
    name: str


@dataclass(frozen=True)
class Not:
    operand: Node


@dataclass(frozen=True)
class Both:
    left: Node
    right: Node


@dataclass(frozen=True)
class Either:
    left: Node
    right: Node


@dataclass(frozen=True)
class Compare:
    op: str
    left: Node
    right: Node


Node = Name | Literal | ListOf | Exists | Not | Both | Either | Compare


@dataclass(frozen=True)
class Condition:
    """A parsed condition: its text, its tree and the variables it reads."""

    text: str
    tree: Node

    @property
    def names(self) -> frozenset[str]:
        return frozenset(_names(self.tree))

    def holds(self, variables: Mapping[str, Any]) -> bool:
        return _truthy(_value(self.tree, variables))


def parse_condition(text: str) -> Condition:
    """Parse ``text``; raise :class:`ConditionSyntaxError` naming what is wrong and where.

    Bounded (``MAX_TOKENS``, ``MAX_DEPTH``) so that parsing, listing names and evaluating never
    recurse deeper than a few hundred frames, whatever an author or an API caller sends.
    """
    tokens = _tokens(text)
    if len(tokens) > MAX_TOKENS:
        raise ConditionSyntaxError(f"a condition of more than {MAX_TOKENS} tokens; split it")
    parser = _Parser(text, tokens)
    tree = parser.expression()
    parser.end()
    return Condition(text, tree)


def _tokens(text: str) -> list[tuple[str, str, int]]:
    tokens: list[tuple[str, str, int]] = []
    position = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            if text[position:].strip() == "":
                break
            raise ConditionSyntaxError(f"unexpected '{text[position:].strip()[:10]}' at {position}")
        kind = match.lastgroup or ""
        tokens.append((kind, match.group(kind), match.start(kind)))
        position = match.end()
    return tokens


class _Parser:
    def __init__(self, text: str, tokens: list[tuple[str, str, int]]) -> None:
        self.text, self.tokens, self.index, self.depth = text, tokens, 0, 0

    def deeper(self) -> None:
        """One more level of nesting; refused past ``MAX_DEPTH``."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ConditionSyntaxError(f"a condition nested deeper than {MAX_DEPTH} levels")

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self, *values: str) -> str | None:
        token = self.peek()
        if token is not None and token[1] in values and token[0] in ("op", "word"):
            self.index += 1
            return token[1]
        return None

    def fail(self, expected: str) -> ConditionSyntaxError:
        token = self.peek()
        where = f"'{token[1]}' at {token[2]}" if token else "the end"
        return ConditionSyntaxError(f"expected {expected}, found {where} in '{self.text}'")

    def end(self) -> None:
        if self.peek() is not None:
            raise self.fail("and, or or the end")

    def expression(self) -> Node:
        left = self.conjunction()
        while self.take("or", "||"):
            left = Either(left, self.conjunction())
        return left

    def conjunction(self) -> Node:
        left = self.negation()
        while self.take("and", "&&"):
            left = Both(left, self.negation())
        return left

    def negation(self) -> Node:
        if self.take("not", "!"):
            self.deeper()
            negated = Not(self.negation())
            self.depth -= 1
            return negated
        return self.comparison()

    def comparison(self) -> Node:
        left = self.operand()
        op = self.take(*(_COMPARISONS - {"not in"}))
        if op is None and self._not_in():
            op = "not in"
        return left if op is None else Compare(op, left, self.operand())

    def _not_in(self) -> bool:
        following = self.tokens[self.index + 1 : self.index + 2]
        if following and following[0][1] == "in" and self.take("not"):
            self.index += 1
            return True
        return False

    def operand(self) -> Node:
        token = self.peek()
        if token is None:
            raise self.fail("a value or a variable")
        kind, value, _ = token
        self.index += 1
        if kind in ("number", "string"):
            return self.literal(kind, value)
        if kind == "braced":
            return Name(value[1:-1])
        if value in ("(", "[") or (kind == "word" and value == "exists" and self.take("(")):
            self.deeper()
            nested = self.nested(value)
            self.depth -= 1
            return nested
        if kind == "word" and value in _LITERALS:
            return Literal(_LITERALS[value])
        if kind == "word" and value not in ("and", "or", "not", "in"):
            return Name(value)
        self.index -= 1
        raise self.fail("a value or a variable")

    def literal(self, kind: str, value: str) -> Node:
        try:
            if kind == "number":
                return Literal(float(value) if "." in value else int(value))
            return Literal(json.loads(value) if value[0] == '"' else value[1:-1])
        except ValueError as exc:  # more digits than Python reads, a bad escape
            raise ConditionSyntaxError(f"cannot read {value[:20]!r}: {exc}") from None

    def nested(self, opening: str) -> Node:
        """What follows ``(``, ``[`` or ``exists(``."""
        if opening == "[":
            return self.listing()
        if opening == "exists":
            return self.exists()
        inner = self.expression()
        if not self.take(")"):
            raise self.fail("')'")
        return inner

    def listing(self) -> Node:
        items: list[Node] = []
        if self.take("]"):
            return ListOf(())
        while True:
            items.append(self.operand())
            if self.take("]"):
                return ListOf(tuple(items))
            if not self.take(","):
                raise self.fail("',' or ']'")

    def exists(self) -> Node:
        target = self.operand()
        if not isinstance(target, Name) or not self.take(")"):
            raise self.fail("exists(<variable>)")
        return Exists(target.name)


def _names(node: Node) -> set[str]:
    if isinstance(node, Name):
        return {node.name}
    if isinstance(node, Exists):
        return {node.name}
    if isinstance(node, ListOf):
        return set().union(*(_names(item) for item in node.items)) if node.items else set()
    if isinstance(node, Not):
        return _names(node.operand)
    if isinstance(node, Literal):
        return set()
    return _names(node.left) | _names(node.right)


def _value(node: Node, variables: Mapping[str, Any]) -> Any:
    if isinstance(node, Name):
        return variables.get(node.name, _MISSING)
    if isinstance(node, Literal):
        return node.value
    if isinstance(node, ListOf):
        return [_value(item, variables) for item in node.items]
    if isinstance(node, Exists):
        return variables.get(node.name) not in (None, "")
    if isinstance(node, Not):
        return not _truthy(_value(node.operand, variables))
    if isinstance(node, Both):
        return _truthy(_value(node.left, variables)) and _truthy(_value(node.right, variables))
    if isinstance(node, Either):
        return _truthy(_value(node.left, variables)) or _truthy(_value(node.right, variables))
    return _compare(node.op, _value(node.left, variables), _value(node.right, variables))


def _truthy(value: Any) -> bool:
    return value is not _MISSING and value not in (None, "", False, 0, [], {})


def _compare(op: str, left: Any, right: Any) -> bool:
    if left is _MISSING or right is _MISSING:
        return False
    left, right = _numeric(left), _numeric(right)
    try:
        if op in ("in", "not in"):
            inside = _contains(right, left)
            return inside if op == "in" else not inside
        return bool(
            {
                "==": lambda: left == right,
                "!=": lambda: left != right,
                ">": lambda: left > right,
                ">=": lambda: left >= right,
                "<": lambda: left < right,
                "<=": lambda: left <= right,
            }[op]()
        )
    except TypeError:
        return False


def _numeric(value: Any) -> Any:
    """Digits written as text compare as numbers ("7" > 5): variables from chat are text."""
    if isinstance(value, str) and re.fullmatch(r"-?\d+(?:\.\d+)?", value.strip()):
        text = value.strip()
        return float(text) if "." in text else int(text)
    return value


def _contains(container: Any, item: Any) -> bool:
    if isinstance(container, list | tuple):
        return any(_numeric(element) == item for element in container)
    if isinstance(container, str):
        return str(item) in container
    raise TypeError("not a container")
