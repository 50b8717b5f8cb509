"""Widgets, fonts, theme and text drawing shared by every screen."""
