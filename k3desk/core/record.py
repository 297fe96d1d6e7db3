"""Validated, immutable records: the base of every scenario and catalog class.

A record is declared with class annotations and :func:`Field` constraints; ``model_validate(data)``
turns plain data (a parsed JSON file, the window's edits) into a record or raises
:class:`ValidationError` listing every problem with the field's location. Coercion follows the
lax rules users already rely on: ``"3"`` and ``3.0`` are the integer 3, ``3.5`` is not;
``"yes"``/``"no"`` are booleans; no number may be infinite or NaN. Error types and messages are
the established ones (``greater_than_equal``, "Input should be greater than or equal to 1"), so
files, ``--set`` refusals and the window's translated messages word a problem the same way.

Why not a library: start-up. Importing one costs about 60 ms and building the model classes
another 35 ms of a window that must open fast on a modest laptop. Here a class costs nothing to
define; its field checkers are built on first validation. Stdlib only, and Qt-free.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from types import NoneType, UnionType
from typing import Any, Literal, Union, get_args, get_origin

from k3desk.core.record_checks import (BAD, as_bool, as_float, as_int, bounded, error, literal, refused,
                                       sequence, text)

_MISSING: Any = type("Missing", (), {"__repr__": lambda self: "MISSING"})()
_CONFIG = {"extra": "ignore", "frozen": False, "allow_inf_nan": True, "str_max_length": None}


def ConfigDict(**options: Any) -> dict:  # noqa: N802 (reads like the class-level setting it is)
    """Per-class settings: ``extra`` ("ignore" or "forbid"), ``frozen``, ``allow_inf_nan``, ``str_max_length``."""
    unknown = set(options) - set(_CONFIG)
    if unknown or options.get("extra", "ignore") not in ("ignore", "forbid"):
        raise TypeError(f"unsupported record setting: {sorted(unknown) or options['extra']}")
    return options


class FieldInfo:
    """One field's default and constraints (``Field(...)`` builds it; ``model_fields`` lists them)."""

    __slots__ = ("default", "ge", "gt", "le", "lt", "min_length", "max_length", "pattern", "description",
                 "annotation")

    def __init__(self, default: Any = _MISSING, *, ge=None, gt=None, le=None, lt=None, min_length=None,
                 max_length=None, pattern=None, description: str = ""):
        self.default, self.ge, self.gt, self.le, self.lt = default, ge, gt, le, lt
        self.min_length, self.max_length, self.pattern = min_length, max_length, pattern
        self.description = description
        self.annotation: Any = None

    def is_required(self) -> bool:
        return self.default is _MISSING

    def __repr__(self) -> str:
        return f"FieldInfo(annotation={self.annotation!r}, default={self.default!r})"


def Field(default: Any = _MISSING, **constraints: Any) -> Any:  # noqa: N802
    """A field's default plus ``ge``/``gt``/``le``/``lt`` bounds, ``min_length``/``max_length``,
    a ``pattern`` for text and a ``description``."""
    return FieldInfo(default, **constraints)


class _Validator:
    __slots__ = ("func", "fields", "mode")

    def __init__(self, func, fields: tuple[str, ...], mode: str):
        self.func, self.fields, self.mode = func, fields, mode


def field_validator(*fields: str, mode: Literal["before", "after"] = "after"):
    """Decorate a classmethod ``(cls, value) -> value`` run on the named fields ("*": all) before or
    after type coercion. A ``ValueError`` it raises is recorded as a ``value_error`` of that field."""
    if mode not in ("before", "after"):
        raise ValueError(f"field validators run 'before' or 'after', not {mode!r}")
    return lambda f: _Validator(f.__func__ if isinstance(f, classmethod) else f, fields, mode)


def model_validator(*, mode: Literal["after"] = "after"):
    """Decorate a method ``(self) -> self`` run once every field is valid (cross-field rules)."""
    if mode != "after":
        raise ValueError("record validators run 'after' the fields")
    return lambda f: _Validator(f, (), "model")


