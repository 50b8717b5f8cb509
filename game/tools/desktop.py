"""``palace-table install-desktop [--uninstall]``: the menu entry, the AppStream metainfo and the icons for a pip
or pipx install, in the user's XDG data folder (``$XDG_DATA_HOME``, else ``~/.local/share``), as the frozen
app's ``install.sh`` puts them; and the same files for the frozen bundle (:func:`write_bundle_files`).

The desktop entry and the metainfo are ``packaging/<app id>.desktop`` and ``.metainfo.xml`` (the wheel carries
them as ``game/desktop_files``, see ``pyproject.toml``); the icons are ``assets/icons`` (``scenes/assets/icons``
in a wheel). The installed entry's ``Exec=`` is the ``palace-table`` script beside the running interpreter (a
pipx or venv install), else this interpreter with ``-m game``. The icon and desktop caches are refreshed when
``gtk-update-icon-cache`` and ``update-desktop-database`` exist; without them nothing is said."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from game.appid import APP_ID

COMMAND = "palace-table"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
CACHE_TIMEOUT_S = 30

_PACKAGE = Path(__file__).resolve().parent.parent  # game/ (this module is in game/tools)
_RESERVED = '"`$\\'  # inside a quoted Exec argument these take a backslash (Desktop Entry spec, "Exec key")


def _first_folder(*candidates: Path) -> Path:
    return next((folder for folder in candidates if folder.is_dir()), candidates[-1])


def packaging_folder() -> Path:
    """Where the desktop entry and the metainfo are: the wheel's package folder, else the source tree's."""
    return _first_folder(_PACKAGE / "desktop_files", _PACKAGE.parent / "packaging")


def icons_folder() -> Path:
    """The app icons (the same lookup as ``scenes.art.resources``, which ``game`` may not import)."""
    return _first_folder(_PACKAGE.parent / "scenes" / "assets" / "icons", _PACKAGE.parent / "assets" / "icons")


def icon_sources() -> dict[str, Path]:
    """The icons to install, by their path under ``share/icons/hicolor``, named after the app id."""
    folder = icons_folder()
    icons = {f"{n}x{n}/apps/{APP_ID}.png": folder / f"palace-table-{n}.png" for n in ICON_SIZES}
    icons[f"scalable/apps/{APP_ID}.svg"] = folder / "palace-table.svg"
    return icons


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME`` if it is an absolute path (the XDG spec ignores a relative one), else ~/.local/share."""
    configured = environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def installed_files(data: Path) -> list[Path]:
    """Every file :func:`install` writes under the data folder ``data``."""
    return [data / "applications" / DESKTOP_FILE, data / "metainfo" / METAINFO_FILE,
            *(data / "icons" / "hicolor" / name for name in icon_sources())]


def launch_command() -> list[str]:
    """How the menu entry starts this installation of the app."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).parent / (COMMAND + (".exe" if os.name == "nt" else ""))
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "game"]


def exec_value(args: Sequence[str]) -> str:
    """``args`` as an ``Exec=`` value: each argument quoted, with the spec's escapes (a backslash inside quotes,
    then the string escape of every backslash, ``%`` doubled as it is a field code)."""
    for arg in args:
        if any(ord(c) < 32 or c == "\x7f" for c in arg):
            raise ValueError(f"a control character in {arg!r} cannot be written into a desktop entry")
    quoted = ['"' + "".join("\\" + c if c in _RESERVED else c for c in arg) + '"' for arg in args]
    return " ".join(quoted).replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(command: Sequence[str]) -> str:
    """The packaged desktop entry with ``Exec=`` starting ``command``."""
    text = (packaging_folder() / DESKTOP_FILE).read_text(encoding="utf-8")
    lines = [f"Exec={exec_value(command)}" if line.startswith("Exec=") else line for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def install(data: Path, command: Sequence[str]) -> list[Path]:
    """Write the menu entry (starting ``command``), the metainfo and the icons under ``data``; return them."""
    entry, metainfo, *icons = installed_files(data)
    for path in installed_files(data):
        path.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command), encoding="utf-8")
    shutil.copyfile(packaging_folder() / METAINFO_FILE, metainfo)
    for target, source in zip(icons, icon_sources().values(), strict=True):
        shutil.copyfile(source, target)
    return installed_files(data)


def uninstall(data: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``data`` (the folders stay: other apps use them); return what
    was there."""
    removed = [path for path in installed_files(data) if path.is_file()]
    for path in removed:
        path.unlink()
    return removed


def refresh_caches(data: Path) -> list[str]:
    """Update the desktop database and the icon cache of ``data`` with the tools that exist; return their names.
    A missing tool is skipped without a word, a failing one too (the files are in place either way)."""
    jobs = [("update-desktop-database", ["-q", str(data / "applications")]),
            ("gtk-update-icon-cache", ["-q", "-t", "-f", str(data / "icons" / "hicolor")])]
    ran = []
    for tool, args in jobs:
        found = shutil.which(tool)
        if found is None:
            continue
        try:
            subprocess.run([found, *args], capture_output=True, timeout=CACHE_TIMEOUT_S, check=False)
        except (OSError, subprocess.SubprocessError):
            continue
        ran.append(tool)
    return ran


def write_bundle_files(bundle: Path) -> None:
    """The frozen Linux bundle's desktop files: the entry and metainfo at its top, ``install.sh`` (which sets
    ``Exec=`` to where it installs the app), and the icons as ``icons/<app id>-<size>.png`` and ``.svg``."""
    packaging = packaging_folder()
    shutil.copy2(packaging / DESKTOP_FILE, bundle / DESKTOP_FILE)
    shutil.copy2(packaging / METAINFO_FILE, bundle / METAINFO_FILE)
    shutil.copy2(packaging / "linux" / "install.sh", bundle / "install.sh")
    icons = bundle / "icons"
    icons.mkdir(exist_ok=True)
    for name, source in icon_sources().items():
        size = name.split("/")[0].split("x")[0]
        shutil.copy2(source, icons / (f"{APP_ID}{source.suffix}" if size == "scalable" else f"{APP_ID}-{size}.png"))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--uninstall", action="store_true", help="remove the menu entry, metainfo and icons again")


def check(args: argparse.Namespace) -> None:
    """Nothing beyond what argparse checks."""


def main(argv: list[str] | None = None) -> int:
    from game.tools import cli

    return cli.main_of(__name__, "install-desktop", list(sys.argv[1:] if argv is None else argv))


def run(args: argparse.Namespace) -> int:
    if sys.platform in ("win32", "darwin"):
        print(f"{COMMAND} install-desktop: menu entries are for Linux and other freedesktop.org desktops",
              file=sys.stderr)
        return 1
    if getattr(sys, "frozen", False):
        print(f"{COMMAND} install-desktop: the download adds its menu entry with ./install.sh "
              f"(./install.sh --uninstall removes it)", file=sys.stderr)
        return 1
    data = data_home()
    try:
        if args.uninstall:
            removed = uninstall(data)
            refresh_caches(data)
            print(f"Removed {len(removed)} files of the Palace Table menu entry from {data}." if removed
                  else f"No Palace Table menu entry was installed in {data}.")
            return 0
        command = launch_command()
        install(data, command)
    except (OSError, ValueError) as exc:
        print(f"{COMMAND} install-desktop: {exc}", file=sys.stderr)
        return 1
    refresh_caches(data)
    print(f"Palace Table is in your applications menu: {data / 'applications' / DESKTOP_FILE} "
          f"(starts {' '.join(command)}); `{COMMAND} install-desktop --uninstall` removes it.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
