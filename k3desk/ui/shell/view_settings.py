"""Look and language of the window: light / dark theme (or the system's), high contrast for
projectors, and the interface language, switched at run time and remembered in QSettings.

The main window owns one :class:`ViewSettings`; the View ▸ Theme and View ▸ Language actions (from
the action table) are wired here, so ``main_window.py`` only composes. Switching the language
installs a new translator (:func:`k3desk.ui.shell.i18n.install_language`); Qt then sends
``LanguageChange`` to every widget, and each one retranslates itself.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from k3desk.ui.shell import i18n, theme
from k3desk.ui.shell import settings as keys

THEMES = keys.THEME.choices
LANGUAGE_CHOICES = keys.LANGUAGE.choices


def system_is_dark() -> bool:
    """The platform's colour scheme (Qt 6.5+ ``QStyleHints.colorScheme``); light when unknown."""
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def stored_language(settings: QSettings | None) -> str | None:
    """The language chosen in View ▸ Language (None: follow the system)."""
    value = keys.read(settings, keys.LANGUAGE)
    return None if value == "system" else value


def is_dark(theme: str) -> bool:
    """The theme chosen in View ▸ Theme is dark (for "system", the platform's scheme is)."""
    return theme == "dark" or (theme == "system" and system_is_dark())


def stored_mode(settings: QSettings | None) -> str:
    """``dark`` or ``light``, from the stored theme (the window's look before it has any child)."""
    return "dark" if is_dark(keys.read(settings, keys.THEME)) else "light"


class ViewSettings(QObject):
    """Theme, high contrast and language for one main window.

    ``changed`` fires after the look changed (theme or high contrast), so the window re-applies
    style sheets, palettes and chart themes through :meth:`mode`.
    """

    changed = Signal()

    def __init__(self, window, actions: dict, settings: QSettings | None = None):
        super().__init__(window)
        self.window, self.actions, self.settings = window, actions, settings
        self.theme = keys.read(settings, keys.THEME)
        self.language = keys.read(settings, keys.LANGUAGE)
        # high contrast is on by default in presentation mode (projectors wash colours out)
        self.high_contrast = keys.read(settings, keys.HIGH_CONTRAST) == "true"
        for key in THEMES:
            actions[f"view.theme.{key}"].triggered.connect(lambda _c=False, k=key: self.set_theme(k))
        for key in LANGUAGE_CHOICES:
            actions[f"view.language.{key}"].triggered.connect(lambda _c=False, k=key: self.set_language(k))
        actions["view.high_contrast"].toggled.connect(self.set_high_contrast)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._system_scheme_changed)
        self._check_actions()

    def _check_actions(self) -> None:
        self.actions[f"view.theme.{self.theme}"].setChecked(True)
        self.actions[f"view.language.{self.language}"].setChecked(True)
        hc = self.actions["view.high_contrast"]
        if hc.isChecked() != self.high_contrast:
            hc.blockSignals(True)
            hc.setChecked(self.high_contrast)
            hc.blockSignals(False)

    # ---- theme ---------------------------------------------------------------------------------
    def dark(self) -> bool:
        return is_dark(self.theme)

    def mode(self, presentation: bool) -> str:
        """``light``, ``dark`` or ``contrast`` (high contrast applies in presentation mode)."""
        if presentation and self.high_contrast:
            return "contrast"
        return "dark" if self.dark() else "light"

    def set_theme(self, key: str) -> None:
        self.theme = key if key in THEMES else "system"
        keys.write(self.settings, keys.THEME, self.theme)
        self._check_actions()
        self.changed.emit()

    def set_high_contrast(self, on: bool) -> None:
        self.high_contrast = bool(on)
        keys.write(self.settings, keys.HIGH_CONTRAST, "true" if on else "false")
        self._check_actions()
        self.changed.emit()

    def _system_scheme_changed(self, *_args) -> None:
        if self.theme == "system":
            self.changed.emit()

    # ---- language ------------------------------------------------------------------------------
    def set_language(self, key: str) -> str:
        """Switch the running interface to ``key`` (``system``, ``en``, ``pt_BR``); no restart."""
        self.language = key if key in LANGUAGE_CHOICES else "system"
        keys.write(self.settings, keys.LANGUAGE, self.language)
        self._check_actions()
        return i18n.install_language(None if self.language == "system" else self.language)


def apply_look(widget, mode: str, scale: float = 1.0) -> None:
    """Style sheet and palette for ``widget`` and its children in ``mode`` at type ``scale``.

    The palette goes to the whole application too, so menus, the menu bar, dialogs and tooltips
    (which are not the window's children) follow the theme."""
    pal = theme.palette(mode)
    app = QApplication.instance()
    if isinstance(app, QApplication) and widget.isWindow():
        app.setPalette(pal)
    widget.setPalette(pal)
    sheet = theme.style_sheet(scale, mode)
    if widget.styleSheet() != sheet:  # a new sheet re-styles every child widget
        widget.setStyleSheet(sheet)


def fit_to_screen(window) -> None:
    """Fit ``window`` inside its screen's available area (taskbar excluded), frame included, so the
    status bar is visible on a 1366×768 laptop at first start."""
    from PySide6.QtGui import QGuiApplication

    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    frame_w, frame_h = max(frame.width(), 0), max(frame.height(), 32)  # title bar not yet known
    width = min(window.width(), area.width() - frame_w)
    height = min(window.height(), area.height() - frame_h)
    window.resize(width, height)
    window.move(area.left() + max(0, (area.width() - width - frame_w) // 2),
                area.top() + max(0, (area.height() - height - frame_h) // 2))
