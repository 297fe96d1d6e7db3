"""The built-in catalog: complete, sourced, consistent with the published figures, overridable.

Expected values come from docs/figures.md and docs/domain.md (with their sources), not from the
catalog's own numbers.
"""

from __future__ import annotations

import json

import pytest

from k3desk import paths
from k3desk.core.catalog import CatalogError, load_catalog_from
from k3desk.core.model.params import count_params

BUILTIN = paths.resources_dir() / "catalog"

# The id lists of docs/design.md ("Command-line contract").
DESIGN_MODELS = ["kimi-k3", "kimi-k2", "kimi-k2.5", "kimi-linear-48b-a3b", "deepseek-v3", "qwen3-235b-a22b",
                 "qwen3-30b-a3b", "glm-4.6", "gpt-oss-120b", "llama-3.1-405b", "minimax-m2"]
DESIGN_GPUS = ["a100-80gb", "h100-sxm", "h200", "b200", "b300", "gb300", "mi300x", "mi325x", "mi355x",
               "rtx-pro-6000", "l40s", "m3-ultra-512"]
# Models with a public API price in docs/figures.md §4b.
API_PRICED = ["kimi-k3", "kimi-k2", "kimi-k2.5", "deepseek-v3", "glm-4.6", "qwen3-235b-a22b"]


@pytest.fixture(scope="module")
def cat():
    return load_catalog_from(BUILTIN)


def test_design_ids_present(cat):
    assert set(DESIGN_MODELS) <= set(cat.models)
    assert set(DESIGN_GPUS) <= set(cat.gpus)


@pytest.mark.parametrize("model_id", DESIGN_MODELS + ["minimax-m1"])
def test_model_count_matches_published(cat, model_id):
    m = cat.model(model_id)
    counts = count_params(m)
    assert m.published_total_params, f"{model_id} has no published total"
    assert counts.total == pytest.approx(m.published_total_params, rel=0.02)
    if m.published_active_params:
        assert counts.active == pytest.approx(m.published_active_params, rel=0.05)


def test_every_catalog_model_within_tolerance(cat):
    for m in cat.models.values():
        c = count_params(m)
        assert c.total == pytest.approx(m.published_total_params, rel=0.02), m.id
        if m.published_active_params:
            assert c.active == pytest.approx(m.published_active_params, rel=0.05), m.id


def test_domain_figures_for_k3(cat):
    """docs/domain.md §2: Kimi K3 ≈ 2.78T total, ≈ 104B active (published 2.7799T / 104B)."""
    c = count_params(cat.model("kimi-k3"))
    assert c.total == pytest.approx(2.7799e12, rel=0.02)
    assert c.active == pytest.approx(104e9, rel=0.05)


def test_deepseek_excludes_mtp_and_k25_counts_its_vision_encoder(cat):
    assert count_params(cat.model("deepseek-v3")).total == pytest.approx(671e9, rel=0.005)
    k25 = cat.model("kimi-k2.5")
    assert k25.extra_params > 0 and "vision" in k25.extra_params_note.lower()


def test_every_entry_is_sourced_and_dated(cat):
    sections = {"model": cat.models, "gpu": cat.gpus, "format": cat.formats,
                "gpu price": cat.gpu_prices, "api price": cat.api_prices}
    for kind, entries in sections.items():
        for key, entry in entries.items():
            assert entry.source.strip(), f"{kind} {key}: empty source"
            assert entry.source_date.strip(), f"{kind} {key}: empty source_date"


def test_model_formats_exist(cat):
    for m in cat.models.values():
        for field in ("expert_format", "dense_format", "kv_format", "state_format"):
            assert getattr(m, field) in cat.formats, f"{m.id}.{field} = {getattr(m, field)}"


def test_gpu_native_formats_exist(cat):
    for g in cat.gpus.values():
        for f in g.native_formats:
            assert f in cat.formats, f"{g.id}: {f}"


def test_published_formats(cat):
    """docs/figures.md §2a: checkpoint formats per model."""
    expected = {
        "kimi-k3": ("mxfp4", "bf16"), "kimi-k2": ("fp8-block128", "fp8-block128"),
        "kimi-k2.5": ("int4-g32", "bf16"), "deepseek-v3": ("fp8-block128", "fp8-block128"),
        "minimax-m2": ("fp8-block128", "fp8-block128"), "gpt-oss-120b": ("mxfp4", "bf16"),
        "qwen3-235b-a22b": ("bf16", "bf16"), "glm-4.6": ("bf16", "bf16"), "llama-3.1-405b": ("bf16", "bf16"),
    }
    for model_id, formats in expected.items():
        m = cat.model(model_id)
        assert (m.expert_format, m.dense_format) == formats, model_id
    assert cat.model("kimi-k3").kv_format == "fp8"


