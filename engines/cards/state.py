"""The state of a 7Seas game as plain attributes, its TOML-ready form, and who can see which card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from engines.base import Rng
from engines.cards.actions import BOOTY
from engines.cards.config import CardConfig, config_from_dict, config_to_dict
from engines.cards.decision import DECISION_OF_PHASE, PLAY
from engines.cards.deck import CARD_CODES, CARD_NAMES
from engines.cards.scoring import RoundScoring, scoring_from_dict, scoring_to_dict

__all__ = ["CardState", "card_names"]


def card_names(cards: Sequence[int]) -> list[str]:
    """Card codes as text."""
    return [CARD_NAMES[c] for c in cards]


def _codes(names: Sequence[str], where: str) -> list[int]:
    try:
        return [CARD_CODES[n] for n in names]
    except KeyError as exc:
        raise ValueError(f"unknown card in {where}: {exc}") from None


class CardState:
    """Everything a 7Seas game is at one moment; :class:`engines.cards.game.CardGame` adds the rules.

    Cards are codes 0-39 (``engines.cards.deck``) inside the state; hands are kept sorted.
    """

    def __init__(self, config: CardConfig, seed: int) -> None:
        n = config.players
        self.config = config
        self.seed = seed
        self.rng = Rng(seed)
        self.round = 0
        self.deal = 1
        self.starter = 0
        self.current = 0
        #: ``PLAY``, ``STEAL_SOURCE``, ``STEAL_CARD`` or ``OVER`` (``engines.cards.decision``)
        self.phase = PLAY
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.display: list[int] = []
        self.booty: list[int] = []
        self.stock: list[int] = []
        self.collections: list[list[int]] = [[] for _ in range(n)]
        #: cards stolen from the booty pile: card -> bit mask of the seats that know where it is
        self.secret: dict[int, int] = {}
        #: bit mask of the seats that have looked at the booty pile this round
        self.booty_seen = 0
        self.steal_source = BOOTY
        self.last_capturer = -1
        self.track = [0] * n
        self.winners: list[int] = []
        self.last_scoring: RoundScoring | None = None

    # --- serialization ----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole state, TOML-ready (cards as text)."""
        return {
            "config": config_to_dict(self.config),
            "seed": self.seed,
            "rng": self.rng.to_str(),
            "round": self.round,
            "deal": self.deal,
            "starter": self.starter,
            "current": self.current,
            "phase": self.phase,
            "hands": [card_names(h) for h in self.hands],
            "display": card_names(self.display),
            "booty": card_names(self.booty),
            "stock": card_names(self.stock),
            "collections": [card_names(c) for c in self.collections],
            "secret": {CARD_NAMES[c]: mask for c, mask in sorted(self.secret.items())},
            "booty_seen": self.booty_seen,
            "steal_source": self.steal_source,
            "last_capturer": self.last_capturer,
            "track": list(self.track),
            "winners": list(self.winners),
            "last_scoring": scoring_to_dict(self.last_scoring),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_dict` output, generator included.

        Raises:
            ValueError: a value out of place, or the 40 cards not each exactly once.
            TypeError: a config value of the wrong type.
            KeyError: a missing entry.
        """
        try:
            return cls._from_dict(data)
        except (
            AttributeError,
            IndexError,
            OverflowError,
            RecursionError,
        ) as exc:  # a value of the wrong shape
            raise ValueError(f"not a 7Seas state ({type(exc).__name__}: {exc})"[:300]) from exc

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any]) -> Self:
        config = config_from_dict(data["config"])
        game = cls(config, int(data["seed"]))
        game.rng = Rng.from_str(str(data["rng"]))
        game.round = int(data["round"])
        game.deal = int(data["deal"])
        game.starter = int(data["starter"])
        game.current = int(data["current"])
        phase = data["phase"]
        if phase not in DECISION_OF_PHASE:
            raise ValueError(f"unknown phase {phase!r}")
        game.phase = phase
        n = config.players
        if not (0 <= game.current < n and 0 <= game.starter < n):
            raise ValueError("the seat to play is not a seat of the game")
        hands, collections = data["hands"], data["collections"]
        if len(hands) != n or len(collections) != n or len(data["track"]) != n:
            raise ValueError("state does not match the number of players")
        game.hands = [_codes(h, "hands") for h in hands]
        game.display = _codes(data["display"], "display")
        game.booty = _codes(data["booty"], "booty")
        game.stock = _codes(data["stock"], "stock")
        game.collections = [_codes(c, "collections") for c in collections]
        game.secret = {CARD_CODES[name]: int(mask) for name, mask in data["secret"].items()}
        game.booty_seen = int(data["booty_seen"])
        game.steal_source = int(data["steal_source"])
        game.last_capturer = int(data["last_capturer"])
        game.track = [int(x) for x in data["track"]]
        game.winners = [int(x) for x in data["winners"]]
        game.last_scoring = scoring_from_dict(data["last_scoring"])
        everything = sorted(
            game.display
            + game.booty
            + game.stock
            + [c for h in game.hands for c in h]
            + [c for coll in game.collections for c in coll]
        )
        if everything != list(range(40)):
            raise ValueError("the state does not hold each of the 40 cards exactly once")
        return game

    # --- who sees what --------------------------------------------------------------------------

    def display_names(self) -> list[str]:
        """The display cards as text, in the order they were laid out."""
        return card_names(self.display)

    def visible_cards(self, seat: int, owner: int) -> list[int]:
        """The cards of ``owner``'s collection that ``seat`` can see (internal codes)."""
        coll = self.collections[owner]
        secret = self.secret
        if owner == seat or not secret:
            return list(coll)
        bit = 1 << seat
        return [c for c in coll if c not in secret or secret[c] & bit]

    def public_cards(self, owner: int) -> list[int]:
        """The cards of ``owner``'s collection that every seat can see (internal codes)."""
        coll = self.collections[owner]
        secret = self.secret
        if not secret:
            return list(coll)
        everyone = (1 << self.config.players) - 1
        return [c for c in coll if c not in secret or (secret[c] | 1 << owner) & everyone == everyone]
