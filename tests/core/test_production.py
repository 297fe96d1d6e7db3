"""Production-scale layouts (docs/domain.md §11): disaggregated prefill/decode and wide expert parallelism,
against the published cluster rows (reference/measurements.json), their refused inputs, the Advisor's
production options recomputed by compute(), and the decision's route at volume."""

import math

import pytest

from k3desk.core import compute
from k3desk.core.advisor.advise import advise
from k3desk.core.advisor.space import Constraints
from k3desk.core.catalog import load_catalog
from k3desk.core.edit import EditError, apply_option, apply_sets
from k3desk.core.presets import build_scenario, default_scenario
from k3desk.core.scenario import Serving
from k3desk.core.speed import corpus_cluster

#: LMSYS 2025-05-05 (measurements.json rows 16-17): DeepSeek on 96 H100, 4 prefill + 9 decode nodes,
#: 2,000-token prompts, decode batch 256 per GPU: 52,300 input tok/s per prefill node, 22,282 output per decode node.
LMSYS = ["model=deepseek-v3", "hardware.gpu=h100-sxm", "serving.mode=disaggregated", "serving.prefill_gpus=32",
         "serving.decode_gpus=72", "serving.decode_batch_per_gpu=256", "workload.prompt_tokens=2000",
         "workload.context_tokens=2100"]


@pytest.fixture(scope="module")
def cat():
    return load_catalog()


def within(value, published, factor):
    return max(value / published, published / value) <= factor


def test_the_lmsys_layout_reproduces_its_published_per_gpu_figures(cat):
    s = apply_sets(default_scenario(cat), LMSYS, cat)
    assert s.hardware.gpu_count is None  # derived from the pools
    r = compute(s, cat)
    t = r.to_json()["throughput"]
    assert r.fit.fits and r.fit.gpu_count == 32 + 72
    assert within(t["decode_output_tokens_per_s_per_decode_gpu"], 22_282 / 8, 1.5)
    assert within(t["prefill_input_tokens_per_s_per_prefill_gpu"], 52_300 / 8, 1.5)
    # over all the unit's GPUs: what the unit carries at the workload's mix, input and output together
    both = (t["input_tokens_per_s_per_gpu"] + t["output_tokens_per_s_per_gpu"]) * 104
    assert both == pytest.approx(r.cost.replica_tokens_per_month / r.busy_seconds, rel=1e-9)


@pytest.mark.parametrize("row", [r for r in corpus_cluster.ROWS if r.ref in (10, 11, 16, 17, 85, 86)],
                         ids=lambda r: r.id)
def test_hopper_cluster_rows_within_one_and_a_half(row, cat):
    """LMSYS (H100, H200) and Ant Group (H20) rows, published per GPU of each role."""
    assert within(corpus_cluster.estimate(row, cat), row.value, 1.5)


@pytest.mark.parametrize("row", corpus_cluster.ROWS, ids=lambda r: r.id)
def test_every_cluster_row_within_two_and_a_half(row, cat):
    """The wider rows (GB200 NVL72, InferenceX totals over all GPUs): the worst today are Kimi K2.5 at
    4,096 in flight with 8K prompts on 4 prefill GPUs (about half the published total) and DeepSeek's
    prefill on GB200 (about 1.6 times), as the calibration report lists them."""
    assert within(corpus_cluster.estimate(row, cat), row.value, 2.5)


def test_the_cluster_rows_restate_the_reference_rows():
    import json
    from pathlib import Path

    ref = Path(__file__).resolve().parents[3] / "shared" / "reference" / "measurements.json"
    if not ref.exists():
        pytest.skip("reference rows not next to the checkout")
    rows = json.loads(ref.read_text(encoding="utf-8"))
    for r in corpus_cluster.ROWS:
        published = rows[r.ref]
        assert "tok/s" in published["unit"]
        if isinstance(published["value"], (int, float)):
            per_node = published["unit"].endswith("/node")
            assert r.value == pytest.approx(published["value"] / (8 if per_node else 1), rel=1e-9) \
                or r.metric == "prefill" and r.ref in (20, 21)  # the GB200 prefill figure is in the row's notes


