"""What a registered game must provide, one :class:`Requirement` per piece, each checked on a catalog entry and
answering with what is missing in words (``tests/test_game_conformance.py`` runs them on every registered game).
A check that needs another piece (the layouts need the rules' player counts) says nothing while that piece is
missing: the piece's own requirement names it, so a game is told each missing piece once.

The checklist of ``game/engine/CONVENTIONS.md`` ("Adding a game") is :func:`checklist`, word for word (a test
compares them); ``python tests/game_conformance.py`` prints it."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import json
import random
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game import i18n
from game.catalog import GameEntry
from game.data import package_folder
from game.engine import BOT_LEVELS, GameDef, Presenter
from game.entry import Later, load
from tools.i18n_catalogs import compiled_table

HOOKS = {"hint": "hint_hook", "appraise": "appraise_hook", "hint_reason": "hint_reason_hook"}
"""A bots module's optional functions -> the entry field that must hold them (nothing is found by name)."""


@dataclass(frozen=True)
class Requirement:
    name: str
    text: str
    """The checklist line (markdown), what a game provides."""
    check: Callable[[GameEntry], list[str]]
    """The problems of an entry (empty: the piece is there)."""


def _rules(entry: GameEntry) -> list[str]:
    game = entry.rules
    if not isinstance(game, GameDef):
        return [f"the entry's rules are a {type(game).__name__}, not a GameDef"]
    out = []
    if game.id != entry.id:
        out.append(f"the rules' id is {game.id!r}, the entry's id {entry.id!r}")
    if not 1 <= game.min_players <= game.max_players:
        out.append(f"players {game.min_players}..{game.max_players} is no range")
    if not game.cards():
        out.append("GAME.cards() names no card face (the UI draws faces from it)")
    return out


def _bots(entry: GameEntry) -> list[str]:
    make = entry.make_bot
    if not callable(make):
        return [f"the entry's make_bot {make!r} is not callable"]
    out = []
    for level in BOT_LEVELS:
        bot = make(level, 1)
        if getattr(bot, "level", None) != level or not callable(getattr(bot, "choose", None)):
            out.append(f"make_bot({level!r}, seed) gives {bot!r}, not a bot of level {level!r} with choose()")
    try:
        make("grandmaster", 1)
        out.append("make_bot accepts the unknown level 'grandmaster' (a ValueError is expected)")
    except ValueError:
        pass
    return out


def _found(part: object) -> object:
    """The part itself: a part the entry names to import at its first call (:class:`game.entry.Later`) loaded."""
    return load(part.path) if isinstance(part, Later) else part


def _presenter(entry: GameEntry) -> list[str]:
    try:
        cls = _found(entry.presenter)
    except (ImportError, AttributeError) as error:
        return [f"the entry's presenter {entry.presenter!r} cannot be loaded: {error}"]
    if not (inspect.isclass(cls) and issubclass(cls, Presenter)):
        return [f"the entry's presenter {cls!r} is not a Presenter class"]
    if cls.game_id != entry.id:
        return [f"{cls.__name__}.game_id is {cls.game_id!r}, the entry's id {entry.id!r}"]
    return []


def _layouts(entry: GameEntry) -> list[str]:
    from scenes.table.layout import entry_layouts

    if _rules(entry):
        return []  # the player counts are the rules' (their requirement names what is missing)
    game, folder = entry.rules, entry_layouts(entry)
    out = []
    for n in range(game.min_players, game.max_players + 1):
        path = folder / f"{n}p.tmx"
        if not path.is_file():
            out.append(f"no layout {path} for {n} players")
            continue
        names = {obj.get("name") for group in ET.parse(path).getroot().iter("objectgroup")
                 if group.get("name") == "zones" for obj in group.iter("object")}
        if not names:
            out.append(f"{path.name} has no layer 'zones' of named objects")
        if _presenter(entry):
            continue  # which zones it shows is the presenter's to say
        state = game.new_game(n, 1)
        model = entry.presenter().table(game.view(state, state.current_player()), state.legal_actions(),
                                        [f"P{i}" for i in range(n)])
        shown = {zone.id for zone in model.zones}
        if shown - names:
            out.append(f"{path.name} lacks the zones {sorted(shown - names)} the presenter shows")
    return out


