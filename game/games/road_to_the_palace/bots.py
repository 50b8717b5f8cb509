"""Road to the Palace bots: Easy, Normal (value columns by the evaluation rules) and Hard's tuning.

All of them read only the view: a full position is sampled from it with ``GAME.determinize`` (the other
players' bribes and the deck order are unknown) and candidate moves are valued by *projecting* the
evaluation: the current round is scored as if it ended now, plus the King impression of the final evaluation.
Normal adds, in round 1, the round-2 outlook of the columns (:func:`outlook`) and looks one take ahead when it
places a disc; Easy is greedy for its own projection with random slips.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ai.levels import bot_for_level
from game.ai.search import SearchBot
from game.engine import Bot, Reason, viewer
from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import BLACK, CARDS, MISSION_COLOURS, PINK, PURPLE
from game.games.road_to_the_palace.rules.evaluation import evaluate_round
from game.games.road_to_the_palace.rules.kinds import MISSION_POINTS, RULES
from game.games.road_to_the_palace.rules.player import Player
from game.games.road_to_the_palace.rules.state import BRIBE, OVER, PLACE, START, TAKE, RoadAction, RoadState
from game.games.road_to_the_palace.rules.view import RoadPlayerView, RoadView, column_totals

HARD_ITERATIONS = 160
HARD_DEPTH = 10
SAMPLES = 2  # determinizations averaged by Normal
EASY_SLIP = 0.4  # how often Easy takes a random card instead of its greedy choice
ROUND_TWO_WEIGHT = 0.7  # round 1: how much the Queen relations of now are expected to repeat in round 2
START_PAWN = 1.0  # what the start pawn of round 2 is worth (first pick, tie-breaks)


def evaluated_now(state: RoadState) -> RoadState:
    """A copy of an administration-part state with the current round evaluated as if it ended now."""
    s = state.clone()
    evaluate_round(s)
    return s


def projected_influence(state: RoadState) -> list[float]:
    """Each seat's influence if the current round were evaluated now, plus its King impression."""
    if state.phase in (BRIBE, START):
        return [float(p.influence) for p in state.players]
    if state.phase == OVER:
        return state.scores()
    s = evaluated_now(state)
    return [p.influence + p.total(BLACK, s.round) for p in s.players]


def outlook(state: RoadState) -> list[float]:
    """:func:`projected_influence`, plus in round 1 what the columns promise for round 2: the cards stay, so
    the Queen relations after this round's evaluation are likely to pay again, and the King leader takes the
    start pawn."""
    if state.round != 1 or state.phase not in (TAKE, PLACE):
        return projected_influence(state)
    s = evaluated_now(state)
    n = state.num_players
    queen = [p.total(PINK, 1) for p in s.players]
    payers = [i for i in range(n) if queen[i] == min(queen)]
    receivers = [i for i in range(n) if queen[i] == max(queen)]
    values = []
    for i, p in enumerate(s.players):
        relation = (n * len(payers) / len(receivers) if i in receivers else 0.0) - (n if i in payers else 0.0)
        values.append(p.influence + p.total(BLACK, 1) + ROUND_TWO_WEIGHT * relation
                      + (START_PAWN if i == s.starter else 0.0))
    return values


def margin(values: Sequence[float], seat: int) -> float:
    """How far ``seat`` is ahead of the best other seat."""
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


class WinChance:
    """A [0, 1] evaluation for cut-off playouts: a logistic of the projected margin. The search asks for
    every seat of the same leaf in a row, so the last projection is kept."""

    def __init__(self) -> None:
        self._leaf: tuple[RoadState, int] | None = None
        self._values: list[float] = []

    def __call__(self, state: RoadState, seat: int) -> float:
        if self._leaf is None or self._leaf[0] is not state or self._leaf[1] != len(state.log):
            self._leaf, self._values = (state, len(state.log)), projected_influence(state)
        return 1.0 / (1.0 + math.exp(-margin(self._values, seat) / 4.0))


def after(state: RoadState, action: RoadAction) -> RoadState:
    s = state.clone()
    s.apply(action)
    return s


def own_influence(state: RoadState, seat: int) -> float:
    return projected_influence(state)[seat]


def own_margin(state: RoadState, seat: int) -> float:
    return margin(outlook(state), seat)


def reply_value(state: RoadState, seat: int) -> float:
    """``seat``'s margin after the next player answers with their best take (for their own margin)."""
    if state.phase != TAKE or state.current == seat:
        return own_margin(state, seat)
    mover = state.current
    replies = [outlook(after(state, action)) for action in state.legal_actions()]
    return margin(max(replies, key=lambda values: margin(values, mover)), seat)


