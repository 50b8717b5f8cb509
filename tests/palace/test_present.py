"""The Palace presenter: zones, gestures, refusal reasons, texts, card faces, layouts."""

from __future__ import annotations

import random

import pytmx

from game import i18n
from game.catalog import get_entry
from game.games.palace.rules import GAME
from game.games.palace.rules.cards import JOKER
from game.games.palace.rules.state import MAX_TURNS
from scenes.table.layout import layout_path

from .scenario import position

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn"]
PRESENTER = get_entry(GAME.id).presenter()


def _table(state, seat=None):
    seat = state.current if seat is None else seat
    legal = state.legal_actions() if seat == state.current else []
    return PRESENTER.table(GAME.view(state, seat), legal, NAMES[: state.num_players])


def test_every_legal_action_has_a_gesture_and_plays_drop_on_the_pile():
    state = position([["9C", "9D", "KS"], ["4H"]], pile=["9S"])
    table = _table(state)
    assert {c.action for c in table.choices} == set(state.legal_actions())
    play = next(c for c in table.choices if c.action == ("play", "hand", ("9C", "9D")))
    assert play.drag_from == {"9C", "9D"} and play.drag_to == "pile"
    pickup = next(c for c in table.choices if c.action == ("pickup",))
    assert pickup.drag_from == {"9S"} and pickup.drag_to == "hand.0" and pickup.button == "Pick up the pile"
    ids = {z.id for z in table.zones}
    assert {"hand.0", "hand.1", "faceup.0", "faceup.1", "facedown.0", "facedown.1", "pile", "stock",
            "burned"} <= ids
    assert "pile" in {c.drag_to for c in table.choices}


def test_opponents_hidden_cards_show_face_down_with_positional_uids_known_ones_face_up():
    state = position([["5H"], ["9C", "KD"]], facedown=[["3C"], ["4C"]])
    state.known[1] = {"KD"}
    zones = {z.id: z for z in _table(state, 0).zones}
    assert [(c.uid, c.face) for c in zones["hand.1"].cards] == [("KD", "KD"), ("hand.1.0", None)]
    assert [(c.uid, c.face) for c in zones["facedown.0"].cards] == [("facedown.0.0", None)]


def test_each_opponents_hand_is_labelled_with_its_name_and_the_stock_with_its_count():
    state = GAME.new_game(4, seed=2)
    zones = {z.id: z for z in _table(state, 1).zones}
    assert [zones[f"hand.{rel}"].label for rel in range(4)] == ["", "Carla", "Dan", "Anna"]
    assert zones["hand.0"].owner == 1  # the viewer's own hand keeps the layout's "Your hand"
    assert zones["stock"].badges == [str(len(state.stock))]


def test_a_seats_hand_size_is_worded_once_in_its_badges_and_read_out_once():
    """The sidebar's "2 in hand" words the plate's count: the seat says so, so a voice reading the table does not
    add "2 cards in hand" to it."""
    from game.announce import Announcer

    state = position([["9C", "9D", "KS"], ["4H", "5H"]], pile=["9S"])
    table = _table(state)
    assert all(s.cards_in_badges and f"{s.cards} in hand" in s.badges for s in table.seats)
    said = Announcer(lambda text: None, str).table_text(table, 0, "hand.0")
    assert "Anna, to move: 3 in hand." in said and "Ben: 2 in hand" in said and "cards in hand" not in said


def test_swap_phase_drags_hand_onto_face_up_and_back():
    state = GAME.new_game(3, seed=4)
    table = _table(state)
    swap = next(a for a in state.legal_actions() if a[0] == "swap")
    gestures = {(c.drag_from, c.drag_to) for c in table.choices if c.action == swap}
    assert gestures == {(frozenset({swap[1]}), swap[2]), (frozenset({swap[2]}), swap[1])}
    assert any(c.button == "Ready" for c in table.choices)


def test_blind_play_drags_a_face_down_card_onto_the_pile():
    state = position([[], ["4H"]], facedown=[["JC", "3S"], ["3D"]], pile=["9S"])
    choices = _table(state).choices
    assert {(c.action, c.drag_to) for c in choices} == {(("blind", 0), "pile"), (("blind", 1), "pile")}
    assert next(c for c in choices if c.action == ("blind", 1)).drag_from == {"facedown.0.1"}


