"""The 7 Seas board game engine: Discovery and Advanced modes for 2-5 players, and Solo mode.

Pure and deterministic: no I/O, no Textual, no translated text; all chance comes from the state's
``Rng``. Rules, rulings and the content design are written in ``engines/board/RULES.md``.

Modules
    ``config``      frozen ``BoardConfig`` (mode, players; Solo mode with Favors & Curses and the quests, the
                    hen/fisherman modules) and ``RuleParams``: the numbers curses change (movement, dice,
                    trade received, dice set per roll), read from one place.
    ``actions``     ``Act``: an action is a tuple of words; its notation is the words joined by spaces.
    ``state``       ``Player``, ``Phase`` (SETUP, PLAY, OVER), resource order, helpers of the saved data.
    ``steps``       the pending steps: one typed dataclass per kind, each writing and reading its saved dict;
                    ``mechanic_steps`` holds the Key mechanics' steps and the result a step hands down.
    ``core``        ``BoardState``: the data and the helpers every rule shares (gain/lose resources, planks,
                    capsizing, reveal/discard, bonus tokens, the substitution payment check), and
                    ``Extension``: the moments of the game that Solo mode and the Extra modules plug into.
    The rules, one module of functions taking the state per rulebook chapter (``RULES.md`` names them):
    ``setup``       Game setup, the first player's roll, the hideouts.
    ``rounds``      Start of the round, End of the round, Maintenance phase, End of the game.
    ``turn``        Player turn: patch up, placement (strong and weak spots), the actions, end of the turn.
    ``sail``        Sail at sea and Resolve the encounter.
    ``activities``  Land on an island, Dock at a port, Encounters: every card activity.
    ``renovate``    Renovate your ship: upgrade and repair.
    ``dice``        dice rolls: food, Boost your crew with rum, Set your dice with fortune, bonus tokens.
    ``payment``     paying a trade or an upgrade, with the substitution rule.
    ``success``     Succeed an activity, Fail an activity.
    ``ship``        Overloaded ship and the "extra planks" bonus token.
    ``players``     Optional actions: trade with a player, attack a player.
    ``scoring``     glory points, track rankings, tie-breaks, the Advanced final fight (solo: the card-track
                    table, the title, the advice and the quests).
    ``modules``     Extra modules: the flying hen and the last fisherman (``ExtraModules``; its set-up
                    question is the ``fish`` step).
    ``solo``        Solo mode against the Vagabond (set-up steps 7-11, the ``solo`` step; ``Vagabond``: his
                    encounter and phase) and Favors & Curses (the mist tokens, starting effects; lasting
                    rules via ``RuleParams``).
    ``quests``      the nine quests, their rows, and the rows a finished solo game completes.
    ``game``        ``BoardGame``: ``RULES`` (the functions of each kind of step), the decision loop,
                    serialization, ``view``, ``outcome``, ``progress``.
    ``decision``    ``Decision`` (``game.pending()``): the pending decision described in public, typed terms;
                    ``roll_chance``/``roll_after``: the exact chance of a roll before and after each option.
    ``view``        ``BoardView`` (``game.view(seat)``): what a seat sees, typed and frozen, the pending
                    ``Decision`` inside; ``view.sample_world(rng)`` deals full games that agree with it.
    ``tables``      per-content lookup tables and interned actions (speed).
    ``captains``    the AI captains (a package): ``random``, the greedy strategy profiles (``greedy``,
                    ``explorer``, ``fighter``, ``trader``, ``upgrader``) and the levels ``easy``, ``medium``,
                    ``hard`` (``make_captain``; design: ``AI.md``); ``advise`` the hard captain's ranked choices for a seat
                    (``Advice`` of ``Estimate``s: the table's advisor); ``sim`` plugs the game into
                    ``seven-seas simulate board``; ``balance`` the balance report (``python -m engines.board.balance``).

The decision machine
    ``game.frames`` is a stack of typed steps (``steps``), each with its ``kind`` (saved as ``k``), a
    ``stage`` and the ``seat`` that decides at that stage. ``game.RULES`` gives, for each kind, the rule
    module's functions that run its automatic stages, list its legal actions and act on the chosen one.
    ``_advance`` runs automatic stages until the top step waits for a decision; a finished step hands its
    result to the step below (``ret``: ``won``, ``lost``, ``avoided``, ``paid``, or a roll's ``RollResult``).
    Another seat's answer (a trade offer, an escape, an overloaded hold) is simply a step for that seat on
    top. Kinds: ``game`` (``GameStep``: hideouts, rounds, end), ``turn`` (``TurnStep``: patch up, place,
    announce, act, end), ``sail``, ``enc`` (``EncounterStep``), ``task`` (one card activity), ``roll``,
    ``pay``, ``win`` (succeed), ``load`` (overload), ``plank`` (extra planks token), ``repair``, ``reno``
    (``RenovateStep``: upgrade), ``deal`` (trade offer), ``fight`` (attack), ``fish`` (the last fisherman's
    question), ``solo`` (the solo set-up). ``decision`` is ``board.decision.<name>`` of the top step
    (``game.DECISIONS``; ``board.modules.decision.last_fish`` for ``fish``, ``board.solo.decision.*`` for
    ``solo``). Solo mode and the Extra modules are ``core.Extension`` objects the game calls at its moments:
    after set-up, a ship entering a sea, a default action, a failed activity, the end of a round,
    Maintenance, the end of the game and its scoring.
    Legal actions are computed once per decision; ``apply`` checks membership before changing anything.

Action notation (decision: actions)
    hideout: ``hideout K`` (space K between ring seas K and K+1)
    last_fish (the last fisherman, set-up): ``ate today|yesterday|week|month|year|longer``
    place: ``place captain|officer S`` (spot 1-6)          reduce: ``reduce sail|land|dock|renovate``
    action: ``sail``, ``coast`` (Sail along the coast), ``land explore|trade|fight``, ``scavenge R``,
        ``dock``, ``work R``, ``upgrade sails|weapons``, ``both sails|weapons`` (1 rum: upgrade and
        repair), ``repair``, ``fix``, ``fish X`` / ``await X`` (default action in the slot of main action
        X), ``trade S``, ``attack S``, ``end``
    home (Advanced hideout): ``home food|wood``
    sail: ``move SEA``, ``move SEA reveal``, ``move home``, ``explore``, ``boost`` (token), ``stop``
    encounter: ``handle``, ``handle trade|attack``, ``avoid``, ``avoid token``
    roll: ``food``, ``rum [exploration|combat] [token]``, ``die`` (token), ``stars`` (token),
        ``set star|two_stars|cannon|boarding [token]``, ``roll``
    pay: ``pay all``, ``pay R`` (as requested or 1 rum), ``pay R1 R2`` (two resources), ``pay token``
    track: ``track exploration|combat|trade``; forgo: ``forgo ICON``; reward: ``take R``;
    extra: ``extra R`` / ``skip``; overload: ``discard R``; planks_token: ``use`` / ``skip``;
    repair: ``spend wood|fabric|metal``, ``done``
    offer: ``give ITEM``, ``ask ITEM`` (resources, ``coin``, ``treasure``, ``parrot C``), ``propose``,
        ``cancel``; answer: ``accept`` / ``refuse``
    escape: ``escape`` / ``fight``; parrot: ``parrot C``; steal: ``steal R|treasure``, ``done``
    solo set-up: ``mist K`` (the mist tile on space K); a curse's starting malus: ``curse coin|plank|R``

View (``view(seat)``: a frozen ``view.BoardView``, everything public except the order of the decks;
``view(None)`` the same for a spectator or a hot-seat table, with ``seat`` -1)
    ``seat config phase round rounds golden first ring bonus deck_sizes revealed spots players result hen
    hook solo content pending``, and ``mode``, ``modules``, ``to_act``: ``players`` are ``PlayerView``s;
    ``hen``/``hook`` the seats holding the Extra modules' tokens (-1: nobody or not in play); ``solo`` the
    Vagabond's state (``SoloView``; ``None`` outside Solo mode); ``result`` the end (``GameResult``; ``None``
    while the game goes on); ``content`` the public card data. ``pending`` is the pending decision in public
    terms (``decision.Decision``, as ``game.pending()``): what is asked, of which seat, the card, the roll's
    goal and dice, the payment, the offer, the movement points left... UIs and agents read it, never the
    engine's steps. ``view.sample_world(rng)`` deals a full game that agrees with the view (the hard captain).

Events
    ``board.modules.event.*`` (hen_claim, hen_flies, hen_coin, hen_point, fish_answer, fish_tie, hook_claim,
    hook_fish, hook_await, hook_marker: ``seat``; ``when`` an answer named by ``board.modules.when.*``;
    ``seats`` a list of seats) for the Extra modules.
    ``board.event.*`` with parameters that are ids: ``seat``/``other``/``winner`` seats, ``sea``, ``card``,
    ``resource``, ``track``, ``face``, ``effect`` ids the UI names through ``board.sea.*``, ``board.card.*``,
    ``board.resource.*``, ``board.track.*``, ``board.face.*``, ``board.token.name.*``; ``token`` (captain,
    officer) and a move's ``to`` of ``hideout`` use ``board.piece.*``, ``nature`` ``board.nature.*``;
    list parameters (``seas``, ``resources``, dice faces) hold such ids. Every event is public;
    card reveals, dice rolls and resources lost at random are marked ``reveals=True``. Refusals: ``board.illegal.not_allowed``
    (``action``, ``decision``), ``board.illegal.notation`` (``text``), ``board.illegal.game_over``.
    ``outcome().reason_key``: ``board.outcome.score|tiebreak|shared|final_fight|third_player``, solo:
    ``board.solo.outcome``. Solo events ``board.event.solo.*``: ``favors``/``curses``/``seas`` are lists of sea ids,
    ``item`` is ``coin``, ``plank`` or a resource id, ``title`` a ``board.solo.title.*`` id, ``captain``/``officer``
    spots 1-6 (0: aside), ``dice`` exploration faces.
"""

