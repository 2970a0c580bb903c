"""Data shipped with the risk scorer (PsySUICIDE, the conversational set, the trained layer)."""
