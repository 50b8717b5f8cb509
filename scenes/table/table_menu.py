"""The table's menu (Esc or the Menu button): resume, save the game under a name, or leave to the main menu; the
bots' pace and the animation speed can be changed here too, taking effect at once."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import clauses, tr, tr_list, trn
from game.saves import SaveExists, os_error_text
from game.settings import ANIMATION_CHOICES, BOT_PACE_CHOICES
from scenes.core import flow
from scenes.core.overlay import Overlay
from scenes.table import openers
from scenes.ui.setting_choices import translated, with_current
from scenes.ui.texts import game_title
from scenes.ui.widgets import Cycler, TextField

if TYPE_CHECKING:
    from scenes.core.scene import Stage
    from scenes.table.host import TableHost

NAME_MAX = 40
FINISH_BUDGET_S = 0.02
"""Bot moves per frame while finishing: about this long, so the screen stays responsive with slow bots."""


def default_save_name(game_id: str, names: Sequence[str], now: float | None = None) -> str:
    """``"Love Letter, Ana & Ben, 14:05"``: what a player would call it, short enough to edit."""
    shown = " & ".join(names[:3]) + ("…" if len(names) > 3 else "")
    clock = time.strftime("%H:%M", time.localtime(now))
    return clauses([game_title(game_id), shown, clock])[:NAME_MAX]  # (zh "，")


class TableMenu(Overlay):
    def __init__(self, app: Stage, table: TableHost) -> None:
        super().__init__(app, tr("Game menu"), width=560)
        self.table = table
        items = [(tr("Resume"), self.back), (tr("Save as…"), self.save_as), (tr("Leave to menu"), self.leave)]
        if not table.match.saved:  # Learn to play
            del items[1]
        if table.match.can_finish_with_bots():
            items.insert(1, (tr("Finish the game"), self.finish))
        if away := table.match.away_players():  # friends on other machines who lost the connection
            names = tr_list(table.match.seat_name(s) for s in away)
            items.insert(1, (tr("Let bots play for {names}", names=names), self.bots_for_away))
        self.set_buttons(items, subtitle_lines=1)
        self.add_pace_rows()

    def add_pace_rows(self) -> None:
        """Cyclers for the bots' pace and the animation speed under the buttons (the panel grows to hold them)."""
        s = self.services.settings
        rows: list[tuple[str, Sequence[tuple[object, str]], object, str]] = [(tr("Bot pace"), with_current(translated(BOT_PACE_CHOICES), s.bot_pace_ms), s.bot_pace_ms,
                 "bot_pace_ms"),
                (tr("Animation"), with_current(translated(ANIMATION_CHOICES), s.animation_speed), s.animation_speed,
                 "animation_speed")]
        x, y, w, h = self.panel
        top = y + h
        for i, (caption, values, value, key) in enumerate(rows):
            self.widgets.append(Cycler((x + 20, top + i * 50, w - 40, 42), caption, values, value,
                                       partial(self.change, key), size=20))
        self.panel = (x, y, w, h + len(rows) * 50)

    def change(self, key: str, value) -> None:
        """A pace or speed picked here holds at once (the table reads the settings every frame) and is saved."""
        setattr(self.services.settings, key, value)
        self.services.save_settings()

    def subtitle(self) -> list[str]:
        if not self.table.match.saved:
            return [tr("Learn to play is not saved.")]
        return [tr("The game is autosaved after every move.")]

    def save_as(self) -> None:
        self.app.replace(SaveAsScene(self.app, self.table))

    def leave(self) -> None:
        self.app.pop()
        self.table.leave()

    def bots_for_away(self) -> None:
        """Bots play the away players' seats until they join again (the table waited for them)."""
        self.table.match.let_bots_play_away()
        self.back()

    def finish(self) -> None:
        self.app.replace(FinishScene(self.app, self.table))


class FinishScene(Overlay):
    """"Finish the game": when no person has anything left to do, the bots play out the rest at once (no pace,
    no animation), then the table shows the final scoring."""

    def __init__(self, app: Stage, table: TableHost) -> None:
        super().__init__(app, tr("Finishing the game…"), width=560)
        self.table = table
        self.start = table.match.moves_played()
        self.set_buttons([(tr("Stop"), self.back)], subtitle_lines=1)

    def subtitle(self) -> list[str]:
        return [trn("{n} move played", "{n} moves played", self.table.match.moves_played() - self.start)]

    def update(self, dt_ms: float) -> None:
        match = self.table.match
        try:
            match.finish_step(FINISH_BUDGET_S)
        except Exception as exc:  # a bot bug: say so and hand back to the table
            self.services.toast(tr("Bot error: {error}", error=exc)[:120])
            self.back()
            return
        self.ui.invalidate()
        if match.is_over() or not match.can_finish_with_bots():
            self.back()

    def back(self) -> None:
        self.table.stale = True  # re-read at the next frame; a finished game shows its scoring
        self.app.pop()


class SaveAsScene(Overlay):
    """A name for the save (the Load list shows it); Enter saves, Esc cancels. A save of exactly that name is
    replaced only after the player confirmed it."""

    def __init__(self, app: Stage, table: TableHost) -> None:
        super().__init__(app, tr("Save the game as"), width=640)
        self.table = table
        self.set_buttons([(tr("Save"), self.save), (tr("Cancel"), self.back)], subtitle_lines=2)
        x, y, w, _ = self.panel
        self.field = TextField((x + 20, y + 66, w - 40, 44), default_save_name(table.match.game.id, table.match.names),
                               lambda _: self.ui.invalidate(), max_len=NAME_MAX)
        self.field.focused = True
        self.widgets.insert(0, self.field)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        super().handle(event)

    def save(self) -> None:
        name = self.field.value.strip()
        if not name:
            self.services.toast(tr("Give the save a name."))
            self.field.focused = True  # ready for typing again
            return
        try:
            self.table.match.save_as(self.services.store, name)
        except SaveExists:
            flow.open_confirm(self.app, tr("Replace the save “{name}”?", name=name),
                             lambda: self.write(name, overwrite=True), yes=tr("Replace"))
            return
        except OSError as exc:
            self.services.toast(tr("Could not save: {error}", error=os_error_text(exc)))
            return
        self.done(name)

    def write(self, name: str, overwrite: bool) -> None:
        """Save after the player confirmed replacing the save of that name."""
        try:
            self.table.match.save_as(self.services.store, name, overwrite=overwrite)
        except OSError as exc:
            self.services.toast(tr("Could not save: {error}", error=os_error_text(exc)))
            return
        self.done(name)

    def done(self, name: str) -> None:
        self.app.pop()
        self.services.toast(tr("Saved as “{name}”.", name=name), good=True)


openers.open_table_menu.register(TableMenu)
openers.open_finish.register(FinishScene)
