"""Hostile files in the data folders, as named cases: name collisions, BOMs, lone surrogates and NULs in every
text field, huge integers in every numeric field, special files, a dying writer, stale temporary files, and the
messages the player gets for them (issue 17)."""

from __future__ import annotations

import json
import os
import re
import socket
import threading
import time
from pathlib import Path

import pytest
from fixture_games import SEATS

from game.saves import (
    SaveError,
    SaveExists,
    SaveStore,
    clean_stale_temp_files,
    read_json_file,
    write_json_atomic,
)
from game.session import Session
from game.settings import Settings
from game.stats import STATS_FILE, StatsStore
from game.textclean import NAME_LIMIT, clean_text, clip_name

WINDOWS_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
BOM = b"\xef\xbb\xbf"
HUGE = int("9" * 400)
UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")



def write_save(store: SaveStore, stem: str, data: dict) -> Path:
    """A save file written by hand (as a hostile editor would), as plain ASCII JSON."""
    path = store.folder / f"{stem}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="ascii")
    return path


def finished(session: Session) -> Session:
    while not session.is_over():
        session.apply(session.bot_action())
    return session


def within(seconds: float, work):
    """Run ``work`` on a thread and return its result; fail (instead of hanging the suite) if it never ends."""
    result: dict = {}

    def run() -> None:
        try:
            result["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked"
    if "error" in result:
        raise result["error"]
    return result["value"]


def aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.damaged-*"))


# --------------------------------------------------------------------------------------- 1. name collisions

COLLIDING = ["Müller", "Möller", "Game", "game", "GAME ", "第1局", "王宫 1", "王宫 2", "CON", "nul.", "com1",
             "save .", "autosave-fixture-duel", "Autosave", "a" * 300, "../../etc/passwd", "x/y\\z:*?\"<>|"]


def test_name_collisions_never_replace_another_save(store, session):
    paths = [store.save(session, name) for name in COLLIDING]
    assert len({p.name.casefold() for p in paths}) == len(COLLIDING)
    for path in paths:
        assert path.parent == store.folder
        assert re.fullmatch(r"[a-z0-9][a-z0-9-]{0,70}\.json", path.name), path.name
        assert path.name.split(".")[0] not in WINDOWS_RESERVED
        assert not path.name.startswith("autosave-")
    names = sorted(info.name for info in store.list_saves())
    assert names == sorted(clip_name(n.strip()) for n in COLLIDING)
    assert all(info.ok for info in store.list_saves())


def test_a_save_replaces_another_only_under_the_same_name_when_asked(store, session):
    first = store.save(session, "Game")
    with pytest.raises(SaveExists):
        store.save(session, "Game")
    other = store.save(session, "game")
    assert other != first
    session.apply(session.bot_action())
    replaced = store.save(session, "Game", overwrite=True)
    assert replaced == first and store.load(first).history == session.history
    assert sorted(i.name for i in store.list_saves()) == ["Game", "game"]


# --------------------------------------------------------------------------------------- 2. BOMs, kept aside

def test_bom_settings_are_read(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(BOM + json.dumps({"version": 1, "language": "de", "sound": False}).encode())
    settings, warnings = Settings.load_with_warnings(path)
    assert warnings == [] and settings.language == "de" and not settings.sound


def test_bom_stats_and_saves_are_read(store, session, tmp_path):
    stats = StatsStore(tmp_path)
    stats.path.write_bytes(BOM + json.dumps({"format": "palace-table-stats", "version": 1, "players": {
        "Ann": {"a-game": {"easy": {"games": 2, "wins": 1}}}}}).encode())
    assert stats.load()["Ann"]["a-game"]["easy"]["games"] == 2 and stats.warnings == []
    path = store.save(session, "bom")
    path.write_bytes(BOM + path.read_bytes())
    assert store.load(path).history == session.history
    assert [i.ok for i in store.list_saves()] == [True]


def test_damaged_settings_are_kept_aside_before_being_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"language": "de", oops')
    settings, warnings = Settings.load_with_warnings(path)
    assert settings == Settings() and len(warnings) == 1 and "damaged-" in warnings[0]
    settings.save(path)
    [kept] = aside(tmp_path, "settings.json")
    assert kept.read_bytes() == b'{"language": "de", oops'


def test_damaged_stats_are_kept_aside_before_the_next_match_is_recorded(fixture_game, tmp_path):
    stats = StatsStore(tmp_path)
    stats.path.write_bytes(b'{"format": "palace-table-stats", "players": {"Ann": ')
    stats.record(finished(Session(fixture_game, SEATS, seed=3)))
    [kept] = aside(tmp_path, STATS_FILE)
    assert kept.read_bytes().endswith(b'"Ann": ')
    assert stats.load()["Ann"]["fixture-duel"]["random"]["games"] == 1


def test_a_damaged_autosave_is_kept_aside_before_a_new_match_overwrites_it(store, session):
    slot = store.autosave_path(session.game.id)
    slot.parent.mkdir(parents=True, exist_ok=True)  # taking the slot (its lock) made the folder
    slot.write_bytes(b'{"format": "palace-table-save", "trunc')
    store.autosave(session)
    [kept] = aside(store.folder, slot.name)
    assert kept.read_bytes().endswith(b"trunc") and store.load(slot).history == session.history
    assert [i.path for i in store.list_saves()] == [slot]  # the kept file is not listed as a save


# --------------------------------------------------------------------------------------- 3. lone surrogates

def test_lone_surrogates_neither_break_writing_nor_survive_reading(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"name": "A\ud800"})  # must not raise
    path.write_text('{"name": "B\\udc00C", "list": ["\\ud83d"]}', encoding="ascii")
    data = read_json_file(path)
    assert data == {"name": "B\ufffdC", "list": ["\ufffd"]}
    json.dumps(data, ensure_ascii=False).encode("utf-8")


def test_lone_surrogate_in_stats_does_not_stop_recording(fixture_game, tmp_path):
    stats = StatsStore(tmp_path)
    stats.path.write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {
        "A\ud800": {"a-game": {"easy": {"games": 1, "wins": 1}}}}}), encoding="ascii")
    stats.record(finished(Session(fixture_game, SEATS, seed=3)))
    assert set(stats.load()) == {"A\ufffd", "Ann"}


