"""What the app leaves for a bug report (issue 43 section 5): a rotated app log that also holds the Python
warnings, native crashes through faulthandler turned into crash logs, and at most 20 crash logs kept."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import warnings
from pathlib import Path

from scenes.core import crash, diagnostics

ROOT = Path(__file__).resolve().parents[2]
NATIVE_CRASH = """
import faulthandler, sys
from pathlib import Path
from scenes.core import diagnostics
diagnostics.start(Path(sys.argv[1]))
print("started", flush=True)
faulthandler._sigsegv()
"""


def test_the_app_log_holds_logged_records_and_warnings_and_rotates(tmp_path):
    logs = diagnostics.start(tmp_path, max_bytes=4000)
    try:
        logging.getLogger("game.stats").warning("stats: a damaged entry")
        logging.getLogger("scenes.core.sound").info("no audio device")
        logging.getLogger("zeroconf").info("a library's chatter")  # libraries: WARNING and up only
        warnings.warn("an old call", UserWarning, stacklevel=1)
        first = (tmp_path / diagnostics.APP_LOG).read_text(encoding="utf-8")
        for n in range(400):
            logging.getLogger("game.stats").warning("line %d", n)
    finally:
        logs.stop()
    assert "WARNING game.stats: stats: a damaged entry" in first and "INFO scenes.core.sound: no audio" in first
    assert "UserWarning: an old call" in first and "chatter" not in first and "started" in first
    files = sorted(p.name for p in tmp_path.glob(f"{diagnostics.APP_LOG}*"))
    assert files == [diagnostics.APP_LOG, *(f"{diagnostics.APP_LOG}.{n}" for n in (1, 2, 3))]
    assert all(p.stat().st_size <= 4000 for p in tmp_path.glob(f"{diagnostics.APP_LOG}*"))
    assert "line 399" in (tmp_path / diagnostics.APP_LOG).read_text(encoding="utf-8")
    logging.getLogger("game.stats").warning("after stop")  # stop() took the handlers away
    assert "after stop" not in (tmp_path / diagnostics.APP_LOG).read_text(encoding="utf-8")


def test_a_native_crash_is_a_labelled_crash_log_at_the_next_start(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    env["PYTHONPATH"] = str(ROOT)
    run = subprocess.run([sys.executable, "-c", NATIVE_CRASH, str(tmp_path)], env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode != 0 and run.stdout.strip() == "started"
    [native] = tmp_path.glob("native-*.log")
    assert "Segmentation fault" in native.read_text(encoding="utf-8")
    logs = diagnostics.start(tmp_path)
    logs.stop()
    [log] = tmp_path.glob("crash-*-native.log")
    text = log.read_text(encoding="utf-8")
    assert text.startswith("Palace Table crashed in native code") and "Segmentation fault" in text
    assert not native.exists()


def test_an_empty_native_file_of_a_killed_process_goes_and_a_running_ones_stays(tmp_path):
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          timeout=60)
    killed = tmp_path / f"native-{int(gone.stdout)}.log"
    running = tmp_path / f"native-{os.getppid()}.log"
    killed.touch()
    running.touch()
    assert diagnostics.adopt_native_crashes(tmp_path) == []
    assert not killed.exists() and running.exists()


def test_only_the_newest_20_crash_logs_are_kept(tmp_path):
    for n in range(25):
        old = tmp_path / f"crash-20260101-0000{n:02d}.log"
        old.write_text("old", encoding="utf-8")
        os.utime(old, (1_700_000_000 + n, 1_700_000_000 + n))
    (tmp_path / diagnostics.APP_LOG).write_text("kept", encoding="utf-8")
    new = crash.write_log_text("new", tmp_path)
    assert new is not None and new.is_file()
    kept = sorted(p.name for p in tmp_path.glob("crash-*.log"))
    assert len(kept) == crash.CRASH_LOGS_KEPT == 20
    assert kept[:-1] == [f"crash-20260101-0000{n:02d}.log" for n in range(6, 25)]
    assert (tmp_path / diagnostics.APP_LOG).is_file()
