<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <source>fits on a single GPU</source>
        <translation>cabe em uma única GPU</translation>
    </message>
    <message>
        <source>the model splits over 2, 4, 8… GPUs</source>
        <translation>o modelo se divide em 2, 4, 8… GPUs</translation>
    </message>
    <message>
        <source>one production unit</source>
        <translation>uma unidade de produção</translation>
    </message>
    <message>
        <source>the model cannot be split evenly over this count</source>
        <translation>o modelo não se divide por igual nessa quantidade</translation>
    </message>
    <message>
        <source>{amount} ({note})</source>
        <translation>{amount} ({note})</translation>
    </message>
    <message>
        <source>{n} would work</source>
        <translation>{n} funcionaria</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} per month and breaks even with the API at {tokens} per month.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU; a hospedagem própria custa {cost} por mês e atinge o ponto de equilíbrio com a API em {tokens} por mês.</translation>
    </message>
    <message>
        <source>At the planned {tokens} per month, one replica carries the load: {host} per month self-hosted against {api} through the API.</source>
        <translation>Com a carga prevista de {tokens} por mês, uma réplica basta: {host} por mês em hospedagem própria, contra {api} pela API.</translation>
    </message>
    <message>
        <source>At the planned {tokens} per month, {replicas} replicas are needed: {host} per month self-hosted against {api} through the API.</source>
        <translation>Com a carga prevista de {tokens} por mês, são necessárias {replicas} réplicas: {host} por mês em hospedagem própria, contra {api} pela API.</translation>
    </message>
    <message>
        <source>{setup}: we estimate {estimate}; measured {measured} (trust {trust}; {source})</source>
        <extracomment>singular of the counted nouns a Q may carry (the plural is the noun id itself, GPUs aside)</extracomment>
        <translation>{setup}: estimamos {estimate}; medido {measured} (confiança {trust}; {source})</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Grupo de processamento do prompt</translation>
    </message>
    <message>
        <source>{n} GPUs, {used} per GPU, {rate} of prompts per GPU</source>
        <translation>{n} GPUs, {used} por GPU, {rate} de prompts por GPU</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Grupo de geração</translation>
    </message>
    <message>
        <source>{n} GPUs, {b} sequences per GPU, {used} per GPU, {rate} generated per GPU</source>
        <translation>{n} GPUs, {b} sequências por GPU, {used} por GPU, {rate} gerados por GPU</translation>
    </message>
    <message>
        <source>{v} (band {lo}–{hi}, {regime})</source>
        <translation>{v} (faixa {lo}–{hi}, {regime})</translation>
    </message>
    <message>
        <source>one replica carries {tokens} per month at {n} sequences, {busy} busy</source>
        <translation>uma réplica atende {tokens} por mês com {n} requisições simultâneas, {busy} do tempo ocupada</translation>
    </message>
    <message>
        <source>not computed: a price is missing (see above)</source>
        <translation>não calculado: falta um preço (veja acima)</translation>
    </message>
    <message>
        <source>{v}, held over the term; {detail} ({carry})</source>
        <translation>{v}, mantido no horizonte de análise; {detail} ({carry})</translation>
    </message>
    <message>
        <source>{detail} ({carry})</source>
        <translation>{detail} ({carry})</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>{name} ({experts} experts, {dense} other, {kv} KV)</source>
        <translation>{name} (especialistas em {experts}, demais pesos em {dense}, cache KV em {kv})</translation>
    </message>
    <message>
        <source>Model source</source>
        <translation>Origem do modelo</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Janela de contexto</translation>
    </message>
    <message>
        <source>{n}× {gpu} ({mem} each)</source>
        <translation>{n}× {gpu} ({mem} cada)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>{total} total, {active} active ({definition})</source>
        <translation>{total} no total, {active} ativos ({definition})</translation>
    </message>
    <message>
        <source>{w} (naive total × {fmt} bits: {naive})</source>
        <translation>{w} (total simples × bits de {fmt}: {naive})</translation>
    </message>
    <message>
        <source>Linear-attention state</source>
        <translation>Estado da atenção linear</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Memória total</translation>
    </message>
    <message>
        <source>GPUs: raw minimum</source>
        <translation>GPUs: mínimo pela memória</translation>
    </message>
    <message>
        <source>GPUs: minimum deployable</source>
        <translation>GPUs: mínimo viável</translation>
    </message>
    <message>
        <source>Per-GPU fill</source>
        <translation>Ocupação por GPU</translation>
    </message>
    <message>
        <source>Max concurrent sequences</source>
        <translation>Máximo de requisições simultâneas</translation>
    </message>
    <message>
        <source>{kv} ({n} × {flight} tokens in flight, up to {ctx} in one request; {per_token})</source>
        <translation>{kv} ({n} × {flight} tokens em andamento, até {ctx} numa requisição; {per_token})</translation>
    </message>
    <message>
        <source>{kv} ({n} × {flight} tokens in flight, {queued} more queued, up to {ctx} in one request; {per_token})</source>
        <translation>{kv} ({n} × {flight} tokens em andamento, mais {queued} na fila, até {ctx} numa requisição; {per_token})</translation>
    </message>
    <message>
        <source>{n} at {flight} tokens in flight</source>
        <translation>{n} com {flight} tokens em andamento</translation>
    </message>
    <message>
        <source>Decode per sequence</source>
        <translation>Geração por requisição</translation>
    </message>
    <message>
        <source>Decode total</source>
        <translation>Geração total</translation>
    </message>
    <message>
        <source>As entered, rented</source>
        <translation>Como informado, em locação</translation>
    </message>
    <message>
        <source>As entered, bought</source>
        <translation>Como informado, aquisição própria</translation>
    </message>
    <message>
        <source>Depreciation for income tax</source>
        <translation>Depreciação para o imposto de renda</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilidade</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Instalação</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Arquivos do modelo (checkpoint)</translation>
    </message>
    <message>
        <source>{size}; download {time} at {link}</source>
        <translation>{size}; download em {time} a {link}</translation>
    </message>
    <message>
        <source>no API price known for this model: set pricing.api_input_per_mtok, pricing.api_cached_input_per_mtok and pricing.api_output_per_mtok</source>
        <extracomment>What to set when a price is missing (the contract path a user can --set).</extracomment>
        <translation>nenhum preço de API conhecido para este modelo: defina pricing.api_input_per_mtok, pricing.api_cached_input_per_mtok e pricing.api_output_per_mtok</translation>
    </message>
    <message>
        <source>no rental price known for this GPU: set hardware.price_per_gpu_hour</source>
        <translation>nenhum preço de locação conhecido para esta GPU: defina hardware.price_per_gpu_hour</translation>
    </message>
    <message>
        <source>no purchase price known for this GPU: set hardware.purchase_price_per_gpu</source>
        <translation>nenhum valor de aquisição conhecido para esta GPU: defina hardware.purchase_price_per_gpu</translation>
    </message>
    <message>
        <source>Renting, whole fleet</source>
        <translation>Locação, parque inteiro</translation>
    </message>
    <message>
        <source>Buying, whole fleet</source>
        <translation>Aquisição própria, parque inteiro</translation>
    </message>
    <message>
        <source>API, same volume</source>
        <translation>API, mesmo volume</translation>
    </message>
    <message>
        <source>price missing ({hint})</source>
        <translation>preço ausente ({hint})</translation>
    </message>
    <message>
        <source>{one} per replica, {replicas}: {total}</source>
        <translation>{one} por réplica, {replicas}: {total}</translation>
    </message>
    <message>
        <source>{line}; owned: purchase {price} per GPU + {share} for the rest of the server, depreciated over {years} years of book life ({source}), power {power} at {watts} W per GPU</source>
        <translation>{line}; aquisição própria: {price} por GPU + {share} para o restante do servidor, depreciados em {years} anos de vida útil contábil ({source}), energia elétrica {power} com {watts} W por GPU</translation>
    </message>
    <message>
        <source>{month} ({per_mtok} per million tokens; {source})</source>
        <translation>{month} ({per_mtok} por milhão de tokens; {source})</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>the catalog table&apos;s column headings and unit notes, translatable</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>active</source>
        <translation>ativos</translation>
    </message>
    <message>
        <source>context</source>
        <translation>contexto</translation>
    </message>
    <message>
        <source>released</source>
        <translation>lançamento</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>bits</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>gpu</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>low</source>
        <translation>mín.</translation>
    </message>
    <message>
        <source>typical</source>
        <translation>típico</translation>
    </message>
    <message>
        <source>high</source>
        <translation>máx.</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>com cache</translation>
    </message>
    <message>
        <source>output</source>
        <translation>saída</translation>
    </message>
    <message>
        <source>params in billions; context in tokens</source>
        <translation>parâmetros em bilhões; contexto em tokens</translation>
    </message>
    <message>
        <source>memory GB (10^9 bytes), bandwidth TB/s, dense TFLOPS</source>
        <translation>memória em GB (10^9 bytes), largura de banda em TB/s, TFLOPS densos</translation>
    </message>
    <message>
        <source>bits per weight including block scales</source>
        <translation>bits por peso, incluindo as escalas de bloco</translation>
    </message>
    <message>
        <source>GPU rental USD per GPU-hour; API USD per million tokens</source>
        <translation>locação de GPU em US$ por hora de GPU; API em US$ por milhão de tokens</translation>
    </message>
    <message>
        <source>({units}; --json for sources and dates)</source>
        <translation>({units}; --json para fontes e datas)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Quantidade de GPUs</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memória por GPU</translation>
    </message>
    <message>
        <source>Formats (experts / other / KV)</source>
        <translation>Formatos (especialistas / demais / KV)</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>How many scenarios a comparison holds, as the winner&apos;s sentence counts them (&quot;the cheapest of the three&quot;).</extracomment>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
    </message>
    <message>
        <source>a price is missing</source>
        <translation>falta um preço</translation>
    </message>
    <message>
        <source>Neither of the two can be compared: {why}</source>
        <translation>Nenhum dos dois pode ser comparado: {why}</translation>
    </message>
    <message>
        <source>None of the {count} can be compared: {why}</source>
        <translation>Nenhum dos {count} pode ser comparado: {why}</translation>
    </message>
    <message>
        <source>{tied} are level as the cheapest of the {count}: {amount} each in today&apos;s money over {months} months</source>
        <translation>{tied} empatam como os mais econômicos dos {count}: {amount} cada um em valor presente, em {months} meses</translation>
    </message>
    <message>
        <source>{tied} are level as the cheapest of the {count}: {amount} each in total over {months} months</source>
        <translation>{tied} empatam como os mais econômicos dos {count}: {amount} cada um no total, em {months} meses</translation>
    </message>
    <message>
        <source>Only {scenario} can be priced: {route}, {amount} in today&apos;s money over {months} months</source>
        <translation>Só {scenario} tem custo calculado: {route}, {amount} em valor presente, em {months} meses</translation>
    </message>
    <message>
        <source>Only {scenario} can be priced: {route}, {amount} in total over {months} months</source>
        <translation>Só {scenario} tem custo calculado: {route}, {amount} no total, em {months} meses</translation>
    </message>
    <message>
        <source>Of the {count}, the cheapest that can be priced is {scenario}: {route}, {amount} in today&apos;s money over {months} months</source>
        <translation>Dos {count}, o mais econômico com custo calculado é {scenario}: {route}, {amount} em valor presente, em {months} meses</translation>
    </message>
    <message>
        <source>Of the {count}, the cheapest that can be priced is {scenario}: {route}, {amount} in total over {months} months</source>
        <translation>Dos {count}, o mais econômico com custo calculado é {scenario}: {route}, {amount} no total, em {months} meses</translation>
    </message>
    <message>
        <source>The cheapest of the {count} is {scenario}: {route}, {amount} in today&apos;s money over {months} months</source>
        <translation>O mais econômico dos {count} é {scenario}: {route}, {amount} em valor presente, em {months} meses</translation>
    </message>
    <message>
        <source>The cheapest of the {count} is {scenario}: {route}, {amount} in total over {months} months</source>
        <translation>O mais econômico dos {count} é {scenario}: {route}, {amount} no total, em {months} meses</translation>
    </message>
    <message>
        <source>not compared: {missing}</source>
        <translation>fora da comparação: {missing}</translation>
    </message>
    <message>
        <source>the terms differ ({terms} months): each total is over its own term</source>
        <translation>os horizontes de análise diferem ({terms} meses): cada total vale para o seu próprio horizonte</translation>
    </message>
    <message>
        <source>compared on the totals over the term, since not every scenario has a discount rate</source>
        <translation>comparados pelos totais no horizonte de análise, já que nem todo cenário tem taxa de desconto</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor de inferência</translation>
    </message>
    <message>
        <source>Context per sequence</source>
        <translation>Janela de contexto por requisição</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Requisições simultâneas</translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation>Tokens por mês</translation>
    </message>
    <message>
        <source>Sequences that fit</source>
        <translation>Requisições que cabem</translation>
    </message>
    <message>
        <source>Aggregate speed</source>
        <translation>Vazão agregada</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tempo até o primeiro token</translation>
    </message>
    <message>
        <source>Cheaper self-hosted route</source>
        <translation>Opção de hospedagem própria mais econômica</translation>
    </message>
    <message>
        <source>Replicas for the workload</source>
        <translation>Réplicas para a carga</translation>
    </message>
    <message>
        <source>API per month, workload</source>
        <translation>API por mês, carga prevista</translation>
    </message>
    <message>
        <source>Self-hosted cost per million tokens</source>
        <translation>Custo da hospedagem própria por milhão de tokens</translation>
    </message>
    <message>
        <source>Break-even volume per month</source>
        <translation>Volume do ponto de equilíbrio por mês</translation>
    </message>
    <message>
        <source>Cheapest route over the term</source>
        <translation>Opção mais econômica no horizonte de análise</translation>
    </message>
    <message>
        <source>Its cost per month, whole fleet</source>
        <translation>Seu custo por mês, parque inteiro</translation>
    </message>
    <message>
        <source>Payback of buying</source>
        <translation>Payback da aquisição</translation>
    </message>
    <message>
        <source>in month {m}</source>
        <translation>no mês {m}</translation>
    </message>
    <message>
        <source>not within the term</source>
        <translation>não dentro do horizonte</translation>
    </message>
    <message>
        <source>Checkpoint download</source>
        <translation>Download dos arquivos do modelo</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>inputs that are US dollar amounts per unit: shown as prices (US$ 7.375), not bare numbers</extracomment>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Self-hosting comparison report</source>
        <translation>Relatório comparativo de hospedagem própria</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>Memory and cost</source>
        <translation>Memória e custo</translation>
    </message>
    <message>
        <source>— ({why})</source>
        <translation>— ({why})</translation>
    </message>
    <message>
        <source>Fits and deployable</source>
        <translation>Cabe na memória e é viável</translation>
    </message>
    <message>
        <source>{status}: {why}</source>
        <translation>{status}: {why}</translation>
    </message>
    <message>
        <source>{used} of {capacity} ({share})</source>
        <translation>{used} de {capacity} ({share})</translation>
    </message>
    <message>
        <source>Self-hosting per month, whole fleet</source>
        <translation>Hospedagem própria por mês, parque inteiro</translation>
    </message>
    <message>
        <source>no API price known</source>
        <translation>sem preço de API conhecido</translation>
    </message>
    <message>
        <source>Its cost over the term</source>
        <translation>Seu custo no horizonte de análise</translation>
    </message>
    <message>
        <source>{pv} in today&apos;s money</source>
        <translation>{pv} em valor presente</translation>
    </message>
    <message>
        <source>Inputs and headline figures (best value per row highlighted; only configurations that fit can be best)</source>
        <translation>Dados de entrada e indicadores principais (melhor valor de cada linha destacado; só configurações que cabem podem ser as melhores)</translation>
    </message>
    <message>
        <source>Memory per GPU for each scenario, stacked by term; the dashed line marks each GPU&apos;s usable capacity.</source>
        <translation>Memória por GPU em cada cenário, empilhada por componente; a linha tracejada marca a capacidade utilizável de cada GPU.</translation>
    </message>
    <message>
        <source>Monthly cost against monthly tokens (log scales): self-hosting steps per scenario and the API line; dots mark each scenario&apos;s break-even.</source>
        <translation>Custo mensal em função dos tokens por mês (escalas logarítmicas): degraus de hospedagem própria por cenário e a linha da API; os pontos marcam o ponto de equilíbrio de cada cenário.</translation>
    </message>
    <message>
        <source>The scenarios use different display currencies; all amounts are shown in {c}.</source>
        <translation>Os cenários usam moedas de exibição diferentes; todos os valores são mostrados em {c}.</translation>
    </message>
    <message>
        <source>the vLLM and SGLang recipes for Kimi K3 and Moonshot&apos;s deployment guidance (July 2026)</source>
        <extracomment>the published pages these facts come from, by their public names (a translatable source)</extracomment>
        <translation>as receitas do vLLM e do SGLang para o Kimi K3 e o guia de implantação da Moonshot (julho de 2026)</translation>
    </message>
    <message>
        <source>Quick start</source>
        <translation>Início rápido</translation>
    </message>
    <message>
        <source>Start the server with one command.</source>
        <translation>Inicie o motor de inferência com um único comando.</translation>
    </message>
    <message>
        <source>Recommended engines</source>
        <translation>Motores recomendados</translation>
    </message>
    <message>
        <source>vLLM, SGLang or TokenSpeed; not Ollama, llama.cpp or LM Studio.</source>
        <translation>vLLM, SGLang ou TokenSpeed; não Ollama, llama.cpp nem LM Studio.</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>Cache de prefixo</translation>
    </message>
    <message>
        <source>Off by default for Kimi K3 in vLLM: enable it explicitly, or the cache-hit savings assumed for the API comparison will not materialise.</source>
        <translation>Desativado por padrão para o Kimi K3 no vLLM: ative-o explicitamente, ou a economia com acertos de cache considerada na comparação com a API não se concretizará.</translation>
    </message>
    <message>
        <source>MoE backend</source>
        <translation>Backend MoE</translation>
    </message>
    <message>
        <source>deep_gemm_mega_moe for disaggregated expert parallelism; flashinfer_trtllm for tensor parallelism above 1.</source>
        <translation>deep_gemm_mega_moe para paralelismo de especialistas desagregado; flashinfer_trtllm para paralelismo de tensor acima de 1.</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <translation>All-to-all</translation>
    </message>
    <message>
        <source>flashinfer_nvlink_one_sided over NVLink; deepep_v2 over RDMA between nodes.</source>
        <translation>flashinfer_nvlink_one_sided via NVLink; deepep_v2 via RDMA entre nós.</translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>Codificador de visão</translation>
    </message>
    <message>
        <source>MoonViT-V2 (401M parameters) runs data-parallel: its heads do not split over tensor parallelism of 8.</source>
        <translation>O MoonViT-V2 (401 milhões de parâmetros) roda em paralelismo de dados: suas cabeças não se dividem em paralelismo de tensor de 8.</translation>
    </message>
    <message>
        <source>Production scale</source>
        <translation>Escala de produção</translation>
    </message>
    <message>
        <source>Moonshot recommends a supernode of 64 or more accelerators for production; 8 GPUs make the model run, not run at production throughput.</source>
        <translation>A Moonshot recomenda um supernó de 64 ou mais aceleradores para produção; 8 GPUs fazem o modelo rodar, mas não com a vazão de produção.</translation>
    </message>
    <message>
        <source>vLLM picks its MoE kernels through environment variables, not flags; see the model&apos;s recipe page.</source>
        <extracomment>Hugging Face repositories of the published checkpoints (model cards named in the catalog sources). Speculative decoding the engines document for a model&apos;s own MTP head (vLLM method, SGLang algorithm).</extracomment>
        <translation>O vLLM escolhe os kernels de MoE por variáveis de ambiente, não por opções de linha de comando; veja o guia de implantação do modelo.</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>um nó</translation>
    </message>
    <message>
        <source>head node</source>
        <translation>nó principal</translation>
    </message>
    <message>
        <source>node {k}</source>
        <translation>nó {k}</translation>
    </message>
    <message>
        <source>SGLang caches prefixes by default (RadixAttention); nothing to switch on.</source>
        <translation>O SGLang já faz cache de prefixo por padrão (RadixAttention); não há nada a ativar.</translation>
    </message>
    <message>
        <source>No command line for this engine: a disaggregated unit is launched with SGLang&apos;s prefill, decode and router commands (the SGLang tab).</source>
        <extracomment>Past this many nodes, the recipe shows the head node and the first and last worker only. What an engine&apos;s tab says when it has no command for the layout (a disaggregated unit: SGLang only).</extracomment>
        <translation>Sem linha de comando para este motor: uma unidade desagregada é iniciada com os comandos de processamento do prompt, de geração e do roteador do SGLang (aba SGLang).</translation>
    </message>
    <message>
        <source>prefill, head node</source>
        <extracomment>Placeholders of the disaggregated launch: each pool&apos;s first node, the RDMA devices, the servers&apos; port.</extracomment>
        <translation>processamento do prompt, nó principal</translation>
    </message>
    <message>
        <source>prefill, node {k}</source>
        <translation>processamento do prompt, nó {k}</translation>
    </message>
    <message>
        <source>decode, head node</source>
        <translation>geração, nó principal</translation>
    </message>
    <message>
        <source>decode, node {k}</source>
        <translation>geração, nó {k}</translation>
    </message>
    <message>
        <source>router</source>
        <translation>roteador</translation>
    </message>
    <message>
        <source>Replace PREFILL_HEAD_IP and DECODE_HEAD_IP with the first node of each pool and IB_DEVICE with the node&apos;s RDMA devices (ibv_devices lists them); more units repeat both pools behind the router.</source>
        <translation>Substitua PREFILL_HEAD_IP e DECODE_HEAD_IP pelo primeiro nó de cada grupo e IB_DEVICE pelos dispositivos RDMA do nó (o comando ibv_devices os lista); mais unidades repetem os dois grupos atrás do roteador.</translation>
    </message>
    <message>
        <source>Inside one NVL72 rack, SGLang&apos;s page recommends handing the KV cache over NVLink: set SGLANG_MOONCAKE_CUSTOM_MEM_POOL=True and MC_FORCE_MNNVL=True before each command.</source>
        <translation>Dentro de um rack NVL72, a página do SGLang recomenda transferir o cache KV pelo NVLink: defina SGLANG_MOONCAKE_CUSTOM_MEM_POOL=True e MC_FORCE_MNNVL=True antes de cada comando.</translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation>Elaborado para</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Elaborado por</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Self-hosting per month</source>
        <translation>Hospedagem própria por mês</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Speed per user</source>
        <translation>Velocidade por usuário</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>{n}× {gpu}, {mem} each, served with {engine}</source>
        <translation>{n}× {gpu}, {mem} cada, com o motor de inferência {engine}</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>{seq} of up to {ctx} tokens; {tokens} per month</source>
        <translation>{seq} de até {ctx} tokens; {tokens} por mês</translation>
    </message>
    <message>
        <source>Planned workload cost</source>
        <translation>Custo da carga prevista</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>{size} checkpoint: {time} at {link}</source>
        <translation>Arquivos do modelo (checkpoint) de {size}: {time} a {link}</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Desenvolvedor</translation>
    </message>
    <message>
        <source>Total parameters</source>
        <translation>Parâmetros totais</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation>Parâmetros ativos por token</translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation>Especialistas roteados</translation>
    </message>
    <message>
        <source>Other weights</source>
        <translation>Demais pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Maximum context</source>
        <translation>Janela de contexto máxima</translation>
    </message>
    <message>
        <source>Model and formats</source>
        <translation>Modelo e formatos</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Largura de banda da memória</translation>
    </message>
    <message>
        <source>{v} TB/s</source>
        <translation>{v} TB/s</translation>
    </message>
    <message>
        <source>{n} (automatic)</source>
        <translation>{n} (automático)</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs por nó</translation>
    </message>
    <message>
        <source>Multi-node allowed</source>
        <translation>Vários nós permitidos</translation>
    </message>
    <message>
        <source>Split layers across servers (pipeline)</source>
        <translation>Dividir camadas entre servidores (pipeline)</translation>
    </message>
    <message>
        <source>Ownership</source>
        <translation>Origem das GPUs</translation>
    </message>
    <message>
        <source>Depreciation (years)</source>
        <translation>Depreciação (anos)</translation>
    </message>
    <message>
        <source>rented</source>
        <extracomment>Identifier values of settings, by plain names.</extracomment>
        <translation>locação (nuvem)</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>aquisição própria</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Preço por hora de GPU</translation>
    </message>
    <message>
        <source>Download link</source>
        <translation>Link de download</translation>
    </message>
    <message>
        <source>Typical prompt</source>
        <translation>Prompt típico</translation>
    </message>
    <message>
        <source>depreciation (years)</source>
        <translation>depreciação (anos)</translation>
    </message>
    <message>
        <source>Context length</source>
        <extracomment>A scenario&apos;s settings by plain names (the Assumptions window lists them; never field paths).</extracomment>
        <translation>Janela de contexto</translation>
    </message>
    <message>
        <source>Input share</source>
        <translation>Proporção de entrada</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>Taxa de acerto de cache</translation>
    </message>
    <message>
        <source>Reasoning multiplier</source>
        <translation>Multiplicador de raciocínio</translation>
    </message>
    <message>
        <source>Replica utilisation</source>
        <translation>Ocupação da réplica</translation>
    </message>
    <message>
        <source>Prefill chunk</source>
        <translation>Bloco de prefill</translation>
    </message>
    <message>
        <source>API input, cache miss</source>
        <translation>API, entrada sem cache</translation>
    </message>
    <message>
        <source>{p} per million tokens</source>
        <translation>{p} por milhão de tokens</translation>
    </message>
    <message>
        <source>API input, cache hit</source>
        <translation>API, entrada com cache</translation>
    </message>
    <message>
        <source>API output</source>
        <translation>API, saída</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>Horas por mês</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Moeda de exibição</translation>
    </message>
    <message>
        <source>IOF on payments abroad (%)</source>
        <translation>IOF-câmbio sobre pagamentos no exterior (%)</translation>
    </message>
    <message>
        <source>Exchange-rate swing over the term (± %)</source>
        <translation>Variação cambial no horizonte de análise (± %)</translation>
    </message>
    <message>
        <source>Contract term (months)</source>
        <translation>Horizonte de análise (meses)</translation>
    </message>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Valor de aquisição por GPU</translation>
    </message>
    <message>
        <source>Purchase price source</source>
        <translation>Fonte do valor de aquisição</translation>
    </message>
    <message>
        <source>Rest of the server (share of the GPU price)</source>
        <translation>Restante do servidor (proporção do preço da GPU)</translation>
    </message>
    <message>
        <source>Power price per kWh</source>
        <translation>Preço da energia elétrica por kWh</translation>
    </message>
    <message>
        <source>Hosting per GPU and month</source>
        <translation>Colocation por GPU e mês</translation>
    </message>
    <message>
        <source>Import duties (%)</source>
        <translation>Tributos de importação (%)</translation>
    </message>
    <message>
        <source>Resale value at the end (%)</source>
        <translation>Valor de revenda ao final (%)</translation>
    </message>
    <message>
        <source>Experts in host RAM</source>
        <translation>Especialistas na RAM do host</translation>
    </message>
    <message>
        <source>Spare replicas</source>
        <translation>Réplicas de reserva</translation>
    </message>
    <message>
        <source>Peak over the average (daily profile)</source>
        <translation>Relação pico/média (perfil diário)</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <translation>Horas de pico por dia</translation>
    </message>
    <message>
        <source>not entered (counted as 0)</source>
        <translation>não informado (contado como 0)</translation>
    </message>
    <message>
        <source>operations staff</source>
        <translation>equipe de operação</translation>
    </message>
    <message>
        <source>maintenance and support</source>
        <translation>manutenção e suporte</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>implantação</translation>
    </message>
    <message>
        <source>Not entered, so counted as 0: {what}.</source>
        <translation>Não informado, por isso contado como 0: {what}.</translation>
    </message>
    <message>
        <source>2026 test rate, offset: no net charge</source>
        <translation>alíquota de teste de 2026, compensada: não gera custo líquido</translation>
    </message>
    <message>
        <source>the rate depends on the servers&apos; NCM (BIT goods: II 16%; IPI 15% less the 35% cut of 2022): ask your customs broker</source>
        <translation>a alíquota depende da NCM dos servidores (BIT: II de 16%; IPI de 15% com a redução de 35% de 2022): consulte o seu despachante</translation>
    </message>
    <message>
        <source>São Paulo&apos;s rate, with the ICMS inside its own base and, from 2027, the CBS and IBS (Sefaz-SP&apos;s reading, disputed); enter your state&apos;s</source>
        <translation>alíquota de São Paulo, com o próprio ICMS na sua base (por dentro) e, a partir de 2027, a CBS e o IBS (entendimento da Sefaz-SP, contestado); informe a do seu estado</translation>
    </message>
    <message>
        <source>Taxes on payments abroad, month by month (estimates; confirm them with your accountant)</source>
        <extracomment>the two tables of dated rows: (``applies_to``, title, the months column&apos;s heading)</extracomment>
        <translation>Tributos sobre pagamentos ao exterior, mês a mês (estimativas; confirme-as com o seu contador)</translation>
    </message>
    <message>
        <source>Routes are compared by their present value: each month&apos;s cash flow discounted at {rate} a year (month m divided by (1 + rate) to the power m/12), a purchase paid at signing.</source>
        <translation>As opções são comparadas pelo valor presente: o fluxo de caixa de cada mês descontado a {rate} ao ano (o mês m dividido por (1 + taxa) elevado a m/12), com a aquisição paga no início (mês 0).</translation>
    </message>
    <message>
        <source>Routes are compared by the sum of their cash flows over the term: no discount rate is entered (the cost of capital is 0), so money later counts as much as money now.</source>
        <translation>As opções são comparadas pela soma dos fluxos de caixa no horizonte de análise: nenhuma taxa de desconto foi informada (custo de capital 0), então o dinheiro no futuro vale o mesmo que hoje.</translation>
    </message>
    <message>
        <source>{n} people × {cost} a year</source>
        <translation>{n} pessoas × {cost} ao ano</translation>
    </message>
    <message>
        <source>0 (not entered)</source>
        <translation>0 (não informado)</translation>
    </message>
    <message>
        <source>Depreciation of owned servers</source>
        <translation>Depreciação dos servidores próprios</translation>
    </message>
    <message>
        <source>straight line over {y} years (book life); the remaining book value comes back at the end unless a resale is set</source>
        <translation>linear em {y} anos (vida útil contábil); o valor contábil restante volta ao final, salvo se uma revenda for informada</translation>
    </message>
    <message>
        <source>after income tax (lucro real)</source>
        <translation>depois do imposto de renda (lucro real)</translation>
    </message>
    <message>
        <source>before income tax</source>
        <translation>antes do imposto de renda</translation>
    </message>
    <message>
        <source>Basis: present value at a discount rate of {rate} a year, over {n} months from {start} to {end}, {tax}.</source>
        <translation>Base: valor presente a uma taxa de desconto de {rate} ao ano, em {n} meses de {start} a {end}, {tax}.</translation>
    </message>
    <message>
        <source>Basis: plain totals (no discount rate entered), over {n} months from {start} to {end}, {tax}.</source>
        <translation>Base: totais simples (nenhuma taxa de desconto informada), em {n} meses de {start} a {end}, {tax}.</translation>
    </message>
    <message>
        <source>Brazilian taxes are estimates: confirm them with your accountant.</source>
        <translation>Os tributos brasileiros são estimativas: confirme-os com o seu contador.</translation>
    </message>
    <message>
        <source>none: when a server fails, the service runs short until it is repaired</source>
        <translation>nenhuma: quando um servidor falha, o serviço fica com capacidade reduzida até o reparo</translation>
    </message>
    <message>
        <source>1 spare: service continues when one server fails</source>
        <translation>1 de reserva: o serviço continua quando um servidor falha</translation>
    </message>
    <message>
        <source>{n} spares: service continues when up to {n} servers fail at the same time</source>
        <translation>{n} de reserva: o serviço continua quando até {n} servidores falham ao mesmo tempo</translation>
    </message>
    <message>
        <source>Before income tax: the income-tax shield is off, so no IRPJ/CSLL saving is counted.</source>
        <translation>Antes do imposto de renda: o benefício fiscal do IRPJ/CSLL está desligado, portanto nenhuma economia de IRPJ/CSLL é considerada.</translation>
    </message>
    <message>
        <source>After income tax: on lucro real, 34% (IRPJ 15% + 10% surcharge, CSLL 9%) of every deductible cost is saved — API bills, rentals and running costs when paid, a purchase only through its depreciation. Estimate: confirm with your accountant.</source>
        <translation>Depois do imposto de renda: no lucro real, 34% (IRPJ 15% + adicional de 10%, CSLL 9%) de cada custo dedutível são economizados — faturas da API, locações e custos de operação quando pagos; uma aquisição, apenas por meio da sua depreciação. Estimativa: confirme com o seu contador.</translation>
    </message>
    <message>
        <source>Before income tax: on lucro presumido or the Simples the tax is on a presumed share of revenue, so costs and depreciation save none; the shield applies on lucro real only.</source>
        <translation>Antes do imposto de renda: no lucro presumido ou no Simples o imposto incide sobre uma margem presumida da receita, portanto custos e depreciação não geram economia; o benefício vale apenas no lucro real.</translation>
    </message>
    <message>
        <source>Before income tax: the income-tax shield is computed for a Brazilian buyer on lucro real only.</source>
        <translation>Antes do imposto de renda: o benefício fiscal do IRPJ/CSLL é calculado apenas para um comprador brasileiro no lucro real.</translation>
    </message>
    <message>
        <source>one shift a day</source>
        <translation>um turno por dia</translation>
    </message>
    <message>
        <source>two shifts a day (×1.5)</source>
        <translation>dois turnos por dia (×1,5)</translation>
    </message>
    <message>
        <source>three shifts a day (×2)</source>
        <translation>três turnos por dia (×2)</translation>
    </message>
    <message>
        <source>not counted: the income-tax shield is computed for a Brazilian buyer on lucro real only</source>
        <translation>não considerada: o benefício fiscal do IRPJ/CSLL é calculado apenas para um comprador brasileiro no lucro real</translation>
    </message>
    <message>
        <source>{rate} a year, written off in {years} years: the Receita Federal&apos;s rate for computers, {shifts} ({source})</source>
        <translation>{rate} ao ano, totalmente depreciados em {years} anos: a taxa da Receita Federal para computadores, {shifts} ({source})</translation>
    </message>
    <message>
        <source>{what}; the income-tax shield deducts it month by month, and what a server fetches above its remaining tax value is taxed</source>
        <translation>{what}; o benefício fiscal do IRPJ/CSLL a deduz mês a mês, e o que um servidor render acima do seu valor fiscal restante é tributado</translation>
    </message>
    <message>
        <source>{what}; counted once the income-tax shield is on (it is off: amounts are before income tax)</source>
        <translation>{what}; considerada quando o benefício fiscal do IRPJ/CSLL está ligado (está desligado: os valores são antes do imposto de renda)</translation>
    </message>
    <message>
        <source>none on {regime}: depreciation saves no income tax (on lucro real it would be {rate} a year, the Receita Federal&apos;s rate for computers, {shifts})</source>
        <translation>nenhuma no {regime}: a depreciação não reduz o imposto de renda (no lucro real seria de {rate} ao ano, a taxa da Receita Federal para computadores, {shifts})</translation>
    </message>
    <message>
        <source>After income tax (lucro real): each swing counts a deductible cost at 66% of its amount and a purchase through its depreciation at {rate} a year; on lucro presumido the same swings would be before income tax, as paid.</source>
        <translation>Depois do imposto de renda (lucro real): cada variação conta um custo dedutível por 66% do seu valor, e a aquisição por meio da sua depreciação a {rate} ao ano; no lucro presumido as mesmas variações seriam antes do imposto de renda, como pagas.</translation>
    </message>
    <message>
        <source>Before income tax: on lucro real the income-tax shield (34% of every deductible cost, a purchase through its depreciation at {rate} a year) would narrow each difference; turn it on under Finance to see the swings after tax.</source>
        <translation>Antes do imposto de renda: no lucro real o benefício fiscal do IRPJ/CSLL (34% de cada custo dedutível; a aquisição, por meio da sua depreciação a {rate} ao ano) reduziria cada diferença; ligue-o em Finanças para ver as variações depois do imposto.</translation>
    </message>
    <message>
        <source>On {regime} costs and depreciation save no income tax, so these swings are the same before and after it; on lucro real the income-tax shield would count 34% of deductible costs back.</source>
        <translation>No {regime} custos e depreciação não reduzem o imposto de renda, portanto estas variações são as mesmas antes e depois dele; no lucro real o benefício fiscal do IRPJ/CSLL devolveria 34% dos custos dedutíveis.</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>compromisso de uso de 1 ano</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>compromisso de uso de 3 anos</translation>
    </message>
    <message>
        <source>billed around the clock ({hours} hours a month)</source>
        <extracomment>providers&apos; own published ceilings on committed-use discounts (read 2 Dec 2026); no per-GPU figure is published</extracomment>
        <translation>faturada 24 horas por dia ({hours} horas por mês)</translation>
    </message>
    <message>
        <source>an active window of {h} hours a day: the billed hours are derived from the month&apos;s {hours} hours × {h}/24, and the month&apos;s volume is carried in that window</source>
        <translation>uma janela ativa de {h} horas por dia: as horas faturadas derivam das {hours} horas do mês × {h}/24, e o volume do mês é atendido nessa janela</translation>
    </message>
    <message>
        <source>on demand at the GPU-hour price entered, {window}</source>
        <translation>sob demanda, ao preço por hora de GPU informado, {window}</translation>
    </message>
    <message>
        <source>{term} at the GPU-hour price entered, which must be the provider&apos;s committed price (to be quoted: providers publish only ceilings on the discount); billed every hour of the month and each replica kept to the end of its commitment, also after the term</source>
        <translation>{term} ao preço por hora de GPU informado, que deve ser o preço com compromisso do provedor (a cotar: os provedores publicam apenas o desconto máximo); faturada em todas as horas do mês, e cada réplica mantida até o fim do seu compromisso, mesmo após o horizonte de análise</translation>
    </message>
    <message>
        <source>Compliance risk, not an option: paid by card, the bank charges only IOF, so a foreign bill would cost about {card}× instead of {factor}× if the other import-service taxes were left unpaid. They are due on the payment whatever its means (Lei 10.865/2004, art. 3 II), and this report counts them.</source>
        <translation>Risco de conformidade, não uma opção: no pagamento por cartão o banco cobra apenas o IOF, de modo que uma fatura do exterior custaria cerca de {card}× em vez de {factor}× se os demais tributos sobre importação de serviços deixassem de ser pagos. Eles são devidos no pagamento, qualquer que seja o meio (Lei 10.865/2004, art. 3º II), e este relatório os considera.</translation>
    </message>
    <message>
        <source>ends in December 2026 (replaced by the CBS)</source>
        <translation>extinta em dezembro de 2026 (substituída pela CBS)</translation>
    </message>
    <message>
        <source>reform transition: the ISS at a falling share of its rate</source>
        <translation>transição da reforma: o ISS a uma fração decrescente da sua alíquota</translation>
    </message>
    <message>
        <source>reform transition: the IBS rising as the ISS falls</source>
        <translation>transição da reforma: o IBS sobe à medida que o ISS cai</translation>
    </message>
    <message>
        <source>rate not yet fixed by the Senate</source>
        <translation>alíquota ainda não fixada pelo Senado</translation>
    </message>
    <message>
        <source>check the rate on the bank&apos;s exchange contract</source>
        <translation>confira a alíquota no contrato de câmbio do banco</translation>
    </message>
    <message>
        <source>ex-tarifário: no II on goods without national production</source>
        <translation>ex-tarifário: II zero para bens sem produção nacional</translation>
    </message>
    <message>
        <source>zero from January 2027 unless a like product is made in the Manaus free zone (then enter the TIPI rate)</source>
        <translation>zero a partir de janeiro de 2027, salvo se um produto similar for industrializado na Zona Franca de Manaus (nesse caso, informe a alíquota da TIPI)</translation>
    </message>
    <message>
        <source>reform transition: the ICMS at a falling share of its rate</source>
        <translation>transição da reforma: o ICMS a uma fração decrescente da sua alíquota</translation>
    </message>
    <message>
        <source>Taxes on imported servers, by the month of each purchase (estimates; confirm them with your accountant)</source>
        <translation>Tributos de importação dos servidores, pelo mês de cada aquisição (estimativas; confirme-as com o seu contador)</translation>
    </message>
    <message>
        <source>Purchases in</source>
        <translation>Aquisições em</translation>
    </message>
    <message>
        <source>{rate} (set by you)</source>
        <translation>{rate} (informado por você)</translation>
    </message>
    <message>
        <source>{rate} (estimated)</source>
        <translation>{rate} (estimada)</translation>
    </message>
    <message>
        <source>credited</source>
        <translation>crédito</translation>
    </message>
    <message>
        <source>a cost</source>
        <translation>custo</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Tributo</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Alíquota</translation>
    </message>
    <message>
        <source>Months of the term</source>
        <translation>Meses do horizonte</translation>
    </message>
    <message>
        <source>For this buyer</source>
        <translation>Para este comprador</translation>
    </message>
    <message>
        <source>Legal basis</source>
        <translation>Base legal</translation>
    </message>
    <message>
        <source>US$ {price} per kWh</source>
        <translation>US$ {price} por kWh</translation>
    </message>
    <message>
        <source>R$ {price} per kWh (US$ {dollars} per kWh at an exchange rate of R$ {rate} per US$)</source>
        <translation>R$ {price} por kWh (US$ {dollars} por kWh, com a taxa de câmbio de R$ {rate} por US$)</translation>
    </message>
    <message>
        <source>straight line over {y} years (book life); the term outlives it, so the servers are bought again in month {m} and the old ones leave at their book value (0); the remaining book value comes back at the end unless a resale is set</source>
        <translation>linear em {y} anos (vida útil contábil); o horizonte de análise é mais longo, então os servidores são adquiridos novamente no mês {m} e os antigos saem pelo valor contábil (0); o valor contábil restante volta ao final, salvo se uma revenda for informada</translation>
    </message>
    <message>
        <source>{n} months from {start}</source>
        <translation>{n} meses a partir de {start}</translation>
    </message>
    <message>
        <source>Income tax</source>
        <translation>Imposto de renda</translation>
    </message>
    <message>
        <source>Rental terms</source>
        <translation>Condições da locação</translation>
    </message>
    <message>
        <source>Maintenance and support</source>
        <translation>Manutenção e suporte</translation>
    </message>
    <message>
        <source>{pct} of the purchase a year</source>
        <translation>{pct} da aquisição ao ano</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>Equipe de operação</translation>
    </message>
    <message>
        <source>Implementation (once, at signing)</source>
        <translation>Implantação (uma vez, no início)</translation>
    </message>
    <message>
        <source>Daily profile</source>
        <translation>Perfil diário</translation>
    </message>
    <message>
        <source>{p}× the average for {h} hours a day; replicas are sized for the peak</source>
        <translation>{p}× a média por {h} horas ao dia; as réplicas são dimensionadas para o pico</translation>
    </message>
    <message>
        <source>flat: replicas are sized for the average</source>
        <translation>plano: as réplicas são dimensionadas para a média</translation>
    </message>
    <message>
        <source>API provider</source>
        <translation>Provedor da API</translation>
    </message>
    <message>
        <source>Rental provider</source>
        <translation>Provedor da locação</translation>
    </message>
    <message>
        <source>yes: routes that process data abroad are left out</source>
        <translation>sim: as opções que processam dados no exterior ficam de fora</translation>
    </message>
    <message>
        <source>Finance inputs</source>
        <translation>Premissas financeiras</translation>
    </message>
    <message>
        <source>A hybrid is offered: {replicas} for the base load and the API for the peaks ({share} of the volume), searched for the lowest present value.</source>
        <translation>Há um modelo híbrido: {replicas} para a carga de base e a API para os picos ({share} do volume), buscado pelo menor valor presente.</translation>
    </message>
    <message>
        <source>Committed prices are to be quoted by the provider; published ceilings: {sources}.</source>
        <translation>Os preços com compromisso de uso devem ser cotados com o provedor; descontos máximos publicados: {sources}.</translation>
    </message>
    <message>
        <source>Finance and taxes</source>
        <translation>Finanças e tributos</translation>
    </message>
    <message>
        <source>Payment abroad</source>
        <translation>Pagamento ao exterior</translation>
    </message>
    <message>
        <source>Buyer&apos;s taxes</source>
        <translation>Tributos do comprador</translation>
    </message>
    <message>
        <source>Tax regime</source>
        <translation>Regime tributário</translation>
    </message>
    <message>
        <source>The service is an input to what the company sells</source>
        <translation>O serviço é insumo do que a empresa vende</translation>
    </message>
    <message>
        <source>ISS of the municipality (%)</source>
        <translation>ISS do município (%)</translation>
    </message>
    <message>
        <source>Supplier&apos;s price is net of withholding</source>
        <translation>Preço do prestador líquido de retenção</translation>
    </message>
    <message>
        <source>Kind of service</source>
        <translation>Tipo de serviço</translation>
    </message>
    <message>
        <source>Supplier in a tax haven</source>
        <translation>Prestador em paraíso fiscal</translation>
    </message>
    <message>
        <source>How servers are bought</source>
        <translation>Como os servidores são adquiridos</translation>
    </message>
    <message>
        <source>Discount rate per year</source>
        <translation>Taxa de desconto ao ano</translation>
    </message>
    <message>
        <source>Currency of local costs</source>
        <translation>Moeda dos custos locais</translation>
    </message>
    <message>
        <source>Maintenance and support (% of purchase a year)</source>
        <translation>Manutenção e suporte (% da aquisição ao ano)</translation>
    </message>
    <message>
        <source>Operations staff (full-time people)</source>
        <translation>Equipe de operação (pessoas em tempo integral)</translation>
    </message>
    <message>
        <source>Staff cost per person a year</source>
        <translation>Custo por pessoa ao ano</translation>
    </message>
    <message>
        <source>One-off implementation</source>
        <translation>Implantação (custo único)</translation>
    </message>
    <message>
        <source>Data must stay in Brazil</source>
        <translation>Os dados precisam ficar no Brasil</translation>
    </message>
    <message>
        <source>reais (R$)</source>
        <translation>reais (R$)</translation>
    </message>
    <message>
        <source>US dollars (US$)</source>
        <translation>dólares americanos (US$)</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Taxa de câmbio (R$/US$)</translation>
    </message>
    <message>
        <source>R$ {rate} per US$</source>
        <translation>R$ {rate} por US$</translation>
    </message>
    <message>
        <source>IOF on foreign services</source>
        <translation>IOF-câmbio sobre pagamentos no exterior</translation>
    </message>
    <message>
        <source>{iof} on the API and foreign rentals; none on power, hosting or owned hardware</source>
        <translation>{iof} sobre a API e a locação no exterior; nenhum sobre energia elétrica, colocation ou aquisição própria</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preços</translation>
    </message>
    <message>
        <source>Attention parallelism</source>
        <translation>Paralelismo da atenção</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>paralelismo de tensor</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>paralelismo de dados</translation>
    </message>
    <message>
        <source>Engine memory share</source>
        <translation>Proporção da memória da GPU para o motor</translation>
    </message>
    <message>
        <source>Runtime overhead per GPU</source>
        <translation>Reserva do sistema (overhead) por GPU</translation>
    </message>
    <message>
        <source>Speculative decoding factor</source>
        <translation>Fator de decodificação especulativa</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Configuração de inferência</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>Observações: {notes}</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Dados de entrada</translation>
    </message>
    <message>
        <source>not enough memory per GPU</source>
        <translation>memória insuficiente por GPU</translation>
    </message>
    <message>
        <source>needs several nodes; multiple nodes are off</source>
        <translation>precisa de vários nós; o uso de vários nós está desativado</translation>
    </message>
    <message>
        <source>the API is cheaper at any volume this hardware can carry</source>
        <translation>a API é mais econômica em qualquer volume que este hardware consiga atender</translation>
    </message>
    <message>
        <source>price missing: enter it in the Hardware or Model tab</source>
        <translation>preço ausente: informe-o na aba Hardware ou Modelo</translation>
    </message>
    <message>
        <source>not priced: it does not fit</source>
        <translation>custo não calculado: não cabe na memória</translation>
    </message>
    <message>
        <source>Weights</source>
        <extracomment>Memory terms of the VRAM charts: (Fill attribute, label, colour key). One order and one colour per term on the screen, in the compare view and in the PDF.</extracomment>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Ativações</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Reserva do sistema</translation>
    </message>
    <message>
        <source>needs {n}× {gpu}</source>
        <translation>precisa de {n}× {gpu}</translation>
    </message>
    <message>
        <source>allow multiple nodes or pick a GPU with more memory</source>
        <translation>permita vários nós ou escolha uma GPU com mais memória</translation>
    </message>
    <message>
        <source>pick a GPU with more memory or a smaller number format</source>
        <translation>escolha uma GPU com mais memória ou um formato numérico menor</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Cabe</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Não cabe</translation>
    </message>
    <message>
        <source>buying {count}× {gpu}</source>
        <translation>a aquisição própria de {count}× {gpu}</translation>
    </message>
    <message>
        <source>renting {count}× {gpu}</source>
        <translation>a locação de {count}× {gpu} na nuvem</translation>
    </message>
    <message>
        <source>the API</source>
        <translation>a API</translation>
    </message>
    <message>
        <source>a hybrid of self-hosting and the API</source>
        <translation>um modelo híbrido (base própria + picos na API)</translation>
    </message>
    <message>
        <source>{amount} for the API</source>
        <translation>{amount} pela API</translation>
    </message>
    <message>
        <source>{amount} renting</source>
        <translation>{amount} em locação</translation>
    </message>
    <message>
        <source>{amount} buying</source>
        <translation>{amount} em aquisição própria</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is the only route left: {amount}</source>
        <translation>Em {months} meses, {route} é a única via que resta: {amount}</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is the only priced route: {amount}</source>
        <translation>Em {months} meses, {route} é a única via com preço: {amount}</translation>
    </message>
    <message>
        <source>with {replicas} for your {volume} per month, growing to {final} by month {month}</source>
        <translation>com {replicas} para seus {volume} por mês, chegando a {final} no mês {month}</translation>
    </message>
    <message>
        <source>Buying comes out ahead only with the resale of the servers at the end of the term; before that it has not paid back</source>
        <translation>A compra só fica à frente com a revenda dos servidores no fim do horizonte de análise; antes disso ela não atinge o payback</translation>
    </message>
    <message>
        <source>Its value in today&apos;s money is above its total because the resale at the end of the term is a credit, and a credit that comes last is discounted most</source>
        <translation>Seu valor presente fica acima do total porque a revenda no fim do horizonte de análise é um crédito, e um crédito que vem por último é o mais descontado</translation>
    </message>
    <message>
        <source>{n} · {nodes} · {p} prefill + {d} decode</source>
        <translation>{n} · {nodes} · {p} prompt + {d} geração</translation>
    </message>
    <message>
        <source>{n} · {nodes} · experts over all</source>
        <translation>{n} · {nodes} · especialistas em todas</translation>
    </message>
    <message>
        <source>{n} · {nodes} · model split across {tp} GPUs × {pp} stages</source>
        <translation>{n} · {nodes} · modelo dividido em {tp} GPUs × {pp} estágios</translation>
    </message>
    <message>
        <source>{n} · {nodes} · model split across {tp} GPUs</source>
        <translation>{n} · {nodes} · modelo dividido em {tp} GPUs</translation>
    </message>
    <message>
        <source>{amount} (range {lo} to {hi})</source>
        <translation>{amount} (faixa de {lo} a {hi})</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is cheapest: {amount} in total, against {others}</source>
        <translation>Em {months} meses, a opção mais econômica é {route}: {amount} no total, contra {others}</translation>
    </message>
    <message>
        <source>taxes on payments abroad ×{factor}</source>
        <translation>tributos sobre pagamentos ao exterior ×{factor}</translation>
    </message>
    <message>
        <source>lucro real</source>
        <translation>lucro real</translation>
    </message>
    <message>
        <source>lucro presumido</source>
        <translation>lucro presumido</translation>
    </message>
    <message>
        <source>Simples Nacional</source>
        <translation>Simples Nacional</translation>
    </message>
    <message>
        <source>imported directly, with no tax benefit</source>
        <translation>importados diretamente, sem benefício fiscal</translation>
    </message>
    <message>
        <source>imported with an ex-tarifário</source>
        <translation>importados com ex-tarifário</translation>
    </message>
    <message>
        <source>bought from a Brazilian distributor</source>
        <translation>adquiridos de um distribuidor no Brasil</translation>
    </message>
    <message>
        <source>with the import duties you entered</source>
        <translation>com os tributos de importação informados</translation>
    </message>
    <message>
        <source>Payments abroad (the API, GPUs rented from a foreign cloud) carry Brazil&apos;s taxes on imported services: IRRF, CIDE, PIS/COFINS-Importação, ISS ({iss}) and IOF ({iof}), about {factor}× the supplier&apos;s price on {regime}; a provider in Brazil bills with its taxes inside its price. Servers {route} cost about {hw}× their price. Estimates: confirm them with your accountant.</source>
        <translation>Pagamentos ao exterior (a API, GPUs em locação de uma nuvem estrangeira) têm os tributos sobre importação de serviços: IRRF, CIDE, PIS/COFINS-Importação, ISS ({iss}) e IOF-câmbio ({iof}), cerca de {factor}× o preço do prestador no {regime}; um prestador no Brasil fatura com os tributos dentro do preço. Servidores {route} custam cerca de {hw}× o seu preço. Estimativas: confirme com o seu contador.</translation>
    </message>
    <message>
        <source>buying {replicas} of {count}× {gpu} for the base load and the API for the peaks ({share} of the volume)</source>
        <translation>a aquisição própria de {replicas} de {count}× {gpu} para a carga de base e a API para os picos ({share} do volume)</translation>
    </message>
    <message>
        <source>renting {replicas} of {count}× {gpu} for the base load and the API for the peaks ({share} of the volume)</source>
        <translation>a locação de {replicas} de {count}× {gpu} para a carga de base e a API para os picos ({share} do volume)</translation>
    </message>
    <message>
        <source>buying {layout}</source>
        <translation>a aquisição própria de {layout}</translation>
    </message>
    <message>
        <source>renting {layout}</source>
        <translation>a locação de {layout} na nuvem</translation>
    </message>
    <message>
        <source>{count}× {gpu} with disaggregated serving ({prefill} prefill + {decode} decode GPUs)</source>
        <translation>{count}× {gpu} com inferência desagregada ({prefill} GPUs de processamento do prompt + {decode} GPUs de geração)</translation>
    </message>
    <message>
        <source>{count}× {gpu} with wide expert parallelism</source>
        <translation>{count}× {gpu} com paralelismo amplo de especialistas</translation>
    </message>
    <message>
        <source>From {volume} per month, buying {layout} costs {price} per million tokens (the best single replica of the same GPUs {replica}), the API {api} (monthly view)</source>
        <translation>A partir de {volume} por mês, a aquisição própria de {layout} custa {price} por milhão de tokens (a melhor réplica única das mesmas GPUs, {replica}), a API {api} (visão mensal)</translation>
    </message>
    <message>
        <source>From {volume} per month, renting {layout} costs {price} per million tokens (the best single replica of the same GPUs {replica}), the API {api} (monthly view)</source>
        <translation>A partir de {volume} por mês, a locação de {layout} na nuvem custa {price} por milhão de tokens (a melhor réplica única das mesmas GPUs, {replica}), a API {api} (visão mensal)</translation>
    </message>
    <message>
        <source>From {volume} per month, buying {layout} costs {price} per million tokens, the API {api} (monthly view)</source>
        <translation>A partir de {volume} por mês, a aquisição própria de {layout} custa {price} por milhão de tokens, a API {api} (visão mensal)</translation>
    </message>
    <message>
        <source>From {volume} per month, renting {layout} costs {price} per million tokens, the API {api} (monthly view)</source>
        <translation>A partir de {volume} por mês, a locação de {layout} na nuvem custa {price} por milhão de tokens, a API {api} (visão mensal)</translation>
    </message>
    <message>
        <source>{pv} in today&apos;s money ({total} in total)</source>
        <translation>{pv} em valor presente ({total} no total)</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is cheapest: {amount}, against {others} in today&apos;s money</source>
        <translation>Em {months} meses, a opção mais econômica é {route}: {amount}, contra {others} em valor presente</translation>
    </message>
    <message>
        <source>with {replicas} for your {volume} per month</source>
        <translation>com {replicas} para seus {volume} por mês</translation>
    </message>
    <message>
        <source>although {route} costs less in the first month ({a} against {b}): the term counts the purchase at signing, the resale at the end and the trends</source>
        <translation>embora {route} custe menos no primeiro mês ({a} contra {b}): o horizonte de análise conta a aquisição no início, a revenda no fim e as tendências</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is the only route left: {pv} in today&apos;s money ({amount} in total)</source>
        <translation>Em {months} meses, {route} é a única via que resta: {pv} em valor presente ({amount} no total)</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is cheapest: {pv} in today&apos;s money ({amount} in total)</source>
        <translation>Em {months} meses, a opção mais econômica é {route}: {pv} em valor presente ({amount} no total)</translation>
    </message>
    <message>
        <source>rate R$ {rate}</source>
        <translation>câmbio R$ {rate}</translation>
    </message>
    <message>
        <source>rate R$ {rate} + IOF {iof}</source>
        <translation>câmbio R$ {rate} + IOF {iof}</translation>
    </message>
    <message>
        <source>From January 2027 (month {m} of the term) the CBS replaces PIS/COFINS-Importação and a company on lucro real or presumido credits it, so payments abroad cost about {later}× from then on (LC 214/2025).</source>
        <translation>A partir de janeiro de 2027 (mês {m} do horizonte), a CBS substitui o PIS/COFINS-Importação e uma empresa no lucro real ou presumido toma o crédito, de modo que os pagamentos ao exterior passam a custar cerca de {later}× (LC 214/2025).</translation>
    </message>
    <message>
        <source>Servers imported from then on cost about {hw}× their price: the IPI falls to zero and the CBS replaces PIS/COFINS-Importação.</source>
        <translation>Servidores importados a partir de então custam cerca de {hw}× o seu preço: o IPI passa a zero e a CBS substitui o PIS/COFINS-Importação.</translation>
    </message>
    <message>
        <source>prefill</source>
        <extracomment>a production unit&apos;s pools, as the verdict names the one that does not fit</extracomment>
        <translation>processamento do prompt</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>geração</translation>
    </message>
    <message>
        <source>prefill-and-decode</source>
        <translation>processamento do prompt e geração</translation>
    </message>
    <message>
        <source>{p} prefill + {d} decode × {gpu}</source>
        <translation>{p} para o prompt + {d} para a geração × {gpu}</translation>
    </message>
    <message>
        <source>{d}× {gpu} (wide expert parallelism)</source>
        <translation>{d}× {gpu} (paralelismo amplo de especialistas)</translation>
    </message>
    <message>
        <source>give its pools more GPUs or each decode GPU fewer sequences, or pick a GPU with more memory</source>
        <translation>dê mais GPUs aos seus grupos ou menos requisições a cada GPU de geração, ou escolha uma GPU com mais memória</translation>
    </message>
    <message>
        <source>Your layout costs {ratio}× the cheapest layout of the same GPUs, {layout}: {amount} in today&apos;s money over the term</source>
        <translation>Seu arranjo custa {ratio}× o arranjo mais econômico das mesmas GPUs, {layout}: {amount} em valor presente no horizonte de análise</translation>
    </message>
    <message>
        <source>Your layout costs {ratio}× the cheapest layout of the same GPUs, {layout}: {amount} over the term</source>
        <translation>Seu arranjo custa {ratio}× o arranjo mais econômico das mesmas GPUs, {layout}: {amount} no horizonte de análise</translation>
    </message>
    <message>
        <source>unless {what}</source>
        <translation>exceto se {what}</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is the only route left: {amount} in total ({why})</source>
        <translation>Em {months} meses, {route} é a única opção restante: {amount} no total ({why})</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is cheapest: {amount} in total ({lo}–{hi})</source>
        <translation>Em {months} meses, a opção mais econômica é {route}: {amount} no total ({lo}–{hi})</translation>
    </message>
    <message>
        <source>Over {months} months, {route} is cheapest: {amount} in total</source>
        <translation>Em {months} meses, a opção mais econômica é {route}: {amount} no total</translation>
    </message>
    <message>
        <source>its speed anchored to your measurement of {date}</source>
        <translation>com a velocidade ancorada na sua medição de {date}</translation>
    </message>
    <message>
        <source>anchored to your measurement</source>
        <translation>ancorado na sua medição</translation>
    </message>
    <message>
        <source>data must stay in Brazil</source>
        <translation>os dados devem ficar no Brasil</translation>
    </message>
    <message>
        <source>the owned fleet draws more power than the facility allows</source>
        <translation>o parque próprio consome mais potência do que a instalação permite</translation>
    </message>
    <message>
        <source>no fleet of this layout meets the latency target</source>
        <translation>nenhum parque deste arranjo atinge a meta de latência</translation>
    </message>
    <message>
        <source>the API is left out: {why}</source>
        <translation>a API fica de fora: {why}</translation>
    </message>
    <message>
        <source>renting abroad is left out: {why}</source>
        <translation>a locação no exterior fica de fora: {why}</translation>
    </message>
    <message>
        <source>the API and renting abroad are left out: {why}</source>
        <translation>a API e a locação no exterior ficam de fora: {why}</translation>
    </message>
    <message>
        <source>buying is left out: {why}</source>
        <extracomment>The reasons a buyer&apos;s rule leaves a route out (data kept in Brazil, a facility&apos;s power), not a missing price.</extracomment>
        <translation>a aquisição própria fica de fora: {why}</translation>
    </message>
    <message>
        <source>the API is not costed: {why}</source>
        <translation>a API não tem custo calculado: {why}</translation>
    </message>
    <message>
        <source>renting is not costed: {why}</source>
        <translation>a locação não tem custo calculado: {why}</translation>
    </message>
    <message>
        <source>buying is not costed: {why}</source>
        <translation>a aquisição própria não tem custo calculado: {why}</translation>
    </message>
    <message>
        <source>Fits on {count}× {gpu} — no route is left to weigh</source>
        <translation>Cabe em {count}× {gpu} — não resta nenhuma via a comparar</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU.</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare, but no route is left to weigh: {why}.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU, mas não resta nenhuma via a comparar: {why}.</translation>
    </message>
    <message>
        <source>{model} does not fit on {count}× {gpu}: it needs more than one node and multi-node networking is not available; {what}.</source>
        <translation>O {model} não cabe em {count}× {gpu}: precisa de mais de um nó e não há rede entre vários nós disponível; {what}.</translation>
    </message>
    <message>
        <source>{model} does not run on {count}× {gpu}: that count does not split the model evenly under the engine rules; {what}. No cost, break-even or speed is shown for it.</source>
        <translation>{model} não roda em {count}× {gpu}: essa quantidade não divide o modelo por igual pelas regras do motor de inferência; {what}. Nenhum custo, ponto de equilíbrio ou velocidade é mostrado para esta configuração.</translation>
    </message>
    <message>
        <source>{model} does not fit as one unit of {unit}: each {pool} GPU would need {used} of its {capacity} usable memory; {what}. No cost, break-even or speed is shown for it.</source>
        <translation>O {model} não cabe numa unidade de {unit}: cada GPU de {pool} precisaria de {used} dos seus {capacity} de memória utilizável; {what}. Nenhum custo, ponto de equilíbrio ou velocidade é mostrado para esta configuração.</translation>
    </message>
    <message>
        <source>{model} does not fit on {count}× {gpu}: each GPU would need {used} of its {capacity} usable memory; {what}. No cost, break-even or speed is shown for it.</source>
        <translation>O {model} não cabe em {count}× {gpu}: cada GPU precisaria de {used} dos seus {capacity} de memória utilizável; {what}. Nenhum custo, ponto de equilíbrio ou velocidade é mostrado para esta configuração.</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting is not costed: a price is missing.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU; a hospedagem própria não tem custo calculado: falta um preço.</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} per month; no API price is known to compare it with.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU; a hospedagem própria custa {cost} por mês; não há preço de API conhecido para comparar.</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} per month, but the API is cheaper at any volume this hardware can carry (one replica carries at most {carry} per month).</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU; a hospedagem própria custa {cost} por mês, mas a API é mais econômica em qualquer volume que este hardware consiga atender (uma réplica atende no máximo {carry} por mês).</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare; one replica costs {cost} per month and breaks even with the API at {tokens} per month, but your {volume} per month need {replicas}: {total} against {api} via the API, so the API is cheaper at this volume.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU; uma réplica custa {cost} por mês e atinge o ponto de equilíbrio com a API em {tokens} por mês, mas os seus {volume} por mês exigem {replicas}: {total} contra {api} pela API, então a API é mais econômica nesse volume.</translation>
    </message>
    <message>
        <source>{model} fits on {count}× {gpu} with {free} per GPU to spare; self-hosting costs {cost} per month, more than the API&apos;s {api} at your {volume} per month; it breaks even with the API at {tokens} per month.</source>
        <translation>O {model} cabe em {count}× {gpu} com {free} livres por GPU; a hospedagem própria custa {cost} por mês, mais que os {api} da API para os seus {volume} por mês; o ponto de equilíbrio com a API fica em {tokens} por mês.</translation>
    </message>
    <message>
        <source>Does not fit on {count}× {gpu}: {what}</source>
        <translation>Não cabe em {count}× {gpu}: {what}</translation>
    </message>
    <message>
        <source>Fits on {count}× {gpu} — self-hosting not costed: a price is missing</source>
        <translation>Cabe em {count}× {gpu} — custo da hospedagem própria não calculado: falta um preço</translation>
    </message>
    <message>
        <source>Fits on {count}× {gpu} — self-hosting {host}/month; no API price known</source>
        <translation>Cabe em {count}× {gpu} — hospedagem própria {host} por mês; sem preço de API conhecido</translation>
    </message>
    <message>
        <source>Fits on {count}× {gpu} — but the API is cheaper at any volume this hardware can carry</source>
        <translation>Cabe em {count}× {gpu} — mas a API é mais econômica em qualquer volume que este hardware consiga atender</translation>
    </message>
    <message>
        <source>Fits on {count}× {gpu} — the API is cheaper at your volume: {api} vs {host}/month self-hosted</source>
        <translation>Cabe em {count}× {gpu} — a API é mais econômica no seu volume: {api} vs. {host} por mês em hospedagem própria</translation>
    </message>
    <message>
        <source>Fits on {count}× {gpu} — self-hosting {host}/month vs API {api}</source>
        <translation>Cabe em {count}× {gpu} — hospedagem própria {host} por mês vs. API {api}</translation>
    </message>
    <message>
        <source>Does it fit?</source>
        <extracomment>the six headline cards, in card order: (term, what it means for the buyer)</extracomment>
        <translation>Cabe?</translation>
    </message>
    <message>
        <source>the production unit the decision costs</source>
        <translation>a unidade de produção que a decisão calcula</translation>
    </message>
    <message>
        <source>No count of {gpu} fits</source>
        <translation>Nenhuma quantidade de {gpu} cabe</translation>
    </message>
    <message>
        <source>memory needs {n}</source>
        <translation>a memória exige {n}</translation>
    </message>
    <message>
        <source>no native FP4: weights converted first</source>
        <translation>sem FP4 nativo: pesos convertidos antes</translation>
    </message>
    <message>
        <source>{replicas}, {lo}–{hi}</source>
        <translation>{replicas}, {lo}–{hi}</translation>
    </message>
    <message>
        <source>left out: {why}</source>
        <translation>fora: {why}</translation>
    </message>
    <message>
        <source>not shown: {why}</source>
        <translation>não mostrado: {why}</translation>
    </message>
    <message>
        <source>You plan {plan}: self-hosting is cheaper there</source>
        <translation>Você planeja {plan}: ali a hospedagem própria é mais econômica</translation>
    </message>
    <message>
        <source>You plan {plan}: the replicas it needs make the API cheaper again</source>
        <translation>Você planeja {plan}: as réplicas necessárias tornam a API mais econômica de novo</translation>
    </message>
    <message>
        <source>You plan {plan}: below it the API is cheaper</source>
        <translation>Você planeja {plan}: abaixo do equilíbrio a API é mais econômica</translation>
    </message>
    <message>
        <source>{v}/month</source>
        <translation>{v}/mês</translation>
    </message>
    <message>
        <source>above it, self-hosting is cheaper only until the owned fleet outgrows the facility&apos;s power</source>
        <translation>acima dele, a hospedagem própria é mais econômica só até o parque próprio ultrapassar a potência da instalação</translation>
    </message>
    <message>
        <source>above it, the API and self-hosting alternate up to {until}/month</source>
        <translation>acima, API e hospedagem própria se alternam até {until}/mês</translation>
    </message>
    <message>
        <source>not costed: no rental price</source>
        <translation>custo não calculado: falta o preço de locação</translation>
    </message>
    <message>
        <source>not costed: no purchase price</source>
        <translation>custo não calculado: falta o valor de aquisição</translation>
    </message>
    <message>
        <source>not costed: no API price</source>
        <translation>custo não calculado: falta o preço da API</translation>
    </message>
    <message>
        <source>not costed: no layout of this GPU fits</source>
        <translation>custo não calculado: nenhuma configuração desta GPU comporta o modelo</translation>
    </message>
    <message>
        <source>left out: data must stay in Brazil</source>
        <translation>fora: os dados devem ficar no Brasil</translation>
    </message>
    <message>
        <source>left out: the owned fleet draws more power than the facility allows</source>
        <translation>fora da análise: o parque próprio consome mais potência do que a instalação permite</translation>
    </message>
    <message>
        <source>left out: no fleet of this layout meets the latency target</source>
        <translation>fora da comparação: nenhum parque deste arranjo atinge a meta de latência</translation>
    </message>
    <message>
        <source>not costed</source>
        <translation>custo não calculado</translation>
    </message>
    <message>
        <source>{replicas} of {count}× {gpu}: {month} per month; {term} over {n} months</source>
        <translation>{replicas} de {count}× {gpu}: {month} por mês; {term} em {n} meses</translation>
    </message>
    <message>
        <source>{month} per month; {term} over {n} months</source>
        <translation>{month} por mês; {term} em {n} meses</translation>
    </message>
    <message>
        <source>Fits · {route} is cheapest</source>
        <translation>Cabe · a opção mais econômica é {route}</translation>
    </message>
    <message>
        <source>Prefill: {count}× {gpu}</source>
        <extracomment>a production unit&apos;s roles in the memory chart</extracomment>
        <translation>Processamento do prompt: {count}× {gpu}</translation>
    </message>
    <message>
        <source>Decode: {count}× {gpu}</source>
        <translation>Geração: {count}× {gpu}</translation>
    </message>
    <message>
        <source>Prefill and decode: {count}× {gpu}</source>
        <translation>Processamento do prompt e geração: {count}× {gpu}</translation>
    </message>
    <message>
        <source>Buying (a step per replica)</source>
        <extracomment>The cost chart&apos;s self-hosted line, by the route it draws (None: the scenario&apos;s own, undecided).</extracomment>
        <translation>Aquisição própria (um degrau por réplica)</translation>
    </message>
    <message>
        <source>Renting (a step per replica)</source>
        <translation>Locação (um degrau por réplica)</translation>
    </message>
    <message>
        <source>Self-hosting (a step per replica)</source>
        <translation>Hospedagem própria (um degrau por réplica)</translation>
    </message>
    <message>
        <source>API is cheaper</source>
        <translation>A API é mais econômica</translation>
    </message>
    <message>
        <source>{route} is cheaper</source>
        <translation>{route} é mais econômica</translation>
    </message>
    <message>
        <source>&lt;b&gt;{tokens} per month&lt;/b&gt;&lt;br&gt;API: {api}&lt;br&gt;{route}: {host}&lt;br&gt;&lt;i&gt;{cheaper}&lt;/i&gt;</source>
        <translation>&lt;b&gt;{tokens} por mês&lt;/b&gt;&lt;br&gt;API: {api}&lt;br&gt;{route}: {host}&lt;br&gt;&lt;i&gt;{cheaper}&lt;/i&gt;</translation>
    </message>
    <message>
        <source>You chose {n}</source>
        <translation>Você escolheu {n}</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>GPUs necessárias</translation>
    </message>
    <message>
        <source>{used} of {capacity} usable</source>
        <translation>{used} de {capacity} utilizáveis</translation>
    </message>
    <message>
        <source>experts in RAM</source>
        <translation>especialistas na RAM</translation>
    </message>
    <message>
        <source>{lo}–{hi} tok/s</source>
        <translation>{lo}–{hi} tok/s</translation>
    </message>
    <message>
        <source>no speed: it does not fit</source>
        <translation>sem velocidade: não cabe</translation>
    </message>
    <message>
        <source>to be quoted</source>
        <translation>a cotar</translation>
    </message>
    <message>
        <source>Internal: this page carries your own prices and targets. Send vendors the request for quotation, which carries none.</source>
        <extracomment>The bill of materials carries the buyer&apos;s own prices and targets: it stays in the house.</extracomment>
        <translation>Uso interno: esta página traz os seus próprios preços e metas. Envie aos proponentes a solicitação de cotação, que não traz nenhum.</translation>
    </message>
    <message>
        <source>Renting</source>
        <extracomment>The longest contract term a scenario accepts: every month-by-month sheet holds months 0..MONTHS. Excel row of month 0 on a month-by-month sheet (row 1 a note, row 2 the header).</extracomment>
        <translation>Locação</translation>
    </message>
    <message>
        <source>Buying</source>
        <extracomment>The rack density the rack count is stated at (kW of IT load per rack): an assumption the reader checks with the colocation provider, printed beside the count. Every GPU of a server that joins a multi-server replica gets its own scale-out port (the HGX reference design pairs each GPU with one network adapter).</extracomment>
        <translation>Aquisição própria</translation>
    </message>
    <message>
        <source>{n}-GPU {gpu} server</source>
        <extracomment>The NCM (the Mercosur code; its first six digits are the Harmonized System&apos;s) of a GPU server and of a network switch, to the HS subheading: the vendor, who imports, confirms the full eight-digit item (docs/domain.md §13). A rented instance, software and a contract are services: no NCM. the specification a vendor reads (the request for quotation): ``detail`` without the buyer&apos;s own prices and targets; None where ``detail`` has none</extracomment>
        <translation>Servidor {gpu} com {n} GPUs</translation>
    </message>
    <message>
        <source>{replicas} ({n} per replica), spare replicas included: {spares}</source>
        <translation>{replicas} ({n} por réplica), réplicas de reserva incluídas: {spares}</translation>
    </message>
    <message>
        <source>{fleet}; for month 1, growing to {final} by month {month} ({servers} servers)</source>
        <translation>{fleet}; para o mês 1, chegando a {final} no mês {month} ({servers} servidores)</translation>
    </message>
    <message>
        <source>{gpu}, {each} per server ({mem} each), {all} GPUs in all; servers per replica: {n}; spare replicas included: {spares}</source>
        <translation>{gpu}, {each} por servidor ({mem} cada), {all} GPUs no total; servidores por réplica: {n}; réplicas de reserva incluídas: {spares}</translation>
    </message>
    <message>
        <source>{fleet}; about {price} each before import taxes (GPUs plus {share} for the rest of the server)</source>
        <translation>{fleet}; cerca de {price} cada, antes dos tributos de importação (GPUs mais {share} pelo restante do servidor)</translation>
    </message>
    <message>
        <source>Rented {n}-GPU {gpu} instance</source>
        <translation>Instância {gpu} com {n} GPUs em locação</translation>
    </message>
    <message>
        <source>{fleet}; {price} per GPU-hour, about {month} per instance and month</source>
        <translation>{fleet}; {price} por hora de GPU, cerca de {month} por instância e por mês</translation>
    </message>
    <message>
        <source>GPUs: {gpu}</source>
        <translation>GPUs: {gpu}</translation>
    </message>
    <message>
        <source>{n} per server, {mem} each</source>
        <translation>{n} por servidor, {mem} cada</translation>
    </message>
    <message>
        <source>CPUs and system memory</source>
        <translation>CPUs e memória do sistema</translation>
    </message>
    <message>
        <source>two server CPUs and at least {ram} of system memory per server (no less than the GPU memory it holds)</source>
        <translation>duas CPUs de servidor e no mínimo {ram} de memória do sistema por servidor (não menos que a memória das GPUs que ele contém)</translation>
    </message>
    <message>
        <source>Fast NVMe storage</source>
        <translation>Armazenamento NVMe rápido</translation>
    </message>
    <message>
        <source>{v} per server for the {c} checkpoint plus a second copy and swap</source>
        <translation>{v} por servidor para os arquivos do modelo (checkpoint) de {c}, mais uma segunda cópia e área de troca</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>Rede entre servidores (scale-out)</translation>
    </message>
    <message>
        <source>one 400 Gbit/s or faster RDMA port per GPU ({p}) and the switches that join {n} servers per replica</source>
        <translation>uma porta RDMA de 400 Gbit/s ou mais por GPU ({p}) e os switches que interligam {n} servidores por réplica</translation>
    </message>
    <message>
        <source>Front-end and management network</source>
        <translation>Rede de acesso e de gerenciamento</translation>
    </message>
    <message>
        <source>one front-end port and one management port per server, and their switch ports</source>
        <translation>uma porta de acesso e uma porta de gerenciamento por servidor, e as portas de switch correspondentes</translation>
    </message>
    <message>
        <source>GPU TDP × GPUs (no server rating known)</source>
        <translation>TDP da GPU × GPUs (potência nominal do servidor desconhecida)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energia elétrica</translation>
    </message>
    <message>
        <source>{kw} kW</source>
        <translation>{kw} kW</translation>
    </message>
    <message>
        <source>{w} W per server rated, {kw} kW in total; {f} kW at the facility (PUE {pue})</source>
        <translation>{w} W nominais por servidor, {kw} kW no total; {f} kW no data center (PUE {pue})</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>{p} per GPU and month, {t} per month in total</source>
        <translation>{p} por GPU e por mês, {t} por mês no total</translation>
    </message>
    <message>
        <source>space, {kw} kW of power and cooling, and connectivity</source>
        <translation>espaço, {kw} kW de energia elétrica e refrigeração, e conectividade</translation>
    </message>
    <message>
        <source>one rack-scale system of {n} servers each, {kw} kW per rack</source>
        <translation>um sistema em escala de rack de {n} servidores cada, {kw} kW por rack</translation>
    </message>
    <message>
        <source>{n} servers and {kw} kW per rack, at {density} kW per rack at most (a stated density; rack units per server to be quoted)</source>
        <translation>{n} servidores e {kw} kW por rack, com no máximo {density} kW por rack (densidade declarada; unidades de rack por servidor a cotar)</translation>
    </message>
    <message>
        <source>entered in the scenario</source>
        <translation>informado no cenário</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>{engine} (open source); a Linux server distribution with the GPU driver and CUDA</source>
        <translation>{engine} (código aberto); uma distribuição Linux para servidores com o driver da GPU e o CUDA</translation>
    </message>
    <message>
        <source>{p} of the purchase a year (entered in the scenario)</source>
        <translation>{p} do valor de aquisição ao ano (informado no cenário)</translation>
    </message>
    <message>
        <source>hardware replacement and response times for the term ({n} months)</source>
        <translation>substituição de hardware e prazos de atendimento durante o horizonte de análise ({n} meses)</translation>
    </message>
    <message>
        <source>Support contract</source>
        <translation>Contrato de manutenção e suporte</translation>
    </message>
    <message>
        <source>Lead time: when can each item be delivered, and is the quantity in stock?</source>
        <extracomment>The questions every request for quotation asks (the vendor answers each in writing).</extracomment>
        <translation>Prazo de entrega: quando cada item pode ser entregue, e a quantidade está em estoque?</translation>
    </message>
    <message>
        <source>Warranty: how long, what it covers, and how fast a failed GPU or server is replaced.</source>
        <translation>Garantia: por quanto tempo, o que cobre e em quanto tempo uma GPU ou um servidor com defeito é substituído.</translation>
    </message>
    <message>
        <source>Import and taxes: who imports the equipment, and are import duties, IPI, ICMS and PIS/COFINS included in the price?</source>
        <translation>Importação e tributos: quem importa os equipamentos, e os tributos de importação (II, IPI, ICMS e PIS/COFINS-Importação) estão incluídos no preço?</translation>
    </message>
    <message>
        <source>Delivery: where, with installation and racking or not, and who bears the freight and insurance.</source>
        <translation>Entrega: onde, com ou sem instalação e montagem nos racks, e quem arca com o frete e o seguro.</translation>
    </message>
    <message>
        <source>Service level (SLA): availability, response and repair times, and the credits when they are missed.</source>
        <translation>Nível de serviço (SLA): disponibilidade, prazos de atendimento e de reparo, e os créditos quando não forem cumpridos.</translation>
    </message>
    <message>
        <source>Validity: how long the quoted prices hold, in which currency, and at which exchange rate.</source>
        <translation>Validade: por quanto tempo os preços cotados valem, em qual moeda e a qual taxa de câmbio.</translation>
    </message>
    <message>
        <source>NCM: confirm the full eight-digit NCM of each item you import (the subheading is given per line).</source>
        <translation>NCM: confirme a NCM completa de oito dígitos de cada item que importar (a subposição consta em cada linha).</translation>
    </message>
    <message>
        <source>the first month&apos;s fleet</source>
        <translation>o parque do primeiro mês</translation>
    </message>
    <message>
        <source>the volume grows</source>
        <translation>o volume cresce</translation>
    </message>
    <message>
        <source>servers at the end of their useful life replaced</source>
        <translation>reposição de servidores no fim da vida útil</translation>
    </message>
    <message>
        <source>Delivery site</source>
        <extracomment>The lines a vendor quotes (the GPUs are named in the servers&apos; line, never counted beside it).</extracomment>
        <translation>Local de entrega</translation>
    </message>
    <message>
        <source>— (the buyer states the address)</source>
        <translation>— (o comprador informa o endereço)</translation>
    </message>
    <message>
        <source>— (the buyer states the state)</source>
        <translation>— (o comprador informa o estado)</translation>
    </message>
    <message>
        <source>Delivery schedule ({route})</source>
        <translation>Cronograma de entrega ({route})</translation>
    </message>
    <message>
        <source>one delivery, by {day}</source>
        <translation>uma entrega, até {day}</translation>
    </message>
    <message>
        <source>{n} deliveries from {first} to {last}, following the volume: see the schedule</source>
        <translation>{n} entregas de {first} a {last}, acompanhando o volume: veja o cronograma</translation>
    </message>
    <message>
        <source>Power and cooling per rack</source>
        <translation>Energia e refrigeração por rack</translation>
    </message>
    <message>
        <source>{kw} kW per rack (one rack-scale system); cooling for {kw} kW of heat per rack: state air or liquid</source>
        <translation>{kw} kW por rack (um sistema em escala de rack); refrigeração para {kw} kW de calor por rack: informe se a ar ou líquida</translation>
    </message>
    <message>
        <source>{kw} kW per rack ({n} servers of {w} W); cooling for {kw} kW of heat per rack: state air or liquid</source>
        <translation>{kw} kW por rack ({n} servidores de {w} W); refrigeração para {kw} kW de calor por rack: informe se a ar ou líquida</translation>
    </message>
    <message>
        <source>for the whole term ({n} months) from each delivery, on site, parts and labour: state your terms</source>
        <translation>por todo o horizonte ({n} meses) a partir de cada entrega, no local, peças e mão de obra: informe as suas condições</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Suporte</translation>
    </message>
    <message>
        <source>response and repair times for the term: propose them</source>
        <translation>tempos de resposta e de reparo durante o horizonte: proponha-os</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>Condições de pagamento</translation>
    </message>
    <message>
        <source>propose them: milestones per delivery, currency and exchange rate, and any advance</source>
        <translation>proponha-as: marcos por entrega, moeda e taxa de câmbio, e eventual adiantamento</translation>
    </message>
    <message>
        <source>Delivery {n}</source>
        <translation>Entrega {n}</translation>
    </message>
    <message>
        <source>month {m}</source>
        <translation>mês {m}</translation>
    </message>
    <message>
        <source>Please quote the items below for {model} served on {gpu}, delivered in the tranches of the schedule, and answer the questions that follow.</source>
        <translation>Cote os itens abaixo para {model} servido em {gpu}, entregues nas etapas do cronograma, e responda às perguntas a seguir.</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Entrega</translation>
    </message>
    <message>
        <source>Serving from</source>
        <translation>Em operação a partir de</translation>
    </message>
    <message>
        <source>Needed by</source>
        <translation>Necessário até</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>NCM</source>
        <translation>NCM</translation>
    </message>
    <message>
        <source>Quantity over the term</source>
        <translation>Quantidade no horizonte</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>Condições</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Lista de materiais</translation>
    </message>
    <message>
        <source>No bill of materials: no route that buys or rents hardware is costed for this scenario.</source>
        <translation>Sem lista de materiais: nenhuma opção com aquisição ou locação de hardware tem custo calculado neste cenário.</translation>
    </message>
    <message>
        <source>What to buy or rent around the GPUs for the chosen configuration, for the planned volume in month 1 with the spare replicas. Lines marked “to be quoted” have no published figure: ask the vendor.</source>
        <translation>O que adquirir ou alugar além das GPUs para a configuração escolhida, para o volume planejado no mês 1, com as réplicas de reserva. As linhas marcadas “a cotar” não têm valor publicado: consulte o proponente.</translation>
    </message>
    <message>
        <source>The volume grows: up to {n} more deliveries follow over the term ({months} months), scheduled in the request for quotation.</source>
        <translation>O volume cresce: até {n} entregas a mais seguem ao longo do horizonte ({months} meses), no cronograma da solicitação de cotação.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>Especificação</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>Solicitação de cotação (RFQ)</translation>
    </message>
    <message>
        <source>Questions for the vendor</source>
        <translation>Perguntas ao proponente</translation>
    </message>
    <message>
        <source>{n}. {q}</source>
        <translation>{n}. {q}</translation>
    </message>
    <message>
        <source>range {lo} to {hi}</source>
        <translation>faixa de {lo} a {hi}</translation>
    </message>
    <message>
        <source>{lo} to {hi}</source>
        <translation>{lo} a {hi}</translation>
    </message>
    <message>
        <source>{n} × {per}</source>
        <translation>{n} × {per}</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>fora</translation>
    </message>
    <message>
        <source>renting {amount}</source>
        <translation>locação {amount}</translation>
    </message>
    <message>
        <source>buying {amount}</source>
        <translation>aquisição própria {amount}</translation>
    </message>
    <message>
        <source>API left out: {why}</source>
        <translation>API fora: {why}</translation>
    </message>
    <message>
        <source>not shown: it does not fit</source>
        <translation>não mostrado: não cabe</translation>
    </message>
    <message>
        <source>Out of reach</source>
        <translation>Inalcançável</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Livre</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Each GPU</source>
        <translation>Cada GPU</translation>
    </message>
    <message>
        <source>Share of capacity</source>
        <translation>% da capacidade</translation>
    </message>
    <message>
        <source>All {n} GPUs</source>
        <translation>Todas as {n} GPUs</translation>
    </message>
    <message>
        <source>Weights, all GPUs</source>
        <translation>Pesos, todas as GPUs</translation>
    </message>
    <message>
        <source>{w} (a naive total × bits estimate gives {n})</source>
        <translation>{w} (uma estimativa simples de total × bits daria {n})</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>Cache KV por token</translation>
    </message>
    <message>
        <source>embeddings counted</source>
        <extracomment>Architecture.active_excludes -&gt; what the active figure counts, as the report says it</extracomment>
        <translation>embeddings contados</translation>
    </message>
    <message>
        <source>input embedding table not counted, as the model owner counts</source>
        <translation>tabela de embeddings de entrada não contada, como conta o dono do modelo</translation>
    </message>
    <message>
        <source>embedding table and output layer not counted, as the model owner counts</source>
        <translation>tabela de embeddings e camada de saída não contadas, como conta o dono do modelo</translation>
    </message>
    <message>
        <source>{a} ({how})</source>
        <translation>{a} ({how})</translation>
    </message>
    <message>
        <source>{b} bytes</source>
        <translation>{b} bytes</translation>
    </message>
    <message>
        <source>{win} bytes per token, at most {window} tokens and {cap} MB per sequence</source>
        <translation>{win} bytes por token, no máximo {window} tokens e {cap} MB por sequência</translation>
    </message>
    <message>
        <source>{win} bytes per token, at most one {window}-token chunk and {cap} MB per sequence</source>
        <translation>{win} bytes por token, no máximo um bloco de {window} tokens e {cap} MB por sequência</translation>
    </message>
    <message>
        <source>{full} bytes per token in the full-attention layers, plus {win} bytes per token in the chunked-attention layers, which keep at most one {window}-token chunk, {cap} MB per sequence</source>
        <translation>{full} bytes por token nas camadas de atenção completa, mais {win} bytes por token nas camadas de atenção em blocos, que guardam no máximo um bloco de {window} tokens, {cap} MB por sequência</translation>
    </message>
    <message>
        <source>{full} bytes per token in the full-attention layers, plus {win} bytes per token in the sliding-window layers, which keep only the last {window} tokens, {cap} MB per sequence</source>
        <translation>{full} bytes por token nas camadas de atenção completa, mais {win} bytes por token nas camadas de janela deslizante, que guardam só os últimos {window} tokens, {cap} MB por sequência</translation>
    </message>
    <message>
        <source>Recurrent state per sequence</source>
        <translation>Estado recorrente por requisição</translation>
    </message>
    <message>
        <source>Total memory needed</source>
        <translation>Memória total necessária</translation>
    </message>
    <message>
        <source>Usable memory per GPU</source>
        <translation>Memória utilizável por GPU</translation>
    </message>
    <message>
        <source>{c} of {p} ({u} gpu_memory_utilization)</source>
        <translation>{c} de {p} ({u} da memória para o motor)</translation>
    </message>
    <message>
        <source>Raw minimum GPUs</source>
        <translation>Mínimo bruto de GPUs</translation>
    </message>
    <message>
        <source>Minimum deployable GPUs</source>
        <translation>Mínimo viável de GPUs</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Paralelismo</translation>
    </message>
    <message>
        <source>tensor {tp} × pipeline {pp}, {nodes}</source>
        <translation>tensor {tp} × pipeline {pp}, {nodes}</translation>
    </message>
    <message>
        <source>No figures: {why}; {what}.</source>
        <translation>Sem indicadores: {why}; {what}.</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>sem preço</translation>
    </message>
    <message>
        <source>pay per token</source>
        <translation>paga por token</translation>
    </message>
    <message>
        <source>{replicas} of {count}× {gpu}</source>
        <translation>{replicas} de {count}× {gpu}</translation>
    </message>
    <message>
        <source>Fleet for the planned volume</source>
        <translation>Parque para o volume planejado</translation>
    </message>
    <message>
        <source>Per month, whole fleet</source>
        <translation>Por mês, parque inteiro</translation>
    </message>
    <message>
        <source>Range per month</source>
        <translation>Faixa por mês</translation>
    </message>
    <message>
        <source>Over {n} months</source>
        <translation>Em {n} meses</translation>
    </message>
    <message>
        <source>Range over the term</source>
        <translation>Faixa no horizonte de análise</translation>
    </message>
    <message>
        <source>The three routes side by side, whole fleet</source>
        <translation>As três opções lado a lado, parque inteiro</translation>
    </message>
    <message>
        <source>Owned: purchase of {price} per GPU plus {share} for the rest of the server, amortised over {y} years ({capex} per month), plus power at {w} W per GPU, its share of the node&apos;s rating ({p}), and hosting. Purchase price: {source}.</source>
        <translation>Aquisição própria: valor de aquisição de {price} por GPU mais {share} para o restante do servidor, depreciado em {y} anos ({capex} por mês), mais energia elétrica de {w} W por GPU, a fração da potência nominal do servidor que cabe a ela ({p}), e colocation. Valor de aquisição: {source}.</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>informado pelo usuário</translation>
    </message>
    <message>
        <source>no API price known for this model: enter one</source>
        <translation>preço de API desconhecido para este modelo: informe um</translation>
    </message>
    <message>
        <source>{t} per month at {u} utilisation</source>
        <translation>{t} por mês com {u} de ocupação</translation>
    </message>
    <message>
        <source>Sequences that fit at this context</source>
        <translation>Requisições que cabem nesta janela de contexto</translation>
    </message>
    <message>
        <source>{n} of {ctx} tokens each</source>
        <translation>{n} de {ctx} tokens cada</translation>
    </message>
    <message>
        <source>Memory per GPU, stacked by term. The dashed line is the usable capacity (gpu_memory_utilization × physical memory); red marks an overflow.</source>
        <translation>Memória por GPU, empilhada por componente. A linha tracejada é a capacidade utilizável (proporção para o motor × memória física); vermelho indica excesso.</translation>
    </message>
    <message>
        <source>Memory and fit</source>
        <translation>Memória e capacidade</translation>
    </message>
    <message>
        <source>Decode speed per sequence</source>
        <translation>Velocidade de geração por requisição</translation>
    </message>
    <message>
        <source>{v} (range {lo} to {hi})</source>
        <translation>{v} (faixa de {lo} a {hi})</translation>
    </message>
    <message>
        <source>Aggregate decode speed</source>
        <translation>Vazão de geração agregada</translation>
    </message>
    <message>
        <source>Prompt processing (prefill)</source>
        <translation>Processamento do prompt (prefill)</translation>
    </message>
    <message>
        <source>Generation (decode)</source>
        <translation>Geração (decodificação)</translation>
    </message>
    <message>
        <source>Prompt processing and generation</source>
        <translation>Processamento do prompt e geração</translation>
    </message>
    <message>
        <source>NVLink inside one scale-up domain ({bw} per GPU)</source>
        <translation>NVLink dentro de um mesmo domínio de interconexão ({bw} por GPU)</translation>
    </message>
    <message>
        <source>InfiniBand or RoCE between nodes ({bw} per GPU); NVLink inside each node</source>
        <translation>InfiniBand ou RoCE entre os nós ({bw} por GPU); NVLink dentro de cada nó</translation>
    </message>
    <message>
        <source>the all-to-all between GPUs</source>
        <translation>a troca de dados entre as GPUs (all-to-all)</translation>
    </message>
    <message>
        <source>the KV cache hand-over</source>
        <translation>a transferência do cache KV</translation>
    </message>
    <message>
        <source>{v} of prompts read</source>
        <translation>{v} de prompts processados</translation>
    </message>
    <message>
        <source>{v} generated</source>
        <translation>{v} gerados</translation>
    </message>
    <message>
        <source>{used} of {cap}</source>
        <translation>{used} de {cap}</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Função</translation>
    </message>
    <message>
        <source>GPUs per unit</source>
        <translation>GPUs por unidade</translation>
    </message>
    <message>
        <source>Nodes or trays</source>
        <translation>Nós ou bandejas</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>Por GPU</translation>
    </message>
    <message>
        <source>Roles of one unit</source>
        <translation>Funções de uma unidade</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Arranjo</translation>
    </message>
    <message>
        <source>disaggregated: prefill and decode on separate GPUs</source>
        <translation>inferência desagregada: processamento do prompt e geração em GPUs separadas</translation>
    </message>
    <message>
        <source>wide expert parallelism: attention data-parallel, experts spread over the pool</source>
        <translation>paralelismo amplo de especialistas: atenção com paralelismo de dados, especialistas distribuídos pelo grupo</translation>
    </message>
    <message>
        <source>Units for the volume</source>
        <translation>Unidades para o volume</translation>
    </message>
    <message>
        <source>{units} of {n}× {gpu}, {total} GPUs in all</source>
        <translation>{units} de {n}× {gpu}, {total} GPUs no total</translation>
    </message>
    <message>
        <source>{n} ({domain} GPUs each)</source>
        <translation>{n} ({domain} GPUs cada)</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Conexões</translation>
    </message>
    <message>
        <source>{v} GB/s</source>
        <translation>{v} GB/s</translation>
    </message>
    <message>
        <source>Sequences per decode GPU</source>
        <translation>Sequências por GPU de geração</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tempo por token gerado</translation>
    </message>
    <message>
        <source>{t}, of which {kv} to hand the KV cache over</source>
        <translation>{t}, dos quais {kv} para transferir o cache KV</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Limitado por</translation>
    </message>
    <message>
        <source>{unit} kW per unit, {fleet} kW for the fleet (rated node power, before PUE)</source>
        <translation>{unit} kW por unidade, {fleet} kW para o parque (potência nominal dos nós, antes do PUE)</translation>
    </message>
    <message>
        <source>Prefill share of the GPUs</source>
        <translation>Proporção de GPUs de processamento do prompt</translation>
    </message>
    <message>
        <source>{have} of the unit; the workload&apos;s input and output mix needs {need}</source>
        <translation>{have} da unidade; a proporção de entrada e saída da carga exige {need}</translation>
    </message>
    <message>
        <source>One unit and the fleet</source>
        <translation>Uma unidade e o parque</translation>
    </message>
    <message>
        <source>Memory per GPU for each role, stacked by term: the decode GPUs hold the conversations&apos; KV cache, the prefill GPUs only the prompts in flight.</source>
        <translation>Memória por GPU para cada função, empilhada por componente: as GPUs de geração guardam o cache KV das conversas, as de processamento do prompt apenas os prompts em andamento.</translation>
    </message>
    <message>
        <source>The speeds at this scale are calibrated on published cluster runs (LMSYS, Ant Group, InferenceX) and extrapolated beyond the largest measured pool, where the range widens.</source>
        <translation>As velocidades nesta escala são calibradas em execuções publicadas em clusters (LMSYS, Ant Group, InferenceX) e extrapoladas além do maior grupo medido, onde a faixa se alarga.</translation>
    </message>
    <message>
        <source>The speeds at this scale are calibrated on published cluster runs (LMSYS, Ant Group, InferenceX).</source>
        <translation>As velocidades nesta escala são calibradas em execuções publicadas em clusters (LMSYS, Ant Group, InferenceX).</translation>
    </message>
    <message>
        <source>Production architecture</source>
        <translation>Arquitetura em escala de produção</translation>
    </message>
    <message>
        <source>published total</source>
        <translation>total publicado</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>especialistas por token</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>especialistas roteados</translation>
    </message>
    <message>
        <source>bits per weight, experts</source>
        <translation>bits por peso, especialistas</translation>
    </message>
    <message>
        <source>bits per weight, other weights</source>
        <translation>bits por peso, demais pesos</translation>
    </message>
    <message>
        <source>naive estimate (bytes)</source>
        <translation>estimativa simples (bytes)</translation>
    </message>
    <message>
        <source>context (tokens)</source>
        <translation>contexto (tokens)</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>bytes por token</translation>
    </message>
    <message>
        <source>bytes per token, full-attention layers</source>
        <translation>bytes por token, camadas de atenção completa</translation>
    </message>
    <message>
        <source>bytes per token, sliding or chunked layers</source>
        <translation>bytes por token, camadas de janela deslizante ou em blocos</translation>
    </message>
    <message>
        <source>window (tokens)</source>
        <translation>janela (tokens)</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>formato do cache KV</translation>
    </message>
    <message>
        <source>bytes per sequence</source>
        <translation>bytes por requisição</translation>
    </message>
    <message>
        <source>state format</source>
        <translation>formato do estado</translation>
    </message>
    <message>
        <source>prefill chunk (tokens)</source>
        <translation>bloco de prefill (tokens)</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB por GPU</translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation>memória da GPU (GB)</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>utilização</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regra</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>cabeças de atenção</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>especialistas</translation>
    </message>
    <message>
        <source>multiple nodes allowed</source>
        <translation>vários nós permitidos</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>paralelismo de pipeline</translation>
    </message>
    <message>
        <source>time per step (s)</source>
        <translation>tempo por passo (s)</translation>
    </message>
    <message>
        <source>limited by</source>
        <translation>limitado por</translation>
    </message>
    <message>
        <source>reference measurement</source>
        <translation>medição de referência</translation>
    </message>
    <message>
        <source>measured (tok/s)</source>
        <translation>medido (tok/s)</translation>
    </message>
    <message>
        <source>estimated (tok/s)</source>
        <translation>estimado (tok/s)</translation>
    </message>
    <message>
        <source>memory efficiency</source>
        <translation>eficiência de memória</translation>
    </message>
    <message>
        <source>compute efficiency</source>
        <translation>eficiência de cálculo</translation>
    </message>
    <message>
        <source>prefill efficiency</source>
        <translation>eficiência do prefill</translation>
    </message>
    <message>
        <source>prompt (tokens)</source>
        <translation>prompt (tokens)</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>preço por hora de GPU</translation>
    </message>
    <message>
        <source>hours per month</source>
        <translation>horas por mês</translation>
    </message>
    <message>
        <source>input share</source>
        <translation>proporção de entrada</translation>
    </message>
    <message>
        <source>cache hit rate</source>
        <translation>taxa de acerto de cache</translation>
    </message>
    <message>
        <source>input price, no cache (US$/M)</source>
        <translation>preço de entrada sem cache (US$/mi)</translation>
    </message>
    <message>
        <source>input price, cached (US$/M)</source>
        <translation>preço de entrada com cache (US$/mi)</translation>
    </message>
    <message>
        <source>output price (US$/M)</source>
        <translation>preço de saída (US$/mi)</translation>
    </message>
    <message>
        <source>reasoning multiplier</source>
        <translation>multiplicador de raciocínio</translation>
    </message>
    <message>
        <source>blended API price (US$/M)</source>
        <translation>preço médio ponderado da API (US$/mi)</translation>
    </message>
    <message>
        <source>tokens per replica per month</source>
        <translation>tokens por réplica por mês</translation>
    </message>
    <message>
        <source>link (Gbit/s)</source>
        <translation>link (Gbit/s)</translation>
    </message>
    <message>
        <source>uncertainty regime</source>
        <translation>regime de incerteza</translation>
    </message>
    <message>
        <source>band (log units)</source>
        <translation>faixa (unidades log)</translation>
    </message>
    <message>
        <source>fixed first-token cost (s)</source>
        <translation>tempo fixo do primeiro token (s)</translation>
    </message>
    <message>
        <source>requests arriving together (share)</source>
        <translation>requisições que chegam juntas (proporção)</translation>
    </message>
    <message>
        <source>purchase price per GPU (US$)</source>
        <translation>valor de aquisição por GPU (US$)</translation>
    </message>
    <message>
        <source>rest of the server (share of the GPU price)</source>
        <translation>restante do servidor (proporção do preço da GPU)</translation>
    </message>
    <message>
        <source>node power per GPU (W)</source>
        <translation>potência do nó por GPU (W)</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>power price (US$/kWh)</source>
        <translation>preço da energia elétrica (US$/kWh)</translation>
    </message>
    <message>
        <source>month 1</source>
        <translation>mês 1</translation>
    </message>
    <message>
        <source>the term&apos;s total</source>
        <translation>total no horizonte de análise</translation>
    </message>
    <message>
        <source>the present value</source>
        <translation>valor presente</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>inferência</translation>
    </message>
    <message>
        <source>formats</source>
        <translation>formatos</translation>
    </message>
    <message>
        <source>US$/month</source>
        <translation>US$/mês</translation>
    </message>
    <message>
        <source>US$/term</source>
        <translation>US$/horizonte</translation>
    </message>
    <message>
        <source>US$/Mtok</source>
        <translation>US$/mi tok.</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>réplicas</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/usuário</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>1º token</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>({n} options meet the need, cheapest first by {basis}; * on the cost-speed front; US$ as the buyer pays for the whole fleet, the peak hour&apos;s volume plus the spare replicas, taxes, maintenance and staff included: month 1 and the {months}-month term; formats: experts / rest, KV cache; &apos;quantized&apos; needs a quantized checkpoint)</source>
        <translation>({n} opções atendem à necessidade, da mais econômica à mais cara pelo {basis}; * na fronteira custo-velocidade; US$ como o comprador paga pelo parque inteiro, dimensionado para o volume do horário de pico mais as réplicas de reserva, com tributos, manutenção e equipe: o mês 1 e o horizonte de análise de {months} meses; formatos: especialistas / demais pesos, cache KV; &apos;quantizado&apos; exige um checkpoint quantizado)</translation>
    </message>
    <message>
        <source>searched {n} configurations in {ms} ms</source>
        <translation>{n} configurações pesquisadas em {ms} ms</translation>
    </message>
    <message>
        <source>one replica per month (US$)</source>
        <translation>uma réplica por mês (US$)</translation>
    </message>
    <message>
        <source>months of the term</source>
        <translation>meses do horizonte</translation>
    </message>
    <message>
        <source>resale at the end</source>
        <translation>revenda ao final</translation>
    </message>
    <message>
        <source>same winner at every corner</source>
        <translation>mesma opção mais econômica em todos os extremos</translation>
    </message>
    <message>
        <source>API per month (US$)</source>
        <translation>API por mês (US$)</translation>
    </message>
    <message>
        <source>spare replicas</source>
        <translation>réplicas de reserva</translation>
    </message>
    <message>
        <source>availability (%)</source>
        <translation>disponibilidade (%)</translation>
    </message>
    <message>
        <source>the API&apos;s SLA (%)</source>
        <translation>SLA da API (%)</translation>
    </message>
    <message>
        <source>fleet&apos;s rated power (kW)</source>
        <translation>potência nominal do parque (kW)</translation>
    </message>
    <message>
        <source>kWh per million tokens</source>
        <translation>kWh por milhão de tokens</translation>
    </message>
    <message>
        <source>kg CO₂ per million tokens</source>
        <translation>kg de CO₂ por milhão de tokens</translation>
    </message>
    <message>
        <source>unknown (no price set)</source>
        <translation>desconhecido (sem preço definido)</translation>
    </message>
    <message>
        <source>none published</source>
        <translation>nenhum publicado</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>largura de banda da memória</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>capacidade de cálculo</translation>
    </message>
    <message>
        <source>one request at a time, native format</source>
        <translation>uma requisição por vez, formato nativo</translation>
    </message>
    <message>
        <source>one request at a time, dequantized format</source>
        <translation>uma requisição por vez, formato desquantizado</translation>
    </message>
    <message>
        <source>many requests at once, native format</source>
        <translation>várias requisições simultâneas, formato nativo</translation>
    </message>
    <message>
        <source>many requests at once, dequantized format</source>
        <translation>várias requisições simultâneas, formato desquantizado</translation>
    </message>
    <message>
        <source>experts in host memory, native format</source>
        <translation>especialistas na memória do servidor, formato nativo</translation>
    </message>
    <message>
        <source>experts in host memory, dequantized format</source>
        <translation>especialistas na memória do servidor, formato desquantizado</translation>
    </message>
    <message>
        <source>FP8 (per tensor)</source>
        <extracomment>Catalog format names that carry English words; the others (BF16, NVFP4, Q4_K_M) read the same in every language. A name missing here is shown as the catalog spells it.</extracomment>
        <translation>FP8 (por tensor)</translation>
    </message>
    <message>
        <source>FP8, 128x128 blocks (DeepSeek)</source>
        <translation>FP8, blocos de 128×128 (DeepSeek)</translation>
    </message>
    <message>
        <source>INT8, per channel</source>
        <translation>INT8, por canal</translation>
    </message>
    <message>
        <source>INT4, group 128, FP16 scale</source>
        <translation>INT4, grupo de 128, escala FP16</translation>
    </message>
    <message>
        <source>INT4, group 128, FP16 scale + zero point</source>
        <translation>INT4, grupo de 128, escala FP16 + ponto zero</translation>
    </message>
    <message>
        <source>INT4, group 32, BF16 scale (Kimi K2.5/K2.6)</source>
        <translation>INT4, grupo de 32, escala BF16 (Kimi K2.5/K2.6)</translation>
    </message>
    <message>
        <source>Serving layout</source>
        <translation>Arranjo de inferência</translation>
    </message>
    <message>
        <source>Prompt-processing GPUs per unit</source>
        <translation>GPUs de processamento do prompt por unidade</translation>
    </message>
    <message>
        <source>Generation GPUs per unit</source>
        <translation>GPUs de geração por unidade</translation>
    </message>
    <message>
        <source>Production units</source>
        <translation>Unidades de produção</translation>
    </message>
    <message>
        <source>Requests per generation GPU</source>
        <translation>Requisições por GPU de geração</translation>
    </message>
    <message>
        <source>Requests a second at the peak</source>
        <translation>Requisições por segundo no pico</translation>
    </message>
    <message>
        <source>Prompt length spread</source>
        <translation>Dispersão do tamanho do prompt</translation>
    </message>
    <message>
        <source>Answer length spread</source>
        <translation>Dispersão do tamanho da resposta</translation>
    </message>
    <message>
        <source>Arrival burstiness</source>
        <translation>Rajadas nas chegadas</translation>
    </message>
    <message>
        <source>Share of requests the targets hold for</source>
        <translation>Proporção de requisições em que as metas valem</translation>
    </message>
    <message>
        <source>Rental commitment</source>
        <translation>Compromisso de uso da locação</translation>
    </message>
    <message>
        <source>Billed hours a day</source>
        <translation>Horas cobradas por dia</translation>
    </message>
    <message>
        <source>First month of the term</source>
        <translation>Primeiro mês do horizonte de análise</translation>
    </message>
    <message>
        <source>Income tax saved on deductible costs</source>
        <translation>Imposto de renda economizado com custos dedutíveis</translation>
    </message>
    <message>
        <source>Share sent as batch jobs</source>
        <translation>Proporção enviada em lote</translation>
    </message>
    <message>
        <source>Share of input written to the cache</source>
        <translation>Proporção da entrada gravada no cache</translation>
    </message>
    <message>
        <source>API batch discount</source>
        <translation>Desconto de lote da API</translation>
    </message>
    <message>
        <source>API long-context threshold (tokens)</source>
        <translation>Limite de contexto longo da API (tokens)</translation>
    </message>
    <message>
        <source>API long-context input multiplier</source>
        <translation>Multiplicador de entrada em contexto longo da API</translation>
    </message>
    <message>
        <source>API long-context output multiplier</source>
        <translation>Multiplicador de saída em contexto longo da API</translation>
    </message>
    <message>
        <source>API cache-write price (US$ per million tokens)</source>
        <translation>Preço de gravação em cache da API (US$ por milhão de tokens)</translation>
    </message>
    <message>
        <source>API&apos;s SLA (%)</source>
        <translation>SLA da API (%)</translation>
    </message>
    <message>
        <source>Source of the API&apos;s SLA</source>
        <translation>Fonte do SLA da API</translation>
    </message>
    <message>
        <source>GPU failures a year</source>
        <translation>Falhas de GPU ao ano</translation>
    </message>
    <message>
        <source>Server failures a year</source>
        <translation>Falhas de servidor ao ano</translation>
    </message>
    <message>
        <source>Repair time (hours)</source>
        <translation>Tempo de reparo (horas)</translation>
    </message>
    <message>
        <source>Maintenance per replica (hours a month)</source>
        <translation>Manutenção por réplica (horas por mês)</translation>
    </message>
    <message>
        <source>Power grid</source>
        <translation>Rede elétrica</translation>
    </message>
    <message>
        <source>Required availability (%)</source>
        <translation>Disponibilidade exigida (%)</translation>
    </message>
    <message>
        <source>Facility power limit (kW at the meter)</source>
        <translation>Limite de potência da instalação (kW no medidor)</translation>
    </message>
    <message>
        <source>Per-rack limit (kW)</source>
        <translation>Limite por rack (kW)</translation>
    </message>
    <message>
        <source>replicas of the model (as sized)</source>
        <translation>réplicas do modelo (conforme dimensionado)</translation>
    </message>
    <message>
        <source>disaggregated serving (prompts and generation on separate GPUs)</source>
        <translation>inferência desagregada (prompt e geração em GPUs separadas)</translation>
    </message>
    <message>
        <source>wide expert parallelism (experts over several nodes)</source>
        <translation>paralelismo amplo de especialistas (especialistas em vários nós)</translation>
    </message>
    <message>
        <source>the buyer&apos;s country</source>
        <translation>país do comprador</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>Estados Unidos</translation>
    </message>
    <message>
        <source>world average</source>
        <translation>média mundial</translation>
    </message>
    <message>
        <source>on demand (by the hour)</source>
        <translation>sob demanda (por hora)</translation>
    </message>
    <message>
        <source>committed for 1 year</source>
        <translation>compromisso de uso de 1 ano</translation>
    </message>
    <message>
        <source>committed for 3 years</source>
        <translation>compromisso de uso de 3 anos</translation>
    </message>
    <message>
        <source>Modified MIT</source>
        <extracomment>Catalog texts in English words that a reader sees as data (a model&apos;s license), translated where shown (``fmt.format_name``); proper names such as &quot;Apache-2.0&quot; or &quot;Llama 3.1 Community License&quot; stay as published.</extracomment>
        <translation>MIT modificada</translation>
    </message>
    <message>
        <source>MIT (code); DeepSeek Model License (weights)</source>
        <translation>MIT (código); DeepSeek Model License (pesos)</translation>
    </message>
    <message>
        <source>abroad</source>
        <translation>no exterior</translation>
    </message>
    <message>
        <source>in Brazil</source>
        <translation>no Brasil</translation>
    </message>
    <message>
        <source>remittance</source>
        <translation>remessa (câmbio)</translation>
    </message>
    <message>
        <source>card</source>
        <translation>cartão</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>none added</source>
        <translation>nenhum acrescentado</translation>
    </message>
    <message>
        <source>technical service</source>
        <translation>serviço técnico</translation>
    </message>
    <message>
        <source>other service</source>
        <translation>outro serviço</translation>
    </message>
    <message>
        <source>imported directly</source>
        <translation>importação direta</translation>
    </message>
    <message>
        <source>from a Brazilian distributor</source>
        <translation>de um distribuidor no Brasil</translation>
    </message>
    <message>
        <source>host memory (expert offload)</source>
        <translation>memória do host (offload de especialistas)</translation>
    </message>
    <message>
        <source>Native 4-bit compute</source>
        <translation>Cálculo nativo em 4 bits</translation>
    </message>
    <message>
        <source>Time per decode step</source>
        <translation>Tempo por passo de geração</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimativa</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medição</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>per user while decoding</source>
        <extracomment>What each metric measures, and its unit.</extracomment>
        <translation>por usuário na geração</translation>
    </message>
    <message>
        <source>per request, first token included</source>
        <translation>por requisição, incluindo o primeiro token</translation>
    </message>
    <message>
        <source>to the first token</source>
        <translation>até o primeiro token</translation>
    </message>
    <message>
        <source>{model} on {n}× {gpu}, {engine}, concurrency {c}</source>
        <translation>{model} em {n}× {gpu}, {engine}, simultaneidade {c}</translation>
    </message>
    <message>
        <source>Your measurement of {date}: {setup}</source>
        <translation>Sua medição de {date}: {setup}</translation>
    </message>
    <message>
        <source>For this setup the model alone estimates {est}; you measured {measured} ({what}).</source>
        <translation>Para esta configuração, o modelo sozinho estima {est}; você mediu {measured} ({what}).</translation>
    </message>
    <message>
        <source>For this setup we estimate {est}; {engine} measured {measured} ({what}). This run is shown but not used to calibrate the model: its own figures point to a limit other than the GPUs, or leave out what the estimate needs.</source>
        <translation>Para esta configuração estimamos {est}; o {engine} mediu {measured} ({what}). Esta medição é mostrada, mas não é usada para calibrar o modelo: os próprios números dela indicam um limite que não está nas GPUs, ou omitem o que a estimativa precisa.</translation>
    </message>
    <message>
        <source>For this setup we estimate {est}; {engine} measured {measured} ({what}).</source>
        <translation>Para esta configuração estimamos {est}; o {engine} mediu {measured} ({what}).</translation>
    </message>
    <message>
        <source>median time per output token {v}</source>
        <translation>tempo mediano por token de saída {v}</translation>
    </message>
    <message>
        <source>median time to first token {v}</source>
        <translation>tempo mediano até o primeiro token {v}</translation>
    </message>
    <message>
        <source>{p} input and {o} output tokens per request</source>
        <translation>{p} tokens de entrada e {o} de saída por requisição</translation>
    </message>
    <message>
        <source>{n} requests</source>
        <translation>{n} requisições</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>sua</translation>
    </message>
    <message>
        <source>{t}, shown but not used to calibrate</source>
        <translation>{t}, mostrada mas não usada na calibração</translation>
    </message>
    <message>
        <source>anchored to your measurement of {date}</source>
        <translation>ancorada na sua medição de {date}</translation>
    </message>
    <message>
        <source>Anchored to your measurement of {date} ({measured} per user; the model alone gives {model} at that setup): the estimate is the model&apos;s times {factor}, that is the ratio {ratio} raised to the weight {w}. The weight is exp(−Δ²/(2 × ln²4)), where Δ² adds the squared logarithms of the ratios of concurrency, prompt length, context length and GPU count to the measurement&apos;s: 1 at its setup, 0.61 at four times the concurrency, 0.32 at eight times.</source>
        <translation>Ancorada na sua medição de {date} ({measured} por usuário; o modelo sozinho dá {model} nessa configuração): a estimativa é a do modelo multiplicada por {factor}, isto é, a razão {ratio} elevada ao peso {w}. O peso é exp(−Δ²/(2 × ln²4)), em que Δ² soma os quadrados dos logaritmos das razões entre simultaneidade, tamanho do prompt, janela de contexto e número de GPUs e os da medição: 1 na configuração medida, 0,61 com o quádruplo da simultaneidade, 0,32 com o óctuplo.</translation>
    </message>
    <message>
        <source>{v} ({d} off)</source>
        <translation>{v} (desvio de {d})</translation>
    </message>
    <message>
        <source>Measured setup</source>
        <translation>Configuração medida</translation>
    </message>
    <message>
        <source>Our estimate</source>
        <translation>Nossa estimativa</translation>
    </message>
    <message>
        <source>Trust</source>
        <translation>Confiabilidade</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Nearest published measurements</source>
        <translation>Medições publicadas mais próximas</translation>
    </message>
    <message>
        <source>Nearest measurement</source>
        <translation>Medição mais próxima</translation>
    </message>
    <message>
        <source>Your measurement</source>
        <translation>Sua medição</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparação</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidências</translation>
    </message>
    <message>
        <source>Rows are ranked by model family, then GPU, engine and concurrency. The estimate beside each is this model run at that row&apos;s own setup, so the gap shows how far to trust the figure above. The speed model is fitted once on all the rows.</source>
        <translation>As linhas são ordenadas pela família do modelo e depois por GPU, motor de inferência e simultaneidade. A estimativa ao lado de cada uma é este modelo aplicado à própria configuração da linha, e a diferença mostra quanto confiar no indicador acima. O modelo de velocidade é ajustado uma única vez com todas as linhas.</translation>
    </message>
    <message>
        <source>Click for the nearest published measurements.</source>
        <translation>Clique para ver as medições publicadas mais próximas.</translation>
    </message>
    <message>
        <source>The estimate is a calibrated model, not a benchmark: the range shows its uncertainty on this hardware. Larger batches raise aggregate throughput but touch more experts per step, so the speed per user falls.</source>
        <translation>A estimativa vem de um modelo calibrado, não de um benchmark: a faixa mostra a incerteza neste hardware. Lotes maiores aumentam a vazão agregada, mas acionam mais especialistas por passo, e a velocidade por usuário cai.</translation>
    </message>
    <message>
        <source>Batch effect: decode speed per sequence and in total against concurrent sequences (log scales).</source>
        <translation>Efeito do lote: velocidade de geração por requisição e vazão total em função das requisições simultâneas (escalas logarítmicas).</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Vazão</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>Rented GPUs</source>
        <extracomment>The term chart&apos;s three lines (legend and tooltip names).</extracomment>
        <translation>GPUs em locação (nuvem)</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>GPUs de aquisição própria</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Per month, one replica</source>
        <translation>Por mês, uma réplica</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Por milhão de tokens</translation>
    </message>
    <message>
        <source>Owned: no purchase price is set for this GPU, so ownership is not costed (power alone would be {p} per month).</source>
        <translation>Aquisição própria: não há valor de aquisição informado para esta GPU, por isso o custo dessa opção não é calculado (só a energia elétrica seria {p} por mês).</translation>
    </message>
    <message>
        <source>Blended API price</source>
        <translation>Preço médio ponderado da API</translation>
    </message>
    <message>
        <source>One replica carries</source>
        <translation>Uma réplica atende</translation>
    </message>
    <message>
        <source>Monthly cost against monthly tokens (log scales): the API grows with volume; self-hosting rises in steps as replicas are added.</source>
        <translation>Custo mensal em função dos tokens por mês (escalas logarítmicas): a API cresce com o volume; a hospedagem própria sobe em degraus à medida que réplicas são adicionadas.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <source>Prepared on {date}</source>
        <translation>Elaborado em {date}</translation>
    </message>
    <message>
        <source>Not priced: {why}; {what}. Through the API the planned {tokens} cost {api} per month.</source>
        <translation>Custo não calculado: {why}; {what}. Pela API, os {tokens} previstos custam {api} por mês.</translation>
    </message>
    <message>
        <source>buying {replicas}, {amount}</source>
        <translation>aquisição própria com {replicas}, {amount}</translation>
    </message>
    <message>
        <source>renting {replicas}, {amount}</source>
        <translation>locação com {replicas}, {amount}</translation>
    </message>
    <message>
        <source>the API {amount}</source>
        <translation>a API {amount}</translation>
    </message>
    <message>
        <source>At the planned {tokens}, the first month costs: {routes}.</source>
        <translation>Com os {tokens} planejados, o primeiro mês custa: {routes}.</translation>
    </message>
    <message>
        <source>{model}: {total} parameters, {active} active per token ({how})</source>
        <translation>{model}: {total} de parâmetros, {active} ativos por token ({how})</translation>
    </message>
    <message>
        <source>Model figures</source>
        <translation>Dados do modelo</translation>
    </message>
    <message>
        <source>Context note</source>
        <translation>Observação sobre o contexto</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>Âncora</translation>
    </message>
    <message>
        <source>{t} per month, held over the term</source>
        <translation>{t} por mês, mantidos no horizonte de análise</translation>
    </message>
    <message>
        <source>not shown: a price is missing</source>
        <translation>não mostrado: falta um preço</translation>
    </message>
    <message>
        <source>Amounts in reais at R$ {rate} per US$.</source>
        <translation>Valores em reais a R$ {rate} por US$.</translation>
    </message>
    <message>
        <source>Ranges in reais include the exchange rate moving {fx} either way over the term (a stated assumption). Every route is priced in dollars, so the rate moves them alike: it changes the amounts, not which route is cheapest.</source>
        <translation>As faixas em reais incluem uma variação cambial de {fx} para mais ou para menos ao longo do horizonte de análise (uma premissa declarada). Todas as opções têm preço em dólar, então o câmbio as move por igual: muda os valores, não qual opção é a mais econômica.</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Tamanho dos arquivos do modelo (checkpoint)</translation>
    </message>
    <message>
        <source>Download at {v}</source>
        <translation>Download a {v}</translation>
    </message>
    <message>
        <source>Fast NVMe to plan</source>
        <translation>NVMe rápido a prever</translation>
    </message>
    <message>
        <source>{v} per node: checkpoint plus room for a second copy and swap</source>
        <translation>{v} por nó: arquivos do modelo, mais espaço para uma segunda cópia e swap</translation>
    </message>
    <message>
        <source>Storage and download</source>
        <translation>Armazenamento e download</translation>
    </message>
    <message>
        <source>Serving recipe</source>
        <translation>Guia de implantação</translation>
    </message>
    <message>
        <source>No serving-recipe facts are recorded for {model} on {engine}.</source>
        <translation>Não há guia de implantação registrado para {model} no {engine}.</translation>
    </message>
    <message>
        <source>Facts for {model} on {engine}.</source>
        <translation>Informações sobre o {model} no {engine}.</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tópico</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Informação</translation>
    </message>
    <message>
        <source>Source: {s}.</source>
        <translation>Fonte: {s}.</translation>
    </message>
    <message>
        <source>Self-hosting sizing report</source>
        <translation>Dimensionamento de hospedagem própria</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Parâmetros ativos</translation>
    </message>
    <message>
        <source>Recurrent state</source>
        <translation>Estado recorrente</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Reserva do sistema (overhead)</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>Memória usada por GPU</translation>
    </message>
    <message>
        <source>API per month</source>
        <translation>API por mês</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>Download time</source>
        <translation>Tempo de download</translation>
    </message>
    <message>
        <source>Model {name}</source>
        <translation>Modelo {name}</translation>
    </message>
    <message>
        <source>GPU {name}</source>
        <translation>GPU {name}</translation>
    </message>
    <message>
        <source>{m} memory, {bw} TB/s, {tf} BF16 TFLOPS, {w} W</source>
        <translation>{m} de memória, {bw} TB/s, {tf} TFLOPS BF16, {w} W</translation>
    </message>
    <message>
        <source>Format {name}</source>
        <translation>Formato {name}</translation>
    </message>
    <message>
        <source>{b} bits per weight</source>
        <translation>{b} bits por peso</translation>
    </message>
    <message>
        <source>Rental price {gpu}</source>
        <translation>Preço de locação {gpu}</translation>
    </message>
    <message>
        <source>{v} per GPU-hour (user-set; catalog {lo} to {hi})</source>
        <translation>{v} por hora de GPU (informado pelo usuário; catálogo de {lo} a {hi})</translation>
    </message>
    <message>
        <source>{v} per GPU-hour (catalog range {lo} to {hi})</source>
        <translation>{v} por hora de GPU (faixa do catálogo de {lo} a {hi})</translation>
    </message>
    <message>
        <source>API prices</source>
        <extracomment>Sensitivity rows: stable core ids -&gt; labels (the cache-hit rate moves by points, see decision.py).</extracomment>
        <translation>Preços da API</translation>
    </message>
    <message>
        <source>{i} input, {c} cached input, {o} output per million tokens</source>
        <translation>{i} entrada, {c} entrada com cache, {o} saída por milhão de tokens</translation>
    </message>
    <message>
        <source>Share of GPU memory the engine may use; vLLM&apos;s default is 0.9.</source>
        <translation>Proporção da memória da GPU que o motor de inferência pode usar; o padrão do vLLM é 0,9.</translation>
    </message>
    <message>
        <source>CUDA context, NCCL buffers and CUDA graphs; a public Kimi K3 sizing article budgets 30 GB on 8 GPUs.</source>
        <translation>Contexto CUDA, buffers NCCL e CUDA graphs; um artigo público de dimensionamento do Kimi K3 reserva 30 GB em 8 GPUs.</translation>
    </message>
    <message>
        <source>Leave-one-out: each row predicted by a fit made without it.</source>
        <translation>Validação deixando um de fora: cada linha é prevista por um ajuste feito sem ela.</translation>
    </message>
    <message>
        <source>Fast storage as a multiple of the checkpoint (a public Kimi K3 deployment article: about 4 TB for 1.56 TB).</source>
        <translation>Armazenamento rápido como múltiplo do checkpoint (um artigo público de implantação do Kimi K3: cerca de 4 TB para 1,56 TB).</translation>
    </message>
    <message>
        <source>Per GPU: {formula}. {source}.</source>
        <translation>Por GPU: {formula}. {source}.</translation>
    </message>
    <message>
        <source>Cost per month, whole fleet</source>
        <translation>Custo mensal, parque inteiro</translation>
    </message>
    <message>
        <source>Total over the term</source>
        <translation>Total no horizonte de análise</translation>
    </message>
    <message>
        <source>Range of the decision</source>
        <translation>Faixa da decisão</translation>
    </message>
    <message>
        <source>Energy and CO₂ per million tokens</source>
        <translation>Energia e CO₂ por milhão de tokens</translation>
    </message>
    <message>
        <source>{t} total, {a} active parameters ({how})</source>
        <translation>{t} no total, {a} parâmetros ativos ({how})</translation>
    </message>
    <message>
        <source>GPU failures</source>
        <translation>Falhas de GPU</translation>
    </message>
    <message>
        <source>{v} a GPU a year</source>
        <translation>{v} por GPU ao ano</translation>
    </message>
    <message>
        <source>Server failures</source>
        <translation>Falhas de servidor</translation>
    </message>
    <message>
        <source>{v} a server a year</source>
        <translation>{v} por servidor ao ano</translation>
    </message>
    <message>
        <source>Repair time</source>
        <translation>Tempo de reparo</translation>
    </message>
    <message>
        <source>{v} hours</source>
        <translation>{v} horas</translation>
    </message>
    <message>
        <source>{v} kg CO₂ per kWh ({name})</source>
        <translation>{v} kg de CO₂ por kWh ({name})</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth a decode step achieves.</source>
        <translation>Proporção da largura de banda de pico da memória que um passo de geração atinge.</translation>
    </message>
    <message>
        <source>Memory efficiency (η)</source>
        <translation>Eficiência de memória (η)</translation>
    </message>
    <message>
        <source>Share of peak FLOPS decode matrix products achieve.</source>
        <translation>Proporção dos FLOPS de pico que os produtos de matrizes da geração atingem.</translation>
    </message>
    <message>
        <source>Compute efficiency (η)</source>
        <translation>Eficiência de cálculo (η)</translation>
    </message>
    <message>
        <source>Share of peak FLOPS prefill achieves.</source>
        <translation>Proporção dos FLOPS de pico que o prefill atinge.</translation>
    </message>
    <message>
        <source>Prefill efficiency (η)</source>
        <translation>Eficiência do prefill (η)</translation>
    </message>
    <message>
        <source>Collective latency</source>
        <translation>Latência das operações coletivas</translation>
    </message>
    <message>
        <source>{b} µs + {d} µs per doubling</source>
        <translation>{b} µs + {d} µs a cada duplicação</translation>
    </message>
    <message>
        <source>Per collective inside one NVLink domain; × {f} across nodes.</source>
        <translation>Por operação coletiva dentro de um domínio NVLink; × {f} entre nós.</translation>
    </message>
    <message>
        <source>Fixed step cost ({engine})</source>
        <translation>Tempo fixo por passo ({engine})</translation>
    </message>
    <message>
        <source>{v} ms</source>
        <translation>{v} ms</translation>
    </message>
    <message>
        <source>Scheduler, sampling and launch gaps per decode step.</source>
        <translation>Escalonador, amostragem e intervalos de lançamento por passo de geração.</translation>
    </message>
    <message>
        <source>Uncertainty band</source>
        <translation>Faixa de incerteza</translation>
    </message>
    <message>
        <source>{b} (regime {k})</source>
        <translation>{b} (regime {k})</translation>
    </message>
    <message>
        <source>Estimate × e^(±band): the mean leave-one-out residuals of the fit over this setup&apos;s slices of the corpus (vendor, one user or many, number format, engine), widened where no measurement informs an efficiency factor.</source>
        <translation>Estimativa × e^(±faixa): a média dos resíduos de validação cruzada deixando um de fora (leave-one-out) do ajuste nas fatias do conjunto de medições a que esta configuração pertence (fabricante da GPU, um usuário ou muitos, formato numérico, motor de inferência), alargada onde nenhuma medição informa um fator de eficiência.</translation>
    </message>
    <message>
        <source>Fit quality</source>
        <translation>Qualidade do ajuste</translation>
    </message>
    <message>
        <source>median error {m} over {n} rows</source>
        <translation>erro mediano de {m} em {n} linhas</translation>
    </message>
    <message>
        <source>NVMe plan</source>
        <translation>Previsão de NVMe</translation>
    </message>
    <message>
        <source>Rented GPUs bill around the clock.</source>
        <translation>GPUs em locação são cobradas 24 horas por dia.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Figure used</source>
        <translation>Valor usado</translation>
    </message>
    <message>
        <source>Source (quoted as published)</source>
        <translation>Fonte (citada como publicada)</translation>
    </message>
    <message>
        <source>Catalog figures</source>
        <translation>Valores do catálogo</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Constante</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Justificativa</translation>
    </message>
    <message>
        <source>Constants and assumptions</source>
        <translation>Constantes e premissas</translation>
    </message>
    <message>
        <source>Experts in host RAM: share of the RAM bandwidth the CPU expert kernels achieve (llama.cpp PR #26185 measurement).</source>
        <translation>Especialistas na RAM do servidor: proporção da largura de banda da RAM que os kernels de especialistas na CPU atingem (medição do PR #26185 do llama.cpp).</translation>
    </message>
    <message>
        <source>Crossing nodes (scale-out RDMA) multiplies collective latency by this.</source>
        <translation>Atravessar nós (RDMA entre servidores) multiplica a latência das operações coletivas por este fator.</translation>
    </message>
    <message>
        <source>Scale-out bandwidth per GPU between nodes: one 400 Gb/s network card.</source>
        <translation>Largura de banda por GPU entre nós: uma placa de rede de 400 Gb/s.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Share of peak HBM bandwidth a decode step achieves; fitted on the whole measurement corpus.</source>
        <translation>Proporção da largura de banda de pico da HBM que um passo de geração atinge; ajustada com todo o conjunto de medições.</translation>
    </message>
    <message>
        <source>Memory bandwidth efficiency</source>
        <translation>Eficiência da largura de banda de memória</translation>
    </message>
    <message>
        <source>Compute efficiency while decoding</source>
        <translation>Eficiência de cálculo na geração</translation>
    </message>
    <message>
        <source>Share of peak dense FLOPS the decode step achieves (small batches, grouped experts); fitted on the whole measurement corpus.</source>
        <translation>Proporção dos FLOPS densos de pico que o passo de geração atinge (lotes pequenos, especialistas agrupados); ajustada com todo o conjunto de medições.</translation>
    </message>
    <message>
        <source>Compute efficiency while reading the prompt</source>
        <translation>Eficiência de cálculo na leitura do prompt</translation>
    </message>
    <message>
        <source>Share of peak FLOPS prefill achieves (large matrix products); fitted on the long-prompt rows.</source>
        <translation>Proporção dos FLOPS de pico que o preenchimento do prompt atinge (produtos de matrizes grandes); ajustada com as linhas de prompt longo.</translation>
    </message>
    <message>
        <source>Fixed cost per step of an old engine release</source>
        <translation>Tempo fixo por passo de uma versão antiga do motor de inferência</translation>
    </message>
    <message>
        <source>Fixed cost of each decode step of SGLang 0.4, the release of Qwen&apos;s 2025 speed benchmark; fitted on that release&apos;s measured rows only. No estimate uses it: estimates take today&apos;s engines&apos; costs.</source>
        <translation>Tempo fixo de cada passo de geração do SGLang 0.4, a versão do teste de velocidade da Qwen de 2025; ajustado apenas nas medições dessa versão. Nenhuma estimativa o usa: as estimativas usam os tempos dos motores de inferência atuais.</translation>
    </message>
    <message>
        <source>Old engine release&apos;s slow path, per layer</source>
        <translation>Caminho lento de uma versão antiga do motor de inferência, por camada</translation>
    </message>
    <message>
        <source>Fixed time per expert layer per step of SGLang 0.4&apos;s INT4 (GPTQ) expert kernels, documented as a slow path (SGLang issues #6313, #9574); fitted on the two measured rows of that release only. No estimate uses it: current releases&apos; INT4 kernels are an efficiency factor.</source>
        <translation>Tempo fixo por camada de especialistas, a cada passo, dos kernels INT4 (GPTQ) de especialistas do SGLang 0.4, documentados como um caminho lento (issues #6313 e #9574 do SGLang); ajustado apenas nas duas medições dessa versão. Nenhuma estimativa o usa: nos motores de inferência atuais, os kernels INT4 são um fator de eficiência.</translation>
    </message>
    <message>
        <source>Host RAM bandwidth efficiency</source>
        <translation>Eficiência da largura de banda da RAM do servidor</translation>
    </message>
    <message>
        <source>GPU-to-GPU exchange latency</source>
        <translation>Latência de troca entre GPUs</translation>
    </message>
    <message>
        <source>Latency of one collective inside one NVLink domain, fixed part; fitted.</source>
        <translation>Latência de uma operação coletiva dentro de um domínio NVLink, parte fixa; ajustada.</translation>
    </message>
    <message>
        <source>Extra latency per doubling of GPUs</source>
        <translation>Latência extra a cada dobro de GPUs</translation>
    </message>
    <message>
        <source>Latency added to a collective each time the GPU group doubles; fitted.</source>
        <translation>Latência acrescentada a uma operação coletiva cada vez que o grupo de GPUs dobra; ajustada.</translation>
    </message>
    <message>
        <source>Fixed cost per generation step</source>
        <translation>Tempo fixo por passo de geração</translation>
    </message>
    <message>
        <source>Fixed cost of each decode step by engine (scheduler, sampling, launch gaps); fitted on the whole measurement corpus.</source>
        <translation>Tempo fixo de cada passo de geração por motor de inferência (escalonador, amostragem, intervalos de lançamento); ajustado com todo o conjunto de medições.</translation>
    </message>
    <message>
        <source>Fixed cost of the first token</source>
        <translation>Tempo fixo do primeiro token</translation>
    </message>
    <message>
        <source>Latency penalty across servers</source>
        <translation>Penalidade de latência entre servidores</translation>
    </message>
    <message>
        <source>Network bandwidth between servers</source>
        <translation>Largura de banda de rede entre servidores</translation>
    </message>
    <message>
        <source>Prompt chunk size</source>
        <translation>Tamanho do bloco de prompt</translation>
    </message>
    <message>
        <source>Prefill chunk of the engines; each chunk reads the resident weights once (the first-token floor).</source>
        <translation>Bloco de preenchimento dos motores de inferência; cada bloco lê uma vez os pesos residentes (o piso do primeiro token).</translation>
    </message>
    <message>
        <source>Typical answer length</source>
        <translation>Tamanho típico da resposta</translation>
    </message>
    <message>
        <source>Output tokens per request where a workload does not say (8K in / 1K out).</source>
        <translation>Tokens de saída por requisição quando a carga de trabalho não informa (8 mil de entrada / 1 mil de saída).</translation>
    </message>
    <message>
        <source>log units</source>
        <translation>unidades log</translation>
    </message>
    <message>
        <source>Speed uncertainty range</source>
        <translation>Faixa de incerteza da velocidade</translation>
    </message>
    <message>
        <source>First-token time uncertainty range</source>
        <translation>Faixa de incerteza do tempo até o primeiro token</translation>
    </message>
    <message>
        <source>Uncertainty of the time to first token: the leave-one-out residuals of the fit.</source>
        <translation>Incerteza do tempo até o primeiro token: os resíduos do ajuste deixando uma medição de fora.</translation>
    </message>
    <message>
        <source>Typical error of the speed model</source>
        <translation>Erro típico do modelo de velocidade</translation>
    </message>
    <message>
        <source>Median leave-one-out error of the speed model over the measurement corpus.</source>
        <translation>Erro mediano do modelo de velocidade no conjunto de medições, deixando uma medição de fora.</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <source>Fixed cost of a request&apos;s first token by engine (tokenization, scheduling, launch); fitted.</source>
        <translation>Tempo fixo do primeiro token de uma requisição, por motor de inferência (tokenização, agendamento, lançamento); ajustado.</translation>
    </message>
    <message>
        <source>Requests arriving together</source>
        <translation>Requisições que chegam juntas</translation>
    </message>
    <message>
        <source>Share of the other requests in flight that arrive with a new one and have their prompts read first (benchmark clients start together); fitted on the first-token rows.</source>
        <translation>Proporção das outras requisições em andamento que chegam junto com uma nova e têm seus prompts lidos antes (os clientes de benchmark começam juntos); ajustada nas medições de primeiro token.</translation>
    </message>
    <message>
        <source>Largest prompt-reading load</source>
        <translation>Maior carga de leitura de prompts</translation>
    </message>
    <message>
        <source>Share of the time spent reading prompts above which the queue model stops growing: past it the arrivals exceed what the steps serve.</source>
        <translation>Proporção do tempo gasta lendo prompts acima da qual o modelo de fila deixa de crescer: além dela, as chegadas excedem o que os passos atendem.</translation>
    </message>
    <message>
        <source>Kernel efficiency factors</source>
        <translation>Fatores de eficiência dos kernels</translation>
    </message>
    <message>
        <source>How far the kernels of a GPU architecture, number format, software stack (CUDA or ROCm) and engine fall short of the physics or beat it, added in log space; each shrunk toward its parent and fitted once on the whole measurement corpus.</source>
        <translation>Quanto os kernels de uma arquitetura de GPU, formato numérico, pilha de software (CUDA ou ROCm) e motor de inferência ficam aquém da física ou a superam, somados em escala logarítmica; cada um é puxado em direção ao seu nível superior e ajustado uma única vez sobre todo o conjunto de medições.</translation>
    </message>
    <message>
        <source>Measurements behind each efficiency factor</source>
        <translation>Medições por trás de cada fator de eficiência</translation>
    </message>
    <message>
        <source>Measured rows that inform each efficiency factor; a factor no row informs falls back to its parent and widens the uncertainty range.</source>
        <translation>Medições que informam cada fator de eficiência; um fator que nenhuma medição informa recorre ao seu nível superior e alarga a faixa de incerteza.</translation>
    </message>
    <message>
        <source>Spread allowed to each level of factors</source>
        <translation>Dispersão permitida a cada nível de fatores</translation>
    </message>
    <message>
        <source>Prior standard deviation of each level of efficiency factors: how far the fit may move one from its parent, and how much the range widens where no row informs it.</source>
        <translation>Desvio-padrão a priori de cada nível de fatores de eficiência: quanto o ajuste pode afastar um fator do seu nível superior e quanto a faixa se alarga onde nenhuma medição o informa.</translation>
    </message>
    <message>
        <source>Uncertainty of a speed estimate per slice of the corpus (vendor, one user or many, number format, engine): the leave-one-out residuals of the fit.</source>
        <translation>Incerteza de uma estimativa de velocidade por fatia do conjunto de medições (fabricante da GPU, um usuário ou muitos, formato numérico, motor de inferência): os resíduos de validação cruzada deixando um de fora (leave-one-out) do ajuste.</translation>
    </message>
    <message>
        <source>Measured rows the speed model is fitted on.</source>
        <translation>Linhas medidas com que o modelo de velocidade é ajustado.</translation>
    </message>
    <message>
        <source>Measurements the speed model is fitted on</source>
        <translation>Medições usadas para ajustar o modelo de velocidade</translation>
    </message>
    <message>
        <source>Typical error of the first-token time</source>
        <translation>Erro típico do tempo até o primeiro token</translation>
    </message>
    <message>
        <source>Median leave-one-out error of the time to first token over the measured first-token rows.</source>
        <translation>Erro mediano de validação cruzada deixando um de fora (leave-one-out) do tempo até o primeiro token, sobre as medições de primeiro token.</translation>
    </message>
    <message>
        <source>First-token measurements</source>
        <translation>Medições de primeiro token</translation>
    </message>
    <message>
        <source>Measured first-token rows the first-token model is fitted on.</source>
        <translation>Medições de primeiro token sobre as quais o modelo de primeiro token é ajustado.</translation>
    </message>
    <message>
        <source>GPU time of a prompt in a loaded server</source>
        <translation>Tempo de GPU de um prompt num servidor carregado</translation>
    </message>
    <message>
        <source>times its FLOPs</source>
        <translation>vezes o tempo dos seus FLOPs</translation>
    </message>
    <message>
        <source>How much GPU time a prompt takes inside a loaded server over the time of its FLOPs alone (chunks sharing steps with decodes, scheduling): what queues the prompts behind it. Fitted on the published first-token times under load (tools/latency_calibration.py).</source>
        <translation>Quanto tempo de GPU um prompt ocupa num servidor carregado em relação ao tempo dos seus FLOPs sozinhos (blocos que dividem os passos com a geração, escalonamento): é o que faz os prompts seguintes esperarem na fila. Ajustado aos tempos até o primeiro token publicados sob carga (tools/latency_calibration.py).</translation>
    </message>
    <message>
        <source>Latency uncertainty range</source>
        <translation>Faixa de incerteza da latência</translation>
    </message>
    <message>
        <source>Uncertainty of the latency under load: the 80th percentile of the median rows&apos; leave-one-out errors.</source>
        <translation>Incerteza da latência sob carga: o percentil 80 dos erros de validação cruzada (deixando uma medição de fora) das medianas.</translation>
    </message>
    <message>
        <source>Typical error of the median first token under load</source>
        <translation>Erro típico da mediana do tempo até o primeiro token sob carga</translation>
    </message>
    <message>
        <source>Median leave-one-out error of the median first token over the published runs under load.</source>
        <translation>Erro mediano, deixando cada medição de fora, da mediana do tempo até o primeiro token nas execuções publicadas sob carga.</translation>
    </message>
    <message>
        <source>Runs under load with a median first token</source>
        <translation>Execuções sob carga com mediana do primeiro token</translation>
    </message>
    <message>
        <source>Published runs whose median first token the latency model is checked against.</source>
        <translation>Execuções publicadas cuja mediana do tempo até o primeiro token confere o modelo de latência.</translation>
    </message>
    <message>
        <source>Typical error of the 99th-percentile first token</source>
        <translation>Erro típico do percentil 99 do primeiro token</translation>
    </message>
    <message>
        <source>Median leave-one-out error of the 99th-percentile first token over the runs that publish it.</source>
        <translation>Erro mediano, deixando cada medição de fora, do percentil 99 do tempo até o primeiro token nas execuções que o publicam.</translation>
    </message>
    <message>
        <source>Runs with a 99th-percentile first token</source>
        <translation>Execuções com percentil 99 do primeiro token</translation>
    </message>
    <message>
        <source>Published runs whose 99th-percentile first token the latency model is checked against.</source>
        <translation>Execuções publicadas cujo percentil 99 do tempo até o primeiro token confere o modelo de latência.</translation>
    </message>
    <message>
        <source>copies of the hidden state</source>
        <translation>cópias do estado oculto</translation>
    </message>
    <message>
        <source>Working memory copies</source>
        <translation>Cópias de memória de trabalho</translation>
    </message>
    <message>
        <source>Copies a forward pass over one prefill chunk keeps alive at its peak; an engineering assumption sized so Kimi K3&apos;s activations land near the 30 GB a public Kimi K3 sizing article budgets on 8 GPUs.</source>
        <translation>Cópias que uma passagem direta sobre um bloco de prefill mantém no pico; uma premissa de engenharia calibrada para que as ativações do Kimi K3 fiquem perto dos 30 GB que um artigo público de dimensionamento do Kimi K3 reserva em 8 GPUs.</translation>
    </message>
    <message>
        <source>Linear-attention state size</source>
        <translation>Tamanho do estado de atenção linear</translation>
    </message>
    <message>
        <source>Sparse-attention indexer key size</source>
        <translation>Tamanho da chave do indexador de atenção esparsa</translation>
    </message>
    <message>
        <source>DeepSeek Sparse Attention caches its indexer keys in FP8 (DeepSeek-V3.2&apos;s inference code and vLLM&apos;s indexer cache).</source>
        <translation>A DeepSeek Sparse Attention guarda as chaves do indexador em FP8 (código de inferência do DeepSeek-V3.2 e cache do indexador do vLLM).</translation>
    </message>
    <message>
        <source>Compressed-attention cache scale block</source>
        <translation>Bloco de escala do cache de atenção comprimida</translation>
    </message>
    <message>
        <source>values per scale byte</source>
        <translation>valores por byte de escala</translation>
    </message>
    <message>
        <source>DeepSeek-V4&apos;s compressed-attention cache in FP8 keeps one scale byte per 64 non-rotary values, the rotary values in BF16 and one pad byte: 584 bytes per entry of a 512-wide head (SGLang&apos;s DeepSeek-V4 memory pool).</source>
        <translation>O cache de atenção comprimida do DeepSeek-V4 em FP8 guarda um byte de escala a cada 64 valores não rotativos, os valores rotativos em BF16 e um byte de preenchimento: 584 bytes por entrada de uma cabeça de 512 valores (pool de memória DeepSeek-V4 do SGLang).</translation>
    </message>
    <message>
        <source>Sparse-attention indexer scale</source>
        <translation>Escala do indexador de atenção esparsa</translation>
    </message>
    <message>
        <source>bytes per 128 values</source>
        <translation>bytes por 128 valores</translation>
    </message>
    <message>
        <source>One FP32 scale per 128 values of each cached indexer key.</source>
        <translation>Uma escala FP32 a cada 128 valores de cada chave do indexador guardada em cache.</translation>
    </message>
    <message>
        <source>Fast disk to plan</source>
        <translation>Disco rápido a prever</translation>
    </message>
    <message>
        <source>Fast NVMe to plan, as a multiple of the checkpoint (a public Kimi K3 deployment article: ~4 TB for 1.56 TB).</source>
        <translation>NVMe rápido a prever, como múltiplo do checkpoint (um artigo público de implantação do Kimi K3: ~4 TB para 1,56 TB).</translation>
    </message>
    <message>
        <source>Largest GPU count considered</source>
        <translation>Maior número de GPUs considerado</translation>
    </message>
    <message>
        <source>bytes per value</source>
        <translation>bytes por valor</translation>
    </message>
    <message>
        <source>The convolution state of linear-attention layers is kept in BF16 by the engines.</source>
        <translation>Os motores de inferência mantêm em BF16 o estado de convolução das camadas de atenção linear.</translation>
    </message>
    <message>
        <source>× checkpoint</source>
        <translation>× arquivos do modelo</translation>
    </message>
    <message>
        <source>prefill per decode</source>
        <translation>prefill por geração</translation>
    </message>
    <message>
        <source>Largest prompt-to-answer ratio</source>
        <translation>Maior proporção prompt/resposta</translation>
    </message>
    <message>
        <source>Largest prefill-per-decode ratio the step model accepts (all-input workloads).</source>
        <translation>Maior razão entre prefill e geração que o modelo de passo aceita (cargas de trabalho só de entrada).</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Largest GPU count the fit search considers.</source>
        <translation>Maior número de GPUs que a busca de capacidade considera.</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Simultaneidade</translation>
    </message>
    <message>
        <source>Published measurements the speed model is calibrated on</source>
        <translation>Medições publicadas usadas para calibrar o modelo de velocidade</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicador</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Fórmulas</translation>
    </message>
    <message>
        <source>Memory is in decimal gigabytes (1 GB = 10⁹ bytes), as GPU vendors quote it. Throughput and prices are estimates for planning, not quotes.</source>
        <translation>A memória está em gigabytes decimais (1 GB = 10⁹ bytes), como os fabricantes de GPUs a informam. Vazão e preços são estimativas para planejamento, não cotações.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Cenários</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Premissas e fontes</translation>
    </message>
    <message>
        <source>Generated {date} with {app} {version}</source>
        <translation>Gerado em {date} com {app} {version}</translation>
    </message>
    <message>
        <source>Page {x} of {y}</source>
        <translation>Página {x} de {y}</translation>
    </message>
    <message>
        <source>whole nodes, pipeline parallel</source>
        <translation>nós inteiros, paralelismo de pipeline</translation>
    </message>
    <message>
        <source>needs more than one node (not allowed)</source>
        <translation>precisa de mais de um nó (não permitido)</translation>
    </message>
    <message>
        <source>no deployable count up to 4,096 GPUs</source>
        <translation>nenhuma quantidade viável até 4.096 GPUs</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPUs por réplica</translation>
    </message>
    <message>
        <source>Already compared</source>
        <extracomment>cell tints (light theme); in a dark theme only the text colour marks best and worst</extracomment>
        <translation>Já está na comparação</translation>
    </message>
    <message>
        <source>“%1” is already in the comparison.</source>
        <translation>“%1” já está na comparação.</translation>
    </message>
    <message>
        <source>Add Scenarios</source>
        <translation>Adicionar cenários</translation>
    </message>
    <message>
        <source>k3desk scenarios (%1)</source>
        <translation>Cenários do k3desk (%1)</translation>
    </message>
    <message>
        <source>Cannot add scenario</source>
        <translation>Não foi possível adicionar o cenário</translation>
    </message>
    <message>
        <source>Export comparison PDF</source>
        <translation>Exportar PDF da comparação</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not export the PDF</source>
        <translation>Não foi possível exportar o PDF</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Best of the compared scenarios</source>
        <translation>Melhor entre os cenários comparados</translation>
    </message>
    <message>
        <source>Worst of the compared scenarios</source>
        <translation>Pior entre os cenários comparados</translation>
    </message>
    <message>
        <source>Compare Scenarios</source>
        <translation>Comparar cenários</translation>
    </message>
    <message>
        <source>Add &amp;Current Scenario</source>
        <translation>Adicionar cenário &amp;atual</translation>
    </message>
    <message>
        <source>Add from &amp;File…</source>
        <translation>Adicionar de ar&amp;quivo…</translation>
    </message>
    <message>
        <source>&amp;Remove Selected</source>
        <translation>&amp;Remover selecionados</translation>
    </message>
    <message>
        <source>&amp;Export Comparison PDF…</source>
        <translation>&amp;Exportar PDF da comparação…</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>Scenario Library</source>
        <translation>Biblioteca de cenários</translation>
    </message>
    <message>
        <source>Scenarios saved in %1. Select two to four to compare them side by side.</source>
        <translation>Cenários salvos em %1. Selecione de dois a quatro para compará-los lado a lado.</translation>
    </message>
    <message>
        <source>estimate: confirm with your accountant</source>
        <translation>estimativa: confirme com o seu contador</translation>
    </message>
    <message>
        <source>{label} ({currency})</source>
        <extracomment>Number format kinds a :class:`Num` or :class:`Formula` may carry (the writer maps each to an Excel number format code: the currency from the code, the separators from the reader&apos;s Excel).</extracomment>
        <translation>{label} ({currency})</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Premissas</translation>
    </message>
    <message>
        <source>The model&apos;s inputs: change a yellow cell and every sheet recalculates (named cells, the name in column D). Amounts in {currency} unless the unit says US$; catalog prices stay in US$ as quoted and are converted at the exchange rate.</source>
        <translation>Os dados de entrada do modelo: altere uma célula amarela e todas as planilhas são recalculadas (células nomeadas, o nome na coluna D). Valores em {currency}, salvo quando a unidade diz US$; os preços do catálogo ficam em US$, como cotados, e são convertidos pela taxa de câmbio.</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Batches the reader posts: at least this often (seconds), so progress moves and the GUI stays free. One cache per process: reopening the library, refreshing or renaming rereads only what changed.</extracomment>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Source or note</source>
        <translation>Fonte ou observação</translation>
    </message>
    <message>
        <source>computed by the app (the speed model): re-export to change it</source>
        <translation>calculado pelo app (o modelo de velocidade): exporte de novo para alterá-lo</translation>
    </message>
    <message>
        <source>Volume and the API</source>
        <translation>Volume e a API</translation>
    </message>
    <message>
        <source>Tokens per month (month 1)</source>
        <translation>Tokens por mês (mês 1)</translation>
    </message>
    <message>
        <source>Peak hour over the average</source>
        <translation>Hora de pico sobre a média</translation>
    </message>
    <message>
        <source>times</source>
        <translation>vezes</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>horas</translation>
    </message>
    <message>
        <source>Fleet sized for (peak over the average)</source>
        <translation>Parque dimensionado para (pico sobre a média)</translation>
    </message>
    <message>
        <source>Input share of the tokens</source>
        <translation>Participação dos tokens de entrada</translation>
    </message>
    <message>
        <source>Reasoning multiplier on output</source>
        <translation>Multiplicador de raciocínio na saída</translation>
    </message>
    <message>
        <source>API price, input (cache miss)</source>
        <translation>Preço da API, entrada (sem cache)</translation>
    </message>
    <message>
        <source>US$ per million tokens</source>
        <translation>US$ por milhão de tokens</translation>
    </message>
    <message>
        <source>API price, cached input</source>
        <translation>Preço da API, entrada em cache</translation>
    </message>
    <message>
        <source>API price, output</source>
        <translation>Preço da API, saída</translation>
    </message>
    <message>
        <source>Input written to the prompt cache</source>
        <translation>Entrada gravada no cache de prompts</translation>
    </message>
    <message>
        <source>API price, cache write</source>
        <translation>Preço da API, gravação no cache</translation>
    </message>
    <message>
        <source>blank: a cache write costs the input price</source>
        <translation>em branco: uma gravação no cache custa o preço de entrada</translation>
    </message>
    <message>
        <source>Share of the volume sent as batch jobs</source>
        <translation>Proporção do volume enviada em lote (batch)</translation>
    </message>
    <message>
        <source>Batch price off the list price</source>
        <translation>Desconto do preço em lote sobre o preço de tabela</translation>
    </message>
    <message>
        <source>Long-context tier from</source>
        <translation>Faixa de contexto longo a partir de</translation>
    </message>
    <message>
        <source>blank: the provider has no long-context tier</source>
        <translation>em branco: o provedor não tem faixa de contexto longo</translation>
    </message>
    <message>
        <source>Long-context tier, input price ×</source>
        <translation>Faixa de contexto longo, preço de entrada ×</translation>
    </message>
    <message>
        <source>Long-context tier, output price ×</source>
        <translation>Faixa de contexto longo, preço de saída ×</translation>
    </message>
    <message>
        <source>API blended price</source>
        <translation>Preço médio ponderado da API</translation>
    </message>
    <message>
        <source>as the buyer pays it: cache reads, writes and misses, the long-context tier, the batch share</source>
        <translation>como o comprador o paga: leituras, gravações e ausências no cache, a faixa de contexto longo, a proporção em lote</translation>
    </message>
    <message>
        <source>Term, money and exchange</source>
        <translation>Horizonte, dinheiro e câmbio</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>12 to {n}; months after the term count 0</source>
        <translation>de 12 a {n}; os meses após o horizonte valem 0</translation>
    </message>
    <message>
        <source>Discount rate per year (effective)</source>
        <translation>Taxa de desconto ao ano (efetiva)</translation>
    </message>
    <message>
        <source>month m is discounted by (1 + rate)^(m/12)</source>
        <translation>o mês m é descontado por (1 + taxa)^(m/12)</translation>
    </message>
    <message>
        <source>dates the tax rows each month applies</source>
        <translation>data as linhas de tributos que cada mês aplica</translation>
    </message>
    <message>
        <source>R$ per US$</source>
        <translation>R$ por US$</translation>
    </message>
    <message>
        <source>Amounts shown per US$</source>
        <translation>Valores exibidos por US$</translation>
    </message>
    <message>
        <source>{currency} per US$</source>
        <translation>{currency} por US$</translation>
    </message>
    <message>
        <source>Local-currency amounts per US$</source>
        <translation>Valores em moeda local por US$</translation>
    </message>
    <message>
        <source>GPUs per replica, renting</source>
        <translation>GPUs por réplica, locação</translation>
    </message>
    <message>
        <source>Tokens a rented replica carries a month</source>
        <translation>Tokens que uma réplica locada atende por mês</translation>
    </message>
    <message>
        <source>GPUs per replica, buying</source>
        <translation>GPUs por réplica, aquisição própria</translation>
    </message>
    <message>
        <source>Tokens an owned replica carries a month</source>
        <translation>Tokens que uma réplica própria atende por mês</translation>
    </message>
    <message>
        <source>the Advisor&apos;s rule on the Layouts sheet (Automatic count)</source>
        <translation>a regra do Assistente na planilha Arranjos (quantidade automática)</translation>
    </message>
    <message>
        <source>the picked layout&apos;s capacity in the billed window (Layouts sheet)</source>
        <translation>a capacidade do arranjo escolhido na janela faturada (planilha Arranjos)</translation>
    </message>
    <message>
        <source>Fewest replicas the stated peak rate needs</source>
        <translation>Menor número de réplicas que a taxa de pico informada exige</translation>
    </message>
    <message>
        <source>the latency model&apos;s (0 without a stated peak rate): re-export to change it</source>
        <translation>do modelo de latência (0 sem taxa de pico informada): exporte de novo para alterá-lo</translation>
    </message>
    <message>
        <source>Rental price per GPU-hour</source>
        <translation>Preço da locação por hora de GPU</translation>
    </message>
    <message>
        <source>Hours in a month</source>
        <translation>Horas em um mês</translation>
    </message>
    <message>
        <source>Hours a day a rented GPU is billed</source>
        <translation>Horas por dia em que uma GPU locada é faturada</translation>
    </message>
    <message>
        <source>0: on demand; each replica added is held to the commitment&apos;s end</source>
        <translation>0: sob demanda; cada réplica acrescentada fica contratada até o fim do compromisso</translation>
    </message>
    <message>
        <source>Hours a rented GPU is billed a month</source>
        <translation>Horas faturadas por mês de uma GPU locada</translation>
    </message>
    <message>
        <source>Rest of the server, share of the GPU price</source>
        <translation>Restante do servidor, em proporção ao preço da GPU</translation>
    </message>
    <message>
        <source>Landed cost of a purchase (import duties and taxes)</source>
        <translation>Custo de internação de uma aquisição (tributos de importação)</translation>
    </message>
    <message>
        <source>times the price</source>
        <translation>vezes o preço</translation>
    </message>
    <message>
        <source>taxes.purchase_factor: {note}</source>
        <translation>taxes.purchase_factor: {note}</translation>
    </message>
    <message>
        <source>Useful life (book)</source>
        <translation>Vida útil (contábil)</translation>
    </message>
    <message>
        <source>years</source>
        <translation>anos</translation>
    </message>
    <message>
        <source>straight-line depreciation; servers are bought again when it ends inside the term</source>
        <translation>depreciação linear; os servidores são adquiridos de novo quando ela termina dentro do horizonte</translation>
    </message>
    <message>
        <source>Useful life in months</source>
        <translation>Vida útil em meses</translation>
    </message>
    <message>
        <source>Month a server is replaced, counted from its purchase</source>
        <translation>Mês em que um servidor é substituído, contado da aquisição</translation>
    </message>
    <message>
        <source>Resale at the end, share of the price without duties</source>
        <translation>Revenda no fim, proporção do preço sem tributos</translation>
    </message>
    <message>
        <source>blank: the remaining book value</source>
        <translation>em branco: o valor contábil remanescente</translation>
    </message>
    <message>
        <source>Power per GPU (its share of the server)</source>
        <translation>Potência por GPU (sua parte do servidor)</translation>
    </message>
    <message>
        <source>US$ per kWh</source>
        <translation>US$ por kWh</translation>
    </message>
    <message>
        <source>Hosting per GPU a month</source>
        <translation>Hospedagem por GPU por mês</translation>
    </message>
    <message>
        <source>Maintenance a year, share of the server price</source>
        <translation>Manutenção ao ano, proporção do preço do servidor</translation>
    </message>
    <message>
        <source>Fixed number of production units</source>
        <translation>Número fixo de unidades de produção</translation>
    </message>
    <message>
        <source>blank: sized to the volume</source>
        <translation>em branco: dimensionado pelo volume</translation>
    </message>
    <message>
        <source>Organisation and taxes</source>
        <translation>Organização e tributos</translation>
    </message>
    <message>
        <source>Loaded cost per FTE a year</source>
        <translation>Custo total por FTE ao ano</translation>
    </message>
    <message>
        <source>Implementation, one-off at signing</source>
        <translation>Implantação, única, no início (mês 0)</translation>
    </message>
    <message>
        <source>Income-tax depreciation of computers a year</source>
        <translation>Depreciação fiscal de computadores ao ano</translation>
    </message>
    <message>
        <source>8-hour shifts a day the servers run</source>
        <translation>Turnos de 8 horas por dia em que os servidores operam</translation>
    </message>
    <message>
        <source>1, 2 or 3: the tax depreciation × 1, 1.5 or 2 (lucro real)</source>
        <translation>1, 2 ou 3: a depreciação fiscal × 1, 1,5 ou 2 (lucro real)</translation>
    </message>
    <message>
        <source>Months until a server is written off for income tax</source>
        <translation>Meses até um servidor ser totalmente depreciado para o imposto de renda</translation>
    </message>
    <message>
        <source>the deduction&apos;s life; the book life above decides replacement and resale</source>
        <translation>a vida da dedução; a vida útil contábil acima decide a substituição e a revenda</translation>
    </message>
    <message>
        <source>Income tax saved on each deduction</source>
        <translation>Imposto de renda economizado em cada dedução</translation>
    </message>
    <message>
        <source>{rate} (IRPJ + CSLL) on lucro real with the shield on, else 0; {note}</source>
        <translation>{rate} (IRPJ + CSLL) no lucro real com o benefício fiscal ligado, senão 0; {note}</translation>
    </message>
    <message>
        <source>Per replica and per month (formulas)</source>
        <translation>Por réplica e por mês (fórmulas)</translation>
    </message>
    <message>
        <source>A rented replica a month, before taxes</source>
        <translation>Uma réplica locada por mês, antes dos tributos</translation>
    </message>
    <message>
        <source>An owned replica&apos;s servers, before duties</source>
        <translation>Os servidores de uma réplica própria, antes dos tributos de importação</translation>
    </message>
    <message>
        <source>Power of an owned replica a month</source>
        <translation>Energia de uma réplica própria por mês</translation>
    </message>
    <message>
        <source>Hosting of an owned replica a month</source>
        <translation>Hospedagem de uma réplica própria por mês</translation>
    </message>
    <message>
        <source>Maintenance of an owned replica a month</source>
        <translation>Manutenção de uma réplica própria por mês</translation>
    </message>
    <message>
        <source>Operations staff a month</source>
        <translation>Equipe de operação por mês</translation>
    </message>
    <message>
        <source>Implementation at signing</source>
        <translation>Implantação no início (mês 0)</translation>
    </message>
    <message>
        <source>API blended price per token</source>
        <translation>Preço médio ponderado da API por token</translation>
    </message>
    <message>
        <source>IRRF (withholding income tax)</source>
        <translation>IRRF (imposto de renda retido na fonte)</translation>
    </message>
    <message>
        <source>CIDE-Remessas</source>
        <translation>CIDE-Remessas</translation>
    </message>
    <message>
        <source>PIS-Importação</source>
        <translation>PIS-Importação</translation>
    </message>
    <message>
        <source>COFINS-Importação</source>
        <translation>COFINS-Importação</translation>
    </message>
    <message>
        <source>ISS (municipal)</source>
        <translation>ISS (municipal)</translation>
    </message>
    <message>
        <source>CBS (federal, the reform)</source>
        <translation>CBS (federal, da reforma)</translation>
    </message>
    <message>
        <source>IBS (states and municipalities, the reform)</source>
        <translation>IBS (estados e municípios, da reforma)</translation>
    </message>
    <message>
        <source>IOF-câmbio</source>
        <translation>IOF-câmbio</translation>
    </message>
    <message>
        <source>the price before withholding</source>
        <translation>o preço antes da retenção</translation>
    </message>
    <message>
        <source>the price before withholding, grossed up by ISS and PIS/COFINS</source>
        <translation>o preço antes da retenção, acrescido de ISS e PIS/COFINS</translation>
    </message>
    <message>
        <source>the foreign currency bought (the price less the IRRF withheld)</source>
        <translation>a moeda estrangeira comprada (o preço menos o IRRF retido)</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Tributos</translation>
    </message>
    <message>
        <source>Taxes a Brazilian buyer pays on a service bought abroad (the API, a foreign rental), as shares of the supplier&apos;s price; each row applies in the months between its dates. {note}</source>
        <translation>Tributos que um comprador brasileiro paga sobre um serviço contratado no exterior (a API, uma locação no exterior), em proporção do preço do prestador; cada linha vale nos meses entre suas datas. {note}</translation>
    </message>
    <message>
        <source>The API is paid abroad (1 = yes)</source>
        <translation>A API é paga no exterior (1 = sim)</translation>
    </message>
    <message>
        <source>The rental is paid abroad (1 = yes)</source>
        <translation>A locação é paga no exterior (1 = sim)</translation>
    </message>
    <message>
        <source>The supplier&apos;s price is net of the IRRF (1 = grossed up)</source>
        <translation>O preço do prestador é líquido de IRRF (1 = com reajustamento da base)</translation>
    </message>
    <message>
        <source>ISS rate of the municipality</source>
        <translation>Alíquota de ISS do município</translation>
    </message>
    <message>
        <source>IOF rate on the exchange</source>
        <translation>Alíquota de IOF no câmbio</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Base code</source>
        <translation>Código da base</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>Vigente desde</translation>
    </message>
    <message>
        <source>Valid to</source>
        <translation>Vigente até</translation>
    </message>
    <message>
        <source>Credited by this buyer (1 = yes)</source>
        <translation>Creditado por este comprador (1 = sim)</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Base of the tax</source>
        <translation>Base de cálculo</translation>
    </message>
    <message>
        <source>Each month: the rates in force and each tax as a share of the supplier&apos;s price; the factor is what US$ 1 of the service costs the buyer (the IRRF counts only when the price is net: a gross price already holds it; credits recovered are negative).</source>
        <translation>Cada mês: as alíquotas vigentes e cada tributo em proporção do preço do prestador; o fator é quanto US$ 1 do serviço custa ao comprador (o IRRF só conta quando o preço é líquido: um preço bruto já o contém; os créditos recuperados são negativos).</translation>
    </message>
    <message>
        <source>Calendar month</source>
        <translation>Mês do calendário</translation>
    </message>
    <message>
        <source>IRRF rate</source>
        <translation>Alíquota de IRRF</translation>
    </message>
    <message>
        <source>ISS rate</source>
        <translation>Alíquota de ISS</translation>
    </message>
    <message>
        <source>PIS rate</source>
        <translation>Alíquota de PIS</translation>
    </message>
    <message>
        <source>COFINS rate</source>
        <translation>Alíquota de COFINS</translation>
    </message>
    <message>
        <source>Base before withholding</source>
        <translation>Base antes da retenção</translation>
    </message>
    <message>
        <source>Base of PIS/COFINS</source>
        <translation>Base de PIS/COFINS</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Fator</translation>
    </message>
    <message>
        <source>API factor</source>
        <translation>Fator da API</translation>
    </message>
    <message>
        <source>Rental factor</source>
        <translation>Fator da locação</translation>
    </message>
    <message>
        <source>Tokens this month</source>
        <translation>Tokens no mês</translation>
    </message>
    <message>
        <source>Spares the required availability needs (the app&apos;s)</source>
        <translation>Réplicas de reserva necessárias para a disponibilidade exigida (as do app)</translation>
    </message>
    <message>
        <source>Discounted</source>
        <translation>Descontado</translation>
    </message>
    <message>
        <source>Replicas the volume needs (spares included)</source>
        <translation>Réplicas que o volume exige (incluídas as de reserva)</translation>
    </message>
    <message>
        <source>Replicas held (the fleet only grows)</source>
        <translation>Réplicas mantidas (o parque só cresce)</translation>
    </message>
    <message>
        <source>Replicas added</source>
        <translation>Réplicas acrescentadas</translation>
    </message>
    <message>
        <source>Replicas bought (added, and replaced when their life ends)</source>
        <translation>Réplicas adquiridas (acrescentadas, e substituídas ao fim da vida útil)</translation>
    </message>
    <message>
        <source>Replicas replaced</source>
        <translation>Réplicas substituídas</translation>
    </message>
    <message>
        <source>Landed-cost factor of a purchase this month</source>
        <translation>Fator de custo de internação de uma aquisição neste mês</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Aquisições</translation>
    </message>
    <message>
        <source>Replaced servers resold</source>
        <translation>Servidores substituídos revendidos</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hospedagem</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Manutenção</translation>
    </message>
    <message>
        <source>Staff, and the implementation at signing</source>
        <translation>Equipe, e a implantação no início</translation>
    </message>
    <message>
        <source>Book value of the fleet at the end of the term</source>
        <translation>Valor contábil do parque no fim do horizonte</translation>
    </message>
    <message>
        <source>What the fleet brings back at the end of the term</source>
        <translation>O que o parque devolve no fim do horizonte</translation>
    </message>
    <message>
        <source>Tax value of the fleet at the end of the term (not yet deducted)</source>
        <translation>Valor fiscal do parque no fim do horizonte (ainda não deduzido)</translation>
    </message>
    <message>
        <source>Fleet back at the end of the term</source>
        <translation>Parque devolvido no fim do horizonte</translation>
    </message>
    <message>
        <source>Tax value left of the servers replaced (deducted)</source>
        <translation>Valor fiscal restante dos servidores substituídos (deduzido)</translation>
    </message>
    <message>
        <source>Depreciation at the tax rate (deducted from taxable profit)</source>
        <translation>Depreciação pela taxa fiscal (deduzida do lucro tributável)</translation>
    </message>
    <message>
        <source>Deductions</source>
        <translation>Deduções</translation>
    </message>
    <message>
        <source>Income tax saved</source>
        <translation>Imposto de renda economizado</translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation>Fluxo de caixa</translation>
    </message>
    <message>
        <source>Present value of the staff and the implementation</source>
        <translation>Valor presente da equipe e da implantação</translation>
    </message>
    <message>
        <source>Present value of the power</source>
        <translation>Valor presente da energia</translation>
    </message>
    <message>
        <source>Present value of the hosting</source>
        <translation>Valor presente da hospedagem</translation>
    </message>
    <message>
        <source>Replicas newly committed</source>
        <translation>Réplicas contratadas no mês</translation>
    </message>
    <message>
        <source>Replicas billed</source>
        <translation>Réplicas faturadas</translation>
    </message>
    <message>
        <source>Taxes on a payment abroad (factor)</source>
        <translation>Tributos de um pagamento ao exterior (fator)</translation>
    </message>
    <message>
        <source>Rental</source>
        <translation>Locação</translation>
    </message>
    <message>
        <source>Replica-months a commitment still owes after the term</source>
        <translation>Réplicas-mês que um compromisso ainda deve após o horizonte</translation>
    </message>
    <message>
        <source>Still owed after the term</source>
        <translation>Ainda devido após o horizonte</translation>
    </message>
    <message>
        <source>API price over month 1&apos;s</source>
        <translation>Preço da API sobre o do mês 1</translation>
    </message>
    <message>
        <source>API bill</source>
        <translation>Fatura da API</translation>
    </message>
    <message>
        <source>Present value of a token of month 1&apos;s volume, per unit of price</source>
        <translation>Valor presente de um token do volume do mês 1, por unidade de preço</translation>
    </message>
    <message>
        <source>Present value of one token a month of month 1&apos;s volume</source>
        <translation>Valor presente de um token por mês do volume do mês 1</translation>
    </message>
    <message>
        <source>Tokens above the base fleet, sent to the API</source>
        <translation>Tokens acima do parque base, enviados à API</translation>
    </message>
    <message>
        <source>API bill, after the income tax saved</source>
        <translation>Fatura da API, após o imposto de renda economizado</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Arranjos</translation>
    </message>
    <message>
        <source>Automatic GPU count: each route takes the layout of the GPU type with the lowest cost a month for the replicas the month-1 volume needs (CEILING of the volume over what a replica carries); on a tie within rounding the fewest GPUs a replica, then the first. What a layout carries and costs are the app&apos;s (the speed model, the catalog&apos;s prices).</source>
        <translation>Quantidade automática de GPUs: cada opção usa o arranjo do tipo de GPU com o menor custo mensal para as réplicas que o volume do mês 1 exige (TETO do volume sobre o que uma réplica atende); num empate por arredondamento, o de menos GPUs por réplica, depois o primeiro. O que um arranjo atende e custa vem do app (o modelo de velocidade, os preços do catálogo).</translation>
    </message>
    <message>
        <source>{route}: the layouts</source>
        <translation>{route}: os arranjos</translation>
    </message>
    <message>
        <source>Tokens a replica carries a month</source>
        <translation>Tokens que uma réplica atende por mês</translation>
    </message>
    <message>
        <source>One replica a month (US$)</source>
        <translation>Uma réplica por mês (US$)</translation>
    </message>
    <message>
        <source>Replicas for the volume</source>
        <translation>Réplicas para o volume</translation>
    </message>
    <message>
        <source>Rule: cost a month</source>
        <translation>Regra: custo por mês</translation>
    </message>
    <message>
        <source>GPUs, where the cost ties with the lowest</source>
        <translation>GPUs, onde o custo empata com o menor</translation>
    </message>
    <message>
        <source>Picked row</source>
        <translation>Linha escolhida</translation>
    </message>
    <message>
        <source>Renting, by month</source>
        <translation>Locação, por mês</translation>
    </message>
    <message>
        <source>Buying, by month</source>
        <translation>Aquisição, por mês</translation>
    </message>
    <message>
        <source>API, by month</source>
        <translation>API, por mês</translation>
    </message>
    <message>
        <source>Hybrid, by month</source>
        <translation>Híbrido, por mês</translation>
    </message>
    <message>
        <source>Base replicas of the hybrid (spares apart)</source>
        <translation>Réplicas base do modelo híbrido (sem as de reserva)</translation>
    </message>
    <message>
        <source>the app&apos;s best split at export (a search the workbook does not repeat)</source>
        <translation>a melhor divisão calculada pelo app na exportação (uma busca que a planilha não repete)</translation>
    </message>
    <message>
        <source>{route}, month by month, in {currency}; months after the term count 0. Every cell is a formula of the Assumptions sheet.</source>
        <translation>{route}, mês a mês, em {currency}; os meses após o horizonte valem 0. Toda célula é uma fórmula da planilha Premissas.</translation>
    </message>
    <message>
        <source>Replicas in month 1</source>
        <translation>Réplicas no mês 1</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Salvo em</translation>
    </message>
    <message>
        <source>Cheapest route over the term (US$)</source>
        <translation>Via mais econômica no horizonte de análise (US$)</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Modelo híbrido</translation>
    </message>
    <message>
        <source>no rental price</source>
        <extracomment>Why a route of the decision is not weighed, by the route&apos;s reason id (``core.money.decision``).</extracomment>
        <translation>sem preço de locação</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>sem valor de aquisição</translation>
    </message>
    <message>
        <source>no API price</source>
        <translation>sem preço da API</translation>
    </message>
    <message>
        <source>no layout of this GPU fits</source>
        <translation>nenhuma configuração desta GPU cabe na memória</translation>
    </message>
    <message>
        <source>no daily peaks to send to the API</source>
        <translation>sem picos diários para enviar à API</translation>
    </message>
    <message>
        <source>no split beats both pure routes</source>
        <translation>nenhuma divisão é mais econômica que as duas opções puras</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>não modelado</translation>
    </message>
    <message>
        <source>{label} (US$)</source>
        <translation>{label} (US$)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mês</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Horizonte</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Opção</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Mais econômica</translation>
    </message>
    <message>
        <source>Over the term</source>
        <translation>No horizonte de análise</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>Valor presente</translation>
    </message>
    <message>
        <source>Range over the term, low</source>
        <translation>Faixa no horizonte, mínimo</translation>
    </message>
    <message>
        <source>Range over the term, high</source>
        <translation>Faixa no horizonte, máximo</translation>
    </message>
    <message>
        <source>Why not costed</source>
        <translation>Por que o custo não foi calculado</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Conclusão</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>no route is priced</source>
        <translation>nenhuma opção tem custo calculado</translation>
    </message>
    <message>
        <source>Chosen configuration</source>
        <translation>Configuração escolhida</translation>
    </message>
    <message>
        <source>Break-even volume (tokens per month)</source>
        <translation>Volume do ponto de equilíbrio (tokens por mês)</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>fora de alcance</translation>
    </message>
    <message>
        <source>Payback month of buying</source>
        <translation>Mês de payback da aquisição própria</translation>
    </message>
    <message>
        <source>Cash flows of the whole fleet over the term, in {currency} as the buyer pays them (taxes on payments abroad included); month 0 is signing, the resale is in the last month; discounted at the rate on the Assumptions sheet. Months after the term are blank.</source>
        <translation>Fluxos de caixa do parque inteiro no horizonte, em {currency}, como o comprador os paga (com os tributos sobre pagamentos ao exterior); o mês 0 é o início, a revenda fica no último mês; descontados pela taxa da planilha Premissas. Os meses após o horizonte ficam em branco.</translation>
    </message>
    <message>
        <source>{route}: cash ({currency})</source>
        <translation>{route}: caixa ({currency})</translation>
    </message>
    <message>
        <source>{route}: cumulative ({currency})</source>
        <translation>{route}: acumulado ({currency})</translation>
    </message>
    <message>
        <source>{route}: discounted ({currency})</source>
        <translation>{route}: descontado ({currency})</translation>
    </message>
    <message>
        <source>Buying has cost more than the cheaper other route so far (1 = yes)</source>
        <translation>A aquisição própria custou mais que a outra opção mais econômica até aqui (1 = sim)</translation>
    </message>
    <message>
        <source>does not pay back within the term</source>
        <translation>não há payback dentro do horizonte de análise</translation>
    </message>
    <message>
        <source>Cumulative cost of the whole fleet ({currency})</source>
        <translation>Custo acumulado do parque inteiro ({currency})</translation>
    </message>
    <message>
        <source>Cumulative cost ({currency})</source>
        <translation>Custo acumulado ({currency})</translation>
    </message>
    <message>
        <source>Cheapest route after your edits (lowest present value)</source>
        <translation>Opção mais econômica após suas alterações (menor valor presente)</translation>
    </message>
    <message>
        <source>Planned volume (tokens a month)</source>
        <translation>Volume planejado (tokens por mês)</translation>
    </message>
    <message>
        <source>Amounts</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>{currency} as the buyer pays them: the landed cost, the same figures as k3desk calc --json (US$) at the exchange rate on the Assumptions sheet</source>
        <translation>{currency}, como o comprador os paga: o custo com tributos, os mesmos números do k3desk calc --json (US$) pela taxa de câmbio da planilha Premissas</translation>
    </message>
    <message>
        <source>Month 1 of the term for the planned volume of {t} per month; a purchase is spread over the term on the Term sheet. The ranges are the app&apos;s at export (the speed band and the catalog&apos;s rental prices).</source>
        <translation>Mês 1 do horizonte para o volume planejado de {t} por mês; uma aquisição se distribui pelo horizonte na planilha Horizonte. As faixas são as do app na exportação (a faixa de velocidade e os preços de locação do catálogo).</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>Incluído</translation>
    </message>
    <message>
        <source>Exchange rate (R$ per US$)</source>
        <translation>Taxa de câmbio (R$/US$)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Brazil&apos;s grid</source>
        <translation>rede elétrica do Brasil</translation>
    </message>
    <message>
        <source>the United States&apos; grid</source>
        <translation>rede elétrica dos Estados Unidos</translation>
    </message>
    <message>
        <source>the world average grid</source>
        <translation>média mundial das redes elétricas</translation>
    </message>
    <message>
        <source>{pct} of the time at the peak load, {replicas} of {gpus} GPUs, none spare</source>
        <translation>{pct} do tempo com a carga de pico, {replicas} de {gpus} GPUs, nenhuma de reserva</translation>
    </message>
    <message>
        <source>{pct} of the time at the peak load, {replicas} of {gpus} GPUs, {spares} of them spare</source>
        <translation>{pct} do tempo com a carga de pico, {replicas} de {gpus} GPUs, {spares} delas de reserva</translation>
    </message>
    <message>
        <source>{pct} a month (the provider&apos;s SLA)</source>
        <translation>{pct} ao mês (SLA do provedor)</translation>
    </message>
    <message>
        <source>{pct} a month: the provider of {model} publishes no SLA; Amazon Bedrock&apos;s is shown for reference</source>
        <translation>{pct} ao mês: o provedor do {model} não publica SLA; o da Amazon Bedrock é mostrado como referência</translation>
    </message>
    <message>
        <source>not stated: no configuration runs</source>
        <translation>não informado: nenhuma configuração roda</translation>
    </message>
    <message>
        <source>{fleet}; the API: {sla}</source>
        <translation>{fleet}; a API: {sla}</translation>
    </message>
    <message>
        <source>{kw} rated, {meter} at the meter; no tokens to divide by</source>
        <translation>{kw} nominais, {meter} no medidor; sem tokens para dividir</translation>
    </message>
    <message>
        <source>{kwh} kWh and {kg} kg CO₂ per million tokens ({grid}); {kw} rated, {meter} at the meter</source>
        <translation>{kwh} kWh e {kg} kg de CO₂ por milhão de tokens ({grid}); {kw} nominais, {meter} no medidor</translation>
    </message>
    <message>
        <source>buying is left out: the owned fleet would draw {meter} at the meter at its largest, over the facility&apos;s {limit}</source>
        <translation>a aquisição própria fica de fora: no seu maior tamanho, o parque próprio consumiria {meter} no medidor, acima dos {limit} da instalação</translation>
    </message>
    <message>
        <source>buying is left out: a server draws {server}, more than a rack&apos;s {rack}</source>
        <translation>a aquisição própria fica de fora: um servidor consome {server}, mais que os {rack} de um rack</translation>
    </message>
    <message>
        <source>{limit} at the meter</source>
        <translation>{limit} no medidor</translation>
    </message>
    <message>
        <source>the owned fleet&apos;s {servers} servers over {racks} racks of {rack}</source>
        <translation>os {servers} servidores do parque próprio em {racks} racks de {rack}</translation>
    </message>
    <message>
        <source>Availability and energy</source>
        <translation>Disponibilidade e energia</translation>
    </message>
    <message>
        <source>Self-hosted availability</source>
        <translation>Disponibilidade da hospedagem própria</translation>
    </message>
    <message>
        <source>One replica</source>
        <translation>Uma réplica</translation>
    </message>
    <message>
        <source>Required availability</source>
        <translation>Disponibilidade exigida</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>nenhuma informada</translation>
    </message>
    <message>
        <source>API availability (SLA)</source>
        <translation>Disponibilidade da API (SLA)</translation>
    </message>
    <message>
        <source>Failures and repair</source>
        <translation>Falhas e reparo</translation>
    </message>
    <message>
        <source>{gpu} per GPU and {node} per server a year, each repaired in {hours} hours</source>
        <translation>{gpu} por GPU e {node} por servidor ao ano, cada uma reparada em {hours} horas</translation>
    </message>
    <message>
        <source>Planned maintenance</source>
        <translation>Manutenção programada</translation>
    </message>
    <message>
        <source>{h} hours a month per replica</source>
        <translation>{h} horas por mês por réplica</translation>
    </message>
    <message>
        <source>none entered</source>
        <translation>nenhuma informada</translation>
    </message>
    <message>
        <source>Fleet&apos;s power</source>
        <translation>Potência do parque</translation>
    </message>
    <message>
        <source>{kw} rated, {meter} at the meter (PUE {pue})</source>
        <translation>{kw} nominais, {meter} no medidor (PUE {pue})</translation>
    </message>
    <message>
        <source>Energy per million tokens</source>
        <translation>Energia por milhão de tokens</translation>
    </message>
    <message>
        <source>no tokens to divide by</source>
        <translation>sem tokens para dividir</translation>
    </message>
    <message>
        <source>CO₂ per million tokens</source>
        <translation>CO₂ por milhão de tokens</translation>
    </message>
    <message>
        <source>{kg} kg on {grid} ({factor} kg CO₂ per kWh)</source>
        <translation>{kg} kg na {grid} ({factor} kg de CO₂ por kWh)</translation>
    </message>
    <message>
        <source>The API&apos;s energy</source>
        <translation>Energia da API</translation>
    </message>
    <message>
        <source>{kwh} kWh and {kg} kg CO₂ per million tokens (its provider&apos;s figures)</source>
        <translation>{kwh} kWh e {kg} kg de CO₂ por milhão de tokens (números do provedor)</translation>
    </message>
    <message>
        <source>not published by its provider</source>
        <translation>não publicada pelo provedor</translation>
    </message>
    <message>
        <source>{pct} available; {kwh} kWh and {kg} kg CO₂ per million tokens ({grid})</source>
        <translation>{pct} de disponibilidade; {kwh} kWh e {kg} kg de CO₂ por milhão de tokens ({grid})</translation>
    </message>
    <message>
        <source>left out: the fleet draws more power than the facility allows</source>
        <translation>fora da análise: o parque consome mais potência do que a instalação permite</translation>
    </message>
    <message>
        <source>{pct} available</source>
        <translation>{pct} de disponibilidade</translation>
    </message>
    <message>
        <source>A replica is down while any of its GPUs or servers is failed or it is drained for maintenance; the fleet carries its peak load while no more replicas are down than it has spares. Energy is the fleet&apos;s rated power at the meter all month, as the owned cost counts it: an upper figure.</source>
        <translation>Uma réplica fica fora do ar enquanto qualquer de suas GPUs ou servidores está com falha ou enquanto ela está parada para manutenção; o parque atende sua carga de pico enquanto não houver mais réplicas fora do ar do que réplicas de reserva. A energia é a potência nominal do parque no medidor durante todo o mês, como o custo da aquisição própria a conta: um valor máximo.</translation>
    </message>
    <message>
        <source>Grid emission factor</source>
        <translation>Fator de emissão da rede elétrica</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <source>one replica up (1 − maintenance share) ÷ (1 + (GPUs × GPU failures + servers × server failures a year) ÷ 8,760 h × repair hours); the fleet carries its peak while no more than its spares are down (binomial)</source>
        <translation>uma réplica no ar (1 − proporção em manutenção) ÷ (1 + (GPUs × falhas de GPU + servidores × falhas de servidor ao ano) ÷ 8.760 h × horas de reparo); o parque atende o pico enquanto não houver mais réplicas fora do ar do que réplicas de reserva (binomial)</translation>
    </message>
    <message>
        <source>kW × PUE × hours a month ÷ tokens a month × 10^6; × the grid&apos;s kg CO₂ per kWh</source>
        <translation>kW × PUE × horas no mês ÷ tokens no mês × 10^6; × kg de CO₂ por kWh da rede elétrica</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dado de entrada</translation>
    </message>
    <message>
        <source>GPU figures</source>
        <translation>Dados da GPU</translation>
    </message>
    <message>
        <source>Rental price</source>
        <translation>Preço de locação</translation>
    </message>
    <message>
        <source>Server power</source>
        <translation>Potência do servidor</translation>
    </message>
    <message>
        <source>No sensitivity: no route can be costed for this scenario.</source>
        <translation>Sem sensibilidade: nenhuma opção tem custo calculado neste cenário.</translation>
    </message>
    <message>
        <source>Organisation profile</source>
        <translation>Premissas da organização</translation>
    </message>
    <message>
        <source>Replicas (spares included)</source>
        <translation>Réplicas (incluídas as de reserva)</translation>
    </message>
    <message>
        <source>Range per month, low</source>
        <translation>Faixa por mês, mínimo</translation>
    </message>
    <message>
        <source>Range per month, high</source>
        <translation>Faixa por mês, máximo</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Custo mensal</translation>
    </message>
    <message>
        <source>({currency})</source>
        <translation>({currency})</translation>
    </message>
    <message>
        <source>Difference over the term, {route} minus the API, with one assumption moved (below zero {route} is cheaper)</source>
        <translation>Diferença no horizonte de análise, {route} menos a API, com uma premissa alterada (abaixo de zero, {route} é mais econômica)</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Premissa</translation>
    </message>
    <message>
        <source>20% lower {unit}</source>
        <translation>20% menor {unit}</translation>
    </message>
    <message>
        <source>20% higher {unit}</source>
        <translation>20% maior {unit}</translation>
    </message>
    <message>
        <source>As entered {unit}</source>
        <translation>Como informado {unit}</translation>
    </message>
    <message>
        <source>Value lower</source>
        <translation>Valor menor</translation>
    </message>
    <message>
        <source>Value higher</source>
        <translation>Valor maior</translation>
    </message>
    <message>
        <source>As entered</source>
        <translation>Como informado</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Como</translation>
    </message>
    <message>
        <source>formula of the route sheets&apos; present values</source>
        <translation>fórmula dos valores presentes das planilhas de cada opção</translation>
    </message>
    <message>
        <source>formula; what a replica carries at each end is the app&apos;s (next row)</source>
        <translation>fórmula; o que uma réplica atende em cada extremo vem do app (linha seguinte)</translation>
    </message>
    <message>
        <source>What a replica carries, over as entered</source>
        <translation>O que uma réplica atende, sobre o valor informado</translation>
    </message>
    <message>
        <source>the speed model&apos;s (prefill-limited replicas carry more with more cache hits)</source>
        <translation>do modelo de velocidade (réplicas limitadas pelo prefill atendem mais com mais acertos de cache)</translation>
    </message>
    <message>
        <source>the app&apos;s values at export: the fleet changes month by month (growth) or layout by volume (Automatic count)</source>
        <translation>os valores do app na exportação: o parque muda mês a mês (crescimento) ou de arranjo com o volume (quantidade automática)</translation>
    </message>
    <message>
        <source>Swing of each assumption</source>
        <translation>Variação de cada premissa</translation>
    </message>
    <message>
        <source>Swing of the cache-hit rate (points)</source>
        <translation>Variação da taxa de acerto de cache (pontos)</translation>
    </message>
    <message>
        <source>Break-even: the month-1 volume from which self-hosting costs no more than the API over the term (present values; one layout and no growth: a route&apos;s value is its fixed part plus its replicas, CEILING(volume × peak ÷ capacity) plus the spares, times its cost per replica)</source>
        <translation>Ponto de equilíbrio: o volume do mês 1 a partir do qual a hospedagem própria não custa mais que a API no horizonte (valores presentes; um arranjo e sem crescimento: o valor de uma opção é sua parte fixa mais suas réplicas, TETO(volume × pico ÷ capacidade) mais as de reserva, vezes seu custo por réplica)</translation>
    </message>
    <message>
        <source>Fixed part ({currency})</source>
        <translation>Parte fixa ({currency})</translation>
    </message>
    <message>
        <source>Per replica ({currency})</source>
        <translation>Por réplica ({currency})</translation>
    </message>
    <message>
        <source>From this volume (tokens a month)</source>
        <translation>A partir deste volume (tokens por mês)</translation>
    </message>
    <message>
        <source>Break-even as the app computed it at export</source>
        <translation>Ponto de equilíbrio calculado pelo app na exportação</translation>
    </message>
    <message>
        <source>Break-even volume (tokens a month)</source>
        <translation>Volume do ponto de equilíbrio (tokens por mês)</translation>
    </message>
    <message>
        <source>With growth or an Automatic count the break-even is the app&apos;s at export (the fleet changes month by month or its layout by volume); re-export after changing the inputs.</source>
        <translation>Com crescimento ou quantidade automática, o ponto de equilíbrio é o do app na exportação (o parque muda mês a mês ou de arranjo com o volume); exporte de novo após alterar os dados de entrada.</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilidade</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formatos</translation>
    </message>
    <message>
        <source>Month 1, whole fleet</source>
        <translation>Mês 1, parque inteiro</translation>
    </message>
    <message>
        <source>Speed per user (tok/s)</source>
        <translation>Velocidade por usuário (tok/s)</translation>
    </message>
    <message>
        <source>Time to first token (s)</source>
        <translation>Tempo até o primeiro token (s)</translation>
    </message>
    <message>
        <source>No configuration meets the need.</source>
        <translation>Nenhuma configuração atende à necessidade.</translation>
    </message>
    <message>
        <source>Advisor options</source>
        <translation>Opções do Assistente</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>No route that buys or rents hardware is costed for this scenario.</source>
        <translation>Nenhuma opção com aquisição ou locação de hardware tem custo calculado neste cenário.</translation>
    </message>
    <message>
        <source>Unit price (vendor)</source>
        <translation>Preço unitário (proponente)</translation>
    </message>
    <message>
        <source>Total (vendor)</source>
        <translation>Total (proponente)</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Prazo de entrega</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantia</translation>
    </message>
    <message>
        <source>Cheapest route</source>
        <translation>Opção mais econômica</translation>
    </message>
    <message>
        <source>{route}: per month (US$)</source>
        <translation>{route}: por mês (US$)</translation>
    </message>
    <message>
        <source>{route}: over the term (US$)</source>
        <translation>{route}: no horizonte de análise (US$)</translation>
    </message>
    <message>
        <source>No decision: the configuration does not run or a price is missing.</source>
        <translation>Sem decisão: a configuração não é viável ou falta um preço.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lendo…</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Custo mensal</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renomear…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>&amp;Compare Selected</source>
        <translation>&amp;Comparar selecionados</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <source>Reading scenarios: %1 of %2…</source>
        <translation>Lendo cenários: %1 de %2…</translation>
    </message>
    <message>
        <source>Select two to four scenarios</source>
        <translation>Selecione de dois a quatro cenários</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Renomear cenário</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Novo nome:</translation>
    </message>
    <message>
        <source>Cannot rename</source>
        <translation>Não foi possível renomear</translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation>Não foi possível duplicar</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Não foi possível excluir</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>“%1” excluído.</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Não foi possível restaurar</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Não foi possível comparar</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Excesso</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Capacidade utilizável</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Física</translation>
    </message>
    <message>
        <source>GPU {i}</source>
        <translation>GPU {i}</translation>
    </message>
    <message>
        <source>Each of {n} GPUs</source>
        <translation>Cada uma das {n} GPUs</translation>
    </message>
    <message>
        <source>physical {v}</source>
        <translation>física {v}</translation>
    </message>
    <message>
        <source>usable {v}</source>
        <translation>utilizável {v}</translation>
    </message>
    <message>
        <source>needed {v}</source>
        <translation>necessária {v}</translation>
    </message>
    <message>
        <source>{v} used</source>
        <translation>{v} usados</translation>
    </message>
    <message>
        <source>requests a second on one replica</source>
        <translation>requisições por segundo em uma réplica</translation>
    </message>
    <message>
        <source>p{p} first token, with its band</source>
        <translation>primeiro token no p{p}, com a faixa</translation>
    </message>
    <message>
        <source>tokens per month</source>
        <translation>tokens por mês</translation>
    </message>
    <message>
        <source>break-even {v}</source>
        <translation>ponto de equilíbrio {v}</translation>
    </message>
    <message>
        <source>planned workload {v}</source>
        <translation>carga prevista {v}</translation>
    </message>
    <message>
        <source>Whether the model, its working memory and the engine&apos;s reserve fit in the chosen GPUs. If not, no cost or speed is shown.</source>
        <translation>Se o modelo, sua memória de trabalho e a reserva do motor de inferência cabem nas GPUs escolhidas. Se não couberem, nenhum custo ou velocidade é mostrado.</translation>
    </message>
    <message>
        <source>The smallest number of GPUs the model can be split over evenly.</source>
        <translation>O menor número de GPUs entre as quais o modelo se divide por igual.</translation>
    </message>
    <message>
        <source>How full each GPU&apos;s memory is; above 100% it does not fit.</source>
        <translation>Quanto da memória de cada GPU está ocupado; acima de 100% não cabe.</translation>
    </message>
    <message>
        <source>How fast one user sees the answer being written, in tokens per second (a token is about ¾ of a word).</source>
        <translation>Com que rapidez um usuário vê a resposta sendo escrita, em tokens por segundo (um token é cerca de ¾ de uma palavra).</translation>
    </message>
    <message>
        <source>What running the model yourself costs per month, beside what the same volume costs through the vendor&apos;s API.</source>
        <translation>Quanto custa por mês executar o modelo por conta própria, ao lado do que o mesmo volume custa pela API do desenvolvedor.</translation>
    </message>
    <message>
        <source>The monthly volume of tokens above which running the model yourself costs less than the API.</source>
        <translation>O volume mensal de tokens acima do qual a hospedagem própria custa menos que a API.</translation>
    </message>
    <message>
        <source>Token</source>
        <extracomment>further terms the window and the report use</extracomment>
        <translation>Token</translation>
    </message>
    <message>
        <source>The unit models read and write: about ¾ of an English word, a little less in Portuguese.</source>
        <translation>A unidade que os modelos leem e escrevem: cerca de ¾ de uma palavra em inglês, um pouco menos em português.</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>Réplica</translation>
    </message>
    <message>
        <source>One complete copy of the model on its own group of GPUs; more replicas carry more users.</source>
        <translation>Uma cópia completa do modelo em seu próprio grupo de GPUs; mais réplicas atendem mais usuários.</translation>
    </message>
    <message>
        <source>Self-hosting</source>
        <translation>Hospedagem própria</translation>
    </message>
    <message>
        <source>Running the model on GPUs you rent or own, instead of paying per token to an API.</source>
        <translation>Executar o modelo em GPUs locadas ou próprias, em vez de pagar por token a uma API.</translation>
    </message>
    <message>
        <source>The model vendor&apos;s paid service: you pay per token and run no hardware.</source>
        <translation>O serviço pago do desenvolvedor do modelo: você paga por token e não opera hardware.</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>Janela de contexto</translation>
    </message>
    <message>
        <source>How much text (in tokens) one conversation can hold at once; longer contexts need more GPU memory.</source>
        <translation>Quanto texto (em tokens) uma conversa comporta de uma vez; janelas maiores exigem mais memória de GPU.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nó</translation>
    </message>
    <message>
        <source>One server, usually with 8 GPUs; using several needs a fast network between them.</source>
        <translation>Um servidor, em geral com 8 GPUs; usar vários exige uma rede rápida entre eles.</translation>
    </message>
    <message>
        <source>Number format</source>
        <translation>Formato numérico</translation>
    </message>
    <message>
        <source>How many bits store each model weight; fewer bits need less memory and can lose a little quality.</source>
        <translation>Quantos bits guardam cada peso do modelo; menos bits exigem menos memória e podem perder um pouco de qualidade.</translation>
    </message>
    <message>
        <source>The memory each conversation in progress keeps on the GPUs: it grows with the context and the number of simultaneous requests.</source>
        <translation>A memória que cada conversa em andamento ocupa nas GPUs: cresce com a janela de contexto e com o número de requisições simultâneas.</translation>
    </message>
    <message>
        <source>Memory of fixed size per conversation kept by linear-attention layers, whatever its length.</source>
        <translation>Memória de tamanho fixo por conversa, mantida pelas camadas de atenção linear, qualquer que seja o tamanho da conversa.</translation>
    </message>
    <message>
        <source>Working memory for the numbers being computed at each step; small beside the weights.</source>
        <translation>Memória de trabalho para os valores calculados a cada passo; pequena perto dos pesos.</translation>
    </message>
    <message>
        <source>Experts (MoE)</source>
        <translation>Especialistas (MoE)</translation>
    </message>
    <message>
        <source>A mixture-of-experts model holds many expert blocks but uses only a few for each token: all must stay in memory, while the work per token is that of a smaller model.</source>
        <translation>Um modelo de mistura de especialistas tem muitos blocos especialistas, mas usa só alguns em cada token: todos precisam ficar na memória, enquanto o trabalho por token é o de um modelo menor.</translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <source>A 4-bit number format with a shared scale per block of 32 weights (about 4.25 bits per weight); Kimi K3 is published in it.</source>
        <translation>Formato numérico de 4 bits com uma escala comum a cada bloco de 32 pesos (cerca de 4,25 bits por peso); o Kimi K3 é publicado nele.</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Arithmetic on 4-bit numbers; GPUs that do it natively (Blackwell) compute such weights faster, the others convert them first.</source>
        <translation>Cálculo com números de 4 bits; as GPUs que o fazem nativamente (Blackwell) processam esses pesos mais rápido, as demais precisam convertê-los antes.</translation>
    </message>
    <message>
        <source>Quantized</source>
        <translation>Quantizado</translation>
    </message>
    <message>
        <source>Stored in fewer bits than the model was trained in: smaller and faster, with a slight loss of quality.</source>
        <translation>Armazenado em menos bits do que no treinamento: menor e mais rápido, com pequena perda de qualidade.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo de tensor</translation>
    </message>
    <message>
        <source>The model divided across several GPUs that work on every token together, so it fits and runs faster.</source>
        <translation>O modelo dividido em várias GPUs que trabalham juntas em cada token, para caber na memória e rodar mais rápido.</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Processamento do prompt (prefill)</translation>
    </message>
    <message>
        <source>Reading the prompt before the first word of the answer; its time is the wait until the first token.</source>
        <translation>A leitura do prompt antes da primeira palavra da resposta; seu tempo é a espera até o primeiro token.</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power over the servers&apos; power; 1.3 means 30% more for cooling and losses.</source>
        <translation>Eficiência no uso de energia: a energia total do data center dividida pela energia dos servidores; 1,3 significa 30% a mais para refrigeração e perdas.</translation>
    </message>
    <message>
        <source>The month in which a purchase has cost no more in total than the alternative.</source>
        <translation>O mês em que a aquisição, somada desde o início, passa a ter custado no máximo o mesmo que a alternativa.</translation>
    </message>
    <message>
        <source>IOF</source>
        <translation>IOF</translation>
    </message>
    <message>
        <source>Brazilian tax on foreign-exchange operations, paid on payments abroad (an API or a foreign cloud), not on power or hosting paid in Brazil.</source>
        <translation>Imposto sobre operações de câmbio, pago sobre pagamentos ao exterior (uma API ou uma nuvem estrangeira), não sobre energia elétrica ou colocation pagos no Brasil.</translation>
    </message>
    <message>
        <source>Taxes on services from abroad</source>
        <translation>Tributos sobre importação de serviços</translation>
    </message>
    <message>
        <source>What a Brazilian company pays on top of a foreign service&apos;s price: IRRF, CIDE, PIS/COFINS-Importação, ISS and IOF.</source>
        <translation>O que uma empresa brasileira paga além do preço de um serviço contratado no exterior: IRRF, CIDE, PIS/COFINS-Importação, ISS e IOF.</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Depreciação</translation>
    </message>
    <message>
        <source>A purchase spread evenly over the servers&apos; useful life, month by month.</source>
        <translation>O valor de aquisição distribuído por igual ao longo da vida útil dos servidores, mês a mês.</translation>
    </message>
    <message>
        <source>Future payments in today&apos;s money, discounted at the cost of capital; options are compared on it.</source>
        <translation>Pagamentos futuros em dinheiro de hoje, descontados pelo custo de capital; as opções são comparadas por ele.</translation>
    </message>
    <message>
        <source>Analysis horizon</source>
        <translation>Horizonte de análise</translation>
    </message>
    <message>
        <source>The months over which the options are added up and compared; for a rental or an API it is the contract term.</source>
        <translation>Os meses em que os custos das opções são somados e comparados; para uma locação ou uma API, é o prazo do contrato.</translation>
    </message>
    <message>
        <source>Spare replica</source>
        <translation>Réplica de reserva</translation>
    </message>
    <message>
        <source>An extra copy of the model kept ready so service goes on when a server fails or is under maintenance.</source>
        <translation>Uma cópia adicional do modelo mantida pronta para o serviço continuar quando um servidor falha ou está em manutenção.</translation>
    </message>
    <message>
        <source>Details</source>
        <extracomment>card key -&gt; its entry in HEADLINES (the cards&apos; order)</extracomment>
        <translation>Detalhes</translation>
    </message>
    <message>
        <source>The six cards answer a buyer&apos;s questions; hover over any figure for how it is worked out.</source>
        <translation>Os seis cartões respondem às perguntas de quem compra; passe o mouse sobre um número para ver como é calculado.</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Planned workload</source>
        <translation>Carga prevista</translation>
    </message>
    <message>
        <source>concurrent sequences</source>
        <translation>requisições simultâneas</translation>
    </message>
    <message>
        <source>this scenario: {n}</source>
        <translation>este cenário: {n}</translation>
    </message>
    <message>
        <source>Per sequence</source>
        <translation>Por requisição</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabalho não salvo</translation>
    </message>
    <message>
        <source>k3desk closed before these scenarios were saved. Recover one to continue where you left off; the others stay here until you discard them. Recovered work opens unsaved: Save asks where to keep it.</source>
        <translation>O k3desk foi fechado antes de estes cenários serem salvos. Recupere um para continuar de onde parou; os demais ficam aqui até você descartá-los. O trabalho recuperado abre sem salvar: Salvar pergunta onde guardá-lo.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation>Salvo automaticamente</translation>
    </message>
    <message>
        <source>Original file</source>
        <translation>Arquivo original</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>&amp;Descartar…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Mais &amp;tarde</translation>
    </message>
    <message>
        <source>(unreadable autosave)</source>
        <translation>(salvamento automático ilegível)</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nunca salvo</translation>
    </message>
    <message>
        <source>not a scenario file (ignored)</source>
        <translation>não é um arquivo de cenário (ignorado)</translation>
    </message>
    <message>
        <source>this autosave</source>
        <translation>este salvamento automático</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Descartar trabalho não salvo</translation>
    </message>
    <message>
        <source>Discard the unsaved changes to “%1”? This cannot be undone.</source>
        <translation>Descartar as alterações não salvas de “%1”? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Apply organisation profile</source>
        <translation>Aplicar as premissas da organização</translation>
    </message>
    <message>
        <source>Unknown field</source>
        <translation>Campo desconhecido</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Alterar %1</translation>
    </message>
    <message>
        <source>Change model</source>
        <translation>Alterar modelo</translation>
    </message>
    <message>
        <source>Change GPU</source>
        <translation>Alterar GPU</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Importar modelo</translation>
    </message>
    <message>
        <source>Enter a number, e.g. %1</source>
        <extracomment>an empty field commits None (a limit or a requirement the buyer does not state)</extracomment>
        <translation>Digite um número, por exemplo %1</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <translation>Digite um número inteiro</translation>
    </message>
    <message>
        <source>Enter tokens, e.g. %1 or %2</source>
        <translation>Digite os tokens, por exemplo %1 ou %2</translation>
    </message>
    <message>
        <source>Σ components (embeddings, attention, FFN, routed and shared experts, router)</source>
        <translation>Σ componentes (embeddings, atenção, FFN, especialistas roteados e compartilhados, roteador)</translation>
    </message>
    <message>
        <source>non-routed + routed × k / E − embedding table</source>
        <translation>não roteados + roteados × k / E − tabela de embeddings</translation>
    </message>
    <message>
        <source>non-routed + routed × k / E − embedding table − LM head</source>
        <translation>não roteados + roteados × k / E − tabela de embeddings − camada de saída (LM head)</translation>
    </message>
    <message>
        <source>non-routed + routed × k / E</source>
        <translation>não roteados + roteados × k / E</translation>
    </message>
    <message>
        <source>routed × bpw_expert / 8 + other × bpw_dense / 8</source>
        <translation>roteados × bits por peso dos especialistas / 8 + demais × bits por peso dos demais / 8</translation>
    </message>
    <message>
        <source>sequences × linear layers × heads × d_k × d_v × bytes_state (+ conv state)</source>
        <translation>requisições × camadas lineares × cabeças × d_k × d_v × bytes_estado (+ estado da convolução)</translation>
    </message>
    <message>
        <source>GPUs × (prefill chunk × hidden × 2 B × 16 + sequences × vocab × 4 B)</source>
        <translation>GPUs × (bloco de prefill × dimensão oculta × 2 B × 16 + requisições × vocabulário × 4 B)</translation>
    </message>
    <message>
        <source>engineering assumption, sized to the 30 GB a public Kimi K3 sizing article budgets on 8 GPUs</source>
        <translation>premissa de engenharia, calibrada pelos 30 GB que um artigo público de dimensionamento do Kimi K3 reserva em 8 GPUs</translation>
    </message>
    <message>
        <source>GPUs × overhead per GPU (CUDA context, NCCL buffers, CUDA graphs)</source>
        <translation>GPUs × reserva do sistema por GPU (contexto CUDA, buffers NCCL, CUDA graphs)</translation>
    </message>
    <message>
        <source>a public Kimi K3 sizing article budgets 30 GB runtime overhead on 8 GPUs</source>
        <translation>um artigo público de dimensionamento do Kimi K3 reserva 30 GB de sobrecarga de execução em 8 GPUs</translation>
    </message>
    <message>
        <source>ceil((weights + KV + state) / (memory × utilization − activations − overhead))</source>
        <translation>arred. para cima((pesos + KV + estado) / (memória × utilização − ativações − reserva do sistema))</translation>
    </message>
    <message>
        <source>(capacity − weights − activations − overhead) / (KV + state per sequence in flight); 0 when one longest request does not fit</source>
        <translation>(capacidade − pesos − ativações − sobrecarga) / (KV + estado por requisição em andamento); 0 quando uma única requisição mais longa não cabe</translation>
    </message>
    <message>
        <source>GPUs × (purchase × (1 + server share) / (years × 12) + node kW / GPUs per node × PUE × hours × price per kWh + hosting)</source>
        <translation>GPUs × (valor de aquisição × (1 + proporção do servidor) / (anos × 12) + kW do nó / GPUs por nó × PUE × horas × preço do kWh + colocation)</translation>
    </message>
    <message>
        <source>replicas (spares included) × one replica&apos;s month: a rental × the taxes on payments abroad, or, when bought, the purchase ÷ (book life in years × 12, straight-line depreciation) + power + hosting; plus operations (staff, maintenance) for the fleet</source>
        <translation>réplicas (incluídas as de reserva) × o mês de uma réplica: a locação × os tributos sobre pagamentos ao exterior, ou, na aquisição própria, o valor de aquisição ÷ (vida útil contábil em anos × 12, depreciação linear) + energia elétrica + colocation; mais a operação (equipe, manutenção) do parque</translation>
    </message>
    <message>
        <source>Σ cash flows, month 0 to N: the purchase at signing, each month&apos;s running costs, rentals and API bills, less the resale at the end (unset: the remaining book value, purchase × (1 − N ÷ (years × 12)))</source>
        <translation>Σ fluxos de caixa, do mês 0 ao N: a aquisição no início, os custos de operação, a locação e as faturas da API de cada mês, menos a revenda ao final (sem valor definido: o valor contábil restante, aquisição × (1 − N ÷ (anos × 12)))</translation>
    </message>
    <message>
        <source>the same route costed at the corners of the speed band (replicas) and of the GPU type&apos;s published rental prices; the winner must be the same at every corner</source>
        <translation>a mesma opção calculada nos extremos da faixa de velocidade (réplicas) e dos preços de locação publicados para esta GPU; a mais econômica precisa ser a mesma em todos os extremos</translation>
    </message>
    <message>
        <source>income-tax depreciation = purchase × the Receita&apos;s rate for computers (20% a year) × 1, 1.5 or 2 for one, two or three shifts a day, a month at a time until written off; deducted only on lucro real with the income-tax shield on (34%); the book life decides replacement and resale</source>
        <translation>depreciação para o imposto de renda = aquisição × a taxa da Receita para computadores (20% ao ano) × 1, 1,5 ou 2 para um, dois ou três turnos por dia, mês a mês até a depreciação total; deduzida apenas no lucro real com o benefício fiscal do IRPJ/CSLL ligado (34%); a vida útil contábil decide a substituição e a revenda</translation>
    </message>
    <message>
        <source>the monthly volume, held over the term, at which the cheaper self-hosted route&apos;s present value equals the API&apos;s (replica steps included)</source>
        <translation>o volume mensal, mantido no horizonte de análise, em que o valor presente da opção de hospedagem própria mais econômica se iguala ao da API (com os degraus de réplicas)</translation>
    </message>
    <message>
        <source>smallest power-of-two group ≥ raw minimum dividing heads and experts (with pipeline parallelism: multiples of the node)</source>
        <translation>menor grupo potência de dois ≥ mínimo bruto que divide cabeças e especialistas (com paralelismo de pipeline: múltiplos do nó)</translation>
    </message>
    <message>
        <source>max(sequences × context in flight, longest request) × bytes per token; context in flight = prompt + answer / 2 (MLA: (kv_lora + rope) × bytes, + DSA indexer key; GQA: KV heads × (K + V head dim) × bytes; sliding or chunked window: min(context, window))</source>
        <translation>max(requisições × contexto em andamento, requisição mais longa) × bytes por token; contexto em andamento = prompt + resposta / 2 (MLA: (kv_lora + rope) × bytes, + chave do indexador DSA; GQA: cabeças KV × (dim. de cabeça K + V) × bytes; janela deslizante ou em blocos: min(contexto, janela))</translation>
    </message>
    <message>
        <source>weights / GPUs + KV (MLA latent replicated per TP rank) + state / TP + activations + overhead</source>
        <translation>pesos / GPUs + KV (latente MLA replicado em cada rank TP) + estado / TP + ativações + reserva do sistema</translation>
    </message>
    <message>
        <source>speculative factor / t_step; t_step = (max(t_memory, t_compute) + t_prefill + t_comm) / efficiency + fixed</source>
        <translation>fator especulativo / t_step; t_step = (max(t_memory, t_compute) + t_prefill + t_comm) / eficiência + tempo fixo</translation>
    </message>
    <message>
        <source>sequences × tokens/s per sequence</source>
        <translation>requisições × tokens/s por requisição</translation>
    </message>
    <message>
        <source>max(prompt FLOPs / (GPUs × peak × η_prefill), resident weights read per chunk) / efficiency + fixed first-token cost; under load + waiting for the running step, the steps its chunks share with the decodes in flight and queueing behind other prompts</source>
        <translation>max(FLOPs do prompt / (GPUs × pico × η_prefill), pesos residentes lidos por bloco) / eficiência + tempo fixo do primeiro token; sob carga, + a espera pelo passo em execução, os passos que seus blocos dividem com as gerações em andamento e a fila atrás de outros prompts</translation>
    </message>
    <message>
        <source>GPUs × price per GPU-hour × hours</source>
        <translation>GPUs × preço por hora de GPU × horas</translation>
    </message>
    <message>
        <source>tokens × [in × (hit × cached + (1 − hit) × miss) + out × reasoning × output]</source>
        <translation>tokens × [entrada × (acerto × preço com cache + (1 − acerto) × preço sem cache) + saída × raciocínio × preço de saída]</translation>
    </message>
    <message>
        <source>self-host per month / blended API price per token</source>
        <translation>hospedagem própria por mês / preço médio ponderado da API por token</translation>
    </message>
    <message>
        <source>ceil(tokens per month / replica tokens per month)</source>
        <translation>arred. para cima(tokens por mês / tokens por mês de uma réplica)</translation>
    </message>
    <message>
        <source>checkpoint bytes × 8 / link bits per second</source>
        <translation>bytes dos arquivos do modelo × 8 / bits por segundo do link</translation>
    </message>
    <message>
        <source>%1 of peak</source>
        <translation>%1 do pico</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>por passo</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automática</translation>
    </message>
    <message>
        <source>{gpu}: left out by the vendor or GPU-type filter</source>
        <translation>{gpu}: excluída pelo filtro de fabricante ou de tipo de GPU</translation>
    </message>
    <message>
        <source>{gpu}: no rental or purchase price known</source>
        <translation>{gpu}: sem preço de locação nem valor de aquisição conhecido</translation>
    </message>
    <message>
        <source>{gpu}: needs {value} more per GPU at {n} GPUs</source>
        <translation>{gpu}: faltam {value} por GPU com {n} GPUs</translation>
    </message>
    <message>
        <source>{gpu}: no GPU count under the deployment rules holds it</source>
        <translation>{gpu}: nenhuma quantidade de GPUs permitida pelas regras de implantação comporta o modelo</translation>
    </message>
    <message>
        <source>{gpu}: {value}, below {limit}</source>
        <translation>{gpu}: {value}, abaixo de {limit}</translation>
    </message>
    <message>
        <source>{gpu}: first token after {value}, above {limit}</source>
        <translation>{gpu}: primeiro token após {value}, acima de {limit}</translation>
    </message>
    <message>
        <source>{gpu}: first token after {value} at the percentile under the peak load, above {within} (the {limit} target less the model&apos;s typical error)</source>
        <translation>{gpu}: primeiro token após {value} no percentil sob a carga de pico, acima de {within} (a meta de {limit} menos o erro típico do modelo)</translation>
    </message>
    <message>
        <source>{gpu}: {value} per output token at the percentile under the peak load, above {within} (the {limit} target less the model&apos;s typical error)</source>
        <translation>{gpu}: {value} por token de saída no percentil sob a carga de pico, acima de {within} (a meta de {limit} menos o erro típico do modelo)</translation>
    </message>
    <message>
        <source>{gpu}: {value} a month at best, above {limit}</source>
        <translation>{gpu}: no mínimo {value} por mês, acima de {limit}</translation>
    </message>
    <message>
        <source>{gpu}: needs {value} GPUs, above {limit}</source>
        <translation>{gpu}: precisa de {value} GPUs, acima de {limit}</translation>
    </message>
    <message>
        <source>{gpu}: meets each constraint, but not all at once</source>
        <translation>{gpu}: atende a cada restrição, mas não a todas ao mesmo tempo</translation>
    </message>
    <message>
        <source>Nothing reaches {limit} per user: the fastest option gives {value}.</source>
        <translation>Nenhuma opção chega a {limit} por usuário: a mais rápida dá {value}.</translation>
    </message>
    <message>
        <source>Nothing gives a first token within {limit}: the quickest takes {value}.</source>
        <translation>Nenhuma opção entrega o primeiro token em até {limit}: a mais rápida leva {value}.</translation>
    </message>
    <message>
        <source>Nothing keeps the first token within {within} at the percentile under the peak load (the {limit} target less the model&apos;s typical error), whatever the fleet: the quickest takes {value}.</source>
        <translation>Nenhuma opção mantém o primeiro token dentro de {within} no percentil sob a carga de pico (a meta de {limit} menos o erro típico do modelo), qualquer que seja o parque: a mais rápida leva {value}.</translation>
    </message>
    <message>
        <source>Nothing keeps the time per output token within {within} at the percentile under the peak load (the {limit} target less the model&apos;s typical error), whatever the fleet: the quickest takes {value}.</source>
        <translation>Nenhuma opção mantém o tempo por token de saída dentro de {within} no percentil sob a carga de pico (a meta de {limit} menos o erro típico do modelo), qualquer que seja o parque: a mais rápida leva {value}.</translation>
    </message>
    <message>
        <source>Nothing fits a budget of {limit} a month: the cheapest option costs {value}.</source>
        <translation>Nenhuma opção cabe no orçamento de {limit} por mês: a mais econômica custa {value}.</translation>
    </message>
    <message>
        <source>Nothing carries the workload on {limit} GPUs: the fewest that do are {value}.</source>
        <translation>Nenhuma opção atende à carga de trabalho com {limit} GPUs: o mínimo que atende é {value}.</translation>
    </message>
    <message>
        <source>No allowed GPU holds the model and the workload: {value} more per GPU needed at {n} GPUs.</source>
        <translation>Nenhuma GPU permitida comporta o modelo e a carga de trabalho: faltam {value} por GPU com {n} GPUs.</translation>
    </message>
    <message>
        <source>No allowed GPU holds the model and the workload under the deployment rules.</source>
        <translation>Nenhuma GPU permitida comporta o modelo e a carga de trabalho dentro das regras de implantação.</translation>
    </message>
    <message>
        <source>No allowed GPU has a rental or purchase price.</source>
        <translation>Nenhuma GPU permitida tem preço de locação ou valor de aquisição.</translation>
    </message>
    <message>
        <source>The vendor and GPU-type filters leave no GPU.</source>
        <translation>Os filtros de fabricante e de tipo de GPU não deixam nenhuma GPU.</translation>
    </message>
    <message>
        <source>Each constraint can be met, but no option meets all of them at once.</source>
        <translation>Cada restrição pode ser atendida, mas nenhuma opção atende a todas ao mesmo tempo.</translation>
    </message>
    <message>
        <source>{base}, speculative ×{f}</source>
        <translation>{base}, especulativa ×{f}</translation>
    </message>
    <message>
        <source>Each of the {n} GPUs serves its own users; the model&apos;s experts are spread over all of them, so no GPU keeps every user&apos;s working memory.</source>
        <translation>Cada uma das {n} GPUs atende seus próprios usuários; os especialistas do modelo ficam distribuídos entre todas, e nenhuma GPU guarda a memória de trabalho de todos os usuários.</translation>
    </message>
    <message>
        <source>{pp} stages × split across {tp} GPUs</source>
        <translation>{pp} estágios × dividido em {tp} GPUs</translation>
    </message>
    <message>
        <source>{gpu}: bought, the smallest fleet draws {value} kW at the meter, above the facility&apos;s {limit} kW</source>
        <translation>{gpu}: em aquisição própria, o menor parque consome {value} kW no medidor, acima dos {limit} kW da instalação</translation>
    </message>
    <message>
        <source>No bought fleet fits the facility&apos;s {limit} kW: the smallest draws {value} kW at the meter.</source>
        <translation>Nenhum parque próprio cabe nos {limit} kW da instalação: o menor consome {value} kW no medidor.</translation>
    </message>
    <message>
        <source>{units} × ({p} prefill + {d} decode GPUs)</source>
        <translation>{units} × ({p} prompt + {d} geração)</translation>
    </message>
    <message>
        <source>{units} × {n} GPUs, experts spread over all</source>
        <translation>{units} × {n} GPUs, especialistas em todas</translation>
    </message>
    <message>
        <source>{n} GPUs, each serving its own users</source>
        <translation>{n} GPUs, cada uma atendendo seus próprios usuários</translation>
    </message>
    <message>
        <source>split across {tp} GPUs</source>
        <translation>dividido em {tp} GPUs</translation>
    </message>
    <message>
        <source>Production scale: {units} units, each reading prompts on {p} GPUs and writing the answers on {d} others ({b} users per GPU); the conversations&apos; memory passes from one group to the other over the network.</source>
        <translation>Escala de produção: {units} unidades, cada uma processando os prompts em {p} GPUs e gerando as respostas em outras {d} ({b} usuários por GPU); a memória das conversas passa de um grupo para o outro pela rede.</translation>
    </message>
    <message>
        <source>Production scale: {units} units of {n} GPUs, each GPU serving its own users ({b} per GPU) while the model&apos;s experts are spread over the whole unit, across several servers.</source>
        <translation>Escala de produção: {units} unidades de {n} GPUs, cada GPU atendendo seus próprios usuários ({b} por GPU) enquanto os especialistas do modelo ficam distribuídos pela unidade inteira, em vários servidores.</translation>
    </message>
    <message>
        <source>{pp} groups of GPUs, one after the other, each holding part of the model&apos;s layers; each group splits its part across {tp} GPUs.</source>
        <translation>{pp} grupos de GPUs, um após o outro, cada um com parte das camadas do modelo; cada grupo divide a sua parte em {tp} GPUs.</translation>
    </message>
    <message>
        <source>The model is split across {tp} GPUs, one part per GPU (tensor parallel); every GPU works on every request.</source>
        <translation>O modelo é dividido em {tp} GPUs, uma parte por GPU (paralelismo de tensor); todas as GPUs trabalham em cada requisição.</translation>
    </message>
    <message>
        <source>{d} weights, {kv} KV</source>
        <translation>pesos {d}, KV {kv}</translation>
    </message>
    <message>
        <source>{e} experts, {d} rest, {kv} KV</source>
        <translation>especialistas {e}, demais {d}, KV {kv}</translation>
    </message>
    <message>
        <source>{f} (needs a quantized checkpoint)</source>
        <translation>{f} (exige arquivos do modelo quantizados)</translation>
    </message>
    <message>
        <source>{d}, KV {kv}</source>
        <translation>{d}, KV {kv}</translation>
    </message>
    <message>
        <source>{e} / {d}, KV {kv}</source>
        <translation>{e} / {d}, KV {kv}</translation>
    </message>
    <message>
        <source>{f}, quantized</source>
        <translation>{f}, quantizado</translation>
    </message>
    <message>
        <source>rent</source>
        <extracomment>The mark on an option&apos;s speed that the buyer&apos;s own measurement re-anchors (``Option.anchor``).</extracomment>
        <translation>locação</translation>
    </message>
    <message>
        <source>own</source>
        <translation>aquisição</translation>
    </message>
    <message>
        <source>Unverified rental price: {price} per GPU-hour, derived from other figures or not confirmed by a published quote. Source: {source}</source>
        <extracomment>A catalog price that is not a published quote: derived from another figure, or marked unverified.</extracomment>
        <translation>Preço de locação não verificado: {price} por hora de GPU, derivado de outros valores ou sem cotação publicada que o confirme. Fonte: {source}</translation>
    </message>
    <message>
        <source>Unverified purchase price: {price} per GPU, derived from other figures or not confirmed by a published quote. Source: {source}</source>
        <translation>Valor de aquisição não verificado: {price} por GPU, derivado de outros valores ou sem cotação publicada que o confirme. Fonte: {source}</translation>
    </message>
    <message>
        <source>≈ {amount}</source>
        <translation>≈ {amount}</translation>
    </message>
    <message>
        <source>{amount} per million tokens of the planned volume</source>
        <translation>{amount} por milhão de tokens da carga prevista</translation>
    </message>
    <message>
        <source>An amount marked ≈ rests on a rental or purchase price the catalog derived from other figures or could not confirm with a published quote; the amount&apos;s tooltip names the source.</source>
        <translation>Um valor marcado com ≈ se baseia em um preço de locação ou de aquisição que o catálogo derivou de outros valores ou não conseguiu confirmar com uma cotação publicada; a dica de ferramenta do valor indica a fonte.</translation>
    </message>
    <message>
        <source>≈ derived or unverified price</source>
        <translation>≈ preço derivado ou não verificado</translation>
    </message>
    <message>
        <source>API (reference)</source>
        <translation>API (referência)</translation>
    </message>
    <message>
        <source>No API price is known for this model: there is nothing to compare the options with.</source>
        <translation>Nenhum preço de API é conhecido para este modelo: não há com o que comparar as opções.</translation>
    </message>
    <message>
        <source>the same volume through the API; a reference, not an option</source>
        <translation>a mesma carga pela API; uma referência, não uma opção</translation>
    </message>
    <message>
        <source>What the model&apos;s API would cost for the planned volume, month 1 and over the {months}-month term, with the taxes the buyer pays on payments abroad. It is a reference to set the options against, not an option to apply.</source>
        <translation>Quanto a API do modelo custaria para a carga prevista, no primeiro mês e no horizonte de análise de {months} meses, com os tributos que o comprador paga sobre pagamentos ao exterior. É uma referência para comparar as opções, não uma opção a aplicar.</translation>
    </message>
    <message>
        <source>The API is cheaper for this volume: {api} over {months} months, less than any option (the cheapest, {count}× {gpu}, costs {amount})</source>
        <translation>A API é mais econômica para esta carga: {api} em {months} meses, menos que qualquer opção (a mais econômica, {count}× {gpu}, custa {amount})</translation>
    </message>
    <message>
        <source>The API is cheaper for this volume: {api} per month, less than any option (the cheapest, {count}× {gpu}, costs {amount})</source>
        <translation>A API é mais econômica para esta carga: {api} por mês, menos que qualquer opção (a mais econômica, {count}× {gpu}, custa {amount})</translation>
    </message>
    <message>
        <source>Cheapest over {months} months that meets the need: {count}× {gpu}, {amount} in total, {speed} per user</source>
        <translation>A mais econômica em {months} meses que atende: {count}× {gpu}, {amount} no total, {speed} por usuário</translation>
    </message>
    <message>
        <source>Cheapest that meets the need: {count}× {gpu}, {amount} per month, {speed} per user</source>
        <translation>A mais econômica que atende: {count}× {gpu}, {amount} por mês, {speed} por usuário</translation>
    </message>
    <message>
        <source>Renting abroad is left out: {why} ({n} rented options not offered)</source>
        <translation>A locação no exterior fica de fora: {why} ({n} opções de locação não oferecidas)</translation>
    </message>
    <message>
        <source>No command line: this configuration does not fit or is not deployable.</source>
        <translation>Sem linha de comando: esta configuração não cabe na memória ou não é viável.</translation>
    </message>
    <message>
        <source>Command lines for one unit: {p} prefill GPUs and {d} decode GPUs over {nodes} nodes, with the router in front.</source>
        <translation>Linhas de comando para uma unidade: {p} GPUs de processamento do prompt e {d} GPUs de geração em {nodes} nós, com o roteador à frente.</translation>
    </message>
    <message>
        <source>Command lines for this configuration: {n} GPUs over {nodes} nodes, one command per node. Replace HEAD_NODE_IP with the first node&apos;s address.</source>
        <translation>Linhas de comando para esta configuração: {n} GPUs em {nodes} nós, um comando por nó. Substitua HEAD_NODE_IP pelo endereço do primeiro nó.</translation>
    </message>
    <message>
        <source>Command lines for this configuration: {n} GPUs in one node.</source>
        <translation>Linhas de comando para esta configuração: {n} GPUs em um nó.</translation>
    </message>
    <message>
        <source>{engine}, {role}:</source>
        <translation>{engine}, {role}:</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Opção</translation>
    </message>
    <message>
        <source>Documented at</source>
        <translation>Documentada em</translation>
    </message>
    <message>
        <source>Cost against speed</source>
        <extracomment>the display currency: (symbol, US$ -&gt; display factor); costs are plotted in it, as the table shows them</extracomment>
        <translation>Custo vs. velocidade</translation>
    </message>
    <message>
        <source>%1 per month, planned volume (log scale)</source>
        <translation>%1 por mês, carga prevista (escala log.)</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <translation>tokens/s por usuário</translation>
    </message>
    <message>
        <source>option</source>
        <translation>opção</translation>
    </message>
    <message>
        <source>ten cheapest</source>
        <translation>dez mais econômicas</translation>
    </message>
    <message>
        <source>cost-speed front</source>
        <translation>fronteira custo-velocidade</translation>
    </message>
    <message>
        <source>today</source>
        <translation>cenário atual</translation>
    </message>
    <message>
        <source>The reference deployment: one HGX B300 node (8 GPUs of about 300 GB each), MXFP4 experts, FP8 KV cache, 128K context and 8 concurrent sequences. Compare with 16x H200 and with the API.</source>
        <translation>A implantação de referência: um nó HGX B300 (8 GPUs de cerca de 300 GB cada), especialistas em MXFP4, cache KV em FP8, janela de contexto de 128 mil tokens e 8 requisições simultâneas. Compare com 16× H200 e com a API.</translation>
    </message>
    <message>
        <source>Hopper alternative to one B300 node: two HGX H200 nodes (141 GiB, 150.8 GB each) joined by the network. Fits, but with less headroom for concurrent sequences and a slower cross-node step.</source>
        <translation>Alternativa Hopper a um nó B300: dois nós HGX H200 (141 GiB, 150,8 GB cada) ligados pela rede. Cabe na memória, mas com menos folga para requisições simultâneas e um passo mais lento entre nós.</translation>
    </message>
    <message>
        <source>Using an existing H100 fleet: four HGX H100 nodes (80 GiB, 85.5 GB each). Shows what the memory wall costs in GPUs and per-month rent compared with Blackwell.</source>
        <translation>Aproveitando um parque de H100 existente: quatro nós HGX H100 (80 GiB, 85,5 GB cada). Mostra o que o limite de memória custa em GPUs e em locação mensal, em comparação com a Blackwell.</translation>
    </message>
    <message>
        <source>Two HGX B200 nodes (192.3 GB each). More memory per replica than one B300 node, so more room for concurrent long-context sequences.</source>
        <translation>Dois nós HGX B200 (192,3 GB cada). Mais memória por réplica que um nó B300, portanto mais espaço para requisições simultâneas com janela de contexto longa.</translation>
    </message>
    <message>
        <source>Full 1,048,576-token context on one B300 node: one request that long must fit next to the weights, and 3 sequences with 256K-token prompts are planned; the KV cache grows with each sequence&apos;s context, see the VRAM chart for the headroom.</source>
        <translation>Contexto completo de 1.048.576 tokens num nó B300: uma requisição desse tamanho precisa caber ao lado dos pesos, e estão previstas 3 requisições com prompts de 256 mil tokens; o cache KV cresce com o contexto de cada requisição, veja a folga no gráfico de VRAM.</translation>
    </message>
    <message>
        <source>Kimi K2.5 as released, with INT4 (group 32) experts, on one HGX H200 node. A common setup today; a 128K request fits next to the weights, with room for far more than the 4 sequences planned.</source>
        <translation>Kimi K2.5 como lançado, com especialistas INT4 (grupo 32), num nó HGX H200. Uma configuração comum hoje; uma requisição de 128 mil tokens cabe ao lado dos pesos, com espaço para muito mais do que as 4 requisições previstas.</translation>
    </message>
    <message>
        <source>DeepSeek-V3 / R1 in its native FP8 block format on one HGX H200 node, the classic single-node deployment; a 128K request fits, with room for far more than the 3 sequences planned.</source>
        <translation>DeepSeek-V3 / R1 no seu formato nativo FP8 em blocos num nó HGX H200, a implantação clássica de um nó; uma requisição de 128 mil tokens cabe, com espaço para muito mais do que as 3 requisições previstas.</translation>
    </message>
    <message>
        <source>A Brazilian company on lucro presumido in São Paulo, in reais: the API paid abroad by remittance (with the taxes on imported services), GPUs rented from a provider in Brazil (taxes inside its price) and servers imported directly (about 1.44× their price under the 2027 rules: no IPI, the CBS on the import credited), one spare replica. The term starts in January 2027; the discount rate is the Selic, 15% a year (Copom, 28 January 2026): replace it with your company&apos;s cost of capital. Taxes are estimates: confirm them with your accountant.</source>
        <translation>Uma empresa brasileira no lucro presumido em São Paulo, em reais: a API paga no exterior por remessa (com os tributos sobre importação de serviços), GPUs em locação de um provedor no Brasil (tributos dentro do preço) e servidores importados diretamente (cerca de 1,44× o seu preço pelas regras de 2027: sem IPI, com crédito da CBS na importação), com uma réplica de reserva. O horizonte de análise começa em janeiro de 2027; a taxa de desconto é a Selic, 15% ao ano (Copom, 28 de janeiro de 2026): substitua-a pelo custo de capital da sua empresa. Os tributos são estimativas: confirme-os com o seu contador.</translation>
    </message>
    <message>
        <source>GPU-hour price</source>
        <translation>Preço por hora de GPU</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Valor de aquisição</translation>
    </message>
    <message>
        <source>Cache hit rate (±20 points)</source>
        <translation>Taxa de acerto de cache (±20 pontos)</translation>
    </message>
    <message>
        <source>Monthly volume</source>
        <translation>Volume mensal</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>Preço da energia elétrica</translation>
    </message>
    <message>
        <source>Payback is counted on cumulative cash discounted at {rate} a year (today&apos;s money).</source>
        <translation>O payback é contado sobre o caixa acumulado descontado a {rate} ao ano (valor presente).</translation>
    </message>
    <message>
        <source>Payback is counted on cumulative cash as paid, not discounted.</source>
        <translation>O payback é contado sobre o caixa acumulado como pago, sem desconto.</translation>
    </message>
    <message>
        <source>No cost over the contract term: this configuration does not fit or cannot be deployed.</source>
        <translation>Custo não calculado no horizonte de análise: esta configuração não cabe na memória ou não é viável.</translation>
    </message>
    <message>
        <source>Owning is not costed over the term: {why}.</source>
        <translation>A aquisição própria não entra no cálculo do horizonte de análise: {why}.</translation>
    </message>
    <message>
        <source>Owning is not costed over the term: no purchase price is set for this GPU.</source>
        <translation>A aquisição própria não entra no cálculo do horizonte de análise: não há valor de aquisição definido para esta GPU.</translation>
    </message>
    <message>
        <source>The API is left out: data must stay in Brazil.</source>
        <translation>A API fica de fora: os dados devem ficar no Brasil.</translation>
    </message>
    <message>
        <source>The API is not costed over the term: no API price is known for this model.</source>
        <translation>A API não entra no cálculo do horizonte de análise: não há preço de API conhecido para este modelo.</translation>
    </message>
    <message>
        <source>Buying pays back in month {api} against the API, within the {n}-month term.</source>
        <translation>A aquisição própria se paga no mês {api} frente à API, dentro do horizonte de {n} meses.</translation>
    </message>
    <message>
        <source>Buying does not pay back against the API within the {n}-month term.</source>
        <translation>A aquisição própria não se paga frente à API dentro do horizonte de {n} meses.</translation>
    </message>
    <message>
        <source>Buying pays back in month {api} against the API and in month {rent} against renting, within the {n}-month term.</source>
        <translation>A aquisição própria se paga no mês {api} frente à API e no mês {rent} frente à locação, dentro do horizonte de {n} meses.</translation>
    </message>
    <message>
        <source>Buying pays back in month {api} against the API; against renting it does not pay back within the {n}-month term.</source>
        <translation>A aquisição própria se paga no mês {api} frente à API; frente à locação, não se paga dentro do horizonte de {n} meses.</translation>
    </message>
    <message>
        <source>Buying pays back in month {rent} against renting; against the API it does not pay back within the {n}-month term.</source>
        <translation>A aquisição própria se paga no mês {rent} frente à locação; frente à API, não se paga dentro do horizonte de {n} meses.</translation>
    </message>
    <message>
        <source>Buying does not pay back within the {n}-month term, against the API or against renting.</source>
        <translation>A aquisição própria não se paga dentro do horizonte de {n} meses, nem frente à API nem frente à locação.</translation>
    </message>
    <message>
        <source>Over {n} months: renting {rent}, the API {api}.</source>
        <translation>Em {n} meses: locação {rent}, API {api}.</translation>
    </message>
    <message>
        <source>Over {n} months: renting {rent}, owning {own}, the API {api}.</source>
        <translation>Em {n} meses: locação {rent}, aquisição própria {own}, API {api}.</translation>
    </message>
    <message>
        <source>No input within the values k3desk accepts changes the answer.</source>
        <translation>Nenhuma entrada, dentro dos valores que o k3desk aceita, muda a resposta.</translation>
    </message>
    <message>
        <source>The answer can change within the speed range or the GPU type&apos;s published rental prices.</source>
        <translation>A resposta pode mudar dentro da faixa de velocidade ou dos preços de locação publicados para esta GPU.</translation>
    </message>
    <message>
        <source>Cumulative cost of the whole fleet from signing (month 0, when a purchase is paid) to the end of the term, where an owned fleet is resold.</source>
        <translation>Custo acumulado do parque inteiro do início (mês 0, quando a aquisição é paga) ao fim do horizonte de análise, quando o parque próprio é revendido.</translation>
    </message>
    <message>
        <source>Trends compound monthly. A rented fleet follows the volume; an owned fleet buys replicas when needed and keeps them. Import taxes on servers follow how they are bought (Finance).</source>
        <translation>As tendências se acumulam mês a mês. Um parque em locação acompanha o volume; um de aquisição própria compra réplicas quando necessárias e as mantém. Os tributos de importação dos servidores seguem a forma de aquisição (Finanças).</translation>
    </message>
    <message>
        <source>Exchange-rate swing (stated)</source>
        <translation>Variação cambial (premissa)</translation>
    </message>
    <message>
        <source>± {fx}</source>
        <translation>± {fx}</translation>
    </message>
    <message>
        <source>{pct}: servers {route} (estimate)</source>
        <translation>{pct}: servidores {route} (estimativa)</translation>
    </message>
    <message>
        <source>Cumulative cost of the whole fleet from signing (month 0, when a purchase is paid) to the end of the term, where an owned fleet is resold; the marker is the month buying pays back against the API.</source>
        <translation>Custo acumulado do parque inteiro do início (mês 0, quando a aquisição é paga) ao fim do horizonte de análise, quando o parque próprio é revendido; o marcador é o mês em que a aquisição própria se paga frente à API.</translation>
    </message>
    <message>
        <source>What would change the answer against the API</source>
        <translation>O que mudaria a resposta frente à API</translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation>O que mudaria a resposta</translation>
    </message>
    <message>
        <source>Sensitivity: the difference over the term ({route} minus the API; below zero {route} is cheaper) with one assumption 20% lower and 20% higher, widest first.</source>
        <translation>Sensibilidade: a diferença no horizonte de análise ({route} menos a API; abaixo de zero, {route} é mais econômica) com uma premissa 20% menor e 20% maior, da mais ampla à mais estreita.</translation>
    </message>
    <message>
        <source>buying</source>
        <translation>a aquisição própria</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>a locação</translation>
    </message>
    <message>
        <source>The answer holds across the speed range and the GPU type&apos;s published rental prices.</source>
        <translation>A resposta se mantém em toda a faixa de velocidade e nos preços de locação publicados para esta GPU.</translation>
    </message>
    <message>
        <source>Contract term</source>
        <translation>Horizonte de análise</translation>
    </message>
    <message>
        <source>{n} months</source>
        <translation>{n} meses</translation>
    </message>
    <message>
        <source>API price change per year</source>
        <translation>Variação anual do preço da API</translation>
    </message>
    <message>
        <source>Volume growth per month</source>
        <translation>Crescimento mensal do volume</translation>
    </message>
    <message>
        <source>Import duties and taxes</source>
        <translation>Tributos de importação</translation>
    </message>
    <message>
        <source>Resale value at the end</source>
        <translation>Valor de revenda ao final</translation>
    </message>
    <message>
        <source>the remaining book value</source>
        <translation>o valor contábil restante</translation>
    </message>
    <message>
        <source>Term assumptions</source>
        <translation>Premissas do horizonte de análise</translation>
    </message>
    <message>
        <source>Trends compound monthly. A rented fleet follows the volume; an owned fleet buys replicas as they are needed and keeps them. Servers imported into Brazil usually carry import duty (II), IPI, PIS/COFINS and ICMS: enter their total as import duties.</source>
        <translation>As tendências de preço e volume se acumulam mês a mês. Um parque em locação acompanha o volume; um parque de aquisição própria compra réplicas quando são necessárias e as mantém. Servidores importados para o Brasil costumam pagar Imposto de Importação (II), IPI, PIS/COFINS e ICMS: informe o total como tributos de importação.</translation>
    </message>
    <message>
        <source>Contract term: no cost, the configuration does not run</source>
        <translation>Horizonte de análise: custo não calculado, a configuração não roda</translation>
    </message>
    <message>
        <source>payback: month {m}</source>
        <translation>payback: mês {m}</translation>
    </message>
    <message>
        <source>Owned GPUs (no purchase price)</source>
        <translation>GPUs de aquisição própria (sem valor de aquisição)</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>Payback</translation>
    </message>
    <message>
        <source>Contract term: every way to pay is left out; the verdict says why</source>
        <extracomment>nominal cash or discounted at the scenario&apos;s rate (enabled when a rate above 0 is entered)</extracomment>
        <translation>Horizonte de análise: todas as opções ficam de fora; o veredito diz por quê</translation>
    </message>
    <message>
        <source>owning does not pay back within the term</source>
        <translation>a aquisição própria não se paga dentro do horizonte de análise</translation>
    </message>
    <message>
        <source>Months from signing</source>
        <translation>Meses desde o início</translation>
    </message>
    <message>
        <source>In today&apos;s money (discounted)</source>
        <translation>Em valor presente (descontado)</translation>
    </message>
    <message>
        <source>Each month&apos;s cash discounted at the company&apos;s rate (Finance); the payback marker follows. Available when a discount rate above 0 is entered.</source>
        <translation>O caixa de cada mês descontado à taxa da empresa (Finanças); o marcador de payback acompanha. Disponível quando uma taxa de desconto acima de 0 é informada.</translation>
    </message>
    <message>
        <source>Cumulative cost over {n} months, in today&apos;s money</source>
        <translation>Custo acumulado em {n} meses, em valor presente</translation>
    </message>
    <message>
        <source>Cumulative cost over {n} months</source>
        <translation>Custo acumulado em {n} meses</translation>
    </message>
    <message>
        <source>&lt;b&gt;Month {m}&lt;/b&gt;, cumulative&lt;br&gt;{lines}&lt;br&gt;&lt;i&gt;Cheapest so far: {cheapest}&lt;/i&gt;</source>
        <translation>&lt;b&gt;Mês {m}&lt;/b&gt;, acumulado&lt;br&gt;{lines}&lt;br&gt;&lt;i&gt;Mais econômica até aqui: {cheapest}&lt;/i&gt;</translation>
    </message>
    <message>
        <source>months from signing</source>
        <translation>meses desde o início</translation>
    </message>
    <message>
        <source>assumption 20% lower</source>
        <translation>premissa 20% menor</translation>
    </message>
    <message>
        <source>assumption 20% higher</source>
        <translation>premissa 20% maior</translation>
    </message>
    <message>
        <source>break-even (no difference)</source>
        <translation>ponto de equilíbrio (sem diferença)</translation>
    </message>
    <message>
        <source>{v} bpw</source>
        <extracomment>the same lookup under a name lupdate does not read as ``tr()``: ``fm.tr(N_(&quot;x&quot;))`` would file &quot;x&quot; under a context named &quot;fm&quot;; ``fm.localized(N_(&quot;x&quot;))`` leaves it to N_ (empty context)</extracomment>
        <translation>{v} bits/peso</translation>
    </message>
    <message>
        <source>{now} per user, down from {before} on {fewer}: with {count}, each step crosses the slower network between servers</source>
        <extracomment>how much faster the smaller setup must be before the drop is worth a word (rounding noise aside)</extracomment>
        <translation>{now} por usuário, abaixo de {before} com {fewer}: com {count}, cada passo da geração atravessa a rede mais lenta entre servidores</translation>
    </message>
    <message>
        <source>{now} per user, down from {before} on {fewer}: with {count}, coordinating the GPUs costs each step more than it saves</source>
        <translation>{now} por usuário, abaixo de {before} com {fewer}: com {count}, coordenar as GPUs custa a cada passo da geração mais do que economiza</translation>
    </message>
    <message>
        <source>{model} is your replacement of the shipped model {shipped} (id {id}): its figures are yours, not the shipped ones</source>
        <translation>{model} é a sua substituição do modelo {shipped} do catálogo do k3desk (id {id}): os dados são os seus, não os do catálogo</translation>
    </message>
    <message>
        <source>{name}, version {version} (content hash {hash})</source>
        <translation>{name}, versão {version} (hash do conteúdo {hash})</translation>
    </message>
    <message>
        <source>{name}, version {version}</source>
        <translation>{name}, versão {version}</translation>
    </message>
    <message>
        <source>The context of {context} tokens is longer than {model}&apos;s maximum of {max} tokens (saved before k3desk refused it); the figures are for the context as saved: enter {max} or less</source>
        <translation>A janela de contexto de {context} tokens é maior que o máximo de {max} tokens do {model} (salva antes de o k3desk recusá-la); os números valem para o contexto salvo: informe {max} ou menos</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>Importar config.json</translation>
    </message>
    <message>
        <source>“%1” is the id of the shipped model %2. Replace it with this import? Every scenario that picks %2 from the catalog then uses the imported figures and says so. Keep Both imports it as “%3” instead.</source>
        <translation>“%1” é o id do modelo %2 do catálogo do k3desk. Substituí-lo por esta importação? Todo cenário que escolher %2 no catálogo passará a usar os dados importados e avisará isso. Manter ambos importa o modelo como “%3”.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Substituir</translation>
    </message>
    <message>
        <source>&amp;Keep Both</source>
        <translation>&amp;Manter ambos</translation>
    </message>
    <message>
        <source>Model config (*.json)</source>
        <translation>Configuração de modelo (*.json)</translation>
    </message>
    <message>
        <source>This file could not be read as a model config:
%1</source>
        <translation>Não foi possível ler este arquivo como configuração de modelo:
%1</translation>
    </message>
    <message>
        <source>The model is used now but could not be kept for next time:
%1</source>
        <translation>O modelo já está em uso, mas não pôde ser guardado para a próxima vez:
%1</translation>
    </message>
    <message>
        <source>Buying wins if {what}.</source>
        <extracomment>A flip in a sentence, by the route that wins after it.</extracomment>
        <translation>A aquisição própria passa a compensar se {what}.</translation>
    </message>
    <message>
        <source>Renting wins if {what}.</source>
        <translation>A locação passa a compensar se {what}.</translation>
    </message>
    <message>
        <source>The API wins if {what}.</source>
        <translation>A API passa a compensar se {what}.</translation>
    </message>
    <message>
        <source>The hybrid wins if {what}.</source>
        <translation>O modelo híbrido passa a compensar se {what}.</translation>
    </message>
    <message>
        <source>volume passes {value} a month</source>
        <extracomment>What moves, by the flip&apos;s input and direction: &quot;Buying wins if &lt;this&gt;.&quot;</extracomment>
        <translation>o volume passar de {value} por mês</translation>
    </message>
    <message>
        <source>volume falls below {value} a month</source>
        <translation>o volume cair abaixo de {value} por mês</translation>
    </message>
    <message>
        <source>the GPU-hour price rises above {value}</source>
        <translation>o preço por hora de GPU subir acima de {value}</translation>
    </message>
    <message>
        <source>the GPU-hour price falls below {value}</source>
        <translation>o preço por hora de GPU cair abaixo de {value}</translation>
    </message>
    <message>
        <source>the purchase price per GPU rises above {value}</source>
        <translation>o valor de aquisição por GPU subir acima de {value}</translation>
    </message>
    <message>
        <source>the purchase price per GPU falls below {value}</source>
        <translation>o valor de aquisição por GPU cair abaixo de {value}</translation>
    </message>
    <message>
        <source>the API&apos;s input price rises above {value} per million tokens</source>
        <translation>o preço de entrada da API subir acima de {value} por milhão de tokens</translation>
    </message>
    <message>
        <source>the API&apos;s input price falls below {value} per million tokens</source>
        <translation>o preço de entrada da API cair abaixo de {value} por milhão de tokens</translation>
    </message>
    <message>
        <source>the API&apos;s output price rises above {value} per million tokens</source>
        <translation>o preço de saída da API subir acima de {value} por milhão de tokens</translation>
    </message>
    <message>
        <source>the API&apos;s output price falls below {value} per million tokens</source>
        <translation>o preço de saída da API cair abaixo de {value} por milhão de tokens</translation>
    </message>
    <message>
        <source>the discount rate rises above {value} a year</source>
        <translation>a taxa de desconto subir acima de {value} ao ano</translation>
    </message>
    <message>
        <source>the discount rate falls below {value} a year</source>
        <translation>a taxa de desconto cair abaixo de {value} ao ano</translation>
    </message>
    <message>
        <source>a k3desk scenario file</source>
        <translation>um arquivo de cenário do k3desk</translation>
    </message>
    <message>
        <source>a k3desk autosave</source>
        <translation>um salvamento automático do k3desk</translation>
    </message>
    <message>
        <source>your measurement library</source>
        <translation>a sua biblioteca de medições</translation>
    </message>
    <message>
        <source>an organisation profile</source>
        <translation>um arquivo de premissas da organização</translation>
    </message>
    <message>
        <source>a file of your catalog</source>
        <translation>um arquivo do seu catálogo</translation>
    </message>
    <message>
        <source>the list of recent files</source>
        <translation>a lista de arquivos recentes</translation>
    </message>
    <message>
        <source>the window&apos;s settings</source>
        <translation>as preferências da janela</translation>
    </message>
    <message>
        <source>“%1” names a folder, not a file: choose a file name.</source>
        <translation>“%1” é o nome de uma pasta, não de um arquivo: escolha um nome de arquivo.</translation>
    </message>
    <message>
        <source>The name “%1” is too long for the file system: choose a shorter one.</source>
        <translation>O nome “%1” é longo demais para o sistema de arquivos: escolha um mais curto.</translation>
    </message>
    <message>
        <source>“%1” is the file being read: choose another name.</source>
        <translation>“%1” é o arquivo que está sendo lido: escolha outro nome.</translation>
    </message>
    <message>
        <source>“%1” is %2, which k3desk keeps; it was not replaced: choose another name.</source>
        <translation>“%1” é %2, que o k3desk mantém; ele não foi substituído: escolha outro nome.</translation>
    </message>
    <message>
        <source>“%1” is not a k3desk scenario file; it was not replaced: choose another name.</source>
        <translation>“%1” não é um arquivo de cenário do k3desk; ele não foi substituído: escolha outro nome.</translation>
    </message>
    <message>
        <source>“%1” is in the folder where k3desk keeps its own files; nothing was written there: choose another folder.</source>
        <translation>“%1” está na pasta em que o k3desk guarda os próprios arquivos; nada foi gravado ali: escolha outra pasta.</translation>
    </message>
    <message>
        <source>“%1” is a .json file, the kind k3desk reads and keeps; nothing was written: choose another name.</source>
        <translation>“%1” é um arquivo .json, o tipo que o k3desk lê e mantém; nada foi gravado: escolha outro nome.</translation>
    </message>
    <message>
        <source>a k3desk file</source>
        <translation>um arquivo do k3desk</translation>
    </message>
    <message>
        <source>rate R$ %1</source>
        <translation>câmbio R$ %1</translation>
    </message>
    <message>
        <source>rate R$ %1 + IOF %2</source>
        <translation>câmbio R$ %1 + IOF %2</translation>
    </message>
    <message>
        <source>rate R$ %1 · IOF %2 on the API only</source>
        <translation>câmbio R$ %1 · IOF %2 só sobre a API</translation>
    </message>
    <message>
        <source>{a} / {b} / {c}</source>
        <translation>{a} / {b} / {c}</translation>
    </message>
    <message>
        <source>At the peak the load exceeds what the fleet carries ({rate} a second on each replica, which saturates at {max}): the queue grows without end.</source>
        <translation>No pico a carga excede o que o parque atende ({rate} por segundo em cada réplica, que satura em {max}): a fila cresce sem fim.</translation>
    </message>
    <message>
        <source>With {users} users in flight on one replica ({u} of what it carries), {p} of first tokens come within {ttft} and {p} of requests get each next token within {tpot}.</source>
        <translation>Com {users} usuários simultâneos em uma réplica ({u} do que ela atende), {p} dos primeiros tokens chegam em até {ttft} e {p} das requisições recebem cada token seguinte em até {tpot}.</translation>
    </message>
    <message>
        <source>At the peak, {rate} requests a second reach each of {n} ({u} of what one carries): {p} of first tokens come within {ttft} and {p} of requests get each next token within {tpot}.</source>
        <translation>No pico, {rate} requisições por segundo chegam a cada uma das {n} ({u} do que uma atende): {p} dos primeiros tokens chegam em até {ttft} e {p} das requisições recebem cada token seguinte em até {tpot}.</translation>
    </message>
    <message>
        <source>{n} users in flight on one replica (each sends the next request when its answer ends)</source>
        <translation>{n} usuários simultâneos em uma réplica (cada um envia a próxima requisição quando a resposta termina)</translation>
    </message>
    <message>
        <source>{rate} requests a second over {n}</source>
        <translation>{rate} requisições por segundo em {n}</translation>
    </message>
    <message>
        <source>Load at the peak</source>
        <translation>Carga no pico</translation>
    </message>
    <message>
        <source>One replica saturates at</source>
        <translation>Uma réplica satura em</translation>
    </message>
    <message>
        <source>{v} requests a second</source>
        <translation>{v} requisições por segundo</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilização</translation>
    </message>
    <message>
        <source>First token (p50 / p90 / p99)</source>
        <translation>Primeiro token (p50 / p90 / p99)</translation>
    </message>
    <message>
        <source>Time per output token (p50 / p90 / p99)</source>
        <translation>Tempo por token de saída (p50 / p90 / p99)</translation>
    </message>
    <message>
        <source>Time queued (p50 / p90 / p99)</source>
        <translation>Tempo na fila (p50 / p90 / p99)</translation>
    </message>
    <message>
        <source>Requests waiting, on average</source>
        <translation>Requisições na fila, em média</translation>
    </message>
    <message>
        <source>Sequences decoding at once</source>
        <translation>Sequências em geração ao mesmo tempo</translation>
    </message>
    <message>
        <source>{b} of the {kv} the memory holds</source>
        <translation>{b} das {kv} que cabem na memória</translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation>Meta do primeiro token</translation>
    </message>
    <message>
        <source>Per-token target</source>
        <translation>Meta por token</translation>
    </message>
    <message>
        <source>{v} for {p} of requests (the fleet sized for {s}): met</source>
        <translation>{v} para {p} das requisições (parque dimensionado para {s}): atingida</translation>
    </message>
    <message>
        <source>{v} for {p} of requests (the fleet sized for {s}): missed</source>
        <translation>{v} para {p} das requisições (parque dimensionado para {s}): não atingida</translation>
    </message>
    <message>
        <source>First token against the requests a second one replica takes: the median, the targets&apos; percentile with its band, the target, what the fleet is sized for and this scenario&apos;s load.</source>
        <translation>Primeiro token conforme as requisições por segundo que uma réplica recebe: a mediana, o percentil das metas com sua faixa, a meta, o valor para o qual o parque é dimensionado e a carga deste cenário.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>closed forms (M/G/1 prompt lane, Erlang C for the batch&apos;s places)</source>
        <translation>fórmulas fechadas (fila M/G/1 dos prompts, Erlang C para as vagas do lote)</translation>
    </message>
    <message>
        <source>a seeded simulation (arrivals that are not Poisson)</source>
        <translation>uma simulação com semente fixa (chegadas que não são de Poisson)</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Latência sob carga</translation>
    </message>
    <message>
        <source>The fleet is sized so that each estimate stays under its target by the model&apos;s typical error: the first token within {sized} for the {goal} target and each next token within {sized2} for the {goal2} target, so that estimates {m} and {m2} too low (the model&apos;s median errors over {n} and {n2} published runs, each predicted from the others) still meet them.</source>
        <translation>O parque é dimensionado para que cada estimativa fique abaixo da sua meta com a folga do erro típico do modelo: o primeiro token dentro de {sized} para a meta de {goal} e cada token seguinte dentro de {sized2} para a meta de {goal2}, de modo que estimativas {m} e {m2} baixas demais (os erros medianos do modelo em {n} e {n2} execuções publicadas, cada uma prevista a partir das outras) ainda as atendam.</translation>
    </message>
    <message>
        <source>The fleet is sized so that the estimated first token stays within {sized}, the {goal} target less the model&apos;s typical error: an estimate {m} too low (its median error over {n} published runs, each predicted from the others) still meets the target.</source>
        <translation>O parque é dimensionado para que o primeiro token estimado fique dentro de {sized}, a meta de {goal} menos o erro típico do modelo: uma estimativa {m} baixa demais (seu erro mediano em {n} execuções publicadas, cada uma prevista a partir das outras) ainda atende à meta.</translation>
    </message>
    <message>
        <source>The fleet is sized so that the estimated time per output token stays within {sized2}, the {goal2} target less the model&apos;s typical error: an estimate {m2} too low (its median error over {n2} published runs, each predicted from the others) still meets the target.</source>
        <translation>O parque é dimensionado para que o tempo estimado por token de saída fique dentro de {sized2}, a meta de {goal2} menos o erro típico do modelo: uma estimativa {m2} baixa demais (seu erro mediano em {n2} execuções publicadas, cada uma prevista a partir das outras) ainda atende à meta.</translation>
    </message>
    <message>
        <source>Checked against {n} published runs under load: the median first token is off by {e50} in the middle case when each run is predicted from the others, the 99th percentile by {e99} over {m} runs; read the figures as within ×/÷ {band}.</source>
        <translation>Conferido com {n} execuções publicadas sob carga: prevendo cada execução a partir das outras, a mediana do primeiro token erra {e50} no caso típico e o percentil 99 erra {e99} em {m} execuções; leia os valores como dentro de ×/÷ {band}.</translation>
    </message>
    <message>
        <source>this scenario: p{p} {v}</source>
        <translation>este cenário: p{p} {v}</translation>
    </message>
    <message>
        <source>Median first token</source>
        <translation>Mediana do primeiro token</translation>
    </message>
    <message>
        <source>p%1 first token, with its band</source>
        <translation>primeiro token no p%1, com a faixa</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Meta</translation>
    </message>
    <message>
        <source>Sized for (the target less the typical error)</source>
        <translation>Dimensionado para (a meta menos o erro típico)</translation>
    </message>
    <message>
        <source>Saturation</source>
        <translation>Saturação</translation>
    </message>
    <message>
        <source>This scenario&apos;s load</source>
        <translation>Carga deste cenário</translation>
    </message>
    <message>
        <source>Latency under load: first token against requests per second</source>
        <translation>Latência sob carga: primeiro token conforme as requisições por segundo</translation>
    </message>
    <message>
        <source>Latency under load: no figures, the configuration does not run</source>
        <translation>Latência sob carga: sem valores, a configuração não roda</translation>
    </message>
    <message>
        <source>Requests a second on one replica</source>
        <translation>Requisições por segundo em uma réplica</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Primeiro token</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 requests a second&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 requisições por segundo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Median first token: %1</source>
        <translation>Mediana do primeiro token: %1</translation>
    </message>
    <message>
        <source>p%1 first token: %2 (band %3 to %4)</source>
        <translation>Primeiro token no p%1: %2 (faixa de %3 a %4)</translation>
    </message>
    <message>
        <source>p%1 time per output token: %2</source>
        <translation>Tempo por token de saída no p%1: %2</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number</source>
        <translation>%1: “%2” não é um número</translation>
    </message>
    <message>
        <source>Settings, row %1</source>
        <translation>Configurações, linha %1</translation>
    </message>
    <message>
        <source>%1: %2 is set twice</source>
        <translation>%1: %2 aparece duas vezes</translation>
    </message>
    <message>
        <source>GPU prices, row %1</source>
        <translation>Preços de GPU, linha %1</translation>
    </message>
    <message>
        <source>%1: this GPU is priced twice</source>
        <translation>%1: esta GPU tem dois preços</translation>
    </message>
    <message>
        <source>API prices, row %1</source>
        <translation>Preços de API, linha %1</translation>
    </message>
    <message>
        <source>%1: this model is priced twice</source>
        <translation>%1: este modelo tem dois preços</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>GPU prices</source>
        <translation>Preços de GPU</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Versão:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Observações:</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>Rented, US$ per GPU-hour</source>
        <translation>Locação, US$ por hora de GPU</translation>
    </message>
    <message>
        <source>Bought, US$ per GPU</source>
        <translation>Aquisição, US$ por GPU</translation>
    </message>
    <message>
        <source>Input, US$ per million tokens</source>
        <translation>Entrada, US$ por milhão de tokens</translation>
    </message>
    <message>
        <source>Cached input, US$ per million</source>
        <translation>Entrada com cache, US$ por milhão</translation>
    </message>
    <message>
        <source>Output, US$ per million</source>
        <translation>Saída, US$ por milhão</translation>
    </message>
    <message>
        <source>Delivery site:</source>
        <translation>Local de entrega:</translation>
    </message>
    <message>
        <source>State (UF):</source>
        <translation>Estado (UF):</translation>
    </message>
    <message>
        <source>Payment terms:</source>
        <translation>Condições de pagamento:</translation>
    </message>
    <message>
        <source>Warranty:</source>
        <translation>Garantia:</translation>
    </message>
    <message>
        <source>Support:</source>
        <translation>Suporte:</translation>
    </message>
    <message>
        <source>the address or data centre to deliver to</source>
        <translation>o endereço ou data center de entrega</translation>
    </message>
    <message>
        <source>SP, RJ, MG…</source>
        <translation>SP, RJ, MG…</translation>
    </message>
    <message>
        <source>e.g. 30 days after acceptance, in reais</source>
        <translation>ex.: 30 dias após o aceite, em reais</translation>
    </message>
    <message>
        <source>e.g. 36 months on site, parts and labour</source>
        <translation>ex.: 36 meses no local, peças e mão de obra</translation>
    </message>
    <message>
        <source>e.g. 24×7, 4-hour response</source>
        <translation>ex.: 24×7, atendimento em 4 horas</translation>
    </message>
    <message>
        <source>What every request for quotation states on the company&apos;s behalf; it changes no figure. Left empty, the request asks the vendor to propose it.</source>
        <translation>O que toda solicitação de cotação informa em nome da empresa; não muda nenhum número. Em branco, a solicitação convida o proponente a propor.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;GPU prices</source>
        <translation>Preços de &amp;GPU</translation>
    </message>
    <message>
        <source>&amp;API prices</source>
        <translation>P&amp;reços de API</translation>
    </message>
    <message>
        <source>Numbers as the file holds them: a rate a year as a fraction (0.12 is 12 %), a percentage where the setting says (%), prices in US$. Each value is checked as a scenario takes it when the profile is saved.</source>
        <translation>Números como o arquivo os guarda: uma taxa ao ano como fração (0,12 é 12 %), um percentual onde a configuração indica (%), preços em US$. Cada valor é verificado como um cenário o recebe quando as premissas são salvas.</translation>
    </message>
    <message>
        <source>A&amp;dd a Row</source>
        <translation>A&amp;dicionar linha</translation>
    </message>
    <message>
        <source>&amp;Request for quotation</source>
        <translation>Solicitação de co&amp;tação</translation>
    </message>
    <message>
        <source>&amp;Use in This Window</source>
        <translation>&amp;Usar nesta janela</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New Profile</source>
        <translation>&amp;Novas premissas</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Novas premissas</translation>
    </message>
    <message>
        <source>Organisation profile: %1</source>
        <translation>Premissas da organização: %1</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Ainda não salvo</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edição</translation>
    </message>
    <message>
        <source>Remove this row</source>
        <translation>Remover esta linha</translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation>Remover uma linha</translation>
    </message>
    <message>
        <source>the catalog&apos;s</source>
        <translation>o do catálogo</translation>
    </message>
    <message>
        <source>e.g. contract 2026-114</source>
        <translation>ex.: contrato 2026-114</translation>
    </message>
    <message>
        <source>Add a setting</source>
        <translation>Adicionar uma configuração</translation>
    </message>
    <message>
        <source>Add a GPU price</source>
        <translation>Adicionar um preço de GPU</translation>
    </message>
    <message>
        <source>Add an API price</source>
        <translation>Adicionar um preço de API</translation>
    </message>
    <message>
        <source>Save the changes to this profile first? If you don&apos;t, they will be lost.</source>
        <translation>Salvar antes as alterações nestas premissas? Se não salvar, elas serão perdidas.</translation>
    </message>
    <message>
        <source>Open profile</source>
        <translation>Abrir premissas</translation>
    </message>
    <message>
        <source>Open Organisation Profile</source>
        <translation>Abrir premissas da organização</translation>
    </message>
    <message>
        <source>k3desk profiles (*.json)</source>
        <translation>Premissas do k3desk (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the profile</source>
        <translation>Não foi possível abrir as premissas</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>premissas</translation>
    </message>
    <message>
        <source>Save Organisation Profile As</source>
        <translation>Salvar premissas da organização como</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>Não salvo: %1.</translation>
    </message>
    <message>
        <source>Cannot save the profile</source>
        <translation>Não foi possível salvar as premissas</translation>
    </message>
    <message>
        <source>Saved. To share it, keep it on a shared folder: a colleague chooses it with Edit ▸ Use a Profile File…</source>
        <translation>Salvo. Para compartilhar, mantenha o arquivo em uma pasta compartilhada: um colega o escolhe em Editar ▸ Usar um arquivo de premissas…</translation>
    </message>
</context>
<context>
    <name>AdvisorLimits</name>
    <message>
        <source>Limits set for %1</source>
        <translation>Limites definidos para %1</translation>
    </message>
    <message>
        <source>Limits for %1 cleared: the model is now %2</source>
        <translation>Limites de %1 removidos: o modelo agora é %2</translation>
    </message>
</context>
<context>
    <name>AdvisorPage</name>
    <message>
        <source>Advisor: the cheapest configurations that carry this workload</source>
        <translation>Assistente: as configurações mais econômicas que atendem a esta carga de trabalho</translation>
    </message>
    <message>
        <source>Minimum &amp;speed per user (tokens/s):</source>
        <translation>Velocidade &amp;mínima por usuário (tokens/s):</translation>
    </message>
    <message>
        <source>At most this many &amp;GPUs:</source>
        <translation>No máximo esta quantidade de &amp;GPUs:</translation>
    </message>
    <message>
        <source>Bac&amp;k to the scenario</source>
        <translation>&amp;Voltar ao cenário</translation>
    </message>
    <message>
        <source>Maximum &amp;time to first token (s):</source>
        <translation>Tempo máximo até o &amp;primeiro token (s):</translation>
    </message>
    <message>
        <source>&amp;Rent or own:</source>
        <translation>&amp;Locação ou aquisição:</translation>
    </message>
    <message>
        <source>GPU ven&amp;dors:</source>
        <translation>&amp;Fabricantes de GPU:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>One &amp;node only</source>
        <translation>Só um &amp;nó</translation>
    </message>
    <message>
        <source>Only setups that fit in one server, so no scale-out network is needed.</source>
        <translation>Só configurações que cabem em um servidor, sem precisar de rede entre nós.</translation>
    </message>
    <message>
        <source>&amp;Quantized checkpoints</source>
        <translation>Arquivos do modelo &amp;quantizados</translation>
    </message>
    <message>
        <source>Also consider checkpoints published in fewer bits (smaller, slightly lower quality).</source>
        <translation>Considerar também arquivos do modelo publicados com menos bits (menores, com qualidade um pouco menor).</translation>
    </message>
    <message>
        <source>Rent or own</source>
        <translation>Locação ou aquisição</translation>
    </message>
    <message>
        <source>Rent only</source>
        <translation>Só locação</translation>
    </message>
    <message>
        <source>Own only</source>
        <translation>Só aquisição própria</translation>
    </message>
    <message>
        <source>R&amp;ank by:</source>
        <translation>O&amp;rdenar por:</translation>
    </message>
    <message>
        <source>cost per month</source>
        <translation>custo por mês</translation>
    </message>
    <message>
        <source>cost over the term</source>
        <translation>custo no horizonte de análise</translation>
    </message>
    <message>
        <source>The decision&apos;s cost of each option: its whole fleet in the first month, or over the contract term (the purchase, running costs and rentals, less the resale)</source>
        <translation>O custo de cada opção na decisão: o parque inteiro no primeiro mês, ou no horizonte de análise (a aquisição, os custos de operação e a locação, menos a revenda)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Configuração de inferência</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formatos</translation>
    </message>
    <message>
        <source>Rent/own</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Por mês</translation>
    </message>
    <message>
        <source>Over %1 months</source>
        <translation>Em %1 meses</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Tokens/s/usuário</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>1º token</translation>
    </message>
    <message>
        <source>&amp;Use this</source>
        <translation>U&amp;sar esta</translation>
    </message>
    <message>
        <source>Apply the selected option to the scenario (Undo brings the old one back)</source>
        <translation>Aplica a opção selecionada ao cenário (Desfazer traz o anterior de volta)</translation>
    </message>
    <message>
        <source>&amp;Copy command</source>
        <translation>&amp;Copiar comando</translation>
    </message>
    <message>
        <source>How to run it</source>
        <translation>Como executar</translation>
    </message>
    <message>
        <source>Searching the configurations…</source>
        <translation>Buscando as configurações…</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>A busca falhou: %1</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>locação</translation>
    </message>
    <message>
        <source>own</source>
        <translation>aquisição</translation>
    </message>
    <message>
        <source>Choose at least one GPU vendor.</source>
        <translation>Escolha ao menos um fabricante de GPU.</translation>
    </message>
    <message>
        <source>Left out:</source>
        <translation>Descartadas:</translation>
    </message>
    <message>
        <source>%1 options meet the need · %2 configurations searched in %3 ms</source>
        <translation>%1 opções atendem · %2 configurações avaliadas em %3 ms</translation>
    </message>
    <message>
        <source>Monthly &amp;budget (%1, planned volume):</source>
        <translation>&amp;Orçamento mensal (%1, carga prevista):</translation>
    </message>
    <message>
        <source>Use advisor option</source>
        <translation>Usar opção do assistente</translation>
    </message>
</context>
<context>
    <name>AssumptionsDialog</name>
    <message>
        <source>Assumptions &amp; sources</source>
        <translation>Premissas e fontes</translation>
    </message>
    <message>
        <source>Every figure on screen comes from these inputs. Hover a card or field for the formula of a single number.</source>
        <translation>Todos os indicadores na tela vêm destes dados de entrada e premissas. Passe o mouse sobre um cartão ou campo para ver a fórmula de cada número.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Formula / note</source>
        <translation>Fórmula / observação</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copiar como texto</translation>
    </message>
    <message>
        <source>Catalog figures in this scenario</source>
        <translation>Valores do catálogo neste cenário</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <source>%1 total / %2 active (%3)</source>
        <translation>%1 no total / %2 ativos (%3)</translation>
    </message>
    <message>
        <source>Routed experts format</source>
        <translation>Formato dos especialistas roteados</translation>
    </message>
    <message>
        <source>Other weights format</source>
        <translation>Formato dos demais pesos</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>formato do cache KV</translation>
    </message>
    <message>
        <source>Recurrent state format</source>
        <translation>Formato do estado recorrente</translation>
    </message>
    <message>
        <source>%1 bits per weight</source>
        <translation>%1 bits por peso</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>trust: %1</source>
        <translation>confiabilidade: %1</translation>
    </message>
    <message>
        <source>GPU rental price (per GPU-hour)</source>
        <translation>Preço de locação da GPU (por hora de GPU)</translation>
    </message>
    <message>
        <source>low / typical / high; scenario uses %1</source>
        <translation>baixo / típico / alto; o cenário usa %1</translation>
    </message>
    <message>
        <source>GPU purchase price</source>
        <translation>Valor de aquisição da GPU</translation>
    </message>
    <message>
        <source>plus %1 for the rest of the server</source>
        <translation>mais %1 para o restante do servidor</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>Potência do nó</translation>
    </message>
    <message>
        <source>%1 W per GPU in the owned power cost</source>
        <translation>%1 W por GPU no custo de energia elétrica da aquisição própria</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Memória da GPU</translation>
    </message>
    <message>
        <source>API prices (per million tokens)</source>
        <translation>Preços da API (por milhão de tokens)</translation>
    </message>
    <message>
        <source>input / cached input / output</source>
        <translation>entrada / entrada com cache / saída</translation>
    </message>
    <message>
        <source>Settings of this scenario</source>
        <translation>Configurações deste cenário</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>cenário</translation>
    </message>
    <message>
        <source>set by you</source>
        <translation>definido por você</translation>
    </message>
    <message>
        <source>Evidence: nearest published measurements</source>
        <translation>Evidências: medições publicadas mais próximas</translation>
    </message>
    <message>
        <source>How each figure is computed</source>
        <translation>Como cada indicador é calculado</translation>
    </message>
    <message>
        <source>Model constants (calibration and engineering assumptions)</source>
        <translation>Constantes do modelo (calibração e premissas de engenharia)</translation>
    </message>
    <message>
        <source>k3desk core</source>
        <translation>núcleo do k3desk</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Detalhes: %1</translation>
    </message>
</context>
<context>
    <name>BatchChart</name>
    <message>
        <source>Tokens/s, total (right)</source>
        <translation>Tokens/s, total (direita)</translation>
    </message>
    <message>
        <source>Tokens/s per sequence (right)</source>
        <translation>Tokens/s por requisição (direita)</translation>
    </message>
    <message>
        <source>Experts touched per MoE layer (left)</source>
        <translation>Especialistas acionados por camada MoE (esquerda)</translation>
    </message>
    <message>
        <source>Your concurrency</source>
        <translation>Sua simultaneidade</translation>
    </message>
    <message>
        <source>Batch effect: experts read and decode speed</source>
        <translation>Efeito do lote: especialistas lidos e velocidade</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Requisições simultâneas</translation>
    </message>
    <message>
        <source>Experts / layer</source>
        <translation>Especialistas</translation>
    </message>
    <message>
        <source>Decode tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>{n} concurrent sequences
{total} tok/s total · {seq} tok/s each</source>
        <translation>{n} requisições simultâneas
{total} tok/s no total · {seq} tok/s cada</translation>
    </message>
    <message>
        <source>{n} concurrent
{total} tok/s total</source>
        <translation>{n} simultâneas
{total} tok/s no total</translation>
    </message>
    <message>
        <source>{n} concurrent</source>
        <translation>{n} simultâneas</translation>
    </message>
    <message>
        <source>all {n} experts</source>
        <translation>todos os {n} especialistas</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n} concurrent sequences&lt;/b&gt;</source>
        <translation>&lt;b&gt;{n} requisições simultâneas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Total: {v} tokens/s</source>
        <translation>Total: {v} tokens/s</translation>
    </message>
    <message>
        <source>Per sequence: {v} tokens/s</source>
        <translation>Por requisição: {v} tokens/s</translation>
    </message>
    <message>
        <source>Experts touched: {v} of {e} per layer</source>
        <translation>Especialistas acionados: {v} de {e} por camada</translation>
    </message>
</context>
<context>
    <name>ContextField</name>
    <message>
        <source>The longest conversation to plan for: %1 tokens.</source>
        <translation>A conversa mais longa a considerar: %1 tokens.</translation>
    </message>
    <message>
        <source>Enter a token count, e.g. 128K or 200000</source>
        <translation>Digite uma quantidade de tokens, por exemplo 128 mil ou 200000</translation>
    </message>
</context>
<context>
    <name>CostChart</name>
    <message>
        <source>API</source>
        <extracomment>one colour per compared scenario (the compare table&apos;s column icons use the same)</extracomment>
        <translation>API</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Your workload</source>
        <translation>Sua carga</translation>
    </message>
    <message>
        <source>{currency}/month</source>
        <translation>{currency}/mês</translation>
    </message>
    <message>
        <source>Monthly cost: API vs self-hosting</source>
        <translation>Custo mensal: API vs. hospedagem própria</translation>
    </message>
    <message>
        <source>break-even
{tokens}</source>
        <translation>ponto de equilíbrio
{tokens}</translation>
    </message>
    <message>
        <source>your workload: {tokens}
API {api} · self-hosting {host}</source>
        <translation>sua carga: {tokens}
API {api} · hospedagem própria {host}</translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation>Tokens por mês</translation>
    </message>
    <message>
        <source>workload
{tokens}</source>
        <translation>carga
{tokens}</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Limpar arquivos recentes</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falha no salvamento automático: %1</translation>
    </message>
    <message>
        <source>Save the recovered, untitled changes first? Save asks where to keep them; if you don&apos;t, they will be lost.</source>
        <translation>Salvar antes as alterações recuperadas, ainda sem título? Salvar pergunta onde guardá-las; se não salvar, elas serão perdidas.</translation>
    </message>
    <message>
        <source>Save the changes to “%1” first? If you don&apos;t, they will be lost.</source>
        <translation>Salvar antes as alterações em “%1”? Se não salvar, elas serão perdidas.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Não foi possível abrir o cenário</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 aberto</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Configuração de inferência</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Tributos</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finanças</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Restrições</translation>
    </message>
    <message>
        <source>“%1” lacks whole sections, so they have their default values: %2. Check them, then save to keep them in the file.</source>
        <translation>“%1” não tem seções inteiras, que receberam os valores padrão: %2. Confira-as e salve para mantê-las no arquivo.</translation>
    </message>
    <message>
        <source>The last scenario, “%1”, could not be opened (%2); the default scenario is shown instead and the file was not changed.</source>
        <translation>Não foi possível abrir o último cenário, “%1” (%2); o cenário padrão é exibido no lugar, e o arquivo não foi alterado.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Novo</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Novo cenário</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Abrir cenário</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>Abrir recente</translation>
    </message>
    <message>
        <source>“%1” no longer exists (moved or deleted); it was removed from the recent files.</source>
        <translation>“%1” não existe mais (foi movido ou excluído); ele foi removido dos arquivos recentes.</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>Não foi possível abrir o exemplo</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>Abrir exemplo</translation>
    </message>
    <message>
        <source>Opened example %1</source>
        <translation>Exemplo %1 aberto</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (cópia)</translation>
    </message>
    <message>
        <source>Working on an unsaved copy; use Save to keep it</source>
        <translation>Trabalhando em uma cópia não salva; use Salvar para mantê-la</translation>
    </message>
    <message>
        <source>Revert to Saved</source>
        <translation>Reverter para o salvo</translation>
    </message>
    <message>
        <source>Reverted to the saved file; Undo brings your changes back</source>
        <translation>Revertido para o arquivo salvo; Desfazer traz suas alterações de volta</translation>
    </message>
    <message>
        <source>k3desk scenarios (%1)</source>
        <translation>Cenários do k3desk (%1)</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Salvar cenário como</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Renomear cenário</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Não foi possível salvar o cenário</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>%1 could not be used (%2); it was set aside as %3</source>
        <translation>Não foi possível usar %1 (%2); o arquivo foi posto de lado como %3</translation>
    </message>
    <message>
        <source>%1 could not be used (%2) and is ignored</source>
        <translation>Não foi possível usar %1 (%2); o arquivo será ignorado</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Não foi possível recuperar</translation>
    </message>
    <message>
        <source>Recovered unsaved changes; Save asks where to keep them</source>
        <translation>Alterações não salvas recuperadas; Salvar pergunta onde guardá-las</translation>
    </message>
</context>
<context>
    <name>FinancePanel</name>
    <message>
        <source>Cost &amp;per person:</source>
        <translation>Custo &amp;por pessoa:</translation>
    </message>
    <message>
        <source>Peak &amp;hours:</source>
        <translation>&amp;Horas de pico:</translation>
    </message>
    <message>
        <source>&amp;API provider:</source>
        <translation>Pro&amp;vedor da API:</translation>
    </message>
    <message>
        <source>Pa&amp;yment abroad:</source>
        <translation>Pa&amp;gamento ao exterior:</translation>
    </message>
    <message>
        <source>Imp&amp;lementation:</source>
        <translation>Implant&amp;ação:</translation>
    </message>
    <message>
        <source>Spar&amp;e replicas:</source>
        <translation>&amp;Réplicas de reserva:</translation>
    </message>
    <message>
        <source>Discount &amp;rate:</source>
        <extracomment>(path, values) of the choice fields, in order; their labels are worded in ``retranslate_ui``</extracomment>
        <translation>&amp;Taxa de desconto:</translation>
    </message>
    <message>
        <source>Local c&amp;urrency:</source>
        <translation>Moeda dos c&amp;ustos locais:</translation>
    </message>
    <message>
        <source>Mai&amp;ntenance:</source>
        <translation>Ma&amp;nutenção:</translation>
    </message>
    <message>
        <source>Operations s&amp;taff:</source>
        <translation>&amp;Equipe de operação:</translation>
    </message>
    <message>
        <source>Peak o&amp;ver average:</source>
        <translation>Relação pic&amp;o/média:</translation>
    </message>
    <message>
        <source>Rental pr&amp;ovider:</source>
        <translation>Provedor da &amp;locação:</translation>
    </message>
    <message>
        <source>Tax re&amp;gime:</source>
        <translation>Regime tri&amp;butário:</translation>
    </message>
    <message>
        <source>Service is an &amp;input:</source>
        <translation>Serviço é in&amp;sumo:</translation>
    </message>
    <message>
        <source>Servers &amp;bought:</source>
        <translation>A&amp;quisição dos servidores:</translation>
    </message>
    <message>
        <source>Municipal ISS:</source>
        <translation>Alíquota do ISS municipal:</translation>
    </message>
    <message>
        <source>Data in Bra&amp;zil only:</source>
        <translation>Proibir dados &amp;fora do Brasil:</translation>
    </message>
    <message>
        <source>Term starts:</source>
        <translation>Início do horizonte:</translation>
    </message>
    <message>
        <source>Income-tax shield:</source>
        <translation>Benefício de IRPJ/CSLL:</translation>
    </message>
    <message>
        <source>Servers run:</source>
        <translation>Servidores funcionam:</translation>
    </message>
    <message>
        <source>Rental commitment:</source>
        <translation>Compromisso da locação:</translation>
    </message>
    <message>
        <source>Active &amp;window:</source>
        <translation>&amp;Janela ativa:</translation>
    </message>
    <message>
        <source>Required availability:</source>
        <translation>Disponibilidade exigida:</translation>
    </message>
    <message>
        <source>Repair time:</source>
        <translation>Tempo de reparo:</translation>
    </message>
    <message>
        <source>Maintenance per replica:</source>
        <translation>Manutenção por réplica:</translation>
    </message>
    <message>
        <source>Facility power limit:</source>
        <translation>Limite de potência da instalação:</translation>
    </message>
    <message>
        <source>Per-rack limit:</source>
        <translation>Limite por rack:</translation>
    </message>
    <message>
        <source>Power grid:</source>
        <translation>Rede elétrica:</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/ano</translation>
    </message>
    <message>
        <source>people</source>
        <translation>pessoas</translation>
    </message>
    <message>
        <source>h/day</source>
        <translation>h/dia</translation>
    </message>
    <message>
        <source>US$ (dollar)</source>
        <translation>US$ (dólar)</translation>
    </message>
    <message>
        <source>R$ (real)</source>
        <translation>R$ (real)</translation>
    </message>
    <message>
        <source>abroad</source>
        <translation>no exterior</translation>
    </message>
    <message>
        <source>in Brazil</source>
        <translation>no Brasil</translation>
    </message>
    <message>
        <source>remittance</source>
        <translation>remessa (câmbio)</translation>
    </message>
    <message>
        <source>card</source>
        <translation>cartão</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>sob demanda</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>compromisso de uso de 1 ano</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>compromisso de uso de 3 anos</translation>
    </message>
    <message>
        <source>lucro presumido</source>
        <translation>lucro presumido</translation>
    </message>
    <message>
        <source>lucro real</source>
        <translation>lucro real</translation>
    </message>
    <message>
        <source>Simples Nacional</source>
        <translation>Simples Nacional</translation>
    </message>
    <message>
        <source>imported directly</source>
        <translation>importação direta</translation>
    </message>
    <message>
        <source>imported with an ex-tarifário</source>
        <translation>importação com ex-tarifário</translation>
    </message>
    <message>
        <source>from a Brazilian distributor</source>
        <translation>de um distribuidor no Brasil</translation>
    </message>
    <message>
        <source>one shift a day</source>
        <translation>um turno por dia</translation>
    </message>
    <message>
        <source>two shifts a day</source>
        <translation>dois turnos por dia</translation>
    </message>
    <message>
        <source>three shifts a day</source>
        <translation>três turnos por dia</translation>
    </message>
    <message>
        <source>the buyer&apos;s country</source>
        <translation>país do comprador</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>Estados Unidos</translation>
    </message>
    <message>
        <source>world average</source>
        <translation>média mundial</translation>
    </message>
    <message>
        <source>of what the company sells</source>
        <translation>do que a empresa vende</translation>
    </message>
    <message>
        <source>no routes abroad</source>
        <translation>sem opções no exterior</translation>
    </message>
    <message>
        <source>count the saving (lucro real)</source>
        <translation>contar a economia (lucro real)</translation>
    </message>
    <message>
        <source>On lucro real, 34% of every deductible cost comes back as income tax not paid: API bills, rentals and running costs when paid, a purchase through its depreciation. Off: amounts are before income tax.</source>
        <translation>No lucro real, 34% de cada custo dedutível voltam como imposto de renda não pago: faturas da API, locações e custos de operação quando pagos; uma aquisição, por meio da sua depreciação. Desligado: valores antes do imposto de renda.</translation>
    </message>
    <message>
        <source>For income tax on lucro real, computers depreciate at 20% a year; run in two 8-hour shifts a day at 30%, in three at 40% (RIR/2018, art. 323). The book life still decides replacement and resale.</source>
        <translation>Para o imposto de renda no lucro real, computadores são depreciados a 20% ao ano; em dois turnos de 8 horas por dia, a 30%; em três, a 40% (RIR/2018, art. 323). A vida útil contábil continua decidindo a substituição e a revenda.</translation>
    </message>
    <message>
        <source>A committed rental is billed every hour for 1 or 3 years. Enter the provider&apos;s committed price as the GPU-hour price (to be quoted): providers publish only ceilings on the discount.</source>
        <translation>Uma locação com compromisso de uso é faturada em todas as horas por 1 ou 3 anos. Informe o preço com compromisso do provedor como preço por hora de GPU (a cotar): os provedores publicam apenas o desconto máximo.</translation>
    </message>
    <message>
        <source>Hours a day the service runs and a rental on demand is billed (24 = always on). The billed hours are derived from the hours in a month × these hours / 24; the month&apos;s volume is carried in the window.</source>
        <translation>Horas por dia em que o serviço funciona e uma locação sob demanda é faturada (24 = sempre ligada). As horas faturadas derivam das horas do mês × estas horas / 24; o volume do mês é atendido na janela.</translation>
    </message>
    <message>
        <source>The first month of the term: it decides which dated tax rows each month applies (from 2027 the CBS replaces PIS/COFINS).</source>
        <translation>O primeiro mês do horizonte de análise: define quais linhas de tributos datadas cada mês aplica (a partir de 2027 a CBS substitui o PIS/COFINS).</translation>
    </message>
    <message>
        <source>The company&apos;s cost of capital: money paid later is worth less today. 0 compares plain totals.</source>
        <translation>O custo de capital da empresa: dinheiro pago depois vale menos hoje. 0 compara os totais simples.</translation>
    </message>
    <message>
        <source>Present value: each month&apos;s cash flow divided by (1 + rate)^(month/12).</source>
        <translation>Valor presente: o fluxo de caixa de cada mês dividido por (1 + taxa)^(mês/12).</translation>
    </message>
    <message>
        <source>People running the self-hosted cluster, full time; the API needs none. Counted as 0 until entered.</source>
        <translation>Pessoas que operam o cluster próprio, em tempo integral; a API não precisa de nenhuma. Contado como 0 até ser informado.</translation>
    </message>
    <message>
        <source>Maintenance and support contract for bought servers, as a share of their price a year.</source>
        <translation>Contrato de manutenção e suporte dos servidores adquiridos, como percentual do seu preço ao ano.</translation>
    </message>
    <message>
        <source>How much busier the busiest hours are than the average: the fleet is sized for the peak, and a hybrid can send the peaks to the API.</source>
        <translation>Quanto as horas de maior movimento superam a média: o parque é dimensionado para o pico, e uma opção híbrida pode mandar os picos para a API.</translation>
    </message>
    <message>
        <source>By card the bank charges only IOF; the other import-service taxes are still due.</source>
        <translation>No cartão o banco cobra só o IOF; os demais tributos sobre importação de serviços continuam devidos.</translation>
    </message>
    <message>
        <source>The municipality&apos;s ISS on imported services: 2% to 5%; São Paulo 2.9%. Estimates: confirm with your accountant.</source>
        <translation>O ISS do município sobre serviços importados: de 2% a 5%; São Paulo 2,9%. Estimativas: confirme com o seu contador.</translation>
    </message>
    <message>
        <source>h/month</source>
        <translation>h/mês</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>The share of the time the self-hosted fleet must carry its peak load: the decision buys the spare replicas it needs. Empty: none required.</source>
        <translation>A proporção do tempo em que o parque de hospedagem própria precisa atender sua carga de pico: a decisão adquire as réplicas de reserva necessárias. Vazio: nenhuma exigência.</translation>
    </message>
    <message>
        <source>Hours until a failed replica serves again. Default: a day, with spare parts on site.</source>
        <translation>Horas até uma réplica com falha voltar a atender. Padrão: um dia, com peças de reposição no local.</translation>
    </message>
    <message>
        <source>Planned hours a month each replica is taken out of service (firmware, drivers, security updates).</source>
        <translation>Horas programadas por mês em que cada réplica sai de operação (firmware, drivers, atualizações de segurança).</translation>
    </message>
    <message>
        <source>The data centre&apos;s power budget at the meter, cooling included. A bought fleet that draws more is left out of the decision. Empty: no limit.</source>
        <translation>A potência disponível no data center, medida no medidor, com a refrigeração incluída. Um parque próprio que consome mais fica fora da decisão. Vazio: sem limite.</translation>
    </message>
    <message>
        <source>The kW one rack may hold: the servers are laid out over as many racks as it takes.</source>
        <translation>Os kW que um rack comporta: os servidores são distribuídos em quantos racks forem necessários.</translation>
    </message>
    <message>
        <source>The grid the self-hosted fleet draws from, for its CO₂ per million tokens. The buyer&apos;s country: Brazil&apos;s grid for a Brazilian buyer, the world average otherwise and for a rental abroad.</source>
        <translation>A rede elétrica que alimenta o parque de hospedagem própria, para o CO₂ por milhão de tokens. País do comprador: a rede do Brasil para um comprador brasileiro; a média mundial nos demais casos e para locação no exterior.</translation>
    </message>
    <message>
        <source>%1/year</source>
        <translation>%1/ano</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glossário</translation>
    </message>
</context>
<context>
    <name>HardwarePanel</name>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>&amp;Quantidade de GPUs:</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>GPUs por &amp;nó:</translation>
    </message>
    <message>
        <source>GPUs are:</source>
        <translation>As GPUs são:</translation>
    </message>
    <message>
        <source>P&amp;ower price:</source>
        <translation>Preço da ene&amp;rgia elétrica:</translation>
    </message>
    <message>
        <source>Import duties and taxes on hardware bought abroad, paid once with the purchase.</source>
        <translation>Impostos de importação sobre o hardware comprado no exterior, pagos uma única vez na aquisição.</translation>
    </message>
    <message>
        <source>Servers imported into Brazil usually carry II, IPI, PIS/COFINS and ICMS.</source>
        <translation>Servidores importados para o Brasil costumam pagar II, IPI, PIS/COFINS e ICMS.</translation>
    </message>
    <message>
        <source>Share of the purchase price recovered when the contract term ends. Left empty, the decision counts the remaining book value.</source>
        <translation>Proporção do valor de aquisição recuperada ao fim do horizonte de análise. Vazio, a decisão considera o valor contábil restante.</translation>
    </message>
    <message>
        <source>book value</source>
        <translation>valor contábil</translation>
    </message>
    <message>
        <source>Use the smallest GPU count that fits and follows the parallelism rules.</source>
        <translation>Usa a menor quantidade de GPUs que cabe e segue as regras de paralelismo.</translation>
    </message>
    <message>
        <source>Price per GPU-&amp;hour:</source>
        <translation>Preço por &amp;hora de GPU:</translation>
    </message>
    <message>
        <source>Purchase per GP&amp;U:</source>
        <translation>Val&amp;or de aquisição por GPU:</translation>
    </message>
    <message>
        <source>Depreciation o&amp;ver:</source>
        <translation>Depreci&amp;ação em:</translation>
    </message>
    <message>
        <source>PU&amp;E:</source>
        <translation>PU&amp;E:</translation>
    </message>
    <message>
        <source>Import duties:</source>
        <translation>Tributos de importação:</translation>
    </message>
    <message>
        <source>Resale at term end:</source>
        <translation>Revenda ao fim do horizonte:</translation>
    </message>
    <message>
        <source>years</source>
        <translation>anos</translation>
    </message>
    <message>
        <source>unknown: enter a price</source>
        <translation>desconhecido: informe um preço</translation>
    </message>
    <message>
        <source>Au&amp;tomatic</source>
        <translation>A&amp;utomático</translation>
    </message>
    <message>
        <source>Let the app pick the smallest number of GPUs the model fits on.</source>
        <translation>Deixa o aplicativo escolher o menor número de GPUs em que o modelo cabe na memória.</translation>
    </message>
    <message>
        <source>Allow mu&amp;ltiple nodes</source>
        <translation>Permitir &amp;vários nós</translation>
    </message>
    <message>
        <source>Allow the deployment to span more than one server.</source>
        <translation>Permite que a implantação ocupe mais de um servidor.</translation>
    </message>
    <message>
        <source>Deployments larger than one node need a scale-out network (InfiniBand / RoCE).</source>
        <translation>Implantações maiores que um nó precisam de uma rede de interconexão entre nós (InfiniBand / RoCE).</translation>
    </message>
    <message>
        <source>Split layers across servers (&amp;pipeline)</source>
        <translation>Dividir camadas entre servidores (&amp;pipeline)</translation>
    </message>
    <message>
        <source>Let each server hold a block of the model&apos;s layers, for a model that one server&apos;s GPUs cannot hold.</source>
        <translation>Cada servidor guarda um bloco das camadas do modelo, para um modelo que não cabe nas GPUs de um só servidor.</translation>
    </message>
    <message>
        <source>Pipeline parallelism: each node runs a contiguous block of layers (a stage); tokens pass from stage to stage over the scale-out network, which adds a little latency.</source>
        <translation>Paralelismo de pipeline: cada nó executa um bloco contínuo de camadas (um estágio); os tokens passam de estágio em estágio pela rede entre servidores, o que acrescenta um pouco de latência.</translation>
    </message>
    <message>
        <source>Cost of the GPUs</source>
        <translation>Custo das GPUs</translation>
    </message>
    <message>
        <source>&amp;Rented</source>
        <translation>&amp;Locação (nuvem)</translation>
    </message>
    <message>
        <source>O&amp;wned</source>
        <translation>Aqui&amp;sição própria</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Baixo</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Típico</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>How much extra electricity the data centre uses for cooling, per unit the servers use.</source>
        <translation>Quanta energia elétrica a mais o data center gasta com refrigeração, para cada unidade que os servidores consomem.</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power / IT power (1.0 = no cooling overhead).</source>
        <translation>Eficiência no uso de energia: energia da instalação / energia de TI (1,0 = nenhum consumo adicional de refrigeração).</translation>
    </message>
    <message>
        <source>%1 memory · %2 TB/s · native FP4: %3</source>
        <translation>%1 de memória · %2 TB/s · FP4 nativo: %3</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>Fonte: %1 (%2)</translation>
    </message>
    <message>
        <source>The GPU model the deployment runs on.</source>
        <translation>O modelo de GPU em que a implantação roda.</translation>
    </message>
    <message>
        <source>Use this catalog price for renting one GPU for an hour.</source>
        <translation>Usa este preço de catálogo para a locação de uma GPU por uma hora.</translation>
    </message>
    <message>
        <source>No catalog price</source>
        <translation>Sem preço no catálogo</translation>
    </message>
    <message>
        <source>What renting one GPU costs per hour.</source>
        <translation>Quanto custa a locação de uma GPU por hora.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>Automatic GPU count</source>
        <translation>Quantidade automática de GPUs</translation>
    </message>
</context>
<context>
    <name>IntroCard</name>
    <message>
        <source>Glossary…</source>
        <translation>Glossário…</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendi</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <source>Har&amp;dware</source>
        <translation>Har&amp;dware</translation>
    </message>
    <message>
        <source>Wor&amp;kload</source>
        <translation>&amp;Carga de trabalho</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Inferência</translation>
    </message>
    <message>
        <source>Finance</source>
        <translation>Finanças</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Custo mensal</translation>
    </message>
    <message>
        <source>Contract term</source>
        <translation>Horizonte de análise</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Latência sob carga</translation>
    </message>
    <message>
        <source>Is the buyer a Brazilian company? Then payments abroad (the API, a foreign cloud) carry the taxes on imported services and imported servers their import taxes: use Brazil&apos;s taxes for this scenario.</source>
        <translation>O comprador é uma empresa brasileira? Então os pagamentos ao exterior (a API, uma nuvem estrangeira) têm os tributos sobre importação de serviços, e os servidores importados, os tributos de importação: use os tributos do Brasil neste cenário.</translation>
    </message>
    <message>
        <source>Use Brazil&apos;s taxes</source>
        <translation>Usar os tributos do Brasil</translation>
    </message>
    <message>
        <source>Use the cheaper layout</source>
        <translation>Usar o arranjo mais econômico</translation>
    </message>
    <message>
        <source>Use this layout</source>
        <translation>Usar este arranjo</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Cenário sem título</translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation>alterações não salvas</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>salvo</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>não salvo</translation>
    </message>
    <message>
        <source>example, not saved</source>
        <translation>exemplo, não salvo</translation>
    </message>
    <message>
        <source>Could not compute this scenario: %1</source>
        <translation>Não foi possível calcular este cenário: %1</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Exportar relatório em PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Exporting the PDF report…</source>
        <translation>Exportando o relatório em PDF…</translation>
    </message>
    <message>
        <source>Export spreadsheet</source>
        <translation>Exportar planilha</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Pastas de trabalho do Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Exporting the spreadsheet…</source>
        <translation>Exportando a planilha…</translation>
    </message>
    <message>
        <source>Could not export the spreadsheet</source>
        <translation>Não foi possível exportar a planilha</translation>
    </message>
    <message>
        <source>Spreadsheet saved to %1</source>
        <translation>Planilha salva em %1</translation>
    </message>
    <message>
        <source>Could not export the PDF</source>
        <translation>Não foi possível exportar o PDF</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Relatório salvo em %1</translation>
    </message>
    <message>
        <source>The export could not be prepared: %1</source>
        <translation>Não foi possível preparar a exportação: %1</translation>
    </message>
    <message>
        <source>Report cover</source>
        <translation>Capa do relatório</translation>
    </message>
    <message>
        <source>Put your organization and your name on the report cover? You can change them later in Preferences.</source>
        <translation>Incluir sua organização e seu nome na capa do relatório? Você pode alterá-los depois em Preferências.</translation>
    </message>
    <message>
        <source>About k3desk</source>
        <translation>Sobre o k3desk</translation>
    </message>
    <message>
        <source>&lt;b&gt;k3desk %1&lt;/b&gt;&lt;br&gt;Sizing assistant for self-hosting large open-weight language models.&lt;br&gt;Every figure shows its formula and source in its tooltip; see View → Assumptions &amp; sources.</source>
        <translation>&lt;b&gt;k3desk %1&lt;/b&gt;&lt;br&gt;Assistente de dimensionamento para hospedagem própria de grandes modelos de linguagem de pesos abertos.&lt;br&gt;Cada indicador mostra sua fórmula e fonte na dica de ferramenta; veja Exibir → Premissas e fontes.</translation>
    </message>
</context>
<context>
    <name>MeasurementController</name>
    <message>
        <source>Import Benchmark Result</source>
        <translation>Importar resultado de benchmark</translation>
    </message>
    <message>
        <source>Benchmark results (*.json *.jsonl);;All files (*)</source>
        <translation>Resultados de benchmark (*.json *.jsonl);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Could not import the benchmark result</source>
        <translation>Não foi possível importar o resultado de benchmark</translation>
    </message>
    <message>
        <source>Import an unlikely result?</source>
        <translation>Importar um resultado improvável?</translation>
    </message>
    <message>
        <source>The file gives %1 ms per output token (%2 tok/s per user) under %3.</source>
        <translation>O arquivo informa %1 ms por token de saída (%2 tok/s por usuário) em %3.</translation>
    </message>
    <message>
        <source>That is %1× faster than the estimate for this setup (%2 tok/s per user).</source>
        <translation>Isso é %1 vezes mais rápido que a estimativa para esta configuração (%2 tok/s por usuário).</translation>
    </message>
    <message>
        <source>That is %1× slower than the estimate for this setup (%2 tok/s per user).</source>
        <translation>Isso é %1 vezes mais lento que a estimativa para esta configuração (%2 tok/s por usuário).</translation>
    </message>
    <message>
        <source>No serving system runs at that speed.</source>
        <translation>Nenhum sistema de inferência roda nessa velocidade.</translation>
    </message>
    <message>
        <source>A time in seconds written under a “_ms” key looks like this (0.02 for 20 ms).</source>
        <translation>É o que acontece quando um tempo em segundos é gravado numa chave “_ms” (0.02 em vez de 20 ms).</translation>
    </message>
    <message>
        <source>A time in microseconds written under a “_ms” key, or a run whose requests queued, looks like this.</source>
        <translation>É o que acontece quando um tempo em microssegundos é gravado numa chave “_ms”, ou quando as requisições da execução ficaram na fila.</translation>
    </message>
    <message>
        <source>Import it anyway?</source>
        <translation>Importar assim mesmo?</translation>
    </message>
    <message>
        <source>Choose the model the run served.</source>
        <translation>Escolha o modelo que a execução serviu.</translation>
    </message>
    <message>
        <source>Choose the GPU type the run used.</source>
        <translation>Escolha o tipo de GPU que a execução usou.</translation>
    </message>
    <message>
        <source>Give the concurrency the run used.</source>
        <translation>Informe a simultaneidade que a execução usou.</translation>
    </message>
    <message>
        <source>Imported %1: it anchors the speed estimate of setups near it</source>
        <translation>%1 importada: ela ancora a estimativa de velocidade das configurações próximas</translation>
    </message>
</context>
<context>
    <name>MeasurementsDialog</name>
    <message>
        <source>Your Measurements</source>
        <translation>Suas medições</translation>
    </message>
    <message>
        <source>Benchmark results you imported. Each shows first among the evidence, marked as yours, and anchors the speed estimate of setups near it (same model, GPU type and engine).</source>
        <translation>Resultados de benchmark que você importou. Cada um aparece primeiro entre as evidências, marcado como seu, e ancora a estimativa de velocidade das configurações próximas (mesmo modelo, tipo de GPU e motor de inferência).</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>Por usuário</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Primeiro token</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>%1 on %2× %3, %4, concurrency %5</source>
        <translation>%1 em %2× %3, %4, simultaneidade %5</translation>
    </message>
</context>
<context>
    <name>ModelPanel</name>
    <message>
        <source>Parameters:</source>
        <translation>Parâmetros:</translation>
    </message>
    <message>
        <source>Max context:</source>
        <translation>Janela de contexto máx.:</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>M&amp;odelo:</translation>
    </message>
    <message>
        <source>License:</source>
        <translation>Licença:</translation>
    </message>
    <message>
        <source>Released:</source>
        <translation>Lançamento:</translation>
    </message>
    <message>
        <source>Routed &amp;experts:</source>
        <translation>&amp;Especialistas roteados:</translation>
    </message>
    <message>
        <source>Other &amp;weights:</source>
        <translation>Demai&amp;s pesos:</translation>
    </message>
    <message>
        <source>KV c&amp;ache:</source>
        <translation>Cache &amp;KV:</translation>
    </message>
    <message>
        <source>Type to search models…</source>
        <translation>Digite para buscar modelos…</translation>
    </message>
    <message>
        <source>Choose a model from the catalog; type to filter by name.</source>
        <translation>Escolha um modelo do catálogo; digite para filtrar pelo nome.</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formatos numéricos</translation>
    </message>
    <message>
        <source>Architecture (config.json fields)</source>
        <translation>Arquitetura (campos do config.json)</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>Im&amp;portar config.json…</translation>
    </message>
    <message>
        <source>Size a model that is not in the catalog, from the settings file its authors publish.</source>
        <translation>Dimensiona um modelo que não está no catálogo, a partir do arquivo de configuração publicado pelo desenvolvedor.</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json and size that model.</source>
        <translation>Lê um config.json do Hugging Face e dimensiona esse modelo.</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>Fonte: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 total · %2 active (%3)</source>
        <translation>%1 no total · %2 ativos (%3)</translation>
    </message>
    <message>
        <source>How large the model is: all its weights, and the part of them used for each token.</source>
        <translation>O tamanho do modelo: todos os seus pesos e a parte deles usada em cada token.</translation>
    </message>
    <message>
        <source>The longest conversation the model can hold at once, in tokens.</source>
        <translation>A conversa mais longa que o modelo consegue manter de uma vez, em tokens.</translation>
    </message>
    <message>
        <source>The terms under which the model may be used.</source>
        <translation>As condições sob as quais o modelo pode ser usado.</translation>
    </message>
    <message>
        <source>When the model was published.</source>
        <translation>Quando o modelo foi publicado.</translation>
    </message>
    <message>
        <source>attention layers</source>
        <translation>camadas de atenção</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>em blocos</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>feed-forward only</source>
        <translation>só rede feed-forward</translation>
    </message>
    <message>
        <source>linear heads × d_k × d_v</source>
        <translation>cabeças lineares × d_k × d_v</translation>
    </message>
    <message>
        <source>dense layers × intermediate_size</source>
        <translation>camadas densas × intermediate_size</translation>
    </message>
    <message>
        <source>extra parameters</source>
        <translation>parâmetros extras</translation>
    </message>
</context>
<context>
    <name>MoneyStrip</name>
    <message>
        <source>&amp;Rate</source>
        <extracomment>(rental provider, API provider) pairs the providers control offers, in its order</extracomment>
        <translation>Câmbi&amp;o</translation>
    </message>
    <message>
        <source>Ter&amp;m</source>
        <translation>&amp;Horizonte</translation>
    </message>
    <message>
        <source>&amp;Discount</source>
        <translation>&amp;Desconto</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>&amp;Provedores</translation>
    </message>
    <message>
        <source>Data stays in &amp;Brazil</source>
        <translation>Dados ficam no &amp;Brasil</translation>
    </message>
    <message>
        <source>R$/US$</source>
        <translation>R$/US$</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>% a year</source>
        <translation>% a.a.</translation>
    </message>
    <message>
        <source>Rental and API abroad</source>
        <translation>Locação e API no exterior</translation>
    </message>
    <message>
        <source>Both abroad</source>
        <translation>Ambos no exterior</translation>
    </message>
    <message>
        <source>Rental in Brazil, API abroad</source>
        <translation>Locação no Brasil, API no exterior</translation>
    </message>
    <message>
        <source>Rental in Brazil</source>
        <translation>Locação no Brasil</translation>
    </message>
    <message>
        <source>Rental abroad, API in Brazil</source>
        <translation>Locação no exterior, API no Brasil</translation>
    </message>
    <message>
        <source>API in Brazil</source>
        <translation>API no Brasil</translation>
    </message>
    <message>
        <source>Rental and API in Brazil</source>
        <translation>Locação e API no Brasil</translation>
    </message>
    <message>
        <source>Both in Brazil</source>
        <translation>Ambos no Brasil</translation>
    </message>
    <message>
        <source>Reais per US dollar: Up/Down step 0.05, or type a rate and press Enter</source>
        <translation>Reais por dólar: as setas mudam 0,05 por vez, ou digite a taxa e tecle Enter</translation>
    </message>
    <message>
        <source>Months the comparison covers: Up/Down step 12, from 12 to 60</source>
        <translation>Meses que a comparação cobre: as setas mudam 12 por vez, de 12 a 60</translation>
    </message>
    <message>
        <source>The company&apos;s cost of capital a year; 0 compares totals, above 0 today&apos;s money: Up/Down step one point</source>
        <translation>O custo de capital da empresa ao ano; 0 compara totais, acima de 0 o valor presente: as setas mudam um ponto por vez</translation>
    </message>
    <message>
        <source>The data may not be processed outside Brazil: the API and a rental abroad are left out (Space)</source>
        <translation>Os dados não podem ser processados fora do Brasil: a API e a locação no exterior ficam de fora (Espaço)</translation>
    </message>
    <message>
        <source>Where the rented GPUs and the API run: with the residency rule, a provider abroad is left out</source>
        <translation>Onde rodam as GPUs em locação e a API: com a regra de residência, um provedor no exterior fica de fora</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>US Letter (8.5 × 11 in)</source>
        <translation>Carta americana (8,5 × 11 pol.)</translation>
    </message>
    <message>
        <source>none: the catalog&apos;s values</source>
        <translation>nenhum: os valores do catálogo</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Escolher…</translation>
    </message>
    <message>
        <source>&amp;Organization:</source>
        <translation>&amp;Organização:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor(a):</translation>
    </message>
    <message>
        <source>&amp;Paper size:</source>
        <translation>&amp;Tamanho do papel:</translation>
    </message>
    <message>
        <source>Shown on the cover of every PDF report.</source>
        <translation>Aparece na capa de todos os relatórios em PDF.</translation>
    </message>
    <message>
        <source>Organisation pro&amp;file:</source>
        <translation>&amp;Premissas da organização:</translation>
    </message>
    <message>
        <source>Your company&apos;s exchange rate, taxes, discount rate, staff and power costs and negotiated prices, in one file everyone shares. Values you set in a scenario win over it; every other value follows it.</source>
        <translation>Taxa de câmbio, tributos, taxa de desconto, custos de equipe e de energia elétrica e preços negociados da sua empresa, em um arquivo que todos compartilham. Os valores que você define em um cenário prevalecem sobre ele; todos os demais seguem o arquivo.</translation>
    </message>
    <message>
        <source>Organisation profile</source>
        <translation>Premissas da organização</translation>
    </message>
    <message>
        <source>k3desk profiles (*.json)</source>
        <translation>Premissas do k3desk (*.json)</translation>
    </message>
</context>
<context>
    <name>PresentationPage</name>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Cenário</translation>
    </message>
    <message>
        <source>&amp;GPU type</source>
        <translation>Tipo de &amp;GPU</translation>
    </message>
    <message>
        <source>GPU &amp;count</source>
        <translation>&amp;Quantidade de GPUs</translation>
    </message>
    <message>
        <source>&amp;Tokens per month</source>
        <translation>&amp;Tokens por mês</translation>
    </message>
    <message>
        <source>Conte&amp;xt length</source>
        <translation>&amp;Janela de contexto</translation>
    </message>
    <message>
        <source>Fewer GPUs (−)</source>
        <translation>Menos GPUs (−)</translation>
    </message>
    <message>
        <source>More GPUs (+)</source>
        <translation>Mais GPUs (+)</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Quantidade de GPUs</translation>
    </message>
    <message>
        <source>Less volume: %1 … (Down arrow)</source>
        <translation>Menos volume: %1 … (seta para baixo)</translation>
    </message>
    <message>
        <source>More volume: %1 … (Up arrow)</source>
        <translation>Mais volume: %1 … (seta para cima)</translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation>Tokens por mês</translation>
    </message>
    <message>
        <source>Type a volume (%1) or step it with the arrow keys</source>
        <translation>Digite um volume (%1) ou mude-o com as setas</translation>
    </message>
    <message>
        <source>Tab: next control · arrows, + −: change · Ctrl+Z: undo · C: cheapest · T: contract term · Ctrl+Shift+H: high contrast · Esc: leave</source>
        <translation>Tab: próximo controle · setas, + −: alterar · Ctrl+Z: desfazer · C: a mais econômica · T: horizonte de análise · Ctrl+Shift+H: alto contraste · Esc: sair</translation>
    </message>
    <message>
        <source>Current: %1</source>
        <translation>Atual: %1</translation>
    </message>
    <message>
        <source>Searching the configurations…</source>
        <translation>Buscando as configurações…</translation>
    </message>
    <message>
        <source>Nothing meets the need with these limits</source>
        <translation>Nenhuma opção atende com estes limites</translation>
    </message>
    <message>
        <source>Cheapest that meets the need</source>
        <translation>A mais econômica que atende</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Exemplo: %1</translation>
    </message>
</context>
<context>
    <name>ProfileController</name>
    <message>
        <source>the file %1 does not exist or cannot be reached</source>
        <translation>o arquivo %1 não existe ou não está acessível</translation>
    </message>
    <message>
        <source>The organisation profile could not be used (%1); the catalog&apos;s values are used instead. Choose another file in Preferences.</source>
        <translation>Não foi possível usar as premissas da organização (%1); os valores do catálogo são usados no lugar. Escolha outro arquivo em Preferências.</translation>
    </message>
    <message>
        <source>Organisation profile</source>
        <translation>Premissas da organização</translation>
    </message>
    <message>
        <source>This organisation profile cannot be used: %1. Nothing was changed.</source>
        <translation>Estas premissas da organização não podem ser usadas: %1. Nada foi alterado.</translation>
    </message>
    <message>
        <source>Use a Profile File</source>
        <translation>Usar um arquivo de premissas</translation>
    </message>
    <message>
        <source>k3desk profiles (*.json)</source>
        <translation>Premissas do k3desk (*.json)</translation>
    </message>
    <message>
        <source>This scenario takes the organisation profile %1, which set: %2.</source>
        <translation>Este cenário usa as premissas da organização %1, que definiram: %2.</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>e mais %1</translation>
    </message>
    <message>
        <source>This scenario was computed without the organisation profile %1. With it, these values change: %2.</source>
        <translation>Este cenário foi calculado sem as premissas da organização %1. Com elas, estes valores mudam: %2.</translation>
    </message>
    <message>
        <source>This scenario was computed with the organisation profile %1, which has changed since (now %2). With it, these values change: %3.</source>
        <translation>Este cenário foi calculado com as premissas da organização %1, que mudaram desde então (agora %2). Com as premissas atuais, estes valores mudam: %3.</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
</context>
<context>
    <name>ProfileReviewDialog</name>
    <message>
        <source>Apply the organisation profile?</source>
        <translation>Aplicar as premissas da organização?</translation>
    </message>
    <message>
        <source>The organisation profile %1 changes these values of “%2”:</source>
        <translation>As premissas da organização %1 alteram estes valores de “%2”:</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Agora</translation>
    </message>
    <message>
        <source>With the profile</source>
        <translation>Com as premissas</translation>
    </message>
    <message>
        <source>Values you set yourself in this scenario are kept. Apply is one step that Undo takes back; Keep leaves the scenario as it is, and the notice above the cards offers to recompute later.</source>
        <translation>Os valores que você definiu neste cenário são mantidos. Aplicar é um passo que Desfazer desfaz; Manter deixa o cenário como está, e o aviso acima dos cartões oferece recalcular depois.</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>&amp;Keep as It Is</source>
        <translation>&amp;Manter como está</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Procurar em:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Arquivos do &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Quantity</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <comment>after a scale word: 8 B tokens</comment>
        <translation>
            <numerusform>%n de token</numerusform>
            <numerusform>%n de tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <comment>after a scale word: 8 B parameters</comment>
        <translation>
            <numerusform>%n de parâmetro</numerusform>
            <numerusform>%n de parâmetros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parâmetro</numerusform>
            <numerusform>%n parâmetros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n réplica</numerusform>
            <numerusform>%n réplicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nó</numerusform>
            <numerusform>%n nós</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent sequence(s)</source>
        <translation>
            <numerusform>%n requisição simultânea</numerusform>
            <numerusform>%n requisições simultâneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 trillion</source>
        <translation>
            <numerusform>%1 trilhão</numerusform>
            <numerusform>%1 trilhões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 billion</source>
        <translation>
            <numerusform>%1 bilhão</numerusform>
            <numerusform>%1 bilhões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 million</source>
        <translation>
            <numerusform>%1 milhão</numerusform>
            <numerusform>%1 milhões</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServingPanel</name>
    <message>
        <source>&amp;Engine:</source>
        <translation>Mo&amp;tor de inferência:</translation>
    </message>
    <message>
        <source>&amp;Attention:</source>
        <translation>&amp;Atenção:</translation>
    </message>
    <message>
        <source>Speculati&amp;ve decoding:</source>
        <translation>Decodificação e&amp;speculativa:</translation>
    </message>
    <message>
        <source>GPU memory &amp;used:</source>
        <translation>Memória da GP&amp;U para o motor:</translation>
    </message>
    <message>
        <source>Runtime &amp;overhead:</source>
        <translation>Reser&amp;va do sistema (overhead):</translation>
    </message>
    <message>
        <source>Prefill &amp;chunk:</source>
        <translation>&amp;Bloco de prefill:</translation>
    </message>
    <message>
        <source>Typical &amp;prompt:</source>
        <translation>&amp;Prompt típico:</translation>
    </message>
    <message>
        <source>Replica &amp;busy:</source>
        <translation>&amp;Ocupação da réplica:</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo de tensor</translation>
    </message>
    <message>
        <source>Data parallel + expert parallel</source>
        <translation>Paralelismo de dados + de especialistas</translation>
    </message>
    <message>
        <source>How the GPUs share the work of remembering each conversation; it changes how many users fit.</source>
        <translation>Como as GPUs dividem o trabalho de guardar cada conversa; isso muda quantos usuários cabem na memória.</translation>
    </message>
    <message>
        <source>Tensor parallel: every GPU keeps the whole MLA cache. Data parallel: each GPU serves its own sequences but keeps a full copy of the non-expert weights.</source>
        <translation>Paralelismo de tensor: cada GPU guarda todo o cache MLA. Paralelismo de dados: cada GPU atende às próprias requisições, mas guarda uma cópia completa dos pesos que não são de especialistas.</translation>
    </message>
    <message>
        <source>1 = off · DSpark on K3: ×%1–%2</source>
        <translation>1 = desligada · DSpark no K3: ×%1–%2</translation>
    </message>
    <message>
        <source>How much faster answers are written when the engine drafts several words ahead and checks them at once.</source>
        <translation>Quanto mais rápido as respostas são escritas quando o motor de inferência antecipa várias palavras e as confere de uma vez.</translation>
    </message>
    <message>
        <source>vLLM with DSpark (7 draft tokens) measured 331 and 370 tok/s against 111 and 118 without it (TP8, TP16; vLLM blog 2026-07-27).</source>
        <translation>O vLLM com DSpark (7 tokens de rascunho) mediu 331 e 370 tok/s, contra 111 e 118 sem ele (TP8, TP16; blog do vLLM, 27/07/2026).</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the serving software may use.</source>
        <translation>Proporção da memória de cada GPU que o motor de inferência pode usar.</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the engine may use (vLLM default 90%).</source>
        <translation>Proporção da memória de cada GPU que o motor de inferência pode usar (padrão do vLLM: 90%).</translation>
    </message>
    <message>
        <source>Memory on each GPU kept for the serving software itself, not for the model or conversations.</source>
        <translation>Memória de cada GPU reservada ao próprio motor de inferência, não ao modelo nem às conversas.</translation>
    </message>
    <message>
        <source>CUDA context, NCCL buffers and CUDA graphs per GPU (a public Kimi K3 sizing article budgets 30 GB on 8 GPUs).</source>
        <translation>Contexto CUDA, buffers NCCL e CUDA graphs por GPU (um artigo público de dimensionamento do Kimi K3 reserva 30 GB em 8 GPUs).</translation>
    </message>
    <message>
        <source>How much of the month each copy of the model is kept busy.</source>
        <translation>Quanto do mês cada cópia do modelo fica ocupada.</translation>
    </message>
    <message>
        <source>Share of the month a replica is busy; sets how many tokens one replica carries.</source>
        <translation>Proporção do mês em que uma réplica está ocupada; define quantos tokens uma réplica processa.</translation>
    </message>
    <message>
        <source>Speed model anchored to</source>
        <translation>Modelo de velocidade ancorado em</translation>
    </message>
    <message>
        <source>The published measurement the speed estimates are scaled from.</source>
        <translation>A medição publicada a partir da qual as estimativas de velocidade são calculadas.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Import Benchmark Result</source>
        <translation>Importar resultado de benchmark</translation>
    </message>
    <message>
        <source>The file does not say what it ran on. Check the setup (filled in from this scenario):</source>
        <translation>O arquivo não informa em que hardware foi executado. Confira a configuração (preenchida a partir deste cenário):</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Paralelismo de tensor (TP)</translation>
    </message>
    <message>
        <source>Data-parallel attention (DP)</source>
        <translation>Atenção com paralelismo de dados (DP)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>Tipo de GPU</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>Número de GPUs</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor de inferência</translation>
    </message>
    <message>
        <source>Attention layout</source>
        <translation>Paralelismo da atenção</translation>
    </message>
    <message>
        <source>Concurrency (requests in flight)</source>
        <translation>Simultaneidade (requisições simultâneas)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 execuções</translation>
    </message>
    <message>
        <source>median time per output token %1 ms (%2 tok/s per user)</source>
        <translation>tempo mediano por token de saída %1 ms (%2 tok/s por usuário)</translation>
    </message>
    <message>
        <source>median time to first token %1 ms</source>
        <translation>tempo mediano até o primeiro token %1 ms</translation>
    </message>
    <message>
        <source>the file names %1</source>
        <translation>o arquivo indica %1</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Enter a value of at least %1</source>
        <translation>Digite um valor de no mínimo %1</translation>
    </message>
    <message>
        <source>Enter a value above %1</source>
        <translation>Digite um valor acima de %1</translation>
    </message>
    <message>
        <source>Enter a value of at most %1</source>
        <translation>Digite um valor de no máximo %1</translation>
    </message>
    <message>
        <source>Enter a value below %1</source>
        <translation>Digite um valor abaixo de %1</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <translation>Digite um número inteiro</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <translation>Digite um número</translation>
    </message>
    <message>
        <source>Enter a finite number</source>
        <translation>Digite um número finito</translation>
    </message>
    <message>
        <source>Enter yes or no</source>
        <translation>Digite sim ou não</translation>
    </message>
    <message>
        <source>Choose one of: %1</source>
        <translation>Escolha uma destas opções: %1</translation>
    </message>
    <message>
        <source>Use at most %1 characters</source>
        <translation>Use no máximo %1 caracteres</translation>
    </message>
    <message>
        <source>Enter at least %1 characters</source>
        <translation>Digite pelo menos %1 caracteres</translation>
    </message>
    <message>
        <source>A value is required</source>
        <translation>Informe um valor</translation>
    </message>
    <message>
        <source>Enter at most %1 tokens, the maximum context of %2</source>
        <translation>Digite no máximo %1 tokens, a janela de contexto máxima do %2</translation>
    </message>
</context>
<context>
    <name>VramChart</name>
    <message>
        <source>%1 per GPU</source>
        <extracomment>the figures layer&apos;s memory terms (one order, label and colour on every presenter), then free space segment -&gt; fill, from the shared theme (&quot;free&quot; follows the light / dark chart theme instead)</extracomment>
        <translation>%1 por GPU</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Capacidade utilizável</translation>
    </message>
    <message>
        <source>Over capacity</source>
        <translation>Acima da capacidade</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>VRAM por GPU</translation>
    </message>
    <message>
        <source>VRAM per GPU: {count} × {gpu}</source>
        <translation>VRAM por GPU: {count} × {gpu}</translation>
    </message>
    <message>
        <source>usable {gb} </source>
        <translation>utilizável {gb} </translation>
    </message>
    <message>
        <source> physical {gb} </source>
        <translation> física {gb} </translation>
    </message>
    <message>
        <source>does not fit: +{gb}</source>
        <translation>não cabe: +{gb}</translation>
    </message>
    <message>
        <source>usable {gb} of {physical} </source>
        <translation>utilizável {gb} de {physical} </translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {gb} ({pct}% of usable)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {gb} ({pct}% do utilizável)</translation>
    </message>
    <message>
        <source>Usable {cap} · physical {phys}</source>
        <translation>Utilizável {cap} · física {phys}</translation>
    </message>
</context>
<context>
    <name>WorkloadPanel</name>
    <message>
        <source>US$/M tok</source>
        <translation>US$/mi de tokens</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/ano</translation>
    </message>
    <message>
        <source>%/month</source>
        <translation>%/mês</translation>
    </message>
    <message>
        <source>&amp;Context length:</source>
        <translation>&amp;Janela de contexto:</translation>
    </message>
    <message>
        <source>Concurrent se&amp;quences:</source>
        <translation>Requisições &amp;simultâneas:</translation>
    </message>
    <message>
        <source>&amp;Tokens per month:</source>
        <translation>&amp;Tokens por mês:</translation>
    </message>
    <message>
        <source>&amp;Input share:</source>
        <translation>Proporção de &amp;entrada:</translation>
    </message>
    <message>
        <source>Cac&amp;he-hit rate:</source>
        <translation>Ta&amp;xa de acerto de cache:</translation>
    </message>
    <message>
        <source>&amp;Reasoning multiplier:</source>
        <translation>Multiplicador de &amp;raciocínio:</translation>
    </message>
    <message>
        <source>API i&amp;nput price:</source>
        <translation>Preço de e&amp;ntrada da API:</translation>
    </message>
    <message>
        <source>API cached in&amp;put:</source>
        <translation>Preço de entrada com cache da A&amp;PI:</translation>
    </message>
    <message>
        <source>API &amp;output price:</source>
        <translation>Preço de saíd&amp;a da API:</translation>
    </message>
    <message>
        <source>Hours p&amp;er month:</source>
        <translation>&amp;Horas por mês:</translation>
    </message>
    <message>
        <source>IO&amp;F:</source>
        <translation>IO&amp;F:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>M&amp;oeda:</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>E&amp;xchange rate:</source>
        <translation>Taxa de câm&amp;bio (R$/US$):</translation>
    </message>
    <message>
        <source>Rate s&amp;wing:</source>
        <translation>&amp;Variação cambial:</translation>
    </message>
    <message>
        <source>Bu&amp;yer&apos;s taxes:</source>
        <translation>Trib&amp;utos do comprador:</translation>
    </message>
    <message>
        <source>Contract term:</source>
        <translation>Horizonte de análise:</translation>
    </message>
    <message>
        <source>API price change:</source>
        <translation>Variação do preço da API:</translation>
    </message>
    <message>
        <source>Volume growth:</source>
        <translation>Crescimento do volume:</translation>
    </message>
    <message>
        <source>Sent as batch jobs:</source>
        <translation>Enviado em lote:</translation>
    </message>
    <message>
        <source>API batch discount:</source>
        <translation>Desconto de lote da API:</translation>
    </message>
    <message>
        <source>Written to the cache:</source>
        <translation>Gravado no cache:</translation>
    </message>
    <message>
        <source>API cache-write price:</source>
        <translation>Preço de gravação em cache:</translation>
    </message>
    <message>
        <source>Peak requests:</source>
        <translation>Requisições no pico:</translation>
    </message>
    <message>
        <source>Prompt length spread:</source>
        <translation>Dispersão do prompt:</translation>
    </message>
    <message>
        <source>Answer length spread:</source>
        <translation>Dispersão da resposta:</translation>
    </message>
    <message>
        <source>First-token target:</source>
        <translation>Meta do primeiro token:</translation>
    </message>
    <message>
        <source>Per-token target:</source>
        <translation>Meta por token:</translation>
    </message>
    <message>
        <source>For this share of requests:</source>
        <translation>Para esta proporção de requisições:</translation>
    </message>
    <message>
        <source>unknown: enter a price</source>
        <translation>desconhecido: informe um preço</translation>
    </message>
    <message>
        <source>API comparison and currency</source>
        <translation>Comparação com a API e moeda</translation>
    </message>
    <message>
        <source>US$ (US dollar)</source>
        <translation>US$ (dólar americano)</translation>
    </message>
    <message>
        <source>R$ (real)</source>
        <translation>R$ (real)</translation>
    </message>
    <message>
        <source>None added</source>
        <translation>Nenhum adicionado</translation>
    </message>
    <message>
        <source>Brazil (IOF abroad)</source>
        <translation>Brasil (IOF-câmbio no exterior)</translation>
    </message>
    <message>
        <source>Where the buyer pays its taxes. A Brazilian buyer pays IOF on the API and on GPUs rented from a foreign cloud. The display currency only converts: it never adds a tax.</source>
        <translation>Onde o comprador paga seus impostos. Um comprador brasileiro paga IOF-câmbio sobre a API e sobre a locação de GPUs em um provedor no exterior. A moeda de exibição apenas converte: nunca adiciona imposto.</translation>
    </message>
    <message>
        <source>Contract term</source>
        <translation>Horizonte de análise</translation>
    </message>
    <message>
        <source>Load at the peak and latency</source>
        <translation>Carga no pico e latência</translation>
    </message>
    <message>
        <source>from the monthly volume</source>
        <translation>pelo volume mensal</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>How many requests arrive each second at the busiest time. Empty: the monthly volume spread over the month, times the peak.</source>
        <translation>Quantas requisições chegam por segundo no horário de maior movimento. Vazio: o volume mensal distribuído pelo mês, vezes o pico.</translation>
    </message>
    <message>
        <source>Requests a second at the peak, at the whole fleet; the fleet is sized so that each replica carries its share within the targets.</source>
        <translation>Requisições por segundo no pico, para o parque inteira; o parque é dimensionada para que cada réplica atenda sua parte dentro das metas.</translation>
    </message>
    <message>
        <source>How much prompt lengths vary: their standard deviation over their mean (0: all the typical length; 1: as varied as chat traffic).</source>
        <translation>Quanto variam os tamanhos dos prompts: o desvio padrão sobre a média (0: todos do tamanho típico; 1: tão variados quanto o tráfego de chat).</translation>
    </message>
    <message>
        <source>How much answer lengths vary: their standard deviation over their mean.</source>
        <translation>Quanto variam os tamanhos das respostas: o desvio padrão sobre a média.</translation>
    </message>
    <message>
        <source>The longest wait for the first word that the chosen share of requests may have.</source>
        <translation>A maior espera pela primeira palavra admitida para a proporção de requisições escolhida.</translation>
    </message>
    <message>
        <source>p99: 99 requests in 100 must meet the targets.</source>
        <translation>p99: 99 requisições em cada 100 devem atingir as metas.</translation>
    </message>
    <message>
        <source>Months over which the costs of renting, owning and the API are added up and compared (12 to 60).</source>
        <translation>Meses em que os custos de locação, aquisição própria e API são somados e comparados (12 a 60).</translation>
    </message>
    <message>
        <source>How much API prices are expected to change each year, in percent (for example −30).</source>
        <translation>Quanto se espera que os preços da API mudem a cada ano, em % (por exemplo −30).</translation>
    </message>
    <message>
        <source>Share of the monthly tokens that are text sent to the model (questions, documents) rather than its answers.</source>
        <translation>Proporção dos tokens mensais que são texto enviado ao modelo (perguntas, documentos), e não as respostas dele.</translation>
    </message>
    <message>
        <source>Share of the text sent to the model that the API has seen before and bills at a lower price.</source>
        <translation>Proporção do texto enviado ao modelo que a API já recebeu antes e cobra por um preço menor.</translation>
    </message>
    <message>
        <source>How far the exchange rate may move over the term, up or down: amounts in reais show this range. It moves every route alike, so it never changes which one is cheapest.</source>
        <translation>Quanto o câmbio pode variar ao longo do horizonte de análise, para mais ou para menos: os valores em reais mostram essa faixa. Ele move todas as opções por igual, então nunca muda qual é a mais econômica.</translation>
    </message>
    <message>
        <source>billed as input</source>
        <translation>cobrado como entrada</translation>
    </message>
    <message>
        <source>Share of the monthly volume that can wait for the API&apos;s batch interface (results within a day).</source>
        <translation>Proporção do volume mensal que pode esperar pela interface de lote da API (resultados em até um dia).</translation>
    </message>
    <message>
        <source>Batch tokens are billed at the list price less the batch discount.</source>
        <translation>Tokens em lote são cobrados pelo preço de tabela menos o desconto de lote.</translation>
    </message>
    <message>
        <source>How much less the API&apos;s batch interface charges than its list price: 50 is half price.</source>
        <translation>Quanto a interface de lote da API cobra a menos que o preço de tabela: 50 é a metade do preço.</translation>
    </message>
    <message>
        <source>From the model&apos;s price page where its provider publishes one; 0 where none is published.</source>
        <translation>Da página de preços do modelo, quando o provedor publica um; 0 quando nenhum é publicado.</translation>
    </message>
    <message>
        <source>Share of the text sent to the model that is written to the API&apos;s prompt cache.</source>
        <translation>Proporção do texto enviado ao modelo que é gravada no cache de prompt da API.</translation>
    </message>
    <message>
        <source>Billed at the cache-write price; empty price: billed as input.</source>
        <translation>Cobrado pelo preço de gravação em cache; sem preço: cobrado como entrada.</translation>
    </message>
    <message>
        <source>How many requests the deployment can serve at the same moment with this memory.</source>
        <translation>Quantas requisições simultâneas a implantação consegue atender com esta memória.</translation>
    </message>
    <message>
        <source>How API prices change each year, e.g. −30; compounded monthly.</source>
        <translation>Quanto os preços da API variam por ano, p. ex. −30; composto mensalmente.</translation>
    </message>
    <message>
        <source>First-token time at the percentile below; each self-hosted fleet gets the replicas that keep it under the peak load, with the model&apos;s typical error to spare (the estimate stays under the target less its median error over published runs).</source>
        <translation>Tempo até o primeiro token no percentil abaixo; cada parque de hospedagem própria recebe as réplicas que o mantêm sob a carga de pico, com a folga do erro típico do modelo (a estimativa fica abaixo da meta menos o seu erro mediano nas execuções publicadas).</translation>
    </message>
    <message>
        <source>The longest time between two words of an answer that the chosen share of requests may have; the fleet keeps the model&apos;s typical error to spare.</source>
        <translation>O maior intervalo entre duas palavras de uma resposta admitido para a proporção de requisições escolhida; o parque mantém a folga do erro típico do modelo.</translation>
    </message>
    <message>
        <source>How much the monthly volume grows each month.</source>
        <translation>Quanto o volume mensal cresce a cada mês.</translation>
    </message>
    <message>
        <source>How the monthly volume grows each month; replicas follow it.</source>
        <translation>Quanto o volume mensal cresce a cada mês; as réplicas acompanham.</translation>
    </message>
    <message>
        <source>Share of input tokens billed at the API&apos;s cached-input price.</source>
        <translation>Proporção dos tokens de entrada cobrados pelo preço de entrada com cache da API.</translation>
    </message>
    <message>
        <source>How many times longer answers become when the model thinks before answering.</source>
        <translation>Quantas vezes mais longas ficam as respostas quando o modelo raciocina antes de responder.</translation>
    </message>
    <message>
        <source>Output tokens are multiplied by this (thinking tokens).</source>
        <translation>Os tokens de saída são multiplicados por este fator (tokens de raciocínio).</translation>
    </message>
    <message>
        <source>Brazilian tax on payments abroad, added in R$ to the API and to GPUs rented from a foreign cloud; never to power, hosting or owned hardware.</source>
        <translation>IOF-câmbio sobre pagamentos ao exterior, somado em R$ à API e à locação de GPUs em nuvem estrangeira; nunca à energia elétrica, ao colocation ou à aquisição própria.</translation>
    </message>
    <message>
        <source>What the model vendor&apos;s API charges per million tokens.</source>
        <translation>Quanto a API do desenvolvedor do modelo cobra por milhão de tokens.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>Longer than %1&apos;s maximum of %2 tokens.</source>
        <translation>Maior que o máximo de %2 tokens do %1.</translation>
    </message>
    <message>
        <source>Up to %1 fit in memory at this context</source>
        <translation>Até %1 cabem na memória com esta janela de contexto</translation>
    </message>
</context>
<context>
    <name>actions</name>
    <message>
        <source>&amp;Theme</source>
        <extracomment>Shortcuts for standard keys that some platforms leave unbound. Submenus: (menu key, parent menu key, title). An action&apos;s ``menu`` may name one of them.</extracomment>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <source>Start a new scenario from the default</source>
        <translation>Começar um novo cenário a partir do padrão</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Abrir um arquivo de cenário</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>Abrir e&amp;xemplo</translation>
    </message>
    <message>
        <source>Scenario &amp;Library…</source>
        <translation>&amp;Biblioteca de cenários…</translation>
    </message>
    <message>
        <source>Saved scenarios: open, rename, duplicate, delete, compare</source>
        <translation>Cenários salvos: abrir, renomear, duplicar, excluir, comparar</translation>
    </message>
    <message>
        <source>&amp;Compare Scenarios…</source>
        <translation>Co&amp;mparar cenários…</translation>
    </message>
    <message>
        <source>Compare the current scenario with others side by side</source>
        <translation>Comparar o cenário atual com outros, lado a lado</translation>
    </message>
    <message>
        <source>&amp;Import Benchmark Result…</source>
        <translation>Importar resul&amp;tado de benchmark…</translation>
    </message>
    <message>
        <source>Add your own vLLM, SGLang, GuideLLM or AIPerf result: it shows first among the evidence and anchors the speed estimate near it</source>
        <translation>Adicione o seu próprio resultado do vLLM, SGLang, GuideLLM ou AIPerf: ele aparece primeiro entre as evidências e ancora a estimativa de velocidade nas configurações próximas</translation>
    </message>
    <message>
        <source>Your &amp;Measurements…</source>
        <translation>S&amp;uas medições…</translation>
    </message>
    <message>
        <source>See and remove the benchmark results you imported</source>
        <translation>Veja e remova os resultados de benchmark que você importou</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Salvar o cenário</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>Salvar o cenário com outro nome</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>Continue in an unsaved copy of this scenario</source>
        <translation>Continuar em uma cópia não salva deste cenário</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>Re&amp;verter para o salvo</translation>
    </message>
    <message>
        <source>Go back to the saved file (Undo brings the changes back)</source>
        <translation>Voltar ao arquivo salvo (Desfazer traz as alterações de volta)</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <source>Write a PDF report of this scenario</source>
        <translation>Gerar um relatório em PDF deste cenário</translation>
    </message>
    <message>
        <source>Export S&amp;preadsheet…</source>
        <translation>Exportar &amp;planilha…</translation>
    </message>
    <message>
        <source>Write a spreadsheet (.xlsx) of this scenario: the decision, the term month by month, the bill of materials</source>
        <translation>Gravar uma planilha (.xlsx) deste cenário: a decisão, o horizonte de análise mês a mês, a lista de materiais</translation>
    </message>
    <message>
        <source>Close &amp;Window</source>
        <translation>&amp;Fechar janela</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>Fechar a janela</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>Organization and author for reports, paper size</source>
        <translation>Organização e autor dos relatórios, tamanho do papel</translation>
    </message>
    <message>
        <source>Organisation Pro&amp;file…</source>
        <translation>Premissas da &amp;organização…</translation>
    </message>
    <message>
        <source>Create, edit and share your organisation&apos;s assumptions: exchange rate, taxes, negotiated prices, the terms of a request for quotation</source>
        <translation>Criar, editar e compartilhar as premissas da sua organização: câmbio, tributos, preços negociados, as condições de uma solicitação de cotação</translation>
    </message>
    <message>
        <source>U&amp;se a Profile File…</source>
        <translation>&amp;Usar um arquivo de premissas…</translation>
    </message>
    <message>
        <source>Use a profile a colleague shared: what it changes in this scenario is shown before it is applied</source>
        <translation>Usar as premissas que um colega compartilhou: o que elas alteram neste cenário é mostrado antes de serem aplicadas</translation>
    </message>
    <message>
        <source>&amp;Assumptions &amp;&amp; sources…</source>
        <translation>&amp;Premissas e fontes…</translation>
    </message>
    <message>
        <source>Every constant and catalog figure behind the numbers</source>
        <translation>Todas as constantes e valores do catálogo por trás dos indicadores</translation>
    </message>
    <message>
        <source>A&amp;dvisor</source>
        <translation>A&amp;ssistente</translation>
    </message>
    <message>
        <source>The cheapest configurations that carry the workload, and how to run them</source>
        <translation>As configurações mais econômicas que atendem à carga de trabalho, e como executá-las</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Mo&amp;do de apresentação</translation>
    </message>
    <message>
        <source>Full screen with larger type, for meetings</source>
        <translation>Tela cheia com letras maiores, para reuniões</translation>
    </message>
    <message>
        <source>Ad&amp;vanced controls</source>
        <translation>Controles a&amp;vançados</translation>
    </message>
    <message>
        <source>Show the serving settings, number formats, model architecture and the batch chart</source>
        <translation>Mostra as configurações de inferência, os formatos numéricos, a arquitetura do modelo e o gráfico de lote</translation>
    </message>
    <message>
        <source>Memory in &amp;GiB</source>
        <translation>Memória em &amp;GiB</translation>
    </message>
    <message>
        <source>Show memory in GiB (2^30 bytes) instead of GB (10^9 bytes)</source>
        <translation>Mostrar a memória em GiB (2^30 bytes) em vez de GB (10^9 bytes)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>Black background and white type, for projectors</source>
        <translation>Fundo preto e letras brancas, para projetores</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;Seguir o sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossário</translation>
    </message>
    <message>
        <source>What each figure and term means, in plain words</source>
        <translation>O que cada número e cada termo significa, em palavras simples</translation>
    </message>
    <message>
        <source>&amp;About k3desk</source>
        <translation>&amp;Sobre o k3desk</translation>
    </message>
</context>
</TS>
