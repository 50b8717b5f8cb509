"""Palastgeflüster presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> zones, seats, gestures), :mod:`.texts` (headline, prompt, status hint, hint lines,
why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (round summaries), :mod:`.words` (card titles they
share).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import JSON, CardSpec, Presenter, Reason, RoundSummary, TableModel
from game.i18n import current_language, tr
from game.rules.palastgefluester.cards import card_title
from game.rules.palastgefluester.state import PalastAction

from . import log as events
from . import rounds, table, texts
from .texts import hint_text
from .words import character_name, title, uid

__all__ = ["PalastPresenter", "character_name", "hint_text", "title", "uid"]


class PalastPresenter(Presenter[PalastAction]):
    game_id = "palastgefluester"
    event_texts = events.TEXTS

    def table(self, view: JSON, legal: Sequence[PalastAction], names: Sequence[str]) -> TableModel:
        return table.table(view, legal, names, self.log_fields(view, names, current_language()))

    def card_name(self, spec: CardSpec) -> str:
        """A character with its colour ("Guard (red)"), a King card by its character."""
        return card_title(spec.face)

    def headline(self, view: JSON, names: Sequence[str]) -> str:
        """Whose turn, and why (the border colour of the last card, a grey card, a new round)."""
        return texts.headline(view, names)

    def log_round(self, log: Sequence[JSON], i: int) -> int | None:
        return events.log_round(log, i)

    def event_targets(self, event: JSON) -> tuple[int, ...]:
        """The Magician's partner, the owners of the displays the Courtesan swaps between, the one chosen next."""
        return events.event_targets(event)

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        shown_names = [tr("you") if s == view["seat"] else name for s, name in enumerate(names)]
        return hint_text(reason, shown_names) or super().hint_line(view, reason, names)

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        text = texts.why_not(view, drag_from, drag_to)
        return super().why_not(view, drag_from, drag_to) if text is None else text

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        return rounds.round_summary(view, names)

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        return rounds.round_table(view, names)
