"""Headline cards: the six answers a meeting asks for, in type readable from across the room.

Cards only format what the result holds (through ``fmt``); every figure has a tooltip with its
formula, inputs and source from ``result.explain``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from k3desk.core import fit as fit_rules
from k3desk.ui import fmt
from k3desk.ui.theme import COLORS
from k3desk.ui.widgets import ElidedLabel, plain_tip


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr("...") under the empty context


def rule_text(rule: str) -> str:
    """Plain words for a deployable-count rule id (the core only returns ids)."""
    return {
        fit_rules.RULE_SINGLE: _tr("fits on a single GPU"),
        fit_rules.RULE_POW2: _tr("power-of-two TP"),
        fit_rules.RULE_PP: _tr("whole nodes, pipeline parallel"),
        fit_rules.RULE_NO_MULTI_NODE: _tr("needs more than one node (not allowed)"),
        fit_rules.RULE_TOO_LARGE: _tr("no deployable count up to 4,096 GPUs"),
    }.get(rule, rule)


def why_not_text(why: str) -> str:
    return {
        "memory": _tr("Not enough memory per GPU"),
        "multi_node": _tr("Needs several nodes; multiple nodes are off"),
        "rules": _tr("This GPU count does not split the model evenly"),
    }.get(why, why)


class Card(QFrame):
    """Title, one large value, and a detail line; ``state`` colours the left edge."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        self.title, self.value, self.detail = QLabel(self), QLabel(self), ElidedLabel("", self)
        for label in (self.title, self.value, self.detail):
            label.setTextFormat(Qt.TextFormat.PlainText)   # GPU and model names come from files
        self.title.setObjectName("cardTitle")
        self.value.setObjectName("cardValue")
        self.detail.setObjectName("cardDetail")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(14, 8, 10, 8)
        self.box.setSpacing(2)
        self.box.addWidget(self.title)
        self.box.addWidget(self.value)
        self.box.addWidget(self.detail)
        self.box.addStretch(1)
        self.set_state("neutral")

    def set_state(self, state: str) -> None:
        if self.property("state") != state:
            self.setProperty("state", state)
            self.style().unpolish(self)
            self.style().polish(self)

    def show_figure(self, value: str, detail: str, tip: str) -> None:
        self.value.setText(value)
        self.detail.set_full_text(detail)
        self.setToolTip(plain_tip(tip))


