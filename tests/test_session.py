import copy
import json

import pytest

from game.engine import TERMINAL, IllegalActionError
from game.session import SAVE_FORMAT, SAVE_VERSION, SaveError, SeatConfig, Session

SEATS = [SeatConfig("Ann", "human"), SeatConfig("Bot", "bot", "easy")]


def play_out(session: Session, limit: int = 1000) -> None:
    for _ in range(limit):
        if session.is_over():
            return
        session.apply(session.bot_action())
    raise AssertionError("no end reached")


def test_new_session_resolves_options_and_turns(fixture_game):
    session = Session(fixture_game, SEATS, seed=5, options={"starter": 1})
    assert session.options == {"starter": 1, "hand_size": 3}
    assert session.current_seat() == 1
    assert not session.is_human_turn()
    assert session.legal_actions() == session.state.legal_actions()
    assert session.view(0)["seat"] == 0


def test_bad_setup_is_refused(fixture_game):
    with pytest.raises(ValueError):
        Session(fixture_game, SEATS[:1], seed=1)
    with pytest.raises(ValueError):
        Session(fixture_game, SEATS, seed=1, options={"nonsense": 1})
    with pytest.raises(ValueError):
        SeatConfig("X", "robot")
    with pytest.raises(ValueError):
        SeatConfig("X", "bot", "godlike")


def test_apply_records_history_and_returns_new_events(fixture_game):
    session = Session(fixture_game, SEATS, seed=3)
    action = session.legal_actions()[0]
    events = session.apply(action)
    assert session.history == [action]
    assert [e.kind for e in events] == ["play"]
    with pytest.raises(IllegalActionError):
        session.apply(("play", 99))
    assert session.history == [action]


def test_bot_action_is_a_function_of_seed_seat_and_move_number(fixture_game):
    seats = [SeatConfig("A", "bot", "random"), SeatConfig("B", "bot", "random")]
    one, two = Session(fixture_game, seats, seed=11), Session(fixture_game, seats, seed=11)
    play_out(one)
    play_out(two)
    assert one.history == two.history
    assert one.current_seat() == TERMINAL and not one.is_human_turn()
    with pytest.raises(ValueError):
        one.bot_action()


def test_round_trip_mid_game_resumes_exactly(fixture_game):
    seats = [SeatConfig("A", "bot", "random"), SeatConfig("B", "bot", "normal"), SeatConfig("C", "human")]
    session = Session(fixture_game, seats, seed=8)
    for _ in range(4):
        session.apply(session.bot_action())
    data = session.to_json()
    assert data["format"] == SAVE_FORMAT and data["version"] == SAVE_VERSION and data["game"] == "fixture-duel"
    restored = Session.from_json(copy.deepcopy(data))
    assert restored.to_json() == data
    assert restored.seats == seats and restored.history == session.history
    play_out(session)
    play_out(restored)
    assert restored.to_json() == session.to_json()


def as_format_1(session: Session) -> dict:
    """The save of ``session`` as the format before 2 wrote it: the whole position beside the moves."""
    data = {key: value for key, value in session.to_json().items() if key != "digest"}
    return json.loads(json.dumps({**data, "version": 1, "state": session.game.state_to_json(session.state)}))


def test_a_save_is_setup_moves_and_a_digest_not_the_position(fixture_game):
    session = Session(fixture_game, SEATS, seed=2)
    session.apply(session.legal_actions()[0])
    data = session.to_json()
    assert set(data) == {"format", "version", "game", "options", "seed", "seats", "history", "digest", "hinted",
                         "undos"}
    assert data["version"] == 2 and len(json.dumps(data["digest"])) < 200


@pytest.mark.parametrize("field, value", [("state", "0" * 32), ("scores", [9.0, 0.0]), ("moves", 7), ("turn", 5),
                                          ("events", 0)])
