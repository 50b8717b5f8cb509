"""Everything the presenters say over seeded random games, one JSON line per position and seat: the proof that a
refactoring of a presenter is a pure move of code (dump before, dump after, the files must be identical).

    PYTHONHASHSEED=0 .venv/bin/python tools/present_dump.py OUT.jsonl [--game ID ...] [--max-steps N]

Per game, a few player counts and variants, two seeds each, the texts in the three languages by turns; at every
position, for every seat: the table model (``dataclasses.asdict``), the log lines, the round summary and table,
the scores shown, the why-not texts of eight seeded drags, the last event's text, targets and outs; for the seat
to act the hint lines of the shared reasons and of the game's own for its first legal moves; every seventh
position the card reference. ``PYTHONHASHSEED=0``: a why-not that looks at a set of dragged cards in its
iteration order stays the same between two runs.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import i18n  # noqa: E402
from game.catalog import available_game_ids, get_entry, get_game  # noqa: E402
from game.engine import JSON, Action, Presenter, Reason  # noqa: E402

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Gus", "Hana"]
LANGUAGES = ("en", "de", "zh-Hant")
SETUPS: dict[str, list[tuple[int, dict[str, JSON]]]] = {
    "love-letter": [(2, {}), (3, {}), (4, {}), (5, {}), (6, {}), (8, {})],
    "palace": [(2, {}), (3, {}), (4, {}), (5, {})],
    "palastgefluester": [(3, {}), (4, {}), (5, {}), (3, {"intrigues_in_the_dark": True})],
    "road-to-the-palace": [(2, {}), (3, {}), (4, {})],
}
DRAGS = 8


def _encode(value: object) -> object:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    return repr(value)


def hint_reasons(game_id: str, view: JSON, legal: Sequence[Action]) -> list[Reason]:
    """The shared codes, and the game's own reasons for its first few legal moves."""
    out = [Reason("only"), Reason("hard"), Reason("search", {"win": 55, "margin": 0}),
           Reason("search", {"win": 60, "margin": 7})]
    bots = importlib.import_module("game.ai." + game_id.replace("-", "_"))
    if hasattr(bots, "explain"):  # Love Letter words its own reasons
        return out + [bots.explain(view, action) for action in legal[:6]]
    return out + [r for action in legal[:6] if (r := bots.hint_reason(view, legal, action)) is not None]


def position(game_id: str, presenter: Presenter, view: JSON, legal: Sequence[Action], names: list[str],
             language: str, rng: random.Random, cards: JSON, with_reference: bool) -> dict[str, JSON]:
    table = presenter.table(view, legal, names)
    out: dict[str, JSON] = {
        "table": dataclasses.asdict(table), "log": presenter.log_lines(view, names, context=language),
        "summary": presenter.round_summary(view, names), "round_table": presenter.round_table(view, names),
        "shown": presenter.shown_scores(view, [1.0] * len(names)),
    }
    uids = [card.uid for zone in table.zones for card in zone.cards]
    targets: list[str | None] = [zone.id for zone in table.zones] + [None] + uids[:3]
    drags = []
    for _ in range(DRAGS if uids else 0):
        drag = frozenset(rng.sample(uids, min(len(uids), rng.choice((1, 1, 2)))))
        target = rng.choice(targets)
        drags.append((sorted(drag), target, presenter.why_not(view, drag, target)))
    out["why_not"] = drags
    if view["log"]:
        event = view["log"][-1]
        out["event"] = (presenter.event_targets(event), presenter.event_outs(event),
                        presenter.describe_event(event, names, view["seat"]),
                        presenter.log_round(view["log"], len(view["log"]) - 1))
    if legal:
        out["hints"] = [(r.code, presenter.hint_line(view, r, names)) for r in hint_reasons(game_id, view, legal)]
    if with_reference:
        out["reference"] = presenter.card_reference(view, cards, names)
    return out


def dump(game_id: str, out, max_steps: int) -> None:
    game, entry = get_game(game_id), get_entry(game_id)
    cards = game.cards()
    for k, (n, options) in enumerate(SETUPS.get(game_id, [(game.min_players, {})])):
        for seed in (1, 2):
            language = LANGUAGES[(k + seed) % len(LANGUAGES)]
            i18n.set_language(language)
            state = game.new_game(n, seed, options)
            presenters = [entry.presenter() for _ in range(n)]  # one per viewer, as in the app (its log memo)
            names = NAMES[:n]
            rng = random.Random(seed * 7 + n)
            step = 0
            while True:
                current, legal = state.current_player(), state.legal_actions()
                for seat, presenter in enumerate(presenters):
                    record = {"game": game_id, "n": n, "seed": seed, "step": step, "seat": seat}
                    record |= position(game_id, presenter, game.view(state, seat), legal if seat == current else [],
                                       names, language, rng, cards, step % 7 == 0)
                    out.write(json.dumps(record, default=_encode, ensure_ascii=False, sort_keys=True) + "\n")
                if state.is_terminal() or step >= max_steps:
                    break
                state.apply(legal[rng.randrange(len(legal))])
                step += 1
    i18n.set_language("en")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--game", action="append", choices=available_game_ids(), help="default: every game")
    parser.add_argument("--max-steps", type=int, default=3000, help="random moves per game at most")
    args = parser.parse_args(argv)
    with args.out.open("w", encoding="utf-8") as out:
        for game_id in args.game or available_game_ids():
            dump(game_id, out, args.max_steps)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
