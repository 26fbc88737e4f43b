"""Human-readable rendering of replies and memories for the terminal."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from support_memory.models import Memory, is_current
from support_memory.reply import SupportReply


def memory_line(memory: Memory) -> str:
    state = memory.outcome or memory.status
    suffix = f" -> {state.value}" if state else ""
    product = f"  [{memory.product}]" if memory.product else ""
    # "Uses an iPhone 11" after "switched to a Pixel 8": kept as history, not recalled
    old = "  (superseded)" if not is_current(memory) else ""
    return f"{memory.type.value:<8} {memory.text}{suffix}{product}{old}"


def memories_block(memories: Iterable[Memory]) -> str:
    lines = [memory_line(m) for m in memories]
    return "\n".join(lines) if lines else "(no memories)"


def reply_block(reply: SupportReply) -> str:
    """The reply, then its audit metadata, indented under it."""
    meta = reply.metadata
    lines = [f"Agent: {reply.reply}", "  audit:"]
    lines.append(f"    returning customer: {'yes' if reply.is_returning_customer else 'no'}")
    lines.append(f"    known fixes:        {_items(reply.known_fixes)}")
    lines.append(f"    known failures:     {_items(reply.known_failures)}")
    lines.append(f"    engine:             {reply.engine}" + _fallback(meta))
    lines.append(f"    escalation:         {'yes' if reply.escalation else 'no'}")
    for reason in reply.escalation_reasons:
        lines.append(f"      - {reason['rule']}: {reason['detail']}")
    for item in meta.get("fleet_suggestions", ()):
        lines.append(
            f"    fleet statistics:   {item['step']!r} worked for {item['worked']} of "
            f"{item['tried']} customers"
        )
    if meta.get("recall") == "degraded":
        lines.append("    recall:             degraded (memory backend unavailable)")
    lines.append("    used memories:" + ("" if reply.used_memories else " none"))
    for used in reply.used_memories:
        state = used.get("outcome") or used.get("status") or ""
        lines.append(
            f"      - {used['type']} {used['text']!r} {state} "
            f"(score {used['score']:.2f}: {used['reason']})"
        )
    lines.append("    learned:" + ("" if reply.extracted else " nothing"))
    for item in reply.extracted:
        state = item.get("outcome") or item.get("status") or ""
        lines.append(f"      - {item['action']} {item['type']} {item['text']!r} {state}".rstrip())
    return "\n".join(lines)


def _items(items: list[str]) -> str:
    return ", ".join(items) if items else "none"


def _fallback(meta: dict[str, Any]) -> str:
    reason = meta.get("fallback_reason")
    return f" (fallback: {reason})" if reason else ""


def as_json(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)
