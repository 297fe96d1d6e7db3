"""Which paths of a scenario the user set (``Scenario.user_set``, schema 4): only those beat an
organisation profile (``core.profile``); every other value is re-taken from the profile and the
catalog. The window's store and ``--set`` record them with :func:`recorded_user_set`.

Kept apart from ``core.profile`` (and its pydantic models) so every edit can record its paths
without loading the profile machinery at start-up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

#: What switching the model or the GPU type brings from the catalog: a value the user had set there
#: is the catalog's (or the profile's) again after the switch, unless the same edit sets it.
SWITCH_REPLACES = {
    "model": ("pricing.api_input_per_mtok", "pricing.api_cached_input_per_mtok", "pricing.api_output_per_mtok",
              "pricing.api_source", "pricing.api_batch_discount", "pricing.api_long_context_threshold_tokens",
              "pricing.api_long_context_input_multiplier", "pricing.api_long_context_output_multiplier",
              "pricing.api_cache_write_per_mtok", "pricing.api_sla_percent", "pricing.api_sla_source"),
    "hardware.gpu": ("hardware.price_per_gpu_hour", "hardware.price_source", "hardware.purchase_price_per_gpu",
                     "hardware.purchase_source", "hardware.server_share", "hardware.gpus_per_node"),
}
#: A path entered in the local currency and the field that stores it (``core.edit.LOCAL_PRICES``).
STORED_AS = {"hardware.power_price_per_kwh_local": "hardware.power_price_per_kwh"}
#: Paths k3desk records itself, never "set by the user".
_RECORDED = ("user_set", "profile")
#: Paths a profile may not set (``core.profile.NOT_IN_PROFILE``): they choose what is sized.
NOT_IN_PROFILE = ("model", "hardware.gpu", "hardware.gpu_count", "name", "notes")


def recorded_user_set(before: Iterable[str], updates: Mapping[str, Any]) -> tuple[str, ...]:
    """The paths a scenario records as set by the user after an edit of ``updates`` (the window's
    fields, ``--set``): the earlier ones, the edited paths (a whole section, such as an imported
    model's architecture, the GPU chosen, is not what a profile sets), less what a model or GPU switch
    replaced."""
    paths = set(before)
    for switch, replaced in SWITCH_REPLACES.items():
        if isinstance(updates.get(switch), str):
            paths -= set(replaced) - set(updates)
    for path in updates:
        path = STORED_AS.get(path, path)
        # a name, a note, the model or GPU chosen, a whole section: not what a profile sets
        if "." in path and path.split(".")[0] not in _RECORDED and path not in NOT_IN_PROFILE:
            paths.add(path)
    return tuple(sorted(paths))
