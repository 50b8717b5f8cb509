"""Evaluation part, step by step, and the final evaluation: straight from the rule text's examples."""

import pytest

from game.games.road_to_the_palace.rules.evaluation import evaluate_round, final_evaluation

from .scenario import event, make_player, position


def evaluated(players, **kw):
    s = position(players, **kw)
    evaluate_round(s)
    return s


def test_the_evaluation_is_a_sequence_of_public_events_one_per_step():
    s = evaluated([make_player(), make_player(), make_player()])
    kinds = [e.kind for e in s.log[-10:]]
    assert kinds == ["evaluation", "bribes_revealed", "king", "queen", "missions_first", "missions_third",
                     "purple", "neighbour_pay", "reorder", "round_end"]
    assert all(e.to is None for e in s.log[-10:])


# ------------------------------------------------------------------------------------------ bribes


def test_revealed_bribes_join_their_column_with_their_politicians():
    p = make_player(["yellow1", "red2"], bribes=("yellow", "blue"), politicians=(1, 0))
    s = evaluated([p, make_player(["black2"], bribes=("red", "blue"))])
    assert p.columns(1)[:1] == [("yellow", 3)]  # 1 card + bribe 1 + Politician 1, now leftmost
    assert s.players[1].columns(1) == [("black", 2), ("red", 1)]  # a new column starts on the right
    assert event(s, "bribes_revealed")["bribes"] == ["yellow", "red"]
    assert event(s, "bribes_revealed")["politicians"] == [1, 0]


def test_a_revealed_bribe_does_not_overtake_on_a_tie():
    p = make_player(["yellow2", "red1"], bribes=("red", "blue"))
    evaluated([p, make_player()])
    assert p.order == ["yellow", "red"]


def test_the_round_two_bribe_stays_hidden_until_the_second_evaluation():
    p = make_player(["yellow1"], bribes=("yellow", "blue"), revealed=1)
    assert p.columns(1) == [("yellow", 2)]
    evaluated([p, make_player(revealed=1)], round=2)
    assert p.columns(2) == [("yellow", 2), ("blue", 1)]


# ------------------------------------------------------------------------------------------ king


def kings(*totals):
    faces = {0: [], 2: ["black2"], 3: ["black3"], 4: ["black2", "black2"], 5: ["black2", "black3"]}
    return [make_player(faces[t]) for t in totals]


@pytest.mark.parametrize("totals, starter, new", [
    ((3, 5, 2), 0, 1),  # highest takes the pawn
    ((5, 2, 3), 0, 0),  # the start player keeps it when alone on top
    ((5, 5, 2), 0, 1),  # tie with the start player: the other tied player
    ((2, 5, 0, 5), 0, 1),  # tie: closest clockwise to the start player
    ((5, 0, 2, 5), 2, 3),
    ((5, 0, 5, 5), 2, 3),  # the start player is tied: closest clockwise other than the start player
    ((5, 0, 5, 2), 2, 0),
    ((0, 0, 0), 1, 2),  # nobody has a King: everyone ties
])
def test_the_highest_king_total_takes_the_start_pawn(totals, starter, new):
    s = evaluated(kings(*totals), starter=starter)
    assert event(s, "king") == {"totals": list(totals), "previous": starter, "starter": new}
    assert s.starter == new


def test_purple_discs_on_the_king_count():
    s = evaluated([make_player(["black2"], purple_on={"black": 2}), make_player(["black3"])])
    assert event(s, "king")["totals"] == [4, 3] and s.starter == 0


# ------------------------------------------------------------------------------------------ queen


def queens(*totals, influence=10):
    faces = {0: [], 2: ["pink2"], 3: ["pink3"], 4: ["pink2", "pink2"], 5: ["pink2", "pink3"]}
    return [make_player(faces[t], influence=influence) for t in totals]


@pytest.mark.parametrize("totals, delta, leftover", [
    ((0, 2, 5), [-3, 0, 3], 0),  # the lowest pays as many as there are players, the highest gets it
    ((0, 0, 4), [-3, -3, 6], 0),  # two payers: 6 for the single highest
    ((0, 4, 4), [-3, 1, 1], 1),  # two share 3: 1 each, 1 back to the bank
    ((0, 2, 2, 2), [-4, 1, 1, 1], 1),
    ((0, 0, 3, 3), [-4, -4, 4, 4], 0),
    ((2, 2), [0, 0], 0),  # all tied: everyone pays and gets back as much
])
def test_the_queen_pays_the_highest_from_the_lowest(totals, delta, leftover):
    s = evaluated(queens(*totals))
    args = event(s, "queen")
    assert args["totals"] == list(totals) and args["delta"] == delta and args["leftover"] == leftover
    assert [p.influence for p in s.players] == [10 + d for d in delta]


def test_a_player_short_of_chips_borrows_from_the_bank():
    s = evaluated(queens(0, 3, 2, influence=1))
    assert event(s, "queen")["borrowed"] == [2, 0, 0]
    assert [p.influence for p in s.players] == [-2, 4, 1]


# ------------------------------------------------------------------------------------------ missions


