"""In pt-BR, no English reaches the reader: window, presentation mode, compare view, dialogs, the
messages of refused values (the validator's included) and Qt's own file dialog.

English is spotted by words Portuguese never uses ("the", "per", "should", "Look in"); names and
quoted source titles (“…”) are data and exempt. A failure lists each widget and its text.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QTableWidget,
    QWidget,
)

from k3desk.ui.shell import i18n

ENGLISH = re.compile(
    r"\b(the|of|and|per|with|should|than|equal|or|to|in|on|at|by|for|from|this|that|is|are|be|"
    r"Enter|Look|Files|type|month|memory|price|rented|owned|used|self-host\w*|share|rate|speed|cost|"
    r"fits?|needed|replicas?|nodes?|sequences?|workload|serving|engine|break-even|input|output|"
    r"Input|Output|Speed|Cost|Memory|Price|Workload|Model|Serving|Engine|Hardware-only)\b")
#: data shown as spelled in every language: model, GPU and engine names, licences, quoted sources
DATA = re.compile(r"“[^”]*”|Kimi[\w .-]*|Llama[\w .-]*|Qwen[\w .-]*|DeepSeek[\w .-]*|GLM[\w .-]*|MiniMax[\w .-]*|"
                  r"gpt-oss[\w .-]*|NVIDIA[^·;\n]*|AMD[^·;\n]*|Apple[^·;\n]*|/\S+|\bMIT\b[\w ]*|Apache[\w .-]*|"
                  r"Modified[\w ]*License|[Ll]icense[\w ]*")


def english(text: str) -> str | None:
    m = ENGLISH.search(DATA.sub(" ", text.replace("&", "")))
    return m.group(0) if m else None


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    out = []
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisibleTo(root) and w is not root:
            continue
        texts = []
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            texts.append(w.placeholderText())
        elif isinstance(w, QTableWidget):
            texts += [w.horizontalHeaderItem(c).text() for c in range(w.columnCount()) if w.horizontalHeaderItem(c)]
            texts += [w.verticalHeaderItem(r).text() for r in range(w.rowCount()) if w.verticalHeaderItem(r)]
            texts += [w.item(r, c).text() for r in range(w.rowCount()) for c in range(w.columnCount()) if w.item(r, c)]
        name = w.objectName() or type(w).__name__
        out += [(name, re.sub(r"<[^>]+>", " ", t)) for t in texts if t]
    return out


def problems_in(root: QWidget, where: str, names: set[str] | frozenset = frozenset()) -> list[str]:
    """English words in ``root``'s visible texts; ``names`` are data (saved scenarios' names)."""
    return [f"{where}: {name}: {text!r} ({word!r})" for name, text in visible_texts(root)
            if text not in names and (word := english(text))]


def scenario_names() -> set[str]:
    """Names of the saved and recent scenarios: the user's words, shown as typed."""
    from k3desk import paths
    from k3desk.persistence import read_scenario

    out = set()
    for p in paths.scenarios_dir().glob("*.k3desk.json"):
        try:
            out.add(read_scenario(p).name)
        except Exception:  # noqa: BLE001 - a broken file has no name to exempt
            continue
    from k3desk.persistence.recent import load_recent

    return out | {p.name.removesuffix(".k3desk.json") for p in load_recent()}  # recent files by name


@pytest.fixture
def pt_window(window, qtbot):
    window.menu_actions["view.language.pt_BR"].trigger()
    qtbot.waitUntil(lambda: window.menus["file"].title() == "&Arquivo")
    return window


def test_the_detector_knows_english_from_portuguese():
    assert english("Input should be greater than or equal to 0")
    assert english("Look in:") and english("Files of type:")
    assert english("8 B tokens per month")
    assert not english("Digite um valor de no mínimo 0")
    assert not english("Kimi K3 cabe em 8× NVIDIA B300 (HGX Blackwell Ultra)")
    assert not english("Fonte: “NVIDIA NVFP4 blog (13 PF dense FP4)”")


def test_window_tabs_and_menus_in_pt_br(pt_window):
    win = pt_window
    problems = []
    for owned in (False, True):
        (win.hardware_panel.own if owned else win.hardware_panel.rent).click()
        for i in range(win.tabs.count()):
            win.tabs.setCurrentIndex(i)
            QApplication.processEvents()
            problems += problems_in(win, f"tab {i}")
    problems += [f"USD/BRL code shown: {n}: {t!r}" for n, t in visible_texts(win) if re.search(r"\b(USD|BRL)\b", t)]
    for menu in win.menus.values():
        problems += [f"menu: {a.text()!r}" for a in menu.actions() if english(a.text())]
    assert not problems, "\n".join(sorted(set(problems)))


