"""BG Stats export (`--format bgstats`, `--format bgstats-link`): the play as the payload of
BG Stats' documented deep link `https://app.bgstatsapp.com/createPlay.html?data=<JSON>`, so
a scored game lands in the app where players log their plays. Nothing is posted anywhere: the
payload (or the link) is printed, and the user opens it. docs/bgstats.md is the user's page.

Field mapping: sourceName "boardscore"; sourcePlayId, the play's stable id (`play_id`);
playDate, `played.date` read in `played.timezone` (else this machine's zone) and written in
UTC as `yyyy-MM-dd HH:mm:ss` (a file without `played.date` is refused before it gets here:
played.py); total -> score, rank -> rank, winner (always present: the Android app refuses a
player without it), the game's role fact (a clan colour) -> role, the variant -> board,
`played:` -> location / durationMin / startPlayer, comments = played.comments, a blank
line, then each player's itemized lines. The link is kept within what a QR code holds
(`QR_LIMIT`) by shortening the comments only (`fitted`); `--format bgstats` keeps them whole."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

from boardscore.options import flag
from boardscore.scorers.i18n import _
from boardscore.scorers.played import AUTOMATON, in_utc, played_at
from boardscore.scorers.registry import GAMES
from boardscore.scorers.result import Result
from boardscore.scorers.text import name_key

LINK = "https://app.bgstatsapp.com/createPlay.html?data="
# The longest link boardscore prints: a QR code at its lowest error correction holds 2,953
# bytes; 2,300 leaves a phone's camera a code it can still read on a screen or on paper.
QR_LIMIT = 2300
PLAY_ID_PREFIX = "boardscore-"


def payload(result: Result, title: str, variant: str) -> dict[str, Any]:
    """The whole play, every itemized line in the comments."""
    played = result.played or {}
    data: dict[str, Any] = {"sourceName": "boardscore"}
    local = played_at(played)
    if local is not None:
        data["sourcePlayId"] = play_id(result.game, local.strftime("%Y-%m-%d %H:%M:%S"),
                                       [p.name for p in result.players if p.name != AUTOMATON])
        zone = played.get("timezone")
        utc = in_utc(local, zone if isinstance(zone, str) else None)
        if utc is not None:
            data["playDate"] = utc.strftime("%Y-%m-%d %H:%M:%S")
    if "location" in played:
        data["location"] = played["location"]
    if "duration" in played:
        data["durationMin"] = played["duration"]
    data["board"] = variant
    data["comments"] = _joined(played.get("comments"), _itemized(result))
    data["game"] = {"name": title, "highestWins": True, "noPoints": False,
                    "sourceGameId": f"boardscore-{result.game}"}
    data["players"] = [_player(p, result, played.get("start_player")) for p in result.players]
    return data


def play_id(game: str, when: str, names: list[str]) -> str:
    """The play's id, the same for the same game, wall-clock time of play and players in
    seat order, whatever else the file corrects (a hand count, the variant, the zone): BG
    Stats then updates the play it already has instead of adding a second one.

    `boardscore-` + the first 32 hex digits of SHA-256 over the UTF-8 of the compact JSON
    array `["boardscore-play", GAME, "YYYY-MM-DD hh:mm:ss", [NAME, ...]]`, each name as
    `_id_name` writes it (docs/bgstats.md)."""
    key = json.dumps(["boardscore-play", game, when, [_id_name(n) for n in names]],
                     ensure_ascii=False, separators=(",", ":"))
    return PLAY_ID_PREFIX + hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def _id_name(name: str) -> str:
    """A name as the play's id reads it: NFKC, without format characters (Unicode category
    Cf: a zero-width space), runs of spaces as one, case folded. Only Unicode's own stable
    tables: the id must not change with a library's data (text.name_key also folds
    look-alike letters through the confusables data, which may grow)."""
    visible = "".join(c for c in unicodedata.normalize("NFKC", name)
                      if unicodedata.category(c) != "Cf")
    return " ".join(visible.split()).casefold()


def _player(player: Any, result: Result, starter: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": player.name, "score": player.total,
                             "winner": player.name in result.winners, "rank": player.rank}
    fact = GAMES[result.game].role_fact  # the game's declaration: what BG Stats calls a role
    role = player.facts.get(fact) if fact else None
    if isinstance(role, str):
        entry["role"] = role
    if isinstance(starter, str):
        entry["startPlayer"] = name_key(starter) == name_key(player.name)
    entry["sourcePlayerId"] = player.name
    return entry


def _joined(given: Any, itemized: str) -> str:
    return f"{given}\n\n{itemized}" if isinstance(given, str) and given else itemized


def _itemized(result: Result) -> str:
    """`Ann: Clan track 41, Village chips 5 = 46`, a line per player."""
    return "\n".join(_("{name}: {lines} = {total}").format(
        name=p.name, lines=", ".join(f"{line.label} {line.points}" for line in p.lines),
        total=p.total) for p in result.players)


def _compact(result: Result) -> str | None:
    """The categories named once, then each player's points in that order:
    `Points in this order: Clan track, Village chips` / `Ann: 41 5 = 46`. None when the
    players do not all have the same categories."""
    categories = [line.category for line in result.players[0].lines]
    if any([line.category for line in p.lines] != categories for p in result.players):
        return None
    header = _("Points in this order: {categories}").format(
        categories=", ".join(line.label for line in result.players[0].lines))
    rows = [_("{name}: {lines} = {total}").format(
        name=p.name, lines=" ".join(str(line.points) for line in p.lines), total=p.total)
        for p in result.players]
    return "\n".join([header, *rows])


def _left_out() -> str:
    return _("(The itemized scores are left out so that the link fits a QR code: "
             "boardscore {option} bgstats has them.)").format(option=flag("format"))


def link(data: dict[str, Any]) -> str:
    """The createPlay URL: the payload as compact JSON, every reserved character escaped."""
    return LINK + quote(json.dumps(data, ensure_ascii=False, separators=(",", ":")), safe="")


def fitted(data: dict[str, Any], result: Result) -> dict[str, Any]:
    """The payload whose link fits `QR_LIMIT`, shortening only the comments, each step only
    when the one before is still too long: the itemized lines; the categories named once;
    the itemized scores left out (a sentence says so); the players' own comments cut (…),
    then left out. Then, for names so long that they alone overflow, each player's
    `sourcePlayerId` (a copy of the name: BG Stats then matches players by name). Names and
    the location are never cut: the last candidate may still be too long (the reporter
    warns)."""
    given = (result.played or {}).get("comments")
    given = given if isinstance(given, str) else ""
    candidate = data
    for comments in _candidates(result, given):
        candidate = {**data, "comments": comments}
        if _fits(candidate):
            return candidate
    if given:
        cut = _longest_start(given, lambda kept: {**data, "comments": _joined(kept, _left_out())})
        if cut is not None:
            return cut
        candidate = {**data, "comments": _left_out()}
    players = [{k: v for k, v in p.items() if k != "sourcePlayerId"} for p in data["players"]]
    return {**candidate, "players": players}


def _candidates(result: Result, given: str) -> Iterator[str]:
    yield _joined(given, _itemized(result))
    compact = _compact(result)
    if compact is not None:
        yield _joined(given, compact)
    yield _joined(given, _left_out())


def _longest_start(text: str, build: Callable[[str], dict[str, Any]]) -> dict[str, Any] | None:
    """build(the longest start of `text`, ending with …, whose link fits), by bisection (the
    link grows with the text kept); None if not even one character fits."""
    low, high = 0, len(text) - 1  # the whole text is known not to fit
    while low < high:
        middle = (low + high + 1) // 2
        if _fits(build(text[:middle].rstrip() + "…")):
            low = middle
        else:
            high = middle - 1
    return build(text[:low].rstrip() + "…") if low and text[:low].strip() else None


def _fits(data: dict[str, Any]) -> bool:
    return len(link(data)) <= QR_LIMIT
