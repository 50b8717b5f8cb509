"""One match: a game, its seats, seed and options, the current state and the applied action history.

Pure (no I/O). The UI drives a :class:`Session`; saves serialise it with :meth:`Session.to_json` (the setup, the
moves and a digest of where they lead, as OpenSpiel serialises a game) and restore it with
:meth:`Session.from_json`, which replays the moves from the seed and checks that the replay lands on the digest, so
a tampered or illegal save is refused instead of played.
"""

from __future__ import annotations

import copy
import hashlib
import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game import catalog
from game.ai.hint import Hint, MoveReview
from game.engine import (
    BOT_LEVELS,
    TERMINAL,
    Action,
    Event,
    JSONIn,
    JSONValue,
    OptionValue,
    Reason,
    SomeGame,
    SomePresenter,
    SomeState,
    SomeView,
    StateFormatError,
    resolve_options,
)
from game.engine.json_read import is_arr, is_obj
from game.i18n import N_, tr
from game.textclean import NAME_LIMIT, clean_text, clip
from game.undo_replay import UndoReplays, setup_of

SAVE_FORMAT = "palace-table-save"
SAVE_VERSION = 2
"""2: setup, moves and a digest of where they lead (:func:`position_digest`). 1 (0.2.0 and before; read, and
written as 2 at the next save): setup, moves and the whole position as the game's JSON, which the replay must
reproduce exactly. A release that changes what a game's ``state_to_json`` writes changes the digest's hash: it
bumps this number, and its migration checks saves of 2 by the digest's other fields. The saves of every format are
kept under ``tests/fixtures/saves/`` and must load (``tests/test_old_saves.py``)."""
SEAT_KINDS = ("human", "bot")
MAX_SEED = 2**64
MAX_UNDOS = 10**9


@dataclass(frozen=True)
class BotRequest:
    """One bot decision's inputs. Plain data, so it can be decided in another process."""

    game_id: str
    level: str
    seed: int
    view: SomeView
    legal: tuple[Action, ...]

    def decide(self) -> Action:
        action: Action = catalog.get_entry(self.game_id).make_bot(self.level, self.seed).choose(self.view, list(self.legal))
        return action


@dataclass(frozen=True)
class HintRequest:
    """One hint's inputs (:mod:`game.ai.hint`): the seat's view and legal actions only, so the hint cannot depend
    on cards hidden from the seat. Plain data, so it can be computed in the bot process."""

    game_id: str
    seed: int
    view: SomeView
    legal: tuple[Action, ...]

    def compute(self) -> Hint:
        return catalog.get_entry(self.game_id).hint(self.view, list(self.legal), self.seed)


@dataclass(frozen=True)
class ReviewRequest:
    """A finished match's review for one seat: per decision of that seat (more than one legal move), the move
    number, the seat's view then, the legal moves and the move made. Plain data, for the bot process."""

    game_id: str
    seed: int
    decisions: tuple[tuple[int, SomeView, tuple[Action, ...], Action], ...]

    def compute(self, budget_s: float | None = None) -> list[MoveReview]:
        """The reviews of the decisions in order: all of them, or with ``budget_s`` only those begun within that
        many seconds (at least one), so that a long review is done in parts (:class:`game.review_job.ReviewJob`).
        Each decision's seed comes from its move number, so the parts give the same reviews as the whole."""
        entry = catalog.get_entry(self.game_id)
        deadline = None if budget_s is None else time.perf_counter() + budget_s
        out: list[MoveReview] = []
        for move, view, legal, made in self.decisions:
            if out and deadline is not None and time.perf_counter() >= deadline:
                break
            best, mine = entry.appraise(view, list(legal), made, derive_seed(self.seed, move))
            out.append(MoveReview(move, mine, best))
        return out

    def part(self, start: int, count: int) -> ReviewRequest:
        """The request for ``count`` decisions from the ``start``-th on (the data sent for one part of a review)."""
        return ReviewRequest(self.game_id, self.seed, self.decisions[start:start + count])


class SaveError(ValueError):
    """A save that cannot be used; the message is one line, fit to show to the player."""


