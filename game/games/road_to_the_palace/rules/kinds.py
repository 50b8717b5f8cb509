"""One rule object per Road to the Palace card kind (a character colour): what taking it does, what its column
counts for at the evaluations.

As in Love Letter (:mod:`game.games.love_letter.rules.kinds`, in the style of TabletopGames: one class per card): a card
taken from the grid goes where its rule says (:meth:`CardRule.taken`: a column, or face down onto a bribe for the
Politician); the evaluation asks the rules which discs a column pays (:attr:`CardRule.mission`, the key persons of
the missions), where purple discs score (:attr:`CardRule.purple_pays`, the royals), and lets the King and the Queen
carry out their own steps (:meth:`CardRule.evaluate`, :meth:`CardRule.final`). Steps that are not a card's (the
mission discs by column position, the neighbours' pay) stay in :mod:`.evaluation`.

``RULES[colour]`` is the rule of a card kind; :data:`MISSION_POINTS` what a mission disc pays by column position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from game.engine import JSONValue

from .cards import BLACK, BLUE, CHARACTER, PINK, PURPLE, RED, YELLOW

if TYPE_CHECKING:
    from .player import Player
    from .state import RoadState

MISSION_POINTS: dict[int, int] = {0: 3, 2: 1}
"""Column position (0: the leftmost, the strongest) -> influence per mission disc of that column's colour."""


def score(state: RoadState, kind: str, delta: list[int], **args: JSONValue) -> None:
    """One scoring step: every seat's influence changes by ``delta``; a public event tells it."""
    for p, d in zip(state.players, delta, strict=True):
        p.influence += d
    state.emit_args(kind, {"delta": delta, **args})


class CardRule:
    """The rules of one card kind. ``mission``: the colour of the discs its column pays (the key person of a
    mission), ``purple_pays``: purple discs on its cards score at the evaluation, ``compared``: its column's
    totals are compared across players at the evaluation (the King's start pawn, the Queen's pay)."""

    colour: ClassVar[str]
    forms_column: ClassVar[bool] = True
    mission: ClassVar[str | None] = None
    purple_pays: ClassVar[bool] = False
    compared: ClassVar[bool] = False

    @property
    def character(self) -> str:
        return CHARACTER[self.colour]

    def taken(self, player: Player, card: int, disc: str | None, round: int, revealed: int) -> None:
        """A card of this kind taken from the grid with its disc (or None): it joins its column; a purple disc
        stays on it (+1 impression for the column), any other disc goes onto the board card."""
        if disc == PURPLE:
            player.purple_on[self.colour] = player.purple_on.get(self.colour, 0) + 1
        elif disc:
            player.discs[disc] += 1
        player.gain(card, revealed)

    def evaluate(self, state: RoadState, rnd: int) -> None:
        """This kind's own step of an evaluation, if it has one."""

    def final(self, state: RoadState) -> None:
        """This kind's own step of the final evaluation, if it has one."""


class Noble(CardRule):
    """The key person of the Financial mission: the Noble column pays the yellow discs."""

    colour = YELLOW
    mission = YELLOW


class Soldier(CardRule):
    """The key person of the Military mission: the Soldier column pays the red discs."""

    colour = RED
    mission = RED


class Priest(CardRule):
    """The key person of the Politics mission: the Priest column pays the blue discs."""

    colour = BLUE
    mission = BLUE


class King(CardRule):
    """The highest King total takes the start pawn at each evaluation; at the final evaluation every player gains
    their King total."""

    colour = BLACK
    purple_pays = True
    compared = True

    def evaluate(self, state: RoadState, rnd: int) -> None:
        """A tie goes to the tied seat closest clockwise to the current start player, other than the start
        player."""
        n, old = state.num_players, state.starter
        totals = [p.total(self.colour, rnd) for p in state.players]
        tied = [s for s in range(n) if totals[s] == max(totals)]
        if len(tied) > 1:
            tied = [s for s in tied if s != old]
        state.starter = min(tied, key=lambda s: (s - old) % n)
        state.emit("king", totals=totals, previous=old, starter=state.starter)

    def final(self, state: RoadState) -> None:
        totals = [p.total(self.colour, 2) for p in state.players]
        score(state, "final_king", totals, totals=totals)


class Queen(CardRule):
    """The lowest Queen totals pay the number of players each; the highest share the pile equally, the leftover
    going to the bank. A payer short of chips borrows from the bank (influence below zero)."""

    colour = PINK
    purple_pays = True
    compared = True

    def evaluate(self, state: RoadState, rnd: int) -> None:
        n = state.num_players
        totals = [p.total(self.colour, rnd) for p in state.players]
        payers = [s for s in range(n) if totals[s] == min(totals)]
        receivers = [s for s in range(n) if totals[s] == max(totals)]
        pile = n * len(payers)
        share = pile // len(receivers)
        borrowed = [max(0, n - max(0, state.players[s].influence)) if s in payers else 0 for s in range(n)]
        delta = [(share if s in receivers else 0) - (n if s in payers else 0) for s in range(n)]
        score(state, "queen", delta, totals=totals, payers=payers, receivers=receivers, pile=pile, share=share,
              leftover=pile - share * len(receivers), borrowed=borrowed)


class Politician(CardRule):
    """Goes face down onto the bribe of the round (+1 to that bribe's column once revealed); its disc goes onto
    the board card."""

    colour = PURPLE
    forms_column = False

    def taken(self, player: Player, card: int, disc: str | None, round: int, revealed: int) -> None:
        player.politicians[round - 1].append(card)
        if disc:
            player.discs[disc] += 1


RULES: dict[str, CardRule] = {r.colour: r for r in (Noble(), Soldier(), Priest(), King(), Queen(), Politician())}
"""``RULES[colour]``: the rule of each card kind."""
assert set(RULES) == set(CHARACTER), "one rule per card kind"
STEPS: tuple[CardRule, ...] = (RULES[BLACK], RULES[PINK])
"""The kinds with a step of their own at each evaluation, in the order of the rules (the King, then the Queen)."""
