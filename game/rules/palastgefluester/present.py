"""Palastgeflüster on the table: a seat's view as zones, gestures, headline, log and round summaries."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import (
    JSON,
    CardView,
    Choice,
    Presenter,
    Reason,
    RoundSummary,
    SeatView,
    Step,
    TableModel,
    ZoneView,
)
from game.i18n import N_, current_language, tr, tr_list, trn
from game.rules.palastgefluester.cards import (
    CHARACTER_TITLES,
    COLOUR_RGB,
    COLOUR_SYMBOLS,
    PLAYER_COLOURS,
    card_title,
    character,
    colour,
    face,
    king_face,
)
from game.rules.palastgefluester.kinds import COURTESAN, GUARD, RULES
from game.rules.palastgefluester.reasons import REASONS
from game.rules.palastgefluester.state import PalastAction
from game.rules.palastgefluester.summary import round_table
from game.rules.palastgefluester.view import PalastView

ROUND_END_REASONS = {
    "intrigue": N_("{ender} shows a character twice ({character}): intrigue! Everyone else gains a point."),
    "silenced_fool": N_("{ender} had to play the silenced Fool: intrigue! Everyone else gains a point."),
    "full_display": N_("{ender} completes a display of six characters and gains a point."),
}
ROUND_END_REASONS_YOU = {
    "intrigue": N_("You show a character twice ({character}): intrigue! Everyone else gains a point."),
    "silenced_fool": N_("You had to play the silenced Fool: intrigue! Everyone else gains a point."),
    "full_display": N_("You complete a display of six characters and gain a point."),
}
"""The same, told to the seat that ended the round."""


def uid(card: int) -> str:
    return f"c{card}"


def title(card: int) -> str:
    return card_title(face(card))


def character_name(card: int) -> str:
    """The card's character alone ("Spy"), where the sentence already says its colour."""
    return tr(CHARACTER_TITLES[character(card)])


def hint_text(reason: Reason, names: Sequence[str]) -> str | None:
    """The line of why for a reason of :func:`game.ai.palastgefluester.hint_reason` (declared in :mod:`.reasons`),
    else None (``names``: the viewer's own as "you")."""
    a = reason.args
    words: dict[str, object] = {}
    if "seat" in a:
        words["name"] = names[a["seat"]]
    if "seats" in a:
        words["names"] = tr_list(names[s] for s in a["seats"])
    if "card" in a:
        words["card"] = title(a["card"])
        words["character"] = character_name(a["card"])
    if "cards" in a:
        words["cards"] = tr_list([title(c) for c in a["cards"]])
    return REASONS.word("hint", reason, **words) if reason.code in REASONS.sections["hint"] else None