class ValidationError(ValueError):
    """Every problem found in one input: ``errors()`` lists dicts with ``type``, ``loc`` (a tuple of
    field names and item indexes), ``msg``, ``input`` and, for bounds, ``ctx``."""

    def __init__(self, title: str, errors: list[dict]):
        super().__init__(title, errors)
        self.title, self._errors = title, errors

    def errors(self, *, include_url: bool = False, include_context: bool = True,
               include_input: bool = True) -> list[dict]:
        """Copies of the error dicts (``include_url`` is accepted and ignored: there are no links)."""
        drop = {k for k, keep in (("ctx", include_context), ("input", include_input)) if not keep}
        return [{k: v for k, v in e.items() if k not in drop} for e in self._errors]

    def error_count(self) -> int:
        return len(self._errors)

    def __str__(self) -> str:
        n = len(self._errors)
        lines = [f"{n} validation error{'s' if n != 1 else ''} for {self.title}"]
        for e in self._errors:
            if e["loc"]:
                lines.append(".".join(str(p) for p in e["loc"]))
            shown = repr(e["input"]).encode()  # long values shortened to 25 + 24 bytes, whole characters
            shown = (shown[:25] + b"..." + shown[-24:] if len(shown) > 50 else shown).decode(errors="ignore")
            kind = type(e["input"]).__name__
            lines.append(f"  {e['msg']} [type={e['type']}, input_value={shown}, input_type={kind}]")
        return "\n".join(lines)


