"""Long-running fuzzer: hostile variants of every example file (damaged, retyped, and the
hostile inputs of issue 23: huge lists of small bad items, huge names, look-alike names,
hostile played: texts), and random documents generated from each game's schema, run through
boardscore's whole pipeline and every reporter (and, for a third of them, `render`, whose SVG
must parse).

    python tests/fuzz/fuzz.py --count 100000 --workers 2      # from the repository root

Each input must end with exit 0, 1 or 2 and clean diagnostics (an internal error counts as a
failure), within 2 s and without one input taking more than 200 MB of memory. Prints the
counts; exits 1 if any input failed (and saves it under tests/fuzz/failures/).
tests/test_fuzz.py runs a bounded sample of the same generators in the test suite.
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import math
import multiprocessing
import os
import random
import re
import resource
import signal
import sys
import time
import xml.etree.ElementTree as ElementTree
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TIME_LIMIT = 2.0
MEMORY_LIMIT_MB = 200
EXAMPLES = sorted(p for p in (ROOT / "examples").rglob("*") if p.suffix in (".yaml", ".json"))
GAMES = ("clans", "flowers", "mondo", "world-wonders")


# ---- mutations of example files ---------------------------------------------------------

def _load(path: Path) -> Any:
    import yaml

    return yaml.safe_load(path.read_text("utf-8"))


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if len(path) > 40:
        return found
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for item in path:
        node = node[item]
    return node


ODD_VALUES: list[Any] = [None, True, False, 0, -1, 7.0, 10**30, -(10**400), float("nan"),
                         float("inf"), "", "x" * 5000, "é\u0000\u202e", [], {}, [[[[[]]]]],
                         {"a": {"b": {"c": None}}}, "A1-Z99", "07", "yes", 3.5]


def structural(rnd: random.Random, data: Any) -> Any:
    """Drop, retype, swap or replace values of the parsed document."""
    data = json.loads(json.dumps(data, allow_nan=True))
    for _ in range(rnd.randint(1, 4)):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = rnd.choice(paths)
        parent, last = _get(data, path[:-1]), path[-1]
        action = rnd.randrange(5)
        if action == 0:  # drop
            del parent[last]
        elif action == 1:  # retype
            value = parent[last]
            parent[last] = (str(value) if not isinstance(value, str) else
                            [value] if rnd.random() < 0.5 else {"value": value})
        elif action == 2:  # swap with another value (never with its own ancestor)
            other = rnd.choice(paths)
            if other[: len(path)] == path or path[: len(other)] == other:
                continue
            try:
                other_parent = _get(data, other[:-1])
                parent[last], other_parent[other[-1]] = other_parent[other[-1]], parent[last]
            except (KeyError, IndexError, TypeError):
                pass
        elif action == 3:  # an odd value
            parent[last] = rnd.choice(ODD_VALUES)
        elif isinstance(parent, dict):  # a new (unknown or misspelt) key
            parent[str(last) + rnd.choice(["s", "_", "X"])] = copy.deepcopy(parent[last])
    return data


def as_text(rnd: random.Random, data: Any) -> str:
    import yaml

    if rnd.random() < 0.5:
        return json.dumps(data, allow_nan=True, ensure_ascii=rnd.random() < 0.5)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True,
                          default_flow_style=rnd.choice([None, False, True]))


if TYPE_CHECKING:
    from boardscore.pipeline import Outcome

TAGS = ["!!python/object:os.system", "!!binary", "!custom", "!!set", "!!omap", "!!timestamp",
        "!!float", "!!int", "!!str", "!!python/name:os.getcwd", "!<tag:x>"]


def _truncate(rnd: random.Random, lines: list[str], _: int) -> list[str]:
    text = "".join(lines)
    text = text[: rnd.randrange(len(text) + 1)]
    return text.splitlines(keepends=True) or [""]


def _tag(rnd: random.Random, lines: list[str], at: int) -> list[str]:
    lines[at] = re.sub(r": ", f": {rnd.choice(TAGS)} ", lines[at], count=1)
    return lines


def _anchor(rnd: random.Random, lines: list[str], at: int) -> list[str]:
    lines[at] = re.sub(r": ", ": &a ", lines[at], count=1)
    lines.insert(rnd.randrange(len(lines) + 1), f"x{rnd.randrange(9)}: *a\n")
    return lines


def _nest(rnd: random.Random, lines: list[str], at: int) -> list[str]:
    depth = rnd.choice([10, 70, 200, 2000])
    lines.insert(at, "deep: " + "[" * depth + "]" * depth + "\n")
    return lines


def _control(rnd: random.Random, lines: list[str], at: int) -> list[str]:
    lines[at] = lines[at].replace(" ", rnd.choice(["\t", "\x00", "\x1b", "\u2028", "\x7f"]), 1)
    return lines


def _repeat_line(_: random.Random, lines: list[str], at: int) -> list[str]:
    lines.insert(at, lines[at])  # a duplicate key, most of the time
    return lines


def _accent(_: random.Random, lines: list[str], at: int) -> list[str]:
    lines[at] = lines[at].replace("a", "\u00e9")
    return lines


def _big_number(rnd: random.Random, lines: list[str], at: int) -> list[str]:
    lines.insert(at, f"big{rnd.randrange(9)}: {'9' * rnd.choice([20, 5000])}\n")
    return lines


def _header(_: random.Random, lines: list[str], at: int) -> list[str]:
    lines.insert(0, "\ufeff" if at % 2 else "%YAML 1.1\n---\n")
    return lines


def _recursive(_: random.Random, lines: list[str], at: int) -> list[str]:
    lines.insert(at, "key: &a [*a]\n" if at % 2 else "laughs: " + "&b [" * 5 + "\n")
    return lines


_DAMAGE = (_truncate, _tag, _anchor, _nest, _control, _repeat_line, _accent, _big_number,
           _header, _recursive)


def textual(rnd: random.Random, text: str) -> bytes:
    """Byte-level damage: truncation, tags, anchors, nesting, control characters, BOM, CRLF,
    Latin-1, duplicate lines, flipped bytes."""
    lines = text.splitlines(keepends=True) or [""]
    for _ in range(rnd.randint(1, 3)):
        action = rnd.randrange(10)
        lines = _DAMAGE[action](rnd, lines, rnd.randrange(len(lines)))
    data = "".join(lines)
    if rnd.random() < 0.2:
        data = data.replace("\n", "\r\n")
    encoding = "latin-1" if rnd.random() < 0.1 else "utf-8"
    raw = data.encode(encoding, errors="replace")
    if rnd.random() < 0.1 and raw:
        flipped = bytearray(raw)
        flipped[rnd.randrange(len(flipped))] = rnd.randrange(256)
        raw = bytes(flipped)
    return raw


# ---- random documents from a schema -------------------------------------------------------

class SchemaGenerator:
    """Random instances of a JSON Schema (the keywords boardscore's schemas use), mostly
    valid and sometimes not, so that the rule checks behind the schema are reached."""

    def __init__(self, schema: dict[str, Any], rnd: random.Random) -> None:
        self.root, self.rnd = schema, rnd

    def make(self, schema: Any, depth: int = 0) -> Any:
        rnd = self.rnd
        if not isinstance(schema, dict) or depth > 12:
            return None
        if "$ref" in schema:
            target: Any = self.root
            for part in schema["$ref"][2:].split("/"):
                target = target[part]
            return self.make(target, depth + 1)
        if rnd.random() < 0.02:
            return rnd.choice(ODD_VALUES)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return rnd.choice(schema["enum"])
        chosen = self._alternative(schema)
        if chosen is not None:
            return self.make(chosen, depth + 1)
        kind = schema.get("type", "object" if "properties" in schema else "string")
        if isinstance(kind, list):
            kind = rnd.choice(kind)
        return getattr(self, f"_{kind}", lambda *_: None)(schema, depth)

    def _alternative(self, schema: dict[str, Any]) -> dict[str, Any] | None:
        """One branch of anyOf / oneOf, or of if/then/else merged with the rest."""
        for key in ("anyOf", "oneOf"):
            if key in schema:
                branch: dict[str, Any] = self.rnd.choice(schema[key])
                return branch
        if "if" in schema:
            rest = {k: v for k, v in schema.items() if k not in ("if", "then", "else")}
            chosen: dict[str, Any] = self.rnd.choice([schema.get("then", {}),
                                                      schema.get("else", {})])
            return chosen | rest
        return None

    def _object(self, schema: dict[str, Any], depth: int) -> dict[str, Any]:
        rnd = self.rnd
        properties = schema.get("properties", {})
        result: dict[str, Any] = {}
        for name in properties:
            if name in schema.get("required", []) or rnd.random() < 0.4:
                result[name] = self.make(properties[name], depth + 1)
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            for _ in range(rnd.randrange(4)):
                result[self._key(schema)] = self.make(extra, depth + 1)
        for sub in schema.get("allOf", []):
            made = self.make(sub | {"type": "object"}, depth + 1)
            if isinstance(made, dict):
                result.update({k: v for k, v in made.items() if k not in result})
        return result

    def _key(self, schema: dict[str, Any]) -> str:
        names = schema.get("propertyNames", {})
        if "enum" in names:
            return str(self.rnd.choice(names["enum"]))
        if "$ref" in names:
            made = self.make(names)
            return str(made)
        return self.rnd.choice([str(self.rnd.randrange(70)), "A1", "Moai", "x", "side-a"])

    def _array(self, schema: dict[str, Any], depth: int) -> list[Any]:
        low = schema.get("minItems", 0)
        high = min(schema.get("maxItems", low + 6), low + 12)
        count = self.rnd.randint(low, max(low, high))
        prefix = schema.get("prefixItems", [])
        items = schema.get("items", {})
        return [self.make(prefix[i] if i < len(prefix) else items, depth + 1)
                for i in range(count)]

    def _integer(self, schema: dict[str, Any], _: int) -> int:
        low, high = schema.get("minimum", -3), schema.get("maximum", 70)
        return self.rnd.randint(int(low), int(high))

    def _number(self, schema: dict[str, Any], depth: int) -> float:
        return float(self._integer(schema, depth))

    def _boolean(self, *_: Any) -> bool:
        return self.rnd.random() < 0.5

    def _null(self, *_: Any) -> None:
        return None

    def _string(self, *_: Any) -> str:
        samples = ["A1", "C2-C5", "Ann", "Ben", "red", "forest", "FFDW panda ^", "blue light 2",
                   "......\n.*..~.\n", "x", "RR..\nR.F.\n", "dark", "light", "ziggurat"]
        return self.rnd.choice(samples)


def schema_document(rnd: random.Random) -> bytes:
    from boardscore.schemafiles import schema_of

    game = rnd.choice(GAMES)
    document = SchemaGenerator(schema_of(game), rnd).make(schema_of(game))
    return as_text(rnd, document).encode("utf-8", errors="replace")


# ---- hostile inputs (issue 23) --------------------------------------------------------------

LOOK_ALIKES = {"A": "\u0410", "a": "\u0430", "e": "\u0435", "o": "\u03bf", "B": "\u0392",
               "n": "\u0578", "C": "\u216d", "i": "\u0456"}
HOSTILE_TEXTS = ["Kitchen\u2028Winner: Eve", "\u202eneveE", " padded ", "x" * 12_000,
                 "Ana<br>**Winner: Eve (99)**", "<img src=x onerror=alert(1)>", "a\u2029b",
                 "line\nbreak", "\x1b[2J", "\u200b", "\ud800"]
BAD_ITEMS: list[Any] = ["x", "", 7, None, {}, [], "red dark 99", {"kind": "?"}, "\u0000"]


def _strings(data: Any) -> list[tuple[Any, ...]]:
    return [path for path in _paths(data) if path and isinstance(_get(data, path), str)]


def _lists(data: Any) -> list[tuple[Any, ...]]:
    return [path for path in _paths(data) if isinstance(_get(data, path), list)]


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(data, path[:-1])[path[-1]] = value


def _huge_list(rnd: random.Random, data: Any) -> None:
    """A list the rules bound, grown to hundreds or thousands of small bad items."""
    lists = _lists(data)
    if lists:
        item = rnd.choice(BAD_ITEMS)
        _set(data, rnd.choice(lists), [copy.deepcopy(item)
                                        for _ in range(rnd.choice([9, 40, 300, 3000]))])


def _huge_name(rnd: random.Random, data: Any) -> None:
    names = [p for p in _strings(data) if p[-1] in ("name", "player", "founder")] or \
        _strings(data)
    if names:
        letters = rnd.choice(["A", "é", "\u0410", "\U0001f600", "a b"])
        _set(data, rnd.choice(names), letters * rnd.choice([999, 1001, 20_000, 200_000]))


def _look_alike(rnd: random.Random, data: Any) -> None:
    """A second player whose name reads as the first's (a look-alike letter, spaces, NFKC)."""
    names = [p for p in _strings(data) if p[-1] == "name"]
    if len(names) >= 2:
        first = _get(data, names[0])
        twin = "".join(LOOK_ALIKES.get(c, c) if rnd.random() < 0.5 else c for c in first)
        twin = rnd.choice([twin, first + " ", " " + first, first.upper(),
                           "\uff21" + first[1:], first + "\u200b"])
        _set(data, rnd.choice(names[1:]), twin)


def _hostile_played(rnd: random.Random, data: Any) -> None:
    if isinstance(data, dict):
        data["played"] = {"date": "2026-11-28", **{
            key: rnd.choice(HOSTILE_TEXTS) for key in ("location", "comments", "start_player")
            if rnd.random() < 0.7}}


_HOSTILE = (_huge_list, _huge_name, _look_alike, _hostile_played)


def hostile(rnd: random.Random, data: Any) -> bytes:
    """An example with one or two of the hostile changes of issue 23."""
    data = json.loads(json.dumps(data))
    for change in rnd.sample(_HOSTILE, rnd.randint(1, 2)):
        change(rnd, data)
    return as_text(rnd, data).encode("utf-8", "surrogatepass")


# ---- one input ----------------------------------------------------------------------------

def make_input(seed: int) -> tuple[str, bytes]:
    rnd = random.Random(seed)
    if rnd.random() < 0.3:
        return "schema", schema_document(rnd)
    example = rnd.choice(EXAMPLES)
    data = _load(example)
    if rnd.random() < 0.3:
        return "hostile", hostile(rnd, data)
    if rnd.random() < 0.5:
        return "structural", as_text(rnd, structural(rnd, data)).encode("utf-8", "replace")
    return "textual", textual(rnd, example.read_text("utf-8"))


class _TooSlow(Exception):
    pass


def _alarm(*_: Any) -> None:
    raise _TooSlow


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _resident_mb() -> float:
    """This process's resident memory now (Linux), or 0 where /proc is not there."""
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * resource.getpagesize() / (1024 * 1024)
    except (OSError, IndexError, ValueError):
        return 0.0


def check(seed: int) -> tuple[str, str, str | None]:
    """(kind, outcome, failure) for one generated input."""
    try:
        kind, raw = make_input(seed)
    except (ValueError, RecursionError, TypeError):  # the fuzzer's own limits, not boardscore's
        return "skipped", "skipped", None
    outcome, failure = check_bytes(raw, explain=seed % 2 == 0, many=seed % 3 == 0,
                                   render=None if seed % 3 else {} if seed % 2 else
                                   {"player": "Ben"})
    return kind, outcome, failure


def check_bytes(raw: bytes, *, explain: bool, many: bool,
                render: dict[str, str] | None) -> tuple[str, str | None]:
    """(outcome, failure) for one input: the pipeline and every reporter, and `render` (with
    those options) when given, within the time and memory bounds."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
    peak_before, resident = _peak_mb(), _resident_mb()
    start = time.perf_counter()
    try:
        outcome = _run(raw, explain, many, render)
    except _TooSlow:
        return "failed", f"over {TIME_LIMIT} s"
    except Exception as exc:  # a traceback: the failure this fuzzer hunts
        return "failed", f"{type(exc).__name__}: {exc}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    failure = _failure(outcome, time.perf_counter() - start, peak_before, resident)
    return ("failed", failure) if failure else (f"exit {int(outcome.status)}", None)


def _run(raw: bytes, explain: bool, many: bool, render: dict[str, str] | None) -> Outcome:
    from boardscore.pipeline import process
    from boardscore.reporters import REPORTERS
    from boardscore.request import Mode, Request

    outcome = process("fuzz.yaml", raw, Request(explain=explain))
    for reporter in REPORTERS.values():
        sink = io.StringIO()
        reporter(sink, sink, explain=explain, many=many).report(outcome)
    if render is not None:  # `boardscore render`
        drawn = process("fuzz.yaml", raw, Request(Mode.RENDER, board=render))
        if drawn.picture is not None:
            ElementTree.fromstring(drawn.picture)
    return outcome


def _failure(outcome: Outcome, elapsed: float, peak_before: float, resident: float
             ) -> str | None:
    from boardscore.status import ExitStatus

    if elapsed > TIME_LIMIT:
        return f"took {elapsed:.2f} s"
    if any(d.code == "internal-error" for d in outcome.diagnostics):
        return outcome.diagnostics[0].message
    if outcome.status not in (ExitStatus.OK, ExitStatus.INVALID, ExitStatus.USAGE):
        return f"exit {outcome.status}"
    peak = _peak_mb()  # the process's peak only tells about this input when it grew
    if peak > peak_before and peak - resident > MEMORY_LIMIT_MB:
        return f"the input took {peak - resident:.0f} MB"
    return None


Checked = tuple[str, str, "str | None"]  # (kind, outcome, failure) of one seed


def run_seeds(check: Callable[[int], Checked], description: str, count: int,
              maxtasksperchild: int | None = None, chunksize: int = 1
              ) -> tuple[Counter[tuple[str, str]], list[tuple[int, str]], float]:
    """The command line shared by the fuzzers (--count, --start, --workers): every seed
    checked in a pool of processes; the outcomes counted, the failures kept, the time taken."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--count", type=int, default=count)
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.count)
    counts: Counter[tuple[str, str]] = Counter()
    failures: list[tuple[int, str]] = []
    started = time.perf_counter()
    with multiprocessing.Pool(args.workers, maxtasksperchild=maxtasksperchild) as pool:
        for seed, (kind, outcome, failure) in zip(seeds, pool.imap(check, seeds, chunksize),
                                                  strict=True):
            counts[(kind, outcome)] += 1
            if failure is not None:
                failures.append((seed, failure))
    return counts, failures, time.perf_counter() - started


