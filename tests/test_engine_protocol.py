from __future__ import annotations

import random

import pytest

from game.engine import (
    TERMINAL,
    Event,
    GameDef,
    GameState,
    IllegalActionError,
    OptionSpec,
    Presenter,
    StateFormatError,
    TableModel,
    checks,
    resolve_options,
    rng_from_json,
    rng_to_json,
    uniform_playout,
)


def test_rng_round_trip_continues_identically():
    rng = random.Random(42)
    rng.random()
    copy = rng_from_json(rng_to_json(rng))
    assert [rng.random() for _ in range(5)] == [copy.random() for _ in range(5)]


@pytest.mark.parametrize("bad", [None, [], [3, [1, 2], None], "x", [3, list(range(624)) + ["a"], None],
                                 [3, [-1] * 625, None]])
def test_rng_rejects_garbage(bad):
    with pytest.raises(StateFormatError):
        rng_from_json(bad)


def test_options_defaults_unknown_and_conflicts():
    specs = [
        OptionSpec("a", "A", "bool", False, conflicts=("b",)),
        OptionSpec("b", "B", "bool", False),
        OptionSpec("n", "N", "int", 3, bounds=(1, 5)),
    ]
    assert resolve_options(specs, None) == {"a": False, "b": False, "n": 3}
    with pytest.raises(ValueError):
        resolve_options(specs, {"zzz": 1})
    with pytest.raises(ValueError):
        resolve_options(specs, {"a": True, "b": True})
    with pytest.raises(ValueError):
        resolve_options(specs, {"n": 9})


class CountingPresenter(Presenter):
    """Describes an event as ``"<viewer>:<name>:<n>"``; counts the calls (an event with n 0 gives no line)."""

    def __init__(self) -> None:
        self.calls = 0

    def table(self, view, legal, names) -> TableModel:
        return TableModel([], [], [], log=self.log_lines(view, names))

    def describe_event(self, event, names, viewer) -> str:
        self.calls += 1
        n = event["args"]["n"]
        return f"{viewer}:{names[0]}:{n}" if n else ""


def _log(*numbers: int) -> list[dict]:
    return [{"kind": "step", "args": {"n": n}, "to": None} for n in numbers]


def test_log_lines_describe_only_the_new_events_of_a_growing_log():
    presenter = CountingPresenter()
    view = {"seat": 1, "log": _log(1, 0, 2)}
    assert presenter.log_lines(view, ["Ana"]) == ["1:Ana:1", "1:Ana:2"]  # the empty line is left out
    assert presenter.calls == 3
    view = {"seat": 1, "log": _log(1, 0, 2, 3, 4)}
    assert presenter.log_lines(view, ["Ana"]) == ["1:Ana:1", "1:Ana:2", "1:Ana:3", "1:Ana:4"]
    assert presenter.calls == 5  # only the two new events were described
    assert presenter.log_lines(view, ["Ana"]) == ["1:Ana:1", "1:Ana:2", "1:Ana:3", "1:Ana:4"]
    assert presenter.calls == 5


def test_people_taking_turns_at_one_screen_each_keep_their_log_lines():
    """A shared screen shows each person's own log in turn: every viewer's lines are kept, so a turn describes only
    the events new to that viewer (the whole log was described again at every hand-over)."""
    presenter = CountingPresenter()
    log = _log(1, 2, 3)
    for seat in (0, 1, 2):
        presenter.log_lines({"seat": seat, "log": log}, ["Ana"])
    assert presenter.calls == 9
    log = _log(1, 2, 3, 4)
    for seat in (0, 1, 2):
        assert presenter.log_lines({"seat": seat, "log": log}, ["Ana"]) == [f"{seat}:Ana:{n}" for n in (1, 2, 3, 4)]
    assert presenter.calls == 12  # one new event per viewer


def test_an_event_that_cannot_be_described_leaves_the_kept_lines_as_they_were():
    """The kept lines grow in place; an event a hostile host sent that the game cannot describe raises before any of
    the new lines are kept (no line twice, no round mark out of place, next time), and the lines returned are the
    caller's own (changing them changes nothing kept)."""
    presenter = CountingPresenter()
    view = {"seat": 0, "log": _log(1, 2)}
    presenter.log_lines(view, ["Ana"]).append("scribbled")
    broken = {"seat": 0, "log": [*_log(1, 2, 3), {"kind": "step", "args": {}, "to": None}]}
    with pytest.raises(KeyError):
        presenter.log_lines(broken, ["Ana"])
    assert presenter.log_lines({"seat": 0, "log": _log(1, 2, 3, 4)}, ["Ana"]) == [f"0:Ana:{n}" for n in (1, 2, 3, 4)]
    assert presenter.calls == 2 + 2 + 2  # the first two, the broken try (3, then the bad one), 3 and 4


@pytest.mark.parametrize("change", ["viewer", "names", "context", "other log", "shorter log"])
def test_log_lines_start_again_when_what_they_depend_on_changes(change):
    presenter = CountingPresenter()
    presenter.log_lines({"seat": 0, "log": _log(1, 2, 3)}, ["Ana"], "en")
    seat, names, context, log = 0, ["Ana"], "en", _log(1, 2, 3, 4)
    if change == "viewer":
        seat = 1
    elif change == "names":
        names = ["Bo"]
    elif change == "context":
        context = "de"
    elif change == "other log":
        log = _log(7, 8, 9, 4)
    else:
        log = _log(1, 2)
    lines = presenter.log_lines({"seat": seat, "log": log}, names, context)
    assert lines == [f"{seat}:{names[0]}:{e['args']['n']}" for e in log]
    assert presenter.calls == 3 + len(log)


