"""The package runs anywhere: the wheel built from the checkout, installed into a new virtual
environment and run in an empty directory, plays the demo with its own shipped content.

The new environment borrows the dependencies of this one through a ``.pth`` line (installing
them again would only re-download what is tested elsewhere); HeartRule itself — its modules,
its content, its ``heartrule`` command and its version — comes from the wheel alone.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from importlib.metadata import version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# the import names the installed package claims (ADR 0145)
STATIC = "adapters/http/static"  # the editor's and the audit's pages
TOP_LEVEL = {"adapters", "application", "bootstrap", "domain", "heartrule_config", "infrastructure"}
NOT_SHIPPED = shutil.ignore_patterns(
    ".git", ".venv", ".heartrule", "tests", "benchmarks", "build", "dist", "*.egg-info",
    "__pycache__", ".*_cache", ".hypothesis",
)  # fmt: skip


def run(argv: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("HEARTRULE_", "PYTHON"))}
    return subprocess.run(
        argv, cwd=cwd, env={**clean, **env}, capture_output=True, text=True, timeout=300
    )


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("source") / "heartrule"
    shutil.copytree(ROOT, copy, ignore=NOT_SHIPPED)
    return copy


@pytest.fixture(scope="module")
def built(source: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The wheel and what building it printed on stderr."""
    dist = tmp_path_factory.mktemp("dist")
    built = run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), "."],
                cwd=source)  # fmt: skip
    assert built.returncode == 0, built.stderr
    return next(dist.glob("heartrule-*.whl")), built.stderr


@pytest.fixture(scope="module")
def wheel(built: tuple[Path, str]) -> Path:
    return built[0]


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("venv")
    assert run([sys.executable, "-m", "venv", "--without-pip", str(home)], cwd=home).returncode == 0
    python = home / "bin" / "python"
    purelib = run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                  cwd=home).stdout.strip()  # fmt: skip
    borrowed = [entry for entry in sys.path if entry.endswith("site-packages")]
    Path(purelib, "borrowed-dependencies.pth").write_text("\n".join(borrowed) + "\n")
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q"]
    installed = run([*pip, str(wheel)], cwd=home)
    assert installed.returncode == 0, installed.stderr
    return home


def test_the_wheel_claims_only_the_documented_top_level_names(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {name.split("/")[0].removesuffix(".py") for name in names if ".dist-info" not in name}
    assert top == TOP_LEVEL
    assert "heartrule_config/scripts/abc-model.yaml" in names
    assert "heartrule_config/evaluation/rules.yaml" in names
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)


def test_the_wheel_ships_every_static_page_and_the_risk_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    pages = {p.relative_to(ROOT).as_posix() for p in (ROOT / STATIC).rglob("*") if p.is_file()}
    assert {f"{STATIC}/editor/index.html", f"{STATIC}/audit/sessions.html"} <= pages <= names
    data = "infrastructure/risk/data"
    assert {f"{data}/ngram-model.json", f"{data}/psysuicide/valid.json"} <= names


def test_building_and_installing_for_development_print_no_setuptools_warning(
    built: tuple[Path, str], source: Path, tmp_path: Path
) -> None:
    assert "Warning" not in built[1], built[1]
    home = tmp_path / "editable"
    made = run([sys.executable, "-m", "venv", "--without-pip", str(home)], cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    pip = [sys.executable, "-m", "pip", "--python", str(home / "bin" / "python"), "install", "-q"]
    editable = run([*pip, "--no-deps", "-e", str(source)], cwd=tmp_path)
    assert editable.returncode == 0, editable.stderr
    assert "Warning" not in editable.stderr, editable.stderr


def test_the_installed_command_prints_the_package_version(venv: Path, tmp_path: Path) -> None:
    result = run([str(venv / "bin" / "heartrule"), "--version"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"heartrule {version('heartrule')}"


def test_the_installed_demo_plays_from_an_empty_directory(venv: Path, tmp_path: Path) -> None:
    origins = "import domain, heartrule_config as c; print(domain.__file__, c.__file__)"
    where = run([str(venv / "bin" / "python"), "-c", origins], cwd=tmp_path)
    assert all(path.startswith(str(venv)) for path in where.stdout.split()), where.stdout
    demo = run([str(venv / "bin" / "heartrule"), "demo"], cwd=tmp_path)
    assert demo.returncode == 0, demo.stderr
    assert "completed" in demo.stdout + demo.stderr
    assert "ABC模型" in demo.stdout
    assert (tmp_path / ".heartrule" / "heartrule.sqlite").is_file()


def test_the_readmes_shipped_scripts_play_by_path_or_name_from_an_empty_directory(
    venv: Path, tmp_path: Path
) -> None:
    for script in ("config/scripts/abc-practice.yaml", "sleep-checkin"):
        demo = run([str(venv / "bin" / "heartrule"), "demo", "--script", script], cwd=tmp_path)
        assert demo.returncode == 0, demo.stderr
        assert "completed" in demo.stdout + demo.stderr, script
    missing = run([str(venv / "bin" / "heartrule"), "demo", "--script", "nope"], cwd=tmp_path)
    assert missing.returncode == 2 and "nope: No such file" in missing.stderr
