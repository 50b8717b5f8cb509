import json

import pytest

from game import catalog
from game.saves import SaveStore
from game.session import SeatConfig, Session
from game.settings import Settings, default_settings_path
from game.stats import HOTSEAT, StatsStore


def test_settings_default_when_missing_and_round_trip(isolated_dirs):
    assert default_settings_path().is_relative_to(isolated_dirs)
    assert Settings.load() == Settings()
    changed = Settings(language="de", animation_speed=0.5, bot_pace_ms=0, sound=False, fullscreen=True,
                       colour_blind=True, window_size=(1600, 900))
    changed.save()
    assert Settings.load() == changed


@pytest.mark.parametrize("content", [b"", b"{not json", b"\x00\xff\xfe garbage", b"[1, 2]", b"null",
                                     b'{"language": ' + b"[" * 50000])
def test_damaged_settings_file_gives_defaults_and_a_warning(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, warnings = Settings.load_with_warnings(path)
    assert settings == Settings() and len(warnings) == 1


def test_bad_values_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "language": "../../etc", "animation_speed": 99, "bot_pace_ms": 250, "sound": "yes",
        "fullscreen": True, "colour_blind": 1, "window_size": [10, 10], "future_key": 3,
    }))
    settings, warnings = Settings.load_with_warnings(path)
    assert settings == Settings(bot_pace_ms=250, fullscreen=True)
    assert len(warnings) == 5


def test_huge_settings_file_is_not_parsed(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "pad": "x" * 200_000}))
    settings, warnings = Settings.load_with_warnings(path)
    assert settings == Settings() and "too large" in warnings[0]


def finished(game, seats, seed=1) -> Session:
    session = Session(game, seats, seed)
    while not session.is_over():
        session.apply(session.bot_action())
    return session


def test_stats_count_human_seats_by_strongest_opponent_level(fixture_game, isolated_dirs):
    store = StatsStore()
    assert store.path.parent == SaveStore().root
    vs_bots = finished(fixture_game, [SeatConfig("Ann", "human"), SeatConfig("B1", "bot", "easy"),
                                      SeatConfig("B2", "bot", "hard")])
    store.record(vs_bots)
    hotseat = finished(fixture_game, [SeatConfig("Ann", "human"), SeatConfig("Cy", "human")], seed=2)
    store.record(hotseat)
    store.record(hotseat)
    ann = store.for_player("Ann")["fixture-duel"]
    assert ann["hard"] == {"games": 1, "wins": vs_bots.state.returns()[0]}
    assert ann[HOTSEAT]["games"] == 2 and ann[HOTSEAT]["wins"] == 2 * hotseat.state.returns()[0]
    assert store.for_player("Cy")["fixture-duel"][HOTSEAT]["games"] == 2
    assert store.for_player("B1") == {}
    with pytest.raises(ValueError):
        store.record(Session(fixture_game, [SeatConfig("Ann", "human"), SeatConfig("Cy", "human")], 3))


@pytest.mark.parametrize("content", [b"{broken", b"\x89PNG\r\n", b'{"format": "other"}', b"[]"])
def test_damaged_stats_start_fresh_with_a_warning(fixture_game, tmp_path, content):
    store = StatsStore(tmp_path)
    store.path.write_bytes(content)
    assert store.load() == {} and len(store.warnings) == 1
    store.record(finished(fixture_game, [SeatConfig("Ann", "human"), SeatConfig("B", "bot", "easy")]))
    assert store.for_player("Ann")["fixture-duel"]["easy"]["games"] == 1 and store.warnings == []


def test_damaged_stats_entries_are_dropped_alone(tmp_path):
    store = StatsStore(tmp_path)
    good = {"games": 3, "wins": 1.5}
    kept, junk = catalog.SHIPPED[:2]  # any two games
    store.path.write_text(json.dumps({"format": "palace-table-stats", "version": 1, "players": {
        "Ann": {kept: {"easy": good, "hard": {"games": 1, "wins": 7}}, junk: "junk"}}}))
    assert store.load() == {"Ann": {kept: {"easy": good}}}
    assert len(store.warnings) == 2  # the bad level entry, and the other game's "junk" (issue 30 item 8)
