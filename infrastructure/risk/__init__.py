"""Risk scorer adapters: the embedded scorer (rules + learned layer) and the HTTP classifier."""
