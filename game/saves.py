"""Saved matches on disk: plain versioned JSON, written atomically, checked on load.

Layout under the store's root (default: the platformdirs user data folder ``PalaceTable``)::

    saves/autosave-<game-id>.json   one autosave slot per game (``-2``, ``-3``… while another running app on this
                                    folder holds that one: each slot is locked by the app writing it)
    saves/<name>.json               saves the player named
    continue.json                   {"path": "saves/..."}: the match "Continue" resumes

A save is its header (what the Load list shows), then the match as :meth:`game.session.Session.to_json` writes it:
the setup, the moves and a digest of where they lead (loading replays the moves and checks the digest).

A damaged file never takes the app down: loading raises :class:`SaveError` with a one-line message and
listing reports it as damaged, leaving every other save alone. A save's header only speeds the listing up: the
save itself decides (a save that fails to open is listed as damaged from then on, and "Continue" opens its
candidate in full before offering it).
"""

from __future__ import annotations

import errno
import gc
import json
import json.scanner
import os
import re
import secrets
import stat
import tempfile
import threading
import time
import unicodedata
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, TypeGuard

import platformdirs

from game import catalog, version
from game.engine import JSONIn, JSONValue, SomeGame
from game.engine.json_read import arr, is_arr, is_obj, number, obj, text
from game.i18n import N_, tr
from game.locks import FileLock
from game.session import SAVE_FORMAT, SAVE_VERSION, SaveError, Session, one_line
from game.textclean import clean_text, clip, clip_name, replace_surrogates

__all__ = ["MAX_SAVE_BYTES", "FolderUnreadable", "SaveError", "SaveExists", "SaveInfo", "SaveStore", "clean_stale_temp_files",
           "keep_aside", "os_error_text", "read_json_file", "write_json_atomic"]

APP_DIR = "PalaceTable"
MAX_SAVE_BYTES = 2 * 1024 * 1024
"""The largest save opened: about 25 times the longest real match of save format 1 (an 8-player Love Letter, about
85 kB; format 2, setup + moves + digest, is about a fifth of that)."""
YIELDING_PARSE_BYTES = 256 * 1024
"""Off the frame thread, a file larger than this is parsed by the pure-Python scanner, which lets the frame thread
run between its steps (the C parser holds the interpreter for the whole file: 100 ms for 2 MB)."""
AUTOSAVE_PREFIX = "autosave-"
FINISHED_PREFIX = "finished-"
"""A finished game kept for its replay (the oldest go beyond :data:`FINISHED_KEPT`)."""
KEPT_PREFIX = "kept-"
"""A finished game the player chose to keep (never removed but by the player)."""
FINISHED_KEPT = 200
FINISHED_NAME = "Finished game"  # the name written in a finished game's copy (shown translated)
MAX_AUTOSAVE_SLOTS = 16
AUTOSAVE_NAME = "Autosave"  # the name written in an autosave (shown translated)
POINTER = "continue.json"
HEADER_KEY = "header"
HEADER_PREFIX_BYTES = 64 * 1024
"""How much of a save listing reads: the header is the first key of the file, well inside this."""
MAX_MOVES = 10**7
TEMP_MARK = ".palace-tmp-"
TEMP_FILE = re.compile(r"\..+\.palace-tmp-[A-Za-z0-9_]{8}|\..+\.json\.[a-z0-9_]{8}\.tmp")
"""The atomic writer's temporary files (``.<target>.palace-tmp-XXXXXXXX``; ``.<target>.XXXXXXXX.tmp`` before)."""
STALE_TEMP_SECONDS = 60.0
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
"""Opening never blocks (a FIFO opens at once; only a regular file is then read)."""
_ESCAPED_SURROGATE = re.compile(rb"\\u[dD][89a-fA-F]")


