"""Whether an imported model can be sized, checked before it is written to the user catalog.

A config.json can pass every field check (each value within its bounds) and still describe a model
the calculation cannot carry (sizes near the bounds multiply into absurd counts). Writing such a
model would leave a user catalog that stops the app, so the import proves it computes first.
"""

from __future__ import annotations

import math

from k3desk.core import compute
from k3desk.core.catalog import load_catalog
from k3desk.core.model.architecture import Architecture
from k3desk.core.model.hf_import import UnsupportedConfigError
from k3desk.core.model.params import ParamCounts, count_params
from k3desk.core.presets import default_scenario
from k3desk.core.scenario import Scenario


def check_sizable(arch: Architecture) -> ParamCounts:
    """The model's parameter counts, after proving it sizes in a scenario (the default hardware).

    Run before a model is written to the user catalog, so an import that validates field by field
    but cannot be computed (sizes near the bounds) never leaves a catalog that stops the app.
    """
    p = count_params(arch)
    if not (math.isfinite(p.total) and math.isfinite(p.active)) or p.total > 1e16:
        raise UnsupportedConfigError(f"'{arch.id}' would have {p.total:.3g} parameters; "
                                     "the config's sizes are not plausible")
    known = load_catalog().formats
    for field in ("expert_format", "dense_format", "kv_format", "state_format"):
        if getattr(arch, field).lower() not in known:
            raise UnsupportedConfigError(f"'{arch.id}': {field} {getattr(arch, field)!r} is not a known number format")
    try:
        compute(Scenario.model_validate({**default_scenario().model_dump(), "model": arch.model_dump()}))
    except (ValueError, ArithmeticError) as exc:
        raise UnsupportedConfigError(f"'{arch.id}' cannot be sized ({str(exc).splitlines()[0]})") from None
    return p
