"""Reply moderation: every model reply is screened before it is stored as said or returned."""
