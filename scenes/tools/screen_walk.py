"""The screens around the table walked as a person does (:mod:`scenes.tools.byhand`): the menu, Learn to play, the
setup (what to change next: the game, the number of players, the seats' kinds, the options, then Start), the
hand-over, the confirmation, the prompt's next step, the round's summary and the final, the coach's Next. What to
press is chosen here once for both players; how it is pressed is the player's own (:meth:`ScreenWalk.press`,
:meth:`ScreenWalk.step`, :meth:`ScreenWalk.press_or_enter`: a click, or Tab and Enter)."""

from __future__ import annotations

import time
from functools import cache
from typing import TYPE_CHECKING, Any

from game.engine import Step
from scenes.tools.hand_base import PlayerBase, local_session, ui_text

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.core.dialogs import ConfirmScene
    from scenes.core.scene import Scene
    from scenes.screens.handover import HandoverScene
    from scenes.screens.learn import LearnScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.replay import ReplayScene
    from scenes.screens.scoring import ScoringScene
    from scenes.screens.setup import SetupScene
    from scenes.table.prompt import StepPrompt
    from scenes.table.table import TableScene
    from scenes.ui.widgets import Widget


@cache
def _screens() -> tuple[type[ConfirmScene], type[HandoverScene], type[LearnScene], type[MenuScene], type[ReplayScene],
                        type[ScoringScene], type[SetupScene], type[StepPrompt], type[TableScene]]:
    """The screens the walk answers, imported once (not with every frame: 9 imports took 6 µs a frame)."""
    from scenes.core.dialogs import ConfirmScene
    from scenes.screens.handover import HandoverScene
    from scenes.screens.learn import LearnScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.replay import ReplayScene
    from scenes.screens.scoring import ScoringScene
    from scenes.screens.setup import SetupScene
    from scenes.table.prompt import StepPrompt
    from scenes.table.table import TableScene

    return (ConfirmScene, HandoverScene, LearnScene, MenuScene, ReplayScene, ScoringScene, SetupScene, StepPrompt,
            TableScene)


class ScreenWalk(PlayerBase):
    """The frame hook (``app.on_frame``): post what is queued, else look at the top screen and answer it."""

    # ------------------------------------------------------------------ how a player presses (its own)
    def press(self, app: App, scene: Scene, widget: Widget) -> None:
        """Press ``widget`` of ``scene``."""
        raise NotImplementedError

    def step(self, app: App, scene: Scene, widget: Any, delta: int) -> None:
        """Step ``widget`` (a stepper) of ``scene`` up (``delta`` 1) or down (-1)."""
        raise NotImplementedError

    def press_or_enter(self, app: App, scene: Scene, widget: Widget) -> None:
        """Go on from ``scene`` by ``widget`` (its default: Enter does the same)."""
        raise NotImplementedError

    def dismiss(self, app: App, prompt: Any) -> None:
        """Close a prompt that no move asked for."""
        raise NotImplementedError

    def press_coach_next(self, app: App, coach: Any) -> bool:
        """Go on from the coach's step as a person does; False when its Next is not there yet."""
        raise NotImplementedError

    def answer_prompt(self, app: App, prompt: Any) -> None:
        """Pick the prompt's option for the next step of the expected move (:meth:`prompt_step`)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the frame hook
    def __call__(self, app: App) -> None:
        ConfirmScene, HandoverScene, LearnScene, MenuScene, ReplayScene, ScoringScene, SetupScene, StepPrompt, \
            TableScene = _screens()
        if time.monotonic() > self.deadline:
            self.fail(app, "timed out", self.expect.action if self.expect else None)
            app.running = False
            return
        if self.post_queued():
            return
        top = app.top
        if isinstance(top, MenuScene):
            if self.finished:
                app.running = False
            else:
                self.press(app, top, top.button(ui_text("Learn to play" if self.tutorial else "New game")))
        elif isinstance(top, LearnScene):
            self.press(app, top, top.button(ui_text(self.game.title)))
        elif isinstance(top, SetupScene) and self.tutorial:
            self.after_tutorial(app, top)
        elif isinstance(top, SetupScene):
            self.set_up(app, top)
        elif isinstance(top, HandoverScene):
            self.handovers += 1
            self.press_or_enter(app, top, top.widgets[0])
        elif isinstance(top, StepPrompt):
            self.answer_prompt(app, top)
        elif isinstance(top, ConfirmScene) and self.expect is not None:
            self.confirmations += 1  # a move the presenter asks about (the Princess): yes, that is the move
            self.press(app, top, top.widgets[0])
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
    def set_up(self, app: App, setup: Any) -> None:
        """One change towards the wanted setup: the game, the number of players, every seat a person (but with
        ``realtime``), the options; then Start."""
        from scenes.ui.widgets import Cycler, Stepper

        if setup.game_id != self.game_id:
            self.press(app, setup, setup.widgets[0])
            return
        if setup.players != self.players:
            self.step(app, setup, setup.widgets[1], 1 if setup.players < self.players else -1)
            return
        kinds = setup.kinds[: setup.players]
        if not self.realtime and any(kind != "human" for kind in kinds):
            seat = next(s for s, kind in enumerate(kinds) if kind != "human")
            self.press(app, setup, [w for w in setup.widgets if isinstance(w, Cycler)][1 + seat])
            return
        for key, wanted in self.options.items():
            if setup.options.get(key) == wanted:
                continue
            widget = setup.option_widgets[key]
            if isinstance(widget, Stepper):
                self.step(app, setup, widget, 1 if setup.options[key] < wanted else -1)
            else:
                self.press(app, setup, widget)
            return
        self.press(app, setup, setup.button(ui_text("Start")))

    def after_tutorial(self, app: App, setup: Any) -> None:
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

    # ------------------------------------------------------------------ the prompt, the summary
    def prompt_step(self, app: App, prompt: Any) -> tuple[Step, Any] | None:
        """The next step of the expected move and the prompt's option for it; None when there is none (a failure:
        the prompt dismissed, or the move given up)."""
        if self.expect is None:
            self.fail(app, "a prompt opened that no move asked for", None)
            self.dismiss(app, prompt)
            return None
        picked = len(prompt.picker.picked)
        step = self.expect.steps[picked] if picked < len(self.expect.steps) else None
        button = prompt.step_buttons.get(step.key) if step is not None else None
        if step is None or button is None:
            assert self.table is not None, "a prompt opens over the table"
            self.give_up(app, self.table, f"the prompt offers no button for step {picked + 1} "
                         f"({step.label if step else 'none expected'})")
            return None
        return step, button

    def scored(self, app: App, scoring: Any) -> None:
        """A round's summary: the move that ended it checked, then the next round; the final: Watch the replay
        (with ``replay``), then Back to menu."""
        walk = self.replay_walk
        if scoring.final and self.finished:  # back from the replay (or Back to menu being reached by keys)
            self.press(app, scoring, scoring.button(ui_text("Back to menu")))
            return
        self.verify(app, scoring.table.match.session.history)  # the move that ended the round
        if self.tutorial and self.coach_next(app, scoring.table):
            return  # the coach talks the summary through first
        self.moved_at = self.stage_from = None  # a wait across the summary is not the table's pace
        self.rounds += 1
        if scoring.final:
            self.finished = True
            if walk is not None:
                walk.opened = True
            self.press(app, scoring, scoring.button(ui_text("Watch the replay" if walk is not None else "Back to menu")))
        else:
            self.press_or_enter(app, scoring, scoring.button(ui_text("Next round")))
