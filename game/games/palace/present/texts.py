"""Palace's texts around the table: headline, end of the game, prompt, status hint, hint lines, why-not refusals."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Reason
from game.i18n import tr

from ..rules.cards import card_label
from ..rules.reasons import REASONS
from ..rules.state import PalaceAction, rank_to_beat, why_not_now, why_not_play
from ..rules.view import PalaceView
from .words import a_rank, capital, game_rules, rank_word


def hint_text(reason: Reason) -> str | None:
    """The line of why for a reason of :func:`game.games.palace.bots.hint_reason` (declared in :mod:`.reasons`), or None
    for a code of another kind."""
    a, code = reason.args, reason.code
    if code not in REASONS.sections["hint"]:
        return None
    words: dict[str, object] = {}
    if code == "lowest":  # four forms: one card or several, on a pile or an open one
        code = ("lowest" if a["count"] == 1 else "lowest_many") if a["top"] is not None else \
            ("lowest_open" if a["count"] == 1 else "lowest_open_many")
        words["n"] = a["count"]
    for key in ("card", "up", "down"):  # a card itself (a uid)
        if key in a:
            words[key] = card_label(reason.text_arg(key))
    if "rank" in a:  # a rank, the card named by it ("a Queen")
        words["card"] = a_rank(reason.text_arg("rank"))
    if a.get("top") is not None:
        words["target"] = a_rank(reason.text_arg("top"))
    if "lower" in a:
        lower = reason.text_arg("lower")
        words["lower"], words["lower_rank"] = a_rank(lower), rank_word(lower)
    text = REASONS.word("hint", Reason(code, a), **words)
    return capital(text) if text and code == "lowest" else text


def headline(view: PalaceView, names: Sequence[str]) -> str:
    if view["phase"] == "over":
        return end_text(view, names)
    who = names[view["current"]]
    mine = view["current"] == view["seat"]
    if view["phase"] == "setup":
        return tr("You are laying out your face-up cards") if mine else \
            tr("{name} is laying out the face-up cards", name=who)
    top = rank_to_beat(view["pile"], game_rules(view))
    arrow = tr("clockwise") if view["direction"] == 1 else tr("counter-clockwise")
    task = tr("beat {rank}", rank=a_rank(top)) if top else tr("the pile is empty")
    if mine:
        return tr("Your turn — {task} ({direction})", task=task, direction=arrow)
    return tr("{name}'s turn — {task} ({direction})", name=who, task=task, direction=arrow)


def end_text(view: PalaceView, names: Sequence[str]) -> str:
    """From the actual result: one winner (playing for the win), one loser, or a draw at the turn limit
    among those still holding cards (who went out before it is safe)."""
    result = view["result"] or [0.0] * view["num_players"]
    best, worst = max(result), min(result)
    if view["options"]["play_to_win"] and result.count(best) == 1 and worst == 0.0:
        winner = result.index(best)
        return tr("You win!") if winner == view["seat"] else tr("{name} wins!", name=names[winner])
    if not view["options"]["play_to_win"] and result.count(0.0) == 1 and best == 1.0:
        loser = result.index(0.0)
        return tr("You are left holding cards and lose.") if loser == view["seat"] else \
            tr("{name} is left holding cards and loses.", name=names[loser])
    holding = [names[s] for s in range(view["num_players"]) if s not in view["out"]]
    if len(holding) == view["num_players"]:
        return tr("Draw: the turn limit was reached.")
    return tr("The turn limit ends the game: a draw between {names}.", names=tr(" and ").join(holding))


def status_hint(view: PalaceView, legal: Sequence[PalaceAction]) -> str:
    """The status line's words when only a pick-up is left ("drag a glowing card" would send the player hunting
    for a card to play)."""
    if view["phase"] == "play" and legal and all(a[0] == "pickup" for a in legal):
        return tr("nothing fits: pick up the pile")
    return ""


def prompt(view: PalaceView, legal: Sequence[PalaceAction]) -> str:
    if not legal:
        return ""
    kinds = {a[0] for a in legal}
    if "faceup" in kinds:
        return tr("Put a hand card onto your face-up row: choose the cards you will play last.")
    if view["phase"] == "setup":
        if "stack" in kinds:
            return tr("Put a hand card onto a face-up card to swap them or onto an equal face-up card to stack "
                      "it; press Ready when done.")
        return tr("Put a hand card onto a face-up card to swap them; press Ready when done.")
    if "blind" in kinds:
        return tr("Turn over one of your face-down cards onto the pile: it is played if it fits.")
    source = tr("your hand") if view["hand"] else tr("your face-up cards")
    if "play" not in kinds:
        return tr("Nothing from {source} fits: pick up the pile.", source=source)
    return tr("Play equal cards from {source} onto the pile, or pick up the pile.", source=source)


def why_not(view: PalaceView, drag_from: frozenset[str], drag_to: str | None) -> str | None:
    """Why a drop matched no legal action; None: the protocol's default words."""
    reason = why_not_now(view)
    if reason is None:
        if drag_to not in ("pile", None):  # None: a card pressed that cannot be picked up, say why as for the pile
            return tr("Drop cards on the pile, or drag the pile onto your hand to pick it up.")
        blind = {c for c in drag_from if c.startswith("facedown.")}
        reason = why_not_play(game_rules(view), view, drag_from - blind, blind=bool(blind))
    if reason is None:
        return None
    if reason.code == "too_low":
        return capital(REASONS.word("refusal", reason, card=a_rank(reason.text_arg("rank")),
                                    target=a_rank(reason.text_arg("top"))) or "")
    return REASONS.word("refusal", reason) or None
