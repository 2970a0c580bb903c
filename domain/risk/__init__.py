"""The risk context: questionnaires, routes that only go up, rigidity, and the medium-risk
persuasion state machine (spec 001)."""
