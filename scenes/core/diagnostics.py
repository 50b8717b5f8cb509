"""What the running app leaves for a bug report, in the user log folder (beside the crash logs of ``crash``):

- ``palace-table.log``: the app log (what the code logs, at INFO and up for the game's own modules, WARNING for
  libraries, and every Python warning through ``logging.captureWarnings``), rotated at 1 MB with 3 old files kept;
- ``native-<pid>.log``: ``faulthandler``'s report of a crash in native code (a segfault in SDL, an abort), which
  no Python handler sees. It is empty while the app runs and removed when it ends; one left behind by a process
  that died is turned into a crash log at the next start (or removed when empty: a kill).
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import logging.handlers
import os
import platform
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from scenes.core import crash

APP_LOG = "palace-table.log"
APP_LOG_BYTES = 1_000_000
APP_LOG_BACKUPS = 3
NATIVE_PREFIX = "native-"
OWN_LOGGERS = ("game", "scenes")
"""Loggers whose INFO records are written too (libraries' only from WARNING up)."""

log = logging.getLogger(__name__)


@dataclass
class Diagnostics:
    """What :func:`start` set up; :meth:`stop` undoes it (the app's last act)."""

    folder: Path
    handlers: list[logging.Handler] = field(default_factory=list)
    levels: dict[str, int] = field(default_factory=dict)
    native: IO[str] | None = None
    native_path: Path | None = None

    def stop(self) -> None:
        logging.captureWarnings(False)
        root = logging.getLogger()
        for handler in self.handlers:
            root.removeHandler(handler)
            handler.close()
        for name, level in self.levels.items():
            logging.getLogger(name).setLevel(level)
        if self.native is not None:
            faulthandler.disable()
            self.native.close()
            if self.native_path is not None:
                with contextlib.suppress(OSError):
                    if self.native_path.stat().st_size == 0:
                        self.native_path.unlink()
        self.handlers, self.levels, self.native = [], {}, None


def start(folder: Path | None = None, max_bytes: int = APP_LOG_BYTES) -> Diagnostics:
    """Open the app log and the native-crash file in ``folder`` (default: the user log folder), adopt what an
    earlier run left there and prune old crash logs. Never raises: what cannot be opened is left out."""
    folder = crash.log_dir() if folder is None else folder
    diagnostics = Diagnostics(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return diagnostics
    adopt_native_crashes(folder)
    crash.prune_crash_logs(folder)
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            folder / APP_LOG, maxBytes=max_bytes, backupCount=APP_LOG_BACKUPS, encoding="utf-8")
    except OSError:
        pass
    else:
        handler.setLevel(logging.INFO)
        handler.setFormatter(formatter)
        diagnostics.handlers.append(handler)
    if sys.stderr is not None:  # warnings still reach a terminal, as before (a windowed app has none)
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        diagnostics.handlers.append(console)
    root = logging.getLogger()
    for each in diagnostics.handlers:
        root.addHandler(each)
    for name in OWN_LOGGERS:
        logger = logging.getLogger(name)
        diagnostics.levels[name] = logger.level
        if logger.getEffectiveLevel() > logging.INFO:
            logger.setLevel(logging.INFO)
    logging.captureWarnings(True)
    native = folder / f"{NATIVE_PREFIX}{os.getpid()}.log"
    if not faulthandler.is_enabled():  # else already reported elsewhere (python -X faulthandler, a test runner)
        _enable_faulthandler(diagnostics, native)
    from game import __version__

    log.info("Palace Table %s started (pid %d; %s; Python %s)", __version__, os.getpid(), platform.platform(),
             sys.version.split()[0])
    return diagnostics


def _enable_faulthandler(diagnostics: Diagnostics, native: Path) -> None:
    try:
        diagnostics.native = open(native, "w", encoding="utf-8")  # noqa: SIM115 - open until stop()
    except OSError:
        pass
    else:
        diagnostics.native_path = native
        faulthandler.enable(diagnostics.native, all_threads=True)


def adopt_native_crashes(folder: Path) -> list[Path]:
    """Turn the native-crash files of processes that are gone into crash logs (empty ones are removed); the
    crash logs written."""
    written: list[Path] = []
    for path in sorted(folder.glob(f"{NATIVE_PREFIX}*.log")):
        pid = path.stem[len(NATIVE_PREFIX):]
        if not pid.isdigit() or int(pid) == os.getpid() or _running(int(pid)):
            continue
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
            stamp = path.stat().st_mtime
        except OSError:
            continue
        if text.strip():
            header = (f"Palace Table crashed in native code (process {pid}, "
                      f"{time.strftime('%Y-%m-%d %H:%M:%S %z', time.localtime(stamp))}); faulthandler's report:\n\n")
            out = crash.write_log_text(header + text, folder, stamp=stamp, suffix="-native")
            if out is None:
                continue
            written.append(out)
        with contextlib.suppress(OSError):  # Windows: still open in a running app, left alone
            path.unlink()
    return written


def _running(pid: int) -> bool:
    """Whether process ``pid`` runs (POSIX); on Windows False: a running app's file cannot be removed anyway."""
    if sys.platform == "win32":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # someone else's process
        return True
    return True
