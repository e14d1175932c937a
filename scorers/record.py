"""Record classes: what `@dataclass(frozen=True, slots=True)` gives boardscore, for less.

    class Line(Record):             # frozen and slotted
        category: str
        points: int = 0
        facts: dict[str, int] = field(default_factory=dict)

    class Tally(Record, frozen=False):  # a mutable one, still slotted
        __slots__ = ("__dict__",)  # only for functools.cached_property

A record has the dataclass's `__init__` (by position or keyword, defaults, `field(...)` with
default_factory, init=False, compare=False, repr=False, then `__post_init__`), its equality
(records of the same class, field by field), its hash when frozen, its repr and its pickling
(results cross to worker processes); `replace(record, **changes)` is `dataclasses.replace`.
mypy reads it as a dataclass (`dataclass_transform`).

Why not `dataclasses` (issue 22, start-up): importing it pulls in `inspect`, `ast`, `dis` and
`tokenize`, and each frozen slotted dataclass costs about 0.7 ms to create on the benchmark
machine (it compiles six methods, then builds the class a second time for its slots); one
scored file created some 30 of them. A record's `__init__` first reads its arguments with a
loop over the fields; a class built more than a few dozen times then compiles the dataclass's
own straight-line `__init__` (compiling costs as much as creating the class: most classes of a
scored file are built a few times, a batch's thousands); equality, hash and repr are shared
functions. Nothing here imports `typing` at run time (a scored file does not load it).
bench/README.md has the measurements.
"""

from __future__ import annotations

from collections import namedtuple
from operator import attrgetter

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a scored file does not)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar, TypeVar, dataclass_transform
    from typing import NamedTuple as NamedTuple

    R = TypeVar("R", bound="Record")
else:
    def dataclass_transform(**_options: object) -> object:
        """For type checkers only (typing.dataclass_transform records them on the class)."""
        return lambda cls: cls

    class _NamedTupleType(type):
        """`class Point(NamedTuple): x: int` as typing makes it (collections.namedtuple, the
        class body's methods and docstring), without evaluating the annotations: typing turns
        each string annotation into a ForwardRef, which compiles it (the first compile of a
        process costs some 10M instructions, 3% of a scored file)."""

        def __new__(cls, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
            if not bases:  # NamedTuple itself
                return super().__new__(cls, name, bases, namespace)
            fields = list(namespace.get("__annotations__", {}))
            defaults = [namespace[key] for key in fields if key in namespace]
            if any(key not in namespace for key in fields[len(fields) - len(defaults):]):
                raise TypeError(f"{name}: a field without a default follows one with a default")
            made = namedtuple(name, fields, defaults=defaults, module=namespace["__module__"])
            for key, value in namespace.items():
                if key not in ("__module__", "__annotations__") and key not in fields:
                    setattr(made, key, value)
            return made

    class NamedTuple(metaclass=_NamedTupleType):
        """typing.NamedTuple for the running program (the type checkers read typing's)."""

__all__ = ["FrozenInstanceError", "NamedTuple", "Record", "field", "replace"]

# Calls of the looping __init__ before a class compiles its straight-line one.
COMPILE_AFTER = 32

_MISSING: Any = type("_Missing", (), {})()
_set = object.__setattr__


class FrozenInstanceError(AttributeError):
    """Assigning to a field of a frozen record (as dataclasses.FrozenInstanceError)."""


class _Field:
    __slots__ = ("compare", "default", "factory", "init", "repr")

    def __init__(self, default: Any = _MISSING, factory: Callable[[], Any] | None = None,
                 init: bool = True, compare: bool = True, shown: bool = True) -> None:
        self.default, self.factory, self.init = default, factory, init
        self.compare, self.repr = compare, shown


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] | None = None,
          init: bool = True, compare: bool = True, repr: bool = True) -> Any:
    """A field's options, as dataclasses.field takes them."""
    return _Field(default, default_factory, init, compare, repr)


