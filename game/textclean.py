"""Cleaning text that comes from a file before it is shown: one function for every loader.

A file may hold anything JSON can: NUL and other control characters (pygame refuses to draw a NUL), lone
surrogates (no encoder accepts them) and names of any length. Pure: no I/O.
"""

from __future__ import annotations

import re

NAME_LIMIT = 40
"""The longest name (a seat's, a save's) shown; longer ones are cut with an ellipsis."""

_SPACES = re.compile("[\t\n\r\x0b\x0c\x1c-\x1f\x85\u2028\u2029]")
_DROPPED = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")  # controls, bidi overrides
_SURROGATES = re.compile("[\ud800-\udfff]")


def clean_text(value: object) -> str:
    """``value`` as drawable one-line text: line breaks and tabs become spaces, other control characters, NULs and
    the marks that turn text right to left (a name could reverse what follows it) are dropped, lone surrogates
    become U+FFFD; anything but a string is ""."""
    if not isinstance(value, str):
        return ""
    return _DROPPED.sub("", _SPACES.sub(" ", replace_surrogates(value)))


def replace_surrogates(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (cheap when there is none)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATES.sub("\ufffd", text)
    return text


def clip(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, the last an ellipsis when anything was cut."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def clip_name(value: object, limit: int = NAME_LIMIT) -> str:
    """A name from a file or the keyboard: cleaned, spaces collapsed, at most ``limit`` characters; "?" if empty."""
    text = " ".join(clean_text(value)[: limit * 4].split())
    return clip(text, limit) or "?"
