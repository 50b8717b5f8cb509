"""Palace bots: Easy and Normal heuristics, and the tuning (rollout policy, evaluation) of the Hard search.

The heuristics read only the legal actions (which carry the card uids), the pile and the rule options, so one
function serves the Normal bot (on its view) and the Hard bot's playouts (on a sampled state).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence

from game.ai.levels import bot_for_level
from game.ai.search import SearchBot
from game.engine import Bot, GameDef, Reason
from game.games.palace.rules import GAME
from game.games.palace.rules.cards import CARD_VALUE, JOKER, RANK, VALUE
from game.games.palace.rules.options import resolve_rules
from game.games.palace.rules.ranks import rank_rules
from game.games.palace.rules.state import PalaceAction, PalaceState, Play, rank_to_beat
from game.games.palace.rules.view import PalaceView

SETUP_KINDS = frozenset({"swap", "stack", "faceup", "ready"})
HARD_ITERATIONS = 240
HARD_DEPTH = 14


def _specials(invisible: str | None) -> frozenset[str]:
    """Ranks worth keeping for emergencies: they go on anything."""
    return frozenset({"2", "10", JOKER} | ({invisible} if invisible else set()))


def strength(uid: str, invisible: str | None = None) -> float:
    """How much a card is worth late in the game, when it must go on whatever lies there."""
    return rank_strength(RANK[uid], invisible)


def rank_strength(rank: str, invisible: str | None = None) -> float:
    """:func:`strength` of any card of ``rank``."""
    if rank in _specials(invisible):
        return {"10": 16.0, "2": 15.5, JOKER: 15.0}.get(rank, 14.5)
    return float(VALUE[rank])


def setup_choice(legal: Sequence[PalaceAction], invisible: str | None) -> PalaceAction:
    """Strong cards face up: the best-gaining swap, stack or choice, else ready."""
    best: PalaceAction = ("ready",)
    gain = 0.0
    for action in legal:
        if action[0] == "swap":
            g = strength(action[1], invisible) - strength(action[2], invisible)
        elif action[0] == "faceup":
            g = 100 + strength(action[1], invisible)
        elif action[0] == "stack":
            g = strength(action[1], invisible) - 11.5  # stack only high cards: they leave the hand for good
        else:
            continue
        if g > gain:
            best, gain = action, g
    return best if best in legal else legal[0]


def _equal_on_top(pile: Sequence[str], rank: str) -> int:
    count = 0
    for card in reversed(pile):
        if RANK[card] != rank:
            break
        count += 1
    return count


def play_choice(legal: Sequence[PalaceAction], pile: Sequence[str], invisible: str | None) -> PalaceAction:
    """Lowest cards first (all copies together), burn with the fourth card, keep 2s and 10s for
    emergencies, and rather pick up a small pile than waste a 10 on it."""
    specials = _specials(invisible)
    best_of_rank: dict[str, Play] = {}
    for action in legal:
        if action[0] == "play":
            rank = RANK[action[2][0]]
            if rank not in best_of_rank or len(action[2]) > len(best_of_rank[rank][2]):
                best_of_rank[rank] = action
    for rank, action in best_of_rank.items():
        if rank not in specials and _equal_on_top(pile, rank) + len(action[2]) >= 4:
            return action
    plain = [a for r, a in best_of_rank.items() if r not in specials]
    if plain:
        return min(plain, key=lambda a: CARD_VALUE[a[2][0]])
    pickups = [a for a in legal if a[0] == "pickup"]
    if pickups and len(pile) <= 2:
        return min(pickups, key=lambda a: CARD_VALUE[a[1]] if len(a) > 1 else 0)
    if best_of_rank:
        order = ("10", "2", JOKER, invisible) if len(pile) >= 6 else (JOKER, invisible, "2", "10")
        for special in order:
            if special in best_of_rank:
                return best_of_rank[special]
    if pickups:
        return min(pickups, key=lambda a: CARD_VALUE[a[1]] if len(a) > 1 else 0)
    return legal[0]


def normal_choice(legal: Sequence[PalaceAction], pile: Sequence[str], invisible: str | None) -> PalaceAction:
    if legal[0][0] in SETUP_KINDS:
        return setup_choice(legal, invisible)
    return play_choice(legal, pile, invisible)


class EasyBot:
    """Plays a rank it may, chosen at random (now and then its lowest plain one), all its copies at once; picks
    up only when it must; turns a random face-down card; readies at once.

    It used to play one card at a time: a turn then sheds one card while a pick-up takes back the whole pile,
    so among Easy bots the hands barely shrank and games ran into the thousands of turns (the 2,000-turn limit
    ended about half of them). Shedding every copy makes them end like Normal's, and Easy still loses to Normal
    clearly (it plays its high and special cards at random)."""

    level = "easy"
    LOWEST_CHANCE = 0.2

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PalaceView, legal: Sequence[PalaceAction]) -> PalaceAction:
        return self._choose(view, legal)

    def _choose(self, view: PalaceView, legal: Sequence[PalaceAction]) -> PalaceAction:
        if legal[0][0] in SETUP_KINDS:
            choices = [a for a in legal if a[0] == "faceup"]
            return self.rng.choice(choices) if choices else ("ready",)
        blind = [a for a in legal if a[0] == "blind"]
        if blind:
            return self.rng.choice(blind)
        every_copy: dict[str, Play] = {}  # rank -> the play of the most cards of it (legal lists fewer first)
        for action in legal:
            if action[0] == "play":
                every_copy[RANK[action[2][0]]] = action
        if not every_copy:
            return self.rng.choice(list(legal))
        if self.rng.random() < self.LOWEST_CHANCE:
            invisible = view["options"]["invisible"]
            specials = _specials(None if invisible == "off" else str(invisible))
            plain = [a for rank, a in every_copy.items() if rank not in specials]
            return min(plain or list(every_copy.values()), key=lambda a: CARD_VALUE[a[2][0]])
        return self.rng.choice(list(every_copy.values()))


class NormalBot:
    """The heuristics of :func:`normal_choice` on the view."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PalaceView, legal: Sequence[PalaceAction]) -> PalaceAction:
        invisible = view["options"]["invisible"]
        return normal_choice(legal, view["pile"], None if invisible == "off" else str(invisible))


