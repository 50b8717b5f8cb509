"""One position of Palastgeflüster, all rounds of a game inside one state.

Phases (``phase``) and who acts in them:

* ``play`` — the active seat (``turn``) plays a card from hand: ``("play", card)``;
* follow-ups of the card just played (``last_card``), by the active seat: ``("magician", target, count)``,
  ``("give", *cards)`` (the Magician's secret pick), ``("discard", card)`` (Maid), ``("swap", a, b)``
  (Courtesan, ``a`` in the lower seat's display), ``("take", card)`` (Guard);
* ``magician_answer`` — the Magician's partner picks their cards secretly: ``("give", *cards)``;
* ``choose_next`` — after a grey card with a tie for fewest display cards, the active seat names the next
  player among the tied: ``("next", seat)``;
* ``deal`` — the chance step after a round ended (``current_player()`` is ``CHANCE``, ``turn`` the seat that
  ended it and starts the next): ``("deal",)`` shuffles and deals the next round.
"""

from __future__ import annotations

import random
from typing import Literal, NotRequired, TypedDict

from game.engine import CHANCE, TERMINAL, Event, GameState, JSONValue, OptionValue, rng_with_state
from game.games.palastgefluester.rules.cards import (
    FULL_DISPLAY,
    HAND_SIZE,
    KING_CHARACTERS,
    WIN_POINTS,
    character,
    deck_for,
    face,
    owner_of_colour,
)
from game.games.palastgefluester.rules.kinds import (
    COURTESAN,
    MAGICIAN,
    RULE_OF_ACTION,
    RULE_OF_PHASE,
    RULES,
    playable,
)

GAME_ID = "palastgefluester"
FORMAT_VERSION = 1
FOLLOW_UP_PHASES = ("magician_target", "magician_give", "maid_discard", "courtesan_swap", "guard_take")
PHASES = ("play", "choose_next", "magician_answer", "deal", *FOLLOW_UP_PHASES)

PlayCard = tuple[Literal["play"], int]
"""Play a card from hand."""
Deal = tuple[Literal["deal"]]
"""The chance step: shuffle and deal the next round."""
NextPlayer = tuple[Literal["next"], int]
"""Name the next player among those tied."""
MagicianTarget = tuple[Literal["magician"], int, int]
"""The Magician's partner and how many cards they exchange."""
Give = tuple[Literal["give"], *tuple[int, ...]]
"""The cards given in the Magician's exchange (each side's secret pick)."""
Discard = tuple[Literal["discard"], int]
"""The Maid: discard a card from hand."""
Swap = tuple[Literal["swap"], int, int]
"""The Courtesan: swap a card of the lower seat's display with one of the other's."""
TakeBack = tuple[Literal["take"], int]
"""The Guard: take a card of one's display back into hand."""
PalastAction = PlayCard | Deal | NextPlayer | MagicianTarget | Give | Discard | Swap | TakeBack
"""A Palast action: a tuple tagged by its kind (plain tuples: the JSON is the list of its items)."""
DEAL_ACTION: Deal = ("deal",)
ROUND_ENDS: frozenset[str] = frozenset({"round_end", "game_end"})
"""The kinds of this game's events that end a round or the game: emitted with :attr:`Event.ends_round` set
(:attr:`GameDef.round_ends`)."""


class Why(TypedDict):
    """Why the seat to act has the turn (a kind of ``codec.WHY_KINDS``): the seat and the card that gave it."""

    kind: str
    by: NotRequired[int]
    card: NotRequired[int]


class Magic(TypedDict):
    """A Magician's exchange under way: with whom, how many cards, the cards the Magician picked (None: not yet)."""

    target: int
    count: int
    pick: list[int] | None