def test_discs_on_the_leftmost_column_score_three_and_on_the_third_one():
    p = make_player(["yellow2", "yellow1", "black2", "red1"], discs={"yellow": 2, "red": 1, "blue": 1})
    assert p.order == ["yellow", "black", "red"]
    s = evaluated([p, make_player(), make_player(discs={"red": 2})])
    first, third = event(s, "missions_first"), event(s, "missions_third")
    assert first["colours"] == ["yellow", "yellow", "yellow"] and first["delta"] == [6, 0, 0]  # bribes
    assert third["colours"] == ["red", None, None] and third["delta"] == [1, 0, 0]


def test_a_royal_leftmost_column_scores_no_discs():
    p = make_player(["black3", "yellow1"], discs={"yellow": 2})
    s = evaluated([p, make_player()])
    assert event(s, "missions_first")["delta"] == [0, 0]
    assert event(s, "neighbour_pay")["discs"] == [2, 0]


def test_remaining_discs_are_paid_to_the_player_on_the_right():
    p0 = make_player(["yellow2", "yellow1", "black2", "red1"], discs={"yellow": 2, "red": 1, "blue": 1})
    p2 = make_player(discs={"red": 2})  # no red column: the discs stay on the board card
    s = evaluated([p0, make_player(), p2])
    pay = event(s, "neighbour_pay")
    assert pay["discs"] == [1, 0, 2] and pay["right"] == [2, 0, 1]
    assert pay["delta"] == [-1, 2, -1]


def test_second_column_discs_cost_points_and_help_the_right_neighbour():
    p0 = make_player(["yellow2", "red1"], discs={"red": 3})
    s = evaluated([p0, make_player(), make_player(), make_player()])
    assert event(s, "neighbour_pay")["delta"] == [-3, 0, 0, 3]


def test_purple_discs_score_only_on_king_and_queen_and_all_return():
    p = make_player(["black2", "pink2", "yellow1"], purple_on={"black": 1, "pink": 1, "yellow": 1},
                    discs={"purple": 1})
    s = position([p, make_player()])
    stock = s.stock["purple"]
    evaluate_round(s)
    assert event(s, "purple")["delta"] == [2, 0] and event(s, "purple")["returned"] == [4, 0]
    assert s.stock["purple"] == stock + 4 and p.purple_on == {} and p.discs["purple"] == 0


def test_every_disc_returns_to_the_stock():
    p = make_player(["yellow2", "red1", "blue1"], discs={"yellow": 1, "red": 2, "blue": 3})
    s = position([p, make_player(discs={"blue": 1})])
    stock = dict(s.stock)
    evaluate_round(s)
    assert s.stock == {**stock, "yellow": stock["yellow"] + 1, "red": stock["red"] + 2, "blue": stock["blue"] + 4}
    assert all(sum(q.discs.values()) == 0 for q in s.players)


def test_a_purple_disc_moves_a_column_for_the_mission_evaluation_then_the_columns_re_order():
    p = make_player(["yellow1", "red2"], purple_on={"yellow": 2}, discs={"yellow": 2},
                    bribes=("blue", "red"))
    assert p.order == ["yellow", "red"]
    s = evaluated([p, make_player()])
    assert event(s, "missions_first")["delta"] == [6, 0]
    assert p.order == ["red", "yellow", "blue"] and event(s, "reorder")["columns"][0] == [
        ["red", 2], ["yellow", 1], ["blue", 1]]


def test_a_shrinking_column_does_not_drop_below_a_tie():
    p = make_player(["yellow1", "red1"], purple_on={"yellow": 1}, bribes=("blue", "red"))
    assert p.order == ["yellow", "red"]
    evaluated([p, make_player()])
    assert p.order == ["yellow", "red", "blue"]


# ------------------------------------------------------------------------------------------ rounds


def test_with_four_players_the_set_aside_purple_disc_joins_after_round_one():
    s = position([make_player() for _ in range(4)])
    assert s.set_aside == 1
    purple = s.stock["purple"]
    evaluate_round(s)
    assert s.set_aside == 0 and s.stock["purple"] == purple + 1
    assert [e.kind for e in s.log[-2:]] == ["set_aside_added", "round_end"]


def test_final_evaluation_adds_the_king_impression():
    s = position([make_player(["black3", "black2"], influence=5), make_player(["pink2"], influence=9)], round=2)
    final_evaluation(s)
    assert event(s, "final_king")["delta"] == [5, 0]
    assert [p.influence for p in s.players] == [10, 9]
    assert event(s, "game_end")["winner"] == 0


@pytest.mark.parametrize("influence, starter, winner", [
    ((12, 12, 10), 1, 1),  # the start player is closest to himself
    ((12, 12, 10), 2, 0),
    ((12, 10, 12), 0, 0),
    ((12, 10, 12), 1, 2),
    ((9, 14, 14), 0, 1),
])
def test_a_final_tie_goes_to_the_player_closest_to_the_start_player(influence, starter, winner):
    s = position([make_player(influence=i) for i in influence], starter=starter, round=2)
    final_evaluation(s)
    s.phase = "over"
    assert event(s, "game_end")["winner"] == winner
    assert s.returns() == [1.0 if seat == winner else 0.0 for seat in range(3)]
