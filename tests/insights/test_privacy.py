"""The privacy filter: texts with contact data, numbers or names are never counted."""

from __future__ import annotations

import pytest

from support_memory.insights import is_shareable, text_key

SHAREABLE = [
    ("App crashes on large PDF upload", "symptom"),
    ("Netgear router keeps dropping wifi every evening around 8pm", "symptom"),
    ("Error 0x80070005 when installing", "symptom"),
    ("Update application", "step"),
    ("Roll back to version 4.2", "step"),
    ("Turn off VPN", "step"),
    ("Power-cycle", "step"),
    ("Reinstall Outlook", "step"),
    ("Unpair the headset", "step"),
    ("Acme PDF Suite", "product"),
]
PRIVATE = [
    ("Call Jane at 555-123-4567", "step"),
    ("Email support@acme.example the logs", "step"),
    ("Go to www.acme.example/reset", "step"),
    ("Open https://portal.example/login", "step"),
    ("Order #48213 never arrived", "symptom"),
    ("Refund for order 99812 is missing", "symptom"),
    ("Card 4111 1111 1111 1111 declined", "symptom"),
    ("Account AB1234567 locked", "symptom"),
    ("Install build 20250106", "step"),
    ("Ask Zorvath to reset it", "step"),
    ("Zorvath restarted it", "step"),
    ("Dr Okafor cannot log in", "symptom"),
    ("App crashes when Priya opens it", "symptom"),
    ("Reset john's password", "step"),
    ("John Smith", "product"),
    ("Maria's laptop", "product"),
]


@pytest.mark.parametrize(("text", "kind"), SHAREABLE)
def test_support_texts_may_be_counted(text: str, kind: str) -> None:
    assert is_shareable(text, kind)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "kind"), PRIVATE)
def test_personal_data_is_never_counted(text: str, kind: str) -> None:
    assert not is_shareable(text, kind)  # type: ignore[arg-type]


def test_keys_meet_on_wording_but_keep_opposites_apart() -> None:
    assert text_key("App crashes on large PDF upload") == text_key(
        "app crashes on large PDF uploads"
    )
    assert text_key("Update application") == text_key("Updated the app")
    assert text_key("Turn off VPN") != text_key("Turn on VPN")
    assert text_key("Roll back to version 4.2") != text_key("Roll back to version 4.3")