class PalastState(GameState[PalastAction]):
    """Mutable position; see the module docstring for the phases and actions."""

    def __init__(self, num_players: int, options: dict[str, OptionValue], rng: random.Random) -> None:
        self.num_players = num_players
        self.options = dict(options)
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.displays: list[list[int]] = [[] for _ in range(num_players)]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.discard_by: list[int] = []
        self.king_deck: list[str] = []
        self.king_open: list[str] = []
        self.points: list[int] = [0] * num_players
        self.records: list[list[int]] = []
        self.final_sizes: list[int] = [0] * num_players
        self.revealed: list[list[int] | None] = [None] * num_players
        self.round = 0
        self.plays = 0
        self.turn = 0
        self.phase = "play"
        self.last_card: int | None = None
        self.why: Why = {"kind": "start"}
        self.tied: list[int] = []
        self.magic: Magic | None = None
        self.terminal = False
        self._log: list[Event] = []
        self._legal: list[PalastAction] | None = None  # legal_actions() of this position, computed once

    # ----------------------------------------------------------------------------------------- setup

    @classmethod
    def new(cls, num_players: int, seed: int, options: dict[str, OptionValue]) -> PalastState:
        state = cls(num_players, options, random.Random(seed))
        state.king_deck = list(KING_CHARACTERS)
        state.rng.shuffle(state.king_deck)
        starter = int(options["starter"])
        state._log.append(Event("game_start", {"starter": starter, "target": state.target}))
        state._deal(starter, {"kind": "start"})
        return state

    @property
    def target(self) -> int:
        return WIN_POINTS[self.num_players]

    @property
    def silenced(self) -> str | None:
        return self.king_open[-1] if self.king_open else None

    def _deal(self, starter: int, why: Why) -> None:
        self.deck = deck_for(self.num_players)
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(HAND_SIZE)] for _ in range(self.num_players)]
        self.displays = [[] for _ in range(self.num_players)]
        self.discard, self.discard_by = [], []
        self.revealed = [None] * self.num_players
        self.round += 1
        self.plays = 0
        self._start_turn(starter, why)

    def _start_turn(self, seat: int, why: Why) -> None:
        self.turn, self.phase, self.last_card, self.why, self.tied = seat, "play", None, why, []

    # ----------------------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        if self.terminal:
            return TERMINAL
        if self.phase == "deal":
            return CHANCE
        if self.phase == "magician_answer":
            assert self.magic is not None
            return int(self.magic["target"])
        return self.turn

    def is_terminal(self) -> bool:
        return self.terminal

    @property
    def log(self) -> list[Event]:
        return self._log

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def tie_break_values(self) -> list[int]:
        """What breaks a tie on points: display sizes, or the records' sums with Intrigues in the Dark."""
        if self.options.get("intrigues_in_the_dark"):
            return [sum(r[s] for r in self.records) for s in range(self.num_players)]
        return list(self.final_sizes)

    def returns(self) -> list[float]:
        if not self.terminal:
            return [0.0] * self.num_players
        winners = self.winning_seats()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.num_players)]

    def winning_seats(self) -> list[int]:
        points = self.points
        best = max(points)
        leaders = [s for s in range(self.num_players) if points[s] == best]
        ties = self.tie_break_values()
        top = max(ties[s] for s in leaders)
        return [s for s in leaders if ties[s] == top]

    def clone(self) -> PalastState:
        c = PalastState.__new__(PalastState)
        c.num_players = self.num_players
        c.options = self.options
        c.rng = rng_with_state(self.rng.getstate())
        c.hands = [h[:] for h in self.hands]
        c.displays = [d[:] for d in self.displays]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.discard_by = self.discard_by[:]
        c.king_deck = self.king_deck[:]
        c.king_open = self.king_open[:]
        c.points = self.points[:]
        c.records = [r[:] for r in self.records]
        c.final_sizes = self.final_sizes[:]
        c.revealed = [None if r is None else r[:] for r in self.revealed]
        c.round, c.plays, c.turn, c.phase = self.round, self.plays, self.turn, self.phase
        c.last_card, c.why, c.tied = self.last_card, self.why, self.tied[:]
        c.magic = None if self.magic is None else {**self.magic}
        c.terminal = self.terminal
        c._legal = self._legal
        c._log = self._log[:]
        return c

    # ----------------------------------------------------------------------------------------- legality

    def playable_cards(self) -> list[int]:
        """Hand cards that may be played: those no character's rule refuses (:meth:`.kinds.CharacterRule.refusal`:
        a silenced Fool only when the hand holds nothing else)."""
        return playable(self.hands[self.turn], self.silenced)

    def _compute_legal(self) -> list[PalastAction]:
        if self.terminal:
            return []
        phase = self.phase
        if phase == "play":
            return [("play", c) for c in self.playable_cards()]
        if phase == "deal":
            return [DEAL_ACTION]
        if phase == "choose_next":
            return [("next", s) for s in self.tied]
        rule = RULE_OF_PHASE.get(phase)
        if rule is None:
            raise AssertionError(f"unknown phase {phase}")
        return rule.follow_ups(self, self.current_player())

    def magician_partners(self) -> list[int]:
        return MAGICIAN.partners(self)

    def courtesan_swaps(self) -> list[tuple[int, int]]:
        """Every swap ``(a, b)`` of a card in display A with one in display B (A < B) creating no duplicate."""
        return COURTESAN.swaps(self)

    # ----------------------------------------------------------------------------------------- apply

    def emit(self, kind: str, to: tuple[int, ...] | None = None, **args: JSONValue) -> None:
        self._log.append(Event(kind, args, to))

    def _apply(self, action: PalastAction) -> None:
        if action[0] == "deal":
            self._deal(self.turn, {"kind": "round_start", "by": self.turn})
        elif action[0] == "play":
            self._play(action[1])
        elif action[0] == "next":
            self._log.append(Event("next_chosen", {"seat": self.turn, "next": action[1]}))
            assert self.last_card is not None  # (a grey card asks for the choice)
            self._start_turn(action[1], {"kind": "grey_choice", "by": self.turn, "card": self.last_card})
        else:
            RULE_OF_ACTION[action[0]].resolve(self, action)

    def _play(self, card: int) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        known = self.revealed[seat]
        if known is not None:
            known.remove(card)
        self.plays += 1
        self.last_card = card
        char = character(card)
        rule = RULES[char]
        display = self.displays[seat]
        duplicate = any(character(c) == char for c in display)
        display.append(card)
        self._log.append(Event("play", {"seat": seat, "card": face(card), "uid": card}))
        if rule.intrigue_when_silenced and self.silenced == char:
            self._end_round(seat, "silenced_fool")
        elif duplicate:
            self._end_round(seat, "intrigue")
        elif len(display) == FULL_DISPLAY:
            self._end_round(seat, "full_display")
        elif self.silenced == char:
            self._log.append(Event("silenced", {"seat": seat, "character": char}))
            self.finish_turn()
        else:
            rule.act(self, seat)

    def finish_turn(self) -> None:
        """Pass the turn by the border colour of the card just played (grey: fewest display cards)."""
        card = self.last_card
        assert card is not None
        owner = owner_of_colour(card)
        if owner is not None:
            self._start_turn(owner, {"kind": "colour", "by": self.turn, "card": card})
            return
        sizes = [len(d) for d in self.displays]
        fewest = min(sizes)
        tied = [s for s in range(self.num_players) if sizes[s] == fewest]
        if len(tied) == 1:
            self._start_turn(tied[0], {"kind": "grey", "by": self.turn, "card": card})
        else:
            self.phase, self.tied = "choose_next", tied

    # ----------------------------------------------------------------------------------------- round end

    def _end_round(self, ender: int, reason: str) -> None:
        n = self.num_players
        points = self.points
        gained = [1 if (s == ender) == (reason == "full_display") else 0 for s in range(n)]
        for s in range(n):
            points[s] += gained[s]
        sizes = [len(d) for d in self.displays]
        record = [0 if s == ender and reason != "full_display" else sizes[s] for s in range(n)]
        self.records.append(record)
        self.final_sizes = sizes
        self._log.append(Event("round_end", {
            "round": self.round, "ender": ender, "reason": reason, "gained": gained, "scores": list(points),
            "displays": [[face(c) for c in d] for d in self.displays], "record": record,
        }, ends_round=True))
        self.magic = None
        if max(points) >= self.target:
            self.terminal, self.last_card = True, None
            self._log.append(Event("game_end", {"winners": self.winning_seats(), "scores": list(points)},
                                   ends_round=True))
            return
        # the chance step: the seat that ended the round deals and starts the next (DEAL_ACTION)
        self.turn, self.phase, self.last_card, self.tied = ender, "deal", None, []