def test_gpt_oss_attention_layout(cat):
    m = cat.model("gpt-oss-120b")
    assert (m.swa_layers, m.gqa_layers, m.sliding_window, m.head_dim) == (18, 18, 128, 64)


def test_fp4_support_by_generation(cat):
    """docs/domain.md §4: Hopper stores MXFP4 but has no FP4 math; Blackwell and MI350X/MI355X run it."""
    for gpu_id in ("h100-sxm", "h200", "a100-80gb", "mi300x", "mi325x"):
        g = cat.gpu(gpu_id)
        assert "mxfp4" not in g.native_formats and g.fp4_tflops is None, gpu_id
    for gpu_id in ("b200", "b300", "gb200", "gb300"):
        assert {"mxfp4", "nvfp4"} <= set(cat.gpu(gpu_id).native_formats), gpu_id
    for gpu_id in ("mi350x", "mi355x"):
        g = cat.gpu(gpu_id)
        assert "mxfp4" in g.native_formats and "nvfp4" not in g.native_formats, gpu_id
    assert "fp8" in cat.gpu("h100-sxm").native_formats


def test_node_shapes(cat):
    assert (cat.gpu("gb300").gpus_per_node, cat.gpu("gb300").nvlink_domain) == (4, 72)
    for gpu_id in ("h100-sxm", "h200", "h20", "b200", "b300", "mi300x", "mi355x"):
        assert cat.gpu(gpu_id).gpus_per_node == 8, gpu_id
    # docs/domain.md §4: workstation cards come 4-8 to a server; a node is a server, not one card.
    for gpu_id in ("rtx-pro-6000", "l40s"):
        g = cat.gpu(gpu_id)
        assert 4 <= g.gpus_per_node <= 8 and g.nvlink_domain == 1, gpu_id
    assert cat.gpu("m3-ultra-512").gpus_per_node == 1


MiB, GiB = 2**20, 2**30


@pytest.mark.parametrize("gpu_id,reported_bytes", [
    ("h100-sxm", 81_559 * MiB),  # nvidia-smi, docs/domain.md §4: 85.5e9 B
    ("h200", 143_771 * MiB),  # nvidia-smi: 150.8e9 B
    ("b200", 183_359 * MiB),  # nvidia-smi: 192.3e9 B
    ("mi300x", 205_822_885_888),  # rocm-smi
])
def test_memory_is_the_driver_reported_byte_capacity(cat, gpu_id, reported_bytes):
    g = cat.gpu(gpu_id)
    assert g.memory_bytes == pytest.approx(reported_bytes, abs=1)
    assert ("nvidia-smi" in g.memory_source or "rocm-smi" in g.memory_source), gpu_id


def test_memory_without_a_report_is_gib_and_marked_derived(cat):
    """Vendors' "80 / 96 / 288 GB" are binary sizes: GiB x 2^30 where no driver report was found."""
    for gpu_id, gib in [("a100-80gb", 80), ("h20", 96), ("mi325x", 256)]:
        g = cat.gpu(gpu_id)
        assert g.memory_bytes == pytest.approx(gib * GiB, abs=1) and "derived" in g.memory_source, gpu_id
    for g in cat.gpus.values():
        assert g.memory_source, f"{g.id}: memory without a source"


def test_seed_004_floor_configurations_hold_with_real_capacities(cat):
    """docs/domain.md §4: the seed's marketing sizes (8x B300 / 8x MI355X = 2,304 GB, 16x H200 = 2,256 GB,
    16x B200 = 2,880 GB, 32x H100 = 2,560 GB, 18x RTX PRO 6000 = 1,728 GB) are lower bounds of the
    real byte capacities, which are binary."""
    nominal = {"b300": (8, 288), "mi355x": (8, 288), "h200": (16, 141), "b200": (16, 180),
               "h100-sxm": (32, 80), "rtx-pro-6000": (18, 96)}
    for gid, (n, gb) in nominal.items():
        assert n * gb <= n * cat.gpu(gid).memory_gb <= n * gb * 1.075 + 1e-9, gid