# --------------------------------------------------------------------------------------- 4. NULs, control chars

def test_clean_text_drops_control_characters_nuls_and_lone_surrogates():
    assert clean_text("A\x00B\x07C\ud800D\u200bE\tF\nG") == "ABC\ufffdD\u200bE F G"
    assert clean_text(7) == ""
    assert clip_name("x" * 1000) == "x" * (NAME_LIMIT - 1) + "…"
    assert clip_name("   ") == "?"


@pytest.mark.parametrize("field", ["seat", "name", "game"])
@pytest.mark.parametrize("bad", ["A\x00B", "A\ud800", "\x1b[31mred", "A\u0085B"])
def test_nul_and_lone_surrogates_in_text_fields_are_cleaned_when_listed(store, session, field, bad):
    data = {**session.to_json(), "name": "Game"}
    if field == "seat":
        data["seats"][0]["name"] = bad
    else:
        data[field] = bad
    path = write_save(store, "hostile", data)
    [info] = store.list_saves()
    for text in (info.name, info.game, *info.players, info.message):
        assert not UNDRAWABLE.search(text), text
    if field == "seat":
        assert info.ok and info.players[0] == clean_text(bad) and store.load(path).names[0] == clean_text(bad)


@pytest.mark.parametrize("pointer", [{"path": "saves/a\x00b.json"}, {"path": "saves"}, {"path": 7}, {"path": ""},
                                     {"path": "/etc/passwd"}, {"path": "saves/../../x.json"}, {"path": "saves/fifo.json"},
                                     ["saves/a.json"]])
def test_a_hostile_continue_pointer_falls_back(store, session, pointer):
    saved = store.save(session, "kept")
    os.mkfifo(store.folder / "fifo.json")
    (store.root / "continue.json").write_text(json.dumps(pointer), encoding="utf-8")
    assert within(10, store.latest).path == saved


# --------------------------------------------------------------------------------------- 5. special files

