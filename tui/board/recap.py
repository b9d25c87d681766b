"""What happened, in the log's own words (the log's teller, ``told_lines``): the events worth a log line, the summary a captain
finds when their turn comes back ("since your last turn": each captain's moves, gains and fights, round by
round), and what an undo took back or why it stopped.

The summary picks and groups the log's lines (the teller merges a captain's gains, names an activity, leaves out
a repair that bought nothing); it never words an event itself::

    lines = recap_lines(t, session.records, seat=0, seats=seats, content=view.content)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from tui.board.log import told_lines, told_once
from tui.board.text import Seats, Translate, event_text
from tui.session import LogRecord
from tui.wrapping import Hanging

__all__ = [
    "RECAP_KEYS",
    "recap_lines",
    "recap_start",
    "recap_view",
    "undo_message",
    "undo_stop_reason",
    "undone_lines",
]

#: The events a summary keeps: where each captain went and what it tried, gained, lost and fought.
RECAP_KEYS = frozenset(
    {
        "board.event.round_start",
        "board.event.maintenance",
        "board.event.place",
        "board.event.move",
        "board.event.explore",
        "board.event.encounter",
        "board.event.avoid",
        "board.event.activity",
        "board.event.roll",
        "board.event.success",
        "board.event.fail",
        "board.event.pay",
        "board.event.gain",
        "board.event.treasure",
        "board.event.collect",
        "board.event.gem",
        "board.event.bonus_token",
        "board.event.negative",
        "board.event.capsized",
        "board.event.lose_resources",
        "board.event.lose_planks",
        "board.event.lose_sail",
        "board.event.boarding_lost",
        "board.event.outlaws",
        "board.event.scavenge",
        "board.event.work",
        "board.event.fish",
        "board.event.await",
        "board.event.home",
        "board.event.repair",
        "board.event.repair_free",
        "board.event.upgrade",
        "board.event.trade_offer",
        "board.event.trade_accepted",
        "board.event.trade_refused",
        "board.event.attack",
        "board.event.cannon_phase",  # with the planks it cost
        "board.event.escaped",
        "board.event.escape_failed",
        "board.event.cannon_exchange",
        "board.event.fight_won",
        "board.event.both_capsized",
        "board.event.boarding_tie",
        "board.event.parrot",
        "board.event.steal",
        "board.event.overload_discard",
        "board.event.solo.encounter",
        "board.event.solo.demand",
    }
)
#: The events that end or start a round: one bold line each, under no captain.
ROUND_KEYS = frozenset({"board.event.maintenance", "board.event.round_start"})
#: A captain's lines under its name.
INDENT = "   "
#: Most lines a summary shows for one captain's turn (the log has them all).
PER_TURN = 8


def recap_start(records: Sequence[LogRecord], seat: int) -> int:
    """Where ``seat``'s summary starts: just after its last play in its own turn (an answer it gave during
    another captain's turn, an escape or a trade, does not cut that turn in two); 0 before it played."""
    owner = -1
    start = 0
    for index, record in enumerate(records):
        if record.seat == seat and owner in (seat, -1):
            start = index + 1
        for event in record.events:
            if event.key == "board.event.turn_start":
                owner = int(event.params.get("seat", -1))
    return start


def recap_lines(
    t: Translate,
    records: Sequence[LogRecord],
    *,
    seat: int,
    seats: Seats,
    content: Any,
    start: int | None = None,
) -> list[Text]:
    """What the other captains did since ``seat`` last played (from ``start``, default :func:`recap_start`):
    one header per captain's turn (the mark and the name), then that turn's lines of the log that say where it
    went and what it tried, gained, lost and fought; the upkeep and a new round are one bold line each. Empty
    when only ``seat`` played since.

    By default it starts at ``seat``'s last play itself, whose lines it leaves out: a play that ends the round
    carries the upkeep and the next round, which happened after it."""
    begin = recap_start(records, seat) if start is None else start
    if start is None and begin and records[begin - 1].seat == seat:
        begin -= 1
    lines: list[Text] = []
    owner = -2
    shown = hidden = 0
    told = False

    def close() -> None:
        if hidden:
            lines.append(Text(INDENT + t("board.ui.recap.more", count=hidden), style="dim"))

    for record in records[begin:]:
        for event, said in told_lines(t, record.events, seats, content):
            key = event.key
            if key == "board.event.turn_start":
                close()
                owner, shown, hidden = int(event.params.get("seat", record.seat)), 0, 0
                continue
            if key not in RECAP_KEYS:
                continue
            if key in ROUND_KEYS:
                close()
                owner, shown, hidden = -2, 0, 0
                round_line = event_text(t, event, seats, content)
                round_line.stylize("bold")
                lines.append(round_line)
                told = True
                continue
            actor = owner if owner >= 0 else record.seat
            if actor == seat and record.seat == seat:
                continue  # the captain's own plays: it saw them
            if owner < 0:
                owner = actor
            if not shown and not hidden:
                header = Text()
                header.append_text(seats.name(actor))
                lines.append(header)
            if shown >= PER_TURN:
                hidden += 1
                continue
            shown += 1
            told = True
            line = Text(INDENT)
            line.append_text(said)
            lines.append(line)
    close()
    return lines if told else []


def recap_view(t: Translate, name: str, lines: Sequence[Text], *, compact: bool = False) -> Hanging:
    """The summary of ``name``'s turn under its title ("Since Anne's last turn"); a captain's line that wraps
    keeps its indent. Without a name: nothing, or (``compact``: the pane is on show) that nothing happened."""
    if name:
        return Hanging([Text(t("board.ui.recap.title", name=name), style="bold"), *lines])
    return Hanging([Text(t("board.ui.recap.none"), style="dim")] if compact else [])


def undone_lines(t: Translate, removed: Sequence[LogRecord], seats: Seats, content: Any) -> list[str]:
    """One short line per play taken back: the first line the log gave it."""
    out = []
    for record in removed:
        events = told_once(record.events)
        if events:
            out.append(event_text(t, events[0], seats, content).plain)
    return out


def undo_stop_reason(t: Translate, record: LogRecord, seats: Seats, content: Any) -> str:
    """Why an undo stops at ``record``: a die was rolled (its line), or a card was revealed (which)."""
    for event in record.events:
        if event.key in ("board.event.roll", "board.event.first_roll"):
            return t("board.ui.undo.rolled", line=event_text(t, event, seats, content).plain)
    for event in record.events:
        if event.key == "board.event.reveal":
            return t("board.ui.undo.revealed", line=event_text(t, event, seats, content).plain)
    return t("board.ui.undo.chance")


def undo_message(
    t: Translate, removed: Sequence[LogRecord], stopped: LogRecord | None, seats: Seats, content: Any
) -> str:
    """What an undo took back (the first three plays, then "…"), and, when it stopped at ``stopped``, why."""
    lines = undone_lines(t, removed, seats, content)
    shown = lines[:3] + (["…"] if len(lines) > 3 else [])
    text = t("board.ui.undo.done", what=" ".join(shown) or t("board.ui.nothing"))
    if stopped is not None:
        text += " " + t("board.ui.undo.stops", why=undo_stop_reason(t, stopped, seats, content))
    return text
