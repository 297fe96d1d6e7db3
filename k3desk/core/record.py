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

import math
import re
import sys
from collections.abc import Mapping
from types import NoneType, UnionType
from typing import Any, Literal, Union, get_args, get_origin

_MISSING: Any = type("Missing", (), {"__repr__": lambda self: "MISSING"})()
_BAD: Any = object()  # a checker's "refused; the error is recorded" result
_CONFIG = {"extra": "ignore", "frozen": False, "allow_inf_nan": True, "str_max_length": None}
#: Integers read from text or floats stay within what the established rules accept.
_INT_DIGITS, _INT_FLOAT_LIMIT = 4300, 2.0 ** 63
_INT_TEXT = re.compile(r"([+-]?)([0-9]+(?:_[0-9]+)*)(?:\.0+)?")
_TRUE, _FALSE = frozenset(("true", "yes", "on", "1", "t", "y")), frozenset(("false", "no", "off", "0", "f", "n"))


def ConfigDict(**options: Any) -> dict:  # noqa: N802 (reads like the class-level setting it is)
    """Per-class settings: ``extra`` ("ignore" or "forbid"), ``frozen``, ``allow_inf_nan``, ``str_max_length``."""
    unknown = set(options) - set(_CONFIG)
    if unknown or options.get("extra", "ignore") not in ("ignore", "forbid"):
        raise TypeError(f"unsupported record setting: {sorted(unknown) or options['extra']}")
    return options


class FieldInfo:
    """One field's default and constraints (``Field(...)`` builds it; ``model_fields`` lists them)."""

    __slots__ = ("default", "ge", "gt", "le", "lt", "min_length", "max_length", "pattern", "description", "annotation")

    def __init__(self, default: Any = _MISSING, *, ge=None, gt=None, le=None, lt=None, min_length=None,
                 max_length=None, pattern=None, description: str = ""):
        self.default, self.ge, self.gt, self.le, self.lt = default, ge, gt, le, lt
        self.min_length, self.max_length, self.pattern, self.description = min_length, max_length, pattern, description
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

    def errors(self, *, include_url: bool = False, include_context: bool = True, include_input: bool = True) -> list[dict]:
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
            lines.append(f"  {e['msg']} [type={e['type']}, input_value={shown}, input_type={type(e['input']).__name__}]")
        return "\n".join(lines)


def _error(errs: list, loc: tuple, kind: str, msg: str, value: Any, ctx: dict | None = None) -> Any:
    errs.append({"type": kind, "loc": loc, "msg": msg, "input": value, **({"ctx": ctx} if ctx is not None else {})})
    return _BAD