class SavedGame(Protocol):
    """What the store writes of a match: a live :class:`Session` or a frozen snapshot of one."""

    @property
    def game(self) -> SomeGame: ...

    def to_json(self) -> dict[str, JSONValue]: ...

    def is_over(self) -> bool: ...

    def listing(self) -> dict[str, JSONValue]:
        """Round, whose turn and public scores (:meth:`game.session.Session.listing`)."""


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_DIR, appauthor=False))


OS_ERRORS = {
    errno.ENOSPC: N_("No space left on device"), errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Permission denied"), errno.EROFS: N_("The disk is read-only"),
    errno.ENOENT: N_("The file or folder does not exist"), errno.EISDIR: N_("A folder is in the way"),
    errno.EIO: N_("The disk could not be read or written"), errno.EDQUOT: N_("The disk quota is used up"),
}
"""The system's reasons a player may meet, in the player's language (others keep the system's words)."""


def os_error_text(exc: OSError) -> str:
    """What went wrong, without the (temporary) path: "No space left on device"."""
    if exc.errno in OS_ERRORS:
        return tr(OS_ERRORS[exc.errno])
    return one_line(exc.strerror or type(exc).__name__)


def write_json_atomic(path: Path, data: JSONValue) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file, never a mix.

    The temporary file is ``.<name>.palace-tmp-XXXXXXXX`` beside it (see :func:`clean_stale_temp_files`). A lone
    surrogate in a text is written as U+FFFD instead of failing.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    text = replace_surrogates(json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False))
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}{TEMP_MARK}", suffix="")
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


def clean_stale_temp_files(folder: Path, age: float = STALE_TEMP_SECONDS, now: float | None = None) -> int:
    """Remove the atomic writer's temporary files in ``folder`` older than ``age`` seconds (left by a kill);
    nothing else is touched. A file dated more than ``age`` seconds in the future (a clock set back) is stale too. A
    folder that is a symbolic link is not cleaned (it may lead to the player's own files). Returns how many were
    removed."""
    now = time.time() if now is None else now
    removed = 0
    try:
        if not stat.S_ISDIR(os.lstat(folder).st_mode):
            return 0
        entries = list(os.scandir(folder))
    except (OSError, ValueError):
        return 0
    for entry in entries:
        if not TEMP_FILE.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and abs(now - info.st_mtime) > age:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def keep_aside(path: Path, copy: bool = False) -> Path | None:
    """Keep a file that failed to load as ``<name>.damaged-<time>`` before anything overwrites it (moved, or copied
    when ``copy``); the new path, or None when there was nothing to keep (no regular file) or it could not be done."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None
    except (OSError, ValueError):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        target = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n else ""))
        if target.exists():
            continue
        try:
            if copy:
                target.write_bytes(_read_regular(path, MAX_SAVE_BYTES))
            else:
                os.replace(path, target)
        except (OSError, SaveError):
            return None
        return target
    return None


def _read_regular(path: Path, limit: int, prefix: int | None = None) -> bytes:
    """The bytes of a regular file (at most ``prefix`` of them when given); never blocks on a FIFO or device."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except OSError as exc:
        raise SaveError(tr("the file cannot be read: {error}", error=os_error_text(exc))) from exc
    except ValueError as exc:  # a NUL in the path
        raise SaveError(tr("the file name is not valid")) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(tr("the file is not a regular file"))
        if info.st_size > limit:
            raise SaveError(tr("the file is too large ({size} MB)", size=format(info.st_size / 1e6, ".1f")))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(limit + 1 if prefix is None else prefix)
    except OSError as exc:
        raise SaveError(tr("the file cannot be read: {error}", error=os_error_text(exc))) from exc
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise SaveError(tr("the file is too large"))
    return raw


