"""The state of play of a Clans game being recorded (the web page's recorder, `play` hook):
the setup's check, whose turn it is, the legal targets of every territory and, for each
territory that cannot move, why not in the rules' words; the villages founded so far, the
order question of a move that founds several (rules §6.3), the clan track and the scores.

One implementation of the rules: the moves are replayed by replay.py, each candidate move is
judged by its `_illegal` (B6-B12), so that the page offers exactly the moves the command line
accepts and refuses the others with the command line's words. Pure: data in, data out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardscore.scorers.clans.board import (
    CLANS,
    EPOCHS,
    LAST_VILLAGE,
    TERRAINS,
    TERRITORY_COUNT,
    canonical_clan,
    cite,
    clan_name,
    epoch_of,
    terrain_name,
    territories,
    territory,
)
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Player, score_village
from boardscore.scorers.clans.parse import parse_players
from boardscore.scorers.clans.replay import (
    Move,
    Replay,
    _Board,
    _illegal,
    parse_moves,
    parse_setup,
    replay,
)
from boardscore.scorers.clans.track import clan_totals
from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.i18n import _

# The codes that stop a replay at a move (rules §9): at the last move of the document, the
# move just tapped; before it, a document that went wrong elsewhere.
_STOPPING = frozenset(Code(f"B{n}") for n in range(6, 16))


def as_data(diagnostic: Diagnostic) -> dict[str, Any]:
    return {"code": str(diagnostic.code), "message": diagnostic.message,
            "path": list(diagnostic.path), "severity": str(diagnostic.severity)}


def play(document: Mapping[str, Any], *, picture: bool = False) -> dict[str, Any]:
    """The state of play of `document` (players, and a replay's `setup` and `moves`, both
    possibly unfinished; or a village record), as JSON data. `picture` adds the map and the
    place of each territory on it (`picture`), for the page to make them tappable."""
    answer: dict[str, Any] = {"map": map_data()} if picture else {}
    unreadable = _unreadable(document)
    if unreadable is not None:
        return {**answer, "phase": "unreadable", "problems": [unreadable]}
    if "villages" in document:
        return {**answer, "phase": "record"}
    players, found = parse_players(document)
    setup, problems = parse_setup({"setup": document.get("setup") or {}})
    if setup is None or found:
        return {**answer, **_setup_state(document, found + problems)}
    return {**answer, **_play_state(players, setup, parse_moves(
        {"moves": document.get("moves") or []}))}


def _unreadable(document: Mapping[str, Any]) -> dict[str, Any] | None:
    """What the recorder cannot read at all (the schema's business in a saved file): the
    players, the setup's keys and clans, the moves' territories. None when readable."""
    players = document.get("players")
    if not isinstance(players, list) or not all(
            isinstance(p, dict) and isinstance(p.get("name"), str)
            and canonical_clan(str(p.get("clan"))) in CLANS for p in players) \
            or not 2 <= len(players) <= 4:
        return {"code": "schema", "path": ["players"], "severity": "error",
                "message": _("players: 2 to 4, each with a name and a clan")}
    if not _setup_readable(document.get("setup") or {}):
        return {"code": "schema", "path": ["setup"], "severity": "error",
                "message": _("setup: each territory (0 to 59) with the clan of its hut")}
    moves = document.get("moves") or []
    if not isinstance(moves, list) or not all(map(_move_readable, moves)):
        return {"code": "schema", "path": ["moves"], "severity": "error",
                "message": _("moves: each with the territories 'from' and 'to'")}
    return None


def _setup_readable(setup: Any) -> bool:
    if isinstance(setup, list):
        return len(setup) == TERRITORY_COUNT // 5 and all(
            isinstance(region, list) and len(region) == 5 and all(map(_is_clan, region))
            for region in setup)
    return isinstance(setup, dict) and all(
        _is_id(key) and _is_clan(clan) for key, clan in setup.items())


def _is_clan(value: Any) -> bool:
    return isinstance(value, str) and canonical_clan(value) in CLANS


def _is_id(value: Any) -> bool:
    text = str(value)
    return not isinstance(value, bool) and text.isascii() and text.isdigit() and len(text) < 4


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -1 < value < 1000


def _move_readable(entry: Any) -> bool:
    if isinstance(entry, list):
        order = entry[2] if len(entry) > 2 else []
        return 2 <= len(entry) <= 3 and _is_int(entry[0]) and _is_int(entry[1]) \
            and isinstance(order, list) and all(map(_is_int, order))
    if not isinstance(entry, dict):
        return False
    order = entry.get("order", [])
    return _is_int(entry.get("from")) and _is_int(entry.get("to")) \
        and isinstance(entry.get("player", ""), str) \
        and isinstance(order, list) and all(map(_is_int, order))


def _setup_state(document: Mapping[str, Any], found: list[Diagnostic]) -> dict[str, Any]:
    """The setup while it is being tapped in: its huts by clan, the territories still without
    one, and its problems in the rules' words (B1-B3; B2 lists the missing ones)."""
    given = document.get("setup") or {}
    clans = [clan for region in given for clan in region] if isinstance(given, list) \
        else list(given.values())
    counts = {clan: sum(canonical_clan(c) == clan for c in clans) for clan in CLANS}
    placed = set(range(TERRITORY_COUNT)) if isinstance(given, list) \
        else {int(key) for key in given}
    return {"phase": "setup", "counts": counts, "per_clan": TERRITORY_COUNT // len(CLANS),
            "missing": [n for n in range(TERRITORY_COUNT) if n not in placed],
            "problems": [as_data(p) for p in found], "huts": (huts := _setup_huts(given)),
            "implied": _implied(huts)}


def _implied(huts: list[dict[str, int]]) -> dict[str, str]:
    """The territories whose hut the others of their region decide (rules §1: each region
    starts with one hut of each clan): the last one of a region whose four others hold four
    different clans."""
    implied = {}
    for region in range(TERRITORY_COUNT // 5):
        ids = range(5 * region, 5 * region + 5)
        clans = {clan for n in ids for clan in huts[n]}
        empty = [n for n in ids if not huts[n]]
        if len(empty) == 1 and len(clans) == len(CLANS) - 1:
            implied[str(empty[0])] = next(c for c in CLANS if c not in clans)
    return implied


def _setup_huts(given: Any) -> list[dict[str, int]]:
    huts: list[dict[str, int]] = [{} for _ in range(TERRITORY_COUNT)]
    if isinstance(given, list):
        for region, clans in enumerate(given):
            for place, clan in enumerate(clans):
                huts[5 * region + place] = {canonical_clan(clan): 1}
    else:
        for key, clan in given.items():
            if int(key) < TERRITORY_COUNT:
                huts[int(key)] = {canonical_clan(clan): 1}
    return huts


def _play_state(players: tuple[Player, ...], setup: dict[int, str],
                moves: list[Move]) -> dict[str, Any]:
    board = _Board(setup)
    outcome = replay(players, setup, moves, board)
    stop = next((p for p in outcome.problems if p.code in _STOPPING), None)
    last = stop is not None and stop.path[:2] == ("moves", len(moves) - 1)
    state: dict[str, Any] = {
        "phase": "over" if outcome.ended else "play",
        "moves": len(moves),
        "huts": [dict(h) for h in board.huts],
        "villages": _villages(outcome),
        "scores": _scores(players, outcome),
        "epoch": _epoch(len(outcome.villages)),
        "ended": _ended(outcome),
        "problems": [as_data(p) for p in outcome.problems
                     if p.code != Code.B17 and not (last and p is stop)],
    }
    if last and stop is not None and stop.code == Code.B13:
        state["order"] = _order_question(moves[-1], board, stop)
    elif last and stop is not None:
        state["refused"] = as_data(stop)
    if state["phase"] == "play" and "order" not in state and (stop is None or last):
        number = len(moves) + (0 if last else 1)
        state["turn"] = {"move": number, "player": players[(number - 1) % len(players)].name}
        state["sources"], state["blocked"] = _choices(board, number)
    return state


def _choices(board: _Board, number: int) -> tuple[dict[str, list[int]], dict[str, str]]:
    """Every territory's legal targets for move `number` (a territory with none is left out),
    and for each territory that cannot move, why, as the replay would refuse it."""
    sources: dict[str, list[int]] = {}
    blocked: dict[str, str] = {}
    for place in territories():
        reasons = {}
        for other in sorted(place.neighbours):
            refused = _illegal(board, _move(number, place.id, other))
            if refused is None:
                sources.setdefault(str(place.id), []).append(other)
            else:
                reasons[other] = refused
        if str(place.id) not in sources and reasons:
            blocked[str(place.id)] = _most_telling(reasons).message
    return sources, blocked


def _most_telling(reasons: dict[int, Diagnostic]) -> Diagnostic:
    """Of a territory's refused moves, the one that says most: the rule of seven against an
    occupied neighbour before 'empty'; the smallest id among equals."""
    return min(reasons.items(), key=lambda item: (item[1].code != Code.B12, item[0]))[1]


def _move(number: int, source: int, target: int) -> Move:
    path = ("moves", number - 1)
    return Move(number, None, source, target, None, path, (*path, "from"), (*path, "to"),
                (*path, "order"))


def _order_question(move: Move, board: _Board, stop: Diagnostic) -> dict[str, Any]:
    """The move just tapped founds several villages whose order matters (rules §6.3): the
    villages to order (the huts on each) and the rules' words (B13) saying why."""
    founded = sorted(n for n in territory(move.source).neighbours
                     if board.occupied(n) and board.isolated(n))
    return {"move": move.number, "from": move.source, "to": move.target,
            "villages": [{"territory": n, "place": cite(n), "huts": dict(board.huts[n])}
                         for n in founded], "message": stop.message}


def _villages(outcome: Replay) -> list[dict[str, Any]]:
    villages = []
    for village in outcome.villages:
        scored = score_village(village)
        villages.append({
            "number": village.number, "territory": village.territory, "place": village.place,
            "terrain": village.terrain, "founder": village.founder, "move": village.move,
            "huts": dict(village.huts), "epoch": scored.epoch.numeral,
            "effect": scored.effect, "destroyed": scored.destroyed,
            "strife": list(scored.strife), "value": scored.value, "points": scored.points})
    return villages


def _scores(players: tuple[Player, ...], outcome: Replay) -> dict[str, Any]:
    """The track and each player's score so far: clan track + chips (rules §8)."""
    track = clan_totals([score_village(v) for v in outcome.villages])
    chips = {p.name: sum(v.founder == p.name for v in outcome.villages) for p in players}
    return {"track": track, "players": [
        {"name": p.name, "clan": p.clan, "clan_name": clan_name(p.clan), "track": track[p.clan],
         "chips": chips[p.name], "total": track[p.clan] + chips[p.name]} for p in players]}


def _epoch(founded: int) -> dict[str, Any] | None:
    """The epoch of the next village: its favourable and hostile terrains, its bonus."""
    if founded >= LAST_VILLAGE:
        return None
    epoch = epoch_of(founded + 1)
    return {"numeral": epoch.numeral, "next_village": founded + 1, "last_village": epoch.last,
            "favourable": epoch.favourable and terrain_name(epoch.favourable),
            "hostile": epoch.hostile and terrain_name(epoch.hostile), "bonus": epoch.bonus}


def _ended(outcome: Replay) -> dict[str, Any] | None:
    """How and when the game ended (rules §8), the reason in the variant's words."""
    if not outcome.end_reason:
        return None
    return {"move": outcome.end_move, "reason": _(outcome.end_reason)}


def map_data() -> dict[str, Any]:
    """The map `boardscore clans --map -o map.svg` draws, and where each territory lies on it
    (its centre, in the picture's units), with its name as the page reads it out."""
    from boardscore.scorers.clans.mapview import RADIUS, centres, svg

    text = svg()
    width, height = (int(text.split(f'{key}="', 1)[1].split('"', 1)[0])
                     for key in ("width", "height"))
    at = centres()
    return {"svg": text, "width": width, "height": height, "radius": RADIUS,
            "territories": [{"id": t.id, "x": round(at[t.id][0], 1), "y": round(at[t.id][1], 1),
                             "terrain": t.terrain, "terrain_name": terrain_name(t.terrain),
                             "cell": t.cell, "region": t.region, "name": cite(t.id),
                             "neighbours": sorted(t.neighbours)} for t in territories()],
            "clans": [{"id": clan, "name": clan_name(clan)} for clan in CLANS],
            "terrains": [{"id": terrain, "name": terrain_name(terrain)} for terrain in TERRAINS],
            "epochs": [{"numeral": e.numeral, "first": e.first, "last": e.last}
                       for e in EPOCHS]}
