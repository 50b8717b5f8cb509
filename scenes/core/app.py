"""The window, the scene stack and the frame loop; ``run_app`` launches the app (``game.__main__`` reads the
command line)."""

from __future__ import annotations

import gc
import os
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import frame_saves, saves  # noqa: E402
from game.appid import name_the_window  # noqa: E402
from game.i18n import LANGUAGES, set_language, tr  # noqa: E402
from game.locks import FileLock  # noqa: E402
from game.net import teardown  # noqa: E402
from game.saves import SaveStore, os_error_text  # noqa: E402
from game.settings import Settings, default_settings_path, peek_language  # noqa: E402
from scenes.art.fonts import Fonts  # noqa: E402
from scenes.art.resources import asset  # noqa: E402
from scenes.art.theme import Palette, palette  # noqa: E402
from scenes.core import crash, diagnostics, flow  # noqa: E402
from scenes.core.clock import FrameClock, RealClock  # noqa: E402
from scenes.core.reduced_motion import SYSTEM_MOTION, motion_reduced  # noqa: E402
from scenes.core.sound import Sounds  # noqa: E402
from scenes.core.speech import Priority, Speech  # noqa: E402
from scenes.ui.background import Coalesced  # noqa: E402
from scenes.ui.later import CardArt, warm_bot_pool, window_size  # noqa: E402
from scenes.ui.text_fit import base_px  # noqa: E402
from scenes.ui.viewport import Viewport  # noqa: E402
from scenes.ui.widgets import draw_box  # noqa: E402

if TYPE_CHECKING:
    from scenes.core.scene import Scene

FPS = 60
TOAST_MS = 2800
MIN_SIZE = (1024, 640)  # the smallest window: the own hand's cards still show their effect text (scenes.table.hand_size)
SWITCH_INTERVAL_S = 0.0005
WINDOW_ICON = asset("icons", "palace-table-64.png")  # made from palace-table.svg by tools/gen_icons.py
FRAME_HISTORY = 3600
"""How many of the last frames' work times the app keeps (a minute at 60 fps): a window, never every frame of a
session (that list grew by a megabyte every 40,000 frames, about a Palace match at the real pace)."""


NET_LOCAL_ENV = "PALACE_TABLE_NET_LOCAL"
"""Set to 1 (the tests do): play with friends only on 127.0.0.1, no multicast, no public mailbox."""
NO_MAILBOX = "ws://127.0.0.1:9/v1"
"""A mailbox address where none listens: an invite fails at once instead of reaching a public one."""


