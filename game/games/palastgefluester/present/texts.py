"""Palastgeflüster's texts around the table: headline, prompt, status hint, hint lines, why-not refusals."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Reason
from game.games.palastgefluester.rules.cards import CHARACTER_TITLES, character, colour
from game.games.palastgefluester.rules.kinds import COURTESAN, GUARD, RULES
from game.games.palastgefluester.rules.reasons import REASONS
from game.games.palastgefluester.rules.view import PalastView
from game.i18n import tr, tr_list, trn

from .words import character_name, magician_partner, title


def hint_text(reason: Reason, names: Sequence[str]) -> str | None:
    """The line of why for a reason of :func:`game.games.palastgefluester.bots.hint_reason` (declared in :mod:`.reasons`),
    else None (``names``: the viewer's own as "you")."""
    a = reason.args
    words: dict[str, object] = {}
    if "seat" in a:
        words["name"] = names[reason.int_arg("seat")]
    if "seats" in a:
        words["names"] = tr_list(names[s] for s in reason.ints_arg("seats"))
    if "card" in a:
        words["card"] = title(reason.int_arg("card"))
        words["character"] = character_name(reason.int_arg("card"))
    if "cards" in a:
        words["cards"] = tr_list([title(c) for c in reason.ints_arg("cards")])
    return REASONS.word("hint", reason, **words) if reason.code in REASONS.sections["hint"] else None


def headline(view: PalastView, names: Sequence[str]) -> str:
    """Whose turn, and why (the border colour of the last card, a grey card, a new round)."""
    if view["terminal"]:
        return tr("Game over")
    if view["phase"] == "deal":
        return tr("Round {n} is over.", n=view["round"])
    turn, phase, why, me = view["turn"], view["phase"], view["why"], view["seat"]
    actor = names[turn]

    def other(seat: int) -> str:  # a name inside a sentence
        return tr("you") if seat == me else names[seat]

    m, last = view["magician"], view["last_card"]
    if phase == "magician_answer" and m is not None:
        if m["target"] == me:
            return trn("You secretly choose {n} card to give {actor} (Magician)",
                       "You secretly choose {n} cards to give {actor} (Magician)", m["count"], actor=actor)
        if turn == me:  # ("you" apart: German says "für dich", not "für du")
            return trn("{name} secretly chooses {n} card to give you (Magician)",
                       "{name} secretly chooses {n} cards to give you (Magician)", m["count"], name=names[m["target"]])
        return trn("{name} secretly chooses {n} card to give {actor} (Magician)",
                   "{name} secretly chooses {n} cards to give {actor} (Magician)", m["count"],
                   name=names[m["target"]], actor=actor)
    if phase == "choose_next":
        tied = tr_list(other(s) for s in view["tied"])
        if turn == me:
            return tr("You played a grey card and choose who plays next among the fewest ({tied})", tied=tied)
        return tr("{actor} played a grey card and chooses who plays next among the fewest ({tied})", actor=actor,
                  tied=tied)
    if phase != "play" and last is not None:  # a card's effect to carry out
        what = tr(CHARACTER_TITLES[character(last)])
        if turn == me:
            return tr("You carry out the {character}", character=what)
        return tr("{actor} carries out the {character}", actor=actor, character=what)
    kind = why.get("kind")
    if turn == me:
        # (the mover named "you" has sentences of its own: German's verb and case follow the person)
        if kind == "colour":
            card = why["card"]
            if why["by"] == me:
                return tr("Your turn: you played a {colour} card ({card})", colour=tr(colour(card)),
                          card=character_name(card))
            return tr("Your turn: {name} played a {colour} card ({card})", name=names[why["by"]],
                      colour=tr(colour(card)), card=character_name(card))
        if kind == "grey":
            if why["by"] == me:
                return tr("Your turn: fewest display cards after your grey {card}", card=character_name(why["card"]))
            return tr("Your turn: fewest display cards after the grey {card} of {name}", name=names[why["by"]],
                      card=character_name(why["card"]))
        if kind == "grey_choice":
            if why["by"] == me:
                return tr("Your turn: you chose yourself after a grey card")
            return tr("Your turn: chosen by {name} after a grey card", name=names[why["by"]])
        if kind == "round_start":
            return tr("Round {n}: you start (you ended the last round)", n=view["round"])
        return tr("Round 1: you start")
    if kind == "colour":
        card = why["card"]
        if why["by"] == me:
            return tr("{actor}'s turn: you played a {colour} card ({card})", actor=actor, colour=tr(colour(card)),
                      card=character_name(card))
        return tr("{actor}'s turn: {name} played a {colour} card ({card})", actor=actor, name=names[why["by"]],
                  colour=tr(colour(card)), card=character_name(card))
    if kind == "grey":
        if why["by"] == me:
            return tr("{actor}'s turn: fewest display cards after your grey {card}", actor=actor,
                      card=character_name(why["card"]))
        return tr("{actor}'s turn: fewest display cards after {name}'s grey {card}", actor=actor,
                  name=names[why["by"]], card=character_name(why["card"]))
    if kind == "grey_choice":
        if why["by"] == me:
            return tr("{actor}'s turn: chosen by you after a grey card", actor=actor)
        return tr("{actor}'s turn: chosen by {name} after a grey card", actor=actor, name=names[why["by"]])
    if kind == "round_start":
        return tr("Round {n}: {actor} starts (ended the last round)", n=view["round"], actor=actor)
    return tr("Round 1: {actor} starts", actor=actor)


def prompt(view: PalastView, names: Sequence[str]) -> str:
    phase = view["phase"]
    if phase == "play":
        silenced = view["silenced"]
        if silenced is not None and RULES[silenced].intrigue_when_silenced \
                and all(character(c) == silenced for c in view["hand"]):
            return tr("Only the silenced Fool is left: you must play it (intrigue).")
        return tr("Play a card from your hand onto your display.")
    if phase == "choose_next":
        return tr("Choose who plays next.")
    if phase == "magician_target":
        return tr("Magician: choose a partner and how many cards to exchange.")
    if phase in ("magician_give", "magician_answer"):
        m = view["magician"]
        assert m is not None  # set in every Magician phase
        return trn("Give {n} card of your hand to {name} (secret).",
                   "Give {n} cards of your hand to {name} (secret).",
                   m["count"], name=names[magician_partner(view)])
    if phase == "maid_discard":
        return tr("Maid: put a card from your hand onto the discard pile; you then draw one.")
    if phase == "courtesan_swap":
        return tr("Courtesan: put a card of one display onto a card of another to swap them.")
    return tr("Guard: take a card of your display back into your hand.")


def status_hint(view: PalastView, names: Sequence[str], by_keys: bool = False) -> str:
    """The status line's words where "drag a glowing card" says too little: the Magician's cards, several
    at once, go onto the partner's hand (``by_keys``: in a keys player's words)."""
    m = view["magician"]
    if view["phase"] not in ("magician_give", "magician_answer") or m is None:
        return ""
    name = names[magician_partner(view)]
    if by_keys:
        return trn("Enter on a card, then on {name}'s hand", "Space on {n} cards, Enter, then {name}'s hand",
                   m["count"], name=name)
    return trn("drag a card onto {name}'s hand", "select {n} cards, drag them onto {name}'s hand", m["count"],
               name=name)


def why_not(view: PalastView, drag_from: frozenset[str], drag_to: str | None) -> str | None:
    """Why a drop matched no legal action; None: the protocol's default words."""
    return REASONS.word("refusal", refusal(view, drag_from, drag_to)) or None


def refusal(view: PalastView, drag_from: frozenset[str], drag_to: str | None) -> Reason:
    """Why a drop matched no legal move, as the characters' rules say (:mod:`.kinds`), else what to do."""
    if view["current"] != view["seat"]:
        return Reason("not_your_turn")
    phase = view["phase"]
    cards = sorted(int(u[1:]) for u in drag_from if u.startswith("c") and u[1:].isdigit())
    if phase == "play":
        for card in cards:
            refused = RULES[character(card)].refusal(view["hand"], view["silenced"])
            if refused is not None:
                return refused
        return Reason("play_to_display")
    if phase == "courtesan_swap":
        other = int(drag_to[1:]) if drag_to and drag_to.startswith("c") and drag_to[1:].isdigit() else None
        if not cards or other is None:
            return Reason("swap_pick")
        refused = COURTESAN.swap_refusal(view["displays"], view["seat"], view["last_card"], view["options"],
                                         cards[0], other)
        return refused or Reason("swap_pick")
    if phase == "guard_take":
        return next((r for c in cards if (r := GUARD.take_refusal(view["last_card"], c)) is not None),
                    Reason("guard_take"))
    if phase == "maid_discard":
        return Reason("maid_discard")
    if phase in ("magician_give", "magician_answer"):
        m = view["magician"]
        assert m is not None  # set in every Magician phase
        return Reason("magician_give", {"count": m["count"]})
    return Reason("use_buttons")
