"""The package's ``@dataclass`` (``blackhorse.core.dataclass``) makes the classes the standard
decorator makes, without compiling their methods when a command imports them (issue 25: ~90
compilations, ~30M instructions of every ``blackhorse night``)."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import subprocess
import sys
from types import MappingProxyType
from typing import Any

import pytest

from blackhorse.core.dataclass import dataclass as ours
from blackhorse.core.errors import Problem
from blackhorse.orders.model import Action, Condition


def _classes(decorate: Any) -> dict[str, type]:
    @decorate(frozen=True, order=True)
    class Spot:
        """A place and a line."""

        file: str
        line: int
        field_: str = "x"

    @decorate(frozen=True)
    class Sheet:
        """A sheet."""

        who: str
        nicknames: Any = dataclasses.field(default_factory=lambda: MappingProxyType({}))
        orders: tuple[int, ...] = ()

    @decorate
    class Draft:
        a: int
        b: list[int] = dataclasses.field(default_factory=list)

    @decorate(frozen=True, eq=False)
    class Run:
        """Compared by identity."""

        n: int

    @decorate(frozen=True, repr=False)
    class Quiet:
        """Its own repr."""

        n: int

        def __repr__(self) -> str:
            return f"<{self.n}>"

    return {c.__name__: c for c in (Spot, Sheet, Draft, Run, Quiet)}


STANDARD, OURS = _classes(dataclasses.dataclass), _classes(ours)


def _behaviour(c: dict[str, type]) -> list[object]:
    spot, sheet, draft, run, quiet = (c[n] for n in ("Spot", "Sheet", "Draft", "Run", "Quiet"))
    a, b = spot("f", 2), spot("f", 1, "y")
    said: list[object] = [str(inspect.signature(k)) for k in (spot, sheet, draft, run, quiet)]
    said += [draft.__doc__, spot.__match_args__, repr(a), repr(sheet("A")), repr(draft(1))]
    said += [a == spot("f", 2), a != b, a == ("f", 2, "x"), a < b, b <= a, a > b, sorted([a, b]) == [b, a]]
    said += [hash(a) == hash(spot("f", 2)), draft.__hash__ is None]
    said += [run(1) == run(1), repr(run(1)), repr(quiet(3)), quiet(3) == quiet(3)]
    said += [repr(dataclasses.replace(a, line=5)), dataclasses.asdict(draft(1, [2]))]
    said += [[f.name for f in dataclasses.fields(sheet)], dataclasses.is_dataclass(sheet)]
    said += [draft(1).b is not draft(1).b]
    said += [sheet("A").nicknames == {}, spot.__dataclass_params__.frozen, spot.__dataclass_params__.order]
    for attempt in (
        lambda: setattr(a, "line", 3),
        lambda: delattr(a, "line"),
        lambda: setattr(a, "other", 3),
        lambda: spot("f"),
        lambda: spot("f", 1, "x", "extra"),
        lambda: spot("f", 1, nope=2),
        lambda: a < 1,
        lambda: hash(sheet("A")),  # a mapping proxy: unhashable
    ):
        try:
            attempt()
            said.append("no error")
        except Exception as e:  # noqa: BLE001 (the error itself is what is compared)
            said.append((type(e).__name__, str(e).replace("Spot.__init__()", "__init__()")))
    d = draft(1)
    d.a = 2
    said.append(repr(d))
    return said


def test_the_same_class_as_the_standard_decorator_makes() -> None:
    assert _behaviour(OURS) == _behaviour(STANDARD)


def test_the_package_records_behave_as_before() -> None:
    problems = [Problem("b.yaml", 2, "at", "x", "a time"), Problem("a.yaml", 9, "", "", "missing")]
    assert sorted(problems)[0].file == "a.yaml"
    assert len({*problems, Problem("b.yaml", 2, "at", "x", "a time")}) == 2
    assert pickle.loads(pickle.dumps(problems)) == problems
    action = Action(go="204", condition=Condition("alone"))
    assert dataclasses.replace(action, go="205") == Action(go="205", condition=Condition("alone"))
    assert repr(Condition("present", "B")) == "Condition(kind='present', who='B')"
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.go = "201"  # type: ignore[misc]


def test_unsupported_features_are_refused_when_the_class_is_defined() -> None:
    with pytest.raises(TypeError, match="__post_init__"):

        @ours
        class Later:
            """Checks itself."""

            a: int

            def __post_init__(self) -> None: ...

    with pytest.raises(TypeError, match="init=False"):

        @ours
        class Hidden:
            """A field outside __init__."""

            a: int = dataclasses.field(init=False, default=0)


def test_a_command_compiles_no_dataclass_methods_at_import() -> None:
    """Importing everything ``blackhorse night`` runs compiles no method of blackhorse's
    dataclasses (the standard decorator compiled ~90; an ``__init__`` is compiled when its
    class is first called)."""
    # every method the standard decorator makes is compiled by ``exec`` in ``dataclasses`` (one
    # maker function per class, holding the methods; 3.13 runs an empty maker even for a class
    # given none): counted by a module-level ``exec`` shadowing the builtin, on every Python the
    # package supports, with no other private name of ``dataclasses``
    script = (
        "import builtins, dataclasses, sys\n"
        "made = []\n"
        "def counted(source, *a, **k):\n"
        "    if source.count('def ') > 1:\n"
        "        f = sys._getframe(1)\n"
        "        while f.f_globals.get('__name__') == 'dataclasses': f = f.f_back\n"
        "        made.append(f.f_globals.get('__name__'))\n"
        "    return builtins.exec(source, *a, **k)\n"
        "dataclasses.exec = counted\n"
        "@dataclasses.dataclass(frozen=True)\n"
        "class Seen:\n"
        "    x: int\n"
        "import blackhorse.cli.game_commands, blackhorse.results.nightresult, blackhorse.reports.night\n"
        "print(sorted({m for m in made if m == '__main__' or m.startswith('blackhorse')}))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['__main__']"  # the standard decorator's, seen; none of ours


def test_a_class_without_a_docstring_is_not_read_by_inspect_at_import() -> None:
    """The standard decorator writes a missing docstring from ``inspect.signature`` of the
    class; under the package's decorator the class still holds ``object.__init__`` then, whose
    signature is read by tokenizing its text (tokenize's patterns compiled: ~15M instructions
    of every ``blackhorse night``) for a docstring replaced at once. The package's decorator
    writes it from the fields alone (the same text: ``Draft``'s docstring above)."""
    script = (
        "import inspect, sys\n"
        "read = []\n"
        "real = inspect.signature\n"
        "def counted(obj, *a, **k):\n"
        "    read.append(getattr(obj, '__module__', ''))\n"
        "    return real(obj, *a, **k)\n"
        "inspect.signature = counted\n"
        "import blackhorse.cli.game_commands, blackhorse.results.nightresult, blackhorse.reports.night\n"
        "print(sorted({m for m in read if m.startswith('blackhorse')}))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_every_dataclass_of_the_package_uses_the_package_decorator() -> None:
    """A module that takes ``dataclass`` from ``dataclasses`` compiles its methods at import
    again: ``from blackhorse.core.dataclass import dataclass`` (``field`` and ``replace`` still
    come from ``dataclasses``)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "blackhorse"
    standard = []
    for path in sorted(set(root.rglob("*.py")) - {root / "core" / "dataclass.py"}):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "dataclasses":
                standard += [f"{path.relative_to(root.parent)}" for a in node.names if a.name == "dataclass"]
            elif (
                isinstance(node, ast.Attribute)
                and node.attr == "dataclass"
                and isinstance(node.value, ast.Name)
                and node.value.id == "dataclasses"
            ):
                standard.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    assert standard == []


def _spot(decorate: Any) -> type:
    @decorate(frozen=True, order=True)
    class Spot:
        file: str
        line: int = 0

    return Spot


def test_a_python_without_the_private_parts_gets_the_standard_decorator(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where ``dataclasses`` lacks the private parts the package's decorator reads (a later
    Python: a field without ``_field_type``), the decorator is the standard one: the same
    classes, their methods compiled as before."""
    from blackhorse.core import dataclass as module

    assert module.private_parts()  # every supported Python (3.11-3.13) has them
    assert _spot(ours).__eq__.__module__ == "blackhorse.core.dataclass"  # ours: no compiling
    kept = tuple(n for n in dataclasses.Field.__slots__ if n != "_field_type")
    monkeypatch.setattr(dataclasses.Field, "__slots__", kept)
    assert not module.private_parts()
    Spot, Standard = _spot(ours), _spot(dataclasses.dataclass)
    assert Spot.__eq__.__module__ == Standard.__eq__.__module__ == __name__  # the standard's, compiled here
    spot = Spot("a.yaml", 3)
    assert spot == Spot("a.yaml", 3) and spot < Spot("b.yaml") and hash(spot) == hash(Spot("a.yaml", 3))
    assert repr(spot) == repr(Standard("a.yaml", 3)) == "_spot.<locals>.Spot(file='a.yaml', line=3)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        spot.line = 4
    assert [f.name for f in dataclasses.fields(Spot)] == ["file", "line"]
    assert dataclasses.replace(spot, line=5).line == 5


def _package_dataclasses() -> list[type]:
    import importlib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "blackhorse"
    found: dict[str, type] = {}
    for path in sorted(root.rglob("*.py")):
        if "dataclass" not in path.read_text(encoding="utf-8"):
            continue
        module = importlib.import_module(".".join(path.relative_to(root.parent).with_suffix("").parts))
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and value.__module__ == module.__name__
            ):
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return list(found.values())


def test_a_frozen_init_written_out_is_the_compiled_one() -> None:
    """``core/frozeninit.py``'s ``__init__`` of each frozen class without a ``default_factory``
    (nothing compiled) has the bytecode, parameters, defaults and names of the one compiled
    from the standard text."""
    from blackhorse.core import dataclass as module
    from blackhorse.core.frozeninit import frozen_init

    checked = 0
    for cls in _package_dataclasses():
        fields = list(dataclasses.fields(cls))
        frozen = cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
        if not frozen or any(f.default_factory is not dataclasses.MISSING for f in fields):
            continue
        compiled = module._init_source(cls, fields, True)
        made = frozen_init(compiled.__qualname__, [f.name for f in fields], compiled.__defaults__ or (), {})
        assert made is not None and module._init_function(cls, fields, True).__code__ == made.__code__
        made.__annotations__ = compiled.__annotations__
        assert made.__code__.co_code == compiled.__code__.co_code, cls
        assert made.__code__.co_varnames == compiled.__code__.co_varnames
        assert [c for c in made.__code__.co_consts if isinstance(c, str)] == [f.name for f in fields]
        assert (made.__defaults__, made.__qualname__, made.__annotations__) == (
            compiled.__defaults__,
            compiled.__qualname__,
            compiled.__annotations__,
        )
        assert inspect.signature(made) == inspect.signature(compiled)
        checked += 1
    assert checked >= 30


def test_a_night_compiles_only_the_init_of_classes_with_a_factory(tmp_path: Any) -> None:
    """Running the busiest night compiles the ``__init__`` of no frozen class without a
    ``default_factory`` (~0.5M instructions each)."""
    script = (
        "import sys\n"
        "from blackhorse.core import dataclass as d\n"
        "made = []\n"
        "real = d._init_source\n"
        "def counted(cls, fields, frozen):\n"
        "    made.append((cls.__name__, frozen, any(f.default_factory is not d._MISSING for f in fields)))\n"
        "    return real(cls, fields, frozen)\n"
        "d._init_source = counted\n"
        "sys.path.insert(0, 'benchmarks')\n"
        "from busy_night import write_busy_game\n"
        "from blackhorse.cli import main\n"
        f"game = write_busy_game(__import__('pathlib').Path({str(tmp_path)!r}) / 'g', 3)\n"
        "main(['night', str(game), '1'])\n"
        "print(sorted(set(made)))\n"
    )
    root = __import__("pathlib").Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=root)
    made = eval(out.stdout.strip().splitlines()[-1])  # noqa: S307 (our own printed list)
    assert made and all(factory or not frozen for _, frozen, factory in made)
