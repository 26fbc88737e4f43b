"""Memory extraction: from a customer message to structured memories."""

from support_memory.extraction.protocol import Extraction, Extractor
from support_memory.extraction.rules import RuleExtractor

__all__ = ["Extraction", "Extractor", "RuleExtractor"]
