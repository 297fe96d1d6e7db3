"""The model: its architecture, parameter counts, memory terms, the fit on GPUs and the Hugging Face import."""