class PalastPresenter(Presenter[PalastAction]):
    game_id = "palastgefluester"

    # ----------------------------------------------------------------------------------------- table

    def table(self, view: JSON, legal: Sequence[PalastAction], names: Sequence[str]) -> TableModel:
        me, n = view["seat"], view["num_players"]
        rel = {s: (s - me) % n for s in range(n)}
        choices = [c for action in legal for c in self._choices(view, action, names, rel)]
        movable = {u for c in choices if c.drag_from for u in c.drag_from}
        targets = {c.drag_to for c in choices if c.drag_to}
        zones = [self._hand_zone(view, s, rel[s], names, movable) for s in range(n)]
        zones += [self._display_zone(view, s, rel[s], names, movable, targets) for s in range(n)]
        zones += self._centre_zones(view)
        seats = [
            SeatView(s, names[s], self._seat_badges(view, s), is_current=s == view["current"],
                     colour=COLOUR_RGB[PLAYER_COLOURS[s]], points=view["scores"][s], target=view["target"],
                     cards=view["hand_sizes"][s],
                     icons=("shown",) if view["revealed"][s] is not None and s != me else ())
            for s in range(n)
        ]
        return TableModel(
            zones=zones, choices=choices, seats=seats, headline=self.headline(view, names),
            prompt=self._prompt(view, names) if legal else "", private=self._private(view, names),
            hint=self._hint(view, names) if legal else "",
            **self.log_fields(view, names, current_language()),
        )

    def _hand_zone(self, view: PalastView, seat: int, rel: int, names: Sequence[str], movable: set[str]) -> ZoneView:
        if seat == view["seat"]:
            cards = [CardView(uid(c), face(c), selectable=uid(c) in movable) for c in view["hand"]]
            label = tr("Your hand")
        elif (shown := view["revealed"][seat]) is not None:
            cards = [CardView(uid(c), face(c), highlight="revealed") for c in shown]
            label = tr("{name}'s hand (shown by the Treasurer)", name=names[seat])
        else:
            cards = [CardView(f"hand.{rel}.{i}", None) for i in range(view["hand_sizes"][seat])]
            label = trn("{name}: {n} card", "{name}: {n} cards", view["hand_sizes"][seat], name=names[seat])
        return ZoneView(f"hand.{rel}", cards, label=label, arrange="row", owner=seat)

    def _display_zone(self, view: PalastView, seat: int, rel: int, names: Sequence[str], movable: set[str],
                      targets: set[str]) -> ZoneView:
        last = view["last_card"]
        cards = [
            CardView(uid(c), face(c), selectable=uid(c) in movable or uid(c) in targets,
                     highlight="new" if c == last else None)
            for c in view["displays"][seat]
        ]
        col = PLAYER_COLOURS[seat]
        return ZoneView(
            f"display.{rel}", cards, label=f"{names[seat]} {COLOUR_SYMBOLS[col]} {tr(col)}", arrange="row",
            badges=[tr("{n} of 6 characters", n=len(cards))], owner=seat,
        )

    def _centre_zones(self, view: PalastView) -> list[ZoneView]:
        silenced = view["silenced"]
        king = [CardView(f"k.{c}", king_face(c), highlight="silenced" if c == silenced else None)
                for c in view["king_open"]]
        discard = [CardView(uid(c) if c is not None else f"discard.{i}", None if c is None else face(c))
                   for i, c in enumerate(view["discard"])]
        return [
            ZoneView("king", king, arrange="stack",
                     label=tr("Silenced: {character}", character=tr(CHARACTER_TITLES[silenced])) if silenced
                     else tr("No one silenced")),
            ZoneView("kingdeck", [CardView(f"kingdeck.{i}", None) for i in range(view["king_deck_size"])],
                     arrange="stack", label=tr("King deck ({n})", n=view["king_deck_size"])),
            ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(view["deck_size"])], arrange="stack",
                     label=tr("Deck ({n})", n=view["deck_size"])),
            ZoneView("discard", discard, arrange="stack", label=tr("Discard ({n})", n=len(discard))),
        ]

    def _seat_badges(self, view: PalastView, seat: int) -> list[str]:
        """The sidebar's row of a seat: its colour, points and (in the dark) record, whole at 1280x720 beside the
        name. With the record the colour is its symbol alone (the seat's display on the table says the word); a
        hand the Treasurer shows lies face up and its plate wears the eye, so the row does not say it."""
        col = PLAYER_COLOURS[seat]
        dark = view["options"]["intrigues_in_the_dark"]
        badges = [COLOUR_SYMBOLS[col] if dark else f"{COLOUR_SYMBOLS[col]} {tr(col)}",
                  tr("{score} / {target} points", score=view["scores"][seat], target=view["target"])]
        if dark:
            badges.append(tr("Record {n}", n=sum(r[seat] for r in view["records"])))
        return badges

    # ----------------------------------------------------------------------------------------- choices

    def _choices(self, view: PalastView, action: PalastAction, names: Sequence[str], rel: dict[int, int]) -> list[Choice]:
        kind = action[0]
        if kind == "play":
            return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="display.0", label=title(action[1]))]
        if kind == "next":  # a button, or a click on that seat
            return [Choice(action, steps=(Step(f"next:{action[1]}", tr("{name} plays next", name=names[action[1]]),
                                               seat=action[1]),))]
        if kind == "magician":  # the partner by a button or a click on their seat, then how many cards
            _, target, count = action
            return [Choice(action, steps=(Step(f"target:{target}", tr("Exchange with {name}", name=names[target]),
                                               seat=target),
                                          Step(f"count:{count}", tr("{n} cards", n=count) if count > 1
                                               else tr("{n} card", n=count))))]
        if kind == "give":  # the cards dragged onto the partner's hand (one of them: the prompt asks the rest)
            partner = self._partner(view)
            give = tr("Give {cards}", cards=tr_list(title(c) for c in action[1:]))
            return [Choice(action, drag_from=frozenset(uid(c) for c in action[1:]), drag_to=f"hand.{rel[partner]}",
                           steps=(Step("give:" + ",".join(map(str, action[1:])), give),), label=give)]
        if kind == "discard":
            return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="discard",
                           label=tr("Discard {card}", card=title(action[1])))]
        if kind == "take":
            return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="hand.0", label=title(action[1]))]
        if kind == "swap":
            _, a, b = action
            swap = tr("Swap {first} with {second}", first=title(a), second=title(b))
            return [Choice(action, drag_from=frozenset({uid(a)}), drag_to=uid(b), label=swap),
                    Choice(action, drag_from=frozenset({uid(b)}), drag_to=uid(a), label=swap)]
        raise ValueError(f"unknown action {action!r}")

    @staticmethod
    def _partner(view: PalastView) -> int:
        """Whom the viewer gives cards to in a Magician's exchange: the partner, or the Magician answered."""
        m = view["magician"]
        assert m is not None  # set in every Magician phase
        return m["target"] if view["phase"] == "magician_give" else m["actor"]

    # ----------------------------------------------------------------------------------------- texts

    def headline(self, view: JSON, names: Sequence[str]) -> str:
        """Whose turn, and why (the border colour of the last card, a grey card, a new round)."""
        if view["terminal"]:
            return tr("Game over")
        if view["phase"] == "deal":
            return tr("Round {n} is over.", n=view["round"])
        turn, phase, why, me = view["turn"], view["phase"], view["why"], view["seat"]
        actor = names[turn]

        def other(seat: int) -> str:  # a name inside a sentence
            return tr("you") if seat == me else names[seat]

        if phase == "magician_answer":
            m = view["magician"]
            if m["target"] == me:
                return trn("You secretly choose {n} card to give {actor} (Magician)",
                           "You secretly choose {n} cards to give {actor} (Magician)", m["count"], actor=actor)
            return trn("{name} secretly chooses {n} card to give {actor} (Magician)",
                       "{name} secretly chooses {n} cards to give {actor} (Magician)", m["count"],
                       name=names[m["target"]], actor=other(turn))
        if phase == "choose_next":
            tied = tr_list(other(s) for s in view["tied"])
            if turn == me:
                return tr("You played a grey card and choose who plays next among the fewest ({tied})", tied=tied)
            return tr("{actor} played a grey card and chooses who plays next among the fewest ({tied})", actor=actor,
                      tied=tied)
        if phase != "play":
            what = tr(CHARACTER_TITLES[character(view["last_card"])])
            if turn == me:
                return tr("You carry out the {character}", character=what)
            return tr("{actor} carries out the {character}", actor=actor, character=what)
        kind = why.get("kind")
        if turn == me:
            if kind == "colour":
                card = why["card"]
                return tr("Your turn: {name} played a {colour} card ({card})", name=other(why["by"]),
                          colour=tr(colour(card)), card=character_name(card))
            if kind == "grey":
                return tr("Your turn: fewest display cards after the grey {card} of {name}", name=other(why["by"]),
                          card=character_name(why["card"]))
            if kind == "grey_choice":
                return tr("Your turn: chosen by {name} after a grey card", name=other(why["by"]))
            if kind == "round_start":
                return tr("Round {n}: you start (you ended the last round)", n=view["round"])
            return tr("Round 1: you start")
        if kind == "colour":
            card = why["card"]
            return tr("{actor}'s turn: {name} played a {colour} card ({card})", actor=actor, name=other(why["by"]),
                      colour=tr(colour(card)), card=character_name(card))
        if kind == "grey":
            if why["by"] == me:
                return tr("{actor}'s turn: fewest display cards after your grey {card}", actor=actor,
                          card=character_name(why["card"]))
            return tr("{actor}'s turn: fewest display cards after {name}'s grey {card}", actor=actor,
                      name=names[why["by"]], card=character_name(why["card"]))
        if kind == "grey_choice":
            return tr("{actor}'s turn: chosen by {name} after a grey card", actor=actor, name=other(why["by"]))
        if kind == "round_start":
            return tr("Round {n}: {actor} starts (ended the last round)", n=view["round"], actor=actor)
        return tr("Round 1: {actor} starts", actor=actor)

    def _prompt(self, view: PalastView, names: Sequence[str]) -> str:
        phase = view["phase"]
        if phase == "play":
            silenced = view["silenced"]
            if silenced is not None and RULES[silenced].intrigue_when_silenced \
                    and all(character(c) == silenced for c in view["hand"]):
                return tr("Only the silenced Fool is left: you must play it (intrigue).")
            return tr("Drag a card from your hand onto your display.")
        if phase == "choose_next":
            return tr("Choose who plays next.")
        if phase == "magician_target":
            return tr("Magician: choose a partner and how many cards to exchange.")
        if phase in ("magician_give", "magician_answer"):
            m = view["magician"]
            assert m is not None  # set in every Magician phase
            return trn("Drag {n} card of your hand onto {name}'s hand (secret).",
                       "Select {n} cards of your hand and drag them onto {name}'s hand (secret).",
                       m["count"], name=names[self._partner(view)])
        if phase == "maid_discard":
            return tr("Maid: drag a card from your hand onto the discard pile; you then draw one.")
        if phase == "courtesan_swap":
            return tr("Courtesan: drag a card of one display onto a card of another to swap them.")
        return tr("Guard: drag a card of your display back into your hand.")

    def _hint(self, view: PalastView, names: Sequence[str]) -> str:
        """The status line's words where "drag a glowing card" says too little: the Magician's cards, several
        at once, go onto the partner's hand."""
        m = view["magician"]
        if view["phase"] not in ("magician_give", "magician_answer") or m is None:
            return ""
        return trn("drag a card onto {name}'s hand", "select {n} cards, drag them onto {name}'s hand", m["count"],
                   name=names[self._partner(view)])

    def _private(self, view: PalastView, names: Sequence[str]) -> list[str]:
        log = view["log"]
        start = max((i for i, e in enumerate(log) if e["kind"] == "play"), default=-1)
        return [self.describe_event(e, names, view["seat"]) for e in log[start + 1:] if e["to"] is not None]

    def log_round(self, log: Sequence[JSON], i: int) -> int | None:
        if log[i]["kind"] == "game_start":
            return 1
        if i > 0 and log[i - 1]["kind"] == "round_end" and log[i]["kind"] != "game_end":
            return int(log[i - 1]["args"]["round"]) + 1
        return None

    def event_targets(self, event: JSON) -> tuple[int, ...]:
        """The Magician's partner, the owners of the displays the Courtesan swaps between, the one chosen next."""
        kind, a = event["kind"], event["args"]
        if kind == "magician":
            return (a["target"],)
        if kind == "swap":
            return tuple(dict.fromkeys(s for s in (a["a_owner"], a["b_owner"]) if s != a["seat"]))
        if kind == "next_chosen":
            return (a["next"],)
        return ()

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int) -> str:
        """A line of the log; the viewer is told as "you"."""
        kind, a = event["kind"], event["args"]
        me = a.get("seat") == viewer
        who = names[a["seat"]] if "seat" in a else ""
        if kind == "game_start":
            if a["starter"] == viewer:
                return tr("You start. First to {target} points wins.", target=a["target"])
            return tr("{name} starts. First to {target} points wins.", name=names[a["starter"]], target=a["target"])
        if kind == "play":
            card = card_title(a["card"])
            return tr("You play {card}.", card=card) if me else tr("{name} plays {card}.", name=who, card=card)
        if kind == "silenced":
            return tr("The {character} is silenced: no action.", character=tr(CHARACTER_TITLES[a["character"]]))
        if kind == "no_effect":
            return tr("The {character} has no effect.", character=tr(CHARACTER_TITLES[a["character"]]))
        if kind == "treasurer_reveal":
            cards = tr_list(card_title(c) for c in a["cards"]) or tr("nothing")
            return tr("You show your hand: {cards}.", cards=cards) if me else \
                tr("{name} shows their hand: {cards}.", name=who, cards=cards)
        if kind in ("magician", "magician_exchange"):
            return self._describe_magician(kind, a, names, viewer)
        if kind == "magician_picked":
            return tr("You have chosen your cards.") if me else tr("{name} has chosen their cards.", name=who)
        if kind == "magician_cards":
            gave, got = (a["gave"], a["got"]) if viewer == a["seat"] else (a["got"], a["gave"])
            return tr("You gave {gave} and received {got}.", gave=tr_list(map(card_title, gave)),
                      got=tr_list(map(card_title, got)))
        if kind == "maid":
            card = card_title(a["card"]) if a["card"] else tr("a card face down")
            return tr("You discard {card} and draw a card.", card=card) if me else \
                tr("{name} discards {card} and draws a card.", name=who, card=card)
        if kind == "maid_draw":
            return tr("You discarded {card} and drew {drew}.", card=card_title(a["discarded"]), drew=card_title(a["drew"]))
        if kind == "swap":
            owner = {s: tr("yours") if s == viewer else names[s] for s in (a["a_owner"], a["b_owner"])}
            swapped = {"first": card_title(a["a"]), "first_owner": owner[a["a_owner"]], "second": card_title(a["b"]),
                       "second_owner": owner[a["b_owner"]]}
            if me:
                return tr("You swap {first} of {first_owner} with {second} of {second_owner}.", **swapped)
            return tr("{name} swaps {first} of {first_owner} with {second} of {second_owner}.", name=who, **swapped)
        if kind == "take":
            card = card_title(a["card"])
            return tr("You take {card} back into your hand.", card=card) if me else \
                tr("{name} takes {card} back into their hand.", name=who, card=card)
        if kind == "king_revealed":
            return self._describe_king(a, who, me)
        if kind == "next_chosen":
            if a["next"] == viewer:
                return tr("{name} chooses you to play next.", name=who)
            if me:
                return tr("You choose {next} to play next.", next=names[a["next"]])
            return tr("{name} chooses {next} to play next.", name=who, next=names[a["next"]])
        if kind == "round_end":
            return tr("Round {n}: {text}", n=a["round"], text=self._round_end_text(a, names, viewer))
        if kind == "game_end":
            if a["winners"] == [viewer]:
                return tr("You win the game.")
            if len(a["winners"]) == 1:
                return tr("{name} wins the game.", name=names[a["winners"][0]])
            return tr("{names} win the game.", names=tr(" and ").join(
                tr("you") if s == viewer else names[s] for s in a["winners"]))
        return str(kind)

    @staticmethod
    def _describe_magician(kind: str, a: JSON, names: Sequence[str], viewer: int) -> str:
        who, n = names[a["seat"]], a["count"]
        if kind == "magician":
            if a["seat"] == viewer:
                return trn("You will exchange {n} card with {target}.", "You will exchange {n} cards with {target}.", n,
                           target=names[a["target"]])
            if a["target"] == viewer:
                return trn("{name} will exchange {n} card with you.", "{name} will exchange {n} cards with you.", n,
                           name=who)
            return trn("{name} will exchange {n} card with {target}.", "{name} will exchange {n} cards with {target}.",
                       n, name=who, target=names[a["target"]])
        if a["seat"] == viewer:
            return trn("You and {target} exchange {n} card.", "You and {target} exchange {n} cards.", n,
                       target=names[a["target"]])
        if a["target"] == viewer:
            return trn("{name} and you exchange {n} card.", "{name} and you exchange {n} cards.", n, name=who)
        return trn("{name} and {target} exchange {n} card.", "{name} and {target} exchange {n} cards.", n, name=who,
                   target=names[a["target"]])

    @staticmethod
    def _describe_king(a: JSON, who: str, me: bool) -> str:
        character_title = tr(CHARACTER_TITLES[a["king"]])
        if a["reshuffled"]:
            if me:
                return tr("You reveal a King card (the King cards were reshuffled): the {character} is silenced.",
                          character=character_title)
            return tr("{name} reveals a King card (the King cards were reshuffled): the {character} is silenced.",
                      name=who, character=character_title)
        if me:
            return tr("You reveal a King card: the {character} is silenced.", character=character_title)
        return tr("{name} reveals a King card: the {character} is silenced.", name=who, character=character_title)

    @staticmethod
    def _round_end_text(a: JSON, names: Sequence[str], viewer: int) -> str:
        """Why the round ended; an intrigue names the character shown twice (the table is held as it was before
        that card was played)."""
        kinds = [f.split(".")[0] for f in a["displays"][a["ender"]]]
        twice = next((k for k in kinds if kinds.count(k) > 1), None)
        character = tr(CHARACTER_TITLES[twice]) if twice in CHARACTER_TITLES else "?"
        if a["ender"] == viewer:
            return tr(ROUND_END_REASONS_YOU[a["reason"]], character=character)
        return tr(ROUND_END_REASONS[a["reason"]], ender=names[a["ender"]], character=character)

    def hint_line(self, view: JSON, reason: Reason, names: Sequence[str]) -> str:
        shown_names = [tr("you") if s == view["seat"] else name for s, name in enumerate(names)]
        return hint_text(reason, shown_names) or super().hint_line(view, reason, names)

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        return REASONS.word("refusal", self._why_not(view, drag_from, drag_to)) or super().why_not(view, drag_from,
                                                                                                    drag_to)

    @staticmethod
    def _why_not(view: PalastView, drag_from: frozenset[str], drag_to: str | None) -> Reason:
        """Why a drop matched no legal move, as the characters' rules say (:mod:`.kinds`), else what to do."""
        if view["current"] != view["seat"]:
            return Reason("not_your_turn")
        phase = view["phase"]
        cards = [int(u[1:]) for u in drag_from if u.startswith("c") and u[1:].isdigit()]
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

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        log = view["log"]
        if not log or log[-1]["kind"] not in ("round_end", "game_end"):
            return None
        end = next(e["args"] for e in reversed(log) if e["kind"] == "round_end")
        dark = view["options"]["intrigues_in_the_dark"]
        lines = [tr("Round {n}: {text}", n=end["round"], text=self._round_end_text(end, names, view["seat"]))]
        for s, cards in enumerate(end["displays"]):
            line = tr("{name}: {cards} in display, +{gained} → {points}", name=names[s],
                      cards=trn("{n} card", "{n} cards", len(cards)), gained=end["gained"][s],
                      points=trn("{n} point", "{n} points", end["scores"][s]))
            if dark:
                total = sum(r[s] for r in view["records"])
                line += tr("; record {record} (total {total})", record=end["record"][s], total=total)
            lines.append(line)
        if log[-1]["kind"] == "game_end":
            winners = log[-1]["args"]["winners"]
            by = tr("recorded totals") if dark else tr("display size")
            leaders = [s for s, p in enumerate(end["scores"]) if p == max(end["scores"])]
            who = tr(" and ").join(names[s] for s in winners)
            if len(winners) > 1:
                lines.append(tr("{names} share the win (tied on points and {by}).", names=who, by=by))
            else:
                lines.append(tr("{name} wins the game (tie on points broken by {by}).", name=who, by=by)
                             if len(leaders) > 1 else tr("{name} wins the game.", name=who))
        return lines

    def round_table(self, view: JSON, names: Sequence[str]) -> RoundSummary | None:
        lines = self.round_summary(view, names)
        if not lines:
            return None
        over = view["log"][-1]["kind"] == "game_end"
        end = next(e["args"] for e in reversed(view["log"]) if e["kind"] == "round_end")
        headline = lines[0] if end["ender"] != view["seat"] else \
            tr("Round {n}: {text}", n=end["round"], text=self._round_end_text(end, names, view["seat"]))
        return round_table(view, names, headline, lines[-1:] if over else ())

