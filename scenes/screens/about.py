"""The About screen: the version, where saves, settings and logs are kept, and everything the app ships with
its licence (SPDX identifiers; the full texts are in ``LICENSES.md`` beside the app's data, see
``assets/LICENSES.md``, and in the desktop download in ``THIRD-PARTY-NOTICES.md``, generated at build time)."""

from __future__ import annotations

import platform
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
import pygame

from game import version
from game.i18n import tr
from game.saves import APP_DIR
from game.settings import default_settings_path
from scenes.art.resources import asset
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.widgets import Button, ReadAloudText

if TYPE_CHECKING:
    from scenes.core.scene import Stage
    from scenes.core.services import Services

FONT = "Palace Table Sans (DejaVu Sans + Noto Sans CJK TC)"
SDL_LIBRARIES = "SDL_image, SDL_mixer, SDL_ttf"
IMAGE_AND_TEXT_LIBRARIES = "FreeType, HarfBuzz, libpng, libjpeg-turbo, libwebp, libtiff, zlib, Brotli"
SOUND_LIBRARIES_BSD = "Ogg, Vorbis, Opus, FLAC, WavPack, libxmp"
SOUND_LIBRARIES_LGPL = "mpg123, libsndfile, FluidSynth"


def log_dir() -> Path:
    """Where the app's logs are written: the platformdirs user log folder."""
    return Path(platformdirs.user_log_dir(APP_DIR, appauthor=False))


NOTICES = "THIRD-PARTY-NOTICES.md"
"""Written into the desktop download at build time (``tools/notices.py``): every component and native library the
download holds, with its licence and full licence texts. Absent from a source or wheel installation."""


def notices_rows(text: str) -> list[tuple[str, str]]:
    """(component, licence) for every row of a notices file's components and native-libraries tables, once each."""
    rows: dict[str, str] = {}
    table = ""
    for line in text.splitlines():
        if line.startswith("## "):
            table = line[3:].strip()
            if table == "Licence texts":  # the texts follow: no more tables of ours
                break
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or cells[0] in ("component", "file", "---"):
            continue
        if table == "Components" and len(cells) >= 3:
            rows.setdefault(f"{cells[0]} {cells[1]}", cells[2])
        elif table == "Native libraries" and len(cells) >= 3 and not any(
                name.startswith(f"{cells[1]} ") for name in rows):  # libpython: the component Python
            rows.setdefault(cells[1], cells[2])
    return list(rows.items())


def notices_file() -> Path:
    """The desktop download's notices, beside its executable where the build writes them (elsewhere: none)."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent / NOTICES
    return asset(NOTICES)  # (no such file in a source tree or a wheel)


def shipped() -> list[tuple[str, str]]:
    """Everything the app ships, with its licence: in the desktop download, what its notices file names (made from
    what the build holds); otherwise the installed packages (pip installs them: pyproject.toml's dependencies)."""
    notices = notices_file()
    if notices.is_file():
        try:
            rows = notices_rows(notices.read_text(encoding="utf-8"))
        except (OSError, UnicodeError):
            rows = []
        if rows:
            return [*rows, (FONT, "OFL-1.1, Bitstream-Vera")]
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
        ("websockets", "BSD-3-Clause"),
        ("zeroconf", "LGPL-2.1-or-later"),
        ("ifaddr", "MIT"),
        ("filelock", "MIT"),
        ("spake2", "MIT"),
        ("PyNaCl (with libsodium, ISC)", "Apache-2.0"),
        ("cffi", "MIT-0"),
        (f"Python {platform.python_version()}", "PSF-2.0"),
    ]


def licence_texts() -> Path:
    """Where the full licence texts are: the notices file in the desktop download, else ``LICENSES.md``."""
    notices = notices_file()
    return notices if notices.is_file() else asset("LICENSES.md")


def about_text(services: Services) -> str:
    """The About screen's text (headings start with ``#``, bullets with ``- ``)."""
    settings = services.settings_path or default_settings_path()
    lines = [
        tr("Version {version}", version=version()),
        tr("Card games of the palace — against bots, around one screen or with friends on their own computers"),
        "",
        "# " + tr("Where your things are kept"),
        "- " + tr("Saves and statistics: {path}", path=services.store.root),
        "- " + tr("Settings: {path}", path=settings),
        "- " + tr("Logs: {path}", path=log_dir()),
        "",
        "# " + tr("What it ships, and under which licence"),
        *(f"- {name}: {licence}" for name, licence in shipped()),
        "",
        tr("The full licence texts: {path}", path=licence_texts()),
    ]
    return "\n".join(lines)


class AboutScene(Scene):
    def __init__(self, app: Stage) -> None:
        super().__init__(app)
        self.text = ReadAloudText((160, 110, 1280, 670), about_text(self.services), size=20)
        self.widgets = [self.text, Button((650, 808, 300, 56), tr("Back"), self.back)]

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("About Palace Table"), y=60, size=40)
        self.draw_widgets(surface)


flow.open_about.register(AboutScene)
