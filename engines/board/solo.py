"""Solo mode against the Vagabond of the Mists, and Favors & Curses (rulebook: Solo mode: Vagabond,
Favors & Curses). Rulings and reasons: ``RULES.md``, section "Solo mode".

Set-up steps 7-11 (``solo_setup``, ``after_hideouts``, then the solo step: the mist tile, the favors, the
curses' starting malus) are called by ``setup``; the Vagabond's encounter and phase come through the
:class:`Vagabond` extension (``core.Extension``); his capsize count is kept by ``BoardState.capsize``.

The solo state is ``game.solo`` (plain data, saved with the game; empty outside the solo mode):

``vsea``        the Vagabond's sea (ring position 0-6)
``intensity``   fortune coins on the mist tile (his intensity level, at least 1)
``mist``        the mist tile's space (0-6, between ring seas K and K+1; -1 before it is placed)
``captain`` / ``officer``  the action spots (0-5) of his tokens, -1 while aside
``favors`` / ``curses``    the seas whose favor / curse applies (drawn mist tokens or the config's)
``level``       the Favors & Curses level (-1: none)
``gems7``       the round at whose end the 7th gem was on the compass (0: never), for the quests
``sails`` / ``weapons``  the highest levels seen at the end of a round or of the game, for the quests
``capsized``    how many times the ship capsized, for the quests
"""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.config import SEAS, rule_params
from engines.board.content import Die
from engines.board.core import BoardState, Extension
from engines.board.state import RES, RES_INDEX, Phase, Player
from engines.board.steps import GameStep, SoloStep

__all__ = [
    "CURSES",
    "FAVORS",
    "TITLES",
    "Vagabond",
    "act_solo",
    "advice",
    "after_hideouts",
    "draw_tokens",
    "legal_solo",
    "run_solo",
    "solo_card_points",
    "solo_setup",
    "solo_title",
    "vagabond_encounter",
    "vagabond_phase",
]

#: Favor of each sea: what it gives at the start ("coin" is a fortune coin). Jade: our design.
FAVORS: dict[str, tuple[str, str]] = {
    "frozen": ("food", "coin"),
    "wild": ("food", "wood"),
    "azure": ("rum", "coin"),
    "cursed": ("wood", "coin"),
    "burning": ("fabric", "metal"),
    "plentiful": ("food", "fabric"),
    "jade": ("metal", "rum"),
}
#: Curse of each sea: its lasting rule (each also costs 1 fortune coin / plank / resource at the start).
CURSES: dict[str, str] = {
    "frozen": "movement",  # Sail at sea: -1 movement point (always 1 min.)
    "wild": "exploration_dice",  # Exploration: roll -1 exploration die (always 1 min. rolled)
    "azure": "intensity",  # Encounter the Vagabond: the intensity goes down by 1, instead of to 1
    "cursed": "set_dice",  # Set your dice with fortune: only 1 die side maximum per dice roll
    "burning": "combat_dice",  # Combat: roll -1 combat die (always 1 min. rolled)
    "plentiful": "trade_received",  # Trade: receive -1 resource (always 1 min. received)
    "jade": "repair",  # Repair your ship: recover -1 plank (always 1 min. recovered) - our design
}

#: Solo score titles: (lowest score, title id); message key ``board.solo.title.<id>``.
TITLES: tuple[tuple[int, str], ...] = (
    (50, "legendary_odyssey"),
    (45, "exceptional_expedition"),
    (40, "formidable_adventure"),
    (35, "admirable_journey"),
    (30, "promising_excursion"),
    (25, "simple_stroll"),
    (-999, "misadventure"),
)
LEVEL_UP = 35  # Favors & Curses: 35 or more: one level up; 25-34: the same; 24 or less: one down
LEVEL_SAME = 25
MAX_LEVEL = 7


def solo_title(score: int) -> str:
    """The title id of a solo score (24 or less: misadventure ... 50 or more: legendary odyssey)."""
    for low, name in TITLES:
        if score >= low:
            return name
    return TITLES[-1][1]  # pragma: no cover - the last threshold takes every score


def solo_card_points(cards: int) -> int:
    """Solo end of the game, one card track: cards minus 2 (min 0), plus 1 per set of 5 cards."""
    return max(0, cards - 2) + cards // 5


def advice(score: int, level: int) -> int:
    """The Favors & Curses level to play next after a solo game at ``level`` scoring ``score``."""
    if score >= LEVEL_UP:
        return min(MAX_LEVEL, level + 1)
    if score >= LEVEL_SAME:
        return max(0, level)
    return max(0, level - 1)


