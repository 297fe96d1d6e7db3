"""The organisation profile editor (Edit ▸ Organisation Profile…): create, edit, save as and share the
file everyone in the company sizes with (``core.profile``; the format is ``docs/profile.md``).

One window with its own menus and the standard keys (New, Open, Save, Save As, Close; Undo and Redo
of every edit): the profile's name, version and notes; the settings it fixes (the exchange rate, the
taxes, the discount rate…), the GPU prices and API prices the company negotiated, and the terms a
request for quotation states. Saving is atomic and never over a scenario or a file the app keeps; a
file from a newer k3desk or a broken file is refused with one clear line. **Use in This Window** puts
the saved file in force here: what it changes in the scenario on screen is shown first. A colleague
opens the shared file with Edit ▸ Use a Profile File….

The form's state (texts and chosen ids) is what Undo steps through; it becomes a ``Profile`` (every
value checked, as the command line checks ``--profile``) only when saved or used.
"""

from __future__ import annotations

import copy
import math
import typing
from datetime import UTC, datetime
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenuBar,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from k3desk.core.catalog import Catalog
from k3desk.core.edit import EditError, get_path
from k3desk.core.presets import default_scenario
from k3desk.core.profile import FORMAT, Profile
from k3desk.core.user_set import NOT_IN_PROFILE
from k3desk.report.notation import SETTING_NAMES, SETTING_VALUES
from k3desk.ui.common import fmt
from k3desk.ui.common.widgets import plain_tip

# Settings a profile fixes in its settings table: every named setting but what chooses what is sized
# and the prices that have their own tables (a GPU type's, a model's).
_PRICED = ("hardware.price_per_gpu_hour", "hardware.purchase_price_per_gpu", "hardware.purchase_source",
           "hardware.price_source", "pricing.api_input_per_mtok", "pricing.api_cached_input_per_mtok",
           "pricing.api_output_per_mtok", "pricing.api_source")
SETTINGS = tuple(p for p in SETTING_NAMES if p not in NOT_IN_PROFILE and p not in _PRICED)
GPU_FIELDS = ("price_per_gpu_hour", "purchase_price_usd")
MODEL_FIELDS = ("api_input_per_mtok", "api_cached_input_per_mtok", "api_output_per_mtok")
PROCUREMENT = ("delivery_site", "delivery_state", "payment_terms", "warranty", "support")


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def number_text(value) -> str:
    """A number as the form shows it, in the UI locale and exact (a profile's 0.0525 stays 0.0525)."""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, int) or (math.isfinite(value) and value == int(value) and abs(value) < 1e15):
        return fmt.locale().toString(int(value))
    digits = repr(float(value)).split(".")[-1] if "e" not in repr(float(value)) else "10"
    return fmt.locale().toString(float(value), "f", min(len(digits), 10))


class ProfileFormError(ValueError):
    """A value the form cannot turn into a profile; ``str()`` is one line naming where."""


def empty_state(name: str = "") -> dict:
    """A new profile's form: the organisation's name, this month as its version."""
    return {"name": name, "version": datetime.now(UTC).strftime("%Y-%m"), "notes": "", "values": [],
            "gpus": [], "models": [], "procurement": dict.fromkeys(PROCUREMENT, "")}


def state_of(p: Profile) -> dict:
    """The form's state for a profile read from a file."""
    values = []
    for path, v in p.values.items():
        text = ("true" if v else "false") if isinstance(v, bool) else number_text(v) if v is not None else ""
        values.append([path, text])
    gpus = [[gid, *(number_text(getattr(g, f)) for f in GPU_FIELDS), g.source] for gid, g in p.gpus.items()]
    models = [[mid, *(number_text(getattr(m, f)) for f in MODEL_FIELDS), m.source] for mid, m in p.models.items()]
    proc = p.procurement.model_dump() if p.procurement is not None else dict.fromkeys(PROCUREMENT, "")
    return {"name": p.name, "version": p.version, "notes": p.notes, "values": values, "gpus": gpus,
            "models": models, "procurement": proc}


