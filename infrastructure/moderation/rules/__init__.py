"""One module per category: reviewed patterns that find what a counseling reply must not carry.

Each module exposes ``CATEGORY`` and ``find(reading) -> Iterator[str]`` (the evidence, one
excerpt of the reply per hit). ``reading.py`` is what they all read; ``words.py`` holds the word
lists more than one category needs.
"""
