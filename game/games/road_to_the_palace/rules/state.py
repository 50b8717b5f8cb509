"""The position and the administration part: bribe choice, starting discs, taking cards, refilling, discs.

Actions: ``("bribes", round1_colour, round2_colour)``, ``("start", colour_row0, colour_row1, colour_row2)``,
``("take", row)`` (the leftmost card of that row, with its disc) and ``("place", colour)`` (a stock disc
onto the leftmost card of the row just taken from). The evaluation parts run inside the last turn of a round.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from itertools import permutations
from typing import Literal

from game.engine import TERMINAL, Event, GameState, JSONValue, Reason, rng_with_state

from .cards import (
    CARDS,
    DISC_COLOURS,
    DISCS,
    GRID_COLS,
    GRID_ROWS,
    MISSION_COLOURS,
    PURPLE,
    RANDOM_REMOVED,
    SET_ASIDE_PURPLE,
    removed_by_rule,
)
from .evaluation import evaluate_round, final_evaluation
from .player import Player

BRIBE, START, TAKE, PLACE, OVER = "bribe", "start", "take", "place", "over"
PHASES = (BRIBE, START, TAKE, PLACE, OVER)
ROUND_ENDS: frozenset[str] = frozenset({"round_end", "game_end"})
"""The kinds of this game's events that end a round or the game: emitted with :attr:`Event.ends_round` set
(:attr:`GameDef.round_ends`)."""

Bribes = tuple[Literal["bribes"], str, str]
"""Choose the bribes: the colour for round 1's evaluation, then round 2's."""
StartDiscs = tuple[Literal["start"], str, str, str]
"""The start player's discs: a colour for each row, top to bottom."""
Take = tuple[Literal["take"], int]
"""Take the leftmost card of a row (with its disc)."""
Place = tuple[Literal["place"], str]
"""Put a stock disc of a colour onto the leftmost card of the row just taken from."""
RoadAction = Bribes | StartDiscs | Take | Place
"""A Road action: a tuple tagged by its kind (plain tuples: the JSON is the list of its items)."""

def take_refusal(grid: Sequence[Sequence[int | None]], cards: Collection[int]) -> Reason | None:
    """Why ``cards`` may not be taken from ``grid`` (the rows of card ids, None for a gap), or None: a card taken
    is the leftmost of its row (``take_from_grid``: none of them lies in the grid; ``leftmost_only``)."""
    for row in grid:
        left = next((c for c in row if c is not None), None)
        if any(c in row for c in cards):
            return None if left in cards else Reason("leftmost_only")
    return Reason("take_from_grid")


BRIBE_ACTIONS: list[RoadAction] = [("bribes", a, b) for a, b in permutations(MISSION_COLOURS, 2)]
START_ACTIONS: list[RoadAction] = [("start", a, b, c) for a, b, c in permutations(MISSION_COLOURS)]


