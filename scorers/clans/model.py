"""The typed Clans game: players, villages (as recorded or as a replay found them), track."""

from __future__ import annotations

from boardscore.scorers.clans.board import CLANS, LAST_VILLAGE, Epoch, cite, epoch_of, terrain_name
from boardscore.scorers.diagnostics import Path
from boardscore.scorers.i18n import _
from boardscore.scorers.record import Record, field


class Player(Record):
    name: str
    clan: str  # canonical: white is black
    path: Path


class Village(Record):
    """A village that took a chip: its number, founder and huts as founded (rules §6.2)."""

    number: int
    founder: str
    terrain: str
    huts: dict[str, int]  # clan -> huts at founding (canonical clans, counts >= 1)
    territory: int | None = None
    path: Path = ()
    move: int | None = None  # form B: the move that founded it

    @property
    def place(self) -> str:
        """Where it is, as messages say it: `4 (forest, B2)`, or the terrain alone."""
        return cite(self.territory) if self.territory is not None else terrain_name(self.terrain)


class VillageScore(Record):
    """What a village earned (rules §7): who scores its value, and what removed huts."""

    village: Village
    epoch: Epoch
    effect: str  # favourable +N, neutral, hostile: destroyed, 12th village +5
    destroyed: bool
    strife: tuple[str, ...]  # clans that lost their single hut
    left: dict[str, int]  # huts that stay, by clan
    value: int  # what every clan in `left` scores

    @property
    def points(self) -> dict[str, int]:
        return {clan: self.value for clan in self.left} if self.value else {}


def score_village(village: Village) -> VillageScore:
    """Rules §7: hostile terrain destroys; strife with all five clans; base + bonus to all."""
    epoch = epoch_of(village.number)
    huts = {clan: count for clan, count in village.huts.items() if count > 0}
    if epoch.hostile is not None and village.terrain == epoch.hostile:
        return VillageScore(village, epoch, _("hostile in epoch {epoch}: destroyed").format(
            epoch=epoch.numeral), True, (), {}, 0)
    strife: tuple[str, ...] = ()
    if len(huts) == len(CLANS):
        strife = tuple(clan for clan in CLANS if huts[clan] == 1)
        huts = {clan: count for clan, count in huts.items() if count >= 2}
    bonus, effect = _bonus(village, epoch)
    value = sum(huts.values()) + bonus if huts else 0  # D1: an emptied village scores nothing
    return VillageScore(village, epoch, effect, False, strife, huts, value)


def bonus_of(village: Village, epoch: Epoch) -> int:
    """The bonus the village's terrain earns in its epoch (the 12th: always +5), whether or not
    any huts are left to score it."""
    return _bonus(village, epoch)[0]


def _bonus(village: Village, epoch: Epoch) -> tuple[int, str]:
    if village.number == LAST_VILLAGE:
        return epoch.bonus, _("12th village +{bonus}").format(bonus=epoch.bonus)
    if village.terrain == epoch.favourable:
        return epoch.bonus, _("favourable in epoch {epoch} +{bonus}").format(
            epoch=epoch.numeral, bonus=epoch.bonus)
    return 0, _("neutral in epoch {epoch}").format(epoch=epoch.numeral)


class Game(Record):
    form: str  # "village record" or "game replay"
    players: tuple[Player, ...]
    villages: tuple[Village, ...]
    ended: str
    track: dict[str, tuple[int, Path]] = field(default_factory=dict)  # clan -> (value, path)
    unscored: tuple[str, ...] = ()  # form B: villages founded after the 12th, cited
