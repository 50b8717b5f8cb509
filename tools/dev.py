"""Bootstrap: create the project's virtualenv if needed, install it, then play or test.

Usage (only Python 3.11+ needed):
    python3 tools/dev.py play      # set up what playing needs and launch the game
    python3 tools/dev.py test      # set up the development tools too and run lint, the type checker and the whole
                                   # test suite (slow tests too), the tests spread over every core, lint and types
                                   # beside them
    python3 tools/dev.py setup     # set up the development environment only
Extra arguments after the command are passed on (to the game or to pytest).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import subprocess
import sys
import tempfile
import venv
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed"
PYTEST_NO_TESTS = 5
PIP_WITH_PYTHON_OPTION = (22, 3)  # pip's ``--python``: install into another environment
PLAY, DEV = "play", "dev"  # what .venv holds: the project and its runtime dependencies, or with the dev extra too


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def installed() -> tuple[str, str]:
    """(pyproject.toml's digest, PLAY or DEV) of the last set-up of .venv; ("", "") when there was none. A stamp
    without the kind was written when every set-up installed the dev extra."""
    if not STAMP.exists():
        return "", ""
    digest, _, kind = STAMP.read_text().strip().partition(" ")
    return digest, kind or DEV


def ensure_venv(kind: str) -> Path:
    """Create .venv and install the project in it, editable: for PLAY only what playing needs, for DEV with the
    ``dev`` extra (the test and lint tools). Installs again when pyproject.toml changed, keeping the dev extra of a
    .venv that has it; a .venv made by ``play`` gets the dev extra when ``test`` first needs it."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be run by an older python3
        sys.exit("Palace Table needs Python 3.11 or newer.")
    py = venv_python()
    if not py.exists():
        print("Creating virtual environment in .venv ...", flush=True)
        create_venv(py)
        STAMP.unlink(missing_ok=True)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    done_digest, done_kind = installed()
    kind = DEV if DEV in (kind, done_kind) else PLAY
    if done_digest != digest or done_kind != kind:
        print("Installing dependencies" + (" and the development tools" if kind == DEV else "") + " ...", flush=True)
        compiling = compile_project(py, kind)  # beside the install, on the other core
        target = f"{ROOT}[dev]" if kind == DEV else str(ROOT)
        try:
            install(py, target)
        finally:
            if compiling is not None:
                compiling.wait()
        STAMP.write_text(f"{digest} {kind}")
    return py


def install(py: Path, target: str) -> None:
    """Install ``target`` (the project, editable) into .venv: with uv where .venv has it (:func:`create_venv`), ~4 s
    on a fresh set-up where pip takes ~10 s (the set-up's serial start, nothing runs beside it), else with pip; pip
    too when uv fails. ``--no-compile`` for pip: Python compiles (and caches) the modules a run imports, where pip
    would compile every module of every dependency up front, 5 s of a fresh set-up for modules never imported (uv
    compiles none)."""
    if uv_path().exists():
        try:
            subprocess.check_call([str(uv_path()), "pip", "install", "-q", "--python", str(py), "-e", target])
            return
        except subprocess.CalledProcessError:
            print("uv could not install the project into .venv: pip does.", flush=True)
    subprocess.check_call([str(py), "-m", "pip", "install", "-q", "--no-compile", "-e", target])


def uv_path() -> Path:
    """uv's command in .venv (there when :func:`create_venv` put it there)."""
    return VENV / ("Scripts/uv.exe" if os.name == "nt" else "bin/uv")


def create_venv(py: Path) -> None:
    """Create .venv with the newest pip and uv in it (ensurepip's older pip, 23.2 in Python 3.11.7, takes ~4 s more
    CPU to install the project). This Python's own pip puts them there when it can install into another environment
    (``--python``): 1.5 s, where ensurepip installing its bundled pip and that pip upgrading itself took 5.5 s of
    CPU (the set-up's first seconds, which nothing runs beside). Else ensurepip, then the upgrade, and no uv."""
    venv.EnvBuilder(with_pip=False).create(VENV)
    if outer_pip_installs_into_others():
        try:
            subprocess.check_call([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-compile",
                                   "--upgrade", "pip", "uv"])
            return
        except subprocess.CalledProcessError:
            print("This Python's pip could not put pip and uv into .venv: ensurepip puts pip there.", flush=True)
    subprocess.check_call([str(py), "-m", "ensurepip", "--upgrade", "--default-pip"])
    subprocess.check_call([str(py), "-m", "pip", "install", "-q", "--upgrade", "pip"])


def outer_pip_installs_into_others() -> bool:
    """Whether the Python running this script has a pip with ``--python`` (a system Python may have none)."""
    try:
        release = importlib.metadata.version("pip")
    except importlib.metadata.PackageNotFoundError:
        return False
    numbers = tuple(int(part) for part in release.split(".")[:2] if part.isdigit())
    return numbers >= PIP_WITH_PYTHON_OPTION


def compile_project(py: Path, kind: str) -> subprocess.Popen | None:
    """Byte-compile the project's own modules (the tests' and tools' too for DEV) while pip installs: the first
    run then finds them compiled (on a fresh clone each test worker compiled them itself, ~0.6 s CPU at the suite's
    start). Compiling is a cache only: when it cannot start, nothing is lost."""
    folders = [name for name in ("game", "scenes", *(("tools", "tests") if kind == DEV else ())) if (ROOT / name).is_dir()]
    try:
        return subprocess.Popen([str(py), "-m", "compileall", "-q", *folders], cwd=ROOT, stdout=subprocess.DEVNULL)
    except OSError:
        return None


def pytest_args(extra: list[str]) -> list[str]:
    """Every test, the slow ones too (a bare ``pytest`` leaves them out), spread over every core (the modules whose
    tests share a folder or a result each stay on one worker: ``tests/conftest.py``). Options given on the command
    line win."""
    args = ["-m", "slow or not slow"]
    if not any(a.startswith(("-n", "--numprocesses")) or "no:xdist" in a for a in extra):
        args += ["-n", "auto"]
    return [*args, *extra]


CHECKS_NICENESS = 10
"""How much lower the checks beside the tests run (POSIX ``nice``): on the cores the test workers leave idle while
their tests wait (a protocol's timeout, a bot process thinking) rather than taking turns with them. mypy on a fresh
clone is ~6 s of CPU: at the workers' priority it shared the two cores with them three ways for its first seconds."""


def run_checks(py: Path, env: dict[str, str], out: Path) -> list[tuple[str, subprocess.Popen, Path]]:
    """Start the linter and the type checker beside the tests, at a lower priority (each writes to its own file in
    ``out``)."""
    started = []
    for name, command in (("ruff", ["ruff", "check", "."]), ("mypy", ["mypy"])):  # mypy: see pyproject.toml
        log = out / f"{name}.txt"
        with log.open("wb") as sink:
            started.append((name, subprocess.Popen([str(py), "-m", *command], cwd=ROOT, env=env, stdout=sink,
                                                   stderr=subprocess.STDOUT, **lower_priority()), log))
    return started


def lower_priority() -> dict[str, Any]:
    """``subprocess.Popen``'s arguments that start a process below the normal priority (:data:`CHECKS_NICENESS`)."""
    if sys.platform == "win32":
        return {"creationflags": subprocess.BELOW_NORMAL_PRIORITY_CLASS}
    return {"preexec_fn": partial(os.nice, CHECKS_NICENESS)}


def suite_environment() -> dict[str, str]:
    """The environment the tests run in: headless (unless the shell chose a display), bytecode cached."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Bytecode is cached (in the ignored __pycache__ folders) even where the shell says not to: the suite starts
    # dozens of Python processes (workers, the app in subprocesses), each would compile the project again.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_tests(py: Path, extra: list[str]) -> int:
    env = suite_environment()
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
    if command == "test":
        return run_tests(ensure_venv(DEV), extra)
    if command == "play":
        return subprocess.call([str(ensure_venv(PLAY)), "-m", "game", *extra], cwd=ROOT)
    if command == "setup":
        ensure_venv(DEV)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
