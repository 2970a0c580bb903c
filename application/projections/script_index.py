"""The scripts of each tenant, by name: a read model so listing needs no scan of the log."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from application.projections.runner import Read
from domain.conversation.script_document import ScriptDocument


class ScriptIndex:
    """Document per tenant: ``{script id: name}`` of every script it registered."""

    name = "scriptIndex"
    topics = frozenset({ScriptDocument.ScriptRegistered.TOPIC})

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, ScriptDocument.ScriptRegistered):
            return {}
        known: dict[str, str] = dict(read(event.tenant_id) or {})
        known[str(event.originator_id)] = event.name
        return {event.tenant_id: known}
