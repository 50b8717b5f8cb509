"""Whether the desktop asks for reduced motion, where it can be read: GNOME's
``org.gnome.desktop.interface enable-animations`` (``gsettings get``, a subprocess with a short timeout) and
Windows' "Show animations" (``SystemParametersInfo(SPI_GETCLIENTAREAANIMATION)`` through ctypes). Read once, on a
worker thread started with the app, and cached: the frame thread only reads the cached answer (False until known,
and where nothing can be read)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from collections.abc import Callable

GSETTINGS_TIMEOUT_S = 1.5
SPI_GETCLIENTAREAANIMATION = 0x1042


def gnome_reduces_motion(run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run) -> bool | None:
    """True when GNOME's animations are off, False when on, None when it cannot be read (no gsettings, no
    schema, a timeout)."""
    gsettings = shutil.which("gsettings")
    if gsettings is None:
        return None
    try:
        done = run([gsettings, "get", "org.gnome.desktop.interface", "enable-animations"], capture_output=True,
                   text=True, timeout=GSETTINGS_TIMEOUT_S, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    answer = done.stdout.strip().lower() if done.returncode == 0 else ""
    return {"false": True, "true": False}.get(answer)


def windows_reduces_motion() -> bool | None:
    """True when Windows' "Show animations in Windows" is off, False when on, None when it cannot be read."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes

        enabled = ctypes.c_int(1)
        ok = ctypes.windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0)
    except (OSError, AttributeError, ValueError):
        return None
    return None if not ok else not enabled.value


def system_reduces_motion() -> bool:
    """What the desktop asks for (False where nothing can be read); blocks up to the gsettings timeout."""
    for probe in (windows_reduces_motion, gnome_reduces_motion):
        answer = probe()
        if answer is not None:
            return answer
    return False


class SystemMotion:
    """The desktop's wish, read once on a daemon thread; :attr:`reduced` is False until it is known."""

    def __init__(self, probe: Callable[[], bool] = system_reduces_motion) -> None:
        self.reduced = False
        self._probe = probe
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._read, name="reduced-motion", daemon=True)
            self._thread.start()

    def _read(self) -> None:
        self.reduced = bool(self._probe())

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)


def motion_reduced(setting: str, system: bool) -> bool:
    """The Reduce motion setting ("system", "on", "off") with the desktop's wish: whether motion is reduced."""
    return system if setting == "system" else setting == "on"


SYSTEM_MOTION = SystemMotion()
"""The desktop's wish for this process (read once, when an app first follows the system)."""
