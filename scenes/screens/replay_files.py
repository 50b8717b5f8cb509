"""Import a replay: the replay files in the app's ``replays`` folder (newest first), one click opens one. A file can
also be dropped on the window from anywhere (the app opens it the same way). Opening checks the file in full: a
damaged, hostile, foreign or newer one is a toast and changes nothing."""

from __future__ import annotations

import os
import stat
import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.scene import Stage

SHOWN = 9
MAX_LISTED = 500


def replay_files(folder: Path) -> list[Path]:
    """The regular ``*.json`` files directly in ``folder``, newest first (none when it cannot be read)."""
    found: list[tuple[float, str, Path]] = []
    try:
        entries = list(os.scandir(folder))
    except (OSError, ValueError):
        return []
    for entry in entries[:MAX_LISTED * 4]:
        if not entry.name.endswith(".json") or entry.name.startswith("."):
            continue
        try:
            info = entry.stat(follow_symlinks=True)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((-info.st_mtime, entry.name, Path(entry.path)))
    return [path for _, _, path in sorted(found)[:MAX_LISTED]]


class ReplayFilesScene(Scene):
    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        self.folder = self.services.store.root / "replays"
        self.files = replay_files(self.folder)
        self.first = 0
        self.build()

    def build(self) -> None:
        self.widgets = []
        for i, path in enumerate(self.files[self.first:self.first + SHOWN]):
            try:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            except OSError:
                when = ""
            self.widgets.append(Button((400, 130 + i * 70, 800, 60), path.name, partial(self.open, path),
                                       note=when, size=20))
        self.widgets.append(Button((650, 808, 300, 56), tr("Back"), self.back))
        self.ui.invalidate()

    def open(self, path: Path) -> None:
        flow.open_replay_file(self.app, path)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.first = min(max(0, len(self.files) - SHOWN), max(0, self.first - event.y))
            self.build()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Import a replay"))
        vp, fonts, pal = self.ui.viewport, self.ui.fonts, self.ui.palette
        if not self.files:
            text = tr("No replay files in {folder}. Drop a replay file on the window to open it.", folder=str(self.folder))
            for i, line in enumerate(fonts.wrap(text, vp.px(22), vp.px(1100))):
                img = fonts.text(line, vp.px(22), pal.text_dim)
                surface.blit(img, img.get_rect(center=vp.point(800, 380 + i * 32)))
        else:
            hint = tr("Or drop a replay file on the window.")
            img = fonts.text(hint, vp.px(18), pal.text_dim)
            surface.blit(img, img.get_rect(center=vp.point(800, 104)))
        self.draw_widgets(surface)


flow.open_replay_files.register(ReplayFilesScene)
