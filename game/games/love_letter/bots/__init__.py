"""Love Letter bots, on the view only.

* Easy: plays a sensible card by simple rules (never the Princess, Guard guesses from the unseen cards), noisy.
* Normal: card counting plus inference from public events (Guard misses, Baron/Dowager winners, Bishop keeps,
  trades, Countess plays) into a belief per opponent; each action is scored by its expected effect plus the
  worth of the card kept.
* Hard: beliefs that read every play of the round through a model of play (:mod:`.beliefs`: which
  of two cards players play, so the plays say what they kept). Its scoring proposes the candidates (actions
  close to its best, the best play of each card first, then of each target); Monte Carlo over deals drawn from
  its beliefs, each played to the end of the round with a rule-based playout in which every player acts on what
  it knows (:mod:`.playout`; in the deal, players know the cards public plays showed them: a Priest's look, a
  trade, a Baron's tie) and valued by the chance of winning the game from the tokens then held, chooses among
  them, by successive halving when there are four or more. The comparison is paired: each sampled deal is
  played out once per candidate with the same playout draws, so the candidates differ only by their own effect,
  not by luck.

:func:`hint` and :func:`appraise` give Hard's figures to the Hint and the post-game review.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple, cast

from game.ai.hint import TOP_OPTIONS, Hint, HintOption, only_move
from game.ai.levels import bot_for_level
from game.engine import Bot, JSONValue, Reason, viewer
from game.games.love_letter.bots.beliefs import KEEP_HIGHER as PLAY_KEEP_HIGHER
from game.games.love_letter.bots.beliefs import (
    play_beliefs,
    round_facts,
    seat_beliefs,
    unseen_counts,
    watchers,
)
from game.games.love_letter.bots.playout import informed_policy, unseen_values
from game.games.love_letter.rules.cards import (
    ASSASSIN,
    CARDINAL,
    COUNT,
    COUNTESS,
    DECKS,
    KIND_BY_FACE,
    KINDS,
    KING,
    PRINCESS,
    VALUE,
)
from game.games.love_letter.rules.determinize import determinize
from game.games.love_letter.rules.kinds import chose, forbidden, forbidden_beside, knocks_out_self
from game.games.love_letter.rules.state import (
    BISHOP_CHOICE,
    PLAY,
    LoveLetterAction,
    LoveLetterState,
    Naming,
    Play,
)
from game.games.love_letter.rules.view import LoveLetterView

Belief = dict[int, float]  # kind -> probability
RolloutPolicy = Callable[[LoveLetterState, random.Random], LoveLetterAction] | None
BeliefReader = Callable[[LoveLetterView, float], list[Belief | None]]
HARD_ITERATIONS = {2: 720, 3: 550, 4: 425, 5: 290, 6: 230, 7: 205, 8: 180}
"""Playouts per decision by player count: bigger tables mean longer rounds and wider moves; CPU p95 <= 230 ms."""
HARD_MARGIN = {2: 0.3} | dict.fromkeys(range(3, 9), 0.6)
"""By player count: Hard searches only the actions it scores within this of its best; a clear favourite is played
as is. More opponents make the scoring less sure (whom to aim at), so more tables search wider."""
HARD_CANDIDATES = {2: 3} | dict.fromkeys(range(3, 9), 5)
"""By player count: at most this many of Hard's best-scored actions go to the search, picked wide before deep
(:func:`hard_candidates` with ``spread``)."""
HALVING_FROM = 4
"""From this many candidates on, the search shares its playouts by successive halving (rounds of equal
playouts, the better half of the candidates going on to the next), not evenly."""
KEEP_HIGHER = 0.8
"""The habit :func:`beliefs` can weigh the last play with: of two cards of different numbers, a player keeps the
higher one this often (fitted on bot games). Hard now reads every play instead (:mod:`.beliefs`); a
``HardBot(read=None)`` reads this one, as Hard did before."""


# --------------------------------------------------------------------------------------------- knowledge


FORCED_BOOST = 3.0
"""How much likelier a kind that would have forced a seat's last play (a King or Prince after a Countess) is."""


