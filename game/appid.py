"""The application id: one reverse-DNS name for the desktop entry's file name, the icons' names, the AppStream
metainfo, the Flatpak manifest (``packaging/``), ``StartupWMClass`` and the window's class (X11) and app id
(Wayland), so that a desktop matches the running window to its menu entry and icon.

The files in ``packaging/`` and ``packaging/linux/install.sh`` spell the id out (data files cannot import it);
``tests/test_desktop_integration.py`` checks that they spell it as it is here."""

from __future__ import annotations

from collections.abc import MutableMapping

APP_ID = "io.github.palacetable.PalaceTable"

SDL_WINDOW_CLASS_ENV = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")
"""The variables SDL 2 (pygame-ce 2.5) reads when it creates a window: the X11 ``WM_CLASS`` (name and class) and
the Wayland ``xdg_toplevel`` app id. Without them SDL uses the executable's name (``python3.11``, or
``__main__.py`` as some desktops show it). SDL 2 has no ``SDL_HINT_APP_ID`` (that is SDL 3) and pygame-ce no call
for it: the environment is the way, set before the display is initialised."""


def name_the_window(environ: MutableMapping[str, str]) -> None:
    """Give the windows SDL creates from now on the app id as their class; a value already set (by whoever
    starts the app) is kept. ``SDL_APP_NAME`` names the app to the sound server and the screensaver inhibitor."""
    for variable in SDL_WINDOW_CLASS_ENV:
        environ.setdefault(variable, APP_ID)
    environ.setdefault("SDL_APP_NAME", "Palace Table")
