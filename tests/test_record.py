"""scorers/record.py behaves as the frozen, slotted dataclasses it replaces on the start-up path
(issue 22 item 7): construction, defaults, equality, hash, repr, replace, pickling, frozenness."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import subprocess
import sys
import typing
from typing import Any

import pytest

from boardscore.scorers.record import (
    COMPILE_AFTER,
    FrozenInstanceError,
    NamedTuple,
    Record,
    field,
    replace,
)


class Point(Record):
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()
    facts: dict[str, int] = field(default_factory=dict)


@dataclasses.dataclass(frozen=True, slots=True)
class DataPoint:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()
    facts: dict[str, int] = dataclasses.field(default_factory=dict)


class Other(Record):
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()
    facts: dict[str, int] = field(default_factory=dict)


class Derived(Record):
    text: str
    length: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "length", len(self.text))


class Tally(Record, frozen=False):
    name: str
    seen: list[str] = field(default_factory=list)


def test_construction_and_repr_as_a_dataclass() -> None:
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        ((1,), {}), ((1, 2), {}), ((), {"x": 3, "facts": {"a": 1}}), ((1, 2, ("t",)), {})]
    for args, kwargs in calls:
        record, data = Point(*args, **kwargs), DataPoint(*args, **kwargs)
        assert repr(record) == repr(data).replace("DataPoint", "Point")
        assert (record.x, record.y, record.tags, record.facts) == (data.x, data.y, data.tags,
                                                                    data.facts)
    assert Point(1).facts is not Point(1).facts  # a fresh default each time
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point(1, z=2)  # type: ignore[call-arg]


def test_the_looping_and_the_compiled_init_agree() -> None:
    """A class's first COMPILE_AFTER constructions bind their arguments in a loop, the later ones
    through the compiled __init__: the same records, the same refusals."""

    class Fresh(Record):
        x: int
        y: int = 0
        facts: dict[str, int] = field(default_factory=dict)
        size: int = field(init=False, default=7)

    class Mutable(Record, frozen=False):
        name: str
        seen: list[str] = field(default_factory=list)

    made: list[tuple[object, ...]] = []
    for _ in range(2 * COMPILE_AFTER):
        made.append((Fresh(1), Fresh(1, 2), Fresh(x=3, facts={"a": 1}), Fresh(4, y=5),
                     Mutable("a"), Mutable(name="b", seen=["c"])))
        wrongs: tuple[tuple[Any, ...], ...] = ((), (1, 2, {}, 4))
        for wrong in wrongs:
            with pytest.raises(TypeError):
                Fresh(*wrong)
        keywords: list[dict[str, Any]] = [{"z": 1}, {"size": 1}]
        for keyword in keywords:
            with pytest.raises(TypeError):
                Fresh(1, **keyword)
        with pytest.raises(TypeError):
            Fresh(1, x=2)  # type: ignore[misc]
    assert "_bound" not in Fresh.__init__.__code__.co_names  # the compiled one by now
    assert all(row == made[0] for row in made)
    assert made[0][0] == Fresh(1, 0, {})
    assert Fresh(1).size == 7
    assert made[0][5] == Mutable("b", ["c"])
    assert Fresh(1).facts is not Fresh(1).facts
    derived = [Derived("abc").length for _ in range(2 * COMPILE_AFTER)]
    assert derived == [3] * 2 * COMPILE_AFTER


def test_equality_is_per_class_and_hash_follows_it() -> None:
    assert Point(1, 2) == Point(1, 2)
    assert Point(1, 2) != Point(1, 3)
    assert Point(1, 2) != Other(1, 2)  # unlike NamedTuples
    assert Point(1, 2) != (1, 2, (), {})
    assert hash(Derived("abc")) == hash(Derived("abc"))
    assert hash(Derived("abc")) == hash(("abc",))  # as a dataclass: the fields' tuple
    assert len({Derived("a"), Derived("a"), Derived("b")}) == 2
    with pytest.raises(TypeError):
        hash(Point(1))  # a dict field, as in a dataclass
    assert Derived("abc") == Derived("abc")
    assert Derived("abc").length == 3
    with pytest.raises(TypeError):
        hash(Tally("a"))  # mutable: unhashable, as a dataclass without frozen
    assert Tally("a") == Tally("a")


def test_frozen_and_slotted() -> None:
    point = Point(1)
    with pytest.raises(FrozenInstanceError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del point.x
    assert not hasattr(point, "__dict__")
    tally = Tally("a")
    tally.seen.append("b")
    tally.name = "c"
    assert tally == Tally("c", ["b"])
    assert not hasattr(tally, "__dict__")


def test_replace_pickle_and_copy() -> None:
    point = Point(1, 2, ("t",), {"a": 1})
    assert replace(point, y=5) == Point(1, 5, ("t",), {"a": 1})
    assert replace(Derived("ab"), text="abcd").length == 4
    for again in (pickle.loads(pickle.dumps(point)), copy.copy(point), copy.deepcopy(point)):
        assert again == point
        assert type(again) is Point
    assert pickle.loads(pickle.dumps(Derived("abc"))).length == 3


def test_pattern_matching_by_position() -> None:
    match Point(4, 5):
        case Point(x, y):
            assert (x, y) == (4, 5)
        case _:  # pragma: no cover
            pytest.fail("no match")


def test_a_scored_file_imports_neither_dataclasses_nor_inspect() -> None:
    """Issue 22 item 7: nothing on the path of a one-file score pays for them."""
    code = ("import sys; from boardscore.console import run\n"
            "sys.argv = ['boardscore', 'score', sys.argv[1]]\n"
            "try:\n    run()\nexcept SystemExit:\n    pass\n"
            "sys.stderr.write(' '.join(m for m in ('dataclasses', 'inspect') "
            "if m in sys.modules))")
    from pathlib import Path

    examples = Path(__file__).resolve().parent.parent / "examples"
    for game in ("flowers", "mondo", "clans", "world-wonders"):
        for example in sorted((examples / game).glob("*.yaml"))[:2]:
            done = subprocess.run([sys.executable, "-c", code, str(example)],
                                  capture_output=True, text=True, check=False)
            assert done.stderr == "", (example.name, done.stderr)


class Pair(NamedTuple):
    """Two ends."""

    left: str
    right: int = 0
    tags: tuple[str, ...] = ()

    @property
    def both(self) -> str:
        return f"{self.left}{self.right}"


class TypingPair(typing.NamedTuple):
    """Two ends."""

    left: str
    right: int = 0
    tags: tuple[str, ...] = ()


def test_the_named_tuples_are_typings() -> None:
    """scorers/record.py's NamedTuple (for the running program) makes the classes
    typing.NamedTuple makes, without evaluating the annotations."""
    assert Pair("a") == ("a", 0, ())
    assert TypingPair("a") == ("a", 0, ())
    assert Pair("a", 2)._replace(left="b") == ("b", 2, ())
    assert Pair._fields == TypingPair._fields
    assert Pair._field_defaults == TypingPair._field_defaults
    assert repr(Pair("a", 1)) == "Pair(left='a', right=1, tags=())"
    assert Pair("a", 1).both == "a1"
    assert Pair.__doc__ == "Two ends."
    assert Pair.__module__ == __name__
    assert pickle.loads(pickle.dumps(Pair("a", 1, ("t",)))) == Pair("a", 1, ("t",))
    left, right, _ = Pair("x", 3)
    assert (left, right) == ("x", 3)
    with pytest.raises(TypeError):
        type("Wrong", (NamedTuple,), {"__annotations__": {"a": "int", "b": "int"}, "a": 1,
                                       "__module__": __name__})
