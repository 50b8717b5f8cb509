"""Build the frozen desktop application with PyInstaller (one-dir), for the OS this runs on.

Usage (from the project folder, with any Python 3.11+; it makes its own build environment):
    python3 tools/build_app.py                      # -> dist/palace-table/palace-table
    py tools\\build_app.py                          # Windows -> dist\\palace-table\\palace-table.exe
    python3 tools/build_app.py                      # macOS -> dist/palace-table.app (+ dist/palace-table/)
    ... tools/build_app.py --smoke                  # then run the frozen app's headless autoplay once
    ... tools/build_app.py --no-package             # Linux: skip the tarball
    ... tools/build_app.py --start-runs 1           # time one headless start instead of the median of five

Every build prints the bundle's size and how long the frozen app takes from launch to its first menu frame
(median of a few headless starts). Binaries are stripped, and standard-library parts the game never imports
are left out (``EXCLUDES``; ``tests/test_frozen_build.py`` plays in the result); what play with friends needs
(``NETWORK_MODULES``) is always kept, and ``palace-table doctor`` in the result says whether it works. On Linux the bundle also
holds the desktop entry, the icons and ``install.sh`` (``packaging/linux/``), and is packed into
``dist/palace-table-<version>-linux-<machine>.tar.gz``: unpack it anywhere and run ``./install.sh`` (puts
the app under ``~/.local/share``, a menu entry and a ``palace-table`` command; no root).

The app is built from a locked, runtime-only environment, not from the development one: ``build/app-venv``, made
from ``packaging/requirements-app.lock`` (the runtime dependencies and PyInstaller, pinned, every file's hash
checked) with the Python running this script, and made anew when the lock changes; the project itself is installed
into it (without dependencies) before each build. PyInstaller runs there with the checked-in spec
``packaging/palace-table.spec``, which takes its lists from this module and ``tools/notices.py`` and writes the
third-party notices into the bundle. The bundle holds ``assets/`` (fonts,
sounds, art, licences) as ``scenes/assets`` inside the bundle folder (``_internal/`` with one-dir),
where the wheel puts it too and ``scenes/art/resources.py`` looks for it.
A game's card art and layout generator are imported by name (each ``game.entry.GameEntry`` names them), so every
submodule of ``game`` and ``scenes`` is collected explicitly, together with the data files inside the packages (each
game's ``data/``: table layouts and rules help; the compiled translations ``.mo``; the spec leaves out their ``.po``
sources).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
import tomllib
import venv
from pathlib import Path

import notices  # tools/notices.py: the third-party notices, the licence rules of the bundle

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "palace-table"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
ENTRY = ROOT / "game" / "__main__.py"
ICONS = ROOT / "assets" / "icons"
LOCK = ROOT / "packaging" / "requirements-app.lock"
SPEC = ROOT / "packaging" / "palace-table.spec"
BUILD_VENV = ROOT / "build" / "app-venv"
BUILD_VENV_STAMP = ".lock-sha256"
SMOKE_ARGS = ["autoplay", "--game", "love-letter", "--players", "2", "--seed", "1", "--virtual-clock"]  # no real-time waits
START_ARGS = ["autoplay", "--game", "love-letter", "--players", "2", "--max-seconds", "0"]  # quits at frame 1
START_RUNS = 5
EXCLUDES = [
    "pytest", "hypothesis", "tkinter", "unittest", "pydoc", "sqlite3",  # tools and libraries the game never uses
    "ssl", "_ssl", "_hashlib",  # OpenSSL (libssl, libcrypto): hashlib falls back to the built-in hashes below
    # invite codes across the Internet (magic-wormhole and its Twisted stack, +20 MB): an optional extra the
    # frozen app leaves out; it plays with friends on the local network and by address (websockets, zeroconf)
    # (cryptography's native library, 11.6 MB, too: spake2 runs on game.net.secure's stand-in for its HKDF)
    "wormhole", "twisted", "autobahn", "txtorcon", "txaio", "cryptography", "OpenSSL", "service_identity",
    "cbor2", "msgpack", "ujson", "zope", "automat", "hyperlink", "constantly", "incremental", "humanize",
    "qrcode", "tqdm", "click", "iterable_io", "zipstream", "attr", "attrs",
    "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",  # text is UTF-8
]
LEFT_OUT = {
    "cryptography": "installed with spake2 for one function, HKDF, for which game.net.secure stands in (11.6 MB)",
    "pycparser": "cffi's C parser, for building bindings: PyNaCl's come built",
}
"""Runtime distributions the download leaves out on purpose (excluded below), so the notices do not name them."""
EXCLUDES += ["pycparser"]
NETWORK_MODULES = ["websockets", "zeroconf", "ifaddr", "ctypes", "_ctypes", "spake2", "nacl", "_cffi_backend"]
"""What play with friends needs on every platform: zeroconf lists the network interfaces with ifaddr, which calls
the C library through ctypes (once left out on Linux: the frozen app hosted on 127.0.0.1 and announced nothing);
the LAN join's key exchange (spake2) and sealed frames (PyNaCl, through cffi's backend: libsodium)."""
HASH_FALLBACKS = ["_blake2", "_md5", "_sha1", "_sha256", "_sha512", "_sha2", "_sha3"]  # hashlib without OpenSSL


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def source_only_assets() -> set[str]:
    """Files of ``assets/`` that the app never reads (the wheel leaves them out too: pyproject.toml)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return set(config["tool"]["setuptools"]["exclude-package-data"]["scenes.assets"])


