"""Bootstrap: create the project's virtualenv if needed, install it, then play or test.

Usage (only Python 3.11+ needed):
    python3 tools/dev.py play      # set up and launch the game
    python3 tools/dev.py test      # set up and run lint, the type checker and the whole test suite (slow tests
                                   # too), the tests spread over every core, lint and types beside them
Extra arguments after the command are passed on (to the game or to pytest).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
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
        # --no-compile: Python compiles (and caches) the modules a run imports; pip would compile every module of
        # every dependency up front, 5 s of a fresh set-up for modules that are never imported
        subprocess.check_call([str(py), "-m", "pip", "install", "-q", "--no-compile", "-e", f"{ROOT}[dev]"])
        stamp.write_text(digest)
    return py


def pytest_args(extra: list[str]) -> list[str]:
    """Every test, the slow ones too (a bare ``pytest`` leaves them out), spread over every core (the modules whose
    tests share a folder or a result each stay on one worker: ``tests/conftest.py``). Options given on the command
    line win."""
    args = ["-m", "slow or not slow"]
    if not any(a.startswith(("-n", "--numprocesses")) or "no:xdist" in a for a in extra):
        args += ["-n", "auto"]
    return [*args, *extra]


def run_checks(py: Path, env: dict[str, str], out: Path) -> list[tuple[str, subprocess.Popen, Path]]:
    """Start the linter and the type checker beside the tests (each writes to its own file in ``out``)."""
    started = []
    for name, command in (("ruff", ["ruff", "check", "."]), ("mypy", ["mypy"])):  # mypy: see pyproject.toml
        log = out / f"{name}.txt"
        with log.open("wb") as sink:
            started.append((name, subprocess.Popen([str(py), "-m", *command], cwd=ROOT, env=env, stdout=sink,
                                                   stderr=subprocess.STDOUT), log))
    return started


def run_tests(py: Path, extra: list[str]) -> int:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Bytecode is cached (in the ignored __pycache__ folders) even where the shell says not to: the suite starts
    # dozens of Python processes (workers, the app in subprocesses), each would compile the project again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory(prefix="palace-table-checks-") as folder:
        checks = run_checks(py, env, Path(folder))
        code = subprocess.call([str(py), "-m", "pytest", *pytest_args(extra)], cwd=ROOT, env=env)
        lint, types = (report_check(name, process, log) for name, process, log in checks)
    if code == PYTEST_NO_TESTS:
        if extra:  # a filtered run that selected nothing is not an error
            print("pytest: no tests matched the given filter.")
            code = 0
        else:  # the whole suite collecting nothing means the suite is broken
            print("pytest collected no tests: the suite must not be empty.")
            code = 1
    return code or lint or types


def report_check(name: str, process: subprocess.Popen, log: Path) -> int:
    """Wait for a check started by :func:`run_checks`, print what it said; its exit status."""
    code = process.wait()
    print(f"--- {name}: {'passed' if code == 0 else f'FAILED (exit {code})'}")
    print(log.read_text(encoding="utf-8", errors="replace").rstrip(), flush=True)
    return code


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
