import importlib.util
import json
from pathlib import Path

import fixture_games
import pytest

from game.tools import simulate
from game.tools.simulate import percentiles, run_tournament

TIMING_KEYS = ("seconds", "games_per_s", "processes", "decision_ms")


def without_timings(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


def test_percentiles_nearest_rank():
    samples = list(range(1, 101))
    assert percentiles(samples) == {"p50": 50, "p95": 95, "p99": 99, "max": 100, "count": 100}
    assert percentiles([7.0])["p50"] == 7.0
    assert percentiles([])["count"] == 0


def test_tournament_summary_counts_every_game(fixture_game):
    summary = run_tournament("fixture-duel", ["random", "easy", "normal"], games=12, seed=3)
    assert summary["games"] == 12 and summary["players"] == 3
    assert [s["level"] for s in summary["seats"]] == ["random", "easy", "normal"]
    total = sum(s["wins"] for s in summary["seats"])
    assert total == pytest.approx(12, abs=1e-3)
    assert summary["draws"] <= 12 and summary["capped"] == 0
    assert set(summary["decision_ms"]) == {"random", "easy", "normal"}
    assert summary["turns_per_game"]["min"] == summary["turns_per_game"]["max"] == len(fixture_games.CARDS)
    assert summary["options"] == {"starter": 0, "hand_size": 3}


def test_seating_rotates_so_each_entrant_sits_everywhere_equally(fixture_game):
    games = [simulate.play_one("fixture-duel", ["random"] * 3, 5, g, {"starter": 0, "hand_size": 3})
             for g in range(6)]
    first_seat = [g["seating"].index(0) for g in games]
    assert sorted(first_seat) == [0, 0, 1, 1, 2, 2]
    for g in games:
        assert sorted(g["seating"]) == [0, 1, 2]


def test_deterministic_for_a_seed_whatever_the_processes(fixture_game):
    one = run_tournament("fixture-duel", ["random", "normal"], games=9, seed=42)
    again = run_tournament("fixture-duel", ["random", "normal"], games=9, seed=42)
    parallel = run_tournament("fixture-duel", ["random", "normal"], games=9, seed=42, processes=2)
    other = run_tournament("fixture-duel", ["random", "normal"], games=9, seed=43)
    assert without_timings(one) == without_timings(again) == without_timings(parallel)
    assert parallel["processes"] == 2
    assert without_timings(one) != without_timings(other)


def test_the_action_cap_ends_a_game_as_a_shared_draw(fixture_game):
    summary = run_tournament("fixture-duel", ["random", "random"], games=3, seed=0, max_actions=4)
    assert summary["capped"] == summary["draws"] == 3
    assert [s["wins"] for s in summary["seats"]] == [1.5, 1.5]


def test_bad_arguments_are_value_errors(fixture_game):
    with pytest.raises(ValueError):
        run_tournament("fixture-duel", ["random"], games=1, seed=0)
    with pytest.raises(ValueError):
        run_tournament("fixture-duel", ["random", "genius"], games=1, seed=0)
    with pytest.raises(ValueError):
        run_tournament("fixture-duel", ["random", "easy"], games=1, seed=0, options={"hand_size": 9})
    with pytest.raises(KeyError):
        run_tournament("no-such-game", ["random", "easy"], games=1, seed=0)


def test_command_line_prints_a_json_summary(fixture_game, capsys):
    code = simulate.main(["--game", "fixture-duel", "--seats", "random,easy", "--games", "4", "--seed", "7",
                          "--option", "hand_size=2", "--option", "starter=1", "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and summary["options"] == {"starter": 1, "hand_size": 2}
    assert without_timings(summary) == without_timings(
        run_tournament("fixture-duel", ["random", "easy"], 4, 7, {"hand_size": 2, "starter": 1}))


def test_command_line_reports_bad_input_without_a_traceback(fixture_game, capsys):
    with pytest.raises(SystemExit) as caught:
        simulate.main(["--game", "fixture-duel", "--seats", "random,easy,easy,easy", "--games", "1"])
    assert caught.value.code == 2 and "players" in capsys.readouterr().err


def load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, Path(__file__).parent.parent / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_measures_decisions_and_the_hard_bots_own_rollouts(fixture_game):
    bench = load_tool("bench")
    budget = {"decisions": {"random": 5, "easy": 5, "normal": 5, "hard": 2}, "level_s": 5.0}
    times = bench.decision_times(fixture_game, 3, seed=1, budget=budget)
    assert {level: p["count"] for level, p in times["ms"].items()} == {"random": 5, "easy": 5, "normal": 5, "hard": 2}
    rollouts = times["hard_rollouts"]
    assert rollouts["rollouts"] == 2 * 30  # the fixture's Hard bot: 30 search iterations, one rollout each
    assert rollouts["policy"] == ["game.ai.search.random_rollout"] and rollouts["rollouts_per_s"] > 0
    positions = bench.sample_positions(fixture_game, 2, seed=4, count=12)
    assert len(positions) == 12
    assert all(not p.is_terminal() and len(p.legal_actions()) > 1 for p in positions)


def test_ladder_lineups_cover_every_step_of_the_ladder():
    ladder = load_tool("ladder")
    assert ladder.default_lineups(2) == [("hard", "normal"), ("normal", "easy"), ("easy", "random"),
                                         ("hard", "random")]
    four = ladder.default_lineups(4)
    assert four[0] == ("hard", "normal", "easy", "random") and ("hard", "random", "random", "random") in four
    assert ladder.default_lineups(6)[0] == ("hard", "normal", "easy", "random", "random", "random")


def test_ladder_reports_every_lineup_as_json(fixture_game, capsys):
    ladder = load_tool("ladder")
    assert ladder.main(["--game", "fixture-duel", "--games", "2", "--processes", "1", "--json",
                        "--lineup", "normal,random", "--lineup", "easy,random"]) == 0
    out = capsys.readouterr()
    report = json.loads(out.out)
    assert [[s["level"] for s in lineup["seats"]] for lineup in report["lineups"]] == [["normal", "random"],
                                                                                       ["easy", "random"]]
    assert all(lineup["games"] == 2 for lineup in report["lineups"])
    assert out.err.count("2 games:") == 2  # the readable lines go to stderr when stdout carries the JSON


def test_ladder_all_prints_one_table_of_every_step_with_intervals(fixture_game, capsys):
    ladder = load_tool("ladder")
    assert ladder.main(["--all", "--only", "fixture-duel", "--games", "4", "--processes", "1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["steps"]
    sizes = ladder.table_sizes("fixture-duel")  # 2, and 4 or the duel's largest table
    assert sizes[0] == 2 and len(sizes) == 2
    assert [(r["players"], r["step"]) for r in rows] == [
        (n, step) for n in sizes for step in ("hard > normal", "normal > easy", "easy > random")]
    for r in rows:
        low, high = r["ci95"]
        assert 0.0 <= low <= r["win_rate"] <= high <= 1.0 and r["games"] == 4
        assert r["separated"] == (low > r["even"])
    assert ladder.interval(1.0, 4)[0] < 0.6  # four wins out of four is no certainty


def test_ladder_all_resumes_from_its_record(fixture_game, tmp_path, capsys):
    ladder = load_tool("ladder")
    command = ["--all", "--only", "fixture-duel", "--games", "4", "--processes", "1", "--json"]
    record = tmp_path / "steps.jsonl"
    assert ladder.main([*command, "--record", str(record)]) == 0
    first = capsys.readouterr()
    assert "from the record" not in first.err
    assert ladder.main([*command, "--record", str(record)]) == 0
    again = capsys.readouterr()
    assert json.loads(again.out) == json.loads(first.out)
    assert again.err.count("(from the record)") == len(json.loads(first.out)["steps"]) == 6
    with pytest.raises(SystemExit):  # a single game's lineups are not recorded: say so rather than ignore it
        ladder.main(["--game", "fixture-duel", "--record", str(record)])


def test_the_ladder_measures_a_step_against_what_a_game_hands_out():
    ladder = load_tool("ladder")
    one_winner = {"games": 10, "seats": [{"wins": 4.0}, {"wins": 3.0}, {"wins": 2.5}, {"wins": 0.5}]}
    all_but_the_last = {"games": 10, "seats": [{"wins": 8.0, "win_rate": 0.8}, {"wins": 7.0}, {"wins": 8.0},
                                               {"wins": 7.0}], "decision_ms": {}}
    assert ladder.even_share(one_winner) == pytest.approx(0.25)
    assert ladder.even_share(all_but_the_last) == pytest.approx(0.75)  # 4-player Palace: three seats win a game
    row = ladder.step_row("a-game", 4, "hard", "normal", all_but_the_last)
    assert row["even"] == 0.75 and not row["separated"]  # 80% of ten games is no step above 75%
