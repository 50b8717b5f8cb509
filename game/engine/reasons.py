"""Reason codes declared in one table per game, shared by its rules, its bots and its presenter.

A :class:`~game.engine.Reason` is a stable code and its arguments. The rules give codes for what they refuse
(``refusal``: "why not"), the bots for why a move is good (``hint``), a rule may give codes for a warning before a
move (``confirm``). Each game declares its codes with their texts in its ``reasons.py`` (a :class:`ReasonTable`,
the shared codes of :data:`SHARED` included); its presenter words a reason from there (:meth:`ReasonTable.word`),
and a test checks that every declared text is translated and every code the game's modules use is declared.

A text is an i18n key (the English text, with ``{name}`` fields), with a plural form where a number argument
picks between two (:class:`ReasonText`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import tr, trn

if TYPE_CHECKING:  # the protocol's presenter words the shared codes from here
    from game.engine.protocol import Reason

SECTIONS = ("refusal", "hint", "confirm")
"""What a reason explains: a move refused, a move suggested, a move to confirm."""


@dataclass(frozen=True)
class ReasonText:
    """The text of a code: ``text`` (singular), ``plural`` and ``count``: the argument whose number picks the form
    (the texts call it ``{n}``)."""

    text: str
    plural: str = ""
    count: str = ""

    def msgids(self) -> tuple[str, ...]:
        return (self.text, self.plural) if self.plural else (self.text,)


Texts = Mapping[str, str | ReasonText]


def _texts(texts: Texts) -> dict[str, ReasonText]:
    return {code: t if isinstance(t, ReasonText) else ReasonText(t) for code, t in texts.items()}


class ReasonTable:
    """A game's reason codes per section (:data:`SECTIONS`), each with its text; ``base``: a table whose codes
    this one shares (those it does not declare again)."""

    def __init__(self, *, refusal: Texts | None = None, hint: Texts | None = None, confirm: Texts | None = None,
                 base: ReasonTable | None = None) -> None:
        self.base = base
        self.sections: dict[str, dict[str, ReasonText]] = {
            "refusal": _texts(refusal or {}), "hint": _texts(hint or {}), "confirm": _texts(confirm or {})}

    def text(self, section: str, code: str) -> ReasonText | None:
        """The text declared for ``code`` in ``section`` (here or in the base), or None."""
        found = self.sections[section].get(code)
        if found is None and self.base is not None:
            return self.base.text(section, code)
        return found

    def codes(self, section: str | None = None) -> frozenset[str]:
        """Every code declared (in ``section``, or in any), the base's included."""
        sections = SECTIONS if section is None else (section,)
        own = {code for s in sections for code in self.sections[s]}
        return frozenset(own | (self.base.codes(section) if self.base is not None else set()))

    def entries(self) -> Iterator[tuple[str, str, ReasonText]]:
        """(section, code, text) of every code declared here and in the base."""
        for section in SECTIONS:
            for code in sorted(self.codes(section)):
                text = self.text(section, code)
                assert text is not None
                yield section, code, text

    def word(self, section: str, reason: Reason, **fields: object) -> str | None:
        """The text of ``reason`` in ``section`` in the player's language, its fields filled from the reason's
        arguments and ``fields`` (the presenter's words for them: names, card titles); None if not declared."""
        text = self.text(section, reason.code)
        if text is None:
            return None
        values = {**reason.args, **fields}
        if text.plural:  # the plural's number is the text's ``{n}``
            count = values.pop(text.count)
            values.pop("n", None)
            assert isinstance(count, int)
            return trn(text.text, text.plural, count, **values)
        return tr(text.text, **values)


SHARED = ReasonTable(
    refusal={
        "game_over": "The game is over.",
        "not_your_turn": "It is not your turn.",
    },
    hint={
        "only": "This is the only move you can make.",
        "hard": "The Hard bot would make this move.",
        "search": ReasonText("Wins {win}% of the simulated games: {n} percentage point more than the next best "
                             "move.",
                             "Wins {win}% of the simulated games: {n} percentage points more than the next best "
                             "move.", "margin"),
        "search_even": "Wins {win}% of the simulated games; the next best move does about as well.",
    },
)
"""The codes every game shares: the engine's refusals and the generic hint's (:mod:`game.ai.hint`)."""
