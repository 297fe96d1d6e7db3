"""Live charts: VRAM fill per GPU, monthly cost against volume, the batch effect, the contract term and the
latency under load.

Each chart is a QWidget with ``set_result(evaluation)``, ``series()``, ``apply_theme(dark)``,
``set_font_scale(factor)`` and ``retranslate()``; items are created once and updated in place.
Each chart module is imported when first named here, so a window that has not shown a chart yet
has not paid for it (``charts/slot.py``).
"""

from importlib import import_module

_MODULES = {"BatchChart": "batch_chart", "CostChart": "cost_chart", "TermChart": "term_chart",
            "VramChart": "vram_chart", "LatencyChart": "latency_chart"}
__all__ = sorted(_MODULES)


def __getattr__(name: str):
    if name in _MODULES:
        return getattr(import_module(f"k3desk.ui.charts.{_MODULES[name]}"), name)
    raise AttributeError(f"module 'k3desk.ui.charts' has no attribute {name!r}")
