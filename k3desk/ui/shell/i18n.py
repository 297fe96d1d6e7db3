"""Interface language: loading translations and switching at run time without a restart.

Languages: English (the source strings) and Brazilian Portuguese. The app's catalog is
``resources/translations/k3desk_pt_BR.qm`` (compiled reproducibly from the committed ``.ts`` by
``tools/translations.py``); Qt's own strings (standard dialog buttons) come from Qt's
``qtbase_pt_BR.qm``. Installing a translator and setting the default QLocale makes Qt send
``LanguageChange`` to every widget, which re-runs their ``retranslate_ui``; numbers, dates and
amounts follow ``QLocale()``, so pt-BR writes 1.234.567,89.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtCore import QCoreApplication as _Qt  # short name for the Validation messages below

from k3desk import paths
from k3desk.ui.common import fmt

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
        QCoreApplication.removeTranslator(tr)
    _installed.clear()
    QLocale.setDefault(locale_for(lang))
    if lang != "en":
        own = QTranslator(app)
        if own.load(str(translations_dir() / f"k3desk_{lang}.qm")):
            QCoreApplication.installTranslator(own)
            _installed.append(own)
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
    _current = lang
    return lang


_console_app = None   # the command line's QCoreApplication, kept alive while it prints


def console_formatter(lang: str, currency: str = "USD"):
    """The formatter a command-line verb prints with in ``lang`` (``--lang pt_BR``): the window's own
    translations and number rules, on a bare QCoreApplication when no application runs yet."""
    global _console_app
    from k3desk.ui.common.formatter import Formatter

    _console_app = QCoreApplication.instance() or QCoreApplication([])
    install_language(lang)
    return Formatter(locale_for(lang), currency)


# Strings of Qt's own file dialog that Qt's shipped pt-BR catalog misses: it predates the "&" Qt 6
# added to them, so the dialog would say "Look in:" in Portuguese. Marked here (never read), lupdate
# files them under Qt's context and k3desk's catalog supplies them (Qt's is searched first, then ours).
QT_CATALOG_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))


def validation_message(kind: str, ctx: dict | None, fallback: str) -> str:
    """A refused value worded in the UI language: the one mapping from the validation error types
    (``greater_than_equal`` with ``{"ge": 0}``) to translated sentences with locale numbers.
    Types not listed (k3desk's own checks) keep their message."""
    ctx = ctx or {}

    def num(key: str) -> str:
        v = ctx.get(key)
        return fmt.smart(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)

    messages = {
        "greater_than_equal": lambda: _Qt.translate("Validation", "Enter a value of at least %1").replace("%1", num("ge")),
        "greater_than": lambda: _Qt.translate("Validation", "Enter a value above %1").replace("%1", num("gt")),
        "less_than_equal": lambda: _Qt.translate("Validation", "Enter a value of at most %1").replace("%1", num("le")),
        "less_than": lambda: _Qt.translate("Validation", "Enter a value below %1").replace("%1", num("lt")),
        "int_parsing": lambda: _Qt.translate("Validation", "Enter a whole number"),
        "int_from_float": lambda: _Qt.translate("Validation", "Enter a whole number"),
        "int_type": lambda: _Qt.translate("Validation", "Enter a whole number"),
        "float_parsing": lambda: _Qt.translate("Validation", "Enter a number"),
        "float_type": lambda: _Qt.translate("Validation", "Enter a number"),
        "finite_number": lambda: _Qt.translate("Validation", "Enter a finite number"),
        "bool_parsing": lambda: _Qt.translate("Validation", "Enter yes or no"),
        "bool_type": lambda: _Qt.translate("Validation", "Enter yes or no"),
        "literal_error": lambda: _Qt.translate("Validation", "Choose one of: %1").replace("%1", str(ctx.get("expected", ""))),
        "enum": lambda: _Qt.translate("Validation", "Choose one of: %1").replace("%1", str(ctx.get("expected", ""))),
        "string_too_long": lambda: _Qt.translate("Validation", "Use at most %1 characters").replace("%1", num("max_length")),
        "string_too_short": lambda: _Qt.translate("Validation", "Enter at least %1 characters").replace("%1", num("min_length")),
        "missing": lambda: _Qt.translate("Validation", "A value is required"),
        # core.edit.CONTEXT_OVER_MAX: a context over the model's maximum, the maximum named
        "context_over_max": lambda: _Qt.translate("Validation", "Enter at most %1 tokens, the maximum context of %2")
        .replace("%1", num("le")).replace("%2", str(ctx.get("model", ""))),
    }
    return messages[kind]() if kind in messages else fallback