def derive_seed(*parts: int | str) -> int:
    """A stable 63-bit seed from the given parts (independent of Python's hash randomisation)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str  # "human" | "bot"
    level: str = "normal"  # bot level: random | easy | normal | hard

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("a seat needs a name")
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {SEAT_KINDS}, not {self.kind!r}")
        if self.level not in BOT_LEVELS:
            raise ValueError(f"bot level must be one of {BOT_LEVELS}, not {self.level!r}")

    def to_json(self) -> JSONValue:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: JSONIn) -> SeatConfig:
        fields = data if is_obj(data) else {}
        name, kind, level = fields.get("name"), fields.get("kind"), fields.get("level")
        if not (isinstance(name, str) and isinstance(kind, str) and isinstance(level, str)):
            raise ValueError("a seat must be an object with text fields name, kind and level")
        return SeatConfig(clip(" ".join(clean_text(name).split()), NAME_LIMIT), kind, level)


class Session:
    """One match. ``state`` and ``history`` change only through :meth:`apply`."""

    def __init__(
        self, game: SomeGame, seats: list[SeatConfig], seed: int, options: Mapping[str, JSONIn] | None = None
    ) -> None:
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(f"{game.title} is for {game.min_players}-{game.max_players} players, not {len(seats)}")
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options: dict[str, OptionValue] = resolve_options(game.option_specs(len(seats)), options)
        self.state: SomeState = self._deal()
        self.history: list[Action] = []
        self.actors: list[int] = []
        """The seat that made each move of :attr:`history`."""
        self.sealed = 0
        """Moves before this index can no longer be taken back: the move just before it revealed something
        hidden (:meth:`GameDef.reveals`); :attr:`sealed_by` says what."""
        self.sealed_by = ""
        self.hinted: set[int] = set()
        """The seats that asked for a hint in this match (statistics count their games as hinted)."""
        self._presenter: SomePresenter | None = None
        self._history_json: tuple[list[Action], list[JSONValue]] | None = None
        """:attr:`history` (the list itself) and the JSON of its moves so far: an autosave after each move encodes
        only the new ones."""
        self.undos = [0] * len(self.seats)
        """How many times each seat took a move back in this match (statistics count them)."""
        self._replays = UndoReplays()

    def _deal(self) -> SomeState:
        """The match's first position: the deal of its seed and options."""
        state = self.game.new_game(len(self.seats), self.seed, self.options)
        state.set_bots_only(self.bots_only)
        return state

    @property
    def bots_only(self) -> bool:
        """No person plays: a simulation (a game may then cap its length, see ``GameState.set_bots_only``)."""
        return all(seat.kind == "bot" for seat in self.seats)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def current_seat(self) -> int:
        return TERMINAL if self.state.is_terminal() else self.state.current_player()

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def is_human_turn(self) -> bool:
        return not self.is_over() and not self.at_round_end and self.seats[self.current_seat()].kind == "human"

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def view(self, seat: int) -> SomeView:
        return self.game.view(self.state, seat)

    def listing(self) -> dict[str, JSONValue]:
        """What the Load list shows of this match beside its players, for a save's header: the round (None for a
        game of one round), whose turn (None once over) and the scores every person at the table may see (a
        hidden score is None), so that listing reads only the header."""
        if self._presenter is None:
            self._presenter = catalog.get_entry(self.game.id).presenter()
        presenter = self._presenter
        humans = [i for i, seat in enumerate(self.seats) if seat.kind == "human"] or [0]
        views = [self.view(seat) for seat in humans]
        scores = [float(x) for x in self.state.scores()]
        shown = [presenter.shown_scores(view, scores) for view in views]
        public = [None if any(s[i] is None for s in shown) else scores[i] for i in range(len(scores))]
        turn = None if self.is_over() or self.at_round_end else self.current_seat()
        return {"round": presenter.log_round_now(views[0], self.names), "turn": turn, "scores": public}

    @property
    def at_round_end(self) -> bool:
        """The position is a round's end with the next deal due (a chance step, which nobody decides): the move
        that ended the round was applied, the deal is not. :meth:`view` shows the ended round, :meth:`legal_actions`
        holds only the deal, and :meth:`settle` (or the next :meth:`apply`) deals."""
        return self.state.is_chance()

    def settle(self) -> list[Event]:
        """Deal the next round if :attr:`at_round_end` (the chance step resolved); returns the events it added."""
        before = len(self.state.log)
        self.state.settle()
        return self.state.log[before:]

    def dealt(self) -> Session:
        """At a round's end, a copy of this match with the next round dealt (the same deal :meth:`settle` makes;
        the original stays at the round's end); else this match itself."""
        if not self.at_round_end:
            return self
        other = copy.copy(self)
        other.state = self.state.clone()
        other.state.settle()
        return other

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (IllegalActionError otherwise) and return the events it added to the log. A move
        that ends a round stops at the chance step after it (:attr:`at_round_end`); the deal is resolved by
        :meth:`settle`, by applying the chance step's own action, or before the next move."""
        if self.at_round_end:
            if action in self.state.legal_actions():  # the deal itself (no seat's move: not in the history)
                return self.settle()
            self.settle()
        before = len(self.state.log)
        actor = self.current_seat()
        self.state.apply(action, settle=False)
        self.history.append(action)
        self.actors.append(actor)
        events = self.state.log[before:]
        revealed = self.game.reveals(self.state, action, events)
        if revealed:
            self.sealed, self.sealed_by = len(self.history), revealed
        return events

    # ----------------------------------------------------------------------------------------- undo

    def undo_target(self, seat: int) -> int | None:
        """How many moves of :attr:`history` stay if ``seat`` takes its last decision back, or None when it may
        not (:meth:`why_no_undo` says why). Board Game Arena's rule: a person takes back their own last move while
        nothing hidden has been revealed to anyone since and no other person has acted; the bots' replies after
        it go too (they revealed nothing either, or the door would be closed)."""
        return self._undo()[0]

    def why_no_undo(self, seat: int) -> Reason | None:
        """Why ``seat`` may not take a move back now (None: it may). Codes: ``over``, ``nothing`` (no move of
        a person yet), ``person`` (the last person's move was someone else's: arg ``seat``), ``revealed`` (arg
        ``what``: a code of :data:`game.engine.REVEAL_CODES`)."""
        target, mover = self._undo()
        if self.is_over():
            return Reason("over")
        if mover is None:
            return Reason("nothing")
        if mover != seat:
            return Reason("person", {"seat": mover})
        if target is None:
            return Reason("revealed", {"what": self.sealed_by})
        return None

    def _undo(self) -> tuple[int | None, int | None]:
        """The history length an undo goes back to (None: none) and who made the last move of a person."""
        humans = [i for i, actor in enumerate(self.actors) if self.seats[actor].kind == "human"]
        if not humans:
            return None, None
        last = humans[-1]
        mover = self.actors[last]
        return (last if last >= self.sealed and not self.is_over() else None), mover

    def undo(self, seat: int) -> int:
        """Take back ``seat``'s last decision and the bots' replies after it (ValueError when it may not, see
        :meth:`why_no_undo`): the position is replayed from the seed (:mod:`game.undo_replay`), so it is exactly
        the one before that decision. Returns how many moves were taken back."""
        reason = self.why_no_undo(seat)
        target = self.undo_target(seat)
        if reason is not None or target is None:
            raise ValueError(f"no undo: {reason.code if reason else 'none'}")
        kept = self.history[:target]
        taken = len(self.history) - target
        setup = setup_of(self.game.id, len(self.seats), self.seed, self.options, self.bots_only)
        self.state, self.history, self.actors, self.sealed, self.sealed_by = self._replays.start(kept, setup, self._deal)
        for action in kept[len(self.history):]:  # (from the deal, or where the last undo's replay ended)
            self.apply(action)
        self._replays.reached(setup, self.state, self.history, self.actors, self.sealed, self.sealed_by)
        self.settle()  # the position of the decision taken back came after any deal
        self.undos[seat] += 1
        return taken

    def bot_seed(self, seat: int) -> int:
        """The seed of the bot deciding now: fixed by the match seed, the seat and the move number."""
        return derive_seed(self.seed, seat, len(self.history))

    def bot_request(self) -> BotRequest:
        """Everything the current bot's decision depends on: its level, seed, the seat's view, the legal actions.
        At a round's end the decision is the first after the deal (:meth:`apply` deals before it; the position
        here stays at the round's end)."""
        state = self.dealt().state
        seat = TERMINAL if state.is_terminal() else state.current_player()
        if seat == TERMINAL:
            raise ValueError("the match is over")
        return BotRequest(self.game.id, self.seats[seat].level, self.bot_seed(seat), self.game.view(state, seat),
                          tuple(state.legal_actions()))

    def bot_action(self) -> Action:
        """The decision of the bot in the current seat, made from that seat's view only."""
        return self.bot_request().decide()

    def hint_request(self) -> HintRequest:
        """A hint for the person in the current seat, who is then counted as hinted in the statistics."""
        seat = self.current_seat()
        if seat == TERMINAL or self.seats[seat].kind != "human":
            raise ValueError("a hint is for a person's turn")
        self.hinted.add(seat)
        return HintRequest(self.game.id, derive_seed(self.seed, "hint", seat, len(self.history)),
                           self.game.view(self.state, seat), tuple(self.state.legal_actions()))

    def review_request(self, seat: int) -> ReviewRequest:
        """The inputs of a review of ``seat``'s moves (the match replayed from its start, views of that seat only)."""
        replay = Session(self.game, self.seats, self.seed, self.options)
        decisions = []
        for move, action in enumerate(self.history):
            replay.settle()
            legal = replay.legal_actions()
            if replay.current_seat() == seat and len(legal) > 1:
                decisions.append((move, replay.view(seat), tuple(legal), action))
            replay.apply(action)
        return ReviewRequest(self.game.id, derive_seed(self.seed, "review", seat), tuple(decisions))

    # ----------------------------------------------------------------------------------------- JSON

    def to_json(self) -> dict[str, JSONValue]:
        """The save of this match (format :data:`SAVE_VERSION`): its setup, its moves and their digest."""
        return {**self.setup_json(), "history": self.history_json(), **self.progress_json()}

    def setup_json(self) -> dict[str, JSONValue]:
        """What a save starts with: the game, its options, the seed and the seats (fixed for the match)."""
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.game.id, "options": dict(self.options),
                "seed": self.seed, "seats": [seat.to_json() for seat in self.seats]}

    def progress_json(self) -> dict[str, JSONValue]:
        """What a save ends with: where the moves lead (:func:`position_digest`), the hinted seats, the undos."""
        return {"digest": position_digest(self), "hinted": sorted(self.hinted), "undos": list(self.undos)}

    def history_json(self) -> list[JSONValue]:
        """The JSON of every move of :attr:`history`, oldest first (a new list; the moves encoded once)."""
        return self.history_json_since(0)

    def history_json_since(self, start: int) -> list[JSONValue]:
        """The JSON of the moves of :attr:`history` from ``start`` on, in a new list (each move is encoded once: an
        autosave after a move encodes and sends only that move)."""
        memo = self._history_json
        if memo is None or memo[0] is not self.history or len(memo[1]) > len(self.history):
            memo = self._history_json = (self.history, [])
        encoded = memo[1]
        encoded.extend(self.game.action_to_json(a) for a in self.history[len(encoded):])
        return encoded[start:]

    @classmethod
    def from_json(cls, data: JSONIn) -> Session:
        """Rebuild a match from a save (:meth:`to_json`, or a save of an earlier format: migrated); raise
        :class:`SaveError` for anything unusable."""
        data, game, seats, seed, options, history, version = _read_envelope(data)
        if version == 1:
            session = cls._from_position(game, seats, seed, options, history, data["state"])
        else:
            session = cls._replay(game, seats, seed, options, history)
            if position_digest(session) != data["digest"] and session.at_round_end:
                session.settle()  # saved before a round's end was a position of its own: after the next deal
            if position_digest(session) != data["digest"]:
                raise SaveError(tr("the saved position does not match its move history"))
        hinted = data.get("hinted", [])  # saves before hints have none
        if not is_arr(hinted) or not all(type(s) is int and 0 <= s < len(seats) for s in hinted):
            raise SaveError(tr("the saved list of hinted seats is damaged"))
        session.hinted = {s for s in hinted if type(s) is int}
        undos = data.get("undos", [0] * len(seats))  # saves before undo have none
        if (not is_arr(undos) or len(undos) != len(seats)
                or not all(type(n) is int and 0 <= n <= MAX_UNDOS for n in undos)):
            raise SaveError(tr("the saved count of undos is damaged"))
        session.undos = [n for n in undos if type(n) is int]
        return session

    @classmethod
    def _from_position(cls, game: SomeGame, seats: list[SeatConfig], seed: int, options: Mapping[str, JSONIn], history: Sequence[JSONIn],
                       state_json: JSONIn) -> Session:
        """A save of format 1 (the whole position beside the moves): the replay must reproduce the position."""
        try:  # the game's own validation first: it names what is wrong with a damaged position
            game.state_from_json(state_json)
        except StateFormatError as exc:
            raise SaveError(tr("the saved position is damaged: {error}", error=one_line(exc))) from exc
        session = cls._replay(game, seats, seed, options, history)
        session.settle()  # (format 1 saved no round's end: it dealt the next round at once)
        if _plain(game.state_to_json(session.state)) != _plain(state_json) and not session.bots_only:
            # saved when every game had the bots' length limit: a person's game that ended at it
            old = cls._replay(game, seats, seed, options, history, bots_only=True)
            old.settle()
            session = old if _plain(game.state_to_json(old.state)) == _plain(state_json) else session
        if _plain(game.state_to_json(session.state)) != _plain(state_json):
            raise SaveError(tr("the saved position does not match its move history"))
        return session

    @classmethod
    def _replay(cls, game: SomeGame, seats: list[SeatConfig], seed: int, options: Mapping[str, JSONIn], history: Sequence[JSONIn],
                bots_only: bool | None = None) -> Session:
        """The session of the saved setup with the saved moves applied (``bots_only``: override the seats')."""
        try:
            session = cls(game, seats, seed, options)
        except ValueError as exc:
            raise SaveError(tr("the saved setup is invalid: {error}", error=one_line(exc))) from exc
        if bots_only is not None:
            session.state.set_bots_only(bots_only)
        for number, raw in enumerate(history, 1):
            try:
                session.apply(game.action_from_json(raw))
            except Exception as exc:  # untrusted input: any failure of a replayed move means a bad save
                raise SaveError(tr("saved move {number} is not legal: {error}", number=number, error=one_line(exc))) from exc
        return session


