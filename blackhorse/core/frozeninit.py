"""The frozen dataclasses' ``__init__``, written out: compiled with the package, not at run time.

The standard decorator writes a frozen class's ``__init__`` as source text, one line a field
(``__dataclass_builtins_object__.__setattr__(self, 'name', name)``), and compiles it;
``core/dataclass.py`` does so when the class is first called. Compiling costs ~0.3-0.6M
interpreter instructions a class, ~13 classes in every ``blackhorse night`` (docs/PERFORMANCE.md,
the nineteenth round). The same function for 0 to 12 fields is written below with placeholder
names (parameters ``_0``, ``_1``, ...; attributes ``"_f0"``, ``"_f1"``, ...): :func:`frozen_init`
takes its code, puts the fields' names in place of the placeholders (``CodeType.replace``: its
parameters and its constants) and makes the class's function with the fields' defaults. The
bytecode is what compiling the standard text gives, so the function is as fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import FunctionType
from typing import Any

_object = object
_GLOBALS: dict[str, Any] = {"_object": object}
_MOST = 12


def _init0(self):  # type: ignore[no-untyped-def]
    pass


def _init1(self, _0):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)


def _init2(self, _0, _1):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)


def _init3(self, _0, _1, _2):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)


def _init4(self, _0, _1, _2, _3):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)


def _init5(self, _0, _1, _2, _3, _4):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)


def _init6(self, _0, _1, _2, _3, _4, _5):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)


def _init7(self, _0, _1, _2, _3, _4, _5, _6):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)
    _object.__setattr__(self, "_f6", _6)


def _init8(self, _0, _1, _2, _3, _4, _5, _6, _7):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)
    _object.__setattr__(self, "_f6", _6)
    _object.__setattr__(self, "_f7", _7)


def _init9(self, _0, _1, _2, _3, _4, _5, _6, _7, _8):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)
    _object.__setattr__(self, "_f6", _6)
    _object.__setattr__(self, "_f7", _7)
    _object.__setattr__(self, "_f8", _8)


def _init10(self, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)
    _object.__setattr__(self, "_f6", _6)
    _object.__setattr__(self, "_f7", _7)
    _object.__setattr__(self, "_f8", _8)
    _object.__setattr__(self, "_f9", _9)


def _init11(self, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)
    _object.__setattr__(self, "_f6", _6)
    _object.__setattr__(self, "_f7", _7)
    _object.__setattr__(self, "_f8", _8)
    _object.__setattr__(self, "_f9", _9)
    _object.__setattr__(self, "_f10", _10)


def _init12(self, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11):  # type: ignore[no-untyped-def]
    _object.__setattr__(self, "_f0", _0)
    _object.__setattr__(self, "_f1", _1)
    _object.__setattr__(self, "_f2", _2)
    _object.__setattr__(self, "_f3", _3)
    _object.__setattr__(self, "_f4", _4)
    _object.__setattr__(self, "_f5", _5)
    _object.__setattr__(self, "_f6", _6)
    _object.__setattr__(self, "_f7", _7)
    _object.__setattr__(self, "_f8", _8)
    _object.__setattr__(self, "_f9", _9)
    _object.__setattr__(self, "_f10", _10)
    _object.__setattr__(self, "_f11", _11)


_CODES = [
    f.__code__
    for f in (
        _init0,
        _init1,
        _init2,
        _init3,
        _init4,
        _init5,
        _init6,
        _init7,
        _init8,
        _init9,
        _init10,
        _init11,
        _init12,
    )
]


def frozen_init(
    qualname: str, names: Sequence[str], defaults: tuple[Any, ...], annotations: dict[str, Any]
) -> Callable[..., None] | None:
    """A frozen dataclass's ``__init__(self, *names)`` setting each field with
    ``object.__setattr__``, the last ``len(defaults)`` parameters defaulting to ``defaults``;
    None for more than 12 fields or a field named ``self`` (compiled as before)."""
    if len(names) > _MOST or "self" in names:
        return None
    template = _CODES[len(names)]
    attributes = {f"_f{i}": name for i, name in enumerate(names)}
    code = template.replace(
        co_varnames=("self", *names, *template.co_varnames[len(names) + 1 :]),
        co_consts=tuple(attributes.get(c, c) if isinstance(c, str) else c for c in template.co_consts),
        co_name="__init__",
        co_qualname=qualname,
    )
    init: Callable[..., None] = FunctionType(code, _GLOBALS, "__init__", defaults or None)
    init.__qualname__ = qualname
    init.__annotations__ = annotations
    return init


__all__ = ["frozen_init"]
