"""Catalog figures a purchase decision rests on, each against the source the catalog names
(docs/domain.md §4 and §6): node power, purchase prices, per-model API prices, formats, storage."""

import json

import pytest

from k3desk.core import compute
from k3desk.core.catalog import CatalogError, load_catalog, load_catalog_from
from k3desk.core.edit import apply_sets
from k3desk.core.presets import build_scenario, default_scenario
from k3desk.paths import resources_dir

CAT = load_catalog()
BUILTIN = resources_dir() / "catalog"
DATACENTER = ("a100-80gb", "h100-sxm", "h200", "h20", "b200", "gb200", "b300", "gb300",
              "mi300x", "mi325x", "mi350x", "mi355x", "rtx-pro-6000", "l40s")


@pytest.mark.parametrize("gpu_id,watts", [("h100-sxm", 10_200), ("h200", 10_200), ("b200", 14_300),
                                          ("a100-80gb", 6_500)])
def test_node_power_is_the_dgx_rating(gpu_id, watts):
    # NVIDIA DGX user guides: DGX H100/H200 10.2 kW, DGX B200 14.3 kW, DGX A100 6.5 kW maximum.
    g = CAT.gpu(gpu_id)
    assert g.node_power_w == watts and "DGX" in g.node_power_source
    assert g.power_per_gpu_w == watts / 8 > g.tdp_w  # the node's share, more than the GPU's TDP


def test_every_gpu_power_figure_has_a_source():
    for g in CAT.gpus.values():
        if g.node_power_w:
            assert g.node_power_source, g.id


@pytest.mark.parametrize("gpu_id,usd,where", [("h100-sxm", 30_000, "alpha-one-index"),
                                              ("h200", 35_000, "alpha-one-index"),
                                              ("b200", 50_000, "ornnai"), ("b300", 53_000, "ornnai")])
def test_purchase_prices_are_the_2026_street_estimates(gpu_id, usd, where):
    # docs/domain.md §6: H100 ~30k, H200 ~35k, B200 40-50k, B300 ~53k per GPU (aiinframap, ornnai).
    g = CAT.gpu(gpu_id)
    assert g.purchase_price_usd == usd and where in g.purchase_source
    assert g.server_share == pytest.approx(0.25) and "rest of the server" in g.purchase_source


def test_every_datacenter_gpu_has_a_sourced_purchase_price():
    for gid in DATACENTER:
        g = CAT.gpu(gid)
        assert g.purchase_price_usd and g.purchase_price_usd > 5_000, gid
        assert g.purchase_source, gid


def test_owned_8x_b300_counts_the_purchase():
    """8x B300 at US$ 53k over 4 years is about US$ 10k a month (plus the server share) plus power."""
    r = compute(apply_sets(default_scenario(), ["hardware.ownership=own"]))
    c = r.cost
    assert c.own_capex_usd_per_month == pytest.approx(8 * 53_000 * 1.25 / 48)
    assert 9_000 < c.own_capex_usd_per_month < 12_000
    assert c.self_host_usd_per_month == pytest.approx(c.own_capex_usd_per_month + c.own_power_usd_per_month)
    assert c.purchase_price_per_gpu_usd == 53_000 and "ornnai" in c.purchase_source
    j = r.to_json()["cost"]
    assert j["purchase_price_per_gpu_usd"] == 53_000 and "ornnai" in j["purchase_price_source"]


def test_owning_without_a_purchase_price_is_not_free():
    s = build_scenario("kimi-k3", "rtx-6000-ada-offload", 2)  # an owned rig with no purchase price
    c = compute(apply_sets(s, ["hardware.ownership=own"])).cost
    assert s.hardware.purchase_price_per_gpu is None
    assert c.self_host_usd_per_month is None and c.break_even_tokens_per_month is None
    assert c.missing == ("purchase_price",)


def test_a_gpu_without_a_rental_price_is_not_rented_for_free():
    c = compute(build_scenario("qwen3-235b-a22b", "h20", 8)).cost
    assert c.rent_usd_per_month is None and c.self_host_usd_per_month is None
    assert "rental_price" in c.missing