def test_why_not_gives_the_reason():
    view = GAME.view(position([["5H", "6H", "9D"], ["4H"]], faceup=[["AS"], []], pile=["9S"]), 0)
    assert PRESENTER.why_not(view, frozenset({"5H"}), "pile") == "A 5 cannot go on a 9."
    assert PRESENTER.why_not(view, frozenset({"5H", "6H"}), "pile") == "Cards played together must be of equal rank."
    assert PRESENTER.why_not(view, frozenset({"AS"}), "pile") == "While you hold hand cards you must play from your hand."
    assert PRESENTER.why_not(GAME.view(position([["4H"], ["5H"]], current=1), 0), frozenset({"4H"}), "pile") \
        == "It is not your turn."
    restricted = GAME.view(position([["10H"], ["4H"]], pile=["AS"], options={"restricted_ten": True}), 0)
    assert PRESENTER.why_not(restricted, frozenset({"10H"}), "pile") == "A 10 cannot go on a Jack, Queen, King or Ace."
    ace = GAME.view(position([["8H"], ["4H"]], pile=["AS"]), 0)
    assert PRESENTER.why_not(ace, frozenset({"8H"}), "pile") == "An 8 cannot go on an Ace."


def test_log_texts_for_plays_burns_and_pickups():
    state = position([["10H", "5C", "KD"], ["4H", "3C"]], pile=["KS"], pile_last=1)
    state.apply(("play", "hand", ("10H",)))
    state.apply(("play", "hand", ("5C",)))
    state.apply(("pickup",))
    assert _table(state, 1).log == ["Anna plays 10♥.", "The 10 burns the pile (2 cards); Anna goes again.",
                                    "Anna plays 5♣.", "You pick up the pile (1 card)."]
    assert _table(state, 0).log == ["You play 10♥.", "The 10 burns the pile (2 cards); you go again.",
                                    "You play 5♣.", "Ben picks up the pile (1 card)."]  # the viewer is "you"


def test_game_end_summary_names_the_loser():
    state = position([["AS"], ["4H"], ["KC"]], pile=["9S"])
    state.apply(("play", "hand", ("AS",)))
    state.apply(("pickup",))
    state.apply(("play", "hand", ("KC",)))
    summary = PRESENTER.round_summary(GAME.view(state, 0), NAMES[:3])
    assert summary[0] == "Ben is left holding cards and loses."
    assert summary[1:] == ["1. Anna · pile picked up: 0 · burned: 0", "2. Carla · pile picked up: 0 · burned: 0",
                           "3. Ben · cards left: 3 · pile picked up: 1 · burned: 0"]


def test_card_faces_have_ranks_suit_symbols_and_colours():
    cards = GAME.cards()
    assert len(cards) == 53 and cards[JOKER].title == "Joker"
    assert cards["QH"].symbol == "♥" and cards["QH"].colour[0] > cards["QH"].colour[2]
    assert cards["10S"].symbol == "♠" and cards["10S"].colour == (20, 20, 20) and cards["10S"].value == "10"
    assert {cards[f"A{s}"].symbol for s in "SHDC"} == set("♠♥♦♣")


def test_layouts_have_every_zone_of_every_player_count():
    for n in range(2, 7):
        state = GAME.new_game(n, seed=n)
        path = layout_path(PRESENTER.layout_file(n))
        names = {obj.name for obj in pytmx.TiledMap(str(path)).objects}
        assert {z.id for z in _table(state).zones} <= names


def test_rules_text_lists_the_variants():
    text = get_entry(GAME.id).rules_text()
    for title in ("Restricted 10", "7 goes down", "Invisible 8", "Stacking", "Back to the predecessor",
                  "More cards", "Play for the win", "Easier table cards", "Choose your face-up cards", "Jokers"):
        assert title in text


def test_tables_build_throughout_random_games():
    for seed in range(3):
        state = GAME.new_game(4, seed, {"choose_faceup": True, "stacking": True, "invisible": "3"})
        rng = random.Random(seed)
        while not state.is_terminal():
            table = _table(state)
            assert {c.action for c in table.choices} == set(state.legal_actions())
            state.apply(rng.choice(state.legal_actions()))


def test_a_queen_on_the_pile_is_a_dame_in_german_not_a_koenigin():
    from game import i18n

    state = position([["KS"], ["4H"]], pile=["QD"])
    i18n.set_language("de")
    try:
        badges = next(z for z in _table(state).zones if z.id == "pile").badges
    finally:
        i18n.set_language("en")
    assert any("Dame" in b for b in badges) and not any("Königin" in b for b in badges)


def test_game_end_summary_of_play_for_the_win_lists_the_others_by_cards_left():
    state = position([["AS"], ["4H", "5H"], ["KC", "KD", "3C"]], pile=["9S"], options={"play_to_win": True})
    state.apply(("play", "hand", ("AS",)))
    assert PRESENTER.round_summary(GAME.view(state, 0), NAMES[:3])[0] == "You win!"  # Anna reads it
    summary = PRESENTER.round_summary(GAME.view(state, 1), NAMES[:3])
    assert summary == ["Anna wins!", "1. Anna · pile picked up: 0 · burned: 0",
                       "2. Ben · cards left: 2 · pile picked up: 0 · burned: 0",
                       "3. Carla · cards left: 3 · pile picked up: 0 · burned: 0"]


