"""Every output of the embedded risk scorer on every text we have, one line per window, to be
compared before and after a change that must not move any (ADRs 0116, 0117, 0112):

    python -m benchmarks.risk_outputs [--corpora DATA_DIR] [--tests TESTS_DIR] > after.txt

Windows: every string literal of the risk tests (alone) and every list of them (as one window),
every item of the three conversational sets and its sliding windows, every PsySUICIDE item, the
bench's four long messages, and with ``--corpora`` every window of the CPsyCounD and ESConv
dialogues as ``infrastructure.risk.measure`` scores them. Each line is the window's hash, then
the score, the deciding layer and every layer's score and evidence; the last line is a digest of
all of them. Run the same command on the code before the change (``PYTHONPATH`` set to a
checkout of it, ``--tests`` naming this checkout's tests so both read the same literals) and
``diff`` the files.
"""

from __future__ import annotations

import ast
import hashlib
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from benchmarks.risk import counseling_text, dense_text, english_text, ordinary_text
from infrastructure.risk.datasets import (
    conversational,
    conversational_dev,
    conversational_third,
    psysuicide,
)
from infrastructure.risk.embedded import score_window
from infrastructure.risk.measure import WINDOW, cpsycound, esconv

TESTS = Path(__file__).resolve().parents[1] / "tests"


def _literals(node: ast.AST) -> Iterator[list[str]]:
    for child in ast.walk(node):
        if isinstance(child, ast.Constant) and isinstance(child.value, str) and child.value:
            yield [child.value]
        elif isinstance(child, ast.List | ast.Tuple) and child.elts and all(
                isinstance(e, ast.Constant) and isinstance(e.value, str) for e in child.elts):
            yield [str(e.value) for e in child.elts if isinstance(e, ast.Constant)]


def test_windows(tests: Path = TESTS) -> Iterator[list[str]]:
    """Every string and list of strings written in the risk tests."""
    for folder in ("unit/risk", "property/risk"):
        for module in sorted((tests / folder).glob("*.py")):
            yield from _literals(ast.parse(module.read_text(encoding="utf-8")))


def sliding(dialogues: Sequence[Sequence[str]]) -> Iterator[list[str]]:
    for turns in dialogues:
        for i in range(len(turns)):
            yield list(turns[max(0, i - WINDOW + 1): i + 1])


def windows(corpora: Path | None, tests: Path = TESTS) -> Iterator[tuple[str, list[str]]]:
    yield from (("tests", w) for w in test_windows(tests))
    sets = (conversational(), conversational_dev(), conversational_third())
    yield from (("sets", w) for w in sliding([item.turns for items in sets for item in items]))
    yield from (("psysuicide", [item.text]) for item in psysuicide())
    for make in (counseling_text, ordinary_text, dense_text, english_text):
        yield "bench", [make()]
    if corpora is not None:
        yield from (("cpsycound", w) for w in sliding(cpsycound(corpora)))
        yield from (("esconv", w) for w in sliding(esconv(corpora)))


def line(texts: Sequence[str]) -> str:
    scored = score_window(texts)
    key = hashlib.sha256("\x00".join(texts).encode()).hexdigest()[:16]
    layers = " | ".join(f"{x.layer} {x.score!r} {list(x.evidence)!r}" for x in scored.layers)
    return (f"{key} {scored.score!r} {scored.decided_by} {scored.scorer} "
            f"{list(scored.evidence)!r} || {layers}")


def main(argv: Sequence[str]) -> int:
    options = dict(zip(argv[::2], argv[1::2], strict=False))
    corpora = Path(options["--corpora"]) if "--corpora" in options else None
    digest = hashlib.sha256()
    counts: dict[str, int] = {}
    for source, window in windows(corpora, Path(options.get("--tests", TESTS))):
        text = f"{source} {line(window)}"
        digest.update(text.encode())
        counts[source] = counts.get(source, 0) + 1
        print(text)
    print(f"windows {counts} digest {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