class RoundInference(NamedTuple):
    """What the public events of the round say about each seat's card."""

    allowed: list[frozenset[int]]
    """The kinds the card can still be."""
    forced: list[frozenset[int]]
    """The kinds that forced the seat's last play (:func:`~game.games.love_letter.rules.kinds.forbidden_beside`: the
    King and the Prince after a Countess), which its card is more likely to be (:data:`FORCED_BOOST`)."""
    kept_over: list[int | None]
    """The kind the seat played while keeping its current card (None: it got the card otherwise)."""


def infer_round(view: LoveLetterView) -> RoundInference:
    """Per seat: the kinds its hand can still be after public events, a King/Prince boost after it played the
    Countess (the kinds that would have forced that play), and what it played beside the card it kept. A constraint survives a play of a card outside it
    (that card was the new one); everything moves with traded hands."""
    n = view["num_players"]
    every = frozenset(range(len(KINDS)))
    allowed = [every] * n
    forced: list[frozenset[int]] = [frozenset()] * n
    kept_over: list[int | None] = [None] * n
    for kind, a in round_facts(view):
        if kind == "play":
            seat, played = a["seat"], KIND_BY_FACE[a["card"]]
            if played in allowed[seat]:
                allowed[seat] = every
            forced[seat] = forbidden_beside(played)
            kept_over[seat] = played
            if played in (KING, CARDINAL) and a["target"] is not None:  # beliefs move with traded hands
                x, y = (seat, a["target"]) if played == KING else (a["target"], a["second"])
                allowed[x], allowed[y] = allowed[y], allowed[x]
                forced[x], forced[y] = forced[y], forced[x]
                kept_over[x], kept_over[y] = kept_over[y], kept_over[x]
        elif kind == "guard_miss":
            allowed[a["target"]] = allowed[a["target"]] - {k for k in every if VALUE[k] == a["guess"]}
        elif kind == "beaten":
            lost, higher = a["lost"], a["higher"]
            allowed[a["winner"]] = allowed[a["winner"]] & {k for k in every if (VALUE[k] > lost) == higher
                                                           and VALUE[k] != lost}
        elif kind == "discard":
            allowed[a["seat"]] = every
            forced[a["seat"]] = frozenset()
            kept_over[a["seat"]] = None
        elif kind == "keeps":
            allowed[a["seat"]] = frozenset(k for k in every if VALUE[k] == a["number"])
    return RoundInference(allowed, forced, kept_over)


def _habit(kind: int, played: int | None, keep_higher: float) -> float:
    """How likely a player who played ``played`` kept a card of ``kind`` (relative; Countess plays are forced
    or rare, so they say nothing here)."""
    if played is None or played == COUNTESS:
        return 1.0
    if VALUE[kind] == VALUE[played]:
        return 0.5
    return keep_higher if VALUE[kind] > VALUE[played] else 1.0 - keep_higher


def beliefs(view: LoveLetterView, keep_higher: float | None = None) -> list[Belief | None]:
    """Per seat: a probability for each kind of the card in hand (None for the viewer and players out).

    With ``keep_higher`` (see :data:`KEEP_HIGHER`) a seat's last play also weighs the card it kept."""
    allowed, forced, kept_over = infer_round(view)

    def weigh(t: int, k: int, copies: int) -> float:
        if k not in allowed[t]:
            return 0.0
        played = kept_over[t] if keep_higher is not None else None
        return copies * (FORCED_BOOST if k in forced[t] else 1.0) * _habit(k, played, keep_higher or 0.5)

    return seat_beliefs(view, weigh)


def value_odds(belief: Belief, mine: int) -> tuple[float, float]:
    """(P their card number < mine, P it is > mine)."""
    lower = sum(p for k, p in belief.items() if VALUE[k] < mine)
    higher = sum(p for k, p in belief.items() if VALUE[k] > mine)
    return lower, higher


# --------------------------------------------------------------------------------------------- scoring


def _kept_kind(view: LoveLetterView, played_face: str) -> int | None:
    kinds = DECKS[view["edition"]]
    hand = [kinds[c] for c in view["hand"]]
    if len(hand) < 2:
        return None
    hand.remove(KIND_BY_FACE[played_face])
    return hand[0]