from typing import TYPE_CHECKING

from engines.board.actions import Act
from engines.board.captains import CAPTAINS, Advice, Estimate, advise, make_captain
from engines.board.config import BoardConfig
from engines.board.content import Sea
from engines.board.decision import ITEMS, Decision, Offer, Roll, TurnInfo, roll_after, roll_chance
from engines.board.game import BoardGame
from engines.board.odds import COMBAT_DIE, EXPLORATION_DIE
from engines.board.quests import QUEST_ROWS, all_rows, completed_rows, row_message
from engines.board.scoring import glory_now, track_rank_points
from engines.board.solo import TITLES, solo_card_points, solo_title
from engines.board.state import TRACKS
from engines.board.view import BoardView, FightRound, GameResult, PlayerView, SoloView

if TYPE_CHECKING:
    from engines.sim_runner import SimHooks

GAME_CLASS = BoardGame

__all__ = [
    "CAPTAINS",
    "COMBAT_DIE",
    "EXPLORATION_DIE",
    "GAME_CLASS",
    "ITEMS",
    "QUEST_ROWS",
    "TITLES",
    "TRACKS",
    "Act",
    "Advice",
    "BoardConfig",
    "BoardGame",
    "BoardView",
    "Decision",
    "Estimate",
    "FightRound",
    "GameResult",
    "Offer",
    "PlayerView",
    "Roll",
    "Sea",
    "SoloView",
    "TurnInfo",
    "advise",
    "all_rows",
    "completed_rows",
    "glory_now",
    "make_captain",
    "roll_after",
    "roll_chance",
    "row_message",
    "sim_hooks",
    "solo_card_points",
    "solo_title",
    "track_rank_points",
]


def sim_hooks() -> "SimHooks":
    """The board game's part of ``seven-seas simulate board`` (``sim.HOOKS``, imported on first use)."""
    from engines.board.sim import HOOKS

    return HOOKS
