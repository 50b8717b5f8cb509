"""New game setup: the game, the player count, each seat (name, human or bot level), the game's options."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import BOT_LEVELS, GameDef, OptionSpec
from game.i18n import tr
from game.textclean import NAME_LIMIT, clean_text, clip_name
from scenes import flow
from scenes.scene import Scene
from scenes.widgets import Button, Cycler, Label, Stepper, TextField, Widget

if TYPE_CHECKING:
    from scenes.app import App

DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jana")
ROW = 50.0
SEATS_X, OPTIONS_X = 120.0, 860.0


def seat_kinds() -> list[tuple[str, str]]:
    """Who sits at a seat: a human or a bot of some level, labelled in the current language."""
    return [("human", tr("Human"))] + [(level, tr("Bot: {level}", level=tr(level.title()))) for level in BOT_LEVELS]


class SetupScene(Scene):
    def __init__(self, app: App, seed: int | None = None) -> None:
        super().__init__(app)
        self.seed = seed
        self.game_ids = catalog.available_game_ids()
        self.game_id = self.game_ids[0] if self.game_ids else ""
        self.players = 0
        self.names = list(DEFAULT_NAMES)
        self.kinds = ["human"] + ["normal"] * (len(DEFAULT_NAMES) - 1)
        self.options: dict = {}
        self.option_widgets: dict[str, Widget] = {}  # by option key
        if self.game_id:
            self.set_game(self.game_id)

    @property
    def game(self) -> GameDef:
        return catalog.get_game(self.game_id)

    # ------------------------------------------------------------------ state changes
    def set_game(self, game_id: str) -> None:
        self.game_id = game_id
        game = self.game
        self.players = min(max(self.players or 2, game.min_players), game.max_players)
        self.reset_options()

    def set_players(self, n: int) -> None:
        self.players = n
        self.reset_options()

    def reset_options(self) -> None:
        specs = self.game.option_specs(self.players)
        old, self.options = self.options, {}
        for spec in specs:
            try:
                self.options[spec.key] = spec.validate(old.get(spec.key, spec.default))
            except ValueError:
                self.options[spec.key] = spec.default
        self.build()

    def set_option(self, key: str, value) -> None:
        self.options[key] = value

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind

    def set_name(self, seat: int, name: str) -> None:
        self.names[seat] = name

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        self.widgets = []
        if not self.game_ids:
            self.widgets = [Label((500, 400, 600, 40), tr("No game is installed yet."), align="centre"),
                            Button((650, 800, 300, 56), tr("Back"), self.back)]
            return
        titles = [(gid, tr(catalog.get_game(gid).title)) for gid in self.game_ids]
        game = self.game
        self.widgets += [
            Cycler((SEATS_X, 110, 620, 48), tr("Game"), titles, self.game_id, self.set_game, size=24),
            Stepper((SEATS_X, 170, 620, 44), tr("Players"), self.players, (game.min_players, game.max_players),
                    self.set_players),
        ]
        for seat in range(self.players):
            y = 240 + seat * ROW
            self.widgets += [
                Label((SEATS_X, y, 40, 42), f"{seat + 1}.", dim=True),
                TextField((SEATS_X + 40, y, 300, 42), self.names[seat], partial(self.set_name, seat),
                          max_len=NAME_LIMIT),
                Cycler((SEATS_X + 352, y, 268, 42), "", seat_kinds(), self.kinds[seat],
                       partial(self.set_kind, seat), size=20),
            ]
        self.widgets.append(Label((OPTIONS_X, 110, 600, 40), tr("Options"), bold=True))
        specs = [spec for spec in game.option_specs(self.players) if not spec.hidden]
        self.option_widgets = {spec.key: self.option_widget(spec, (OPTIONS_X, 160 + i * ROW, 620, 42))
                               for i, spec in enumerate(specs)}
        self.widgets += self.option_widgets.values()
        if not specs:
            self.widgets.append(Label((OPTIONS_X, 160, 620, 42), tr("This game has no options."), dim=True))
        self.widgets += [
            Button((SEATS_X, 800, 300, 56), tr("Back"), self.back),
            Button((1180, 800, 300, 56), tr("Start"), self.start),
        ]

    def option_widget(self, spec: OptionSpec, rect) -> Widget:
        value = self.options[spec.key]
        change = lambda v, key=spec.key: self.set_option(key, v)  # noqa: E731
        if spec.kind == "bool":
            return Cycler(rect, tr(spec.label), [(False, tr("Off")), (True, tr("On"))], value, change, size=20)
        if spec.kind == "choice":
            return Cycler(rect, tr(spec.label), [(v, tr(label)) for v, label in spec.choices], value, change, size=20)
        lo, hi = spec.bounds or (0, 99)
        show = self.seat_label if spec.key == "starter" else str
        return Stepper(rect, tr(spec.label), value, (lo, hi), change, show=show, size=20)

    def seat_label(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    # ------------------------------------------------------------------ start
    def start(self) -> None:
        from game.session import SeatConfig, Session

        names = [clip_name(self.names[s]) if clean_text(self.names[s]).strip() else DEFAULT_NAMES[s]
                 for s in range(self.players)]
        twice = next((name for i, name in enumerate(names) if name.casefold() in
                      {other.casefold() for other in names[:i]}), None)
        if twice is not None:  # a prompt could not tell the two apart ("Target: Ben")
            self.app.toast(tr("Two players cannot both be called {name}.", name=twice))
            return
        try:
            seats = [SeatConfig(name, *self.seat_kind(s)) for s, name in enumerate(names)]
            seed = self.seed if self.seed is not None else self.app.fixed_seed
            if seed is None:
                seed = random.SystemRandom().randrange(2**31)
            session = Session(self.game, seats, seed, self.options)
        except ValueError as exc:
            self.app.toast(str(exc))
            return
        flow.start_match(self.app, session)

    def seat_kind(self, seat: int) -> tuple[str, str]:
        kind = self.kinds[seat]
        return ("human", "normal") if kind == "human" else ("bot", kind)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("New game"), y=60)
        self.draw_widgets(surface)
