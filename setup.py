"""Package layout that pyproject.toml cannot state: ``config/`` ships as ``heartrule_config``.

Authors keep editing ``config/`` in the checkout; the wheel carries it as package data under the
import name ``heartrule_config``, read with importlib.resources (ADR 0141). Every folder under
``config/`` becomes a data-only subpackage, so a file added anywhere in it ships without a change
here. The same holds for the data-only folders inside the layers (the editor's and the audit's
static pages, the risk data set): each is listed as a package, so setuptools ships its files and
does not warn about an importable folder missing from ``packages`` (ADR 0151).
"""

import warnings
from pathlib import Path

from setuptools import Extension, find_namespace_packages, setup
from setuptools.warnings import InformationOnly

# An editable install maps ``heartrule_config`` to ``config/`` with a meta path finder, and
# setuptools then says, as information, that folders named like the packages may shadow them:
# here those folders are the packages' own sources, so there is nothing to be careful about.
warnings.filterwarnings("ignore", message=r"Editable installation\.", category=InformationOnly)

CONTENT = "heartrule_config"
HERE = Path(__file__).resolve().parent
LAYERS = ("domain", "application", "infrastructure", "adapters")


def content_packages() -> list[str]:
    folders = [p for p in (HERE / "config").rglob("*") if p.is_dir() and p.name != "__pycache__"]
    subpackages = [".".join(p.relative_to(HERE / "config").parts) for p in folders]
    return [CONTENT, *(f"{CONTENT}.{name}" for name in sorted(subpackages))]


def layer_packages() -> list[str]:
    """Every folder of the four layers: code packages and data-only folders alike."""
    patterns = [pattern for layer in LAYERS for pattern in (layer, f"{layer}.*")]
    return find_namespace_packages(include=patterns, exclude=["*.__pycache__"])


def data_only(packages: list[str]) -> list[str]:
    """The folders without an ``__init__.py``: they hold files to ship, not modules."""
    folders = {name: HERE.joinpath(*name.split(".")) for name in packages}
    return [name for name, folder in folders.items() if not (folder / "__init__.py").is_file()]


setup(
    packages=[*layer_packages(), *content_packages()],
    package_dir={CONTENT: "config"},
    package_data={
        "infrastructure.risk.data": ["*.json", "*.jsonl"],  # risk data (ADR 0100)
        "infrastructure.moderation.data": ["*.json", "*.jsonl", "*.md", "*.upstream"],  # ADR 0130
        # the editor's and the audit's pages (ADR 0070, 0260), the PsySUICIDE set (ADR 0100)
        **{name: ["*"] for name in data_only(layer_packages())},
        **{name: ["*"] for name in content_packages()},
    },
    exclude_package_data={"": ["*.pyc"]},
    # the risk tables' marks walked and grouped in C (ADR 0300); optional: without a C compiler
    # and Python's headers the build goes on and ``anchors.py`` walks ``pyahocorasick`` instead
    ext_modules=[
        Extension("infrastructure.risk._marks", ["infrastructure/risk/_marks.c"], optional=True)
    ],
)
