"""Long random play of one game with the protocol's invariants checked along the way.

Shared by ``test_random_play.py`` (a bounded CI run) and ``tools/soak.py`` (the longer benchmark).
Every action: the turn is valid and the chosen legal action applies. Every ``view_every`` actions: every
seat's view reads back from JSON unchanged (views hold the whole log, so checking them at every action
would cost most of the run). Every ``deep_every`` actions, and at each game's first and last position:
the state survives ``state_from_json(to_json())`` (the game's loader checks card conservation) with the
same legal actions and views, the acting seat's view is what ``determinize`` rebuilds, and an action
outside ``legal_actions()`` is refused without touching the state.
"""

from __future__ import annotations

import json
import operator
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

import plain_json

from game import catalog
from game.engine import JSON, TERMINAL, GameDef, GameState, IllegalActionError, OptionSpec
from game.session import derive_seed
from game.tools.simulate import MAX_ACTIONS

NOT_AN_ACTION = ("__not_an_action__", -1)


@dataclass
class SoakReport:
    game: str
    actions: int = 0
    games: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> JSON:
        rate = self.actions / self.seconds if self.seconds else 0.0
        return {"game": self.game, "actions": self.actions, "games": self.games, "seconds": round(self.seconds, 2),
                "actions_per_s": round(rate), "failures": self.failures}


def plain(data: JSON) -> JSON:
    """``data`` as it reads back from a JSON file; fails on anything JSON cannot hold (NaN too)."""
    return plain_json.plain(data, allow_nan=False)


def random_option(spec: OptionSpec, rng: random.Random) -> JSON:
    if spec.kind == "bool":
        return rng.random() < 0.5
    if spec.kind == "choice":
        return rng.choice(spec.choices)[0]
    if spec.kind == "int" and spec.bounds:
        return rng.randint(*spec.bounds)
    return spec.default


def random_setup(game: GameDef, rng: random.Random) -> tuple[int, dict[str, JSON]]:
    """A player count and options drawn at random; combinations the game refuses are redrawn."""
    n = rng.randint(game.min_players, game.max_players)
    while True:
        options = {spec.key: random_option(spec, rng) for spec in game.option_specs(n)}
        try:
            game.new_game(n, 0, options)
        except ValueError:
            continue
        return n, options


class Violation(AssertionError):
    """A broken invariant, with where it happened."""


def check_turn(state: GameState) -> None:
    current = state.current_player()
    if state.is_terminal():
        if current != TERMINAL or state.legal_actions():
            raise Violation(f"finished game: current_player() {current}, legal {state.legal_actions()[:3]}")
        return
    if not 0 <= current < state.num_players:
        raise Violation(f"current_player() {current} out of range for {state.num_players} players")
    if not state.legal_actions():
        raise Violation("no legal action in an unfinished game")


class ViewChecker:
    """Checks that every seat's view reads back from JSON unchanged, as ``plain(view) == view`` would, for less.

    A view's log only grows in most games and its entries are shared by the seats that see them (an event's JSON is
    made once), and ``plain(log) == log`` holds exactly when ``plain(entry) == entry`` holds for every entry. So
    each distinct entry (by identity) takes the JSON round trip once, when first met, and at every later check all
    the entries are compared at once with the plain copies kept then (an equality that fails just as a round trip
    would on anything JSON cannot hold); an entry that no longer equals its copy is round-tripped again. A seat's
    log whose entries checked before are not all still its first entries, the same objects, has every log checked
    anew."""

    def __init__(self) -> None:
        self._seen: dict[int, list[JSON]] = {}  # seat -> the entries of its log checked before, in order
        self._entries: list[JSON] = []  # every distinct entry of the logs ...
        self._copies: list[JSON] = []  # ... and its plain copy
        self._ids: set[int] = set()  # id() of each of ``_entries`` (kept alive there, so the ids stay theirs)

    def check(self, game: GameDef, state: GameState) -> list[JSON]:
        """Check every seat's view; return them (seat by seat)."""
        views = [game.view(state, seat) for seat in range(state.num_players)]
        logs: dict[int, list[JSON]] = {}
        rests = [{key: value for key, value in view.items() if key != "log"} for view in views]
        if plain(rests) != rests:  # (one round trip for every seat: the same as one each)
            seat = next(seat for seat, rest in enumerate(rests) if plain(rest) != rest)
            raise Violation(f"seat {seat}'s view does not read back from JSON unchanged")
        for seat, view in enumerate(views):
            log = view.get("log", [])
            if not isinstance(log, list) and plain(log) != log:
                raise Violation(f"seat {seat}'s view does not read back from JSON unchanged")
            if isinstance(log, list):
                logs[seat] = log
        if not self._logs_are_plain(logs):
            seat = next(seat for seat, log in logs.items() if plain(log) != log)
            raise Violation(f"seat {seat}'s view does not read back from JSON unchanged")
        return views

    def _logs_are_plain(self, logs: dict[int, list[JSON]]) -> bool:
        if any(not _starts_with(log, self._seen.get(seat, [])) for seat, log in logs.items()) \
                or logs.keys() != self._seen.keys():
            self._entries, self._copies, self._ids = [], [], set()
            self._seen = {seat: [] for seat in logs}
        new: list[JSON] = []
        for seat, log in logs.items():
            for entry in log[len(self._seen[seat]):]:
                if id(entry) not in self._ids:
                    self._ids.add(id(entry))
                    new.append(entry)
            self._seen[seat] = log
        plain_now = True
        if self._entries != self._copies:  # an entry changed since its copy was made: its new value is checked
            for at, (entry, copy) in enumerate(zip(self._entries, self._copies, strict=True)):
                if entry != copy:
                    self._copies[at] = copy = plain(entry)
                    plain_now = plain_now and copy == entry
        made = plain(new)
        self._entries += new
        self._copies += made
        return plain_now and made == new


