"""The local screen's learned layer (ADR 0132): reproducible from the shipped dev data, and only
ever a reason to ask the judge, never a finding."""

from __future__ import annotations

import json

from application.moderation.ports import ReplyContext
from infrastructure.moderation.learned import shipped_doubt
from infrastructure.moderation.screen import LocalReplyScreen
from infrastructure.moderation.train import artefact_path, train
from infrastructure.risk.train import encode, reproduces

NONE = ReplyContext("zh-CN", "none", "script", "ai_say", "")


class AlwaysDoubts:
    def doubts(self, reply: str) -> bool:
        return True


def test_retraining_reproduces_the_shipped_artefact() -> None:
    assert reproduces(artefact_path().read_text(encoding="utf-8"), encode(train()))


def test_the_artefact_names_its_training_data_by_digest_and_split() -> None:
    trained_on = json.loads(artefact_path().read_text(encoding="utf-8"))["trained_on"]
    assert trained_on["split"] == "dev"
    assert set(trained_on["files"]) == {"replies.jsonl", "cpsycound-counselor.jsonl"}
    assert trained_on["heads"] == ["unsafe", "severe"]


def test_a_doubt_keeps_a_reply_from_being_cleared_but_makes_no_finding() -> None:
    result = LocalReplyScreen(AlwaysDoubts()).screen("谢谢你的分享。", NONE)
    assert result.findings == ()
    assert not result.cleared


def test_the_shipped_layer_lets_ordinary_counseling_talk_through() -> None:
    doubt = shipped_doubt()
    assert not doubt.doubts("嗯，我明白了。那件事发生以后，你是怎么度过那几天的？")
