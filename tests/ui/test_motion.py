"""Motion that explains (:mod:`scenes.table.motion`, :mod:`scenes.table.choreography`, :mod:`scenes.table.effects`): eased glides
of 200-500 ms by distance scaled by the Animation setting, a card turning over shows one side then the other, a
card drawn or played comes from where it was, a pile streams and a burned one is marked, a token flies to the
round's winner, a flourish for the game's winner; with Animation Off all of it is instant."""

from __future__ import annotations

import math

import pytest
from each_game import players_near

from game import catalog
from game.match import Match
from game.session import SeatConfig, Session
from scenes.table import motion
from scenes.table.motion import MAX_MS, MIN_MS, PX_PER_MS, Tween, duration_ms
from scenes.table.table import TableScene
from ui.helpers import (
    pump,
)


# ---------------------------------------------------------------------- easing and timing
@pytest.mark.parametrize("ease", [motion.ease_in_out_cubic, motion.ease_out_cubic, motion.ease_out_back])
def test_an_easing_curve_starts_at_0_ends_at_1_and_stays_there(ease):
    assert ease(0.0) == pytest.approx(0.0) and ease(1.0) == pytest.approx(1.0)
    assert ease(-0.5) == pytest.approx(0.0) and ease(1.5) == pytest.approx(1.0)


def test_ease_in_out_is_slow_at_both_ends_and_symmetric():
    ease = motion.ease_in_out_cubic
    samples = [ease(i / 100) for i in range(101)]
    assert samples == sorted(samples)
    assert ease(0.1) < 0.1 and ease(0.9) > 0.9  # slow start, soft landing
    assert ease(0.5) == pytest.approx(0.5) and ease(0.25) == pytest.approx(1 - ease(0.75))


def test_a_glide_lasts_by_its_distance_between_200_and_500_ms_times_the_animation_speed():
    assert duration_ms(10, 1.0) == MIN_MS == 200.0  # a short move still shows
    assert duration_ms(3000, 1.0) == MAX_MS == 500.0  # a long one does not dawdle
    assert duration_ms(PX_PER_MS * 300, 1.0) == pytest.approx(300.0)
    assert duration_ms(3000, 0.5) == 250.0 and duration_ms(10, 2.0) == 400.0  # Fast, Slow
    assert duration_ms(3000, 0.0) == 0.0 and duration_ms(0, 1.0) == 0.0  # Off: at once


def test_a_tween_is_eased_on_its_way_and_exactly_at_its_end_when_its_time_is_up():
    tween = Tween.between((0.0, 0.0), (660.0, 0.0), 1.0)
    assert tween.duration == pytest.approx(300.0)
    tween.advance(75.0)
    assert 0 < tween.at()[0] < 660 * 0.25  # eased: slower than linear at first
    tween.advance(75.0)
    assert tween.at()[0] == pytest.approx(330.0)  # half the time, half the way
    tween.advance(149.0)
    assert not tween.done and tween.at()[0] < 660
    tween.advance(1.0)
    assert tween.done and tween.at() == (660.0, 0.0)


# ---------------------------------------------------------------------- where cards come from


# ---------------------------------------------------------------------- turning over


# ---------------------------------------------------------------------- the round's and the game's winner


# ---------------------------------------------------------------------- Animation Off: instant
def assert_at_rest(table: TableScene) -> None:
    for s in table.sprites.values():
        assert s.pos == s.target[:2], s.uid
        assert s.flip is None and s.pop is None and s.delay_ms <= 0 and s.tween is None and s.via is None
    assert table.board.settled() and not table.painter.effects.active()
    assert not table.animating() or table.holding()  # a held round end is a pause, not an animation


@pytest.mark.parametrize("game_id", [gid for gid, n in players_near(3)  # rounds long enough to play ten moves in
                                     if n == 3 and not catalog.get_entry(gid).capabilities.quick_rounds])
def test_with_animation_off_a_table_of_bots_never_animates(app, game_id):
    """Deals, pick-ups of a pile, burns, discs set down, trades: at rest at every frame."""
    seats_ = [SeatConfig(f"P{i}", "bot", "random") for i in range(3)]
    table = TableScene(app, Match(Session(catalog.get_game(game_id), seats_, 1), app.store))
    app.push(table)
    moves = 0
    for _ in range(400):
        pump(app, frames=1)
        if not isinstance(app.top, TableScene):
            break
        assert_at_rest(table)
        moves = table.match.moves_played()
        table.wait_for_worker(0.5)  # as the virtual clock does: the bot's answer, not real time
    assert moves > 10  # (a round may end sooner: the summary opens)


def test_flip_is_over_at_once_at_speed_0():
    flip = motion.Flip.at_speed("guard", 0.0)
    assert flip.done and not flip.first_half and flip.width() == pytest.approx(1.0)
    assert math.isclose(motion.Pop.at_speed(0.0).scale(), 1.0)