def read_json_file(path: Path, limit: int = MAX_SAVE_BYTES, yielding: bool = False) -> JSONIn:
    """Parse a JSON file of at most ``limit`` bytes (checked before parsing); SaveError otherwise.

    Only a regular file is read; a UTF-8 byte-order mark is allowed; escaped lone surrogates become U+FFFD.
    ``yielding`` (off the frame thread): a large file is parsed in steps that let other threads run.
    """
    raw = _read_regular(Path(path), limit)
    try:
        text = raw.decode("utf-8-sig")
        if yielding and len(raw) > YIELDING_PARSE_BYTES:
            with _collector_paused():
                data = _yielding_decoder().decode(text)
        else:
            data = json.loads(text)
    except UnicodeDecodeError as exc:
        raise SaveError(tr("the file is not text (binary data)")) from exc
    except (ValueError, RecursionError) as exc:
        raise SaveError(tr("the file is damaged (truncated or not JSON)")) from exc
    return _without_surrogates(data) if _ESCAPED_SURROGATE.search(raw) else data


_paused = 0
_was_enabled = True
_paused_lock = threading.Lock()


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No automatic garbage collection meanwhile: a big parse's million new lists would make each full collection
    hold the interpreter for tens of ms (JSON makes no reference cycles to collect)."""
    global _paused, _was_enabled
    with _paused_lock:
        _paused += 1
        if _paused == 1:
            _was_enabled = gc.isenabled()
            gc.disable()
    try:
        yield
    finally:
        with _paused_lock:
            _paused -= 1
            if _paused == 0 and _was_enabled:
                gc.enable()


def _yielding_decoder() -> json.JSONDecoder:
    """A JSON decoder whose scanner is Python code (the interpreter switches threads between its steps)."""
    decoder = json.JSONDecoder()
    decoder.scan_once = json.scanner.py_make_scanner(decoder)  # type: ignore[attr-defined]
    return decoder


def _dispose(data: JSONIn) -> None:
    """Empty a parsed file's lists and objects bit by bit, once nothing else needs them (dropping a big tree at
    once holds the interpreter for tens of ms)."""
    stack = [data]
    while stack:
        item = stack.pop()
        if is_arr(item):
            while item:
                stack.append(item.pop())
        elif is_obj(item):
            while item:
                stack.append(item.popitem()[1])


def _without_surrogates(data: JSONIn) -> JSONIn:
    if isinstance(data, str):
        return replace_surrogates(data)
    if is_arr(data):
        return [_without_surrogates(item) for item in data]
    if is_obj(data):
        return {replace_surrogates(key): _without_surrogates(value) for key, value in data.items()}
    return data


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
    moves: int = 0
    round: int | None = None  # the header's round, whose turn (a seat) and public scores, when it has them
    turn: int | None = None
    scores: list[float | None] | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def shown_name(self) -> str:
        """The name a player sees: the autosave's and a finished game's copy in the player's language."""
        autosave = self.path.name.startswith(AUTOSAVE_PREFIX) and self.name == AUTOSAVE_NAME
        if self.kept_copy is not None and self.name == FINISHED_NAME:
            return tr("Finished game")
        return tr("Autosave") if autosave else self.name

    @property
    def autosave(self) -> bool:
        return self.path.name.startswith(AUTOSAVE_PREFIX)

    @property
    def kept_copy(self) -> bool | None:
        """A finished game's copy: True when the player keeps it, False when it may go (the oldest beyond
        :data:`FINISHED_KEPT`); None for any other save."""
        name = self.path.name
        return True if name.startswith(KEPT_PREFIX) else False if name.startswith(FINISHED_PREFIX) else None


