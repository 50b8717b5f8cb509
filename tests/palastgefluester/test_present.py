"""The presenter: zones in the layouts, gestures for every legal action, private picks, texts."""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from game.catalog import get_entry
from game.games.palastgefluester.rules import GAME
from game.games.palastgefluester.rules.cards import PLAYER_COLOURS, deck_for, face
from scenes.table.layout import layout_path
from tests.palastgefluester.rig import card, rig

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
present = get_entry(GAME.id).presenter()


def table(s, seat=None):
    seat = s.current_player() if seat is None else seat
    legal = s.legal_actions() if seat == s.current_player() else []
    return present.table(GAME.view(s, seat), legal, NAMES[: s.num_players])


def layout_zones(n):
    root = ET.parse(layout_path(present.layout_file(n))).getroot()
    zones = next(group for group in root.iter("objectgroup") if group.get("name") == "zones")
    return {o.get("name"): tuple(int(float(o.get(k))) for k in ("x", "y", "width", "height"))
            for o in zones.iter("object")}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_zone_is_in_the_layout_which_keeps_the_ui_strips_free(n):
    zones = layout_zones(n)
    model = table(GAME.new_game(n, 2))
    assert {z.id for z in model.zones} == set(zones)
    for x, y, w, h in zones.values():
        assert x >= 0 and x + w <= 1240 and y >= 40 and y + h <= 900
    boxes = list(zones.values())
    for i, (x, y, w, h) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[i + 1:]:
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y, "zones overlap"


def test_cards_cover_every_face_with_colour_and_distinct_symbols():
    specs = GAME.cards()
    assert {face(c) for c in deck_for(5)} <= set(specs)
    symbols = {specs[f"spy.{c}"].symbol for c in (*PLAYER_COLOURS, "grey")}
    assert len(symbols) == 6 and all(symbols)
    model = table(GAME.new_game(5, 1))
    assert len({seat.colour for seat in model.seats}) == 5


def test_play_is_a_drag_onto_own_display_and_others_hands_are_backs():
    s = GAME.new_game(4, 3)
    model = table(s)
    plays = [c for c in model.choices if c.action[0] == "play"]
    assert len(plays) == len(s.legal_actions()) and all(c.drag_to == "display.0" for c in plays)
    zones = {z.id: z for z in model.zones}
    assert all(c.face is None for z in ("hand.1", "hand.2", "hand.3") for c in zones[z].cards)
    assert "display.0" in {c.drag_to for c in model.choices}
    assert "Round 1" in model.headline
    assert table(s, 1).choices == []


def test_headline_says_why_colour_or_grey():
    s = rig(hands={0: ["fool.green", "spy.grey", "maid.grey", "guard.grey", "treasurer.grey", "magician.grey"]})
    s.apply(("play", card(s, "fool.green")))
    assert table(s, 1).headline == "Cy's turn: Ann played a green card (Fool)"  # not "(Fool (green))"
    assert table(s).headline == "Your turn: Ann played a green card (Fool)"  # to Cy
    s = rig(hands={0: ["fool.grey", "spy.green", "maid.blue", "guard.yellow", "treasurer.red", "courtesan.red"]},
            displays={1: ["spy.blue"], 2: ["maid.green"], 3: ["fool.yellow", "spy.yellow"]})
    s.apply(("play", card(s, "fool.grey")))
    model = table(s)
    assert "grey card" in model.headline and {c.labels[0] for c in model.choices} == {
        "Ann plays next", "Bob plays next", "Cy plays next"}
    assert {c.steps[0].seat for c in model.choices} == {0, 1, 2}  # each also by a click on that seat


