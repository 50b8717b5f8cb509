"""The main menu: New game, Play with friends, Continue (the latest autosave), Load, Rules, Statistics, Settings, About, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, tr_list
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.showcase import MenuBackdrop, menu_art
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.texts import game_title
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.scene import Stage
    from scenes.ui.background import Background

ITEMS_X, ITEMS_W, ITEMS_TOP, ITEMS_STEP = 620.0, 360.0, 228.0, 70.0
ITEMS_BOTTOM = 888.0  # a longer list of items closes up to end above this
ITEMS_GAP = 8.0  # between two buttons (6 once the column closes up)


def item_rects(n: int) -> list[tuple[float, float, float, float]]:
    """The places of ``n`` buttons in the column: 70 apart, closer when more would end below ITEMS_BOTTOM."""
    step = min(ITEMS_STEP, (ITEMS_BOTTOM - ITEMS_TOP) / max(1, n))
    gap = ITEMS_GAP if step == ITEMS_STEP else 6.0
    return [(ITEMS_X, ITEMS_TOP + i * step, ITEMS_W, step - gap) for i in range(n)]


def subtitle() -> str:
    """What the app is, every way to play named (it left out Play with friends)."""
    return tr("Card games of the palace — against bots, around one screen or with friends on their own computers")


class MenuScene(Scene):
    home = True

    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        self.latest = None
        self._pending: Background | None = None
        self.art_shown = False  # the last frame showed the menu's pictures
        self.backdrop = MenuBackdrop()

    @property
    def loading(self) -> bool:
        """True until the save "Continue" would resume is known (it is looked up off the frame thread)."""
        return self._pending is not None

    def on_enter(self) -> None:
        """Re-check the saves each time the menu shows (a game may just have been autosaved); until the answer
        arrives, Continue shows "Loading…"."""
        self.latest = None
        self._pending = self.services.continue_lookup.request()
        self.build()

    def on_cover(self) -> None:
        self.backdrop.release()

    def on_exit(self) -> None:
        self.backdrop.release()
        super().on_exit()

    @property
    def art_pending(self) -> bool:
        """True until the menu's pictures are drawn (off the frame thread: :func:`scenes.ui.showcase.menu_art`)."""
        return not menu_art(self.app).done

    def update(self, dt_ms: float) -> None:
        if not self.art_shown and not self.art_pending:  # the pictures are ready: show them
            self.ui.invalidate()
        if self._pending is not None and self._pending.done:
            self.latest, self._pending = self._pending.value, None
            self.build()
            self.ui.invalidate()

    def wait_for_worker(self, timeout_s: float) -> None:
        if self._pending is not None:
            self._pending.wait(timeout_s)
        menu_art(self.app).wait(timeout_s)

    def build(self) -> None:
        note = tr("Loading…") if self.loading else ""
        if self.latest is not None:
            note = f"{game_title(self.latest.game)} · {tr_list(self.latest.players)}"
        items = [
            (tr("New game"), self.new_game, True, ""),
            (tr("Continue"), self.resume, self.latest is not None, note),
            (tr("Learn to play"), self.learn, True, ""),
            (tr("Play with friends"), self.friends, True, ""),
            (tr("Load"), self.load, True, ""),
            (tr("Rules"), self.rules, True, ""),
            (tr("Statistics"), self.statistics, True, ""),
            (tr("Settings"), self.settings, True, ""),
            (tr("About"), self.about, True, ""),
            (tr("Quit"), self.quit, True, ""),
        ]
        self.widgets = [
            Button(rect, label, action, enabled, size=26, note=note)
            for rect, (label, action, enabled, note) in zip(item_rects(len(items)), items, strict=True)
        ]

    def new_game(self) -> None:
        flow.open_setup_screen(self.app)

    def learn(self) -> None:
        flow.open_learn(self.app)

    def friends(self) -> None:
        flow.open_friends(self.app)

    def resume(self) -> None:
        if self.latest is not None:
            flow.open_save(self.app, self.latest.path)

    def load(self) -> None:
        flow.open_load(self.app)

    def rules(self) -> None:
        flow.open_rules(self.app)

    def statistics(self) -> None:
        flow.open_statistics(self.app)

    def settings(self) -> None:
        flow.open_settings(self.app)

    def about(self) -> None:
        flow.open_about(self.app)

    def quit(self) -> None:
        self.app.running = False

    def back(self) -> None:
        """Esc asks first (a stray Esc on the menu closed the app at once); the Quit button quits."""
        flow.open_confirm(self.app, tr("Quit Palace Table?"), self.quit, yes=tr("Quit"))

    def draw(self, surface: pygame.Surface) -> None:
        ui, vp, pal = self.app, self.ui.viewport, self.ui.palette
        self.art_shown = self.backdrop.draw(surface, ui, self.fill_background)
        self.draw_title(surface, "♛ Palace Table", y=130, size=64)
        line = subtitle()
        px = strip_px(ui.fonts, grown_px(ui.fonts, line, vp.px(22), vp.px(1500)), vp.px(40))  # (the buttons under it)
        sub = ui.fonts.text(line, px, pal.text_dim)
        surface.blit(sub, sub.get_rect(center=vp.point(800, 195)))
        self.draw_widgets(surface)


flow.open_menu.register(MenuScene)
