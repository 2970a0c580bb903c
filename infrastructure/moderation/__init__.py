"""Reply moderation adapters: the local screen (reviewed patterns and a small learned layer)."""
