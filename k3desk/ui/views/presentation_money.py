"""The CFO's questions in presentation mode: the exchange rate, the term, the discount rate, the
residency rule and where the rented GPUs and the API are provided (which, with the residency rule,
decides the routes compared).

One line under the banner ("Rate 5.40 R$/US$ · Term 36 months · Discount 12.0 % a year · Data
stays in Brazil · Providers: both abroad"), so the room reads the assumptions the banner rests on. Every control is reached with Tab (or Alt and its
underlined letter); the numbers step with the Up/Down arrows (the rate by 0.05, the term by 12 months,
the discount rate by one point) or take a typed value on Enter; Space ticks the residency rule; the
arrows pick the providers. Each change is one step of the store's undo stack (Ctrl+Z). The controls
keep their places and height whatever they show, and a refused value floats its
message below the field: nothing on the page moves. Like every view it forwards edits and words no
figure.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from k3desk.ui.common.fit import FORMS_ROLE, FitCombo
from k3desk.ui.common.widgets import NumberField

#: (rental provider, API provider) pairs the providers control offers, in its order
PROVIDERS = (("abroad", "abroad"), ("domestic", "abroad"), ("abroad", "domestic"), ("domestic", "domestic"))


class UndoPassThrough(QObject):
    """Lets Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y reach the window's Undo and Redo from a line edit with focus
    (a line edit otherwise takes them for its own text): one key undoes the last change, anywhere."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.ShortcutOverride and (
                event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)):
            event.ignore()
            return True
        return False


class StepField(NumberField):
    """A number that the Up/Down arrows (and Page Up/Down) step by ``step`` within [lo, hi], or that
    takes a typed value on Enter; ``scale`` shows the stored value times it (a rate as a percentage)."""

    def __init__(self, unit: str, step: float, lo: float, hi: float, decimals: int = 2, scale: float = 1.0,
                 integer: bool = False, widest: str = "00.00", parent: QWidget | None = None):
        super().__init__(unit, integer=integer, decimals=decimals, parent=parent)
        self.step, self.lo, self.hi, self.scale = step, lo, hi, scale
        self.edit.setObjectName("moneyEdit")
        self.edit.installEventFilter(self)
        self.edit.setMinimumWidth(0)
        self.widest = widest   # the longest value it shows, to size the entry

    def fit_width(self) -> None:
        """As wide as its widest value in its font (set after the style sheet sets the font)."""
        self.edit.ensurePolished()
        self.edit.setFixedWidth(self.edit.fontMetrics().horizontalAdvance(self.widest) + 18)

    def set_stored(self, value: float) -> None:
        """Show the scenario's value (no signal)."""
        self.set_value(value * self.scale)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API name
        if obj is self.edit and event.type() == QEvent.Type.KeyPress:
            k = event.key()
            up = k in (Qt.Key.Key_Up, Qt.Key.Key_PageUp)
            if up or k in (Qt.Key.Key_Down, Qt.Key.Key_PageDown):
                self._step(up)
                return True
        return False

    def _step(self, up: bool) -> None:
        value = self.value()
        now = float(value) if value is not None else float(self.lo)
        # from a value between steps, the next step of the grid (3.7 → 4, then 5), never a jump past it
        grid = round(now / self.step) * self.step
        target = (grid + self.step if grid <= now + 1e-9 else grid) if up else \
            (grid - self.step if grid >= now - 1e-9 else grid)
        target = min(self.hi, max(self.lo, round(target, 6)))
        if abs(target - now) > 1e-12:
            self._accepted()
            self.set_value(int(round(target)) if self.integer else target)
            self.committed.emit(int(round(target)) if self.integer else target, False)


