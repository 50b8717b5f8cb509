"""Build the frozen desktop application with PyInstaller (one-dir), for the OS this runs on.

Usage (from the project folder, inside the project's environment):
    .venv/bin/python tools/build_app.py            # -> dist/palace-table/palace-table
    py tools\\build_app.py                          # Windows -> dist\\palace-table\\palace-table.exe
    python3 tools/build_app.py                      # macOS -> dist/palace-table.app (+ dist/palace-table/)
    ... tools/build_app.py --smoke                  # then run the frozen app's headless autoplay once
    ... tools/build_app.py --no-package             # Linux: skip the tarball

Every build prints the bundle's size and how long the frozen app takes from launch to its first menu frame
(median of a few headless starts). Binaries are stripped, and standard-library parts the game never imports
are left out (``EXCLUDES``; ``tests/test_frozen_build.py`` plays in the result); what play with friends needs
(``NETWORK_MODULES``) is always kept, and ``palace-table doctor`` in the result says whether it works. On Linux the bundle also
holds the desktop entry, the icons and ``install.sh`` (``packaging/linux/``), and is packed into
``dist/palace-table-<version>-linux-<machine>.tar.gz``: unpack it anywhere and run ``./install.sh`` (puts
the app under ``~/.local/share``, a menu entry and a ``palace-table`` command; no root).

PyInstaller is installed into the running environment on demand. The bundle holds ``assets/`` (fonts,
layouts, sounds, art, licences) as ``scenes/assets`` inside the bundle folder (``_internal/`` with one-dir),
where the wheel puts it too and ``scenes/core/resources.py`` looks for it.
Games are imported lazily by name (each ``game.catalog.GameEntry`` names its modules), so every submodule of ``game`` and
``scenes`` is collected explicitly, together with the data files inside the packages (rules help, locale
catalogs).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

import notices  # tools/notices.py: the third-party notices, the licence rules of the bundle

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "palace-table"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
ENTRY = ROOT / "game" / "__main__.py"
ICONS = ROOT / "assets" / "icons"
PYINSTALLER_REQUIREMENT = "pyinstaller>=6.3,<7"
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


def ensure_pyinstaller() -> None:
    """Install PyInstaller into this interpreter's environment if it is missing."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    print(f"Installing {PYINSTALLER_REQUIREMENT} ...", flush=True)
    subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", PYINSTALLER_REQUIREMENT])


def asset_data() -> list[str]:
    """``--add-data`` arguments: ``assets/`` as ``scenes/assets`` (where ``scenes/core/resources.py`` looks),
    folder by folder, without the source-only files."""
    skip = source_only_assets()
    args: list[str] = []
    for path in sorted((ROOT / "assets").rglob("*")):
        relative = path.relative_to(ROOT / "assets").as_posix()
        if path.is_file() and relative not in skip:
            target = Path("scenes", "assets", relative).parent.as_posix()
            args += ["--add-data", f"{path}{os.pathsep}{target}"]
    return args


def pyinstaller_args(windowed: bool) -> list[str]:
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
        *asset_data(),
        "--collect-submodules", "game",
        "--collect-submodules", "scenes",
        "--collect-data", "game",
        "--collect-data", "scenes",
        "--copy-metadata", "palace-table",  # game.version() in the frozen app
    ]
    for module in EXCLUDES:
        args += ["--exclude-module", module]
    for module in NETWORK_MODULES:
        args += ["--hidden-import", module]
    for module in HASH_FALLBACKS:
        if importlib.util.find_spec(module) is not None:
            args += ["--hidden-import", module]
    if sys.platform != "win32":
        args.append("--strip")  # PyInstaller's strip breaks nothing here but is not available on Windows
    if sys.platform == "win32":
        args += ["--icon", str(ICONS / "palace-table.ico")]
    elif sys.platform == "darwin" and importlib.util.find_spec("PIL") is not None:
        args += ["--icon", str(ICONS / "palace-table-256.png")]  # PyInstaller converts it to .icns with Pillow
    if windowed:
        args.append("--windowed")
    return args


def binary_path() -> Path:
    suffix = ".exe" if os.name == "nt" else ""
    return DIST / APP_NAME / f"{APP_NAME}{suffix}"


def build(windowed: bool) -> Path:
    ensure_pyinstaller()
    cmd = [sys.executable, "-m", "PyInstaller", *pyinstaller_args(windowed), *notices.pyinstaller_args()]
    print("Running:", " ".join(cmd), flush=True)
    subprocess.check_call(cmd, cwd=ROOT)
    binary = binary_path()
    if not binary.exists():
        raise SystemExit(f"PyInstaller finished but {binary} is missing")
    print(f"Wrote {notices.write_bundle_notices(binary.parent)}", flush=True)  # fails on what cannot ship
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
    args = parser.parse_args(argv)
    binary = build(windowed=sys.platform in ("win32", "darwin") and not args.console)
    print(f"Built {binary}")
    bundle = binary.parent
    size_mb = folder_size(bundle) / 1e6
    print(f"Bundle size: {size_mb:.1f} MB ({bundle})")
    wall_ms, cpu_ms = first_frame_ms(binary)
    print(f"First menu frame: {wall_ms:.0f} ms after launch ({cpu_ms:.0f} ms of CPU; median of {START_RUNS} "
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
