"""Saved matches on disk: plain versioned JSON, written atomically, checked on load.

Layout under the store's root (default: the platformdirs user data folder ``PalaceTable``)::

    saves/autosave-<game-id>.json   one autosave slot per game
    saves/<name>.json               saves the player named
    continue.json                   {"path": "saves/..."}: the match "Continue" resumes

A damaged file never takes the app down: loading raises :class:`SaveError` with a one-line message and
listing reports it as damaged, leaving every other save alone.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from game.engine import JSON
from game.session import SaveError, Session, derive_seed, one_line

__all__ = ["MAX_SAVE_BYTES", "SaveError", "SaveInfo", "SaveStore", "read_json_file", "write_json_atomic"]

APP_DIR = "PalaceTable"
MAX_SAVE_BYTES = 20 * 1024 * 1024
AUTOSAVE_PREFIX = "autosave-"
POINTER = "continue.json"


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_DIR, appauthor=False))


def write_json_atomic(path: Path, data: JSON) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file, never a mix."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable where the platform allows opening a directory (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json_file(path: Path, limit: int = MAX_SAVE_BYTES) -> JSON:
    """Parse a JSON file of at most ``limit`` bytes (checked before parsing); SaveError otherwise."""
    try:
        size = path.stat().st_size
        if size > limit:
            raise SaveError(f"the file is too large ({size / 1e6:.1f} MB)")
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise SaveError(f"the file cannot be read: {exc.strerror or exc}") from exc
    if len(raw) > limit:
        raise SaveError("the file is too large")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError("the file is not text (binary data)") from exc
    except (ValueError, RecursionError) as exc:
        raise SaveError("the file is damaged (truncated or not JSON)") from exc


@dataclass
class SaveInfo:
    path: Path
    name: str
    game: str
    players: list[str] = field(default_factory=list)
    modified: float = 0.0  # seconds since the epoch
    status: str = "ok"  # "ok" | "damaged"
    message: str = ""  # why a damaged save cannot be used
    finished: bool = False

    @property
    def ok(self) -> bool:
        return self.status == "ok"


class SaveStore:
    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else default_data_dir()
        self.folder = self.root / "saves"

    def autosave_path(self, game_id: str) -> Path:
        return self.folder / f"{AUTOSAVE_PREFIX}{game_id}.json"

    def autosave(self, session: Session) -> Path:
        """Write the game's autosave slot and point "Continue" at it."""
        path = self.autosave_path(session.game.id)
        self._write(path, session, "Autosave")
        write_json_atomic(self.root / POINTER, {"path": path.relative_to(self.root).as_posix()})
        return path

    def save(self, session: Session, name: str) -> Path:
        """Save under a player-chosen name (an existing save of the same name is replaced)."""
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:60] or f"save-{derive_seed(name) % 10**8}"
        if slug.startswith(AUTOSAVE_PREFIX.rstrip("-")):
            slug = f"save-{slug}"
        path = self.folder / f"{slug}.json"
        self._write(path, session, name.strip() or "Save")
        return path

    def _write(self, path: Path, session: Session, name: str) -> None:
        write_json_atomic(path, {**session.to_json(), "name": name})

    def load(self, path: Path) -> Session:
        """The match saved at ``path``; SaveError (one line) for anything that is not a usable save."""
        return _session_from(read_json_file(Path(path)))

    def inspect(self, path: Path) -> SaveInfo:
        """What a save holds, or why it is damaged."""
        path = Path(path)
        try:
            modified = path.stat().st_mtime
        except OSError:
            modified = 0.0
        data: JSON = None
        try:
            data = read_json_file(path)
            session = _session_from(data)
        except SaveError as exc:
            info = _envelope_info(path, data)
            info.modified, info.status, info.message = modified, "damaged", str(exc)
            return info
        return SaveInfo(path, _text(data.get("name"), path.stem), session.game.id, session.names, modified,
                        finished=session.is_over())

    def list_saves(self) -> list[SaveInfo]:
        """Every save, newest first; damaged ones included with their message."""
        if not self.folder.is_dir():
            return []
        infos = [self.inspect(p) for p in self.folder.glob("*.json") if not p.name.startswith(".")]
        return sorted(infos, key=lambda info: (-info.modified, info.path.name))

    def latest(self) -> SaveInfo | None:
        """The unfinished match "Continue" resumes: the last autosave, else the newest usable save."""
        try:
            pointer = read_json_file(self.root / POINTER, limit=4096)
            target = self.root / pointer["path"]
            if target.resolve().parent == self.folder.resolve() and target.is_file():
                info = self.inspect(target)
                if info.ok and not info.finished:
                    return info
        except (SaveError, TypeError, KeyError, OSError):
            pass
        return next((info for info in self.list_saves() if info.ok and not info.finished), None)

    def delete(self, path: Path) -> None:
        """Remove a save (a missing file is fine)."""
        Path(path).unlink(missing_ok=True)


def _session_from(data: JSON) -> Session:
    try:
        return Session.from_json(data)
    except SaveError:
        raise
    except Exception as exc:  # a rules module failing on odd data must not take the app down
        raise SaveError(f"the save cannot be opened: {type(exc).__name__}: {one_line(exc)}") from exc


def _text(value: JSON, default: str) -> str:
    return value[:80] if isinstance(value, str) and value else default


def _envelope_info(path: Path, data: JSON) -> SaveInfo:
    """Best-effort game and players of a save that cannot be loaded, for the listing."""
    if not isinstance(data, dict):
        return SaveInfo(path, path.stem, "?")
    seats = data.get("seats")
    players = [_text(s.get("name"), "?") for s in seats if isinstance(s, dict)] if isinstance(seats, list) else []
    return SaveInfo(path, _text(data.get("name"), path.stem), _text(data.get("game"), "?"), players[:8])
