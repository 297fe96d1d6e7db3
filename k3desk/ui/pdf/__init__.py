"""PDF writer: lays out, formats and draws the report figures on QPdfWriter pages."""
