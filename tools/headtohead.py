"""Love Letter head-to-head: ``python tools/headtohead.py [--players N] [--premium] [--games N] [--seed S]``.

One Hard seat against the reference ISMCTS (``tools/reference_ismcts.py``, 1,000 iterations per move): at
``--players N`` the lineup is Hard + ``N - 1`` reference seats; ``--premium`` plays the Premium deck at 6 players,
Hard against three reference seats and two Random (``--lineup`` names any other lineup, e.g.
``hard,reference,random``; levels are ``random``, ``easy``, ``normal``, ``hard`` and ``reference``, and
``hard:SETTINGS``, a Hard variant to compare, e.g. ``hard:most=5:spread=1``: see :func:`hard_variant`).

Every deal (a game seed) is played once per rotation of the seats, so every entrant plays every deal from every
seat; ``--games`` is rounded up to a whole number of deals. Every bot sees only its seat's view. It prints each
entrant's win rate (a shared win counts its share) with a 95% interval taken over deals (the rotations of a deal
are one sample, so the interval is honest about their correlation), and Hard's decision time p50/p95 over its
decisions with more than one legal action: wall-clock time, and the process's CPU time ("hard cpu"), which is what
the decision takes on an idle core when the machine is shared. ``--time-limit`` stops early and reports the deals
finished. ``--record FILE`` keeps every finished deal in ``FILE`` (see ``tools/records.py``): the same command run
again after a stop plays only the deals missing, and reports all of them.

``--unit round`` plays only the first round of every game (a sample per round: about a tenth of a game's CPU at 2
players) and counts the round's winner instead of the game's, for quick comparisons; the issue's targets are in
games (the default ``--unit game``). Every figure printed names its unit.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from records import Record  # noqa: E402
from reference_ismcts import ITERATIONS, ReferenceISMCTS  # noqa: E402

from game.engine import Bot  # noqa: E402
from game.games.love_letter.bots import HARD_ITERATIONS, HardBot, make_bot  # noqa: E402
from game.games.love_letter.rules import GAME  # noqa: E402
from game.games.love_letter.rules.state import LoveLetterState  # noqa: E402
from game.session import derive_seed  # noqa: E402
from game.tools.simulate import percentiles  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard", "reference")
UNITS = ("game", "round")


def make_entrant(level: str, seed: int, reference_iterations: int = ITERATIONS) -> Bot:
    if level == "reference":
        return ReferenceISMCTS(seed, reference_iterations)
    if level.startswith("hard:"):
        return hard_variant(level, seed)
    return make_bot(level, seed)


def hard_variant(level: str, seed: int) -> Bot:
    """A Hard with other settings, for comparisons: ``hard:most=5:spread=1:margin=0.6:iterations=600``
    (``iterations`` for the table in play, the others as :class:`HardBot` takes them)."""
    settings = dict(item.split("=") for item in level.split(":")[1:] if item)
    unknown = set(settings) - set(VARIANT_SETTINGS)
    if unknown:
        raise ValueError(f"unknown Hard setting(s) {', '.join(sorted(unknown))}; known: {', '.join(VARIANT_SETTINGS)}")
    iterations = dict(HARD_ITERATIONS)
    if "iterations" in settings:
        iterations = dict.fromkeys(iterations, int(settings.pop("iterations")))
    options = {key: VARIANT_SETTINGS[key](value) for key, value in settings.items()}
    return HardBot(seed, iterations, **options)


VARIANT_SETTINGS = {"most": int, "spread": lambda v: v not in ("0", "false"), "watch": lambda v: v not in ("0", "false"),
                    "margin": float, "iterations": int}


def default_lineup(players: int, premium: bool) -> list[str]:
    if premium:
        return ["hard", "reference", "reference", "reference", "random", "random"]
    return ["hard"] + ["reference"] * (players - 1)


def play_deal(job: tuple) -> dict:
    """Deal ``index`` once per rotation: per entrant, its mean return over the rotations; Hard's decision ms."""
    lineup, deck, seed, index, reference_iterations, unit = job
    n = len(lineup)
    returns = [0.0] * n
    times: dict[str, list[float]] = {}
    began = time.perf_counter()
    for rotation in range(n):
        seat_of = [(i + rotation) % n for i in range(n)]
        entrant_at = {s: i for i, s in enumerate(seat_of)}
        bots = [make_entrant(lineup[entrant_at[s]], derive_seed(seed, index, rotation, s), reference_iterations)
                for s in range(n)]
        state = GAME.new_game(n, derive_seed(seed, index), {"deck": deck})
        while not state.is_terminal() and (unit == "game" or state.round == 1):
            seat = state.current_player()
            legal = state.legal_actions()
            start, cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(GAME.view(state, seat), legal)
            if len(legal) > 1:
                level = lineup[entrant_at[seat]]
                times.setdefault(level, []).append((time.perf_counter() - start) * 1000)
                times.setdefault(f"{level} cpu", []).append((time.process_time() - cpu) * 1000)
            state.apply(action)
        result = state.returns() if unit == "game" else round_returns(state, 1)
        for i in range(n):
            returns[i] += result[seat_of[i]] / n
    return {"index": index, "returns": returns, "times": times, "seconds": time.perf_counter() - began}


