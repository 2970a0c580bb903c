"""Risk use cases: screening each user turn, the three route agents, questionnaires, history."""