def test_presentation_mode_in_pt_br(pt_window, qtbot):
    pt_window.set_presentation(True, fullscreen=False)
    page, names = pt_window.presentation_page, scenario_names()
    try:  # the page fills its texts on the next result
        qtbot.waitUntil(lambda: not problems_in(page, "presentation", names), timeout=3000)
    except Exception:  # noqa: BLE001 - pytest-qt's timeout; the assertion below names the texts
        pass
    problems = problems_in(page, "presentation", names)
    assert not problems, "\n".join(sorted(set(problems)))


def test_refused_value_is_worded_in_pt_br(pt_window, qtbot):
    """The validator's "Input should be greater than or equal to 0" reaches the reader in Portuguese."""
    store = pt_window.store
    messages = []
    store.field_error.connect(lambda _path, message: messages.append(message))
    assert not store.set_field("workload.input_share", -0.5)
    assert not store.set_field("workload.concurrent_sequences", 0)
    assert messages and all(m and not english(m) for m in messages), messages
    assert any("0" in m for m in messages)


def test_file_dialog_in_pt_br(pt_window, qtbot):
    dialog = QFileDialog(pt_window, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    assert "&Procurar em:" in labels
    problems = problems_in(dialog, "file dialog")
    assert not problems, "\n".join(problems)
    dialog.close()


def test_dialogs_in_pt_br(pt_window, qtbot, tmp_path):
    from tests.i18n.test_accelerators import _dialogs

    problems = []
    for name, dialog in _dialogs(pt_window, tmp_path).items():
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        problems += problems_in(dialog, name)
        dialog.close()
    assert not problems, "\n".join(sorted(set(problems)))


def test_language_switch_rewords_the_status_hints(pt_window):
    """Hints set before the switch ("Up to 13 fit in memory…") follow the new language at once."""
    texts = " ".join(t for _n, t in visible_texts(pt_window.workload_panel))
    assert not english(DATA.sub(" ", texts)), texts
    assert Qt  # keep the import used for readers adding key checks


def test_every_example_note_reads_in_pt_br(qapp):
    """The shipped examples' notes are catalog sources with a Portuguese translation."""
    from k3desk.report.example_notes import NOTES
    from k3desk.scenarios import builtin_ids, load_builtin
    from k3desk.ui.common import fmt

    ids = [i for i in builtin_ids() if i != "default"]
    assert sorted(ids) == sorted(NOTES)
    i18n.install_language("pt_BR")
    for sid in ids:
        note = load_builtin(sid).notes
        assert note == NOTES[sid]            # the file's note is the catalog source
        shown = fmt.notes(note)
        assert shown != note and not english(shown), (sid, shown)


def test_example_files_are_up_to_date():
    """``tools/make_examples.py --check``: the committed examples carry the catalog notes."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, str(root / "tools" / "make_examples.py"), "--check"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_advisor_page_in_pt_br(pt_window, qtbot):
    pt_window.menu_actions["view.advisor"].setChecked(True)
    qtbot.waitUntil(lambda: pt_window.advisor_page is not None and pt_window.advisor_page.isVisible(), timeout=5000)
    page = pt_window.advisor_page
    try:  # the search runs after the page opens
        qtbot.waitUntil(lambda: not problems_in(page, "advisor", scenario_names()), timeout=5000)
    except Exception:  # noqa: BLE001 - pytest-qt's timeout; the assertion below names the texts
        pass
    problems = problems_in(page, "advisor", scenario_names())
    assert not problems, "\n".join(sorted(set(problems)))


def test_compare_view_in_pt_br(pt_window, qtbot):
    from k3desk.scenarios import load_builtin
    from k3desk.ui.views.compare_view import CompareView

    view = CompareView([load_builtin("k3-8x-b300"), load_builtin("k3-16x-h200")], pt_window, store=pt_window.store)
    qtbot.addWidget(view)
    view.show()
    QApplication.processEvents()
    texts = visible_texts(view)
    assert any("Cabe" in t or "cabe" in t for _n, t in texts)  # the table really is in Portuguese
    problems = problems_in(view, "compare", {"Kimi K3 · 8× B300", "Kimi K3 · 16× H200"})
    assert not problems, "\n".join(sorted(set(problems)))
