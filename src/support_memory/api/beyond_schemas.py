"""Bodies of the routes beside the per-customer memory: the escalation queue and the
fleet insights (issue 14)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class ReasonBody(BaseModel):
    rule: str = Field(
        description="repeated_failure, fix_stopped_working, reopened, session_failures or engine."
    )
    detail: str


class EscalationBody(BaseModel):
    """One queued escalation."""

    id: str
    customer_id: str
    incident_id: str | None
    incident: str | None = Field(description="The incident's text when it was queued.")
    reasons: list[ReasonBody]
    channel: str
    created_at: str
    updated_at: str = Field(description="When a candidate turn last joined this item.")
    turns: int = Field(description="How many candidate turns joined this item.")
    status: str = Field(description="open or acknowledged.")
    acknowledged_at: str | None
    acknowledged_by: str | None = Field(description="The API key name that acknowledged it.")


class EscalationsBody(BaseModel):
    escalations: list[EscalationBody] = Field(description="Newest first.")
    total: int
    status: str
    limit: int
    offset: int


class StepRateBody(BaseModel):
    step: str
    worked: int
    failed: int
    tried: int
    success_rate: float


class SignatureBody(BaseModel):
    incident: str
    product: str | None = Field(description="null: every product.")
    customers: int = Field(description="Distinct customers with this incident in the period.")
    steps: list[StepRateBody]


class BucketBody(BaseModel):
    start: str
    incidents: int | None = Field(description="null: fewer than min_customers (not shown).")


class InsightsBody(BaseModel):
    """Top incident signatures over the period and their fix success rates, k-anonymous:
    only counts and wordings that at least ``min_customers`` distinct customers share."""

    since: str
    until: str
    days: int
    min_customers: int
    bucket: str
    signatures: list[SignatureBody]
    timeline: list[BucketBody]
