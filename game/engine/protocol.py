"""The one engine protocol shared by every game, the UI, the bots, saves and tests.

Modelled on OpenSpiel's game/state split:

* a :class:`GameDef` describes a game's rules (players, options, cards), makes states, and owns what is
  derived from a state: what one seat may see (:meth:`GameDef.view`), the full JSON round-trip including the
  RNG (:meth:`GameDef.state_to_json` / :meth:`GameDef.state_from_json`) and random playouts;
* a :class:`GameState` is one position: whose turn, which actions are legal, apply one, is it over, who won.

Bots and presenters are not part of the rules: ``game.catalog`` composes a game from its rules, its bots
(``game/ai``) and its presenter, so the rules never import what is built on them.

Chance is internal: a state owns a seeded ``random.Random`` (serialised with the state), so a game is
deterministic given its seed and the actions applied. Where a game pauses for chance between two decisions
(a new round's deal after the round ended), the position is a real *chance step*: ``current_player()`` is
:data:`CHANCE`, its one legal action resolves it with the state's generator, and :meth:`GameState.apply`
resolves it by itself unless asked not to (``settle=False``: the table holds the ended round in view, then
:meth:`GameState.settle`). Multi-actor decisions (a secret simultaneous choice)
are sequenced by the rules as ordinary turns of different seats, each hidden from the others' views.

Actions are plain, hashable values chosen by each game (tuples of str/int are the default; the
codec is :meth:`GameDef.action_to_json` / :meth:`GameDef.action_from_json`). Legality is by filtering:
the only way to change a state is to apply an element of ``legal_actions()``.

Nothing here (nor in a game's package, ``game/games/<pkg>``, or ``game/ai``) imports pygame or does I/O.
"""

from __future__ import annotations

import random
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypedDict, TypeVar

from game.engine.checks import each
from game.engine.json_read import JSON_SCALARS, ONLY_TEXT, arr, integer, ints, json_value, number, obj, text
from game.engine.json_read import JSONIn as JSONIn
from game.engine.json_read import JSONValue as JSONValue
from game.engine.json_read import StateFormatError as StateFormatError  # (its home before json_read)
from game.engine.reasons import SHARED
from game.engine.summary import RoundSummary
from game.i18n import N_, current_language, tr

if TYPE_CHECKING:  # (event_texts.py imports this module)
    from game.engine.event_texts import EventTexts

# JSONValue (from json_read): a JSON value as it is written: what the engine hands out to cross saves and the
# network (a state's, an action's, an event's, a generator's JSON): what ``json.dumps`` takes, its arrays lists or
# tuples and its objects dicts (read-only in the type, so that a ``list[int]`` is one).
JSON = JSONIn
"""A JSON value as it is read (the older name of :data:`~game.engine.json_read.JSONIn`): parsed from a save or a
network message, not yet trusted, so typed as anything; its reader narrows it (:mod:`game.engine.json_read`)."""
EventArgs = Mapping[str, Any]  # the one Any at the log: see below
"""An event's arguments as a game's own presenter, summaries and bots read them back from a view's log, by the
event's kind: each kind's arguments are what the game's rules emit with it (:attr:`Event.args`), so each reader
knows their types from the kind; typed ``Any`` as a kind decides them. On a remote app the view comes from the host:
a log the game's presenter cannot read refuses the host (:meth:`game.net.remote.RemoteMatch._show`)."""
LogEntry = Mapping[str, Any]
"""An event's JSON in a view's log (:meth:`Event.to_json`): ``{"kind": str, "args": EventArgs, "to": [seats] or
None}``, read as :data:`EventArgs` is."""
OptionValue = bool | int | str
"""A setup option's value (:class:`OptionSpec`: true/false, a whole number, or one of its choices)."""
Action = Hashable
"""Any game's action, as the session, the UI and saves see it."""
A = TypeVar("A", bound=Hashable)
"""A game's own action type (each game's rules, bots and presenter are generic in it)."""
V = TypeVar("V", bound=Mapping[str, object])
"""A game's own view type (the TypedDict of its ``rules/view.py``): what its :meth:`GameDef.view` makes and its
:class:`Presenter` reads. The keys every view has (``"seat"``, ``"current"``, ``"log"``) are the engine's."""
SomeView = Mapping[str, object]
"""The view of a game the holder does not know (the session, saves, the network): read only by the keys every
view has, and handed to the same game's presenter."""

TERMINAL = -1
"""``current_player()`` of a finished game."""

CHANCE = -2
"""``current_player()`` of a chance step: nobody decides; its one legal action (the game's own, such as
``("deal",)``) resolves it with the state's seeded generator (see :meth:`GameState.settle`)."""

BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
BOT_LEVEL_NAMES: dict[str, str] = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
"""Each bot level's name (``tr`` it where it is shown)."""

REVEAL_CODES: tuple[str, ...] = ("draw", "deal", "turned", "shown", "hidden")
"""What a move revealed (:meth:`GameDef.reveals`): a card drawn, a new round dealt, a hidden card turned up,
hidden cards shown to someone, or something else hidden."""


class IllegalActionError(ValueError):
    """Raised by :meth:`GameState.apply` for an action not in ``legal_actions()``."""


class OptionsError(ValueError):
    """Options a game cannot be played with, in the player's words: ``text`` is a message id (``N_``) and
    ``labels`` the options it names (their labels, message ids too), so that a screen says it in the player's
    language (:meth:`said`); ``str()`` is the English."""

    def __init__(self, text: str, **labels: str) -> None:
        super().__init__(text.format(**labels))
        self.text, self.labels = text, labels

    def said(self) -> str:
        return tr(self.text, **{key: tr(label) for key, label in self.labels.items()})


# --------------------------------------------------------------------------------------------- events


