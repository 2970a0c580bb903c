"""Hostile inputs for the hardening suite (issue 12): YAML bombs of every shape, JSON that is
huge, deep or not Unicode, and the measures a hostile request is judged by."""

from __future__ import annotations

import re
from pathlib import Path

INTERNALS = re.compile(
    r"Traceback|File \"|site-packages|/work/|/home/|/tmp/|\.py\b|127\.0\.0\.1:\d+|"
    r"MemoryError|RecursionError|sqlite3|psycopg",
)


def leaks(text: str) -> list[str]:
    """What an answer shows of the server's insides (paths, tracebacks, addresses)."""
    return sorted({m.group(0) for m in INTERNALS.finditer(text)})


def peak_rss_mb(pid: int) -> float:
    """The peak resident memory of a running process (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmHWM for process {pid}")


def _laughs(levels: int, width: int, indent: str = "", name: str = "a") -> list[str]:
    lines = [f"{indent}{name}0: &{name}0 lol"]
    for n in range(1, levels + 1):
        refs = ", ".join(f"*{name}{n - 1}" for _ in range(width))
        lines.append(f"{indent}{name}{n}: &{name}{n} [{refs}]")
    return lines


def _script_around(value_lines: list[str]) -> str:
    return (
        "sessions:\n  - session: s\n    declare:\n      - var: x\n        value:\n"
        + "".join(f"{line}\n" for line in value_lines)
        + "    phases:\n      - phase: p\n        steps:\n          - topic: t\n"
        "            actions:\n              - type: ai_say\n                content: hi\n"
    )


def yaml_bombs() -> dict[str, str]:
    """Each shape of alias, merge, depth and size attack on a script."""
    merge = ["m0: &m0 {k: v}"] + [
        f"m{n}: &m{n} {{<<: [*m{n - 1}], k{n}: *m{n - 1}, j{n}: *m{n - 1}}}" for n in range(1, 30)
    ]
    sequences = ["- &s0 [x, y, z]"] + [
        f"- &s{n} [*s{n - 1}, *s{n - 1}, *s{n - 1}, *s{n - 1}]" for n in range(1, 25)
    ]
    chain = ["c0: &c0 x"] + [f"c{n}: &c{n} [*c{n - 1}]" for n in range(1, 10_001)]
    long_scalar = "y" * 50_000
    wide = ["big: &big " + long_scalar, "many: [" + ", ".join("*big" for _ in range(400)) + "]"]
    return {
        "laughs-in-a-declared-value": _script_around(_laughs(9, 9, indent=" " * 10)),
        "laughs-at-the-root": "\n".join(_laughs(12, 10)) + "\n",
        "merge-keys": "\n".join(merge) + "\n",
        "anchors-in-sequences": "\n".join(sequences) + "\n",
        "alias-chain-10000": "\n".join(chain) + "\n",
        "one-long-scalar-aliased": "\n".join(wide) + "\n",
        "recursive-alias": "a: &a [1, *a]\n",
        "deep-flow": "[" * 50_000,
        "deep-flow-mapping": "{a: " * 20_000,
        "deep-block": "- " * 20_000 + "x\n",
        "over-the-size-bound": "a: " + "z" * 300_000 + "\n",
        "duplicate-keys": "sessions: []\nsessions: []\n",
        "control-characters": "sessions:\n  - session: \x00\x07\x1b\n",
    }


def deep_json(depth: int) -> bytes:
    return b'{"a":' * depth + b"1" + b"}" * depth
