"""Package layout that pyproject.toml cannot state: ``config/`` ships as ``heartrule_config``.

Authors keep editing ``config/`` in the checkout; the wheel carries it as package data under the
import name ``heartrule_config``, read with importlib.resources (ADR 0141). Every folder under
``config/`` becomes a data-only subpackage, so a file added anywhere in it ships without a change
here.
"""

from pathlib import Path

from setuptools import find_packages, setup

CONTENT = "heartrule_config"
HERE = Path(__file__).resolve().parent


def content_packages() -> list[str]:
    folders = [p for p in (HERE / "config").rglob("*") if p.is_dir() and p.name != "__pycache__"]
    subpackages = [".".join(p.relative_to(HERE / "config").parts) for p in folders]
    return [CONTENT, *(f"{CONTENT}.{name}" for name in sorted(subpackages))]


setup(
    packages=[
        *find_packages(include=["domain*", "application*", "infrastructure*", "adapters*"]),
        *content_packages(),
    ],
    package_dir={CONTENT: "config"},
    package_data={
        "adapters.http": ["static/editor/*"],  # the script editor page (ADR 0070)
        "infrastructure.risk.data": ["psysuicide/*", "*.json", "*.jsonl"],  # risk data (ADR 0100)
        **{name: ["*"] for name in content_packages()},
    },
    exclude_package_data={"": ["*.pyc"]},
)
