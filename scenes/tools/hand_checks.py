"""The by-hand player's checks (:mod:`scenes.tools.byhand`): at the table, which move to make next (a Normal bot's,
or a kind picked at random), that the session advanced by exactly that move, Undo tried now and then and its
outcome, the pace measured with ``realtime``; a move with no working gesture given up (made directly)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import Action
from scenes.table import gestures
from scenes.tools.hand_base import Expectation, PlayerBase, UndoAttempt, local_session

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table import TableScene

MOVE_TIMEOUT_FRAMES = 90  # frames for a gesture's move to be applied before it counts as failed
UNDO_CHANCE = 0.3  # after a move made by hand, with --undo: try Undo this often


class MoveChecks(PlayerBase):
    """The moves chosen and checked at the table."""

    def at_table(self, app: App, table: TableScene) -> None:
        self.table = table
        if self.realtime:
            self.time_the_table(table)
        if self.expect is not None and self.verify(app, table.match.session.history):
            return  # checked as soon as the move is made: on the real clock a bot may reply while cards still move
        if table.stale or table.animating():
            return
        if self.expect is not None:
            self.check_move(app, table)
            return
        if self.undo_attempt is not None:
            self.check_undo(app, table)
            return
        if self.tutorial and self.coach_next(app, table):
            return
        if table.match.session.is_over() or not table.acting():
            return
        if self.undo and self.moved_since_undo and self.undo_rng.random() < UNDO_CHANCE:
            self.try_undo(app, table)
            return
        action = self.pick_action(table)
        self.expect = Expectation(action, len(table.match.session.history))
        self.gesture(app, table)

    def time_the_table(self, table: TableScene) -> None:
        """--realtime: the waits from the person's move to their next one, and how long moves stand on the stage."""
        now = time.perf_counter()
        expect = self.expect
        history = len(table.match.session.history)
        if expect is not None and self.moved_at is None and history > expect.history_len:
            self.moved_at, self.moved_history = now, expect.history_len + 1
        elif expect is None and self.moved_at is not None and table.acting() and not table.stale \
                and table.shown.choices:
            if history > self.moved_history:  # a bot moved in between (not the person's next decision of a turn)
                self.waits_ms.append((now - self.moved_at) * 1000)
            self.moved_at = None
        staging = table.board.staging()
        if staging and self.stage_from is None:
            self.stage_from = now
        elif not staging and self.stage_from is not None:
            self.stages_ms.append((now - self.stage_from) * 1000)
            self.stage_from = None

    def pick_action(self, table: TableScene) -> Action:
        session = table.match.session
        seat = session.current_seat()
        legal = session.legal_actions()
        if self.tutorial and table.coach is not None:
            step = table.coach.tutorial.step
            assert step is not None and step.action is not None, "the coach asks for a move"
            return step.action
        shown = table.shown.choices  # (a move the table dims, a guess that cannot be right, is not offered)
        legal = [a for a in legal if gestures.offered(shown, a)] or legal
        if self.rng.random() < self.random_kind_chance:
            kinds = sorted({self.game.action_kind(a) for a in legal})
            kind = self.rng.choice(kinds)
            return self.rng.choice([a for a in legal if self.game.action_kind(a) == kind])
        return self.bots[seat].choose(session.view(seat), legal)

    def verify(self, app: App, history: Sequence[Action | None]) -> bool:
        """Whether the expected move was made (then it is counted, or a different move is a failure)."""
        expect = self.expect
        if expect is None or len(history) <= expect.history_len:
            return False
        made = history[expect.history_len]
        if made != expect.action or (len(history) != expect.history_len + 1 and not (self.tutorial or self.others_move)):
            self.fail(app, f"the gesture made {made!r}", expect.action)
        else:
            self.moves_by_hand += 1
            self.tutorial_steps += self.tutorial
            self.moved_since_undo = True
            kind = self.game.action_kind(expect.action)
            self.kinds_by_hand[kind] = self.kinds_by_hand.get(kind, 0) + 1
        self.expect = None
        return True

    def try_undo(self, app: App, table: TableScene) -> None:
        """Click the Undo button or press Ctrl+Z (half and half; a keys-only player always presses Ctrl+Z), whether
        or not Undo is offered now."""
        from scenes.table.undo_button import UndoButton

        self.moved_since_undo = False
        session, seat = local_session(table), table.match.viewer
        assert seat is not None, "a person is at the table"
        refused = bool(table.match.why_no_undo())
        target = session.undo_target(seat)
        self.undo_attempt = UndoAttempt(len(session.history) if refused or target is None else target, seat,
                                        session.undos[seat], refused)
        app.toast_ms = 0.0
        button = next((w for w in table.widgets if isinstance(w, UndoButton)), None)
        if button is not None and self.undo_rng.random() < 0.5 and not self.keys_only:
            self.click(app, button.screen_rect(app).center)
        else:
            self.key(pygame.K_z, pygame.KMOD_LCTRL, "\x1a")

    def check_undo(self, app: App, table: TableScene) -> None:
        """After an Undo was posted: the moves went back (or, refused, nothing changed and the table said why)."""
        attempt, self.undo_attempt = self.undo_attempt, None
        assert attempt is not None
        session = local_session(table)
        history = len(session.history)
        if attempt.refused:
            said = app.toast_ms > 0 and app.toast_text == table.match.why_no_undo()
            if history != attempt.target or session.undos[attempt.seat] != attempt.undos or not said:
                self.fail(app, f"a refused Undo changed the game or said nothing ({app.toast_text!r})", None)
            else:
                self.undo_refusals += 1
        elif history != attempt.target or session.undos[attempt.seat] != attempt.undos + 1:
            self.fail(app, f"Undo left {history} moves, not {attempt.target}", None)
        else:
            self.undos += 1

    def check_move(self, app: App, table: TableScene) -> None:
        """After a gesture: the session advanced by exactly the chosen move, or the next part of the gesture
        is made (the cards are selected now: drag them), or time is up."""
        if self.verify(app, table.match.session.history):
            return
        expect = self.expected
        expect.frames += 1
        if not expect.gestured or table.held is not None and expect.frames <= MOVE_TIMEOUT_FRAMES:
            self.gesture(app, table)  # (held: the first picks lie in their places, the next one is dragged now)
        elif expect.frames > MOVE_TIMEOUT_FRAMES:
            self.give_up(app, table, "the gesture was made but the move did not happen"
                         + (f" ({app.toast_text})" if app.toast_ms > 0 else ""))

    def give_up(self, app: App, table: TableScene, reason: str) -> None:
        """Record a move with no working gesture, then make it directly so the game goes on."""
        from scenes.core.dialogs import ConfirmScene
        from scenes.table.prompt import StepPrompt

        action = self.expected.action
        self.fail(app, reason, action)
        while isinstance(app.top, StepPrompt | ConfirmScene):
            app.pop()
        table.input.cancel_drag()
        table.moves.play(action, confirmed=True)
        self.expect = None
