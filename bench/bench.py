"""boardscore benchmarks (not tests): whole-process start-up and batch throughput per game.

    python -m venv /tmp/bench && /tmp/bench/bin/pip install .    # a regular install, as
    /tmp/bench/bin/python bench/bench.py --write                # users have it

Whole processes: `boardscore --version` and `boardscore score` on one file of each kind,
against the yardstick `python -c "import typer, yaml, jsonschema"` (CPU-time medians of --runs
runs, round-robin). Batches: generated files of each kind (Flowers tableaux and turn logs,
Mondo games, Clans replays, World Wonders games), each batch in its own process, scored in one
process against CSafeLoader parse-only (YAML) and json.loads (the same files as JSON).
--write puts the table into bench/README.md.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "flowers" / "three-players.yaml"
sys.path.insert(0, str(ROOT / "tests" / "flowers"))  # the seeded random legal game
sys.path.insert(0, str(ROOT / "tests" / "mondo"))  # random Mondo boards
sys.path.insert(0, str(ROOT / "tests" / "clans"))  # random legal Clans games
sys.path.insert(0, str(ROOT / "tests" / "world_wonders"))  # random legal cities
sys.path.insert(0, str(ROOT / "tests"))  # big_inputs: lists grown to the 10 MB limit
COLOURS = ["red", "orange", "yellow", "green", "blue", "purple"]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def median_seconds(commands: dict[str, list[str]], runs: int,
                   environments: dict[str, dict[str, str]] | None = None) -> dict[str, float]:
    """Median CPU time (user + system) of each command, run round-robin. CPU time rather than
    wall time: on a shared machine, wall time mostly measures the neighbours. `environments`
    adds variables to some commands' environment (a shell's completion request)."""
    import os

    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            extra = (environments or {}).get(name)
            start = _children_cpu()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           check=False, env={**os.environ, **extra} if extra else None)
            times[name].append(_children_cpu() - start)
    return {name: statistics.median(values) for name, values in times.items()}


# A shell's TAB after `boardscore score -f ` (the script Typer installs for bash)
COMPLETION = {"_BOARDSCORE_COMPLETE": "complete_bash", "COMP_WORDS": "boardscore score -f ",
              "COMP_CWORD": "3"}


def startup_times(script: str, singles: dict[str, str], runs: int) -> dict[str, float]:
    """The whole-process rows: the yardstick, --version, --help, a completion request and one
    scored file of each kind, in English and in French."""
    return median_seconds({
        "yardstick": [sys.executable, "-c", "import typer, yaml, jsonschema"],
        "--version": [script, "--version"],
        "fr:--version": [script, "--lang", "fr", "--version"],
        "--help": [script, "--help"],
        "fr:--help": [script, "--lang", "fr", "--help"],
        "complete": [script],
        "fr:complete": [script],
        **{kind: [script, "score", path] for kind, path in singles.items()},
        **{f"fr:{kind}": [script, "--lang", "fr", "score", path]
           for kind, path in singles.items()},
    }, runs, {"complete": COMPLETION, "fr:complete": {**COMPLETION, "LANGUAGE": "fr"}})


def flowers_board(rnd: random.Random) -> dict[str, object]:
    """A finished 4-player tableau: completions hand out one light and one dark tile each, until
    a player holds 3 pairs or the 16th completion empties the stacks (rules R10)."""
    names = ("Ana", "Ben", "Cleo", "Dan")
    tiles: dict[str, list[str]] = {name: [] for name in names}
    for _ in range(16):
        for back in ("light", "dark"):
            face = f"x{rnd.choice([2, 3])}" if rnd.random() < 0.2 else str(rnd.randint(1, 5))
            tiles[rnd.choice(names)].append(f"{rnd.choice(COLOURS)} {back} {face}")
        if any(_pairs(taken) >= 3 for taken in tiles.values()):
            break
    players = [{"name": name, "hand": rnd.randint(1, 8), "tiles": tiles[name]} for name in names]
    return {"game": "flowers", "players": players}


def _pairs(taken: list[str]) -> int:
    colours = [tile.split()[0] for tile in taken]
    return sum(colours.count(colour) // 2 for colour in set(colours))


def score_file(path: Path) -> None:
    """The whole pipeline for one file, as `boardscore score` runs it (output aside)."""
    from boardscore.pipeline import process, read_input
    from boardscore.request import Request
    from boardscore.status import ExitStatus

    outcome = process(str(path), read_input(str(path)), Request())
    assert outcome.status is ExitStatus.OK, outcome.diagnostics


def best_rates(files: list[Path], works: dict[str, Callable[[Path], object]],
               passes: int = 5) -> dict[str, float]:
    """Files per second of CPU time for each kind of work. The works alternate file by file
    (parse file 1, score file 1, parse file 2, …), so that both meet the same load on this
    shared machine; each keeps its best pass."""
    best = dict.fromkeys(works, 0.0)
    clock = time.process_time
    for _ in range(passes):
        spent = dict.fromkeys(works, 0.0)
        for path in files:
            for name, work in works.items():
                start = clock()
                work(path)
                spent[name] += clock() - start
        for name in works:
            best[name] = max(best[name], len(files) / spent[name])
    return best


def measure(name: str, documents: list[dict[str, Any]], passes: int = 3) -> dict[str, Any]:
    """One kind of file in batch: the same documents as YAML and as JSON; boardscore's rate
    (read, parse, schema, rules, scoring) against parsing alone (CSafeLoader, json.loads).
    One YAML file is kept under bench/out/ for the whole-process timing."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with tempfile.TemporaryDirectory() as tmp:
        yaml_files, json_files = [], []
        for index, document in enumerate(documents):
            yaml_path = Path(tmp) / f"{name}{index:05}.yaml"
            yaml_path.write_text(yaml.safe_dump(document, sort_keys=False,
                                                default_flow_style=None, width=200))
            json_path = yaml_path.with_suffix(".json")
            json_path.write_text(json.dumps(document))
            yaml_files.append(yaml_path)
            json_files.append(json_path)
        score_file(yaml_files[0])  # build the validator once, as any batch does
        rates = best_rates(yaml_files, {
            "parse": lambda p: yaml.load(p.read_bytes(), Loader=loader),
            "score": score_file,
        }, passes) | best_rates(json_files, {
            "parse_json": lambda p: json.loads(p.read_bytes()),
            "score_json": score_file,
        }, passes)
        kept = ROOT / "bench" / "out" / f"{name}.yaml"
        kept.parent.mkdir(exist_ok=True)
        kept.write_text(yaml_files[0].read_text())
        return {"file": str(kept), "count": len(documents), **rates}