def venv_python(folder: Path) -> Path:
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def build_venv_env() -> dict[str, str]:
    """The environment of the build environment's commands: without ``PYTHONPATH``, which would put the source tree
    (and its development ``*.egg-info``) or another environment's packages before the locked ones."""
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    return env


def build_venv_key() -> str:
    """What the build environment is made from: the lock file and the Python that makes it."""
    digest = hashlib.sha256(LOCK.read_bytes())
    interpreter = getattr(sys, "_base_executable", sys.executable)  # the same for every venv of one Python
    digest.update(f"{sys.version}|{sys.platform}|{platform.machine()}|{interpreter}".encode())
    return digest.hexdigest()


def ensure_build_venv() -> Path:
    """The build environment's Python: ``build/app-venv`` holds exactly the lock's packages (made anew when the
    lock or this Python changes) and the project as it is now (installed anew, editable, without its
    dependencies)."""
    python, stamp, key = venv_python(BUILD_VENV), BUILD_VENV / BUILD_VENV_STAMP, build_venv_key()
    uv = uv_command()
    if not (python.exists() and stamp.is_file() and stamp.read_text(encoding="utf-8") == key):
        print(f"Creating the build environment in {BUILD_VENV} from {LOCK.name} ...", flush=True)
        venv.EnvBuilder(with_pip=uv is None and not outer_pip(), clear=True).create(BUILD_VENV)
        subprocess.check_call([*install_command(python, uv), "--require-hashes", "--only-binary", ":all:", "-r",
                               str(LOCK)], env=build_venv_env())
        stamp.write_text(key, encoding="utf-8")
    # editable: the project's metadata (its version) for the bundle, its code straight from the source tree
    subprocess.check_call([*install_command(python, uv), "--reinstall" if uv is not None else "--force-reinstall",
                           "--no-deps", "--no-build-isolation", "-e", str(ROOT)], env=build_venv_env())
    return python


def uv_command() -> list[str] | None:
    """uv's pip where the Python running this has uv (the development set-up puts it in ``.venv``:
    ``tools/dev.py``): it makes the build environment in ~1 s where pip takes ~5 s, checking the lock's hashes
    just the same. None: pip makes it."""
    if importlib.util.find_spec("uv") is None:
        return None
    return [sys.executable, "-m", "uv", "pip"]


