"""``python -m game shot``: render one scene headless to a PNG, after K moves chosen by bots. Seat 0 is a person
(the table shows what a player sees, on their turn or waiting for a bot); ``--all-bots`` seats only bots."""

from __future__ import annotations

import argparse
import sys
import time

from game.i18n import LANGUAGES
from game.tools import cli
from scenes.core.scene import Scene
from scenes.tools.common import bot_session, headless, scratch_app
from scenes.tools.shot_watch import SCENES as WATCH_SCENES

SCENES = ("menu", "setup", "table", "handover", "scoring", "rules", "settings", "load", "statistics", "review",
          "about", "rules-panel", "card-reference", "replay", *WATCH_SCENES)
PANELS = ("rules-panel", "card-reference")  # the table with the rules beside it (at a card's entry)



def settle(scene: Scene, timeout_s: float = 10.0) -> None:
    """Let what a scene looks up or draws off the frame thread arrive (the menu's Continue and pictures, the saves
    list): the picture shows what a player sees a moment after the scene opens, not its "Loading…"."""
    deadline = time.monotonic() + timeout_s
    while (getattr(scene, "loading", False) or getattr(scene, "art_pending", False)) and time.monotonic() < deadline:
        time.sleep(0.01)
        scene.update(10.0)

def build_scene(app, name: str, session):
    """The scene ``name`` showing ``session`` where it shows a match."""
    from game.match import Match
    from scenes.screens.handover import HandoverScene
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.scoring import ScoringScene
    from scenes.screens.settings_menu import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.table.table import TableScene

    if name in WATCH_SCENES:  # a friends' table with spectators (scenes.tools.shot_watch)
        from scenes.tools.shot_watch import build

        return build(app, name, session)
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
        from scenes.screens.statistics import StatisticsScene

        return StatisticsScene(app)
    if name == "about":
        from scenes.screens.about import AboutScene

        return AboutScene(app)
    if name == "load":
        app.store.autosave(session)
        return LoadScene(app)
    if name == "replay":  # the whole game played, its replay shown at the move the K moves reached
        from game.replay import Replay, ReplayRecord
        from game.replay_match import ReplayMatch
        from scenes.screens.replay import ReplayScene

        at = len(session.history)
        while not session.is_over():
            session.apply(session.bot_action())
        replay_table = TableScene(app, ReplayMatch(Replay(ReplayRecord.of(session))))
        app.push(replay_table)
        return ReplayScene(app, replay_table, at)
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
    if name == "review":
        from scenes.screens.review import ReviewScene

        return ReviewScene(app, table, 0)
    if name == "handover":
        seat = max(session.current_seat(), 0)
        return HandoverScene(app, table, seat)
    app.push(table)
    table.round_hold.hold_round_end()
    return ScoringScene(app, table)


def shot_session(game_id: str, players: int, seed: int, moves: int, level: str = "random", all_bots: bool = False,
                 options: dict | None = None):
    """The match to show: seat 0 a person (unless ``all_bots``), after ``moves`` moves chosen by bots of ``level``
    (seat 0's too), with the game's ``options``."""
    session = bot_session(game_id, players, seed, level, humans=0 if all_bots else 1, options=options)
    for _ in range(moves):
        if session.is_over():
            break
        session.apply(session.bot_action())
    return session


def hand_to_a_person(session, seat: int | None = None) -> None:
    """The seat to move (or ``seat``) becomes a person's (the table is then shown from that seat)."""
    from game.session import SeatConfig

    seat = session.current_seat() if seat is None else seat
    session.seats[seat] = SeatConfig(session.seats[seat].name, "human")
    session.state.set_bots_only(False)


def show_hint(table) -> None:
    """Ask for the Hint and wait for it (a tool may wait; the table's frame loop never does)."""
    table.hint.ask()
    pending = table.hint._pending
    if pending is not None:
        pending.result(timeout=120)
    table.hint.update()


def show_rules(table, at_card: bool) -> None:
    """Open the rules beside the table; ``at_card``: at the entry of a face-up card (the viewer's own first)."""
    table.rules.toggle()
    if at_card:
        own = [u for u in table.order if table.sprites[u].card.face and table.sprites[u].zone == "hand.0"]
        shown = own or [u for u in table.order if table.sprites[u].card.face]
        if shown:
            table.rules.panel.show_card(table.sprites[shown[0]].card.face)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from game.engine import BOT_LEVELS

    parser.add_argument("--game", required=True, type=cli.game_id)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--scene", choices=SCENES, default="table")
    parser.add_argument("--out", required=True, type=cli.writable_file, help="the PNG to write")
    parser.add_argument("--size", type=cli.window_size, default=(1600, 900), metavar="WxH")
    parser.add_argument("--level", default="random", choices=BOT_LEVELS,
                        help="bot level for the K moves (default random)")
    parser.add_argument("--language", "--lang", default="en", choices=LANGUAGES,
                        help="UI language: en, de or zh-Hant (default en)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (VALUE as JSON: true, 2, \"premium\"; bare words as text)")
    parser.add_argument("--all-bots", action="store_true", help="seat only bots (no person at seat 0)")
    parser.add_argument("--hint", action="store_true",
                        help="the table with the Hint shown: the seat to move is a person who asked for it")


def check(args: argparse.Namespace) -> None:
    from scenes.tools.autoplay import parse_options

    cli.check_players(args.game, args.players)
    try:
        options = parse_options(args.option)
    except ValueError as exc:
        raise cli.UsageError(str(exc)) from None
    cli.check_options(args.game, args.players, options)
    if args.moves < 0:
        raise cli.UsageError("--moves cannot be negative")


def main(argv: list[str]) -> int:
    return cli.main_of(__name__, "shot", argv)


def run(args: argparse.Namespace) -> int:
    headless()
    import pygame

    from scenes.tools.autoplay import parse_options

    session = shot_session(args.game, args.players, args.seed, args.moves, args.level,
                           args.all_bots or args.hint or args.scene == "review", parse_options(args.option))
    if args.scene == "review":  # the whole game, seat 0's moves reviewed
        while not session.is_over():
            session.apply(session.bot_action())
        hand_to_a_person(session, 0)
    if args.hint:
        hand_to_a_person(session)
    app = scratch_app(args.size, animation_speed=0.0, language=args.language)
    scene = build_scene(app, "table" if args.hint or args.scene in PANELS else args.scene, session)
    app.push(scene)
    if args.scene in PANELS:
        show_rules(scene, args.scene == "card-reference")
    if args.hint:
        show_hint(scene)
    if args.scene == "review":
        scene.job.wait(timeout=600)
        scene.show_progress()
    settle(scene)
    app.draw()
    for _ in range(10):  # what a frame leaves for the next (a new fan's faces turned smoothly a few at a time)
        if not app.dirty:
            break
        app.draw()
    try:
        pygame.image.save(app.screen, args.out)
    except (OSError, pygame.error) as exc:
        raise cli.UsageError(f"cannot write {args.out!r}: {exc}") from None
    for s in app.stack:
        close = getattr(s, "close", None)
        if close is not None:
            close()
    table = getattr(scene, "table", None)
    if table is not None:
        table.close()
    from scenes.tools.shot_watch import close_all

    close_all()
    print(f"wrote {args.out} ({args.scene}, {session.game.id}, {len(session.history)} moves)", file=sys.stderr)
    pygame.quit()
    return 0
