"""A tiny hidden-card game implementing the whole engine protocol, for the infrastructure's own tests.

*Trick duel*: 36 cards, four of each value 1..9, each of 2-3 players holds ``hand_size`` of them; in turn
everyone plays one card face up, the highest wins the trick (the first played of equal ones) and leads the next. While the deck can refill every hand, each player
draws a random card after a trick (a private event). Most tricks wins; ties share the win.

:data:`ENTRY` is its catalog entry (id ``fixture-duel``): ``tests/conftest.py`` registers it for the whole test
run with that one line, so that every generic test (each iterates the catalog) runs on it too, and sessions,
saves and the simulate tool are tested whatever real games exist. Its data (layouts, translations, rules help,
card art) is in its own folder, ``tests/fixture_game/``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import fixture_game.tutorial as fixture_tutorial

from game import catalog
from game.ai.levels import bot_for_level
from game.ai.search import SearchBot
from game.engine import (
    JSON,
    TERMINAL,
    Action,
    Bot,
    Capabilities,
    CardSpec,
    CardView,
    Choice,
    Event,
    GameDef,
    GameState,
    OptionSpec,
    Presenter,
    RoundSummary,
    SeatView,
    StateFormatError,
    SummaryRow,
    TableModel,
    Undo,
    ZoneView,
    rng_from_json,
    rng_to_json,
)
from game.i18n import N_, tr, tr_list, trn
from game.session import SeatConfig

CARDS = tuple(range(1, 37))
ROUND_ENDS = frozenset({"game_end"})
"""The cards by id; a card's face is its value (:func:`value`): four cards of each value."""


def value(card: int) -> int:
    return (card - 1) % 9 + 1