def test_a_replay_that_lands_off_the_digest_is_refused(fixture_game, field, value):
    session = Session(fixture_game, SEATS, seed=2)
    session.apply(session.legal_actions()[0])
    data = session.to_json()
    assert Session.from_json(copy.deepcopy(data)).history == session.history
    data["digest"][field] = value
    with pytest.raises(SaveError, match="does not match"):
        Session.from_json(data)


def test_a_save_of_format_1_migrates_and_its_tampered_state_is_refused(fixture_game):
    session = Session(fixture_game, SEATS, seed=2)
    session.apply(session.legal_actions()[0])
    data = as_format_1(session)
    assert Session.from_json(copy.deepcopy(data)).to_json() == session.to_json()  # written again as format 2
    data["state"]["tricks"][0] += 1
    with pytest.raises(SaveError, match="does not match"):
        Session.from_json(data)
    with pytest.raises(SaveError, match="damaged"):
        Session.from_json({**as_format_1(session), "state": {"players": 2}})
    with pytest.raises(SaveError, match="no position"):
        Session.from_json({key: value for key, value in as_format_1(session).items() if key != "state"})


def test_illegal_history_is_refused(fixture_game):
    data = Session(fixture_game, SEATS, seed=2).to_json()
    data["history"] = [["play", 42]]
    with pytest.raises(SaveError, match="move 1"):
        Session.from_json(data)


@pytest.mark.parametrize(
    "change, message",
    [
        ({"format": "something-else"}, "not a Palace Table save"),
        ({"version": SAVE_VERSION + 1}, "newer version"),
        ({"version": 10**12}, "newer version"),
        ({"version": "1"}, "version"),
        ({"version": True}, "version"),
        ({"game": "chess"}, "unknown game"),
        ({"seats": []}, "no seats"),
        ({"seats": [{"name": "A"}]}, "bad seat"),
        ({"seats": [{"name": "A", "kind": "human", "level": "normal"}]}, "setup"),
        ({"seed": 1.5}, "seed"),
        ({"options": []}, "options"),
        ({"options": {"hand_size": 7}}, "setup"),
        ({"history": {}}, "history"),
        ({"digest": {"players": 2}}, "does not match"),
        ({"digest": None}, "does not match"),
    ],
)
def test_bad_envelopes_raise_save_error(fixture_game, change, message):
    data = Session(fixture_game, SEATS, seed=2).to_json()
    data.update(change)
    with pytest.raises(SaveError, match=message):
        Session.from_json(data)
    if "digest" not in change:  # the same damage in a save of format 1
        with pytest.raises(SaveError, match=message):
            Session.from_json({**as_format_1(Session(fixture_game, SEATS, seed=2)), **change})


@pytest.mark.parametrize("data", [None, [], "save", 3, {"format": SAVE_FORMAT}, {"format": SAVE_FORMAT, "version": 2}])
def test_foreign_json_raises_save_error(data):
    with pytest.raises(SaveError):
        Session.from_json(data)


def test_the_saved_history_is_every_move_encoded_after_moves_and_an_undo(fixture_game):
    """Each save encodes only the moves since the last one; after an undo the history is encoded anew."""
    game = fixture_game
    session = Session(game, SEATS, seed=7)

    def fresh() -> list:
        return [game.action_to_json(a) for a in session.history]

    saved = []
    while session.why_no_undo(0) is not None or len(session.history) < 4:
        assert not session.is_over(), "no position to take a move back from"
        session.apply(session.bot_action() if session.current_seat() else session.legal_actions()[0])
        saved.append(session.to_json()["history"])
        assert saved[-1] == fresh()
    assert [len(h) for h in saved] == list(range(1, len(saved) + 1))  # each save its own list, none changed later
    session.undo(0)
    assert session.to_json()["history"] == fresh() and len(fresh()) < len(saved[-1])
    session.apply(session.legal_actions()[-1])
    assert session.to_json()["history"] == fresh()