BAD = [
    (["serving.prefill_gpus=8"], "serving"),
    (["serving.mode=disaggregated"], "prefill_gpus"),
    (["serving.mode=disaggregated", "serving.prefill_gpus=8"], "decode_gpus"),
    (["serving.mode=wide-ep", "serving.decode_gpus=16", "serving.prefill_gpus=8"], "no prefill pool"),
    (["serving.mode=wide-ep", "serving.decode_gpus=1"], "at least 2"),
    (["serving.mode=wide-ep", "serving.decode_gpus=16", "hardware.gpu_count=16"], "derived"),
    (["serving.mode=bogus"], "serving.mode"),
    (["serving.mode=disaggregated", "serving.prefill_gpus=0", "serving.decode_gpus=8"], "serving.prefill_gpus"),
    (["serving.mode=disaggregated", "serving.prefill_gpus=8", "serving.decode_gpus=8", "serving.units=0"],
     "serving.units"),
    (["serving.mode=disaggregated", "serving.prefill_gpus=8", "serving.decode_gpus=8",
      "serving.decode_batch_per_gpu=x"], "serving.decode_batch_per_gpu"),
]


@pytest.mark.parametrize(("sets", "word"), BAD, ids=[" ".join(s) for s, _ in BAD])
def test_bad_production_inputs_are_refused_in_one_line(sets, word, cat):
    s = default_scenario(cat)
    with pytest.raises(EditError) as e:
        apply_sets(s, sets, cat)
    assert word in str(e.value) and "\n" not in str(e.value)
    assert s == default_scenario(cat)  # nothing changed


def test_wide_ep_on_a_dense_model_is_refused(cat):
    with pytest.raises(EditError, match="routed experts"):
        apply_sets(build_scenario("llama-3.1-405b", catalog=cat), ["serving.mode=wide-ep", "serving.decode_gpus=16"], cat)


def test_a_gpu_count_cannot_be_set_under_a_production_layout(cat):
    s = apply_sets(default_scenario(cat), ["serving.mode=wide-ep", "serving.decode_gpus=16"], cat)
    with pytest.raises(EditError, match="derived"):
        apply_sets(s, ["hardware.gpu_count=32"], cat)


def test_the_command_line_refuses_with_exit_2(tmp_path):
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "k3desk", "calc", "--set", "serving.mode=disaggregated", "--json"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and p.stdout == ""
    assert len(p.stderr.strip().splitlines()) == 1 and "prefill_gpus" in p.stderr


def test_files_without_the_new_fields_load_as_a_replica():
    sv = Serving.model_validate({"engine": "sglang"})
    assert sv.mode == "replica" and sv.prefill_gpus is None and sv.decode_batch_per_gpu is None


def test_a_fixed_number_of_units_costs_that_many(cat):
    s = apply_sets(default_scenario(cat), LMSYS + ["serving.units=3", "hardware.price_per_gpu_hour=2"], cat)
    r = compute(s, cat)
    assert r.cost.replicas == 3
    assert r.cost.self_host_total_usd_per_month == pytest.approx(3 * 104 * 2 * s.pricing.hours_per_month)


@pytest.fixture(scope="module")
def at_volume(cat):
    s = apply_sets(default_scenario(cat), ["model=deepseek-v3", "workload.tokens_per_month=1e12"], cat)
    return s, advise(s, Constraints(), cat)


def test_production_layouts_lead_the_advisor_at_volume(at_volume):
    _, adv = at_volume
    assert adv.options[0].production
    small = [o for o in adv.options if not o.production and o.gpu_count <= 16]
    assert min(o.usd_per_mtok for o in adv.options if o.production) < 0.7 * min(o.usd_per_mtok for o in small)
    assert {o.mode for o in adv.options if o.production} == {"disaggregated", "wide-ep"}


def test_the_advisors_top_five_match_compute(at_volume, cat):
    s, adv = at_volume
    for o in adv.options[:5]:
        r = compute(apply_option(s, o, cat), cat)
        assert r.fit.fits and r.fit.gpu_count == o.gpu_count
        assert r.throughput.decode_per_sequence.value == pytest.approx(o.decode_per_sequence, rel=0.005)
        assert r.cost.replicas == o.replicas
        assert r.cost.self_host_total_usd_per_month == pytest.approx(o.usd_per_month, rel=0.005)
        t, shown = r.to_json()["throughput"], o.to_json()["throughput"]
        for key, value in shown.items():   # the same per-GPU fields as calc --json
            assert (value is None and t[key] is None) or t[key] == pytest.approx(value, rel=0.005), key


def test_production_options_keep_the_per_user_floor(at_volume):
    from k3desk.core.speed.production import DEFAULT_MIN_TOK_S

    _, adv = at_volume
    assert all(o.decode_per_sequence >= DEFAULT_MIN_TOK_S for o in adv.options if o.production)


