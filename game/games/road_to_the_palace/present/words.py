"""Road to the Palace's words shared by the presenter's parts: characters, cards, discs, rows, seat names."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, tr

from ..rules.cards import CARDS, CHARACTER, MISSION

ROW_NAMES = (N_("top"), N_("middle"), N_("bottom"))


LAST_ROUND = 2


def colour_name(colour: str | None) -> str:
    return tr("none") if colour is None else tr("{character} ({colour})", character=tr(CHARACTER[colour]),
                                                 colour=tr(colour))


def card_name(face: int) -> str:
    """A card as the log and the move labels name it: its character and impression."""
    card = CARDS[face]
    return f"{tr(CHARACTER[card.colour])} {card.impression}"


def disc_name(colour: str) -> str:
    return tr("{colour} {mission} disc", colour=tr(colour), mission=tr(MISSION[colour]))


def signed(x: int) -> str:
    return f"{x:+d}"


class Names:
    """A seat's name in a list of players, "you" for the viewer."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        self.names, self.viewer = names, viewer

    def __call__(self, seat: int) -> str:
        return tr("you") if seat == self.viewer else self.names[seat]