def keep_worth(view: LoveLetterView, kept: int | None) -> float:
    """What holding ``kept`` is worth: its number matters more as the deck runs out."""
    if kept is None:
        return 0.0
    late = 1.0 - view["deck_count"] / len(DECKS[view["edition"]])
    worth = VALUE[kept] / 9 * (0.3 + 0.7 * late)
    if kept == ASSASSIN:
        worth += 0.15
    if kept == PRINCESS:
        worth += 0.1
    return worth


def score_action(view: LoveLetterView, action: LoveLetterAction, belief: list[Belief | None], rng: random.Random | None) -> float:
    """Expected worth of ``action`` for the viewer (higher is better), from the beliefs."""
    if action[0] != "play":  # a Bishop's target keeps or redraws
        if action[0] == "redraw":
            return 0.5
        held = DECKS[view["edition"]][view["hand"][0]]
        return 1.0 if held == PRINCESS or VALUE[held] >= 6 else 0.0
    face, args = action[1], action[2:]
    kind = KIND_BY_FACE[face]
    kept = _kept_kind(view, face)
    base = keep_worth(view, kept)
    me = view["seat"]
    assert me is not None, "a seat's view, not the public one"
    if knocks_out_self(kind, args, me, kept) is not None:  # the Princess, or a Prince on oneself keeping her
        return -5.0
    if not args or not chose(args):  # no one to choose (or nobody could be)
        return base + {COUNT: 0.15, COUNTESS: 0.05}.get(kind, 0.0) + (0.25 if face == "handmaid" else 0.0)
    target = args[0]
    b = belief[target] if target != me else None
    if face in ("guard", "bishop"):
        assert b is not None
        hit = sum(p for k, p in b.items() if VALUE[k] == args[1])
        if face == "guard" and rng is not None:  # Easy: no inference, only the counting
            hit += rng.random() * 0.2
        danger = b.get(ASSASSIN, 0.0) * 2 if face == "guard" else 0.0
        return base + hit * (1.0 if face == "guard" else 0.8) - danger
    if face in ("baron", "dowager"):
        assert b is not None and kept is not None
        lower, higher = value_odds(b, VALUE[kept])
        win, lose = (lower, higher) if face == "baron" else (higher, lower)
        return base + win - 1.2 * lose
    if face == "prince":
        if target == me:
            return 0.3 * (1 - VALUE[kept or 0] / 9)
        assert b is not None
        return base + 1.2 * b.get(PRINCESS, 0.0) + 0.05 * sum(p * VALUE[k] for k, p in b.items()) / 9
    if face == "king":
        assert b is not None and kept is not None
        expected = sum(p * VALUE[k] for k, p in b.items())
        return 0.5 * (expected - VALUE[kept]) / 9 + sum(p * keep_worth(view, k) for k, p in b.items()) - 0.05
    if face == "cardinal":
        if me in args[:2]:
            other = args[1] if args[0] == me else args[0]
            ob = belief[other] or {}
            expected = sum(p * VALUE[k] for k, p in ob.items())
            return 0.5 * (expected - VALUE[kept or 0]) / 9 + base - 0.05
        return base + 0.05
    if face in ("priest", "baroness"):
        unknown = sum(1 for t in args if view["known"][t] is None)
        return base + 0.12 * unknown
    if face == "jester":
        return base + 0.1 * (1.0 - sum(p for k, p in b.items() if VALUE[k] < 4)) if b else base
    return base + 0.05  # Sycophant


# --------------------------------------------------------------------------------------------- bots


class HeuristicBot:
    """Scores every legal action by :func:`score_action`; ``noise`` > 0 makes it Easy."""

    def __init__(self, level: str, seed: int, *, infer: bool, noise: float) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.infer = infer
        self.noise = noise

    def choose(self, view: LoveLetterView, legal: Sequence[LoveLetterAction]) -> LoveLetterAction:
        if len(legal) == 1:
            return legal[0]
        if self.infer:
            belief = beliefs(view)
            rng = None
        else:
            belief = _counting_only(view)
            rng = self.rng
        scored = [(score_action(view, a, belief, rng) + self.rng.random() * self.noise, i)
                  for i, a in enumerate(legal)]
        return legal[max(scored)[1]]


