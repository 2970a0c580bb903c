"""Script versions published from edits: an edit made from a version that is no longer the
latest is refused, also when another process published in the window between load and save."""

from __future__ import annotations

import pytest

from application.conversation.catalog import ScriptCatalog
from application.event_store import EventStore
from domain.conversation.errors import ScriptVersionConflictError
from domain.conversation.script_document import script_id_for
from infrastructure.settings import ROOT
from tests.support.fakes import FixedClock

TENANT = "tenant-a"
TEXT = (ROOT / "config" / "scripts" / "abc-model.yaml").read_text(encoding="utf-8")


def edited(marker: str) -> str:
    return TEXT.replace("ABC模型介绍", f"ABC模型介绍（{marker}）", 1)


def test_an_edit_from_the_latest_version_adds_the_next_one(store: EventStore) -> None:
    catalog = ScriptCatalog(store, FixedClock())
    catalog.publish(TENANT, "abc", TEXT, based_on=0)
    ref = catalog.publish(TENANT, "abc", edited("一"), based_on=1)
    assert ref.version == 2


def test_an_edit_from_an_older_version_is_refused_and_names_both(store: EventStore) -> None:
    catalog = ScriptCatalog(store, FixedClock())
    catalog.publish(TENANT, "abc", TEXT)
    catalog.publish(TENANT, "abc", edited("同事"), based_on=1)
    with pytest.raises(ScriptVersionConflictError) as refused:
        catalog.publish(TENANT, "abc", edited("我"), based_on=1)
    assert (refused.value.based_on, refused.value.latest) == (1, 2)
    assert len(catalog.document(TENANT, script_id_for(TENANT, "abc")).versions) == 2


def test_a_new_script_cannot_take_the_name_of_an_existing_one(store: EventStore) -> None:
    catalog = ScriptCatalog(store, FixedClock())
    catalog.publish(TENANT, "abc", TEXT)
    with pytest.raises(ScriptVersionConflictError, match="already exists"):
        catalog.publish(TENANT, "abc", edited("新"), based_on=0)


def test_a_version_published_by_another_process_in_between_is_a_conflict_too(
    store: EventStore,
) -> None:
    here = ScriptCatalog(store, FixedClock())
    here.publish(TENANT, "abc", TEXT)
    # A second process whose cached copy is not brought up to date before its check.
    stale_store = EventStore(
        env={**store.env, "AGGREGATE_CACHE_MAXSIZE": "10", "AGGREGATE_CACHE_FASTFORWARD": "n"}
    )
    there = ScriptCatalog(stale_store, FixedClock())
    there.document(TENANT, script_id_for(TENANT, "abc"))  # cached at version 1
    here.publish(TENANT, "abc", edited("同事"), based_on=1)
    with pytest.raises(ScriptVersionConflictError) as refused:
        there.publish(TENANT, "abc", edited("我"), based_on=1)
    assert (refused.value.based_on, refused.value.latest) == (1, 2)
    assert len(here.document(TENANT, script_id_for(TENANT, "abc")).versions) == 2
    stale_store.close()


def test_an_upload_without_a_base_from_a_stale_process_goes_on_top_of_the_latest(
    store: EventStore,
) -> None:
    """``POST /v1/scripts`` names no base: a version another process added in between is not a
    conflict for it, the upload becomes the next version (a lost race is never answered as the
    editor's stale base)."""
    here = ScriptCatalog(store, FixedClock())
    here.publish(TENANT, "abc", TEXT)
    stale_store = EventStore(
        env={**store.env, "AGGREGATE_CACHE_MAXSIZE": "10", "AGGREGATE_CACHE_FASTFORWARD": "n"}
    )
    there = ScriptCatalog(stale_store, FixedClock())
    there.document(TENANT, script_id_for(TENANT, "abc"))  # cached at version 1
    here.publish(TENANT, "abc", edited("同事"))
    ref = there.publish(TENANT, "abc", edited("我"))
    assert ref.version == 3
    assert len(here.document(TENANT, script_id_for(TENANT, "abc")).versions) == 3
    stale_store.close()