def test_the_mover_named_you_gets_sentences_of_their_own_in_german_too():
    """The headline put "you" where a name goes: German read "Ana ist am Zug: du spielte eine Karte in rot" (the
    verb of a name, not of "du"), "von du", "für du". A mover the viewer is has sentences of their own."""
    from game import i18n

    s = rig(hands={0: ["fool.green", "spy.grey", "maid.grey", "guard.grey", "treasurer.grey", "magician.grey"]})
    s.apply(("play", card(s, "fool.green")))
    assert table(s, 0).headline == "Cy's turn: you played a green card (Fool)"
    try:
        i18n.set_language("de")
        assert table(s, 0).headline == "Cy ist am Zug: du hast eine Karte in grün gespielt (Narr)"
        rng = random.Random(4)
        for seed in range(6):  # every headline of random games, from every seat
            state = GAME.new_game(3 + seed % 3, seed)
            while not state.is_terminal():
                for seat in range(state.num_players):
                    said = table(state, seat).headline
                    assert not re.search(r"\bdu spielte|\b(von|für|nach) du\b", said), said
                state.apply(rng.choice(state.legal_actions()))
    finally:
        i18n.set_language("en")


def test_a_grey_card_is_named_grey_once_in_the_headline():
    """"after Ann's grey Spy", not "after Ann's grey Spy (grey)"."""
    s = rig(hands={0: ["spy.grey", "fool.green", "maid.blue", "guard.yellow", "treasurer.red"]},
            displays={0: ["fool.red"], 1: ["spy.blue"], 3: ["fool.yellow", "spy.yellow"]})
    s.apply(("play", card(s, "spy.grey")))
    assert table(s, 0).headline == "Cy's turn: fewest display cards after your grey Spy"
    assert table(s, 1).headline == "Cy's turn: fewest display cards after Ann's grey Spy"
    assert table(s).headline == "Your turn: fewest display cards after the grey Spy of Ann"


@pytest.mark.parametrize("options", [{}, {"intrigues_in_the_dark": True, "courtesan_own_display": "not_own",
                                          "maid_discard": "face_up"}])
def test_every_step_that_names_a_player_carries_that_seat(options):
    """The Magician's partner and who plays next after a grey card can be clicked on the table; no other step
    of any position of random games names a player."""
    import random

    named = set()
    for seed in range(6):
        s = GAME.new_game(4, seed, options)
        rng = random.Random(seed)
        while not s.is_terminal():
            model = table(s)
            for choice in model.choices:
                kind = choice.action[0]
                seats = [step.seat for step in choice.steps if step.seat is not None]
                if kind in ("magician", "next"):
                    assert seats == [choice.action[1]], choice
                    assert NAMES[choice.action[1]] in choice.steps[0].label
                    named.add(kind)
                else:
                    assert seats == [], choice
            s.apply(rng.choice(s.legal_actions()))
    assert named == {"magician", "next"}


def test_courtesan_is_a_drag_of_a_card_onto_a_card_of_another_display():
    s = rig(hands={0: ["courtesan.blue", "spy.grey", "maid.grey", "fool.grey"]},
            displays={0: ["guard.red", "treasurer.red"], 1: ["spy.blue", "guard.blue"], 2: ["maid.green"],
                      3: ["treasurer.yellow"]})
    s.apply(("play", card(s, "courtesan.blue")))
    model = table(s)
    for ch in model.choices:
        (dragged,) = ch.drag_from
        assert dragged.startswith("c") and ch.drag_to.startswith("c")
    assert {c.action for c in model.choices} == set(s.legal_actions())
    guard_red = next(c for c in s.displays[0] if face(c) == "guard.red")
    spy_blue = next(c for c in s.displays[1] if face(c) == "spy.blue")
    view = GAME.view(s, 0)
    assert present.why_not(view, frozenset({f"c{guard_red}"}), f"c{spy_blue}") == (
        "That swap would show a character twice in one display.")
    assert present.why_not(view, frozenset({f"c{s.last_card}"}), f"c{spy_blue}") == (
        "The Courtesan just played cannot be swapped.")


