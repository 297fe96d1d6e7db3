"""Everything the window remembers between runs, declared once (as Vorta's settings table does).

The values live in ``<config dir>/ui.ini`` (QSettings, INI format; K3DESK_CONFIG_DIR aware). Code
reads and writes them only through :func:`read` and :func:`write` with a :class:`Setting` from the
table below, never with a key spelled out, so a key cannot be misspelled in one module and a
value outside its choices (a hand-edited file) falls back to the default.

The file carries its layout's version (``meta/version``; a file without it is version 0, written
before the key existed). Opening it runs the ordered steps of :data:`MIGRATIONS` from its version to
:data:`VERSION`, each a pure function of the file's values (renamed or re-encoded keys go there, as a
scenario file's migrations do); a file from a newer k3desk is read as it is (a value this version
does not know falls back to its default) and its version is never lowered.
"""

from __future__ import annotations

from collections.abc import Callable
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


#: The layout of ``ui.ini`` this k3desk writes, and the key that records it.
VERSION = 1
VERSION_KEY = "meta/version"
#: ``MIGRATIONS[n]`` turns the values of a version-``n`` file into version ``n + 1``.
MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = (
    dict,  # 0 -> 1: the keys of the table above, as they were; only the version key is new
)


def version_of(settings: QSettings) -> int:
    """The file's layout version: 0 without the key, or with one that is not a whole number >= 0."""
    found = settings.value(VERSION_KEY, 0)
    try:
        number = int(found) if isinstance(found, (int, str)) else 0
    except ValueError:
        return 0
    return number if number >= 0 else 0


def migrate(settings: QSettings) -> int:
    """Bring the file to :data:`VERSION` (see the module's note); the version it had."""
    found = version_of(settings)
    if found >= VERSION:
        return found
    before = {k: settings.value(k) for k in settings.allKeys() if k != VERSION_KEY}
    values = dict(before)
    for step in MIGRATIONS[found:VERSION]:
        values = step(values)
    if values != before:
        for key in set(before) - set(values):
            settings.remove(key)
        for key, value in values.items():
            settings.setValue(key, value)
    settings.setValue(VERSION_KEY, VERSION)
    return found


def ui_settings() -> QSettings:
    """The settings file, ``<config dir>/ui.ini``, migrated to this version's layout."""
    settings = QSettings(str(paths.config_dir() / "ui.ini"), QSettings.Format.IniFormat)
    migrate(settings)
    return settings


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
