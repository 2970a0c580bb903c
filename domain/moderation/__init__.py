"""The reply moderation context: what a model reply may not say to a person in counseling
(issue #17, spec 002 §13 "回复内容审核"), and the verdict on one reply."""
