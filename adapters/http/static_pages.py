"""The same-origin pages the app serves (the script editor, the audit pages): one folder each,
answered with the pages' security headers, and only the scripts and style sheets in it."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from pathlib import Path

from fastapi import Response
from fastapi.responses import FileResponse
from starlette.exceptions import HTTPException

STATIC = Path(__file__).resolve().parent / "static"
MEDIA_TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}
PAGE_HEADERS = {
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    ),
}


class StaticPages:
    """The pages of one folder of ``static/``; ``owner`` names them in a 404 ("the editor")."""

    def __init__(self, folder: str, owner: str, extra_headers: Mapping[str, str] = {}) -> None:
        self.folder = STATIC / folder
        self.owner = owner
        self.headers = {**PAGE_HEADERS, **extra_headers}

    def page(self, name: str) -> FileResponse:
        return FileResponse(self.folder / name, media_type="text/html", headers=self.headers)

    def asset(self, asset: str) -> Response:
        media_type = self.assets.get(asset)
        if media_type is None:
            raise HTTPException(404, f"{self.owner} has no file '{asset}'")
        return FileResponse(self.folder / asset, media_type=media_type, headers=self.headers)

    @cached_property
    def assets(self) -> dict[str, str]:
        """Scripts and style sheets by file name: nothing else in the folder is served."""
        return {
            p.name: MEDIA_TYPES[p.suffix] for p in self.folder.iterdir() if p.suffix in MEDIA_TYPES
        }