def rollout_policy(state: PalaceState, rng: random.Random) -> PalaceAction:
    """Normal's heuristics on a sampled state, with a little noise: now and then another card is played."""
    legal = state.legal_actions()
    if rng.random() < 0.1:
        plays = [a for a in legal if a[0] == "play"]
        if plays:
            return plays[rng.randrange(len(plays))]
    return normal_choice(legal, state.pile, state.rules.invisible_rank)


def distinct_moves(legal: Sequence[PalaceAction]) -> list[PalaceAction]:
    """One action per different move: suits do not matter, so plays of the same number of cards of one rank
    from one place (and lay-and-pick-ups of one rank) are the same move to the search."""
    seen: set[Hashable] = set()
    out = []
    for action in legal:
        if action[0] == "play":
            key: Hashable = ("play", action[1], RANK[action[2][0]], len(action[2]))
        elif action[0] == "pickup" and len(action) == 2:
            key = ("pickup", RANK[action[1]])
        else:
            key = action
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def evaluate(state: PalaceState, seat: int) -> float:
    """Chance of not losing (or, playing for the win, of winning) from the cards each seat still holds:
    hand cards count 1.2 down to 0.7 from 3 to Ace (specials 0.4), face-up 0.9, blind face-down cards 1.3;
    a softmax over the seats still in turns those burdens into probabilities."""
    s = state
    if seat in s.out:
        return 1.0
    specials = _specials(s.rules.invisible_rank)
    active = [p for p in range(s.num_players) if p not in s.out]
    burden = {}
    for p in active:
        hand = s.hands[p]
        burden[p] = (sum(0.4 if RANK[c] in specials else 1.325 - 0.045 * CARD_VALUE[c] for c in hand)
                     + 0.9 * sum(len(st) for st in s.faceup[p]) + 1.3 * len(s.facedown[p]))
    sign = -1.0 if s.rules.play_to_win else 1.0
    weights = {p: math.exp(sign * 0.35 * b) for p, b in burden.items()}
    share = weights[seat] / sum(weights.values())
    return share if s.rules.play_to_win else 1.0 - share


class HardBot:
    """Search (``game.ai.search.SearchBot``) in play; Normal's swap phase, where search has nothing to see."""

    level = "hard"

    def __init__(self, game: GameDef[PalaceState, PalaceAction, PalaceView], seed: int = 0, iterations: int = HARD_ITERATIONS) -> None:
        self.setup = NormalBot(seed)
        self.search = SearchBot(game, seed, iterations=iterations, rollout=rollout_policy, evaluate=evaluate,
                                max_depth=HARD_DEPTH)

    def choose(self, view: PalaceView, legal: Sequence[PalaceAction]) -> PalaceAction:
        if view["phase"] == "setup":
            return self.setup.choose(view, legal)
        return self.search.choose(view, distinct_moves(legal))