def tableaux(count: int) -> list[dict[str, Any]]:
    rnd = random.Random(2026)
    return [flowers_board(rnd) for _ in range(count)]


def logs(count: int) -> list[dict[str, Any]]:
    """Complete 4-player games (random_game.py: real cards, seeded), as turn logs."""
    from random_game import random_game

    return [random_game(seed, 4).log for seed in range(count)]


_CATALOGUE: list[Any] = []


def mondo_game(seed: int, realistic: bool = True) -> dict[str, object]:
    """4 players, 3 expert rounds, full 24-tile boards, cards, tasks. Realistic: the tiles come
    from one catalogue of 136 two-sided tiles, as in the game; otherwise every tile is drawn
    at random (tens of thousands of distinct tiles over a batch, which no real batch has)."""
    from random_board import (
        WATER_ANIMALS,
        canonical,
        catalogue,
        catalogue_board,
        plausible_board,
        shorthand,
    )

    from boardscore.scorers.mondo.board import GLOBE
    from boardscore.scorers.mondo.model import CARDS, TASK_VALUES

    if not _CATALOGUE:
        _CATALOGUE.extend(catalogue(random.Random(136)))
    rnd = random.Random(seed)
    rounds = []
    for number, card in enumerate(rnd.sample(list(CARDS), 3), start=1):
        layout = rnd.sample(list(TASK_VALUES), 8)
        players = []
        for i, name in enumerate(("Ann", "Bob", "Cid", "Dee")):
            tiles = (catalogue_board(rnd, list(GLOBE), 24, _CATALOGUE) if realistic
                     else plausible_board(rnd, list(GLOBE), 24, 0.9))
            players.append({"name": name, "chip": 4 - i, "tasks": layout[2 * i: 2 * i + 2],
                            "tiles": {c: shorthand(t) or canonical(t) for c, t in tiles.items()}})
        rounds.append({"round": number, "card": card, "tasks": layout, "players": players})
    return {"game": "mondo", "level": "expert", "water_animals": list(WATER_ANIMALS),
            "rounds": rounds}


def clans(count: int) -> list[dict[str, Any]]:
    """Complete 4-player Clans replays (seeded random legal games)."""
    from clans_game import play

    return [play(seed, 4).replay_document() for seed in range(count)]


