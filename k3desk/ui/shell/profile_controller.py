"""The organisation profile in the window: Preferences names the file, this reads it and hands it to
the store, and the notice bar says what the user must know about it.

- At start and whenever Preferences changes the file, the profile is read through the bounded reader
  (``persistence.profile_file``). A new or example scenario takes its values; at a change in
  Preferences the scenario on screen does too, as one undoable step. The file is watched: when the
  organisation publishes a new version while the window is open, it is read again and the scenario
  on screen is offered the new values (below).
- A profile that cannot be used (missing, broken, newer, a value a scenario refuses) is reported
  once in the notice bar and the window goes on with the catalog's values.
- A scenario computed with another profile, or another version of this one (its recorded content
  hash differs), opens as saved; the notice bar lists the values the profile in force would change
  and offers to recompute with it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, QSettings

from k3desk.core.edit import EditError
from k3desk.ui.common import fmt
from k3desk.ui.shell import settings as keys

if TYPE_CHECKING:   # the profile machinery loads when a profile is first used, not at start-up
    from k3desk.core.profile import Profile

# Notice bar keys: a profile that cannot be used; a scenario computed with another profile.
BROKEN, CHANGED = "profile", "profile.changed"
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
        store.scenario_replaced.connect(self.check_scenario)

    def tr(self, text: str, /, disambiguation: str | None = None, n: int = -1) -> str:
        """QObject.tr in one context, "ProfileController"."""
        return QCoreApplication.translate("ProfileController", text, disambiguation, n)

    @property
    def path(self) -> str:
        return self._path

    def load(self, apply: bool = False) -> Profile | None:
        """Read the profile the settings name and use it (None: none, or it cannot be used).
        ``apply``: the scenario on screen takes its values now (a change in Preferences); else only an
        untouched new scenario does (start-up)."""
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
        fresh = self.store.path is None and not self.store.dirty and not apply
        self.store.set_profile(profile, apply=apply)
        if fresh:   # the scenario on screen is a new one (or an example): it takes the profile's values
            self.store.set_scenario(self.store.scenario, example=self.store.example is not None, fresh=True)
        self.check_scenario(self.store.scenario)
        return profile

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
        """Offer to recompute a scenario computed with another profile, listing what would change."""
        profile = self.store.profile
        if profile is None:
            self.notices.set_note(CHANGED, "")
            return
        from k3desk.core.profile import follows, profile_changes

        if follows(scenario, profile):
            self.notices.set_note(CHANGED, "")
            return
        try:
            changes = profile_changes(scenario, profile, self.store.catalog)
        except EditError:
            changes = []
        if not changes:
            self.notices.set_note(CHANGED, "")
            return
        listed = "; ".join(f"{self._name(p)}: {self._value(p, a)} \u2192 {self._value(p, b)}"
                           for p, a, b in changes[:_SHOWN])
        if len(changes) > _SHOWN:
            listed += "; " + self.tr("and %1 more").replace("%1", str(len(changes) - _SHOWN))
        if scenario.profile is None:
            text = self.tr("This scenario was computed without the organisation profile %1. With it, these values "
                           "change: %2.").replace("%1", profile.label)
        else:
            text = self.tr("This scenario was computed with the organisation profile %1, which has changed since "
                           "(now %2). With it, these values change: %3.").replace(
                "%1", f"{scenario.profile.name} {scenario.profile.version}").replace("%2", profile.label)
        self.notices.set_note(CHANGED, text.replace("%2" if scenario.profile is None else "%3", listed),
                              action=(self.tr("Recompute"), self.recompute))

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
