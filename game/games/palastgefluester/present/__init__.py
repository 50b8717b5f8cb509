"""Palastgeflüster presenter: a thin facade over its parts, each with one job.

:mod:`.table` (a seat's view -> zones, seats, gestures), :mod:`.texts` (headline, prompt, status hint, hint lines,
why-not refusals), :mod:`.log` (event texts), :mod:`.rounds` (round summaries), :mod:`.words` (card titles they
share).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import CardSpec, Presenter, Reason
from game.games.palastgefluester.rules.cards import card_title
from game.games.palastgefluester.rules.state import PalastAction
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr

from . import log as events
from . import rounds, table, texts
from .texts import hint_text
from .words import character_name, spoken, title, uid

__all__ = ["PalastPresenter", "character_name", "hint_text", "title", "uid"]


class PalastPresenter(Presenter[PalastAction, PalastView]):
    game_id = "palastgefluester"
    # the game's parts, each named once: the engine's Presenter calls them
    event_texts = events.TEXTS
    event_actor = staticmethod(events.event_actor)
    event_faces = staticmethod(events.event_faces)
    event_key = staticmethod(events.event_key)
    model = staticmethod(table.table)
    headline = staticmethod(texts.headline)
    log_round = staticmethod(events.log_round)
    event_targets = staticmethod(events.event_targets)
    round_summary = staticmethod(rounds.round_summary)
    round_table = staticmethod(rounds.round_table)
    spoken = staticmethod(spoken)

    def card_name(self, spec: CardSpec) -> str:
        """A character with its colour ("Guard (red)"), a King card by its character."""
        return card_title(spec.face)

    def hint_line(self, view: PalastView, reason: Reason, names: Sequence[str]) -> str:
        shown_names = [tr("you") if s == view["seat"] else name for s, name in enumerate(names)]
        return hint_text(reason, shown_names) or super().hint_line(view, reason, names)

    def why_not(self, view: PalastView, drag_from: frozenset[str], drag_to: str | None) -> str:
        text = texts.why_not(view, drag_from, drag_to)
        return super().why_not(view, drag_from, drag_to) if text is None else text
