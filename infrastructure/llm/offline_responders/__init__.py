"""The offline model's answers, one module per context, merged by prompt kind (``purpose``)."""

from __future__ import annotations

from infrastructure.llm.offline import Responder
from infrastructure.llm.offline_responders import (
    conversation,
    evaluation,
    params,
    risk,
    strategy,
)


def offline_responders() -> dict[str, Responder]:
    """Every responder the offline model knows, keyed by the purpose it answers."""
    responders: dict[str, Responder] = {}
    responders.update(conversation.RESPONDERS)
    responders.update(evaluation.RESPONDERS)
    responders.update(params.RESPONDERS)
    responders.update(risk.RESPONDERS)
    responders.update(strategy.RESPONDERS)
    return responders
