"""The loser deals the next game (the rules text): "Play again" passes the loser as the dealer through the
game's options (``GameDef.next_game_options``); the scoring screen knows nothing of Palace (issue 18)."""

from __future__ import annotations

from game.games.palace.rules import GAME
from game.session import SeatConfig, Session

from .scenario import position

SEATS = [SeatConfig(name, "bot", "easy") for name in ("Anna", "Ben", "Carla")]


def _finished(seed: int) -> Session:
    session = Session(GAME, SEATS, seed)
    while not session.is_over():
        session.apply(session.bot_action())
    return session


def test_the_next_game_is_dealt_by_the_loser():
    session = _finished(3)
    loser = session.state.returns().index(0.0)
    options = GAME.next_game_options(session.state, session.options)
    assert options == {**session.options, "dealer": loser}
    for seed in range(5):
        assert Session(GAME, SEATS, seed, options).state.dealer == loser


def test_without_a_single_loser_the_dealer_is_drawn_again():
    state = position([["AS"], ["4H"], ["KC"]], pile=["9S"], options={"play_to_win": True})
    state.apply(("play", "hand", ("AS",)))
    assert GAME.next_game_options(state, {"play_to_win": True, "dealer": 2})["dealer"] == -1


def test_the_dealer_is_not_a_rule_and_saves_keep_their_shape():
    options = GAME.next_game_options(_finished(3).state, {})
    state = GAME.new_game(3, 8, options)
    assert "dealer" not in GAME.view(state, 0)["options"] and "dealer" not in GAME.state_to_json(state)["options"]
    assert [s.key for s in GAME.option_specs(3) if s.hidden] == ["dealer"]
    drawn = GAME.new_game(3, 8)
    assert state.hands == drawn.hands  # the same cards: only who deals (and so who starts) differs