def draw_tokens(level: int, shuffled: list[str]) -> tuple[list[str], list[str]]:
    """(favors, curses) of a level from the mist tokens in drawn order: level 0: 2 favors; 1: a favor
    then a curse; 2-7: that many curses."""
    if level <= 0:
        return list(shuffled[:2]), []
    if level == 1:
        return [shuffled[0]], [shuffled[1]]
    return [], list(shuffled[:level])


_EXPLORATION_STARS = {"blank": 0, "star": 1, "two_stars": 2}


class Vagabond(Extension):
    """The Vagabond of the Mists in the game's moments: met on entering his sea, his phase at each round's end."""

    def enter_sea(self, g: BoardState, seat: int, sea: str) -> None:
        """During your turn you encounter him when your ship enters his sea (before anything else)."""
        if g.ring[g.solo["vsea"]] == sea:
            vagabond_encounter(g, g.players[seat])

    def round_end(self, g: BoardState) -> None:
        """Note the quests' levels, then the Vagabond phase."""
        _solo_track(g)
        vagabond_phase(g)


# --- set-up ------------------------------------------------------------------------------
def solo_setup(g: BoardState) -> None:
    """After steps 1-6: no parrots, no golden marker; the mist tokens of the level are drawn."""
    cfg = g.config
    p = g.players[0]
    p.parrots = []
    favors, curses = list(cfg.favors), list(cfg.curses)
    if cfg.level >= 0:
        tokens = list(SEAS)
        g.rng.shuffle(tokens)
        favors, curses = draw_tokens(cfg.level, tokens)
    g.solo = {
        "vsea": -1,
        "intensity": 1,
        "mist": -1,
        "captain": -1,
        "officer": -1,
        "favors": favors,
        "curses": curses,
        "level": cfg.level,
        "gems7": 0,
        "sails": p.sails,
        "weapons": p.weapons,
        "capsized": 0,
    }
    g.params = rule_params(cfg, curses)
    if favors or curses:
        g.ev(
            "board.event.solo.mist_tokens",
            reveals=cfg.level >= 0,
            level=cfg.level,
            favors=list(favors),
            curses=list(curses),
        )


def after_hideouts(g: BoardState, f: GameStep) -> None:
    """Step 9: the Vagabond's ship on the sea opposite the hideout; then the mist tile (a decision)."""
    p = g.players[0]
    # The sea opposite space K (between seas K and K+1) is K+4: four seas away both ways.
    g.solo["vsea"] = (p.hideout + 4) % 7
    g.ev("board.event.solo.vagabond_placed", sea=g.ring[g.solo["vsea"]])
    f.stage = "round_start"
    g.push(SoloStep(seat=0, left=list(g.solo["curses"])))


def run_solo(g: BoardState, f: SoloStep) -> bool:
    """Wait for the mist tile; give the favors; wait for each curse's malus; then play."""
    if f.stage == "mist":
        return True
    if f.stage == "favors":
        # Favors & Curses, step 3: the starting bonuses, then each curse's starting malus.
        p = g.players[0]
        for sea in g.solo["favors"]:
            for item in FAVORS[sea]:
                g.ev("board.event.solo.favor", seat=0, sea=sea, item=item)
                if item == "coin":
                    p.coins += 1
                else:
                    g.gain_named(p, item, 1)
        f.stage = "curse"
        return False
    if f.left and _curse_options(g):
        return True
    g.frames.pop()
    g.phase = Phase.PLAY
    g.ev("board.event.solo.ready", intensity=g.solo["intensity"])
    return False


def _curse_options(g: BoardState) -> list[Act]:
    p = g.players[0]
    out = []
    if p.coins > 0:
        out.append(Act("curse", "coin"))
    if p.planks > 0:
        out.append(Act("curse", "plank"))
    out.extend(Act("curse", r) for r in RES if p.res[RES_INDEX[r]] > 0)
    return out


def legal_solo(g: BoardState, f: SoloStep) -> list[Act]:
    """The mist tile's spaces, or what a curse's starting malus may take."""
    if f.stage == "mist":
        taken = g.players[0].hideout
        return [Act("mist", str(k)) for k in range(7) if k != taken]
    if f.stage == "curse":
        return _curse_options(g)
    return []


