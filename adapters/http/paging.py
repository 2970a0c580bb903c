"""Cursor pagination for every list (ADR 0242): ``?cursor=&limit=`` in, ``{items, nextCursor,
next}`` and a ``Link: <…>; rel="next"`` header out.

A cursor is opaque to callers: hex of the position after the last item shown (a name, a
version), so a page stays right when items are added before it. A cursor that does not decode
names no position and gives an empty page, never an error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated, TypeVar

from fastapi import Query, Request, Response
from pydantic import BaseModel, Field

T = TypeVar("T")
DEFAULT_LIMIT = 50
MAX_LIMIT = 100
CURSOR_PATTERN = r"^([0-9a-f]{2}){1,512}$"

Cursor = Annotated[
    str | None,
    Query(pattern=CURSOR_PATTERN, description="`nextCursor` of the previous page; opaque"),
]
Limit = Annotated[
    int, Query(ge=1, le=MAX_LIMIT, description=f"items per page, at most {MAX_LIMIT}")
]
LINK_HEADER = {
    "Link": {
        "description": 'the next page as `<url>; rel="next"`; absent on the last page',
        "schema": {"type": "string"},
    }
}


class PageLinks(BaseModel):
    """What every page carries besides its items."""

    nextCursor: str | None = Field(  # noqa: N815 - wire names are camelCase
        description="pass as `cursor` for the next page; null on the last page"
    )
    next: str | None = Field(description="the next page's URL (path and query); null on the last")


def encode(position: str) -> str:
    return position.encode("utf-8").hex()


def decode(cursor: str | None) -> str | None:
    """The position a cursor names; ``""`` when it names none (an empty page follows)."""
    if not cursor:
        return None
    try:
        return bytes.fromhex(cursor).decode("utf-8")
    except ValueError:
        return ""


def window(
    items: Sequence[T], key: Callable[[T], str | int], cursor: str | None, limit: int
) -> tuple[list[T], str | None]:
    """The page after the cursor's position of ``items`` (sorted by ``key``) and the position
    the next page starts after (None on the last page)."""
    after = decode(cursor)
    rest = list(items) if after is None else [i for i in items if _beyond(key(i), after)]
    shown = rest[:limit]
    return shown, (str(key(shown[-1])) if len(rest) > limit else None)


def _beyond(value: str | int, position: str) -> bool:
    if isinstance(value, int):
        return position.isdigit() and value > int(position)
    return position != "" and value > position


def links(request: Request, response: Response, next_position: str | None) -> PageLinks:
    """The page's ``nextCursor`` and ``next``; sets the ``Link`` header when there is one."""
    return cursor_links(request, response, encode(next_position) if next_position else None)


def cursor_links(request: Request, response: Response, cursor: str | None) -> PageLinks:
    """Like ``links`` for a cursor already encoded."""
    if cursor is None:
        return PageLinks(nextCursor=None, next=None)
    url = request.url.include_query_params(cursor=cursor)
    target = f"{url.path}?{url.query}"
    response.headers["Link"] = f'<{target}>; rel="next"'
    return PageLinks(nextCursor=cursor, next=target)