def grid_bribes(view: RoadView) -> RoadAction:
    """Bribe the colours with most impression on the grid: the likeliest columns, strongest for round 1."""
    weight = dict.fromkeys(MISSION_COLOURS, 0)
    for row in view["grid"]:
        for card in row:
            if card is not None and CARDS[card].colour in weight:
                weight[CARDS[card].colour] += CARDS[card].impression
    first, second, _ = sorted(MISSION_COLOURS, key=lambda c: -weight[c])
    return ("bribes", first, second)


class _SampledBot:
    """Scores each legal action over ``samples`` determinizations of the view."""

    level = ""
    samples = SAMPLES

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: RoadView, legal: Sequence[RoadAction]) -> RoadAction:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == BRIBE:
            return self.bribes(view, legal)
        totals = [0.0] * len(legal)
        seat, phase = viewer(view), view["phase"]
        for _ in range(self.samples):
            state = GAME.determinize(view, self.rng)
            for i, action in enumerate(legal):
                totals[i] += self.value(after(state, action), seat, phase)
        best = max(totals)
        return self.rng.choice([a for a, t in zip(legal, totals, strict=True) if t == best])

    def bribes(self, view: RoadView, legal: Sequence[RoadAction]) -> RoadAction:
        return self.rng.choice(list(legal))

    def value(self, state: RoadState, seat: int, phase: str) -> float:
        raise NotImplementedError


class EasyBot(_SampledBot):
    """Greedy for its own projected influence (one sample) when taking a card, but slips to a random card
    now and then; random otherwise."""

    level = "easy"
    samples = 1

    def choose(self, view: RoadView, legal: Sequence[RoadAction]) -> RoadAction:
        if view["phase"] != TAKE or self.rng.random() < EASY_SLIP:
            return self.rng.choice(list(legal))
        return super().choose(view, legal)

    def value(self, state: RoadState, seat: int, phase: str) -> float:
        return own_influence(state, seat)


class NormalBot(_SampledBot):
    """Takes for the best lead by :func:`outlook`; places discs (and the starting discs) for the best lead
    after the next player's best take; bribes the colours most present on the grid."""

    level = "normal"

    def bribes(self, view: RoadView, legal: Sequence[RoadAction]) -> RoadAction:
        return grid_bribes(view)

    def value(self, state: RoadState, seat: int, phase: str) -> float:
        return reply_value(state, seat) if phase in (PLACE, START) else own_margin(state, seat)


def rollout_policy(state: RoadState, rng: random.Random) -> RoadAction:
    """Playouts: mostly random, but a take that matches its disc to its own colour half of the time."""
    actions = state.legal_actions()
    if state.phase == TAKE and rng.random() < 0.5:
        matched = [a for a in actions if a[0] == "take" and _disc_matches(state, a[1])]
        if matched:
            return matched[rng.randrange(len(matched))]
    return actions[rng.randrange(len(actions))]


def _disc_matches(state: RoadState, row: int) -> bool:
    col = state.leftmost(row)
    card = state.grid[row][col] if col is not None else None
    return card is not None and CARDS[card].colour == state.row_disc[row]


class HardBot:
    """Determinized search (``SearchBot``) with cut-off playouts valued by :class:`WinChance`. The bribes are
    chosen like Normal: before any card is taken, playouts that short cannot tell the bribes apart."""

    level = "hard"

    def __init__(self, seed: int) -> None:
        self.search = SearchBot(GAME, seed, iterations=HARD_ITERATIONS, rollout=rollout_policy,
                                evaluate=WinChance(), max_depth=HARD_DEPTH)

    def choose(self, view: RoadView, legal: Sequence[RoadAction]) -> RoadAction:
        if view["phase"] == BRIBE:
            return grid_bribes(view)
        return self.search.choose(view, legal)


def make_bot(level: str, seed: int) -> Bot[RoadAction, RoadView]:
    return bot_for_level(level, seed, {"easy": EasyBot, "normal": NormalBot, "hard": HardBot})


# --------------------------------------------------------------------------------------------- the hint's why


def at_evaluation(view: RoadView, seat: int, card: int | None, disc: str | None, bribe: str) -> Player:
    """``seat``'s area as this round's evaluation would find it had they taken ``card`` (with ``disc``) now and
    nothing more, their bribe of this round being ``bribe`` (the viewer's own is in the view; another's may be a
    guess). The rules' own :class:`Player` does the columns."""
    data = view["players"][seat]
    p = Player()
    p.set_cards(list(data["cards"]))
    p.order, p.purple_on, p.discs = list(data["order"]), dict(data["purple_on"]), dict(data["discs"])
    p.politicians = [list(x) for x in data["politicians"]]
    bribes = list(data["bribes"] or [None, None])
    bribes[view["round"] - 1] = bribe
    p.bribes = [b or "" for b in bribes]  # a hidden bribe of a later round is never counted
    if card is not None:
        p.take(card, disc, view["round"], view["revealed"])
    p.add_column_card(bribe, view["round"])
    return p


def leftmost_card(view: RoadView, row: int) -> int:
    return next(c for c in view["grid"][row] if c is not None)


