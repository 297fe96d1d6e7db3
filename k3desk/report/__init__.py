"""Report content: sections, tables and figures as data (no Qt).

``build_report(scenario, result, meta)`` describes the one-scenario PDF and
``build_comparison([(scenario, result), ...], meta)`` the two-to-four-scenario comparison; the Qt
writer in ``k3desk.ui.pdf.export`` translates, formats and draws them.
"""

from k3desk.report.comparison import build_comparison
from k3desk.report.model import Report
from k3desk.report.scenario_report import build_report

__all__ = ["Report", "build_comparison", "build_report"]
