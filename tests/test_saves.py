import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.saves import MAX_SAVE_BYTES, SaveError, SaveStore, read_json_file, write_json_atomic
from game.session import Session

TESTS = Path(__file__).parent



def test_default_root_is_the_user_data_dir(isolated_dirs):
    assert SaveStore().root.is_relative_to(isolated_dirs)


def test_autosave_round_trip_and_continue(store, session):
    path = store.autosave(session)
    assert path.name == "autosave-fixture-duel.json"
    data = json.loads(path.read_text())
    assert data["format"] == "palace-table-save" and data["history"] == [list(a) for a in session.history]
    assert store.load(path).to_json() == session.to_json()
    latest = store.latest()
    assert latest is not None and latest.path == path and latest.players == ["Ann", "Bea"] and latest.ok


def test_named_saves_are_listed_newest_first(store, session):
    first = store.save(session, "My game!")
    os.utime(first, (1, 1))
    session.apply(session.bot_action())
    second = store.save(session, "autosave trick")
    assert re.fullmatch(r"my-game-[0-9a-f]{8}\.json", first.name)
    assert re.fullmatch(r"save-autosave-trick-[0-9a-f]{8}\.json", second.name)
    infos = store.list_saves()
    assert [i.path for i in infos] == [second, first]
    assert [i.name for i in infos] == ["autosave trick", "My game!"]
    assert all(i.ok and i.game == "fixture-duel" for i in infos)
    store.delete(first)
    assert [i.path for i in store.list_saves()] == [second]


def test_names_without_latin_letters_get_distinct_files(store, session):
    palace, court = store.save(session, "王宫"), store.save(session, "宮殿")
    assert palace != court
    assert sorted(i.name for i in store.list_saves()) == sorted(["王宫", "宮殿"])


def test_finished_matches_are_not_offered_to_continue(store, session):
    while not session.is_over():
        session.apply(session.bot_action())
    store.autosave(session)
    assert store.list_saves()[0].finished
    assert store.latest() is None


def test_latest_falls_back_when_the_pointer_is_damaged(store, session):
    saved = store.save(session, "kept")
    (store.root / "continue.json").write_text("{oops")
    assert store.latest().path == saved
    (store.root / "continue.json").write_text(json.dumps({"path": "../../etc/passwd"}))
    assert store.latest().path == saved


def test_the_continue_pointer_is_written_only_when_it_points_elsewhere(store, session):
    """Every autosave wrote continue.json anew (two syncs to disk a move) though it already pointed at the slot;
    now only when it points elsewhere: another app's slot, a damaged pointer, none."""
    slot = store.autosave(session)
    pointer = store.root / "continue.json"
    written = pointer.stat()
    session.apply(session.bot_action())
    store.autosave(session)
    assert pointer.stat().st_ino == written.st_ino and pointer.stat().st_mtime_ns == written.st_mtime_ns
    for other in (json.dumps({"path": "saves/autosave-other.json"}), "{oops"):
        pointer.write_text(other)
        store.autosave(session)
        assert json.loads(pointer.read_text()) == {"path": slot.relative_to(store.root).as_posix()}
    pointer.unlink()
    store.autosave(session)
    assert store.latest().path == slot


def damaged_gallery(session: Session) -> dict[str, bytes]:
    good = session.to_json()
    text = json.dumps(good).encode()

    def changed(**fields) -> bytes:
        return json.dumps({**good, **fields}).encode()

    tampered = json.loads(text)
    tampered["digest"]["state"] = "0" * 32
    format_1 = {**json.loads(text), "version": 1, "state": session.game.state_to_json(session.state)}
    del format_1["digest"]
    format_1["state"]["tricks"] = [5, 0]
    return {
        "truncated": text[: len(text) // 2],
        "empty": b"",
        "binary garbage": bytes(range(256)) * 4,
        "foreign json": json.dumps({"name": "a spreadsheet", "rows": [1, 2]}).encode(),
        "json list": b"[1, 2, 3]",
        "wrong types": changed(seats="Ann and Bea", history=7),
        "unknown game": changed(game="chess"),
        "future version": changed(version=99),
        "illegal state": json.dumps(tampered).encode(),
        "illegal state of format 1": json.dumps(format_1).encode(),
        "illegal move": changed(history=[["play", 0]]),
        "deep nesting": b"[" * 100000 + b"]" * 100000,
    }


@pytest.mark.parametrize(
    "kind",
    ["truncated", "empty", "binary garbage", "foreign json", "json list", "wrong types", "unknown game",
     "future version", "illegal state", "illegal state of format 1", "illegal move", "deep nesting"],
)
def test_damaged_saves_raise_one_line_save_errors_and_spare_the_others(store, session, kind):
    good = store.save(session, "good")
    bad = store.folder / "bad.json"
    bad.write_bytes(damaged_gallery(session)[kind])
    with pytest.raises(SaveError) as caught:
        store.load(bad)
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 250
    infos = {i.path.name: i for i in store.list_saves()}
    assert infos["bad.json"].status == "damaged" and infos["bad.json"].message == message
    assert infos[good.name].ok and store.load(good).to_json() == session.to_json()
    assert store.latest().path == good


def test_huge_saves_are_refused_before_parsing(store, tmp_path, monkeypatch):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("parsed a huge file"))
    with pytest.raises(SaveError, match="too large"):
        store.load(huge)


