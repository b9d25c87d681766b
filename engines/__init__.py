"""Pure rules engines for Seven Seas: no Textual, no files, no printing, no translated text.

The contract both games follow lives in :mod:`engines.base` and is described in
``engines/README.md``.
"""

from engines.base import Event, Game, IllegalAction, Outcome, Rng, Standing, Termination

__all__ = ["Event", "Game", "IllegalAction", "Outcome", "Rng", "Standing", "Termination"]