def test_api_prices_per_model_with_their_sources():
    p = CAT.api_prices
    assert (p["kimi-k3"].input, p["kimi-k3"].cached_input, p["kimi-k3"].output) == (3.0, 0.3, 15.0)
    assert "apiyi" in p["kimi-k3"].source
    assert (p["deepseek-v3"].input, p["deepseek-v3"].cached_input, p["deepseek-v3"].output) == (0.28, 0.028, 0.42)
    assert (p["gpt-oss-120b"].input, p["gpt-oss-120b"].output) == (0.15, 0.60)
    assert "keeprouter" in p["gpt-oss-120b"].source.lower()
    assert p["glm-4.6"].cached_input == 0.11
    for m in p.values():
        assert m.provider and m.source and m.source_date, m.model


def test_gpt_oss_uses_its_own_api_price():
    s = build_scenario("gpt-oss-120b", "h200", 2)
    r = compute(s)
    assert s.pricing.api_output_per_mtok == 0.60 and "KeepRouter" in s.pricing.api_source
    assert r.to_json()["cost"]["api_price_source"] == s.pricing.api_source
    # Blended at 80% input: 0.8 x 0.15 + 0.2 x 0.60 = US$ 0.24 per million (K3's would be 5.40).
    assert r.cost.api_usd_per_mtok == pytest.approx(0.24)
    assert r.cost.break_even_tokens_per_month == pytest.approx(r.cost.self_host_usd_per_month / 0.24e-6)
    assert r.cost.break_even_tokens_per_month > 20e9  # was 1.08 B with K3's price borrowed


def test_every_shipped_model_has_a_sourced_api_price():
    # docs/domain.md §6: the owner's own API first, then the main hosts; each row names where and when.
    for model_id in CAT.models:
        p = CAT.api_prices.get(model_id)
        assert p is not None, model_id
        assert p.source and p.source_date and p.provider, model_id
        assert p.output >= p.input >= p.cached_input >= 0, model_id


def test_a_model_without_a_known_api_price_borrows_none(tmp_path):
    # A user's model (here a copy of Kimi Linear under its own id) has no API price: none is borrowed.
    arch = CAT.models["kimi-linear-48b-a3b"].model_dump(mode="json") | {"id": "my-linear"}
    (tmp_path / "models.json").write_text(json.dumps({"models": [arch]}))
    cat = load_catalog_from(BUILTIN, tmp_path)
    assert "my-linear" not in cat.api_prices
    s = build_scenario("my-linear", "b300", 8, catalog=cat)
    c = compute(s, cat).cost
    assert s.pricing.api_input_per_mtok is None and not s.pricing.api_known
    assert c.api_usd_per_month is None and c.break_even_tokens_per_month is None
    assert "api_price" in c.missing
    assert compute(s, cat).to_json()["cost"]["api_usd_per_month"] is None


def test_a_user_api_price_replaces_the_missing_one():
    s = apply_sets(build_scenario("minimax-m2", "b300", 8), [
        "pricing.api_input_per_mtok=0.3", "pricing.api_cached_input_per_mtok=0.03", "pricing.api_output_per_mtok=1.2"])
    assert compute(s).cost.api_usd_per_month > 0


@pytest.mark.parametrize("gpu_id", ["h100-sxm", "h200", "b200", "b300", "gb300", "mi300x", "mi355x"])
def test_fp8_block_scales_run_natively_on_hopper_blackwell_and_mi300(gpu_id):
    # docs/domain.md §4: fp8-block128 (DeepSeek, Kimi K2) is not a dequantizing format there.
    t = compute(build_scenario("deepseek-v3", gpu_id, 16)).throughput
    assert not t.dequantizes, gpu_id


def test_qwen3_235b_original_context():
    # Original Qwen3-235B-A22B: 40,960 native (131,072 with YaRN); 262,144 is the 2507 variant's.
    assert CAT.model("qwen3-235b-a22b").max_context == 40_960


def test_deepseek_checkpoint_counts_mtp_and_bf16_embeddings():
    # The HF checkpoint is ~689 GB; the served weights (671B main model, FP8 blocks) are ~671 GB.
    r = compute(build_scenario("deepseek-v3", "h200", 8))
    assert r.storage.checkpoint_bytes == pytest.approx(689e9, rel=0.01)
    assert r.memory.weights_bytes == pytest.approx(671e9, rel=0.01)


