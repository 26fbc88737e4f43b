"""Outcomes: what a clause says about a result (worked, failed, still broken)."""
