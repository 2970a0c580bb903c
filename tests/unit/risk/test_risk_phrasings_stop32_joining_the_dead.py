"""Stop 32, English categories (2026-11-29), helper enrecall: joining a dead or dying parent,
partner or child.

Written and frozen before any rule change; first try (on main aca053e): high 1/8, medium or higher
0/2, negatives 7/7 below 0.70.

Missed or false alarms on the first try: "my mom died last month. i'm going to be with her soon"
0.00; "dad's in hospice. when he goes i'm going with him" 0.45; "my husband died in march / i'm
going to follow him" 0.00; "grandma's gone and i'm going to be with her tonight" 0.45; "he's dying
and when he's gone i'll follow him" 0.45; "my wife passed away last year / tonight i go to join
her" 0.45; "My son died in April. I will be with him by the end of the week." 0.45; "i miss my wife
so much i just want to be with her again" 0.00; "my dad died two weeks ago / i want to go where he
is" 0.00.

After the rules: 8/8, 1/1, 7/7; one medium item left out as a known limit (no death is named, and a
partner far away is missed the same way): "i miss my wife so much i just want to be with her again"
(0.00).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "my mom died last month. i'm going to be with her soon",
    "dad's in hospice. when he goes i'm going with him",
    'since my wife passed i just want to join her. this weekend i will',
    ['my husband died in march', "i'm going to follow him"],
    "grandma's gone and i'm going to be with her tonight",
    "he's dying and when he's gone i'll follow him",
    ['my wife passed away last year', 'tonight i go to join her'],
    'My son died in April. I will be with him by the end of the week.',
    # written after the rules (checked, not a first try): stop 31's known limit, in two turns
    ['dad shot himself when i was 12', 'i am going to follow him'],
]

MEDIUM: list[str | list[str]] = [
    ['my dad died two weeks ago', 'i want to go where he is'],
]

NONE: list[str | list[str]] = [
    "my mom is dying, i'm flying out to be with her at the end",
    "dad's in hospice, going to be with him this weekend",
    'visiting my late husband at the cemetery on sunday, i will be with him all afternoon',
    "my wife passed; i'm going to join her book club to feel close to her",
    "mom's in hospital, i'm going to join her there after work",
    ['my husband died in march', "i'm going to follow his advice and sell the house"],
    "my grandma passed and we're all going to be with her family this weekend",
    # written after the rules, from their words (checked, not first tries)
    "my dad passed in june. i'm going to be with her tonight, my mom needs me",
    "when he goes to work i'm going with him",
    "after grandma's funeral i'm going to join her church choir",
]

(
    test_stop32_joining_the_dead_high,
    test_stop32_joining_the_dead_medium,
    test_stop32_joining_the_dead_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
