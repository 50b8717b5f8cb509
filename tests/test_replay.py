"""Replays (issue 41): a match rebuilt from its seed and moves at any move, read-only; kept positions make a step
back cheap in any game; a shared replay file is checked like a save (hostile, damaged, foreign, future files get a
one-line message and change nothing); finished games stay listed (the last 200 unless kept)."""

from __future__ import annotations

import json
import os

import pytest
from each_game import a_game
from fixture_games import SEATS

from game import catalog
from game.match import Match
from game.replay import MAX_REPLAY_BYTES, Replay, ReplayRecord, export_replay, import_replay
from game.replay_match import ReplayMatch
from game.saves import SaveError, SaveStore
from game.session import SeatConfig, Session


def played(game_id: str, players: int, seed: int, level: str = "random", kinds: tuple[str, ...] = ()) -> Session:
    kinds = kinds or ("human",) + ("bot",) * (players - 1)
    seats = [SeatConfig(f"P{i}", kind, level) for i, kind in enumerate(kinds)]
    session = Session(catalog.get_game(game_id), seats, seed)
    while not session.is_over():
        session.apply(session.bot_action())
    return session


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_move_of_a_replay_is_the_match_at_that_move_for_every_seat(game_id):
    game = catalog.get_game(game_id)
    session = played(game_id, game.min_players, 4)
    replay = Replay(ReplayRecord.of(session), every=7)
    forward = Session(session.game, session.seats, session.seed, session.options)
    views = [[forward.view(s) for s in range(len(session.seats))]]
    for action in session.history:
        forward.apply(action)
        views.append([forward.view(s) for s in range(len(session.seats))])
    order = [len(views) - 1, 0, *range(len(views) - 2, 0, -3), *range(1, len(views), 5)]
    for number in order:
        position = replay.seek(number)
        assert position.number == number
        assert [position.session.view(s) for s in range(len(session.seats))] == views[number], number


def test_a_replay_is_read_only_and_shows_every_card_only_once_over():
    session = played(a_game(players=3), 3, 5)
    match = ReplayMatch(Replay(ReplayRecord.of(session)))
    assert match.viewer == 0 and not match.viewer_acts() and not match.bot_to_move()
    with pytest.raises(PermissionError):
        match.apply(session.history[0])
    assert match.why_not(frozenset(), None)
    match.go_to(3)
    assert not match.model().choices
    hidden = match.model()
    match.show_all(True)
    shown = match.model()
    for zone in shown.zones:  # each other seat's own zones as that seat sees them
        if zone.owner not in (None, 0):
            own = match.presenter.table(match.replay.view(zone.owner), [], match.names)
            mine = next(z for z in own.zones if z.owner == zone.owner and z.id.split(".")[0] == zone.id.split(".")[0])
            assert [c.face for c in zone.cards] == [c.face for c in mine.cards]
    assert shown != hidden
    unfinished = Session(session.game, session.seats, session.seed)
    for action in session.history[:10]:
        unfinished.apply(action)
    running = ReplayMatch(Replay(ReplayRecord.of(unfinished)))
    running.show_all(True)
    assert not running.can_show_all() and not running.all_cards