class RoadState(GameState[RoadAction]):
    def __init__(self, num_players: int, rng: random.Random | None = None) -> None:
        self.num_players = num_players
        self.rng = rng or random.Random(0)
        self.deck: list[int] = []  # face down, drawn from the end
        self.removed: list[int] = []  # returned to the box
        self.grid: list[list[int | None]] = [[None] * GRID_COLS[num_players] for _ in range(GRID_ROWS)]
        self.row_disc: list[str | None] = [None] * GRID_ROWS  # the disc on each row's leftmost card
        self.stock: dict[str, int] = dict(DISCS[num_players])
        self.set_aside = 0
        self.players = [Player() for _ in range(num_players)]
        self.starter = 0
        self.current = 0
        self.phase = BRIBE
        self.round = 1
        self.pending_row: int | None = None  # the row that receives the next placed disc
        self.turns = [0, 0]  # administration turns played in each round
        self._log: list[Event] = []

    # ------------------------------------------------------------------------------------- setup

    @staticmethod
    def deal(num_players: int, seed: int, starter: int) -> RoadState:
        s = RoadState(num_players, random.Random(seed))
        s.removed = removed_by_rule(num_players)
        pool = [c for c in range(len(CARDS)) if c not in set(s.removed)]
        s.rng.shuffle(pool)
        for _ in range(RANDOM_REMOVED[num_players]):
            s.removed.append(pool.pop())
        s.removed.sort()
        politicians: list[int] = []
        for row in s.grid:
            for col in range(len(row)):
                while CARDS[pool[-1]].colour == PURPLE:  # Politicians are set aside, then shuffled back
                    politicians.append(pool.pop())
                row[col] = pool.pop()
        s.deck = pool + politicians
        s.rng.shuffle(s.deck)
        s.set_aside = SET_ASIDE_PURPLE[num_players]
        s.stock[PURPLE] -= s.set_aside
        s.starter = s.current = starter
        s.emit("setup", starter=starter, grid=[list(r) for r in s.grid], removed=len(s.removed),
                set_aside=s.set_aside)
        return s

    # ------------------------------------------------------------------------------------- protocol

    @property
    def log(self) -> list[Event]:
        return self._log

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.current

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def revealed(self) -> int:
        """How many bribes of each player lie face up in their columns (one per finished evaluation)."""
        return self.round - 1 + (self.phase == OVER)

    def _compute_legal(self) -> list[RoadAction]:
        if self.phase == BRIBE:
            return list(BRIBE_ACTIONS)
        if self.phase == START:
            return list(START_ACTIONS)
        if self.phase == TAKE:
            return [("take", r) for r in range(GRID_ROWS) if self.leftmost(r) is not None]
        if self.phase == PLACE:
            return [("place", c) for c in DISC_COLOURS if self.stock[c]]
        return []

    def _apply(self, action: RoadAction) -> None:
        if action[0] == "bribes":
            self._choose_bribes(action[1], action[2])
        elif action[0] == "start":
            self._place_start_discs(list(action[1:]))
        elif action[0] == "take":
            self._take(action[1])
        else:
            self._place(action[1])

    def clone(self) -> RoadState:
        s = RoadState.__new__(RoadState)
        s.num_players = self.num_players
        s.rng = rng_with_state(self.rng.getstate())
        s.deck = list(self.deck)
        s.removed = list(self.removed)
        s.grid = [list(r) for r in self.grid]
        s.row_disc = list(self.row_disc)
        s.stock = dict(self.stock)
        s.set_aside = self.set_aside
        s.players = [p.clone() for p in self.players]
        s.starter, s.current, s.phase, s.round = self.starter, self.current, self.phase, self.round
        s.pending_row = self.pending_row
        s.turns = list(self.turns)
        s._log = list(self._log)
        return s

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.num_players
        out = [0.0] * self.num_players
        out[self.ranking()[0]] = 1.0
        return out

    def scores(self) -> list[float]:
        return [float(p.influence) for p in self.players]

    def ranking(self) -> list[int]:
        """Seats by influence, ties to the seat closest to the start player (the start player first)."""
        n = self.num_players
        return sorted(range(n), key=lambda s: (-self.players[s].influence, (s - self.starter) % n))

    # ------------------------------------------------------------------------------------- grid

    def leftmost(self, row: int) -> int | None:
        """Column index of the leftmost card of a row, None if the row is empty."""
        for col, card in enumerate(self.grid[row]):
            if card is not None:
                return col
        return None

    def cards_left(self) -> int:
        return len(self.deck) + sum(c is not None for r in self.grid for c in r)

    # ------------------------------------------------------------------------------------- steps

    def emit(self, kind: str, to: tuple[int, ...] | None = None, ends_round: bool = False, **args: JSONValue) -> None:
        self._log.append(Event(kind, args, to, ends_round))

    def emit_args(self, kind: str, args: dict[str, JSONValue]) -> None:
        self._log.append(Event(kind, args))

    def _choose_bribes(self, first: str, second: str) -> None:
        seat = self.current
        self.players[seat].bribes = [first, second]
        self.emit("bribes_chosen", seat=seat)
        self.emit("bribes_secret", to=(seat,), seat=seat, bribes=[first, second])
        pending = [s for s in self._seats_from(self.starter) if self.players[s].bribes is None]
        if pending:
            self.current = pending[0]
        else:
            self.phase, self.current = START, (self.starter - 1) % self.num_players

    def _place_start_discs(self, colours: list[str]) -> None:
        for row, colour in enumerate(colours):
            self.stock[colour] -= 1
            self.row_disc[row] = colour
        self.emit("start_discs", seat=self.current, discs=colours)
        self.phase, self.current = TAKE, self.starter

    def _take(self, row: int) -> None:
        seat, player = self.current, self.players[self.current]
        col = self.leftmost(row)
        assert col is not None
        card = self.grid[row][col]
        assert card is not None
        self.grid[row][col] = None
        disc, self.row_disc[row] = self.row_disc[row], None
        player.take(card, disc, self.round, self.revealed())
        self.turns[self.round - 1] += 1
        self.emit("take", seat=seat, row=row, col=col, card=card, face=CARDS[card].face, disc=disc,
                   columns=[list(c) for c in player.columns(self.revealed())])
        if self.leftmost(row) is None and self.deck:
            drawn: list[int] = []
            for c in reversed(range(len(self.grid[row]))):
                if self.deck:
                    drawn.append(self.deck.pop())
                    self.grid[row][c] = drawn[-1]
            self.emit("refill", row=row, cards=drawn, faces=[CARDS[c].face for c in drawn])
        colours = [c for c in DISC_COLOURS if self.stock[c]]
        if self.leftmost(row) is None or not colours:
            self._end_turn()
        elif len(colours) == 1:
            self._place_disc(row, colours[0])
        else:
            self.phase, self.pending_row = PLACE, row

    def _place(self, colour: str) -> None:
        assert self.pending_row is not None
        self._place_disc(self.pending_row, colour)

    def _place_disc(self, row: int, colour: str) -> None:
        self.stock[colour] -= 1
        self.row_disc[row] = colour
        self.emit("place", seat=self.current, row=row, col=self.leftmost(row), disc=colour)
        self._end_turn()

    def _end_turn(self) -> None:
        self.phase, self.pending_row = TAKE, None
        if self.round == 1 and not any(self.stock.values()):
            evaluate_round(self)
            self.round, self.current = 2, self.starter
        elif self.round == 2 and not self.cards_left():
            evaluate_round(self)
            final_evaluation(self)
            self.phase = OVER
        else:
            self.current = (self.current + 1) % self.num_players

    def _seats_from(self, first: int) -> list[int]:
        return [(first + i) % self.num_players for i in range(self.num_players)]
