"""Scenes and the pygame front end, in packages that show its shape:

* ``core`` — the app's frame: the window and loop (``app``), the scene stack's base (``scene``) and the flow
  between screens by name (``flow``: no screen imports another), clocks, the logical canvas and viewport,
  resources, sound, the crash screen;
* ``ui`` — what every screen draws with: widgets, fonts, theme, text, markup, overlays and dialogs;
* ``table`` — the table scene and everything on it: board and sprites, layouts (``.tmx``), the fan, motion,
  plates, mats, the sidebar, prompts, hints, the coach of Learn to play, the pace of bot moves;
* ``screens`` — the other screens: menu, setup, scoring, hand-over, rules, load, statistics, settings, review,
  about, Learn to play, play with friends;
* ``art`` — card faces, backs, tokens and portraits drawn from vectors; ``tools`` — the headless tools
  (``shot``, ``autoplay``, the by-hand player).
"""
