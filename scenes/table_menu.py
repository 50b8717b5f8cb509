"""The table's menu (Esc or the Menu button): resume, save the game under a name, or leave to the main menu."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.saves import SaveExists, os_error_text
from game.session import Session
from scenes.overlay import Overlay
from scenes.texts import game_title
from scenes.widgets import TextField

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.table import TableScene

NAME_MAX = 40


def default_save_name(session: Session, now: float | None = None) -> str:
    """``"Love Letter, Ana & Ben, 14:05"``: what a player would call it, short enough to edit."""
    names = " & ".join(session.names[:3]) + ("…" if len(session.names) > 3 else "")
    clock = time.strftime("%H:%M", time.localtime(now))
    return f"{game_title(session.game.id)}, {names}, {clock}"[:NAME_MAX]


class TableMenu(Overlay):
    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app, tr("Game menu"), width=560)
        self.table = table
        self.set_buttons([(tr("Resume"), self.back), (tr("Save as…"), self.save_as),
                          (tr("Leave to menu"), self.leave)], subtitle_lines=1)

    def subtitle(self) -> list[str]:
        return [tr("The game is autosaved after every move.")]

    def save_as(self) -> None:
        self.app.replace(SaveAsScene(self.app, self.table))

    def leave(self) -> None:
        self.app.pop()
        self.table.leave()


class SaveAsScene(Overlay):
    """A name for the save (the Load list shows it); Enter saves, Esc cancels. A save of exactly that name is
    replaced only after the player confirmed it."""

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app, tr("Save the game as"), width=640)
        self.table = table
        self.set_buttons([(tr("Save"), self.save), (tr("Cancel"), self.back)], subtitle_lines=2)
        x, y, w, _ = self.panel
        self.field = TextField((x + 20, y + 66, w - 40, 44), default_save_name(table.match.session),
                               lambda _: self.app.invalidate(), max_len=NAME_MAX)
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
            self.app.toast(tr("Give the save a name."))
            self.field.focused = True  # ready for typing again
            return
        try:
            self.app.store.save(self.table.match.session, name)
        except SaveExists:
            from scenes.dialogs import ConfirmScene

            self.app.push(ConfirmScene(self.app, tr("Replace the save “{name}”?", name=name),
                                       lambda: self.write(name, overwrite=True), yes=tr("Replace")))
            return
        except OSError as exc:
            self.app.toast(tr("Could not save: {error}", error=os_error_text(exc)))
            return
        self.done(name)

    def write(self, name: str, overwrite: bool) -> None:
        """Save after the player confirmed replacing the save of that name."""
        try:
            self.app.store.save(self.table.match.session, name, overwrite=overwrite)
        except OSError as exc:
            self.app.toast(tr("Could not save: {error}", error=os_error_text(exc)))
            return
        self.done(name)

    def done(self, name: str) -> None:
        self.app.pop()
        self.app.toast(tr("Saved as “{name}”.", name=name), good=True)
