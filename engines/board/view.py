"""What one seat sees of a game of The 7 Seas: a typed, frozen view with the pending decision inside.

``BoardGame.view(seat)`` builds a :class:`BoardView`: everything public (nearly all of this game) except the
order of the sea decks (only their sizes show); ``view(None)`` is the same for a spectator or a hot-seat table
(``seat`` -1). UIs and captains read it, never the engine's internals::

    view = game.view(seat)
    view.pending.name, view.pending.roll     # the pending decision (``engines.board.decision.Decision``)
    view.players[view.seat].planks           # every captain's board (:class:`PlayerView`)
    view.revealed["azure"][-1]               # the top card of a sea's pile
    world = view.sample_world(rng)           # a full game consistent with the view (the hard captain)

Sampling worlds: the only thing a seat does not know is the order of each sea deck (and the future dice), less
the cards everyone saw put under a deck (``view.known_bottom``). :meth:`BoardView.sample_world` deals each deck's
remaining cards (:meth:`BoardView.remaining_cards`, known from what is public): the known bottom cards where they
are, the others (:meth:`BoardView.unknown_cards`) in a random order above them, and draws a fresh stream of dice, and returns the full game state in the
layout of ``BoardGame.to_dict`` (``BoardGame.from_dict`` plays it). It is done by a :class:`WorldSampler` the
game hands to the view: it holds the engine's pending steps (public too, in ``to_dict``'s layout) and never
the game, so a captain deciding from a view cannot learn the hidden order.

:func:`public_view` copies everything (the view stays as it was when the game moves on); :func:`shared_view`
is the search's cheap view inside a rollout: it shares the live game's state read-only (players are the
engine's own ``Player`` objects, which offer the same fields) and samples no worlds, so it is valid only until
the game moves on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from engines.base import Rng
from engines.board.config import BoardConfig
from engines.board.content import Content
from engines.board.decision import Decision
from engines.board.state import Phase
from engines.board.tables import tables

__all__ = [
    "BoardView",
    "FightRound",
    "GameResult",
    "PlayerSnapshot",
    "PlayerView",
    "SoloView",
    "ViewSource",
    "WorldSampler",
    "public_view",
    "shared_view",
]

#: A token on an action spot: (seat, ``captain`` | ``officer``); the Vagabond's seat is -1 (Solo).
Occupant = tuple[int, str]


class PlayerView(Protocol):
    """What a view shows of one captain (all of it public): ship, hold, pieces, cards and tokens."""

    @property
    def seat(self) -> int: ...
    @property
    def hideout(self) -> int:
        """Space 0-6 of the hideout (between ring seas K and K+1); -1 before it is placed."""
        ...

    @property
    def loc(self) -> int:
        """Ring position 0-6 of the ship; -1 at the hideout, -2 before the hideouts are placed."""
        ...

    @property
    def planks(self) -> int: ...
    @property
    def coins(self) -> int: ...
    @property
    def res(self) -> Sequence[int]:
        """The hold: food, wood, fabric, metal, rum (``engines.board.state.RES`` order)."""
        ...

    @property
    def treasures(self) -> int: ...
    @property
    def sails(self) -> int: ...
    @property
    def weapons(self) -> int: ...
    @property
    def tracks(self) -> Mapping[str, Sequence[str]]:
        """Track (exploration, combat, trade) -> the card ids collected on it."""
        ...

    @property
    def gems(self) -> Sequence[str]:
        """The seas whose gem is on the compass."""
        ...

    @property
    def tokens(self) -> Mapping[str, bool]:
        """Sea -> its bonus token, True while its effect side is up (Advanced)."""
        ...

    @property
    def parrots(self) -> Sequence[int]:
        """The colours (seats) of the parrots held."""
        ...

    @property
    def captain(self) -> int:
        """The action spot 0-5 of the captain token this round, -1 while in hand."""
        ...

    @property
    def officer(self) -> int: ...


@dataclass(frozen=True, slots=True)
class PlayerSnapshot:
    """A :class:`PlayerView` copied from the game (``BoardGame.view``): it stays as it was."""

    seat: int
    hideout: int
    loc: int
    planks: int
    coins: int
    res: tuple[int, ...]
    treasures: int
    sails: int
    weapons: int
    tracks: Mapping[str, tuple[str, ...]]
    gems: tuple[str, ...]
    tokens: Mapping[str, bool]
    parrots: tuple[int, ...]
    captain: int
    officer: int


def _player_dict(p: PlayerView) -> dict[str, Any]:
    """A player in the layout of ``Player.to_dict``."""
    return {
        "seat": p.seat,
        "hideout": p.hideout,
        "loc": p.loc,
        "planks": p.planks,
        "coins": p.coins,
        "res": list(p.res),
        "treasures": p.treasures,
        "sails": p.sails,
        "weapons": p.weapons,
        "tracks": {t: list(v) for t, v in p.tracks.items()},
        "gems": list(p.gems),
        "tokens": dict(p.tokens),
        "parrots": list(p.parrots),
        "captain": p.captain,
        "officer": p.officer,
    }


@dataclass(frozen=True, slots=True)
class SoloView:
    """The Vagabond and the mist tokens of a Solo game (``engines.board.solo``)."""

    vsea: int = -1  # the Vagabond's sea (ring position), -1 before the hideout is placed
    intensity: int = 1  # fortune coins on the mist tile (at least 1)
    mist: int = -1  # the mist tile's space 0-6, -1 before it is placed
    captain: int = -1  # the action spots 0-5 of his tokens, -1 while aside
    officer: int = -1
    favors: tuple[str, ...] = ()  # the seas whose favor / curse applies
    curses: tuple[str, ...] = ()
    level: int = -1  # the Favors & Curses level (-1: none)
    gems7: int = 0  # the round at whose end the 7th gem was on the compass (0: never), for the quests
    sails: int = 0  # the highest levels seen at the end of a round, for the quests
    weapons: int = 0
    capsized: int = 0  # how many times the ship capsized, for the quests

    def to_dict(self) -> dict[str, Any]:
        """The layout of ``game.solo``."""
        return {
            "vsea": self.vsea,
            "intensity": self.intensity,
            "mist": self.mist,
            "captain": self.captain,
            "officer": self.officer,
            "favors": list(self.favors),
            "curses": list(self.curses),
            "level": self.level,
            "gems7": self.gems7,
            "sails": self.sails,
            "weapons": self.weapons,
            "capsized": self.capsized,
        }


@dataclass(frozen=True, slots=True)
class FightRound:
    """One round of dice of the Advanced final fight: seats ``a`` and ``b``, their hulls after the cannon
    phase, the faces each rolled (empty in saves made before the faces were recorded)."""

    a: int
    b: int
    planks: tuple[int, int]
    combat: tuple[str, ...] = ()
    other_combat: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of the game (``engines.board.scoring``): points by seat and scoring part, the winners and why.

    ``reason`` is a message key (``board.outcome.*``, ``board.solo.outcome``). Solo adds the journey's
    ``title`` id, the Favors & Curses ``level`` and ``advice`` (-1: none) and the ``quests`` rows completed.
    """

    scores: tuple[int, ...]
    parts: tuple[Mapping[str, int], ...]
    winners: tuple[int, ...]
    reason: str
    fights: tuple[FightRound, ...] = ()
    title: str = ""
    level: int = -1
    advice: int = -1
    quests: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameResult:
        """From ``game.result``."""
        return cls(
            scores=tuple(data["scores"]),
            parts=tuple(dict(p) for p in data["parts"]),
            winners=tuple(data["winners"]),
            reason=str(data.get("reason", "board.outcome.score")),
            fights=tuple(
                FightRound(
                    a=f["a"],
                    b=f["b"],
                    planks=(f.get("planks", [0, 0])[0], f.get("planks", [0, 0])[1]),
                    combat=tuple(f.get("combat", ())),
                    other_combat=tuple(f.get("other_combat", ())),
                )
                for f in data.get("fights", ())
            ),
            title=str(data.get("title", "")),
            level=int(data.get("level", -1)),
            advice=int(data.get("advice", -1)),
            quests=tuple(data.get("quests", ())),
        )

    def to_dict(self) -> dict[str, Any]:
        """The layout of ``game.result``."""
        fights = []
        for f in self.fights:
            fight: dict[str, Any] = {"a": f.a, "b": f.b, "planks": list(f.planks)}
            if f.combat or f.other_combat:
                fight.update(combat=list(f.combat), other_combat=list(f.other_combat))
            fights.append(fight)
        data: dict[str, Any] = {
            "scores": list(self.scores),
            "parts": [dict(p) for p in self.parts],
            "winners": list(self.winners),
            "reason": self.reason,
            "fights": fights,
        }
        if self.title:
            data.update(title=self.title, level=self.level, advice=self.advice, quests=list(self.quests))
        return data


