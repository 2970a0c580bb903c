"""Risk scorer adapters: the embedded lexicon scorer and the HTTP classifier client."""
