"""What the frozen app and the development set-up are built from (cheap: no build, no install).

The frozen app comes from a locked, runtime-only environment (``packaging/requirements-app.lock``) with a checked-in
spec (``packaging/palace-table.spec``); ``tests/test_frozen_build.py`` builds it for real. ``tools/dev.py play``
installs only what playing needs, ``test`` adds the dev extra.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_app  # noqa: E402
import dev  # noqa: E402
import notices  # noqa: E402

BUILD_TOOLS = ("pyinstaller", "pyinstaller-hooks-contrib")
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(;[^\\]*)?\\?$")


def locked() -> dict[str, tuple[str, list[str]]]:
    """The lock's requirements: name -> (version, sha256 hashes); fails on an entry that is not ``==`` pinned."""
    entries: dict[str, tuple[str, list[str]]] = {}
    current = ""
    for line in build_app.LOCK.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if stripped.startswith("--hash="):
            algorithm, _, digest = stripped.removeprefix("--hash=").rstrip(" \\").partition(":")
            assert algorithm == "sha256" and re.fullmatch(r"[0-9a-f]{64}", digest), line
            entries[current][1].append(digest)
            continue
        match = PIN.match(stripped)
        assert match, f"not pinned with == in the lock: {line}"
        current = str(canonicalize_name(match[1]))
        entries[current] = (match[2], [])
    return entries


def test_the_lock_pins_every_runtime_dependency_and_pyinstaller_with_hashes():
    lock = locked()
    assert all(hashes for _, hashes in lock.values()), [n for n, (_, h) in lock.items() if not h]
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for line in config["project"]["dependencies"]:
        requirement = Requirement(line)
        name = str(canonicalize_name(requirement.name))
        assert name in lock, f"{name} (pyproject.toml) is not in {build_app.LOCK.name}"
        assert requirement.specifier.contains(lock[name][0], prereleases=True), (name, lock[name][0], line)
    for name in (*BUILD_TOOLS, "spake2", "pynacl", "setuptools"):  # setuptools: the project's build backend
        assert name in lock, name
    backend = Requirement(config["build-system"]["requires"][0])
    assert backend.specifier.contains(lock["setuptools"][0])


def test_the_lock_holds_nothing_of_the_development_tools():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extra = config["project"]["optional-dependencies"]["dev"]
    dev_only = {str(canonicalize_name(Requirement(line).name)) for line in extra} - {"pyinstaller"}  # (the build's
    # own tool, which the tests also read a built app's archive with)
    assert not dev_only & set(locked()), dev_only & set(locked())


def test_build_app_runs_pyinstaller_from_the_build_environment_with_the_checked_in_spec():
    assert build_app.SPEC == ROOT / "packaging" / "palace-table.spec" and build_app.SPEC.is_file()
    assert build_app.LOCK == ROOT / "packaging" / "requirements-app.lock" and build_app.LOCK.is_file()
    python = build_app.venv_python(build_app.BUILD_VENV)
    command = build_app.pyinstaller_command(python, windowed=False)
    assert command[:5] == [str(python), "-P", "-m", "PyInstaller", str(build_app.SPEC)]
    assert not [arg for arg in command if arg.startswith(("--exclude", "--add-data", "--hidden", "--collect"))]
    assert build_app.pyinstaller_command(python, windowed=True)[-2:] == ["--", "--windowed"]


