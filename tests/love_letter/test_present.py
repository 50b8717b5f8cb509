"""The presenter: zones, choices with steps, why-not reasons, event texts, round summaries, card specs."""

from game.catalog import get_entry
from game.games.love_letter.rules import GAME
from game.games.love_letter.rules.cards import KINDS

from .rig import rig

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
P = get_entry(GAME.id).presenter()


def test_table_zones_and_guard_choices_with_steps():
    s = rig([["guard", "priest"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    tm = P.table(GAME.view(s, 0), s.legal_actions(), NAMES[:3])
    ids = {z.id for z in tm.zones}
    assert {"hand.0", "hand.1", "hand.2", "discard.0", "discard.2", "deck", "removed", "play"} <= ids
    assert "setaside" not in ids
    guard_uid = next(c.uid for z in tm.zones if z.id == "hand.0" for c in z.cards if c.face == "guard")
    choice = next(c for c in tm.choices if c.action == ("play", "guard", 1, 2))
    assert choice.drag_from == frozenset({guard_uid}) and choice.drag_to == "play"
    assert choice.labels == ("Target: Bob", "Guess: Priest (2)")
    assert choice.steps[-1].note == "1 unseen"  # the other Priest is not in sight
    opponent = next(z for z in tm.zones if z.id == "hand.1")
    assert [c.face for c in opponent.cards] == [None] and opponent.cards[0].uid == "hand.1.0"
    assert tm.headline == "Round 1: Your turn."


def test_relative_seats_and_badges():
    s = rig([["handmaid", "guard"], ["baron"], ["king"]], ["prince"], removed="priest")
    s.apply(("play", "handmaid"))
    tm = P.table(GAME.view(s, 2), [], NAMES[:3])
    hand0 = next(z for z in tm.zones if z.id == "hand.0")
    assert hand0.owner == 2
    assert next(z for z in tm.zones if z.id == "hand.1").owner == 0
    assert "Protected" in tm.seats[0].badges and tm.seats[1].is_current
    assert tm.seats[0].badges[0] == "0 tokens of 5"


def test_knocked_out_badge_names_who():
    s = rig([["guard", "priest"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    s.apply(("play", "guard", 1, 3))
    tm = P.table(GAME.view(s, 2), s.legal_actions(), NAMES[:3])
    assert "Knocked out by Ann" in tm.seats[1].badges


def test_why_not_countess_and_others():
    s = rig([["countess", "king"], ["guard"], ["baron"]], ["prince"], removed="handmaid")
    v = GAME.view(s, 0)
    king = next(f"c{c}" for c in s.hands[0] if KINDS[s.kind_of[c]].face == "king")
    assert P.why_not(v, frozenset({king}), "play") == "You must play the Countess while you hold the King or a Prince."
    assert P.why_not(GAME.view(s, 1), frozenset({king}), "play") == "It is not your turn."
    assert "hand" in P.why_not(v, frozenset({"hand.1.0"}), "play")


def test_peek_text_only_for_the_peeker():
    s = rig([["priest", "guard"], ["baron"], ["king"]], ["prince"], removed="handmaid")
    s.apply(("play", "priest", 1))
    v0 = GAME.view(s, 0)
    texts = [P.describe_event(e, NAMES, 0) for e in v0["log"]]
    assert "You saw that Bob holds the Baron." in texts
    assert "Ann played the Priest on Bob." in [P.describe_event(e, NAMES, 2) for e in GAME.view(s, 2)["log"]]
    assert all("Baron" not in P.describe_event(e, NAMES, 2) for e in GAME.view(s, 2)["log"])
    assert "You saw that Bob holds the Baron." in P.table(v0, [], NAMES[:3]).private


def test_round_summary_after_a_round_end():
    s = rig([["guard", "king"], ["prince"], ["priest"]], [], removed="handmaid", rest="discard")
    assert P.round_summary(GAME.view(s, 0), NAMES) is None
    s.apply(("play", "guard", 1, 8))
    lines = P.round_summary(GAME.view(s, 1), NAMES)
    assert lines[0] == "Round 1: Ann won with the highest card (King, 6)."
    assert "Bob: Prince, value 5; discards sum 0" in lines
    assert lines[-1].startswith("Tokens: Ann 1, Bob 0, Cid 0")


def test_cards_have_distinct_colours_symbols_and_text():
    cards = GAME.cards()
    assert len(cards) == len(KINDS)
    assert len({c.colour for c in cards.values()}) == len(cards)
    assert len({c.symbol for c in cards.values()}) == len(cards)
    assert all(c.text and c.title for c in cards.values())
    assert "Countess" in get_entry(GAME.id).rules_text()


def test_every_legal_action_gets_a_choice_in_random_games():
    for n, deck in ((2, "classic"), (6, "premium")):
        s = GAME.new_game(n, 4, {"deck": deck})
        while not s.is_terminal():
            seat = s.current_player()
            legal = s.legal_actions()
            tm = P.table(GAME.view(s, seat), legal, NAMES)
            assert list(dict.fromkeys(c.action for c in tm.choices)) == legal
            gestures = {(c.drag_from, c.drag_to, c.button, c.steps) for c in tm.choices}
            assert len(gestures) == len(tm.choices)  # every action distinguishable
            for e in GAME.view(s, seat)["log"]:
                assert P.describe_event(e, NAMES, seat) != e["kind"]
            s.apply(legal[0])


def test_a_play_that_certainly_knocks_you_out_is_flagged_and_a_target_step_names_its_seat():
    from game import catalog
    from game.session import SeatConfig, Session

    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random")]
    session = Session(catalog.get_game("love-letter"), seats, 78)  # Ana starts with the Prince and the Princess
    presenter = catalog.get_entry("love-letter").presenter()
    table = presenter.table(session.view(0), session.legal_actions(), ["Ana", "Ben"])
    confirm = {c.action: c.confirm for c in table.choices}
    assert "Princess" in confirm[("play", "princess")] and "Princess" in confirm[("play", "prince", 0)]
    assert confirm[("play", "prince", 1)] == ""
    on_ben = next(c for c in table.choices if c.action == ("play", "prince", 1))
    assert on_ben.steps[0].seat == 1


def test_a_trade_is_told_with_the_card_each_side_gave_and_got():
    """Regression: the log said the King's player gave the card they got ("you gave the Princess and got the
    Guard" when they now held the Princess), and so did the Cardinal's two; "Speak the game" read it out."""
    s = rig([["king", "guard"], ["princess"], ["priest"]], ["baron"], removed="handmaid")
    s.apply(("play", "king", 1))
    trade = next(e for e in GAME.view(s, 0)["log"] if e["kind"] == "king_trade")
    assert P.describe_event(trade, NAMES[:3], 0) == \
        "You traded hands with Bob: you gave the Guard and got the Princess."
    assert P.describe_event(trade, NAMES[:3], 1) == \
        "You traded hands with Ann: you gave the Princess and got the Guard."
    s = rig([["cardinal", "guard"], ["princess"], ["baron"]], ["prince"], edition="premium", removed="count")
    s.apply(("play", "cardinal", 1, 2, 2))
    trade = next(e for e in GAME.view(s, 1)["log"] if e["kind"] == "cardinal_trade")
    assert P.describe_event(trade, NAMES[:3], 1) == \
        "You traded hands with Cid: you gave the Princess and got the Baron."
    trade = next(e for e in GAME.view(s, 2)["log"] if e["kind"] == "cardinal_trade")
    assert P.describe_event(trade, NAMES[:3], 2) == \
        "You traded hands with Bob: you gave the Baron and got the Princess."
