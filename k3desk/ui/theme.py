"""Colours and the application style sheet, shared by the window, the cards and the charts.

The palette is Okabe-Ito (colour-blind safe). Each memory term and each cost series has one fixed
colour everywhere (screen, report, presentation), so a legend learnt once reads the same all over.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# Okabe & Ito (2008), "Color Universal Design".
OKABE_ITO = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
}

#: Semantic colours. Keys are stable: charts and the report look them up by name.
COLORS = {
    "weights": OKABE_ITO["blue"],
    "kv": OKABE_ITO["orange"],
    "state": OKABE_ITO["reddish_purple"],
    "activations": OKABE_ITO["bluish_green"],
    "overhead": OKABE_ITO["yellow"],
    "free": "#E4E7EB",
    "overflow": OKABE_ITO["vermillion"],
    "api": OKABE_ITO["orange"],
    "selfhost": OKABE_ITO["blue"],
    "ok": OKABE_ITO["bluish_green"],
    "bad": OKABE_ITO["vermillion"],
    "warn": OKABE_ITO["orange"],
    "text": "#1F2933",
    "muted": "#5F6B7A",
    "card": "#FFFFFF",
    "window": "#F4F6F8",
    "border": "#D5DAE1",
    "accent": OKABE_ITO["blue"],
}


def color(name: str) -> QColor:
    """The QColor for a semantic name (KeyError for an unknown one, so typos fail loudly)."""
    return QColor(COLORS[name])


def style_sheet(scale: float = 1.0) -> str:
    """Application style sheet; ``scale`` enlarges card type (presentation mode)."""
    c = COLORS
    big, amount, small = round(24 * scale), round(19 * scale), round(11 * scale)
    return f"""
QMainWindow, QWidget#centralArea {{ background: {c['window']}; }}
QTabWidget::pane {{ border: 1px solid {c['border']}; border-radius: 4px; background: {c['card']}; top: -1px; }}
QTabBar::tab {{ padding: 6px 14px; }}
QScrollArea#panelScroll, QWidget#panelBody {{ background: {c['card']}; border: none; }}
QFrame#card {{ background: {c['card']}; border: 1px solid {c['border']}; border-radius: 6px; }}
QFrame#card[state="ok"] {{ border-left: 6px solid {c['ok']}; }}
QFrame#card[state="bad"] {{ border-left: 6px solid {c['bad']}; }}
QFrame#card[state="neutral"] {{ border-left: 6px solid {c['accent']}; }}
QLabel#cardTitle {{ color: {c['muted']}; font-size: {small}pt; font-weight: 600; }}
QLabel#cardValue {{ color: {c['text']}; font-size: {big}pt; font-weight: 700; }}
QLabel#cardAmount {{ color: {c['text']}; font-size: {amount}pt; font-weight: 700; }}
QLabel#cardDetail, QFrame#card QLabel#hint {{ color: {c['muted']}; font-size: {small}pt; }}
QLabel#fieldError {{ color: {c['bad']}; font-size: {small}pt; }}
QLabel#hint {{ color: {c['muted']}; }}
QLabel#sectionTitle {{ font-size: {small}pt; padding-top: 6px; font-weight: 600; color: {c['text']}; }}
QFrame#chartPlaceholder {{ background: {c['card']}; border: 1px dashed {c['border']}; border-radius: 6px; }}
QLineEdit[invalid="true"] {{ border: 1px solid {c['bad']}; background: #FFF4EE; }}
"""
