"""The reference opponent (tools/reference_ismcts.py) and the head-to-head tool (tools/headtohead.py): the
reference plays legal moves from its view with its overrides; the tool rotates seats over the same deals."""

import importlib.util
import json
import sys
from pathlib import Path

from game.games.love_letter.rules import GAME

from .rig import rig

TOOLS = Path(__file__).resolve().parent.parent.parent / "tools"


def load_tool(name: str):
    sys.path.insert(0, str(TOOLS))
    try:
        spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(TOOLS))
    return module


def test_the_reference_plays_a_whole_game_from_its_views():
    reference = load_tool("reference_ismcts")
    bots = [reference.ReferenceISMCTS(s, iterations=15) for s in range(3)]
    state = GAME.new_game(3, 2)
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        action = bots[seat].choose(GAME.view(state, seat), legal)
        assert action in legal
        state.apply(action)


def test_the_reference_overrides_name_a_known_card_and_never_discard_the_princess():
    reference = load_tool("reference_ismcts")
    s = rig([["guard", "princess"], ["prince"], ["king"]], ["baron"], removed="priest")
    s.known[0][1] = s.hands[1][0]
    bot = reference.ReferenceISMCTS(0, iterations=15)
    assert bot.choose(GAME.view(s, 0), s.legal_actions()) == ("play", "guard", 1, 5)
    s = rig([["handmaid", "princess"], ["prince"], ["king"]], ["baron"], removed="priest")
    assert bot.choose(GAME.view(s, 0), s.legal_actions()) == ("play", "handmaid")


def test_head_to_head_rotates_seats_over_the_same_deals(capsys):
    tool = load_tool("headtohead")
    deal = tool.play_deal((["hard", "reference"], "classic", 3, 0, 10, "game"))
    assert abs(sum(deal["returns"]) - 1.0) < 1e-9  # every game's win is shared out, once per rotation
    assert deal["times"]["hard"] and deal["times"]["hard cpu"]
    assert tool.main(["--lineup", "random,reference", "--games", "4", "--processes", "1", "--json",
                      "--reference-iterations", "10"]) == 0
    out = capsys.readouterr()
    summary = json.loads(out.out)
    assert summary["games"] == 4 and summary["deals"] == 2 and summary["complete"]
    for entrant in summary["entrants"]:
        low, high = entrant["ci95"]
        assert 0.0 <= low <= entrant["win_rate"] <= high <= 1.0
    assert "random,reference (classic): 4 games = 2 deals x 2 rotations" in out.err


def test_head_to_head_can_count_single_rounds(capsys):
    tool = load_tool("headtohead")
    deal = tool.play_deal((["random", "reference"], "classic", 3, 0, 10, "round"))
    assert abs(sum(deal["returns"]) - 1.0) < 1e-9  # each rotation's first round is won (or shared) once
    s = rig([["guard", "princess"], ["priest"]], ["baron"], removed="handmaid", rest="discard",
            setaside=["guard", "guard", "guard"])
    s.apply(("play", "guard", 1, 2))  # a hit on the Priest: the round ends with seat 0's win
    assert tool.round_returns(s, 1) == [1.0, 0.0]
    assert tool.main(["--lineup", "random,reference", "--games", "4", "--processes", "1", "--json", "--unit",
                      "round", "--reference-iterations", "10"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["unit"] == "round"
    assert "random,reference (classic): 4 rounds = 2 deals x 2 rotations" in out.err
    assert "round win rate" in out.err


def test_a_stopped_head_to_head_resumes_from_its_record_with_the_figures_of_one_run(tmp_path, capsys):
    tool = load_tool("headtohead")
    quick = ["--lineup", "random,reference", "--processes", "1", "--json", "--reference-iterations", "10"]
    assert tool.main([*quick, "--games", "6"]) == 0
    whole = json.loads(capsys.readouterr().out)
    record = tmp_path / "deals.jsonl"
    assert tool.main([*quick, "--games", "2", "--record", str(record)]) == 0  # a run stopped after one deal
    capsys.readouterr()
    with record.open("a") as file:
        file.write('{"key": {"tool": "headt')  # killed while writing its next deal
    assert tool.main([*quick, "--games", "6", "--record", str(record)]) == 0
    resumed = json.loads(capsys.readouterr().out)
    assert resumed["resumed_deals"] == 1 and resumed["deals"] == 3
    assert resumed["entrants"] == whole["entrants"]
    assert len(record.read_text().splitlines()) == 4  # the first run's deal, the torn line, two more deals