def test_missing_file_is_a_save_error(store):
    with pytest.raises(SaveError, match="cannot be read"):
        store.load(store.folder / "nothing.json")


def test_atomic_write_leaves_no_temp_files(tmp_path):
    target = tmp_path / "deep" / "file.json"
    write_json_atomic(target, {"a": 1})
    write_json_atomic(target, {"a": 2})
    assert read_json_file(target) == {"a": 2}
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path):
    target = tmp_path / "file.json"
    write_json_atomic(target, {"a": 1})
    with pytest.raises(ValueError):
        write_json_atomic(target, {"a": float("nan")})
    assert read_json_file(target) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


CHILD = textwrap.dedent(
    """
    import os, sys, time
    sys.path.insert(0, {tests!r})
    import fixture_games
    from game import catalog
    from game.saves import SaveStore
    from game.session import SeatConfig, Session

    catalog.register(fixture_games.ENTRY)
    store = SaveStore({root!r})
    session = Session(fixture_games.GAME, [SeatConfig("A", "bot", "random"), SeatConfig("B", "human")], 4)
    store.autosave(session)
    session.apply(session.bot_action())

    def stalled_fsync(fd):
        print("writing", flush=True)
        time.sleep(60)

    os.fsync = stalled_fsync
    store.autosave(session)
    """
)


def test_killing_the_app_during_an_autosave_keeps_the_previous_save(tmp_path, fixture_game):
    code = CHILD.format(tests=str(TESTS), root=str(tmp_path))
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "writing"
    finally:
        child.kill()
        child.wait(timeout=30)
    store = SaveStore(tmp_path)
    leftovers = [p.name for p in store.folder.iterdir() if ".palace-tmp-" in p.name]
    assert leftovers, "the child was not killed in the middle of a write"
    infos = store.list_saves()
    assert [i.path.name for i in infos] == ["autosave-fixture-duel.json"] and infos[0].ok
    restored = store.load(infos[0].path)
    assert restored.history == [] and restored.seed == 4


def test_a_save_header_tells_the_load_list_round_turn_and_the_scores_everyone_may_see(store, isolated_dirs):
    """The Load list showed only the players: the header now carries the round, whose turn and the public scores
    (read without opening the save); a hidden score (a game with secret scores) stays hidden; a header without them
    (an older save) lists as before."""
    import random

    from game import catalog
    from game.session import SeatConfig
    from scenes.screens.load import listing_text

    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
    from each_game import a_game

    love = Session(catalog.get_game(a_game(lambda c: c.deals_between_rounds and not c.secret_scores, 2)), seats, 5)
    rng = random.Random(5)
    while love.view(0)["round"] < 2 if "round" in love.view(0) else len(love.history) < 30:
        love.apply(rng.choice(love.legal_actions()))
    store.save(love, "love")
    road = Session(catalog.get_game(a_game(lambda c: c.secret_scores, 2)), seats, 5)
    for _ in range(6):
        road.apply(rng.choice(road.legal_actions()))
    store.save(road, "road")
    infos = {i.name: i for i in store.list_saves()}
    love_info, road_info = infos["love"], infos["road"]
    assert love_info.round == 2 and love_info.turn == love.current_seat()
    assert love_info.scores == [float(x) for x in love.state.scores()]
    tokens = [f"{x:g}" for x in love.state.scores()]
    assert listing_text(love_info) == (f"Ana {tokens[0]}, Ben {tokens[1]} · Round 2 · "
                                       f"{love.names[love.current_seat()]} to play")
    own = road.state.scores()[0]  # the one person at the table sees her own score; Ben's is hidden
    assert road_info.round == 1 and road_info.scores == [float(own), None]
    assert listing_text(road_info).startswith(f"Ana {own:g}, Ben · Round 1 · ")
    path = road_info.path
    data = json.loads(path.read_text())
    for key in ("round", "scores"):
        del data["header"][key]
    write_json_atomic(path, data)
    store = SaveStore(store.root)
    old = next(i for i in store.list_saves() if i.name == "road")
    assert old.ok and old.round is None and old.scores is None
    assert listing_text(old) == f"Ana, Ben · {road.names[road.current_seat()]} to play"  # the turn is still there