def test_workstation_cards_fit_in_one_server():
    """docs/domain.md §4: 4 L40S in one server hold gpt-oss-120b without scale-out."""
    s = apply_sets(build_scenario("gpt-oss-120b", "l40s", 4), ["hardware.multi_node=false",
                                                                "workload.concurrent_sequences=1",
                                                                "workload.context_tokens=8192",
                                                                "workload.prompt_tokens=1024"])
    f = compute(s).fit
    assert f.fits and f.why_not == "" and f.nodes == 1


# ---- a user's catalog entry: every bad value is refused with one line ------------------------------

def _h100(**changes) -> dict:
    entry = next(g for g in json.loads((BUILTIN / "gpus.json").read_text(encoding="utf-8"))["gpus"]
                 if g["id"] == "h100-sxm")
    return {**entry, "id": "my-gpu", **changes}


@pytest.mark.parametrize("changes,field", [
    ({"purchase_price_usd": -1}, "purchase_price_usd"),
    ({"purchase_price_usd": 1e12}, "purchase_price_usd"),
    ({"node_power_w": 0}, "node_power_w"),
    ({"server_share": -0.1}, "server_share"),
    ({"memory_gb": "lots"}, "memory_gb"),
    ({"gpus_per_node": 0}, "gpus_per_node"),
    ({"native_formats": ["fp8", "drop table"]}, "native_formats"),
    ({"source_date": ""}, "source_date"),
    ({"bf16_tflops": 1e9}, "bf16_tflops"),
])
def test_bad_gpu_entry_is_refused_in_one_line(tmp_path, changes, field):
    (tmp_path / "gpus.json").write_text(json.dumps({"gpus": [_h100(**changes)]}), encoding="utf-8")
    with pytest.raises(CatalogError) as exc:
        load_catalog_from(BUILTIN, tmp_path)
    msg = str(exc.value)
    assert "\n" not in msg and "my-gpu" in msg and field in msg


@pytest.mark.parametrize("section,entry,words", [
    ("gpu_prices", {"gpu": "my-gpu", "low": 3, "typical": 2, "high": 4, "provider": "p", "source": "s",
                    "source_date": "2026-11"}, "low <= typical <= high"),
    ("gpu_prices", {"gpu": "my-gpu", "low": 0, "typical": 2, "high": 4, "provider": "p", "source": "s",
                    "source_date": "2026-11"}, "low"),
    ("api_prices", {"model": "kimi-k3", "provider": "p", "input": 1, "cached_input": 2, "output": 3,
                    "source": "s", "source_date": "2026-11"}, "cached_input"),
    ("api_prices", {"model": "kimi-k3", "provider": "p", "input": -1, "cached_input": 0, "output": 3,
                    "source": "s", "source_date": "2026-11"}, "input"),
    ("api_prices", {"model": "kimi-k3", "provider": "p", "input": 1, "cached_input": 0, "output": 3,
                    "source": "", "source_date": "2026-11"}, "source"),
])
def test_bad_price_entry_is_refused_in_one_line(tmp_path, section, entry, words):
    (tmp_path / "prices.json").write_text(json.dumps({section: [entry]}), encoding="utf-8")
    with pytest.raises(CatalogError) as exc:
        load_catalog_from(BUILTIN, tmp_path)
    msg = str(exc.value)
    assert "\n" not in msg and words in msg


@pytest.mark.parametrize("file,payload,words", [
    ("gpus.json", {"gpus": [{"id": "my-gpu", "name": "Mine", "memory_gb": 80, "hbm_tbps": 3, "bf16_tflops": 900,
                             "native_formats": ["bf16", "fp8-blok128"], "source": "quote", "source_date": "2026-11"}]},
     "unknown format id 'fp8-blok128'"),
    ("prices.json", {"gpu_prices": [{"gpu": "no-such-gpu", "low": 1, "typical": 2, "high": 3, "provider": "p",
                                     "source": "s", "source_date": "2026-11"}]}, "no GPU with this id"),
    ("prices.json", {"api_prices": [{"model": "no-such-model", "provider": "p", "input": 1, "cached_input": 0.1,
                                     "output": 2, "source": "s", "source_date": "2026-11"}]}, "no model with this id"),
])
def test_a_user_entry_naming_something_unknown_is_refused_in_one_line(tmp_path, file, payload, words):
    (tmp_path / file).write_text(json.dumps(payload), encoding="utf-8")
    with pytest.raises(CatalogError) as exc:
        load_catalog_from(BUILTIN, tmp_path)
    assert "\n" not in str(exc.value) and words in str(exc.value)


