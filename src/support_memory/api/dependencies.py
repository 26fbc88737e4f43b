"""FastAPI dependencies: each route asks for what it needs; tests swap any of them with
``app.dependency_overrides``. Everything lives on ``app.state.services``, built by
``create_app``; nothing is module-global."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, Request

from support_memory.agent import SupportAgent
from support_memory.api.metrics import Metrics
from support_memory.api.session import SessionSigner
from support_memory.audit.protocol import AuditStore
from support_memory.corrections import Corrections, CorrectionService
from support_memory.escalation import EscalationQueue
from support_memory.insights import Insights
from support_memory.locks import CustomerLocks
from support_memory.models import Clock, utc_now
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore


@dataclass
class Services:
    """What the routes use, built once per app."""

    settings: Settings
    store: MemoryStore
    agent: SupportAgent
    audit: AuditStore
    metrics: Metrics
    clock: Clock = utc_now
    # A turn (memories + its audit record) and a forget of one customer never interleave.
    locks: CustomerLocks = field(default_factory=CustomerLocks)
    owned: list[Callable[[], None]] = field(default_factory=list)  # closed on shutdown
    sessions: SessionSigner | None = None  # console sessions; built from settings if None
    corrections: Corrections | None = None  # built over store + audit + locks if None
    escalations: EscalationQueue | None = None  # the agent's queue if None
    insights: Insights | None = None  # the agent's fleet statistics if None (INSIGHTS=1)

    def __post_init__(self) -> None:
        # Any object with ``handle`` may be the agent (tests): the layers are optional.
        if self.escalations is None:
            self.escalations = getattr(getattr(self.agent, "escalation", None), "queue", None)
        if self.insights is None:
            self.insights = getattr(self.agent, "insights", None)
        if self.sessions is None:
            self.sessions = SessionSigner(
                self.settings.console_secret,
                lifetime_s=self.settings.console_session_hours * 3600,
            )
        if self.corrections is None:
            self.corrections = CorrectionService(
                self.store, self.audit, self.locks, clock=self.clock, escalations=self.escalations
            )


def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


# The per-turn dependencies are ``async def``: they only read attributes, and FastAPI runs a
# plain ``def`` dependency in its thread pool (a thread hand-off per dependency per request).
async def get_settings(request: Request) -> Settings:
    return get_services(request).settings


async def get_store(request: Request) -> MemoryStore:
    return get_services(request).store


async def get_agent(request: Request) -> SupportAgent:
    return get_services(request).agent


async def get_audit(request: Request) -> AuditStore:
    return get_services(request).audit


async def get_metrics(request: Request) -> Metrics:
    return get_services(request).metrics


async def get_locks(request: Request) -> CustomerLocks:
    return get_services(request).locks


async def get_clock(request: Request) -> Clock:
    return get_services(request).clock


def get_corrections(request: Request) -> Corrections:
    corrections = get_services(request).corrections
    assert corrections is not None  # set in Services.__post_init__
    return corrections


def get_escalations(request: Request) -> EscalationQueue | None:
    return get_services(request).escalations


def get_insights(request: Request) -> Insights | None:
    return get_services(request).insights


def get_sessions(request: Request) -> SessionSigner:
    sessions = get_services(request).sessions
    assert sessions is not None  # set in Services.__post_init__
    return sessions


SettingsDep = Annotated[Settings, Depends(get_settings)]
StoreDep = Annotated[MemoryStore, Depends(get_store)]
AgentDep = Annotated[SupportAgent, Depends(get_agent)]
AuditDep = Annotated[AuditStore, Depends(get_audit)]
MetricsDep = Annotated[Metrics, Depends(get_metrics)]
LocksDep = Annotated[CustomerLocks, Depends(get_locks)]
ClockDep = Annotated[Clock, Depends(get_clock)]
CorrectionsDep = Annotated[Corrections, Depends(get_corrections)]
SessionsDep = Annotated[SessionSigner, Depends(get_sessions)]
EscalationsDep = Annotated[EscalationQueue | None, Depends(get_escalations)]
InsightsDep = Annotated[Insights | None, Depends(get_insights)]
