"""``ScriptedEngine``: the deterministic reply, used for tests, demos and as the fallback.

The same context always gives the same words: what the customer just reported is
acknowledged first ("Glad updating the firmware fixed it"; "Sorry power-cycling didn't
help"), the known fix leads, known failures are named as already tried, and when the known
fix no longer works the reply escalates and hands over the history. It never asks for a
description the customer has just given.
"""

from __future__ import annotations

from support_memory.engines.phrasing import acknowledgement, gerund
from support_memory.engines.protocol import EngineReply, ReplyContext
from support_memory.insights.report import FleetSuggestion


def _join(items: tuple[str, ...]) -> str:
    quoted = [f'"{item}"' for item in items]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _fleet(suggestions: tuple[FleetSuggestion, ...]) -> list[str]:
    """ "Updating the application resolved this for 6 of 8 customers with the same
    problem." Statistics, said as such: never as this customer's history."""
    said = []
    for number, item in enumerate(suggestions):
        doing = gerund(item.step)
        doing = doing[:1].upper() + doing[1:]
        if number == 0:
            said.append(
                f"{doing} resolved this for {item.worked} of {item.tried} customers "
                "with the same problem."
            )
        else:
            said.append(f"{doing} resolved it for {item.worked} of {item.tried}.")
    return said


class ScriptedEngine:
    """Template replies built only from the recalled context and the message's report."""

    name = "scripted"

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        if context.fix_no_longer_works and context.known_fixes:
            return EngineReply(self._escalation(context), escalation=True)
        report = context.report
        said = acknowledgement(report)
        # A message reporting progress on an open incident continues the conversation.
        continuing = context.follow_up or bool(said and context.incident_status == "open")
        parts: list[str] = []
        if context.is_returning_customer and not continuing:
            parts.append("Welcome back.")
            if context.incident:
                parts.append(f'This looks like your earlier issue: "{context.incident}".')
        parts.extend(said)
        if report.worked or (report.resolved and not report.failed):
            return EngineReply(" ".join(self._closing(parts, context)))
        if context.known_fixes:
            parts.append(
                f"From your previous sessions, {_join(context.known_fixes[:1])} worked, "
                "so let's start there: please do that again."
            )
            if len(context.known_fixes) > 1:
                parts.append(f"{_join(context.known_fixes[1:])} also helped before.")
        if context.known_failures:
            parts.append(
                f"You already tried {_join(context.known_failures)} without success, "
                "so we will skip those steps."
            )
        told = {text.lower() for text in (*report.worked, *report.failed, *report.starting)}
        pending = tuple(step for step in context.in_progress if step.lower() not in told)
        if pending and not report.failed:
            parts.append(f"Let me know how {_join(pending)} goes.")
        if not context.known_fixes:
            parts.extend(_fleet(context.fleet))
            parts.extend(self._next_step(context))
        return EngineReply(" ".join(self._closing(parts, context)))

    @staticmethod
    def _closing(parts: list[str], context: ReplyContext) -> list[str]:
        if context.recall_degraded:
            parts.append("(Your history is temporarily unavailable; nothing you tell me is lost.)")
        if context.report.thanks:
            parts.append("You're welcome!")
        return parts

    @staticmethod
    def _next_step(context: ReplyContext) -> list[str]:
        report = context.report
        if report.problem:
            ask = "What have you tried so far?"
            if not context.memories and "error" not in report.problem.lower():
                ask += " If you see an error message, please send it too."
            return [ask]
        if report.failed:
            return ["What else have you tried so far?"]
        if report.starting or report.thanks:
            return []
        if context.incident or context.known_failures:
            return [
                "I will review the troubleshooting information we have and continue from there. "
                "Could you tell me exactly what happens and any error message you see?"
            ]
        return [
            "I'll help you with that. "
            "Could you describe what happens and any error message you see?"
        ]

    @staticmethod
    def _escalation(context: ReplyContext) -> str:
        lines = [
            "I'm sorry the earlier fix no longer works. I'm escalating this to a specialist "
            "with your full history, so you won't have to repeat anything:",
        ]
        if context.incident:
            lines.append(f"- Issue: {context.incident}")
        lines.append(f"- Worked before, not any more: {', '.join(context.known_fixes)}")
        if context.known_failures:
            lines.append(f"- Already tried without success: {', '.join(context.known_failures)}")
        if context.profile:
            lines.append(f"- Setup: {', '.join(context.profile)}")
        return "\n".join(lines)
