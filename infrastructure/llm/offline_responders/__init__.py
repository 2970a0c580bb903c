"""The offline model's answers, one module per context, merged by prompt kind (``purpose``)."""

from __future__ import annotations

from infrastructure.llm.offline import Responder
from infrastructure.llm.offline_responders import conversation


def offline_responders() -> dict[str, Responder]:
    """Every responder the offline model knows, keyed by the purpose it answers."""
    responders: dict[str, Responder] = {}
    responders.update(conversation.RESPONDERS)
    return responders
