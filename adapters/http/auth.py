"""API keys: stored as sha256 digests per tenant; a caller is the tenant its key belongs to."""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from infrastructure.settings import Settings

DIGEST = re.compile(r"^(sha256:)?([0-9a-f]{64})$")
KEY_BYTES = 32


def hash_api_key(key: str) -> str:
    """The digest that settings hold for a key (hex sha256 of its UTF-8 bytes)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def new_api_key() -> str:
    return "hr_" + secrets.token_urlsafe(KEY_BYTES)


@dataclass(frozen=True)
class ApiKeys:
    """Digest → tenant. Keys themselves are never held."""

    tenants_by_digest: Mapping[str, str]

    @classmethod
    def of(cls, mapping: Mapping[str, Sequence[str]]) -> ApiKeys:
        found: dict[str, str] = {}
        for tenant, digests in mapping.items():
            for digest in digests:
                match = DIGEST.match(digest.strip().lower())
                if not match:
                    raise ValueError(f"tenant '{tenant}': an API key entry is not a sha256 digest")
                found[match.group(2)] = tenant
        return cls(found)

    @classmethod
    def from_settings(cls, settings: Settings) -> ApiKeys:
        mapping: dict[str, list[str]] = {t: list(d) for t, d in settings.api_keys.items()}
        if settings.api_keys_file is not None:
            loaded = json.loads(settings.api_keys_file.read_text(encoding="utf-8"))
            for tenant, digests in loaded.items():
                mapping.setdefault(tenant, []).extend(digests)
        return cls.of(mapping)

    def tenant_for(self, key: str) -> str | None:
        return self.tenants_by_digest.get(hash_api_key(key)) if key else None


def presented_key(headers: Mapping[str, str]) -> str | None:
    """The key from ``Authorization: Bearer`` or ``X-API-Key``; None when both disagree."""
    bearer = headers.get("authorization", "")
    scheme, _, token = bearer.partition(" ")
    from_bearer = token.strip() if scheme.lower() == "bearer" else ""
    from_header = headers.get("x-api-key", "").strip()
    if from_bearer and from_header and from_bearer != from_header:
        return None
    return from_bearer or from_header or None