def test_special_files_in_the_saves_folder_do_not_block_listing(store, session):
    saved = store.save(session, "kept")
    os.mkfifo(store.folder / "fifo.json")
    (store.folder / "folder.json").mkdir()
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(store.folder / "sock.json"))
    try:
        infos = within(10, store.list_saves)
        assert [i.path for i in infos] == [saved]
        assert within(10, store.latest).path == saved
        for name in ("fifo.json", "folder.json", "sock.json"):
            with pytest.raises(SaveError, match="not a regular file|cannot be read"):
                within(10, lambda name=name: store.load(store.folder / name))
    finally:
        server.close()


# --------------------------------------------------------------------------------------- 6. long names

def test_a_100000_character_name_is_listed_shortened(store, session):
    data = {**session.to_json(), "name": "N" * 100_000}
    data["seats"][0]["name"] = "S" * 100_000
    path = write_save(store, "long", data)
    [info] = store.list_saves()
    assert info.ok and info.name == "N" * (NAME_LIMIT - 1) + "…" and info.players[0] == "S" * (NAME_LIMIT - 1) + "…"
    assert len(store.load(path).names[0]) == NAME_LIMIT


# --------------------------------------------------------------------------------------- 7. huge integers

@pytest.mark.parametrize("field", ["animation_speed", "bot_pace_ms", "window_size", "version"])
def test_huge_integers_in_settings_fall_back(tmp_path, field):
    path = tmp_path / "settings.json"
    value = f"[{HUGE}, {HUGE}]" if field == "window_size" else str(HUGE)
    path.write_text(f'{{"version": 1, "language": "de", "{field}": {value}}}', encoding="utf-8")
    settings, warnings = Settings.load_with_warnings(path)
    assert settings.language == "de" and len(warnings) <= 1
    assert settings.animation_speed == 1.0 and settings.bot_pace_ms == 600 and settings.window_size == (1280, 720)


@pytest.mark.parametrize("field", ["games", "wins", "version"])
def test_huge_integers_in_stats_are_skipped_with_a_message(fixture_game, tmp_path, field):
    stats = StatsStore(tmp_path)
    entry = {"games": 5, "wins": 2, field: HUGE}
    data = {"format": "palace-table-stats", "version": 1, "players": {
        "Ann": {"a-game": {"easy": entry if field != "version" else {"games": 5, "wins": 2}},
                "b-game": {"hard": {"games": 4, "wins": 1}}}}}
    if field == "version":
        data["version"] = HUGE
    stats.path.write_text(json.dumps(data), encoding="utf-8")
    record = stats.load()
    assert stats.warnings and all(len(w) < 200 for w in stats.warnings)
    if field != "version":
        assert record == {"Ann": {"b-game": {"hard": {"games": 4, "wins": 1.0}}}}
    stats.record(finished(Session(fixture_game, SEATS, seed=3)))  # no OverflowError
    assert stats.load()["Ann"]["fixture-duel"]["random"]["games"] == 1


def test_counts_are_bounded(tmp_path):
    stats = StatsStore(tmp_path)
    stats.path.write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {
        "Ann": {"a-game": {"easy": {"games": 10**9 + 1, "wins": 0}, "hard": {"games": 10**9, "wins": 10**9}}}}}))
    assert stats.load() == {"Ann": {"a-game": {"hard": {"games": 10**9, "wins": 1e9}}}}


@pytest.mark.parametrize("field", ["seed", "version", "moves", "options"])
def test_huge_integers_in_saves_give_a_short_message(store, session, field):
    data = {**session.to_json(), "name": "Huge"}
    if field == "moves":
        data["history"] = [HUGE]
    elif field == "options":
        data["options"] = {"hand_size": HUGE}
    else:
        data[field] = HUGE
    path = write_save(store, "huge", data)
    [info] = store.list_saves()
    with pytest.raises(SaveError) as caught:
        store.load(path)
    message = str(caught.value)
    assert len(message) < 200 and "\n" not in message
    assert not info.ok and info.message == message
    assert store.latest() is None


# --------------------------------------------------------------------------------------- 10. stale temp files