class App:
    """Owns the display, the shared caches (fonts, card art, sounds), the settings, saves and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, data_dir: Path | None = None,
                 settings: Settings | None = None, settings_path: Path | None = None) -> None:
        self.settings_path = settings_path  # None: the player's config folder
        self.store = SaveStore(data_dir)
        self.save_listing = Coalesced(lambda: self.store.list_saves(), name="save-listing")
        self.verified_listing = Coalesced(lambda: self.store.check_saves(), name="save-check")
        self.continue_lookup = Coalesced(lambda: self.store.latest(), name="continue-lookup")
        clean_stale_temp_files(self.store.root, self.store.folder, (settings_path or default_settings_path()).parent)
        warnings: list[str] = []
        if settings is None:
            settings, warnings = Settings.load_with_warnings(settings_path)
        self.settings = settings
        self.data_dir = data_dir
        name_the_window(os.environ)  # the window's class / Wayland app id: the desktop entry's (game.appid)
        pygame.display.init()  # the mixer starts at the first sound (scenes.core.sound): no wait for the audio device
        pygame.font.init()
        set_language(self.settings.language if self.settings.language in LANGUAGES else "en")
        pygame.display.set_caption(tr("Palace Table"))
        pygame.display.set_icon(pygame.image.load(WINDOW_ICON))
        self.window_size: tuple[int, int] = size or tuple(getattr(self.settings, "window_size", None) or (1280, 720))
        self.screen = self._set_mode()
        self.viewport = Viewport(self.screen.get_size())
        self.fonts = Fonts()
        self.fonts.scale = self.settings.text_size / 100
        self.sounds = Sounds(lambda: self.settings.sound)  # loaded at the first play with sound on
        self.speech = Speech(getattr(self.settings, "speech", False))  # "Speak the game": a voice found when it is first turned on
        self.palette: Palette = palette(self.settings.colour_blind, self.settings.four_colour_deck)
        if self.settings.reduce_motion == "system":
            SYSTEM_MOTION.start()  # the desktop's wish, read once off the frame thread
        self.stack: list[Scene] = []
        self.running = True
        self.dirty = True
        self.toast_text = ""
        self.toast_ms = 0.0
        self.toast_good: bool | None = False  # None: a plain note
        self.frame_ms: deque[float] = deque(maxlen=FRAME_HISTORY)  # the last frames' work times (ms)
        self.frame_cpu_ms: deque[float] = deque(maxlen=FRAME_HISTORY)  # their CPU times on the frame thread (ms)
        self.on_frame: Callable[[App], None] | None = None
        self.bots_warmed = False  # the bot process was started ahead of the first bot move (see run)
        self._cards: CardArt | None = None
        self.fixed_seed: int | None = None  # tools make setup deterministic
        local = os.environ.get(NET_LOCAL_ENV) == "1"  # the tests: nothing goes past this machine
        self.net_bind = "127.0.0.1" if local else "0.0.0.0"  # where a hosted table is served (tools: 127.0.0.1)
        self.net_lan = not local  # announce hosted tables and look for them on the local network (multicast)
        self.net_mailbox = NO_MAILBOX if local else ""  # the wormhole mailbox for invite codes ("": the public one)
        pygame.key.set_repeat(400, 40)
        if warnings:  # the player is told (the file was kept aside for them)
            self.toast(tr("Some settings could not be read: their defaults are used."))

    # ------------------------------------------------------------------ display
    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    @property
    def reduce_motion(self) -> bool:
        """No flourish, burst or token flight: the setting, or the desktop's wish when it follows the system."""
        return motion_reduced(self.settings.reduce_motion, SYSTEM_MOTION.reduced)

    def apply_display_settings(self) -> None:
        """Re-create the window after the fullscreen, palette or text size settings changed."""
        self.palette = palette(self.settings.colour_blind, self.settings.four_colour_deck)
        self.cards.set_palette(self.palette)
        self.fonts.scale = self.settings.text_size / 100
        if self.settings.reduce_motion == "system":
            SYSTEM_MOTION.start()
        self.screen = self._set_mode()
        self.resize(self.screen.get_size())

    def apply_text_size(self) -> None:
        """The text size setting changed: every text is measured anew and every scene lays out anew."""
        self.fonts.scale = self.settings.text_size / 100
        for scene in self.stack:
            scene.on_resize()
        self.invalidate()

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if not self.settings.fullscreen:
            self.window_size = size
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.FULLSCREEN if self.settings.fullscreen
                                                  else pygame.RESIZABLE)
        if self.viewport.size != self.screen.get_size() and self._cards is not None:
            self._cards.window_resized()  # (before the scenes lay out anew and ask for faces at the new sizes)
        self.viewport.resize(self.screen.get_size())
        for scene in self.stack:
            scene.on_resize()
        self.invalidate()

    @property
    def cards(self) -> CardArt:
        """The card face renderer, made on first use."""
        if self._cards is None:  # (its modules load at this first call: scenes.ui.later)
            self._cards = CardArt(Fonts(), self.palette)  # fonts of its own: a face's text is sized to the card,
            # not by the text size setting
        return self._cards

    # ------------------------------------------------------------------ scene stack
    @property
    def top(self) -> Scene | None:
        """The scene shown on top, the one that gets the events; None once the last one closed."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].on_cover()
        self.stack.append(scene)
        scene.on_enter()
        self.invalidate()

    def pop(self) -> None:
        if self.stack:
            self.stack.pop().on_exit()
        if not self.stack:
            self.running = False
            return
        self.stack[-1].on_enter()
        self.invalidate()

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().on_exit()
        self.push(scene)

    def back_to(self, kind: type[Scene]) -> None:
        """Pop until the top is a ``kind`` scene (the menu)."""
        while len(self.stack) > 1 and not isinstance(self.stack[-1], kind):
            self.stack.pop().on_exit()
        self.stack[-1].on_enter()
        self.invalidate()

    def back_home(self) -> None:
        """Pop until the top is the home screen (the main menu: a scene with ``home`` set)."""
        while len(self.stack) > 1 and not self.stack[-1].home:
            self.stack.pop().on_exit()
        self.stack[-1].on_enter()
        self.invalidate()

    def open_keys_help(self, rows: list[tuple[str, str]]) -> None:
        flow.open_keys_help(self, rows)

    def invalidate(self) -> None:
        self.dirty = True

    def toast(self, text: str, good: bool | None = False) -> None:
        """A one-line message shown for a few seconds above everything: a problem, news that all went well, or
        (``good`` None) a plain note, such as what a mark on the table means."""
        self.toast_text, self.toast_ms, self.toast_good = text, TOAST_MS, good
        self.speech.say(text, Priority.ALERT)
        self.invalidate()

    def announce_focus(self, text: str) -> None:
        """The keyboard focus moved to an element described by ``text``: "Speak the game" says it."""
        self.speech.say(text, Priority.FOCUS)

    # ------------------------------------------------------------------ frame loop
    def step(self, dt_ms: float) -> None:
        """One frame: events, update, and a redraw when something changed."""
        self.sounds.next_frame()
        for event in pygame.event.get():
            self.dispatch(event)
        if self.top is not None:
            self.top.update(dt_ms)
        frame_saves.send_autosaves()  # the frame's moves are made: each match's autosave gets them in one update
        if self.toast_ms > 0:
            self.toast_ms -= dt_ms
            if self.toast_ms <= 0:
                self.invalidate()
        if self.running and self.top is not None and (self.dirty or self.top.needs_frame()):
            self.draw()
            pygame.display.flip()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self.invalidate()
        elif event.type == pygame.DROPFILE and isinstance(getattr(event, "file", None), str):
            flow.open_replay_file(self, Path(event.file))  # a replay file dropped: watched (or a toast says why not)
        elif self.top is not None and not self.top.focus.key(event):  # the focus ring's keys first
            self.top.handle(event)

    def draw(self) -> None:
        self.dirty = False
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        if self.viewport.ox or self.viewport.oy:
            self.screen.fill((0, 0, 0))
        for scene in self.stack[first:]:
            scene.draw(self.screen)
        self.stack[-1].focus.draw(self.screen)
        if self.toast_ms > 0:
            self._draw_toast()

    def _toast_line(self) -> str:
        """The toast's text, shortened with an ellipsis if it would not fit the window."""
        return self.fonts.fit(self.toast_text, self._toast_px(), self._toast_room())

    def toast_rect(self) -> pygame.Rect:
        """Where the toast is drawn (window pixels): its text's bottom centre at the top scene's ``toast_at``, with
        a margin round it."""
        vp = self.viewport
        w, h = self.fonts.font(self._toast_px()).size(self._toast_line())
        anchor = self.top.toast_at if self.top is not None else (800.0, 790.0)
        text = pygame.Rect(0, 0, w, h)
        text.midbottom = vp.point(*anchor)
        return text.inflate(vp.px(32), vp.px(16))

    def _toast_px(self) -> int:
        """The toast's text size: as at 100 % whatever the text size (it stands in the narrow gap over the own hand,
        where a larger one covered the cards of the table's middle); 22 logical, 18 px at 1280x720."""
        return base_px(self.fonts, self.viewport.px(22))

    def _toast_room(self) -> int:
        return self.screen.get_width() - self.viewport.px(64)

    def _draw_toast(self) -> None:
        vp, pal = self.viewport, self.palette
        img = self.fonts.text(self._toast_line(), self._toast_px(), pal.text)
        box = self.toast_rect()
        frame = pal.panel_line if self.toast_good is None else pal.good if self.toast_good else pal.bad
        draw_box(self.screen, box, pal.panel, frame, radius=vp.px(10),
                 width=max(2, vp.px(3)))
        self.screen.blit(img, img.get_rect(center=box.center))

    def run(self, fps: int = FPS, clock: FrameClock | None = None) -> None:
        """The frame loop until quit. ``clock`` gives each frame's time: by default the real clock at ``fps`` (0 runs
        uncapped); the headless tools and tests pass a :class:`scenes.core.clock.VirtualClock`."""
        sys.setswitchinterval(SWITCH_INTERVAL_S)  # a bot thinking on a worker thread must not stall frames
        clock = clock or RealClock(fps)
        dt = 0.0
        while self.running:
            start, cpu = time.perf_counter(), time.thread_time()
            self.step(dt)
            self.frame_ms.append((time.perf_counter() - start) * 1000)
            self.frame_cpu_ms.append((time.thread_time() - cpu) * 1000)
            if self.on_frame is not None:
                self.on_frame(self)
            if len(self.frame_ms) == 1:  # the first frame is up; start-up garbage is done
                freeze_start_up()
            if self.running and not self.bots_warmed:  # (not for an app that is closing)
                self.warm_bots()
            dt = clock.tick(self)
        self.shutdown()

    def warm_bots(self) -> None:
        """After the first frame (start-up time), start the bot process so that the first bot move does not wait for
        it to start and import the games, unless the app shows a game joined at another machine's table (or a
        screen over it): that app has no bot of its own (the host's bots play there); its Hint or review, if asked
        for, starts the process then, and so does leaving the joined table (for the menu)."""
        if not self.stack or any(scene.joined_game() for scene in self.stack):
            return
        self.bots_warmed = True
        warm_bot_pool()  # (imported here, after the first frame: start-up time)

    def shutdown_after_crash(self) -> None:
        """After an uncaught exception: finish the pending saves (the last autosave is kept) and let go of the
        autosave slots, each step on its own (one failing does not stop the others); nothing else is written."""
        for scene in self.stack:
            close = getattr(scene, "close", None)
            try:
                if close is not None:
                    close()
            except Exception:  # noqa: BLE001 - the crash itself is being reported
                pass
        self.speech.close()  # (silent with the window, as below; it raises nothing, so it goes before the store's)
        self.store.close()

    def shutdown(self) -> None:
        """Finish pending saves, let every scene exit (the top first), remember the window size, silence the voice."""
        for scene in self.stack:
            close = getattr(scene, "close", None)
            if close is not None:
                close()
        while self.stack:
            self.stack.pop().on_exit()
        if hasattr(self.settings, "window_size"):
            self.settings.window_size = self.window_size
        self.save_settings()
        self.store.close()
        self.speech.close()  # silent with the window: a speech command would go on reading what it was given

    def save_settings(self) -> bool:
        """Write the settings; when that fails the player is told why (in their language, no temporary path)."""
        try:
            self.settings.save(self.settings_path)
        except OSError as exc:
            message = tr("Settings not saved: {error}", error=os_error_text(exc))
            self.toast(message)
            print(message, file=sys.stderr)
            return False
        return True


