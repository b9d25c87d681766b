"""The 7 Seas board game engine (Discovery and Advanced modes, 2-5 players).

See ``engines/board/README`` below for the architecture; rules and rulings are in ``RULES.md``.
"""

from engines.board.game import BoardGame

GAME_CLASS = BoardGame

__all__ = ["GAME_CLASS", "BoardGame"]