def _num(x: Any) -> str:
    """A bound as the messages print it: plain digits, never an exponent (``1e-07`` -> ``0.0000001``)."""
    if isinstance(x, float) and math.isfinite(x):
        from decimal import Decimal  # only when wording a refusal
        text = format(Decimal(repr(x)), "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return str(x)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# Coercions: each takes (value, loc, errs) and returns the coerced value or _BAD (error recorded).

def _decoded(v):
    """Bytes read as UTF-8 text (numbers and booleans accept them as they accept text)."""
    try:
        return bytes(v).decode("utf-8")
    except UnicodeDecodeError:
        return "\ufffd"


def _as_int(v, loc, errs):
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        if not math.isfinite(v):
            return _error(errs, loc, "finite_number", "Input should be a finite number", v)
        if v % 1:
            return _error(errs, loc, "int_from_float",
                          "Input should be a valid integer, got a number with a fractional part", v)
        if abs(v) >= _INT_FLOAT_LIMIT:
            return _error(errs, loc, "int_parsing_size", "Unable to parse input string as an integer, exceeded maximum size", v)
        return int(v)
    if isinstance(v, (str, bytes, bytearray)):
        text = v if isinstance(v, str) else _decoded(v)
        m = _INT_TEXT.fullmatch(text.strip()) if text.isascii() else None
        if m is None:
            return _error(errs, loc, "int_parsing", "Input should be a valid integer, unable to parse string as an integer", v)
        digits = m[2].replace("_", "").lstrip("0") or "0"
        if len(digits) > _INT_DIGITS:
            return _error(errs, loc, "int_parsing_size", "Unable to parse input string as an integer, exceeded maximum size", v)
        return int(m[1] + digits)
    return _error(errs, loc, "int_type", "Input should be a valid integer", v)


def _as_float(v, loc, errs):
    if isinstance(v, (int, float)):
        try:
            return float(v)
        except OverflowError:
            pass
    elif isinstance(v, (str, bytes, bytearray)):
        text = (v if isinstance(v, str) else _decoded(v)).strip()
        try:
            if text.isascii():
                return float(text)
        except ValueError:
            pass
        return _error(errs, loc, "float_parsing", "Input should be a valid number, unable to parse string as a number", v)
    return _error(errs, loc, "float_type", "Input should be a valid number", v)


def _as_bool(v, loc, errs):
    if isinstance(v, bool):
        return v
    x = int(v) if isinstance(v, float) and math.isfinite(v) and not v % 1 else v  # 1.0 reads as 1
    if isinstance(x, int) and -_INT_FLOAT_LIMIT <= x < _INT_FLOAT_LIMIT or isinstance(x, (str, bytes)):
        key = x.lower() if isinstance(x, str) else _decoded(x).lower() if isinstance(x, bytes) else str(x)
        if key in _TRUE or key in _FALSE:
            return key in _TRUE
        return _error(errs, loc, "bool_parsing", "Input should be a valid boolean, unable to interpret input", v)
    return _error(errs, loc, "bool_type", "Input should be a valid boolean", v)


def _as_str(v, loc, errs):
    if isinstance(v, str):
        return str(v)
    if isinstance(v, (bytes, bytearray)):
        try:
            return bytes(v).decode("utf-8")
        except UnicodeDecodeError:
            return _error(errs, loc, "string_unicode",
                          "Input should be a valid string, unable to parse raw data as a unicode string", v)
    return _error(errs, loc, "string_type", "Input should be a valid string", v)


def _bounded(coerce, info: FieldInfo, finite: bool, as_float: bool):
    """A number checker: coercion, then finiteness, then the bounds (le, lt, ge, gt)."""
    bounds = [(key, float(limit) if as_float else limit) for key in ("le", "lt", "ge", "gt")
              if (limit := getattr(info, key)) is not None]
    words = {"le": "less than or equal to", "lt": "less than", "ge": "greater than or equal to", "gt": "greater than"}
    kinds = {"le": "less_than_equal", "lt": "less_than", "ge": "greater_than_equal", "gt": "greater_than"}
    tests = {"le": lambda x, b: x <= b, "lt": lambda x, b: x < b, "ge": lambda x, b: x >= b, "gt": lambda x, b: x > b}
    checks = [(tests[k], b, k) for k, b in bounds]

    def check(v, loc, errs):
        x = coerce(v, loc, errs)
        if x is _BAD:
            return x
        if finite and not math.isfinite(x):
            return _error(errs, loc, "finite_number", "Input should be a finite number", v)
        for ok, b, k in checks:
            if not ok(x, b):
                return _error(errs, loc, kinds[k], f"Input should be {words[k]} {_num(b)}", v, {k: b})
        return x
    return check


def _text(info: FieldInfo, config: dict):
    most = info.max_length if info.max_length is not None else config["str_max_length"]
    least = info.min_length
    # An end anchor means the end of the text, not "before a final newline" (Python's "$").
    pattern = info.pattern and re.compile(re.sub(r"(?<!\\)\$$", r"\\Z", info.pattern))

    def check(v, loc, errs):
        s = _as_str(v, loc, errs)
        if s is _BAD:
            return s
        if least is not None and len(s) < least:
            return _error(errs, loc, "string_too_short", f"String should have at least {_plural(least, 'character')}",
                          v, {"min_length": least})
        if most is not None and len(s) > most:
            return _error(errs, loc, "string_too_long", f"String should have at most {_plural(most, 'character')}",
                          v, {"max_length": most})
        if pattern and not pattern.search(s):
            return _error(errs, loc, "string_pattern_mismatch", f"String should match pattern '{info.pattern}'",
                          v, {"pattern": info.pattern})
        return s
    return check


def _sequence(item, info: FieldInfo):
    """``tuple[X, ...]``: any list, tuple, set or other non-text iterable; items checked one by one."""
    most = info.max_length

    def check(v, loc, errs):
        if isinstance(v, (str, bytes, bytearray, Mapping)) or not hasattr(v, "__iter__"):
            return _error(errs, loc, "tuple_type", "Input should be a valid tuple", v)
        out, n = [], len(errs)
        for i, x in enumerate(v):
            y = item(x, (*loc, i), errs)
            if y is not _BAD:
                out.append(y)
                if most is not None and len(out) > most:
                    del errs[n:]
                    size = len(v) if hasattr(v, "__len__") else i + 1
                    return _error(errs, loc, "too_long", f"Tuple should have at most {_plural(most, 'item')} after "
                                  f"validation, not {size}", v, {"field_type": "Tuple", "max_length": most, "actual_length": size})
        return _BAD if len(errs) > n else tuple(out)
    return check


def _checker(tp, info: FieldInfo, config: dict, where: str):
    """The checker for one annotation: the types records declare, nothing else."""
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, UnionType) and NoneType in args and len(args) == 2:
        inner = _checker(args[0] if args[1] is NoneType else args[1], info, config, where)
        return lambda v, loc, errs: None if v is None else inner(v, loc, errs)
    finite = not config["allow_inf_nan"]
    if tp is int:
        return _bounded(_as_int, info, False, False)
    if tp is float:
        return _bounded(_as_float, info, finite, True)
    if tp is bool:
        return _as_bool
    if tp is str:
        return _text(info, config)
    if origin is Literal:
        expected = " or ".join(filter(None, (", ".join(map(repr, args[:-1])), repr(args[-1]))))

        def literal(v, loc, errs):
            for a in args:
                if type(a) is type(v) and a == v:
                    return a
            return _error(errs, loc, "literal_error", f"Input should be {expected}", v, {"expected": expected})
        return literal
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _sequence(_checker(args[0], FieldInfo(), config, where), info)
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
        config = {**_CONFIG, **{k: v for b in reversed(cls.__mro__[1:]) for k, v in vars(b).get("model_config", {}).items()}}
        cls.model_config = {**config, **ConfigDict(**vars(cls).get("model_config", {}))}
        fields = dict(cls.model_fields)
        for name, annotation in vars(cls).get("__annotations__", {}).items():
            if name.startswith("_") or name == "model_config" or str(annotation).startswith(("ClassVar", "typing.ClassVar")):
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
        """(name, checker, default) per field, built on first use: a class costs nothing until then."""
        namespace = vars(sys.modules[cls.__module__])
        plan, floats, validators = [], set(), cls.__validators.values()
        for name, info in cls.model_fields.items():
            tp = eval(info.annotation, namespace) if isinstance(info.annotation, str) else info.annotation  # noqa: S307
            check = _checker(tp, info, cls.model_config, f"{cls.__name__}.{name}")
            if tp is float or get_origin(tp) in (Union, UnionType) and float in get_args(tp):
                floats.add(name)
            mine = [v for v in validators if v.mode != "model" and ("*" in v.fields or name in v.fields)]
            before = [v.func for v in reversed(mine) if v.mode == "before"]
            after = [v.func for v in mine if v.mode == "after"]
            if before or after:
                check = _with_validators(cls, check, before, after)
            plan.append((name, check, info.default))
        cls.__plan = (tuple(plan), [v.func for v in validators if v.mode == "model"], frozenset(floats))
        return cls.__plan

    @classmethod
    def _nested(cls, data: Any, loc: tuple, errs: list) -> Any:
        """Check ``data`` at ``loc``: a record of this class is taken as is, a mapping is validated."""
        if isinstance(data, cls):
            return data
        if not isinstance(data, Mapping):
            return _error(errs, loc, "model_type", f"Input should be a valid dictionary or instance of {cls.__name__}",
                          data, {"class_name": cls.__name__})
        plan, model_checks, _ = cls.__plan or cls.__compile()
        n, values, given = len(errs), {}, 0
        for name, check, default in plan:
            if name in data:
                given += 1
                values[name] = check(data[name], (*loc, name), errs)
            elif default is _MISSING:
                _error(errs, (*loc, name), "missing", "Field required", data)
            else:
                values[name] = default
        if given < len(data):
            for key in data:
                if not isinstance(key, str):
                    _error(errs, (*loc, key), "invalid_key", "Keys should be strings", key)
                elif key not in cls.model_fields and cls.model_config["extra"] == "forbid":
                    _error(errs, (*loc, key), "extra_forbidden", "Extra inputs are not permitted", data[key])
        if len(errs) > n:
            return _BAD
        record = object.__new__(cls)
        object.__setattr__(record, "__dict__", values)
        for check in model_checks:
            try:
                check(record)
            except (ValueError, AssertionError) as exc:
                return _refused(errs, loc, exc, data)
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
        if self.model_config["frozen"]:
            self.__setattr__(name, None)  # raises
        object.__delattr__(self, name)

    def __eq__(self, other: Any) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __record_hash(self) -> int:
        return hash((type(self), *self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


def _refused(errs: list, loc: tuple, exc: BaseException, value: Any) -> Any:
    if isinstance(exc, AssertionError):
        return _error(errs, loc, "assertion_error", f"Assertion failed, {exc}", value, {"error": exc})
    return _error(errs, loc, "value_error", f"Value error, {exc}", value, {"error": exc})


def _with_validators(cls, check, before: list, after: list):
    """Wrap a field checker with the class's field validators (before: last defined first)."""
    def run(v, loc, errs):
        x = v
        try:
            for f in before:
                x = f(cls, x)
        except (ValueError, AssertionError) as exc:
            return _refused(errs, loc, exc, v)
        x = check(x, loc, errs)
        if x is _BAD:
            return x
        try:
            for f in after:
                x = f(cls, x)
        except (ValueError, AssertionError) as exc:
            return _refused(errs, loc, exc, v)
        return x
    return run
