"""Reading and checking a game's input: game.yaml (the cast) and the night's order files."""