def install_command(python: Path, uv: list[str] | None) -> list[str]:
    """A quiet install into the build environment at ``python``: by uv's pip (``uv``), else by pip, compiling
    nothing."""
    if uv is not None:
        return [*uv, "install", "-q", "--python", str(python)]
    return [*pip_command(python), "install", "-q", "--no-compile"]


def outer_pip() -> bool:
    """Whether the Python running this has pip: then the build environment is made without its own (``ensurepip``
    takes ~10 s of a fresh build) and this pip installs into it (``pip --python``)."""
    return importlib.util.find_spec("pip") is not None


def pip_command(python: Path) -> list[str]:
    """pip for the build environment at ``python``: its own when it has one (made by a Python without pip), else
    this Python's, pointed at it."""
    folder = python.parent.parent
    if any(folder.glob("lib/python*/site-packages/pip")) or (folder / "Lib" / "site-packages" / "pip").is_dir():
        return [str(python), "-m", "pip"]
    return [sys.executable, "-m", "pip", "--python", str(python)]


def asset_data() -> list[tuple[str, str]]:
    """The spec's data files: ``assets/`` as ``scenes/assets`` (where ``scenes/art/resources.py`` looks), file by
    file, without the source-only files."""
    skip = source_only_assets()
    data: list[tuple[str, str]] = []
    for path in sorted((ROOT / "assets").rglob("*")):
        relative = path.relative_to(ROOT / "assets").as_posix()
        if path.is_file() and relative not in skip:
            data.append((str(path), Path("scenes", "assets", relative).parent.as_posix()))
    return data


PURE_PYTHON = ("zeroconf",)
"""Packages shipped as their Python source only: zeroconf's Cython builds of its own modules (2.9 MB) are an
optional speed-up of the same code, which the few LAN messages of a table do not need (and plain ``.py`` files are
what the LGPL asks a user to be able to replace)."""


def without_compiled(binaries: list, datas: list) -> tuple[list, list]:
    """The spec's binaries less the extension modules of :data:`PURE_PYTHON`, and its data plus the ``.py`` each was
    built from (PyInstaller TOC entries: destination, source, type)."""
    kept, sources = [], []
    for dest, source, kind in binaries:
        plain = Path(source).with_name(Path(source).name.split(".", 1)[0] + ".py")
        if kind == "EXTENSION" and Path(dest).parts[0] in PURE_PYTHON and plain.is_file():
            sources.append((str(Path(dest).parent / plain.name), str(plain), "DATA"))
        else:
            kept.append((dest, source, kind))
    return kept, [*datas, *sources]


def hidden_imports() -> list[str]:
    """Modules the spec keeps though nothing imports them visibly: what play with friends needs, hashlib's
    built-in hashes."""
    return [*NETWORK_MODULES, *(module for module in HASH_FALLBACKS if importlib.util.find_spec(module) is not None)]


def icon() -> Path | None:
    """The executable's icon (the spec's); on macOS PyInstaller converts the PNG to .icns with Pillow (the lock
    has it there)."""
    if sys.platform == "win32":
        return ICONS / "palace-table.ico"
    if sys.platform == "darwin":
        return ICONS / "palace-table-256.png"
    return None


def pyinstaller_command(python: Path, windowed: bool) -> list[str]:
    """PyInstaller with the checked-in spec; everything else the build needs is in the spec. ``-P``: the source tree
    (the working folder) is not on PyInstaller's own ``sys.path`` (the spec's ``pathex`` puts it there for the
    analysis), so the project's metadata comes from the build environment, not from an ``*.egg-info`` that a
    development install left in the tree. No ``--clean``: :func:`build` empties the work folder itself, and
    PyInstaller's cache of stripped binaries (in the user's cache folder, each entry checked against its source's
    digest) is kept: emptying it cost every build ~2 s and a ``strip`` run per library, and a build beside it in
    another tree lost its cache mid-build."""
    command = [str(python), "-P", "-m", "PyInstaller", str(SPEC), "--noconfirm", "--distpath",
               str(DIST), "--workpath", str(WORK)]
    return [*command, "--", "--windowed"] if windowed else command


