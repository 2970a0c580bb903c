"""The settings table and .env.example are generated from the settings models and never stale;
every setting says what it means."""

from __future__ import annotations

from infrastructure.settings_table import EXAMPLE, TABLE, env_example, main, rows, table


def test_the_committed_table_and_env_example_are_what_the_models_generate() -> None:
    assert TABLE.read_text("utf-8") == table(), "run: python -m infrastructure.settings_table"
    assert EXAMPLE.read_text("utf-8") == env_example()
    assert main(["--check"]) == 0


def test_every_setting_has_a_meaning_and_secrets_show_no_default() -> None:
    found = {variable: (default, meaning) for variable, default, meaning in rows()}
    unexplained = [variable for variable, (_, meaning) in found.items() if not meaning]
    assert not unexplained
    assert found["HEARTRULE_LLM_API_KEY"][0] == ""
    assert {"HEARTRULE_HTTP_HOST", "HEARTRULE_HTTP_PORT", "HEARTRULE_HTTP_WORKERS"} <= found.keys()
    assert "HEARTRULE_RISK_SCORER_URL" in found
