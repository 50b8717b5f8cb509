"""How a move is made with the keys, in words: what the coach of Learn to play adds to a lesson that asks for a move
when the player uses the keyboard (the lessons say "drag" and "click", the gestures of the pointer). Worded from the
table's own gestures for the move (:mod:`scenes.table.gestures`), so it holds for every game with nothing
game-specific here; the keys are those of :mod:`scenes.table.keyboard`."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import Action, Choice
from game.i18n import tr
from scenes.table import gestures


def keys_way(choices: Iterable[Choice], action: Action) -> str:
    """How ``action`` is made by keys at a table offering ``choices`` ("" when none of them makes it): by its
    button when it has one, else by carrying its cards; then the question that follows, if any."""
    ways = [c for c in choices if c.action == action]
    if not ways:
        return ""
    button = next(iter(gestures.buttons(ways)), None)
    if button is not None:
        words = tr("With keys: Tab to the buttons, the arrow keys to “{button}”, then Enter.", button=button.label)
        asks = any(option.steps for option in button.options)
    else:
        carried = min((c.drag_from for c in ways if c.drag_from), key=len, default=frozenset())
        if len(carried) > 1:
            words = tr("With keys: Tab to the cards' area; on each card (the arrow keys) press Space, then Enter. "
                       "If they can go to several places, the arrow keys pick one and Enter puts them there.")
        else:
            words = tr("With keys: Tab to the card's area, the arrow keys to the card, then Enter. If it can go to "
                       "several places, the arrow keys pick one and Enter puts it there.")
        asks = any(c.steps for c in ways)
    if asks:
        words = one_after_another(words, tr("Then answer the question: its number key, or the arrow keys and Enter."))
    return words


def one_after_another(first: str, then: str) -> str:
    """Two sentences in a row: a space between them, none after a full-width stop (Chinese writes none)."""
    return first + ("" if first.endswith(("。", "！", "？")) else " ") + then
