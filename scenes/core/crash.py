"""What the app does when something goes badly wrong: a crash log in the user log folder, one window that tells
the player (where the log is, that the game was kept), and the one-instance rule of a data folder."""

from __future__ import annotations

import contextlib
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


CRASH_LOGS_KEPT = 20
"""The newest crash logs kept in the log folder; older ones are removed when a new one is written."""

START_UP = "start-up"
"""The ``where`` of a failure before the first frame: its log says the app failed to start."""


def write_crash_log(exc: BaseException, folder: Path | None = None, where: str = "frame loop") -> Path | None:
    """Write ``crash-<time>.log`` (the traceback, the version, the platform) to the user log folder; its path, or
    None when even that failed (then the report goes to stderr)."""
    import pygame

    from game import __version__

    what = "failed to start" if where == START_UP else "crashed"
    text = "".join([
        f"Palace Table {__version__} {what} ({where}) at {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n",
        f"Platform: {platform.platform()}; Python {sys.version.split()[0]}; pygame-ce {pygame.version.ver}; "
        f"SDL {'.'.join(map(str, pygame.get_sdl_version()))}\n\n",
        *traceback.format_exception(type(exc), exc, exc.__traceback__),
    ])
    return write_log_text(text, log_dir() if folder is None else folder)


def write_log_text(text: str, folder: Path, stamp: float | None = None, suffix: str = "") -> Path | None:
    """Write ``text`` as a new ``crash-<time><suffix>.log`` in ``folder`` (``stamp``: its time, default now) and
    prune the old ones; the path, or None (the text then goes to stderr)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        name = f"crash-{time.strftime('%Y%m%d-%H%M%S', time.localtime(stamp))}{suffix}"
        for n in range(100):
            path = folder / f"{name}{f'-{n}' if n else ''}.log"
            try:
                with open(path, "x", encoding="utf-8", errors="replace") as handle:
                    handle.write(text)
            except FileExistsError:
                continue
            prune_crash_logs(folder)
            return path
    except OSError:
        pass
    print(text, file=sys.stderr)
    return None


def prune_crash_logs(folder: Path, keep: int = CRASH_LOGS_KEPT) -> None:
    """Remove all but the ``keep`` newest ``crash-*.log`` files of ``folder`` (never raises)."""
    try:
        logs = sorted(((p.stat().st_mtime, p.name, p) for p in folder.glob("crash-*.log") if p.is_file()),
                      reverse=True)
    except OSError:
        return
    for _, _, path in logs[keep:]:
        with contextlib.suppress(OSError):
            path.unlink()


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
