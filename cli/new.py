"""`boardscore new GAME`: print (or write with -o) a file ready to fill in for tonight's game,
its players named and its options chosen (the registry's new_options)."""

from __future__ import annotations

import sys
from collections.abc import Mapping

from boardscore.editors import with_schema_pointer
from boardscore.options import flag, long_flag
from boardscore.outputs import write_output
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.registry import GAMES
from boardscore.scorers.text import name_key, unreadable
from boardscore.status import ExitStatus

PLACEHOLDERS = (N_("Player 1"), N_("Player 2"))


def player_names(given: str | None, solo: bool = False) -> list[str]:
    """`--players Ann,Bob,Cleo`: the names, trimmed; when not given, two placeholders (one
    for a solo game)."""
    if given is None:
        return [_(name) for name in PLACEHOLDERS[:1 if solo else 2]]
    return [name.strip() for name in given.split(",")]


def new_file(game: str, players: list[str], options: Mapping[str, str], output: str | None,
             force: bool) -> ExitStatus:
    """Print or write the file; the exit status (2 for a bad choice or a refused -o)."""
    hooks = load_game(game)
    problem = _players_problem(game, players, hooks.info.players, options)
    if problem is not None:
        sys.stderr.write(f"boardscore new {game}: {problem}\n")
        return ExitStatus.USAGE
    assert hooks.blank is not None, f"{game} declares no blank file"
    text = with_schema_pointer(game, output or "-", hooks.blank(players, options))
    refused = write_output(text, output, sys.stdout, force=force)
    if refused is None:
        return ExitStatus.OK
    # lazy: only for a refused -o
    from boardscore.diagnostic_line import format_diagnostic

    sys.stderr.write(format_diagnostic(refused) + "\n")
    return ExitStatus.USAGE


def _players_problem(game: str, players: list[str], allowed: str,
                     options: Mapping[str, str]) -> str | None:
    low, high = (int(n) for n in allowed.split("-"))
    solo = GAMES[game].solo_option  # the `new` option a one-player file must choose
    if solo and options.get(solo) and len(players) != 1:
        return _("{solo} is a one-player game; {players} names {count}").format(
            solo=long_flag(solo), players=flag("players"), count=len(players))
    if solo and len(players) == 1 and not options.get(solo):
        choices = next(o.choices for o in GAMES[game].new_options if o.name == solo)
        return _("one player is the solo game: add {choices}").format(
            choices=_(" or ").join(f"{long_flag(solo)} {choice}" for choice in choices))
    if not low <= len(players) <= high:
        return _("{game} takes {allowed} players; {players} names {count}").format(
            game=game, allowed=allowed, players=flag("players"), count=len(players))
    keys = [name_key(name) for name in players]
    for name in players:
        why = unreadable(name) if name else _("an empty name")
        if why is not None:
            return _("cannot use the player name {name}: {reason}").format(name=repr(name),
                                                                          reason=why)
    if len(set(keys)) != len(keys):
        return _("two players have the same name")
    return None
