"""The round's end held: the table as the round ended (the match's position until it deals) stays in view (the held cards face up, a bot's last move
staged first) while a token flies to each winner, then the summary opens; a click or a key skips the staged move,
then opens the summary at once. When the hold ends the match deals the next round."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Event
from game.match import ends_round
from scenes.table import openers

if TYPE_CHECKING:
    from scenes.table.host import TableHost

ROUND_HOLD_MS = 1700.0  # the table as the round ended stays in view this long before the summary opens
SKIP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


class RoundHold:
    """Holds the round's end in view, then opens the summary (see the module's docstring)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.hold_ms = 0.0  # > 0: the table is held as the round ended, the summary opens when it runs out
        self.celebrated = True  # the round's winners got their token (they get it as the held table shows)
        self.scoring_shown_for = -1  # the moves played when the last summary was opened (-1: none yet)
        self.round_ended = False  # the move applied and not re-read yet ended the round

    def holding(self) -> bool:
        return self.hold_ms > 0

    def moved(self, events: list[Event]) -> None:
        """A move was applied: whether it ended the round (or the game, whose summary was not shown yet)."""
        match = self.table.match
        self.round_ended = bool(ends_round(events)) or (match.is_over() and self.scoring_shown_for < 0)

    def hold_round_end(self) -> None:
        """Keep the table as the round ended in view (the held cards face up) for a moment, then the summary."""
        table, pacer = self.table, self.table.pacer
        self.scoring_shown_for = table.match.moves_played()
        table.pointer.cancel()
        before, actor, pacer.staged_for = table.model, pacer.staged_for, None
        table.stale = False
        pacer.to_my_turn = False
        self.hold_ms = ROUND_HOLD_MS
        self.celebrated = False
        table.show_model(table.match.round_end_model())
        table.view.held_shown = True
        if actor is not None and before is not None:  # a bot's move ended the round: shown first, then the hold
            pacer.stage_move(actor, before.log)

    def handle(self, event: pygame.event.Event) -> bool:
        """While held: a click or a key skips the move that ended the round, then goes on to the summary; whether
        the event was the hold's."""
        if not self.holding():
            return False
        board = self.table.board
        if board.staging():
            if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.KEYDOWN and event.key in SKIP_KEYS:
                board.end_staging()
        elif event.type == pygame.MOUSEBUTTONUP or event.type == pygame.KEYDOWN and event.key in SKIP_KEYS:
            self.show_scoring()
        return True

    def update(self, dt_ms: float) -> bool:
        """Run the hold (the move that ended the round is shown before it runs); whether the table is held."""
        if not self.holding():
            return False
        table = self.table
        table.board.animate(dt_ms, table.services.settings.animation_speed, table.ui.sounds.play)
        if table.board.staging():  # the move that ended the round is shown before the hold runs
            return True
        if not self.celebrated:
            self.celebrate_round()
        self.hold_ms -= dt_ms
        if not self.holding():
            self.show_scoring()
        return True

    def celebrate_round(self) -> None:
        """A token flies from the middle of the table to each winner of the round, onto their place."""
        table, layout = self.table, self.table.layout
        self.celebrated = True
        summary = table.match.round_table()
        seats = [row.seat for row in summary.rows if row.best] if summary is not None else []
        places = {z.owner: layout.zones[z.id].rect for z in reversed(table.shown.zones)
                  if z.owner is not None and z.id in layout.zones}  # a seat's first zone: its plate's
        for i, (x, y, w, _) in enumerate(places[seat] for seat in seats if seat in places):
            table.painter.effects.fly_token(layout.stage_centre, (x + w / 2, y + 20),
                                            table.services.settings.animation_speed, delay=160.0 * i)

    def show_scoring(self) -> None:
        """The hold ends: the match deals the next round (the table shows it when the summary closes), and the
        summary of the round (or the game) opens."""
        table, match = self.table, self.table.match
        self.hold_ms = 0.0
        match.deal()
        table.painter.effects.clear()
        won = match.is_over() and bool(set(match.winners()) & set(match.humans))
        table.ui.sounds.play("win" if won else "round")  # no fanfare when the bots won
        openers.open_scoring(table.app, table)
