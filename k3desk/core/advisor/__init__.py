"""The Advisor: the cheapest configurations that carry the workload, searched over GPUs, layouts and formats."""
