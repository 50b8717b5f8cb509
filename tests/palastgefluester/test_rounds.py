"""Round ends (intrigue, full display), scoring, the next round, game end and its ties, Intrigues in the Dark."""

from game.catalog import get_entry
from game.games.palastgefluester.rules import GAME
from tests.palastgefluester.rig import card, kinds, rig


def test_intrigue_gives_everyone_else_a_point_and_skips_the_action():
    s = rig(hands={1: ["spy.green", "maid.grey", "fool.grey", "guard.grey"]},
            displays={1: ["spy.blue", "treasurer.blue"]}, turn=1)
    kings = len(s.king_deck)
    s.apply(("play", card(s, "spy.green")))
    end = next(e for e in s.log if e.kind == "round_end")
    assert end.args["reason"] == "intrigue" and end.args["ender"] == 1
    assert s.points == [1, 0, 1, 1] and len(s.king_deck) == kings  # the Spy revealed nothing
    assert kinds(s)[-1] == "round_end"


def test_full_display_scores_only_its_player_and_skips_the_action():
    s = rig(hands={2: ["spy.green"]},
            displays={2: ["treasurer.green", "magician.green", "maid.green", "courtesan.green", "guard.green"]}, turn=2)
    s.apply(("play", card(s, "spy.green")))
    end = next(e for e in s.log if e.kind == "round_end")
    assert end.args["reason"] == "full_display" and s.points == [0, 0, 1, 0]
    assert s.king_open == []


def test_next_round_regathers_all_cards_deals_six_and_starts_with_the_ender():
    s = rig(hands={2: ["spy.green"]},
            displays={2: ["treasurer.green", "magician.green", "maid.green", "courtesan.green", "guard.green"]},
            turn=2, options={"starter": 0})
    s.apply(("play", card(s, "spy.green")))
    assert s.round == 2 and s.plays == 0 and s.current_player() == 2
    assert [len(h) for h in s.hands] == [6] * 4 and all(d == [] for d in s.displays)
    assert len(s.deck) == 42 - 24 and s.discard == []
    assert GAME.view(s, 0)["why"]["kind"] == "round_start"


def near_end(points, displays, intrigue_seat, options=None):
    s = rig(hands={intrigue_seat: ["spy.grey", "maid.grey", "fool.grey"]},
            displays=displays, turn=intrigue_seat, options=options)
    s.points = list(points)
    return s


def test_game_ends_at_target_and_ties_go_to_the_larger_display():
    # 4 players play to 5; seats 0 and 2 reach 5 together by seat 1's intrigue; seat 2 shows more cards
    s = near_end([4, 3, 4, 1], {0: ["maid.red"], 1: ["spy.blue", "guard.blue", "treasurer.blue"],
                                2: ["maid.green", "guard.green"], 3: []}, 1)
    s.apply(("play", card(s, "spy.grey")))
    assert s.is_terminal() and s.points == [5, 3, 5, 2]
    assert s.returns() == [0.0, 0.0, 1.0, 0.0] and s.winners() == [2]
    assert s.log[-1].kind == "game_end" and s.log[-1].args["winners"] == [2]
    assert s.legal_actions() == []


def test_game_end_tie_on_points_and_display_is_a_shared_win():
    s = near_end([4, 3, 4, 1], {0: ["maid.red"], 1: ["spy.blue", "guard.blue", "treasurer.blue"],
                                2: ["maid.green"], 3: []}, 1)
    s.apply(("play", card(s, "spy.grey")))
    assert s.returns() == [0.5, 0.0, 0.5, 0.0]
    summary = get_entry(GAME.id).presenter().round_summary(GAME.view(s, 0), ["A", "B", "C", "D"])
    assert summary[-1] == "A and C share the win (tied on points and display size)."


def test_intrigues_in_the_dark_records_rounds_and_breaks_ties_by_their_sum():
    displays = {0: ["maid.red"], 1: ["spy.blue", "guard.blue", "treasurer.blue"], 2: ["maid.green", "guard.green"],
                3: []}
    s = near_end([4, 3, 4, 1], displays, 1, {"intrigues_in_the_dark": True})
    s.records = [[3, 0, 0, 2], [2, 5, 2, 0]]  # earlier rounds: seat 0 has 5, seat 2 has 2
    s.apply(("play", card(s, "spy.grey")))
    assert s.records[-1] == [1, 0, 2, 0]  # the intriguer records 0, not their 4 cards
    assert s.returns() == [1.0, 0.0, 0.0, 0.0]  # 6 beats 4 although seat 2's display is larger
    view = GAME.view(s, 3)
    assert view["records"] == s.records
    summary = get_entry(GAME.id).presenter().round_summary(view, ["A", "B", "C", "D"])
    assert any("record 1 (total 6)" in line for line in summary)
    assert summary[-1] == "A wins the game (tie on points broken by recorded totals)."


def test_the_round_end_names_the_character_shown_twice():
    """The table is held as it was before the intrigue's card was played: the words say which character it was."""
    s = rig(hands={1: ["spy.green", "maid.grey", "fool.grey", "guard.grey"]},
            displays={1: ["spy.blue", "treasurer.blue"]}, turn=1)
    s.apply(("play", card(s, "spy.green")))
    present = get_entry(GAME.id).presenter()
    names = ["A", "B", "C", "D"]
    assert present.round_summary(GAME.view(s, 0), names)[0] == (
        "Round 1: B shows a character twice (Spy): intrigue! Everyone else gains a point.")
    assert present.round_table(GAME.view(s, 1), names).title == (
        "Round 1: You show a character twice (Spy): intrigue! Everyone else gains a point.")
    assert present.describe_event(GAME.view(s, 2)["log"][-1], names, 2) == (
        "Round 1: B shows a character twice (Spy): intrigue! Everyone else gains a point.")


def test_round_summary_only_right_after_a_round_end():
    s = rig(hands={2: ["spy.green"]},
            displays={2: ["treasurer.green", "magician.green", "maid.green", "courtesan.green", "guard.green"]}, turn=2)
    present = get_entry(GAME.id).presenter()
    names = ["A", "B", "C", "D"]
    assert present.round_summary(GAME.view(s, 0), names) is None
    s.apply(("play", card(s, "spy.green")))
    lines = present.round_summary(GAME.view(s, 0), names)
    assert lines[0] == "Round 1: C completes a display of six characters and gains a point."
    s.apply(s.legal_actions()[0])
    assert present.round_summary(GAME.view(s, 0), names) is None


def test_win_points_by_player_count():
    assert [GAME.new_game(n, 1).target for n in (3, 4, 5)] == [6, 5, 4]
