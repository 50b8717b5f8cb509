"""Desktop integration: one application id in every file a desktop reads, the desktop entry and the AppStream
metainfo valid under the freedesktop tools (``desktop-file-validate``, ``appstreamcli``: skipped with a message
where they are not installed), ``palace-table install-desktop`` and the frozen bundle's ``install.sh`` (and their
``--uninstall``) in a temporary home, and the Flatpak manifest."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

import game
from game.appid import APP_ID
from game.tools import desktop

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MANIFEST = PACKAGING / f"{APP_ID}.json"
INSTALL_SH = PACKAGING / "linux" / "install.sh"
ODD = "a b$c\\d%e\"f`g&h|i"
"""A folder name with a space and each character the Desktop Entry spec (or a sed command) escapes."""


def _tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} not installed: `apt-get install {package}` runs this check")
    return found


def _entry(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line and not line.startswith("#"))


def _exec_args(value: str) -> list[str]:
    """An ``Exec=`` value back to its arguments (the spec's string unescape, then its quoting rules)."""
    unescaped = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]), value)
    args, current, quoted, chars = [], "", False, iter(unescaped.replace("%%", "\0"))
    for c in chars:
        if c == '"':
            quoted = not quoted
        elif c == "\\" and quoted:
            current += next(chars)
        elif c == " " and not quoted:
            args.append(current)
            current = ""
        else:
            current += c
    return [arg.replace("\0", "%") for arg in ([*args, current] if current else args)]


def _validate_desktop(path: Path) -> None:
    run = subprocess.run([_tool("desktop-file-validate", "desktop-file-utils"), str(path)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr


def _icon_cache_names(hicolor: Path) -> bytes:
    cache = hicolor / "icon-theme.cache"
    return cache.read_bytes() if cache.is_file() else b""


# ---------------------------------------------------------------------------------------------- one id everywhere
def test_the_app_id_names_the_entry_the_icons_the_metainfo_the_manifest_and_the_installer():
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z][A-Za-z0-9]*){2,}", APP_ID)
    entry = _entry(DESKTOP.read_text(encoding="utf-8"))
    assert entry["Icon"] == APP_ID and entry["StartupWMClass"] == APP_ID and entry["Exec"] == desktop.COMMAND
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert component.findtext("provides/binary") == desktop.COMMAND
    assert json.loads(MANIFEST.read_text(encoding="utf-8"))["id"] == APP_ID
    assert re.search(rf'^APP_ID="{re.escape(APP_ID)}"', INSTALL_SH.read_text(encoding="utf-8"), re.MULTILINE)
    assert {Path(name).stem for name in desktop.icon_sources()} == {APP_ID}


# ---------------------------------------------------------------------------------------------------- validators
def test_the_desktop_entry_is_valid():
    _validate_desktop(DESKTOP)


