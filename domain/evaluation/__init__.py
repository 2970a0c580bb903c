"""Evaluation: judge finished conversations against rules, N found from a precondition."""
