"""Fix statistics across customers (opt-in, ``INSIGHTS=1``): k-anonymous counts of which
steps resolved which incident signatures, as a layer beside the per-customer memory.

A customer's recall never contains another customer's memory: the statistics are kept in
tables of their own (``sql``, ``memory``), updated as a write hook of the memory store
(``ledger``), filtered for personal data before anything is counted (``privacy``), and
shown only once ``INSIGHTS_MIN_CUSTOMERS`` distinct customers back a text (``report``).
``Insights`` answers fleet suggestions for a turn and the insight report. See
docs/insights.md.
"""

from __future__ import annotations

from support_memory.insights.keys import Signature, text_key
from support_memory.insights.privacy import is_shareable
from support_memory.insights.report import FleetSuggestion, InsightReport
from support_memory.insights.stats import DEFAULT_MIN_CUSTOMERS, Insights, InsightsBackend

__all__ = [
    "DEFAULT_MIN_CUSTOMERS",
    "FleetSuggestion",
    "InsightReport",
    "Insights",
    "InsightsBackend",
    "Signature",
    "is_shareable",
    "text_key",
]