def _number(text: str, where: str) -> float | None:
    text = text.strip()
    if not text:
        return None
    value = fmt.parse(text)
    if value is None:
        raise ProfileFormError(_tr("%1: \u201c%2\u201d is not a number").replace("%1", where).replace("%2", text))
    return value


def _kinds(path: str) -> tuple:
    """The types a scenario's setting takes (``(float, NoneType)`` for an optional number)."""
    from k3desk.core.scenario import Scenario

    try:
        section, name = path.split(".", 1)
        annotation = Scenario.model_fields[section].annotation.model_fields[name].annotation  # type: ignore[union-attr]
    except (ValueError, KeyError, AttributeError):
        return ()
    return typing.get_args(annotation) or (annotation,)


def _setting_value(path: str, text: str, where: str):
    """A settings row's text as the value the profile stores: a yes/no, a choice's id, a number
    (a whole one where the setting counts; empty for "none" where the setting may be unset), else the
    text as typed (a month, ``2026-03``)."""
    kinds = _kinds(path)
    if bool in kinds:
        return text == "true"
    if any(key == path for key, _v in SETTING_VALUES):
        return text
    if float in kinds or int in kinds:
        value = _number(text, where)
        return int(value) if value is not None and int in kinds and float not in kinds and value == int(value) \
            else value
    return text.strip() or None


def profile_of(state: dict, catalog: Catalog, schema: int = 1) -> Profile:
    """The profile the form says, checked as a file would be, or :class:`ProfileFormError` naming the
    table, row and setting (and why)."""
    from pydantic import ValidationError

    from k3desk.core.profile import apply_profile, check_ids, profile_catalog

    scenario = default_scenario(catalog)
    values = {}
    for i, (path, text) in enumerate(state["values"], 1):
        where = _tr("Settings, row %1").replace("%1", str(i))
        if path in values:
            raise ProfileFormError(_tr("%1: %2 is set twice").replace("%1", where).replace("%2", _setting_name(path)))
        values[path] = _setting_value(path, text, f"{where} ({_setting_name(path)})")
    gpus = {}
    for i, (gid, *texts, source) in enumerate(state["gpus"], 1):
        where = _tr("GPU prices, row %1").replace("%1", str(i))
        if gid in gpus:
            raise ProfileFormError(_tr("%1: this GPU is priced twice").replace("%1", where))
        entry = {f: _number(t, where) for f, t in zip(GPU_FIELDS, texts, strict=True)}
        gpus[gid] = {k: v for k, v in entry.items() if v is not None} | ({"source": source.strip()} if source.strip() else {})
    models = {}
    for i, (mid, *texts, source) in enumerate(state["models"], 1):
        where = _tr("API prices, row %1").replace("%1", str(i))
        if mid in models:
            raise ProfileFormError(_tr("%1: this model is priced twice").replace("%1", where))
        entry = {f: _number(t, where) for f, t in zip(MODEL_FIELDS, texts, strict=True)}
        models[mid] = {k: v for k, v in entry.items() if v is not None} | ({"source": source.strip()} if source.strip() else {})
    proc = {k: v.strip() for k, v in state["procurement"].items() if k in PROCUREMENT}
    data = {"format": FORMAT, "schema_version": max(schema, 2 if any(proc.values()) else 1),
            "name": state["name"].strip(), "version": state["version"].strip(), "notes": state["notes"],
            "values": values, "gpus": gpus, "models": models, "procurement": proc if any(proc.values()) else None}
    try:
        profile = Profile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise ProfileFormError(f"{_field_name(where)}: {str(err['msg']).removeprefix('Value error, ')}") from None
    try:   # every value as a scenario takes it, at the profile's own prices
        check_ids(profile, catalog)
        apply_profile(scenario, profile, profile_catalog(catalog, profile))
    except EditError as exc:
        raise ProfileFormError(f"{_field_name(exc.path)}: {exc.reason}" if exc.path else exc.reason) from None
    return profile



def _setting_name(path: str) -> str:
    return QCoreApplication.translate("", SETTING_NAMES[path]) if path in SETTING_NAMES else path