def _starts_with(log: list[JSON], seen: list[JSON]) -> bool:
    """``log`` begins with the very objects of ``seen``."""
    return len(seen) <= len(log) and all(map(operator.is_, log, seen))


def check_views(game: GameDef, state: GameState, views: ViewChecker | None = None) -> list[JSON]:
    return (views or ViewChecker()).check(game, state)


def check_deep(game: GameDef, state: GameState, rng: random.Random, views: ViewChecker | None = None) -> None:
    """The expensive checks, done on a sample of positions. (``saved`` is plain JSON, so an equality with it fails
    on anything JSON cannot hold, as a round trip would.) The loader reads ``saved`` itself, the one copy read
    back from the text: that it left it as it was is checked (``saved`` still equals the state's JSON, made once:
    the state is not touched in between) before ``saved`` stands for the state."""
    shown = check_views(game, state, views)
    written = game.state_to_json(state)
    saved = json.loads(plain_json.dumps(written, allow_nan=False))
    restored = game.state_from_json(saved)
    if written != saved:
        raise Violation("state_from_json() changed the JSON it read")
    if game.state_to_json(restored) != saved:
        raise Violation("state_from_json(to_json()) changed the state")
    if restored.legal_actions() != state.legal_actions() or any(
            game.view(restored, seat) != shown[seat] for seat in range(state.num_players)):
        raise Violation("the state restored from to_json() plays or shows differently")
    if state.is_terminal():
        return
    seat = state.current_player()
    view = shown[seat]
    if game.view(game.determinize(view, random.Random(rng.getrandbits(32))), seat) != view:
        raise Violation(f"determinize(view).view({seat}) differs from the view")
    probe = state.clone()
    try:
        probe.apply(NOT_AN_ACTION)
    except IllegalActionError:
        pass
    else:
        raise Violation(f"apply({NOT_AN_ACTION}) was accepted")
    if game.state_to_json(probe) != saved:
        raise Violation("a refused action changed the state")


@dataclass(frozen=True)
class Sampling:
    """How often the costly checks run, in actions."""

    view_every: int = 10
    deep_every: int = 100


SPARSE = Sampling(view_every=40, deep_every=300)
"""The sampling of a game whose log grows long (``Capabilities.long_log``): its views are costly."""


def sampling_of(game: GameDef) -> Sampling:
    """How often the costly checks run for ``game``, by its capabilities."""
    return SPARSE if catalog.get_entry(game.id).capabilities.long_log else Sampling()


def play_game(game: GameDef, n: int, options: Mapping[str, JSON], seed: int, sampling: Sampling,
              budget: int) -> int:
    """One game (or its first ``budget`` actions) of random play; return the actions applied."""
    state = game.new_game(n, seed, options)
    rng = random.Random(seed)
    views = ViewChecker()
    check_turn(state)
    check_deep(game, state, rng, views)
    applied = 0
    while not state.is_terminal() and applied < min(budget, MAX_ACTIONS):
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        applied += 1
        check_turn(state)
        if applied % sampling.deep_every == 0:
            check_deep(game, state, rng, views)
        elif applied % sampling.view_every == 0:
            views.check(game, state)
    if state.is_terminal():
        check_deep(game, state, rng, views)
    elif applied >= MAX_ACTIONS:
        raise Violation(f"no end after {MAX_ACTIONS} random actions")
    return applied


def soak(game: GameDef, actions: int, seed: int, sampling: Sampling | None = None, max_failures: int = 5
         ) -> SoakReport:
    """Random games of ``game`` (player counts and options drawn per game) until ``actions`` are applied;
    ``sampling`` defaults to the game's (:func:`sampling_of`)."""
    sampling = sampling or sampling_of(game)
    report = SoakReport(game.id)
    rng = random.Random(seed)
    start = time.perf_counter()
    while report.actions < actions and len(report.failures) < max_failures:
        n, options = random_setup(game, rng)
        game_seed = derive_seed(seed, report.games)
        try:
            report.actions += play_game(game, n, options, game_seed, sampling, actions - report.actions)
        except Exception as exc:  # every failure is reported with what reproduces it
            report.failures.append(f"{type(exc).__name__}: {exc} (players={n}, seed={game_seed}, "
                                   f"options={options})"[:600])
        report.games += 1
    report.seconds = time.perf_counter() - start
    return report
