"""The package's ``@dataclass``: the standard library's dataclass, its methods made without
generated code at import.

``dataclasses.dataclass`` writes each method it adds (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, the frozen ``__setattr__`` and ``__delattr__``, the orderings) as source text
and compiles it when the class is defined: about a million interpreter instructions a method,
~100 compilations when ``blackhorse night`` imports what it runs, more than the night itself
costs in the process. This decorator makes the same class (``dataclasses.fields``,
``replace``, ``asdict``, ``is_dataclass`` and the ``__dataclass_params__`` all as the standard
decorator leaves them) with:

- ``__init__`` made when the class is first called, as fast as the standard one from then on:
  a frozen class's without a ``default_factory`` from the code written out in
  ``core/frozeninit.py`` (nothing compiled), any other compiled (one compilation, for the
  classes a process makes an instance of);
- ``__repr__``, ``__eq__``, ``__hash__``, the orderings and the frozen ``__setattr__`` /
  ``__delattr__`` as plain functions over the fields' values (``operator.attrgetter``),
  which behave as the standard ones do (same text, same comparisons, same hash, same errors).

Only what the package uses is supported: ``frozen``, ``eq``, ``order``, ``repr``, fields with a
default or a ``default_factory``; anything else (``kw_only``, ``InitVar``, ``__post_init__``,
``field(init=False)``) is refused when the class is defined, so a new use is noticed at once.
"""

from __future__ import annotations

import dataclasses
import inspect
import reprlib
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

from blackhorse.core.frozeninit import frozen_init

T = TypeVar("T")

_MISSING = dataclasses.MISSING


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The values of ``names`` of an object as one tuple (attrgetter of one name gives the value
    itself, of none nothing)."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        (name,) = names
        return lambda obj: (getattr(obj, name),)
    return attrgetter(*names)


def _init_source(cls: type, fields: list[dataclasses.Field[Any]], frozen: bool) -> Callable[..., None]:
    """Compile ``cls``'s ``__init__`` as the standard decorator writes it."""
    params, body = ["self"], []
    env: dict[str, Any] = {"__dataclass_builtins_object__": object, "__dataclass_HAS_FACTORY__": _HAS_FACTORY}
    for f in fields:
        if f.default is not _MISSING:
            env[f"__dataclass_dflt_{f.name}__"] = f.default
            params.append(f"{f.name}=__dataclass_dflt_{f.name}__")
            value = f.name
        elif f.default_factory is not _MISSING:
            env[f"__dataclass_dflt_{f.name}__"] = f.default_factory
            params.append(f"{f.name}=__dataclass_HAS_FACTORY__")
            value = f"__dataclass_dflt_{f.name}__() if {f.name} is __dataclass_HAS_FACTORY__ else {f.name}"
        else:
            params.append(f.name)
            value = f.name
        if frozen:
            body.append(f"  __dataclass_builtins_object__.__setattr__(self, {f.name!r}, {value})")
        else:
            body.append(f"  self.{f.name} = {value}")
    source = f"def __init__({', '.join(params)}):\n" + ("\n".join(body) or "  pass") + "\n"
    namespace: dict[str, Any] = {}
    exec(source, env, namespace)  # noqa: S102 (text made here from the class's own field names)
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__annotations__ = {f.name: f.type for f in fields} | {"return": None}
    return init


class _HasFactory:
    """The default of a field with a ``default_factory`` in ``__init__``'s signature."""

    def __repr__(self) -> str:
        return "<factory>"


_HAS_FACTORY = _HasFactory()


def _init_function(cls: type, fields: list[dataclasses.Field[Any]], frozen: bool) -> Callable[..., None]:
    """``cls``'s ``__init__``: a frozen class's without a ``default_factory`` from the code written
    out in ``core/frozeninit.py`` (nothing compiled), any other compiled from its text."""
    if frozen and all(f.default_factory is _MISSING for f in fields):
        defaults = tuple(f.default for f in fields if f.default is not _MISSING)
        names = [f.name for f in fields]
        annotations = {f.name: f.type for f in fields} | {"return": None}
        init = frozen_init(f"{cls.__qualname__}.__init__", names, defaults, annotations)
        if init is not None:
            return init
    return _init_source(cls, fields, frozen)


def _lazy_init(cls: type, fields: list[dataclasses.Field[Any]], frozen: bool) -> Callable[..., None]:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init = cls.__dict__["__init__"]
        if init is __init__:  # the first call: make the real one and put it in place
            init = _init_function(cls, fields, frozen)
            type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _signature(fields: list[dataclasses.Field[Any]]) -> inspect.Signature:
    """The class's signature as the standard ``__init__`` has it, without compiling it."""
    kind = inspect.Parameter.POSITIONAL_OR_KEYWORD
    return inspect.Signature(
        [
            inspect.Parameter(
                f.name,
                kind,
                default=f.default
                if f.default is not _MISSING
                else _HAS_FACTORY
                if f.default_factory is not _MISSING
                else inspect.Parameter.empty,
                annotation=f.type,
            )
            for f in fields
        ],
        return_annotation=None,
    )


def _add(cls: type, name: str, value: object) -> None:
    """Set a method the class does not define itself (the standard decorator's rule)."""
    if name not in cls.__dict__:
        setattr(cls, name, value)


