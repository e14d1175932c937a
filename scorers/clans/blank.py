"""`boardscore new clans`: a village record (form A) or a game replay (form B) to fill in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.i18n import N_, _
from boardscore.scorers.text import yaml_scalar

CLAN_ORDER = ("red", "blue", "green", "yellow")

# The files' comments are translated; their keys and values stay the canonical ones.
_RECORD = N_("""\
# Clans, the village record (form A). During the game, whenever a village is founded (a
# territory whose neighbours are all empty takes a chip), note in founding order: who moved
# (the founder), the territory (its number on `boardscore clans --map`, or just its terrain),
# and the huts on it by colour, before strife or a hostile terrain removed any.
# At the end, fill in each player's clan card (the clans nobody drew are neutral), and if you
# like the clan scores read off the track (boardscore checks them).
# Then: boardscore score THIS-FILE --explain
game: clans
players:
{players}villages: []       # replace [] with one line per village, in founding order, e.g.:
  # - {{founder: {first}, territory: 27, huts: {{red: 2, blue: 1}}}}       # village 1
  # - {{founder: {first}, terrain: mountain, huts: {{green: 3}}}}         # village 2
# track: {{red: 0, blue: 0, green: 0, yellow: 0, black: 0}}   # optional: the board's track
""")

_REPLAY = N_("""\
# Clans, a game replay (form B): boardscore replays every move and finds the villages. Before
# the first move, note the colour of the one hut on each territory (`boardscore clans --map`
# numbers them): 12 regions of 5 territories. Then note each move as it is played: who moved,
# from which territory to which. When a move founds several villages at once, add `order`.
# Then: boardscore score THIS-FILE --explain
game: clans
players:            # in seat order: the first player moves first
{players}setup: {{}}           # replace {{}} with the 12 regions, one line each: the colours of
                    # the huts on its 5 territories (region r holds territories 5r to 5r+4):
{regions}moves: []           # replace [] with one line per move, e.g.:
  # - {{player: {first}, from: 48, to: 45}}
""")


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    names = [yaml_scalar(name) for name in players]
    note = _(_CLAN_NOTE)
    listed = "".join(f"  - {{name: {name}, clan: {clan}}}{note if i == 0 else ''}\n"
                     for i, (name, clan) in enumerate(zip(names, CLAN_ORDER, strict=False)))
    if options["form"] == "replay":
        # commented out, so that the file is valid until they are filled in (an editor with
        # the schema shows no error on a file just made)
        regions = "".join("  # " + _("  - [COLOUR, COLOUR, COLOUR, COLOUR, COLOUR]   # region "
                                     "{region}: territories {first}-{last}").format(
            region=r, first=5 * r, last=5 * r + 4).lstrip() + "\n" for r in range(12))
        return _(_REPLAY).format(players=listed, regions=regions, first=names[0])
    return _(_RECORD).format(players=listed, first=names[0])


_CLAN_NOTE = N_("   # clan: the card drawn (red, blue, green, yellow or black)")