def _summary(entry: GameEntry) -> list[str]:
    if _rules(entry) or _presenter(entry):
        return []  # their own requirements name what is missing
    game, presenter = entry.rules, entry.presenter()
    state, rng = game.new_game(game.min_players, 1), random.Random(1)
    for _ in range(5000):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    else:
        return ["a random game did not end within 5000 moves"]
    names = [f"P{i}" for i in range(game.min_players)]
    out = []
    if not presenter.round_summary(game.view(state, 0), names):
        out.append("round_summary() gives no lines at the game's end")
    table = presenter.round_table(game.view(state, 0), names)
    if table is None or len(table.rows) != game.min_players:
        out.append("round_table() gives no table with a row per player at the game's end")
    return out


def _help(entry: GameEntry) -> list[str]:
    where = entry.help_folder
    try:
        folder = package_folder(where)
    except ModuleNotFoundError as exc:
        return [f"the rules help folder {where!r} cannot be found ({exc})"]
    return [f"no rules help rules_{code}.md in {where!r}" for code in i18n.LANGUAGES
            if not folder.joinpath(f"rules_{code}.md").is_file()]


def game_texts(entry: GameEntry) -> dict[str, str]:
    """The texts of a game the app shows untranslated-by-the-game-code (msgid -> where): title, options, cards
    and the layouts' zone labels."""
    from scenes.table.layout import entry_layouts

    game = entry.rules
    texts = {game.title: "the title"}
    for n in range(game.min_players, game.max_players + 1):
        for spec in game.option_specs(n):
            for text in (spec.label, spec.help, *(label for _, label in spec.choices)):
                if text:
                    texts.setdefault(text, f"option {spec.key}")
    for spec in game.cards().values():
        for text in (spec.title, spec.text, spec.short_title):
            if text:
                texts.setdefault(text, f"card {spec.face}")
    for path in sorted(entry_layouts(entry).glob("*.tmx")):
        for prop in ET.parse(path).getroot().iter("property"):
            if prop.get("name") == "label" and prop.get("value"):
                texts.setdefault(prop.get("value", ""), f"zone label in {path.name}")
    return texts


def _translations(entry: GameEntry) -> list[str]:
    if _rules(entry):
        return []  # the texts are the rules' (their requirement names what is missing)
    if entry.locale_folder and not package_folder(entry.locale_folder).is_dir():
        return [f"the locale folder {entry.locale_folder!r} is not there"]
    texts = game_texts(entry)
    out = []
    for code in i18n.LANGUAGES:
        if code == i18n.SOURCE_LANGUAGE:
            continue
        table = compiled_table(code)  # (every .mo file read once, not once per text)
        missing = sorted(t for t in texts if not table.get(t))
        if missing:
            out.append(f"no {code} translation for {missing[:5]}{' ...' if len(missing) > 5 else ''}")
    return out


def _art(entry: GameEntry) -> list[str]:
    try:
        module = importlib.import_module(entry.art_module)
    except ImportError as exc:
        return [f"the art module {entry.art_module!r} cannot be imported ({exc})"]
    out = [] if hasattr(module, "BACK") else [f"{entry.art_module} has no BACK (the card back)"]
    if not callable(getattr(module, "design", None)):
        return [*out, f"{entry.art_module} has no design(face)"]
    if not _rules(entry):
        faces = [face for face in entry.rules.cards() if module.design(face) is None
                 and getattr(module, "token", lambda _f: None)(face) is None]
        if faces:
            out.append(f"{entry.art_module} draws no design for the faces {sorted(faces)}")
    return out


def _hooks(entry: GameEntry) -> list[str]:
    out = []
    for field in HOOKS.values():
        hook = getattr(entry, field)
        if hook is not None and not callable(hook):
            out.append(f"{field} {hook!r} is not callable")
    bots_module = getattr(entry.make_bot, "__module__", None)
    try:
        bots = importlib.import_module(bots_module) if bots_module else None
    except ImportError:
        bots = None
    for name, field in HOOKS.items():
        if bots is not None and callable(getattr(bots, name, None)) and getattr(entry, field) is None:
            out.append(f"{bots_module} defines {name}() but the entry's {field} does not hold it")
    return out