def act_solo(g: BoardState, f: SoloStep, a: Act) -> None:
    """Place the mist tile, or pay a curse's starting malus."""
    p = g.players[0]
    if a[0] == "mist":
        # Step 10: the mist tile with 1 fortune coin on a free space (its position does not matter).
        g.solo["mist"] = int(a[1])
        g.ev("board.event.solo.mist_placed", space=int(a[1]), intensity=g.solo["intensity"])
        f.stage = "favors"
        return
    sea = f.left.pop(0)
    what = a[1]
    g.ev("board.event.solo.curse_paid", seat=0, sea=sea, item=what)
    if what == "coin":
        p.coins -= 1
    elif what == "plank":
        g.lose_planks(p, 1)
    else:
        p.res[RES_INDEX[what]] -= 1


# --- encountering the Vagabond -----------------------------------------------------------
def vagabond_encounter(g: BoardState, p: Player) -> None:
    """Discard coins as the intensity; missing coins cost resources (at random), then planks."""
    s = g.solo
    n = s["intensity"]
    g.ev("board.event.solo.encounter", seat=p.seat, sea=g.ring[s["vsea"]], intensity=n)
    coins = min(n, p.coins)
    p.coins -= coins
    missing = n - coins
    lost = g.take_random(p, missing) if missing else []
    g.ev(
        "board.event.solo.demand",
        reveals=bool(lost),
        seat=p.seat,
        coins=coins,
        resources=lost,
        planks=missing - len(lost),
    )
    if missing - len(lost) > 0:
        g.lose_planks(p, missing - len(lost))
    down = g.params.intensity_down_by
    s["intensity"] = max(1, n - down) if down else 1
    g.ev("board.event.solo.appeased", intensity=s["intensity"])


# --- the Vagabond phase ------------------------------------------------------------------
def vagabond_phase(g: BoardState) -> None:
    """Before each Maintenance and at the end: move, discard on his path, encounter or +1, tokens."""
    s = g.solo
    p = g.players[0]
    ring = g.ring
    start = s["vsea"]
    g.ev("board.event.solo.phase", sea=ring[start], intensity=s["intensity"])
    path = [start]
    if p.loc >= 0:
        # 1. He senses you: min(intensity, 5) exploration dice, one sea per star, the shortest way.
        dice = [g.roll_die(Die.EXPLORATION) for _ in range(min(s["intensity"], g.max_dice))]
        stars = sum(_EXPLORATION_STARS[d] for d in dice)
        ahead = (p.loc - start) % 7
        step = 1 if ahead <= 7 - ahead else -1  # seven seas: the two ways are never equally long
        dist = min(ahead, 7 - ahead)
        moves = min(stars, dist)
        path += [(start + step * i) % 7 for i in range(1, moves + 1)]
        s["vsea"] = path[-1]
        g.ev(
            "board.event.solo.move",
            reveals=True,
            dice=dice,
            stars=stars,
            to=ring[path[-1]],
            seas=[ring[k] for k in path],
            reached=path[-1] == p.loc,
        )
    else:
        g.ev("board.event.solo.no_sense", sea=ring[start])
    # 2. He troubles the water: every revealed card from his starting sea to his current sea,
    # and the bonus token of his current sea.
    for k in path:
        sea = ring[k]
        for cid in list(g.revealed[sea]):
            g.discard(sea, cid)
    here = ring[s["vsea"]]
    if g.bonus.get(here, 0) > 0:
        g.bonus[here] -= 1
        g.ev("board.event.solo.token_discarded", sea=here, left=g.bonus[here])
    # 3. Encounter, or he grows impatient.
    if p.loc == s["vsea"] and p.planks > 0:
        vagabond_encounter(g, p)
    else:
        s["intensity"] += 1
        g.ev("board.event.solo.impatient", intensity=s["intensity"])
    # 4. His tokens move to the spots of yours, where they block like another player's.
    g.spots = [[o for o in spot if o[0] >= 0] for spot in g.spots]
    for tok, spot in (("captain", p.captain), ("officer", p.officer)):
        s[tok] = spot
        if spot >= 0:
            g.spots[spot].append([-1, tok])
    g.ev("board.event.solo.tokens", captain=s["captain"] + 1, officer=s["officer"] + 1)


# --- the quests' memory ------------------------------------------------------------------
def _solo_track(g: BoardState) -> None:
    s = g.solo
    p = g.players[0]
    if not s["gems7"] and len(p.gems) >= len(g.content.seas):
        s["gems7"] = g.round
    s["sails"] = max(s["sails"], p.sails)
    s["weapons"] = max(s["weapons"], p.weapons)
