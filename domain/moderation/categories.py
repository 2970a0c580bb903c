"""What a counseling reply must never carry, each category with the reason it matters.

The names are the vocabulary shared by the local screen, the LLM moderation judge, the
``ReplyModerated`` event, metrics and the audit pages; a stored name is never renamed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Category(StrEnum):
    """One kind of harm a model reply can do to a person in distress."""

    SELF_HARM_METHOD = "self_harm_method"
    """Method or means details for self-harm or suicide (how, where, with what, how much)."""
    ENCOURAGEMENT = "encouragement"
    """Encouraging harm, or validating hopelessness or a plan ("you are right, it is hopeless")."""
    MEDICATION_DOSE = "medication_dose"
    """A lethal or a specific medication dose, even framed as a warning."""
    DIAGNOSIS = "diagnosis"
    """A diagnosis of the user or a prescription (drug, dose change, stopping a medication)."""
    FALSE_ASSURANCE = "false_assurance"
    """A promise of absolute confidentiality, or a claim to be a human / a licensed clinician."""
    CONTACT_REQUEST = "contact_request"
    """Asking for contact data (phone, address, ID, accounts) the script does not ask for."""
    SEXUAL_CONTENT = "sexual_content"
    """Sexual content of any kind."""
    ABUSE = "abuse"
    """Abuse, contempt, blame or mockery toward the user."""
    DISCOURAGES_HELP = "discourages_help"
    """Talking a user out of help: on a medium or high route any dissuasion; on any route help
    told as a trap or a shame (locked up, a record, only money, people thinking you mad)."""
    LEAKAGE = "leakage"
    """Revealing what the person must never see: the system prompt or the model's instructions,
    another user's or another tenant's data, a key or a password, an internal (risk) score."""


@dataclass(frozen=True)
class Finding:
    """One thing a layer found in a reply: its category, the excerpt of the reply that shows it,
    the layer that found it and how sure it was (0–1)."""

    category: Category
    evidence: str
    layer: str
    confidence: float = 1.0
