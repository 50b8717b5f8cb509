"""The presenters over every position of random games: what the table shows must always build.

Shared by ``test_present_soak.py`` (a few seconds) and ``tools/soak.py --present-games N`` (the longer run).
At every position of each game, for every seat: the table model (for the seat to act, its choices are exactly
the legal actions), the log lines, the why-not text of a few drops the seat could try, and the round summary;
at the end, the summary of the finished game. The texts of a game are made in one language, the languages
taking turns, so a translation that breaks a placeholder is found too. Player counts and options are drawn
per game, and each variant (every bool option on, every choice value) gets at least one game of its own.
"""

from __future__ import annotations

import random
import re
import time
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from game import i18n
from game.catalog import get_entry
from game.engine import JSON, GameDef, GameState, Presenter, TableModel
from game.session import derive_seed
from scenes.table.layout import load_layout

from .random_play import Violation, random_setup

LANGUAGES = ("en", "de", "zh-Hant")
NAMES = ("Anna", "Ben", "Carla", "Dan", "Eva", "Finn", "Gus", "Hana")
MAX_GAME_ACTIONS = 20_000
DROPS_PER_POSITION = 3


@dataclass
class PresentReport:
    game: str
    games: int = 0
    positions: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> JSON:
        return {"game": self.game, "games": self.games, "positions": self.positions,
                "seconds": round(self.seconds, 2), "failures": self.failures}


def variant_setups(game: GameDef) -> Iterator[tuple[int, dict[str, JSON]]]:
    """One setup per variant: each bool option on, each choice value, at the fewest players that allow it."""
    done: set[tuple[str, JSON]] = set()
    for n in range(game.min_players, game.max_players + 1):
        for spec in game.option_specs(n):
            values = [True] if spec.kind == "bool" else [v for v, _ in spec.choices if v != spec.default]
            for value in values:
                if (spec.key, value) in done:
                    continue
                try:
                    game.new_game(n, 0, {spec.key: value})
                except ValueError:
                    continue
                done.add((spec.key, value))
                yield n, {spec.key: value}


POINTER_WORDS = re.compile(r"\b(drag|drop|click)", re.IGNORECASE)
"""The pointer's gestures, in English (the soak's language): a status hint that names one tells a player on the
keys to do what they cannot, so it comes with ``TableModel.hint_keys``."""


SAID_SIGNS = "+-−=<>"
"""Signs a voice reads as the word they stand for ("+1": "plus 1"); any other sign in a caption is read by its
name ("×2": "multiplication sign 2", "●": "black circle")."""


def unspoken_signs(text: str) -> str:
    """The signs of ``text`` a voice reads by their names, not as what they mean."""
    return "".join(ch for ch in text if unicodedata.category(ch) in ("So", "Sm") and ch not in SAID_SIGNS)


def check_spoken(table: TableModel, seat: int, labelled: frozenset[str] = frozenset()) -> None:
    """What the keys' ring says aloud (:mod:`scenes.table.focus_words`) can be said: a caption written in signs
    comes with its words (``CardView.spoken_caption``), and a place a card may be put with no label on the table
    with a name (``ZoneView.spoken_label``: a voice read Road's grid cell as "grid.r0c0"). ``labelled``: the zones
    whose layout gives them a label."""
    for zone in table.zones:
        for card in zone.cards:
            if unspoken_signs(card.caption) and not _text(card.spoken_caption, "a caption's words"):
                raise Violation(f"seat {seat}: the caption {card.caption!r} of {card.uid} is written in signs and "
                                "has no words for a voice (spoken_caption)")
    places = {c.drag_to for c in table.choices}
    for zone in table.zones:
        if zone.id in places and not (zone.label or _text(zone.spoken_label, "a place's name")
                                      or zone.id in labelled):
            raise Violation(f"seat {seat}: the place {zone.id} a card may be put shows no label and has no name "
                            "for a voice (spoken_label)")


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise Violation(f"{what} is {type(value).__name__}, not text")
    return value


