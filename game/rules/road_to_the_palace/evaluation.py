"""Step 2 (evaluation part) and the final evaluation, as a sequence of public events, one per step.

Every scoring event carries ``delta``: the influence change of each seat in that step, so the scoring scene
can show a breakdown and an observer can track the (face down) influence chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import JSON

from .cards import BLACK, MISSION_COLOURS, PINK, PURPLE

if TYPE_CHECKING:
    from .state import RoadState


def evaluate_round(state: RoadState) -> None:
    rnd, n = state.round, state.num_players
    state.emit("evaluation", round=rnd)
    _reveal_bribes(state, rnd)
    _king(state, rnd)
    _queen(state, rnd)
    _missions(state, 0, 3, "missions_first")
    _missions(state, 2, 1, "missions_third")
    _purple(state)
    _pay_neighbours(state)
    for p in state.players:
        p.reorder(rnd)
    state.emit("reorder", columns=[_columns(state, s, rnd) for s in range(n)])
    if rnd == 1 and state.set_aside:
        state.stock[PURPLE] += state.set_aside
        state.emit("set_aside_added", discs=state.set_aside)
        state.set_aside = 0
    state.emit("round_end", round=rnd, starter=state.starter)


def final_evaluation(state: RoadState) -> None:
    totals = [p.total(BLACK, 2) for p in state.players]
    _score(state, "final_king", totals, totals=totals)
    ranking = state.ranking()
    state.emit("game_end", influence=[p.influence for p in state.players], ranking=ranking,
               winner=ranking[0], starter=state.starter)


def _columns(state: RoadState, seat: int, revealed: int) -> list[list[str | int]]:
    return [[colour, total] for colour, total in state.players[seat].columns(revealed)]


def _score(state: RoadState, kind: str, delta: list[int], **args: JSON) -> None:
    for p, d in zip(state.players, delta, strict=True):
        p.influence += d
    state.emit(kind, delta=delta, **args)


def _reveal_bribes(state: RoadState, rnd: int) -> None:
    bribes, politicians = [], []
    for p in state.players:
        assert p.bribes is not None
        colour = p.bribes[rnd - 1]
        p.add_column_card(colour, rnd)
        bribes.append(colour)
        politicians.append(len(p.politicians[rnd - 1]))
    state.emit("bribes_revealed", round=rnd, bribes=bribes, politicians=politicians,
               columns=[_columns(state, s, rnd) for s in range(state.num_players)])


def _king(state: RoadState, rnd: int) -> None:
    """Highest King total takes the start pawn; a tie goes to the tied seat closest clockwise to the
    current start player, other than the start player."""
    n, old = state.num_players, state.starter
    totals = [p.total(BLACK, rnd) for p in state.players]
    tied = [s for s in range(n) if totals[s] == max(totals)]
    if len(tied) > 1:
        tied = [s for s in tied if s != old]
    state.starter = min(tied, key=lambda s: (s - old) % n)
    state.emit("king", totals=totals, previous=old, starter=state.starter)


def _queen(state: RoadState, rnd: int) -> None:
    """Lowest Queen totals pay the number of players each; highest totals share the pile equally, the
    leftover goes to the bank. A payer short of chips borrows from the bank (influence below zero)."""
    n = state.num_players
    totals = [p.total(PINK, rnd) for p in state.players]
    payers = [s for s in range(n) if totals[s] == min(totals)]
    receivers = [s for s in range(n) if totals[s] == max(totals)]
    pile = n * len(payers)
    share = pile // len(receivers)
    borrowed = [max(0, n - max(0, state.players[s].influence)) if s in payers else 0 for s in range(n)]
    delta = [(share if s in receivers else 0) - (n if s in payers else 0) for s in range(n)]
    _score(state, "queen", delta, totals=totals, payers=payers, receivers=receivers, pile=pile, share=share,
           leftover=pile - share * len(receivers), borrowed=borrowed)


def _missions(state: RoadState, position: int, points: int, kind: str) -> None:
    """Mission discs on the column at ``position`` (0 = leftmost) score ``points`` each and go back."""
    colours: list[str | None] = []
    discs, delta = [], []
    for p in state.players:
        colour = p.order[position] if len(p.order) > position else None
        count = p.discs[colour] if colour is not None and colour in MISSION_COLOURS else 0
        if colour is not None and count:
            p.discs[colour] = 0
            state.stock[colour] += count
        colours.append(colour)
        discs.append(count)
        delta.append(points * count)
    _score(state, kind, delta, colours=colours, discs=discs, points=points)


def _purple(state: RoadState) -> None:
    """1 point per purple disc on the King and Queen columns; every purple disc goes back."""
    on_royals, returned = [], []
    for p in state.players:
        on_royals.append(p.purple_on.get(BLACK, 0) + p.purple_on.get(PINK, 0))
        returned.append(p.purple_total())
        state.stock[PURPLE] += p.purple_total()
        p.purple_on.clear()
        p.discs[PURPLE] = 0
    _score(state, "purple", list(on_royals), on_royals=on_royals, returned=returned)


def _pay_neighbours(state: RoadState) -> None:
    """Each remaining mission disc costs 1 influence, paid to the player on the right (the previous seat);
    then every disc goes back to the stock."""
    n = state.num_players
    remaining = [sum(p.discs[c] for c in MISSION_COLOURS) for p in state.players]
    borrowed = [max(0, remaining[s] - max(0, state.players[s].influence)) for s in range(n)]
    delta = [remaining[(s + 1) % n] - remaining[s] for s in range(n)]
    for p in state.players:
        for c in MISSION_COLOURS:
            state.stock[c] += p.discs[c]
            p.discs[c] = 0
    _score(state, "neighbour_pay", delta, discs=remaining, right=[(s - 1) % n for s in range(n)],
           borrowed=borrowed)
