"""Stop 37, English (2026-11-29, helper enrisk): wishes and plans in the words of crisis-line
chats, texting and ESConv seekers (read from their turns the rules miss: "Just want to end it",
"Why would I want to live in a degenerate world"), written as categories in other words and
frozen before any change: ending it all thought of, ways researched with no object, an exit
planned (high); a bare wish to end it, why one should live asked, a wish to be gone, not knowing
how long one can hold on, "unaliving" (medium); with the ordinary uses of each.

First try on 6c9f19f + the ESConv families' rules: high 1/5, medium 1/9, look-alikes 11/11.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'honestly thinking of ending it all',
    'been thinking about ending my life a lot this week',
    "i've been researching ways",
    'spent all night googling painless ways',
    "i'm planning my exit",
]

MEDIUM: list[str | list[str]] = [
    'i just want to end it',
    'just want to end it all.',
    'why would i want to live in this world',
    "i don't see why i should keep living",
    'i want to be gone',
    'i just wanna be gone for good',
    'idk how much longer i can hold on',
    "i don't know how long i can keep going like this",
    'thinking about unaliving myself tbh',
]

NONE: list[str | list[str]] = [
    'my boyfriend cheated again and i just want to end it with him',
    'i want to end it on a high note, last gig of the tour',
    "why would i want to live in this town, it's so boring",
    "i don't see why i should live with my parents at 30",
    'i want to be gone by 5 so i miss the traffic',
    "i've been researching ways to save money on groceries",
    'googling painless ways to remove a splinter lol',
    "i'm planning my exit from the company, got an offer elsewhere",
    'idk how much longer i can hold on to this job',
    "i don't know how long i can keep going without coffee",
    'thinking of ending my netflix subscription',
]

(
    test_stop37_en_crisis_chat_words_high,
    test_stop37_en_crisis_chat_words_medium,
    test_stop37_en_crisis_chat_words_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