def test_offload_rig(cat):
    rig = cat.gpu("rtx-6000-ada-offload")
    assert rig.host_memory_gb == 1536
    # DDR4-2666: 2666 MT/s x 8 B x 6 channels x 2 sockets
    assert rig.host_bandwidth_gbps == pytest.approx(2666e6 * 8 * 6 * 2 / 1e9, rel=0.01)


def test_every_gpu_has_a_price_and_prices_are_ordered(cat):
    # The H20 is sold in China; no rental price was collected, so it has none (never 0).
    assert set(cat.gpu_prices) == set(cat.gpus) - {"h20"}
    for p in cat.gpu_prices.values():
        assert 0 < p.low <= p.typical <= p.high, p.gpu


def test_seed_004_rental_figures(cat):
    """docs/domain.md §6: 16x H200 at $46.6k-116.8k per month; 8x B300 at $59-142 per hour. The seed's
    figures sit inside the market's quotes: the typical is their median, never the seed's low end."""
    h200 = cat.gpu_prices["h200"]
    assert 16 * 730 * h200.low <= 46_600 <= 16 * 730 * h200.typical
    assert 16 * 730 * h200.high == pytest.approx(116_800, rel=0.01)
    assert len({q.provider for q in h200.quotes}) >= 5
    b300 = cat.gpu_prices["b300"]
    assert any(q.usd_per_gpu_hour == pytest.approx(59 / 8) for q in b300.quotes)
    assert b300.low <= 59 / 8 and 8 * b300.high == pytest.approx(142)


def test_api_prices(cat):
    assert set(API_PRICED) <= set(cat.api_prices)
    assert set(cat.api_prices) <= set(cat.models)
    k3 = cat.api_prices["kimi-k3"]
    assert (k3.input, k3.cached_input, k3.output) == (3.0, 0.3, 15.0)
    ds = cat.api_prices["deepseek-v3"]  # DeepSeek-V3.2 on the official API (docs/domain.md §6)
    assert (ds.input, ds.cached_input, ds.output) == (0.28, 0.028, 0.42)
    assert "deepseek.com" in ds.source and "V3.2" in ds.source


def test_user_catalog_overrides_builtin(tmp_path):
    builtin = json.loads((BUILTIN / "gpus.json").read_text(encoding="utf-8"))["gpus"]
    h100 = dict(next(g for g in builtin if g["id"] == "h100-sxm"), memory_gb=96, source="my vendor quote")
    mine = dict(h100, id="my-gpu", name="My GPU")
    (tmp_path / "gpus.json").write_text(json.dumps({"gpus": [h100, mine]}), encoding="utf-8")
    (tmp_path / "prices.json").write_text(json.dumps({"gpu_prices": [{
        "gpu": "h100-sxm", "low": 1.0, "typical": 1.5, "high": 2.0, "provider": "us",
        "source": "contract", "source_date": "2026-11-01"}]}), encoding="utf-8")
    cat = load_catalog_from(BUILTIN, tmp_path)
    assert cat.gpu("h100-sxm").memory_gb == 96 and cat.gpu("h100-sxm").source == "my vendor quote"
    assert cat.gpu("my-gpu").name == "My GPU"
    assert cat.gpu_prices["h100-sxm"].typical == 1.5
    assert cat.gpu("h200").memory_bytes == 143_771 * 2**20  # untouched built-ins stay
    assert cat.api_prices["kimi-k3"].output == 15.0


def test_malformed_user_entry_names_file_and_entry(tmp_path):
    bad = {"id": "broken-gpu", "name": "Broken", "memory_gb": -1, "hbm_tbps": 1, "bf16_tflops": 1,
           "source": "x", "source_date": "2026"}
    (tmp_path / "gpus.json").write_text(json.dumps({"gpus": [bad]}), encoding="utf-8")
    with pytest.raises(CatalogError) as exc:
        load_catalog_from(BUILTIN, tmp_path)
    msg = str(exc.value)
    assert str(tmp_path / "gpus.json") in msg and "broken-gpu" in msg and "memory_gb" in msg


def test_unreadable_user_file_names_file(tmp_path):
    (tmp_path / "models.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(CatalogError, match="models.json"):
        load_catalog_from(BUILTIN, tmp_path)


def test_user_file_with_wrong_shape(tmp_path):
    (tmp_path / "prices.json").write_text(json.dumps({"gpu_prices": {"b300": 1}}), encoding="utf-8")
    with pytest.raises(CatalogError, match="prices.json"):
        load_catalog_from(BUILTIN, tmp_path)
