"""The rules' tables read back from a file instead of derived at every start (ADR 0301).

Deriving the marks, placements and windows of ~8,000 alternatives (``anchors.AnchoredTable``)
costs ~14 s of CPU at import: every CLI run that scores, every worker of the test suite and every
server start paid it. A table is pickled once into the package's ``__pycache__`` (as Python keeps
its own bytecode there), under a key that hashes everything it is derived from — its entries, the
source of ``anchors.py`` and the Python version — so an edited rule or a new interpreter derives it
again. The rules' ~20 tables read back in ~4 s of CPU together (mostly `re` compiling their
patterns again). Where the folder cannot be written (a read-only
install) the table is derived as before; ``HEARTRULE_RISK_TABLE_CACHE=0`` turns the cache off.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from infrastructure.risk import anchors
from infrastructure.risk.anchors import AnchoredTable

FOLDER: Final = Path(__file__).resolve().parent / "__pycache__"
ANCHORS_SOURCE: Final = Path(anchors.__file__).read_bytes()


def _name(entries: list[tuple[str, str]], chinese: bool) -> str:
    """A table's name by its language and kinds: the same table keeps it when a rule changes."""
    kinds = ",".join(sorted({kind for kind, _ in entries}))
    language = "zh" if chinese else "en"
    return f"{language}-{hashlib.sha256(kinds.encode('utf-8')).hexdigest()[:8]}"


def _key(entries: list[tuple[str, str]], chinese: bool) -> str:
    digest = hashlib.sha256()
    for part in (repr(entries), repr(chinese), sys.version):
        digest.update(part.encode("utf-8"))
        digest.update(b"\0")
    digest.update(ANCHORS_SOURCE)
    return digest.hexdigest()[:20]


def _enabled() -> bool:
    return os.environ.get("HEARTRULE_RISK_TABLE_CACHE", "1") != "0"


def cached_table(entries: Iterable[tuple[str, str]], chinese: bool = False) -> AnchoredTable:
    """The table of ``entries``, read from the cache when one was written for exactly these
    entries, else derived (and written for the next start)."""
    table_entries = list(entries)
    if not _enabled():
        return AnchoredTable(table_entries, chinese=chinese)
    name = _name(table_entries, chinese)
    path = FOLDER / f"risk-table-{name}-{_key(table_entries, chinese)}.pickle"
    try:
        with path.open("rb") as file:
            loaded = pickle.load(file)
        if isinstance(loaded, AnchoredTable):
            return loaded
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass  # none yet, or unreadable: derive it
    table = AnchoredTable(table_entries, chinese=chinese)
    _write(path, name, table)
    return table


def _write(path: Path, name: str, table: AnchoredTable) -> None:
    """Writes the table atomically (parallel starts each write whole files) and removes the
    same table's files of earlier keys; a folder that cannot be written is left alone."""
    try:
        FOLDER.mkdir(exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=FOLDER, prefix=path.name, suffix=".tmp")
        with os.fdopen(handle, "wb") as file:
            pickle.dump(table, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
        for stale in FOLDER.glob(f"risk-table-{name}-*.pickle"):
            if stale != path:
                stale.unlink(missing_ok=True)
    except OSError:
        return