def test_the_decision_at_volume_uses_a_production_layout(cat):
    from k3desk.core.money import decision as routes

    s = apply_sets(build_scenario("deepseek-v3", "h200", catalog=cat),
                   ["hardware.gpu_count=auto", "workload.tokens_per_month=1e12", "hardware.ownership=own"], cat)
    d = routes.decide(s, compute(s, cat), cat)
    lay = d.routes["own"].layout
    assert lay is not None and lay.production
    assert lay.gpu_count == (lay.prefill_gpus or 0) + lay.decode_gpus
    assert routes.decision_json(d)["routes"]["own"]["layout"]["mode"] in ("disaggregated", "wide-ep")


def test_a_replica_reports_per_gpu_rates_too(cat):
    r = compute(default_scenario(cat), cat)
    t = r.to_json()["throughput"]
    n = r.fit.gpu_count
    assert t["output_tokens_per_s_per_gpu"] * n == pytest.approx(
        r.cost.replica_tokens_per_month / r.busy_seconds * r.output_fraction)
    assert t["prefill_input_tokens_per_s_per_prefill_gpu"] is None


def test_the_band_widens_beyond_the_largest_measured_pool():
    from k3desk.core.speed import production as pr

    lo, hi, extra = pr.band(100.0, pr.LARGEST_MEASURED_POOL)
    lo2, hi2, extra2 = pr.band(100.0, pr.LARGEST_MEASURED_POOL * 4)
    assert not extra and extra2 and hi2 / lo2 > hi / lo
    assert math.log(hi / 100) == pytest.approx(pr.CLUSTER_BAND)


@pytest.mark.parametrize("volume", [1e9, 4e10, 1e11, 1e12])
def test_the_decisions_table_picks_what_the_advisor_picks(volume, cat):
    """The per-GPU table (computed once apart from the volume) gives the Advisor's cheapest layout of
    the GPU type at every volume."""
    from k3desk.core.advisor.auto import cheapest_layout

    s = apply_sets(build_scenario("deepseek-v3", "h200", catalog=cat),
                   ["hardware.gpu_count=auto", f"workload.tokens_per_month={volume}", "hardware.ownership=own"], cat)
    c = Constraints(gpus=("h200",), ownership="own", quantized=False)
    a = s.model
    best = next(o for o in advise(s, c, cat).options if o.speculative_factor == 1
                and (o.formats.experts, o.formats.dense, o.formats.kv) == (a.expert_format, a.dense_format, a.kv_format))
    table = cheapest_layout(s, volume, cat)
    assert table.usd_per_month_per_replica * math.ceil(volume / table.replica_tokens) == pytest.approx(
        best.usd_per_month, rel=1e-9)


def test_the_sglang_disaggregated_launch_matches_the_lmsys_layout(cat):
    """SGLang's PD launch for the LMSYS unit: prefill EP32 over 4 nodes, decode EP72 over 9 nodes, the
    router in front; every flag on the engine page that lists it (the PD disaggregation page)."""
    from k3desk.report.recipes import SGLANG_PD, documented, serving_recipes

    s = apply_sets(default_scenario(cat), LMSYS, cat)
    (rec,) = serving_recipes(s, compute(s, cat))
    text = rec.as_text()
    assert "--disaggregation-mode prefill" in text and "--disaggregation-mode decode" in text
    assert "--ep-size 32" in text and "--ep-size 72" in text and "--nnodes 9" in text and "--nnodes 4" in text
    assert "sglang_router.launch_router --pd-disaggregation" in text
    assert "--max-running-requests 18432" in text  # 256 per decode GPU x 72
    assert all(documented("sglang", f) is not None for f in rec.flags)
    assert documented("sglang", "--disaggregation-transfer-backend").source == SGLANG_PD


def _usd_per_mtok(usd_per_gpu_hour: float, tokens_per_s_per_gpu: float) -> float:
    """A GPU-hour price over what one GPU carries in an hour at full utilization, per million tokens."""
    return usd_per_gpu_hour / (tokens_per_s_per_gpu * 3600) * 1e6


def _row(ref: int, metric: str):
    return next(r for r in corpus_cluster.ROWS if r.ref == ref and r.metric == metric)