def hint_reason(view: RoadView, legal: Sequence[RoadAction], action: RoadAction) -> Reason | None:
    """Why the hinted ``action`` is good, in facts of the seat's own area (:class:`~game.engine.Reason`, worded
    by the presenter), or None where the search's figures say more:

    * ``bribes`` (``first``, ``second``): the colours most present on the grid (how Hard bribes);
    * ``lead_disc`` / ``third_disc`` (``card``, ``disc``, ``points``): the take's mission disc lands on the
      column that pays ``points`` per disc at this round's evaluation (:data:`.kinds.MISSION_POINTS`), counting
      the seat's own bribe;
    * ``royal_lead`` (``card``, ``total``): a King or Queen that puts the seat's total of that colour above
      every other player's (theirs are all on the table: bribes are never black or pink);
    * ``purple_royal`` (``card``): a purple disc on a King or Queen, 1 influence at the evaluation;
    * ``lead_column`` / ``third_column`` (``card``, ``discs``, ``points``): the card puts its colour's column first
      or third (counting the seat's own bribe), where the seat's ``discs`` of that colour pay ``points`` each;
    * else what the take does: ``politician`` (``card``, ``round``) face down onto the bribe of this round;
      ``royal_level`` (``card``, ``total``) a King or Queen total level with the highest other player's;
      ``column_grows`` (``card``, ``total``) the column the card joins, and its impression then;
    * placing a disc: ``place_purple_idle`` (``card``) purple on a card that is no King or Queen;
      ``place_poor`` (``disc``, ``card``, ``seat``) a mission disc that would land on no paying column of the
      player who takes next, whichever colour their hidden bribe of this round has."""
    if action[0] == "bribes":
        return Reason("bribes", {"first": action[1], "second": action[2]}) if action == grid_bribes(view) else None
    if action[0] == "place":
        return _place_reason(view, action[1])
    if action[0] != "take":
        return None
    row = action[1]
    card = leftmost_card(view, row)
    colour, disc = CARDS[card].colour, view["row_disc"][row]
    seat = viewer(view)
    bribes = view["players"][seat]["bribes"] or []  # one's own: always shown to oneself
    bribe = bribes[view["round"] - 1] if len(bribes) >= view["round"] else None
    if bribe is None:  # a take comes after the round's bribes
        return None
    me = at_evaluation(view, seat, card, disc, bribe)
    rule = RULES[colour]
    if disc in MISSION_COLOURS and rule.forms_column:
        position = me.position(disc)
        if position in MISSION_POINTS:
            return Reason("lead_disc" if position == 0 else "third_disc",
                          {"card": card, "disc": disc, "points": MISSION_POINTS[position]})
    others = [sum(n for c, n in column_totals(p) if c == colour)
              for i, p in enumerate(view["players"]) if i != view["seat"]]
    if rule.compared:
        total = me.total(colour, view["round"])
        if total > max(others, default=0):
            return Reason("royal_lead", {"card": card, "total": total})
        if disc == PURPLE and rule.purple_pays:
            return Reason("purple_royal", {"card": card})
    position = me.position(colour)
    if rule.mission is not None and position in MISSION_POINTS:
        held = view["players"][seat]["discs"][rule.mission] + (disc == rule.mission)
        if held:
            return Reason("lead_column" if position == 0 else "third_column",
                          {"card": card, "discs": held, "points": MISSION_POINTS[position]})
    if not rule.forms_column:  # a Politician: onto this round's bribe
        return Reason("politician", {"card": card, "round": view["round"]})
    total = me.total(colour, view["round"])
    if rule.compared and total == max(others, default=0):
        return Reason("royal_level", {"card": card, "total": total})
    return Reason("column_grows", {"card": card, "total": total})


def _place_reason(view: RoadView, disc: str) -> Reason | None:
    row = view["pending_row"]
    if row is None:
        return None
    card = leftmost_card(view, row)
    if disc == PURPLE:
        return Reason("place_purple_idle", {"card": card}) if not RULES[CARDS[card].colour].purple_pays else None
    if view["round"] == 1 and sum(view["stock"].values()) == 1:
        return None  # this disc ends the round's administration: the next to take is the next round's starter
    nxt = ((view["seat"] or 0) + 1) % view["num_players"]  # (a bot's view: a seat's)
    if all(at_evaluation(view, nxt, card, None, bribe).position(disc) not in MISSION_POINTS
           for bribe in _possible_bribes(view["players"][nxt], view["round"])):
        return Reason("place_poor", {"disc": disc, "card": card, "seat": nxt})
    return None


def _possible_bribes(player: RoadPlayerView, round: int) -> list[str]:
    """The colours a player's bribe of ``round`` may have, as the viewer knows their bribes."""
    bribes = player["bribes"] or [None, None]
    bribe = bribes[round - 1]
    if bribe is not None:
        return [bribe]
    return [c for c in MISSION_COLOURS if c not in bribes]
