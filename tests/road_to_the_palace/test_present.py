"""The presenter: zones that exist in the layouts, one choice per legal action, texts for every event."""

import random
import xml.etree.ElementTree as ET

import pytest

from game import i18n
from game.catalog import get_entry
from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import CARDS
from scenes.table.layout import layout_path

PRESENTER = get_entry(GAME.id).presenter()


def layout_zones(n: int) -> set[str]:
    root = ET.parse(layout_path(PRESENTER.layout_file(n))).getroot()
    zones = next(group for group in root.iter("objectgroup") if group.get("name") == "zones")
    return {obj.get("name") for obj in zones.iter("object")}


def names(n):
    return [f"P{i}" for i in range(n)]


def games(n: int, seed: int):
    """Every position of one random game, as (state, acting seat)."""
    s = GAME.new_game(n, seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        yield s
        s.apply(rng.choice(s.legal_actions()))
    yield s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_zone_is_in_the_layout_and_every_face_has_a_card_spec(n):
    zones, specs = layout_zones(n), GAME.cards()
    for s in games(n, n):
        for seat in range(n):
            legal = s.legal_actions() if seat == s.current_player() else []
            table = PRESENTER.table(GAME.view(s, seat), legal, names(n))
            for zone in table.zones:
                assert zone.id in zones
                assert all(c.face is None or c.face in specs for c in zone.cards)
            uids = [c.uid for z in table.zones for c in z.cards]
            assert len(uids) == len(set(uids))
            # every legal action offered, in order; a bribe pair once per order of its two drops, the starting
            # discs once per order of their three
            assert list(dict.fromkeys(c.action for c in table.choices)) == legal
            assert len(table.choices) == len(legal) * ({"bribe": 2, "start": 6}.get(s.phase, 1) if legal else 1)
            for choice in table.choices:
                assert choice.drag_from and choice.drag_from <= set(uids)
                assert choice.drag_to in zones or choice.drag_to in uids


def test_cards_cover_every_character_bribe_and_disc():
    specs = GAME.cards()
    assert {f.face for f in CARDS} <= set(specs)
    assert {"bribe.yellow", "bribe.red", "bribe.blue", "disc.yellow", "disc.red", "disc.blue",
            "disc.purple"} <= set(specs)
    assert specs["black3"].title == "King" and specs["black3"].value == "3"


def test_taking_is_a_drag_of_the_leftmost_card_onto_the_own_columns():
    s = GAME.new_game(3, 1)
    for _ in range(3):
        s.apply(("bribes", "yellow", "red"))
    s.apply(("start", "yellow", "red", "blue"))
    table = PRESENTER.table(GAME.view(s, 0), s.legal_actions(), names(3))
    take = [c for c in table.choices if c.action == ("take", 1)][0]
    assert take.drag_from == {f"c{s.grid[1][0]}"} and take.drag_to == "columns.0"
    assert {c.drag_to for c in table.choices} == {"columns.0"}
    cell = next(z for z in table.zones if z.id == "grid.r1c0")
    (leftmost,) = cell.cards  # the disc lies on the card as a token: the card stays whole and draggable
    assert leftmost.selectable and leftmost.token == "disc.red"


def test_the_bribe_choice_is_offered_to_the_picking_seat_only():
    """Two of the three bribe cards dragged into the slots "Round 1" and "Round 2", in either order: the second
    drop is a step with a drag of its own (the table holds the first card in its slot meanwhile)."""
    s = GAME.new_game(3, 1, {"starter": 1})
    mine = PRESENTER.table(GAME.view(s, 1), s.legal_actions(), names(3))
    assert len(mine.choices) == 12
    assert {c.drag_to for c in mine.choices} == {"bribe1.0", "bribe2.0"}
    first = [c for c in mine.choices if c.drag_from == {"bribe.1.blue"} and c.drag_to == "bribe1.0"]
    assert sorted(c.labels for c in first) == [("Round 2: Noble",), ("Round 2: Soldier",)]
    assert {(c.steps[0].drag_to, *sorted(c.steps[0].drag_from or ())) for c in first} == {
        ("bribe2.0", "bribe.1.red"), ("bribe2.0", "bribe.1.yellow")}
    later = [c for c in mine.choices if c.drag_from == {"bribe.1.blue"} and c.drag_to == "bribe2.0"]
    assert {c.action for c in later} == {("bribes", "red", "blue"), ("bribes", "yellow", "blue")}
    assert all(c.steps[0].drag_to == "bribe1.0" for c in later)
    hand = next(z for z in mine.zones if z.id == "bribes.0")
    assert [c.face for c in hand.cards] == ["bribe.yellow", "bribe.red", "bribe.blue"]
    s.apply(("bribes", "blue", "red"))
    other = PRESENTER.table(GAME.view(s, 0), [], names(3))
    slots = [next(z for z in other.zones if z.id == f"bribe{r}.1") for r in (1, 2)]  # seat 1 seen from seat 0
    assert [[c.face for c in z.cards] for z in slots] == [[None], [None]]
    assert [z.label for z in slots] == ["Round 1", "Round 2"]
    block = next(z for z in other.zones if z.id == "seat.1")
    assert block.owner == 1 and all(z.owner == 1 and not z.badges
                                    for z in other.zones if z.id != block.id and z.id.endswith(".1"))
    own = PRESENTER.table(GAME.view(s, 1), [], names(3)).zones
    assert [[c.face for c in z.cards] for z in own if z.id in ("bribe1.0", "bribe2.0")] == [["bribe.blue"], ["bribe.red"]]
    assert "bribes.0" not in {z.id for z in own}  # the three cards are gone once two lie in the slots


def test_starting_discs_are_three_drags_onto_the_rows_in_any_order():
    """Each row's disc is dragged from the stock onto its leftmost card, the rows in any order: every start
    offers a first drag onto each row, and its other two discs as drags still to come (no prompt)."""
    s = GAME.new_game(2, 1)
    s.apply(("bribes", "yellow", "red"))
    s.apply(("bribes", "yellow", "red"))
    table = PRESENTER.table(GAME.view(s, s.current), s.legal_actions(), names(2))
    leftmost = {row: f"grid.r{row}c0" for row in range(3)}
    assert len(table.choices) == 6 * 6
    for action in s.legal_actions():
        choices = [c for c in table.choices if c.action == action]
        colour_of = {leftmost[row]: f"stock.{colour}" for row, colour in enumerate(action[1:])}
        orders = {(c.drag_to, *(step.drag_to for step in c.steps)) for c in choices}
        assert len(orders) == 6 and all(sorted(order) == sorted(leftmost.values()) for order in orders)
        for c in choices:
            assert c.drag_from == {colour_of[c.drag_to]}
            assert all(step.drag_from == {colour_of[step.drag_to]} for step in c.steps)


def test_influence_badge_for_the_viewer_only_and_the_start_pawn():
    s = GAME.new_game(3, 2, {"starter": 2})
    seats = PRESENTER.table(GAME.view(s, 0), [], names(3)).seats
    assert any("influence" in b for b in seats[0].badges)
    assert not any("influence" in b for b in seats[1].badges + seats[2].badges)
    assert "Starts" in seats[2].badges


def test_every_event_has_a_text_and_evaluations_have_a_summary():
    for n in (2, 3, 4):
        s = None
        for s in games(n, 10 + n):
            view = GAME.view(s, 0)
            summary = PRESENTER.round_summary(view, names(n))
            last = view["log"][-1]["kind"]
            assert (summary is not None) == (last in ("round_end", "game_end"))
        assert s is not None
        view = GAME.view(s, 0)
        for e in view["log"]:
            assert PRESENTER.describe_event(e, names(n), 0) != e["kind"]
        lines = PRESENTER.round_summary(view, names(n))
        assert lines and all(any(line.startswith(f"P{seat}: ") for line in lines) for seat in range(n))
        assert "wins" in PRESENTER.table(view, [], names(n)).headline


def test_why_not_explains_a_non_leftmost_card():
    s = GAME.new_game(3, 1)
    for _ in range(3):
        s.apply(("bribes", "yellow", "red"))
    s.apply(("start", "yellow", "red", "blue"))
    view = GAME.view(s, 0)
    assert "leftmost" in PRESENTER.why_not(view, frozenset({f"c{s.grid[0][2]}"}), "columns.0")
    assert "not your turn" in PRESENTER.why_not(GAME.view(s, 1), frozenset({f"c{s.grid[0][0]}"}), "columns.0")


def test_the_rules_help_states_the_chosen_clarifications():
    text = get_entry(GAME.id).rules_text()
    assert "7/7/7/3 = 24" in text  # 3 players: two discs of each colour removed
    assert "Influence is secret" in text
    assert "borrows from the bank" in text


def test_each_player_has_one_block_named_for_them_holding_unnamed_slots_discs_and_columns():
    """Issue 33: "Ben's bribes", "Ben · 1" and "Ben" were three boxes (and "Bribes"/"Discs · 0" in the layout);
    now a seat's block comes first (its plate names it), and what lies in it has no name of its own (it is the
    seat's: its owner, for the keys' areas and the voice's read-outs)."""
    for s in games(3, 5):
        if any(sum(p.discs.values()) > 1 for p in s.players) and s.players[1].cards:
            break
    model = PRESENTER.table(GAME.view(s, 0), [], names(3))
    zones = {z.id: z for z in model.zones}
    blocks = [z.id for z in model.zones if z.owner is not None and z.id.startswith("seat.")]
    assert blocks == ["seat.0", "seat.1", "seat.2"]  # (first of its seat's zones: the plate's, scenes.table.seat_plates)
    assert all(next(z for z in model.zones if z.owner == seat).id == f"seat.{seat}" for seat in range(3))
    assert [zones[f"seat.{rel}"].label for rel in range(3)] == ["Your cards", "P1", "P2"]
    assert zones["seat.1"].badges  # the column totals, "King 3" (the seat list's words)
    for rel in range(3):
        for kind in ("bribe1", "bribe2", "board", "columns"):
            assert zones[f"{kind}.{rel}"].owner == rel and not zones[f"{kind}.{rel}"].badges  # the seat's, unnamed
        assert not zones[f"board.{rel}"].label and not zones[f"columns.{rel}"].label
        discs = s.players[rel].discs
        assert [(c.face, c.caption) for c in zones[f"board.{rel}"].cards] == [
            (f"disc.{c}", f"×{k}") for c, k in discs.items() if k]
    layout = ET.parse(layout_path(PRESENTER.layout_file(3))).getroot()
    labels = {p.get("value") for p in layout.iter("property") if p.get("name") == "label"}
    assert labels == {"Deck", "Disc stock"}
    frames = {o.get("name"): {p.get("value") for p in o.iter("property") if p.get("name") == "frame"}
              for o in layout.iter("object")}
    for name, frame in frames.items():  # inside a block only the slots have a frame of their own
        assert frame == ({"false"} if name.split(".")[0] in ("bribes", "board", "columns") else set()), name


def test_the_stock_names_the_mission_of_every_disc_colour_once_as_the_tables_legend():
    s = next(s for s in games(3, 4) if 0 in s.stock.values())  # a colour used up is still named
    stock = next(z for z in PRESENTER.table(GAME.view(s, 0), [], names(3)).zones if z.id == "stock")
    assert [c.caption for c in stock.cards] == [f"{mission}\n×{s.stock[c]}" for c, mission in (
        ("yellow", "Financial"), ("red", "Military"), ("blue", "Politics"), ("purple", "Sneaking"))]
    layouts = [ET.parse(layout_path(PRESENTER.layout_file(n))).getroot() for n in (2, 3, 4)]
    assert all(sum(o.get("name") == "stock" for o in root.iter("object")) == 1 for root in layouts)


def test_card_columns_are_groups_left_to_right_with_the_total_under_the_foot_of_each():
    for s in games(2, 3):
        if len(s.players[0].cards) >= 4:
            break
    view = GAME.view(s, 0)
    zone = next(z for z in PRESENTER.table(view, [], names(2)).zones if z.id == "columns.0")
    assert zone.arrange == "columns"
    groups = [c.group for c in zone.cards]
    assert groups == sorted(groups) and set(groups) == set(range(len(view["players"][0]["columns"])))
    for column, (_, total) in enumerate(view["players"][0]["columns"]):
        cards = [c for c in zone.cards if c.group == column]
        assert cards[-1].caption.startswith(f"Impression {total}")  # labelled (it said "= 4")
        assert not any(c.caption for c in cards[:-1] if "bribe" not in c.uid)
    other = next(z for z in PRESENTER.table(GAME.view(s, 1), [], names(2)).zones if z.id == "columns.1")
    assert other.cards[-1].caption.startswith("Impr.\n")  # another's narrower columns: the short form, two lines


def finished_game(n: int, seed: int):
    *_, s = games(n, seed)
    assert s.is_terminal()
    return s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_end_of_the_last_round_names_no_next_round_and_the_log_begins_no_round_3(n):
    """It said "Round 2 is over. Cleo starts the next round." and the log put "Round 3" over the final evaluation."""
    view = GAME.view(finished_game(n, 20 + n), 0)
    model = PRESENTER.table(view, [], names(n))
    ends = [e for e in view["log"] if e["kind"] == "round_end"]
    assert [e["args"]["round"] for e in ends] == [1, 2]
    assert "next round" in PRESENTER.describe_event(ends[0], names(n), 0)
    assert PRESENTER.describe_event(ends[1], names(n), 0) == "Round 2, the last, is over: the final evaluation follows."
    assert sorted(model.log_rounds.values()) == [1, 2]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_final_summary_ends_with_the_final_evaluation_not_with_the_end_of_round_2(n):
    """The game's last screen listed "Round 2, the last, is over: the final evaluation follows." as if the game
    went on: at the game's end the summary and its table go from the evaluation to the final King and the winner."""
    view = GAME.view(finished_game(n, 20 + n), 0)
    table = PRESENTER.round_table(view, names(n))
    lines = PRESENTER.round_summary(view, names(n))
    assert table is not None and lines is not None
    over = [PRESENTER.describe_event(e, names(n), 0) for e in view["log"] if e["kind"] == "round_end"]
    assert not set(over) & {table.title, *table.notes, *lines}
    assert table.notes[-1].startswith("Final evaluation, King impression")
    assert "win" in table.title


def test_the_viewer_pays_left_over_discs_in_the_second_person():
    """"you pays 5 to Ben": the viewer's part of the left-over discs' line now reads "you pay 5 to Ben"."""
    event = {"kind": "neighbour_pay", "to": None, "args": {"discs": [5, 0, 2], "right": [1, 2, 0]}}
    text = PRESENTER.describe_event(event, names(3), 0)
    assert text == "Left-over mission discs: you pay 5 to P1, P2 pays 2 to you."
    i18n.set_language("de")
    try:  # "an du": the viewer as the one paid is "dich"
        assert PRESENTER.describe_event(event, names(3), 0) == \
            "Übrige Missionsscheiben: du zahlst 5 an P1, P2 zahlt 2 an dich."
    finally:
        i18n.set_language("en")


def test_the_sidebar_badges_leave_out_what_the_table_shows():
    """The discs are counted on each seat's Discs zone; at the end nobody starts a next round."""
    s = finished_game(4, 3)
    seats = PRESENTER.table(GAME.view(s, 0), [], names(4)).seats
    assert not any("disc" in b or b == "Starts" for seat in seats for b in seat.badges)


def test_german_takes_from_the_row_in_the_dative():
    """"aus der obere Reihe": the row after "aus der" is declined ("oberen", "mittleren", "unteren")."""
    i18n.set_language("de")
    try:
        for row, word in enumerate(("oberen", "mittleren", "unteren")):
            for disc in ("yellow", None):
                event = {"kind": "take", "to": None, "args": {"seat": 1, "card": 0, "row": row, "disc": disc}}
                assert f"aus der {word} Reihe." in PRESENTER.describe_event(event, names(2), 0)
    finally:
        i18n.set_language("en")


def test_the_card_a_disc_was_just_placed_on_stands_out():
    """A disc placed by a bot moves no card: nothing on the table showed the move. The card it lies on is marked
    "new" until the next move."""
    for s in games(3, 5):
        view = GAME.view(s, 0)
        if view["log"] and view["log"][-1]["kind"] == "place" and s.current_player() != 0:
            args = view["log"][-1]["args"]
            zones = {z.id: z for z in PRESENTER.table(view, [], names(3)).zones}
            (card,) = zones[f"grid.r{args['row']}c{args['col']}"].cards
            assert card.highlight == "new" and card.token == f"disc.{args['disc']}"
            others = [c for z in zones.values() if z.id.startswith("grid.") for c in z.cards if c is not card]
            assert not any(c.highlight == "new" for c in others)
            return
    raise AssertionError("no disc placed")


def test_the_status_line_names_a_disc_when_a_disc_is_to_be_dragged():
    """"Your turn — drag a glowing card" while the stock's discs glow: the hint says disc then."""
    phases = {}
    for s in games(2, 4):
        view = GAME.view(s, s.current_player()) if not s.is_terminal() else None
        if view is not None:
            phases.setdefault(view["phase"], PRESENTER.table(view, s.legal_actions(), names(2)).hint)
    assert phases["start"] == phases["place"] == "drag a glowing disc"
    assert phases["take"] == phases["bribe"] == ""  # the table's own: "drag a glowing card"


def test_a_purple_disc_on_a_column_lies_on_its_foot_card_as_a_token_and_totals_are_explained():
    """A purple disc in a column was a card-sized disc over the card, hiding its title: it is a token on the
    column's foot card. A column's total is labelled ("Impression 4", it was "= 4"); the blocks name their owner."""
    for s in games(3, 2):
        view = GAME.view(s, 0)
        if any(p["purple_on"] for p in view["players"]):
            break
    zones = {z.id: z for z in PRESENTER.table(view, [], names(3)).zones}
    for rel in range(3):
        p = view["players"][rel]
        column = zones[f"columns.{rel}"].cards
        assert not [c for c in column if c.face == "disc.purple"]
        for group, (colour, total) in enumerate(p["columns"]):
            foot = [c for c in column if c.group == group][-1]
            assert (foot.token == "disc.purple") == bool(p["purple_on"].get(colour))
            assert foot.caption.startswith(f"Impression {total}" if rel == 0 else f"Impr.\n{total}")
    take = next(s for s in games(3, 2) if GAME.view(s, s.current_player())["phase"] == "take")
    model = PRESENTER.table(GAME.view(take, take.current_player()), take.legal_actions(), names(3))
    assert model.prompt == "Take the leftmost card of a row (with its disc) onto your columns."  # short enough for
    # the sidebar's four lines: the totals explain themselves by their label (the captions above)
    assert any(c.token == "disc.purple" for rel in range(3) for c in zones[f"columns.{rel}"].cards)
    assert zones["seat.0"].label == "Your cards" and zones["seat.1"].label == "P1"


def test_chinese_summaries_and_log_lines_take_full_width_punctuation():
    """"王后印象：…。 Ana 支付 4; 你得到 2." mixed ASCII "; ." into Chinese: every line of a finished game's log,
    round summaries and tables takes "；。：" in Chinese."""
    import re

    cjk = "[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"
    ascii_near_cjk = re.compile(f"(?:{cjk}\\s*[;.:,])|(?:[;:,]\\s*{cjk})|(?:\\.\\s+{cjk})")
    i18n.set_language("zh-Hant")
    try:
        bad = []
        for n in (2, 3, 4):
            s = finished_game(n, 30 + n)
            view = GAME.view(s, 0)
            lines = [PRESENTER.describe_event(e, names(n), 0) for e in view["log"]]
            for end in [i for i, e in enumerate(view["log"]) if e["kind"] in ("round_end", "game_end")]:
                partial = dict(view, log=view["log"][:end + 1])
                lines += PRESENTER.round_summary(partial, names(n)) or []
            bad += [line for line in lines if ascii_near_cjk.search(line)]
        assert not bad, bad[:5]
    finally:
        i18n.set_language("en")
