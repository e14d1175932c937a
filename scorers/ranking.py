"""Standard competition ranking (1, 2, 2, 4) with a chain of tie-break criteria and its trail."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import Record
from boardscore.scorers.result import TiebreakStep
from boardscore.scorers.text import listed


class Criterion(Record):
    """A tie-break: higher `values` rank first. `name` is a stable id, `noun` reads in prose
    (translated where the trail is written: give it marked with N_, or already translated)."""

    name: str
    noun: str
    values: Mapping[str, int]


class Ranking(Record):
    ranks: dict[str, int]
    winners: tuple[str, ...]
    tiebreak: tuple[TiebreakStep, ...]


def rank_players(
    names: Sequence[str],
    totals: Mapping[str, int],
    criteria: Sequence[Criterion] = (),
    no_tiebreak_note: str = N_("the rules give no tie-break"),
) -> Ranking:
    """Rank by total, then by each criterion in turn; players equal on all share a rank.
    `no_tiebreak_note` is translated here (marked with N_, or already translated)."""

    keys = {name: (totals[name], *(c.values[name] for c in criteria)) for name in names}
    order = sorted(names, key=keys.__getitem__, reverse=True)
    ranks: dict[str, int] = {}
    previous: str | None = None
    for position, name in enumerate(order, start=1):
        tied = previous is not None and keys[previous] == keys[name]
        ranks[name] = ranks[previous] if tied and previous is not None else position
        previous = name
    steps: list[TiebreakStep] = []
    if len({totals[name] for name in names}) < len(names):  # somebody ties on total
        seat = {name: index for index, name in enumerate(names)}
        for group in _groups(order, totals.__getitem__):
            if len(group) > 1:
                group.sort(key=seat.__getitem__)  # the trail reads in seat order
                shared = _("shared win") if ranks[group[0]] == 1 else _("the rank is shared")
                note = _("{note}: {shared}").format(note=_(no_tiebreak_note), shared=shared)
                steps.extend(_break(group, totals[group[0]], criteria, note))
    winners = tuple(name for name in names if ranks[name] == 1)
    return Ranking(ranks, winners, tuple(steps))


def _groups(order: Sequence[str], value: Callable[[str], int]) -> list[list[str]]:
    """Runs of consecutive names with equal `value`."""
    groups: list[list[str]] = []
    for name in order:
        if groups and value(groups[-1][0]) == value(name):
            groups[-1].append(name)
        else:
            groups.append([name])
    return groups


def _break(
    group: list[str], total: int, criteria: Sequence[Criterion], note: str
) -> list[TiebreakStep]:
    tied = listed(group)
    if not criteria:
        detail = _("{tied} tie on {total}; {note}").format(tied=tied, total=total, note=note)
        return [TiebreakStep(tuple(group), None, {}, "tie stands", detail)]
    criterion, rest = criteria[0], criteria[1:]
    values = {name: criterion.values[name] for name in group}
    subgroups = _groups(sorted(group, key=values.__getitem__, reverse=True), values.__getitem__)
    shown = " > ".join(
        " = ".join(str(values[n]) for n in sub) for sub in subgroups
    )
    noun = _(criterion.noun)
    if len(subgroups) == 1:
        if rest:
            detail = _("{tied} tie on {total}; {criterion} {values}, "
                       "so the next tie-break decides").format(tied=tied, total=total,
                                                               criterion=noun, values=shown)
            step = TiebreakStep(tuple(group), criterion.name, values, "tie stands", detail)
            return [step, *_break(group, total, rest, note)]
        detail = _("{tied} tie on {total}; {criterion} {values}: "
                   "the tie stands and the rank is shared").format(tied=tied, total=total,
                                                                   criterion=noun, values=shown)
        return [TiebreakStep(tuple(group), criterion.name, values, "tie stands", detail)]
    outcome = "decided" if all(len(sub) == 1 for sub in subgroups) else "partly decided"
    ahead = _(" ahead of ").join(listed(sub) for sub in subgroups)
    detail = _("{tied} tie on {total}; {criterion} {values} put {ahead}").format(
        tied=tied, total=total, criterion=noun, values=shown, ahead=ahead)
    steps = [TiebreakStep(tuple(group), criterion.name, values, outcome, detail)]
    for sub in subgroups:
        if len(sub) > 1:
            steps.extend(_break_rest(sub, total, values[sub[0]], criterion, rest, note))
    return steps


def _break_rest(
    sub: list[str], total: int, value: int, criterion: Criterion,
    rest: Sequence[Criterion], note: str,
) -> list[TiebreakStep]:
    """A subgroup still tied after a criterion: the next one decides, or the tie stands."""
    if rest:
        return _break(sub, total, rest, note)
    detail = _("{tied} tie on {total} and on {criterion} ({value}): "
               "the tie stands and the rank is shared").format(
        tied=listed(sub), total=total, criterion=_(criterion.noun), value=value)
    values = {name: value for name in sub}
    return [TiebreakStep(tuple(sub), criterion.name, values, "tie stands", detail)]


