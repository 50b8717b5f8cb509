"""The Road to the Palace Hint says why in facts of the seat's own area: where the take's mission disc lands and
what it pays, a King or Queen lead, a purple disc on a royal, the bribes; elsewhere the search's figures."""

from __future__ import annotations

import random

import pytest

from game.catalog import get_entry
from game.engine import Reason
from game.games.road_to_the_palace import bots as bots
from game.games.road_to_the_palace.bots import hint_reason
from game.games.road_to_the_palace.present import hint_text
from game.games.road_to_the_palace.rules import GAME
from game.games.road_to_the_palace.rules.cards import BLACK, CARDS, PINK, PURPLE
from game.games.road_to_the_palace.rules.state import PLACE, TAKE
from game.i18n import LANGUAGES
from tests.hint_wording import worded
from tests.road_to_the_palace.test_bots import noble_on_a_yellow_disc

NAMES = ["Ann", "Ben", "Cy", "Di"]


def test_a_noble_with_a_yellow_disc_onto_the_bribed_yellow_column_pays_three():
    state = noble_on_a_yellow_disc()
    noble = state.grid[0][0]
    reason = hint_reason(GAME.view(state, 0), state.legal_actions(), ("take", 0))
    assert reason == Reason("lead_disc", {"card": noble, "disc": "yellow", "points": 3})
    line = get_entry(GAME.id).presenter().hint_line(GAME.view(state, 0), reason, NAMES[:2])
    assert line == (f"Noble {CARDS[noble].impression} brings a yellow Financial disc onto your strongest column: "
                    "3 influence at this round's evaluation as things stand.")


def test_the_bribes_are_the_colours_most_present_on_the_grid():
    state = GAME.new_game(3, 5)
    view = GAME.view(state, state.current)
    hint = get_entry(GAME.id).hint(view, state.legal_actions(), 1)
    assert hint.action == bots.grid_bribes(view)
    assert hint.reason == Reason("bribes", {"first": hint.action[1], "second": hint.action[2]})
    other = next(a for a in state.legal_actions() if a != hint.action)
    assert hint_reason(view, state.legal_actions(), other) is None


