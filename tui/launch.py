"""Starting games from the shell: a new game's set-up, and a saved game at its exact position.

Every unfinished game keeps its autosave. When as many are kept as the app holds (``MAX_AUTOSAVES``), the
player is asked before the oldest one is discarded to make room for a new game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tui.save_text import describe_seats, saved_time

if TYPE_CHECKING:
    from saves import LoadedGame
    from tui.shell import Shell

__all__ = ["open_loaded", "open_new"]


def _not_available(app: Shell, game_id: str) -> None:
    key = app.games.name_key(game_id)
    app.tell(
        "menu.not_available", severity="warning", game=app.t(key) if game_id in app.games.ids else game_id
    )


def open_new(app: Shell, game_id: str) -> bool:
    """Open the set-up of a new game of ``game_id`` (after asking, when the oldest autosave must make room);
    False (and a message) when the app has no such game."""
    ui = app.games.ui(game_id)
    if ui is None:
        _not_available(app, game_id)
        return False
    from saves import MAX_AUTOSAVES

    app.store.prune_autosaves()
    unfinished = app.store.unfinished_autosaves()
    # a game open in another window is never discarded from here
    closed = [entry for entry in unfinished if not entry.open_elsewhere]
    if len(unfinished) < MAX_AUTOSAVES or not closed:
        app.push_screen(ui.setup_screen())
        return True
    oldest = closed[-1]
    header = oldest.header
    assert header is not None

    def answer(yes: bool | None) -> None:
        if yes:
            from saves import SaveError

            try:
                app.store.delete(oldest.path)
            except SaveError as exc:  # opened in another window meanwhile: it stays
                app.notify(app.explain_save_error(exc), severity="warning", markup=False)
            app.push_screen(ui.setup_screen())

    from tui.dialogs.confirm import ConfirmDialog

    params = {
        "count": len(unfinished),
        "name": header.name,
        "game": app.t(app.games.name_key(header.game)),
        "seats": describe_seats(app.t, header.seats),
        "saved": saved_time(header.saved),
    }
    app.push_screen(ConfirmDialog("saves.more.confirm_discard_oldest", params=params), answer)
    return True


def open_loaded(app: Shell, loaded: LoadedGame) -> bool:
    """Resume a loaded game at its position (its game-over screen when it has ended); False (and a message)
    when the app has no such game, or the game is open in another window (another browser tab or terminal:
    one game is played in one window at a time)."""
    ui = app.games.ui(loaded.header.game)
    if ui is None:
        _not_available(app, loaded.header.game)
        return False
    from saves import lock_key

    key = "" if loaded.game.is_over else lock_key(loaded.header, loaded.path)  # a finished game is only shown
    if not app.store.claim(key):
        app.tell("saves.more.error.open_elsewhere", severity="warning")
        return False
    session = ui.loaded_session(app, loaded)
    session.hold(key)
    app.push_screen(ui.game_over_screen(session) if session.game.is_over else ui.table_screen(session))
    return True
