"""Road to the Palace presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> the grid, columns, bribes, stock, seats, gestures), :mod:`.texts` (headline,
prompt, hint lines, why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (scores shown, evaluation
summaries), :mod:`.reference` (the card reference), :mod:`.words` (names of cards, discs and rows they share).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import JSON, CardSpec, Presenter, Reason, RoundSummary, TableModel
from game.i18n import current_language

from ..reasons import REASONS
from ..state import RoadAction
from . import log as events
from . import reference, rounds, table, texts
from .texts import hint_text
from .words import card_name, colour_name, disc_name

__all__ = ["RoadPresenter", "card_name", "colour_name", "disc_name", "hint_text"]


class RoadPresenter(Presenter[RoadAction]):
    game_id = "road-to-the-palace"
    event_texts = events.TEXTS

    def deck_counts(self, view: JSON, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        return reference.deck_counts(view, cards)

    def seen_faces(self, view: JSON, names: Sequence[str]) -> dict[str, int]:
        return reference.add_discs(view, super().seen_faces(view, names))

    def table(self, view: JSON, legal: Sequence[RoadAction], names: Sequence[str]) -> TableModel:
        return table.table(view, legal, names, self.log_fields(view, names, current_language()))

    def log_round(self, log: Sequence[JSON], i: int) -> int | None:
        return events.log_round(log, i)

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        return hint_text(reason, names) or super().hint_line(view, reason, names)

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        return REASONS.word("refusal", texts.refusal(view, drag_from)) or super().why_not(view, drag_from, drag_to)

    def shown_scores(self, view: JSON, scores: Sequence[float]) -> list[float | None]:
        return rounds.shown_scores(view, scores)

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        return rounds.round_summary(view, names)

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        return rounds.round_table(view, names)
