"""What a game is like, for the app and the generic tests (OpenSpiel's ``GameType``): a small typed record each game
fills in in its own package (``CAPABILITIES`` beside its ``GAME``), so nothing outside the game assumes its genre,
its length or its number of choices — a test that needs "a game whose hand is private" asks the catalog for one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from game.engine.protocol import OptionValue


class Undo(Enum):
    """Whether a person may ever take a move back (the session's rule: until something hidden is revealed)."""

    NEVER = "never"
    """Every move reveals something (Love Letter: a card is drawn after every move)."""
    SOMETIMES = "sometimes"
    """Some moves may be taken back, others close the door."""


@dataclass(frozen=True)
class Capabilities:
    """The facts about a game that generic code and tests may rely on (and nothing else about it)."""

    undo: Undo
    """Whether a move may be taken back (never / sometimes)."""
    private_hand: bool
    """A seat holds cards in hand that the other seats do not see."""
    hidden_information: bool
    """Some seat does not see everything (a hand, a face-down card, a secret total); False = perfect information."""
    wide_decisions: bool
    """Some decisions offer three or more choices (else every decision is between at most two moves)."""
    rounds: bool
    """The game is played in rounds, each one summed up at its end; False = one game, one round."""
    deals_between_rounds: bool
    """After a round ends (but the last) a new one is dealt: the state stands at a chance step until the deal."""
    secret_scores: bool
    """A seat's score is hidden from the others until the game ends (Road's influence)."""
    one_loser: bool
    """The game names one loser, not winners: everyone but the last still playing wins (the summary highlights
    who went out first rather than every winner)."""
    goes_out: bool
    """A seat may be out of the game (``GameState.finished_for``) while the others play on: a person there may let
    the bots finish the game."""
    shortest_game: int
    """No game at any player count ends in fewer moves (a lower bound a test may rely on to play that deep)."""
    hard_record_setups: tuple[tuple[int, Mapping[str, OptionValue]], ...] = ()
    """Setups (players, options) Hard's recorded decisions cover besides the fewest and the most players at the
    default options (``tests/hard_decisions.py``): a variant that plays differently."""
    asks_to_confirm: bool = False
    """Some move is one the table asks a person to confirm before it is made (a card that puts its own player out,
    a big pick-up)."""
    picks_seats: bool = False
    """Some move names another seat (a target, a partner), which a person may pick by a click on that seat."""
    seat_kinds: tuple[str, ...] = ()
    """The kinds of move (``GameDef.action_kind``) that are the pick of a seat alone, each offered by a button that
    names the seat (which a person may click on the table instead)."""
    aims_at_seats: bool = False
    """A card may be played at another player: dropped on that player's place, it picks them as its target."""
    quick_rounds: bool = False
    """A round may be over after a move or two: a random game's first round often ends within ten moves."""
    long_log: bool = False
    """A game's log grows long (hundreds of events over many rounds or a long game): each view of it is costly."""
    by_hand_runs: tuple[tuple[int, int, tuple[int, int], Mapping[str, OptionValue]], ...] = ()
    """(players, seed, window, options) of the games the by-hand play-through (``tests/ui/test_by_hand.py``) plays
    besides the fewest and the most players at the default options: a variant with moves of its own, a busier
    table, a window of another aspect."""

    def __post_init__(self) -> None:
        if self.shortest_game < 1:
            raise ValueError("a game takes at least one move")
        if self.deals_between_rounds and not self.rounds:
            raise ValueError("a game of one round deals no round after it")
