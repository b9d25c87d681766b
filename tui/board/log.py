"""The board game's log: one line per action, with what it cost and what it gained, grouped by round and turn.

The engine tells an action as several events (``board.event.*``: "pays", "upgrades", "gets 1 wood", "gets 1
wood", "collects the sea gem"...); the log tells them as a player would: a separator for each round and each
captain's turn, one line for a payment and what it bought, one line for everything a captain gets at once
("Anne gets 2 wood, 1 food and the sea gem of the Frozen Sea."), dice named with their die type. An action's
events are merged only with each other, so the table adds the lines of a new action without touching the
older ones, and the replay and its text export tell the same lines (``game_lines``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.text import Text

from engines.base import Event
from tui.board.text import (
    RES,
    Seats,
    Translate,
    amount_parts,
    and_list,
    event_params,
    event_text,
    styled_line,
)

__all__ = ["ACTIVITY_KEYS", "game_lines", "opening_lines", "record_lines", "told_lines", "told_once"]

#: Rules of the separators: a round (heavy), a captain's turn (light, in the captain's colour).
ROUND_RULE, TURN_RULE = "━━", "──"
_GAINS = ("board.event.gain", "board.event.treasure", "board.event.gem", "board.event.bonus_token")
#: The line an activity gets, by its flow: "Flint braves the Blizzard", not a generic "tries".
ACTIVITY_KEYS = {
    "explore": "board.log.activity.explore",
    "trade": "board.log.activity.trade",
    "fight": "board.log.activity.fight",
    "pirate": "board.log.activity.fight",
    "giant": "board.log.activity.fight",
    "hazard": "board.log.activity.hazard",
    "creature": "board.log.activity.creature",
    "perilous": "board.log.activity.perilous",
    "infamous": "board.log.activity.infamous",
}


def told_once(events: Sequence[Event]) -> list[Event]:
    """The events worth telling: a favor's resource is not told twice (the favor's line names it already), and
    the golden marker's pass to the left is not told when the last fisherman's hook sends it elsewhere."""
    out: list[Event] = []
    hooked = any(event.key == "board.modules.event.hook_marker" for event in events)
    for event in events:
        if hooked and event.key == "board.event.golden_marker":
            continue
        before = out[-1] if out else None
        if (
            event.key == "board.event.gain"
            and before is not None
            and before.key == "board.event.solo.favor"
            and before.params.get("item") == event.params.get("resource")
            and before.params.get("seat") == event.params.get("seat")
        ):
            continue
        out.append(event)
    return out


class _Teller:
    """Tells the events of one action (or of the set-up) as lines."""

    def __init__(self, t: Translate, events: Sequence[Event], seats: Seats, content: Any) -> None:
        self.t = t
        self.events = told_once(list(events))
        self.seats = seats
        self.content = content
        self.lines: list[Text] = []
        self.sources: list[Event] = []  # the event each line starts from (its handler's)
        self.i = 0
        self.ended = False  # the header of the end of the game is told once
        self.handlers = {
            f"board.event.{name}": method
            for name, method in (
                ("round_start", self._round_start),
                ("turn_start", self._turn_start),
                ("turn_end", self._skip),
                ("maintenance", self._maintenance),
                ("final_score", self._final_score),
                ("final_fight_roll", self._final_score),
                ("game_over", self._game_over),
                ("place", self._place),
                ("sail", self._sail),
                ("sail_end", self._sail_end),
                ("move", self._move),
                ("explore", self._explore),
                ("reveal", self._reveal),
                ("avoid", self._avoid),
                ("token_used", self._token_used),
                ("discard", self._discard),
                ("handle", self._handle),
                ("activity", self._activity),
                ("set_die", self._set_die),
                ("cannon_phase", self._cannon_phase),
                ("success", self._success),
                ("pay", self._pay),
                ("lose_resources", self._lose_resources),
                ("parrot", self._parrot),
                ("fish", self._swallow),
                ("scavenge", self._swallow),
                ("work", self._swallow),
                ("home", self._home),
                ("repair", self._repair),
                ("gain", self._gain),
                ("treasure", self._gain),
                ("gem", self._gain),
                ("bonus_token", self._gain),
            )
        }
        self.handlers["board.modules.event.hook_fish"] = self._swallow

    # --- helpers -------------------------------------------------------------------------------
    def at(self, offset: int = 0) -> Event | None:
        j = self.i + offset
        return self.events[j] if 0 <= j < len(self.events) else None

    def is_(self, offset: int, key: str, seat: Any = None) -> bool:
        event = self.at(offset)
        return event is not None and event.key == key and (seat is None or event.params.get("seat") == seat)

    def params(self, event: Event) -> dict[str, Any]:
        return event_params(self.t, event, self.seats, self.content)

    def say(self, key: str, event: Event, style: str = "", **extra: Any) -> None:
        self.lines.append(styled_line(self.t(key, **{**self.params(event), **extra}), self.seats, style))

    def rule(self, title: str, rule: str, style: str) -> None:
        self.lines.append(Text(f"{rule} {title} {rule}", style=style))

    def name(self, seat: Any) -> str:
        return self.seats.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.seats) else ""

    # --- the pass ------------------------------------------------------------------------------
    def tell(self) -> list[Text]:
        while self.i < len(self.events):
            event = self.events[self.i]
            handler = self.handlers.get(event.key, self._plain)
            self.i += handler(event)
            self.sources += [event] * (len(self.lines) - len(self.sources))
        return self.lines

    # --- separators ----------------------------------------------------------------------------
    def _round_start(self, e: Event) -> int:
        rounds = e.params.get("rounds")
        title = (
            self.t("board.log.round", round=e.params.get("round"), rounds=rounds)
            if rounds
            else self.t("board.event.round_start", round=e.params.get("round")).rstrip(".")
        )
        self.rule(title, ROUND_RULE, "bold")
        return 1

    def _turn_start(self, e: Event) -> int:
        seat = e.params.get("seat")
        line = Text(TURN_RULE + " ", style="dim")
        line.append_text(self.seats.name(seat) if isinstance(seat, int) else Text("?"))
        line.append(" " + TURN_RULE, style="dim")
        self.lines.append(line)
        return 1

    def _skip(self, e: Event) -> int:
        return 1

    def _repair(self, e: Event) -> int:
        """A repair that bought no plank adds nothing to "recovers 1 plank for free": not told twice."""
        return 1 if not e.params.get("spent") else self._plain(e)

    def _maintenance(self, e: Event) -> int:
        self.rule(self.t("board.log.maintenance", round=e.params.get("round")), TURN_RULE, "bold")
        return 1

    def _final_score(self, e: Event) -> int:
        if not self.ended:
            self.ended = True
            self.rule(self.t("board.log.game_over"), ROUND_RULE, "bold")
        return self._plain(e)

    def _game_over(self, e: Event) -> int:
        winners = [self.name(s) for s in e.params.get("winners", []) if self.name(s)]
        if len(self.seats) < 2 or not winners:  # Solo: its title tells the end
            return 1
        key = "board.log.winner" if len(winners) == 1 else "board.log.winners"
        names = self.t("board.ui.and").join(winners)
        self.lines.append(styled_line(self.t(key, names=names), self.seats, "bold"))
        return 1

    def _plain(self, e: Event) -> int:
        self.lines.append(event_text(self.t, e, self.seats, self.content))
        return 1

    # --- sailing -------------------------------------------------------------------------------
    def _place(self, e: Event) -> int:
        self.say("board.log.place_weak" if e.params.get("weak") else "board.event.place", e)
        return 1

    def _sail(self, e: Event) -> int:
        self.say("board.log.coast" if e.params.get("coast") else "board.event.sail", e)
        return 1

    def _sail_end(self, e: Event) -> int:
        if self.i == 0:  # the captain chose to stop; otherwise the voyage simply ended with the action
            return self._plain(e)
        return 1

    def _move(self, e: Event) -> int:
        return self._arrive(e, "board.event.move", "board.log.move_and")

    def _explore(self, e: Event) -> int:
        return self._arrive(e, "board.event.explore", "board.log.explore_and")

    def _arrive(self, e: Event, key: str, key_and: str) -> int:
        """A ship's move (or exploration) with the card it reveals or meets there, in one line."""
        seat = e.params.get("seat")
        step = 1
        reveal = self.at(step)
        if reveal is not None and reveal.key == "board.event.reveal":
            step += 1
        else:
            reveal = None
        meet = self.at(step)
        if meet is not None and meet.key == "board.event.encounter" and meet.params.get("seat") == seat:
            step += 1
        else:
            meet = None
        shown = meet or reveal
        if shown is None:
            self.say(key, e)
            return 1
        card = self.params(shown)
        verb = self.t("board.log.reveals" if reveal is not None else "board.log.meets", **card)
        self.say(key_and, e, what=verb)
        return step

    def _reveal(self, e: Event) -> int:
        self._plain(e)
        if self.is_(1, "board.event.encounter"):
            return 2  # the mark ☠/☺ of the revealed card says it is an encounter to resolve
        return 1

    def _avoid(self, e: Event) -> int:
        token = (
            self.i > 0
            and self.is_(-1, "board.event.token_used")
            and self.at(-1).params.get(  # type: ignore[union-attr]
                "effect"
            )
            == "instead_of_coin"
        )
        if token:
            key = "board.log.avoid_token"
        else:
            key = "board.log.avoid_paid" if e.params.get("paid") else "board.log.avoid_free"
        self.say(key, e, token=self.t("board.token.name.instead_of_coin"))
        after = self.at(1)
        if (
            after is not None
            and after.key == "board.event.discard"
            and after.params.get("card") == e.params.get("card")
        ):
            return 2  # avoided: the card is discarded, as the line says
        return 1

    def _token_used(self, e: Event) -> int:
        after = self.at(1)
        if (
            e.params.get("effect") == "instead_of_coin"
            and after is not None
            and after.key in ("board.event.avoid", "board.event.set_die")
        ):
            return 1  # the next line names the Lucky Charm
        return self._plain(e)

    def _discard(self, e: Event) -> int:
        run = 1
        while self.is_(run, "board.event.discard"):
            run += 1
        if run == 1:
            return self._plain(e)
        cards = [self.params(self.at(k)) for k in range(run)]  # type: ignore[arg-type]
        named = ", ".join(self.t("board.log.card_in", card=c["card"], sea=c["sea"]) for c in cards)
        self.lines.append(styled_line(self.t("board.log.discards", cards=named), self.seats))
        return run

    # --- activities ----------------------------------------------------------------------------
    def _handle(self, e: Event) -> int:
        if self.is_(1, "board.event.activity", e.params.get("seat")):
            return 1  # the activity's line says what the captain does
        if self.params(e).get("mark") == "☺ ":  # a friendly encounter is met, not faced
            self.say("board.log.handle_friendly", e)
            return 1
        return self._plain(e)

    def _activity(self, e: Event) -> int:
        key = ACTIVITY_KEYS.get(str(e.params.get("flow")), "board.event.activity")
        self.say(key, e)
        return 1

    def _set_die(self, e: Event) -> int:
        token = self.i > 0 and self.is_(-1, "board.event.token_used")
        if token:
            key = "board.log.set_die_token_coins" if e.params.get("coins") else "board.log.set_die_token"
            self.say(key, e, token=self.t("board.token.name.instead_of_coin"))
        else:
            self.say("board.event.set_die", e)
        return 1

    def _cannon_phase(self, e: Event) -> int:
        """The pirates' cannonballs and the captain's in one line, with the planks the captain loses."""
        after = self.at(1)
        told = (
            after is not None
            and after.key == "board.event.lose_planks"
            and after.params.get("seat") == e.params.get("seat")
        )
        lost = int((after.params.get("count") if told and after is not None else e.params.get("lose")) or 0)
        sunk = bool(e.params.get("sunk"))
        key = {
            (True, True): "board.log.cannons.both",
            (False, True): "board.log.cannons.sunk",
            (True, False): "board.log.cannons.hit",
            (False, False): "board.log.cannons.none",
        }[(lost > 0, sunk)]
        self.say(key, e, lost=lost)
        return 2 if told else 1

    def _success(self, e: Event) -> int:
        if self.is_(1, "board.event.collect", e.params.get("seat")):
            return 1  # "collects" says it
        return self._plain(e)

    def _pay(self, e: Event) -> int:
        seat = e.params.get("seat")
        if self.is_(1, "board.event.upgrade", seat):
            self.say("board.log.upgrade_paid", e, **self.params(self.at(1)))  # type: ignore[arg-type]
            return 2
        self.say("board.event.pay", e)
        return 1

    def _lose_resources(self, e: Event) -> int:
        to = e.params.get("to")
        if isinstance(to, int) and 0 <= to < len(self.seats):
            self.say("board.log.lose_resources_to", e)
            return 1
        return self._plain(e)

    def _parrot(self, e: Event) -> int:
        """A captain who wins back their own parrot is not named twice ("Anne cages Anne's parrot")."""
        if e.params.get("parrot") == e.params.get("seat"):
            self.say("board.log.parrot_back", e)
            return 1
        return self._plain(e)

    # --- what a captain gets -------------------------------------------------------------------
    def _swallow(self, e: Event) -> int:
        """A default or reduced action names what it gets: its gain line is not told again."""
        self._plain(e)
        seat = e.params.get("seat")
        after = self.at(1)
        if after is not None and after.key == "board.event.gain" and after.params.get("seat") == seat:
            return 2
        return 1

    def _home(self, e: Event) -> int:
        seat = e.params.get("seat")
        run = 1
        while self.is_(run, "board.event.gain", seat):
            run += 1
        parts = []
        planks = int(e.params.get("planks", 0) or 0)
        if planks:
            parts.append(self.t("board.amount.planks", count=planks))
        parts += self._item_parts(self.events[self.i + 1 : self.i + run])
        if not parts:
            self.say("board.log.home_plain", e)
        else:
            self.say("board.log.home", e, items=and_list(self.t, parts))
        return run

    def _gain(self, e: Event) -> int:
        seat = e.params.get("seat")
        run = 0
        while (
            (event := self.at(run)) is not None and event.key in _GAINS and event.params.get("seat") == seat
        ):
            run += 1
        self.say("board.log.gets", e, items=self._items(self.events[self.i : self.i + run]))
        return run

    def _items(self, events: Iterable[Event]) -> str:
        """What a captain gets, counted and in order: "2 wood, 1 treasure and the sea gem of the Wild Sea"."""
        return and_list(self.t, self._item_parts(events))

    def _item_parts(self, events: Iterable[Event]) -> list[str]:
        things: list[str] = []
        extras: list[str] = []
        for event in events:
            if event.key == "board.event.gain" and event.params.get("resource") in RES:
                things += [str(event.params["resource"])] * int(event.params.get("count", 1) or 1)
            elif event.key == "board.event.treasure":
                things += ["treasure"] * int(event.params.get("count", 1) or 1)
            elif event.key == "board.event.gem":
                extras.append(self.t("board.log.gem", **self.params(event)))
            elif event.key == "board.event.bonus_token":
                extras.append(self.t("board.log.bonus_token", **self.params(event)))
        return amount_parts(self.t, things, self.seats) + extras


def record_lines(t: Translate, events: Sequence[Event], seats: Seats, content: Any) -> list[Text]:
    """The lines of one action: its events merged as a player tells them."""
    return _Teller(t, events, seats, content).tell()


def told_lines(t: Translate, events: Sequence[Event], seats: Seats, content: Any) -> list[tuple[Event, Text]]:
    """The lines of one action, each with the event it starts from (the summary picks lines by their event)."""
    teller = _Teller(t, events, seats, content)
    lines = teller.tell()
    return list(zip(teller.sources, lines, strict=True))


def opening_lines(t: Translate, events: Sequence[Event], seats: Seats, content: Any) -> list[Text]:
    """The set-up, under its own heading."""
    if not events:
        return []
    heading = Text(f"{ROUND_RULE} {t('board.log.setup')} {ROUND_RULE}", style="bold")
    return [heading, *_Teller(t, events, seats, content).tell()]


def game_lines(
    t: Translate, opening: Sequence[Event], records: Iterable[Sequence[Event]], seats: Seats, content: Any
) -> list[Text]:
    """Every line of a game, as the table tells it (the replay's text export)."""
    lines = opening_lines(t, opening, seats, content)
    for events in records:
        lines += record_lines(t, events, seats, content)
    return lines
