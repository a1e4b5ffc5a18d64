"""The package's ``NamedTuple`` (``blackhorse.core.namedtuple``) makes the classes
``typing.NamedTuple`` makes, in one step at import (issue 25: ~0.5M instructions a class less,
~30 classes in every ``blackhorse night``)."""

from __future__ import annotations

import ast
import copy
import importlib
import inspect
import pickle
from pathlib import Path
from typing import Any

import pytest

from blackhorse.core.namedtuple import NamedTuple as Ours

ROOT = Path(__file__).resolve().parent.parent / "blackhorse"
OURS = "from blackhorse.core.namedtuple import NamedTuple"
# what the standard class has that ours need not (3.12 and later keep the bases as written),
# and the cache copyreg puts on whichever class was copied or pickled first (so it depends on
# which tests ran before: CI failed on Step's ``__slotnames__``)
STANDARD_ONLY = {"__orig_bases__", "__slotnames__"}


def _pairs() -> list[tuple[type, type]]:
    """Each of the package's named tuple classes, with the class ``typing.NamedTuple`` makes of
    the same module's source."""
    pairs = []
    for path in sorted(ROOT.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if OURS not in text:
            continue
        name = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts)
        module = importlib.import_module(name)
        standard: dict[str, Any] = {"__name__": name, "__file__": str(path)}
        # compiled without this file's ``from __future__ import annotations``: as the module is
        code = compile(
            text.replace(OURS, "from typing import NamedTuple"), str(path), "exec", dont_inherit=True
        )
        exec(code, standard)  # noqa: S102
        found = [
            (value, standard[key])
            for key, value in vars(module).items()
            if isinstance(value, type) and value.__module__ == name and hasattr(value, "_fields")
        ]
        assert found, f"{name} imports NamedTuple and makes none"
        pairs += found
    return pairs


PAIRS = _pairs()


def test_the_package_has_its_named_tuples_from_the_package_base() -> None:
    assert len(PAIRS) >= 30
    assert {c.__name__ for c, _ in PAIRS} >= {"Step", "Note", "Case", "Event", "ReportLine", "Sighting"}


def _instance(cls: type, values: tuple[Any, ...]) -> Any:
    return cls(*values)


def _said(call: Any) -> tuple[str, str]:
    try:
        call()
    except Exception as e:  # noqa: BLE001 (the error itself is what is compared)
        return type(e).__name__, str(e)
    return "", ""


def _behaviour(cls: type) -> list[Any]:
    fields: tuple[str, ...] = cls._fields  # type: ignore[attr-defined]
    values = tuple(f"v{i}" for i in range(len(fields)))
    a = cls(*values)
    b = cls(**dict(zip(fields, values, strict=True)))
    new = cls.__new__
    signature = inspect.signature(cls)
    return [
        cls.__name__,
        cls.__qualname__,
        cls.__module__,
        cls.__doc__,
        cls.__mro__[1:],
        type(cls),
        fields,
        cls._field_defaults,  # type: ignore[attr-defined]
        cls.__match_args__,  # type: ignore[attr-defined]
        cls.__slots__,  # type: ignore[attr-defined]
        sorted(set(cls.__dict__) - STANDARD_ONLY),
        [(p.name, p.kind, p.default) for p in signature.parameters.values()],
        [cls.__dict__[f].__doc__ for f in fields],
        (new.__name__, new.__qualname__, new.__doc__, new.__defaults__),
        [
            (k, type(v).__name__)
            for k, v in cls.__dict__.items()
            if k not in fields and k not in STANDARD_ONLY
        ],
        tuple(a),
        a == b,
        a == values,
        hash(a) == hash(values),
        repr(a),
        a._asdict(),  # type: ignore[attr-defined]
        tuple(a._replace(**{fields[0]: "x"})),  # type: ignore[attr-defined]
        [getattr(a, f) for f in fields],
        tuple(cls._make(values)),  # type: ignore[attr-defined]
        a.__getnewargs__(),
        _said(lambda: cls._make(values[:-1])),  # type: ignore[attr-defined]
        _said(lambda: a._replace(nowhere=1)),
        _said(lambda: cls(*values, "one too many")),
        _said(lambda: cls(**{fields[0]: 1}, nowhere=1)),
        _said(lambda: setattr(a, fields[0], 1)),
        _said(lambda: a.__dict__),
    ]


@pytest.mark.parametrize(("ours", "standard"), PAIRS, ids=[c.__qualname__ for c, _ in PAIRS])
def test_the_same_class_as_typing_makes(ours: type, standard: type) -> None:
    said = _behaviour(ours)
    expected = _behaviour(standard)
    assert said[4] == expected[4] == (tuple, object)
    assert said[:4] + said[5:] == expected[:4] + expected[5:]
    # the class body's own functions are the ones written
    for key, value in ours.__dict__.items():
        if inspect.isfunction(value) and key != "__new__" and value.__module__ == ours.__module__:
            written = standard.__dict__[key]
            assert (value.__qualname__, value.__code__.co_names) == (
                written.__qualname__,
                written.__code__.co_names,
            )


@pytest.mark.parametrize(("ours", "standard"), PAIRS[:8], ids=[c.__qualname__ for c, _ in PAIRS[:8]])
def test_pickled_and_copied_as_themselves(ours: type, standard: type) -> None:
    values = tuple(range(len(ours._fields)))  # type: ignore[attr-defined]
    a = ours(*values)
    for again in (pickle.loads(pickle.dumps(a)), copy.copy(a), copy.deepcopy(a)):
        assert type(again) is ours and again == a


def test_a_class_body_keeps_the_standard_rules() -> None:
    with pytest.raises(TypeError, match="Non-default namedtuple field b cannot follow default field"):

        class Late(Ours):
            a: int = 0
            b: int

    with pytest.raises(AttributeError, match="Cannot overwrite NamedTuple attribute _make"):

        class Own(Ours):
            a: int

            def _make(self) -> None: ...

    with pytest.raises(ValueError, match="cannot start with an underscore"):

        class Hidden(Ours):
            _a: int

    class Wide(Ours):
        """Twenty fields: more than the written templates."""

        f0: int
        f1: int
        f2: int
        f3: int
        f4: int
        f5: int
        f6: int
        f7: int
        f8: int
        f9: int
        f10: int
        f11: int
        f12: int
        f13: int
        f14: int
        f15: int
        f16: int
        f17: int
        f18: int
        f19: int = 19

    wide = Wide(*range(19))
    assert wide == tuple(range(20)) and wide.f19 == 19 and wide._replace(f0=5)[0] == 5


def test_every_named_tuple_of_the_package_uses_the_package_base() -> None:
    """A module that takes ``NamedTuple`` from ``typing`` makes its classes the slow way again:
    ``from blackhorse.core.namedtuple import NamedTuple``."""
    standard = []
    for path in sorted(set(ROOT.rglob("*.py")) - {ROOT / "core" / "namedtuple.py"}):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in ("typing", "typing_extensions"):
                standard += [f"{path.relative_to(ROOT.parent)}" for a in node.names if a.name == "NamedTuple"]
            elif isinstance(node, ast.Attribute) and node.attr in ("NamedTuple", "namedtuple"):
                standard.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    assert standard == []
