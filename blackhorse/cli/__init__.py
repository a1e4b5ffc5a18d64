"""The command line: ``blackhorse`` and its commands."""

from blackhorse.cli.main import main

__all__ = ["main"]