def _reasons(entry: GameEntry) -> list[str]:
    if entry.reasons is None:
        return []  # the shared codes only
    from game.engine.reasons import SHARED, ReasonTable  # noqa: PLC0415

    if not isinstance(entry.reasons, ReasonTable) or entry.reasons.base is not SHARED:
        return [f"the entry's reasons {entry.reasons!r} are not a ReasonTable over the shared codes"]
    return []


def _tutorial(entry: GameEntry) -> list[str]:
    if entry.tutorial is None:
        return []  # a game may go without "Learn to play" (the menu then does not list it)
    from game.tutorial import load_script, tutorial_session  # noqa: PLC0415  (only when a game names one)

    try:
        script = load_script(entry.id)
        session = tutorial_session(script)
        for number, step in enumerate(script.steps):
            if step.kind != "say" and step.action not in session.legal_actions():
                return [f"step {number} of the tutorial plays {step.action!r}, which is not legal then"]
            if step.kind != "say":
                session.apply(step.action)
    except Exception as exc:  # noqa: BLE001  (any failure of the script is the answer)
        return [f"the tutorial {entry.tutorial.__name__!r} does not load: {type(exc).__name__}: {exc}"]
    return []


def _capabilities(entry: GameEntry) -> list[str]:
    """``CAPABILITIES`` loads, and random games at the fewest players agree with it."""
    from game.engine import Capabilities, Undo  # noqa: PLC0415
    from game.session import SeatConfig, Session  # noqa: PLC0415

    caps = entry.capabilities
    if not isinstance(caps, Capabilities):
        return [f"the entry's capabilities {caps!r} are not a game.engine.Capabilities"]
    if _rules(entry):
        return []  # the rules' own requirement says what is wrong
    game = entry.rules
    out: list[str] = []
    widest, shortest, undone = 0, None, False
    for seed in range(3):
        seats = [SeatConfig("P0", "human")] + [SeatConfig(f"B{i}", "bot", "random") for i in range(1, game.min_players)]
        session = Session(game, seats, seed)
        rng = random.Random(seed)
        while not session.is_over() and len(session.history) < 3000:
            legal = session.legal_actions()
            widest = max(widest, len(legal))
            mover = session.current_seat()
            session.apply(rng.choice(legal))
            undone |= mover == 0 and session.undo_target(0) is not None
        if session.is_over():
            shortest = len(session.history) if shortest is None else min(shortest, len(session.history))
    if caps.wide_decisions != (widest >= 3):
        out.append(f"wide_decisions is {caps.wide_decisions}, but the widest decision seen had {widest} moves")
    if shortest is not None and shortest < caps.shortest_game:
        out.append(f"shortest_game is {caps.shortest_game}, but a random game ended after {shortest} moves")
    if caps.undo is Undo.NEVER and undone:
        out.append("undo is NEVER, but a move could be taken back")
    return out


REQUIREMENTS = (
    Requirement("rules", "`rules`: the game's `GameDef` (`GAME` of its `rules/`), with a player range and "
                "`cards()` naming every face", _rules),
    Requirement("bots", "`make_bot(level, seed)`: a bot of that level for every level of `BOT_LEVELS`, ValueError "
                "for another", _bots),
    Requirement("presenter", "`presenter`: a `Presenter` class whose `game_id` is the game's id", _presenter),
    Requirement("layouts", "a layout `<n>p.tmx` for every player count in the layouts folder (`data/layouts/` of "
                "the package, or `layouts=\"package:folder\"`) with every zone the presenter shows", _layouts),
    Requirement("summary", "the presenter's `round_table` (one row per player) and `round_summary` lines at a round's "
                "and the game's end, written in the game's `summary.py`", _summary),
    Requirement("rules help", "`rules_<language>.md` for every UI language in the package's `data/` (or "
                "`help_folder`)", _help),
    Requirement("translations", "the title, option texts, card texts and zone labels translated into every UI "
                "language, in `game/locale/` (or the game's `locale_folder`)", _translations),
    Requirement("card art", "`art_module` (the package's `art.py`, named: loaded by the UI only) has `BACK` and "
                "`design(face)` (`game.engine.art` designs) for every face (or `token(face)`)", _art),
    Requirement("hint hooks", "every hint hook the bots module defines (`hint`, `appraise`, `hint_reason`) is held "
                "by the entry (`hint_hook`, `appraise_hook`, `hint_reason_hook`), and each is callable", _hooks),
    Requirement("reasons", "`reasons` (required to ship): `REASONS` of its `rules/reasons.py`, the game's reason codes "
                "over the shared ones, which its rules, bots and presenter word reasons from", _reasons),
    Requirement("capabilities", "`capabilities`: `CAPABILITIES` of its rules, a `game.engine.Capabilities` (undo, "
                "private hand, rounds, ...) that random games agree with", _capabilities),
    Requirement("tutorial", "`tutorial` (required to ship: \"Learn to play\"): the package's `tutorial.py`, a script "
                "whose every step replays legally from its seed", _tutorial),
)


