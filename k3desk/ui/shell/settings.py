"""Everything the window remembers between runs, declared once (as Vorta's settings table does).

The values live in ``<config dir>/ui.ini`` (QSettings, INI format; K3DESK_CONFIG_DIR aware). Code
reads and writes them only through :func:`read` and :func:`write` with a :class:`Setting` from the
table below, never with a key spelled out, so a key cannot be misspelled in one module and a
value outside its choices (a hand-edited file) falls back to the default.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QSettings

from k3desk import paths


class Setting(NamedTuple):
    """One remembered value: its INI key, default, allowed values (empty: any) and meaning."""

    key: str
    default: Any
    choices: tuple = ()
    meaning: str = ""


THEME = Setting("view/theme", "system", ("system", "light", "dark"), "colour theme")
LANGUAGE = Setting("view/language", "system", ("system", "en", "pt_BR"), "interface language")
HIGH_CONTRAST = Setting("view/high_contrast", "true", ("true", "false"), "high contrast in presentation mode")
MEMORY_UNIT = Setting("view/memory_unit", "GB", ("GB", "GiB"), "memory shown in GB (10^9) or GiB (2^30)")
ADVANCED = Setting("view/advanced", "false", ("true", "false"),
                   "advanced controls shown (serving, number formats, architecture, batch chart)")
INTRO_SEEN = Setting("view/intro_seen", "false", ("true", "false"), "first-start card about the six figures dismissed")
REPORT_FOLDER = Setting("report/last_dir", "", (), "folder of the last exported PDF")
REPORT_PAGE = Setting("report/page", "A4", ("A4", "Letter"), "paper size of PDF reports")
REPORT_ORGANIZATION = Setting("report/organization", "", (), "organization on the report cover")
REPORT_AUTHOR = Setting("report/author", "", (), "author on the report cover")
REPORT_COVER_ASKED = Setting("report/cover_asked", "false", ("true", "false"),
                             "the first export asked for organization and author")
PROFILE_PATH = Setting("profile/path", "", (), "organisation profile file (the company's assumptions, often on a "
                                              "shared folder); empty: none")
WINDOW_GEOMETRY = Setting("window/geometry", None, (), "main window position and size (Qt state)")
WINDOW_SPLITTER = Setting("window/splitter", None, (), "panel/chart split (Qt state)")

#: The whole table, e.g. for a test that every key is unique.
ALL = (THEME, LANGUAGE, HIGH_CONTRAST, MEMORY_UNIT, ADVANCED, INTRO_SEEN, REPORT_FOLDER, REPORT_PAGE, REPORT_ORGANIZATION,
       REPORT_AUTHOR, REPORT_COVER_ASKED, PROFILE_PATH, WINDOW_GEOMETRY, WINDOW_SPLITTER)


def ui_settings() -> QSettings:
    """The settings file, ``<config dir>/ui.ini``."""
    return QSettings(str(paths.config_dir() / "ui.ini"), QSettings.Format.IniFormat)


def read(settings: QSettings | None, setting: Setting) -> Any:
    """The stored value, or the default when there is no settings file (screenshots, tests), the
    key is absent, or the value is not one of the choices. Text values come back stripped."""
    if settings is None:
        return setting.default
    value = settings.value(setting.key, setting.default)
    if isinstance(value, str) and setting.default is not None:
        value = value.strip()
    elif setting.default is not None and not isinstance(value, type(setting.default)):
        return setting.default
    if setting.choices and value not in setting.choices:
        return setting.default
    return value


def write(settings: QSettings | None, setting: Setting, value: Any) -> None:
    """Remember ``value`` (nothing happens without a settings file)."""
    if settings is not None:
        settings.setValue(setting.key, value)
