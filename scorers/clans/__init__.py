"""Clans — a village record or a whole game's replay (rules reference: `boardscore rules clans`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.info import INFO
from boardscore.scorers.clans.model import Game, Player, Village
from boardscore.scorers.clans.parse import (
    RECORD,
    form_of,
    french_names,
    is_territory_path,
    parse_players,
    parse_track,
    same_clan_twice,
    zero_padded,
)
from boardscore.scorers.clans.score import result_of, score_villages
from boardscore.scorers.clans.track import beside_the_track, track_problems
from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.games import Evaluation, GameHooks
from boardscore.scorers.i18n import _
from boardscore.scorers.record import replace

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["GAME", "INFO", "evaluate", "normalize", "picture", "play", "restate_literal",
           "restate_schema", "view"]


def view(name: str, view_format: str, *, colour: bool = False) -> str:
    """`boardscore clans --map`: the finder map (the registry's views)."""
    from boardscore.scorers.clans.mapview import render

    assert name == "map"
    return render(view_format, colour=colour)


def normalize(document: dict[str, Any]) -> dict[str, Any]:
    """Setup keys are territory ids: integers from YAML, strings from JSON; they are made
    strings here, before the schema sees them. French names of clans and terrains
    (`rouge`, `forêt`) become the canonical ids (parse.french_names)."""
    setup = document.get("setup")
    if isinstance(setup, dict) and any(not isinstance(key, str) for key in setup):
        document = {**document, "setup": {_key(key): clan for key, clan in setup.items()}}
    return french_names(document)


def _key(key: object) -> str:
    return str(key) if isinstance(key, int) and not isinstance(key, bool) else repr(key)


def restate_schema(document: Mapping[str, Any], diagnostic: Diagnostic) -> Diagnostic:
    """Paths in the file's own spelling of a French clan key; F6 for a clan given twice, once
    in French (`{red: 1, rouge: 2}`)."""
    return same_clan_twice(document, diagnostic)


def restate_literal(path: Path, text: str) -> Diagnostic | None:
    """F7: a territory id written with a leading zero (`07` is octal to YAML, `08` text)."""
    return zero_padded(text, path) if is_territory_path(path) else None


def evaluate(document: Mapping[str, Any], *, explain: bool = False,
             options: Mapping[str, str] | None = None) -> Evaluation:
    del options  # Clans declares no command-line options (scorers/registry.py)
    game, found = _game(document)
    if game is None:
        return Evaluation(None, tuple(p for p in found if p.is_error))
    scores = score_villages(game) if _villages_known(found) else None
    track = track_problems(game, scores) if scores is not None else []
    errors = tuple(p for p in found if p.is_error)
    if scores is None or errors:  # F8 beside the other problems (rules §9: all reported)
        return Evaluation(None, errors + tuple(track))
    result = replace(result_of(game, scores, explain=explain), warnings=tuple(found))
    if track:  # F8 alone: the villages' scores beside the track's values (rules §9)
        return Evaluation(beside_the_track(result, game), tuple(track))
    return Evaluation(result, derive=lambda _form: village_record(game, document))


# Errors that leave some village's value in doubt (an impossible place, terrain or huts, or a
# replay stopped before the game was over): the track (F8) is checked against the villages only
# without them. A1 (the founder) and B4, B5, B16 (who moved, and moves after the end) leave
# every clan's score known.
_VILLAGES_UNKNOWN = frozenset({Code.A2, Code.A3, Code.A4, Code.A5, Code.A6, Code.A8, Code.F6,
                               *(Code(f"B{n}") for n in range(6, 16)), Code.B17})


def _villages_known(found: list[Diagnostic]) -> bool:
    return not any(p.code in _VILLAGES_UNKNOWN for p in found)


def _game(document: Mapping[str, Any]) -> tuple[Game | None, list[Diagnostic]]:
    form = form_of(document)
    if isinstance(form, Diagnostic):
        return None, [form]
    players, problems = parse_players(document)
    track = parse_track(document, problems)
    if form == RECORD:
        return _record(document, players, track, problems)
    return _replay(document, players, track, problems)


def picture(document: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """`boardscore render`: the map with every village on its territory, its number and the
    value it scored (villages given by terrain alone have no place on the map)."""
    from boardscore.scorers.clans.mapview import svg

    if options:
        return [error("no-such-board", _("a Clans file has one map for all players; --round "
                                         "and --player do not apply"))]
    game, found = _game(document)
    errors = [p for p in found if p.is_error]
    if game is None or errors:
        return errors
    labels = {}
    for scored in score_villages(game):
        village = scored.village
        if village.territory is not None:
            labels[village.territory] = (
                _("village {number} destroyed") if scored.destroyed
                else _("village {number} +{value}")).format(number=village.number,
                                                           value=scored.value)
    return svg(labels, _("Clans: the villages of this game"), villages=True)


def _record(document: Mapping[str, Any], players: tuple[Player, ...],
            track: dict[str, tuple[int, Path]], problems: list[Diagnostic]
            ) -> tuple[Game | None, list[Diagnostic]]:
    from boardscore.scorers.clans.record import parse_villages

    villages, found = parse_villages(document, players)
    count = len(document["villages"])
    ended = "12th village" if count >= 12 else f"only {count} villages listed"
    return Game(RECORD, players, villages, ended, track), problems + found


def _replay(document: Mapping[str, Any], players: tuple[Player, ...],
            track: dict[str, tuple[int, Path]], problems: list[Diagnostic]
            ) -> tuple[Game | None, list[Diagnostic]]:
    from boardscore.scorers.clans.replay import parse_moves, parse_setup, replay

    setup, found = parse_setup(document)
    problems = problems + found
    if setup is None or problems:  # rules §9: the moves are not replayed
        return None, problems
    outcome = replay(players, setup, parse_moves(document))
    game = Game("game replay", players, tuple(outcome.villages), outcome.ended, track,
                tuple(outcome.unscored))
    return game, problems + outcome.problems


def village_record(game: Game, document: Mapping[str, Any]) -> dict[str, Any]:
    """The form A file a replay reduces to (`boardscore clans --villages`)."""
    record: dict[str, Any] = {
        "game": "clans",
        "players": [{"name": p.name, "clan": p.clan} for p in game.players],
        "villages": [_village_entry(v) for v in game.villages],
    }
    if "track" in document:
        record["track"] = {clan: value for clan, (value, _path) in game.track.items()}
    return record


def _village_entry(village: Village) -> dict[str, Any]:
    """A village as the record writes it: its territory, or its terrain where the record
    gave only that (form A lets a village be placed by terrain)."""
    place: dict[str, Any] = {"territory": village.territory} \
        if village.territory is not None else {"terrain": village.terrain}
    return {"founder": village.founder, **place, "huts": dict(village.huts)}


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    """`boardscore new clans`: a file to fill in at the table."""
    from boardscore.scorers.clans.blank import blank as fill_in

    return fill_in(players, options)


def boards(document: Mapping[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """One board for the whole table: the map with its villages."""
    del document
    return [("village", {})]


def play(document: Mapping[str, Any], *, picture: bool = False) -> dict[str, Any]:
    """The state of play of a game being recorded on the web page (play.py)."""
    from boardscore.scorers.clans.play import play as state_of_play

    return state_of_play(document, picture=picture)


GAME = GameHooks(INFO, evaluate, normalize=normalize, restate_schema=restate_schema,
                 restate_literal=restate_literal, picture=picture, view=view, blank=blank,
                 boards=boards, play=play)
