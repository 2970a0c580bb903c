"""The server's event loop (ADR 0288): uvicorn's ``auto`` loop, the default of ``heartrule
serve``, is uvloop's where uvloop imports and asyncio's where it does not."""

from __future__ import annotations

import asyncio
import sys

import pytest
from uvicorn.loops.auto import auto_loop_factory


def _loop_class() -> type:
    loop = auto_loop_factory()()
    try:
        return type(loop)
    finally:
        loop.close()


def test_the_server_runs_on_uvloop_where_it_is_installed() -> None:
    if sys.platform == "win32":  # the dependency's marker leaves uvloop out: asyncio's loop
        assert issubclass(_loop_class(), asyncio.BaseEventLoop)
        return
    try:
        import uvloop
    except ImportError:
        pytest.fail("uvloop is a locked dependency on this platform (ADR 0288): run ./dev setup")
    assert issubclass(_loop_class(), uvloop.Loop)


def test_the_server_runs_on_asyncios_loop_where_uvloop_is_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "uvloop", None)  # ``import uvloop`` raises ImportError
    loop_class = _loop_class()
    assert issubclass(loop_class, asyncio.BaseEventLoop)
    assert "uvloop" not in loop_class.__module__
