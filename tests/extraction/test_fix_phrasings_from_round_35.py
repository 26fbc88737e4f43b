"""The fifteenth session, from round 35's GitHub threads (read after they were scored): a
list under a heading that says none of it worked, a fix told with when ("fixed mine the
other day by ..."), "got rid of the <named> issue", and "however" said in passing between a
step told as a gerund and its result."""

from __future__ import annotations

from helpers import attempts, converse, incidents

CARD = "the camera stopped saving recordings to the SD card"


def test_a_list_under_none_of_the_following_worked_is_failed_steps() -> None:
    memories = converse(
        [
            CARD,
            "To fix it I had to reformat the SD card. But none of the following were able to "
            "fix it:\n- turning settings on/off\n- resetting the device\n- updating firmware "
            "from 0.2.7 to 0.3.0",
        ]
    )
    tried = attempts(memories)
    assert tried["Reset device"] == "failed"
    assert tried["Turn settings on/off"] == "failed"
    assert [text for text in tried if text.startswith("Update firmware")] != []
    assert all(outcome == "failed" for outcome in tried.values())


def test_a_list_under_the_following_worked_is_fixes() -> None:
    memories = converse(
        [
            "wifi drops",
            "I fixed it myself. The following worked:\n- disable power saving\n- update the driver",
        ]
    )
    assert attempts(memories) == {"Disable power saving": "worked", "Update driver": "worked"}


def test_a_fix_told_with_when_it_was_done() -> None:
    memories = converse(
        [
            "my controllers disconnect randomly",
            "I managed to fix mine the other day by pairing my controllers using two separate "
            "USB hubs",
        ]
    )
    assert attempts(memories) == {"Pair controllers using two separate USB hubs": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_got_rid_of_the_issue_named_on_the_way_is_good_news() -> None:
    memories = converse(
        [
            "usb device not recognized",
            "I rebooted, that got rid of the device not recognized issue.",
        ]
    )
    assert attempts(memories) == {"Reboot": "worked"}  # was failed: a wrong polarity


def test_however_between_a_gerund_step_and_its_result_is_said_in_passing() -> None:
    worked = converse(
        ["the SD card is not recognised", "Changing to diskpart however did the trick for me."]
    )
    assert attempts(worked) == {"Change to diskpart": "worked"}
    failed = converse(
        ["the SD card is not recognised", "Changing to diskpart however did not help"]
    )
    assert attempts(failed) == {"Change to diskpart": "failed"}
