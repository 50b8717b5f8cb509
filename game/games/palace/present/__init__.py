"""Palace presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> zones, seats, drag gestures), :mod:`.texts` (headline, prompt, status hint, hint
lines, why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (the summary of the finished game),
:mod:`.reference` (the card reference), :mod:`.words` (rank words and counts they share).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import CardSpec, Presenter, Reason
from game.games.palace.rules.view import PalaceView
from game.i18n import tr

from ..rules.state import PalaceAction
from . import log as events
from . import reference, rounds, table, texts, words
from .table import BIG_PILE
from .texts import hint_text
from .words import rank_word

__all__ = ["BIG_PILE", "PalacePresenter", "hint_text", "rank_word"]


class PalacePresenter(Presenter[PalaceAction, PalaceView]):
    game_id = "palace"
    # the game's parts, each named once: the engine's Presenter calls them
    event_texts = events.TEXTS
    event_faces = staticmethod(events.event_faces)
    event_key = staticmethod(events.event_key)
    model = staticmethod(table.table)
    deck_counts = staticmethod(reference.deck_counts)
    card_kind = staticmethod(reference.card_kind)
    card_effect = staticmethod(reference.card_effect)
    event_outs = staticmethod(events.event_outs)
    round_summary = staticmethod(rounds.round_summary)
    round_table = staticmethod(rounds.round_table)

    def seen_faces(self, view: PalaceView, names: Sequence[str]) -> dict[str, int]:
        """The table's face-up cards and the burned ones (seen as they were played)."""
        return reference.add_burned(view, super().seen_faces(view, names))

    def card_name(self, spec: CardSpec) -> str:
        """A card by its title alone, which names its rank and suit in every language (the default adds the value
        where the title does not hold it: "Herz-Dame (Q)", read out as a letter)."""
        return tr(spec.title)

    def spoken(self, text: str) -> str:
        """Each card the text writes in signs ("Q♥") named as the voice names a hand's cards."""
        return words.spoken(text, self.card_name)

    def hint_line(self, view: PalaceView, reason: Reason, names: Sequence[str]) -> str:
        return hint_text(reason) or super().hint_line(view, reason, names)

    def why_not(self, view: PalaceView, drag_from: frozenset[str], drag_to: str | None) -> str:
        text = texts.why_not(view, drag_from, drag_to)
        return super().why_not(view, drag_from, drag_to) if text is None else text
