"""The one table of window actions: id, text, shortcuts, menu, tip.

Menus are built from this table, and other layers find actions by id (``window.menu_actions["file.open"]``)
to connect their handlers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

if TYPE_CHECKING:  # PySide6's stub types the marker's result as object; it returns the text unchanged
    def QT_TRANSLATE_NOOP(context: str, text: str, /) -> str: ...  # noqa: N802 - Qt's name, which lupdate finds
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

CONTEXT = "actions"


@dataclass(frozen=True)
class ActionSpec:
    id: str
    text: str  # untranslated source text, with a mnemonic
    shortcuts: tuple = ()
    menu: str = ""
    tip: str = ""
    checkable: bool = False
    group: str = ""  # actions sharing a group are exclusive choices (theme, language)
    translate: bool = True  # False for language names, which read the same in every language


SEPARATOR = None
#: Shortcuts for standard keys that some platforms leave unbound.
FALLBACK_KEYS = {"file.save_as": "Ctrl+Shift+S", "edit.preferences": "Ctrl+,"}

#: Submenus: (menu key, parent menu key, title). An action's ``menu`` may name one of them.
SUBMENUS = (
    ("view/theme", "view", QT_TRANSLATE_NOOP("actions", "&Theme")),
    ("view/language", "view", QT_TRANSLATE_NOOP("actions", "&Language")),
)

MENUS = (
    ("file", QT_TRANSLATE_NOOP("actions", "&File")),
    ("edit", QT_TRANSLATE_NOOP("actions", "&Edit")),
    ("view", QT_TRANSLATE_NOOP("actions", "&View")),
    ("help", QT_TRANSLATE_NOOP("actions", "&Help")),
)

ACTIONS = (
    ActionSpec("file.new", QT_TRANSLATE_NOOP("actions", "&New"), (QKeySequence.StandardKey.New,), "file",
               QT_TRANSLATE_NOOP("actions", "Start a new scenario from the default")),
    ActionSpec("file.open", QT_TRANSLATE_NOOP("actions", "&Open…"), (QKeySequence.StandardKey.Open,), "file",
               QT_TRANSLATE_NOOP("actions", "Open a scenario file")),
    ActionSpec("file.open_recent", QT_TRANSLATE_NOOP("actions", "Open &Recent"), (), "file"),
    ActionSpec("file.open_example", QT_TRANSLATE_NOOP("actions", "Open E&xample"), (), "file"),
    SEPARATOR,
    ActionSpec("file.library", QT_TRANSLATE_NOOP("actions", "Scenario &Library…"), ("Ctrl+L",), "file",
               QT_TRANSLATE_NOOP("actions", "Saved scenarios: open, rename, duplicate, delete, compare")),
    ActionSpec("file.compare", QT_TRANSLATE_NOOP("actions", "&Compare Scenarios…"), ("Ctrl+K",), "file",
               QT_TRANSLATE_NOOP("actions", "Compare the current scenario with others side by side")),
    ActionSpec("file.import_benchmark", QT_TRANSLATE_NOOP("actions", "&Import Benchmark Result…"), (), "file",
               QT_TRANSLATE_NOOP("actions", "Add your own vLLM, SGLang, GuideLLM or AIPerf result: it shows first "
                                            "among the evidence and anchors the speed estimate near it")),
    ActionSpec("file.measurements", QT_TRANSLATE_NOOP("actions", "Your &Measurements…"), (), "file",
               QT_TRANSLATE_NOOP("actions", "See and remove the benchmark results you imported")),
    SEPARATOR,
    ActionSpec("file.save", QT_TRANSLATE_NOOP("actions", "&Save"), (QKeySequence.StandardKey.Save,), "file",
               QT_TRANSLATE_NOOP("actions", "Save the scenario")),
    ActionSpec("file.save_as", QT_TRANSLATE_NOOP("actions", "Save &As…"), (QKeySequence.StandardKey.SaveAs,),
               "file", QT_TRANSLATE_NOOP("actions", "Save the scenario under a new name")),
    ActionSpec("file.duplicate", QT_TRANSLATE_NOOP("actions", "&Duplicate"), (), "file",
               QT_TRANSLATE_NOOP("actions", "Continue in an unsaved copy of this scenario")),
    ActionSpec("file.revert", QT_TRANSLATE_NOOP("actions", "Re&vert to Saved"), (), "file",
               QT_TRANSLATE_NOOP("actions", "Go back to the saved file (Undo brings the changes back)")),
    SEPARATOR,
    ActionSpec("file.export_pdf", QT_TRANSLATE_NOOP("actions", "&Export PDF…"), ("Ctrl+E",), "file",
               QT_TRANSLATE_NOOP("actions", "Write a PDF report of this scenario")),
    ActionSpec("file.export_sheet", QT_TRANSLATE_NOOP("actions", "Export S&preadsheet…"), (), "file",
               QT_TRANSLATE_NOOP("actions", "Write a spreadsheet (.xlsx) of this scenario: the decision, the term "
                                            "month by month, the bill of materials")),
    SEPARATOR,
    ActionSpec("file.close", QT_TRANSLATE_NOOP("actions", "Close &Window"), (QKeySequence.StandardKey.Close,),
               "file", QT_TRANSLATE_NOOP("actions", "Close the window")),
    ActionSpec("file.quit", QT_TRANSLATE_NOOP("actions", "&Quit"), ("Ctrl+Q",), "file"),
    ActionSpec("edit.undo", QT_TRANSLATE_NOOP("actions", "&Undo"), ("Ctrl+Z",), "edit"),
    ActionSpec("edit.redo", QT_TRANSLATE_NOOP("actions", "&Redo"), ("Ctrl+Shift+Z", "Ctrl+Y"), "edit"),
    SEPARATOR,
    ActionSpec("edit.preferences", QT_TRANSLATE_NOOP("actions", "&Preferences…"),
               (QKeySequence.StandardKey.Preferences,), "edit",
               QT_TRANSLATE_NOOP("actions", "Organization and author for reports, paper size")),
    ActionSpec("edit.profile", QT_TRANSLATE_NOOP("actions", "Organisation Pro&file…"), (), "edit",
               QT_TRANSLATE_NOOP("actions", "Create, edit and share your organisation's assumptions: exchange "
                                            "rate, taxes, negotiated prices, the terms of a request for quotation")),
    ActionSpec("edit.use_profile", QT_TRANSLATE_NOOP("actions", "U&se a Profile File…"), (), "edit",
               QT_TRANSLATE_NOOP("actions", "Use a profile a colleague shared: what it changes in this scenario is "
                                            "shown before it is applied")),
    ActionSpec("view.assumptions", QT_TRANSLATE_NOOP("actions", "&Assumptions && sources…"), ("Ctrl+I",),
               "view", QT_TRANSLATE_NOOP("actions", "Every constant and catalog figure behind the numbers")),
    ActionSpec("view.advisor", QT_TRANSLATE_NOOP("actions", "A&dvisor"), ("F6",), "view",
               QT_TRANSLATE_NOOP("actions", "The cheapest configurations that carry the workload, and how to run them"),
               checkable=True),
    ActionSpec("view.presentation", QT_TRANSLATE_NOOP("actions", "&Presentation mode"), ("F5",), "view",
               QT_TRANSLATE_NOOP("actions", "Full screen with larger type, for meetings"), checkable=True),
    ActionSpec("view.advanced", QT_TRANSLATE_NOOP("actions", "Ad&vanced controls"), ("Ctrl+Shift+A",), "view",
               QT_TRANSLATE_NOOP("actions", "Show the serving settings, number formats, model architecture and "
                                            "the batch chart"), checkable=True),
    ActionSpec("view.gib", QT_TRANSLATE_NOOP("actions", "Memory in &GiB"), (), "view",
               QT_TRANSLATE_NOOP("actions", "Show memory in GiB (2^30 bytes) instead of GB (10^9 bytes)"),
               checkable=True),
    ActionSpec("view.high_contrast", QT_TRANSLATE_NOOP("actions", "&High contrast"), ("Ctrl+Shift+H",), "view",
               QT_TRANSLATE_NOOP("actions", "Black background and white type, for projectors"), checkable=True),
    SEPARATOR,
    ActionSpec("view.theme.system", QT_TRANSLATE_NOOP("actions", "Follow the &system"), (), "view/theme",
               checkable=True, group="theme"),
    ActionSpec("view.theme.light", QT_TRANSLATE_NOOP("actions", "&Light"), (), "view/theme",
               checkable=True, group="theme"),
    ActionSpec("view.theme.dark", QT_TRANSLATE_NOOP("actions", "&Dark"), (), "view/theme",
               checkable=True, group="theme"),
    ActionSpec("view.language.system", QT_TRANSLATE_NOOP("actions", "Follow the &system"), (), "view/language",
               checkable=True, group="language"),
    ActionSpec("view.language.en", "&English", (), "view/language", checkable=True, group="language",
               translate=False),
    ActionSpec("view.language.pt_BR", "&Português (Brasil)", (), "view/language", checkable=True,
               group="language", translate=False),
    ActionSpec("help.glossary", QT_TRANSLATE_NOOP("actions", "&Glossary"), ("F1",), "help",
               QT_TRANSLATE_NOOP("actions", "What each figure and term means, in plain words")),
    ActionSpec("help.about", QT_TRANSLATE_NOOP("actions", "&About k3desk"), (), "help"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def create_actions(parent: QWidget, prefix: str = "") -> dict[str, QAction]:
    """One QAction per table row (ids starting with ``prefix``), keyed by id (texts set by
    :func:`retranslate_actions`). A standard key gets every platform binding; rows sharing a
    ``group`` become one exclusive QActionGroup."""
    actions: dict[str, QAction] = {}
    groups: dict[str, QActionGroup] = {}
    for spec in ACTIONS:
        if spec is SEPARATOR or not spec.id.startswith(prefix):
            continue
        action = QAction(parent)
        action.setObjectName(spec.id)
        keys = []
        for k in spec.shortcuts:
            keys += QKeySequence.keyBindings(k) if isinstance(k, QKeySequence.StandardKey) else [QKeySequence(k)]
        if not keys and spec.id in FALLBACK_KEYS:  # e.g. Windows defines no Save As or Preferences key
            keys = [QKeySequence(FALLBACK_KEYS[spec.id])]
        action.setShortcuts(keys)
        action.setCheckable(spec.checkable)
        if spec.group:
            if spec.group not in groups:
                groups[spec.group] = QActionGroup(parent)
                groups[spec.group].setExclusive(True)
            groups[spec.group].addAction(action)
        actions[spec.id] = action
    retranslate_actions(actions)
    return actions


def build_menus(menubar: QMenuBar, actions: dict[str, QAction]) -> dict[str, QMenu]:
    """Menus in table order; submenus where a row names one; separators where the table has them."""
    menus = {key: menubar.addMenu(_tr(text)) for key, text in MENUS}
    parents = {key: (parent, text) for key, parent, text in SUBMENUS}
    last_menu = None
    for spec in ACTIONS:
        if spec is SEPARATOR:
            if last_menu:
                menus[last_menu].addSeparator()
            continue
        if spec.id not in actions:
            continue
        if spec.menu not in menus:  # a submenu, added to its parent where its first row appears
            parent, text = parents[spec.menu]
            menus[spec.menu] = menus[parent].addMenu(_tr(text))
        menus[spec.menu].addAction(actions[spec.id])
        last_menu = spec.menu.split("/")[0]
    return menus


def retranslate_actions(actions: dict[str, QAction], menus: dict[str, QMenu] | None = None) -> None:
    for spec in ACTIONS:
        if spec is SEPARATOR or spec.id not in actions:
            continue
        action = actions[spec.id]
        action.setText(_tr(spec.text) if spec.translate else spec.text)
        if spec.tip:
            action.setStatusTip(_tr(spec.tip))
            action.setToolTip(_tr(spec.tip))
    for key, text in (*MENUS, *((k, t) for k, _p, t in SUBMENUS)):
        if menus and key in menus:
            menus[key].setTitle(_tr(text))
