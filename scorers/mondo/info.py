"""What `boardscore games` says about Mondo: variants and the project decisions (rules §11)."""

from __future__ import annotations

from boardscore.scorers.games import Decision, GameInfo
from boardscore.scorers.i18n import N_
from boardscore.scorers.mondo.declaration import DECLARATION

_DECISIONS = (
    ("D1", N_("Board layout: `globe` (6×6, rows 2-4-6-6-4-2 centred) is the model; the printed layout is unconfirmed; a file may give `board.cells`; a count other than 24 is a warning.")),
    ("D2", N_("Back-side rim: No built-in back-side rim: the file describes every rim side (`board.rim`).")),
    ("D3", N_("Rim contacts: A rim contact is compared like a tile contact: a match keeps a region closed and error-free; a mismatch is one closure error and spoils the region. On the front side a land side on the rim is therefore an error.")),
    ("D4", N_("Tile geometry: One landscape per side; same-landscape sides form one area unless the file splits them; at most one inner area, which is a region of its own (so an inner land area is a scoring landscape and an inner water area a one-tile lake).")),
    ("D5", N_("Region size: Counted in distinct tiles, even when two areas of one tile belong to the region.")),
    ("D6", N_("Animals, volcanoes: An animal scores +1 anywhere; a volcano never affects regions or landscapes.")),
    ("D7", N_("Water species: Their names are not fixed; the file declares them in `water_animals`. `most-sea-animals` counts them anywhere on the board, not only in lakes.")),
    ("D8", N_("Volcano chip: Goes to the highest round score of the previous round (card and tasks included); on a tie every tied player holds it. A holder's inactive volcanoes count as active for the comparison and for the penalty.")),
    ("D9", N_("Volcano majority: Nobody loses points when the highest count is 0.")),
    ("D10", N_("Advanced-card ties: All tied best +4, all tied worst −4; all equal: nobody scores.")),
    ("D11", N_("Solo: As published (§8.1): no bonus chips; the volcano chip beside the board from round 1; four pre-placed tiles, so up to four groups; the card has no effect; 2 tasks are laid out; the minus points are reported as the solo measure.")),
    ("D12", N_("Expert and cards: Expert rounds also turn up a special-scoring card.")),
    ("D13", N_("Four-species tasks: Require a closed and error-free region, like the three-of-a-species tasks.")),
    ("D14", N_("Full-board tasks: A full board counts as finished within the time (a board can only be filled while the timer runs).")),
    ("D15", N_("`first-to-finish`: Fulfilled by holding chip 4, whether or not the board is full.")),
    ("D16", N_("Task layout: The round's face-up `tasks` are optional; when given they are checked (count, membership).")),
    ("D17", N_("Tasks and tiles: A player holding tasks must have at least 3 tiles (taking requires 3 placed tiles).")),
    ("D18", N_("Full board, no chip: Warning; scored as written.")),
    ("D19", N_("Chip order: Chips must leave the stack from the top (4, 3, …): a gap is an error.")),
    ("D20", N_("Repeated card: Allowed with a warning (the text does not say the cards are drawn without replacement).")),
    ("D21", N_("Game tie: Shared win; no tie-break.")),
    ("D22", N_("Partial files: A file may hold 1–3 consecutive rounds and start at round 2 or 3 (then `volcano_chip` is required, except in solo play); totals and ranks cover the rounds given.")),
    ("D23", N_("Levels per round: A round may override the level; mixed levels draw a warning.")),
    ("D24", N_("Variants: Supported: back side, including each player choosing a side (`side` per player). Not modelled: handicap, solo for two, hidden time, shorter time, slow game, random dealing of tasks (a file from it is checked by the normal task rules of §7).")),
    ("D25", N_("Placement: The tiles of a board must form one connected group (the placement rule). This is stronger than \"every tile has a neighbour\": two separate pairs are rejected. Solo boards grow from four pre-placed tiles (§8.1).")),
    ("D26", N_("Tile catalogue: Tiles are not checked against the 136 real tiles (no catalogue is available).")),
    ("D27", N_("Chips in play: (5 − N)…4 for N ≥ 2 players: the 3-player setup (2, 3, 4) generalised to 2 and 4 players. Solo: none (published).")),
    ("D28", N_("`first-to-finish` in solo: No chip exists in solo play, so the task is never fulfilled; taking it costs its value.")),
    ("D29", N_("Solo measure: The published solo game counts minus points; the program reports them (`minus_points`) beside the usual total rather than replacing it, so solo and multiplayer results have one shape.")),
)

# Text pictures (--explain on a terminal): ANSI colours of each character.
_PALETTE = {"W": "44;97", "F": "42;97", "D": "43;30", "S": "47;30", "!": "1;91"}

INFO = GameInfo(
    id=DECLARATION.id,
    title=DECLARATION.title,
    players=DECLARATION.players,
    variants=(
        N_("levels: beginner (base scoring), advanced (+ a special-scoring card), "
           "expert (+ card and additional tasks)"),
        N_("board sides: front (water rim), back (landscape rim given in board.rim)"),
        N_("1 to 3 consecutive rounds per file; custom layouts with board.cells"),
    ),
    decisions=tuple(Decision(id_, text) for id_, text in _DECISIONS),
    palette=_PALETTE,
    default_example=DECLARATION.default_example,
)