def position_digest(session: Session) -> JSONValue:
    """Where a match's moves lead, in a few bytes: how many moves and events, whose turn, the scores, and a hash of
    the position as the game's JSON (its log left out: the log is the bulk of it, and what the moves and the
    position's random generator already pin down). A save holds it so that loading tells a replay that lands
    elsewhere (a damaged move list, or rules changed since) from one that lands where the writer was."""
    state = session.state
    data = session.game.state_to_json(state)
    position = {key: value for key, value in data.items() if key != "log"} if is_obj(data) else data
    text = json.dumps(position, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return {"moves": len(session.history), "events": len(state.log), "turn": session.current_seat(),
            "scores": [float(x) for x in state.scores()], "state": hashlib.sha256(text.encode()).hexdigest()[:32]}


def _read_envelope(value: JSONIn) -> tuple[Mapping[str, JSONIn], SomeGame, list[SeatConfig], int,
                                          Mapping[str, JSONIn], Sequence[JSONIn], int]:
    """The save as an object, its setup and moves (of a save of any format this version reads), and its format
    number."""
    if not is_obj(value) or value.get("format") != SAVE_FORMAT:
        raise SaveError(tr("not a Palace Table save"))
    data: dict[str, JSONIn] = value  # (a JSON object: its keys are text)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(tr("the save has no valid version number"))
    if version > SAVE_VERSION:
        raise SaveError(newer_version_message(version))
    game = game_named(data.get("game"), N_("the save is for an unknown game: {game}"))
    raw_seats = data.get("seats")
    if not is_arr(raw_seats) or not raw_seats:
        raise SaveError(tr("the save has no seats"))
    try:
        seats = [SeatConfig.from_json(s) for s in raw_seats]
    except ValueError as exc:
        raise SaveError(tr("the save has a bad seat: {error}", error=one_line(exc))) from exc
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not -MAX_SEED <= seed <= MAX_SEED:
        raise SaveError(tr("the save has no valid seed"))
    options, history = data.get("options"), data.get("history")
    if not is_obj(options):
        raise SaveError(tr("the save has no valid options"))
    if not is_arr(history):
        raise SaveError(tr("the save has no valid move history"))
    if ("state" if version == 1 else "digest") not in data:
        raise SaveError(tr("the save has no position"))
    return data, game, seats, seed, options, history, version


def _plain(data: JSONIn) -> JSONIn:
    """``data`` as it reads back from a JSON file (tuples become lists)."""
    return json.loads(json.dumps(data))


def game_named(game_id: object, unknown: str) -> SomeGame:
    """The game a save or a replay names (SaveError with the message ``unknown``, marked for translation, naming it
    where no game of the catalog has that id)."""
    try:
        game = catalog.get_game(game_id) if isinstance(game_id, str) else None
    except (KeyError, ModuleNotFoundError):
        game = None
    if game is None:
        raise SaveError(tr(unknown, game=repr(str(game_id)[:40])))
    return game


def newer_version_message(version: int) -> str:
    """The message for a save of a newer format; a huge number is shortened ("format 99999999…")."""
    return tr("the save was made by a newer version of Palace Table (format {version})", version=clip(str(version), 9))


def one_line(exc: BaseException | str) -> str:
    """A message on one drawable line of at most 160 characters."""
    text = " ".join(clean_text(str(exc)).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."
