"""Email bodies are cleaned before the turn reads them: only what the customer wrote now.

The emails below are shaped like what Gmail, Outlook (desktop and web), Apple Mail and
Thunderbird send: quoted replies, signatures, legal footers and forwarded headers.
"""

from __future__ import annotations

import pytest

from support_memory import InMemoryStore, SupportAgent
from support_memory.channels import Channel, channel_of, clean_email, prepare
from support_memory.errors import ValidationError

GMAIL_REPLY = """Updating the app didn't help either, it still crashes on big PDFs.

Thanks,
Jane

On Mon, Jan 6, 2025 at 10:02 AM Acme Support <support@acme.example> wrote:

> Hi Jane, please try updating the application.
>
> On Sun, Jan 5, 2025 at 9:00 PM Jane Doe <jane@example.com> wrote:
>> My app crashes when I upload a large PDF. I restarted it but that did not help.
"""

GMAIL_WRAPPED = """I reinstalled it and now it works.

On Tue, Jan 7, 2025 at 9:14 AM Acme Support Team <
support@acme.example> wrote:
> Could you try reinstalling? Restarting did not help you last time.
"""

OUTLOOK_DESKTOP = """Clearing the cache fixed it!\r
\r
Best regards,\r
John Smith\r
Senior Analyst | Globex Corp\r
+1 (555) 123-4567\r
\r
-----Original Message-----\r
From: Acme Support <support@acme.example>\r
Sent: Monday, January 6, 2025 10:02 AM\r
To: John Smith <john@globex.example>\r
Subject: RE: Ticket #48213\r
\r
Please clear the cache. You told us restarting did not help.\r
"""

OUTLOOK_WEB = """Turned off the VPN and the sync works again.

Get Outlook for iOS
________________________________
From: Acme Support <support@acme.example>
Sent: Wednesday, January 8, 2025 4:41 PM
To: Priya Patel <priya@example.org>
Subject: Re: Sync keeps failing

Have you tried turning off your VPN?
"""

OUTLOOK_BLOCK_NO_SEPARATOR = """Still broken after the reboot.

From: Acme Support <support@acme.example>
Sent: Thursday, January 9, 2025 8:00 AM
To: Wei Chen
Subject: RE: Printer offline

Please reboot the printer and reinstall the driver.
"""

GMAIL_FORWARD = """Hi, forwarding the error our admin got when updating.

---------- Forwarded message ---------
From: Acme Updater <noreply@acme.example>
Date: Tue, Jan 7, 2025 at 8:15 AM
Subject: Update failed
To: <admin@globex.example>

The update failed with error 1603.
"""

APPLE_FORWARD = """See below.

Begin forwarded message:

From: Acme Cloud <alerts@acme.example>
Subject: Backup failed
Date: 7 January 2025 at 08:15:00 GMT
To: Maria Garcia <maria@example.net>

Your nightly backup failed with error E-42.
"""

OUTLOOK_FORWARD = """FYI the installer keeps failing.

________________________________
From: IT Helpdesk <it@globex.example>
Sent: Tuesday, January 7, 2025 9:00 AM
To: Maria Garcia
Subject: FW: Installer error 0x80070005

Setup stopped with error 0x80070005.
"""

# The RFC 3676 delimiter is "-- " with its trailing space.
SIGNATURE_DASHES = (
    "Rolling back to version 4.2 worked.\n\n-- \nJane Doe\nAcme customer since 2019\n"
    "https://jane.example\n"
)

LEGAL_FOOTER = """Reinstalling the app worked, thanks.

This email and any attachments are confidential and intended solely for the addressee. If
you are not the intended recipient, please delete it and notify the sender.
"""

CONFIDENTIALITY_NOTICE = """The crash is back since this morning.

CONFIDENTIALITY NOTICE: The information in this message is privileged.
"""

INLINE_REPLY = """> Did restarting help?
No, restarting did not help.
> And clearing the cache?
Clearing the cache fixed it.
"""

FRENCH_QUOTE = """Updating the app fixed it, merci.

Le lun. 6 janv. 2025 à 10:02, Acme Support <support@acme.example> a écrit :
> Please update the application.
"""

