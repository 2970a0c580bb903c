"""The ``N`` of a ``rule_list`` entry: an explicit turn, or ``auto`` with an offset."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from domain.evaluation.errors import MalformedNError

AUTO = "auto"
DEFAULT_OFFSET = 1


@dataclass(frozen=True)
class ExplicitN:
    """``"N": 5``: judge turn 5 (``N_th``) or turns 1..5 (``FIRST_N``); no precondition scan."""

    value: int


@dataclass(frozen=True)
class AutoN:
    """``"N": "auto"``: N = the first turn whose user message meets the precondition + offset."""

    offset: int = DEFAULT_OFFSET


NSpec = ExplicitN | AutoN


def parse_n(raw: Any) -> NSpec:
    """Read ``N`` as the spec writes it: ``5``, ``"auto"`` or ``{"value": "auto", "offset": 2}``."""
    if isinstance(raw, bool):
        raise MalformedNError(f"N must be a positive integer or 'auto', got {raw!r}")
    if isinstance(raw, int):
        return _explicit(raw)
    if raw == AUTO:
        return AutoN()
    if isinstance(raw, dict):
        return _auto_with_offset(raw)
    raise MalformedNError(f"N must be a positive integer, 'auto' or an auto object, got {raw!r}")


def _explicit(value: int) -> ExplicitN:
    if value < 1:
        raise MalformedNError(f"N must be 1 or more (turns are numbered from 1), got {value}")
    return ExplicitN(value)


def _auto_with_offset(raw: dict[str, Any]) -> AutoN:
    if raw.get("value") != AUTO or set(raw) - {"value", "offset"}:
        raise MalformedNError(f'an N object must be {{"value": "auto", "offset": k}}, got {raw!r}')
    offset = raw.get("offset", DEFAULT_OFFSET)
    if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
        raise MalformedNError(f"offset must be an integer of 0 or more, got {offset!r}")
    return AutoN(offset)


def n_as_json(spec: NSpec) -> Any:
    """The spec's own JSON form of ``N``, as the request wrote it."""
    if isinstance(spec, ExplicitN):
        return spec.value
    return {"value": AUTO, "offset": spec.offset}
