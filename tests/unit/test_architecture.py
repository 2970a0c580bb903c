"""The dependency rule of DESIGN §2, checked on the source and by import-linter."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTER_LAYERS = ("application", "infrastructure", "adapters", "bootstrap")


def _imported_modules(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def _violations(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, module in _imported_modules(path)
        if module.split(".")[0] in forbidden
    ]


def test_the_domain_imports_nothing_from_the_outer_layers() -> None:
    assert list((ROOT / "domain").rglob("*.py")), "no domain modules found"
    assert _violations("domain", OUTER_LAYERS) == []


def test_the_application_imports_no_adapter_infrastructure_or_bootstrap() -> None:
    assert _violations("application", ("infrastructure", "adapters", "bootstrap")) == []


def test_the_ast_walk_finds_a_forbidden_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from infrastructure.settings import Settings\n")
    assert _imported_modules(module) == [(2, "infrastructure.settings")]


def test_the_import_linter_contracts_are_kept() -> None:
    linter = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run(
        [str(linter)], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert " 0 broken" in result.stdout
