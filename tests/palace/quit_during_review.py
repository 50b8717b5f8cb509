"""Run as a script by ``test_quit_during_review.py``: the real app's frame loop with the review of a long Palace
game (583 decisions, over a minute of searching) open; once the review is under way it closes the window (a
posted QUIT) and prints the wall-clock moment, so the test can time how long the process takes to end."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]


def main(folder: str) -> int:
    from scenes.tools.common import headless, scratch_app

    headless()
    import pygame

    from game import catalog
    from game.match import Match
    from game.session import SeatConfig, Session
    from scenes.core import flow
    from scenes.screens.review import ReviewScene
    from scenes.table import openers

    app = scratch_app((1280, 720), Path(folder), bot_pace_ms=0, animation_speed=0.0)
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "bot", "random"), SeatConfig("Cy", "bot", "random")]
    session = Session(catalog.get_game("palace"), seats, 2)
    rng = random.Random(2)
    while not session.is_over():
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    flow.open_menu(app)
    table = flow.open_table(app, Match(session, app.store))
    review = openers.open_review(app, table, 0)
    assert isinstance(review, ReviewScene)

    def quit_once_reviewing(app) -> None:
        if review.job.reviewed > 0 and app.on_frame is not None:
            app.on_frame = None
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            print(f"quit {len(review.request.decisions)} {time.time()}", flush=True)

    app.on_frame = quit_once_reviewing
    app.run()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