def binary_path() -> Path:
    suffix = ".exe" if os.name == "nt" else ""
    return DIST / APP_NAME / f"{APP_NAME}{suffix}"


def build(windowed: bool) -> Path:
    cmd = pyinstaller_command(ensure_build_venv(), windowed)
    shutil.rmtree(WORK, ignore_errors=True)  # every analysis from scratch (what ``--clean`` did for the work folder)
    print("Running:", " ".join(cmd), flush=True)
    subprocess.check_call(cmd, cwd=ROOT, env=build_venv_env())  # the spec writes the notices (fails on what
    # cannot ship)
    binary = binary_path()
    if not binary.exists() or not (binary.parent / notices.NOTICES).is_file():
        raise SystemExit(f"PyInstaller finished but {binary} or its {notices.NOTICES} is missing")
    return binary


def add_linux_desktop_files(bundle: Path) -> None:
    """The desktop entry, the metainfo, the icons and the per-user installer, at the top of the bundle folder
    (named after the app id: ``game.tools.desktop``)."""
    sys.path.insert(0, str(ROOT))
    from game.tools.desktop import write_bundle_files

    write_bundle_files(bundle)


def linux_tarball(bundle: Path) -> Path:
    out = DIST / f"{APP_NAME}-{version()}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(out, "w:gz") as tar:
        tar.add(bundle, arcname=APP_NAME)
    return out


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def frozen_env() -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONPATH", None)
    return env


def first_frame_ms(binary: Path, runs: int = START_RUNS) -> tuple[float, float]:
    """Time from launching the frozen app to its first menu frame drawn (headless), in ms: the median wall time
    and the median CPU time the process used until then (the latter does not grow when other work shares the
    machine)."""
    wall, cpu = [], []
    for _ in range(runs):
        launched = time.time()
        run = subprocess.run([str(binary), *START_ARGS], cwd=binary.parent, env=frozen_env(),
                             capture_output=True, text=True, timeout=120)
        report = json.loads(run.stdout.strip().splitlines()[-1])
        wall.append((report["first_menu_frame_epoch"] - launched) * 1000)
        cpu.append(report["first_menu_frame_cpu_ms"])
    return statistics.median(wall), statistics.median(cpu)


def smoke(binary: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run the frozen app's headless autoplay (bots in every seat, menu to scoring) from outside the repo."""
    return subprocess.run(
        [str(binary), *SMOKE_ARGS], cwd=binary.parent, env=frozen_env(), capture_output=True, text=True,
        timeout=timeout,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="run the frozen app's headless autoplay after building")
    parser.add_argument(
        "--console",
        action="store_true",
        help="keep a console window on Windows/macOS (the default there is a windowed app; Linux always has one)",
    )
    parser.add_argument("--no-package", action="store_true", help="Linux: do not pack the tarball")
    parser.add_argument("--start-runs", type=int, default=START_RUNS, metavar="N",
                        help=f"headless starts whose median start time is reported (default {START_RUNS})")
    args = parser.parse_args(argv)
    if args.start_runs < 1:
        parser.error("--start-runs must be at least 1")
    binary = build(windowed=sys.platform in ("win32", "darwin") and not args.console)
    print(f"Built {binary}")
    bundle = binary.parent
    size_mb = folder_size(bundle) / 1e6
    print(f"Bundle size: {size_mb:.1f} MB ({bundle})")
    wall_ms, cpu_ms = first_frame_ms(binary, args.start_runs)
    print(f"First menu frame: {wall_ms:.0f} ms after launch ({cpu_ms:.0f} ms of CPU; median of {args.start_runs} "
          f"headless starts)")
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(bundle)
        if not args.no_package:
            print(f"Packed {linux_tarball(bundle)}")
    if not args.smoke:
        return 0
    result = smoke(binary)
    print(result.stdout, end="")
    print(result.stderr, end="", file=sys.stderr)
    print(f"Smoke autoplay exit code: {result.returncode}")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
