"""Bootstrap: create the project's virtualenv if needed, install it, then play or test.

Usage (only Python 3.11+ needed):
    python3 tools/dev.py play      # set up and launch the game
    python3 tools/dev.py test      # set up and run lint, the type checker and the whole test suite
Extra arguments after the command are passed on (to the game or to pytest).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
PYTEST_NO_TESTS = 5


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def ensure_venv() -> Path:
    """Create .venv and (re)install the project when pyproject.toml changed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be run by an older python3
        sys.exit("Palace Table needs Python 3.11 or newer.")
    py = venv_python()
    if not py.exists():
        print("Creating virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / ".installed"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not stamp.exists() or stamp.read_text() != digest:
        print("Installing dependencies ...", flush=True)
        subprocess.check_call([str(py), "-m", "pip", "install", "-q", "--upgrade", "pip"])
        subprocess.check_call([str(py), "-m", "pip", "install", "-q", "-e", f"{ROOT}[dev]"])
        stamp.write_text(digest)
    return py


def run_tests(py: Path, extra: list[str]) -> int:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    lint = subprocess.call([str(py), "-m", "ruff", "check", "."], cwd=ROOT, env=env)
    types = subprocess.call([str(py), "-m", "mypy"], cwd=ROOT, env=env)  # game/ and scenes/, see pyproject.toml
    code = subprocess.call([str(py), "-m", "pytest", *extra], cwd=ROOT, env=env)
    if code == PYTEST_NO_TESTS:
        if extra:  # a filtered run that selected nothing is not an error
            print("pytest: no tests matched the given filter.")
            code = 0
        else:  # the whole suite collecting nothing means the suite is broken
            print("pytest collected no tests: the suite must not be empty.")
            code = 1
    return code or lint or types


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "play"
    extra = argv[1:]
    py = ensure_venv()
    if command == "test":
        return run_tests(py, extra)
    if command == "play":
        return subprocess.call([str(py), "-m", "game", *extra], cwd=ROOT)
    if command == "setup":
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
