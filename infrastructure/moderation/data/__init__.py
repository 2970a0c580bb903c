"""Data shipped with the local reply screen: the labelled reply set, real counselor turns, the
trained layer."""
