from __future__ import annotations

import pytest

from domain.risk.errors import InvalidQuestionnaireError
from domain.risk.questionnaires import GAD7, PHQ9
from domain.risk.rigidity import rigid_score, temperature
from domain.risk.router import RiskRouter, RouteUpdater, questionnaire_route


def phq9(total: int, item9: int = 0) -> PHQ9:
    items = [0] * 9
    items[8] = item9
    rest = total - item9
    for i in range(8):
        items[i] = min(3, rest)
        rest -= items[i]
    return PHQ9.from_items(items)


def gad7(total: int) -> GAD7:
    items, rest = [], total
    for _ in range(7):
        items.append(min(3, rest))
        rest -= items[-1]
    return GAD7.from_items(items)


def test_a_phq9_needs_exactly_nine_items_each_between_0_and_3() -> None:
    with pytest.raises(InvalidQuestionnaireError, match="9 items"):
        PHQ9.from_items([0] * 8)
    with pytest.raises(InvalidQuestionnaireError, match="item 3"):
        PHQ9.from_items([0, 0, 4, 0, 0, 0, 0, 0, 0])
    with pytest.raises(InvalidQuestionnaireError, match="7 items"):
        GAD7.from_items([0] * 9)


def test_totals_and_severity_bands_follow_the_standard_cut_offs() -> None:
    assert [phq9(t).severity for t in (4, 5, 10, 15, 20, 27)] == [
        "minimal", "mild", "moderate", "moderately_severe", "severe", "severe"]
    assert [gad7(t).severity for t in (4, 5, 10, 15, 21)] == [
        "minimal", "mild", "moderate", "severe", "severe"]


def test_a_non_zero_phq9_item9_never_counts_as_low() -> None:
    assert questionnaire_route(phq9(1, item9=1), None)[0] == "medium"
    assert questionnaire_route(phq9(2, item9=2), None)[0] == "high"
    assert questionnaire_route(phq9(9), gad7(9))[0] == "low"
    assert questionnaire_route(phq9(3), gad7(10))[0] == "medium"


def test_rigid_score_is_the_spec_table() -> None:
    assert rigid_score("high", 0, 0) == 1.0
    assert [rigid_score("medium", m, 0) for m in (15, 10, 9)] == [0.75, 0.6, 0.5]
    assert [rigid_score("low", 0, m) for m in (5, 4)] == [0.3, 0.15]


def test_temperature_is_base_minus_0_8_rigid_with_a_floor_of_0_1() -> None:
    assert temperature(0.9, 0.15) == 0.78
    assert temperature(0.9, 0.3) == 0.66
    assert temperature(0.6, 0.5) == 0.2
    assert temperature(0.6, 0.6) == 0.12
    assert temperature(0.6, 0.75) == 0.1


def test_scenario_4_1_low_is_upgraded_to_medium_by_a_score_of_0_75() -> None:
    # Spec §4.1 prints rigid 0.15 then 0.6, but its own table (§2.1.1) gives 0.3 and 0.5 for
    # max(PHQ-9, GAD-7) = 5; the table wins (ADR 0011).
    decision = RiskRouter().decide_from_questionnaires(phq9(5), gad7(3), 0.3)
    assert (decision.route, decision.rigid_score, decision.route_source) == (
        "low", 0.3, "questionnaire")
    upgraded = RouteUpdater.update_route(decision.route, 0.75)
    assert upgraded == "medium"
    assert rigid_score(upgraded, 5, 3) == 0.5


def test_scenario_4_2_a_score_of_0_96_goes_straight_to_high() -> None:
    decision = RiskRouter().decide_from_questionnaires(phq9(5), gad7(3), 0.96)
    assert (decision.route, decision.rigid_score, decision.route_source) == (
        "high", 1.0, "chat_content")


def test_the_updater_never_goes_down_and_high_is_absorbing() -> None:
    assert RouteUpdater.update_route("medium", 0.0) == "medium"
    assert RouteUpdater.update_route("high", 0.0) == "high"
    assert RouteUpdater.update_route("low", 0.69) == "low"
    assert RouteUpdater.update_route("medium", 0.95) == "high"