def test_the_app_leaves_such_a_user_file_out_and_runs_on_the_rest(tmp_path):
    from k3desk.core.catalog import load_catalog

    (tmp_path / "prices.json").write_text(json.dumps({"api_prices": [{
        "model": "no-such-model", "provider": "p", "input": 1, "cached_input": 0.1, "output": 2,
        "source": "s", "source_date": "2026-11"}]}), encoding="utf-8")
    cat = load_catalog(tmp_path)
    assert "no-such-model" not in cat.api_prices and cat.api_prices["kimi-k3"].output == 15.0


#: API list prices per million tokens as their sources state them (input, output).
API_PRICES = {"minimax-m2": (0.30, 1.20),        # MiniMax and Amazon Bedrock (merge.dev gateway table)
              "minimax-m1": (0.40, 2.20),        # OminiGate relay
              "llama-3.1-405b": (3.50, 3.50),    # Together AI (inferencebench.io provider table)
              "qwen3-30b-a3b": (0.051, 0.34)}    # Cloudflare Workers AI model page


@pytest.mark.parametrize("model_id", sorted(API_PRICES))
def test_api_prices_carry_their_source_and_date(model_id):
    p = CAT.api_prices[model_id]
    assert (p.input, p.output) == pytest.approx(API_PRICES[model_id])
    assert p.source and p.source_date and p.provider


#: the data-centre GPUs whose rental row lists dated quotes (issue 43: neoclouds and hyperscalers alike)
QUOTED = ("a100-80gb", "h100-sxm", "h200", "b200", "gb200", "b300", "gb300", "mi300x", "mi325x", "mi355x")


@pytest.mark.parametrize("gid", QUOTED)
def test_a_data_centre_gpu_lists_dated_quotes_its_typical_their_median(gid):
    """At least three dated quotes, each with its provider, commitment and source; typical = the median of
    the on-demand (or month-long) ones, low = the cheapest of them, high = at least the dearest listed."""
    import statistics

    price = CAT.gpu_prices[gid]
    assert len(price.quotes) >= 3
    for q in price.quotes:
        assert q.usd_per_gpu_hour > 0 and q.provider and q.source and q.commitment
        assert q.date[:4].isdigit() and q.date[:2] == "20"
    short = [q.usd_per_gpu_hour for q in price.quotes if q.commitment in ("on_demand", "capacity_block", "1_month")]
    assert short
    assert price.typical == pytest.approx(statistics.median(short), abs=5e-4)
    assert price.low == pytest.approx(min(short), abs=5e-4)
    assert price.high >= max(q.usd_per_gpu_hour for q in price.quotes if q.commitment != "spot")
    assert "Method: typical = median of the" in price.source


def test_a_quoted_typical_that_is_not_their_median_is_refused():
    from k3desk.core.catalog import GpuPrice

    row = CAT.gpu_prices["b200"].model_dump()
    with pytest.raises(ValueError, match="median of the on-demand quotes"):
        GpuPrice.model_validate({**row, "typical": row["typical"] + 1})
    with pytest.raises(ValueError, match="cheapest on-demand quote"):
        GpuPrice.model_validate({**row, "low": row["low"] - 0.5})


def test_every_rented_gpu_states_one_method_for_its_typical_price():
    """The typical rental is the median of the cited on-demand quotes, for every GPU with a rental market."""
    import re
    import statistics

    for gid, price in CAT.gpu_prices.items():
        if price.quotes:   # the quotes themselves (the test above)
            continue
        m = re.search(r"Method: typical = median of the (\d+) on-demand quotes cited \(([^)]*)\)", price.source)
        if gid == "m3-ultra-512":   # an owned Mac: no rental market, its source says so
            assert m is None and "Method: no rental quote exists" in price.source
            continue
        assert m, gid
        quotes = [float(q) for q in re.findall(r" (\d+(?:\.\d+)?)(?=,|;|$)", m.group(2))]
        assert len(quotes) == int(m.group(1)), gid
        assert price.typical == pytest.approx(statistics.median(quotes), abs=0.001), gid