class CostCard(Card):
    """Self-hosted and API cost per month side by side, each with its chart colour."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.value.hide()
        self.rows = {}
        for key in ("selfhost", "api"):
            row = QHBoxLayout()
            swatch = QLabel("■", self)
            swatch.setStyleSheet(f"color: {COLORS[key]}; font-size: 14pt;")
            name, amount = QLabel(self), QLabel(self)
            name.setObjectName("cardDetail")
            amount.setObjectName("cardAmount")
            amount.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row.addWidget(swatch)
            row.addWidget(name)
            row.addStretch(1)
            row.addWidget(amount)
            self.box.insertLayout(self.box.count() - 2, row)
            self.rows[key] = (name, amount)


class Cards(QWidget):
    """The card grid; ``set_result(scenario, result)`` refreshes every card."""

    KEYS = ("fit", "gpus", "fill", "speed", "cost", "break_even")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.cards = {k: (CostCard(self) if k == "cost" else Card(self)) for k in self.KEYS}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(10)
        for i, key in enumerate(self.KEYS):
            grid.addWidget(self.cards[key], i // 3, i % 3)
        for col in range(3):
            grid.setColumnStretch(col, 1)
        self._last = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        titles = {"fit": self.tr("DOES IT FIT?"), "gpus": self.tr("GPUS NEEDED"), "fill": self.tr("MEMORY PER GPU"),
                  "speed": self.tr("SPEED PER USER"), "cost": self.tr("COST PER MONTH"),
                  "break_even": self.tr("BREAK-EVEN VOLUME")}
        for key, card in self.cards.items():
            card.title.setText(titles[key])
        cost = self.cards["cost"]
        cost.rows["selfhost"][0].setText(self.tr("Self-hosted"))
        cost.rows["api"][0].setText(self.tr("API"))
        if self._last:
            self.set_result(*self._last)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_result(self, s, r) -> None:
        self._last = (s, r)
        f, t, c, ex = r.fit, r.throughput, r.cost, r.explain
        card = self.cards["fit"]
        card.set_state("ok" if f.fits and f.deployable else "bad")
        if f.fits and f.deployable:
            detail = self.tr("%1 · %2 · TP %3 × PP %4").replace(
                "%1", fmt.quantity(f.gpu_count, "gpus", "plain")).replace("%2", fmt.quantity(f.nodes, "nodes", "plain")).replace(
                "%3", fmt.number(f.tensor_parallel)).replace("%4", fmt.number(f.pipeline_parallel))
        else:
            detail = why_not_text(f.why_not or "rules")
        card.show_figure(self.tr("Fits") if f.fits and f.deployable else self.tr("Does not fit"), detail,
                         fmt.explanation(ex.get("fit.per_gpu_used_bytes"), self.tr("Memory on the busiest GPU")))

        card = self.cards["gpus"]
        deploy = f.min_deployable_gpus
        value = fmt.number(deploy) if deploy else "—"
        detail = self.tr("Min. %1 by memory · %2").replace("%1", fmt.number(f.raw_min_gpus)).replace(
            "%2", rule_text(f.rule))
        if s.hardware.gpu_count is not None and s.hardware.gpu_count != deploy:
            detail = self.tr("You chose %1 · ").replace("%1", fmt.number(s.hardware.gpu_count)) + detail
        card.set_state("neutral" if deploy else "bad")
        card.show_figure(f"{value} × {_short_gpu(s.hardware.gpu.name)}", detail,
                         fmt.explanation(ex.get("fit.raw_min_gpus"), self.tr("Raw minimum")) + "\n\n"
                         + fmt.explanation(ex.get("fit.min_deployable_gpus"), self.tr("Minimum deployable")))

        card = self.cards["fill"]
        share = f.per_gpu_used_bytes / f.per_gpu_capacity_bytes if f.per_gpu_capacity_bytes else 0
        card.set_state("ok" if share <= 1 else "bad")
        card.show_figure(fmt.percent(share), self.tr("%1 of %2 usable").replace(
            "%1", fmt.memory(f.per_gpu_used_bytes)).replace("%2", fmt.memory(f.per_gpu_capacity_bytes)),
            fmt.explanation(ex.get("fit.per_gpu_used_bytes"), self.tr("%1 used of %2 usable (%3 physical)").replace(
                "%1", fmt.memory(f.per_gpu_used_bytes)).replace("%2", fmt.memory(f.per_gpu_capacity_bytes)).replace(
                "%3", fmt.memory(f.fill.physical))))

        card = self.cards["speed"]
        d = t.decode_per_sequence
        detail = self.tr("%1–%2 tok/s").replace("%1", fmt.number(d.low)).replace("%2", fmt.number(d.high))
        if t.dequantizes:  # seed 000: Hopper stores 4-bit weights but gets no FP4 speed-up
            detail += " · " + self.tr("no FP4 gain")
        elif t.offload:
            detail += " · " + self.tr("experts in RAM")
        card.show_figure(fmt.tokens_per_s(d.value), detail,
                         fmt.explanation(ex.get("throughput.decode_tokens_per_s_per_sequence")))

        card = self.cards["cost"]
        money = lambda usd: fmt.money(usd, s.pricing, c.currency_factor)  # noqa: E731
        host = lambda usd: fmt.money(usd, s.pricing, c.self_host_currency_factor)  # noqa: E731 - IOF only if rented
        card.rows["selfhost"][1].setText(host(c.self_host_total_usd_per_month))
        card.rows["api"][1].setText(money(c.api_usd_per_month))
        parts = [self.tr("%1 × %2").replace("%1", fmt.quantity(c.replicas, "replicas", "plain")).replace(
            "%2", host(c.self_host_usd_per_month))]
        if s.pricing.currency == "BRL":  # first, so a narrow card never cuts it off
            parts.insert(0, fmt.currency_note(s.pricing, abroad=s.hardware.ownership == "rent"))
        if c.missing:  # a price is unknown: say so instead of showing a number (never free, never borrowed)
            parts.append(self.tr("price missing: enter it in the Hardware or Model tab"))
        host, api = c.self_host_total_usd_per_month, c.api_usd_per_month
        card.set_state("ok" if host is not None and api is not None and host <= api else "neutral")
        card.show_figure("", " · ".join(parts), fmt.explanation(ex.get("cost.self_host_usd_per_month"), self.tr(
            "Self-hosted")) + "\n\n" + fmt.explanation(ex.get("cost.api_usd_per_month"), self.tr("API")))

        card = self.cards["break_even"]
        be = c.break_even_tokens_per_month
        if c.break_even_reachable:
            detail = self.tr("Plan %1 · max %2/replica").replace(
                "%1", fmt.tokens(s.workload.tokens_per_month)).replace("%2", fmt.tokens(c.replica_tokens_per_month))
        else:  # the node cannot produce the break-even volume at this concurrency
            detail = self.tr("Out of reach · max %1/replica").replace(
                "%1", fmt.tokens(c.replica_tokens_per_month))
        card.set_state("neutral" if c.break_even_reachable else "bad")
        card.show_figure(fmt.quantity(be, "tokens") if be else "—", detail,
                         fmt.explanation(ex.get("cost.break_even_tokens_per_month"), self.tr(
                             "At this monthly volume one replica costs the same as the API. One replica "
                             "carries at most the tokens its decode speed allows at this concurrency and "
                             "utilization; past that, more replicas are needed.")))

    def texts(self) -> dict[str, str]:
        """Visible text per card (value and detail), for tests and accessibility checks."""
        out = {}
        for key, card in self.cards.items():
            extra = " ".join(a.text() for _n, a in getattr(card, "rows", {}).values())
            out[key] = " ".join(x for x in (card.value.text(), extra, card.detail.full_text()) if x)
        return out


def _short_gpu(name: str) -> str:
    """``NVIDIA B300 (HGX Blackwell Ultra)`` -> ``B300``: the card has room for the model name only."""
    base = name.split("(")[0].strip()
    for vendor in ("NVIDIA ", "AMD ", "Apple "):
        base = base.removeprefix(vendor)
    return base
