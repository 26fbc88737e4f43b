"""Emoji and other pictographs: how the rules tell them from letters and punctuation.

Arrows, symbols and emoji (from U+2190 on) that are neither letters nor digits nor spaces:
"👍", "✅", "😬", "→". Letters of other scripts ("中", "ü") are words, never pictographs.
"""

from __future__ import annotations

PICTOGRAPHS_FROM = 0x2190
EMOJI_FROM = 0x2600  # symbols and emoji; the arrows before them join ("Settings → Privacy")
# emoji that hedge good news as the words do: "no drops last night 🤞" is "fingers crossed"
HEDGING_EMOJI = frozenset({"\U0001f91e"})  # 🤞


def is_pictograph(char: str) -> bool:
    return ord(char) >= PICTOGRAPHS_FROM and not char.isalnum() and not char.isspace()


def only_pictographs(word: str) -> bool:
    """True for a word made of pictographs alone ("😭", "🙃🙃"); False for an empty one."""
    return bool(word) and all(is_pictograph(char) for char in word)


def after_emoji(text: str) -> list[str]:
    """``text`` cut at each run of emoji that more words follow: in chat an emoji ends a
    sentence, as a full stop does ("no email 😬 refreshed a bunch" → "no email",
    "refreshed a bunch"). An emoji that ends the text stays; ASCII text comes back whole."""
    if text.isascii():
        return [text]
    pieces: list[str] = []
    start = 0
    index, size = 0, len(text)
    while index < size:
        if not _is_emoji(text[index]):
            index += 1
            continue
        end = index
        while end < size and (_is_emoji(text[end]) or text[end] == "\ufe0f"):
            end += 1
        rest = end
        while rest < size and text[rest].isspace():
            rest += 1
        if rest > end and rest < size and text[rest].isalnum():
            pieces.append(text[start:index])
            start = rest
        index = rest if rest > index else index + 1
    pieces.append(text[start:])
    return [piece for piece in pieces if piece.strip()]


def _is_emoji(char: str) -> bool:
    return ord(char) >= EMOJI_FROM and is_pictograph(char)
