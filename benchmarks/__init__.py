"""Benchmarks: each module exposes ``run() -> list[str]``, the lines it reports."""
