"""Build the frozen desktop application with PyInstaller (one-dir), for the OS this runs on.

Usage (from the project folder, inside the project's environment):
    .venv/bin/python tools/build_app.py            # -> dist/palace-table/palace-table
    py tools\\build_app.py                          # Windows -> dist\\palace-table\\palace-table.exe
    python3 tools/build_app.py                      # macOS -> dist/palace-table.app (+ dist/palace-table/)
    ... tools/build_app.py --smoke                  # then run the frozen app's headless autoplay once

PyInstaller is installed into the running environment on demand. The bundle holds ``assets/`` (fonts,
layouts, sounds, art, licences) as ``scenes/assets`` inside the bundle folder (``_internal/`` with one-dir),
where the wheel puts it too and ``scenes/resources.py`` looks for it.
Games are imported lazily by name (``game.catalog.GAME_MODULES``), so every submodule of ``game`` and
``scenes`` is collected explicitly, together with the data files inside the packages (rules help, locale
catalogs).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "palace-table"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
ENTRY = ROOT / "game" / "__main__.py"
PYINSTALLER_REQUIREMENT = "pyinstaller>=6.3,<7"
SMOKE_ARGS = ["autoplay", "--game", "love-letter", "--players", "2", "--seed", "1"]


def ensure_pyinstaller() -> None:
    """Install PyInstaller into this interpreter's environment if it is missing."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    print(f"Installing {PYINSTALLER_REQUIREMENT} ...", flush=True)
    subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", PYINSTALLER_REQUIREMENT])


def pyinstaller_args(windowed: bool) -> list[str]:
    data = f"{ROOT / 'assets'}{os.pathsep}scenes/assets"
    args = [
        str(ENTRY),
        "--name", APP_NAME,
        "--noconfirm",
        "--clean",
        "--onedir",
        "--distpath", str(DIST),
        "--workpath", str(WORK),
        "--specpath", str(WORK),
        "--paths", str(ROOT),
        "--add-data", data,
        "--collect-submodules", "game",
        "--collect-submodules", "scenes",
        "--collect-data", "game",
        "--collect-data", "scenes",
        "--exclude-module", "pytest",
        "--exclude-module", "hypothesis",
        "--exclude-module", "tkinter",
    ]
    if windowed:
        args.append("--windowed")
    return args


def binary_path() -> Path:
    suffix = ".exe" if os.name == "nt" else ""
    return DIST / APP_NAME / f"{APP_NAME}{suffix}"


def build(windowed: bool) -> Path:
    ensure_pyinstaller()
    cmd = [sys.executable, "-m", "PyInstaller", *pyinstaller_args(windowed)]
    print("Running:", " ".join(cmd), flush=True)
    subprocess.check_call(cmd, cwd=ROOT)
    binary = binary_path()
    if not binary.exists():
        raise SystemExit(f"PyInstaller finished but {binary} is missing")
    return binary


def smoke(binary: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run the frozen app's headless autoplay (bots in every seat, menu to scoring) from outside the repo."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONPATH", None)
    return subprocess.run(
        [str(binary), *SMOKE_ARGS], cwd=binary.parent, env=env, capture_output=True, text=True, timeout=timeout
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="run the frozen app's headless autoplay after building")
    parser.add_argument(
        "--console",
        action="store_true",
        help="keep a console window on Windows/macOS (the default there is a windowed app; Linux always has one)",
    )
    args = parser.parse_args(argv)
    binary = build(windowed=sys.platform in ("win32", "darwin") and not args.console)
    print(f"Built {binary}")
    if not args.smoke:
        return 0
    result = smoke(binary)
    print(result.stdout, end="")
    print(result.stderr, end="", file=sys.stderr)
    print(f"Smoke autoplay exit code: {result.returncode}")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
