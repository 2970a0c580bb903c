"""The tenant of facts recorded before their aggregate recorded one."""

from __future__ import annotations

UNKNOWN_TENANT = "unknown"
"""Upcast into events stored before they carried ``tenant_id``: no caller's tenant reads them."""