class FolderUnreadable(SaveError):
    """The saves folder exists but cannot be listed; :attr:`reason` says why ("Permission denied")."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"the saves folder cannot be read: {reason}")
        self.reason = reason


class SaveExists(SaveError):
    """A save of exactly this name exists: replace it only when the player confirmed (``overwrite=True``)."""


class SaveStore:
    """The saves folder. Listing reads each save's small header (the first key of the file) and caches what it
    found per file version; a save's whole history is checked when it is opened, or listed with ``verify``.
    Thread-safe: listings run off the frame thread."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else default_data_dir()
        self.folder = self.root / "saves"
        self._lock = threading.Lock()
        self._cache: dict[Path, tuple[tuple[int, int, int], SaveInfo, bool]] = {}  # version, info, opened in full
        self._checked: set[Path] = set()  # autosave slots this store has checked (or written) this run
        self._slots: dict[str, tuple[Path, FileLock]] = {}  # game id -> the autosave slot this store holds

    def autosave_path(self, game_id: str) -> Path:
        """The game's autosave slot of this store: ``autosave-<game>.json``, or the first of ``-2``, ``-3``… that
        no other running app holds (its match is never overwritten by ours). Held until :meth:`close`."""
        with self._lock:
            held = self._slots.get(game_id)
            if held is not None:
                return held[0]
            for number in range(1, MAX_AUTOSAVE_SLOTS + 1):
                name = f"{AUTOSAVE_PREFIX}{game_id}{f'-{number}' if number > 1 else ''}.json"
                lock = FileLock(self.folder / f".{name}.lock")
                try:
                    taken = lock.acquire(timeout=0)
                except OSError:  # no lock can be made here (a read-only folder): the shared slot, as before
                    break
                if taken:
                    self._slots[game_id] = (self.folder / name, lock)
                    return self.folder / name
            return self.folder / f"{AUTOSAVE_PREFIX}{game_id}.json"

    def close(self) -> None:
        """Let go of the autosave slots (another app may then take them); the app's last act."""
        with self._lock:
            slots, self._slots = list(self._slots.values()), {}
        for _, lock in slots:
            lock.release()

    def autosave(self, session: SavedGame) -> Path:
        """Write the game's autosave slot and point "Continue" at it (a damaged slot is kept aside first)."""
        path = self.autosave_path(session.game.id)
        with self._lock:
            first = path not in self._checked
            self._checked.add(path)
        if first and path.exists():
            try:
                self.load(path)
            except SaveError:
                keep_aside(path)
        self._write(path, session, AUTOSAVE_NAME)
        self._point_at(path)
        return path

    def _point_at(self, path: Path) -> None:
        """Point "Continue" at ``path``: the pointer is written (with its two syncs to disk) only when it points
        elsewhere, as after another app's autosave or a new game's first; each move of a match found it pointing
        here already."""
        pointer, wanted = self.root / POINTER, {"path": path.relative_to(self.root).as_posix()}
        try:
            if read_json_file(pointer, limit=4096) == wanted:
                return
        except SaveError:
            pass  # none yet, or damaged: written anew
        write_json_atomic(pointer, wanted)

    def save(self, session: SavedGame, name: str, overwrite: bool = False) -> Path:
        """Save under a player-chosen name. A save of exactly that name is replaced only with ``overwrite``
        (SaveExists otherwise); any other name gets a new file, whatever its characters."""
        name = clip_name(name)
        existing = self.find_named(name)
        if existing is not None and not overwrite:
            raise SaveExists(f"a save named {name!r} exists")
        if existing is not None:
            path = existing.path
            if not existing.ok:
                keep_aside(path)
        else:
            path = self._new_save_path(name)
        self._write(path, session, name)
        return path

    def keep_finished(self, session: SavedGame) -> Path:
        """Keep a finished game in its own file (the autosave slot is reused by the next game), so that it stays
        listed and can be watched again; the oldest copies beyond :data:`FINISHED_KEPT` go (not those kept)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        while True:
            path = self.folder / f"{FINISHED_PREFIX}{session.game.id}-{stamp}-{secrets.token_hex(3)}.json"
            if not path.exists():
                break
        self._write(path, session, FINISHED_NAME)
        self.prune_finished()
        return path

    def prune_finished(self, keep: int = FINISHED_KEPT) -> int:
        """Remove the oldest finished games' copies beyond ``keep`` (those the player keeps are not counted);
        returns how many went."""
        try:
            entries = [e for e in os.scandir(self.folder)
                       if e.name.startswith(FINISHED_PREFIX) and e.name.endswith(".json") and e.is_file(follow_symlinks=False)]
        except OSError:
            return 0
        entries.sort(key=lambda e: (e.stat(follow_symlinks=False).st_mtime, e.name), reverse=True)
        removed = 0
        for entry in entries[keep:]:
            with suppress(OSError):
                self.delete(Path(entry.path))
                removed += 1
        return removed

    def set_kept(self, path: Path, kept: bool) -> Path:
        """Keep a finished game's copy for good (or let it go with the oldest again): its new path (OSError when it
        cannot be renamed)."""
        path = Path(path)
        old, new = (FINISHED_PREFIX, KEPT_PREFIX) if kept else (KEPT_PREFIX, FINISHED_PREFIX)
        if not path.name.startswith(old):
            return path
        target = path.with_name(new + path.name[len(old):])
        os.replace(path, target)
        with self._lock:
            self._cache.pop(path, None)
        return target

    def find_named(self, name: str) -> SaveInfo | None:
        """The newest named save (not an autosave) called exactly ``name``, if any."""
        try:
            infos = self.list_saves()
        except SaveError:
            return None
        return next((i for i in infos if i.name == name and not i.path.name.startswith(AUTOSAVE_PREFIX)), None)

    def _new_save_path(self, name: str) -> Path:
        """``<ascii slug>-<random hex>.json``: unique, and safe on every file system (no reserved names, no case
        clashes, no trailing dots or spaces, short)."""
        ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
        slug = re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")[:40].strip("-") or "save"
        if slug.startswith(tuple(p.rstrip("-") for p in (AUTOSAVE_PREFIX, FINISHED_PREFIX, KEPT_PREFIX))):
            slug = f"save-{slug}"
        while True:
            path = self.folder / f"{slug}-{secrets.token_hex(4)}.json"
            if not path.exists():
                return path

    def _write(self, path: Path, session: SavedGame, name: str) -> None:
        data = session.to_json()
        header: dict[str, JSONValue] = {
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "app_version": version(), "name": name,
            "game": session.game.id, "players": [text(obj(seat, "a seat")["name"], "a name") for seat in arr(data["seats"], "the seats")],
            "moves": len(arr(data["history"], "the moves")), "finished": session.is_over(), **session.listing()}
        write_json_atomic(path, {HEADER_KEY: header, **data, "name": name})

    def load(self, path: Path) -> Session:
        """The match saved at ``path``; SaveError (one line) for anything that is not a usable save (which is then
        listed as damaged, whatever its header says)."""
        path = Path(path)
        version, info = _file_version(path)
        try:
            session = _session_from(read_json_file(path))
        except SaveError as exc:
            if info is not None:
                self._remember(path, version, _damaged(path, None, str(exc)), info.st_mtime, verified=True)
            raise
        return session

    def inspect(self, path: Path, verify: bool = False) -> SaveInfo:
        """What a save holds, or why it is damaged: from its header when it has a valid one, else (or with
        ``verify``) by opening it in full."""
        path = Path(path)
        version, info = _file_version(path)
        with self._lock:
            cached = self._cache.get(path)
        if cached is not None and cached[0] == version and info is not None and (cached[2] or not verify):
            return cached[1]
        result, verified = self._inspect(path, verify)
        return self._remember(path, version, result, info.st_mtime if info is not None else 0.0, verified)

    def _remember(self, path: Path, version: tuple[int, int, int], result: SaveInfo, modified: float,
                  verified: bool) -> SaveInfo:
        result.modified = modified
        with self._lock:
            self._cache[path] = (version, result, verified)
        return result

    def _inspect(self, path: Path, verify: bool) -> tuple[SaveInfo, bool]:
        """The save's listing, and whether it was opened in full to make it."""
        try:
            header = _read_header(path)
        except SaveError as exc:
            return _damaged(path, None, str(exc)), True
        listed = _info_from_header(path, header) if header is not None else None
        if listed is not None and not verify:
            return listed, False
        data: JSONIn = None
        try:
            data = read_json_file(path, yielding=True)
            session = _session_from(data)
            info = SaveInfo(path, _name(obj(data, "the save").get("name"), path.stem), session.game.id, session.names,
                            finished=session.is_over(), moves=len(session.history))
            _read_listing(info, session.listing())  # opened in full anyway: the listing costs little more
            return info, True
        except SaveError as exc:
            return _damaged(path, data, str(exc)), True
        finally:
            _dispose(data)

    def list_saves(self, verify: bool = False) -> list[SaveInfo]:
        """Every save (a regular ``*.json`` file), newest first; damaged ones included with their message (with
        ``verify``, each is opened in full once per file version). SaveError when the folder exists but cannot be
        read."""
        return self._list(verify)

    def _list(self, verify: bool) -> list[SaveInfo]:
        try:
            entries = list(os.scandir(self.folder))
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise FolderUnreadable(os_error_text(exc)) from exc
        infos = []
        for entry in entries:
            if not entry.name.endswith(".json") or entry.name.startswith("."):
                continue
            try:
                if not stat.S_ISREG(os.stat(entry.path).st_mode):
                    continue
            except OSError:
                continue
            infos.append(self.inspect(Path(entry.path), verify))
        with self._lock:  # forget files that are gone
            for gone in set(self._cache) - {info.path for info in infos}:
                del self._cache[gone]
        return sorted(infos, key=lambda info: (-info.modified, info.path.name))

    def check_saves(self) -> list[SaveInfo]:
        """:meth:`list_saves` with every save opened in full (once per file version)."""
        return self._list(verify=True)

    def latest(self) -> SaveInfo | None:
        """The unfinished match "Continue" resumes: the last autosave, else the newest usable save; either is
        opened in full first (a save whose header is fine but whose body is damaged is passed over)."""
        target = self._pointer_target()
        if target is not None:
            info = self.inspect(target, verify=True)
            if info.ok and not info.finished:
                return info
        try:
            infos = self.list_saves()
        except SaveError:
            return None
        for info in infos:
            if info.ok and not info.finished and info.path != target:
                info = self.inspect(info.path, verify=True)
                if info.ok and not info.finished:
                    return info
        return None

    def _pointer_target(self) -> Path | None:
        """The save ``continue.json`` points at, if it is a regular file directly in the saves folder."""
        try:
            pointer = read_json_file(self.root / POINTER, limit=4096)
        except SaveError:
            return None
        relative = pointer.get("path") if is_obj(pointer) else None
        if not isinstance(relative, str) or not 0 < len(relative) < 512 or "\0" in relative or "\\" in relative:
            return None
        try:
            target = self.root / relative
            if target.resolve().parent != self.folder.resolve() or not target.name.endswith(".json"):
                return None
            return target if stat.S_ISREG(os.stat(target).st_mode) else None
        except (OSError, ValueError, RuntimeError):
            return None

    def delete(self, path: Path) -> None:
        """Remove a save (a missing file is fine)."""
        Path(path).unlink(missing_ok=True)
        with self._lock:
            self._cache.pop(Path(path), None)