@dataclass(frozen=True, slots=True)
class WorldSampler:
    """Deals full games consistent with the view that holds it (see the module docstring).

    ``steps`` are the engine's pending steps in ``BoardGame.to_dict``'s layout (``"frames"``), copied when the
    view was made: public, but the engine's own business, so no reader sees them but this sampler.
    """

    steps: list[dict[str, Any]] = field(repr=False)

    def sample(self, view: BoardView, rng: Rng) -> dict[str, Any]:
        """A full game state (``BoardGame.to_dict`` layout) that agrees with ``view``: each sea deck's known
        bottom cards where they are (``view.known_bottom``) under its other remaining cards in an order
        shuffled by ``rng`` (sea by sea, in the view's order), then a fresh stream of dice seeded from
        ``rng``."""
        decks = {}
        bottom = {}
        for sea, cards in view._unknown.items():
            deck = list(cards)
            rng.shuffle(deck)
            known = view.known_bottom.get(sea, ())
            decks[sea] = [*known, *deck]
            if known:
                bottom[sea] = len(known)
        config = view.config
        world: dict[str, Any] = {
            "config": config.to_dict(),
            "seed": 0,
            "rng": Rng(rng.next64()).to_str(),
            "phase": view.phase.value,
            "ring": list(view.ring),
            "decks": decks,
            "bottom": bottom,
            "revealed": {sea: list(pile) for sea, pile in view.revealed.items()},
            "box": list(tables(view.content).box[config.mode]),
            "bonus": dict(view.bonus),
            "golden": view.golden,
            "first": view.first,
            "round": view.round,
            "spots": [[[seat, token] for seat, token in spot] for spot in view.spots],
            "players": [_player_dict(p) for p in view.players],
            "frames": self.steps,
            "result": view.result.to_dict() if view.result is not None else {},
            "solo": view.solo.to_dict() if view.solo is not None else {},
        }
        if config.modules:
            world["modules"] = {"hen": view.hen, "hook": view.hook}
        return world