def make_bot(level: str, seed: int) -> Bot[PalaceAction, PalaceView]:
    return bot_for_level(level, seed, {"easy": EasyBot, "normal": NormalBot, "hard": lambda s: HardBot(GAME, s)})


# --------------------------------------------------------------------------------------------- the hint's why


def hint_reason(view: PalaceView, legal: Sequence[PalaceAction], action: PalaceAction) -> Reason | None:
    """Why the hinted ``action`` is good, as facts of the seat's view (:class:`~game.engine.Reason`, worded by the
    presenter), or None where none of these applies and the search's figures say more:

    * setup: ``faceup`` / ``stack`` (``card``: a uid), ``swap`` (``up``, ``down``: a stronger card goes face
      up), ``ready`` (no swap would lay a stronger card face up);
    * a burn: ``burn_ten`` (``count``: the pile's cards) or ``burn_four``;
    * ``lowest`` (``rank``, ``top``: the rank to beat or None, ``count``): the lowest plain rank the seat may play;
    * ``higher`` (``rank``, ``lower``): a plain rank above the lowest playable one: the next player must beat it,
      the lower rank stays in hand;
    * ``goes_on_anything`` (``rank``, ``top``): no plain rank may go on the pile;
    * ``cheap_pickup`` (``count``, ``rank``: the cheapest card the seat would have had to spend);
    * ``pickup_lowest`` (``card``, ``top``): nothing may go on the pile, the lowest face-up card goes along;
    * ``blind``: face-down cards are unknown, one is as good as another."""
    rules = resolve_rules(view["num_players"], view["options"])
    invisible = rules.invisible_rank
    if action[0] == "swap":  # (swap, hand card going face up, face-up card going to the hand)
        stronger = strength(action[1], invisible) > strength(action[2], invisible)
        return Reason("swap", {"up": action[1], "down": action[2]}) if stronger else None
    if action[0] == "ready":
        gains = [a for a in legal if isinstance(a, tuple) and a[0] == "swap"
                 and strength(a[1], invisible) > strength(a[2], invisible)]
        return None if gains else Reason("ready")
    if action[0] == "faceup" or action[0] == "stack":
        return Reason(action[0], {"card": action[1]})
    if action[0] == "blind":
        return Reason("blind")
    by_rank = rank_rules(rules)
    pile: list[str] = view["pile"]
    top = rank_to_beat(pile, rules)
    plays: list[Play] = [a for a in legal if isinstance(a, tuple) and a[0] == "play"]
    plain_ranks = {r for r in (RANK[a[2][0]] for a in plays) if not (by_rank[r].goes_on_anything or by_rank[r].burns)}
    if action[0] == "pickup":
        if not plays:  # (no face-down card to turn then: every move of two items lays a face-up card)
            lowest = min((a[1] for a in legal if isinstance(a, tuple) and a[0] == "pickup" and len(a) == 2),
                         key=CARD_VALUE.__getitem__, default=None)
            if len(action) == 2 and lowest is not None and CARD_VALUE[action[1]] == CARD_VALUE[lowest]:
                return Reason("pickup_lowest", {"card": action[1], "top": top})
            return None
        if plain_ranks:
            return None
        cheapest = min((RANK[a[2][0]] for a in plays), key=lambda r: rank_strength(r, rules.invisible_rank))
        return Reason("cheap_pickup", {"count": len(pile), "rank": cheapest})
    rank = RANK[action[2][0]]
    rule = by_rank[rank]
    if rule.burns:
        return Reason("burn_ten", {"count": len(pile)}) if pile else None
    if _equal_on_top(pile, rank) + len(action[2]) >= 4:
        return Reason("burn_four", {"rank": rank})
    if rule.goes_on_anything:
        return Reason("goes_on_anything", {"rank": rank, "top": top}) if top is not None and not plain_ranks \
            else None
    lowest = min(plain_ranks, key=VALUE.__getitem__)
    if rank == lowest:
        return Reason("lowest", {"rank": rank, "top": top, "count": len(action[2])})
    return Reason("higher", {"rank": rank, "lower": lowest})