def _checker(tp, info: FieldInfo, config: dict, where: str):
    """The checker for one annotation: the types records declare, nothing else."""
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, UnionType) and NoneType in args and len(args) == 2:
        inner = _checker(args[0] if args[1] is NoneType else args[1], info, config, where)
        return lambda v, loc, errs: None if v is None else inner(v, loc, errs)
    finite = not config["allow_inf_nan"]
    if tp is int:
        return bounded(as_int, info, False, int)
    if tp is float:
        return bounded(as_float, info, finite, float)
    if tp is bool:
        return as_bool
    if tp is str:
        return text(info, config)
    if origin is Literal:
        return literal(args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return sequence(_checker(args[0], FieldInfo(), config, where), info)
    if isinstance(tp, type) and issubclass(tp, Record):
        return tp._nested
    raise TypeError(f"{where}: records do not support the type {tp!r}")


class Record:
    """Base of validated records: subclass, annotate fields, set ``model_config`` if needed."""

    model_fields: dict[str, FieldInfo] = {}
    model_config: dict = {}
    __validators: dict[str, _Validator] = {}

    def __init_subclass__(cls, **kwargs: Any):
        super().__init_subclass__(**kwargs)
        inherited = super(cls, cls).model_config  # the nearest parent's, already complete
        cls.model_config = {**_CONFIG, **inherited, **ConfigDict(**vars(cls).get("model_config", {}))}
        fields = dict(cls.model_fields)
        for name, annotation in vars(cls).get("__annotations__", {}).items():
            if name.startswith("_") or name == "model_config" or "ClassVar" in str(annotation):
                continue
            value = vars(cls).get(name, _MISSING)
            info = value if isinstance(value, FieldInfo) else FieldInfo(value)
            info.annotation = annotation
            fields[name] = info
            if value is not _MISSING:
                delattr(cls, name)
        validators = dict(cls.__validators)  # the parents', in the order they were defined
        for name, v in list(vars(cls).items()):
            if isinstance(v, _Validator):
                unknown = [f for f in v.fields if f != "*" and f not in fields]
                if unknown:
                    raise TypeError(f"{cls.__name__}.{name} validates unknown fields {unknown}")
                validators[name] = v
                setattr(cls, name, v.func if v.mode == "model" else classmethod(v.func))
        cls.model_fields, cls.__validators, cls.__plan = fields, validators, None
        cls.__hash__ = Record.__record_hash if cls.model_config["frozen"] else None

    @classmethod
    def __compile(cls) -> tuple:
        """(name, checker, default, after-validators) per field, built on first use: a class costs
        nothing until then."""
        namespace = vars(sys.modules[cls.__module__])
        plan, floats, validators = [], set(), cls.__validators.values()
        for name, info in cls.model_fields.items():
            tp = info.annotation
            tp = eval(tp, namespace) if isinstance(tp, str) else tp  # noqa: S307 - the class's own annotation
            check = _checker(tp, info, cls.model_config, f"{cls.__name__}.{name}")
            if tp is float or get_origin(tp) in (Union, UnionType) and float in get_args(tp):
                floats.add(name)
            mine = [v for v in validators if v.mode != "model" and ("*" in v.fields or name in v.fields)]
            before = [v.func for v in reversed(mine) if v.mode == "before"]
            if before:
                check = _with_before(cls, check, before)
            plan.append((name, check, info.default, tuple(v.func for v in mine if v.mode == "after")))
        cls.__plan = (tuple(plan), [v.func for v in validators if v.mode == "model"], frozenset(floats))
        return cls.__plan

    @classmethod
    def _nested(cls, data: Any, loc: tuple, errs: list) -> Any:
        """Check ``data`` at ``loc``: a record of this class is taken as is, a mapping is validated."""
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            return error(errs, loc, "model_type", f"Input should be a valid dictionary or instance of {cls.__name__}",
                         data, {"class_name": cls.__name__})
        plan, model_checks, _ = cls.__plan or cls.__compile()
        n, values, given = len(errs), {}, 0
        for name, check, default, after in plan:
            value = data.get(name, _MISSING)
            if value is not _MISSING:
                given += 1
                x = check(value, (*loc, name), errs)
                if after and x is not BAD:
                    try:
                        for f in after:
                            x = f(cls, x)
                    except (ValueError, AssertionError) as exc:
                        x = refused(errs, (*loc, name), exc, value)
                values[name] = x
            elif default is _MISSING:
                error(errs, (*loc, name), "missing", "Field required", data)
            else:
                values[name] = default
        if given < len(data):
            for key in data:
                if not isinstance(key, str):
                    error(errs, (*loc, key), "invalid_key", "Keys should be strings", key)
                elif key not in cls.model_fields and cls.model_config["extra"] == "forbid":
                    error(errs, (*loc, key), "extra_forbidden", "Extra inputs are not permitted", data[key])
        if len(errs) > n:
            return BAD
        record = object.__new__(cls)
        object.__setattr__(record, "__dict__", values)
        for check in model_checks:
            try:
                check(record)
            except (ValueError, AssertionError) as exc:
                return refused(errs, loc, exc, data)
        return record

    @classmethod
    def model_validate(cls, data: Any):
        """A record from a mapping (or the record itself); :class:`ValidationError` lists every problem."""
        errs: list[dict] = []
        record = cls._nested(data, (), errs)
        if errs:
            raise ValidationError(cls.__name__, errs)
        return record

    def __init__(self, **data: Any):
        object.__setattr__(self, "__dict__", type(self).model_validate(data).__dict__)

    def model_dump(self, *, mode: Literal["python", "json"] = "python", exclude: set[str] | None = None) -> dict:
        """Plain data: nested records as dicts; ``mode="json"``: tuples as lists, float fields as floats."""
        if mode not in ("python", "json"):
            raise ValueError(f"mode must be 'python' or 'json', not {mode!r}")
        json = mode == "json"
        floats = (type(self).__plan or type(self).__compile())[2] if json else ()
        if not json and not exclude:
            return {k: v.model_dump() if isinstance(v, Record) else v for k, v in self.__dict__.items()}
        out = {}
        for k, v in self.__dict__.items():
            if exclude and k in exclude:
                continue
            if isinstance(v, Record):
                v = v.model_dump(mode=mode)
            elif json:
                v = list(v) if isinstance(v, tuple) else float(v) if k in floats and type(v) is int else v
            out[k] = v
        return out

    def model_copy(self, *, update: Mapping[str, Any] | None = None):
        """A copy with some fields replaced, NOT validated (internal variants; validate user input)."""
        unknown = set(update or ()) - set(self.model_fields)
        if unknown:
            raise ValueError(f"{type(self).__name__} has no field {sorted(unknown)[0]!r}")
        copy = object.__new__(type(self))
        object.__setattr__(copy, "__dict__", {**self.__dict__, **(update or {})})
        return copy

    def __setattr__(self, name: str, value: Any):
        if self.model_config["frozen"]:
            raise ValidationError(type(self).__name__, [{"type": "frozen_instance", "loc": (name,),
                                                         "msg": "Instance is frozen", "input": value}])
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str):
        self.__setattr__(name, None)  # refused when frozen, as assignment is
        object.__delattr__(self, name)

    def __eq__(self, other: Any) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __record_hash(self) -> int:
        return hash((type(self), *self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


def _with_before(cls, check, before: list):
    """A field checker preceded by the class's "before" validators (the last defined runs first)."""
    def run(v, loc, errs):
        x = v
        try:
            for f in before:
                x = f(cls, x)
        except (ValueError, AssertionError) as exc:
            return refused(errs, loc, exc, v)
        return check(x, loc, errs)
    return run
