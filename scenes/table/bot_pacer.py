"""The bots' pace and their moves on the stage: a bot's move is made once its pace ran out (counted from the last
move, its stage included), its cards come from its seat to the middle of the table with what the move did in words
(as long as the move means something to the viewer, :mod:`scenes.table.pace`), then go to their places; with "Speak
the game" on, the next move also waits for the voice to say the last (:data:`VOICE_CATCH_UP_MS`); a click or Space
skips the stage, T lets the bots' moves up to the viewer's turn go by at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes.table import pace
from scenes.table.board import STAGE_MAX_CARDS

if TYPE_CHECKING:
    from scenes.table.host import TableHost

NARRATION_LINES = 4  # the move and what came of it (a round's result and the next deal: the summary's)
STAGE_SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)  # skip a bot's move on the stage
TO_MY_TURN_KEY = pygame.K_t  # the bots' moves up to the viewer's turn go by at once
VOICE_CATCH_UP_MS = 8000.0
"""How much longer than its pace a bot's move waits for "Speak the game" to finish saying the last moves: a
speech engine says a move in 2-4 s, where the bots' pace is ~1 s, and fell further behind the table with every
move (a player heard moves long gone while the table asked for theirs). The longest wait, should a voice hang."""


class BotPacer:
    """When the bots move and how their moves are staged (see the module's docstring)."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.bot_wait = 0.0
        self.lap_moves = 0  # bot moves made since a person last moved (see :func:`pace.lap_pace_ms`)
        self.staged_for: int | None = None  # the seat whose move the next refresh shows on the stage
        self.narration: list[str] = []  # what the staged move did, in words
        self.stage_weight = pace.MoveWeight()  # what the staged move means to the viewer
        self.to_my_turn = False  # the bots' moves go by unstaged and unpaced until the viewer may act

    def handle(self, event: pygame.event.Event) -> bool:
        """A click or Space skips the bot's move on the stage, T skips to the viewer's turn; whether it did."""
        board = self.table.board
        if board.staging() and (event.type == pygame.MOUSEBUTTONDOWN
                                or event.type == pygame.KEYDOWN and event.key in STAGE_SKIP_KEYS):
            board.end_staging()  # a click (or Space) skips the bot's move
            return True
        if event.type == pygame.KEYDOWN and event.key == TO_MY_TURN_KEY:
            self.skip_to_my_turn()
            return True
        return False

    def staged(self, dt_ms: float) -> bool:
        """Whether the table shows a bot's move on the stage: the next move waits until it was seen, while the next
        bot thinks and its pace runs."""
        table, match = self.table, self.table.match
        if match.viewer_acts() or match.is_over():
            self.to_my_turn = False
        if self.to_my_turn:
            table.board.end_staging()
        if not table.board.staging():
            return False
        if match.bot_to_move() and match.handover_to() is None:
            match.start_bot()
            self.bot_wait += dt_ms
            if match.remote_ready():  # a player on another machine moved: shown (and sent on) at once
                table.board.end_staging()
        return True

    def stage_move(self, actor: int, log_before: list[str]) -> None:
        """Show a bot's move: the cards it played come from its seat to the middle of the table and rest there
        with what the move did in words (longer for a move that says more), then go to their places."""
        table = self.table
        speed = table.services.settings.animation_speed
        board, shown, layout = table.board, table.shown, table.layout
        lines = shown.log[len(log_before):] if shown.log[:len(log_before)] == log_before else []
        viewer_zones = {z.id for z in shown.zones if z.owner is not None and z.owner == table.match.viewer}
        in_viewer_zone = {c.uid for z in shown.zones if z.id in viewer_zones for c in z.cards}
        cards = [u for u in board.order if u in board.last_moved and u not in in_viewer_zone]
        if speed <= 0 or not 0 < len(cards) <= STAGE_MAX_CARDS:
            return
        seat_zone = next((z.id for z in shown.zones if z.owner == actor and z.id in layout.zones), None)
        origin = board.zone_rect(seat_zone) if seat_zone else None
        centre = layout.stage_centre
        origin_point = table.ui.viewport.to_logical(origin.center) if origin else centre
        actors = {z.id for z in shown.zones if z.owner == actor}
        later = [u for u in cards if board.sprites[u].zone not in actors]  # what the move brought about: a beat
        self.stage_weight = self.move_weight(reveals=0 < len(later) < len(cards))
        self.narration = pace.caption(self.stage_weight, lines[:NARRATION_LINES])  # the first tells who did what
        if self.stage_weight.flows:  # deep in a long lap of the bots: a plain move goes straight to its place
            self.narration = []
            return
        board.stage(cards, origin_point, centre, pace.stage_hold_ms(self.stage_weight, len(self.narration), speed),
                    later=later if len(later) < len(cards) else (), speed=speed)
        if len(lines) > 1:  # what came of it: in the log too as the narration says it
            table.painter.log_hold.hold(len(log_before) + 1)
        table.view.prefetch_art()  # (its faces at the stage's size, first)

    def move_weight(self, reveals: bool = False) -> pace.MoveWeight:
        """What the last move means to the viewer (seat 0 at a table of bots only); ``reveals``: its stage brings
        what it turned up as a second beat."""
        match, holding = self.table.match, self.table.holding()
        viewer = match.viewer if match.viewer is not None else 0
        return pace.MoveWeight(aims_at_viewer=viewer in match.last_move_targets(),
                               takes_out=bool(match.last_move_outs()), ends_round=holding,
                               bot_next=not holding and match.bot_to_move(),
                               past_round=self.lap_moves > self.others(), reveals=reveals)

    def others(self) -> int:
        """How many seats are not the viewer's: the bots' moves of one round of the table."""
        return len(self.table.match.names) - 1

    def run_bot(self, dt_ms: float) -> None:
        """The bot's move is made once the pace (counted from the last move, its stage included) has run out. The
        pace is the pause before a bot's turn: the further decisions of the same turn follow as soon as the last
        one was seen. A new round's first move waits for its deal to land (the bot that ended the last round and
        starts the next played at once, while the deal was still flying)."""
        table, match = self.table, self.table.match
        self.bot_wait += dt_ms
        dealt = table.view.dealt_since_move  # a new round: a new turn, after its deal has landed
        same_turn = match.last_mover() == match.current_seat() and not dealt
        wait = pace.lap_pace_ms(table.services.settings.bot_pace_ms, self.lap_moves, self.others())
        paced = not self.to_my_turn and not match.remote_turn()
        if paced and (not same_turn and self.bot_wait < wait or dealt and not table.board.settled()):
            return
        match.start_bot()
        if paced and self.bot_wait < wait + VOICE_CATCH_UP_MS and table.services.speech.busy():
            return  # (the bot thinks meanwhile) the voice says the last moves first
        try:
            action = match.take_bot_action()
        except Exception as exc:  # a bot bug: show it, keep the table alive, retry after the pace
            table.services.toast(tr("Bot error: {error}", error=exc)[:120])
            self.bot_wait = 0.0
            return
        if action is not None:
            self.lap_moves += 1
            self.staged_for = match.current_seat()
            table.moves.after_move(match.apply(action))

    def skip_to_my_turn(self) -> None:
        """Let the bots' moves up to the viewer's next turn go by at once (they stay in the log); once the viewer
        has nothing left to do in the game (Palace: went out), let the bots finish it."""
        table = self.table
        if table.match.can_finish_with_bots() and not table.holding():
            table.finish_with_bots()
            return
        if table.match.bot_to_move() and table.match.viewer is not None:
            self.to_my_turn = True
            table.board.end_staging()

    def skip_hint(self) -> str:
        """What skips the bot's move on the stage (and, with more bots to come, what skips to the viewer's turn)."""
        table = self.table
        if table.holding():
            return tr("Click or Space to skip")
        if table.match.can_finish_with_bots():
            return tr("Click or Space to skip · T: finish the game")
        if table.match.viewer is not None and table.match.bot_to_move():
            return tr("Click or Space to skip · T: to your turn")
        return tr("Click or Space to skip")
