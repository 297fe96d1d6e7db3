"""The application's plumbing: start-up, actions, settings, translations, theme, the store and file handling."""
