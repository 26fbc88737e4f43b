"""Corrections: people fix what the agent got wrong in a customer's memory, audited.

``service`` writes (add, correct, delete, forget) behind the ``Corrections`` protocol;
``reading`` lists, exports and finds customers; ``rules`` says what may change.
"""

from support_memory.corrections.reading import (
    CustomerListing,
    MemoryFilter,
    MemoryPage,
    export_customer,
    find_customers,
    memory_page,
)
from support_memory.corrections.rules import CORRECTABLE
from support_memory.corrections.service import (
    Correction,
    Corrections,
    CorrectionService,
    Forgotten,
)

__all__ = [
    "CORRECTABLE",
    "Correction",
    "CorrectionService",
    "Corrections",
    "CustomerListing",
    "Forgotten",
    "MemoryFilter",
    "MemoryPage",
    "export_customer",
    "find_customers",
    "memory_page",
]
