"""The Hint: the move Hard would make for a seat, the estimated chance of winning for its top few options (from
the search's own statistics) and one reason as a :class:`~game.engine.Reason` that the game's presenter
translates (:meth:`~game.engine.Presenter.hint_line`).

A game's bots module may offer ``hint(view, legal, seed) -> Hint`` (Love Letter does, with reasons of its own);
every other game gets :func:`search_hint`, its Hard search's root statistics, and the reason its bots module's
``hint_reason(view, legal, action)`` finds, if it has one (Palace, Road to the Palace, Palastgeflüster). Either
way the hint is computed from the seat's view only, so it cannot change when only cards hidden from the seat
change, and it is deterministic for a given seed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai.search import SearchBot
from game.engine import A, Action, Bot, Reason, V

TOP_OPTIONS = 3
"""How many options a hint lists with their chances."""


@dataclass(frozen=True)
class HintOption:
    action: Action
    win: float | None
    """The estimated chance of winning (the game, or the round where a game says so); None: not searched."""


@dataclass(frozen=True)
class Hint:
    action: Action
    """The suggested move (one of the legal actions)."""
    options: tuple[HintOption, ...]
    """The suggested move first, then the next best, at most :data:`TOP_OPTIONS`."""
    reason: Reason
    """Why, as a code and arguments: ``search`` (the search liked it best: ``win`` and ``margin`` in percent),
    ``hard`` (Hard's rules chose it), ``only`` (the one legal move), or a game's own code."""


def only_move(legal: Sequence[Action]) -> Hint:
    return Hint(legal[0], (HintOption(legal[0], None),), Reason("only"))


ReasonFor = Callable[[V, Sequence[A], A], Reason | None]
"""A game's ``hint_reason(view, legal, action)``: why the suggested move is good, from the seat's view, or None."""


def search_hint(make_bot: Callable[[str, int], Bot[A, V]], view: V, legal: Sequence[A], seed: int,
                reason_for: ReasonFor[V, A] | None = None) -> Hint:
    """The generic hint: the game's Hard bot chooses; when it searched with :class:`SearchBot`, its root
    statistics rank the options (by visits) with their mean results, the chance of winning as it estimates it.
    The reason is the game's own (``reason_for``) where it has one, else the search's figures."""
    if len(legal) == 1:
        return only_move(legal)
    bot = make_bot("hard", seed)
    action = bot.choose(view, legal)
    search = getattr(bot, "search", None)
    stats = search.last_stats if isinstance(search, SearchBot) else []
    ranked = [s for s in sorted(stats, key=lambda s: -s[1]) if s[0] != action and s[2] is not None]
    chosen = next((s[2] for s in stats if s[0] == action), None)
    options = (HintOption(action, chosen),) + tuple(HintOption(a, mean) for a, _, mean in ranked[:TOP_OPTIONS - 1])
    own = reason_for(view, legal, action) if reason_for is not None else None
    if own is not None:
        return Hint(action, options, own)
    if chosen is None:
        return Hint(action, options, Reason("hard"))
    runner_up = options[1].win if len(options) > 1 else None
    margin = round(100 * (chosen - runner_up)) if runner_up is not None else 0
    return Hint(action, options, Reason("search", {"win": round(100 * chosen), "margin": margin}))


@dataclass(frozen=True)
class MoveReview:
    """One of a player's moves looked at afterwards: the chance of winning after the move made and after the
    best move the search saw (None where it has no figure)."""

    move: int
    """The move's index in the match's history."""
    made: HintOption
    best: HintOption

    @property
    def cost(self) -> float:
        """How much chance of winning the move gave away (0 for the best move or without figures)."""
        if self.made.win is None or self.best.win is None or self.made.action == self.best.action:
            return 0.0
        return max(0.0, self.best.win - self.made.win)


def costliest(reviews: Sequence[MoveReview], count: int = 3) -> list[int]:
    """The moves (indices in the history) that cost the most, at most ``count``, those that cost nothing left out."""
    ranked = sorted((r for r in reviews if r.cost > 0), key=lambda r: (-r.cost, r.move))
    return [r.move for r in ranked[:count]]


def search_appraise(make_bot: Callable[[str, int], Bot[A, V]], view: V, legal: Sequence[A], made: A,
                    seed: int) -> tuple[HintOption, HintOption]:
    """The generic review of one move: the Hard bot's search over every legal move, the most visited as the best
    and the move made with its mean result (None without a search, or if the search never tried it)."""
    bot = make_bot("hard", seed)
    best = bot.choose(view, legal)
    search = getattr(bot, "search", None)
    stats = {a: mean for a, _, mean in search.last_stats} if isinstance(search, SearchBot) else {}
    return HintOption(best, stats.get(best)), HintOption(made, stats.get(made))
