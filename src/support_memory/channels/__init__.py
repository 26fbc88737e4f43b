"""Channels: where a message came from (chat, email, voice, sms, other) and what that
changes before the message is read.

* ``Channel`` is the validated name, kept on the memories a message creates
  (``metadata["channel"]``) and in the turn's audit record.
* ``prepare(message, channel)`` is the text the turn works on: an email body without its
  quoted thread, signature, legal footer and forwarded headers (``email.clean_email``), so
  an old quoted message is never extracted again; every other channel's text unchanged
  (a voice transcript is read as it was transcribed, punctuation or not).
"""

from __future__ import annotations

from enum import StrEnum

from support_memory.channels.email import clean_email
from support_memory.errors import ValidationError


class Channel(StrEnum):
    """Where a message came from; ``chat`` unless the caller says otherwise."""

    CHAT = "chat"
    EMAIL = "email"
    VOICE = "voice"
    SMS = "sms"
    OTHER = "other"


DEFAULT_CHANNEL = Channel.CHAT


def channel_of(value: object) -> Channel:
    """``value`` as a ``Channel`` (``None``: the default), else a ``ValidationError``."""
    if value is None:
        return DEFAULT_CHANNEL
    try:
        return Channel(str(value).strip().lower())
    except ValueError:
        allowed = ", ".join(c.value for c in Channel)
        raise ValidationError("channel", f"must be one of {allowed}") from None


def prepare(message: str, channel: Channel) -> str:
    """The text a turn reads for ``message`` arriving on ``channel``.

    An email whose body is nothing but quoted thread, signature and footer has nothing new
    to say: that is a ``ValidationError`` rather than a turn over the old thread."""
    if channel is not Channel.EMAIL:
        return message
    cleaned = clean_email(message)
    if not cleaned:
        raise ValidationError(
            "message",
            "the email holds no new text once quoted replies, signatures and footers are removed",
        )
    return cleaned


__all__ = ["DEFAULT_CHANNEL", "Channel", "channel_of", "clean_email", "prepare"]
