"""End of the game (rulebook: End of the game): glory points, track rankings, tie-breaks and the
Advanced final fight."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.board.content import Die
from engines.board.core import BoardState
from engines.board.quests import completed_rows
from engines.board.solo import LEVEL_UP, advice, solo_card_points, solo_title
from engines.board.state import TRACKS
from engines.board.view import BoardView, PlayerView

__all__ = ["PARTS", "finish", "glory_now", "plank_points", "score_parts", "track_rank_points"]

#: The scoring parts, in the order the rulebook lists them (every part is present in both modes).
PARTS = (
    "gems",
    "treasures",
    "coins",
    "sails",
    "weapons",
    "planks",
    "resources",
    "tokens",
    "parrots",
    "cards",
)

_LEVEL_DISCOVERY = {3: 1, 4: 3, 5: 5}
_LEVEL_ADVANCED = {2: 1, 3: 3, 4: 5, 5: 7}


def track_rank_points(counts: Sequence[int], players: int) -> list[int]:
    """Sea cards (Advanced): in one track, 1st place scores the number of players, 2nd one less,
    3rd two less (never below 0). Tied players share a rank and the next rank follows (the
    rulebook's five-player example). Ruling: a player without a card in the track is not ranked,
    and places after the 3rd score nothing."""
    distinct = sorted({c for c in counts if c > 0}, reverse=True)
    out = []
    for c in counts:
        if c <= 0:
            out.append(0)
            continue
        rank = distinct.index(c) + 1
        out.append(max(0, players - (rank - 1)) if rank <= 3 else 0)
    return out


def plank_points(advanced: bool, planks: int, hull: int = 7) -> int:
    """The glory points of a hull of ``planks`` at the end: a full hull 3 (Discovery 2), two planks short 1."""
    return (3 if advanced else 2) if planks >= hull else (1 if planks >= hull - 2 else 0)


def score_parts(
    advanced: bool, p: PlayerView, all_players: Sequence[PlayerView], gems_total: int = 7, hull: int = 7
) -> dict[str, int]:
    """Glory points of one player, part by part (Discovery mode / Advanced mode lists)."""
    gems = len(p.gems)
    planks_pts = plank_points(advanced, p.planks, hull)
    parts = dict.fromkeys(PARTS, 0)
    if advanced:
        parts["gems"] = 2 * gems + (2 if gems >= gems_total else 0)
        parts["treasures"] = 2 * p.treasures
        parts["coins"] = p.coins // 2
        parts["sails"] = _LEVEL_ADVANCED.get(p.sails, 0)
        parts["weapons"] = _LEVEL_ADVANCED.get(p.weapons, 0)
        parts["planks"] = planks_pts
        parts["resources"] = sum(p.res) // 3
        parts["tokens"] = len(p.tokens)
        parts["parrots"] = sum(2 if c == p.seat else 1 for c in p.parrots)
        n = len(all_players)
        for track in TRACKS:
            counts = [len(q.tracks[track]) for q in all_players]
            parts["cards"] += track_rank_points(counts, n)[p.seat]
    else:
        parts["gems"] = gems + (1 if gems >= gems_total else 0)
        parts["treasures"] = p.treasures
        parts["sails"] = _LEVEL_DISCOVERY.get(p.sails, 0)
        parts["weapons"] = _LEVEL_DISCOVERY.get(p.weapons, 0)
        parts["planks"] = planks_pts
        parts["resources"] = sum(p.res) // 3
        parts["cards"] = sum(2 for t in TRACKS if len(p.tracks[t]) >= 4)
    return parts


def glory_now(view: BoardView) -> tuple[int, ...]:
    """Each captain's glory points if the game ended now, as the End of the game counts them (track rankings
    included; Solo: the solo card-track table; the flying hen's point to its holder). Public: every part of the
    score is on the table."""
    players = view.players
    advanced = view.advanced
    gems_total = len(view.content.seas)
    hull = view.content.planks
    scores = []
    for p in players:
        parts = score_parts(advanced, p, players, gems_total, hull)
        if view.solo is not None:
            parts["cards"] = sum(solo_card_points(len(p.tracks[t])) for t in TRACKS)
        if "hen" in view.modules and view.hen == p.seat:
            parts["hen"] = 1
        scores.append(sum(parts.values()))
    return tuple(scores)


def finish(game: BoardState) -> None:
    """Count every player's glory points, break ties and store the result."""
    players = game.players
    advanced = game.config.advanced
    parts = [score_parts(advanced, p, players, len(game.content.seas), game.max_planks) for p in players]
    if game.config.solo:
        _finish_solo(game, parts)
        return
    for x in game.extensions:
        x.score(game, parts)
    scores = [sum(pp.values()) for pp in parts]
    for p in players:
        game.ev("board.event.final_score", seat=p.seat, score=scores[p.seat], parts=dict(parts[p.seat]))
    best = max(scores)
    n = len(players)
    order = [(game.first + i) % n for i in range(n)]
    tied = [s for s in order if scores[s] == best]
    reason = "board.outcome.score"
    fights: list[dict[str, Any]] = []
    if len(tied) == 1:
        winners = tied
    elif not advanced:
        # Final score tie (Discovery): most gems, then treasures, then sea cards; else all win.
        def key(s: int) -> tuple[int, int, int]:
            p = players[s]
            return (len(p.gems), p.treasures, p.cards())

        top = max(key(s) for s in tied)
        winners = [s for s in tied if key(s) == top]
        reason = "board.outcome.tiebreak" if len(winners) == 1 else "board.outcome.shared"
    else:
        winners, reason = _final_fight(game, tied, scores, fights)
    winners = sorted(winners)
    game.result = {"scores": scores, "parts": parts, "winners": winners, "reason": reason, "fights": fights}
    game.ev("board.event.game_over", winners=winners, reason=reason, scores=scores)


def _final_fight(
    game: BoardState, tied: list[int], scores: list[int], fights: list[dict[str, Any]]
) -> tuple[list[int], str]:
    """Final score tie (Advanced): the tied players fight (7 planks, weaponry 5, no rum, fortune or
    other effects) until one wins at the cannon or boarding phase.

    Rulings: with more than two tied players, they fight one after another in turn order, the
    winner meeting the next; when both ships capsize each other, the next tied player steps in,
    and when none is left, the best-scoring player outside the fight (the "third player") wins;
    with no such player (two players only) the two fight again from 7 planks.
    """
    outside = [s for s in range(len(scores)) if s not in tied]
    line = list(tied)
    champion = line.pop(0)
    while True:
        if not line:
            return [champion], "board.outcome.final_fight"
        challenger = line.pop(0)
        result = _duel(game, champion, challenger, fights)
        if result >= 0:
            champion = result
            continue
        # both capsized
        if line:
            champion = line.pop(0)
            continue
        if outside:
            best = max(scores[s] for s in outside)
            return [s for s in outside if scores[s] == best], "board.outcome.third_player"
        line = [challenger]  # two players only: fight again from 7 planks


def _duel(game: BoardState, a: int, b: int, fights: list[dict[str, Any]]) -> int:
    """One final fight between two players; the winner's seat, or -1 when both capsize.

    Each round of dice is recorded in ``fights``: the seats ``a`` and ``b``, their hulls after the cannon
    phase (``planks``) and the faces each rolled (``combat`` for ``a``, ``other_combat`` for ``b``)."""
    hull = {a: game.max_planks, b: game.max_planks}
    dice = game.max_dice
    for _ in range(1000):
        ka = [game.roll_die(Die.COMBAT) for _ in range(dice)]
        kb = [game.roll_die(Die.COMBAT) for _ in range(dice)]
        game.ev("board.event.final_fight_roll", reveals=True, seat=a, other=b, combat=ka, other_combat=kb)
        hull[a] = max(0, hull[a] - kb.count("cannon"))
        hull[b] = max(0, hull[b] - ka.count("cannon"))
        fights.append(
            {"a": a, "b": b, "planks": [hull[a], hull[b]], "combat": list(ka), "other_combat": list(kb)}
        )
        if hull[a] == 0 and hull[b] == 0:
            game.ev("board.event.final_fight_both_capsized", seat=a, other=b)
            return -1
        if hull[a] == 0 or hull[b] == 0:
            winner = a if hull[b] == 0 else b
            game.ev("board.event.final_fight_won", seat=winner)
            return winner
        ba, bb = ka.count("boarding"), kb.count("boarding")
        if ba != bb:
            winner = a if ba > bb else b
            game.ev("board.event.final_fight_won", seat=winner)
            return winner
    return a  # pragma: no cover - a thousand drawn fights in a row


def _finish_solo(game: BoardState, parts: list[dict[str, int]]) -> None:
    """Solo end of the game: Advanced scoring with the solo card-track table, the score's title, the
    Favors & Curses advice and the quest rows completed. The journey counts as won from 35 points
    (Admirable journey: the threshold of the quests and of the next level)."""
    p = game.players[0]
    parts[0]["cards"] = sum(solo_card_points(len(p.tracks[t])) for t in TRACKS)
    for x in game.extensions:
        x.score(game, parts)
    score = sum(parts[0].values())
    game.ev("board.event.final_score", seat=0, score=score, parts=dict(parts[0]))
    title = solo_title(score)
    level = game.solo["level"]
    result: dict[str, Any] = {
        "scores": [score],
        "parts": parts,
        "winners": [0] if score >= LEVEL_UP else [],
        "reason": "board.solo.outcome",
        "fights": [],
        "title": title,
        "level": level,
        "advice": advice(score, level) if level >= 0 else -1,
    }
    game.result = result
    result["quests"] = completed_rows(game)
    game.ev("board.event.solo.title", seat=0, score=score, title=title)
    game.ev("board.event.game_over", winners=result["winners"], reason=result["reason"], scores=[score])