def _file_version(path: Path) -> tuple[tuple[int, int, int], os.stat_result | None]:
    """What tells one version of a file from the next (an atomic replace makes a new inode), and its stat."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return (0, 0, 0), None
    return (info.st_mtime_ns, info.st_size, info.st_ino), info


def _read_header(path: Path) -> Mapping[str, JSONIn] | None:
    """The header at the start of a save written by this version, or None when the file has none (an older or
    hand-made save, opened in full instead). Cheap: reads the first bytes and the last one."""
    raw = _read_regular(path, MAX_SAVE_BYTES, prefix=HEADER_PREFIX_BYTES)
    text = raw.decode("utf-8", errors="ignore").lstrip("\ufeff")
    opening = '{"' + HEADER_KEY + '":'
    if not text.startswith(opening):
        return None
    try:
        header, _ = json.JSONDecoder().raw_decode(text, len(opening))
    except (ValueError, RecursionError):
        return None
    if not is_obj(header) or not _ends_like_json(path):
        return None
    return obj(_without_surrogates(header), "the header") if _ESCAPED_SURROGATE.search(raw) else header


def _ends_like_json(path: Path) -> bool:
    """A complete save ends with its closing brace (a truncated one is opened in full for its message)."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except (OSError, ValueError):
        return False
    try:
        return stat.S_ISREG(os.fstat(fd).st_mode) and os.lseek(fd, -1, os.SEEK_END) >= 0 and os.read(fd, 1) == b"}"
    except OSError:
        return False
    finally:
        os.close(fd)


