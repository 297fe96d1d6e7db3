"""Report content: sections, tables and figures as data (no Qt)."""
