"""Orders from messages: a player's own words (Chinese or English) read into an order file.

``parse_message`` (in :mod:`blackhorse.parsing.message`) is the entry point; see docs/PARSING.md.
"""

from blackhorse.parsing.message import MessageProblem, ParsedMessage, parse_message, read_message

__all__ = ["MessageProblem", "ParsedMessage", "parse_message", "read_message"]
