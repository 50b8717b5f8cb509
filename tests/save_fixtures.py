"""Saves of an earlier release, kept as files under ``tests/fixtures/saves/v<N>/`` (issue 40, item 5): every save a
released version wrote must still load, and land where its writer was.

Each folder holds the saves and ``index.json``: per file, the game, and where the match stood when it was written
(moves, whose turn, over or not, the scores). :func:`write_fixtures` made them with the release of that format
(``python tests/save_fixtures.py v1`` from the worktree of that release, which replaces the folder); the tests load
them with today's code (``tests/test_old_saves.py``). Games come from the catalog (the shipped ones and the fixture
game), each at a few moments: in the first round, just after a round's end, finished, and at the most players with
every option away from its default."""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
INDEX = "index.json"
MAX_MOVES = 5000


def moments(entry: Any) -> Iterator[tuple[str, Any, str]]:
    """(file stem, session, save name) for each moment worth keeping of the game of ``entry``."""
    from game.replay import ends_round
    from game.session import SeatConfig, Session

    game = entry.rules
    low, high = game.min_players, game.max_players

    def seats(n: int) -> list[SeatConfig]:
        return [SeatConfig("Ann", "human"), *(SeatConfig(f"Bot {i}", "bot", "random") for i in range(1, n))]

    def play(session: Session, stop: Any) -> Session:
        for _ in range(MAX_MOVES):
            if session.is_over():
                break
            events = session.apply(session.bot_action())
            if stop(session, events):
                break
        return session

    first_end = play(Session(game, seats(low), seed=1), lambda s, e: ends_round(e))
    middle = max(1, len(first_end.history) // 2)
    yield "mid-round", play(Session(game, seats(low), seed=1), lambda s, e: len(s.history) >= middle), "Mid round"
    if not first_end.is_over():
        first_end.hinted = {0}
        yield "round-end", first_end, "Round end"
    finished = play(Session(game, seats(low), seed=2), lambda s, e: False)
    finished.undos = [1] + [0] * (low - 1)
    yield "finished", finished, "Finished game"
    options = {}
    for spec in game.option_specs(high):
        if spec.hidden:
            continue
        if spec.kind == "bool":
            options[spec.key] = not spec.default
        elif spec.kind == "choice":
            options[spec.key] = next((v for v, _ in spec.choices if v != spec.default), spec.default)
        elif spec.kind == "int" and spec.bounds:
            options[spec.key] = spec.bounds[1] if spec.default != spec.bounds[1] else spec.bounds[0]
    try:
        variant = Session(game, seats(high), seed=3, options=options)
    except ValueError:  # options that cannot be combined: the first half of them
        variant = Session(game, seats(high), seed=3, options=dict(list(options.items())[: len(options) // 2]))
    yield "variant", play(variant, lambda s, e: len(s.history) >= 12), "Ünïcode 王宫 variant"


def where(session: Any) -> dict[str, Any]:
    """Where a match stands, in terms no save format decides: moves, whose turn, over, scores, seats."""
    return {"moves": len(session.history), "current": session.current_seat(), "over": session.is_over(),
            "scores": [float(x) for x in session.state.scores()], "names": session.names,
            "options": session.options, "hinted": sorted(session.hinted), "undos": list(session.undos)}


def write_fixtures(version: str) -> None:
    import fixture_games

    from game import catalog
    from game.saves import SaveStore

    catalog.register(fixture_games.ENTRY)
    folder = FIXTURES / version
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    store = SaveStore(folder)
    index = []
    for entry in catalog.entries():
        for stem, session, name in moments(entry):
            path = folder / f"{entry.id}-{stem}.json"
            store._write(path, session, name)
            index.append({"file": path.name, "game": entry.id, "name": name, **where(session)})
    (folder / INDEX).write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    write_fixtures(sys.argv[1])
