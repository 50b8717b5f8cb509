"""``python -m game shot``: render one scene headless to a PNG, after K moves chosen by bots. Seat 0 is a person
(the table shows what a player sees, on their turn or waiting for a bot); ``--all-bots`` seats only bots."""

from __future__ import annotations

import argparse
import sys

from scenes.app import parse_size
from scenes.tools.common import bot_session, headless, scratch_app

SCENES = ("menu", "setup", "table", "handover", "scoring", "rules", "settings", "load", "statistics")


def build_scene(app, name: str, session):
    """The scene ``name`` showing ``session`` where it shows a match."""
    from game.match import Match
    from scenes.handover import HandoverScene
    from scenes.load import LoadScene
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.scoring import ScoringScene
    from scenes.settings_menu import SettingsScene
    from scenes.setup import SetupScene
    from scenes.table import TableScene

    if name == "menu":
        return MenuScene(app)
    if name == "setup":
        scene = SetupScene(app)
        scene.set_game(session.game.id)
        return scene
    if name == "rules":
        return RulesScene(app, fixed_game=session.game)
    if name == "settings":
        return SettingsScene(app)
    if name == "statistics":
        from scenes.statistics import StatisticsScene

        return StatisticsScene(app)
    if name == "load":
        app.store.autosave(session)
        return LoadScene(app)
    match = Match(session, app.store)
    if name == "scoring":  # play on to the end of a round, then the summary over the table as the round ended
        from game.match import ends_round

        while not session.is_over():
            match.model()  # the table before the move, as the scene would have shown it
            if ends_round(match.apply(session.bot_action())):
                break
    table = TableScene(app, match)
    if name == "table":
        return table
    if name == "handover":
        seat = max(session.current_seat(), 0)
        return HandoverScene(app, table, seat)
    app.push(table)
    table.hold_round_end()
    return ScoringScene(app, table)


def shot_session(game_id: str, players: int, seed: int, moves: int, level: str = "random", all_bots: bool = False):
    """The match to show: seat 0 a person (unless ``all_bots``), after ``moves`` moves chosen by bots of ``level``
    (seat 0's too)."""
    session = bot_session(game_id, players, seed, level, humans=0 if all_bots else 1)
    for _ in range(moves):
        if session.is_over():
            break
        session.apply(session.bot_action())
    return session


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m game shot", description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--scene", choices=SCENES, default="table")
    parser.add_argument("--out", required=True)
    parser.add_argument("--size", type=parse_size, default=(1600, 900))
    parser.add_argument("--level", default="random", help="bot level for the K moves (default random)")
    parser.add_argument("--language", default="en", help="UI language: en, de or zh-Hant (default en)")
    parser.add_argument("--all-bots", action="store_true", help="seat only bots (no person at seat 0)")
    args = parser.parse_args(argv)
    headless()
    import pygame

    session = shot_session(args.game, args.players, args.seed, args.moves, args.level, args.all_bots)
    app = scratch_app(args.size, animation_speed=0.0, language=args.language)
    scene = build_scene(app, args.scene, session)
    app.push(scene)
    app.draw()
    pygame.image.save(app.screen, args.out)
    for s in app.stack:
        close = getattr(s, "close", None)
        if close is not None:
            close()
    table = getattr(scene, "table", None)
    if table is not None:
        table.close()
    print(f"wrote {args.out} ({args.scene}, {session.game.id}, {len(session.history)} moves)", file=sys.stderr)
    pygame.quit()
    return 0
