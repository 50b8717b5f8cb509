"""The list of saves, the games still running first, then the finished ones under "Finished"; damaged ones are
greyed with their one-line reason and cannot be opened; any can be deleted (after a confirmation). Every usable
save can be watched again from its start (Watch); a finished game's copy can be kept for good (Keep: else the
oldest go beyond the last 200). Import a replay opens a shared replay file."""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr, tr_list
from game.saves import FolderUnreadable, os_error_text
from game.session import one_line
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.text_fit import grown_px, strip_px
from scenes.ui.texts import game_title
from scenes.ui.widgets import Button, Label, Widget, clicked, draw_box, scroll_step

if TYPE_CHECKING:
    from game.saves import SaveInfo
    from scenes.core.app import App
    from scenes.ui.background import Background

ROW_H, ROWS_TOP, ROWS_SHOWN = 64.0, 110.0, 10
FINISHED = "finished"
"""The heading between the running games and the finished ones, in :meth:`LoadScene.entries`."""


class SaveRow(Widget):
    def __init__(self, rect, info: SaveInfo) -> None:
        super().__init__(rect)
        self.info = info

    def handle(self, event: pygame.event.Event, ui: App) -> bool:
        if self.info.ok and clicked(event, self.screen_rect(ui)):
            self.press(ui)
            return True
        return False

    def press(self, ui: App) -> None:
        """Open the save (a click, or Enter on the keyboard's focus)."""
        if self.info.ok:
            flow.open_save(ui, self.info.path)

    def words(self) -> str:
        """The row in words (the keyboard's focus says it)."""
        head = f"{self.info.shown_name} — {game_title(self.info.game)}"
        return f"{head}, {listing_text(self.info)}" if self.info.ok else head

    def draw(self, surface: pygame.Surface, ui: App) -> None:
        r, vp, pal, fonts = self.screen_rect(ui), ui.viewport, ui.palette, ui.fonts
        ok = self.info.ok
        draw_box(surface, r, pal.button if ok else pal.disabled, pal.panel_line, radius=vp.px(8))
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.info.modified)) if self.info.modified else ""
        head = f"{self.info.shown_name} — {game_title(self.info.game)}" + (" " + tr("(finished)") if self.info.finished else "")
        colour = pal.text if ok else pal.text_dim
        img = fonts.text(when, strip_px(fonts, vp.px(17), vp.px(26)), pal.text_dim)
        surface.blit(img, img.get_rect(topright=(r.right - vp.px(14), r.y + vp.px(10))))
        room = r.w - img.get_width() - vp.px(14 + 14 + 16)  # left of the date, a gap between
        px = strip_px(fonts, vp.px(21), vp.px(28))  # (a larger text size: as large as the entry's lines allow)
        px = grown_px(fonts, head, px, room, bold=True)
        px = next((size for size in range(px, vp.px(17) - 1, -1)  # a little smaller before it is cut short
                   if fonts.font(size, bold=True).size(head)[0] <= room), px)
        surface.blit(fonts.text(fonts.fit(head, px, room, bold=True), px, colour, bold=True),
                     (r.x + vp.px(14), r.y + vp.px(8)))
        detail = listing_text(self.info) if ok else tr("Damaged: {error}", error=self.info.message)
        px = grown_px(fonts, detail, strip_px(fonts, vp.px(17), vp.px(26)), r.w - vp.px(28))
        surface.blit(fonts.text(fonts.fit(detail, px, r.w - vp.px(28)), px, pal.text_dim if ok else pal.bad),
                     (r.x + vp.px(14), r.y + vp.px(36)))


def listing_text(info: SaveInfo) -> str:
    """A save's second line: its players with their scores where every player may see them, the round and
    whose turn it is ("Ana 2, Ben 1 · Round 3 · Ben to play"), as far as the save's header tells."""
    scores = info.scores or [None] * len(info.players)
    players = tr_list(name if score is None else tr("{name} {score}", name=name, score=format(score, "g"))
                      for name, score in zip(info.players, scores, strict=False))
    parts = [players]
    if info.round is not None:
        parts.append(tr("Round {n}", n=info.round))
    if info.turn is not None and not info.finished and info.turn < len(info.players):
        parts.append(tr("{name} to play", name=info.players[info.turn]))
    return " · ".join(parts)


