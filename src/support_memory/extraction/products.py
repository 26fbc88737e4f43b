"""Product detection (placeholder until the rule extractor lands)."""

from __future__ import annotations


def find_product(text: str) -> str | None:
    """The product named in ``text`` ("Acme PDF Suite", "Outlook"), or None."""
    return None