def test_a_hot_seat_replay_asks_whose_view_and_any_seat_can_be_chosen():
    session = played(a_game(players=3), 3, 6, kinds=("human", "human", "bot"))
    match = ReplayMatch(Replay(ReplayRecord.of(session)))
    assert match.asks_seat and match.viewer is None
    match.seen_by(2)
    assert match.model().zones[0].owner == 2 or any(z.owner == 2 and z.id.endswith(".0") for z in match.model().zones)


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_the_log_lines_lead_to_their_moves(game_id):
    game = catalog.get_game(game_id)
    session = played(game_id, game.min_players, 3)
    match = ReplayMatch(Replay(ReplayRecord.of(session)))
    lines = match.line_moves()
    assert lines == sorted(lines) and lines[-1] == match.length
    for number in (0, 1, 5, match.length // 2, match.length - 1, match.length):
        match.go_to(number)
        written = sum(1 for m in lines if m <= number)
        if number in match.replay.round_ends:  # shown as the round ended: the next deal's lines come after
            assert len(match.model().log) <= written
        else:
            assert len(match.model().log) == written
        assert all(lines[i] == number for i in match.move_lines())


# ---------------------------------------------------------------------------------------------- files
@pytest.fixture
def session(fixture_game):
    session = Session(fixture_game, SEATS, seed=21)
    for _ in range(6):
        session.apply(session.bot_action())
    return session


def test_a_replay_file_is_small_versioned_json_and_reads_back(tmp_path, session):
    path = tmp_path / "a.replay.json"
    export_replay(path, ReplayRecord.of(session))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert {"format", "version", "app_version", "game", "options", "seed", "names", "actions"} <= set(data)
    assert data["names"] == session.names and len(data["actions"]) == len(session.history)
    assert path.stat().st_size < 4096
    replay = import_replay(path)
    assert replay.seek(replay.length).session.to_json() == session.to_json() | {"hinted": [], "undos": [0, 0]}


def hostile_gallery(session: Session) -> dict[str, bytes]:
    good = ReplayRecord.of(session).to_json()
    text = json.dumps(good).encode()

    def changed(**fields) -> bytes:
        return json.dumps({**good, **fields}).encode()

    return {
        "truncated": text[: len(text) // 2],
        "empty": b"",
        "binary garbage": bytes(range(256)) * 4,
        "nul": text[:20] + b"\0" + text[20:],
        "surrogates": changed(names=["\ud800"], seats=[{"name": "\udfff", "kind": "human", "level": "normal"}] * 2,
                              actions=[["\ud83d"]]).replace(b"\\ud83d", b"\\ud83d"),
        "foreign json": json.dumps({"name": "a spreadsheet", "rows": [1, 2]}).encode(),
        "a save": json.dumps(session.to_json()).encode(),
        "json list": b"[1, 2, 3]",
        "wrong types": changed(seats="Ann and Bea", actions=7),
        "unknown game": changed(game="chess"),
        "future version": changed(version=99),
        "huge version": changed(version=10**400),
        "bad seed": changed(seed=10**30),
        "illegal move": changed(actions=[["play", 0]]),
        "too many moves": changed(actions=[[0]] * 100_001),
        "deep nesting": b"[" * 100000 + b"]" * 100000,
    }


REASONS = {
    "truncated": "truncated or not JSON", "empty": "truncated or not JSON", "binary garbage": "not text",
    "nul": "truncated or not JSON", "surrogates": "", "foreign json": "not a Palace Table replay",
    "a save": "not a Palace Table replay", "json list": "not a Palace Table replay", "wrong types": "seats",
    "unknown game": "unknown game: 'chess'", "future version": "newer version", "huge version": "newer version",
    "bad seed": "seed", "illegal move": "replayed move 1 is not legal", "too many moves": "move list",
    "deep nesting": "truncated or not JSON",
}


@pytest.mark.parametrize("kind", sorted(REASONS))
def test_a_hostile_replay_file_gets_a_clear_one_line_message(tmp_path, session, kind):
    path = tmp_path / "bad.replay.json"
    raw = hostile_gallery(session)[kind]
    path.write_bytes(raw)
    with pytest.raises(SaveError) as caught:
        import_replay(path)
    message = str(caught.value)
    assert REASONS[kind] in message and message and "\n" not in message and len(message) < 250, message
    assert path.read_bytes() == raw and os.listdir(tmp_path) == ["bad.replay.json"]  # nothing changed


def test_a_huge_file_a_folder_or_a_fifo_in_the_way_is_refused_without_blocking(tmp_path):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_REPLAY_BYTES + 1)
    with pytest.raises(SaveError, match="too large"):
        import_replay(huge)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match="not a regular file|cannot be read"):
        import_replay(folder)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        with pytest.raises(SaveError, match="not a regular file"):
            import_replay(fifo)
    with pytest.raises(SaveError):
        import_replay(tmp_path / "missing.json")


# ---------------------------------------------------------------------------------------------- finished games
def test_a_finished_game_stays_listed_after_the_next_game_of_the_same_game(tmp_path):
    store = SaveStore(tmp_path)
    first = played(a_game(players=2), 2, 8)
    match = Match(first, store)
    match.session = Session(first.game, first.seats, first.seed)
    for action in first.history:
        match.apply(action)
    match.saver.flush()
    second = Match(Session(first.game, first.seats, 99), store)  # its autosave takes the slot of the first
    second.saver.flush()
    second.close()
    match.close()
    finished = [i for i in store.list_saves() if i.ok and i.finished]
    assert [len(i.players) for i in finished] == [2]
    assert store.load(finished[0].path).history == first.history
    assert finished[0].kept_copy is False


def test_the_oldest_finished_games_go_beyond_the_last_kept_unless_kept(tmp_path):
    store = SaveStore(tmp_path)
    session = played(a_game(players=2), 2, 8)
    paths = []
    for i in range(5):
        path = store.keep_finished(session)
        os.utime(path, (1000 + i, 1000 + i))
        paths.append(path)
    kept = store.set_kept(paths[0], True)  # the oldest, kept by the player
    assert store.prune_finished(keep=2) == 2
    left = {p.name for p in store.folder.iterdir() if p.suffix == ".json"}
    assert left == {kept.name, paths[3].name, paths[4].name}
    assert store.set_kept(kept, False).name == paths[0].name


def test_a_named_save_is_never_taken_for_a_finished_games_copy(tmp_path):
    store = SaveStore(tmp_path)
    session = played(a_game(players=2), 2, 8)
    for name in ("Finished business", "kept", "KEPT-1"):
        path = store.save(session, name)
        assert not path.name.startswith(("finished-", "kept-")), path.name
    assert store.prune_finished(keep=0) == 0 and len(store.list_saves()) == 3
