"""The last table hosted for friends, remembered so that the host can resume that match later with the same
people: its game, seed, the kinds of its seats and the remote seats' codes (the match itself is the game's
autosave). A plain versioned JSON file written atomically; a damaged or foreign one is ignored."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.engine.json_read import integer, obj, text, texts
from game.net.host import CODE_ALPHABET
from game.net.hosted import KINDS, HostedMatch
from game.saves import read_json_file, write_json_atomic

FILE = "friends-table.json"
FORMAT, VERSION = "palace-table-friends", 1


@dataclass(frozen=True)
class HostedTable:
    game: str
    seed: int
    kinds: list[str]
    codes: dict[int, str]
    names: list[str]


def remember_match(data_dir: Path, match: HostedMatch) -> None:
    """Remember ``match``'s table as it is now (its friends' names once they joined with their own)."""
    remember(data_dir, HostedTable(match.game.id, match.session.seed, list(match.kinds),
                                   {s: r.code for s, r in match.host.seats.items()}, match.names))


def remember(data_dir: Path, table: HostedTable) -> None:
    write_json_atomic(Path(data_dir) / FILE, {
        "format": FORMAT, "version": VERSION, "game": table.game, "seed": table.seed, "kinds": table.kinds,
        "codes": {str(seat): code for seat, code in table.codes.items()}, "names": table.names})


def recall(data_dir: Path) -> HostedTable | None:
    """The last hosted table, or None (none, or a file that is not one)."""
    try:
        data = read_json_file(Path(data_dir) / FILE, limit=64 * 1024)
    except Exception:  # noqa: BLE001 - missing, unreadable or damaged: nothing to resume
        return None
    try:
        table = obj(data, "the hosted table")
        if table["format"] != FORMAT or table["version"] != VERSION:
            return None
        kinds, names = texts(table["kinds"], "the kinds"), texts(table["names"], "the names")
        codes = {k: text(c, "a code") for k, c in obj(table["codes"], "the codes").items()}
        ok = (all(k in KINDS for k in kinds) and len(names) == len(kinds)
              and all(k.isdigit() and int(k) < len(kinds) and kinds[int(k)] == "remote"
                      and 0 < len(c) <= 64 and set(c) <= set(CODE_ALPHABET + "-") for k, c in codes.items()))
        if not ok:
            return None
        return HostedTable(text(table["game"], "the game"), integer(table["seed"], "the seed"), kinds,
                           {int(k): c for k, c in codes.items()}, names)
    except (KeyError, ValueError):
        return None
