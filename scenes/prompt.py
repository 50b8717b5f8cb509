"""The step-by-step prompt after a gesture that several legal actions share (target, then guess...)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import Action
from game.i18n import tr
from scenes.gestures import StepPicker
from scenes.overlay import Overlay

if TYPE_CHECKING:
    from scenes.app import App


NARROWEST, WIDEST = 760.0, 1200.0
"""The panel's width in layout units: at least the narrowest, at most what the table area left of the sidebar
holds; in between as wide as two columns of the longest label need."""
BUTTON_TEXT = 20
"""The buttons' text size in layout units (``Overlay.set_buttons``)."""


class StepPrompt(Overlay):
    """Cancel (or Esc) just closes it: the dragged cards are already on their way back home. ``step_buttons``
    maps each step's key to its button."""

    def __init__(self, app: App, title: str, picker: StepPicker, on_done: Callable[[Action], None]) -> None:
        super().__init__(app, title, width=NARROWEST)
        self.picker, self.on_done = picker, on_done
        self.rebuild()

    def width_for(self, labels: list[str]) -> float:
        """A panel width whose two columns of buttons show the longest of ``labels`` whole, where it can."""
        longest = max((self.app.fonts.text(label, BUTTON_TEXT, (0, 0, 0)).get_width() for label in labels), default=0)
        return min(WIDEST, max(NARROWEST, 2 * (longest + 24) + 52))

    def rebuild(self) -> None:
        steps = self.picker.choices()
        self.width = self.width_for([step.label for step in steps])
        items = [(step.label, lambda key=step.key: self.pick(key)) for step in steps]
        self.set_buttons([*items, (tr("Cancel"), self.back)], subtitle_lines=1 if self.picker.picked else 0)
        self.step_buttons = {step.key: button for step, button in zip(steps, self.widgets, strict=False)}
        self.app.invalidate()

    def subtitle(self) -> list[str]:
        return [" › ".join(step.label for step in self.picker.picked)] if self.picker.picked else []

    def pick(self, key: str) -> None:
        self.picker.pick(key)
        action = self.picker.done()
        if action is None:
            self.rebuild()
            return
        self.app.pop()
        self.on_done(action)