def hard_candidates(view: LoveLetterView, legal: Sequence[LoveLetterAction], belief: list[Belief | None],
                    margin: float = HARD_MARGIN[2], most: int = HARD_CANDIDATES[2], spread: bool = False
                    ) -> list[LoveLetterAction]:
    """The best-scored actions under ``belief``, best first: those within ``margin`` of the top, at most
    ``most``. With ``spread`` the ``most`` are picked wide before deep: the best play of each card first, then
    the best on each target of each card, then the rest by score (so a Guard's guesses do not crowd out the
    other card)."""
    scored = sorted(((score_action(view, a, belief, None), i) for i, a in enumerate(legal)), reverse=True)
    top = scored[0][0]
    close = [(score, i) for score, i in scored if score >= top - margin]
    if spread:
        picked = sorted(range(len(close)), key=_breadth_first([legal[i] for _, i in close]))[:most]
        close = [close[j] for j in sorted(picked)]
    return [legal[i] for _, i in close[:most]]


def _breadth_first(actions: Sequence[tuple[str | int | None, ...]]) -> Callable[[int], tuple[int, int]]:
    """A sort key over the indices of ``actions`` (best first): the first play of each card, then the first of
    each card on each target, then the rest, each in the given order."""
    tier: list[int] = []
    cards: set[tuple[str | int | None, ...]] = set()
    aims: set[tuple[str | int | None, ...]] = set()
    for action in actions:
        card, aim = action[:2], action[:3]
        tier.append(0 if card not in cards else 1 if aim not in aims else 2)
        cards.add(card)
        aims.add(aim)
    return lambda j: (tier[j], j)


def _counting_only(view: LoveLetterView) -> list[Belief | None]:
    """Easy's belief: the unseen cards, the same for every opponent."""
    unseen = unseen_counts(view)
    total = sum(c for c in unseen.values() if c > 0) or 1
    flat = {k: c / total for k, c in unseen.items() if c > 0}
    return [None if t == view["seat"] or not view["alive"][t] else flat for t in range(view["num_players"])]


def rollout_policy(state: LoveLetterState, rng: random.Random) -> LoveLetterAction:
    """Fast playout move: usually play the lower card and keep the higher; never the Princess, nor a Prince on
    oneself while holding her, nor a Baron with a low card left."""
    actions = state.legal_actions()
    if len(actions) == 1 or actions[0][0] != "play":
        return actions[rng.randrange(len(actions))]
    kinds = state.kind_of
    me = state.current_player()
    hand = sorted((VALUE[kinds[c]], KINDS[kinds[c]].face) for c in state.hands[me])
    (low, low_face), (high, high_face) = hand
    if high_face == "princess" or (low_face == "baron" and high < 4) or rng.random() < 0.75:
        face, kept = low_face, high_face
    else:
        face, kept = high_face, low_face
    plays: list[Play] = actions  # type: ignore[assignment]  # all plays now (no cast call: a playout's hot path)
    mine = [a for a in plays if a[1] == face and not (kept == "princess" and a == ("play", "prince", me))]
    if face == "princess" or not mine:
        mine = [a for a in plays if a[1] != "princess"] or plays
    elif face == "guard" and len(mine) > 1:
        return _rollout_guess(state, me, cast("list[Naming]", mine), rng)  # more than one: each names a target
    return mine[rng.randrange(len(mine))]


def _rollout_guess(state: LoveLetterState, me: int, guesses: list[Naming], rng: random.Random) -> Naming:
    """A playout Guard as a counting player guesses: a card it knows for sure, else a random target and a
    number drawn by how many such cards it has not seen (the discards, the face-up cards set aside at two players
    and its own hand are what it has seen)."""
    kinds = state.kind_of
    known = state.known[me]
    for action in guesses:
        card = known[action[2]] if action[2] is not None else -1
        if card >= 0 and VALUE[kinds[card]] == action[3] and card in state.hands[action[2]]:
            return action
    target = guesses[rng.randrange(len(guesses))][2]
    options = [a for a in guesses if a[2] == target]
    unseen = unseen_values(state, me)
    weights = [max(0, unseen.get(a[3], 0)) for a in options]
    total = sum(weights)
    if total <= 0:
        return options[rng.randrange(len(options))]
    pick = rng.random() * total
    for action, weight in zip(options, weights, strict=True):
        pick -= weight
        if pick < 0:
            return action
    return options[-1]