@dataclass(frozen=True)
class BoardView:
    """What ``seat`` sees (see the module docstring); ``seat`` is -1 for a spectator or a hot-seat table.

    No slots: :func:`shared_view` makes one for every decision of the hard captain's rollouts, filling the
    instance's dict at once where the frozen init sets the fields one by one.
    """

    seat: int
    config: BoardConfig
    phase: Phase
    round: int  # 0 during the set-up
    rounds: int  # the golden spaces of the mode's side: the most rounds a game plays
    golden: int  # coins left on the golden spaces
    first: int  # the seat holding the first-player marker
    ring: Sequence[str]  # the seven seas in ring order
    bonus: Mapping[str, int]  # sea -> bonus tokens left on its space (Advanced)
    deck_sizes: Mapping[str, int]
    #: sea -> the cards known to lie at the bottom of its deck, the bottom one first: cards everyone saw put
    #: under it (discarded encounters, the Vagabond's discards, treasure-icon cards replaced at set-up), until
    #: the deck is drawn down to them. A sea with none may be missing.
    known_bottom: Mapping[str, tuple[str, ...]]
    revealed: Mapping[str, Sequence[str]]  # sea -> its pile of revealed cards, the top one last
    spots: Sequence[Sequence[Occupant]]  # action spot 0-5 -> the tokens on it
    players: Sequence[PlayerView]
    result: GameResult | None  # once the game is over
    hen: int  # the seats holding the flying hen's and the hook's tokens (-1: nobody, or not in play)
    hook: int
    solo: SoloView | None  # Solo mode only
    content: Content  # the public card data
    pending: Decision  # the decision the game waits for (``Decision("over", -1)`` once over)
    sampler: WorldSampler | None = field(default=None, repr=False)

    @property
    def mode(self) -> str:
        """``discovery`` or ``advanced``."""
        return self.config.mode

    @property
    def advanced(self) -> bool:
        return self.config.mode == "advanced"

    @property
    def modules(self) -> tuple[str, ...]:
        """The Extra modules in play (``hen``, ``fisherman``)."""
        return self.config.modules

    @property
    def to_act(self) -> int:
        """The seat that decides now (-1 once the game is over)."""
        return self.pending.seat

    def remaining_cards(self) -> dict[str, list[str]]:
        """Each sea deck's remaining cards as public information gives them (sorted: their order is hidden).

        A deck holds the mode's cards of its sea less the ones revealed in its pile and the ones in the
        captains' tracks; when other rules take cards elsewhere, the list is trimmed to the public deck size.
        """
        mode_decks = tables(self.content).mode_decks[self.config.mode]
        out_of_deck: Counter[str] = Counter()
        for pile in self.revealed.values():
            out_of_deck.update(pile)
        for p in self.players:
            for track in p.tracks.values():
                out_of_deck.update(track)
        result: dict[str, list[str]] = {}
        for sea, size in self.deck_sizes.items():
            left = Counter(mode_decks[sea])
            left.subtract(out_of_deck)
            cards = sorted(cid for cid, n in left.items() for _ in range(max(0, n)))
            result[sea] = cards[:size] if len(cards) >= size else cards
        return result

    def unknown_cards(self) -> dict[str, list[str]]:
        """Each sea deck's cards whose place is hidden: :meth:`remaining_cards` less the known bottom ones
        (sorted), as many as the deck holds above them."""
        return {sea: list(cards) for sea, cards in self._unknown.items()}

    @cached_property
    def _unknown(self) -> Mapping[str, tuple[str, ...]]:
        """:meth:`unknown_cards` worked out once per view (the view is frozen; a search deals hundreds of
        worlds from one): read only."""
        result: dict[str, tuple[str, ...]] = {}
        for sea, cards in self.remaining_cards().items():
            known = self.known_bottom.get(sea, ())
            if known:
                left = Counter(cards)
                left.subtract(known)
                cards = sorted(cid for cid, n in left.items() for _ in range(max(0, n)))
                cards = cards[: max(0, self.deck_sizes.get(sea, 0) - len(known))]
            result[sea] = tuple(cards)
        return result

    def sample_world(self, rng: Rng) -> dict[str, Any]:
        """A full game consistent with this view, as ``BoardGame.to_dict`` data (see :class:`WorldSampler`).

        Raises:
            ValueError: a rollout's view (:func:`shared_view`), which samples no worlds.
        """
        if self.sampler is None:
            raise ValueError("this view samples no worlds (a rollout's view)")
        return self.sampler.sample(self, rng)


