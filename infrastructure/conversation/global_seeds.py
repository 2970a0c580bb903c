"""``global.yaml`` beside the scripts: the global variables every session starts with.

::

    globals:
      - var: 咨询师名
        value: 李医生
        description: the counselor's name every script may use
"""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import TypeAdapter, ValidationError

from domain.conversation.script import VariableDeclaration
from domain.conversation.variables import VariableScope

_DECLARATIONS = TypeAdapter(list[VariableDeclaration])
GLOBALS_FILE = "global.yaml"


class GlobalSeedsError(ValueError):
    """``global.yaml`` is not a list of ``{var, value}`` under ``globals:``."""


class FileGlobalSeeds:
    """Read once; a missing file means no seeds."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._declarations = _read(path)

    def declarations(self) -> tuple[VariableDeclaration, ...]:
        return self._declarations

    def names(self) -> frozenset[str]:
        return frozenset(d.var for d in self._declarations)


def _read(path: Path) -> tuple[VariableDeclaration, ...]:
    if not path.is_file():
        return ()
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        items = data.get("globals", []) if isinstance(data, dict) else None
        declared = _DECLARATIONS.validate_python(items)
    except (yaml.YAMLError, ValidationError, AttributeError) as exc:
        raise GlobalSeedsError(f"{path}: not a list of globals: {exc}") from None
    return tuple(d.model_copy(update={"scope": VariableScope.GLOBAL}) for d in declared)