# ------------------------------------------------------------------------------- template methods, checks


class CountState(GameState):
    """Count up to a goal by 1 or 2; counts how often its legal actions are computed."""

    def __init__(self, goal: int, count: int = 0) -> None:
        self.num_players, self.goal, self.count, self.computed = 1, goal, count, 0

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else 0

    def _compute_legal(self) -> list:
        self.computed += 1
        return [("add", k) for k in (1, 2) if self.count + k <= self.goal]

    def _apply(self, action) -> None:
        self.count += action[1]

    def clone(self) -> CountState:
        return CountState(self.goal, self.count)

    def is_terminal(self) -> bool:
        return self.count == self.goal

    def returns(self) -> list[float]:
        return [1.0 if self.is_terminal() else 0.0]

    def scores(self) -> list[float]:
        return [float(self.count)]

    @property
    def log(self) -> list[Event]:
        return []


class CountGame(GameDef):
    id, title, min_players, max_players = "count", "Count", 1, 2

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return [OptionSpec("goal", "Goal", "int", 5, bounds=(1, 9))]

    def _new_game(self, num_players: int, seed: int, options: dict) -> CountState:
        return CountState(options["goal"])

    def state_from_json(self, data) -> CountState:
        return CountState(data["goal"], data["count"])

    def state_to_json(self, state) -> dict:
        return {"goal": state.goal, "count": state.count}

    def view(self, state, seat: int) -> dict:
        return {"seat": seat, "current": state.current_player(), "count": state.count, "log": []}

    def public_view(self, state) -> dict:
        return {"seat": None, "current": state.current_player(), "count": state.count, "log": []}

    def determinize(self, view, rng: random.Random) -> CountState:
        raise NotImplementedError


COUNT = CountGame()


def test_legal_actions_are_computed_once_per_position_and_apply_checks_them():
    state = COUNT.new_game(1, seed=0)
    assert state.legal_actions() == state.legal_actions() == [("add", 1), ("add", 2)]
    state.legal_actions().clear()  # a caller's copy
    assert state.computed == 1 and state.legal_actions() == [("add", 1), ("add", 2)]
    with pytest.raises(IllegalActionError):
        state.apply(("add", 3))
    state.apply(("add", 2))
    assert state.count == 2 and state.legal_actions() == [("add", 1), ("add", 2)] and state.computed == 2


def test_new_game_checks_the_player_count_and_resolves_the_options():
    assert COUNT.new_game(2, seed=0).goal == 5
    assert COUNT.new_game(1, seed=0, options={"goal": 3}).goal == 3
    for bad in (0, 3):
        with pytest.raises(ValueError, match="Count is for 1-2 players"):
            COUNT.new_game(bad, seed=0)
    with pytest.raises(ValueError):
        COUNT.new_game(1, seed=0, options={"goal": 10})
    with pytest.raises(ValueError):
        COUNT.new_game(1, seed=0, options={"colour": "red"})


def test_the_game_gives_view_json_and_playouts_and_the_state_knows_no_game():
    state = COUNT.new_game(1, seed=0)
    for shortcut in ("game_def", "view", "public_view", "to_json", "random_playout"):
        assert not hasattr(state, shortcut), f"a state reaches back to its rules through {shortcut}"
    assert COUNT.state_to_json(state) == {"goal": 5, "count": 0}
    copy = state.clone()
    assert COUNT.random_playout(state, random.Random(1)) == uniform_playout(copy, random.Random(1)) > 0
    assert state.is_terminal() and state.count == copy.count


def test_a_presenter_finds_its_layout_by_the_game_id():
    class Named(CountingPresenter):
        game_id = "count"

    assert Named().layout_file(3) == "count/3p.tmx"
    with pytest.raises(NotImplementedError):
        CountingPresenter().layout_file(3)


def test_checks_return_what_they_checked_and_name_what_is_wrong():
    assert checks.whole(3, "n", 0, 3) == 3 and checks.seat(1, 2, "s") == 1
    assert checks.ints([1, 2], "deck", 0, 9, 2) == [1, 2] and checks.flags([True], "alive", 1) == [True]
    assert checks.members(["a"], "hand", {"a", "b"}) == ["a"]
    assert checks.items([[1], []], "hands", checks.ints, 2) == [[1], []]
    for call, message in [
        (lambda: checks.whole(True, "n"), "n must be a whole number"),
        (lambda: checks.whole(4, "n", 0, 3), "n must be within"),
        (lambda: checks.seat(2, 2, "current"), "current must be a seat below 2"),
        (lambda: checks.ints([1, "x"], "deck"), r"deck\[1\] must be a whole number"),
        (lambda: checks.ints([1], "deck", length=2), "deck must have 2 entries"),
        (lambda: checks.flags([1], "alive"), r"alive\[0\] must hold true/false"),
        (lambda: checks.members([["a"]], "hand", {"a"}), r"hand\[0\]: unknown entry"),
        (lambda: checks.items({}, "hands", checks.ints), "hands must be a list"),
    ]:
        with pytest.raises(StateFormatError, match=message):
            call()


@pytest.mark.parametrize("data, message", [
    ({}, "bad Count state: missing field 'goal'"),
    ({"goal": [], "count": 0}, "bad Count state: goal must be a whole number, not []"),
    (None, "bad Count state: 'NoneType' object is not subscriptable"),
])
def test_load_turns_every_malformed_field_into_a_state_format_error(data, message):
    def build(d):
        return CountState(checks.whole(d["goal"], "goal"), d["count"])

    with pytest.raises(StateFormatError) as caught:
        checks.load("Count", build, data)
    assert str(caught.value) == message
