"""Finance panel: the cost of capital, running costs the catalog cannot know, spares and the daily
profile, where the providers are, and a Brazilian buyer's tax answers (docs/domain.md §10).

Every field is a scenario path (the same as ``--set``); the decision counts them, the figures layer
words them, this panel only edits them.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QComboBox, QDateEdit, QLabel, QSpinBox, QWidget

from k3desk.core.edit import get_path
from k3desk.core.money.taxes import term_start
from k3desk.report import operations
from k3desk.report.finance import spare_words
from k3desk.ui.common.formatter import Formatter
from k3desk.ui.common.widgets import NumberField, compact_combo
from k3desk.ui.panels.base import Panel, add_rows, field_tip, form

#: (path, values) of the choice fields, in order; their labels are worded in ``retranslate_ui``
CHOICES = {
    "finance.local_currency": ("USD", "BRL"),
    "pricing.api_provider_location": ("abroad", "domestic"),
    "pricing.rental_provider_location": ("abroad", "domestic"),
    "pricing.payment_method": ("remittance", "card"),
    "pricing.rental_commitment": ("on_demand", "1y", "3y"),
    "taxes.regime": ("lucro_presumido", "lucro_real", "simples"),
    "taxes.hardware_route": ("direct_import", "import_with_benefit", "domestic_distributor"),
    "finance.shifts_per_day": (1, 2, 3),
    "hardware.grid": ("auto", "BR", "US", "world"),
}
CHECKS = ("taxes.service_is_input", "constraints.data_in_brazil", "finance.income_tax_shield")


class FinancePanel(Panel):
    def __init__(self, store, parent: QWidget | None = None):
        super().__init__(store, parent)
        self._labels: dict[str, QLabel] = {}
        pct = {"to_model": lambda v: v / 100, "from_model": lambda v: round(v * 100, 6)}
        self.rate = self.bind("finance.discount_rate_per_year", NumberField("%/yr"), **pct)
        self.maintenance = self.bind("finance.maintenance_percent_per_year", NumberField("%/yr"))
        self.staff = self.bind("finance.staff_fte", NumberField("FTE"))
        self.staff_cost = self.bind("finance.staff_cost_per_fte_year", NumberField("/yr"))
        self.implementation = self.bind("finance.implementation_cost", NumberField(""))
        self.peak = self.bind("workload.peak_to_average", NumberField("×"))
        self.peak_hours = self.bind("workload.peak_hours_per_day", NumberField("h/day"))
        self.iss = self.bind("taxes.municipality_iss_percent", NumberField("%"))
        self.window_hours = self.bind("pricing.billing_hours_per_day", NumberField("h/day"))
        self.start = QDateEdit(self)   # the term's first month (finance.start_month, YYYY-MM)
        self.start.setDisplayFormat("MM/yyyy")
        self.start.setMinimumDate(QDate(2000, 1, 1))
        self.start.setMaximumDate(QDate(2100, 12, 1))
        self.start.setKeyboardTracking(False)
        self.start.dateChanged.connect(
            lambda d: self.store.set_field("finance.start_month", f"{d.year():04d}-{d.month():02d}"))
        self.availability = QLabel(self)
        self.availability.setWordWrap(True)
        self.spares = QSpinBox(self)
        self.spares.setRange(0, 1000)
        self.spares.setKeyboardTracking(False)
        self.spares.valueChanged.connect(lambda v: self.store.set_field("hardware.spare_replicas", v))
        # availability and the facility (docs/domain.md §14-15): empty = no requirement, no limit
        self.required = self.bind("constraints.availability_percent", NumberField("%", optional=True))
        self.repair = self.bind("hardware.repair_hours", NumberField("h"))
        self.drained = self.bind("hardware.maintenance_hours_per_month", NumberField("h"))
        self.facility = self.bind("constraints.facility_kw", NumberField("kW", optional=True))
        self.rack = self.bind("constraints.rack_kw", NumberField("kW", optional=True))
        self.energy = QLabel(self)
        self.energy.setWordWrap(True)
        self.combos: dict[str, QComboBox] = {}
        for path, values in CHOICES.items():
            box = compact_combo(QComboBox(self))
            for v in values:
                box.addItem("", v)
            box.activated.connect(lambda i, p=path, b=box: self.store.set_field(p, b.itemData(i)))
            self.combos[path] = box
        self.checks: dict[str, QCheckBox] = {}
        for path in CHECKS:
            check = QCheckBox(self)
            check.toggled.connect(lambda on, p=path: self.store.set_field(p, on))
            self.checks[path] = check
        c = self.combos
        rows = [("start", self.start), ("rate", self.rate), ("shield", self.checks["finance.income_tax_shield"]),
                ("shifts", c["finance.shifts_per_day"]),
                ("currency", c["finance.local_currency"]), ("maintenance", self.maintenance),
                ("staff", self.staff), ("staff_cost", self.staff_cost), ("implementation", self.implementation),
                ("spares", self.spares), ("", self.availability), ("required", self.required),
                ("repair", self.repair), ("drained", self.drained), ("facility", self.facility), ("rack", self.rack),
                ("grid", c["hardware.grid"]), ("", self.energy), ("peak", self.peak), ("peak_hours", self.peak_hours),
                ("api_where", c["pricing.api_provider_location"]),
                ("rent_where", c["pricing.rental_provider_location"]), ("commitment", c["pricing.rental_commitment"]),
                ("window", self.window_hours), ("payment", c["pricing.payment_method"]),
                ("regime", c["taxes.regime"]), ("input", self.checks["taxes.service_is_input"]),
                ("iss", self.iss), ("hardware_route", c["taxes.hardware_route"]),
                ("residency", self.checks["constraints.data_in_brazil"])]
        layout = form()
        add_rows(layout, self._labels, rows)
        self.finish(layout)

    def retranslate_ui(self) -> None:
        text = {"rate": self.tr("Discount &rate:"), "currency": self.tr("Local c&urrency:"),
                "maintenance": self.tr("Mai&ntenance:"), "staff": self.tr("Operations s&taff:"),
                "staff_cost": self.tr("Cost &per person:"), "implementation": self.tr("Imp&lementation:"),
                "spares": self.tr("Spar&e replicas:"), "peak": self.tr("Peak o&ver average:"),
                "peak_hours": self.tr("Peak &hours:"), "api_where": self.tr("&API provider:"),
                "rent_where": self.tr("Rental pr&ovider:"), "payment": self.tr("Pa&yment abroad:"),
                "regime": self.tr("Tax re&gime:"), "input": self.tr("Service is an &input:"),
                "iss": self.tr("Municipal ISS:"), "hardware_route": self.tr("Servers &bought:"),
                "residency": self.tr("Data in Bra&zil only:"), "start": self.tr("Term starts:"),
                "shield": self.tr("Income-tax shield:"), "shifts": self.tr("Servers run:"),
                "commitment": self.tr("Rental commitment:"),
                "window": self.tr("Active &window:"), "required": self.tr("Required availability:"),
                "repair": self.tr("Repair time:"), "drained": self.tr("Maintenance per replica:"),
                "facility": self.tr("Facility power limit:"), "rack": self.tr("Per-rack limit:"),
                "grid": self.tr("Power grid:")}
        for key, label in self._labels.items():
            label.setText(text[key])
        for field in (self.rate, self.maintenance):
            field.set_unit(self.tr("%/year"))
        self.staff.set_unit(self.tr("people"))
        self.peak_hours.set_unit(self.tr("h/day"))
        self.window_hours.set_unit(self.tr("h/day"))
        names = {
            "finance.local_currency": (self.tr("US$ (dollar)"), self.tr("R$ (real)")),
            "pricing.api_provider_location": (self.tr("abroad"), self.tr("in Brazil")),
            "pricing.rental_provider_location": (self.tr("abroad"), self.tr("in Brazil")),
            "pricing.payment_method": (self.tr("remittance"), self.tr("card")),
            "pricing.rental_commitment": (self.tr("on demand"), self.tr("1-year commitment"),
                                          self.tr("3-year commitment")),
            "taxes.regime": (self.tr("lucro presumido"), self.tr("lucro real"), self.tr("Simples Nacional")),
            "taxes.hardware_route": (self.tr("imported directly"), self.tr("imported with an ex-tarifário"),
                                     self.tr("from a Brazilian distributor")),
            "finance.shifts_per_day": (self.tr("one shift a day"), self.tr("two shifts a day"),
                                       self.tr("three shifts a day")),
            "hardware.grid": (self.tr("the buyer's country"), self.tr("Brazil"), self.tr("United States"),
                              self.tr("world average")),
        }
        for path, labels in names.items():
            for i, item in enumerate(labels):
                self.combos[path].setItemText(i, item)
        self.checks["taxes.service_is_input"].setText(self.tr("of what the company sells"))
        self.checks["constraints.data_in_brazil"].setText(self.tr("no routes abroad"))
        self.checks["finance.income_tax_shield"].setText(self.tr("count the saving (lucro real)"))
        self.checks["finance.income_tax_shield"].setToolTip(field_tip(
            self.tr("On lucro real, 34% of every deductible cost comes back as income tax not paid: API bills, "
                    "rentals and running costs when paid, a purchase through its depreciation. Off: amounts are "
                    "before income tax.")))
        self.combos["finance.shifts_per_day"].setToolTip(field_tip(
            self.tr("For income tax on lucro real, computers depreciate at 20% a year; run in two 8-hour shifts a day "
                    "at 30%, in three at 40% (RIR/2018, art. 323). The book life still decides replacement and "
                    "resale.")))
        self.combos["pricing.rental_commitment"].setToolTip(field_tip(
            self.tr("A committed rental is billed every hour for 1 or 3 years. Enter the provider's committed price "
                    "as the GPU-hour price (to be quoted): providers publish only ceilings on the discount.")))
        self.window_hours.setToolTip(field_tip(
            self.tr("Hours a day the service runs and a rental on demand is billed (24 = always on). The billed hours "
                    "are derived from the hours in a month × these hours / 24; the month's volume is carried in the "
                    "window.")))
        self.start.setToolTip(field_tip(self.tr("The first month of the term: it decides which dated tax rows each "
                                                "month applies (from 2027 the CBS replaces PIS/COFINS).")))
        self.rate.setToolTip(field_tip(
            self.tr("The company's cost of capital: money paid later is worth less today. 0 compares plain totals."),
            self.tr("Present value: each month's cash flow divided by (1 + rate)^(month/12).")))
        self.staff.setToolTip(field_tip(self.tr("People running the self-hosted cluster, full time; the API needs "
                                                "none. Counted as 0 until entered.")))
        self.maintenance.setToolTip(field_tip(self.tr("Maintenance and support contract for bought servers, as a "
                                                      "share of their price a year.")))
        self.peak.setToolTip(field_tip(self.tr("How much busier the busiest hours are than the average: the fleet "
                                               "is sized for the peak, and a hybrid can send the peaks to the API.")))
        self.combos["pricing.payment_method"].setToolTip(field_tip(
            self.tr("By card the bank charges only IOF; the other import-service taxes are still due.")))
        self.iss.setToolTip(field_tip(self.tr("The municipality's ISS on imported services: 2% to 5%; São Paulo "
                                              "2.9%. Estimates: confirm with your accountant.")))
        self.drained.set_unit(self.tr("h/month"))
        for field in (self.required, self.facility, self.rack):
            field.edit.setPlaceholderText(self.tr("none"))
        self.required.setToolTip(field_tip(
            self.tr("The share of the time the self-hosted fleet must carry its peak load: the decision buys the "
                    "spare replicas it needs. Empty: none required.")))
        self.repair.setToolTip(field_tip(
            self.tr("Hours until a failed replica serves again. Default: a day, with spare parts on site.")))
        self.drained.setToolTip(field_tip(self.tr("Planned hours a month each replica is taken out of service "
                                                  "(firmware, drivers, security updates).")))
        self.facility.setToolTip(field_tip(
            self.tr("The data centre's power budget at the meter, cooling included. A bought fleet that draws more "
                    "is left out of the decision. Empty: no limit.")))
        self.rack.setToolTip(field_tip(self.tr("The kW one rack may hold: the servers are laid out over as many "
                                               "racks as it takes.")))
        self.combos["hardware.grid"].setToolTip(field_tip(
            self.tr("The grid the self-hosted fleet draws from, for its CO₂ per million tokens. The buyer's country: "
                    "Brazil's grid for a Brazilian buyer, the world average otherwise and for a rental abroad.")))

    def on_result(self, result) -> None:
        """The fleet's availability beside the API's SLA, and its energy: the evaluation's, worded once."""
        ev = self.store.evaluation
        if ev is None:
            return
        f = Formatter.for_screen(ev.scenario.pricing.currency)
        self.availability.setText(f.text(spare_words(ev.scenario.hardware.spare_replicas)) + "\n"
                                  + f.text(operations.availability_line(ev)))
        self.energy.setText(f.text(operations.energy_line(ev)))

    def sync_extra(self, s) -> None:
        with QSignalBlocker(self.spares):
            self.spares.setValue(s.hardware.spare_replicas)
        for path, box in self.combos.items():
            with QSignalBlocker(box):
                box.setCurrentIndex(box.findData(get_path(s, path)))
        for path, check in self.checks.items():
            with QSignalBlocker(check):
                check.setChecked(bool(get_path(s, path)))
        brazil = s.taxes.jurisdiction == "BR"
        for w in (self.combos["taxes.regime"], self.combos["taxes.hardware_route"], self.iss,
                  self.checks["taxes.service_is_input"], self.combos["pricing.payment_method"]):
            w.setEnabled(brazil)   # Brazil's tax answers apply to a Brazilian buyer (Workload ▸ Buyer's taxes)
        self.peak_hours.setEnabled(s.workload.peak_to_average > 1)
        year, month = (int(x) for x in term_start(s).split("-"))
        with QSignalBlocker(self.start):
            self.start.setDate(QDate(year, month, 1))
        self.availability.setText(Formatter.for_screen(s.pricing.currency).text(spare_words(s.hardware.spare_replicas)))
        self.checks["finance.income_tax_shield"].setEnabled(brazil)
        # the shifts accelerate the income-tax depreciation, which only the shield on lucro real counts
        self.combos["finance.shifts_per_day"].setEnabled(brazil and s.taxes.regime == "lucro_real")
        money = "R$" if s.finance.local_currency == "BRL" else "US$"   # entered in the local currency
        self.staff_cost.set_unit(self.tr("%1/year").replace("%1", money))
        self.implementation.set_unit(money)
