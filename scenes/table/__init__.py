"""The table scene and what it draws: cards, zones, seat plates, sidebar, prompts."""
