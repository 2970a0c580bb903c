"""The lockfile drives ./dev: every dependency pyproject.toml names is pinned, with hashes."""

from __future__ import annotations

import re
import tomllib

from infrastructure.settings import ROOT


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    requirements = [*project["dependencies"], *project["optional-dependencies"]["dev"]]
    return {normalized(re.split(r"[\[<>=!~; ]", req, maxsplit=1)[0]) for req in requirements}


def pinned() -> dict[str, str]:
    text = (ROOT / "requirements.lock").read_text("utf-8")
    return {normalized(m[1]): m[2] for m in re.finditer(r"^([A-Za-z0-9_.\-]+)==(\S+)", text, re.M)}


def test_every_declared_dependency_is_pinned_in_the_lock() -> None:
    missing = declared() - pinned().keys()
    assert not missing, f"not in requirements.lock: {sorted(missing)}; run ./dev lock"


def test_every_pin_carries_a_hash() -> None:
    text = (ROOT / "requirements.lock").read_text("utf-8")
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2])
    assert all("--hash=sha256:" in block for block in blocks if "==" in block)