def _info_from_header(path: Path, header: Mapping[str, JSONIn]) -> SaveInfo | None:
    """The listing of a save from its header, or None when any value of the header is odd (one flipped bit): the
    header is then ignored in favour of opening the save in full, which decides."""
    if header.get("format") != SAVE_FORMAT or not _bounded(header.get("version"), 1, SAVE_VERSION):
        return None  # a save of a newer format is opened in full for its message (the header of 1 is the same)
    game, players, moves = header.get("game"), header.get("players"), header.get("moves")
    try:
        known = isinstance(game, str) and catalog.get_game(game) is not None
    except (KeyError, ModuleNotFoundError):
        known = False
    finished = header.get("finished")
    if (not known or not isinstance(game, str) or not is_arr(players) or not 1 <= len(players) <= 16
            or not all(isinstance(p, str) for p in players) or not _bounded(moves, 0, MAX_MOVES)
            or not isinstance(finished, bool)):
        return None
    info = SaveInfo(path, _name(header.get("name"), path.stem), game, [clip_name(str(p)) for p in players],
                    finished=finished, moves=moves)
    _read_listing(info, header)
    return info


def _read_listing(info: SaveInfo, header: Mapping[str, JSONIn]) -> None:
    """The header's round, turn and scores into ``info``, each only when it is well formed (older saves have
    none; an odd one is left out, not a reason to call the save damaged)."""
    n = len(info.players)
    round_, turn = header.get("round"), header.get("turn")
    if _bounded(round_, 1, 10**6):
        info.round = round_
    if _bounded(turn, 0, n - 1):
        info.turn = turn
    scores = header.get("scores")
    if is_arr(scores) and len(scores) == n and all(
            s is None or (isinstance(s, int | float) and not isinstance(s, bool) and abs(s) < 1e9) for s in scores):
        info.scores = [None if s is None else float(number(s, "a score")) for s in scores]


