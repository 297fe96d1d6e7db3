"""Interface language: loading translations and switching at run time without a restart.

Languages: English (the source strings) and Brazilian Portuguese. The app's catalog is
``resources/translations/k3desk_pt_BR.qm`` (compiled reproducibly from the committed ``.ts`` by
``tools/translations.py``); Qt's own strings (standard dialog buttons) come from Qt's
``qtbase_pt_BR.qm``. Installing a translator and setting the default QLocale makes Qt send
``LanguageChange`` to every widget, which re-runs their ``retranslate_ui``; numbers, dates and
amounts follow ``QLocale()``, so pt-BR writes 1.234.567,89.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from k3desk import paths

_installed: list[QTranslator] = []
_current = "en"


def translations_dir():
    return paths.resources_dir() / "translations"


def system_language() -> str:
    """pt_BR when the system locale is Portuguese, else English."""
    return "pt_BR" if QLocale.system().language() == QLocale.Language.Portuguese else "en"


def normalize(lang: str | None) -> str:
    if not lang:
        return system_language()
    lang = lang.replace("-", "_")
    if lang.lower().startswith("pt"):
        return "pt_BR"
    return "en"


def current_language() -> str:
    return _current


def locale_for(lang: str) -> QLocale:
    return QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil) if lang == "pt_BR" \
        else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def install_language(lang: str | None) -> str:
    """Switch the running application to ``lang`` (None: follow the system); returns the language used."""
    global _current
    app = QCoreApplication.instance()
    lang = normalize(lang)
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    QLocale.setDefault(locale_for(lang))
    if lang != "en":
        own = QTranslator(app)
        if own.load(str(translations_dir() / f"k3desk_{lang}.qm")):
            app.installTranslator(own)
            _installed.append(own)
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    _current = lang
    return lang
