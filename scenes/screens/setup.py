"""New game setup: the game, the player count, each seat (name, human or bot level), the game's options."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.engine import BOT_LEVEL_NAMES, BOT_LEVELS, GameDef, OptionsError, OptionSpec
from game.i18n import tr
from game.session import SeatConfig, Session
from game.textclean import NAME_LIMIT, clean_text, clip_name
from game.tutorial import has_tutorial
from scenes.core import flow
from scenes.core.scene import Scene
from scenes.ui.showcase import draw_game_preview, draw_table_art, preview_rect
from scenes.ui.widgets import Button, Cycler, Label, Paragraph, Stepper, TextField, Widget

if TYPE_CHECKING:
    from scenes.core.scene import Stage

DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jana")
ROW = 50.0
SEATS_X, OPTIONS_X = 120.0, 860.0
COLUMN_W = 620.0
SEATS_Y = 272.0  # the first seat's row, under the game, its description and the player count
HELP_BOTTOM = 780.0  # the options' help box ends above the Back and Start buttons
HELP_MAX_H = 150.0  # room for the longest help (four lines)
PREVIEW_GAP = 16.0  # between the options (or the seats) and the game's preview
PREVIEW_MIN_RIGHT = 220.0  # the preview goes under the options when it has this much room there
TABLE_ART_MIN = 230.0  # the table and its chairs need this much room under the seats


def seat_kinds(host: bool = False) -> list[tuple[str, str]]:
    """Who sits at a seat: a human or a bot of some level, labelled in the current language (hosting a table for
    friends: also a friend on another machine)."""
    friend = [("remote", tr("Remote friend"))] if host else []
    return [("human", tr("Human")), *friend] + [(level, tr("Bot: {level}", level=tr(BOT_LEVEL_NAMES[level])))
                                                for level in BOT_LEVELS]


class SetupScene(Scene):
    def __init__(self, app: Stage, seed: int | None = None, host: bool = False) -> None:
        super().__init__(app)
        self.seed = seed
        self.host = host  # the setup of a table hosted for friends on other machines
        self.game_ids = catalog.available_game_ids()
        self.game_id = self.game_ids[0] if self.game_ids else ""
        self.players = 0
        self.names = list(DEFAULT_NAMES)
        self.kinds = ["human"] + ["remote" if host else "normal"] + ["normal"] * (len(DEFAULT_NAMES) - 2)
        self.options: dict = {}
        self.option_widgets: dict[str, Widget] = {}  # by option key
        self.help_key: str | None = None  # the option whose help is shown (the one pointed at or last changed)
        self.specs: dict[str, OptionSpec] = {}
        self.help_box: Paragraph | None = None
        self.preset_buttons: list[Button] = []
        self.presets: list[dict] = []
        self.preview: tuple[float, float, float, float] | None = None  # the game's preview (logical), if room
        self.table_art: tuple[float, float, float, float] | None = None  # the table and its seats, if room
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
        self.help_key = key
        if value is True:
            self.turn_off_conflicts([key])

    def turn_off_conflicts(self, turned_on: list[str], keep: frozenset[str] = frozenset()) -> None:
        """Turn off the options that cannot be on with those just ``turned_on`` (``OptionSpec.conflicts``, either
        way round), but those in ``keep``, and say so: Start refused the pair with the options' keys ("options
        jokers and more_cards cannot be combined")."""
        specs = self.specs
        for key in turned_on:
            spec = specs.get(key)
            if spec is None:
                continue
            clashing = {*spec.conflicts, *(other.key for other in specs.values() if key in other.conflicts)}
            for other in sorted(clashing - keep - {key}):
                if self.options.get(other) is not True:
                    continue
                self.options[other] = False
                widget = self.option_widgets.get(other)
                if isinstance(widget, Cycler):
                    widget.show(False)
                self.services.toast(tr("{other} is off now: it cannot be combined with {option}.",
                                       other=tr(specs[other].label), option=tr(spec.label)), good=None)
        self.ui.invalidate()

    def apply_preset(self, options: dict) -> None:
        """Set every option a preset names (the rest keep their values)."""
        named = {key: value for key, value in options.items() if key in self.options}
        self.options.update(named)
        self.build()
        self.turn_off_conflicts([key for key, value in named.items() if value is True], keep=frozenset(named))

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
            Cycler((SEATS_X, 110, COLUMN_W, 48), tr("Game"), titles, self.game_id, self.set_game, size=24),
            Stepper((SEATS_X, 214, COLUMN_W, 44), tr("Players"), self.players, (game.min_players, game.max_players),
                    self.set_players),
            Paragraph((SEATS_X, 162, COLUMN_W, 48), self.about(game), size=17, dim=True),
        ]
        for seat in range(self.players):
            y = SEATS_Y + seat * ROW
            self.widgets += [
                Label((SEATS_X, y, 40, 42), f"{seat + 1}.", dim=True),
                TextField((SEATS_X + 40, y, 300, 42), self.names[seat], partial(self.set_name, seat),
                          max_len=NAME_LIMIT),
                Cycler((SEATS_X + 352, y, 268, 42), "", seat_kinds(self.host), self.kinds[seat],
                       partial(self.set_kind, seat), size=20),
            ]
        self.widgets.append(Label((OPTIONS_X, 110, 170, 40), tr("Options"), bold=True))  # (clear of the presets at 180)
        presets = game.presets(self.players)
        pw = (COLUMN_W - 180) / max(1, len(presets)) - 10
        self.preset_buttons = [Button((OPTIONS_X + 180 + i * (pw + 10), 112, pw, 38), tr(label),
                                      partial(self.apply_preset, options), size=18)
                               for i, (label, options) in enumerate(presets)]
        self.presets = [options for _, options in presets]
        self.widgets += self.preset_buttons
        specs = [spec for spec in game.option_specs(self.players) if not spec.hidden]
        self.specs = {spec.key: spec for spec in specs}
        self.option_widgets = {spec.key: self.option_widget(spec, (OPTIONS_X, 160 + i * ROW, COLUMN_W, 42))
                               for i, spec in enumerate(specs)}
        self.widgets += self.option_widgets.values()
        if not specs:
            self.widgets.append(Label((OPTIONS_X, 160, COLUMN_W, 42), tr("This game has no options."), dim=True))
        if self.help_key not in self.specs:
            self.help_key = next((spec.key for spec in specs if spec.help), None)
        help_top = 160 + len(specs) * ROW + 6
        if specs and HELP_BOTTOM - help_top >= 60:
            self.help_box = Paragraph((OPTIONS_X, help_top, COLUMN_W, min(HELP_MAX_H, HELP_BOTTOM - help_top)), "",
                                      size=17, boxed=True)
            self.widgets.append(self.help_box)
        else:
            self.help_box = None
        options_end = self.help_box.rect[1] + self.help_box.rect[3] if self.help_box else 160 + max(1, len(specs)) * ROW
        seats_end = SEATS_Y + self.players * ROW - 8
        right = preview_rect(options_end + PREVIEW_GAP, HELP_BOTTOM, OPTIONS_X, COLUMN_W)
        left = preview_rect(seats_end + PREVIEW_GAP, HELP_BOTTOM, SEATS_X, COLUMN_W)
        self.table_art = None
        if right is not None and right[3] >= PREVIEW_MIN_RIGHT:  # under the options; the table under the seats
            self.preview = right
            self.table_art = left if left is not None and left[3] >= TABLE_ART_MIN else None
        else:  # the options fill their column: the preview under the seats
            self.preview = left or right
        self.widgets += [
            Button((SEATS_X, 800, 300, 56), tr("Back"), self.back),
            Button((1180, 800, 300, 56), tr("Start"), self.start, primary=True),
        ]
        if has_tutorial(self.game_id):  # a guided first game of this game (Learn to play)
            self.widgets.append(Button((650, 800, 300, 56), tr("Learn to play"),
                                       partial(flow.start_tutorial, self.app, self.game_id)))

    @staticmethod
    def about(game: GameDef) -> str:
        """The game's one-line description and how many may play."""
        players = tr("{lo}–{hi} players", lo=game.min_players, hi=game.max_players)
        return tr("{text} ({detail})", text=tr(game.description), detail=players) if game.description else players

    def help_text(self) -> str:
        """What the option pointed at (or last changed) does, under its name."""
        focused = self.focus.current()  # the option the keyboard is on, as one pointed at
        key = next((k for k, w in self.option_widgets.items() if w is focused), None) or self.help_key
        spec = self.specs.get(key or "")
        if spec is None or not spec.help:
            return tr("Point at an option to read what it does.")
        return tr("{caption}: {value}", caption=tr(spec.label), value=tr(spec.help))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for key, widget in self.option_widgets.items():
                if widget.screen_rect(self.app).collidepoint(event.pos) and key != self.help_key:
                    self.help_key = key
                    self.ui.invalidate()
        super().handle(event)

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
        names = [clip_name(self.names[s]) if clean_text(self.names[s]).strip() else DEFAULT_NAMES[s]
                 for s in range(self.players)]
        twice = next((name for i, name in enumerate(names) if name.casefold() in
                      {other.casefold() for other in names[:i]}), None)
        if twice is not None:  # a prompt could not tell the two apart ("Target: Ben")
            self.services.toast(tr("Two players cannot both be called {name}.", name=twice))
            return
        try:
            seats = [SeatConfig(name, *self.seat_kind(s)) for s, name in enumerate(names)]
            seed = self.seed if self.seed is not None else self.services.fixed_seed
            if seed is None:
                seed = random.SystemRandom().randrange(2**31)
            session = Session(self.game, seats, seed, self.options)
        except OptionsError as exc:  # (in the player's words: the options it names by their labels)
            self.services.toast(exc.said())
            return
        except ValueError as exc:
            self.services.toast(str(exc))
            return
        if self.host:
            self.start_hosting(session)
            return
        flow.start_match(self.app, session)

    def start_hosting(self, session) -> None:  # noqa: ANN001 - a Session
        """Serve the match: its remote seats wait for their players (there must be one)."""
        kinds = ["remote" if self.kinds[s] == "remote" else "local" if self.kinds[s] == "human" else "bot"
                 for s in range(self.players)]
        if "remote" not in kinds:
            self.services.toast(tr("Choose a seat for a friend on another machine."))
            return
        if "local" not in kinds:  # the host's screen shows a person's seat, never a remote friend's cards
            self.services.toast(tr("Keep a seat for yourself at this screen."))
            return
        flow.host_table(self.app, session, kinds)

    def seat_kind(self, seat: int) -> tuple[str, str]:
        kind = self.kinds[seat]
        return ("human", "normal") if kind in ("human", "remote") else ("bot", kind)

    def draw(self, surface: pygame.Surface) -> None:
        self.fill_background(surface)
        self.draw_title(surface, tr("Host a game") if self.host else tr("New game"), y=60)
        if self.preview is not None and self.game_id:
            draw_game_preview(surface, self.app, self.preview, self.game_id, self.players,
                              seats=self.table_art is None)
        if self.table_art is not None and self.game_id:
            draw_table_art(surface, self.app, self.table_art, self.game_id, self.players)
        if self.help_box is not None:
            self.help_box.text = self.help_text()
        for button, options in zip(self.preset_buttons, self.presets, strict=True):
            button.selected = all(self.options.get(key) == value for key, value in options.items())
        self.draw_widgets(surface)


@flow.open_setup_screen.register
def open_setup(app: Stage, seed: int | None = None, host: bool = False, game_id: str | None = None) -> SetupScene:
    """The setup screen, with ``game_id`` chosen when given."""
    scene = SetupScene(app, seed, host)
    if game_id is not None:
        scene.set_game(game_id)
    return scene