_NO_ARGS: Mapping[str, JSONValue] = MappingProxyType({})
"""``Event``'s ``args`` when none are given (known by its identity: each such event gets a new empty dict)."""


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One entry of a game's move log.

    ``kind`` is a stable id (``"guard_hit"``); ``args`` holds JSON values (seats as ints, card ids as str);
    ``to`` is ``None`` for a public event, else the seats that may see it (a Priest peek: the actor only);
    ``ends_round``: the event ends a round, or the game (the table holds the round's end in view and sums it up),
    set by the rules that emit it (its name says nothing to anyone but the game's presenter).
    The game's presenter turns an event into text.

    The JSON of an event is ``{"kind", "args", "to"}`` (as saves and views have always held it): the flag is not
    written; reading it back, :meth:`from_json` restores it from the game's round-ending kinds
    (:attr:`GameDef.round_ends`, the same set its rules emit them with).
    """

    kind: str
    args: Mapping[str, JSONValue] = field(default_factory=dict)
    to: tuple[int, ...] | None = None
    ends_round: bool = False
    _json: LogEntry | None = field(default=None, init=False, repr=False, compare=False)

    def __init__(self, kind: str, args: Mapping[str, JSONValue] = _NO_ARGS, to: tuple[int, ...] | None = None,
                 ends_round: bool = False) -> None:
        """The dataclass's own ``__init__`` with each field set through its slot (the generated one of a frozen
        dataclass goes through ``object.__setattr__``, twice the cost; an event is made by every move, every
        playout's move of a bot and every entry of a log read back)."""
        _SET_KIND(self, kind)
        _SET_ARGS(self, {} if args is _NO_ARGS else args)
        _SET_TO(self, to)
        _SET_ENDS_ROUND(self, ends_round)
        _SET_JSON(self, None)

    def visible_to(self, seat: int) -> bool:
        return self.to is None or seat in self.to

    def to_json(self) -> LogEntry:
        """The event as JSON, made once: every view of a long log shares it (so no one may change it)."""
        made = self._json
        if made is None:
            made = {"kind": self.kind, "args": dict(self.args), "to": None if self.to is None else list(self.to)}
            _SET_JSON(self, made)  # (through its slot: a frozen dataclass refuses setattr)
        return made

    @staticmethod
    def from_json(data: JSONIn, round_ends: Collection[str] = ()) -> Event:
        """The event of :meth:`to_json`'s ``data``; it ends a round if its kind is one of ``round_ends`` (the
        game's :attr:`GameDef.round_ends`)."""
        if type(data) is dict and ONLY_TEXT(map(type, data)):  # (an event as json.loads makes it: the quick way
            kind, args, to = data.get("kind"), data.get("args"), data.get("to", False)  # to the same event)
            if type(kind) is str and type(args) is dict and (
                    to is None or type(to) is list and _ALL_WHOLE(map(type, to))):
                copied = None if not ONLY_TEXT(map(type, args)) else dict(args) if _ALL_SCALARS(
                    map(type, args.values())) else _listed_args(args)  # (the most common: scalars, one copy in C)
                if copied is not None:
                    return Event(kind, copied, None if to is None else tuple(to), kind in round_ends)
        try:
            entry = obj(data, "an event")
            to, kind = entry["to"], text(entry["kind"], "an event's kind")
            args = {k: json_value(v, "an event's argument") for k, v in obj(entry["args"], "an event's arguments").items()}
            seats = None if to is None else tuple(integer(s, "an event's seat") for s in arr(to, "an event's seats"))
            return Event(kind, args, seats, kind in round_ends)
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"bad log event: {exc}") from exc

    @staticmethod
    def log_from_json(data: JSONIn, round_ends: Collection[str] = (), what: str = "log") -> list[Event]:
        """The events of a log's JSON ``data`` (a list, else StateFormatError "<what> must be a list"), each read by
        :meth:`from_json` (:func:`~game.engine.checks.each`; a plain call per entry, not a keyword ``partial``)."""
        read = Event.from_json
        return each(data, what, lambda entry: read(entry, round_ends))


_SET_KIND, _SET_ARGS, _SET_TO, _SET_ENDS_ROUND, _SET_JSON = (
    vars(Event)[name].__set__ for name in ("kind", "args", "to", "ends_round", "_json"))
"""Each field's slot setter (``Event.__init__``)."""
_ALL_WHOLE = frozenset({int}).issuperset
_ALL_SCALARS = JSON_SCALARS.issuperset


def _listed_args(args: dict[str, object]) -> dict[str, JSONValue] | None:
    """A copy of an event's ``args`` (text keys) as :func:`~game.engine.json_read.json_value` reads them, if each is
    a text, whole number, flag, None, a list of those or a list of such lists (most are); else None (read them the
    full way)."""
    copied: dict[str, object] = dict(args)  # (the scalars as they are, in their order; each list replaced by a copy)
    for key, value in args.items():
        if type(value) is list:
            if _ALL_SCALARS(map(type, value)):
                copied[key] = value[:]
            elif all(type(v) is list and _ALL_SCALARS(map(type, v)) for v in value):
                copied[key] = [v[:] for v in value]  # (rows, columns)
            else:
                return None
        elif type(value) not in JSON_SCALARS:
            return None
    return copied  # type: ignore[return-value]  # (str, int, bool or None, or lists of them)


def seat_of(view: Mapping[str, object]) -> int | None:
    """The seat whose view ``view`` is (key ``"seat"``, every view has it), None for the public view."""
    seat = view["seat"]
    if seat is not None and not isinstance(seat, int):
        raise TypeError(f"a view's seat is a number or None, not {seat!r}")
    return seat


def viewer(view: Mapping[str, object]) -> int:
    """The seat of a seat's view (what a bot or a player is given), never the public view's None (ValueError)."""
    seat = seat_of(view)
    if seat is None:
        raise ValueError("a seat's view, not the public one")
    return seat


def view_log(view: Mapping[str, object]) -> list[LogEntry]:
    """The log of a view (key ``"log"``, every view has it): the event JSON visible to its seat, oldest first."""
    log = view["log"]
    if not isinstance(log, list):
        raise TypeError("a view's log is a list")
    return log


def ends_round(events: Sequence[Event]) -> bool:
    """Does one of ``events`` end a round (or the game)? The rules flag such an event (:attr:`Event.ends_round`)."""
    return any(e.ends_round for e in events)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the rules refuse a move: a stable ``code`` (``"countess"``) and its arguments (JSON values).

    The rules answer "why not" (e.g. a game's ``why_illegal``); the presenter only translates the code into a
    line for the player (:meth:`Presenter.why_not`)."""

    code: str
    args: Mapping[str, JSONValue] = field(default_factory=dict)

    def int_arg(self, key: str) -> int:
        """The argument ``key`` as a whole number (a seat, a card): StateFormatError for anything else."""
        return integer(self.args[key], f"the {self.code} reason's {key}")

    def number_arg(self, key: str) -> float:
        return number(self.args[key], f"the {self.code} reason's {key}")

    def text_arg(self, key: str) -> str:
        return text(self.args[key], f"the {self.code} reason's {key}")

    def ints_arg(self, key: str) -> list[int]:
        return ints(self.args[key], f"the {self.code} reason's {key}")


# --------------------------------------------------------------------------------------------- options


@dataclass(frozen=True)
class OptionSpec:
    """A setup option. ``kind`` is ``"bool"``, ``"choice"`` (one of ``choices``) or ``"int"`` (in ``bounds``)."""

    key: str
    label: str
    kind: str
    default: OptionValue
    choices: tuple[tuple[OptionValue, str], ...] = ()  # (value, label) for "choice"
    bounds: tuple[int, int] | None = None  # inclusive, for "int"
    help: str = ""
    conflicts: tuple[str, ...] = ()  # bool options that cannot be on together with this one
    hidden: bool = False  # set by the game itself (say, the next game's dealer), not offered at setup

    def validate(self, value: JSONIn) -> OptionValue:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key} must be true or false")
            return value
        if self.kind == "choice":
            for choice, _ in self.choices:
                if type(value) is type(choice) and value == choice:
                    return choice
            raise ValueError(f"option {self.key} must be one of {[v for v, _ in self.choices]}")
        if self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"option {self.key} must be a whole number")
            if self.bounds and not self.bounds[0] <= value <= self.bounds[1]:
                raise ValueError(f"option {self.key} must be within {self.bounds}")
            return value
        raise ValueError(f"option {self.key} has an unknown kind {self.kind!r}")


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, JSONIn] | None) -> dict[str, OptionValue]:
    """Defaults filled in, unknown keys and bad values rejected (ValueError)."""
    given = dict(given or {})
    out: dict[str, OptionValue] = {}
    for spec in specs:
        out[spec.key] = spec.validate(given.pop(spec.key, spec.default))
    if given:
        raise ValueError(f"unknown option(s): {', '.join(sorted(given))}")
    labels = {spec.key: spec.label for spec in specs}
    for spec in specs:
        if spec.kind == "bool" and out[spec.key]:
            for other in spec.conflicts:
                if out.get(other) is True:
                    raise OptionsError(N_("{first} and {second} cannot be combined."), first=spec.label,
                                       second=labels[other])
    return out


# --------------------------------------------------------------------------------------------- state


class GameState(ABC, Generic[A]):
    """One position of a game, generic in the game's action type ``A``. Mutable: :meth:`apply` changes it in
    place; :meth:`clone` copies it.

    Template methods: a game implements :meth:`_compute_legal` and :meth:`_apply`; :meth:`legal_actions`
    caches the list in ``_legal`` (reset it in :meth:`clone` copies or share it: it is never mutated) and
    :meth:`apply` checks legality against it before calling :meth:`_apply`."""

    num_players: int
    _legal: list[A] | None = None

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act now, :data:`TERMINAL`, or :data:`CHANCE` at a chance step."""

    def is_chance(self) -> bool:
        """A chance step: the position between a round's end and the next deal, which nobody decides."""
        return self.current_player() == CHANCE

    def settle(self) -> None:
        """Resolve the chance steps this position stands at (each has one legal action), so that a seat or the
        end of the game is next."""
        while self.current_player() == CHANCE:
            self.apply(self.legal_actions()[0], settle=False)

    def legal_actions(self) -> list[A]:
        """Every action the current player may take, in a stable order. Empty when terminal."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    @abstractmethod
    def _compute_legal(self) -> list[A]:
        """The legal actions of this position (called once per position, then cached)."""

    def apply(self, action: A, settle: bool = True) -> None:
        """Apply a legal action (raise :class:`IllegalActionError` otherwise). A chance step it leads to is
        resolved at once unless ``settle`` is off: the position then stays at the step (:meth:`is_chance`),
        as the round ended, until :meth:`settle`."""
        if self._legal is None:
            self._legal = self._compute_legal()
        if action not in self._legal:
            raise IllegalActionError(f"illegal {type(self).__name__} action {action!r}")
        self._legal = None
        self._apply(action)
        if settle and self.current_player() == CHANCE:
            self.settle()

    @abstractmethod
    def _apply(self, action: A) -> None:
        """Apply ``action``, already known to be legal."""

    @abstractmethod
    def clone(self) -> GameState[A]: ...

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def returns(self) -> list[float]:
        """Per seat utility of the finished game in [0, 1]: 1 a (sole) win, 0 a loss; shared wins and draws
        are fractions. Before the end: all zeros. This is what bots maximise and tournaments count."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Per seat points as the game counts them (tokens, points), for display."""

    @property
    @abstractmethod
    def log(self) -> list[Event]:
        """The whole move log (public and private events), oldest first."""

    def finished_for(self, seat: int) -> bool:
        """True when ``seat`` takes no further part in this game (Palace: went out), so a person there may let
        the bots play out the rest at once. Default: only when the game is over (being knocked out of a round
        is not out of the game)."""
        return self.is_terminal()

    def set_bots_only(self, bots_only: bool) -> None:
        """Told by the session right after the deal (and again on every load): ``True`` when no person plays.
        A game that bots could play on for ever may cap its length then (a simulation setting); a game with a
        person in it is never cut short. Not part of :meth:`to_json`. The default does nothing."""
        return None

    def winners(self) -> list[int]:
        """Seats with the best return of a finished game (empty before the end)."""
        if not self.is_terminal():
            return []
        r = self.returns()
        best = max(r)
        return [s for s, v in enumerate(r) if v == best and v > 0]


def uniform_playout(state: GameState[A], rng: random.Random, max_actions: int = 20_000) -> int:
    """Play on to the end (or ``max_actions``) choosing uniformly among :meth:`GameState.legal_actions`, one
    ``rng.randrange(len(legal))`` per action; return how many actions were applied."""
    applied = 0
    while applied < max_actions and not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        applied += 1
    return applied


# --------------------------------------------------------------------------------------------- bots


V_contra = TypeVar("V_contra", bound=Mapping[str, object], contravariant=True)
"""A bot's view type (:data:`V`; a bot that reads any view serves any game)."""


class Bot(Protocol[A, V_contra]):
    """A player that sees only a seat's view. Deterministic given its seed and the inputs it was given. Generic in
    the game's action and view types."""

    level: str

    def choose(self, view: V_contra, legal: Sequence[A]) -> A: ...


# --------------------------------------------------------------------------------------------- presentation


@dataclass(frozen=True)
class CardSpec:
    """What a card face shows. The UI draws faces from this; ``colour`` is an RGB tuple."""

    face: str
    title: str
    value: str = ""
    text: str = ""
    colour: tuple[int, int, int] = (200, 200, 200)
    symbol: str = ""  # a short glyph or suit drawn on the face (colour-blind safe cue)
    count: int = 1  # copies in the deck, for reference cards
    short_title: str = ""  # drawn instead of ``title`` on a card too small for it (a msgid, like the title)

    @property
    def spoken_value(self) -> str:
        """The value as a voice says it: none where it is a sign (a Joker's star), which a voice reads by its
        name ("black star")."""
        return "" if all(unicodedata.category(ch) == "So" for ch in self.value) else self.value


@dataclass
class CardView:
    """A card on the table. ``uid`` is stable across views (sprite identity); ``face`` None = face down."""

    uid: str
    face: str | None
    selectable: bool = False
    highlight: str | None = None  # e.g. "new", "target", "silenced"
    caption: str = ""  # small text under the card (e.g. "+1")
    group: int = 0  # arrange "columns": the column of the zone it lies in (0 leftmost); a column's cards in a run
    token: str | None = None  # the face id of a round token lying on the card's corner (a mission disc)
    spoken_caption: str = ""
    """The caption as a voice says it when the keys rest on the card, where its text does not read aloud: signs
    ("×2": "a stack of 2"), a word cut short, or what else the card's look tells (Road's leftmost card of a row: the
    disc on it, that it may be taken). Empty: the caption is said as it is written."""

    @property
    def said_caption(self) -> str:
        """The caption as a voice says it: :attr:`spoken_caption`, else the caption with its lines said as one."""
        return self.spoken_caption or " ".join(self.caption.split())


@dataclass
class ZoneView:
    """A named table zone. ``id`` matches an object name in the game's .tmx layout.

    Seat-owned zones use *relative* seats: ``hand.0`` is the viewer's hand, ``hand.1`` the next seat
    clockwise, and so on, so that the viewer always sits at the bottom of the layout.
    """

    id: str
    cards: list[CardView] = field(default_factory=list)
    label: str = ""
    arrange: str = "row"  # "row" | "fan" | "stack" | "spread" | "column" | "grid" | "columns" (by CardView.group)
    badges: list[str] = field(default_factory=list)
    owner: int | None = None  # absolute seat owning the zone
    spoken_label: str = ""
    """What a voice calls the zone where it shows no label (the own hand, Road's rows of the grid): the keys' ring
    says it of a place a card may be put ("Put it here: the top row"). Empty: the label."""


@dataclass(frozen=True)
class Step:
    """One pick of a prompt: ``key`` tells it apart from the other picks of that step (``"target:2"``),
    ``label`` is what the button shows (``"Target: Ben"``). Two picks may share a label, never a key. What kind of
    pick it is says how the table offers it (generic, no game named): ``seat`` (the seats glow, a click on one
    picks it), ``face`` (a row of card faces with their ``note``), ``count`` (a stepper), else a button."""

    key: str
    label: str
    seat: int | None = None  # the seat this pick names (a target): the UI also lets the player click that seat
    drag_from: frozenset[str] | None = None
    """With ``drag_to``: the pick is made by dragging these cards there (a zone id or a card uid), no prompt: the
    table holds the earlier picks' cards where they were dropped until the last pick (the move) is dropped; a held
    card dragged away takes its pick back (a bribe for round 1, then the one for round 2, into their slots)."""
    drag_to: str | None = None
    face: str | None = None
    """The pick names a card face (a guess): the table shows it as that card, in a row of the step's faces."""
    note: str = ""
    """What the viewer knows of this pick, printed on it ("Cleo holds it — you saw it", "2 unseen")."""
    enabled: bool = True
    """False: shown dimmed and not offered (nothing to gain by it: every card of a guess is in sight)."""
    count: int | None = None
    """The pick is a number (how many cards): the table offers the step's counts as a stepper."""


@dataclass(frozen=True)
class Choice:
    """How the UI can propose one legal action.

    * ``drag_from`` (card uids) dropped on ``drag_to`` (a zone id or a card uid) selects it;
    * actions without a drag appear as buttons labelled by their first step;
    * when several choices share the same gesture, ``steps`` are the prompts that follow, one per step
      (e.g. ``(Step("target:1", "Target: Bob"), Step("guess:2", "Guess: Priest (2)"))``); the UI narrows by
      the steps' keys and shows their labels;
    * ``confirm`` is a question the UI asks before making the move (the move certainly knocks the player out,
      or throws away much at once): the rules layer flags it, the UI never special-cases a game;
    * ``label`` names the move in a list of moves (the hint, the review) where the card's title would not.
    """

    action: Action
    steps: tuple[Step, ...] = ()
    drag_from: frozenset[str] | None = None
    drag_to: str | None = None
    button: str | None = None
    confirm: str = ""
    label: str = ""
    """The move in words where the dragged card's title says too little (two cards of one title, or one card
    dropped in several places): the hint and the review name the move by it."""

    @property
    def labels(self) -> tuple[str, ...]:
        """The steps' labels, in order."""
        return tuple(step.label for step in self.steps)


SEAT_ICONS = frozenset({"protected", "out", "start", "dealer", "shown", "online", "away"})
"""The status icons a seat plate may show (:attr:`SeatView.icons`): protected from effects, out of the round,
starts the round (or holds the start player pawn), deals, has its hand shown; a remote player connected, or
away (with :attr:`SeatView.rejoin_min` while their seat waits for them)."""


@dataclass
class SeatView:
    """A seat as its plate on the table shows it. ``badges`` say the same in words (the sidebar's seat list)."""

    seat: int
    name: str
    badges: list[str] = field(default_factory=list)  # "Protected", "Out", "3 tokens"
    is_current: bool = False
    colour: tuple[int, int, int] | None = None  # the seat's own colour, if the game has one
    symbol: str = ""  # the glyph of the shape that goes with the seat's own colour ("●", "▲"...), if any
    points: int | None = None  # tokens / points as the game counts them; None: none, or hidden from the viewer
    target: int | None = None  # the points that win the game (pips drawn "2 of 4"), if any
    pip: str = "dot"  # the shape of a point pip: "dot" or "heart"
    cards: int | None = None  # cards in hand
    cards_in_badges: bool = False  # a badge says :attr:`cards` in the game's words: a voice does not add it again
    icons: tuple[str, ...] = ()  # from SEAT_ICONS
    place: int | None = None  # finishing place (Palace: went out in this place)
    dimmed: bool = False  # out of the round or finished: drawn subdued
    rejoin_min: int | None = None  # a remote player away: the minutes left to take the seat back


@dataclass
class TableModel:
    """Everything the table scene draws for one viewer, game-agnostic."""

    zones: list[ZoneView]
    choices: list[Choice]
    seats: list[SeatView]
    headline: str = ""  # whose turn, and why
    prompt: str = ""  # what the viewer should do now
    hint: str = ""  # a few words for the status line over the viewer's hand on their turn ("drag a card to the
    # centre"); empty: the table says it from the gestures offered
    hint_keys: str = ""  # the same for a player on the keys, where ``hint`` names a pointer's gesture ("Tab to a
    # card and press Enter"); empty: ``hint`` is said to them as it is
    private: list[str] = field(default_factory=list)  # private reveals for the viewer (fresh this turn)
    log: list[str] = field(default_factory=list)  # formatted move log, oldest first
    log_rounds: dict[int, int] = field(default_factory=dict)  # index of a log line -> the round it begins
    log_marks: list[LogMark] = field(default_factory=list)  # per log line: its actor, cards, whether it is key
    # (empty: none known, a model made by hand)

    def mark(self, line: int) -> LogMark:
        """What log line ``line`` shows beside its words (nothing where the model has no marks)."""
        return self.log_marks[line] if 0 <= line < len(self.log_marks) else NO_MARK


@dataclass(frozen=True)
class LogMark:
    """What the move feed shows beside a log line: the seat that made the move (None: nobody, the table), the
    faces of the cards it names (as icons), and whether it is one of its round's key moves (a knock-out, a burn,
    a completed display: the round's story at its end tells them)."""

    actor: int | None = None
    faces: tuple[str, ...] = ()
    key: bool = False


NO_MARK = LogMark()


@dataclass(frozen=True)
class CardRef:
    """One entry of a game's card reference: the faces that play alike (drawn with the first), its title and
    effect (msgids), the copies of them in this game's deck and how many of those the viewer has not seen face up
    (from the viewer's view only: never from hidden cards)."""

    faces: tuple[str, ...]
    title: str
    effect: str
    count: int
    unseen: int


LOG_MEMOS = 16
"""Viewers (with their names and language) whose log lines a presenter keeps."""


class LogFields(TypedDict):
    """``log``, ``log_rounds`` and ``log_marks`` of a :class:`TableModel` (:meth:`Presenter.log_fields`)."""

    log: list[str]
    log_rounds: dict[int, int]
    log_marks: list[LogMark]


class Presenter(ABC, Generic[A, V]):
    """Pure translation of a seat's view into a :class:`TableModel`, plus texts. One per match (it keeps the
    log lines it formatted)."""

    game_id: ClassVar[str] = ""
    """The id of the game presented (its catalog entry says where its layouts are: ``layout_file``)."""
    _log_memos: dict[Hashable, tuple[int, LogEntry, list[str], dict[int, int], list[LogMark]]] | None = None
    """Per viewer, names and context: how many events were described, the last of them, the lines, the rounds."""

    def table(self, view: V, legal: Sequence[A], names: Sequence[str]) -> TableModel:
        """``legal`` is empty unless the viewer is the seat to act. By default the game's :meth:`model` of
        ``view`` with the log in the current language."""
        return self.model(view, legal, names, self.log_fields(view, names, current_language()))

    def model(self, view: V, legal: Sequence[A], names: Sequence[str], log: LogFields) -> TableModel:
        """The table of ``view`` with the log fields ``log`` (:meth:`log_fields`): a game names its function once
        (``model = staticmethod(table.table)``), or overrides :meth:`table`."""
        raise NotImplementedError(f"{type(self).__name__} has no table model")

    event_texts: ClassVar[EventTexts | None] = None
    """The game's event texts, a table of kind → text (:mod:`game.engine.event_texts`): what
    :meth:`describe_event` reads."""

    def describe_event(self, event: LogEntry, names: Sequence[str], viewer: int | None) -> str:
        """A line of the log: ``event`` (a view's log entry) worded for ``viewer`` by the game's
        :attr:`event_texts` ("" for an event the log does not show)."""
        if self.event_texts is None:
            raise NotImplementedError(f"{type(self).__name__} has no event_texts")
        return self.event_texts.describe(event, names, viewer)

    def log_lines(self, view: V, names: Sequence[str], context: Hashable = None) -> list[str]:
        """The viewer's log as text (:meth:`describe_event` of each event, empty lines left out), oldest first."""
        return self.log_entries(view, names, context)[0]

    def log_fields(self, view: V, names: Sequence[str], context: Hashable = None) -> LogFields:
        """``log``, ``log_rounds`` and ``log_marks`` of a :class:`TableModel`."""
        lines, rounds, marks = self.log_marked(view, names, context)
        return {"log": lines, "log_rounds": rounds, "log_marks": marks}

    def log_entries(self, view: V, names: Sequence[str],
                    context: Hashable = None) -> tuple[list[str], dict[int, int]]:
        """The viewer's log lines and where rounds begin in them (line index -> round, see :meth:`log_round`)."""
        lines, rounds, _ = self.log_marked(view, names, context)
        return lines, rounds

    def log_marked(self, view: V, names: Sequence[str],
                   context: Hashable = None) -> tuple[list[str], dict[int, int], list[LogMark]]:
        """:meth:`log_entries` and each line's :class:`LogMark` (:meth:`event_actor`, :meth:`event_faces`,
        :meth:`event_key`).

        A log only grows, so the lines of the events seen last time are kept and only new events are described
        (a long game stays as cheap per move as a short one), for each viewer (the people of a shared screen take
        turns), while the names and ``context`` (say, the language of the texts) stay the same and the log still
        starts with the events seen then."""
        log, seat = view_log(view), seat_of(view)
        key = (seat, tuple(names), context)
        memos = self._log_memos
        if memos is None:
            memos = self._log_memos = {}
        memo = memos.get(key)
        if memo is not None and 0 < memo[0] <= len(log) and log[memo[0] - 1] == memo[1]:
            done, lines, rounds, marks = memo[0], memo[2], memo[3], memo[4]  # the memo's own: extended in place
        else:
            done, lines, rounds, marks = 0, [], {}, []
        new_lines: list[str] = []  # (added to the memo's own once every new event is described: an event that
        new_rounds: dict[int, int] = {}  # cannot be, from a hostile host, leaves the memo as it was)
        new_marks: list[LogMark] = []
        for i in range(done, len(log)):
            line = self.describe_event(log[i], names, seat)
            if line:
                begun = self.log_round(log, i)
                if begun is not None:
                    new_rounds[len(lines) + len(new_lines)] = begun
                new_lines.append(line)
                new_marks.append(LogMark(self.event_actor(log[i]), self.event_faces(log[i]), self.event_key(log[i])))
        lines += new_lines
        rounds.update(new_rounds)
        marks += new_marks
        if log:
            memos.pop(key, None)
            if len(memos) >= LOG_MEMOS:  # (names or the language changed: the oldest goes)
                memos.pop(next(iter(memos)))
            memos[key] = (len(log), log[-1], lines, rounds, marks)
        return list(lines), dict(rounds), list(marks)

    def log_round_now(self, view: V, names: Sequence[str]) -> int | None:
        """The latest round begun in the viewer's log, as :meth:`log_marked` numbers its lines' rounds (their
        largest; None for none), describing only the events that begin a round (a save's header asks after every
        frame with moves; :meth:`log_marked` describes every event of a new match's log, and copies its lines)."""
        log, seat = view_log(view), seat_of(view)
        latest: int | None = None
        for i in range(len(log)):
            begun = self.log_round(log, i)
            if begun is not None and (latest is None or begun > latest) and self.describe_event(log[i], names, seat):
                latest = begun
        return latest

    def event_actor(self, event: LogEntry) -> int | None:
        """The seat that made the move an event tells (its line wears the seat's colour in the feed); None for the
        table's own events (a deal, a round's end). Default: the event's ``seat``, if it has one."""
        seat = event["args"].get("seat")
        return seat if isinstance(seat, int) and not isinstance(seat, bool) else None

    def event_faces(self, event: LogEntry) -> tuple[str, ...]:
        """The faces of the cards an event shows face up (drawn as small icons on its line in the feed); never a
        card the event keeps hidden from its viewer. Default: none."""
        return ()

    def event_key(self, event: LogEntry) -> bool:
        """Whether an event is one of its round's key moves (the round's story at its end tells them). Default:
        one that takes someone out of play (:meth:`event_outs`)."""
        return bool(self.event_outs(event))

    def log_round(self, log: Sequence[LogEntry], i: int) -> int | None:
        """The round that begins with the event ``log[i]`` (the log shows a separator above it), else None.
        A game of one round has none (the default)."""
        return None

    def event_targets(self, event: LogEntry) -> tuple[int, ...]:
        """The seats a move's event aims at (a Guard's target), for an arrow to their plates. Default: none."""
        return ()

    def event_outs(self, event: LogEntry) -> tuple[int, ...]:
        """The seats an event takes out of play (knocked out of the round, gone out of the game): such a move is
        shown longer on the table. Default: none."""
        return ()

    def why_not(self, view: V, drag_from: frozenset[str], drag_to: str | None) -> str:
        """A one-line reason why a drop matched no legal action; ``drag_to`` None: the cards were pressed but
        cannot be picked up at all (say why they cannot be played)."""
        return "That move is not allowed now."

    def hint_line(self, view: V, reason: Reason, names: Sequence[str]) -> str:
        """The one line of why a hint suggests its move (:mod:`game.ai.hint`), in the player's language. The
        shared codes are here (:data:`game.engine.reasons.SHARED`); a game's presenter adds its own and passes the
        rest up."""
        if reason.code == "search" and reason.number_arg("margin") <= 0:
            reason = Reason("search_even", reason.args)
        return SHARED.word("hint", reason) or SHARED.word("hint", Reason("hard")) or ""

    def shown_scores(self, view: V, scores: Sequence[float]) -> list[float | None]:
        """``scores`` (every seat's, from the state) as ``view``'s seat may know them: None where a score is
        hidden from it. All scores are public unless a game says otherwise."""
        return list(scores)

    def round_summary(self, view: V, names: Sequence[str]) -> list[str] | None:
        """The round (or game) just ended in lines of text if the last event ended it, else None."""
        return None

    def round_table(self, view: V, names: Sequence[str]) -> RoundSummary | None:
        """The round (or game) just ended as a table for the scoring screen, else None. A game that builds no
        table shows its :meth:`round_summary` lines under a headline."""
        lines = self.round_summary(view, names)
        if not lines:
            return None
        return RoundSummary(lines[0], (), (), tuple(lines[1:]))

    # ------------------------------------------------------------------ the card reference (one hook for all)
    def card_reference(self, view: V, cards: Mapping[str, CardSpec], names: Sequence[str]) -> list[CardRef]:
        """The card reference of the game of ``view``: the faces grouped by :meth:`card_kind`, each group with
        its copies in the deck (:meth:`deck_counts`), its effect (:meth:`card_effect`) and the copies the viewer
        has not seen (:meth:`seen_faces`). Computed from the view alone."""
        counts = self.deck_counts(view, cards)
        groups: dict[str, list[str]] = {}
        titles: dict[str, str] = {}
        for face, n in counts.items():
            if n > 0 and face in cards:
                key, title = self.card_kind(view, cards[face])
                groups.setdefault(key, []).append(face)
                titles.setdefault(key, title)
        seen = self.seen_faces(view, names)
        out = []
        for key, faces in groups.items():
            total = sum(counts[f] for f in faces)
            out.append(CardRef(tuple(faces), titles[key], self.card_effect(view, cards[faces[0]]), total,
                               max(0, total - sum(seen.get(f, 0) for f in faces))))
        return out

    def deck_counts(self, view: V, cards: Mapping[str, CardSpec]) -> dict[str, int]:
        """Face -> copies in the deck of the game of ``view`` (by default each spec's ``count``); a game whose
        deck depends on its edition or options says so."""
        return {face: spec.count for face, spec in cards.items()}

    def card_kind(self, view: V, spec: CardSpec) -> tuple[str, str]:
        """The key faces that play alike share, and the title of their entry (by default: title and effect)."""
        return f"{spec.title}\n{self.card_effect(view, spec)}", spec.title

    def card_effect(self, view: V, spec: CardSpec) -> str:
        """What a card does (a msgid), in the rules of the game of ``view``: by default its face's text."""
        return spec.text

    def spoken(self, text: str) -> str:
        """``text`` (a log line, a button, a reason: any text of the game's) as "Speak the game" says it: by default
        as it is; a game that writes cards or colours in signs (Palace's "Q♥", Palastgeflüster's "●") says them in
        words, which a voice reads better than the signs' names ("Q black heart suit", "black circle")."""
        return text

    def card_name(self, spec: CardSpec) -> str:
        """A face in words, as "Speak the game" names it (translated): by default its title, with its value where
        the title does not say it and the value is not a sign ("Guard (1)", "7 of Hearts"; a Joker, whose value is
        its star, "Joker"); a game whose faces differ in more says so."""
        title, value = tr(spec.title), spec.spoken_value
        return tr("{card} ({value})", card=title, value=value) if value and value not in title else title

    def seen_faces(self, view: V, names: Sequence[str]) -> dict[str, int]:
        """Face -> copies the viewer of ``view`` sees face up (or as a token) on the table: by default read off the
        table model of the view, own hand included."""
        seen: dict[str, int] = {}
        for zone in self.table(view, [], names).zones:
            for card in zone.cards:
                for face in (card.face, card.token):
                    if face:
                        seen[face] = seen.get(face, 0) + 1
        return seen

    def layout_file(self, num_players: int) -> str:
        """The .tmx layout, ``<game id>/<n>p.tmx``: the file ``<n>p.tmx`` in the layouts folder the game's catalog
        entry names (``GameEntry.layouts``, by default the package's ``data/layouts/``)."""
        if not self.game_id:
            raise NotImplementedError(f"{type(self).__name__} names no game_id")
        return f"{self.game_id}/{num_players}p.tmx"


# --------------------------------------------------------------------------------------------- game


S = TypeVar("S", bound="GameState[Any]")
"""A game's own state type (what its :meth:`GameDef.determinize` samples and its bots search)."""


@dataclass(frozen=True)
class StateParts(Generic[S, V]):
    """The functions of a game's rules package that its :class:`GameDef` answers with (its view, codec and
    determinize modules), given once when the game is made: ``GAME = PalaceGame(StateParts(view_of, ...))``. The
    engine's :meth:`GameDef.view`, :meth:`GameDef.public_view`, :meth:`GameDef.state_to_json`,
    :meth:`GameDef.state_from_json` and :meth:`GameDef.determinize` call them, so no game writes a method only to
    forward to them."""

    view: Callable[[S, int | None], V]
    """What a seat (None: a spectator) may know of a state."""
    to_json: Callable[[S], JSONValue]
    from_json: Callable[[JSONIn], S]
    """Raises :class:`StateFormatError` on anything invalid."""
    determinize: Callable[[V, random.Random], S]


class GameDef(ABC, Generic[S, A, V]):
    """A game's rules: its metadata, setup, states and what is derived from a state (views, JSON, playouts).
    Generic in the game's state type ``S``, action type ``A`` and view type ``V`` (a bare ``GameDef`` is any game).

    Template method: :meth:`new_game` checks the player count and resolves the options, then calls
    :meth:`_new_game`. Bots and the presenter are composed with the rules by ``game.catalog``."""

    id: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str] = ""
    """One line on what the game is about (English, translated where shown)."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    round_ends: ClassVar[frozenset[str]] = frozenset()
    """The kinds of the events that end a round or the game: the rules emit them with :attr:`Event.ends_round`,
    and an event read back from JSON (:meth:`event_from_json`) gets the flag from this set."""

    def __init__(self, parts: StateParts[S, V] | None = None) -> None:
        """``parts``: the game's view, codec and determinize functions (a game may override those methods
        instead)."""
        self.parts = parts
        self._defaults: dict[int, dict[str, OptionValue]] = {}  # the resolved default options per player count

    def presets(self, num_players: int) -> list[tuple[str, dict[str, OptionValue]]]:
        """Named sets of options a player may pick at setup at once ((label, options)); none by default."""
        return []

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return []

    def new_game(self, num_players: int, seed: int, options: Mapping[str, JSONIn] | None = None) -> S:
        """A new game; ValueError for an unsupported player count or bad options."""
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players}-{self.max_players} players, not {num_players}")
        if options:
            resolved = resolve_options(self.option_specs(num_players), options)
        else:  # the defaults, resolved once per player count
            resolved = self._defaults.get(num_players) or self._defaults.setdefault(
                num_players, resolve_options(self.option_specs(num_players), None))
        return self._new_game(num_players, seed, dict(resolved))

    @abstractmethod
    def _new_game(self, num_players: int, seed: int, options: dict[str, OptionValue]) -> S:
        """A new game for a supported player count and resolved ``options``."""

    def state_from_json(self, data: JSONIn) -> S:
        """Inverse of :meth:`state_to_json`; raise :class:`StateFormatError` on anything invalid."""
        return self._parts().from_json(data)

    def state_to_json(self, state: S) -> JSONValue:
        """The full state, including the RNG and the log, as plain JSON."""
        return self._parts().to_json(state)

    def view(self, state: S, seat: int) -> V:
        """What ``seat`` may know, as a JSON-compatible dict: hidden cards masked, the log filtered to the
        events visible to ``seat`` (key ``"log"``, a list of event JSON), ``"seat"`` = the viewer,
        ``"current"`` = the seat to act. Two states that differ only in what is hidden from ``seat`` must
        give equal views."""
        return self._parts().view(state, seat)

    def public_view(self, state: S) -> V:
        """What someone with no seat may know (a spectator; OpenSpiel's observer of public information only), as a
        view of the same shape as :meth:`view`'s with ``"seat"`` None: no hand, no deck order, no card hidden from
        any seat, no private reveal to any seat; the log holds the public events only. Two states that differ only
        in hidden information must give equal public views. A game's presenter draws the table from it (a viewer
        with no seat)."""
        return self._parts().view(state, None)

    def determinize(self, view: V, rng: random.Random) -> S:
        """A full state consistent with ``view`` (hidden cards sampled from what is possible), for search."""
        return self._parts().determinize(view, rng)

    def _parts(self) -> StateParts[S, V]:
        if self.parts is None:
            raise NotImplementedError(f"{type(self).__name__} was given no StateParts and does not override this")
        return self.parts

    def random_playout(self, state: S, rng: random.Random, max_actions: int = 20_000) -> int:
        """:func:`uniform_playout` of ``state``. A game may override this with a faster path, but it must consume
        ``rng`` exactly as that loop does and reach the same state, so the two are interchangeable; the shared
        tests check that. The log of a fast path may be left empty."""
        return uniform_playout(state, rng, max_actions)

    def next_game_options(self, state: S, options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
        """The options of the next game ("Play again") after the finished ``state`` played with ``options``:
        by default the same. A game may carry something over (Palace: the loser deals)."""
        return dict(options)

    def cards(self) -> Mapping[str, CardSpec]:
        """Every card face id this game can show."""
        return {}

    def reveals(self, after: S, action: A, events: Sequence[Event]) -> str | None:
        """Whether ``action``, just applied (``after`` is the position it made, ``events`` what it added to the
        log), revealed hidden information to any seat: a code of :data:`REVEAL_CODES` (the table says why the move
        can no longer be taken back), or None when every seat could have worked out its new view from its old one
        and the action. A chance step (a card drawn, a round dealt, a card turned up) always reveals; the cards a
        player chose to show by the move itself do not count (the move is theirs to take back). Undo
        (:meth:`game.session.Session.undo`) goes back only over moves that revealed nothing. Default: ``"hidden"``,
        so a game that does not say never offers an undo."""
        return "hidden"

    def event_from_json(self, data: JSONIn) -> Event:
        """An event of this game from its JSON (a view's log), :attr:`Event.ends_round` restored."""
        return Event.from_json(data, self.round_ends)

    def action_kind(self, action: A) -> str:
        """The kind of an action, for reports and for trying every kind (``"pickup"``; a game may refine it,
        ``"play:guard"``)."""
        return str(action[0]) if isinstance(action, tuple) and action else str(action)

    def action_to_json(self, action: A) -> JSONValue:
        """By default an action is a tuple of JSON scalars (or tuples of them), or one scalar: tuples become
        lists (TypeError for anything else: a game whose actions are other values writes its own)."""
        return _action_json(action)

    def action_from_json(self, data: JSONIn) -> A:
        return tuple(data) if isinstance(data, list) else data  # type: ignore[return-value]  # a game checks its own


def _action_json(value: object) -> JSONValue:
    if value is None or isinstance(value, str | int | float):  # (a bool is an int)
        return value
    if isinstance(value, tuple):
        return [_action_json(v) for v in value]
    raise TypeError(f"not a JSON action: {value!r}")


# --------------------------------------------------------------------------------------------- some game

SomeState = GameState[Action]
"""A position of a game the holder does not know (the session, saves, the network): its actions are opaque
:data:`Action` values, taken from its ``legal_actions()`` and only ever given back to the same game."""
SomeGame = GameDef[SomeState, Action, SomeView]
"""The rules of a game the holder does not know (what the catalog hands out), its actions opaque as in
:data:`SomeState`."""
SomePresenter = Presenter[Action, SomeView]
"""The presenter of a game the holder does not know."""
SomeBot = Bot[Action, SomeView]
"""A bot of a game the holder does not know."""


# --------------------------------------------------------------------------------------------- rng


def rng_with_state(state: tuple[object, ...]) -> random.Random:
    """A generator in ``state`` (as :meth:`random.Random.getstate` gives it), made without seeding it first: a
    state's clone makes one per copy, and seeding reads the system's entropy and fills 624 words for nothing."""
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


def rng_to_json(rng: random.Random) -> JSONValue:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: JSONIn) -> random.Random:
    try:
        version, internal, gauss = arr(data, "the generator state")
        words = arr(internal, "the generator state")
        if len(words) != 625 or not (_ALL_WHOLE(map(type, words)) or all(isinstance(x, int) for x in words)):
            raise ValueError("bad generator state")
        return rng_with_state((integer(version, "the generator's version"), tuple(words), gauss))
    except (TypeError, ValueError, OverflowError) as exc:
        raise StateFormatError(f"bad random generator state: {exc}") from exc