def test_stale_temporary_files_of_this_app_are_cleaned(store, session, tmp_path):
    store.folder.mkdir(parents=True)
    old = time.time() - 120
    own_old = [store.folder / ".autosave-palace.json.palace-tmp-ab12_x9z", store.folder / ".x.json.k2j3h4g5.tmp"]
    own_new = store.folder / ".autosave-palace.json.palace-tmp-zz12_x9z"
    foreign = [store.folder / ".other.tmp", store.folder / "notes.json.tmp", store.folder / "mine.palace-tmp-ab"]
    for path in (*own_old, own_new, *foreign):
        path.write_bytes(b"{")
        os.utime(path, (old, old))
    os.utime(own_new, None)
    assert clean_stale_temp_files(store.folder) == len(own_old)
    assert sorted(p.name for p in store.folder.iterdir()) == sorted(p.name for p in (own_new, *foreign))


def test_the_atomic_writer_names_its_temp_files_recognisably(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    write_json_atomic(tmp_path / "file.json", {"a": 1})
    [name] = seen
    assert re.fullmatch(r"\.file\.json\.palace-tmp-[A-Za-z0-9_]+", name), name
    stale = tmp_path / name
    stale.write_bytes(b"{")
    os.utime(stale, (time.time() - 120,) * 2)
    assert clean_stale_temp_files(tmp_path) == 1


# --------------------------------------------------------------------------------------- 11. messages

def test_an_unreadable_saves_folder_is_reported_not_empty(store, session, monkeypatch):
    store.save(session, "kept")

    def denied(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(store.folder))

    monkeypatch.setattr(os, "scandir", denied)
    with pytest.raises(SaveError, match="cannot be read"):
        store.list_saves()
    assert store.latest() is None or store.latest().ok


def test_stats_of_a_newer_version_are_kept_aside_not_wiped(fixture_game, tmp_path):
    stats = StatsStore(tmp_path)
    newer = json.dumps({"format": "palace-table-stats", "version": 2, "players": {}}).encode()
    stats.path.write_bytes(newer)
    assert stats.load() == {} and "newer version" in stats.warnings[0]
    stats.record(finished(Session(fixture_game, SEATS, seed=3)))
    [kept] = aside(tmp_path, STATS_FILE)
    assert kept.read_bytes() == newer


# --------------------------------------------------------------------------------------- 3. a dying writer

def test_the_disk_writer_survives_any_error_reports_it_once_and_keeps_saving(store, session, tmp_path, monkeypatch):
    from game.match import DiskWriter

    stats = StatsStore(tmp_path)

    def broken(_session):
        raise UnicodeEncodeError("utf-8", "A\ud800", 1, 2, "surrogates not allowed")

    monkeypatch.setattr(stats, "record", broken)
    writer = DiskWriter(store)
    try:
        writer.record_stats(stats, session)
        within(10, writer.flush)
        assert "Statistics not saved" in writer.error and "surrogates" in writer.error
        writer.error = ""  # shown to the player
        writer.record_stats(stats, session)
        writer.autosave(session)
        within(10, writer.flush)
        assert writer.error == ""  # the same problem is reported once
        assert store.load(store.autosave_path(session.game.id)).history == session.history
    finally:
        writer.close()


def test_write_failures_name_no_temporary_path(store, session, monkeypatch):
    from game.match import DiskWriter

    def full(fd):
        raise OSError(28, "No space left on device", "/somewhere/.autosave.json.palace-tmp-abcdefgh")

    monkeypatch.setattr(os, "fsync", full)
    writer = DiskWriter(store)
    try:
        writer.autosave(session)
        within(10, writer.flush)
        assert writer.error == "Autosave failed: No space left on device"
    finally:
        writer.close()


# --------------------------------------------------------------------------------------- 8. listing is cheap

def test_listing_reads_headers_and_replays_nothing(store, session, monkeypatch):
    named = store.save(session, "Named")
    finished_path = store.save(finished(Session(session.game, SEATS, seed=9)), "Over")
    replays = []
    real = Session.from_json.__func__

    def counting(cls, data):
        replays.append(data.get("name"))
        return real(cls, data)

    monkeypatch.setattr(Session, "from_json", classmethod(counting))
    infos = {i.path: i for i in store.list_saves()}
    assert replays == []
    assert infos[named].ok and infos[named].players == ["Ann", "Bea"] and infos[named].moves == 3
    assert infos[finished_path].finished and replays == []
    assert store.latest().path == named and replays == ["Named"]  # Continue opens only its own candidate in full
    assert store.latest().path == named and replays == ["Named"]  # once per file version
    assert store.load(named).history == session.history and replays == ["Named", "Named"]
