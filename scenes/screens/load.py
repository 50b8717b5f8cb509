"""The list of saves, the games still running first, then the finished ones under "Finished"; damaged ones are
greyed with their one-line reason and cannot be opened; any can be deleted (after a confirmation). Every usable
save can be watched again from its start (Watch); a finished game's copy can be kept for good (Keep: else the
oldest go beyond the last 200). Import a replay opens a shared replay file."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.i18n import clauses, tr, tr_list, trn
from game.saves import FolderUnreadable, os_error_text
from game.session import one_line
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.decor import draw_icon, game_picture
from scenes.ui.save_card import GroupHeading, draw_save_card
from scenes.ui.text_fit import strip_px
from scenes.ui.texts import game_title
from scenes.ui.widgets import Button, Widget, clicked, scroll_step

if TYPE_CHECKING:
    from game.saves import SaveInfo
    from scenes.core.scene import Stage
    from scenes.ui.background import Background
    from scenes.ui.context import UI

CARD_H, HEADING_SLOT, GAP = 96.0, 52.0, 10.0
ROWS_TOP, ROWS_BOTTOM = 100.0, 790.0
CARD_X, CARD_W, BUTTONS_W = 200.0, 1200.0, 344.0
"""The cards' layout (logical): a save's card height, a group heading's slot, the room between two cards, the list's
top and bottom, the cards' left edge and width, and the part of a card the Watch, Keep and Delete buttons take."""
ROWS_SHOWN = 6
"""Entries a Page Up / Page Down key moves by."""
RUNNING, FINISHED = "running", "finished"
"""The headings of the games still running and the finished ones, in :meth:`LoadScene.entries`."""


class SaveRow(Widget):
    """A save as a card: its game's picture, name and game, the players as seat discs with their scores, the date
    and how far it got. ``rect`` is the part that opens it (the buttons beside it stand on the same card)."""

    def __init__(self, rect, info: SaveInfo, on_open: Callable[[], object]) -> None:
        super().__init__(rect)
        self.info = info
        self.on_open = on_open
        self.hover = False  # the pointer over the part that opens it: the card lights up

    def handle(self, event: pygame.event.Event, ui: UI) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hover = self.info.ok and self.screen_rect(ui).collidepoint(event.pos)
            if hover != self.hover:
                self.hover = hover
                ui.invalidate()
            return False
        if self.info.ok and clicked(event, self.screen_rect(ui)):
            self.press(ui)
            return True
        return False

    def press(self, ui: UI) -> None:
        """Open the save (a click, or Enter on the keyboard's focus)."""
        if self.info.ok:
            self.on_open()

    def words(self) -> str:
        """The row in words (the keyboard's focus says it)."""
        head = f"{self.info.shown_name} — {game_title(self.info.game)}"
        return clauses([head, listing_text(self.info)]) if self.info.ok else head

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        x, y, w, h = self.rect
        draw_save_card(surface, ui, self.info, (x, y, CARD_W, h), w, progress_text(self.info), self.hover)


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


def progress_text(info: SaveInfo) -> str:
    """How far a save got: its round, whose turn it is, the moves made ("Round 3 · Ben to play · 42 moves")."""
    parts = []
    if info.round is not None:
        parts.append(tr("Round {n}", n=info.round))
    if info.turn is not None and not info.finished and info.turn < len(info.players):
        parts.append(tr("{name} to play", name=info.players[info.turn]))
    if info.moves:
        parts.append(trn("{n} move", "{n} moves", info.moves))
    return " · ".join(parts)


