"""The record base (k3desk.core.record): coercions, refusals worded as before, immutability.

Expected values are the established validation rules and texts that files, ``--set`` and the
window's translations rely on (the same types and sentences the scenario format always produced),
written out by hand.
"""

import math
import subprocess
import sys
from typing import Literal

import pytest

from k3desk.core.record import ConfigDict, Field, Record, ValidationError, field_validator, model_validator
from k3desk.core.scenario import Workload

Strict = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=5)


class Inner(Record):
    model_config = Strict
    a: int = Field(default=0, ge=0)


class Box(Record):
    model_config = Strict
    i: int = Field(default=0, ge=1, le=10**16)
    f: float = Field(default=0, ge=0, le=1e16)
    tiny: float = Field(default=0, le=1e-7)
    pos: float = Field(default=1, gt=0, lt=100)
    b: bool = False
    s: str = ""
    ident: str = Field(default="a", min_length=1, max_length=8, pattern=r"^[a-z]+$")
    kind: Literal["rent", "own"] = "rent"
    engine: Literal["vllm", "sglang", "trtllm"] = "vllm"
    tags: tuple[str, ...] = Field(default=("x",), max_length=2)
    count: int | None = None
    inner: Inner | None = None


def refusal(data, cls=Box):
    with pytest.raises(ValidationError) as info:
        cls.model_validate(data)
    return info.value.errors()


def one(data, cls=Box):
    errors = refusal(data, cls)
    assert len(errors) == 1, errors
    return errors[0]


# --- coercions ----------------------------------------------------------------------------------

@pytest.mark.parametrize("given,expected", [
    (3, 3), (3.0, 3), (-0.0, 0), ("3", 3), (" 3 ", 3), ("\t4\n", 4), ("+3", 3), ("1_000", 1000), ("3.0", 3),
    ("3.00", 3), ("0003", 3), (True, 1), (10**16, 10**16),
])
def test_integers_read_from_numbers_and_text(given, expected):
    value = Inner.model_validate({"a": given}).a
    assert value == expected and type(value) is int


@pytest.mark.parametrize("given,kind,msg", [
    (3.5, "int_from_float", "Input should be a valid integer, got a number with a fractional part"),
    ("3.5", "int_parsing", "Input should be a valid integer, unable to parse string as an integer"),
    ("1e3", "int_parsing", "Input should be a valid integer, unable to parse string as an integer"),
    ("1__0", "int_parsing", "Input should be a valid integer, unable to parse string as an integer"),
    ("0-8", "int_parsing", "Input should be a valid integer, unable to parse string as an integer"),
    ("\u0663", "int_parsing", "Input should be a valid integer, unable to parse string as an integer"),  # Arabic 3
    ("", "int_parsing", "Input should be a valid integer, unable to parse string as an integer"),
    (None, "int_type", "Input should be a valid integer"),
    ([1], "int_type", "Input should be a valid integer"),
    (math.inf, "finite_number", "Input should be a finite number"),
    (math.nan, "finite_number", "Input should be a finite number"),
    (1e300, "int_parsing_size", "Unable to parse input string as an integer, exceeded maximum size"),
    ("1" * 4301, "int_parsing_size", "Unable to parse input string as an integer, exceeded maximum size"),
])
def test_integer_refusals(given, kind, msg):
    err = one({"i": given})
    assert (err["type"], err["loc"], err["msg"]) == (kind, ("i",), msg)
    assert err["input"] is given


@pytest.mark.parametrize("given,expected", [(3, 3.0), ("1e3", 1000.0), (" 2 ", 2.0), ("1_000.5", 1000.5),
                                            ("1_0e1_0", 1e11), (".5", 0.5), (b"2.5", 2.5), (True, 1.0)])
def test_floats_read_from_numbers_and_text(given, expected):
    value = Box.model_validate({"f": given}).f
    assert value == expected and type(value) is float


