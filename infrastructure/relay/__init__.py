"""Driven adapters of the relay: Kafka, durable positions, and an example consumer."""
