"""Log axes label enough decades to be read (1 k, 10 k, 100 k, 1 M), not only "$1k" and "$1M"."""

from k3desk.ui.charts.common import LogAxis


def _labelled(axis, lo, hi, size):
    levels = axis.tickValues(lo, hi, size)
    return [v for spacing, values in levels if spacing >= 0.5 for v in values]


def test_every_decade_when_there_is_room(qtbot):
    axis = LogAxis("left")
    assert _labelled(axis, 3, 6, 200) == [3, 4, 5, 6]   # 1 k, 10 k, 100 k, 1 M


def test_a_short_cost_axis_still_labels_every_second_decade(qtbot):
    axis = LogAxis("left")
    labelled = _labelled(axis, 0, 7, 90)   # US$ 1 .. US$ 10 M on a laptop-height chart
    assert len(labelled) >= 4 and all(b - a <= 2 for a, b in zip(labelled, labelled[1:], strict=False))
