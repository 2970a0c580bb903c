"""The inputs every property shares: now_ms and timezone, by request, additional_context, clock."""

from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from application.params.property_resolver import SharedInputs
from application.ports import Clock
from domain.params.commands import LATEST_NOW_MS, ResolveParams
from domain.params.context import AdditionalContext, parse_additional_context
from domain.params.definitions import ParamType
from domain.params.values import coerce


class SharedInputsFactory:
    """``now_ms`` comes from the request, else additional_context, else the clock port (§4.2.3)."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock

    def build(self, command: ResolveParams) -> tuple[SharedInputs, str]:
        context = parse_additional_context(command.additional_context)
        now_ms, source = self._now_ms(command, context)
        shared = SharedInputs(
            query=command.query,
            context=context,
            now_ms=now_ms,
            timezone=_timezone(command, context),
            unique_identities=command.unique_identities,
        )
        return shared, source

    def _now_ms(self, command: ResolveParams, context: AdditionalContext) -> tuple[int, str]:
        if command.now_ms is not None:
            return command.now_ms, "request"
        given = coerce(context.get("now_ms"), ParamType.INTEGER)
        if given.ok and 0 <= given.value <= LATEST_NOW_MS:
            return int(given.value), "additional_context"
        return int(self._clock.now().timestamp() * 1000), "clock"


def _timezone(command: ResolveParams, context: AdditionalContext) -> str:
    """The request's timezone when it set one, else additional_context's if valid, else default."""
    given = context.get("timezone")
    if command.timezone_given or not isinstance(given, str):
        return command.timezone
    try:
        ZoneInfo(given)
    except (ZoneInfoNotFoundError, ValueError):
        return command.timezone
    return given
