<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>BatchChart</name>
    <message>
        <source>Tokens/s, total (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per sequence (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts touched per MoE layer (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch effect: experts read and decode speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts touched / layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} concurrent sequences
{total} tok/s total · {seq} tok/s each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} concurrent
{total} tok/s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {n} experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{n} concurrent sequences&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: {v} tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per sequence: {v} tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts touched: {v} of {e} per layer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>DOES IT FIT?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUS NEEDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMORY PER GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SPEED PER USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COST PER MONTH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BREAK-EVEN VOLUME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs in %2 node(s) · tensor parallel %3 × pipeline %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory on the busiest GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw minimum %1 by memory; deployable: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose %1. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum deployable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used of %2 usable (%3 physical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range %1–%2 · anchored on %3 (%4 measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replica(s) × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incl. IOF %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One replica costs the same as the API at this volume per month; you plan %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContextField</name>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a token count, e.g. 128K or 200000</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosting (a step per replica)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly cost: API vs self-hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{currency} per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even
{tokens} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your workload: {tokens} tokens
API {api} · self-host {host}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload
{tokens}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API is cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosting is cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{tokens} tokens/month&lt;/b&gt;&lt;br&gt;API: {api}&lt;br&gt;Self-hosting: {host}&lt;br&gt;&lt;i&gt;{cheaper}&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HardwarePanel</name>
    <message>
        <source>&amp;GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Price per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purc&amp;hase price per GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amortization (years):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ower price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;UE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;utomatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the smallest GPU count that fits and follows the parallelism rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;multiple nodes (scale-out network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline &amp;parallelism across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;wned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power / IT power (1.0 = no cooling overhead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 memory · %2 TB/s · native FP4: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog price</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Har&amp;dware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not compute this scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About k3desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;k3desk %1&lt;/b&gt;&lt;br&gt;Sizing assistant for self-hosting large open-weight language models.&lt;br&gt;Every figure shows its formula and source in its tooltip; see View → Assumptions &amp; sources.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max context:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed &amp;experts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other &amp;weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to search models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model from the catalog; type to filter by name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture (config.json fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json and size that model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import is not available in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 total · %2 active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model config (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file could not be read as a model config:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VramChart</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM per GPU: {count} × {gpu}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable {gb} </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> physical {gb} </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: +{gb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {gb} ({pct}% of usable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable {cap} · physical {phys}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadPanel</name>
    <message>
        <source>US$/M tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Context length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent &amp;sequences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tokens per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Input share:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cac&amp;he-hit rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reasoning multiplier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API i&amp;nput price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API cached in&amp;put:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;output price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours per &amp;month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xchange rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;OF:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API comparison and currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the monthly tokens that are input (prompt) tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of input tokens billed at the API&apos;s cached-input price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens are multiplied by this (thinking tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brazilian tax on foreign services, added to amounts shown in R$.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer than %1&apos;s maximum of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to %1 sequences of this length fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the default scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assumptions &amp;&amp; sources…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every constant and catalog figure behind the numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen with larger type, for meetings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About k3desk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Could not open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