def round_returns(state: LoveLetterState, round_number: int) -> list[float]:
    """Who won round ``round_number`` (from its ``round_end`` event): 1 to the winner, else an even share."""
    n = state.num_players
    end = next(e for e in state.log if e.kind == "round_end" and e.args["round"] == round_number)
    winner = end.args["winner"]
    return [1.0 / n] * n if winner is None else [1.0 if s == winner else 0.0 for s in range(n)]


def interval(samples: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the normal 95% interval of the mean."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, 0.0, 1.0
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def summarise(lineup: list[str], deck: str, seed: int, deals: list[dict], seconds: float, complete: bool,
              unit: str = "game", resumed: int = 0) -> dict:
    """``seconds``: this invocation's wall time; ``resumed``: how many of ``deals`` came from a ``--record`` file;
    ``play_seconds``: the wall time every deal took in its process, wherever and whenever it was played."""
    n = len(lineup)
    entrants = []
    for i, level in enumerate(lineup):
        mean, low, high = interval([d["returns"][i] for d in deals])
        entrants.append({"entrant": i, "level": level, "win_rate": round(mean, 4),
                         "ci95": [round(low, 4), round(high, 4)]})
    times: dict[str, list[float]] = {}
    for d in deals:
        for level, samples in d["times"].items():
            times.setdefault(level, []).extend(samples)
    return {"lineup": lineup, "deck": deck, "seed": seed, "unit": unit, "deals": len(deals), "games": len(deals) * n,
            "complete": complete, "even_share": round(1 / n, 4), "entrants": entrants,
            "decision_ms": {level: percentiles(samples) for level, samples in sorted(times.items())},
            "seconds": round(seconds, 1), "resumed_deals": resumed,
            "play_seconds": round(sum(d.get("seconds", 0.0) for d in deals), 1)}


def describe(summary: dict, running: bool = False) -> str:
    """The summary as a table; ``running``: a progress report of a run still going."""
    unit = summary.get("unit", "game")
    state = " so far" if running else "" if summary["complete"] else " (stopped by --time-limit)"
    lines = [f"{','.join(summary['lineup'])} ({summary['deck']}): {summary['games']} {unit}s = {summary['deals']} deals"
             f" x {len(summary['lineup'])} rotations{state},"
             f" {summary['seconds']:.0f} s{_resumed(summary)}; an even share is {summary['even_share']:.1%}"]
    for e in summary["entrants"]:
        lo, hi = e["ci95"]
        lines.append(f"  {e['entrant']} {e['level']:>9}: {unit} win rate {e['win_rate']:.1%}  (95% {lo:.1%}-{hi:.1%})")
    for level, t in summary["decision_ms"].items():
        lines.append(f"  {level} decision ms: p50 {t['p50']:.0f}  p95 {t['p95']:.0f}  max {t['max']:.0f}"
                     f"  over {t['count']} decisions")
    return "\n".join(lines)


def deal_key(job: tuple) -> dict:
    """What a deal's outcome depends on: its key in a ``--record`` file."""
    lineup, deck, seed, index, reference_iterations, unit = job
    return {"tool": "headtohead", "lineup": lineup, "deck": deck, "seed": seed, "deal": index,
            "reference_iterations": reference_iterations, "unit": unit}


def _resumed(summary: dict) -> str:
    if not summary.get("resumed_deals"):
        return ""
    return f" ({summary['resumed_deals']} deals from the record; all deals {summary['play_seconds']:.0f} s of play)"


def run(lineup: list[str], deck: str, games: int, seed: int, processes: int, time_limit: float | None,
        progress: bool = False, reference_iterations: int = ITERATIONS, unit: str = "game",
        record: Record | None = None) -> dict:
    n = len(lineup)
    record = record or Record(None)
    jobs = [(lineup, deck, seed, index, reference_iterations, unit) for index in range(math.ceil(games / n))]
    done: list[dict] = [deal for job in jobs if (deal := record.get(deal_key(job))) is not None]
    resumed = len(done)
    jobs = [job for job in jobs if job[3] not in {deal["index"] for deal in done}]
    start = time.perf_counter()

    def report(complete: bool) -> dict:
        return summarise(lineup, deck, seed, sorted(done, key=lambda d: d["index"]), time.perf_counter() - start,
                         complete, unit, resumed)

    def finished(job: tuple, deal: dict) -> None:
        done.append(deal)
        record.add(deal_key(job), deal)
        if progress and len(done) % 10 == 0:
            print(describe(report(False), running=True), file=sys.stderr, flush=True)

    if processes <= 1:  # here, between deals checking the time
        for job in jobs:
            if time_limit is not None and time.perf_counter() - start > time_limit:
                return report(False)
            finished(job, play_deal(job))
        return report(True)
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    by_index = {job[3]: job for job in jobs}
    complete = True
    with multiprocessing.get_context(method).Pool(processes) as pool:
        pending = pool.imap_unordered(play_deal, jobs)
        for _ in jobs:
            left = None if time_limit is None else time_limit - (time.perf_counter() - start)
            try:
                if left is not None and left <= 0:
                    raise multiprocessing.TimeoutError
                deal = pending.next(timeout=left)
            except multiprocessing.TimeoutError:
                complete = False
                break
            finished(by_index[deal["index"]], deal)
        pool.terminate()
    return report(complete)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--premium", action="store_true", help="Premium deck; default lineup at 6 players")
    parser.add_argument("--lineup", help="comma-separated levels, entrant 0 first (overrides --players)")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--time-limit", type=float, help="seconds; report the deals finished by then")
    parser.add_argument("--progress", action="store_true", help="print the running summary every 10 deals")
    parser.add_argument("--reference-iterations", type=int, default=ITERATIONS, help="for quick checks only")
    parser.add_argument("--unit", choices=UNITS, default="game",
                        help="what one sample is: a whole game, or only its first round (quick comparisons)")
    parser.add_argument("--json", action="store_true", help="print one JSON summary (the table goes to stderr)")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="keep finished deals in FILE and play only the missing ones (resume a stopped run)")
    args = parser.parse_args(argv)
    players = 6 if args.premium and not args.lineup and args.players == 4 else args.players
    lineup = args.lineup.split(",") if args.lineup else default_lineup(players, args.premium)
    if any(level not in LEVELS and not level.startswith("hard:") for level in lineup):
        parser.error(f"levels are {', '.join(LEVELS)} and hard:SETTINGS (a Hard variant, see hard_variant)")
    deck = "premium" if args.premium or len(lineup) > 4 else "classic"
    summary = run(lineup, deck, args.games, args.seed, args.processes, args.time_limit, args.progress,
                  args.reference_iterations, args.unit, Record(args.record))
    print(describe(summary), file=sys.stderr if args.json else sys.stdout, flush=True)
    if args.json:
        print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
