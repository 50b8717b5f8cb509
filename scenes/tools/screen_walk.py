"""The screens around the table walked as a person does (:mod:`scenes.tools.byhand`): the menu, Learn to play, the
setup (what to change next: the game, the number of players, the seats' kinds, the options, then Start), the
hand-over, the confirmation, the prompt's next step, the round's summary and the final, the coach's Next."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from scenes.tools.hand_base import PlayerBase, local_session, ui_text
from scenes.tools.hand_look import prompt_seat_point

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.table import TableScene

SETTLE_FRAMES = 2  # frames after a gesture before the table is looked at again


class ScreenWalk(PlayerBase):
    """The frame hook (``app.on_frame``): post what is queued, else look at the top screen and answer it; each
    answered by a click."""

    # ------------------------------------------------------------------ the frame hook
    def __call__(self, app: App) -> None:
        from scenes.screens.handover import HandoverScene
        from scenes.screens.learn import LearnScene
        from scenes.screens.menu import MenuScene
        from scenes.screens.replay import ReplayScene
        from scenes.screens.scoring import ScoringScene
        from scenes.screens.setup import SetupScene
        from scenes.table.prompt import StepPrompt
        from scenes.table.table import TableScene
        from scenes.ui.dialogs import ConfirmScene

        if time.monotonic() > self.deadline:
            self.fail(app, "timed out", self.expect.action if self.expect else None)
            app.running = False
            return
        if self.queue:
            for event in self.queue.pop(0):
                pygame.event.post(event)
            if not self.queue:
                self.wait = SETTLE_FRAMES
            return
        if self.wait:
            self.wait -= 1
            return
        top = app.top
        if isinstance(top, MenuScene):
            if self.finished:
                app.running = False
            else:
                self.click(app, top.button(ui_text("Learn to play" if self.tutorial else "New game")).screen_rect(app).center)
        elif isinstance(top, LearnScene):
            self.click(app, top.button(ui_text(self.game.title)).screen_rect(app).center)
        elif isinstance(top, SetupScene) and self.tutorial:
            self.after_tutorial(app, top)
        elif isinstance(top, SetupScene):
            self.set_up(app, top)
        elif isinstance(top, HandoverScene):
            self.handovers += 1
            if self.rng.random() < 0.5:
                self.click(app, top.widgets[0].screen_rect(app).center)
            else:
                self.queue.append([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                      scancode=0)])
        elif isinstance(top, StepPrompt):
            self.answer_prompt(app, top)
        elif isinstance(top, ConfirmScene) and self.expect is not None:
            self.confirmations += 1  # a move the presenter asks about (the Princess): yes, that is the move
            self.click(app, top.widgets[0].screen_rect(app).center)
        elif isinstance(top, ScoringScene):
            self.scored(app, top)
        elif isinstance(top, ReplayScene) and self.replay_walk is not None and self.table is not None:
            self.replay_walk(app, top, local_session(self.table))
        elif isinstance(top, TableScene):
            self.at_table(app, top)
        else:
            self.fail(app, f"unexpected screen {type(top).__name__}", self.expect.action if self.expect else None)
            app.running = False

    # ------------------------------------------------------------------ menu and setup
    def set_up(self, app: App, setup) -> None:
        from scenes.ui.widgets import Cycler, Stepper

        if setup.game_id != self.game_id:
            self.click(app, setup.widgets[0].screen_rect(app).center)
            return
        if setup.players != self.players:
            stepper = setup.widgets[1]
            button = stepper.plus if setup.players < self.players else stepper.minus
            self.click(app, button.screen_rect(app).center)
            return
        kinds = setup.kinds[: setup.players]
        if not self.realtime and any(kind != "human" for kind in kinds):
            seat = next(s for s, kind in enumerate(kinds) if kind != "human")
            self.click(app, [w for w in setup.widgets if isinstance(w, Cycler)][1 + seat].screen_rect(app).center)
            return
        for key, wanted in self.options.items():
            if setup.options.get(key) == wanted:
                continue
            widget = setup.option_widgets[key]
            if isinstance(widget, Stepper):
                widget = widget.plus if setup.options[key] < wanted else widget.minus
            self.click(app, widget.screen_rect(app).center)
            return
        self.click(app, setup.button(ui_text("Start")).screen_rect(app).center)

    def after_tutorial(self, app: App, setup) -> None:
        """The tutorial ended in the setup of a real game of the same game (or it did not: a failure)."""
        coach = self.table.coach if self.table is not None else None
        total = coach.tutorial.script.lessons if coach is not None else -1
        if coach is not None and self.tutorial_next is not None and coach.tutorial.done:
            self.tutorial_steps += 1  # the last Next, which opened this setup
            self.tutorial_next = None
        if not self.tutorial_ended or setup.game_id != self.game_id or self.tutorial_steps != total:
            self.fail(app, f"setup opened with {self.tutorial_steps} of {total} steps done", None)
        self.finished = self.tutorial_ended
        app.running = False

    def coach_next(self, app: App, table: TableScene) -> bool:
        """Learn to play: go on from the coach's step while it talks (:meth:`press_coach_next`) and check that it
        went on; True when it did."""
        coach = table.coach
        assert coach is not None, "a tutorial's table has a coach"
        tutorial = coach.tutorial
        if self.tutorial_next is not None:
            if tutorial.index > self.tutorial_next:
                self.tutorial_steps += 1
            else:
                self.fail(app, f"Next did not go on from step {self.tutorial_next}", None)
            self.tutorial_next = None
        if not coach.waiting_for_next():
            return False
        if not self.press_coach_next(app, coach):
            app.invalidate()  # the Next button is drawn on the next frame
            return True
        self.tutorial_next = tutorial.index
        self.tutorial_ended = tutorial.index == len(tutorial.script.steps) - 1
        return True

    def press_coach_next(self, app: App, coach) -> bool:
        """Go on from the coach's step as a person does (a click on its Next); False when there is none yet."""
        button = coach.next_button
        if button is None:
            return False
        self.click(app, button.screen_rect(app).center)
        return True

    def scored(self, app: App, scoring) -> None:
        walk = self.replay_walk
        if scoring.final and walk is not None and walk.opened:  # back from the replay
            self.click(app, scoring.button(ui_text("Back to menu")).screen_rect(app).center)
            return
        if scoring.final and walk is not None:
            walk.opened = True
            self.finished = True
            self.rounds += 1
            self.verify(app, scoring.table.match.session.history)
            self.click(app, scoring.button(ui_text("Watch the replay")).screen_rect(app).center)
            return
        self.verify(app, scoring.table.match.session.history)  # the move that ended the round
        self.moved_at = self.stage_from = None  # a wait across the summary is not the table's pace
        self.rounds += 1
        if scoring.final:
            self.finished = True
            self.click(app, scoring.button(ui_text("Back to menu")).screen_rect(app).center)
        elif self.rng.random() < 0.5:
            self.click(app, scoring.button(ui_text("Next round")).screen_rect(app).center)
        else:
            self.queue.append([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                  scancode=0)])

    def answer_prompt(self, app: App, prompt) -> None:
        """Click the prompt's button for the next step of the expected move."""
        if self.expect is None:
            self.fail(app, "a prompt opened that no move asked for", None)
            self.click(app, prompt.button(ui_text("Cancel")).screen_rect(app).center)
            return
        picked = len(prompt.picker.picked)
        step = self.expect.steps[picked] if picked < len(self.expect.steps) else None
        button = prompt.step_buttons.get(step.key) if step is not None else None
        if button is None:
            assert self.table is not None, "a prompt opens over the table"
            self.give_up(app, self.table, f"the prompt offers no button for step {picked + 1} "
                         f"({step.label if step else 'none expected'})")
            return
        assert step is not None  # a button was found for it
        if step.seat is not None:
            point = prompt_seat_point(app, prompt, step.seat)
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
