"""Tests of the params context (dynamic_params resolver)."""
