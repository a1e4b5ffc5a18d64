"""The package's ``NamedTuple``: ``typing.NamedTuple``'s classes, made in one step at import.

``class Step(NamedTuple): ...`` with ``typing.NamedTuple`` costs ~0.7M interpreter
instructions a class when the module is imported (docs/PERFORMANCE.md, the nineteenth round):
each field's annotation is checked by ``typing`` (a string annotation, as ``from __future__
import annotations`` makes every one, is compiled into a ``ForwardRef``), the class is made
by ``collections.namedtuple`` (its ``__new__`` compiled from source text), then its
``__bases__`` are set again (the type's slots worked out a second time) and every name of the
class body is set on it one by one. ``blackhorse night`` imports ~30 of them.

This base makes the same class with one ``type()`` call: the fields, their defaults, the
field properties (``collections``' own C ``_tuplegetter``), ``__new__`` with the fields as
its parameters (its code one compiled template a number of fields, renamed), ``_make``,
``_replace``, ``_asdict``, ``__repr__``, ``__getnewargs__``, ``__match_args__``, and the
class body's own methods, properties and docstring. What a named tuple does is the same as
the standard one's: the same values, comparisons, hash, text, pickling and errors
(``tests/test_namedtuple.py`` compares every one of the package's classes with the class
``typing.NamedTuple`` makes of the same body). ``__annotations__`` holds the annotations as
written (strings under ``from __future__ import annotations``), not ``ForwardRef``\\s.

Type checkers see ``typing.NamedTuple`` itself. Only what the package uses is supported: no
``Generic`` named tuple, no base but this one.
"""

from __future__ import annotations

from types import FunctionType
from typing import TYPE_CHECKING, Any

try:
    from collections import _tuplegetter  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - a Python without the C accessor
    from operator import itemgetter

    def _tuplegetter(index: int, doc: str) -> Any:
        return property(itemgetter(index), doc=doc)


_tuple_new = tuple.__new__
_NEW_GLOBALS: dict[str, Any] = {"_tuple_new": _tuple_new, "__builtins__": {}}
# ``__new__``'s code for 0 to 16 fields, renamed for each class: written here, so it is read
# with the module's bytecode instead of compiled from text when a class is made


def _new0(_cls):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, ())


def _new1(_cls, _0):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0,))


def _new2(_cls, _0, _1):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1))


def _new3(_cls, _0, _1, _2):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2))


def _new4(_cls, _0, _1, _2, _3):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3))


def _new5(_cls, _0, _1, _2, _3, _4):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4))


def _new6(_cls, _0, _1, _2, _3, _4, _5):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5))


def _new7(_cls, _0, _1, _2, _3, _4, _5, _6):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6))


def _new8(_cls, _0, _1, _2, _3, _4, _5, _6, _7):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7))


def _new9(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8))


def _new10(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9))


def _new11(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10))


def _new12(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11))


def _new13(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12))


def _new14(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13))


def _new15(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14))


def _new16(_cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15):  # type: ignore[no-untyped-def]
    return _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15))


_CODES: dict[int, Any] = {
    k: f.__code__
    for k, f in enumerate(
        (_new0, _new1, _new2, _new3, _new4, _new5, _new6, _new7, _new8)
        + (_new9, _new10, _new11, _new12, _new13, _new14, _new15, _new16)
    )
}


def _new_code(count: int) -> Any:
    """The code of ``__new__(_cls, _0, ..., _{count-1})``: compiled once for more than 16 fields."""
    code = _CODES.get(count)
    if code is None:
        args = ", ".join(f"_{i}" for i in range(count))
        namespace: dict[str, Any] = {}
        exec(f"def __new__(_cls, {args}): return _tuple_new(_cls, ({args}))", _NEW_GLOBALS, namespace)  # noqa: S102
        code = _CODES[count] = namespace["__new__"].__code__
    return code


# the methods ``collections.namedtuple`` writes for every class, written once here


@classmethod  # type: ignore[misc]
def _make(cls: type, iterable: Any) -> Any:
    """Make a new object from a sequence or iterable"""
    result: Any = _tuple_new(cls, iterable)
    if len(result) != len(cls._fields):  # type: ignore[attr-defined]
        raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(result)}")  # type: ignore[attr-defined]
    return result


def _replace(self: Any, /, **kwds: Any) -> Any:
    """Return a new object replacing specified fields with new values"""
    result = self._make(map(kwds.pop, self._fields, self))
    if kwds:
        raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
    return result


def __repr__(self: Any) -> str:
    """Return a nicely formatted representation string"""
    name: str = self.__class__.__name__
    return name + "(" + ", ".join([f"{n}={v!r}" for n, v in zip(self._fields, self, strict=True)]) + ")"


def _asdict(self: Any) -> dict[str, Any]:
    """Return a new dict which maps field names to their values."""
    return dict(zip(self._fields, self, strict=True))


def __getnewargs__(self: Any) -> tuple[Any, ...]:
    """Return self as a plain tuple.  Used by copy and pickle."""
    return tuple(self)


# what a class body may not define (``typing``'s rule)
_PROHIBITED = frozenset(
    {
        "__new__",
        "__init__",
        "__slots__",
        "__getnewargs__",
        "_fields",
        "_field_defaults",
        "_make",
        "_replace",
        "_asdict",
        "_source",
    }
)


class _Maker(type):
    """The class statement's metaclass: makes the named tuple class (of type ``type``, as
    ``typing``'s does)."""

    def __new__(mcs, typename: str, bases: tuple[type, ...], ns: dict[str, Any]) -> Any:  # noqa: N804
        if bases != (_BASE,):
            raise TypeError("a blackhorse NamedTuple has NamedTuple as its only base")
        annotations = ns.get("__annotations__", {})
        fields = tuple(annotations)
        defaults: list[Any] = []
        for name in fields:
            if name.startswith("_"):
                raise ValueError(f"Field names cannot start with an underscore: {name!r}")
            if name in ns:
                defaults.append(ns[name])
            elif defaults:
                raise TypeError(f"Non-default namedtuple field {name} cannot follow default field(s)")
        for name in ns:
            if name in _PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + name)
        listed = ", ".join(fields)
        new = FunctionType(
            _new_code(len(fields)).replace(
                co_varnames=("_cls", *fields), co_name="__new__", co_qualname=f"{typename}.__new__"
            ),
            _NEW_GLOBALS,
            "__new__",
            tuple(defaults),
        )
        new.__doc__ = f"Create new instance of {typename}({listed})"
        new.__annotations__ = dict(annotations)
        body = {
            "__doc__": f"{typename}({listed})",
            "__slots__": (),
            "_fields": fields,
            "_field_defaults": dict(zip(fields[len(fields) - len(defaults) :], defaults, strict=True)),
            "__new__": new,
            "_make": _make,
            "_replace": _replace,
            "__repr__": __repr__,
            "_asdict": _asdict,
            "__getnewargs__": __getnewargs__,
            "__match_args__": fields,
        }
        for index, name in enumerate(fields):
            body[name] = _tuplegetter(index, f"Alias for field number {index}")
        body.update((k, v) for k, v in ns.items() if k not in annotations)
        body["__annotations__"] = annotations
        return type.__new__(type, typename, (tuple,), body)


_BASE: Any = type.__new__(_Maker, "NamedTuple", (), {"__module__": __name__})

if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:
    NamedTuple = _BASE

__all__ = ["NamedTuple"]
