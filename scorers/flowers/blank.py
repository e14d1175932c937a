"""`boardscore new flowers`: a final tableau (form A) or a turn log (form B) to fill in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.i18n import N_, _
from boardscore.scorers.text import yaml_scalar

# The comments of the file, without their `# ` (added line by line, so that a translation
# cannot leave a line of prose outside a comment). The YAML keys and values stay canonical.
_TABLEAU_HELP = N_("""\
Flowers: A Mandala Game, the final tableau. At the end of the game, for each player:
  hand:  the cards left in hand (they break ties);
  tiles: the flower tiles in the order they were taken (the order decides the pairs), each
         as "<colour> <light|dark> <flowers>" or "<colour> <light|dark> x3", e.g.
         [red dark 2, red light x3, green light 4]. The published colours are grey, purple
         and red (dark backs), green, orange and yellow (light backs).
Then: boardscore score THIS-FILE --explain""")

_LOG_HELP = N_("""\
Flowers: A Mandala Game, a turn log: boardscore replays it and checks every turn. Write
the setup before the first turn, then one line per turn as it is played.
  mandalas: the two tiles revealed on each mandala, light and dark, e.g. {light: green 2,
            dark: red x3};
  hands:    each player's starting cards (5, 6, 7, 8 by seat), or just their number;
  turns:    who played how many cards of which colour on which mandala, the cards drawn
            (their colours, or a number), and on a completing turn the tile the holder
            took (take: light | dark) and the two new tiles (refill).
Then: boardscore score THIS-FILE --explain""")

COLOUR = N_("COLOUR")  # the placeholder to replace with a tile's colour

_LOG = """\
game: flowers
seats: [{seats}]
mandalas:
  - {{light: {colour} 1, dark: {colour} 1}}   # mandala 1
  - {{light: {colour} 1, dark: {colour} 1}}   # mandala 2
  - {{light: {colour} 1, dark: {colour} 1}}   # mandala 3
hands:
{hands}turns: []   # {replace}
  # - {{player: {first}, mandala: 1, play: 2 {red}, draw: 0}}
  # - {{player: …, mandala: 2, play: 1 {grey}, draw: [{green}, {red}], take: dark,
  #    refill: {{light: {yellow} 3, dark: {purple} x3}}}}
"""
# The colours of the example turns, in the reader's language (the program reads both).
_EXAMPLE_COLOURS = (N_("red"), N_("grey"), N_("green"), N_("yellow"), N_("purple"))


def _commented(text: str) -> str:
    return "".join(f"# {line}\n" if line else "#\n" for line in text.split("\n"))


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    names = [yaml_scalar(name) for name in players]
    if options["form"] == "log":
        hands = "".join(
            f"  {name}: {5 + seat}    # "
            + _("or the {count} colours, e.g. [red, grey, …]").format(count=5 + seat) + "\n"
            for seat, name in enumerate(names))
        return _commented(_(_LOG_HELP)) + _LOG.format(
            seats=", ".join(names), hands=hands, first=names[0], colour=_(COLOUR),
            replace=_("replace [] with one line per turn, e.g.:"),
            **{colour: _(colour) for colour in _EXAMPLE_COLOURS})
    hand, tiles = _("cards left in hand"), _("the tiles in the order taken")
    return _commented(_(_TABLEAU_HELP)) + "game: flowers\nplayers:\n" + "".join(
        f"  - name: {name}\n    hand: 1         # {hand}\n    tiles: []       # {tiles}\n"
        for name in names)
