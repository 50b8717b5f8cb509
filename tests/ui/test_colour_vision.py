"""Nothing told by colour alone: every table, seen through deuteranopia and protanopia (Machado, Oliveira &
Fernandes 2009, severity 1.0), has no two seat colours, two disc kinds, two suits or two card colours closer than
ΔE 20 (CIE76, CIELAB D65) unless a shape or letter tells them apart. Computed from the palettes and the marks the
art draws (the seats' shapes, the discs' emblems and initials, the suits' and the colour-coded cards' symbols), for
every game at its fewest and most players, with each palette and deck."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game import catalog, i18n
from game.engine import SeatView
from scenes.art.design import Character, PlayingCard, Token
from scenes.art.games import design_for
from scenes.art.theme import Palette, palette
from scenes.ui.seat_marks import seat_colour, seat_glyph

RGB = tuple[int, int, int]
MACHADO = {  # severity 1.0, applied to linear RGB
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
MIN_DELTA_E = 20.0
Item = tuple[str, RGB, tuple[str, ...]]  # (what, colour drawn, the marks that tell it apart without colour)


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(colour: RGB, kind: str) -> tuple[float, float, float]:
    """``colour`` as a person with ``kind`` sees it (linear RGB in, sRGB 0..1 out)."""
    lin = [_linear(c) for c in colour]
    return tuple(_gamma(sum(m * v for m, v in zip(row, lin, strict=True))) for row in MACHADO[kind])  # type: ignore[return-value]


def lab(srgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_linear(c * 255) for c in srgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB, b: RGB, kind: str) -> float:
    la, lb = lab(simulate(a, kind)), lab(simulate(b, kind))
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def confusions(items: list[Item]) -> list[str]:
    """The pairs of ``items`` of distinct colours that a colour-blind person cannot tell apart: closer than ΔE 20
    seen with a deficiency, and no mark apart."""
    found = []
    for (what_a, a, marks_a), (what_b, b, marks_b) in combinations(items, 2):
        if a == b or marks_a != marks_b:
            continue
        for kind in MACHADO:
            if (d := delta_e(a, b, kind)) < MIN_DELTA_E:
                found.append(f"{what_a} / {what_b}: ΔE {d:.1f} with {kind}, the same marks {marks_a}")
    return found


def seats_of(game_id: str, players: int) -> list[SeatView]:
    """The seats as the game's table shows them (a few moves into a game)."""
    game, entry = catalog.get_game(game_id), catalog.get_entry(game_id)
    state = game.new_game(players, 3)
    rng = random.Random(3)
    for _ in range(4):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    names = [f"P{i}" for i in range(players)]
    return entry.presenter().table(game.view(state, 0), [], names).seats


def table_items(game_id: str, players: int, pal: Palette, marked: bool = True) -> dict[str, list[Item]]:
    """What a table tells apart by colour, per group, with the marks drawn beside the colours (``marked`` False:
    as before the marks, every seat a dot and a disc its emblem alone)."""
    seats = [(f"seat {s.seat}", seat_colour(s, pal), (seat_glyph(s) if marked else "●",))
             for s in seats_of(game_id, players)]
    discs, suits, cards = [], [], []
    for spec in catalog.get_game(game_id).cards().values():
        design = design_for(spec.face, game_id)
        if isinstance(design, Token):
            discs.append((spec.face, pal.hue(design.colour), (design.emblem, design.letter if marked else "")))
        elif isinstance(design, PlayingCard) and design.suit:
            suits.append((design.suit, pal.suit_ink(design.suit, spec.colour), (spec.symbol,)))
        elif isinstance(design, Character) and design.badge == "shape":
            cards.append((spec.face, pal.hue(spec.colour), (spec.symbol,)))
    return {"seats": seats, "discs": list({d[0]: d for d in discs}.values()),
            "suits": list({s[0]: s for s in suits}.values()), "cards": cards}


def player_counts() -> list[tuple[str, int]]:
    out = []
    for game_id in catalog.game_ids():
        game = catalog.get_game(game_id)
        out += [(game_id, game.min_players), (game_id, game.max_players)]
    return out


PALETTES = {"default": palette(False), "okabe-ito": palette(True), "four-colour": palette(False, True),
            "okabe-ito, four-colour": palette(True, True)}


@pytest.mark.parametrize(("game_id", "players"), player_counts())
def test_no_two_seats_discs_suits_or_card_colours_are_told_by_colour_alone(game_id, players):
    i18n.set_language("en")
    problems = []
    for name, pal in PALETTES.items():
        for group, items in table_items(game_id, players, pal).items():
            problems += [f"{name} palette, {group}: {c}" for c in confusions(items)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", ["de", "zh-Hant"])
def test_the_disc_initials_tell_the_kinds_apart_in_every_language(language):
    i18n.set_language(language)
    for game_id in catalog.game_ids():
        letters = [(emblem, letter) for _, _, (emblem, letter) in
                   table_items(game_id, catalog.get_game(game_id).max_players, palette(False))["discs"]]
        assert len({letter for _, letter in letters}) == len(letters) or not any(letter for _, letter in letters)


def test_the_check_finds_what_colour_alone_told_before_the_shapes():
    """The same check on the table as it was (every seat a dot in its colour): red and green seats, among others,
    ran together for a colour-blind person."""
    found = [c for game_id, players in player_counts() for name, pal in PALETTES.items()
             for c in confusions(table_items(game_id, players, pal, marked=False)["seats"])]
    assert found
    old_red, old_green = (236, 120, 110), (120, 206, 130)  # seats 0 and 2 of the old seat colours
    assert delta_e(old_red, old_green, "deuteranopia") < MIN_DELTA_E


def test_the_simulation_matches_machado_on_known_colours():
    """Pure red seen with protanopia is a dark olive, pure blue keeps its blue; a grey stays grey (ΔE 0)."""
    red = simulate((255, 0, 0), "protanopia")
    assert red[0] < 0.6 and abs(red[0] - red[1]) < 0.1 and red[2] < 0.1
    assert simulate((0, 0, 255), "deuteranopia")[2] > 0.95
    assert delta_e((128, 128, 128), (128, 128, 128), "protanopia") == 0
