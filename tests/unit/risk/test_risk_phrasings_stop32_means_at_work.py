"""Stop 32, English categories (2026-11-29), helper enrecall: drugs taken from work (nurse,
pharmacist, vet tech, paramedic) with intent.

Written and frozen before any rule change; first try (on main aca053e): high 3/8, medium or higher
1/1, negatives 6/8 below 0.70.

Missed or false alarms on the first try: "I'm a nurse and I've been stealing morphine to overdose"
0.45; "vet tech here. brought home pentobarbital from the clinic, i know the dose for my weight"
0.00; "i've been pocketing the leftover vials at work, saving them up for when i end it" 0.80;
"took ketamine home from the clinic. tonight i use all of it on myself" 0.45; "I am an ICU nurse. I
have taken potassium chloride from work and I know what it does to a heart." 0.00; "i'm a nurse and
counted the morphine doses twice for the audit" 0.97; "as a paramedic i know how much fentanyl it
takes to stop someone breathing, that's why we carry narcan" 0.97.

After the rules: 8/8, 1/1, 8/8.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "I'm a nurse and I've been stealing morphine to overdose",
    'i work at a pharmacy and ive been taking oxy home. i know exactly how much would kill me',
    'vet tech here. brought home pentobarbital from the clinic, i know the dose for my weight',
    "as a paramedic i know how much fentanyl it takes. i've got some in my bag and i'm done",
    "i've been pocketing the leftover vials at work, saving them up for when i end it",
    'nurse here. been skimming insulin from the ward, enough to not wake up',
    'took ketamine home from the clinic. tonight i use all of it on myself',
    'I am an ICU nurse. I have taken potassium chloride from work and I know what it'
    ' does to a heart.',
]

MEDIUM: list[str | list[str]] = [
    "i'm a pharmacist and i keep thinking about how easy it would be to take"
    ' something from work and not wake up',
]

NONE: list[str | list[str]] = [
    "i'm a nurse and counted the morphine doses twice for the audit",
    'pharmacy audit today, we counted every oxy in the safe',
    'we euthanised a sweet old dog at the vet today, pentobarbital works so fast',
    'as a paramedic i know how much fentanyl it takes to stop someone breathing,'
    " that's why we carry narcan",
    'nurse here, i hate double checking insulin doses at 3am',
    'took the leftover pizza home from the clinic party',
    'someone has been stealing morphine from our ward and there is an investigation',
    'vet tech life: i know the dose for every dog by weight',
]

(
    test_stop32_means_at_work_high,
    test_stop32_means_at_work_medium,
    test_stop32_means_at_work_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
