"""The core's constants are data (core.constants), complete, and readable without source files."""

import ast
import importlib
import inspect
import numbers

from k3desk.core.constants import CONSTANTS

# the rows name a module by its short name; where it lives in the core
MODULES = {"calibration": "speed.calibration", "memory": "model.memory", "sizing": "sizing", "fit": "model.fit",
           "estimate": "speed.estimate"}


def _numeric_constants(short):
    """module.NAME of every module-level UPPER_CASE number or mapping of numbers in the source."""
    mod = importlib.import_module(f"k3desk.core.{MODULES[short]}")
    names = set()
    for node in ast.parse(inspect.getsource(mod)).body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        for t in targets:
            if isinstance(t, ast.Name) and t.id.isupper() and not t.id.startswith("_"):
                value = getattr(mod, t.id)
                if isinstance(value, dict):
                    value = next(iter(value.values()), None)
                if isinstance(value, numbers.Real) and not isinstance(value, bool):
                    names.add(f"{short}.{t.id}")
    return names


def test_every_numeric_constant_of_the_core_has_a_row():
    listed = {c.name for c in CONSTANTS}
    expected = set().union(*(_numeric_constants(m) for m in MODULES))
    assert expected - listed == set(), "add these to core/constants.py"
    assert len(CONSTANTS) == len(listed)


def test_rows_carry_the_modules_own_values_with_unit_and_meaning():
    for c in CONSTANTS:
        module, attr = c.name.split(".")
        assert c.value is getattr(importlib.import_module(f"k3desk.core.{MODULES[module]}"), attr)
        assert c.unit and c.meaning.endswith("."), c.name
        assert c.label and "_" not in c.label, c.name  # a plain label for the Assumptions window

