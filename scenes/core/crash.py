"""What the app does when something goes badly wrong: a crash log in the user log folder, one window that tells
the player (where the log is, that the game was kept), and the one-instance rule of a data folder."""

from __future__ import annotations

import os
import platform
import sys
import threading
import time
import traceback
from pathlib import Path

import platformdirs

from game.i18n import tr
from game.saves import APP_DIR

INSTANCE_LOCK = "instance.lock"
"""In the data folder: held by the running app (an OS lock, dropped when the process ends however it ends)."""


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_DIR, appauthor=False))


def write_crash_log(exc: BaseException, folder: Path | None = None, where: str = "frame loop") -> Path | None:
    """Write ``crash-<time>.log`` (the traceback, the version, the platform) to the user log folder; its path, or
    None when even that failed (then the report goes to stderr)."""
    import pygame

    from game import __version__

    text = "".join([
        f"Palace Table {__version__} crashed ({where}) at {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n",
        f"Platform: {platform.platform()}; Python {sys.version.split()[0]}; pygame-ce {pygame.version.ver}; "
        f"SDL {'.'.join(map(str, pygame.get_sdl_version()))}\n\n",
        *traceback.format_exception(type(exc), exc, exc.__traceback__),
    ])
    folder = log_dir() if folder is None else folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(100):
            path = folder / f"crash-{stamp}{f'-{n}' if n else ''}.log"
            try:
                with open(path, "x", encoding="utf-8", errors="replace") as handle:
                    handle.write(text)
                return path
            except FileExistsError:
                continue
    except OSError:
        pass
    print(text, file=sys.stderr)
    return None


def crash_text(path: str, joined: bool) -> str:
    """What the crash window says: where the details are, and how to get the game back (Continue at the next start;
    for a seat joined at another machine's table, which the host keeps, joining again with the seat's code)."""
    if joined:
        return tr("Palace Table stopped because of an error. The host keeps the game: join again with your seat's "
                  "code to take your seat back. The details are in {path}", path=path)
    return tr("Palace Table stopped because of an error. Your game is kept: choose Continue at the next start. "
              "The details are in {path}", path=path)


def tell(title: str, message: str) -> None:
    """Say ``message`` in one window (a system message box), and on stderr; never raises."""
    print(f"{title}: {message}", file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame

        pygame.display.message_box(title, message, message_type="error")
    except Exception:  # noqa: BLE001 - no window system: stderr said it
        pass


def install_thread_hook(folder: Path | None = None) -> None:
    """A worker thread that dies of an uncaught exception leaves a crash log too (the app goes on)."""
    previous = threading.excepthook

    def hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not isinstance(args.exc_value, SystemExit):
            thread = args.thread.name if args.thread is not None else "?"
            write_crash_log(args.exc_value, folder, where=f"thread {thread}")
        previous(args)

    threading.excepthook = hook
