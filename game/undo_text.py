"""Undo in words: why the table offers no Undo now (:meth:`game.session.Session.why_no_undo`), in the player's
language."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Reason
from game.i18n import N_, tr

REVEALED = {
    "draw": N_("a card was drawn since"),
    "deal": N_("a new round was dealt since"),
    "turned": N_("a hidden card was turned up since"),
    "shown": N_("hidden cards were shown since"),
    "hidden": N_("something hidden was revealed since"),
}
"""Per code of :data:`game.engine.REVEAL_CODES`: why the last move can no longer be taken back."""


def why_no_undo(reason: Reason, names: Sequence[str]) -> str:
    """One line: "No undo: a card was drawn since." (the reason of :meth:`Session.why_no_undo`)."""
    if reason.code == "revealed":
        why = tr(REVEALED.get(str(reason.args.get("what")), REVEALED["hidden"]))
    elif reason.code == "person":
        why = tr("{name} made the last move", name=names[reason.int_arg("seat")])
    elif reason.code == "over":
        why = tr("the game is over")
    else:
        why = tr("you have made no move yet")
    return tr("No undo: {why}.", why=why)
