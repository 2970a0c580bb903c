"""The version of the installed distribution: ``pyproject.toml`` is the one place it is written."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "heartrule"


def package_version() -> str:
    """``heartrule``'s version from the package metadata (wheel or editable install)."""
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0+unknown"
