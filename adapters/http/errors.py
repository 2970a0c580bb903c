"""Errors only the HTTP edge raises: who is calling, how much they send, and how often."""

from __future__ import annotations


class HttpEdgeError(Exception):
    """A request refused at the edge, before any use case ran."""


class NotAuthenticatedError(HttpEdgeError):
    """No API key, or one that no tenant holds."""


class BodyTooLargeError(HttpEdgeError):
    """The request body is larger than the configured limit."""


class MessageTooLongError(HttpEdgeError):
    """A user message is longer than the configured limit."""


class RateLimitedError(HttpEdgeError):
    """Too many messages on one session; ``retry_after_s`` says when the next one is accepted."""

    def __init__(self, message: str, retry_after_s: int) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class RouteNotFoundError(LookupError):
    """No risk route was ever established for that user in this tenant."""
