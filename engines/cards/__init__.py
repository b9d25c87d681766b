"""7Seas, the capture card game: rules engine, AI captains and simulator (pure, no I/O).

The rules and rulings are in ``engines/cards/RULES.md``. This docstring is the public
API the terminal UI builds on; it stays stable.

Modules (the UI imports only this package face)
    ``deck`` the 40-card data table and card helpers; ``actions`` the action values and
    their notation; ``notation`` reads the notation back; ``config`` :class:`CardConfig`;
    ``captures`` the capture rules and the legal plays; ``scoring`` round scoring and its
    record; ``decision`` the phases and the pending decision; ``state`` the state's
    attributes and TOML form; ``view`` the typed view; ``refusals`` why an action is
    illegal; ``game`` :class:`CardGame`, the rules over the state; ``worlds`` imagined
    games consistent with a view; ``agents`` the AI captains (:func:`make_agent`; random
    and easy), ``evaluation`` how medium and hard value a round, ``medium`` and ``hard``
    those two captains; ``sim`` the simulator hooks.

Cards
    Text ``"<suit letter><strength>"``: ``G`` gold, ``R`` rum, ``C`` crystals,
    ``K`` curses; ``"G7"``, ``"R10"``, ``"K1"`` (the kraken), ``"C1"`` (the pirate
    lady), ``"R1"`` (the pirate king). Helpers: :func:`card_suit` (``"gold"``,
    ``"rum"``, ``"crystals"``, ``"curses"``: also the keys ``cards.suit.<id>`` and
    ``cards.card.<id>``), :func:`card_strength`, :func:`booty_value`, ``ALL_CARDS``.

Config
    ``CardConfig(players=2..4, target=7|11|14, ties="nobody"|"all",
    leftover="last_capturer"|"nobody", finish="play_on"|"shared")`` (frozen).
    ``CardGame.new(config, seed)`` starts a game. Option labels and values are the
    keys ``cards.option.<option>.label`` / ``.help`` / ``.<value>``.

Actions (frozen dataclasses, ``str(action)`` is the notation, ``game.parse_action``
reads it back)
    ``Play(card, take=(), sweep=False)``: ``"G7"`` joins the display, ``"G7xR7"`` same
    strength, ``"G7xR3+C4"`` a sum, ``"G1xR10"`` a 1 takes a 10, ``"K1x*"`` the
    kraken takes the whole display (``take`` lists the display), ``"K1"`` the kraken
    declines (or nothing to take). ``take`` is ordered by strength, then
    deck order (``G7xR3+C4``; the constructor sorts it). :func:`play_kind`
    names a play: ``display``, ``match``, ``sum``, ``ten``, ``sweep``.
    ``StealFrom(source)``: ``"from booty"`` (``source == BOOTY == -1``) or
    ``"from 2"`` (a seat). ``StealCard(card)``: ``"take G7"``.
    ``legal_actions()`` lists each possible action once (a capture choice = one
    action; the UI groups plays by ``action.card``); ``apply(action)`` returns the
    events or raises ``IllegalAction`` and changes nothing.

Pending decision (``game.decision``; ``game.to_act`` is the seat; a view carries both,
and the steal under way, as ``view.decision``)
    ``cards.decision.play`` play a card; ``cards.decision.steal_source`` the display
    was cleared: choose the booty pile or an opponent's collection;
    ``cards.decision.steal_card`` pick one card of the pile looked at (the same seat
    decides both steps); ``cards.decision.over`` the game has ended.

``view(seat)`` and ``public_view()`` (frozen, typed: cards as text, seats as ints 0..players-1)
    :class:`CardView`: ``seat`` (-1 in ``public_view()``, what every seat sees), ``config``,
    ``round`` (1, 2, ...), ``deal`` (1 or 2: two players play each round in two deals),
    ``deals``, ``starter``, ``decision``, ``display`` (in order laid out), ``hand``
    (sorted), ``hand_sizes``, ``stock_size`` (cards of the second 2-player deal),
    ``booty_size``, ``booty_cards`` (only once this seat has looked at the booty pile this
    round, else empty), ``collections``, ``track`` (ship positions), ``last_capturer``
    (-1 none), ``last_scoring``, ``winners``; ``over`` (a property). Sequences are tuples.

    ``decision`` is a :class:`CardDecision`: ``key`` (the decision key above), ``seat``
    (the seat to act, -1 when over) and ``steal`` (``None``, or while a steal is decided a
    :class:`StealView`: ``thief``, ``stage`` ``"source"``/``"card"``, ``source`` (``BOOTY``,
    a seat, or ``NO_SOURCE`` -2 while choosing), ``count``, ``cards`` (the pile's cards, for
    the thief only)).

    Each of ``collections`` is a :class:`CollectionView`: ``count``, ``cards`` the cards
    this seat can see, ``hidden`` how many it cannot (cards stolen from the booty pile),
    and over the visible cards ``gold``, ``lady``, ``king``, ``booty`` (booty total) and
    ``best`` (the cards it adds up).

    ``last_scoring`` is ``None`` before the first scoring, else a :class:`RoundScoring`
    (also ``game.last_scoring``): ``round``, ``seats`` (per seat a :class:`SeatScore`:
    ``cards``, ``gold``, ``lady``, ``king``, ``booty``, ``best``, ``points``, ``position``),
    ``awards`` (per category an :class:`Award`: ``category``, ``result``
    ``"won"``/``"tied"``/``"nobody"``, ``seats`` (the leaders), ``points``), ``leftover``
    (cards), ``leftover_to`` (seat or -1).

Events (``Event(key, params)``; every key is in ``tui/locales``)
    Param names are the message placeholders. Seats: ``seat``, ``starter``,
    ``victim`` (ints), ``seats``, ``winners`` (lists); cards: ``card`` (text),
    ``cards``, ``taken``, ``display`` (lists of text); ``category`` a category id
    (``cards.category.<id>``); ``count`` drives plurals. The UI turns seats into
    names and cards into ``cards.card.<suit>`` text before formatting.

    ``cards.event.round_start`` {round, starter, display} (reveals);
    ``cards.event.second_deal`` {round, starter} (reveals);
    ``cards.event.to_display`` {seat, card}; ``cards.event.kraken_declined`` {seat, card};
    ``cards.event.match`` / ``sum`` / ``one_takes_ten`` / ``kraken_sweep`` {seat, card, taken};
    ``cards.event.display_cleared`` {seat}; ``cards.event.steal_nothing`` {seat};
    ``cards.event.steal_looks_booty`` {seat, count};
    ``cards.event.booty_cards`` {seat, cards} (thief only, reveals);
    ``cards.event.steal_looks_player`` {seat, victim};
    ``cards.event.collection_cards`` {seat, victim, cards} (thief only, reveals);
    ``cards.event.steal_booty`` {seat}; ``cards.event.steal_booty_card`` {seat, card} (thief only);
    ``cards.event.steal_player`` {seat, victim, card};
    ``cards.event.leftover`` {seat, cards}; ``cards.event.leftover_lost`` {cards};
    ``cards.event.round_end`` {round}; ``cards.event.award`` {category, seat, count};
    ``cards.event.award_tied`` {category, seats}; ``cards.event.award_nobody`` {category};
    ``cards.event.ship_moves`` {seat, count, position};
    ``cards.event.goal_tie`` {seats, position}; ``cards.event.game_over`` {winners, position}.

``progress()``
    ``("cards.progress.playing", {round, track, goal})`` or
    ``("cards.progress.over", {round, track, goal})``; ``track`` is ``"3-5"``.

AI
    ``make_agent(level, seed, budget=None)`` with level ``random``, ``easy``,
    ``medium`` or ``hard`` returns an object with ``choose(view, legal) -> action``
    (``view`` from ``game.view(seat)``, ``legal`` from ``game.legal_actions()``);
    ``budget`` is hard's thinking time per decision in seconds (default 0.5).
    ``agent_from_rng(level, rng, budget)`` does the same with a generator already made.

    What the captains use of the engine is public: :func:`capture_options` (what a card of
    each strength takes from a display), :func:`sample_world` / :class:`WorldSampler` (a
    full game consistent with a view, whose unknown cards are dealt at random; it stops
    after the round's scoring) and ``game.step(action)`` (apply a legal action silently).
    ``sim_hooks()`` is the game's part of ``seven-seas simulate cards``.
"""

