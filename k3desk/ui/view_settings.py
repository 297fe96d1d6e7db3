"""Look and language of the window: light / dark theme (or the system's), high contrast for
projectors, and the interface language, switched at run time and remembered in QSettings.

The main window owns one :class:`ViewSettings`; the View ▸ Theme and View ▸ Language actions (from
the action table) are wired here, so ``main_window.py`` only composes. Switching the language
installs a new translator (:func:`k3desk.ui.i18n.install_language`); Qt then sends
``LanguageChange`` to every widget, and each one retranslates itself.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication

from k3desk.ui import i18n, theme

THEMES = ("system", "light", "dark")
LANGUAGE_CHOICES = ("system", "en", "pt_BR")


def system_is_dark() -> bool:
    """The platform's colour scheme (Qt 6.5+ ``QStyleHints.colorScheme``); light when unknown."""
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return bool(scheme) and scheme() == Qt.ColorScheme.Dark


def stored_language(settings: QSettings | None) -> str | None:
    """The language chosen in View ▸ Language (None: follow the system)."""
    value = settings.value("view/language", "system") if settings is not None else "system"
    return value if value in ("en", "pt_BR") else None


class ViewSettings(QObject):
    """Theme, high contrast and language for one main window.

    ``changed`` fires after the look changed (theme or high contrast), so the window re-applies
    style sheets, palettes and chart themes through :meth:`mode`.
    """

    changed = Signal()

    def __init__(self, window, actions: dict, settings: QSettings | None = None):
        super().__init__(window)
        self.window, self.actions, self.settings = window, actions, settings
        self.theme = self._read("view/theme", "system", THEMES)
        self.language = self._read("view/language", "system", LANGUAGE_CHOICES)
        # high contrast is on by default in presentation mode (projectors wash colours out)
        self.high_contrast = self._read("view/high_contrast", "true", ("true", "false")) == "true"
        for key in THEMES:
            actions[f"view.theme.{key}"].triggered.connect(lambda _c=False, k=key: self.set_theme(k))
        for key in LANGUAGE_CHOICES:
            actions[f"view.language.{key}"].triggered.connect(lambda _c=False, k=key: self.set_language(k))
        actions["view.high_contrast"].toggled.connect(self.set_high_contrast)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._system_scheme_changed)
        self._check_actions()

    def _read(self, key: str, default: str, allowed: tuple) -> str:
        value = str(self.settings.value(key, default)) if self.settings is not None else default
        return value if value in allowed else default

    def _write(self, key: str, value: str) -> None:
        if self.settings is not None:
            self.settings.setValue(key, value)

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
        return self.theme == "dark" or (self.theme == "system" and system_is_dark())

    def mode(self, presentation: bool) -> str:
        """``light``, ``dark`` or ``contrast`` (high contrast applies in presentation mode)."""
        if presentation and self.high_contrast:
            return "contrast"
        return "dark" if self.dark() else "light"

    def set_theme(self, key: str) -> None:
        self.theme = key if key in THEMES else "system"
        self._write("view/theme", self.theme)
        self._check_actions()
        self.changed.emit()

    def set_high_contrast(self, on: bool) -> None:
        self.high_contrast = bool(on)
        self._write("view/high_contrast", "true" if on else "false")
        self._check_actions()
        self.changed.emit()

    def _system_scheme_changed(self, *_args) -> None:
        if self.theme == "system":
            self.changed.emit()

    # ---- language ------------------------------------------------------------------------------
    def set_language(self, key: str) -> str:
        """Switch the running interface to ``key`` (``system``, ``en``, ``pt_BR``); no restart."""
        self.language = key if key in LANGUAGE_CHOICES else "system"
        self._write("view/language", self.language)
        self._check_actions()
        return i18n.install_language(None if self.language == "system" else self.language)


def apply_look(widget, mode: str, scale: float = 1.0) -> None:
    """Style sheet and palette for ``widget`` and its children in ``mode`` at type ``scale``.

    The palette goes to the whole application too, so menus, the menu bar, dialogs and tooltips
    (which are not the window's children) follow the theme."""
    from PySide6.QtWidgets import QApplication

    pal = theme.palette(mode)
    app = QApplication.instance()
    if app is not None and widget.isWindow():
        app.setPalette(pal)
    widget.setPalette(pal)
    widget.setStyleSheet(theme.style_sheet(scale, mode))
