"""Palace presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> zones, seats, drag gestures), :mod:`.texts` (headline, prompt, status hint, hint
lines, why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (the summary of the finished game),
:mod:`.reference` (the card reference), :mod:`.words` (rank words and counts they share).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import JSON, CardSpec, Presenter, Reason, RoundSummary, TableModel
from game.i18n import current_language

from ..state import PalaceAction
from . import log as events
from . import reference, rounds, table, texts
from .table import BIG_PILE
from .texts import hint_text
from .words import rank_word

__all__ = ["BIG_PILE", "PalacePresenter", "hint_text", "rank_word"]


class PalacePresenter(Presenter[PalaceAction]):
    game_id = "palace"
    event_texts = events.TEXTS

    def table(self, view: JSON, legal: Sequence[PalaceAction], names: Sequence[str]) -> TableModel:
        return table.table(view, legal, names, self.log_fields(view, names, current_language()))

    # ------------------------------------------------------------------------------------------ card reference
    def deck_counts(self, view: JSON, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        return reference.deck_counts(view, cards)

    def card_kind(self, view: JSON, spec: CardSpec) -> tuple[str, str]:
        """Only the rank matters: one entry per rank."""
        return reference.card_kind(view, spec)

    def card_effect(self, view: JSON, spec: CardSpec) -> str:
        return reference.card_effect(view, spec)

    def seen_faces(self, view: JSON, names: Sequence[str]) -> dict[str, int]:
        """The table's face-up cards and the burned ones (seen as they were played)."""
        return reference.add_burned(view, super().seen_faces(view, names))

    # ------------------------------------------------------------------------------------------ texts
    def event_outs(self, event: JSON) -> tuple[int, ...]:
        return events.event_outs(event)

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        return rounds.round_summary(view, names)

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        return rounds.round_table(view, names)

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        return hint_text(reason) or super().hint_line(view, reason, names)

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        text = texts.why_not(view, drag_from, drag_to)
        return super().why_not(view, drag_from, drag_to) if text is None else text
