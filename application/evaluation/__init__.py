"""Evaluation use cases: parse requests, scan preconditions, judge rules, record runs."""
