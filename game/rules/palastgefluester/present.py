"""Palastgeflüster on the table: a seat's view as zones, gestures, headline, log and round summaries."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import (
    JSON,
    Action,
    CardView,
    Choice,
    Presenter,
    SeatView,
    TableModel,
    ZoneView,
)
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

ROUND_END_REASONS = {
    "intrigue": "{ender} shows a character twice: intrigue! Everyone else gains a point.",
    "silenced_fool": "{ender} had to play the silenced Fool: intrigue! Everyone else gains a point.",
    "full_display": "{ender} completes a display of six characters and gains a point.",
}


def uid(card: int) -> str:
    return f"c{card}"


def title(card: int) -> str:
    return card_title(face(card))


class PalastPresenter(Presenter):
    def layout_file(self, num_players: int) -> str:
        return f"palastgefluester/{num_players}p.tmx"

    # ----------------------------------------------------------------------------------------- table

    def table(self, view: JSON, legal: Sequence[Action], names: Sequence[str]) -> TableModel:
        me, n = view["seat"], view["num_players"]
        rel = {s: (s - me) % n for s in range(n)}
        choices = [c for action in legal for c in self._choices(view, action, names, rel)]
        movable = {u for c in choices if c.drag_from for u in c.drag_from}
        targets = {c.drag_to for c in choices if c.drag_to}
        zones = [self._hand_zone(view, s, rel[s], names, movable, targets) for s in range(n)]
        zones += [self._display_zone(view, s, rel[s], names, movable, targets) for s in range(n)]
        zones += self._centre_zones(view, targets)
        seats = [
            SeatView(s, names[s], self._seat_badges(view, s), is_current=s == view["current"],
                     colour=COLOUR_RGB[PLAYER_COLOURS[s]])
            for s in range(n)
        ]
        return TableModel(
            zones=zones, choices=choices, seats=seats, headline=self.headline(view, names),
            prompt=self._prompt(view, names) if legal else "", private=self._private(view, names),
            log=[self.describe_event(e, names, me) for e in view["log"]],
        )

    def _hand_zone(self, view: JSON, seat: int, rel: int, names: Sequence[str], movable: set[str],
                   targets: set[str]) -> ZoneView:
        if seat == view["seat"]:
            cards = [CardView(uid(c), face(c), selectable=uid(c) in movable) for c in view["hand"]]
            label = "Your hand"
        elif view["revealed"][seat] is not None:
            cards = [CardView(uid(c), face(c), highlight="revealed") for c in view["revealed"][seat]]
            label = f"{names[seat]}'s hand (shown by the Treasurer)"
        else:
            cards = [CardView(f"hand.{rel}.{i}", None) for i in range(view["hand_sizes"][seat])]
            label = f"{names[seat]}: {view['hand_sizes'][seat]} cards"
        return ZoneView(f"hand.{rel}", cards, label=label, arrange="row", owner=seat,
                        drop_target=f"hand.{rel}" in targets)

    def _display_zone(self, view: JSON, seat: int, rel: int, names: Sequence[str], movable: set[str],
                      targets: set[str]) -> ZoneView:
        last = view["last_card"]
        cards = [
            CardView(uid(c), face(c), selectable=uid(c) in movable or uid(c) in targets,
                     highlight="new" if c == last else None)
            for c in view["displays"][seat]
        ]
        col = PLAYER_COLOURS[seat]
        return ZoneView(
            f"display.{rel}", cards, label=f"{names[seat]} {COLOUR_SYMBOLS[col]} {col}", arrange="row",
            badges=[f"{len(cards)} / 6"], owner=seat, drop_target=f"display.{rel}" in targets,
        )

    def _centre_zones(self, view: JSON, targets: set[str]) -> list[ZoneView]:
        silenced = view["silenced"]
        king = [CardView(f"k.{c}", king_face(c), highlight="silenced" if c == silenced else None)
                for c in view["king_open"]]
        discard = [CardView(uid(c) if c is not None else f"discard.{i}", None if c is None else face(c))
                   for i, c in enumerate(view["discard"])]
        return [
            ZoneView("king", king, arrange="stack",
                     label=f"Silenced: {CHARACTER_TITLES[silenced]}" if silenced else "No one silenced"),
            ZoneView("kingdeck", [CardView(f"kingdeck.{i}", None) for i in range(view["king_deck_size"])],
                     arrange="stack", label=f"King deck ({view['king_deck_size']})"),
            ZoneView("deck", [CardView(f"deck.{i}", None) for i in range(view["deck_size"])], arrange="stack",
                     label=f"Deck ({view['deck_size']})"),
            ZoneView("discard", discard, arrange="stack", label=f"Discard ({len(discard)})",
                     drop_target="discard" in targets),
        ]

    def _seat_badges(self, view: JSON, seat: int) -> list[str]:
        col = PLAYER_COLOURS[seat]
        badges = [f"{COLOUR_SYMBOLS[col]} {col}", f"{view['scores'][seat]} / {view['target']} points"]
        if view["options"]["intrigues_in_the_dark"]:
            badges.append(f"Record {sum(r[seat] for r in view['records'])}")
        if view["revealed"][seat] is not None and seat != view["seat"]:
            badges.append("Hand shown")
        return badges

    # ----------------------------------------------------------------------------------------- choices

    def _choices(self, view: JSON, action: Action, names: Sequence[str], rel: dict[int, int]) -> list[Choice]:
        assert isinstance(action, tuple)
        kind = action[0]
        if kind == "play":
            return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="display.0")]
        if kind == "next":
            return [Choice(action, button=f"{names[action[1]]} plays next")]
        if kind == "magician":
            _, target, count = action
            return [Choice(action, steps=(f"Exchange with {names[target]}", f"{count} card{'s' * (count > 1)}"))]
        if kind == "give":
            return [Choice(action, steps=("Give " + ", ".join(title(c) for c in action[1:]),))]
        if kind == "discard":
            return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="discard")]
        if kind == "take":
            return [Choice(action, drag_from=frozenset({uid(action[1])}), drag_to="hand.0")]
        if kind == "swap":
            _, a, b = action
            return [Choice(action, drag_from=frozenset({uid(a)}), drag_to=uid(b)),
                    Choice(action, drag_from=frozenset({uid(b)}), drag_to=uid(a))]
        raise ValueError(f"unknown action {action!r}")

    # ----------------------------------------------------------------------------------------- texts

    def headline(self, view: JSON, names: Sequence[str]) -> str:
        """Whose turn, and why (the border colour of the last card, a grey card, a new round)."""
        if view["terminal"]:
            return "Game over"
        turn, phase, why = view["turn"], view["phase"], view["why"]
        actor = names[turn]
        if phase == "magician_answer":
            m = view["magician"]
            return f"{names[m['target']]} secretly chooses {m['count']} card(s) to give {actor} (Magician)"
        if phase == "choose_next":
            tied = ", ".join(names[s] for s in view["tied"])
            return f"{actor} played a grey card and chooses who plays next among the fewest ({tied})"
        if phase != "play":
            return f"{actor} carries out the {CHARACTER_TITLES[character(view['last_card'])]}"
        kind = why.get("kind")
        if kind == "colour":
            card = why["card"]
            return f"{actor}'s turn: {names[why['by']]} played a {colour(card)} card ({title(card)})"
        if kind == "grey":
            return f"{actor}'s turn: fewest display cards after {names[why['by']]}'s grey {title(why['card'])}"
        if kind == "grey_choice":
            return f"{actor}'s turn: chosen by {names[why['by']]} after a grey card"
        if kind == "round_start":
            return f"Round {view['round']}: {actor} starts (ended the last round)"
        return f"Round 1: {actor} starts"

    def _prompt(self, view: JSON, names: Sequence[str]) -> str:
        phase = view["phase"]
        if phase == "play":
            if view["silenced"] == "fool" and all(character(c) == "fool" for c in view["hand"]):
                return "Only the silenced Fool is left: you must play it (intrigue)."
            return "Drag a card from your hand onto your display."
        if phase == "choose_next":
            return "Choose who plays next."
        if phase == "magician_target":
            return "Magician: choose a partner and how many cards to exchange."
        if phase in ("magician_give", "magician_answer"):
            m = view["magician"]
            other = m["target"] if phase == "magician_give" else m["actor"]
            return f"Choose {m['count']} card(s) to give {names[other]} (secret)."
        if phase == "maid_discard":
            return "Maid: drag a card from your hand onto the discard pile; you then draw one."
        if phase == "courtesan_swap":
            return "Courtesan: drag a card of one display onto a card of another to swap them."
        return "Guard: drag a card of your display back into your hand."

    def _private(self, view: JSON, names: Sequence[str]) -> list[str]:
        log = view["log"]
        start = max((i for i, e in enumerate(log) if e["kind"] == "play"), default=-1)
        return [self.describe_event(e, names, view["seat"]) for e in log[start + 1:] if e["to"] is not None]

    def describe_event(self, event: JSON, names: Sequence[str], viewer: int) -> str:
        kind, a = event["kind"], event["args"]
        who = names[a["seat"]] if "seat" in a else ""
        if kind == "game_start":
            return f"{names[a['starter']]} starts. First to {a['target']} points wins."
        if kind == "play":
            return f"{who} plays {card_title(a['card'])}."
        if kind == "silenced":
            return f"The {CHARACTER_TITLES[a['character']]} is silenced: no action."
        if kind == "no_effect":
            return f"The {CHARACTER_TITLES[a['character']]} has no effect."
        if kind == "treasurer_reveal":
            return f"{who} shows their hand: {', '.join(card_title(c) for c in a['cards']) or 'nothing'}."
        if kind == "magician":
            return f"{who} will exchange {a['count']} card(s) with {names[a['target']]}."
        if kind == "magician_picked":
            return f"{who} has chosen their cards."
        if kind == "magician_exchange":
            return f"{who} and {names[a['target']]} exchange {a['count']} card(s)."
        if kind == "magician_cards":
            gave, got = (a["gave"], a["got"]) if viewer == a["seat"] else (a["got"], a["gave"])
            return f"You gave {', '.join(map(card_title, gave))} and received {', '.join(map(card_title, got))}."
        if kind == "maid":
            card = card_title(a["card"]) if a["card"] else "a card face down"
            return f"{who} discards {card} and draws a card."
        if kind == "maid_draw":
            return f"You discarded {card_title(a['discarded'])} and drew {card_title(a['drew'])}."
        if kind == "swap":
            return (f"{who} swaps {card_title(a['a'])} of {names[a['a_owner']]} with "
                    f"{card_title(a['b'])} of {names[a['b_owner']]}.")
        if kind == "take":
            return f"{who} takes {card_title(a['card'])} back into their hand."
        if kind == "king_revealed":
            again = " (the King cards were reshuffled)" if a["reshuffled"] else ""
            return f"{who} reveals a King card{again}: the {CHARACTER_TITLES[a['king']]} is silenced."
        if kind == "next_chosen":
            return f"{who} chooses {names[a['next']]} to play next."
        if kind == "round_end":
            return f"Round {a['round']}: " + ROUND_END_REASONS[a["reason"]].format(ender=names[a["ender"]])
        if kind == "game_end":
            return f"{' and '.join(names[s] for s in a['winners'])} win{'s' * (len(a['winners']) == 1)} the game."
        return kind

    def why_not(self, view: JSON, drag_from: frozenset[str], drag_to: str | None) -> str:
        if view["current"] != view["seat"]:
            return "It is not your turn."
        phase = view["phase"]
        cards = [int(u[1:]) for u in drag_from if u.startswith("c") and u[1:].isdigit()]
        if phase == "play":
            if any(character(c) == "fool" for c in cards) and view["silenced"] == "fool":
                return "The Fool is silenced: you may play him only when you hold nothing else."
            return "Drag a card from your hand onto your own display."
        if phase == "courtesan_swap":
            return self._why_not_swap(view, cards, drag_to)
        if phase == "guard_take":
            if view["last_card"] in cards:
                return "The Guard cannot take himself back: choose another card of your display."
            return "Drag another card of your display into your hand."
        if phase == "maid_discard":
            return "Drag a card from your hand onto the discard pile."
        return "Use the buttons to choose."

    def _why_not_swap(self, view: JSON, cards: list[int], drag_to: str | None) -> str:
        other = int(drag_to[1:]) if drag_to and drag_to.startswith("c") and drag_to[1:].isdigit() else None
        if not cards or other is None:
            return "Drag a card of one display onto a card of another display."
        owners = {c: s for s, d in enumerate(view["displays"]) for c in d}
        a, b = cards[0], other
        if a not in owners or b not in owners:
            return "Only cards lying in displays can be swapped."
        if owners[a] == owners[b]:
            return "Swap cards of two different displays."
        if view["last_card"] in (a, b):
            return "The Courtesan just played cannot be swapped."
        if view["options"]["courtesan_own_display"] == "not_own" and view["seat"] in (owners[a], owners[b]):
            return "With this setup the Courtesan may not swap cards of your own display."
        return "That swap would show a character twice in one display."

    def round_summary(self, view: JSON, names: Sequence[str]) -> list[str] | None:
        log = view["log"]
        if not log or log[-1]["kind"] not in ("round_end", "game_end"):
            return None
        end = next(e["args"] for e in reversed(log) if e["kind"] == "round_end")
        dark = view["options"]["intrigues_in_the_dark"]
        lines = [f"Round {end['round']}: " + ROUND_END_REASONS[end["reason"]].format(ender=names[end["ender"]])]
        for s, cards in enumerate(end["displays"]):
            line = (f"{names[s]}: {len(cards)} card(s) in display, +{end['gained'][s]} → "
                    f"{end['scores'][s]} point(s)")
            if dark:
                total = sum(r[s] for r in view["records"])
                line += f"; record {end['record'][s]} (total {total})"
            lines.append(line)
        if log[-1]["kind"] == "game_end":
            winners = log[-1]["args"]["winners"]
            by = "recorded totals" if dark else "display size"
            leaders = [s for s, p in enumerate(end["scores"]) if p == max(end["scores"])]
            who = " and ".join(names[s] for s in winners)
            if len(winners) > 1:
                lines.append(f"{who} share the win (tied on points and {by}).")
            else:
                lines.append(f"{who} wins the game" + (f" (tie on points broken by {by})." if len(leaders) > 1 else "."))
        return lines