def private_parts() -> bool:
    """Does this Python's ``dataclasses`` have the private parts this decorator reads (a field's
    ``_field_type`` and the ``_FIELD`` it is compared with: Python 3.11 to 3.13 have them)? A
    Python without them gets the standard decorator (its methods compiled at import, as before
    this module: slower to start, the same classes)."""
    return hasattr(dataclasses, "_FIELD") and "_field_type" in getattr(dataclasses.Field, "__slots__", ())


def _process(cls: type[T], *, repr: bool, eq: bool, order: bool, frozen: bool) -> type[T]:  # noqa: A002
    own = cls.__dict__
    if not private_parts() or any(dataclasses.is_dataclass(base) for base in cls.__mro__[1:]):
        return dataclasses.dataclass(repr=repr, eq=eq, order=order, frozen=frozen)(cls)  # the standard rules
    if "__post_init__" in own or any(hasattr(b, "__post_init__") for b in cls.__mro__[1:]):
        raise TypeError(f"{cls.__name__}: __post_init__ is not supported by blackhorse.core.dataclass")
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    has_doc = bool(own.get("__doc__"))
    class_hash = own.get("__hash__", _MISSING)
    explicit_hash = not (class_hash is _MISSING or (class_hash is None and "__eq__" in own))
    if not has_doc and "__init__" not in own:
        # the docstring is written below from the fields; without one, the standard decorator
        # would first write its own from ``inspect.signature`` of a class still holding
        # ``object.__init__``: read by tokenizing its text signature (tokenize's patterns
        # compiled, ~15M interpreter instructions once a process) only to be replaced
        cls.__doc__ = cls.__name__
    cls = dataclasses.dataclass(init=False, repr=False, eq=False, frozen=False)(cls)
    all_fields = list(cls.__dataclass_fields__.values())  # type: ignore[attr-defined]
    fields = [f for f in all_fields if f._field_type is dataclasses._FIELD]  # type: ignore[attr-defined]
    if len(fields) != len(all_fields):
        raise TypeError(f"{cls.__name__}: InitVar and ClassVar fields are not supported")
    for f in fields:
        if not f.init or f.kw_only is True:
            raise TypeError(f"{cls.__name__}.{f.name}: init=False and kw_only are not supported")
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    params.init, params.repr, params.eq, params.order, params.frozen = True, repr, eq, order, frozen
    names = tuple(f.name for f in fields)

    if "__init__" not in own:
        signature = _signature(fields)
        type.__setattr__(cls, "__init__", _lazy_init(cls, fields, frozen))
        type.__setattr__(cls, "__signature__", signature)
        if not has_doc:  # as the standard decorator writes a class's missing docstring
            cls.__doc__ = cls.__name__ + str(signature).replace(" -> None", "")
    if repr:
        shown = tuple(f.name for f in fields if f.repr)

        @reprlib.recursive_repr()
        def __repr__(self: Any) -> str:
            inner = ", ".join([f"{name}={getattr(self, name)!r}" for name in shown])
            return f"{self.__class__.__qualname__}({inner})"

        __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
        _add(cls, "__repr__", __repr__)
    compared = _values(tuple(f.name for f in fields if f.compare))
    if eq:

        def __eq__(self: Any, other: Any) -> Any:
            if other.__class__ is self.__class__:
                return compared(self) == compared(other)
            return NotImplemented

        _add(cls, "__eq__", __eq__)
    if order:
        for name, test in (
            ("__lt__", tuple.__lt__),
            ("__le__", tuple.__le__),
            ("__gt__", tuple.__gt__),
            ("__ge__", tuple.__ge__),
        ):
            if name in own:
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
            setattr(cls, name, _ordering(name, test, compared))
    if eq and not explicit_hash:
        if frozen:
            hashed = _values(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash)))

            def __hash__(self: Any) -> int:
                return hash(hashed(self))

            type.__setattr__(cls, "__hash__", __hash__)
        else:
            type.__setattr__(cls, "__hash__", None)
    if frozen:
        _freeze(cls, frozenset(names))
    return cls


def _ordering(
    name: str,
    test: Callable[[tuple[Any, ...], tuple[Any, ...]], bool],
    compared: Callable[[Any], tuple[Any, ...]],
) -> Callable[[Any, Any], Any]:
    def compare(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return test(compared(self), compared(other))
        return NotImplemented

    compare.__name__ = name
    return compare


def _freeze(cls: type[Any], names: frozenset[str]) -> None:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    for method in (__setattr__, __delattr__):
        if method.__name__ in cls.__dict__:
            raise TypeError(f"Cannot overwrite attribute {method.__name__} in class {cls.__name__}")
        type.__setattr__(cls, method.__name__, method)


@overload
def dataclass(cls: type[T], /) -> type[T]: ...


@overload
def dataclass(
    *, repr: bool = True, eq: bool = True, order: bool = False, frozen: bool = False
) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(
    cls: type[T] | None = None,
    /,
    *,
    repr: bool = True,  # noqa: A002 (the standard decorator's parameter)
    eq: bool = True,
    order: bool = False,
    frozen: bool = False,
) -> type[T] | Callable[[type[T]], type[T]]:
    """``dataclasses.dataclass`` with these parameters, its methods made without compiling
    code at import (see the module's text)."""

    def wrap(c: type[T]) -> type[T]:
        return _process(c, repr=repr, eq=eq, order=order, frozen=frozen)

    return wrap if cls is None else wrap(cls)


__all__ = ["dataclass", "private_parts"]
