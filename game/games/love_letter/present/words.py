"""Love Letter's words shared by the presenter's parts: card titles, guess labels, seat names from the viewer's side."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.love_letter.rules.cards import DECKS, KIND_BY_FACE, KINDS
from game.i18n import tr, tr_list


def title(face: str) -> str:
    return tr(KINDS[KIND_BY_FACE[face]].title)


def guess_label(edition: str, number: int) -> str:
    """``Priest (2)``; in Premium every card of that number: ``2 (Priest, Cardinal)``."""
    names = sorted({tr(k.title) for k in (KINDS[i] for i in set(DECKS[edition])) if k.value == number})
    if len(names) == 1:
        return tr("{card} ({number})", card=names[0], number=number)
    return tr("{number} ({cards})", number=number, cards=tr_list(names))


PLAY_TARGETS = ("play", "discard.0")
"""Where a card from the hand may be dropped to play it: the table's play area, or the player's discards."""


class Names:
    """Seat names from the viewer's side: "You" / "you" for the viewer."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        self.names, self.viewer = names, viewer

    def __call__(self, seat: int, *, start: bool = False) -> str:
        if seat == self.viewer:
            return tr("You") if start else tr("you")
        return self.names[seat] if 0 <= seat < len(self.names) else tr("Seat {n}", n=seat + 1)

    def owner(self, seat: int) -> str:
        return tr("your") if seat == self.viewer else tr("{name}'s", name=self(seat))
