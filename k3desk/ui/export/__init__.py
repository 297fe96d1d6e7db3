"""Spreadsheet export: the Qt side (translation, the background job) of ``k3desk.report.xlsx``."""
