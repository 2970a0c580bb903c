"""The event relay: follows the notification log and hands every event to a publisher."""
