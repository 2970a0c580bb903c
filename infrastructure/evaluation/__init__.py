"""Evaluation adapters: rule files, JSONL conversations, converters from real dialogue datasets."""