_start_up_frozen = False


def freeze_start_up() -> None:
    """The process's first app has its first frame up: the garbage of its start-up collected, what lives on (the
    modules, the caches, the app) kept out of later collections (``gc.freeze``). Once a process: frozen, an app
    started later in it (the tests', a tool's) could never be collected once closed, its window-sized surfaces and
    all (~0.5 GB of them in each of the suite's workers by its end)."""
    global _start_up_frozen
    if _start_up_frozen:
        return
    _start_up_frozen = True
    gc.collect()
    gc.freeze()


def clean_stale_temp_files(*folders: Path) -> None:
    """Remove the temporary files a killed run left in the app's folders (its own, older than a minute)."""
    for folder in dict.fromkeys(folders):
        saves.clean_stale_temp_files(folder)


def parse_size(text: str | None) -> tuple[int, int] | None:
    """``WxH`` as a window size (None for none); a wrong one raises (the command line checked it already)."""
    return window_size(text) if text else None


def run_app(size: tuple[int, int] | None, data_dir: Path, settings_path: Path | None = None,
            log_folder: Path | None = None) -> int:
    """The app on ``data_dir``, unless another one runs there (then it says so and touches nothing). An uncaught
    exception is written to a crash log, the pending autosave is finished, and one window tells the player where
    the log is; the next start offers Continue. The exit status: 0, or 1 after a crash or a refusal."""
    lock = FileLock(Path(data_dir) / crash.INSTANCE_LOCK)
    try:
        alone = lock.acquire(timeout=0)
    except OSError:  # no lock can be made in this folder: run as before
        alone = True
    if not alone:
        set_language(peek_language(settings_path))
        crash.tell(tr("Palace Table"), tr("Palace Table is already running."))
        return 1
    crash.install_thread_hook(log_folder)
    logs = diagnostics.start(log_folder)  # the app log, Python warnings, native crashes
    app: App | None = None
    where = crash.START_UP
    try:
        app = App(size=size, data_dir=data_dir, settings_path=settings_path)
        flow.open_menu(app)
        where = "frame loop"
        app.run()
        return 0
    except Exception as exc:  # noqa: BLE001 - anything at all: logged, told, the game kept
        log = crash.write_crash_log(exc, log_folder, where=where)
        diagnostics.log.error("%s: %r; crash log: %s", where, exc, log)
        joined = app is not None and any(scene.joined_game() for scene in app.stack)
        if app is not None:
            app.shutdown_after_crash()
        crash.tell(tr("Palace Table"), crash.crash_text(str(log) if log is not None else "stderr", joined))
        return 1
    finally:
        pygame.quit()  # the window goes first; then what still closes (a hosted table's friends told) ends
        teardown.finish()
        logs.stop()
        lock.release()
