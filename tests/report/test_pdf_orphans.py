"""PDF pagination: no page holds a single orphan line."""

from k3desk.ui.pdf.layout import Flow, Layout


def _layout(height=842.0):
    lay = Layout.__new__(Layout)
    lay.dpi, lay.page_h = 72.0, height
    lay.top, lay.bottom = 64.0, height - 56.0
    return lay


def _noop(*_a):
    pass


def test_a_lone_closing_line_takes_the_block_before_it_along():
    lay = _layout()
    flows = [Flow(110, _noop, space_after=10) for _ in range(6)] + [Flow(14, _noop)]   # a full page + one line
    pages = lay.paginate(flows)
    assert len(pages) == 2
    assert len(pages[-1].items) >= 2   # the line does not stand alone
    assert sum(len(p.items) for p in pages) == len(flows)


def test_a_heading_is_never_left_behind():
    lay = _layout()
    flows = [Flow(100, _noop, space_after=10) for _ in range(5)]
    flows += [Flow(20, _noop, keep_with_next=True), Flow(90, _noop), Flow(14, _noop)]
    pages = lay.paginate(flows)
    for page in pages:
        assert not page.items[-1][0].keep_with_next or page is pages[-1]
