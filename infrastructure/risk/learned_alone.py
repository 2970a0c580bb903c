"""The learned-alone rule (ADR 0109, amendment "stop 41, learned-alone rule"), written and
committed before it was scored:

    python -m infrastructure.risk.learned_alone                  # the tune half, nested CV
    python -m infrastructure.risk.learned_alone --corpora BEFORE AFTER   # two `measure` outputs

The combined score is saturated on the tune half (the rules were written on it), so the
selection rule of ``select`` cannot tell recipes apart any more. This rule asks whether one
named candidate makes the learned layer *alone* better out of fold, on seeds never scored
before, at the incumbent's own calibrated allowances, without more false alarms, without costing
the combined score, and without firing on more real counseling dialogues.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np

from infrastructure.risk.select import CANDIDATES, Tune, out_of_fold, rates

CANDIDATE: Final = "nb C 4"  # named before scoring: the incumbent's recipe with NB weighting only
SEEDS: Final = (4, 5, 6)  # never scored before stop 41's second look
SETTING: Final = (0.04, 0.03)  # the incumbent's calibrated allowances (risk / high)
MIN_LEARNED_GAIN: Final = 0.020
MAX_LEARNED_FPR_RISE: Final = 0.005
MAX_COMBINED_FALL: Final = 0.005
MAX_DIALOGUE_RISE: Final = 0.05  # relative, each corpus
FIRED: Final = re.compile(r"dialogues with a turn >= 0\.70: (\d+)")


@dataclass(frozen=True)
class Alone:
    """Out-of-fold figures at ``SETTING``, means over ``SEEDS``."""

    name: str
    recall: float  # combined, >= 0.70 among medium + high
    high: float  # combined, >= 0.95 among high
    learned_recall: float  # the learned layer alone (gated and vetoed as when combined)
    learned_fpr_unrelated: float
    learned_fpr_none: float

    @property
    def combined(self) -> float:
        return self.recall + self.high

    def line(self) -> str:
        return (f"{self.name:<10} combined recall {self.recall:.3f} high {self.high:.3f} "
                f"(sum {self.combined:.3f}) | learned alone recall {self.learned_recall:.3f} "
                f"FPR unrelated {self.learned_fpr_unrelated:.3f} "
                f"none {self.learned_fpr_none:.3f}")


def scored(tune: Tune, name: str, seeds: Sequence[int] = SEEDS) -> Alone:
    runs = [out_of_fold(tune, CANDIDATES[name], seed, [SETTING])[SETTING] for seed in seeds]
    combined = np.array([rates(both[0], tune) for both in runs]).mean(axis=0)
    learned = np.array([rates(both[1], tune) for both in runs]).mean(axis=0)
    return Alone(name, float(combined[0]), float(combined[1]), float(learned[0]),
                 float(learned[2]), float(learned[3]))


def failed_on_tune(incumbent: Alone, candidate: Alone) -> list[str]:
    """The tune-half criteria the candidate misses (none: it passes this half)."""
    misses = []
    if candidate.learned_recall - incumbent.learned_recall < MIN_LEARNED_GAIN:
        misses.append(f"learned-alone recall gains "
                      f"{candidate.learned_recall - incumbent.learned_recall:+.4f} "
                      f"< {MIN_LEARNED_GAIN}")
    if candidate.learned_fpr_unrelated > incumbent.learned_fpr_unrelated + MAX_LEARNED_FPR_RISE:
        misses.append("learned-alone FPR on unrelated items rises by more than "
                      f"{MAX_LEARNED_FPR_RISE}")
    if candidate.learned_fpr_none > incumbent.learned_fpr_none + MAX_LEARNED_FPR_RISE:
        misses.append("learned-alone FPR on none-level items rises by more than "
                      f"{MAX_LEARNED_FPR_RISE}")
    if incumbent.combined - candidate.combined > MAX_COMBINED_FALL:
        misses.append(f"combined recall + high falls by more than {MAX_COMBINED_FALL}")
    return misses


def dialogues_fired(measure_output: str) -> list[int]:
    """Each corpus's count of dialogues with a turn >= 0.70, in `measure`'s order."""
    return [int(count) for count in FIRED.findall(measure_output)]


def failed_on_corpora(before: Sequence[int], after: Sequence[int]) -> list[str]:
    """The corpora criterion: no corpus's fired dialogues rise by more than 5 % relative."""
    if len(before) != len(after) or not before:
        return ["the two measure outputs do not hold the same corpora"]
    return [f"corpus {i + 1}: {b} -> {a} dialogues with a turn >= 0.70"
            for i, (b, a) in enumerate(zip(before, after, strict=True))
            if a > b * (1 + MAX_DIALOGUE_RISE)]


def verdict(misses: Sequence[str]) -> Iterator[str]:
    yield from (f"  fails: {miss}" for miss in misses)
    yield "the rule says: adopt" if not misses else "the rule says: no, the incumbent stays"


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    if args[:1] == ["--corpora"] and len(args) == 3:
        before, after = (dialogues_fired(Path(a).read_text(encoding="utf-8")) for a in args[1:])
        print(f"dialogues with a turn >= 0.70: {before} -> {after}")
        print("\n".join(verdict(failed_on_corpora(before, after))))
        return 0
    if args:
        print("usage: python -m infrastructure.risk.learned_alone [--corpora BEFORE AFTER]",
              file=sys.stderr)
        return 2
    tune = Tune.load()
    incumbent, candidate = scored(tune, "incumbent"), scored(tune, CANDIDATE)
    print(f"seeds {SEEDS}, allowances {SETTING[0]:.0%} / {SETTING[1]:.0%}:")
    print("  " + incumbent.line())
    print("  " + candidate.line())
    print("\n".join(verdict(failed_on_tune(incumbent, candidate))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
