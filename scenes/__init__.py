"""Scenes and the pygame front end."""