class LoadScene(Scene):
    """The saves are listed off the frame thread ("Loading…" until then) from each save's small header; then each
    is opened in full, also off the frame thread, and a save whose body is damaged turns grey with its reason."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.problem = ""  # why the saves folder cannot be read
        self.first = 0
        self._pending: Background | None = None
        self._checking: Background | None = None  # the listing with every save opened in full
        self.refresh()

    @property
    def loading(self) -> bool:
        """True until the list is known and checked (the rows show as soon as the headers are read)."""
        return self._pending is not None or self._checking is not None

    def refresh(self) -> None:
        """List the saves again, on a worker thread."""
        self._pending = self.app.save_listing.request()
        self._checking = None
        self.build()

    def update(self, dt_ms: float) -> None:
        if self._pending is not None and self._pending.done:
            pending, self._pending = self._pending, None
            if pending.error is None:  # then open each save in full
                self._checking = self.app.verified_listing.request()
            self._show(pending)
        elif self._pending is None and self._checking is not None and self._checking.done:
            checking, self._checking = self._checking, None
            self._show(checking)

    def _show(self, pending: Background) -> None:
        self.saves = pending.value or []
        error = pending.error
        self.problem = error.reason if isinstance(error, FolderUnreadable) else (
            one_line(f"{type(error).__name__}: {error}") if error is not None else "")
        self.first = min(self.first, max(0, len(self.entries()) - ROWS_SHOWN))
        self.build()

    def wait_for_worker(self, timeout_s: float) -> None:
        if self._pending is not None:
            self._pending.wait(timeout_s)

    def notice(self) -> str:
        """What the screen says instead of (or before) the list: loading, an unreadable folder, no saves."""
        if self.loading:
            return tr("Loading…")
        if self.problem:
            return tr("The saves folder cannot be read: {error}", error=self.problem)
        return "" if self.saves else tr("No saved games yet.")

    def entries(self) -> list[SaveInfo | str]:
        """What the list shows, in order: the games still running, then (under a heading) the finished ones."""
        running = [info for info in self.saves if not (info.ok and info.finished)]
        finished = [info for info in self.saves if info.ok and info.finished]
        return [*running, *([FINISHED] if finished else []), *finished]

    def build(self) -> None:
        shown = self.entries()[self.first: self.first + ROWS_SHOWN]
        self.widgets = []
        for i, info in enumerate(shown):
            y = ROWS_TOP + i * (ROW_H + 4)
            if isinstance(info, str):
                self.widgets.append(Label((240, y + 20, 1000, 30), tr("Finished"), size=24, bold=True))
                continue
            self.widgets.append(SaveRow((240, y, 790, ROW_H), info))
            if info.ok:
                self.widgets.append(Button((1036, y + 8, 104, ROW_H - 16), tr("Watch"), partial(self.watch, info),
                                           size=19))
            if info.kept_copy is not None:
                keep = Button((1146, y + 8, 100, ROW_H - 16), tr("Keep"), partial(self.keep, info), size=19)
                keep.selected = info.kept_copy
                self.widgets.append(keep)
            self.widgets.append(Button((1252, y + 8, 108, ROW_H - 16), tr("Delete"),
                                       partial(self.ask_delete, info), size=19))
        self.widgets.append(Button((490, 808, 300, 56), tr("Import a replay"), self.import_replay))
        self.widgets.append(Button((810, 808, 300, 56), tr("Back"), self.back))
        self.app.invalidate()

    def watch(self, info: SaveInfo) -> None:
        flow.watch_save(self.app, info.path)

    def keep(self, info: SaveInfo) -> None:
        """Keep a finished game's copy for good, or let it go with the oldest again."""
        try:
            self.app.store.set_kept(info.path, not info.kept_copy)
        except OSError as exc:
            self.app.toast(tr("Could not keep: {error}", error=os_error_text(exc)))
        self.refresh()

    def import_replay(self) -> None:
        flow.open_replay_files(self.app)

    def ask_delete(self, info: SaveInfo) -> None:
        flow.open_confirm(self.app, tr("Delete “{name}”?", name=info.shown_name), lambda: self.delete(info),
                         yes=tr("Delete"))

    def delete(self, info: SaveInfo) -> None:
        try:
            self.app.store.delete(info.path)
        except OSError as exc:
            self.app.toast(tr("Could not delete: {error}", error=os_error_text(exc)))
        self.saves = [s for s in self.saves if s.path != info.path]
        self.refresh()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.entries()) - ROWS_SHOWN)
            self.first = min(top, max(0, self.first - event.y))
            self.build()
            return
        if event.type == pygame.KEYDOWN and (step := scroll_step(event.key, ROWS_SHOWN)) is not None \
                and event.key != pygame.K_SPACE:  # the list scrolls by keys too (↑ ↓, Page Up/Down, Home, End)
            self.first = min(max(0, len(self.saves) - ROWS_SHOWN), max(0, self.first + step))
            self.build()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Load a game"))
        notice = self.notice()
        if notice and not self.saves:
            vp = self.app.viewport
            img = self.app.fonts.text(self.app.fonts.fit(notice, vp.px(24), vp.px(1200)), vp.px(24),
                                      self.app.palette.bad if self.problem else self.app.palette.text_dim)
            surface.blit(img, img.get_rect(center=vp.point(800, 400)))
        self.draw_widgets(surface)
