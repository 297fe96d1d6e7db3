"""Keyboard accelerators (Alt+letter) are unique in every language, per scope a user can reach.

A scope is what one Alt+letter can hit at a time: the entries of one menu; the menu bar, the tab
titles and the controls on the visible tab of the main window; the controls of one dialog. Two
mnemonics on the same letter in one scope make Alt+letter cycle instead of act, which translations
break easily ("&Motor" beside "&Memória da GPU usada" in pt-BR), so every language is walked.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QGroupBox, QLabel, QMenu, QTabBar, QWidget

from k3desk.ui.shell import i18n


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" (``"&&"`` is a literal ampersand), lower-cased; None if none."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def widget_mnemonics(root: QWidget) -> list[tuple[str, str]]:
    """(letter, text) of every visible label with a buddy, button, checkable group box and tab in ``root``."""
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, QLabel) and w.buddy() is not None:
            texts = [w.text()]
        elif isinstance(w, QAbstractButton):
            texts = [w.text()]
        elif isinstance(w, QGroupBox) and w.isCheckable():
            texts = [w.title()]
        elif isinstance(w, QTabBar):
            texts = [w.tabText(i) for i in range(w.count()) if w.isTabVisible(i)]
        else:
            continue
        out += [(m, t) for t in texts if (m := mnemonic(t))]
    return out


def clashes(entries: list[tuple[str, str]]) -> list[str]:
    by_letter: dict[str, list[str]] = {}
    for letter, text in entries:
        by_letter.setdefault(letter, []).append(text)
    return [f"{letter!r}: {texts}" for letter, texts in sorted(by_letter.items()) if len(texts) > 1]


def menu_problems(menu: QMenu, path: str) -> list[str]:
    entries = [(m, a.text()) for a in menu.actions() if a.isVisible() and not a.isSeparator()
               and (m := mnemonic(a.text()))]
    out = [f"menu {path}: {c}" for c in clashes(entries)]
    for a in menu.actions():
        if a.menu() is not None:
            out += menu_problems(a.menu(), f"{path} > {a.text()}")
    return out


@pytest.fixture(params=["en", "pt_BR"])
def lang(request, qapp):
    i18n.install_language(request.param)
    QApplication.processEvents()
    return request.param


def test_menus_have_unique_accelerators(window, lang):
    bar = window.menuBar()
    titles = [(m, a.text()) for a in bar.actions() if (m := mnemonic(a.text()))]
    problems = [f"menu bar: {c}" for c in clashes(titles)]
    for a in bar.actions():
        if a.menu() is not None:
            problems += menu_problems(a.menu(), a.text())
    assert not problems, f"{lang}:\n" + "\n".join(problems)


def test_each_tab_has_unique_accelerators(window, lang):
    """The tab titles and the controls of the visible tab share one Alt+letter space.

    Both ownership modes are walked (rented and owned GPUs show different fields)."""
    problems = []
    for owned in (False, True):
        (window.hardware_panel.own if owned else window.hardware_panel.rent).click()
        QApplication.processEvents()
        for i in range(window.tabs.count()):
            window.tabs.setCurrentIndex(i)
            QApplication.processEvents()
            page = window.tabs.widget(i)
            tabs = window.tabs.tabBar()
            entries = [(m, t) for j in range(tabs.count()) if (m := mnemonic(t := tabs.tabText(j)))]
            entries += widget_mnemonics(page)
            problems += [f"tab {window.tabs.tabText(i)!r}: {c}" for c in clashes(entries)]
    assert not problems, f"{lang}:\n" + "\n".join(sorted(set(problems)))


def _dialogs(window, tmp_path: Path) -> dict[str, QDialog]:
    from PySide6.QtCore import QSettings

    from k3desk.persistence import Recoverable
    from k3desk.ui.dialogs.assumptions import AssumptionsDialog
    from k3desk.ui.dialogs.library_dialog import LibraryDialog
    from k3desk.ui.dialogs.preferences import PreferencesDialog
    from k3desk.ui.dialogs.recovery import RecoveryDialog
    from k3desk.ui.views.compare_view import CompareView

    s = window.store
    return {
        "preferences": PreferencesDialog(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat), window),
        "assumptions": AssumptionsDialog(s.scenario, s.result, s.catalog, window),
        "library": LibraryDialog(window, store=s, folder=tmp_path),
        "compare": CompareView([s.scenario], window, store=s),
        "recovery": RecoveryDialog([Recoverable(tmp_path / "a.json", "x", None, None, None, "Kimi K3")], window),
    }


def test_dialogs_have_unique_accelerators(window, lang, tmp_path, qtbot):
    problems = []
    for name, dialog in _dialogs(window, tmp_path).items():
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        problems += [f"{name}: {c}" for c in clashes(widget_mnemonics(dialog))]
        dialog.close()
    assert not problems, f"{lang}:\n" + "\n".join(problems)


def test_advisor_page_has_unique_accelerators(window, lang):
    """The Advisor page replaces the panels: its controls share Alt+letter with the menu bar."""
    window.set_advisor(True)
    QApplication.processEvents()
    bar = window.menuBar()
    entries = [(m, a.text()) for a in bar.actions() if (m := mnemonic(a.text()))]
    entries += widget_mnemonics(window.advisor_page)
    assert len(entries) >= 14
    assert not clashes(entries), f"{lang}:\n" + "\n".join(clashes(entries))
