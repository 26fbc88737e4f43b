"""The keys fix statistics are counted under: an incident's signature and a step's key.

A key is a text's words normalised the way recall compares them (``support_memory.text``:
lower case, light stems, synonym groups, error codes and versions kept whole), in their
order, without articles and possessives. So "App crashes on large PDF upload" and "app
crashes on large PDF uploads" meet, and "Update application" meets "Updated the app";
"Turn off VPN" and "Turn on VPN" stay apart (no other word is dropped).

A ``Signature`` is a symptom key plus the product when known. Every incident counts under
its symptom for any product (``product=""``) and, when its product is known, under that
product too, so a customer who never named the product still gets the fleet's answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from support_memory.text import normalise, tokenize

ANY_PRODUCT = ""
_DROPPED = frozenset({"a", "an", "the", "my", "your", "our", "their", "its", "his", "her"})


def text_key(text: str) -> str:
    """The normalised key of a symptom, step or product text ("" when it has no words)."""
    return " ".join(normalise(token) for token in tokenize(text) if token not in _DROPPED)


@dataclass(frozen=True, order=True)
class Signature:
    """An incident signature: a symptom key, and a product key or ``ANY_PRODUCT``."""

    symptom: str
    product: str = ANY_PRODUCT

    @property
    def any_product(self) -> Signature:
        return Signature(self.symptom)

    def levels(self) -> tuple[Signature, ...]:
        """The signatures an incident with this one counts under: its product's (when
        known) and any product's."""
        if self.product == ANY_PRODUCT:
            return (self,)
        return (self, self.any_product)