def check_position(game: GameDef, presenters: list[Presenter], state: GameState, names: list[str], rng: random.Random,
                   lines_seen: list[int], all_seats: bool = True, labelled: frozenset[str] = frozenset()) -> None:
    """``lines_seen``: per seat, how many log lines were checked before (a log only grows); without
    ``all_seats`` only the seat to act (or, at the end, every seat) is checked. ``labelled``: the zones whose
    layout gives them a label."""
    current = state.current_player()
    legal = state.legal_actions()
    for seat, presenter in enumerate(presenters):
        if not (all_seats or seat == current or state.is_terminal()):
            continue
        view = game.view(state, seat)
        table = presenter.table(view, legal if seat == current else [], names)
        _text(table.headline, "the headline")
        if not table.headline:
            raise Violation(f"seat {seat}: empty headline")
        _text(table.prompt, "the prompt")
        if POINTER_WORDS.search(_text(table.hint, "the status hint")) and (
                not _text(table.hint_keys, "the status hint for the keys") or POINTER_WORDS.search(table.hint_keys)):
            raise Violation(f"seat {seat}: the status hint {table.hint!r} names the pointer's gesture and has no "
                            f"words for a player on the keys ({table.hint_keys!r})")
        if seat == current and {c.action for c in table.choices} != set(legal):
            raise Violation(f"seat {seat}: the choices are not the legal actions")
        if seat != current and table.choices:
            raise Violation(f"seat {seat} is offered choices out of turn")
        check_spoken(table, seat, labelled)
        lines = presenter.log_lines(view, names, context=i18n.current_language())
        if len(lines) < lines_seen[seat]:
            raise Violation(f"seat {seat}: the log lost lines")
        for line in lines[lines_seen[seat]:]:
            if not _text(line, "a log line"):
                raise Violation("an empty log line")
        lines_seen[seat] = len(lines)
        cards = [card.uid for zone in table.zones for card in zone.cards]
        targets = [zone.id for zone in table.zones] + [None]
        for _ in range(DROPS_PER_POSITION if cards else 0):
            drag = frozenset(rng.sample(cards, min(len(cards), rng.choice((1, 1, 2)))))
            if not _text(presenter.why_not(view, drag, rng.choice(targets)), "a why-not text"):
                raise Violation(f"seat {seat}: empty why-not text for {sorted(drag)}")
        summary = presenter.round_summary(view, names)
        if summary is not None and not (summary and all(_text(line, "a summary line") for line in summary)):
            raise Violation(f"seat {seat}: an empty round summary or summary line: {summary!r}")
        if state.is_terminal() and not summary:
            raise Violation(f"seat {seat}: no summary of the finished game")


def present_game(game: GameDef, n: int, options: Mapping[str, JSON], seed: int, language: str,
                 all_seats_every: int = 1) -> int:
    """One random game with every position presented to the seat to act, and to every seat each
    ``all_seats_every`` positions and at the end; return the positions checked."""
    state = game.new_game(n, seed, options)
    presenters = [get_entry(game.id).presenter() for _ in range(n)]  # one per viewer, as in the app (its log memo)
    names = list(NAMES[:n])
    rng = random.Random(seed)
    lines_seen = [0] * n
    layout = load_layout(presenters[0].layout_file(n))
    labelled = frozenset(zone_id for zone_id, spec in layout.zones.items() if spec.label)
    i18n.set_language(language)
    try:
        positions = 0
        while True:
            check_position(game, presenters, state, names, rng, lines_seen, positions % all_seats_every == 0,
                           labelled)
            positions += 1
            if state.is_terminal():
                return positions
            if positions > MAX_GAME_ACTIONS:
                raise Violation(f"no end after {MAX_GAME_ACTIONS} random actions")
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    finally:
        i18n.set_language("en")


def present_soak(game: GameDef, games: int, seed: int, all_seats_every: int = 1, max_failures: int = 5
                 ) -> PresentReport:
    """Every variant once, then random setups, until ``games`` games are played (at least the variants)."""
    report = PresentReport(game.id)
    rng = random.Random(seed)
    setups = list(variant_setups(game))
    start = time.perf_counter()
    while (report.games < games or setups) and len(report.failures) < max_failures:
        n, options = setups.pop(0) if setups else random_setup(game, rng)
        game_seed = derive_seed(seed, "present", report.games)
        language = LANGUAGES[report.games % len(LANGUAGES)]
        try:
            report.positions += present_game(game, n, options, game_seed, language, all_seats_every)
        except Exception as exc:  # every failure is reported with what reproduces it
            report.failures.append(f"{type(exc).__name__}: {exc} (players={n}, seed={game_seed}, "
                                   f"options={options}, language={language})"[:600])
        report.games += 1
    report.seconds = time.perf_counter() - start
    return report