def _field_name(where: str) -> str:
    """A validation error's place in the form's words: "Name", "Exchange rate", "GPU prices: b300"."""
    if where.startswith("values."):
        return _setting_name(where.removeprefix("values."))
    names = {"name": _tr("Name"), "version": _tr("Version"), "notes": _tr("Notes")}
    if where in names:
        return names[where]
    for prefix, title in (("gpus.", _tr("GPU prices")), ("models.", _tr("API prices")),
                          ("procurement.", _tr("Request for quotation"))):
        if where.startswith(prefix):
            return f"{title}: {where.removeprefix(prefix)}"
    return _setting_name(where) if where in SETTING_NAMES else where


class _Snapshot(QUndoCommand):
    """One edit of the form: its state before and after."""

    def __init__(self, editor: ProfileEditor, before: dict, after: dict, text: str):
        super().__init__(text)
        self.editor, self.before, self.after = editor, before, after

    def redo(self) -> None:
        self.editor.show_state(self.after)

    def undo(self) -> None:
        self.editor.show_state(self.before)


class ProfileEditor(QDialog):
    """Edits one profile file (``path``, or a new one). ``used(path)``: Use in This Window, the file saved."""

    used = Signal(str)

    def __init__(self, catalog: Catalog, parent: QWidget | None = None, path: str | None = None,
                 organization: str = ""):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)   # a window of its own, with its own menus
        self.catalog = catalog
        self.path: str | None = None
        self._schema = 1
        self._organization = organization
        self._state = empty_state(organization)
        self._showing = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self._build()
        self.show_state(self._state)
        if path:
            self.open_path(path)
        self._update_title()

    # ---- the window ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.name = QLineEdit(self)
        self.version = QLineEdit(self)
        for field in (self.name, self.version):
            field.setMaxLength(200)
            field.editingFinished.connect(self.commit)
        self.version.setMaxLength(80)
        self.notes = QPlainTextEdit(self)
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().lineSpacing() * 4 + 12)
        self.notes.installEventFilter(self)   # committed when it loses focus
        head = QFormLayout()
        head.addRow(_tr("&Name:"), self.name)
        head.addRow(_tr("&Version:"), self.version)
        head.addRow(_tr("N&otes:"), self.notes)
        head_fields: tuple[QWidget, ...] = (self.name, self.version, self.notes)
        for row, buddy in enumerate(head_fields):
            item = head.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setBuddy(buddy)

        self.values = self._table([_tr("Setting"), _tr("Value")])
        self.gpus = self._table([_tr("GPU"), _tr("Rented, US$ per GPU-hour"), _tr("Bought, US$ per GPU"), _tr("Source")])
        self.models = self._table([_tr("Model"), _tr("Input, US$ per million tokens"),
                                   _tr("Cached input, US$ per million"), _tr("Output, US$ per million"), _tr("Source")])
        self.procurement = {key: QLineEdit(self) for key in PROCUREMENT}
        proc_page = QWidget(self)
        proc_form = QFormLayout(proc_page)
        labels = {"delivery_site": _tr("Delivery site:"), "delivery_state": _tr("State (UF):"),
                  "payment_terms": _tr("Payment terms:"), "warranty": _tr("Warranty:"), "support": _tr("Support:")}
        hints = {"delivery_site": _tr("the address or data centre to deliver to"),
                 "delivery_state": _tr("SP, RJ, MG…"), "payment_terms": _tr("e.g. 30 days after acceptance, in reais"),
                 "warranty": _tr("e.g. 36 months on site, parts and labour"), "support": _tr("e.g. 24×7, 4-hour response")}
        for key, field in self.procurement.items():
            field.setMaxLength(80 if key == "delivery_state" else 400)
            field.setPlaceholderText(hints[key])
            field.editingFinished.connect(self.commit)
            proc_form.addRow(labels[key], field)
        note = QLabel(_tr("What every request for quotation states on the company's behalf; it changes no figure. "
                          "Left empty, the request asks the vendor to propose it."), proc_page)
        note.setObjectName("hint")
        note.setWordWrap(True)
        proc_form.addRow(note)

        self.tabs = QTabWidget(self)
        for table, adder, title in ((self.values, self.add_setting, _tr("&Settings")),
                                    (self.gpus, self.add_gpu, _tr("&GPU prices")),
                                    (self.models, self.add_model, _tr("&API prices"))):
            page = QWidget(self)
            box = QVBoxLayout(page)
            if table is self.values:
                hint = QLabel(_tr("Numbers as the file holds them: a rate a year as a fraction (0.12 is 12 %), "
                                  "a percentage where the setting says (%), prices in US$. Each value is checked "
                                  "as a scenario takes it when the profile is saved."), page)
                hint.setObjectName("hint")
                hint.setWordWrap(True)
                box.addWidget(hint)
            box.addWidget(table, 1)
            add = QPushButton(_tr("A&dd a Row"), page)
            add.clicked.connect(adder)
            box.addWidget(add, 0, Qt.AlignmentFlag.AlignLeft)
            self.tabs.addTab(page, title)
        self.tabs.addTab(proc_page, _tr("&Request for quotation"))

        self.message = QLabel(self)   # a value that cannot be saved, or where the file went
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.file_label = QLabel(self)
        self.file_label.setObjectName("hint")
        self.file_label.setTextFormat(Qt.TextFormat.PlainText)
        self.use_button = QPushButton(_tr("&Use in This Window"), self)
        self.use_button.clicked.connect(self.use_here)
        close = QPushButton(_tr("Close"), self)
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.file_label, 1)
        bottom.addWidget(self.use_button)
        bottom.addWidget(close)

        box = QVBoxLayout(self)
        box.setMenuBar(self._menus())
        box.addLayout(head)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.message)
        box.addLayout(bottom)
        self.resize(820, 600)

    def _menus(self) -> QMenuBar:
        bar = QMenuBar(self)
        self.actions_by_id: dict[str, QAction] = {}

        def add(menu, key, text, shortcut, slot, fallback=None):
            action = QAction(text, self)
            keys = QKeySequence.keyBindings(shortcut) if isinstance(shortcut, QKeySequence.StandardKey) else \
                [QKeySequence(shortcut)] if shortcut else []
            if not keys and fallback:
                keys = [QKeySequence(fallback)]
            action.setShortcuts(keys)
            action.triggered.connect(slot)
            menu.addAction(action)
            self.addAction(action)
            self.actions_by_id[key] = action
            return action

        file = bar.addMenu(_tr("&File"))
        add(file, "new", _tr("&New Profile"), QKeySequence.StandardKey.New, self.new)
        add(file, "open", _tr("&Open…"), QKeySequence.StandardKey.Open, lambda: self.open_path())
        file.addSeparator()
        add(file, "save", _tr("&Save"), QKeySequence.StandardKey.Save, lambda: self.save())
        add(file, "save_as", _tr("Save &As…"), QKeySequence.StandardKey.SaveAs, lambda: self.save_as(), "Ctrl+Shift+S")
        file.addSeparator()
        add(file, "use", _tr("&Use in This Window"), "Ctrl+Return", self.use_here)
        file.addSeparator()
        add(file, "close", _tr("&Close"), QKeySequence.StandardKey.Close, self.close, "Ctrl+W")
        edit = bar.addMenu(_tr("&Edit"))
        undo = add(edit, "undo", _tr("&Undo"), QKeySequence.StandardKey.Undo, self._undo)
        redo = add(edit, "redo", _tr("&Redo"), QKeySequence.StandardKey.Redo, self._redo, "Ctrl+Shift+Z")
        undo.setEnabled(False)
        redo.setEnabled(False)
        self.undo_stack.canUndoChanged.connect(undo.setEnabled)
        self.undo_stack.canRedoChanged.connect(redo.setEnabled)
        return bar

    def _table(self, headers: list[str]) -> QTableWidget:
        table = QTableWidget(0, len(headers) + 1, self)
        table.setHorizontalHeaderLabels([*headers, ""])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)   # the cells hold their own fields
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(len(headers), QHeaderView.ResizeMode.Fixed)
        header.resizeSection(len(headers), 30)
        return table

    def _clean_changed(self, _clean: bool) -> None:
        if shiboken6.isValid(self.undo_stack) and shiboken6.isValid(self):   # not while the window goes away
            self._update_title()

    def _update_title(self) -> None:
        name = Path(self.path).name if self.path else _tr("New profile")
        self.setWindowTitle(_tr("Organisation profile: %1").replace("%1", name) + ("*" if self.dirty else ""))
        self.file_label.setText(self.path or _tr("Not saved yet"))

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    # ---- state: what the form shows, what Undo steps through ----------------------------------------
    def state(self) -> dict:
        """The form as it is now."""
        def rows(table):
            out = []
            for r in range(table.rowCount()):
                row = []
                for c in range(table.columnCount() - 1):
                    w = table.cellWidget(r, c)
                    row.append(str(w.currentData()) if isinstance(w, QComboBox) else w.text())
                out.append(row)
            return out

        return {"name": self.name.text(), "version": self.version.text(), "notes": self.notes.toPlainText(),
                "values": rows(self.values), "gpus": rows(self.gpus), "models": rows(self.models),
                "procurement": {k: f.text() for k, f in self.procurement.items()}}

    def show_state(self, state: dict) -> None:
        """Show ``state`` in the form (a file opened, an undo, a redo)."""
        self._state = copy.deepcopy(state)
        if self.state() == state:
            return
        self._showing = True
        try:
            self.name.setText(state["name"])
            self.version.setText(state["version"])
            if self.notes.toPlainText() != state["notes"]:
                self.notes.setPlainText(state["notes"])
            for key, field in self.procurement.items():
                field.setText(state["procurement"].get(key, ""))
            self._fill(self.values, state["values"], self._setting_row)
            self._fill(self.gpus, state["gpus"], self._gpu_row)
            self._fill(self.models, state["models"], self._model_row)
        finally:
            self._showing = False

    def commit(self, text: str | None = None) -> None:
        """Record the form's edit since the last one as one step Undo takes back."""
        if self._showing:
            return
        now = self.state()
        if now != self._state:
            before = self._state
            self._state = copy.deepcopy(now)
            self.undo_stack.push(_Snapshot(self, before, copy.deepcopy(now), text or _tr("Edit")))
            self.message.clear()

    def _undo(self) -> None:
        self.commit()   # a field still being typed in is an edit first
        self.undo_stack.undo()

    def _redo(self) -> None:
        self.undo_stack.redo()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if obj is self.notes and event.type() == QEvent.Type.FocusOut:
            self.commit()
        return super().eventFilter(obj, event)

    # ---- table rows -----------------------------------------------------------------------------------
    def _fill(self, table: QTableWidget, rows: list, make) -> None:
        table.setRowCount(0)
        for row in rows:
            make(table.rowCount(), row)

    def _remove_button(self, table: QTableWidget, r: int) -> None:
        button = QToolButton(table)
        button.setText("\u2715")
        button.setToolTip(_tr("Remove this row"))
        button.setAccessibleName(_tr("Remove this row"))
        button.clicked.connect(lambda _c=False, b=button, t=table: self._remove(t, b))
        table.setCellWidget(r, table.columnCount() - 1, button)

    def _remove(self, table: QTableWidget, button) -> None:
        for r in range(table.rowCount()):
            if table.cellWidget(r, table.columnCount() - 1) is button:
                table.removeRow(r)
                self.commit(_tr("Remove a row"))
                return

    def _line(self, table: QTableWidget, r: int, c: int, text: str, placeholder: str = "") -> QLineEdit:
        field = QLineEdit(text, table)
        field.setFrame(False)
        field.setPlaceholderText(placeholder)
        field.editingFinished.connect(self.commit)
        table.setCellWidget(r, c, field)
        return field

    def _combo(self, table: QTableWidget, r: int, c: int, items: list[tuple[str, str]], chosen: str) -> QComboBox:
        combo = QComboBox(table)
        for text, data in items:
            combo.addItem(text, data)
        i = combo.findData(chosen)
        if i < 0 and chosen:   # an id this catalog does not have: shown as it is, refused when saved
            combo.addItem(chosen, chosen)
            i = combo.count() - 1
        combo.setCurrentIndex(max(i, 0))
        combo.activated.connect(lambda _i: self.commit())
        table.setCellWidget(r, c, combo)
        return combo

    def _setting_row(self, r: int, row: list) -> None:
        table = self.values
        table.insertRow(r)
        path, text = row
        items = sorted(((_setting_name(p), p) for p in SETTINGS), key=lambda t: t[0].casefold())
        combo = self._combo(table, r, 0, items, path)
        combo.activated.connect(lambda _i, c=combo, t=table: self._setting_changed(t, c))
        self._value_cell(r, combo.currentData(), text)
        self._remove_button(table, r)

    def _value_cell(self, r: int, path: str, text: str) -> None:
        choices = [(QCoreApplication.translate("", name), value) for (p, value), name in SETTING_VALUES.items()
                   if p == path]
        try:
            default = get_path(default_scenario(self.catalog), path)
        except AttributeError:
            default = None
        if isinstance(default, bool):
            choices = [(QCoreApplication.translate("", "yes"), "true"), (QCoreApplication.translate("", "no"), "false")]
        if choices:
            self._combo(self.values, r, 1, choices, text or str(choices[0][1]))
        else:
            placeholder = number_text(default) if isinstance(default, (int, float)) else ""
            self._line(self.values, r, 1, text, placeholder)

    def _setting_changed(self, table: QTableWidget, combo: QComboBox) -> None:
        for r in range(table.rowCount()):
            if table.cellWidget(r, 0) is combo:
                self._showing = True
                self._value_cell(r, combo.currentData(), "")
                self._showing = False
                self.commit()
                return

    def _gpu_row(self, r: int, row: list) -> None:
        table = self.gpus
        table.insertRow(r)
        gid, rent, buy, source = row
        self._combo(table, r, 0, [(g.name, gid_) for gid_, g in self.catalog.gpus.items()], gid)
        self._line(table, r, 1, rent, _tr("the catalog's"))
        self._line(table, r, 2, buy, _tr("the catalog's"))
        self._line(table, r, 3, source, _tr("e.g. contract 2026-114"))
        self._remove_button(table, r)

    def _model_row(self, r: int, row: list) -> None:
        table = self.models
        table.insertRow(r)
        mid, *prices, source = row
        self._combo(table, r, 0, [(m.name, mid_) for mid_, m in self.catalog.models.items()], mid)
        for c, text in enumerate(prices, 1):
            self._line(table, r, c, text, _tr("the catalog's"))
        self._line(table, r, 4, source, _tr("e.g. contract 2026-114"))
        self._remove_button(table, r)

    def add_setting(self) -> None:
        used = {row[0] for row in self.state()["values"]}
        path = next((p for p in ("pricing.brl_per_usd", "taxes.jurisdiction", "finance.discount_rate_per_year",
                                 *SETTINGS) if p not in used), SETTINGS[0])
        self._showing = True
        self._setting_row(self.values.rowCount(), [path, ""])
        self._showing = False
        self.commit(_tr("Add a setting"))
        self.values.cellWidget(self.values.rowCount() - 1, 1).setFocus()

    def add_gpu(self) -> None:
        used = {row[0] for row in self.state()["gpus"]}
        gid = next((g for g in self.catalog.gpus if g not in used), next(iter(self.catalog.gpus)))
        self._showing = True
        self._gpu_row(self.gpus.rowCount(), [gid, "", "", ""])
        self._showing = False
        self.commit(_tr("Add a GPU price"))
        self.gpus.cellWidget(self.gpus.rowCount() - 1, 1).setFocus()

    def add_model(self) -> None:
        used = {row[0] for row in self.state()["models"]}
        mid = next((m for m in self.catalog.models if m not in used), next(iter(self.catalog.models)))
        self._showing = True
        self._model_row(self.models.rowCount(), [mid, "", "", "", ""])
        self._showing = False
        self.commit(_tr("Add an API price"))
        self.models.cellWidget(self.models.rowCount() - 1, 1).setFocus()

    # ---- files ----------------------------------------------------------------------------------------
    def profile(self) -> Profile:
        """The profile the form says (:class:`ProfileFormError` when a value cannot be used)."""
        self.commit()
        return profile_of(self._state, self.catalog, self._schema)

    def _ask_to_save(self, doing: str) -> bool:
        """True when it is fine to leave the profile on screen (saved, discarded or unchanged)."""
        self.commit()
        if not self.dirty:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, doing, _tr("Save the changes to this profile first? If you don't, "
                                                       "they will be lost."),
                                      buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def new(self) -> None:
        if not self._ask_to_save(_tr("New profile")):
            return
        self.path, self._schema = None, 1
        self.show_state(empty_state(self._organization))
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.message.clear()
        self._update_title()

    def open_path(self, path: str | None = None) -> bool:
        """Open a profile file (asked for when ``path`` is None); a file that cannot be read is said in
        one line and the profile on screen stays."""
        from k3desk.persistence.profile_file import ProfileError, read_profile

        if path is None:
            if not self._ask_to_save(_tr("Open profile")):
                return False
            start = str(Path(self.path).parent) if self.path else _documents()
            path, _ = QFileDialog.getOpenFileName(self, _tr("Open Organisation Profile"), start,
                                                  _tr("k3desk profiles (*.json)"))
            if not path:
                return False
        try:
            p = read_profile(path)
        except ProfileError as exc:
            QMessageBox.warning(self, _tr("Cannot open the profile"), plain_tip(str(exc)))
            return False
        self.path, self._schema = str(path), p.schema_version
        self.show_state(state_of(p))
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.message.clear()
        self._update_title()
        return True

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        """Ask where (a shared folder, for colleagues), then save there."""
        from k3desk.persistence import filename_for

        folder = Path(self.path).parent if self.path else Path(_documents())
        name = filename_for(self.name.text().strip() or _tr("profile"), folder, suffix=".json")
        path, _ = QFileDialog.getSaveFileName(self, _tr("Save Organisation Profile As"), str(folder / name),
                                              _tr("k3desk profiles (*.json)"))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self._write(path)

    def _write(self, path: str) -> bool:
        from k3desk.persistence.profile_file import write_profile
        from k3desk.ui.common.refusal import refusal_text, refused

        try:
            p = self.profile()
        except ProfileFormError as exc:
            self.message.setText(_tr("Not saved: %1.").replace("%1", str(exc)))
            self.message.setStyleSheet("color: #D55E00;")
            QMessageBox.warning(self, _tr("Cannot save the profile"), plain_tip(str(exc)))
            return False
        refusal = refused(path, "profile")
        if refusal is not None:
            QMessageBox.warning(self, _tr("Cannot save the profile"), refusal_text(refusal))
            return False
        try:
            write_profile(path, p)
        except OSError as exc:
            QMessageBox.warning(self, _tr("Cannot save the profile"),
                                plain_tip(f"{Path(path).name}: {exc.strerror or exc}"))
            return False
        self.path, self._schema = str(path), p.schema_version
        self.undo_stack.setClean()
        self.message.setStyleSheet("")
        self.message.setText(_tr("Saved. To share it, keep it on a shared folder: a colleague chooses it with "
                                 "Edit ▸ Use a Profile File…"))
        self._update_title()
        return True

    def use_here(self) -> None:
        """Save if needed, then put this file in force in the window (what it changes is shown first)."""
        self.commit()
        if (self.dirty or self.path is None) and not self.save():
            return
        self.used.emit(self.path)

    def reject(self) -> None:
        """Close, Esc and the window's close button: unsaved edits are asked about first."""
        if self._ask_to_save(_tr("Close")):
            super().reject()


def _documents() -> str:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if folder and Path(folder).is_dir() else str(Path.home())
