"""Splitting a message into clauses."""
