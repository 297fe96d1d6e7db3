"""FileController: the File menu and everything that moves a scenario between the window and disk.

New, Open, Open Recent, Open Example, Save, Save As, Revert, Duplicate, the scenario library and the
compare view; the window title with the unsaved mark; the Save / Discard / Cancel question before
unsaved changes would be replaced or closed; drag and drop of ``*.k3desk.json`` onto the window;
autosave every few seconds while there are unsaved edits; crash recovery at start-up.

Rule followed everywhere: a file that cannot be read shows one message and changes nothing (the
current scenario, its unsaved edits and the file on disk stay as they were). The file is read
*before* asking whether to save the current changes, so a broken file never costs a question.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from k3desk import paths
from k3desk.core.edit import set_path
from k3desk.core.presets import auto_name, default_scenario
from k3desk.core.scenario import Scenario
from k3desk.persistence import (
    SUFFIX,
    Autosave,
    ScenarioFileError,
    add_recent,
    clear_recent,
    filename_for,
    find_recoverable,
    last_scenario,
    load_recent,
    read_document,
    remove_recent,
    write_scenario,
)
from k3desk.scenarios import examples, load_builtin
from k3desk.ui.common.widgets import plain_tip
from k3desk.ui.shell.actions import create_actions, retranslate_actions

AUTOSAVE_INTERVAL_MS = 5000
FILE_FILTER_PATTERN = f"*{SUFFIX}"

# Short action key -> method (None: a submenu holder); texts and shortcuts are in actions.py.
FILE_SLOTS = {"new": "new", "open": "open", "open_recent": None, "open_example": None, "library": "show_library",
              "compare": "show_compare", "save": "save", "save_as": "save_as", "duplicate": "duplicate",
              "revert": "revert", "close": "close"}


def _local_scenario_path(url) -> str | None:
    if url.isLocalFile() and url.toLocalFile().lower().endswith(SUFFIX):
        return url.toLocalFile()
    return None


class FileController(QObject):
    """Owns the file actions of one main window bound to one :class:`ScenarioStore`.

    Signals: ``status_message(str)`` for the status bar; ``scenario_loaded(str)`` after a scenario
    replaced the current one (the file path, or ``""`` for an unsaved scenario); ``notice(key, text)``
    for what the user must read about the scenario just loaded (the window's notice bar; ``""``
    removes the key's note): the last scenario could not be opened, a file lacked whole sections.
    """

    status_message = Signal(str)
    scenario_loaded = Signal(str)
    notice = Signal(str, str)

    def __init__(self, window: QMainWindow, store, autosave: Autosave | None = None,
                 autosave_interval_ms: int = AUTOSAVE_INTERVAL_MS, actions: dict[str, QAction] | None = None):
        super().__init__(window)
        self.window, self.store = window, store
        self.autosave = autosave or Autosave()
        # The window's actions (one table in actions.py), or our own from the same table.
        self._window_actions = actions if actions is not None else create_actions(window, "file.")
        self.actions: dict[str, QAction] = {
            k.removeprefix("file."): a for k, a in self._window_actions.items()
            if k.startswith("file.") and k.removeprefix("file.") in FILE_SLOTS}
        self.recent_menu = QMenu(window)
        self.example_menu = QMenu(window)
        self._dialogs: list = []   # modeless library / compare windows kept alive
        self._extra: dict = {}   # the open file's top-level keys this version does not know (kept by saves)
        self._save_suggestion: Path | None = None   # a recovered autosave's checked original file
        self._recovered = False   # the scenario on screen was recovered from an autosave, not yet saved
        self._build_actions()
        self._timer = QTimer(self)
        self._timer.setInterval(autosave_interval_ms)
        self._timer.timeout.connect(self.autosave_now)
        store.dirty_changed.connect(self._on_dirty_changed)
        store.scenario_changed.connect(lambda _s: self.update_title())
        store.path_changed.connect(lambda _p: self._update_state())
        window.setAcceptDrops(True)
        window.installEventFilter(self)
        self._update_state()

    def tr(self, text: str, /, disambiguation: str | None = None, n: int = -1) -> str:
        """QObject.tr in one context, "FileController", in subclasses too."""
        return QCoreApplication.translate("FileController", text, disambiguation, n)

    # ---- actions and menus ---------------------------------------------------------------------
    def _build_actions(self) -> None:
        for key, action in self.actions.items():
            slot = FILE_SLOTS[key]
            if slot:
                target = self.window.close if slot == "close" else getattr(self, slot)
                action.triggered.connect(lambda _checked=False, f=target: f())
        self.actions["open_recent"].setMenu(self.recent_menu)
        self.actions["open_example"].setMenu(self.example_menu)
        self.recent_menu.aboutToShow.connect(self.rebuild_recent_menu)
        self.example_menu.aboutToShow.connect(self.rebuild_example_menu)
        self.retranslate()

    def retranslate(self) -> None:
        """Action texts in the current language (call on QEvent.LanguageChange)."""
        retranslate_actions(self._window_actions)
        self.update_title()

    def rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        items = load_recent()
        for path in items:
            action = self.recent_menu.addAction(path.name[: -len(SUFFIX)] if path.name.endswith(SUFFIX)
                                                else path.name)
            action.setToolTip(plain_tip(str(path)))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=str(path): self.open_recent(p))
        if not items:
            self.recent_menu.addAction(self.tr("No recent files")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear Recent Files")).triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        clear_recent()
        self.rebuild_recent_menu()

    def rebuild_example_menu(self) -> None:
        self.example_menu.clear()
        for sid, name in examples():
            action = self.example_menu.addAction(name)
            action.setStatusTip(sid)
            action.triggered.connect(lambda _c=False, i=sid: self.open_example(i))

    # ---- state shown in the window -------------------------------------------------------------
    def update_title(self) -> None:
        name = self.store.scenario.name.replace("[*]", "[*][*]")   # "[*][*]" shows a literal "[*]"
        self.window.setWindowTitle(f"{name}[*] \u2014 k3desk")
        if self.window.isWindowModified() != self.store.dirty:   # Qt re-words the title and sends an event even when equal
            self.window.setWindowModified(self.store.dirty)
        self.window.setWindowFilePath(self.store.path or "")

    def _update_state(self) -> None:
        self.actions["revert"].setEnabled(bool(self.store.path) and self.store.dirty)
        self.update_title()

    def _on_dirty_changed(self, dirty: bool) -> None:
        self._update_state()
        if dirty:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            self.autosave.clear()

    def autosave_now(self) -> None:
        """Write the autosave now (the timer calls this every few seconds while edits are unsaved)."""
        try:
            self.autosave.save(self.store.scenario, Path(self.store.path) if self.store.path else None,
                               self.store.dirty)
        except (OSError, ValueError) as exc:   # ScenarioFileError is a ValueError
            self.status_message.emit(self.tr("Autosave failed: %1").replace("%1", getattr(exc, "reason", str(exc))))

    # ---- questions and messages (static QMessageBox calls, so tests can replace them) ----------
    def _error(self, title: str, exc: Exception, path: str | None = None) -> None:
        reason = getattr(exc, "reason", None) or str(exc)
        text = reason if path is None else f"\u201c{Path(path).name}\u201d: {reason}"
        QMessageBox.warning(self.window, title, plain_tip(text))

    def maybe_save(self, doing: str | None = None) -> bool:
        """True when it is fine to replace the current scenario (saved, discarded, or not dirty)."""
        if not self.store.dirty:
            return True
        if self._recovered and self.store.path is None:   # never the file it came from: Save asks where
            text = self.tr("Save the recovered, untitled changes first? Save asks where to keep them; if you "
                           "don't, they will be lost.")
        else:
            text = self.tr("Save the changes to \u201c%1\u201d first? If you don't, they will be lost.").replace(
                "%1", self.store.scenario.name)
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self.window, doing or self.tr("Unsaved changes"), text,
                                      buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def maybe_close(self) -> bool:
        """For ``closeEvent``: ask about unsaved changes; True means close (autosave then cleared)."""
        if not self.maybe_save(self.tr("Close")):
            return False
        self.shutdown()
        return True

    def shutdown(self) -> None:
        """Clean exit: stop the autosave timer and remove this session's autosave."""
        self._timer.stop()
        self.autosave.clear()

    # ---- loading ---------------------------------------------------------------------------------
    def _read(self, path: str) -> Scenario | None:
        doc = self._read_document(path)
        return doc.scenario if doc is not None else None

    def _read_document(self, path: str):
        try:
            return read_document(path)
        except (ScenarioFileError, ValueError) as exc:
            self._error(self.tr("Cannot open scenario"), exc, path)
            return None

    def _load(self, scenario: Scenario, path: str | None, message: str, example: bool = False,
              fresh: bool = False) -> None:
        self._save_suggestion = None
        self._recovered = False
        self._extra = {}
        self.store.set_scenario(scenario, path=path, example=example, fresh=fresh)
        if path:
            add_recent(path)
        self.notice.emit("file", "")   # what was said about the previous file no longer applies
        self._update_state()
        self.scenario_loaded.emit(path or "")
        self.status_message.emit(message)

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a scenario file (command line, drop, recent, library). False if nothing changed."""
        path = str(Path(path).absolute())
        doc = self._read_document(path)
        if doc is None or (ask and not self.maybe_save(self.tr("Open"))):
            return False
        self._load(doc.scenario, path, self.tr("Opened %1").replace("%1", path))
        self._extra = doc.extra   # keys beside the scenario that this version does not know: Save As keeps them
        self._note_defaults(path, doc.defaulted)
        return True

    def _note_defaults(self, path: str, sections: tuple[str, ...]) -> None:
        """Say which whole sections a file lacked, so its figures are not mistaken for the file's own."""
        if not sections:
            return
        names = {"workload": self.tr("Workload"), "serving": self.tr("Serving"), "taxes": self.tr("Taxes"),
                 "finance": self.tr("Finance"), "constraints": self.tr("Constraints")}
        shown = ", ".join(names.get(s, s) for s in sections)
        self.notice.emit("file", self.tr(
            "\u201c%1\u201d lacks whole sections, so they have their default values: %2. Check them, then save "
            "to keep them in the file.").replace("%1", Path(path).name).replace("%2", shown))

    def open_initial(self, path: str | None = None) -> None:
        """Start-up: the file from the command line, else the last scenario used, else the default.

        A last scenario that cannot be read any more is named in the notice bar with the reason; the
        default is shown instead and the file is left as it is (it stays in Open Recent)."""
        if path:
            self.open_path(path, ask=False)
        else:
            last = last_scenario()
            if last is not None:
                try:
                    doc = read_document(last)
                except (ScenarioFileError, ValueError) as exc:
                    reason = getattr(exc, "reason", None) or str(exc)
                    self.notice.emit("file", self.tr(
                        "The last scenario, \u201c%1\u201d, could not be opened (%2); the default scenario is "
                        "shown instead and the file was not changed.").replace("%1", str(last)).replace("%2", reason))
                else:
                    self.store.set_scenario(doc.scenario, path=str(last))
                    self._extra = doc.extra
                    self._note_defaults(str(last), doc.defaulted)
        self._update_state()

    def new(self) -> bool:
        if not self.maybe_save(self.tr("New")):
            return False
        self._load(default_scenario(self.store.catalog), None, self.tr("New scenario"), fresh=True)
        return True

    def open(self) -> bool:
        folder = str(Path(self.store.path).parent) if self.store.path else str(paths.scenarios_dir())
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open Scenario"), folder, self._filter())
        return bool(path) and self.open_path(path)

    def open_recent(self, path: str) -> bool:
        if not Path(path).is_file():
            remove_recent(path)
            self.rebuild_recent_menu()
            QMessageBox.information(self.window, self.tr("Open Recent"), self.tr(
                "\u201c%1\u201d no longer exists (moved or deleted); it was removed from the recent files.")
                .replace("%1", path))
            return False
        return self.open_path(path)

    def open_example(self, scenario_id: str) -> bool:
        """An example opens as an unsaved scenario: saving it goes to Save As, never over the example.
        Once edited it is an untitled scenario named after its configuration (the store's rule)."""
        try:
            scenario = load_builtin(scenario_id)
        except (KeyError, ValueError) as exc:
            self._error(self.tr("Cannot open example"), exc)
            return False
        if not self.maybe_save(self.tr("Open Example")):
            return False
        self._load(scenario, None, self.tr("Opened example %1").replace("%1", scenario.name), example=True)
        return True

    def duplicate(self) -> None:
        """Continue in an unsaved copy named "<name> (copy)"; the original file stays as saved."""
        s = self.store.scenario
        name = self.tr("%1 (copy)").replace("%1", s.name)[:200]
        self._save_suggestion = None
        self._recovered = False
        self.store.set_scenario(set_path(s, "name", name, self.store.catalog), path=None)
        self.store.undo_stack.resetClean()   # never clean until saved: the copy exists nowhere on disk
        self._update_state()
        self.status_message.emit(self.tr("Working on an unsaved copy; use Save to keep it"))

    def revert(self) -> bool:
        """Reload the saved file as one undoable step (Edit ▸ Undo brings the changes back)."""
        path = self.store.path
        if not path:
            return False
        scenario = self._read(path)
        if scenario is None:
            return False
        self.store.apply(scenario.model_dump(), key="revert", text=self.tr("Revert to Saved"))
        self.store.mark_saved()
        self._update_state()
        self.status_message.emit(self.tr("Reverted to the saved file; Undo brings your changes back"))
        return True

    # ---- saving ----------------------------------------------------------------------------------
    def _filter(self) -> str:
        return self.tr("k3desk scenarios (%1)").replace("%1", FILE_FILTER_PATTERN)

    def save(self) -> bool:
        if not self.store.path:
            return self.save_as()
        return self.save_to(self.store.path)

    def save_as(self) -> bool:
        folder = paths.scenarios_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:   # a read-only config folder, or one that is a file: the dialog starts at home
            folder = Path.home()
        suggested = self._save_suggestion or folder / filename_for(self.store.scenario.name, folder)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save Scenario As"), str(suggested),
                                              self._filter())
        if not path:
            return False
        if not path.lower().endswith(SUFFIX):
            path = path.removesuffix(".json") + SUFFIX
        self._name_after(path)
        return self.save_to(path)

    def _name_after(self, path: str) -> None:
        """Save As names the scenario after its file ("Proposta A"), unless the user gave it a name
        of their own: two variants saved from one scenario can then be told apart in the title,
        the library and the comparison. An example's name is not the user's either."""
        s, stem = self.store.scenario, Path(path).name[:-len(SUFFIX)] if path.lower().endswith(SUFFIX) else Path(path).stem
        old_stem = Path(self.store.path).name[:-len(SUFFIX)] if self.store.path else None
        example = self.store.example
        generated = (s.name in (auto_name(s), "Untitled") or s.name == old_stem
                     or example is not None and s.name == example.name)
        if generated and stem.strip() and stem != s.name:
            self.store.apply({"name": stem.strip()[:200]}, key="name", text=self.tr("Rename scenario"))

    def save_to(self, path: str | Path) -> bool:
        """Write the scenario to ``path`` atomically; on failure say why and keep everything as it was."""
        path = str(Path(path).absolute())
        from k3desk.ui.common.refusal import refusal_text, refused

        refusal = refused(path, "scenario")
        if refusal is not None:   # a file the app keeps, or not a scenario: nothing is written
            QMessageBox.warning(self.window, self.tr("Cannot save scenario"), plain_tip(refusal_text(refusal)))
            return False
        self.store.pin_start_month()   # a file states its term's first month (the month it is created)
        try:
            write_scenario(path, self.store.scenario, extra=self._extra)
        except ScenarioFileError as exc:
            self._error(self.tr("Cannot save scenario"), exc, path)
            return False
        self.store.mark_saved(path)
        self._save_suggestion = None
        self._recovered = False
        add_recent(path)
        self._update_state()
        self.status_message.emit(self.tr("Saved %1").replace("%1", path))
        return True

    def report_set_aside(self, items) -> None:
        """Say once, in the status bar, which app files were unusable and set aside at start."""
        texts = []
        for item in items:
            if item.moved_to is not None:
                texts.append(self.tr("%1 could not be used (%2); it was set aside as %3").replace(
                    "%1", item.path.name).replace("%2", item.reason).replace("%3", item.moved_to.name))
            else:
                texts.append(self.tr("%1 could not be used (%2) and is ignored").replace(
                    "%1", item.path.name).replace("%2", item.reason))
        if texts:
            self.status_message.emit("; ".join(texts))

    # ---- recovery, library, compare --------------------------------------------------------------
    def offer_recovery(self) -> bool:
        """At start-up: list autosaves of crashed sessions (Recover / Discard / Later). True if one was recovered."""
        items = find_recoverable()
        if not items:
            return False
        from k3desk.ui.dialogs.recovery import RecoveryDialog  # deferred, like every dialog: not needed to start

        dialog = RecoveryDialog(items, self.window)
        dialog.exec()
        chosen = dialog.chosen
        if chosen is None:
            return False
        try:
            scenario = chosen.recover()
        except (ScenarioFileError, ValueError) as exc:
            self._error(self.tr("Cannot recover"), exc)
            return False
        self.recover_into_store(scenario, chosen.suggested_path)
        self.autosave_now()     # our own autosave holds it now, so the old one can go
        chosen.discard()
        return True

    def recover_into_store(self, scenario: Scenario, suggestion: Path | None) -> None:
        """Load recovered edits as an untitled scenario with unsaved changes. Saving it always asks
        where, in a save dialog; ``suggestion`` (a checked original file, see
        ``Recoverable.suggested_path``) is only the name that dialog starts with."""
        self.store.set_scenario(scenario, path=None)
        self.store.undo_stack.resetClean()
        self._save_suggestion = suggestion
        self._recovered = True
        self._update_state()
        self.status_message.emit(self.tr("Recovered unsaved changes; Save asks where to keep them"))

    def show_library(self):
        from k3desk.ui.dialogs.library_dialog import LibraryDialog

        dialog = LibraryDialog(self.window, store=self.store)
        dialog.open_requested.connect(self.open_path)
        dialog.file_renamed.connect(self._on_file_renamed)
        dialog.compare_factory = self.show_compare   # the comparison outlives the library, which closes
        self._keep(dialog)
        return dialog

    def show_compare(self, scenarios=None):
        from k3desk.ui.views.compare_view import CompareView

        view = CompareView(scenarios or [self.store.scenario], self.window, store=self.store)
        self._keep(view)
        return view

    def _keep(self, dialog) -> None:
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda _r, d=dialog: self._dialogs.remove(d) if d in self._dialogs else None)
        dialog.show()

    def _on_file_renamed(self, old: str, new: str) -> None:
        """The library renamed the open file: follow it (name and path) without touching unsaved edits."""
        if not self.store.path or Path(self.store.path).resolve() != Path(old).resolve():
            return
        if not self.store.dirty:
            scenario = self._read(new)
            if scenario is not None:
                self.store.set_scenario(scenario, path=new)
        else:   # keep the edits; only the file they belong to moved
            self.store.move_to(new)
        self._update_state()

    # ---- drag and drop ---------------------------------------------------------------------------
    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if obj is self.window:
            kind = event.type()
            if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
                mime = event.mimeData()
                if mime.hasUrls() and any(_local_scenario_path(u) for u in mime.urls()):
                    event.acceptProposedAction()
                    return True
            elif kind == QEvent.Type.Drop:
                files = [p for p in (_local_scenario_path(u) for u in event.mimeData().urls()) if p]
                if files:
                    event.acceptProposedAction()
                    # Open after the drop returns: a modal question inside a drop event blocks the source.
                    QTimer.singleShot(0, lambda f=files[0]: self.open_path(f))
                    return True
        return super().eventFilter(obj, event)