@cache
def race_odds(need: int, others: tuple[int, ...]) -> float:
    """The chance to be first to a token target still ``need`` tokens away, when the others need ``others``
    (sorted) and every round is won by one of all the players alike."""
    players = 1 + len(others)
    total = 1.0 if need == 1 else race_odds(need - 1, others)
    for i, theirs in enumerate(others):
        if theirs > 1:  # at 1 that player wins the game: nothing for us
            total += race_odds(need, tuple(sorted(others[:i] + (theirs - 1,) + others[i + 1:])))
    return total / players


def game_odds(state: LoveLetterState, seat: int) -> float:
    """``seat``'s chance to win the game from the tokens held now (its result, once the game is over): a round
    won early is worth more than one won late, and a leader's round costs the others more."""
    if state.is_terminal():
        return state.returns()[seat]
    tokens, target = state.tokens, state.target
    others = tuple(sorted(target - t for s, t in enumerate(tokens) if s != seat))
    return race_odds(target - tokens[seat], others)


class Option(NamedTuple):
    """One candidate of Hard's search: the action and its estimated chance of winning the game."""

    action: LoveLetterAction
    win: float
    samples: int


def playout_round(state: LoveLetterState, rng: random.Random, seat: int,
                  policy: RolloutPolicy = None) -> float:
    """Play ``state`` (a copy to use up) to the end of its round with ``policy`` (default
    :func:`rollout_policy`); ``seat``'s :func:`game_odds` then."""
    policy = policy or rollout_policy
    state.quiet = True  # a playout needs the tokens, not the record of how it went
    while state.phase == PLAY or state.phase == BISHOP_CHOICE:  # until the round's end (the next deal) or OVER
        state.apply(policy(state, rng), settle=False)
    return game_odds(state, seat)