def wonders_game(seed: int) -> dict[str, object]:
    """5 players on one 12x10 side-A map (a river, resources), random legal cities, three
    objectives; every other city written as a drawing."""
    from ww_city import FIVE_PLAYER_SHARE, as_drawing, legal_city

    rnd = random.Random(seed)
    rows = []
    river = rnd.randrange(3, 8)
    for _ in range(10):
        river = min(9, max(2, river + rnd.choice((-1, 0, 0, 1))))
        cells = ["*" if rnd.random() < 0.08 else "." for _ in range(12)]
        cells[river] = cells[river + 1] = "~"
        rows.append("".join(cells))
    players = []
    for index, name in enumerate(("Ana", "Ben", "Cleo", "Dev", "Eli")):
        pieces = legal_city(rnd, rows, attempts=800, most=45, limits=FIVE_PLAYER_SHARE)
        city: dict[str, Any] = {"pieces": pieces}
        if index % 2:
            drawing, legend = as_drawing(rows, pieces)
            city = {"drawing": drawing, "legend": legend}
        players.append({"name": name, "terrain": "side-a", "population": rnd.randrange(8),
                        "resources": {r: rnd.randrange(3, 15) for r in ("food", "ceramics",
                                                                       "gears")}, **city})
    return {"game": "world-wonders", "side": "A", "terrains": {"side-a": "\n".join(rows) + "\n"},
            "players": players, "objectives": [
                {"kind": "longest_road", "first": 5, "second": 2},
                {"kind": "connected_buildings_of_type", "type": "farm", "first": 4, "second": 2},
                {"kind": "green_area", "first": 3, "second": 1}]}


BATCHES: dict[str, tuple[str, Callable[[int], list[dict[str, Any]]]]] = {
    "flowers-tableaux": ("finished 4-player Flowers tableaux", tableaux),
    "flowers-logs": ("complete 4-player Flowers turn logs", logs),
    "mondo": ("Mondo games: 4 players, 3 expert rounds, 24-tile boards, tiles from a "
              "136-tile catalogue", lambda n: [mondo_game(seed) for seed in range(n)]),
    "mondo-random-tiles": ("the same with every tile drawn at random",
                           lambda n: [mondo_game(seed, False) for seed in range(n)]),
    "clans": ("complete 4-player Clans replays", clans),
    "world-wonders": ("5-player World Wonders games, 12x10 maps, objectives",
                      lambda n: [wonders_game(seed) for seed in range(n)]),
}


_MEASURE = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
            "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
            "stderr=subprocess.DEVNULL); u = resource.getrusage(resource.RUSAGE_CHILDREN); "
            "print(u.ru_utime + u.ru_stime, time.perf_counter() - t, u.ru_maxrss / 1024)")


def whole_process(command: list[str]) -> tuple[float, float, float]:
    """(CPU seconds, wall seconds, peak MB) of one run of `command`, measured by a small
    Python process of its own: a child forked from this large one would count its copy of
    this process's memory in its peak."""
    done = subprocess.run([sys.executable, "-c", _MEASURE, *command], capture_output=True,
                          text=True, check=True)
    cpu, wall, peak = (float(value) for value in done.stdout.split())
    return cpu, wall, peak


