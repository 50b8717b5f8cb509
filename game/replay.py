"""A replay: a match rebuilt from its seed and its move list, at any move, read-only. Pure (no display, no I/O but
the two file functions at the bottom, which go through the saves' checked reader and atomic writer).

:class:`Replay` plays the moves once from the seed, keeping a copy of the position (``GameState.clone``) every
:data:`CHECKPOINT_EVERY` moves (no copy per move) and, per move, only where the log stood and whether it ended a
round. Going
to move ``n`` rebuilds from the nearest kept position at or before ``n`` (or goes on from the shown position when
that is nearer), so a step back costs at most ``CHECKPOINT_EVERY - 1`` moves, in any game.

A shared replay is one small versioned JSON file (:class:`ReplayRecord`): game, options, seed, seats (names and
kinds), the moves and the app version. A file that is damaged, hostile, foreign or of a newer format raises
:class:`game.session.SaveError` with a one-line message, as a save does; nothing is changed then."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game import version
from game.engine import Action, Event, JSONIn, JSONValue, OptionValue, SomeGame, SomeState, SomeView
from game.engine import ends_round as ends_round
from game.engine.json_read import is_arr, is_obj, json_value
from game.i18n import N_, tr
from game.session import MAX_SEED, SaveError, SeatConfig, Session, game_named, one_line

REPLAY_FORMAT = "palace-table-replay"
REPLAY_VERSION = 1
CHECKPOINT_EVERY = 50
"""A position is kept every this many moves (a step back replays at most one fewer)."""
MAX_REPLAY_BYTES = 2 * 1024 * 1024
MAX_REPLAY_MOVES = 100_000
REPLAY_SUFFIX = ".replay.json"


@dataclass(frozen=True)
class ReplayRecord:
    """What a replay is made of (a match's setup and its moves as JSON); nothing else needs storing."""

    game: SomeGame
    seats: tuple[SeatConfig, ...]
    seed: int
    options: dict[str, OptionValue]  # as written (the session checks them against the game's options)
    actions: tuple[JSONValue, ...]
    app_version: str = ""

    @classmethod
    def of(cls, session: Session) -> ReplayRecord:
        return cls(session.game, tuple(session.seats), session.seed, dict(session.options),
                   tuple(session.history_json()), version())

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def to_json(self) -> JSONValue:
        return {"format": REPLAY_FORMAT, "version": REPLAY_VERSION, "app_version": self.app_version or version(),
                "game": self.game.id, "options": dict(self.options), "seed": self.seed, "names": self.names,
                "seats": [seat.to_json() for seat in self.seats], "actions": list(self.actions)}

    @classmethod
    def from_json(cls, data: JSONIn) -> ReplayRecord:
        """The record of a replay file's JSON; :class:`SaveError` (one line) for anything unusable."""
        if not is_obj(data) or data.get("format") != REPLAY_FORMAT:
            raise SaveError(tr("not a Palace Table replay"))
        number = data.get("version")
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise SaveError(tr("the replay has no valid version number"))
        if number > REPLAY_VERSION:
            raise SaveError(tr("the replay was made by a newer version of Palace Table (format {version})",
                               version=str(number)[:9]))
        game = game_named(data.get("game"), N_("the replay is for an unknown game: {game}"))
        raw_seats = data.get("seats")
        if not is_arr(raw_seats) or not 1 <= len(raw_seats) <= 16:
            raise SaveError(tr("the replay has no valid seats"))
        try:
            seats = tuple(SeatConfig.from_json(s) for s in raw_seats)
        except ValueError as exc:
            raise SaveError(tr("the replay has a bad seat: {error}", error=one_line(exc))) from exc
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not -MAX_SEED <= seed <= MAX_SEED:
            raise SaveError(tr("the replay has no valid seed"))
        options, actions = data.get("options"), data.get("actions")
        if not is_obj(options) or not all(isinstance(v, bool | int | str) for v in options.values()):
            raise SaveError(tr("the replay has no valid options"))
        if not is_arr(actions) or len(actions) > MAX_REPLAY_MOVES:
            raise SaveError(tr("the replay has no valid move list"))
        try:
            moves = tuple(json_value(a, "a move") for a in actions)
        except ValueError:
            raise SaveError(tr("the replay has no valid move list")) from None
        app = data.get("app_version")
        return cls(game, seats, seed, _options(options), moves, app[:40] if isinstance(app, str) else "")


def _options(given: dict[str, JSONIn]) -> dict[str, OptionValue]:
    """A replay's options, each a value an option may have (checked by the caller)."""
    return {key: value for key, value in given.items() if isinstance(value, bool | int | str)}


@dataclass
class Position:
    """The replay at one move: the session there (its history is the moves so far; when the last move ended a
    round, it stands at the round's end, before the next deal)."""

    number: int
    session: Session

    @property
    def at_round_end(self) -> bool:
        return self.session.at_round_end


class Replay:
    """A match rebuilt from a :class:`ReplayRecord` (see the module's text). Raises :class:`SaveError` when a move
    of the record is not legal where it is played."""

    def __init__(self, record: ReplayRecord, every: int = CHECKPOINT_EVERY) -> None:
        self.record = record
        self.every = every
        game = record.game
        try:
            session = Session(game, list(record.seats), record.seed, record.options)
        except ValueError as exc:
            raise SaveError(tr("the replay's setup is invalid: {error}", error=one_line(exc))) from exc
        self.checkpoints: dict[int, SomeState] = {0: session.state.clone()}
        self.log_ends = [len(session.state.log)]
        """Per position (0 = the start): how long the full log is there."""
        self.round_ends: list[int] = []
        """The positions just after a move that ended a round."""
        self.actions: list[Action] = []
        self.actors: list[int] = []
        for number, raw in enumerate(record.actions, 1):
            try:
                action = game.action_from_json(raw)
                actor = session.current_seat()
                events = session.apply(action)
            except Exception as exc:  # untrusted input: any failure of a move means a bad replay
                raise SaveError(tr("replayed move {number} is not legal: {error}", number=number,
                                   error=one_line(exc))) from exc
            self.actions.append(action)
            self.actors.append(actor)
            self.log_ends.append(len(session.state.log))
            if ends_round(events):
                self.round_ends.append(number)
            if number % every == 0:
                self.checkpoints[number] = session.state.clone()
        self.log: list[Event] = list(session.state.log)
        """The whole log of the last position (every earlier position's log is a beginning of it)."""
        self.finished = session.is_over()
        self._at = Position(len(self.actions), session)

    # ---------------------------------------------------------------- what it is
    @property
    def game(self) -> SomeGame:
        return self.record.game

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def position(self) -> Position:
        return self._at

    def events_of(self, move: int) -> list[Event]:
        """The events of move ``move`` (1-based; the events that led to position ``move``)."""
        if not 1 <= move <= self.length:
            return []
        return self.log[self.log_ends[move - 1]:self.log_ends[move]]

    def round_starts(self) -> list[int]:
        """The positions where a round begins (0 and each position after a round's end, the game's end left out)."""
        return [0, *(n for n in self.round_ends if n < self.length)]

    def move_of_event(self, index: int) -> int:
        """The move (1-based) that added the full log's event ``index`` (0: the deal before the first move)."""
        lo, hi = 0, self.length
        while lo < hi:  # the first position whose log holds the event
            mid = (lo + hi) // 2
            if self.log_ends[mid] > index:
                hi = mid
            else:
                lo = mid + 1
        return lo

    # ---------------------------------------------------------------- going to a move
    def seek(self, number: int) -> Position:
        """The position after ``number`` moves (clamped to the game), rebuilt from the nearest kept position (or
        from the shown one when it lies between that and ``number``)."""
        number = max(0, min(self.length, number))
        at = self._at
        if number == at.number:
            return at
        # the last move is always played here (not read from a kept position): a round it ended is seen as it ended
        base = max(k for k in self.checkpoints if k < number) if number else 0
        if not base <= at.number < number:
            session = self._session_at(base)
        else:
            session, base = at.session, at.number
        for i in range(base, number):
            session.apply(self.actions[i])  # a round's end left pending before it is dealt by the next move
        self._at = Position(number, session)
        return self._at

    def _session_at(self, base: int) -> Session:
        """A session at the kept position ``base`` (a copy of it: the kept one stays as it is)."""
        session = Session.__new__(Session)
        session.__dict__.update(self._at.session.__dict__)  # the setup (seats, seed, options) is the same
        state = self.checkpoints[base].clone()
        state.set_bots_only(session.bots_only)
        session.state = state
        session.history = list(self.actions[:base])
        session.actors = list(self.actors[:base])
        session._history_json = None
        session.sealed, session.sealed_by = 0, ""
        return session

    def view(self, seat: int) -> SomeView:
        """``seat``'s view at the shown position: as the round ended when its last move ended one."""
        return self._at.session.view(seat)


# -------------------------------------------------------------------- files
def export_replay(path: Path, record: ReplayRecord) -> None:
    """Write ``record`` as a replay file (atomically; OSError when it cannot be written)."""
    from game.saves import write_json_atomic

    write_json_atomic(Path(path), record.to_json())


def import_replay(path: Path) -> Replay:
    """The replay in the file at ``path``: read with the saves' checks (a regular file, its size, text, JSON),
    its record checked and every move replayed; :class:`SaveError` (one line) otherwise."""
    from game.saves import read_json_file

    data = read_json_file(Path(path), limit=MAX_REPLAY_BYTES)
    try:
        return Replay(ReplayRecord.from_json(data))
    except SaveError:
        raise
    except Exception as exc:  # a rules module failing on odd data must not take the app down
        error = f"{type(exc).__name__}: {one_line(exc)}"
        raise SaveError(tr("the replay cannot be opened: {error}", error=error)) from exc
