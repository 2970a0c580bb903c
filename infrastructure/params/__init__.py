"""Driven adapters of the params context."""
