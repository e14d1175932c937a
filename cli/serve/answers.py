"""What the API answers, as (status, JSON data), computed with the command line's own
machinery: the pipeline (pipeline.py), the JSON serialization (reporters/serialize.py), the
games catalogue, `new`'s blank files and players check, `render`'s pictures.

Nothing here imports Starlette (app.py carries these answers over HTTP).
"""

from __future__ import annotations

import functools
import io
import json
import os
from collections.abc import Callable, Collection, Mapping
from typing import TYPE_CHECKING, Any

from boardscore.catalogue import games_report
from boardscore.loading import decode, parse
from boardscore.new import PLACEHOLDERS, _players_problem
from boardscore.pagewords import page_sentences
from boardscore.pipeline import process, process_data, safely
from boardscore.reporters import REPORTERS
from boardscore.reporters.serialize import diagnostic_to_dict, result_to_dict
from boardscore.request import Mode, Request
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _, language
from boardscore.scorers.registry import GAMES, game_ids, page_folder
from boardscore.serve.documents import as_json_data, boards
from boardscore.validation import alternatives, schema_errors

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome

Answer = tuple[int, Any]
GAME_PAGES = "/games"  # where each game's page folder is served (app.py)
STATIC = os.path.join(os.path.dirname(__file__), "static")  # the page's own files


def problem(status: int, code: str, message: str, **extra: Any) -> Answer:
    return status, {"error": {"code": code, "message": message, **extra}}


def games() -> Answer:
    """`boardscore games -f json`, each game with the options `boardscore new GAME` takes."""

    data = json.loads(games_report("json"))
    for game in data:
        game["new_options"] = [
            {"name": o.name, "choices": list(o.choices), "default": o.default,
             "help": _(o.help)} for o in GAMES[game["id"]].new_options]
        game.update(_page_of(game["id"]))
        game["parts"] = [{"kind": p.kind, "key": p.key, "help": _(p.help)}
                         for p in GAMES[game["id"]].parts]
    return 200, data


def _page_of(game_id: str) -> dict[str, Any]:
    """The game's editor on the page (the module's URL, or null) and the rule facts it offers
    as buttons, from the game's own tables."""

    if not GAMES[game_id].page:
        return {"editor": None, "vocabulary": {}}
    vocabulary = load_game(game_id).vocabulary
    return {"editor": f"{GAME_PAGES}/{game_id}/editor.js",
            "vocabulary": vocabulary() if vocabulary else {}}


def unknown_game(game: object) -> Answer:
    """400 for a `game` the server does not know, naming those it does."""
    return problem(400, "unknown-game", _('unknown game "{game}"; boardscore scores '
                                          '{games}').format(game=game,
                                                            games=", ".join(game_ids())))


def new(body: Any) -> Answer:
    """The document `boardscore new GAME --players … --OPTION VALUE` writes, as data."""

    if not isinstance(body, dict):
        return problem(400, "bad-request", _('the body is a JSON object: {"game", "players", '
                                             '"options"}'))
    game = body.get("game")
    if game not in game_ids():
        return unknown_game(game)
    options = _new_options(GAMES[str(game)].new_options, body.get("options") or {})
    if isinstance(options, tuple):
        return options
    players = body.get("players")
    if players is None:

        players = [_(name) for name in PLACEHOLDERS]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return problem(400, "bad-players", _("players is a list of names"))
    return _blank(str(game), [p.strip() for p in players], options)


def _blank(game: str, players: list[str], options: dict[str, str]) -> Answer:

    hooks = load_game(game)
    refused = _players_problem(game, players, hooks.info.players, options)
    if refused is not None:
        return problem(400, "bad-players", refused)
    assert hooks.blank is not None, f"{game} declares no blank file"
    return 200, as_json_data(parse(hooks.blank(players, options)).data)


def _new_options(declared: Any, given: Any) -> dict[str, str] | Answer:
    """The options as `new` has them: the given ones (case as the command line ignores it),
    the others at their defaults."""
    if not isinstance(given, dict):
        return problem(400, "unknown-option", _('options is an object: {"name": "value"}'))
    chosen: dict[str, str] = {}
    by_name = {option.name: option for option in declared}
    for name, value in given.items():
        option = by_name.get(name)
        if option is None:
            return problem(400, "unknown-option", _("no option {name} (options: {options})")
                           .format(name=repr(name), options=", ".join(by_name) or "-"))
        choice = next((c for c in option.choices if c.lower() == str(value).lower()), None)
        if choice is None:

            return problem(400, "unknown-option", _("option {name} takes {choices}, not "
                                                    "{value}").format(
                name=name, choices=alternatives(list(option.choices)), value=repr(value)))
        chosen[name] = choice
    for option in declared:
        if option.name not in chosen and option.default is not None:
            chosen[option.name] = option.default
    return chosen


