"""A "what I tried:" heading with its item on the same line ("What I have done: signed out of
iCloud and back in ...", dev w6-0018), and a step written with its undoing after a slash
("Disabling/Enabling", dev g11-0038, g3-0053): read as the steps they tell."""

from __future__ import annotations

import pytest
from helpers import attempts, converse

from support_memory.extraction.language.informal import repair


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("What I have done: restarted the phone, still stuck", "Restart phone", "failed"),
        (
            "What I have done: signed out of iCloud and back in, still stuck",
            "Sign out of iCloud and back in",
            "failed",
        ),
        (
            "Things I tried that didn't help: clearing the cache",
            "Cleared application cache",
            "failed",
        ),
        ("Solved it with: reinstalling the driver", "Reinstall driver", "worked"),
    ],
)
def test_a_heading_and_its_item_on_one_line(message: str, step: str, outcome: str) -> None:
    assert attempts(converse([message])) == {step: outcome}


def test_a_long_line_with_a_colon_is_no_heading() -> None:
    message = "I tried the controller in a lot of games: One piece pirate warriors 3, rocket league"
    assert not any("Piece" in text or "piece" in text for text in attempts(converse([message])))


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("Disabling/Enabling the extension", "Disabling and Enabling the extension"),
        ("unplugged/replugged it", "unplugged and replugged it"),
        ("connecting/disconnecting", "connecting and disconnecting"),
        ("keeps dropping/reconnecting", "keeps dropping/reconnecting"),
        ("stopped working/installing", "stopped working/installing"),
    ],
)
def test_a_step_and_its_undoing_after_a_slash(text: str, repaired: str) -> None:
    assert repair(text) == repaired


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("I tried disabling/enabling wifi, no luck", "Disable and enable wifi"),
        ("I tried disabling and re-enabling bluetooth, no luck", "Disable and re-enable bluetooth"),
    ],
)
def test_a_step_and_its_undoing_tried_is_a_fix_not_the_problem(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}
