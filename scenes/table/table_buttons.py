"""The sidebar's buttons: Rules, Undo and Menu at its top, a button per move that is not made on the cards, Finish
the game (when nobody here has anything left to do), Hint; the seats whose click makes a move; rows lent to a
screen over the table (the summary's). The sidebar is laid out with them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from game.i18n import tr
from scenes.table import gestures
from scenes.table.rules_panel import panel_rect
from scenes.table.sidebar import BUTTON_GAP, BUTTON_H, WIDTH, SidebarLayout, layout_sidebar
from scenes.table.undo_button import UndoButton
from scenes.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from scenes.table.host import TableHost
    from scenes.ui.context import UI


class SharedLabelSize:
    """One label size for a row of buttons (Rules, Undo, Menu): the largest at which each label fits its button,
    so that none is drawn larger than its neighbours (at 200 % text "Undo", in the widest, stood out)."""

    def __init__(self, buttons: Sequence[Button]) -> None:
        self.buttons = list(buttons)
        self._kept: tuple[tuple[object, ...], int] = ((), 0)  # (what it was worked out for, the size)

    def __call__(self, ui: UI) -> int:
        key = (ui.fonts.scale, *((b.label, b.screen_rect(ui).size, ui.viewport.px(b.size)) for b in self.buttons))
        if key != self._kept[0]:
            self._kept = (key, min(b.label_fit(ui, ui.viewport.px(b.size))[1] for b in self.buttons))
        return self._kept[1]


class TableButtons:
    """Lays out the sidebar and its buttons for the model shown (see the module's docstring); the table's
    widgets are these buttons."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.sidebar: SidebarLayout | None = None  # (laid out with the first model)
        self.hint_version = 0  # the Hint's version the sidebar was laid out for
        self.fixed: list[Button] = []  # Rules, Undo, Menu
        self.action_buttons: list[tuple[gestures.ButtonGroup, Button]] = []  # (what a button starts, the button)
        self.seat_groups: dict[int, gestures.ButtonGroup] = {}  # seat -> the button a click on that seat makes
        self.lent_buttons = 0  # sidebar rows lent to a screen over the table (the summary's, while it is put aside)
        self.asking: str | None = None  # a prompt of a move is open over the table: the sidebar says only this

    def ask(self, text: str | None) -> None:
        """While a prompt of a move is open over the table (``text``: what the sidebar says instead of the model's
        prompt), the sidebar lists no moves: the prompt narrowed them (the Magician's partner was picked, the
        stepper asks the count), a list beside it would be a second, stale choice. None: the prompt went."""
        if text == self.asking:
            return
        self.asking = text
        self.build()
        self.table.painter.background_changed()

    def build(self) -> None:
        """Lay the sidebar out and make its buttons, for the model shown."""
        table = self.table
        shown, hint, holding = table.shown, table.hint, table.holding()
        asking = self.asking is not None
        said = shown if self.asking is None else replace(shown, prompt=self.asking)
        groups = [] if asking else gestures.buttons(shown.choices)
        self.seat_groups = gestures.seat_buttons(groups)
        finish = not groups and not holding and not asking and table.match.can_finish_with_bots()
        hinted = hint.available() and not holding and not asking
        self.hint_version = hint.version
        lay = layout_sidebar(table.app, said, len(groups) + finish + hinted + self.lent_buttons,
                             partial(hint.panel_height, shown))
        self.sidebar = lay
        lay.feed = table.feed
        left, top = lay.left, lay.top - 42
        side, middle = (WIDTH - 16) * 0.3, (WIDTH - 16) * 0.4  # Undo the widest: "Rückgängig"
        self.fixed = [
            Button((left, top, side, 32), tr("Rules"), table.rules.toggle, size=18),
            UndoButton((left + side + 8, top, middle, 32), tr("Undo"), table.moves.undo, table.moves.say_why_no_undo,
                       enabled=not holding and not table.match.why_no_undo()),
            Button((left + side + middle + 16, top, side, 32), tr("Menu"), table.back, size=18),
        ]
        self.fixed[0].selected = table.rules.panel is not None
        shared = SharedLabelSize(self.fixed)
        for button in self.fixed:
            button.shared_px = shared
        self.action_buttons = [
            (group, Button((left, lay.buttons_y + i * (BUTTON_H + BUTTON_GAP), WIDTH, BUTTON_H), group.label,
                           partial(table.moves.choose, group.label, group.options), size=19))
            for i, group in enumerate(groups)]
        widgets: list[Widget] = [*self.fixed, *(button for _, button in self.action_buttons)]
        if finish:  # nobody here has anything left to do: let the bots play out the rest at once
            widgets.append(Button((left, lay.buttons_y, WIDTH, BUTTON_H), tr("Finish the game"),
                                  table.finish_with_bots, size=19))
        if hinted:  # below the moves: what Hard would play (key H)
            widgets.append(Button((left, lay.buttons_y + len(groups) * (BUTTON_H + BUTTON_GAP), WIDTH, BUTTON_H),
                                  tr("Hint (H)"), hint.ask, size=19))
        table.widgets = widgets
        if table.rules.panel is not None:
            table.rules.panel.place(panel_rect(lay))

    def lend_button_rows(self, n: int) -> tuple[float, float]:
        """Make room for ``n`` buttons of a screen over the table below the sidebar's own (the log gives way), so
        that they cover no card; returns the logical left and top of the first (0 gives the room back)."""
        self.lent_buttons = n
        self.build()
        self.table.painter.background_changed()
        own = len(self.table.widgets) - len(self.fixed)
        assert self.sidebar is not None
        return self.sidebar.left, self.sidebar.buttons_y + own * (BUTTON_H + BUTTON_GAP)
