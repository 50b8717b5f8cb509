"""Love Letter's texts around the table: headline, prompt, status hint, hint lines and why-not refusals."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Reason
from game.games.love_letter.rules.cards import card_uid
from game.games.love_letter.rules.reasons import REASONS as CODES
from game.games.love_letter.rules.state import LoveLetterAction, why_illegal
from game.games.love_letter.rules.view import LoveLetterView
from game.i18n import tr

from .words import PLAY_TARGETS, Names, guess_label, title


def headline(view: LoveLetterView, who: Names) -> str:
    if view["phase"] == "over":
        winners = [who(s) for s, t in enumerate(view["tokens"]) if t == max(view["tokens"])]
        return tr("Game over: {names} won.", names=tr(" and ").join(winners))
    if view["phase"] == "deal":
        return tr("Round {n} is over.", n=view["round"])
    cur = view["current"]
    if view["phase"] == "bishop":
        return tr("{actor} guessed right with the Bishop: {target} may keep or redraw.",
                  actor=who(view["bishop_by"], start=True), target=who(cur))
    turn = tr("Your turn") if cur == view["seat"] else tr("{name}'s turn", name=who(cur))
    return tr("Round {n}: {turn}.", n=view["round"], turn=turn)


def prompt(view: LoveLetterView, legal: Sequence[LoveLetterAction]) -> str:
    if not legal:
        return "" if view["phase"] == "over" else tr("Waiting for the other players.")
    if view["phase"] == "bishop":
        return tr("Keep your card, or discard it and draw a new one.")
    refused = {reason.code for c in view["hand"] if (reason := why_illegal(view, [c])) is not None}
    if "countess" in refused:
        return tr("You must play the Countess: you also hold the King or a Prince.")
    return tr("Play one of your two cards onto the table.")


def status_hint(view: LoveLetterView, legal: Sequence[LoveLetterAction], by_keys: bool = False) -> str:
    """The status line's few words on the viewer's turn (``by_keys``: for a player on the keys)."""
    if not legal or view["phase"] == "bishop":
        return ""
    return tr("Tab to a card, Enter") if by_keys else tr("drag a card to the centre")


def hint_line(view: LoveLetterView, reason: Reason, names: Sequence[str]) -> str | None:
    """The line of why for a Love Letter code of a hint, else None (a shared code: the protocol words it)."""
    text = CODES.sections["hint"].get(reason.code)
    if text is None:
        return None
    who = Names(names, view["seat"])
    args: dict[str, object] = {key: title(reason.text_arg(key)) if key in ("card", "their", "shown", "kept") else value
                               for key, value in reason.args.items()}
    if "target" in args:
        args["target"] = who(reason.int_arg("target"), start=text.text.startswith("{target}"))
    if "guess" in args:
        args["guess"] = guess_label(view["edition"], reason.int_arg("guess"))
    return CODES.word("hint", reason, **args) or ""


def why_not(view: LoveLetterView, drag_from: frozenset[str], drag_to: str | None) -> str | None:
    """Why a drop matched no legal action; None: the protocol's default words."""
    mine = {card_uid(c): c for c in view["hand"]}
    reason = why_illegal(view, [mine.get(uid, -1) for uid in drag_from])
    if reason is not None:  # also for a card pressed (drag_to None): the Countess rule says why it stays
        return CODES.word("refusal", reason) or None
    if drag_to not in PLAY_TARGETS:  # the table names where the card goes (the centre, the players it aims at)
        return None
    return tr("That move is not allowed now.")