def score_data(name: str, document: Any, boards: Collection[str] | None = None) -> Answer:
    """POST /api/score: a document sent as data, through the pipeline as the Python API runs
    it (no text, so no lines)."""

    def run(request: Request) -> Outcome:
        return safely(name, lambda: process_data(name, document, request))

    return scored(run, document, boards)


def score_file(name: str, content: bytes, boards: Collection[str] | None = None) -> Answer:
    """GET /api/files/{name}/result: the file's text through the pipeline, as `boardscore
    score NAME -f json --explain` reads it in the folder."""

    def run(request: Request) -> Outcome:
        return safely(name, lambda: process(name, content, request))

    text = decode(content)
    document = parse(text, strict_json=name.lower().endswith(".json")).data \
        if isinstance(text, str) else None
    return scored(run, document, boards)


def scored(run: Callable[[Request], Outcome], document: Any,
           boards: Collection[str] | None = None) -> Answer:
    """200 {result, pictures, bgstats_link}, or 422 {diagnostics, pictures} (with the result
    too when the pipeline has one its errors dispute: a score track that disagrees).
    `boards`: the pictures wanted (None: every board's)."""

    outcome = run(Request(Mode.SCORE, "json", explain=True))
    errors = [d for d in outcome.diagnostics if d.is_error]
    if any(d.code == "internal-error" for d in errors):
        return problem(500, "internal-error", errors[0].message,
                       diagnostics=[diagnostic_to_dict(d) for d in outcome.diagnostics])
    shown = outcome.result if outcome.result is not None else getattr(outcome, "disputed",
                                                                      None)
    body: dict[str, Any] = {}
    if shown is not None:
        body["result"] = result_to_dict(shown, explain=True, file=outcome.name)
    if outcome.result is None or errors:
        body["diagnostics"] = [diagnostic_to_dict(d) for d in outcome.diagnostics]
    body["pictures"] = pictures(outcome.game, document, boards)
    if outcome.result is not None and not errors:
        # BG Stats needs the day the game was played (docs/bgstats.md): without `played`,
        # --format bgstats-link prints no link, so the pipeline need not run again
        body["bgstats_link"] = _bgstats_link(run) if isinstance(document, Mapping) and \
            "played" in document else None
        return 200, body
    return 422, body


def pictures(game: str | None, data: Any, wanted: Collection[str] | None = None
             ) -> dict[str, str]:
    """Every board `render` can draw of a schema-valid document, by board key
    (documents.boards), or those `wanted`; none when the document fails the schema."""
    if game is None or not isinstance(data, Mapping) or (wanted is not None and not wanted):
        return {}

    hooks = load_game(game)
    if hooks.picture is None:
        return {}
    try:
        document = hooks.normalize({**data, "game": game})
        if schema_errors(game, document):
            return {}
        drawn = {key: hooks.picture(document, options)
                 for key, options in boards(game, document)
                 if wanted is None or key in wanted}
    except Exception:  # a picture is a convenience: never the reason an answer fails
        return {}
    return {key: svg for key, svg in drawn.items() if isinstance(svg, str)}


def _bgstats_link(run: Callable[[Request], Outcome]) -> str | None:
    """What `--format bgstats-link` prints for the file (None when it prints no link: BG
    Stats needs what the file may not say, such as the day it was played)."""


    out, err = io.StringIO(), io.StringIO()
    try:
        outcome = run(Request(Mode.SCORE, "bgstats-link"))
        REPORTERS["bgstats-link"](out, err).report(outcome)
    except Exception:  # as pictures: the score stands without it
        return None
    return out.getvalue().strip() or None


def page_messages() -> Answer:
    """GET /api/messages: the page's own sentences (its scripts' and the games' editors'),
    translated by the catalogue."""
    return 200, {"language": language(), "messages": {m: _(m) for m in _page_sentences()}}


@functools.cache
def _page_sentences() -> tuple[str, ...]:
    scripts = [os.path.join(STATIC, name) for name in sorted(os.listdir(STATIC))]
    for game in GAMES:
        folder = page_folder(game)
        scripts += [os.path.join(folder, name) for name in sorted(os.listdir(folder))] \
            if folder and os.path.isdir(folder) else []
    found: dict[str, None] = {}
    for script in scripts:
        if script.endswith(".js"):
            with open(script, encoding="utf-8") as text:
                found.update(dict.fromkeys(s for _line, s in page_sentences(text.read())))
    return tuple(found)


def messages(body: Any) -> Answer:
    """POST /api/messages: the catalogue's words for the page."""

    wanted = body.get("messages") if isinstance(body, dict) else None
    if not isinstance(wanted, list) or len(wanted) > 2000 or \
            not all(isinstance(m, str) for m in wanted):
        return problem(400, "bad-request", _('the body is {"messages": [at most 2000 '
                                             'texts]}'))
    return 200, {"language": language(), "messages": {m: _(m) for m in wanted}}