MOBILE = """Restarted the router, no luck.

Sent from my iPhone

> On Jan 6, 2025, at 10:02, Acme Support <support@acme.example> wrote:
> Have you restarted the router?
"""


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (GMAIL_REPLY, "Updating the app didn't help either, it still crashes on big PDFs."),
        (GMAIL_WRAPPED, "I reinstalled it and now it works."),
        (OUTLOOK_DESKTOP, "Clearing the cache fixed it!"),
        (OUTLOOK_WEB, "Turned off the VPN and the sync works again."),
        (OUTLOOK_BLOCK_NO_SEPARATOR, "Still broken after the reboot."),
        (SIGNATURE_DASHES, "Rolling back to version 4.2 worked."),
        (LEGAL_FOOTER, "Reinstalling the app worked, thanks."),
        (CONFIDENTIALITY_NOTICE, "The crash is back since this morning."),
        (INLINE_REPLY, "No, restarting did not help.\nClearing the cache fixed it."),
        (FRENCH_QUOTE, "Updating the app fixed it, merci."),
        (MOBILE, "Restarted the router, no luck."),
    ],
    ids=[
        "gmail-reply",
        "gmail-wrapped-header",
        "outlook-desktop",
        "outlook-web",
        "outlook-block",
        "signature-delimiter",
        "legal-footer",
        "confidentiality-notice",
        "inline-reply",
        "french-quote",
        "sent-from-iphone",
    ],
)
def test_only_the_new_text_is_left(body: str, expected: str) -> None:
    assert clean_email(body) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            GMAIL_FORWARD,
            "Hi, forwarding the error our admin got when updating.\n"
            "The update failed with error 1603.",
        ),
        (APPLE_FORWARD, "See below.\nYour nightly backup failed with error E-42."),
        (
            OUTLOOK_FORWARD,
            "FYI the installer keeps failing.\nSetup stopped with error 0x80070005.",
        ),
    ],
    ids=["gmail", "apple-mail", "outlook"],
)
def test_forwarded_headers_go_and_the_forwarded_body_stays(body: str, expected: str) -> None:
    cleaned = clean_email(body)
    assert cleaned == expected
    assert "From:" not in cleaned and "@" not in cleaned


def test_a_plain_email_is_left_as_it_is() -> None:
    body = "Hello,\nmy printer shows offline since Monday. I restarted it twice."
    assert clean_email(body) == body


def test_a_closing_line_with_a_long_text_after_it_is_not_a_signature() -> None:
    body = "Thanks,\n" + "\n".join(f"Step {n}: I tried something else." for n in range(10))
    assert clean_email(body) == body


def test_an_email_with_nothing_new_is_refused_with_a_reason() -> None:
    only_quoted = "> My app crashes.\n> I restarted it.\n"
    assert clean_email(only_quoted) == ""
    with pytest.raises(ValidationError) as refused:
        prepare(only_quoted, Channel.EMAIL)
    assert refused.value.field == "message" and "quoted" in refused.value.message


def test_the_quoted_thread_is_never_extracted_again() -> None:
    agent = SupportAgent(store=InMemoryStore())
    first = "My Acme PDF Suite crashes when I upload a large PDF. I restarted it, no help."
    agent.handle("MAIL-1", first, channel="email")
    reply = agent.handle(
        "MAIL-1",
        "Updating the app fixed it.\n\nOn Mon, Jan 6, 2025 at 10:02 AM Acme Support "
        "<support@acme.example> wrote:\n> " + first + "\n> Have you tried reinstalling it?",
        channel="email",
    )
    learned = [(m["type"], m["text"], m["outcome"] or m["status"]) for m in reply.extracted]
    assert ("ATTEMPT", "Update application", "worked") in learned
    memories = agent.store.all("MAIL-1")
    assert [m.text for m in memories if m.text == "Restart application"] == [
        "Restart application"
    ], "the quoted restart is not stored a second time"
    assert not [m for m in memories if "Reinstall" in m.text]
    assert sum(m.type == "INCIDENT" for m in memories) == 1
    assert all(m.metadata.get("channel") == "email" for m in memories if m.type == "ATTEMPT")


def test_other_channels_read_the_message_unchanged() -> None:
    quoted = "it did not help\n> On Mon wrote: restart it"
    for channel in (Channel.CHAT, Channel.VOICE, Channel.SMS, Channel.OTHER):
        assert prepare(quoted, channel) == quoted


def test_a_channel_is_one_of_five_names() -> None:
    assert channel_of(None) is Channel.CHAT
    assert channel_of(" Email ") is Channel.EMAIL
    with pytest.raises(ValidationError) as refused:
        channel_of("fax")
    assert refused.value.field == "channel" and "chat, email, voice, sms, other" in str(
        refused.value
    )