class ViewSource(Protocol):
    """The public state a view is made of: what a view reads of a game (``BoardGame`` is one)."""

    @property
    def config(self) -> BoardConfig: ...
    @property
    def content(self) -> Content: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def round(self) -> int: ...
    @property
    def golden(self) -> int: ...
    @property
    def first(self) -> int: ...
    @property
    def ring(self) -> Sequence[str]: ...
    @property
    def bonus(self) -> Mapping[str, int]: ...
    @property
    def decks(self) -> Mapping[str, Sequence[str]]:
        """The sea decks: a view reads their sizes, and the cards known to lie at their bottom."""
        ...

    @property
    def bottom(self) -> Mapping[str, int]:
        """Sea -> how many cards at the bottom of its deck are known (the first ones of ``decks[sea]``)."""
        ...

    @property
    def revealed(self) -> Mapping[str, Sequence[str]]: ...
    @property
    def spots(self) -> Sequence[Sequence[Sequence[Any]]]: ...
    @property
    def players(self) -> Sequence[PlayerView]: ...
    @property
    def result(self) -> Mapping[str, Any]: ...
    @property
    def hen(self) -> int: ...
    @property
    def hook(self) -> int: ...
    @property
    def solo(self) -> Mapping[str, Any]: ...
    def pending(self) -> Decision: ...


