"""The shipped content — scripts, prompt templates, rules, hotlines — as package data.

In a checkout it is the ``config/`` folder authors edit; installed, it is the package
``heartrule_config`` (ADR 0141). ``HEARTRULE_CONTENT_DIR`` points at another folder instead.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

CONTENT_PACKAGE = "heartrule_config"


def shipped_content_dir() -> Path:
    """The folder of the shipped content, wherever the package is installed."""
    root = files(CONTENT_PACKAGE)
    path = Path(str(root))
    if not path.is_dir():
        raise RuntimeError(
            f"the shipped content of {CONTENT_PACKAGE} is not a folder on disk ({root}); "
            "install the package unzipped, or set HEARTRULE_CONTENT_DIR"
        )
    return path
