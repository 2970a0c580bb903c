"""Stop 32, English categories (2026-11-29), helper enrecall: a second batch over the ten
categories.

Written after the first ten batches' rules (991b3d4) in other words and registers, and frozen
before any further rule change; first try: high 20/27, medium or higher 2/3, negatives 18/21 below
0.70.

Missed or false alarms on the first try: "grabbed the rifle from the cabinet, it is loaded, i am
sitting in the truck with it" 0.45; "i'm going to drive off the road into a tree tonight and
everyone will think it was an accident" 0.45; "I plan to drive my car into the bridge support on my
way home." 0.45; "already drank half the bottle of bleach" 0.45; "just swallowed a bunch of rat
poison pellets" 0.45; "i poured antifreeze into my gatorade and im drinking it now" 0.00; "spent
all night googling how much tylenol kills you. bought four bottles today." 0.45; "honestly the only
way out i can see is a bottle of pills" 0.45; "i am a hospice nurse and i disposed of the leftover
morphine properly tonight" 0.97; "the code to the gun safe is only known by my dad, he changed it
saturday" 0.97; "i swerved to miss a lorry on the motorway today, scary" 0.97.

After the rules: 27/27, 3/3, 21/21.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'ngl im gonna unalive tonight, the rope is in my closet',
    'sewerslide szn fr, got the pills ready for after school',
    'kms for real this time. tonight. bye',
    'im logging off permanently tonight. pills are next to me',
    'i am a hospice nurse and i kept the leftover morphine. tonight i am taking it all',
    'pharm tech. been pocketing xanax at work for months so i can overdose',
    "paramedic here. i took a vial of fentanyl from the rig and i'm using it on myself tonight",
    "my stepdad's pistol is in my backpack. i'm done after 3rd period",
    'finally figured out the code to the gun safe. doing it saturday while they are at church',
    'grabbed the rifle from the cabinet, it is loaded, i am sitting in the truck with it',
    "i'm going to drive off the road into a tree tonight and everyone will think it"
    ' was an accident',
    'tmrw on the motorway im gonna swerve into a lorry',
    'I plan to drive my car into the bridge support on my way home.',
    'already drank half the bottle of bleach',
    'just swallowed a bunch of rat poison pellets',
    'i poured antifreeze into my gatorade and im drinking it now',
    'just downed the whole bottle of my sleeping pills',
    'spent all night googling how much tylenol kills you. bought four bottles today.',
    'I searched how many of my blood pressure pills would be fatal, and they are on my nightstand.',
    'been hoarding my insulin for 2 months, tonight i inject all of it',
    'i have been secretly saving my klonopin. i have 80 now and i know it is enough',
    'me and my bf are gonna end it together tonight at 2am',
    'my cousin and i made a pact to jump together this weekend',
    ['my twin brother died in the crash', "i'm going to be with him tonight"],
    'mum passed away on tuesday and i want to join her, i have the pills',
    "my classmates keep telling me to kill myself so i'm going to do it tonight",
    'my dad said i should just go die, so i will',
]

MEDIUM: list[str | list[str]] = [
    'honestly the only way out i can see is a bottle of pills',
    ['my wife passed in may', 'i just want to be with her'],
    'everyone says kys and maybe they are right',
]

NONE: list[str | list[str]] = [
    'kms lol this traffic is insane',
    'this meeting is so long i wanna unalive myself lmao',
    'catch the bus tonight at 6 or you will be late',
    'logging off for good tonight, deleting twitter',
    'i am a hospice nurse and i disposed of the leftover morphine properly tonight',
    'our pharmacy tech was caught stealing xanax and fired',
    'paramedic here: fentanyl patches are dangerous for kids, keep them locked up',
    'my stepdad took his pistol to the range after 3rd period',
    'the code to the gun safe is only known by my dad, he changed it saturday',
    'we are driving into the city tonight for a concert',
    'my car slid into a tree on the ice, i am fine',
    'i swerved to miss a lorry on the motorway today, scary',
    'spilled half the bottle of bleach on the floor',
    'the rat poison pellets are locked in the shed away from the kids',
    'how much tylenol is safe while breastfeeding',
    'i keep my insulin in the fridge, 2 months supply',
    'me and my bf made a pact to go vegan together this weekend',
    "my grandpa died last year and i'm going to his grave to be with him tonight",
    'my aunt is dying, i am going to be with her in the hospital tomorrow',
    'someone in the game chat told me to kill myself so i reported them',
    'my dad said i should just go to bed, so i will',
]

(
    test_stop32_second_batch_high,
    test_stop32_second_batch_medium,
    test_stop32_second_batch_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