@pytest.mark.parametrize("given,kind,msg", [
    ("inf", "finite_number", "Input should be a finite number"),
    ("-Infinity", "finite_number", "Input should be a finite number"),
    ("NaN", "finite_number", "Input should be a finite number"),
    (math.inf, "finite_number", "Input should be a finite number"),
    ("1e400", "finite_number", "Input should be a finite number"),
    ("abc", "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    ("0x10", "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    ("_1", "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    ("1__0", "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    (" 1_0 ", "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    ("", "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    (None, "float_type", "Input should be a valid number"),
    (10**400, "float_type", "Input should be a valid number"),
])
def test_float_refusals(given, kind, msg):
    err = one({"f": given})
    assert (err["type"], err["msg"]) == (kind, msg)


@pytest.mark.parametrize("given,expected", [
    ("true", True), ("False", False), ("YES", True), ("no", False), ("on", True), ("off", False), ("t", True),
    ("n", False), ("1", True), ("0", False), (1, True), (0, False), (1.0, True), (0.0, False), (True, True),
])
def test_booleans(given, expected):
    assert Box.model_validate({"b": given}).b is expected


@pytest.mark.parametrize("given,kind", [("2", "bool_parsing"), (" true ", "bool_parsing"), ("", "bool_parsing"),
                                        (2, "bool_parsing"), (2.0, "bool_parsing"), (1.5, "bool_type"),
                                        (None, "bool_type"), ([1], "bool_type")])
def test_boolean_refusals(given, kind):
    err = one({"b": given})
    assert err["type"] == kind
    assert err["msg"] == {"bool_parsing": "Input should be a valid boolean, unable to interpret input",
                          "bool_type": "Input should be a valid boolean"}[kind]


def test_text_is_never_made_from_other_types():
    for given in (1, 1.5, True, None, ["a"]):
        err = one({"s": given})
        assert (err["type"], err["msg"]) == ("string_type", "Input should be a valid string")


def test_text_lengths_and_pattern():
    err = one({"s": "toolong"})  # the class's str_max_length
    assert (err["type"], err["msg"], err["ctx"]) == ("string_too_long", "String should have at most 5 characters",
                                                     {"max_length": 5})
    err = one({"ident": "abcdefghi"})  # the field's own max_length wins over the class's
    assert err["msg"] == "String should have at most 8 characters"
    err = one({"ident": ""})
    assert (err["type"], err["msg"], err["ctx"]) == ("string_too_short", "String should have at least 1 character",
                                                     {"min_length": 1})
    for bad in ("ABC", "a b", "abc\n"):  # "$" is the end of the text, not before a final newline
        err = one({"ident": bad})
        assert (err["type"], err["msg"], err["ctx"]) == (
            "string_pattern_mismatch", "String should match pattern '^[a-z]+$'", {"pattern": "^[a-z]+$"})


def test_choices():
    assert Box.model_validate({"kind": "own"}).kind == "own"
    err = one({"kind": "Own"})
    assert (err["type"], err["msg"], err["ctx"]) == ("literal_error", "Input should be 'rent' or 'own'",
                                                     {"expected": "'rent' or 'own'"})
    assert one({"engine": None})["msg"] == "Input should be 'vllm', 'sglang' or 'trtllm'"


def test_tuples_of_text():
    assert Box.model_validate({"tags": ["a", "b"]}).tags == ("a", "b")
    assert Box.model_validate({"tags": {"a"}}).tags == ("a",)
    for bad in ("ab", None, {"a": 1}):
        assert one({"tags": bad})["type"] == "tuple_type"
    errors = refusal({"tags": ["a", 2, 3]})
    assert [(e["type"], e["loc"]) for e in errors] == [("string_type", ("tags", 1)), ("string_type", ("tags", 2))]
    err = one({"tags": ["a", "b", "c"]})
    assert (err["type"], err["msg"], err["ctx"]) == (
        "too_long", "Tuple should have at most 2 items after validation, not 3",
        {"field_type": "Tuple", "max_length": 2, "actual_length": 3})
    assert one({"tags": ["abcdefg"]})["loc"] == ("tags", 0)  # items obey the class's text limit


def test_optional_takes_none_or_the_type():
    assert Box.model_validate({"count": None}).count is None
    assert Box.model_validate({"count": "7"}).count == 7
    assert one({"count": ""})["type"] == "int_parsing"  # empty text is not "no value"


# --- bounds -------------------------------------------------------------------------------------

def test_bounds_word_the_limit_plainly():
    err = one({"i": 0})
    assert (err["type"], err["msg"], err["ctx"]) == ("greater_than_equal", "Input should be greater than or equal to 1",
                                                     {"ge": 1})
    err = one({"i": -0.0})  # coerced to 0, refused; the input is kept as given
    assert err["type"] == "greater_than_equal" and repr(err["input"]) == "-0.0"
    err = one({"f": -1})  # a float field's limits are floats, printed without ".0"
    assert (err["msg"], err["ctx"]) == ("Input should be greater than or equal to 0", {"ge": 0.0})
    assert type(err["ctx"]["ge"]) is float
    assert one({"f": 1e17})["msg"] == "Input should be less than or equal to 10000000000000000"
    assert one({"tiny": 1})["msg"] == "Input should be less than or equal to 0.0000001"
    err = one({"pos": 0})
    assert (err["type"], err["msg"], err["ctx"]) == ("greater_than", "Input should be greater than 0", {"gt": 0.0})
    err = one({"pos": 100})
    assert (err["type"], err["msg"], err["ctx"]) == ("less_than", "Input should be less than 100", {"lt": 100.0})
    err = one({"i": 10**17})
    assert (err["type"], err["msg"]) == ("less_than_equal", "Input should be less than or equal to 10000000000000000")


# --- whole records ------------------------------------------------------------------------------

def test_unknown_missing_and_odd_keys():
    class Needs(Record):
        model_config = Strict
        x: int

    err = one({"x": 1, "zz": 2}, Needs)
    assert (err["type"], err["loc"], err["msg"], err["input"]) == ("extra_forbidden", ("zz",),
                                                                   "Extra inputs are not permitted", 2)
    data = {"y": 1}
    errors = refusal(data, Needs)
    assert [(e["type"], e["loc"], e["msg"]) for e in errors] == [
        ("missing", ("x",), "Field required"), ("extra_forbidden", ("y",), "Extra inputs are not permitted")]
    assert errors[0]["input"] is data  # a missing field shows the record it is missing from
    err = refusal({1: 2, "x": 1}, Needs)[0]
    assert (err["type"], err["loc"], err["msg"]) == ("invalid_key", (1,), "Keys should be strings")


def test_every_problem_is_listed_in_field_order_extras_last():
    errors = refusal({"zz": 1, "f": -1, "i": "x"})
    assert [e["loc"] for e in errors] == [("i",), ("f",), ("zz",)]


@pytest.mark.parametrize("given", [None, [], "x", 1])
def test_not_a_mapping(given):
    err = one(given)
    assert (err["type"], err["loc"], err["msg"], err["ctx"]) == (
        "model_type", (), "Input should be a valid dictionary or instance of Box", {"class_name": "Box"})


def test_nested_records_from_dicts_or_taken_as_they_are():
    assert Box.model_validate({"inner": {"a": 2}}).inner == Inner(a=2)
    inner = Inner(a=3)
    assert Box.model_validate({"inner": inner}).inner is inner  # not copied, not re-checked
    err = one({"inner": {"a": -1}})
    assert err["loc"] == ("inner", "a")
    err = one({"inner": Box()})
    assert (err["type"], err["loc"], err["msg"]) == ("model_type", ("inner",),
                                                     "Input should be a valid dictionary or instance of Inner")
    box = Box(i=2)
    assert Box.model_validate(box) is box


def test_defaults_are_not_checked_and_keyword_construction_validates():
    assert Box().i == 0  # the default is below ge=1, as declared: defaults are taken as written
    with pytest.raises(ValidationError, match="greater than or equal to 1"):
        Box(i=0)


def test_records_are_immutable():
    box = Box(i=2)
    with pytest.raises(ValidationError) as info:
        box.i = 3
    assert info.value.errors()[0]["type"] == "frozen_instance"
    with pytest.raises(ValidationError):
        del box.i
    assert box.i == 2


def test_model_copy_replaces_without_validating():
    box = Box(i=2)
    copy = box.model_copy(update={"i": -5, "tags": ("a", "b", "c")})
    assert (copy.i, copy.tags, box.i) == (-5, ("a", "b", "c"), 2)  # an internal variant, taken as given
    assert box.model_copy() == box and box.model_copy() is not box
    with pytest.raises(ValueError, match="no field 'nope'"):
        box.model_copy(update={"nope": 1})


def test_equality_and_hash():
    a, b = Box(i=2, tags=["a"]), Box.model_validate({"tags": ("a",), "i": "2"})
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a != Box(i=3)
    assert Inner(a=1) != Workload() and Inner(a=1) != {"a": 1}


def test_dump_and_repr():
    box = Box(i=2, inner={"a": 1})
    data = box.model_dump()
    assert data["inner"] == {"a": 1} and data["tags"] == ("x",) and data["f"] == 0 and type(data["f"]) is int
    json = box.model_dump(mode="json")
    assert json["tags"] == ["x"] and type(json["f"]) is float  # a float field is written as a float
    assert "inner" not in box.model_dump(exclude={"inner"})
    assert Box.model_validate(data) == box
    assert repr(Inner(a=1)) == "Inner(a=1)"


# --- validators ---------------------------------------------------------------------------------

class Base(Record):
    model_config = Strict

    @field_validator("*", mode="after")
    @classmethod
    def _mark(cls, value):
        return value + "p" if isinstance(value, str) else value


class Child(Base):
    model_config = ConfigDict(extra="forbid", frozen=True, str_max_length=100)
    s: str = ""
    n: float | None = None
    low: int = 0
    high: int = 10

    @field_validator("s")
    @classmethod
    def _after_parent(cls, value):
        if not value.endswith("p"):
            raise ValueError("the parent's validator runs first")
        return value + "c"

    @field_validator("n", mode="before")
    @classmethod
    def _zero_is_unknown(cls, value):
        return None if value in (0, "0") else value

    @model_validator(mode="after")
    def _ordered(self):
        if self.low > self.high:
            raise ValueError("low cannot exceed high")
        return self


def test_validators_run_in_order_and_only_on_given_values():
    assert Child.model_validate({"s": "x"}).s == "xpc"
    assert Child().s == ""  # defaults skip the validators
    assert Child.model_validate({"n": "0"}).n is None and Child.model_validate({"n": "2"}).n == 2.0


def test_validator_refusals():
    err = one({"low": 11}, Child)
    assert (err["type"], err["loc"], err["msg"]) == ("value_error", (), "Value error, low cannot exceed high")
    assert str(err["ctx"]["error"]) == "low cannot exceed high"
    # a field error stops the record's own check: only the field is reported
    assert [e["type"] for e in refusal({"low": 11, "high": "x"}, Child)] == ["int_parsing"]

    class Outer(Record):
        model_config = Strict
        child: Child

    assert one({"child": {"low": 11}}, Outer)["loc"] == ("child",)


def test_message_reads_like_the_established_one():
    with pytest.raises(ValidationError) as info:
        Box.model_validate({"i": "x", "zz": "y" * 60})
    assert isinstance(info.value, ValueError)
    assert str(info.value) == (
        "2 validation errors for Box\n"
        "i\n"
        "  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, "
        "input_value='x', input_type=str]\n"
        "zz\n"
        "  Extra inputs are not permitted [type=extra_forbidden, "
        "input_value='yyyyyyyyyyyyyyyyyyyyyyyy...yyyyyyyyyyyyyyyyyyyyyyy', input_type=str]")


def test_negative_zero_is_stored_as_zero_by_every_section():
    value = Workload.model_validate({"volume_growth_per_month": -0.0}).volume_growth_per_month
    assert value == 0 and math.copysign(1, value) == 1


def test_a_class_costs_nothing_until_it_validates():
    class Later(Record):  # an unsupported type is only found when the checkers are built
        x: dict

    with pytest.raises(TypeError, match="Later.x"):
        Later.model_validate({"x": {}})


def test_the_core_loads_no_validation_library():
    code = "import sys, k3desk.core, k3desk.core.edit, k3desk.persistence.scenario_file; " \
           "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'pydantic_core')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
