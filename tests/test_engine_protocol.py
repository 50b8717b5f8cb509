import random

import pytest

from game.engine import (
    OptionSpec,
    Presenter,
    StateFormatError,
    TableModel,
    resolve_options,
    rng_from_json,
    rng_to_json,
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
