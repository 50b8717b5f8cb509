"""Love Letter presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> the table model), :mod:`.texts` (headline, prompt, status hint, hint lines,
why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (round summaries), :mod:`.words` (card titles and
seat names they share).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import CardSpec, Presenter, Reason
from game.games.love_letter.rules.cards import DECKS, KINDS
from game.games.love_letter.rules.state import LoveLetterAction
from game.games.love_letter.rules.view import LoveLetterView

from . import log as events
from . import rounds, table, texts
from .words import PLAY_TARGETS, guess_label, title

__all__ = ["PLAY_TARGETS", "LoveLetterPresenter", "guess_label", "title"]


class LoveLetterPresenter(Presenter[LoveLetterAction, LoveLetterView]):
    game_id = "love-letter"
    # the game's parts, each named once: the engine's Presenter calls them
    event_texts = events.TEXTS
    event_actor = staticmethod(events.event_actor)
    event_faces = staticmethod(events.event_faces)
    model = staticmethod(table.table)
    log_round = staticmethod(events.log_round)
    event_targets = staticmethod(events.event_targets)
    event_outs = staticmethod(events.event_outs)
    round_summary = staticmethod(rounds.round_summary)
    round_table = staticmethod(rounds.round_table)

    def deck_counts(self, view: LoveLetterView, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        """The copies of each card in the edition played (Classic or Premium)."""
        deck = DECKS[view["edition"]]
        return {kind.face: deck.count(i) for i, kind in enumerate(KINDS)}

    def hint_line(self, view: LoveLetterView, reason: Reason, names: Sequence[str]) -> str:
        text = texts.hint_line(view, reason, names)
        return super().hint_line(view, reason, names) if text is None else text

    def why_not(self, view: LoveLetterView, drag_from: frozenset[str], drag_to: str | None) -> str:
        text = texts.why_not(view, drag_from, drag_to)
        return super().why_not(view, drag_from, drag_to) if text is None else text
