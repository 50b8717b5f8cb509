"""A round's end at a hosted table (issue 40 item 6): the host's session stops at the round's end until its table
deals; a remote app and a spectator are told the round's end (each its own view of it) and the new deal, in that
order, and the leak check reads every text sent."""

from __future__ import annotations

import time

from each_game import a_game

from game.net.remote import RemoteMatch, join
from game.net.spectator import join as watch
from tests.net.conftest import make_table

GAME = a_game(lambda caps: caps.deals_between_rounds and caps.private_hand, players=3)
"""A game that deals a new round after each round, with hands the remote apps must not see."""


def _catch_up(app: RemoteMatch, n: int, timeout_s: float = 5.0) -> None:
    """Show the host's updates on ``app`` until it is at move ``n`` (bounded)."""
    deadline = time.monotonic() + timeout_s
    while app.moves_played() < n:
        assert time.monotonic() < deadline, "the host's updates did not come"
        app.wait_for_bot(0.1)
        update = app.take_bot_action()
        if update is not None:
            app.apply(update)


def test_a_remote_app_and_a_spectator_see_the_rounds_end_then_the_deal(tmp_path):
    table = make_table(tmp_path, GAME, kinds=("local", "remote", "remote"), seed=5)
    match = table.match
    match.allow_watching(True)
    player = join(table.address, table.code(1), "Rita")
    spectator = watch(table.address, match.watch_code, "Wanda")
    try:
        for _ in range(400):  # the host plays every seat up to the first round's end
            match.apply(match.session.bot_action())
            if match.at_round_end():
                break
        assert match.at_round_end() and not match.is_over()
        n = match.moves_played()
        ended = {1: match.session.view(1), None: match.session.game.public_view(match.session.state)}  # the round's end, as it is
        dealt = match.session.dealt()  # the deal the host's table makes when its hold ends
        for app, seat in ((player, 1), (spectator, None)):
            _catch_up(app, n)  # told at once: the round's end and the deal after it
            held = match.presenter.table(ended[seat], [], match.names)
            assert app.held is not None and app.held.zones == held.zones, "first the round's end"
            after = dealt.view(seat) if seat is not None else dealt.game.public_view(dealt.state)
            assert app.view() == after, "then the new deal"
        assert match.at_round_end(), "the host's own table still holds the round's end"
        match.deal()
        assert match.session.view(1) == dealt.view(1)
        match.apply(match.session.bot_action())  # play goes on after the deal
        for app in (player, spectator):
            _catch_up(app, n + 1)
    finally:
        player.close()
        spectator.close()
        match.close()
    assert table.checker.leaks == [] and table.checker.checked > 0
