"""The organisation profile in the window: Preferences (or Edit ▸ Use a Profile File…, or the profile
editor's Use in This Window) names the file, this reads it and hands it to the store, and the notice
bar says what the user must know about it.

- At start and whenever the file in use changes, the profile is read through the bounded reader
  (``persistence.profile_file``). A new or example scenario takes its values and the notice bar says
  which it set. A scenario the user has opened or edited is never changed silently: what the profile
  would change is listed first, each value now and with the profile, and the user applies it (one
  undoable step) or keeps the scenario as it is (:meth:`ProfileController.choose`). The file is
  watched: when the organisation publishes a new version while the window is open, it is read again
  and the scenario on screen is offered the new values (below).
- A profile that cannot be used (missing, broken, newer, a value a scenario refuses) is reported
  once in the notice bar and the window goes on with the catalog's values.
- A scenario computed with another profile, or another version of this one (its recorded content
  hash differs), opens as saved; the notice bar lists the values the profile in force would change
  and offers to recompute with it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, QSettings, Qt
from PySide6.QtWidgets import QWidget

from k3desk.core.edit import EditError
from k3desk.ui.common import fmt
from k3desk.ui.shell import settings as keys

if TYPE_CHECKING:   # the profile machinery loads when a profile is first used, not at start-up
    from k3desk.core.profile import Profile

# Notice bar keys: a profile that cannot be used; a scenario computed with another profile; what the
# profile set in a new scenario.
BROKEN, CHANGED, NEW = "profile", "profile.changed", "profile.new"
# Settings shown as US$ amounts in the list of changes.
_USD = ("hardware.price_per_gpu_hour", "hardware.purchase_price_per_gpu", "pricing.api_input_per_mtok",
        "pricing.api_cached_input_per_mtok", "pricing.api_output_per_mtok")
_SHOWN = 6   # changes listed by name; the rest are counted


class ProfileController(QObject):
    """Owns the profile of one window bound to one store; ``notices`` is the window's notice bar."""

    def __init__(self, window, store, settings: QSettings | None, notices):
        super().__init__(window)
        self.store, self.settings, self.notices = store, settings, notices
        self._path = ""
        self._watcher: QFileSystemWatcher | None = None   # made when a profile is first used
        self._editor = None   # the profile editor, while open
        store.scenario_replaced.connect(self.check_scenario)

    def tr(self, text: str, /, disambiguation: str | None = None, n: int = -1) -> str:
        """QObject.tr in one context, "ProfileController"."""
        return QCoreApplication.translate("ProfileController", text, disambiguation, n)

    def _window(self) -> QWidget | None:
        """The window the controller's dialogs belong to."""
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    @property
    def path(self) -> str:
        return self._path

    def load(self, apply: bool = False, ask: bool = False) -> Profile | None:
        """Read the profile the settings name and use it (None: none, or it cannot be used).
        ``apply``: the scenario on screen takes its values now; with ``ask`` (a profile the user has
        just chosen) what it would change is shown first, Apply or Keep (:meth:`use`). Else only an
        untouched new scenario takes them (start-up, a new version published)."""
        from k3desk.persistence.profile_file import ProfileError, read_profile

        self._path = path = str(keys.read(self.settings, keys.PROFILE_PATH) or "")
        self.notices.set_note(CHANGED, "")
        self._watch(path)
        if not path:
            self.store.set_profile(None)
            self.notices.set_note(BROKEN, "")
            return None
        try:
            profile = read_profile(path)
            self.store.check_profile(profile)
        except (ProfileError, EditError) as exc:
            self.store.set_profile(None)
            if isinstance(exc, EditError):
                reason = f"{Path(path).name}: {exc}"
            elif not Path(path).exists():   # the usual case (a shared folder not mounted): said in words
                reason = self.tr("the file %1 does not exist or cannot be reached").replace("%1", path)
            else:
                reason = getattr(exc, "reason", None) or str(exc)
            self.notices.set_note(BROKEN, self.tr(
                "The organisation profile could not be used (%1); the catalog's values are used instead. Choose "
                "another file in Preferences.").replace("%1", reason))
            return None
        self.notices.set_note(BROKEN, "")
        if apply and ask:
            self.use(profile)
            return profile
        fresh = self.store.path is None and not self.store.dirty and not apply
        self.store.set_profile(profile, apply=apply)
        if fresh:   # the scenario on screen is a new one (or an example): it takes the profile's values
            self.store.set_scenario(self.store.scenario, example=self.store.example is not None, fresh=True)
        self.check_scenario(self.store.scenario)
        return profile

    def choose(self, path: str) -> bool:
        """Use the profile file ``path`` from now on (Edit ▸ Use a Profile File…, the profile editor):
        a file that cannot be used is said in a message box and nothing changes; else Preferences
        name it and the scenario on screen is offered its values (:meth:`use`)."""
        from PySide6.QtWidgets import QMessageBox

        from k3desk.persistence.profile_file import ProfileError, read_profile

        try:
            profile = read_profile(path)
            self.store.check_profile(profile)
        except (ProfileError, EditError) as exc:
            reason = f"{Path(path).name}: {exc}" if isinstance(exc, EditError) else str(exc)
            QMessageBox.warning(self._window(), self.tr("Organisation profile"), self.tr(
                "This organisation profile cannot be used: %1. Nothing was changed.").replace("%1", reason))
            return False
        if self.settings is None:
            self.settings = keys.ui_settings()
        keys.write(self.settings, keys.PROFILE_PATH, path)
        self.load(apply=True, ask=True)
        return True

    def ask_file(self) -> bool:
        """Edit ▸ Use a Profile File…: a profile a colleague shared, chosen in a file dialog."""
        from PySide6.QtWidgets import QFileDialog

        start = str(Path(self._path).parent) if self._path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self._window(), self.tr("Use a Profile File"), start,
                                              self.tr("k3desk profiles (*.json)"))
        return bool(path) and self.choose(path)

    def edit(self):
        """Edit ▸ Organisation Profile…: the editor on the profile in use (a new one when none is), one
        per window; its Use in This Window chooses the saved file here."""
        from k3desk.ui.dialogs.profile_editor import ProfileEditor

        if self._editor is not None:
            self._editor.show()
            self._editor.raise_()
            self._editor.activateWindow()
            return self._editor
        organization = keys.read(self.settings, keys.REPORT_ORGANIZATION) if self.settings is not None else ""
        editor = ProfileEditor(self.store.catalog_without_profile(), self.parent(),
                               self._path if self._path and Path(self._path).is_file() else None, organization)
        editor.used.connect(self.choose)
        editor.finished.connect(lambda _r: setattr(self, "_editor", None))
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._editor = editor
        editor.show()
        return editor

    def use(self, profile: Profile, ask: bool = True) -> bool:
        """Put ``profile`` in force. A new, untouched scenario takes its values at once (the notice bar
        says which); any other is shown what would change, each value now and with the profile, and
        takes them only on Apply (one undoable step). Returns True when the scenario took them."""
        store = self.store
        if store.path is None and not store.dirty:
            store.set_profile(profile, apply=False)
            store.set_scenario(store.scenario, example=store.example is not None, fresh=True)
            return True
        try:
            changes = store.profile_changes(profile)
        except EditError:
            changes = []
        apply = bool(changes) and (not ask or self.review(profile, changes))
        store.set_profile(profile, apply=apply)
        self.check_scenario(store.scenario)
        return apply

    def review(self, profile: Profile, changes: list) -> bool:
        """Ask Apply or Keep, listing ``changes`` (path, now, with the profile); True for Apply."""
        from k3desk.ui.dialogs.profile_review import ProfileReviewDialog

        rows = [(self._name(p), self._value(p, a), self._value(p, b)) for p, a, b in changes]
        dialog = ProfileReviewDialog(profile.label, self.store.scenario.name, rows, self._window())
        return dialog.exec() == ProfileReviewDialog.DialogCode.Accepted

    def _watch(self, path: str) -> None:
        if self._watcher is None:
            if not path:
                return
            self._watcher = QFileSystemWatcher(self)
            self._watcher.fileChanged.connect(self._file_changed)
        if self._watcher.files():
            self._watcher.removePaths(self._watcher.files())
        if path and Path(path).is_file():
            self._watcher.addPath(path)

    def _file_changed(self, path: str) -> None:
        """The profile file changed on disk (a new version was published): read it again; the scenario
        on screen is offered its values, never changed silently."""
        if path == self._path:
            self.load()

    def check_scenario(self, scenario) -> None:
        """Say what the profile set in a new scenario; offer to recompute a scenario computed with
        another profile, listing what would change."""
        profile = self.store.profile
        if profile is None:
            self.notices.set_note(CHANGED, "")
            self.notices.set_note(NEW, "")
            return
        from k3desk.core.profile import follows, profile_changes

        if follows(scenario, profile):
            self.notices.set_note(CHANGED, "")
            applied = self.store.profile_applied
            self.notices.set_note(NEW, self.tr("This scenario takes the organisation profile %1, which set: %2.")
                                  .replace("%1", profile.label).replace("%2", self._listed(applied))
                                  if applied else "")
            return
        self.notices.set_note(NEW, "")
        try:
            changes = profile_changes(scenario, profile, self.store.catalog)
        except EditError:
            changes = []
        if not changes:
            self.notices.set_note(CHANGED, "")
            return
        listed = self._listed(changes)
        if scenario.profile is None:
            text = self.tr("This scenario was computed without the organisation profile %1. With it, these values "
                           "change: %2.").replace("%1", profile.label)
        else:
            text = self.tr("This scenario was computed with the organisation profile %1, which has changed since "
                           "(now %2). With it, these values change: %3.").replace(
                "%1", f"{scenario.profile.name} {scenario.profile.version}").replace("%2", profile.label)
        self.notices.set_note(CHANGED, text.replace("%2" if scenario.profile is None else "%3", listed),
                              action=(self.tr("Recompute"), self.recompute))

    def _listed(self, changes: list) -> str:
        """``Exchange rate: 5.40 → 5.80; …``, the first few by name, the rest counted."""
        listed = "; ".join(f"{self._name(p)}: {self._value(p, a)} \u2192 {self._value(p, b)}"
                           for p, a, b in changes[:_SHOWN])
        if len(changes) > _SHOWN:
            listed += "; " + self.tr("and %1 more").replace("%1", str(len(changes) - _SHOWN))
        return listed

    def recompute(self) -> None:
        """Take the profile's values where the user did not set them (one undoable step)."""
        self.store.apply_profile()
        self.notices.set_note(CHANGED, "")

    def _name(self, path: str) -> str:
        from k3desk.report.notation import SETTING_NAMES

        return QCoreApplication.translate("", SETTING_NAMES[path]) if path in SETTING_NAMES else path

    def _value(self, path: str, value) -> str:
        from k3desk.report.notation import SETTING_VALUES

        if isinstance(value, bool):
            return QCoreApplication.translate("", "yes") if value else QCoreApplication.translate("", "no")
        if value is None:
            return QCoreApplication.translate("", "not set")
        if (path, value) in SETTING_VALUES:
            return QCoreApplication.translate("", SETTING_VALUES[path, value])
        if path in _USD and isinstance(value, (int, float)):
            return fmt.usd(value, 2)
        return fmt.smart(value) if isinstance(value, (int, float)) else str(value)
