"""A ParamResolution belongs to the tenant that asked; resolutions stored before v2 to none."""

from __future__ import annotations

from uuid import uuid4

import pytest

from application.event_store import EventStore
from application.params.errors import ResolutionNotFoundError
from domain.params.commands import ResolveParams
from domain.params.resolution import ParamResolution
from domain.shared.tenancy import UNKNOWN_TENANT
from tests.support.fakes import ScriptedLLM
from tests.support.params import IS_HIGH_RISK_COMPANY, NOW_MS, TENANT, params_service
from tests.support.upcasting import first_stored_state, stored_as_v1

pytestmark = pytest.mark.anyio
REQUEST = ResolveParams(logic_properties=[IS_HIGH_RISK_COMPANY], query="阈值0.8", now_ms=NOW_MS)
ANSWER = {"is_high_risk_company": {"threshold": 0.8, "include_reason": True}}


@pytest.fixture
def store() -> EventStore:
    return EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})


async def test_a_resolution_records_the_tenant_that_asked(store: EventStore) -> None:
    service = params_service(ScriptedLLM(ANSWER), store=store)

    result = await service.resolve(REQUEST, tenant_id="acme")

    assert service.resolution(result.resolution_id, tenant_id="acme").tenant_id == "acme"
    stored = first_stored_state(store, result.resolution_id)
    assert (stored["tenant_id"], stored["class_version"]) == ("acme", 2)


async def test_another_tenants_resolution_reads_as_not_found() -> None:
    service = params_service(ScriptedLLM(ANSWER))
    result = await service.resolve(REQUEST, tenant_id="acme")

    with pytest.raises(ResolutionNotFoundError, match=str(result.resolution_id)):
        service.resolution(result.resolution_id, tenant_id="globex")
    with pytest.raises(ResolutionNotFoundError):
        service.resolution(uuid4(), tenant_id="acme")


def _old_resolution() -> ParamResolution:
    resolution = ParamResolution.start(
        uuid4(), {}, ["a"], NOW_MS, "Asia/Shanghai", tenant_id=TENANT
    )
    resolution.complete(1.5)
    return resolution


def test_a_resolution_stored_before_v2_is_upcast_to_the_unknown_tenant(store: EventStore) -> None:
    requested, _ = _old_resolution().collect_events()
    v1 = stored_as_v1(store, requested, without="tenant_id")

    upcast = store.mapper.to_domain_event(v1)

    assert isinstance(upcast, ParamResolution.Requested)
    assert upcast.tenant_id == UNKNOWN_TENANT and upcast.now_ms == NOW_MS


def test_a_resolution_stored_before_v2_replays_and_no_callers_tenant_reads_it(
    store: EventStore,
) -> None:
    service = params_service(ScriptedLLM(), store=store)
    old = _old_resolution()
    requested, completed = old.collect_events()
    v1 = stored_as_v1(store, requested, without="tenant_id")
    store.recorder.insert_events([v1, store.mapper.to_stored_event(completed)])

    replayed = service.resolution(old.id, tenant_id=UNKNOWN_TENANT)

    assert replayed.wall_ms == 1.5 and replayed.tenant_id == UNKNOWN_TENANT
    with pytest.raises(ResolutionNotFoundError):
        service.resolution(old.id, tenant_id=TENANT)
