"""The learned-alone rule (ADR 0109, amendment "stop 41, learned-alone rule"), fixed before it
was scored: the candidate is adopted only if the learned layer alone gains, fires no more, the
combined score holds and real dialogues do not fire more."""

from __future__ import annotations

from infrastructure.risk.learned_alone import (
    Alone,
    dialogues_fired,
    failed_on_corpora,
    failed_on_tune,
)

INCUMBENT = Alone("incumbent", 0.99, 0.99, 0.86, 0.036, 0.070)


def candidate(*, learned_recall: float = 0.90, fpr_unrelated: float = 0.036,
              fpr_none: float = 0.070, recall: float = 0.99) -> Alone:
    return Alone("nb C 4", recall, 0.99, learned_recall, fpr_unrelated, fpr_none)


def test_a_learned_layer_two_hundredths_better_with_no_more_alarms_passes_the_tune_half() -> None:
    assert failed_on_tune(INCUMBENT, candidate(learned_recall=0.88)) == []


def test_a_gain_under_two_hundredths_keeps_the_incumbent() -> None:
    assert failed_on_tune(INCUMBENT, candidate(learned_recall=0.879))


def test_more_alarms_on_unrelated_or_none_level_items_keep_the_incumbent() -> None:
    assert failed_on_tune(INCUMBENT, candidate(fpr_unrelated=0.0415))
    assert failed_on_tune(INCUMBENT, candidate(fpr_none=0.0755))


def test_a_combined_score_that_falls_more_than_half_a_hundredth_keeps_the_incumbent() -> None:
    assert failed_on_tune(INCUMBENT, candidate(recall=0.984))


def test_real_dialogues_may_fire_at_most_five_percent_more_in_each_corpus() -> None:
    assert failed_on_corpora([100, 40], [105, 42]) == []
    assert failed_on_corpora([100, 40], [100, 43])


def test_the_fired_dialogues_are_read_from_measure_output_in_corpus_order() -> None:
    output = ("CPsyCounD client turns: 3134 dialogues\n"
              "  dialogues with a turn >= 0.70: 120 (3.83%); ...\n"
              "ESConv seeker turns: 1300 dialogues\n"
              "  dialogues with a turn >= 0.70: 41 (3.15%); ...\n")
    assert dialogues_fired(output) == [120, 41]