def _frozen_setattr(_self: object, name: str, _value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(_self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _own_fields(namespace: dict[str, Any]) -> dict[str, _Field]:
    """The fields a class body declares, their defaults taken out of the class (a slot and a
    class attribute cannot share a name)."""
    found = {}
    for key, kind in namespace.get("__annotations__", {}).items():
        if str(kind).startswith(("ClassVar", "typing.ClassVar")):
            continue
        value = namespace.pop(key, _MISSING)
        found[key] = value if isinstance(value, _Field) else _Field(value)
    return found


@dataclass_transform(field_specifiers=(field,), frozen_default=True)
class _RecordType(type):
    def __new__(cls, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                frozen: bool = True) -> _RecordType:
        if not bases:  # Record itself
            return super().__new__(cls, name, bases, namespace)
        own = _own_fields(namespace)
        fields: dict[str, _Field] = {}
        for base in reversed(bases):
            fields.update(getattr(base, "__record_fields__", {}))
        fields.update(own)
        namespace["__slots__"] = (*own, *namespace.get("__slots__", ()))
        namespace["__record_fields__"] = fields
        namespace["__match_args__"] = tuple(key for key, spec in fields.items() if spec.init)
        made = super().__new__(cls, name, bases, namespace)
        _complete(made, fields, frozen)
        return made


def _complete(cls: Any, fields: dict[str, _Field], frozen: bool) -> None:
    cls.__init__ = _init(cls, fields, frozen)
    compared = [key for key, spec in fields.items() if spec.compare]
    cls._record_key = staticmethod(_key_of(compared))
    cls._record_names = tuple(fields)
    if frozen:
        cls.__setattr__, cls.__delattr__ = _frozen_setattr, _frozen_delattr
    else:
        cls.__hash__ = None  # as a dataclass with eq and without frozen: unhashable


def _key_of(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """The values that equality and the hash compare, as one tuple."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda record: (one(record),)
    return lambda _record: ()


def _init(cls: Any, fields: dict[str, _Field], frozen: bool) -> Callable[..., None]:
    """The class's first __init__: the arguments bound by a loop over the fields, as the
    compiled one binds them; after COMPILE_AFTER calls it puts the compiled one in its place."""
    names = tuple(key for key, spec in fields.items() if spec.init)
    required = frozenset(key for key in names
                         if fields[key].factory is None and fields[key].default is _MISSING)
    steps = tuple((key, spec.default, spec.factory) for key, spec in fields.items())
    setter = _set if frozen else setattr
    post_init = hasattr(cls, "__post_init__")
    where = f"{cls.__qualname__}.__init__()"
    calls = [0]

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        calls[0] += 1
        if calls[0] == COMPILE_AFTER:
            cls.__init__ = _compiled(cls, fields, frozen)
        given = _bound(where, names, required, args, kwargs)
        for key, default, factory in steps:
            if key in given:
                value = given[key]
            elif factory is not None:
                value = factory()
            elif default is not _MISSING:
                value = default
            else:
                continue  # init=False without a default: left for __post_init__
            setter(self, key, value)
        if post_init:
            self.__post_init__()

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _bound(where: str, names: tuple[str, ...], required: frozenset[str], args: tuple[Any, ...],
           kwargs: dict[str, Any]) -> dict[str, Any]:
    """The arguments of a call by field name, refused as Python refuses a call that does not
    fit the signature."""
    if len(args) > len(names):
        raise TypeError(f"{where} takes {len(names) + 1} positional arguments but "
                        f"{len(args) + 1} were given")
    given = dict(zip(names, args, strict=False))
    for key, value in kwargs.items():
        if key not in names:
            raise TypeError(f"{where} got an unexpected keyword argument {key!r}")
        if key in given:
            raise TypeError(f"{where} got multiple values for argument {key!r}")
        given[key] = value
    if not required <= given.keys():
        missing = ", ".join(repr(key) for key in names if key in required and key not in given)
        raise TypeError(f"{where} missing required arguments: {missing}")
    return given


def _compiled(cls: Any, fields: dict[str, _Field], frozen: bool) -> Callable[..., None]:
    """The class's __init__, compiled as dataclasses writes it: no loop at each call."""
    scope: dict[str, Any] = {"_set": _set, "_MISSING": _MISSING}
    parameters, body = [], []
    for key, spec in fields.items():
        if spec.factory is not None:
            scope[f"_f_{key}"] = spec.factory
        if spec.default is not _MISSING:
            scope[f"_d_{key}"] = spec.default
        value = _value(key, spec)
        if spec.init:
            parameters.append(key if spec.factory is None and spec.default is _MISSING else
                              f"{key}=_MISSING" if spec.factory is not None else f"{key}=_d_{key}")
        if value is not None:
            body.append(f"_set(self, {key!r}, {value})" if frozen else f"self.{key} = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    source = "def __init__(self, {}):\n    {}".format(", ".join(parameters),
                                                    "\n    ".join(body or ["pass"]))
    exec(source, scope)  # written above from the field names alone
    made: Callable[..., None] = scope["__init__"]
    made.__qualname__ = f"{cls.__qualname__}.__init__"
    return made


def _value(key: str, spec: _Field) -> str | None:
    """The expression that sets a field in __init__ (None: left unset, for __post_init__)."""
    if spec.init:
        return f"_f_{key}() if {key} is _MISSING else {key}" if spec.factory is not None else key
    if spec.factory is not None:
        return f"_f_{key}()"
    return f"_d_{key}" if spec.default is not _MISSING else None


class Record(metaclass=_RecordType):
    """The base of every record class (see the module's documentation)."""

    __slots__ = ()
    __record_fields__: ClassVar[dict[str, _Field]]
    _record_key: ClassVar[Callable[[Any], tuple[Any, ...]]]
    _record_names: ClassVar[tuple[str, ...]]

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        key = type(self)._record_key
        return bool(key(self) == key(other))

    def __hash__(self) -> int:  # a frozen record's; a mutable one has none (_complete)
        return hash(type(self)._record_key(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{key}={getattr(self, key)!r}"
                          for key, spec in self.__record_fields__.items() if spec.repr)
        return f"{self.__class__.__qualname__}({shown})"

    def __getstate__(self) -> tuple[Any, ...]:
        return tuple(getattr(self, key) for key in self._record_names)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for key, value in zip(self._record_names, state, strict=True):
            _set(self, key, value)


def replace(record: R, /, **changes: Any) -> R:
    """A copy with some fields changed, through __init__ (dataclasses.replace)."""
    values = {key: getattr(record, key) for key, spec in record.__record_fields__.items()
              if spec.init}
    values.update(changes)
    return type(record)(**values)
