"""An EvaluationRun belongs to the tenant it was evaluated for; runs stored before v2 to none."""

from __future__ import annotations

from uuid import uuid4

import pytest

from application.evaluation.errors import EvaluationRunNotFoundError
from domain.evaluation.run import EvaluationRun
from domain.shared.tenancy import UNKNOWN_TENANT
from tests.support.evaluation import (
    REFUSES_PHONE,
    TENANT,
    conversation,
    judge_answers,
    messages,
    service,
)
from tests.support.upcasting import first_stored_state, stored_as_v1

pytestmark = pytest.mark.anyio
ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


async def test_a_run_records_the_tenant_it_was_evaluated_for() -> None:
    svc = service(judge_answers({REFUSES_PHONE: [3]}))

    report = await svc.evaluate(conversation(messages(5), (ASK_WECHAT, "auto")), tenant_id="acme")

    assert report.run_id is not None
    assert svc.run(report.run_id, tenant_id="acme").tenant_id == "acme"
    stored = first_stored_state(svc.store, report.run_id)
    assert (stored["tenant_id"], stored["class_version"]) == ("acme", 2)


async def test_every_run_of_a_batch_records_the_batchs_tenant() -> None:
    svc = service(judge_answers({}))
    batch = [conversation(messages(2), ("multi_turn:FIRST_N:ask:consult_subject", 1))] * 3

    report = await svc.evaluate_batch(batch, tenant_id="globex")

    runs = [svc.run(c.run_id, tenant_id="globex") for c in report.conversations if c.run_id]
    assert [r.tenant_id for r in runs] == ["globex"] * 3


async def test_another_tenants_run_reads_as_not_found() -> None:
    svc = service(judge_answers({}))
    report = await svc.evaluate(conversation(messages(2)), tenant_id="acme")
    assert report.run_id is not None

    with pytest.raises(EvaluationRunNotFoundError, match=str(report.run_id)):
        svc.run(report.run_id, tenant_id="globex")
    with pytest.raises(EvaluationRunNotFoundError):
        svc.run(uuid4(), tenant_id="acme")


def test_a_run_stored_before_v2_is_upcast_to_the_unknown_tenant() -> None:
    svc = service(judge_answers({}))
    run = EvaluationRun.request(uuid4(), "old", [], [], tenant_id=TENANT)
    (requested,) = run.collect_events()
    v1 = stored_as_v1(svc.store, requested, without="tenant_id")

    upcast = svc.store.mapper.to_domain_event(v1)

    assert isinstance(upcast, EvaluationRun.Requested)
    assert upcast.tenant_id == UNKNOWN_TENANT and upcast.key == "old"


def test_a_run_stored_before_v2_replays_and_no_callers_tenant_reads_it() -> None:
    svc = service(judge_answers({}))
    run = EvaluationRun.request(uuid4(), "old", [], [], tenant_id=TENANT)
    run.complete()
    requested, completed = run.collect_events()
    old = stored_as_v1(svc.store, requested, without="tenant_id")
    svc.store.recorder.insert_events([old, svc.store.mapper.to_stored_event(completed)])

    replayed = svc.run(run.id, tenant_id=UNKNOWN_TENANT)

    assert replayed.completed and replayed.tenant_id == UNKNOWN_TENANT
    with pytest.raises(EvaluationRunNotFoundError):
        svc.run(run.id, tenant_id=TENANT)