from typing import TYPE_CHECKING

from engines.cards.actions import BOOTY, Action, Play, StealCard, StealFrom, play_kind
from engines.cards.agents import AGENT_LEVELS, CardAgent, agent_from_rng, make_agent
from engines.cards.captures import capture_options
from engines.cards.config import (
    CATEGORIES,
    FINISH_RULES,
    LEFTOVER_RULES,
    TARGETS,
    TIE_RULES,
    CardConfig,
)
from engines.cards.decision import (
    DECISION_OVER,
    DECISION_PLAY,
    DECISION_STEAL_CARD,
    DECISION_STEAL_SOURCE,
    NO_SOURCE,
    CardDecision,
    StealView,
)
from engines.cards.deck import (
    ALL_CARDS,
    BOOTY_TABLE,
    KING,
    KRAKEN,
    LADY,
    SUITS,
    booty_value,
    card_strength,
    card_suit,
    is_card,
)
from engines.cards.game import CardGame
from engines.cards.scoring import Award, RoundScoring, SeatScore
from engines.cards.view import CardView, CollectionView
from engines.cards.worlds import WorldSampler, sample_world

if TYPE_CHECKING:
    from engines.sim_runner import SimHooks

GAME_CLASS = CardGame

__all__ = [
    "AGENT_LEVELS",
    "ALL_CARDS",
    "BOOTY",
    "BOOTY_TABLE",
    "CATEGORIES",
    "DECISION_OVER",
    "DECISION_PLAY",
    "DECISION_STEAL_CARD",
    "DECISION_STEAL_SOURCE",
    "FINISH_RULES",
    "GAME_CLASS",
    "KING",
    "KRAKEN",
    "LADY",
    "LEFTOVER_RULES",
    "NO_SOURCE",
    "SUITS",
    "TARGETS",
    "TIE_RULES",
    "Action",
    "Award",
    "CardAgent",
    "CardConfig",
    "CardDecision",
    "CardGame",
    "CardView",
    "CollectionView",
    "Play",
    "RoundScoring",
    "SeatScore",
    "StealCard",
    "StealFrom",
    "StealView",
    "WorldSampler",
    "agent_from_rng",
    "booty_value",
    "capture_options",
    "card_strength",
    "card_suit",
    "is_card",
    "make_agent",
    "play_kind",
    "sample_world",
    "sim_hooks",
]


def sim_hooks() -> "SimHooks":
    """The card game's part of ``seven-seas simulate cards`` (``sim.HOOKS``, imported on first use)."""
    from engines.cards.sim import HOOKS

    return HOOKS