class LoadScene(Scene):
    """The saves are listed off the frame thread ("Loading…" until then) from each save's small header; then each
    is opened in full, also off the frame thread, and a save whose body is damaged turns grey with its reason."""

    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.problem = ""  # why the saves folder cannot be read
        self.first = 0
        self._pending: Background | None = None
        self._checking: Background | None = None  # the listing with every save opened in full
        self.range = (0, 0)  # the first and last save shown (counting from 1), for "3–8 of 12"
        self.refresh()

    @property
    def loading(self) -> bool:
        """True until the list is known and checked (the rows show as soon as the headers are read)."""
        return self._pending is not None or self._checking is not None

    def refresh(self) -> None:
        """List the saves again, on a worker thread."""
        self._pending = self.services.save_listing.request()
        self._checking = None
        self.build()

    def update(self, dt_ms: float) -> None:
        if self._pending is not None and self._pending.done:
            pending, self._pending = self._pending, None
            if pending.error is None:  # then open each save in full
                self._checking = self.services.verified_listing.request()
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
        """What the list shows, in order: (under a heading) the games still running, then (under a heading) the
        finished ones."""
        running = [info for info in self.saves if not (info.ok and info.finished)]
        finished = [info for info in self.saves if info.ok and info.finished]
        return [*([RUNNING] if running else []), *running, *([FINISHED] if finished else []), *finished]

    def build(self) -> None:
        self.widgets = []
        y = ROWS_TOP
        for info in self.entries()[self.first:]:
            slot = HEADING_SLOT if isinstance(info, str) else CARD_H + GAP
            if y + slot - GAP > ROWS_BOTTOM:
                break
            if isinstance(info, str):
                heading = (tr("Games in progress"), "play") if info == RUNNING else (tr("Finished"), "cards")
                self.widgets.append(GroupHeading((CARD_X, y + 8, CARD_W, HEADING_SLOT - 14), *heading))
            else:
                self.add_card(info, y)
            y += slot
        shown = [w.info for w in self.widgets if isinstance(w, SaveRow)]
        listed = [e for e in self.entries() if not isinstance(e, str)]
        self.range = (listed.index(shown[0]) + 1, listed.index(shown[-1]) + 1) if shown else (0, 0)
        self.widgets.append(Button((490, 808, 300, 56), tr("Import a replay"), self.import_replay))
        self.widgets.append(Button((810, 808, 300, 56), tr("Back"), self.back))
        self.ui.invalidate()

    def add_card(self, info: SaveInfo, y: float) -> None:
        """A save's card: the part that opens it, then its Watch, Keep and Delete buttons on its right."""
        self.widgets.append(SaveRow((CARD_X, y, CARD_W - BUTTONS_W, CARD_H), info,
                                    partial(flow.open_save, self.app, info.path)))
        by, bh, right = y + (CARD_H - 46) / 2, 46.0, CARD_X + CARD_W - 14
        buttons = [Button((0, by, 108, bh), tr("Delete"), partial(self.ask_delete, info), size=19)]
        if info.kept_copy is not None:
            keep = Button((0, by, 100, bh), tr("Keep"), partial(self.keep, info), size=19)
            keep.selected = info.kept_copy
            buttons.insert(0, keep)
        if info.ok:
            buttons.insert(0, Button((0, by, 104, bh), tr("Watch"), partial(self.watch, info), size=19))
        x = right - sum(b.rect[2] for b in buttons) - 8 * (len(buttons) - 1)  # side by side at the card's right
        for button in buttons:
            button.rect = (x, *button.rect[1:])
            x += button.rect[2] + 8
        self.widgets += buttons

    def watch(self, info: SaveInfo) -> None:
        flow.watch_save(self.app, info.path)

    def keep(self, info: SaveInfo) -> None:
        """Keep a finished game's copy for good, or let it go with the oldest again."""
        try:
            self.services.store.set_kept(info.path, not info.kept_copy)
        except OSError as exc:
            self.services.toast(tr("Could not keep: {error}", error=os_error_text(exc)))
        self.refresh()

    def import_replay(self) -> None:
        flow.open_replay_files(self.app)

    def ask_delete(self, info: SaveInfo) -> None:
        flow.open_confirm(self.app, tr("Delete “{name}”?", name=info.shown_name), lambda: self.delete(info),
                         yes=tr("Delete"))

    def delete(self, info: SaveInfo) -> None:
        try:
            self.services.store.delete(info.path)
        except OSError as exc:
            self.services.toast(tr("Could not delete: {error}", error=os_error_text(exc)))
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
            self.first = min(max(0, len(self.entries()) - ROWS_SHOWN), max(0, self.first + step))
            self.build()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Load a game"))
        notice = self.notice()
        if notice and not self.saves:
            vp = self.ui.viewport
            if not self.problem and not self.loading:  # no saves yet: the games' card backs, face down
                for k, game_id in enumerate(catalog.game_ids()[:4]):
                    game_picture(surface, self.app, game_id, vp.rect((500 + k * 160, 220, 120, 130)), fan=1)
            else:
                draw_icon(surface, "clock" if self.loading else "door", vp.point(800, 300), vp.px(40),
                          self.ui.palette.panel_line)
            img = self.ui.fonts.text(self.ui.fonts.fit(notice, vp.px(24), vp.px(1200)), vp.px(24),
                                      self.ui.palette.bad if self.problem else self.ui.palette.text_dim)
            surface.blit(img, img.get_rect(center=vp.point(800, 400)))
        first, last = self.range
        if first and (first > 1 or last < len(self.saves)):  # more than the list shows: which ones it does
            vp = self.ui.viewport
            shown = tr("{first}–{last} of {count}", first=first, last=last, count=len(self.saves))
            img = self.ui.fonts.text(shown, strip_px(self.ui.fonts, vp.px(16), vp.px(20)), self.ui.palette.text_dim)
            surface.blit(img, img.get_rect(topright=vp.point(CARD_X + CARD_W, ROWS_BOTTOM - 2)))
        self.draw_widgets(surface)


flow.open_load.register(LoadScene)
