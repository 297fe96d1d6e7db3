"""Notes of the shipped example scenarios, as translatable sources.

``tools/make_examples.py`` writes them into the example files (in English, the files' language); the
window and the report show a scenario's notes through the catalog (:func:`k3desk.ui.common.fmt.notes`), so
an example's note reads in the reader's language, while notes a user typed show as typed.
"""

from __future__ import annotations

from k3desk.report.model import N_

NOTES = {
    "k3-8x-b300": N_(
        "The reference deployment: one HGX B300 node (8 GPUs of about 300 GB each), MXFP4 "
        "experts, FP8 KV cache, 128K context and 8 concurrent sequences. Compare with 16x H200 "
        "and with the API."),
    "k3-16x-h200": N_(
        "Hopper alternative to one B300 node: two HGX H200 nodes (141 GiB, 150.8 GB each) joined "
        "by the network. Fits, but with less headroom for concurrent sequences and a slower "
        "cross-node step."),
    "k3-32x-h100": N_(
        "Using an existing H100 fleet: four HGX H100 nodes (80 GiB, 85.5 GB each). Shows what the"
        " memory wall costs in GPUs and per-month rent compared with Blackwell."),
    "k3-16x-b200": N_(
        "Two HGX B200 nodes (192.3 GB each). More memory per replica than one B300 node, so more "
        "room for concurrent long-context sequences."),
    "k3-1m-context": N_(
        "Full 1,048,576-token context on one B300 node: one request that long must fit next to the "
        "weights, and 3 sequences with 256K-token prompts are planned; the KV cache grows with "
        "each sequence's context, see the VRAM chart for the headroom."),
    "k2.5-int4-8x-h200": N_(
        "Kimi K2.5 as released, with INT4 (group 32) experts, on one HGX H200 node. A common "
        "setup today; a 128K request fits next to the weights, with room for far more than the 4 "
        "sequences planned."),
    "deepseek-v3-8x-h200": N_(
        "DeepSeek-V3 / R1 in its native FP8 block format on one HGX H200 node, the classic "
        "single-node deployment; a 128K request fits, with room for far more than the 3 sequences "
        "planned."),
    "k3-8x-b300-brl": N_(
        "A Brazilian company on lucro presumido in São Paulo, in reais: the API paid abroad by remittance (with "
        "the taxes on imported services), GPUs rented from a provider in Brazil (taxes inside its price) and "
        "servers imported directly (about 1.44× their price under the 2027 rules: no IPI, the CBS on the import "
        "credited), one spare replica. The term starts in January "
        "2027; the discount rate is the Selic, 15% a year (Copom, 28 January 2026): replace it with your "
        "company's cost of capital. Taxes are estimates: confirm them with your accountant."),
}