def _solo(solo: Mapping[str, Any]) -> SoloView | None:
    if not solo:
        return None
    return SoloView(
        vsea=solo.get("vsea", -1),
        intensity=solo.get("intensity", 1),
        mist=solo.get("mist", -1),
        captain=solo.get("captain", -1),
        officer=solo.get("officer", -1),
        favors=tuple(solo.get("favors", ())),
        curses=tuple(solo.get("curses", ())),
        level=solo.get("level", -1),
        gems7=solo.get("gems7", 0),
        sails=solo.get("sails", 0),
        weapons=solo.get("weapons", 0),
        capsized=solo.get("capsized", 0),
    )


def _known_bottom(game: ViewSource) -> dict[str, tuple[str, ...]]:
    """Sea -> the cards known at the bottom of its deck, the bottom one first (seas with none left out)."""
    decks = game.decks
    return {sea: tuple(decks[sea][:n]) for sea, n in game.bottom.items() if n and sea in decks}


def public_view(game: ViewSource, seat: int | None, sampler: WorldSampler | None) -> BoardView:
    """``seat``'s view of ``game`` (``None``: a spectator's), every part copied; ``sampler`` deals its worlds."""
    config = game.config
    content = game.content
    return BoardView(
        seat=-1 if seat is None else seat,
        config=config,
        phase=game.phase,
        round=game.round,
        rounds=content.sides[config.mode].golden_spaces,
        golden=game.golden,
        first=game.first,
        ring=tuple(game.ring),
        bonus=dict(game.bonus),
        deck_sizes={sea: len(deck) for sea, deck in game.decks.items()},
        known_bottom=_known_bottom(game),
        revealed={sea: tuple(pile) for sea, pile in game.revealed.items()},
        spots=tuple(tuple((o[0], o[1]) for o in spot) for spot in game.spots),
        players=tuple(
            PlayerSnapshot(
                p.seat,
                p.hideout,
                p.loc,
                p.planks,
                p.coins,
                tuple(p.res),
                p.treasures,
                p.sails,
                p.weapons,
                {t: tuple(cards) for t, cards in p.tracks.items()},
                tuple(p.gems),
                dict(p.tokens),
                tuple(p.parrots),
                p.captain,
                p.officer,
            )
            for p in game.players
        ),
        result=GameResult.from_dict(game.result) if game.result else None,
        hen=game.hen,
        hook=game.hook,
        solo=_solo(game.solo),
        content=content,
        pending=game.pending(),
        sampler=sampler,
    )


def shared_view(game: ViewSource, seat: int) -> BoardView:
    """``seat``'s view of ``game`` made without copying, for the search's rollouts: the ring, piles, bonus
    tokens and players are the live game's (read-only here), so it is valid only until the game moves on,
    and it samples no worlds."""
    config = game.config
    content = game.content
    view = BoardView.__new__(BoardView)  # BoardView(...) made at once (see the class)
    view.__dict__.update(
        seat=seat,
        config=config,
        phase=game.phase,
        round=game.round,
        rounds=content.sides[config.mode].golden_spaces,
        golden=game.golden,
        first=game.first,
        ring=game.ring,
        bonus=game.bonus,
        deck_sizes={sea: len(deck) for sea, deck in game.decks.items()},
        known_bottom=_known_bottom(game),
        revealed=game.revealed,
        spots=tuple([tuple([(o[0], o[1]) for o in spot]) for spot in game.spots]),
        players=game.players,
        result=GameResult.from_dict(game.result) if game.result else None,
        hen=game.hen,
        hook=game.hook,
        solo=_solo(game.solo),
        content=content,
        pending=game.pending(),
        sampler=None,
    )
    return view