def _bounded(value: JSONIn, low: int, high: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _session_from(data: JSONIn) -> Session:
    try:
        return Session.from_json(data)
    except SaveError as exc:
        message = clip(clean_text(str(exc)), 200)
        if message != str(exc):
            raise SaveError(message) from exc
        raise
    except Exception as exc:  # a rules module failing on odd data must not take the app down
        error = f"{type(exc).__name__}: {one_line(exc)}"  # (outside the tr call: Babel skips a call with an f-string)
        raise SaveError(tr("the save cannot be opened: {error}", error=error)) from exc


def _name(value: JSONIn, default: str) -> str:
    return clip_name(value) if isinstance(value, str) and clean_text(value).strip() else clip_name(default)


def _damaged(path: Path, data: JSONIn, message: str) -> SaveInfo:
    """A save that cannot be used: its message, and the game and players it names as far as they can be read."""
    info = _envelope_info(path, data)
    info.status, info.message = "damaged", message
    return info


def _envelope_info(path: Path, data: JSONIn) -> SaveInfo:
    """Best-effort game and players of a save that cannot be loaded, for the listing."""
    if not is_obj(data):
        return SaveInfo(path, clip_name(path.stem), "?")
    seats = data.get("seats") if "seats" in data else data.get("players")
    players = [clip_name(s.get("name") if is_obj(s) else s) for s in seats[:8]] if is_arr(seats) else []
    return SaveInfo(path, _name(data.get("name"), path.stem), _name(data.get("game"), "?"), players)
