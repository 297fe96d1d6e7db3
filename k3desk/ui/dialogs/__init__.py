"""Dialogs opened from the main window: library, preferences, assumptions, crash recovery."""
