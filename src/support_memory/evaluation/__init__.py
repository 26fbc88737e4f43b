"""Evaluation harnesses: measure the extraction (and later recall) against labelled cases."""

from support_memory.evaluation.extraction import (
    CaseResult,
    ExtractionCase,
    ExtractionReport,
    evaluate_extraction,
    load_cases,
    render_report,
    score_stored,
)

__all__ = [
    "CaseResult",
    "ExtractionCase",
    "ExtractionReport",
    "evaluate_extraction",
    "load_cases",
    "render_report",
    "score_stored",
]
