"""The windows and views: main window, presentation mode, compare view, Advisor, the cards and the first-start card."""
