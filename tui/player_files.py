"""Telling the player about their own files (the captain's record, the quest log, the settings) when one could not
be used as it was (see :mod:`saves.player_file`): what happened, where the damaged file now is, what was kept."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from saves.player_file import FileNotice

__all__ = ["WHAT", "file_notice_message", "tell_file_notice"]

#: The files, as the messages name them (``files.what.<file>``).
WHAT = ("records", "profile", "settings")
#: What was kept of a damaged file (``FileNotice.source``) -> the sentence.
RECOVERED_KEYS = {
    "backup": "files.recovered_backup",
    "part": "files.recovered_part",
    "none": "files.recovered_none",
}


def file_notice_message(t: Any, notice: FileNotice, what: str, *, written: bool = True) -> str:
    """The sentence for ``notice`` about the file ``what`` (one of :data:`WHAT`) in the language of ``t``.

    ``written`` False: a write was refused (the file was left alone): the sentence says nothing was saved."""
    params = notice.params()
    params.update(
        what=t(f"files.what.{what}"),
        name=notice.path.name,
        folder=str(notice.path.parent),
        source=notice.source,
    )
    if notice.kind == "recovered":
        text: str = t(RECOVERED_KEYS.get(notice.source, "files.recovered_none"), **params)
    elif notice.kind == "newer":
        text = t("files.newer", **params)
    else:
        text = t("files.kept", **params)
    if not written:
        text += " " + t(f"files.not_written.{what}")
    return text


def tell_file_notice(app: Any, notice: FileNotice, what: str, *, written: bool = True) -> None:
    """Show :func:`file_notice_message` as a warning that stays until the player has had time to read it."""
    app.notify(
        file_notice_message(app.t, notice, what, written=written),
        severity="warning",
        timeout=20,
        markup=False,
    )
