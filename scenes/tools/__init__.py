"""Headless tools that drive the GUI (shot, autoplay)."""
