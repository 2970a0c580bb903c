"""How event states are stored: encoding, compression and its preset dictionary."""