def main() -> None:
    counts, failures, seconds = run_seeds(check, __doc__.splitlines()[0], 100_000,
                                          maxtasksperchild=5000, chunksize=50)
    report(counts, failures, seconds)
    sys.exit(1 if failures else 0)


def report(counts: Counter[tuple[str, str]], failures: list[tuple[int, str]],
           seconds: float) -> None:
    total = sum(counts.values())
    print(f"{total} inputs in {seconds:.0f} s ({total / max(seconds, 1e-9):.0f}/s)")
    for kind in ("structural", "textual", "schema", "hostile"):
        row = {outcome: n for (k, outcome), n in counts.items() if k == kind}
        print(f"  {kind:<10} " + ", ".join(f"{o}: {n}" for o, n in sorted(row.items())))
    print(f"failures: {len(failures)}")
    folder = ROOT / "tests" / "fuzz" / "failures"
    for seed, failure in failures[:20]:
        print(f"  seed {seed}: {failure}")
        folder.mkdir(exist_ok=True)
        (folder / f"seed-{seed}.bin").write_bytes(make_input(seed)[1])


def sample(count: int, start: int = 0) -> list[tuple[int, str | None]]:
    """For the test suite: the failures among `count` inputs, run in this process."""
    return [(seed, failure) for seed in range(start, start + count)
            for _, _, failure in [check(seed)] if failure is not None]


_: Callable[..., Any] = math.isnan  # NaN and infinities reach the JSON path through allow_nan

if __name__ == "__main__":
    main()
