"""Garbage collection around the start: none while the app starts, then what the start built is set aside.

Importing Textual and the app builds a few hundred thousand objects that live as long as the process; the
collector would walk them again and again while they are made (a tenth of the start's CPU time here) and at
every full collection after. :func:`pause_collection` (the command line, before it imports the app) stops
it; the app calls :func:`collect_after_start` once its first frame is drawn, which moves everything alive
then out of the collector's sight (``gc.freeze``) and starts it again.
"""

from __future__ import annotations

import gc

__all__ = ["collect_after_start", "pause_collection"]


def pause_collection() -> None:
    """No garbage collection until :func:`collect_after_start` (the app's first frame)."""
    gc.disable()


def collect_after_start() -> None:
    """Set aside what the start built and collect garbage again; nothing when collection was not paused (an
    app started in a test or a benchmark keeps the process's own settings)."""
    if gc.isenabled():
        return
    gc.freeze()
    gc.enable()
