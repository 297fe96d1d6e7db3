"""Colours and the application style sheet, shared by the window, the cards and the charts.

The palette is Okabe-Ito (colour-blind safe). Each memory term and each cost series has one fixed
colour everywhere (screen, report, presentation), so a legend learnt once reads the same all over.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

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
    "rent": OKABE_ITO["bluish_green"],  # contract-term lines: rented, owned (the self-hosting blue), API
    "own": OKABE_ITO["blue"],
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


#: Surface colours per theme ("light" keeps COLORS, which the PDF report also uses). Series colours
#: stay Okabe-Ito in every theme; only text, surfaces and borders change.
SURFACES = {
    "light": {k: COLORS[k] for k in ("text", "muted", "card", "window", "border")} | {
        "invalid_bg": "#FFF4EE", "accent": COLORS["accent"]},
    "dark": {"text": "#E8EAED", "muted": "#A9B1BB", "card": "#1E1E1E", "window": "#121417",
             "border": "#3A3F45", "invalid_bg": "#3A1E14", "accent": OKABE_ITO["sky_blue"]},
    # projectors wash colours out: pure black and white, thick borders, yellow focus
    "contrast": {"text": "#FFFFFF", "muted": "#FFFFFF", "card": "#000000", "window": "#000000",
                 "border": "#FFFFFF", "invalid_bg": "#400000", "accent": OKABE_ITO["yellow"]},
}


def surfaces(mode: str = "light") -> dict[str, str]:
    """Text and surface colours for ``light``, ``dark`` or ``contrast`` (high contrast)."""
    return SURFACES.get(mode, SURFACES["light"])


def palette(mode: str = "light"):
    """A QPalette for input widgets (line edits, combos, spin boxes) matching the style sheet."""
    c = surfaces(mode)
    pal = QPalette()
    role = QPalette.ColorRole
    for r, key in ((role.Window, "window"), (role.WindowText, "text"), (role.Base, "card"),
                   (role.AlternateBase, "window"), (role.Text, "text"), (role.Button, "card"),
                   (role.ButtonText, "text"), (role.ToolTipBase, "card"), (role.ToolTipText, "text"),
                   (role.PlaceholderText, "muted"), (role.Highlight, "accent")):
        pal.setColor(r, QColor(c[key]))
    pal.setColor(role.HighlightedText, QColor("#000000" if mode == "contrast" else "#FFFFFF"))
    for r in (role.Text, role.WindowText, role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, r, QColor(c["muted"] if mode != "contrast" else "#BBBBBB"))
    return pal


def style_sheet(scale: float = 1.0, mode: str = "light") -> str:
    """Application style sheet; ``scale`` enlarges card type (presentation mode); ``mode`` is
    ``light``, ``dark`` or ``contrast``."""
    c = {**COLORS, **surfaces(mode)}
    big, amount, small = round(24 * scale), round(16 * scale), round(11 * scale)
    edge = 8 if mode == "contrast" else 6
    return f"""
QMainWindow, QWidget#centralArea, QScrollArea#rightArea {{ background: {c['window']}; color: {c['text']}; }}
QMenuBar {{ background: {c['window']}; color: {c['text']}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {c['accent']}; color: {'#000000' if mode == 'contrast' else '#FFFFFF'}; }}
QMenu {{ background: {c['card']}; color: {c['text']}; border: 1px solid {c['border']}; }}
QMenu::item:disabled {{ color: {c['muted']}; }}
QStatusBar {{ background: {c['window']}; color: {c['text']}; }}
QTabWidget::pane {{ border: 1px solid {c['border']}; border-radius: 4px; background: {c['card']}; top: -1px; }}
QTabBar::tab {{ padding: 6px 14px; }}
QScrollArea#panelScroll, QWidget#panelBody {{ background: {c['card']}; border: none; }}
QFrame#card {{ background: {c['card']}; border: 1px solid {c['border']}; border-radius: 6px; }}
QFrame#card[state="ok"] {{ border-left: {edge}px solid {c['ok']}; }}
QFrame#card[state="bad"] {{ border-left: {edge}px solid {c['bad']}; }}
QFrame#card[state="neutral"] {{ border-left: {edge}px solid {c['accent']}; }}
QLabel#cardTitle {{ color: {c['muted']}; font-size: {small}pt; font-weight: 600; }}
QLabel#cardValue {{ color: {c['text']}; font-size: {big}pt; font-weight: 700; }}
QLabel#cardAmount {{ color: {c['text']}; font-size: {amount}pt; font-weight: 700; }}
QLabel#cardDetail, QFrame#card QLabel#hint {{ color: {c['muted']}; font-size: {small}pt; }}
QLabel#fieldError {{ color: {c['bad']}; font-size: {small}pt; background: {c['card']};
    border: 1px solid {c['bad']}; border-radius: 3px; padding: 1px 4px; }}
QLabel#hint {{ color: {c['muted']}; }}
QLabel#sectionTitle {{ font-size: {small}pt; padding-top: 6px; font-weight: 600; color: {c['text']}; }}
QLabel#verdictStrip {{ color: {c['text']}; font-weight: 600; padding: 0 2px; }}
QLineEdit[invalid="true"] {{ border: 1px solid {c['bad']}; background: {c['invalid_bg']}; }}
"""