def test_the_build_environment_does_not_see_the_callers_python_path(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # the source tree, with a development install's egg-info
    assert "PYTHONPATH" not in build_app.build_venv_env()


def test_the_build_environment_is_made_anew_when_the_lock_changes(tmp_path, monkeypatch):
    key = build_app.build_venv_key()
    lock = tmp_path / "requirements-app.lock"
    lock.write_bytes(build_app.LOCK.read_bytes() + b"\n# changed\n")
    monkeypatch.setattr(build_app, "LOCK", lock)
    assert build_app.build_venv_key() != key


@pytest.mark.parametrize("uv", [True, False], ids=["uv", "pip"])
def test_the_build_environment_is_installed_from_the_lock_with_its_hashes(tmp_path, monkeypatch, uv):
    """By uv's pip where the Python running the build has uv (the development set-up's), else by pip: the lock's
    hashes checked either way, then the project without its dependencies."""
    monkeypatch.setattr(build_app, "BUILD_VENV", tmp_path / "app-venv")
    monkeypatch.setattr(build_app, "uv_command", lambda: [sys.executable, "-m", "uv", "pip"] if uv else None)
    monkeypatch.setattr(build_app, "outer_pip", lambda: True)
    made: list[bool] = []

    class Builder:
        def __init__(self, with_pip: bool = False, **_: object) -> None:
            made.append(with_pip)

        def create(self, target: Path) -> None:
            target.mkdir(parents=True)

    ran: list[list[str]] = []
    monkeypatch.setattr(build_app.venv, "EnvBuilder", Builder)
    monkeypatch.setattr(build_app.subprocess, "check_call", lambda command, **_: ran.append(command))
    build_app.ensure_build_venv()
    lock, project = ran
    assert made == [False]  # no ensurepip: uv, or this Python's pip, installs into it
    assert (lock[2] == "uv") is uv and (project[2] == "uv") is uv
    assert lock[-5:] == ["--require-hashes", "--only-binary", ":all:", "-r", str(build_app.LOCK)]
    assert project[-4:] == ["--no-deps", "--no-build-isolation", "-e", str(ROOT)]
    assert ("--reinstall" if uv else "--force-reinstall") in project


class Recorded:
    """A stand-in for PyInstaller's Analysis, PYZ, EXE, COLLECT and BUNDLE: records its arguments."""

    def __init__(self, log: list[tuple[str, tuple, dict]], kind: str, *args, **kwargs):
        log.append((kind, args, kwargs))
        self.kwargs = kwargs
        self.pure = self.scripts = self.binaries = self.datas = []


def run_spec(monkeypatch, tmp_path, *spec_args: str) -> tuple[dict[str, dict], list[str]]:
    """Execute the spec as PyInstaller does (its globals, ``sys.argv`` after ``--``) with stand-ins; the keyword
    arguments of each build step, and the order of the steps (with the notices written)."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda package, **options: [(f"<data of {package}>", package)]  # type: ignore[attr-defined]
    hooks.collect_submodules = lambda package: [f"{package}.<every module>"]  # type: ignore[attr-defined]
    hooks.copy_metadata = lambda name: [(f"<metadata of {name}>", ".")]  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "argv", [str(build_app.SPEC), *spec_args])
    monkeypatch.setattr(sys, "path", list(sys.path))
    log: list[tuple[str, tuple, dict]] = []
    monkeypatch.setattr(notices, "write_bundle_notices",
                        lambda bundle: log.append(("notices", (bundle,), {})) or bundle / notices.NOTICES)
    spec_globals = {kind: (lambda *a, kind=kind, **k: Recorded(log, kind, *a, **k))
                    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec_globals |= {"SPECPATH": str(build_app.SPEC.parent), "DISTPATH": str(tmp_path), "__name__": "__main__"}
    exec(compile(build_app.SPEC.read_text(encoding="utf-8"), str(build_app.SPEC), "exec"), spec_globals)
    return {kind: kwargs | {"args": args} for kind, args, kwargs in log}, [kind for kind, _, _ in log]


def test_the_spec_builds_what_build_app_and_the_notices_ask_for(monkeypatch, tmp_path):
    steps, order = run_spec(monkeypatch, tmp_path)
    analysis = steps["Analysis"]
    assert analysis["args"] == ([str(build_app.ENTRY)],) and analysis["pathex"] == [str(ROOT)]
    assert set(build_app.EXCLUDES) | set(notices.EXCLUDES) <= set(analysis["excludes"])
    assert "readline" in analysis["excludes"] and analysis["hookspath"] == [str(notices.HOOKS)]
    assert {"game.<every module>", "scenes.<every module>", *build_app.hidden_imports()} <= set(
        analysis["hiddenimports"])
    datas = set(analysis["datas"])
    font = ROOT / "assets" / "fonts" / "PalaceTableSans-Regular.ttf"
    assert (str(font), "scenes/assets/fonts") in datas and ("<metadata of palace-table>", ".") in datas
    assert {"<data of game>", "<data of scenes>"} <= {source for source, _ in datas}
    assert not {str(ROOT / "assets" / name) for name in build_app.source_only_assets()} & {s for s, _ in datas}
    assert steps["EXE"]["name"] == steps["COLLECT"]["name"] == build_app.APP_NAME
    assert steps["EXE"]["console"] is True
    assert steps["COLLECT"]["strip"] is (sys.platform != "win32")
    assert order.index("notices") > order.index("COLLECT")  # the notices describe the finished bundle
    assert steps["notices"]["args"] == (tmp_path / build_app.APP_NAME,)


def test_the_spec_makes_a_windowed_app_when_asked(monkeypatch, tmp_path):
    steps, _ = run_spec(monkeypatch, tmp_path, "--windowed")
    assert steps["EXE"]["console"] is False
    assert ("BUNDLE" in steps) is (sys.platform == "darwin")


# ------------------------------------------------------------------------------------------------- tools/dev.py


@pytest.fixture
def fake_venv(tmp_path, monkeypatch):
    """tools/dev.py on a .venv in tmp_path, pip replaced by a log of what it would install."""
    folder = tmp_path / ".venv"
    monkeypatch.setattr(dev, "VENV", folder)
    monkeypatch.setattr(dev, "STAMP", folder / ".installed")

    class Builder:
        def __init__(self, **_: object):
            pass

        def create(self, target: Path) -> None:
            dev.venv_python().parent.mkdir(parents=True)
            dev.venv_python().write_text("")

    installs: list[str] = []
    monkeypatch.setattr(dev.venv, "EnvBuilder", Builder)
    monkeypatch.setattr(dev.subprocess, "check_call",
                        lambda command: installs.append(command[-1]) if "-e" in command else None)
    monkeypatch.setattr(dev, "compile_project", lambda py, kind: None)
    return installs


def _set_up(tmp_path, monkeypatch) -> list[list[str]]:
    """The commands a fresh set-up runs: pip's and the byte-compiling beside it."""
    folder = tmp_path / ".venv"
    monkeypatch.setattr(dev, "VENV", folder)
    monkeypatch.setattr(dev, "STAMP", folder / ".installed")
    dev.venv_python().parent.mkdir(parents=True)
    dev.venv_python().write_text("")
    ran: list[list[str]] = []

    class Started:
        def __init__(self, command: list[str], **_: object) -> None:
            ran.append(command)

        def wait(self) -> int:
            ran.append(["waited"])
            return 0

    monkeypatch.setattr(dev.subprocess, "check_call", ran.append)
    monkeypatch.setattr(dev.subprocess, "Popen", Started)
    dev.ensure_venv(dev.DEV)
    return ran


def test_the_projects_modules_are_compiled_beside_pip_and_waited_for(tmp_path, monkeypatch):
    ran = _set_up(tmp_path, monkeypatch)
    assert ran[0][1:4] == ["-m", "compileall", "-q"] and set(ran[0][4:]) == {"game", "scenes", "tools", "tests"}
    assert ran[1][-2:] == ["-e", f"{ROOT}[dev]"]  # (pip was upgraded when .venv was made: create_venv)
    assert ran[-1] == ["waited"]  # after pip, before the stamp says the set-up is done
    assert dev.installed()[1] == dev.DEV


@pytest.mark.skipif(sys.platform == "win32", reason="a Windows priority class, not a niceness")
def test_the_checks_beside_the_tests_run_at_a_lower_priority(tmp_path):
    """ruff and mypy (``run_checks``) start below the test workers' priority: they take the cores the workers
    leave idle, not turns with them."""
    lower = min(19, os.nice(0) + dev.CHECKS_NICENESS)
    started = dev.run_checks(Path(sys.executable), dict(os.environ), tmp_path)
    try:
        assert [name for name, _, _ in started] == ["ruff", "mypy"]
        assert [os.getpriority(os.PRIO_PROCESS, process.pid) for _, process, _ in started] == [lower, lower]
    finally:
        for _, process, _ in started:
            process.kill()
            process.wait()


def _created(tmp_path, monkeypatch, outer_pip: bool, outer_fails: bool = False) -> list[list[str]]:
    """The commands that make .venv (in tmp_path): with or without a pip in the Python running tools/dev.py."""
    folder = tmp_path / ".venv"
    monkeypatch.setattr(dev, "VENV", folder)
    made: list[bool] = []

    class Builder:
        def __init__(self, with_pip: bool = False, **_: object) -> None:
            made.append(with_pip)

        def create(self, target: Path) -> None:
            pass

    ran: list[list[str]] = []

    def check_call(command: list[str]) -> None:
        ran.append(command)
        if outer_fails and command[0] == sys.executable:
            raise subprocess.CalledProcessError(1, command)

    monkeypatch.setattr(dev.venv, "EnvBuilder", Builder)
    monkeypatch.setattr(dev.subprocess, "check_call", check_call)
    monkeypatch.setattr(dev.importlib.metadata, "version",
                        lambda name: "23.2.1" if outer_pip else (_ for _ in ()).throw(
                            dev.importlib.metadata.PackageNotFoundError(name)))
    dev.create_venv(dev.venv_python())
    assert made == [False]  # never ensurepip's pip first when it is not needed
    return ran


def test_a_new_venv_gets_the_newest_pip_and_uv_from_this_pythons_pip_without_ensurepip(tmp_path, monkeypatch):
    ran = _created(tmp_path, monkeypatch, outer_pip=True)
    assert ran == [[sys.executable, "-m", "pip", "--python", str(dev.venv_python()), "install", "-q",
                    "--no-compile", "--upgrade", "pip", "uv"]]


def _installed_with(tmp_path, monkeypatch, uv: bool, uv_fails: bool = False) -> list[list[str]]:
    """The commands that install the project into .venv (in tmp_path), with or without uv there."""
    monkeypatch.setattr(dev, "VENV", tmp_path / ".venv")
    if uv:
        dev.uv_path().parent.mkdir(parents=True)
        dev.uv_path().write_text("")
    ran: list[list[str]] = []

    def check_call(command: list[str]) -> None:
        ran.append(command)
        if uv_fails and command[0] == str(dev.uv_path()):
            raise subprocess.CalledProcessError(1, command)

    monkeypatch.setattr(dev.subprocess, "check_call", check_call)
    dev.install(dev.venv_python(), f"{ROOT}[dev]")
    return ran


def test_the_project_is_installed_with_uv_where_the_venv_has_it(tmp_path, monkeypatch):
    ran = _installed_with(tmp_path, monkeypatch, uv=True)
    py = str(dev.venv_python())
    assert ran == [[str(dev.uv_path()), "pip", "install", "-q", "--python", py, "-e", f"{ROOT}[dev]"]]


@pytest.mark.parametrize("uv_fails", [False, True], ids=["no-uv", "uv-fails"])
def test_without_a_working_uv_pip_installs_the_project(tmp_path, monkeypatch, uv_fails):
    ran = _installed_with(tmp_path, monkeypatch, uv=uv_fails, uv_fails=uv_fails)
    py = str(dev.venv_python())
    assert ran[-1] == [py, "-m", "pip", "install", "-q", "--no-compile", "-e", f"{ROOT}[dev]"]
    assert len(ran) == (2 if uv_fails else 1)


@pytest.mark.parametrize("outer_fails", [False, True], ids=["no-outer-pip", "outer-pip-fails"])
def test_a_python_without_a_working_pip_makes_the_venvs_pip_with_ensurepip_then_upgrades_it(tmp_path, monkeypatch,
                                                                                            outer_fails):
    ran = _created(tmp_path, monkeypatch, outer_pip=outer_fails, outer_fails=outer_fails)
    py = str(dev.venv_python())
    assert ran[-2:] == [[py, "-m", "ensurepip", "--upgrade", "--default-pip"],
                        [py, "-m", "pip", "install", "-q", "--upgrade", "pip"]]


def test_play_installs_only_what_playing_needs_and_test_adds_the_dev_extra(fake_venv):
    dev.ensure_venv(dev.PLAY)
    assert fake_venv == [str(ROOT)]  # the project without its dev extra
    dev.ensure_venv(dev.PLAY)
    assert len(fake_venv) == 1  # nothing again
    dev.ensure_venv(dev.DEV)
    assert fake_venv[-1] == f"{ROOT}[dev]"
    dev.ensure_venv(dev.PLAY)
    dev.ensure_venv(dev.DEV)
    assert len(fake_venv) == 2  # a .venv with the dev tools keeps them, and is not set up again


def test_a_changed_pyproject_installs_again_keeping_the_dev_extra(fake_venv):
    dev.ensure_venv(dev.DEV)
    dev.STAMP.write_text("an-older-digest dev")
    dev.ensure_venv(dev.PLAY)
    assert fake_venv == [f"{ROOT}[dev]", f"{ROOT}[dev]"]
    dev.STAMP.write_text("an-older-digest")  # written before play and test differed: every set-up had dev
    assert dev.installed() == ("an-older-digest", dev.DEV)


def test_each_build_analyses_from_an_empty_work_folder_and_keeps_the_binary_cache(tmp_path, monkeypatch):
    """The work folder of an earlier build is emptied before PyInstaller runs (what ``--clean`` did for it); the
    user's cache of stripped binaries, checked by digest, is not emptied with it (``--clean`` cost each build ~2 s
    and a ``strip`` per library)."""
    work = tmp_path / "pyinstaller"
    (work / "palace-table").mkdir(parents=True)
    (work / "palace-table" / "Analysis-00.toc").write_text("stale", encoding="utf-8")
    seen: list[list[str]] = []

    def pyinstaller(cmd, **kwargs):
        assert not work.exists()  # nothing of the earlier build is there to be reused
        seen.append(cmd)
        raise SystemExit("stop here")

    monkeypatch.setattr(build_app, "WORK", work)
    monkeypatch.setattr(build_app, "ensure_build_venv", lambda: Path(sys.executable))
    monkeypatch.setattr(build_app.subprocess, "check_call", pyinstaller)
    with pytest.raises(SystemExit, match="stop here"):
        build_app.build(windowed=False)
    assert len(seen) == 1 and "--clean" not in seen[0] and str(work) in seen[0]
