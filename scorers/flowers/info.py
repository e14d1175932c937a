"""What `boardscore games` says about Flowers: variants and the project decisions (rules §6)."""

from __future__ import annotations

from boardscore.scorers.flowers.declaration import DECLARATION
from boardscore.scorers.games import Decision, GameInfo
from boardscore.scorers.i18n import N_

_DECISIONS = (
    ("D1", N_("Colours: the 9 built-in names, or a declared `colours:` palette of at most 6. "
              "At most 6 distinct colours per file. Case-insensitive. The publisher names grey, "
              "purple and red (dark-backed tiles) and green, orange and yellow (light-backed "
              "tiles); the wider list lets users write the names they see.")),
    ("D2", N_("`flowers` 1-9; `multiplier` 2 or 3, with warning W5 for 2 (the published rules "
              "name only x3). No check of how values spread over the 36 tiles.")),
    ("D3", N_("A pair of two multipliers scores 0.")),
    ("D4", N_("A 3rd tile of a colour stays unpaired, a 4th pairs with it, and so on.")),
    ("D5", N_("Backs play no part in pairing. The two tiles of one mandala may share a colour.")),
    ("D6", N_("When the holder takes both tiles, the chosen tile is taken first; pairing follows "
              "that order.")),
    ("D7", N_("If `take` is absent, the holder is assumed to take the tile that raises their own "
              "total more (light on equal gain). Warning W3.")),
    ("D8", N_("End-of-game order: the `end` list; without it, ascending mandala number skipping "
              "the trigger. Warning W4.")),
    ("D9", N_("After a completion, the third-pair check comes first (no refill), then the "
              "empty-stack check.")),
    ("D10", N_("At the end, a mandala without a holder hands out no tile; its cards return to "
               "hands.")),
    ("D11", N_("A draw may not exceed deck + discard; the discard pile becomes the new deck when "
               "the deck runs short.")),
    ("D12", N_("The draw is optional, from 0 up to the maximum; the log states it.")),
    ("D13", N_("Thresholds are inclusive: 8 cards or more, and 2 cards or more, allow no draw.")),
    ("D14", N_("Starting hands 5/6/7/8 are enforced (V22).")),
    ("D15", N_("The hand-size tie-break applies at every rank; players still tied share the rank "
               "and, at rank 1, the win.")),
    ("D16", N_("A log that stops before the end is scored as it stands, with warning W2.")),
    ("D17", N_("A turn log stops at the first illegal turn, after reporting every problem of "
               "that turn.")),
    ("D18", N_("A tableau hand of 0 is an error (V19).")),
    ("D19", N_("A tableau must have as many light-backed as dark-backed tiles (V13).")),
    ("D20", N_("A tableau where no player has 3 pairs and fewer than 32 tiles were taken is "
               "scored with warning W1.")),
    ("D21", N_("A claim needs strictly more cards than each other player with a face-up card "
               "there.")),
)

INFO = GameInfo(
    id=DECLARATION.id,
    title=DECLARATION.title,
    players=DECLARATION.players,
    variants=(N_("final tableau (players' tiles in the order taken)"),
              N_("turn log (the setup and every turn, replayed and checked)"),
              N_("published colours: grey, purple, red (dark-backed tiles); green, orange, "
                 "yellow (light-backed tiles); the built-in names also accept blue, white and "
                 "pink, or declare your own under colours")),
    decisions=tuple(Decision(id_, text) for id_, text in _DECISIONS),
    default_example=DECLARATION.default_example,
)