def _missions_delta(state, take, seat: int) -> dict[str, int]:
    """What ``seat`` gains from its first and third columns' discs if the round is evaluated right after
    ``take`` (the real state: every bribe as it is)."""
    s = bots.after(state, take)
    if not any(e.kind == "evaluation" for e in s.log[len(state.log):]):
        s = bots.evaluated_now(s)
    events = s.log[len(state.log):]
    return {kind: next(e.args["delta"][seat] for e in reversed(events) if e.kind == kind)
            for kind in ("missions_first", "missions_third")}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reasons_are_facts_of_the_position_throughout_random_games(players):
    """Every take of random games: a disc said to pay does pay at an evaluation right after the take, a royal
    lead is a lead over every other player, and every reason is worded."""
    seen = set()
    for seed in range(4):
        state = GAME.new_game(players, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            seat = state.current_player()
            if state.phase == PLACE:
                view = GAME.view(state, seat)
                for place in legal:
                    reason = hint_reason(view, legal, place)
                    if reason is not None:
                        seen.add(reason.code)
                        assert hint_text(reason, NAMES[:players])
                        _check_place(state, place, reason)
            if state.phase == TAKE:
                view = GAME.view(state, seat)
                for take in legal:
                    reason = hint_reason(view, legal, take)
                    if reason is None:
                        continue
                    seen.add(reason.code)
                    assert hint_text(reason, NAMES[:players])
                    card = reason.args["card"]
                    if reason.code in ("lead_disc", "third_disc"):
                        kind, pays = ("missions_first", 3) if reason.code == "lead_disc" else ("missions_third", 1)
                        assert _missions_delta(state, take, seat)[kind] >= pays == reason.args["points"]
                    elif reason.code in ("lead_column", "third_column"):
                        kind, pays = ("missions_first", 3) if reason.code == "lead_column" else ("missions_third", 1)
                        assert _missions_delta(state, take, seat)[kind] >= pays * reason.args["discs"] > 0
                        assert reason.args["points"] == pays
                    elif reason.code == "royal_lead":
                        s = bots.after(state, take)
                        colour = CARDS[card].colour
                        assert colour in (BLACK, PINK)
                        if s.round == state.round and s.phase != "over":  # not past an evaluation (it returns purples)
                            totals = [p.total(colour, s.round) for p in s.players]
                            assert totals[seat] == reason.args["total"] > max(totals[:seat] + totals[seat + 1:])
                    elif reason.code == "politician":
                        s = bots.after(state, take)
                        assert CARDS[card].colour == PURPLE and reason.args["round"] == state.round
                        if s.round == state.round:
                            assert card in s.players[seat].politicians[state.round - 1]
                    elif reason.code in ("royal_level", "column_grows"):
                        s = bots.after(state, take)
                        colour = CARDS[card].colour
                        assert colour in (BLACK, PINK) or reason.code == "column_grows"
                        if s.round == state.round and s.phase != "over":
                            assert card in s.players[seat].cards
                            # the seat's own bribe of this round counts once it is revealed at the evaluation
                            bribe = 1 + len(s.players[seat].politicians[state.round - 1]) \
                                if s.players[seat].bribes[state.round - 1] == colour else 0
                            assert reason.args["total"] == s.players[seat].total(colour, s.round - 1) + bribe
                            if reason.code == "royal_level":
                                assert reason.args["total"] == max(p.total(colour, s.round - 1)
                                                                   for i, p in enumerate(s.players) if i != seat)
                    else:
                        assert reason.code == "purple_royal"
                        assert CARDS[card].colour in (BLACK, PINK) and view["row_disc"][take[1]] == PURPLE
            state.apply(legal[rng.randrange(len(legal))])
    assert {"lead_disc", "third_disc", "royal_lead", "place_poor", "place_purple_idle", "lead_column", "politician",
            "royal_level", "column_grows"} <= seen


def _check_place(state, place, reason: Reason) -> None:
    """A placed disc's reason holds for the card it lies on and the next player's columns with their real bribe
    turned up, as at the evaluation."""
    row = state.pending_row
    card = state.grid[row][state.leftmost(row)]
    assert reason.args["card"] == card
    if reason.code == "place_purple_idle":
        assert place[1] == PURPLE and CARDS[card].colour not in (BLACK, PINK)
        return
    nxt = reason.args["seat"]
    assert reason.code == "place_poor" and nxt == (state.current_player() + 1) % state.num_players
    player = state.players[nxt].clone()  # the real player, with the real bribe the placer cannot see
    player.take(card, None, state.round, state.revealed())  # a Politician lies on that bribe
    player.add_column_card(player.bribes[state.round - 1], state.round)
    assert player.position(place[1]) not in (0, 2)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_reason_reads_in_every_language(language):
    king = next(i for i, f in enumerate(CARDS) if f.face == "black3")
    politician = next(i for i, f in enumerate(CARDS) if f.face == "purple1")
    reasons = [Reason("bribes", {"first": "red", "second": "blue"}),
               Reason("lead_disc", {"card": 0, "disc": "yellow", "points": 3}),
               Reason("third_disc", {"card": 0, "disc": "red", "points": 1}),
               Reason("royal_lead", {"card": king, "total": 5}), Reason("purple_royal", {"card": king}),
               Reason("place_purple_idle", {"card": 0}), Reason("place_poor", {"disc": "red", "card": 0, "seat": 1}),
               Reason("lead_column", {"card": 0, "discs": 1, "points": 3}),
               Reason("lead_column", {"card": 0, "discs": 3, "points": 3}),
               Reason("third_column", {"card": 0, "discs": 1, "points": 1}),
               Reason("third_column", {"card": 0, "discs": 2, "points": 1}),
               Reason("politician", {"card": politician, "round": 1}),
               Reason("royal_level", {"card": king, "total": 4}), Reason("column_grows", {"card": 0, "total": 3})]
    worded(language, reasons, lambda r: hint_text(r, NAMES[:3]))