def test_kimi_k2_on_128_h200_costs_what_lmsys_stated(cat):
    """LMSYS 2025-07-17 (measurements.json row 11): about US$ 0.21 per million output tokens at US$ 2.3
    per H200-hour, counted on the decode GPUs; recomputed at that price and full utilization."""
    est = _usd_per_mtok(2.3, corpus_cluster.estimate(_row(11, "decode"), cat))
    assert within(est, 0.21, 1.5)


def test_b200_at_the_peak_throughput_end_costs_what_inferencex_stated(cat):
    """cost-at-scale.json C3 (InferenceX, 2026-05-23): US$ 0.04 per million total tokens at the
    peak-throughput end on B200 at US$ 1.95 per GPU-hour; recomputed on the run at that end (row 68)."""
    est = _usd_per_mtok(1.95, corpus_cluster.estimate(_row(68, "total"), cat))
    assert within(est, 0.04, 1.5)


def test_gb200_at_the_peak_throughput_end_costs_what_inferencex_stated(cat):
    """cost-at-scale.json C3: US$ 0.04 per million total tokens on GB200 NVL72 at US$ 2.21 per GPU-hour (row 66)."""
    est = _usd_per_mtok(2.21, corpus_cluster.estimate(_row(66, "total"), cat))
    assert within(est, 0.04, 1.5)


def test_mtp_at_scale_pays_its_verification(cat):
    """Speculative / MTP decoding: each sequence runs its draft through the model too (DeepSeek's MTP head,
    one draft, 1.8 tokens kept a step: technical report sec. 5.4.3). While decode reads memory the gain is
    close to the factor; where the GEMMs bound the step it shrinks."""
    from k3desk.core.model.memory import kv_layout, weight_bytes
    from k3desk.core.model.params import count_params
    from k3desk.core.speed import production as pr
    from k3desk.core.speed.throughput import step_inputs

    s = build_scenario("deepseek-v3", "h200", None, catalog=cat)
    a = s.model
    p = count_params(a)
    x = step_inputs(a, p, weight_bytes(p, a, cat), kv_layout(a, cat), s.hardware.gpu, 32, 1, 4, True, "sglang", cat)
    assert pr.verify_tokens("deepseek-v3", 1.8) == 2

    def gain(b):
        plain = float(pr.decode_step(x, 32, b, 2048)[0])
        mtp = float(pr.decode_step(x, 32, b, 2048, 0.0, 1.8, 2.0)[0])
        return 1.8 * plain / mtp

    assert gain(1) == pytest.approx(1.8, rel=0.15)
    assert gain(512) < gain(1)


def test_cluster_terms_are_the_ones_the_cluster_rows_read(cat):
    """The production layouts skip the efficiency terms their own fitted rows carry, and only those."""
    from k3desk.core.speed import calibration as cal

    read = set()
    for r in corpus_cluster.ROWS:
        g, m = cat.gpu(r.gpu), cat.model(r.model).model_copy(update=r.formats)
        f = cat.format(m.expert_format if m.moe else m.dense_format)
        read |= set(cal.terms(g.id, g.vendor, f.compute, r.engine))
    assert set(cal.CLUSTER_TERMS) == read


def test_an_amd_production_layout_reads_the_rocm_kernels(cat, monkeypatch):
    """Issue 27: AMD read NVIDIA's kernel efficiency. A wide-EP unit of MI300X takes the ROCm stack and
    CDNA 3 terms the single-node rows measured (none of the cluster rows is AMD), so it is slower than
    the same unit with NVIDIA's efficiency, by at most that factor. The unit is one server: over two,
    the all-to-all across the network between them (not a kernel) bounds the step at the memory
    efficiency the corpus of issue 43 fits, and the kernels' share no longer shows."""
    from k3desk.core.speed import calibration as cal

    sets = ["model=deepseek-v3", "hardware.gpu=mi300x", "serving.mode=wide-ep", "serving.decode_gpus=8",
            "serving.decode_batch_per_gpu=32", "serving.prefill_gpus=null"]
    s = apply_sets(default_scenario(cat), sets, cat)
    amd = compute(s, cat).throughput.decode_per_sequence.value
    terms = cal.terms("mi300x", cat.gpu("mi300x").vendor, "fp8", s.serving.engine)
    factor = cal.production_efficiency(terms)
    assert "stack:rocm" in terms and factor < 0.8
    monkeypatch.setattr(cal, "production_efficiency", lambda keys: 1.0)
    nvidia_like = compute(s, cat).throughput.decode_per_sequence.value
    assert factor <= amd / nvidia_like < 0.95
