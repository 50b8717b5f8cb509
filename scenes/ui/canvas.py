"""The logical canvas every screen, table layout (``assets/layouts``) and layout tool is designed on: the one
place its size is written. :class:`scenes.ui.viewport.Viewport` scales it to the window. No pygame here, so that
the layout tools (``tools/tmx.py``) read it too."""

LOGICAL_W, LOGICAL_H = 1600, 900
