"""Report content: sections, tables and figures as data (no Qt).

``build_report(scenario, result, meta)`` describes the one-scenario PDF and
``build_comparison([(scenario, result), ...], meta)`` the two-to-four-scenario comparison; the Qt
writer in ``k3desk.ui.pdf.export`` translates, formats and draws them.
"""

from importlib import import_module

__all__ = ["Report", "build_comparison", "build_report"]

_HOME = {"Report": "k3desk.report.model", "build_comparison": "k3desk.report.comparison",
         "build_report": "k3desk.report.scenario_report"}


def __getattr__(name: str):
    """Imported on first use: the window's cards need ``report.figures``, not the PDF's builders
    (about 40 ms of start-up)."""
    if name in _HOME:
        return getattr(import_module(_HOME[name]), name)
    raise AttributeError(f"module 'k3desk.report' has no attribute {name!r}")
