"""k3desk: a desktop sizing assistant for self-hosting giant open-weight language models."""

__version__ = "0.1.0"