def test_magician_picks_are_private_buttons_of_the_picking_seat():
    s = rig(hands={0: ["magician.blue", "spy.red", "maid.red", "guard.red", "fool.red", "courtesan.red"]}, plays=0)
    s.apply(("play", card(s, "magician.blue")))
    model = table(s)
    assert {c.labels[0] for c in model.choices} == {"Exchange with Bob", "Exchange with Cy", "Exchange with Dee"}
    s.apply(("magician", 1, 2))
    mine = table(s)  # Ann drags her two cards (or one, the prompt asks for the other) onto Bob's hand
    assert all(len(c.drag_from) == 2 and c.drag_to == "hand.1" and c.labels[0].startswith("Give ")
               for c in mine.choices)
    assert len(mine.choices) == 10 and not [c for c in mine.choices if c.button]  # no sidebar button for each
    assert table(s, 1).choices == [] and table(s, 2).choices == []
    s.apply(s.legal_actions()[0])
    assert "secretly" in table(s, 2).headline
    answer = table(s)  # Bob answers: Ann sits three seats on from him
    assert all(c.labels[0].startswith("Give ") and c.drag_to == "hand.3" for c in answer.choices)
    assert table(s, 0).choices == []
    s.apply(s.legal_actions()[0])
    private = table(s, 0).private
    assert private and private[0].startswith("You gave ") and table(s, 2).private == []


def test_treasurer_reveal_is_shown_to_all_and_logged():
    s = rig(hands={0: ["treasurer.blue", "spy.grey", "maid.red", "guard.green", "fool.grey", "courtesan.grey"]})
    s.apply(("play", card(s, "treasurer.blue")))
    model = table(s, 2)
    hand = next(z for z in model.zones if z.id == "hand.2")  # seat 0 seen from seat 2
    assert all(c.face is not None for c in hand.cards) and len(hand.cards) == 5
    assert model.log[-1].startswith("Ann shows their hand: ")
    assert "shown" in model.seats[0].icons  # the plate's eye (the sidebar's row has no room for the words)
    assert len(model.seats[0].badges) == 2


def test_silenced_fool_why_not_and_king_zone():
    s = rig(hands={0: ["fool.grey", "spy.grey", "maid.grey", "guard.grey", "courtesan.grey", "treasurer.grey"]},
            king_open=["fool"])
    model = table(s)
    king = next(z for z in model.zones if z.id == "king")
    assert [c.face for c in king.cards] == ["king.fool"] and king.label == "Silenced: Fool"
    fool = card(s, "fool.grey")
    assert "silenced" in present.why_not(GAME.view(s, 0), frozenset({f"c{fool}"}), "display.0")


def test_every_event_has_a_text():
    import random

    for seed in range(6):
        s = GAME.new_game(3 + seed % 3, seed, {"maid_discard": "face_up" if seed % 2 else "face_down"})
        rng = random.Random(seed)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        for seat in range(s.num_players):
            for event in GAME.view(s, seat)["log"]:
                text = present.describe_event(event, NAMES, seat)
                assert text and text != event["kind"]


def test_rules_help_states_the_chosen_clarifications():
    text = get_entry(GAME.id).rules_text()
    for phrase in ("face down", "not my own", "1st or 2nd card", "reshuffled", "shared", "Intrigues in the Dark"):
        assert phrase in text
    assert [o.key for o in GAME.option_specs(4)] == [
        "starter", "intrigues_in_the_dark", "courtesan_own_display", "maid_discard"]


def test_a_display_says_what_its_count_counts():
    """"2 of 6 characters" beside a display, not a bare "2 / 6"."""
    s = rig(hands={0: ["spy.grey", "fool.green", "maid.blue", "guard.yellow"]},
            displays={0: ["fool.red", "spy.red"], 1: ["spy.blue"]})
    zones = {z.id: z for z in table(s, 0).zones}
    assert zones["display.0"].badges == ["2 of 6 characters"]
    assert zones["display.1"].badges == ["1 of 6 characters"]
