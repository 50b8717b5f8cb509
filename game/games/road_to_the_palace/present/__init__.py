"""Road to the Palace presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> the grid, columns, bribes, stock, seats, gestures), :mod:`.texts` (headline,
prompt, hint lines, why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (scores shown, evaluation
summaries), :mod:`.reference` (the card reference), :mod:`.words` (names of cards, discs and rows they share).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Presenter, Reason
from game.games.road_to_the_palace.rules.view import RoadView

from ..rules.reasons import REASONS
from ..rules.state import RoadAction
from . import log as events
from . import reference, rounds, table, texts
from .texts import hint_text
from .words import card_name, colour_name, disc_name

__all__ = ["RoadPresenter", "card_name", "colour_name", "disc_name", "hint_text"]


class RoadPresenter(Presenter[RoadAction, RoadView]):
    game_id = "road-to-the-palace"
    # the game's parts, each named once: the engine's Presenter calls them
    event_texts = events.TEXTS
    event_faces = staticmethod(events.event_faces)
    deck_counts = staticmethod(reference.deck_counts)
    model = staticmethod(table.table)
    log_round = staticmethod(events.log_round)
    shown_scores = staticmethod(rounds.shown_scores)
    round_summary = staticmethod(rounds.round_summary)
    round_table = staticmethod(rounds.round_table)

    def seen_faces(self, view: RoadView, names: Sequence[str]) -> dict[str, int]:
        return reference.add_discs(view, super().seen_faces(view, names))

    def hint_line(self, view: RoadView, reason: Reason, names: Sequence[str]) -> str:
        return hint_text(reason, names) or super().hint_line(view, reason, names)

    def why_not(self, view: RoadView, drag_from: frozenset[str], drag_to: str | None) -> str:
        return REASONS.word("refusal", texts.refusal(view, drag_from)) or super().why_not(view, drag_from, drag_to)