TITLES = (N_("One"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"), N_("Seven"), N_("Eight"),
          N_("Nine"))


SEATS = [SeatConfig("Ann", "human"), SeatConfig("Bea", "bot", "random")]
"""Seats of the saves the tests make: a person and a Random bot."""


class DuelState(GameState):
    def __init__(self, num_players: int, hands: list[list[int]], deck: list[int], played: list[int],
                 table: list[list[int]], tricks: list[int], leader: int, rng: random.Random,
                 log: list[Event]) -> None:
        self.num_players = num_players
        self.hands, self.deck, self.played, self.table = hands, deck, played, table
        self.tricks, self.leader, self.rng, self._log = tricks, leader, rng, log

    @property
    def log(self) -> list[Event]:
        return self._log

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else (self.leader + len(self.table)) % self.num_players

    def is_terminal(self) -> bool:
        return not any(self.hands) and not self.table

    def _compute_legal(self) -> list[Action]:
        if self.is_terminal():
            return []
        return [("play", c) for c in sorted(self.hands[self.current_player()])]

    def _apply(self, action: Action) -> None:
        seat, card = self.current_player(), action[1]
        self.hands[seat].remove(card)
        self.table.append([seat, card])
        self._log.append(Event("play", {"seat": seat, "card": card}))
        if len(self.table) == self.num_players:
            self._end_trick()

    def _end_trick(self) -> None:
        winner = max(self.table, key=lambda pair: value(pair[1]))[0]
        self.played.extend(card for _, card in self.table)
        self.table = []
        self.tricks[winner] += 1
        self.leader = winner
        self._log.append(Event("trick_won", {"seat": winner}))
        if len(self.deck) >= self.num_players:
            for offset in range(self.num_players):
                seat = (winner + offset) % self.num_players
                card = self.deck.pop(self.rng.randrange(len(self.deck)))
                self.hands[seat].append(card)
                self._log.append(Event("draw", {"seat": seat, "card": card}, to=(seat,)))
        if self.is_terminal():
            self._log.append(Event("game_end", {"winners": self.winners()}, ends_round=True))

    def clone(self) -> DuelState:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return DuelState(self.num_players, [list(h) for h in self.hands], list(self.deck), list(self.played),
                         [list(p) for p in self.table], list(self.tricks), self.leader, rng, list(self._log))

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.num_players
        best = max(self.tricks)
        top = [s for s, t in enumerate(self.tricks) if t == best]
        return [1.0 / len(top) if s in top else 0.0 for s in range(self.num_players)]

    def scores(self) -> list[float]:
        return [float(t) for t in self.tricks]


def duel_view(state: DuelState, seat: int | None) -> JSON:
    """A seat's view; with no seat (None), the public view."""
    return {
        "seat": seat,
        "current": state.current_player(),
        "hand": sorted(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": len(state.deck),
        "played": sorted(state.played),
        "table": [list(p) for p in state.table],
        "tricks": list(state.tricks),
        "leader": state.leader,
        "log": [e.to_json() for e in state._log if e.to is None or (seat is not None and e.visible_to(seat))],
    }


def duel_to_json(state: DuelState) -> JSON:
    return {
        "players": state.num_players,
        "hands": [list(h) for h in state.hands],
        "deck": list(state.deck),
        "played": list(state.played),
        "table": [list(p) for p in state.table],
        "tricks": list(state.tricks),
        "leader": state.leader,
        "rng": rng_to_json(state.rng),
        "log": [e.to_json() for e in state._log],
    }


def _int_list(value: JSON, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise StateFormatError(f"{what} must be a list of whole numbers")
    return list(value)


def _seat(value: JSON, n: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise StateFormatError(f"{what} must be a seat number below {n}")
    return value


def parse_state(data: JSON) -> DuelState:
    if not isinstance(data, dict):
        raise StateFormatError("a state must be an object")
    try:
        n = data["players"]
        if not isinstance(n, int) or isinstance(n, bool) or not DuelGame.min_players <= n <= DuelGame.max_players:
            raise StateFormatError("bad player count")
        if not isinstance(data["hands"], list) or len(data["hands"]) != n:
            raise StateFormatError("one hand per player expected")
        hands = [_int_list(h, "a hand") for h in data["hands"]]
        deck, played = _int_list(data["deck"], "the deck"), _int_list(data["played"], "played cards")
        if not isinstance(data["table"], list) or len(data["table"]) >= n:
            raise StateFormatError("the table must hold fewer cards than players")
        table = [_int_list(p, "a table card") for p in data["table"]]
        if any(len(p) != 2 for p in table):
            raise StateFormatError("a table card is a [seat, card] pair")
        tricks = _int_list(data["tricks"], "tricks")
        if len(tricks) != n or min(tricks) < 0:
            raise StateFormatError("one trick count per player expected")
        leader = _seat(data["leader"], n, "the leader")
        for offset, (seat, _) in enumerate(table):
            if seat != (leader + offset) % n:
                raise StateFormatError("table cards are out of turn order")
        on_table = {seat for seat, _ in table}
        if len({len(hand) + (seat in on_table) for seat, hand in enumerate(hands)}) != 1:
            raise StateFormatError("the hands are of uneven size")  # every seat plays one card a trick
        cards = sorted([c for h in hands for c in h] + deck + played + [c for _, c in table])
        if cards != list(CARDS):
            raise StateFormatError("cards are missing or duplicated")
        if not isinstance(data["log"], list):
            raise StateFormatError("the log must be a list")
        log = [Event.from_json(e, ROUND_ENDS) for e in data["log"]]
        return DuelState(n, hands, deck, played, table, tricks, leader, rng_from_json(data["rng"]), log)
    except KeyError as exc:
        raise StateFormatError(f"missing field {exc}") from exc


class DuelPresenter(Presenter):
    game_id = "fixture-duel"

    def table(self, view: JSON, legal: Sequence[Action], names: Sequence[str]) -> TableModel:
        seat, n = view["seat"], len(view["hand_sizes"])
        me, first = (seat, 1) if seat is not None else (0, 0)  # no seat (a spectator): every hand face down
        hand = [CardView(f"c{c}", str(value(c)), selectable=("play", c) in legal) for c in view["hand"]]
        table = [CardView(f"c{c}", str(value(c))) for _, c in view["table"]]
        others = [ZoneView(f"hand.{rel}", [CardView(f"hand.{rel}.{i}", None)
                                          for i in range(view["hand_sizes"][(me + rel) % n])],
                           owner=(me + rel) % n) for rel in range(first, n)]
        choices = [Choice(a, drag_from=frozenset({f"c{a[1]}"}), drag_to="table") for a in legal]
        seats = [SeatView(s, names[s], [trn("{n} trick", "{n} tricks", t)], s == view["current"])
                 for s, t in enumerate(view["tricks"])]
        current = view["current"]
        headline = tr("{name} to play", name=names[current]) if current >= 0 else tr("The game is over.")
        prompt = tr("Play a card onto the trick.") if legal else ""
        own = [ZoneView("hand.0", hand, owner=seat)] if seat is not None else []
        return TableModel([*own, ZoneView("table", table), *others],
                          choices, seats, headline=headline, prompt=prompt, **self.log_fields(view, names))

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        table = self.round_table(view, names)
        return table.lines() if table is not None else None

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        """At the game's end: the tricks each player won, the winners highlighted."""
        if not view["log"] or view["log"][-1]["kind"] != "game_end":
            return None
        winners = view["log"][-1]["args"]["winners"]
        rows = tuple(SummaryRow(s, (tr("{name} (you)", name=names[s]) if s == view["seat"] else names[s], str(t)),
                                best=s in winners) for s, t in enumerate(view["tricks"]))
        return RoundSummary(tr("Game over"), (tr("Player"), tr("Tricks")), rows)

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int | None) -> str:
        """A line of the log; the viewer's own moves are told as "you"."""
        args, kind = event["args"], event["kind"]
        if kind == "game_end":
            return tr("The game is over.")
        me, actor = args["seat"] == viewer, names[args["seat"]]
        if kind == "play":
            card = value(args["card"])
            return tr("You play {card}.", card=card) if me else tr("{actor} plays {card}.", actor=actor, card=card)
        if kind == "draw":
            card = value(args["card"])
            return tr("You draw {card}.", card=card) if me else tr("{actor} draws {card}.", actor=actor, card=card)
        if kind == "deal":
            cards = tr_list(str(value(c)) for c in args["cards"])
            return tr("You are dealt {cards}.", cards=cards) if me else \
                tr("{actor} is dealt {cards}.", actor=actor, cards=cards)
        return tr("You win the trick.") if me else tr("{actor} wins the trick.", actor=actor)


class GreedyBot:
    """Plays its highest card (easy) or the first card that wins the trick (normal)."""

    def __init__(self, level: str, seed: int) -> None:
        self.level, self.rng = level, random.Random(seed)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if self.level == "easy":
            return max(legal, key=lambda a: value(a[1]))
        best_on_table = max((value(c) for _, c in view["table"]), default=0)
        winning = [a for a in legal if value(a[1]) > best_on_table]
        return winning[0] if winning else legal[self.rng.randrange(len(legal))]


class DuelGame(GameDef):
    id = "fixture-duel"
    title = N_("Trick duel (test fixture)")
    description = N_("Play one card a trick: the highest wins it, most tricks wins the game.")
    min_players = 2
    max_players = 3
    round_ends = ROUND_ENDS

    def option_specs(self, num_players: int) -> list[OptionSpec]:
        return [
            OptionSpec("starter", N_("Who starts"), "int", 0, bounds=(0, num_players - 1)),
            OptionSpec("hand_size", N_("Hand size"), "int", 3, bounds=(1, 3)),
        ]

    def _new_game(self, num_players: int, seed: int, opts: dict[str, JSON]) -> DuelState:
        rng = random.Random(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        size = opts["hand_size"]
        hands = [deck[s * size:(s + 1) * size] for s in range(num_players)]
        del deck[:num_players * size]
        log = [Event("deal", {"seat": s, "cards": sorted(h)}, to=(s,)) for s, h in enumerate(hands)]
        return DuelState(num_players, hands, deck, [], [], [0] * num_players, opts["starter"], rng, log)

    def reveals(self, after: GameState, action: Action, events: Sequence[Event]) -> str | None:
        """A card played shows only what its player chose to show; the cards drawn after a trick are news."""
        return "draw" if any(e.kind == "draw" for e in events) else None

    def cards(self) -> Mapping[str, CardSpec]:
        return {str(v): CardSpec(str(v), TITLES[v - 1], str(v), N_("The highest card wins the trick."),
                                 (120 + 14 * v, 150, 210 - 14 * v), count=4) for v in range(1, 10)}

    def state_from_json(self, data: JSON) -> DuelState:
        return parse_state(data)

    def state_to_json(self, state: GameState) -> JSON:
        assert isinstance(state, DuelState)
        return duel_to_json(state)

    def view(self, state: GameState, seat: int) -> JSON:
        assert isinstance(state, DuelState)
        return duel_view(state, seat)

    def public_view(self, state: GameState) -> JSON:
        assert isinstance(state, DuelState)
        return duel_view(state, None)

    def determinize(self, view: JSON, rng: random.Random) -> DuelState:
        seat, sizes = view["seat"], view["hand_sizes"]
        seen = set(view["hand"]) | set(view["played"]) | {c for _, c in view["table"]}
        unseen = [c for c in CARDS if c not in seen]
        rng.shuffle(unseen)
        hands = []
        for s, size in enumerate(sizes):
            if s == seat:
                hands.append(list(view["hand"]))
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        log = [Event.from_json(e, ROUND_ENDS) for e in view["log"]]
        return DuelState(len(sizes), hands, unseen, list(view["played"]), [list(p) for p in view["table"]],
                         list(view["tricks"]), view["leader"], random.Random(rng.getrandbits(64)), log)


GAME = DuelGame()
CAPABILITIES = Capabilities(undo=Undo.SOMETIMES, private_hand=True, hidden_information=True, wide_decisions=True,
                            rounds=False, deals_between_rounds=False, secret_scores=False, one_loser=False,
                            goes_out=False, shortest_game=9)
"""A card played may be taken back until a trick's draw; one deal, every card of the hands played."""


class HardBot:
    """The determinized search, exposed as ``search`` (the generic hint ranks the moves by its statistics)."""

    level = "hard"

    def __init__(self, seed: int) -> None:
        self.search = SearchBot(GAME, seed, iterations=30)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return self.search.choose(view, legal)


def make_bot(level: str, seed: int) -> Bot:
    return bot_for_level(level, seed, {"easy": lambda s: GreedyBot("easy", s), "normal": lambda s: GreedyBot("normal", s),
                                       "hard": HardBot})


ENTRY = catalog.GameEntry(__name__, GAME, CAPABILITIES, make_bot, DuelPresenter, "fixture_game.art",
                          layout_generator="fixture_game.gen_layouts", layouts="fixture_game:layouts",
                          help_folder="fixture_game", locale_folder="fixture_game:locale",
                          tutorial=fixture_tutorial)
"""Every part of the game: rules, bots and presenter here, the rest in the package ``fixture_game``."""
