"""The by-hand player: every seat is a person at one shared screen (hot seat), and every move is made only with
posted mouse and keyboard events on what is on screen, through the same hit tests a person gets.

Each turn it picks the move a Normal bot would make, except that with a seeded chance it first picks a kind of
move uniformly among the legal kinds (so rare kinds get tried), then makes it: a press on the top-most sprite of
the card, a drag in steps, a drop on a point inside the visible target; a click on each card to select (or a box
drawn round them) for several cards at once; clicks on the prompt's and the table's buttons, and on Yes when the
table asks to confirm a move (one that knocks the player out, or a big pile picked up); for a move whose picks are
all drags (Road's bribes into their slots), each card into its place in turn. A pick that names a seat
(a target, a Magician's partner, who plays next) is made half the time by clicking that seat on the table
instead of its button (``seat_clicks`` counts them; a route chosen by its own random stream, so the moves of a
seed stay the same). Afterwards the session
must have advanced by exactly that move. A move with no working gesture is a failure: the action, the game, the
move number and a PNG of the screen are recorded, and the move is then made directly so the game goes on to show
what else fails.

With ``undo`` (``--undo``) it also takes moves back now and then, as a person would: after a move made by hand, with
a seeded chance, it clicks the table's Undo button or presses Ctrl+Z. Where Undo is offered the session must go
back to the position before the person's last decision (``undos`` counts them); where it is not, nothing may
change and the table must say why in a toast (``undo_refusals`` counts them).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from scenes.tools.hand_base import Expectation, Failure, UndoAttempt, local_session, ui_text
from scenes.tools.hand_checks import MoveChecks
from scenes.tools.hand_gestures import SEAT_CLICK_CHANCE, TableGestures
from scenes.tools.hand_look import steps_to
from scenes.tools.screen_walk import ScreenWalk

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.core.scene import Scene
    from scenes.ui.widgets import Widget

__all__ = ["SEAT_CLICK_CHANCE", "ByHandPlayer", "Expectation", "Failure", "UndoAttempt", "local_session", "run",
           "steps_to", "ui_text"]


class ByHandPlayer(ScreenWalk, MoveChecks, TableGestures):
    """Called by the app after every frame (``app.on_frame``): the screens walked (:class:`ScreenWalk`), the moves
    chosen and checked (:class:`MoveChecks`) and made by gestures (:class:`TableGestures`), all by clicks."""

    def press(self, app: App, scene: Scene, widget: Widget) -> None:
        self.click(app, widget.screen_rect(app).center)

    def step(self, app: App, scene: Scene, widget: Any, delta: int) -> None:
        self.click(app, (widget.plus if delta > 0 else widget.minus).screen_rect(app).center)

    def press_or_enter(self, app: App, scene: Scene, widget: Widget) -> None:
        """A click on ``widget`` or Enter, half and half."""
        if self.rng.random() < 0.5:
            self.press(app, scene, widget)
        else:
            self.key(pygame.K_RETURN, text="\r")

    def dismiss(self, app: App, prompt: Any) -> None:
        self.press(app, prompt, prompt.button(ui_text("Cancel")))

    def press_coach_next(self, app: App, coach: Any) -> bool:
        """Go on from the coach's step as a person does (a click on its Next); False when there is none yet."""
        button = coach.next_button
        if button is None:
            return False
        self.click(app, button.screen_rect(app).center)
        return True

    def answer_prompt(self, app: App, prompt: Any) -> None:
        """Click the prompt's button for the next step of the expected move."""
        found = self.prompt_step(app, prompt)
        if found is None:
            return
        step, button = found
        if step.seat is not None:
            point = self.prompt_seat_point(app, prompt, step.seat)
            if point is not None:  # the seat the step names, lit and clicked on the table
                self.seat_clicks += 1
                self.click(app, point)
                return
        if step.count is not None and prompt.stepper is not None and button is prompt.stepper:
            value = prompt.stepper.value  # − or + to the count, then OK
            part = prompt.ok_button if value == step.count else \
                prompt.stepper.plus if value < step.count else prompt.stepper.minus
            self.click(app, part.screen_rect(app).center)
            return
        rect = button.screen_rect(app)
        if not app.screen.get_rect().contains(rect):
            assert self.table is not None, "a prompt opens over the table"
            self.give_up(app, self.table, f"the prompt's button {step.label!r} lies outside the window")
            return
        self.click(app, rect.center)


def run(game_id: str, players: int, seed: int, size: tuple[int, int] | None = (1280, 720), options: dict | None = None,
        png_dir: Path | None = None, max_seconds: float = 600.0, realtime: bool = False,
        undo: bool = False, tutorial: bool = False, replay: bool = False,
        enough: Callable[[ByHandPlayer], bool] | None = None, speech_log: Path | None = None,
        language: str = "en", player_class: type[ByHandPlayer] | None = None) -> dict:
    """A whole game played by hand in the real app loop, headless; the JSON report. The loop runs on a virtual
    clock (no real-time waits); with ``realtime``, on the real clock with the app's default settings. ``enough``:
    ends the run early once it holds (a test that needs only part of a game). ``speech_log``: the game is spoken
    into that file (:mod:`scenes.tools.speech_log`), the report adds ``announcements`` and ``silent_moves``.
    ``player_class``: another player (:class:`scenes.tools.bykeys.KeysPlayer`: by posted keys alone)."""
    import tempfile

    from scenes.core.app import FPS
    from scenes.core.clock import RealClock, VirtualClock
    from scenes.screens.menu import MenuScene
    from scenes.tools.common import headless, scratch_app
    from scenes.tools.speech_log import attach as speech_log_attach

    headless()
    app = scratch_app(size, language=language) if realtime else \
        scratch_app(size, bot_pace_ms=0, animation_speed=0.0, language=language)
    app.fixed_seed = seed
    spoken = None if speech_log is None else speech_log_attach(app, speech_log)
    player = (player_class or ByHandPlayer)(game_id, players, seed, dict(options or {}),
                          png_dir or Path(tempfile.gettempdir()) / "palace-table-by-hand", max_seconds=max_seconds,
                          realtime=realtime, undo=undo, tutorial=tutorial, replay=replay)
    def frame(app: App) -> None:
        player(app)
        if spoken is not None:
            spoken(app)
        if enough is not None and enough(player):
            app.running = False

    app.on_frame = frame
    app.push(MenuScene(app))
    app.run(FPS, RealClock(FPS) if realtime else VirtualClock())
    return {**player.report(), **(spoken.report(player.finished) if spoken is not None else {})}