def test_the_metainfo_is_valid_under_appstreamcli():
    tool = _tool("appstreamcli", "appstream")
    run = subprocess.run([tool, "validate", "--no-net", "--explain", str(METAINFO)], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert not re.search(r"^[EW]: ", run.stdout, re.MULTILINE), run.stdout


def test_the_metainfo_describes_releases_screenshots_and_content_rating():
    component = ET.parse(METAINFO).getroot()
    releases = {r.get("version"): r.get("date") for r in component.iter("release")}
    assert releases["0.1.0"] == "2026-12-05" and releases["0.2.0"] == "2026-12-06"
    assert game.version() in releases, "the version in pyproject.toml needs a <release> in the metainfo"
    assert list(releases) == sorted(releases, key=lambda v: tuple(map(int, v.split("."))), reverse=True)
    assert component.find("content_rating").get("type") == "oars-1.1"
    assert len(component.findall("description/p")) >= 1
    shots = [image.text or "" for image in component.iter("image")]
    assert len(shots) == 4
    for url in shots:  # the README's screenshots, by the repository's raw URL
        assert url.startswith("https://") and (ROOT / url.split("/main/", 1)[1]).is_file(), url


# ------------------------------------------------------------------------------------------------ install-desktop
def test_exec_value_quotes_and_escapes_every_argument():
    assert desktop.exec_value(["/usr/bin/palace-table"]) == '"/usr/bin/palace-table"'
    value = desktop.exec_value([f"/home/{ODD}/bin/python", "-m", "game"])
    assert _exec_args(value) == [f"/home/{ODD}/bin/python", "-m", "game"]
    assert "%e" not in value.replace("%%", "")  # no field code
    with pytest.raises(ValueError):
        desktop.exec_value(["/home/new\nline"])


def test_install_desktop_writes_a_valid_entry_metainfo_and_icons_and_uninstall_removes_them(tmp_path):
    data = tmp_path / ODD / "share"
    command = [f"{tmp_path}/{ODD}/venv/bin/palace-table"]
    written = desktop.install(data, command)
    assert written == desktop.installed_files(data) and all(path.is_file() for path in written)
    entry = data / "applications" / desktop.DESKTOP_FILE
    assert _exec_args(_entry(entry.read_text(encoding="utf-8"))["Exec"]) == command
    assert (data / "metainfo" / desktop.METAINFO_FILE).read_bytes() == METAINFO.read_bytes()
    for name, source in desktop.icon_sources().items():
        assert (data / "icons" / "hicolor" / name).read_bytes() == source.read_bytes()
    _validate_desktop(entry)
    assert sorted(desktop.uninstall(data)) == sorted(written)
    assert not any(path.exists() for path in written) and desktop.uninstall(data) == []


def test_palace_table_install_desktop_and_uninstall_refresh_the_caches(tmp_path):
    """The command as a user types it: into $XDG_DATA_HOME, Exec= this interpreter's installation; the icon
    cache lists the icon after install and no longer after --uninstall (where gtk-update-icon-cache exists)."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    hicolor = tmp_path / "data" / "icons" / "hicolor"
    run = subprocess.run([sys.executable, "-m", "game", "install-desktop"], env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0 and "applications menu" in run.stdout, run.stdout + run.stderr
    entry = _entry((tmp_path / "data" / "applications" / desktop.DESKTOP_FILE).read_text(encoding="utf-8"))
    launcher = _exec_args(entry["Exec"])
    assert launcher[0] in (str(Path(sys.executable).parent / "palace-table"), sys.executable)
    has_cache_tool = shutil.which("gtk-update-icon-cache") is not None
    if has_cache_tool:
        assert APP_ID.encode() in _icon_cache_names(hicolor)
    run = subprocess.run([sys.executable, "-m", "game", "install-desktop", "--uninstall"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.startswith("Removed"), run.stdout + run.stderr
    assert not any(path.exists() for path in desktop.installed_files(tmp_path / "data"))
    if has_cache_tool:
        assert APP_ID.encode() not in _icon_cache_names(hicolor)


def test_install_desktop_uses_xdg_data_home_only_when_absolute(tmp_path):
    assert desktop.data_home({"XDG_DATA_HOME": str(tmp_path), "HOME": "/h"}) == tmp_path
    assert desktop.data_home({"XDG_DATA_HOME": "relative/share", "HOME": "/h"}) == Path("/h/.local/share")
    assert desktop.data_home({"HOME": "/h"}) == Path("/h/.local/share")


# --------------------------------------------------------------------------------------- the frozen bundle's files
def _fake_bundle(folder: Path) -> Path:
    """The files ``tools/build_app.py`` adds to the frozen bundle, around a stand-in executable."""
    folder.mkdir(parents=True)
    desktop.write_bundle_files(folder)
    app = folder / "palace-table"
    app.write_text("#!/bin/sh\necho frozen\n", encoding="utf-8")
    app.chmod(0o755)
    return folder


def test_install_sh_installs_under_the_app_id_and_uninstall_refreshes_the_caches_it_touched(tmp_path):
    home = tmp_path / ODD
    share = home / ".local" / "share"
    hicolor = share / "icons" / "hicolor"
    legacy = [share / "applications" / "palace-table.desktop", hicolor / "48x48" / "apps" / "palace-table.png"]
    for path in legacy:  # what 0.1.0's install.sh left: replaced, not doubled in the menu
        path.parent.mkdir(parents=True)
        path.write_text("old", encoding="utf-8")
    bundle = _fake_bundle(tmp_path / "unpacked" / "palace-table")
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    subprocess.run(["sh", str(bundle / "install.sh")], env=env, check=True, capture_output=True, timeout=60)
    app = share / "palace-table"
    entry = share / "applications" / desktop.DESKTOP_FILE
    assert _exec_args(_entry(entry.read_text(encoding="utf-8"))["Exec"]) == [str(app / "palace-table")]
    assert (share / "metainfo" / desktop.METAINFO_FILE).read_bytes() == METAINFO.read_bytes()
    for name, source in desktop.icon_sources().items():
        assert (hicolor / name).read_bytes() == source.read_bytes()
    assert not any(path.exists() for path in legacy)
    has_cache_tool = shutil.which("gtk-update-icon-cache") is not None
    if has_cache_tool:
        assert APP_ID.encode() in _icon_cache_names(hicolor)
    _validate_desktop(entry)
    subprocess.run(["sh", str(app / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True,
                   timeout=60)
    assert not app.exists() and not (home / ".local" / "bin" / "palace-table").exists()
    assert not any(path.exists() for path in desktop.installed_files(share))
    if has_cache_tool:
        assert APP_ID.encode() not in _icon_cache_names(hicolor)


# ---------------------------------------------------------------------------------------------------- Flatpak
def _manifest_files() -> list[dict]:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return [source for module in manifest["modules"] for source in module["sources"] if source["type"] == "file"]


def test_the_flatpak_manifest_names_the_runtime_the_command_and_the_files_it_installs():
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    assert (manifest["runtime"], manifest["sdk"], manifest["command"]) == (
        "org.freedesktop.Platform", "org.freedesktop.Sdk", desktop.COMMAND)
    assert re.fullmatch(r"\d{2}\.08", manifest["runtime-version"])
    assert {"--socket=wayland", "--socket=fallback-x11", "--share=network"} <= set(manifest["finish-args"])
    commands = " ".join(c for module in manifest["modules"] for c in module["build-commands"])
    for local in re.findall(r"install -Dm644 (\S+)", commands):
        assert (ROOT / local).is_file(), local
    for name in desktop.icon_sources():
        assert f"/share/icons/hicolor/{name}" in commands
    assert f"/share/applications/{DESKTOP.name}" in commands and f"/share/metainfo/{METAINFO.name}" in commands


def test_the_flatpak_manifest_lists_every_runtime_dependency_with_its_hash_for_both_arches():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {canonicalize_name(r.name): r.specifier for r in map(Requirement, project["dependencies"])}
    wanted["cffi"] = Requirement("cffi").specifier  # PyNaCl's own (its _cffi_backend); spake2's cryptography is
    # left out as in the desktop download (game.net.secure stands in for the one function spake2 takes from it)
    by_name: dict[str, list[set[str]]] = {}
    python_tags = set()
    for source in _manifest_files():
        filename = source["url"].rsplit("/", 1)[1]
        assert source["url"].startswith("https://files.pythonhosted.org/packages/"), source["url"]
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
        name, version, _build, tags = parse_wheel_filename(filename)
        if name == "setuptools":
            continue  # builds the project in the sandbox
        assert version in wanted[name], f"{filename} is outside {name}{wanted[name]}"
        interpreters = {tag.interpreter for tag in tags if tag.abi != "abi3"}  # abi3: any Python from its tag on
        python_tags |= interpreters - {"py3"}
        by_name.setdefault(name, []).append(set(source.get("only-arches", ["x86_64", "aarch64"])))
    assert set(by_name) == set(wanted)
    for name, arches in by_name.items():
        covered = [arch for group in arches for arch in group]
        assert sorted(covered) == ["aarch64", "x86_64"], f"{name}: {arches}"
    assert len(python_tags) == 1, f"the binary wheels are for one Python, the runtime's: {python_tags}"
