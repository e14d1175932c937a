"""What `boardscore games` says about Clans: variants and the project decisions (rules §10)."""

from __future__ import annotations

from boardscore.scorers.clans.declaration import DECLARATION
from boardscore.scorers.games import Decision, GameInfo
from boardscore.scorers.i18n import N_

_DECISIONS = (
    ("D1", N_("Strife leaves no hut (five single huts): Nobody scores, the bonus is lost; the founder still takes the chip; the village keeps its number and counts toward its epoch; the territory is empty afterwards.")),
    ("D2", N_("Tie for a rank: No tie-break exists: tied players share the rank, and all players tied for first are winners. `tiebreak` holds one step saying the rules have none.")),
    ("D3", N_("`white` huts: Same clan as `black`; output says `black`.")),
    ("D4", N_("27 and 41 meet at a single point on a lake shore: Not neighbours. The table in §2.2 is the whole map.")),
    ("D5", N_("The board prints no ids: Product ids 0–59 with the finder grid and cells (§2); form A accepts terrain alone.")),
    ("D6", N_("Rule of seven \"must move to the larger\": Read as a restriction (the formula of §5), never as a forced move.")),
    ("D7", N_("When the order of several villages must be given: Only in the structural cases of §6.3, even if the scores would happen to come out equal; elsewhere ascending territory id.")),
    ("D8", N_("Replay that stops early, or goes on after the end: Both are errors (B17, B16): the tool scores finished games.")),
    ("D9", N_("Reporting inside a replay: The first illegal move stops the replay; turn-order slips are reported once (§9).")),
    ("D10", N_("Huts in form A: As at founding, before strife or destruction; destroyed and strife huts count toward the 12-per-clan limit.")),
    ("D11", N_("Form A with fewer than 12 villages: Scored, with warning W1 (the game may have ended with no move possible).")),
    ("D12", N_("`track`: Optional, any subset of clans, full totals including laps; a difference is an error showing both numbers.")),
    ("D13", N_("Unplayed colours: Scored and shown as neutral clans; no chips, no rank.")),
    ("D14", N_("Setup constraints: Only the two rules of §1; no extra condition on colours of neighbouring huts.")),
    ("D15", N_("Two players: Standard rules; three neutral clans.")),
    ("D16", N_("Order of `players` in form A: Only the order of the output columns.")),
)

INFO = GameInfo(
    id=DECLARATION.id,
    title=DECLARATION.title,
    players=DECLARATION.players,
    variants=(
        N_("village record: the villages in founding order (territory or terrain, huts, founder)"),
        N_("game replay: the setup and every move, checked on the real map"),
        N_("optional track: the clan scores read off the board, cross-checked"),
    ),
    decisions=tuple(Decision(id_, text) for id_, text in _DECISIONS),
    default_example=DECLARATION.default_example,
)
