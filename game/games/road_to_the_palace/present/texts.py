"""Road to the Palace's texts around the table: headline, prompt, hint lines and why-not refusals."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Reason
from game.i18n import N_, tr

from ..rules.cards import CARDS, CHARACTER
from ..rules.reasons import REASONS
from ..rules.state import take_refusal
from ..rules.view import RoadView
from .words import card_name, colour_name, disc_name


def hint_text(reason: Reason, names: Sequence[str]) -> str | None:
    """The line of why for a reason of :func:`game.games.road_to_the_palace.bots.hint_reason` (declared in
    :mod:`.reasons`), else None."""
    if reason.code not in REASONS.sections["hint"]:
        return None
    a = reason.args
    words: dict[str, object] = {}
    if "card" in a:
        words["card"] = card_name(reason.int_arg("card"))
        words["character"] = tr(CHARACTER[CARDS[reason.int_arg("card")].colour])
    if "disc" in a:
        words["disc"] = disc_name(reason.text_arg("disc"))
    if "seat" in a:
        words["name"] = names[reason.int_arg("seat")]
    if "total" in a:
        words["n"] = a["total"]
    for key in ("first", "second"):
        if key in a:
            words[key] = colour_name(reason.text_arg(key))
    return REASONS.word("hint", reason, **words)


def headline(view: RoadView, names: Sequence[str]) -> str:
    phase, who = view["phase"], view["current"]
    if phase == "over":
        winner = view["log"][-1]["args"]["winner"]
        if winner == view["seat"]:
            return tr("Game over: you win with {n} influence", n=view["players"][winner]["influence"])
        return tr("Game over: {name} wins with {n} influence", name=names[winner],
                  n=view["players"][winner]["influence"])
    name = names[who]
    if who == view["seat"]:
        return {
            "bribe": tr("Setup: you secretly choose two bribes"),
            "start": tr("Setup: you place the starting discs"),
            "take": tr("Round {n}, administration: you take a card", n=view["round"]),
            "place": tr("Round {n}, administration: you place a mission disc", n=view["round"]),
        }[phase]
    return {
        "bribe": tr("Setup: {name} secretly chooses two bribes", name=name),
        "start": tr("Setup: {name} places the starting discs", name=name),
        "take": tr("Round {n}, administration: {name} takes a card", n=view["round"], name=name),
        "place": tr("Round {n}, administration: {name} places a mission disc", n=view["round"], name=name),
    }[phase]


def prompt(view: RoadView) -> str:
    return tr({
        "bribe": N_("Put a bribe into the slot Round 1 and another into the slot Round 2."),
        "start": N_("Put a yellow, a red and a blue disc from the stock, one onto each row's leftmost card."),
        "take": N_("Take the leftmost card of a row (with its disc) onto your columns."),  # (their totals say
        # "Impression 4" under them: the prompt no longer explains it, and fits the sidebar's four lines)
        "place": N_("Put a disc from the stock onto the leftmost card of the row you took from."),
    }[view["phase"]])


def refusal(view: RoadView, drag_from: frozenset[str]) -> Reason:
    """Why a drop matched no legal move, as the rules say (:func:`.state.take_refusal`), else what to do."""
    phase = view["phase"]
    if phase == "over":
        return Reason("game_over")
    if view["current"] != view["seat"]:
        return Reason("not_your_turn")
    if phase == "take":
        cards = sorted(int(u[1:]) for u in drag_from if u.startswith("c") and u[1:].isdigit())
        return take_refusal(view["grid"], cards) or Reason("take_to_columns")
    return Reason({"place": "place_on_row", "start": "start_on_a_row"}.get(phase, "bribe_first"))