def big_inputs(script: str, runs: int) -> dict[str, dict[str, tuple[float, float, float]]]:
    """tests/big_inputs.py's files, each validated and scored as a whole process: the median
    of `runs` runs of CPU time, wall time and peak memory."""
    from big_inputs import BIG_INPUTS

    found: dict[str, dict[str, tuple[float, float, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kind, (name, make, _) in BIG_INPUTS.items():
            path = Path(tmp) / name
            path.write_bytes(make())
            found[kind] = {}
            for command in ("validate", "score"):
                measured = [whole_process([script, command, str(path)]) for _ in range(runs)]
                found[kind][command] = tuple(  # type: ignore[assignment]
                    statistics.median(m[i] for m in measured) for i in range(3))
            path.unlink()
    return found


def jobs_ratios(script: str, count: int, pairs: int) -> dict[str, Any]:
    """`--jobs 2` against `--jobs 1` on `count` Mondo games written as files: wall time of
    whole processes (what a user waits for), run in pairs in alternating order; the median
    of the pairs' ratios."""
    import yaml

    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(count):
            text = yaml.safe_dump(mondo_game(seed), sort_keys=False)
            (Path(tmp) / f"game-{seed:05d}.yaml").write_text(text, encoding="utf-8")
        one: list[float] = []
        two: list[float] = []
        for pair in range(pairs):
            order = ((1, one), (2, two)) if pair % 2 == 0 else ((2, two), (1, one))
            for jobs, times in order:
                times.append(whole_process([script, "score", tmp, "-f", "json", "--quiet",
                                            "--jobs", str(jobs)])[1])
    ratios = [b / a for a, b in zip(one, two, strict=True)]
    return {"count": count, "pairs": pairs, "one": statistics.median(one),
            "two": statistics.median(two), "ratio": statistics.median(ratios),
            "ratios": ratios}


def render_jobs(found: dict[str, Any]) -> str:
    shown = ", ".join(f"{r:.2f}" for r in found["ratios"])
    return "\n".join([
        "| parallel batch (whole process, wall time, median) | --jobs 1 | --jobs 2 | "
        "ratio (median of pairs) | target |", "|---|---:|---:|---:|---|",
        f"| `boardscore score DIR -f json --quiet`, {found['count']} Mondo games as above "
        f"({found['pairs']} alternating pairs: {shown}) | {found['one']:.1f} s | "
        f"{found['two']:.1f} s | {found['ratio']:.2f}x | ≤ 0.6x |"])


def in_own_process(kind: str, count: int) -> dict[str, Any]:
    """Each batch in a fresh process, as `boardscore score DIR` runs: one kind of file, and no
    memo caches or long-lived objects left over by another measurement."""
    done = subprocess.run([sys.executable, __file__, "--batch", kind, "--count", str(count)],
                          capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each whole process")
    parser.add_argument("--scale", type=float, default=1.0, help="batch sizes x this")
    parser.add_argument("--write", action="store_true", help="write the table to bench/README.md")
    parser.add_argument("--jobs-only", action="store_true",
                        help="only the --jobs rows (printed, not written)")
    parser.add_argument("--pairs", type=int, default=5, help="--jobs 1/--jobs 2 pairs")
    parser.add_argument("--startup-only", action="store_true",
                        help="only the whole-process rows, on the examples (printed, not written)")
    parser.add_argument("--batch", choices=list(BATCHES), help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.batch:
        print(json.dumps(measure(args.batch, BATCHES[args.batch][1](args.count))))
        return
    beside = Path(sys.executable).parent / "boardscore"  # the install being measured
    script = str(beside) if beside.exists() else shutil.which("boardscore") or "boardscore"
    if args.startup_only:
        print(render(startup_times(script, STARTUP_EXAMPLES, args.runs), {}))
        return
    jobs = jobs_ratios(script, max(10, int(2000 * args.scale)), args.pairs)
    if args.jobs_only:
        print(render_jobs(jobs))
        return
    sizes = {"flowers-tableaux": 2000, "flowers-logs": 500, "mondo": 2000,
             "mondo-random-tiles": 2000, "clans": 1000, "world-wonders": 1000}
    batches = {kind: in_own_process(kind, max(10, int(size * args.scale)))
               for kind, size in sizes.items()}
    singles = {"flowers-tableaux": str(EXAMPLE), **{
        kind: batches[kind]["file"] for kind in ("flowers-logs", "mondo", "clans",
                                                 "world-wonders")}}
    times = startup_times(script, singles, args.runs)
    table = render(times, batches) + "\n\n" + render_jobs(jobs) + "\n\n" + \
        render_big(big_inputs(script, 3))
    print(table)
    if args.write:  # the sections other scripts write (## watch, ## serve) are kept
        readme = ROOT / "bench" / "README.md"
        old = readme.read_text(encoding="utf-8")
        kept = old[old.index("\n## "):] if "\n## " in old else ""
        readme.write_text(README_HEAD + table + "\n" + kept, encoding="utf-8")


ONE_FILE = {"flowers-tableaux": "one Flowers tableau (examples/flowers/three-players.yaml)",
            "flowers-logs": "one complete 4-player Flowers turn log",
            "mondo": "one Mondo game: 4 players, 3 expert rounds, 24-tile boards",
            "clans": "one complete 4-player Clans replay",
            "world-wonders": "one 5-player World Wonders game on 12x10 maps"}
# The examples --startup-only scores (one file of each kind that ships with boardscore)
STARTUP_EXAMPLES = {kind: str(ROOT / "examples" / path) for kind, path in (
    ("flowers-tableaux", "flowers/three-players.yaml"),
    ("flowers-logs", "flowers/three-players-complete-log.yaml"),
    ("mondo", "mondo/three-rounds-advanced.yaml"), ("clans", "clans/four-players-replay.yaml"),
    ("world-wonders", "world-wonders/three-players-advanced.yaml"))}
TARGET_BATCH = {"flowers-tableaux": "≥ 0.5x", "mondo": "≥ 0.5x", "world-wonders": "≥ 0.5x"}


def render(times: dict[str, float], batches: dict[str, dict[str, Any]]) -> str:
    yardstick = times["yardstick"]
    rows = ["| whole process (CPU time, median) | English | vs yardstick | `--lang fr` | "
            "vs yardstick | target |", "|---|---:|---:|---:|---:|---|",
            f"| yardstick `python -c \"import typer, yaml, jsonschema\"` | "
            f"{yardstick * 1000:.0f} ms | 1.00x | | | — |",
            _both("`boardscore --version`", times, "--version", "≤ 0.25x"),
            _both("`boardscore --help`", times, "--help", "≤ 0.6x"),
            _both("a completion request (bash: `boardscore score -f <TAB>`; French: "
                  "LANGUAGE=fr)", times, "complete", "≤ 0.4x")]
    labels = ONE_FILE if batches else {kind: f"`{Path(path).relative_to(ROOT)}`" for kind, path
                                       in STARTUP_EXAMPLES.items()}
    rows += [_both(f"`boardscore score` {label}", times, kind, "≤ 0.5x")
             for kind, label in labels.items() if kind in times]
    if not batches:
        return "\n".join(rows)
    rows += ["", "| batch, one process (CPU time, best pass) | files/s | vs CSafeLoader parse | "
             "JSON files/s | vs json.loads | target |", "|---|---:|---:|---:|---:|---|"]
    for kind, data in batches.items():
        rows.append(f"| {data['count']} {BATCHES[kind][0]} | {data['score']:.0f} | "
                    f"{data['score'] / data['parse']:.2f}x ({data['parse']:.0f}/s) | "
                    f"{data['score_json']:.0f} | {data['score_json'] / data['parse_json']:.2f}x "
                    f"({data['parse_json']:.0f}/s) | {TARGET_BATCH.get(kind, '—')} |")
    return "\n".join(rows)


def _both(what: str, times: dict[str, float], kind: str, target: str) -> str:
    yardstick = times["yardstick"]
    english, french = times[kind], times[f"fr:{kind}"]
    return (f"| {what} | {english * 1000:.0f} ms | {english / yardstick:.2f}x | "
            f"{french * 1000:.0f} ms | {french / yardstick:.2f}x | {target} |")


def render_big(found: dict[str, dict[str, tuple[float, float, float]]]) -> str:
    from big_inputs import BIG_INPUTS

    rows = ["| big input, just under 10 MB (whole process, median of 3) | code | validate: CPU, "
            "wall, peak | score: CPU, wall, peak | target |", "|---|---|---|---|---|"]
    for kind, commands in found.items():
        name, make, code = BIG_INPUTS[kind]
        shown = [f"{cpu:.1f} s, {wall:.1f} s, {peak:.0f} MB"
                 for cpu, wall, peak in (commands["validate"], commands["score"])]
        what = (make.__doc__ or kind).split(".")[0].strip()
        rows.append(f"| {what} (`{name}`) | {code} | {shown[0]} | {shown[1]} | ≤ 5 s, "
                    "≤ 400 MB |")
    return "\n".join(rows)


README_HEAD = """# Benchmarks

Written by `bench/bench.py --write` from a regular install (an editable install adds ~20 ms to
every run):

    python -m venv /tmp/bench && /tmp/bench/bin/pip install .
    /tmp/bench/bin/python bench/bench.py --write

Times are CPU time (user + system): this 2-core machine is shared, and wall time mostly
measures the neighbours. Whole processes run round-robin, 21 times each, compared by median
with the yardstick (importing boardscore's three runtime libraries), in English and with
`--lang fr` (the French catalogue loaded and every message translated). Each batch runs in a fresh
process over generated files (seeded): boardscore's whole pipeline per file (read, parse,
schema, rules, scoring, without output) against parsing the same files only, with
CSafeLoader for YAML and json.loads for JSON; the two alternate file by file, and the best of
three passes counts. Ratios move by about ±0.05 between runs. `--jobs` is measured in wall
time, since using the second core is its point: 2,000 Mondo game files scored by
`--jobs 1` and `--jobs 2` in alternating pairs, the median of the pairs' ratios. The big inputs
(tests/big_inputs.py: one list grown to just under the 10 MB limit, or 80,000 aliases) run as
whole processes, each measured from its own resource usage.

"""


if __name__ == "__main__":
    main()