class MoneyStrip(QFrame):
    """The five questions; ``changed(updates)`` carries each change (``{path: value}``, one undo step) to
    the store."""

    changed = Signal(dict)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("presMoney")
        self.rate = StepField("", step=0.05, lo=0.05, hi=1000, decimals=2, widest="00.00")
        self.term = StepField("", step=12, lo=12, hi=60, decimals=0, integer=True, widest="00")
        self.discount = StepField("", step=1, lo=0, hi=100, decimals=1, scale=100, widest="00.0")
        self.residency = QCheckBox(self)
        self.residency.setObjectName("residency")
        self.providers = FitCombo(self, chars=14)
        for pair in PROVIDERS:
            self.providers.addItem("", pair)
        # each question a title beside its control, spread along the line; the controls have fixed widths,
        # so where each sits never depends on a value
        self.titles = {key: QLabel(self) for key in ("rate", "term", "discount", "providers")}
        self.providers.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 3, 12, 3)
        row.setSpacing(6)
        for i, (key, widget) in enumerate((("rate", self.rate), ("term", self.term), ("discount", self.discount),
                                           ("residency", self.residency), ("providers", self.providers))):
            if i:
                row.addStretch(1)
            if key in self.titles:
                title = self.titles[key]
                title.setObjectName("moneyTitle")
                title.setBuddy(widget.edit if isinstance(widget, StepField) else widget)   # what takes the keys
                row.addWidget(title)
            row.addWidget(widget)
        self.rate.committed.connect(lambda v, _m: self.changed.emit({"pricing.brl_per_usd": v}))
        self.term.committed.connect(lambda v, _m: self.changed.emit({"pricing.horizon_months": v}))
        self.discount.committed.connect(lambda v, _m: self.changed.emit({"finance.discount_rate_per_year": v / 100}))
        self.residency.toggled.connect(lambda on: self.changed.emit({"constraints.data_in_brazil": on}))
        self.providers.activated.connect(self._pick_providers)
        self._undo = UndoPassThrough(self)
        for field in (self.rate, self.term, self.discount):
            field.edit.installEventFilter(self._undo)
        self.retranslate()

    def fields(self) -> dict[str, QWidget]:
        """Each control by the scenario path it sets (the page shows a refused value's message on it)."""
        return {"pricing.brl_per_usd": self.rate, "pricing.horizon_months": self.term,
                "finance.discount_rate_per_year": self.discount, "constraints.data_in_brazil": self.residency,
                "pricing.rental_provider_location": self.providers, "pricing.api_provider_location": self.providers}

    def retranslate(self) -> None:
        titles = {"rate": self.tr("&Rate"), "term": self.tr("Ter&m"), "discount": self.tr("&Discount"),
                  "providers": self.tr("&Providers")}
        for key, text in titles.items():
            self.titles[key].setText(text)
        self.residency.setText(self.tr("Data stays in &Brazil"))
        self.rate.set_unit(self.tr("R$/US$"))
        self.term.set_unit(self.tr("months"))
        self.discount.set_unit(self.tr("% a year"))
        names = ((self.tr("Rental and API abroad"), self.tr("Both abroad")),
                 (self.tr("Rental in Brazil, API abroad"), self.tr("Rental in Brazil")),
                 (self.tr("Rental abroad, API in Brazil"), self.tr("API in Brazil")),
                 (self.tr("Rental and API in Brazil"), self.tr("Both in Brazil")))
        for i, (full, short) in enumerate(names):
            self.providers.setItemText(i, full)
            self.providers.setItemData(i, [short], FORMS_ROLE)
        tips = {self.rate: self.tr("Reais per US dollar: Up/Down step 0.05, or type a rate and press Enter"),
                self.term: self.tr("Months the comparison covers: Up/Down step 12, from 12 to 60"),
                self.discount: self.tr("The company's cost of capital a year; 0 compares totals, above 0 today's "
                                       "money: Up/Down step one point"),
                self.residency: self.tr("The data may not be processed outside Brazil: the API and a rental "
                                        "abroad are left out (Space)"),
                self.providers: self.tr("Where the rented GPUs and the API run: with the residency rule, a "
                                        "provider abroad is left out")}
        for widget, tip in tips.items():
            widget.setToolTip(tip)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_scenario(self, s) -> None:
        """Show the scenario's values (no signals); the rate only counts when amounts are in reais."""
        self.rate.set_stored(s.pricing.brl_per_usd)
        self.rate.setEnabled(s.pricing.currency == "BRL" or s.finance.local_currency == "BRL")
        self.term.set_stored(s.pricing.horizon_months)
        self.discount.set_stored(s.finance.discount_rate_per_year)
        for field in (self.rate, self.term, self.discount):
            field.set_error("")
        self.residency.blockSignals(True)
        self.residency.setChecked(s.constraints.data_in_brazil)
        self.residency.blockSignals(False)
        pair = (s.pricing.rental_provider_location, s.pricing.api_provider_location)
        self.providers.setCurrentIndex(PROVIDERS.index(pair) if pair in PROVIDERS else 0)

    def _pick_providers(self, index: int) -> None:
        rental, api = PROVIDERS[index]
        self.changed.emit({"pricing.rental_provider_location": rental, "pricing.api_provider_location": api})
