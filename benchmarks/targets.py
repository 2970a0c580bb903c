"""A benchmark's target, printed beside its figure with the verdict of this run: met or NOT met.

Issue 13 asks every figure of ``./dev bench`` to say its target and whether the run met it, so
that a README table can be read off one run's output without judging each line by hand.
"""

from __future__ import annotations


def verdict(value: float, limit: float, *, at_most: bool = True) -> str:
    """``met`` when ``value`` is within ``limit`` (at most, or at least), else ``NOT met``."""
    met = value <= limit if at_most else value >= limit
    return "met" if met else "NOT met"


def target(value: float, limit: float, unit: str, *, at_most: bool = True) -> str:
    """The target and this run's verdict, as printed after a figure: ``target <= 1.5x: NOT met``."""
    sign = "<=" if at_most else ">="
    return f"target {sign} {limit:g}{unit}: {verdict(value, limit, at_most=at_most)}"