class HardBot:
    """Monte Carlo to the end of the current round over its candidate actions (see the module docstring),
    paired: every determinisation is played out once per candidate still in the running from the same deal and
    the same playout draws, so candidates are compared on equal luck (far less noise than one playout per
    sample); from :data:`HALVING_FROM` candidates on, the worse half drops out after each share of the playouts.
    ``iterations`` (playouts per decision) is by player count."""

    level = "hard"

    def __init__(self, seed: int, iterations: dict[int, int], *, margin: float | dict[int, float] = HARD_MARGIN,
                 most: int | dict[int, int] = HARD_CANDIDATES, spread: bool = True, watch: bool = True,
                 keep_higher: float = PLAY_KEEP_HIGHER, policy: RolloutPolicy = informed_policy,
                 read: BeliefReader | None = play_beliefs) -> None:
        """``read(view, keep_higher)`` gives the beliefs (None: Normal's with the habit of keeping the higher
        card); ``policy`` plays the playouts (None: :func:`rollout_policy`); ``margin``, ``most`` and ``spread`` pick
        the candidates (:func:`hard_candidates`; ``margin`` and ``most`` may be by player count); with ``watch`` the players in
        the deals know the cards public plays showed them (:func:`.beliefs.watchers`)."""
        self.iterations = iterations
        self.rng = random.Random(seed)
        self.margin = margin
        self.most = most
        self.spread = spread
        self.watch = watch
        self.keep_higher = keep_higher
        self.policy = policy
        self.read = read

    def choose(self, view: LoveLetterView, legal: Sequence[LoveLetterAction]) -> LoveLetterAction:
        if len(legal) == 1:
            return legal[0]
        return self.analyse(view, legal)[0].action

    def beliefs(self, view: LoveLetterView) -> list[Belief | None]:
        if self.read is not None:
            return self.read(view, self.keep_higher)
        return beliefs(view, self.keep_higher)

    def analyse(self, view: LoveLetterView, legal: Sequence[LoveLetterAction], at_least: int = 1,
                include: LoveLetterAction | None = None) -> list[Option]:
        """Hard's candidates, best first, each with its estimated chance of winning the game. A clear favourite
        of the scoring is returned alone, unsearched, with ``samples`` 0, unless ``at_least`` asks for more
        candidates (the best-scored ones are then searched too) or ``include`` adds one (a move to appraise)."""
        belief = self.beliefs(view)
        n = view["num_players"]
        most = self.most[n] if isinstance(self.most, dict) else self.most
        margin = self.margin[n] if isinstance(self.margin, dict) else self.margin
        candidates = hard_candidates(view, legal, belief, margin, most, self.spread)
        if len(candidates) < at_least:
            candidates = hard_candidates(view, legal, belief, margin=math.inf, most=at_least)
        if include is not None and include not in candidates:
            candidates.append(include)
        if len(candidates) == 1:
            return [Option(candidates[0], 0.0, 0)]
        seat = viewer(view)
        rng = self.rng
        budget = self.iterations[n]
        watched = watchers(view) if self.watch else []
        rounds = math.ceil(math.log2(len(candidates))) if len(candidates) >= HALVING_FROM else 1
        alive = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        for stage in range(rounds):
            if stage:  # successive halving: the better half goes on
                alive = sorted(alive, key=lambda i: (-totals[i], i))[:math.ceil(len(alive) / 2)]
            samples = max(1, budget // rounds // len(alive))
            for _ in range(samples):
                deal = self.deal(view, rng, belief, watched)
                draws = rng.getrandbits(64)
                for i in alive:
                    state = deal.clone()
                    state.apply(candidates[i])
                    totals[i] += playout_round(state, random.Random(draws), seat, self.policy)
            for i in alive:
                counts[i] += samples
        ranked = sorted(range(len(candidates)), key=lambda i: (-counts[i], -totals[i] / counts[i], i))
        return [Option(candidates[i], totals[i] / counts[i], counts[i]) for i in ranked]


    @staticmethod
    def deal(view: LoveLetterView, rng: random.Random, belief: list[Belief | None],
             watched: Sequence[tuple[int, int]] = ()) -> LoveLetterState:
        """A determinisation drawn from ``belief`` in which each ``(x, y)`` of ``watched`` has ``x`` knowing
        ``y``'s card (so ``x``'s playout moves use it, as a real player who saw it would)."""
        deal = determinize(view, rng, belief)
        for x, y in watched:
            deal.known[x][y] = deal.hands[y][0]
        return deal


def make_bot(level: str, seed: int) -> Bot[LoveLetterAction, LoveLetterView]:
    return bot_for_level(level, seed, {
        "easy": lambda s: HeuristicBot("easy", s, infer=False, noise=0.35),
        "normal": lambda s: HeuristicBot("normal", s, infer=True, noise=0.0),
        "hard": lambda s: HardBot(s, iterations=HARD_ITERATIONS),
    })



# --------------------------------------------------------------------------------------------- the hint


def hint(view: LoveLetterView, legal: Sequence[LoveLetterAction], seed: int) -> Hint:
    """Hard's search over its best :data:`~game.ai.hint.TOP_OPTIONS` candidates (a clear favourite is searched
    against the next best too, so every option has a chance), the best first, and why (:func:`explain`)."""
    if len(legal) == 1:
        return only_move(legal)
    options = HardBot(seed, HARD_ITERATIONS).analyse(view, legal, at_least=min(TOP_OPTIONS, len(legal)))
    best = options[0].action
    return Hint(best, tuple(HintOption(o.action, o.win) for o in options[:TOP_OPTIONS]),
                explain(view, best, options))


def appraise(view: LoveLetterView, legal: Sequence[LoveLetterAction], made: LoveLetterAction, seed: int) -> tuple[HintOption, HintOption]:
    """(Hard's best move, the move ``made``), each with its estimated chance of winning: for a review."""
    options = HardBot(seed, HARD_ITERATIONS).analyse(view, legal, at_least=min(2, len(legal)), include=made)
    mine = next(o for o in options if o.action == made)
    return HintOption(options[0].action, options[0].win), HintOption(made, mine.win)


def explain(view: LoveLetterView, action: LoveLetterAction, options: Sequence[Option] = ()) -> Reason:
    """One reason for ``action`` from what the seat knows: the odds of a Guard's guess or a comparison, a known
    card, protection, or the card kept; else the search's figures (``search``: ``win`` and ``margin``, percent)."""
    if action[0] != "play":
        held = KINDS[DECKS[view["edition"]][view["hand"][0]]].face
        return Reason("keep_card" if action[0] == "keep" else "redraw_card", {"card": held})
    face, args = action[1], action[2:]
    kind = KIND_BY_FACE[face]
    me = view["seat"]
    kept = _kept_kind(view, face)
    target = args[0] if args else None
    kinds = DECKS[view["edition"]]
    if target is not None and target != me and face in ("guard", "baron", "dowager", "prince"):
        seen = view["known"][target]
        if seen is not None:
            return Reason("known_card", {"card": face, "target": target, "their": KINDS[kinds[seen]].face})
        belief = play_beliefs(view)[target] or {}
        if face == "guard":
            allowed = infer_round(view).allowed[target]
            unseen = {k: c for k, c in unseen_counts(view).items() if c > 0 and k in allowed}
            copies = sum(c for k, c in unseen.items() if VALUE[k] == args[1])
            shown = infer_round(view).kept_over[target]
            args_out: dict[str, JSONValue] = {"target": target, "guess": args[1], "copies": copies, "unseen": sum(unseen.values())}
            if shown is not None:
                return Reason("guard_shown", {**args_out, "shown": KINDS[shown].face})
            return Reason("guard_odds", args_out)
        if face in ("baron", "dowager") and kept is not None:
            lower, higher = value_odds(belief, VALUE[kept])
            win, lose = (lower, higher) if face == "baron" else (higher, lower)
            return Reason("compare_odds", {"card": face, "target": target, "kept": KINDS[kept].face,
                                           "win": round(100 * win), "lose": round(100 * lose)})
        if face == "prince" and belief.get(PRINCESS, 0.0) >= 0.15:
            return Reason("prince_princess", {"target": target, "chance": round(100 * belief[PRINCESS])})
    if face == "handmaid" and kept is not None:
        return Reason("handmaid", {"kept": KINDS[kept].face})
    if kept is not None and (forced := forbidden(kept, (kind, kept))) is not None:
        return forced  # the rules allowed no other play (``countess``)
    if kept is not None:
        known = _in_game_terms(view, face, args, kept)
        if known is not None:
            return known
    searched = [o for o in options if o.samples]
    if len(searched) > 1:
        return Reason("search", {"win": round(100 * searched[0].win),
                                 "margin": round(100 * (searched[0].win - searched[1].win))})
    if kept is not None and VALUE[kept] > VALUE[kind]:
        return Reason("keep_higher", {"card": face, "kept": KINDS[kept].face})
    return Reason("hard", {})


def _in_game_terms(view: LoveLetterView, face: str, args: tuple[object, ...], kept: int) -> Reason | None:
    """What a play does in the game's terms, where no odds say more: a look at a card not known yet, the King's
    trade when a higher card is likely, the Prince's discard, a card that finds nobody to choose."""
    me, keeping = view["seat"], KINDS[kept].face
    if args and args[0] is None:
        return Reason("no_target", {"card": face, "kept": keeping})
    targets = [t for t in args if isinstance(t, int) and t != me]
    if face in ("priest", "baroness"):
        unknown = [t for t in targets if view["known"][t] is None]
        if unknown:
            return Reason("look_unknown", {"card": face, "target": unknown[0], "kept": keeping})
    if face == "king" and targets:
        higher = value_odds(play_beliefs(view)[targets[0]] or {}, VALUE[kept])[1]
        if higher >= 0.5:  # a trade likely for the better (else the search's figures say why)
            return Reason("king_trade", {"target": targets[0], "kept": keeping, "chance": round(100 * higher)})
    if face == "prince":
        if targets:
            return Reason("prince_other", {"target": targets[0], "kept": keeping})
        return Reason("prince_self", {"kept": keeping})
    return None
