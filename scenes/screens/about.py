"""The About screen: the version, where saves, settings and logs are kept, and everything the app ships with
its licence (SPDX identifiers; the full texts are in ``LICENSES.md`` beside the app's data, see
``assets/LICENSES.md``)."""

from __future__ import annotations

import platform
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
import pygame

from game import version
from game.i18n import tr
from game.saves import APP_DIR
from game.settings import default_settings_path
from scenes.core.resources import asset
from scenes.core.scene import Scene
from scenes.ui.widgets import Button, ScrollText

if TYPE_CHECKING:
    from scenes.core.app import App

FONT = "Palace Table Sans (DejaVu Sans + Noto Sans CJK TC)"
SDL_LIBRARIES = "SDL_image, SDL_mixer, SDL_ttf"
IMAGE_AND_TEXT_LIBRARIES = "FreeType, HarfBuzz, libpng, libjpeg-turbo, libwebp, libtiff, zlib, Brotli"
SOUND_LIBRARIES_BSD = "Ogg, Vorbis, Opus, FLAC, WavPack, libxmp"
SOUND_LIBRARIES_LGPL = "mpg123, libsndfile, FluidSynth"


def log_dir() -> Path:
    """Where the app's logs are written: the platformdirs user log folder."""
    return Path(platformdirs.user_log_dir(APP_DIR, appauthor=False))


def shipped() -> list[tuple[str, str]]:
    """Everything the app ships (the desktop download also holds Python and the C runtime), with its licence."""
    sdl = ".".join(str(part) for part in pygame.get_sdl_version())
    return [
        (f"Palace Table {version()}", "MIT"),
        (FONT, "OFL-1.1, Bitstream-Vera"),
        (f"pygame-ce {pygame.version.ver}", "LGPL-2.1-or-later"),
        (f"SDL {sdl}, {SDL_LIBRARIES}", "Zlib"),
        (IMAGE_AND_TEXT_LIBRARIES, "FTL, MIT, Libpng, IJG, BSD-3-Clause, libtiff, Zlib"),
        (SOUND_LIBRARIES_BSD, "BSD-3-Clause, MIT"),
        (SOUND_LIBRARIES_LGPL, "LGPL-2.1-or-later"),
        ("pytmx", "LGPL-3.0-or-later"),
        ("platformdirs", "MIT"),
        (f"Python {platform.python_version()}", "PSF-2.0"),
        ("libstdc++, libgcc", "GPL-3.0-or-later WITH GCC-exception-3.1"),
    ]


def about_text(app: App) -> str:
    """The About screen's text (headings start with ``#``, bullets with ``- ``)."""
    settings = app.settings_path or default_settings_path()
    lines = [
        tr("Version {version}", version=version()),
        tr("Card games of the palace — against bots, around one screen or with friends on their own computers"),
        "",
        "# " + tr("Where your things are kept"),
        "- " + tr("Saves and statistics: {path}", path=app.store.root),
        "- " + tr("Settings: {path}", path=settings),
        "- " + tr("Logs: {path}", path=log_dir()),
        "",
        "# " + tr("What it ships, and under which licence"),
        *(f"- {name}: {licence}" for name, licence in shipped()),
        "",
        tr("The full licence texts: {path}", path=asset("LICENSES.md")),
    ]
    return "\n".join(lines)


class AboutScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.text = ScrollText((160, 110, 1280, 670), about_text(app), size=20)
        self.widgets = [self.text, Button((650, 808, 300, 56), tr("Back"), self.back)]

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("About Palace Table"), y=60, size=40)
        self.draw_widgets(surface)
