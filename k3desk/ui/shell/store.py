"""ScenarioStore: the one place widgets send edits to, and the one source of the current result.

Every edit is a dotted path and a value (``workload.context_tokens = 262144``). The store hands it
to the core's edit engine (``core.edit.apply_edits``, the same one ``--set`` uses), so a bad value is
refused with the same message (``field_error``) and the scenario stays as it was. Accepted edits
are QUndoCommands; edits of one field during a slider drag merge into one undo step. Recomputation
is coalesced: any number of edits in one event-loop turn cause one ``compute()``.

An opened example stays an example only while it is unedited: every accepted edit passes through
``core.edit.leave_example``, so an edited example is an untitled scenario named after its
configuration, without the example's note, until it is saved under a file of the user's.

Every accepted edit records its paths in ``Scenario.user_set`` (``core.profile.recorded_user_set``):
with an organisation profile in force (:meth:`ScenarioStore.set_profile`, from Preferences) only
those beat the profile; its negotiated prices are the catalog's, so the Advisor and every GPU or
model switch use them.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from k3desk.core import Scenario
from k3desk.core.catalog import Catalog, load_catalog
from k3desk.core.edit import EditError, apply_edits, get_path, leave_example
from k3desk.core.presets import default_scenario
from k3desk.core.user_set import recorded_user_set
from k3desk.session import Context, Evaluation, evaluate
from k3desk.ui.shell.i18n import validation_message

if TYPE_CHECKING:   # the profile machinery loads when a profile is first used, not at start-up
    from k3desk.core.profile import Profile
    from k3desk.core.result import Result

_MERGE_ID = 0x4B33  # any constant: only commands flagged mergeable report it


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


class _Edit(QUndoCommand):
    """Swap between two validated scenarios; mergeable while one slider drag lasts."""

    def __init__(self, store: ScenarioStore, before: Scenario, after: Scenario, key: str,
                 text: str, session: int | None):
        super().__init__(text)
        self.store, self.before, self.after, self.key, self.session = store, before, after, key, session

    def id(self) -> int:  # noqa: A003 - Qt API name
        return _MERGE_ID if self.session is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt API name
        if not isinstance(other, _Edit) or other.key != self.key or other.session != self.session:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.store._install(self.after)

    def undo(self) -> None:
        self.store._install(self.before)


class ScenarioStore(QObject):
    """Holds the current scenario and result; the single entry point for edits.

    Signals: ``scenario_changed(Scenario)`` right after every accepted edit, undo or redo;
    ``result_changed(Result)`` once per event-loop turn after changes; ``field_error(path, message)``
    when a value is refused (message ``""`` clears the error after an accepted edit of that path);
    ``compute_failed(message)``; ``dirty_changed(bool)``; ``path_changed(str)``;
    ``scenario_replaced(Scenario)`` after :meth:`set_scenario` (a file opened, a new scenario).
    """

    scenario_changed = Signal(object)
    result_changed = Signal(object)
    field_error = Signal(str, str)
    compute_failed = Signal(str)
    dirty_changed = Signal(bool)
    path_changed = Signal(str)
    scenario_replaced = Signal(object)

    def __init__(self, scenario: Scenario | None = None, catalog: Catalog | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self._catalog = catalog
        self._given_catalog = catalog   # a test's catalog; else the shipped and user catalog, read when needed
        self._profile: Profile | None = None
        # (path, catalog's value, profile's value) for each value the profile set when the scenario on
        # screen was opened new (File ▸ New, an example, at start); [] otherwise
        self.profile_applied: list[tuple[str, object, object]] = []
        self._scenario = scenario or default_scenario(self.catalog)
        self._result: Result | None = None
        self._evaluation: Evaluation | None = None
        self._context = Context()   # the caches of this window's evaluations (session.Context)
        self._stale = True
        self._path: str | None = None
        self._example: Scenario | None = None   # the example as opened, until saved to a file
        self.compute_ms = 0.0
        self._measurements: tuple = ()   # the user's imported runs (core.anchor), passed to compute()
        self._session = 0
        self._merge_session: int | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._errors: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)

    def _on_clean_changed(self, clean: bool) -> None:
        self.dirty_changed.emit(not clean)

    def _error(self, key: str, message: str) -> None:
        """Report a refused value, or clear an earlier error for the key (message "")."""
        if message:
            self._errors.add(key)
        elif key in self._errors:
            self._errors.discard(key)
        else:
            return
        self.field_error.emit(key, message)

    # ---- state -----------------------------------------------------------------------------
    @property
    def catalog(self) -> Catalog:
        """The catalog edits and the Advisor use: with a profile, at the organisation's negotiated prices."""
        if self._catalog is None:
            base = self._given_catalog or load_catalog()
            self._catalog = self._profile_catalog(self._profile) if self._profile is not None else base
        return self._catalog

    def catalog_without_profile(self) -> Catalog:
        """The shipped and user catalog at its published prices (the profile editor's lists)."""
        return self._given_catalog or load_catalog()

    def reload_catalog(self) -> None:
        """Read the catalog again at next use (the user catalog changed: a model was imported)."""
        self._catalog = None
        self._given_catalog = None

    @property
    def profile(self) -> Profile | None:
        """The organisation profile in force, or None."""
        return self._profile

    def set_profile(self, profile: Profile | None, apply: bool = True) -> None:
        """Use ``profile`` (None: none) from now on. ``apply``: the current scenario takes its values
        where the user did not set them, as one undoable step (a value it refuses raises ``EditError``
        and changes nothing)."""
        from k3desk.core.profile import apply_profile

        candidate = None
        if profile is not None and apply:
            candidate = apply_profile(self._scenario, profile, self._profile_catalog(profile))
        self._profile = profile
        self._catalog = None
        if candidate is not None:
            self._push(candidate, "profile", _tr("Apply organisation profile"), False)

    def check_profile(self, profile: Profile) -> None:
        """Raise ``EditError`` when the scenario on screen refuses one of the profile's values."""
        from k3desk.core.profile import apply_profile

        apply_profile(self._scenario, profile, self._profile_catalog(profile))

    def profile_changes(self, profile: Profile) -> list[tuple[str, object, object]]:
        """(path, now, with ``profile``) for each value ``profile`` would change in the scenario on
        screen, priced at its negotiated rates; raises ``EditError`` for a value the scenario refuses."""
        from k3desk.core.profile import profile_changes

        return profile_changes(self._scenario, profile, self._profile_catalog(profile))

    def apply_profile(self) -> bool:
        """Recompute the current scenario with the profile in force (one undoable step); False
        without a profile or when the scenario refuses one of its values."""
        if self._profile is None:
            return False
        from k3desk.core.profile import apply_profile

        try:
            new = apply_profile(self._scenario, self._profile, self.catalog)
        except EditError:
            return False
        self._push(new, "profile", _tr("Apply organisation profile"), False)
        return True

    def _follow_profile(self, new: Scenario, updates: dict[str, Any]) -> Scenario:
        """After a model or GPU switch, a scenario that follows the profile takes its values for the new
        entry too (as ``--profile`` does after ``--set``); any other edit leaves the profile's values alone."""
        p = self._profile
        if p is None or not any(k in updates for k in ("model", "hardware.gpu")):
            return new
        from k3desk.core.profile import apply_profile, follows

        if not follows(self._scenario, p):
            return new
        try:
            return apply_profile(new, p, self.catalog)
        except EditError:
            return new

    def _profile_catalog(self, profile: Profile) -> Catalog:
        from k3desk.core.profile import profile_catalog

        return profile_catalog(self._given_catalog or load_catalog(), profile)

    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def result(self):
        """The result for the current scenario (computed now if an update is still pending)."""
        if self._stale:
            self.flush()
        return self._result

    @property
    def evaluation(self) -> Evaluation | None:
        """The one evaluation of the current scenario every view words (``k3desk.session``); None only
        when the last evaluation failed (``compute_failed``)."""
        if self._stale:
            self.flush()
        return self._evaluation if self._result is not None else None

    def evaluate(self, scenario: Scenario) -> Evaluation:
        """Another scenario (the compare view's, the library's) evaluated as the window evaluates its
        own: the same catalog, the user's runs and the profile, remembered in this window's context."""
        return evaluate(scenario, self.catalog, self._measurements, self._profile, self._context)

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def path(self) -> str | None:
        return self._path

    @property
    def example(self) -> Scenario | None:
        """The shipped example this unsaved scenario was opened from (as opened), else None."""
        return self._example

    def get(self, path: str) -> Any:
        return get_path(self._scenario, path)

    # ---- edits -----------------------------------------------------------------------------
    def set_field(self, path: str, value: Any, merge: bool = False) -> bool:
        """Set one dotted field; returns False (and emits ``field_error``) if the value is refused."""
        return self.apply({path: value}, key=path, merge=merge)

    def apply(self, updates: dict[str, Any], key: str | None = None, merge: bool = False,
              text: str | None = None) -> bool:
        """Set several dotted fields in one validated, undoable step.

        ``merge=True`` folds the step into the previous one for the same key until
        :meth:`end_merge` (a slider drag becomes one undo step).
        """
        key = key or ",".join(sorted(updates))
        try:
            new = apply_edits(self._scenario, updates, self.catalog)
        except EditError as exc:
            self._error(key, _tr("Unknown field") if exc.unknown_path
                        else validation_message(exc.kind, exc.ctx, exc.reason))
            return False
        if self._example is not None:
            new = leave_example(self._example, new)
        if "user_set" not in updates and new != self._scenario:   # a whole saved scenario (revert) brings its own
            new = new.model_copy(update={"user_set": recorded_user_set(self._scenario.user_set, updates)})
            new = self._follow_profile(new, updates)
        self._error(key, "")
        self._push(new, key, text or _tr("Change %1").replace("%1", key.split(".")[-1]), merge)
        return True

    def set_model(self, model_id: str) -> bool:
        """Switch to a catalog model; API prices follow the model, currency settings stay."""
        return self.apply({"model": model_id}, key="model", text=_tr("Change model"))

    def set_gpu(self, gpu_id: str) -> bool:
        """Switch to a catalog GPU; its rental price and node size follow. A fixed count stays; under
        Automatic the advisor picks the serving mode for the new GPU (``core.edit.gpu_change_edits``,
        the rule every screen and ``--set hardware.gpu`` share)."""
        from k3desk.core.edit import gpu_change_edits

        try:
            edits = gpu_change_edits(self._scenario, gpu_id, self.catalog)
        except (EditError, ValueError) as exc:
            self._error("hardware.gpu", str(exc))
            return False
        return self.apply(edits, key="hardware.gpu", text=_tr("Change GPU"))

    def set_architecture(self, architecture) -> bool:
        """Use an architecture that is not in the catalog (e.g. imported from a config.json)."""
        return self.apply({"model": architecture}, key="model", text=_tr("Import model"))

    def end_merge(self) -> None:
        """Close the current drag: the next edit starts a new undo step."""
        self._merge_session = None

    def _push(self, new: Scenario, key: str, text: str, merge: bool) -> None:
        if new == self._scenario:
            return
        if merge:
            if self._merge_session is None:
                self._session += 1
                self._merge_session = self._session
            session = self._merge_session
        else:
            self._merge_session = None
            session = None
        self.undo_stack.push(_Edit(self, self._scenario, new, key, text, session))

    # ---- file layer hooks ------------------------------------------------------------------
    def set_scenario(self, scenario: Scenario, path: str | None = None, example: bool = False,
                     fresh: bool = False) -> None:
        """Replace the scenario wholesale (file opened, new file): clears undo, marks clean.
        ``example``: a shipped example, which edits turn into an untitled scenario (see above).
        With a profile in force, a ``fresh`` scenario (new, an example) and one computed with this very
        profile take its values; any other keeps what it was saved with (the window offers to recompute)."""
        scenario = Scenario.model_validate(scenario.model_dump())
        self.profile_applied = []
        if self._profile is not None:
            scenario = self._opened_with_profile(scenario, fresh or example)
        self._example = scenario if example and path is None else None
        self.undo_stack.clear()
        self._set_path_value(path)
        self._install(scenario)
        self.undo_stack.setClean()
        self.scenario_replaced.emit(scenario)

    def _opened_with_profile(self, scenario: Scenario, fresh: bool) -> Scenario:
        from k3desk.core.profile import apply_profile, follows

        if self._profile is None or not (fresh or follows(scenario, self._profile)):
            return scenario
        try:
            new = apply_profile(scenario, self._profile, self.catalog)
        except EditError:
            return scenario   # a value this scenario refuses: it opens as saved (the profile was checked when chosen)
        if fresh:   # what the profile set in a new scenario, for the window to say (never silently)
            self.profile_applied = self._set_by_profile(scenario, new)
        return new

    def _set_by_profile(self, before: Scenario, after: Scenario) -> list[tuple[str, object, object]]:
        """(path, the catalog's value, the profile's) for each value the profile set in a new scenario:
        its negotiated prices against the catalog's published ones (the new scenario was priced from
        the profile's catalog already), every other value against the scenario before it."""
        from k3desk.core.edit import get_path
        from k3desk.core.presets import hardware_for, pricing_for
        from k3desk.core.profile import profile_edits

        base = self._given_catalog or load_catalog()
        published: dict[str, object] = {}
        if before.hardware.gpu.id in base.gpus:
            hw = hardware_for(base, before.hardware.gpu.id)
            published |= {"hardware.price_per_gpu_hour": hw.price_per_gpu_hour,
                          "hardware.purchase_price_per_gpu": hw.purchase_price_per_gpu}
        if before.model.id in base.models:
            pr = pricing_for(base, before.model.id)
            published |= {f"pricing.{k}": getattr(pr, k) for k in
                          ("api_input_per_mtok", "api_cached_input_per_mtok", "api_output_per_mtok")}
        if self._profile is None:
            return []
        paths = [k for k in profile_edits(self._profile, before, set(before.user_set)) if not k.endswith("_source")]
        out = []
        for path in sorted(paths):
            old, new = published.get(path, get_path(before, path)), get_path(after, path)
            if old != new:
                out.append((path, old, new))
        return out

    def pin_start_month(self) -> None:
        """A scenario that states no first month for its term (``finance.start_month`` None: the current
        month) states the current month before it is saved, so its file computes the same next year.
        Not an edit: the figures are the same, nothing to undo."""
        s = self._scenario
        if s.finance.start_month is None:
            from datetime import UTC, datetime

            month = datetime.now(UTC).strftime("%Y-%m")   # the month core.taxes takes for "none stated"
            self._install(s.model_copy(update={"finance": s.finance.model_copy(update={"start_month": month})}))

    def mark_saved(self, path: str | None = None) -> None:
        if path is not None:
            self._example = None   # saved to a file of the user's: its name is theirs now
            self._set_path_value(path)
        self.undo_stack.setClean()

    def move_to(self, path: str) -> None:
        """The open file was renamed or moved: follow it, keeping unsaved edits and undo history."""
        self._set_path_value(path)

    def _set_path_value(self, path: str | None) -> None:
        if path != self._path:
            self._path = path
            self.path_changed.emit(path or "")

    # ---- recompute -------------------------------------------------------------------------
    @property
    def measurements(self) -> tuple:
        return self._measurements

    def set_measurements(self, items) -> None:
        """The user's measurement library changed: recompute with it (the estimate may re-anchor)."""
        items = tuple(items)
        if items == self._measurements:
            return
        self._measurements = items
        self._stale = True
        if not self._timer.isActive():
            self._timer.start()

    def _install(self, scenario: Scenario) -> None:
        self._scenario = scenario
        self._stale = True
        self.scenario_changed.emit(scenario)
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Compute now if the result is stale, and emit ``result_changed`` (idempotent)."""
        self._timer.stop()
        if not self._stale:
            return
        start = time.perf_counter()
        try:
            ev = evaluate(self._scenario, self.catalog, self._measurements, self._profile, self._context)
            result = ev.result
        except Exception as exc:  # noqa: BLE001 - any core failure must not take the window down
            self._stale = False
            self.compute_failed.emit(str(exc))
            return
        self.compute_ms = (time.perf_counter() - start) * 1000
        self._result = result
        self._evaluation = ev
        self._stale = False
        self.result_changed.emit(result)