def _capped_after_anna_went_out(**options):
    """Anna goes out, then the turn limit ends the game: returns [1.0, 0.5, 0.5] (issue 17, item 0)."""
    state = position([["AS"], ["4H", "5H"], ["KC", "KD", "3C"]], pile=["9S"], options=options)
    state.apply(("play", "hand", ("AS",)))
    state.turns = MAX_TURNS - 1
    state.apply(("pickup",))
    assert state.is_terminal() and state.returns() == [1.0, 0.5, 0.5]
    return state


def test_the_turn_limit_after_someone_went_out_is_a_draw_of_those_still_holding_cards():
    state = _capped_after_anna_went_out()
    for seat in range(3):
        table = _table(state, seat)
        assert table.headline == "The turn limit ends the game: a draw between Ben and Carla."
        assert not table.choices
    summary = PRESENTER.round_summary(GAME.view(state, 1), NAMES[:3])
    assert summary[0] == "The turn limit ends the game: a draw between Ben and Carla."
    assert summary[1].startswith("1. Anna") and len(summary) == 4
    assert PRESENTER.log_lines(GAME.view(state, 2), NAMES[:3])[-1] == "The game ends in a draw (turn limit)."


def test_every_kind_of_game_end_has_a_headline_and_a_summary():
    """Loser, winner, a draw of all, a draw of some: built from the actual result, never assumed."""
    ends = [_capped_after_anna_went_out()]
    state = position([["AS"], ["4H"], ["KC"]], pile=["9S"])
    state.apply(("play", "hand", ("AS",)))
    state.apply(("pickup",))
    state.apply(("play", "hand", ("KC",)))
    ends.append(state)
    state = position([["AS"], ["4H"]], pile=["9S"], options={"play_to_win": True})
    state.apply(("play", "hand", ("AS",)))
    ends.append(state)
    state = position([["AS", "3S"], ["4H"]], pile=["9S"])
    state.turns = MAX_TURNS - 1
    state.apply(("play", "hand", ("AS",)))
    ends.append(state)
    expected = ["The turn limit ends the game: a draw between Ben and Carla.", "Ben is left holding cards and loses.",
                "You win!", "Draw: the turn limit was reached."]  # seat 0 (Anna) looks
    for state, headline in zip(ends, expected, strict=True):
        names = NAMES[: state.num_players]
        assert _table(state, 0).headline == headline
        assert PRESENTER.round_summary(GAME.view(state, 0), names)[0] == headline


def test_picking_up_a_big_pile_is_confirmed_only_when_a_card_could_be_played_instead():
    big = ["3C", "4C", "5C", "6C", "8C", "9S"]
    table = _table(position([["9C", "KS"], ["4H"]], pile=big))
    pickup = next(c for c in table.choices if c.action == ("pickup",))
    assert pickup.confirm == "Pick up all 6 cards of the pile?"
    assert all(c.confirm == "" for c in table.choices if c.action[0] == "play")
    forced = _table(position([["4D"], ["4H"]], pile=big))  # nothing beats the 9: picking up is the only move
    assert [c.confirm for c in forced.choices] == [""]
    small = _table(position([["9C", "KS"], ["4H"]], pile=big[1:]))
    assert all(c.confirm == "" for c in small.choices)


def test_a_place_is_an_ordinal_in_each_language():
    """"1st out" (not "Out (1.)"): English counts places 1st, 2nd, 3rd, 11th; German 1.; Chinese 第 1 名."""
    assert [i18n.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
    state = position([["AS"], ["4H"], ["KC"]], pile=["9S"])
    state.apply(("play", "hand", ("AS",)))
    table = _table(state, 1)
    assert "1st out" in table.seats[0].badges
    assert table.log[-1] == "Anna is out of cards (1st out)."
    try:
        i18n.set_language("de")
        assert "als 1. draußen" in _table(state, 1).seats[0].badges
        i18n.set_language("zh-Hant")
        assert "第 1 名離場" in _table(state, 1).seats[0].badges
    finally:
        i18n.set_language("en")


def test_when_only_a_pick_up_is_left_the_status_line_says_so():
    """Not "drag a glowing card" when no card can be played: the status line says to pick up the pile."""
    from scenes.table.table_hints import status_text

    state = position([["4H"], ["KC"]], pile=["9S"])
    assert {a[0] for a in state.legal_actions()} == {"pickup"}
    model = _table(state, 0)
    assert status_text(model, True, False, "Anna", False) == "Your turn — nothing fits: pick up the pile"
    state = position([["KH"], ["KC"]], pile=["9S"])
    assert _table(state, 0).hint == ""  # a card to play: the usual words
