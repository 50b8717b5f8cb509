"""Step 2 (evaluation part) and the final evaluation, as a sequence of public events, one per step.

Every scoring event carries ``delta``: the influence change of each seat in that step, so the scoring scene
can show a breakdown and an observer can track the (face down) influence chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import MISSION_COLOURS, PURPLE
from .kinds import MISSION_POINTS, RULES, STEPS, score

if TYPE_CHECKING:
    from .state import RoadState


def evaluate_round(state: RoadState) -> None:
    rnd, n = state.round, state.num_players
    state.emit("evaluation", round=rnd)
    _reveal_bribes(state, rnd)
    for rule in STEPS:  # the King's start pawn, the Queen's pay
        rule.evaluate(state, rnd)
    for position, points in MISSION_POINTS.items():
        _missions(state, position, points, "missions_first" if position == 0 else "missions_third")
    _purple(state)
    _pay_neighbours(state)
    for p in state.players:
        p.reorder(rnd)
    state.emit("reorder", columns=[_columns(state, s, rnd) for s in range(n)])
    if rnd == 1 and state.set_aside:
        state.stock[PURPLE] += state.set_aside
        state.emit("set_aside_added", discs=state.set_aside)
        state.set_aside = 0
    state.emit("round_end", ends_round=True, round=rnd, starter=state.starter)


def final_evaluation(state: RoadState) -> None:
    for rule in STEPS:
        rule.final(state)
    ranking = state.ranking()
    state.emit("game_end", ends_round=True, influence=[p.influence for p in state.players], ranking=ranking,
               winner=ranking[0], starter=state.starter)


def _columns(state: RoadState, seat: int, revealed: int) -> list[list[str | int]]:
    return [[colour, total] for colour, total in state.players[seat].columns(revealed)]


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


def _missions(state: RoadState, position: int, points: int, kind: str) -> None:
    """Mission discs on the column at ``position`` (0 = leftmost) score ``points`` each and go back: the discs of
    the mission whose key person the column shows (:attr:`.kinds.CardRule.mission`)."""
    colours: list[str | None] = []
    discs, delta = [], []
    for p in state.players:
        colour = p.order[position] if len(p.order) > position else None
        mission = RULES[colour].mission if colour is not None else None
        count = p.discs[mission] if mission is not None else 0
        if mission is not None and count:
            p.discs[mission] = 0
            state.stock[mission] += count
        colours.append(colour)
        discs.append(count)
        delta.append(points * count)
    score(state, kind, delta, colours=colours, discs=discs, points=points)


def _purple(state: RoadState) -> None:
    """1 point per purple disc on the columns where purple pays (:attr:`.kinds.CardRule.purple_pays`: the King
    and the Queen); every purple disc goes back."""
    on_royals, returned = [], []
    for p in state.players:
        on_royals.append(sum(n for colour, n in p.purple_on.items() if RULES[colour].purple_pays))
        returned.append(p.purple_total())
        state.stock[PURPLE] += p.purple_total()
        p.purple_on.clear()
        p.discs[PURPLE] = 0
    score(state, "purple", list(on_royals), on_royals=on_royals, returned=returned)


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
    score(state, "neighbour_pay", delta, discs=remaining, right=[(s - 1) % n for s in range(n)],
          borrowed=borrowed)
