"""``ScriptedEngine``: the deterministic reply, used for tests, demos and as the fallback.

The same context always gives the same words: the known fix leads, known failures are
named as already tried, and when the known fix no longer works the reply escalates and
hands over the history.
"""

from __future__ import annotations

from support_memory.engines.protocol import EngineReply, ReplyContext


def _join(items: tuple[str, ...]) -> str:
    quoted = [f'"{item}"' for item in items]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + " and " + quoted[-1]


class ScriptedEngine:
    """Template replies built only from the recalled context."""

    name = "scripted"

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        if context.fix_no_longer_works and context.known_fixes:
            return EngineReply(self._escalation(context), escalation=True)
        parts: list[str] = []
        if context.is_returning_customer:
            parts.append("Welcome back.")
        if context.incident and context.is_returning_customer:
            parts.append(f'This looks like your earlier issue: "{context.incident}".')
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
        if context.in_progress:
            parts.append(f"Let me know how {_join(context.in_progress)} goes.")
        if not context.known_fixes:
            parts.append(self._next_step(context))
        if context.recall_degraded:
            parts.append("(Your history is temporarily unavailable; nothing you tell me is lost.)")
        return EngineReply(" ".join(parts))

    @staticmethod
    def _next_step(context: ReplyContext) -> str:
        if context.incident or context.known_failures:
            return (
                "I will review the troubleshooting information we have and continue from there. "
                "Could you tell me exactly what happens and any error message you see?"
            )
        return (
            "I'll help you with that. "
            "Could you describe what happens and any error message you see?"
        )

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