ROOT = Path(__file__).resolve().parent.parent


def _ship_tutorial(entry: GameEntry) -> list[str]:
    return [] if entry.tutorial is not None else ["the entry has no `tutorial`"]


def _ship_reasons(entry: GameEntry) -> list[str]:
    return [] if entry.reasons is not None else ["the entry has no `reasons`"]


def _ship_screenshot(entry: GameEntry) -> list[str]:
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools" / "screenshots.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = [] if entry.id in tool.SHOTS else [f"tools/screenshots.py has no shot of {entry.id!r} in SHOTS"]
    if not (ROOT / "docs" / "screenshots" / f"{entry.id}.png").is_file():
        out.append(f"docs/screenshots/{entry.id}.png is missing (python tools/screenshots.py)")
    return out


def _ship_hard_record(entry: GameEntry) -> list[str]:
    recorded = json.loads((ROOT / "tests" / "hard_decisions.json").read_text(encoding="utf-8"))
    if any(record["game"] == entry.id for record in recorded):
        return []
    return ["tests/hard_decisions.json records no decision of Hard's (python tests/hard_decisions.py)"]


def _ship_readme(entry: GameEntry) -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    image = f"![{entry.rules.title}](docs/screenshots/{entry.id}.png)"
    return [] if image in readme else [f"README.md's table of games has no `{image}`"]


SHIP_REQUIREMENTS = (
    Requirement("has a tutorial", "a `tutorial` (\"Learn to play\")", _ship_tutorial),
    Requirement("has reasons", "`reasons` (the game's own reason codes)", _ship_reasons),
    Requirement("screenshot", "a shot in `tools/screenshots.py` `SHOTS` and `docs/screenshots/<id>.png`",
                _ship_screenshot),
    Requirement("Hard record", "Hard's decisions recorded in `tests/hard_decisions.json` "
                "(`python tests/hard_decisions.py`)", _ship_hard_record),
    Requirement("README row", "its title and screenshot in the README's table of games: "
                "`![<title>](docs/screenshots/<id>.png)`", _ship_readme),
)
"""What a game the app ships (:data:`game.catalog.SHIPPED`) has besides :data:`REQUIREMENTS`; a game kept for the
tests or a plug-in may go without (``tests/test_game_conformance.py`` runs these on the shipped games)."""


def missing(entry: GameEntry, requirements: tuple[Requirement, ...] = REQUIREMENTS) -> dict[str, list[str]]:
    """Requirement name -> the problems of ``entry`` (only the requirements it fails; :data:`SHIP_REQUIREMENTS` for
    what shipping requires besides)."""
    found = {}
    for requirement in requirements:
        problems = requirement.check(entry)
        if problems:
            found[requirement.name] = problems
    return found


def checklist() -> str:
    """The checklist of CONVENTIONS.md: one line per requirement, then what shipping requires."""
    return "\n".join([*(f"- [ ] **{r.name}**: {r.text}" for r in REQUIREMENTS),
                      *(f"- [ ] **{r.name}** (required to ship): {r.text}" for r in SHIP_REQUIREMENTS)])


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    print(checklist())
