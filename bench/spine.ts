/**
 * `npm run bench`: batch-ingest throughput and recall latency against `npm run dev`.
 * Ingests N synthetic developer memories into ONE user with client-supplied vectors (the
 * companion's path), then times recall. Set BASE_URL and ADMIN_TOKEN to use a running server;
 * otherwise a fresh dev server with a throwaway state directory is started and stopped.
 * Recall is timed twice per size: with a client-supplied query vector (the companion's path) and
 * with the server embedding the query through its own embedder (the offline model in dev), so the
 * embedder's share of the latency is visible.
 * When it starts its own dev server (Linux), it samples workerd's resident memory: the peak per size
 * is in the table (production isolates get 128 MB), and a workerd that died during the run (the
 * supervisor restarts it; the client sees dropped connections) fails the run.
 * Options: --sizes 1000,10000,100000 (the default: a scaling curve)  --queries 300  --concurrency 4
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { api, startDevServer, type DevServer } from "../test/e2e/dev-server";
import { monitorWorkerd, type RssMonitor } from "./lib/rss";

const args = Object.fromEntries(
  process.argv.slice(2).reduce<[string, string][]>((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const sizes = (args.sizes ?? "1000,10000,100000").split(",").map(Number);
const queries = Number(args.queries ?? 300);
const concurrency = Number(args.concurrency ?? 4);

// A small deterministic generator (mulberry32), so every run ingests the same corpus.
function rng(seed: number) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(42);
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const services = ["billing", "auth", "search", "ingest", "gateway", "scheduler", "notifier", "exporter", "ledger", "profile"];
const techs = ["Postgres", "Redis", "Kafka", "Hono", "D1", "wrangler", "Docker", "Terraform", "pnpm", "vitest", "React", "gRPC"];
const verbs = ["times out when", "breaks if", "is faster when", "needs a retry after", "logs a warning when", "caches results until"];
const things = ["the token expires", "the queue is full", "a migration runs", "the cache is cold", "two writers race", "DNS flaps"];
const types = ["gotcha", "decision", "pattern", "discovery", "location", "fact", "episode"];

function sentence(i: number) {
  return `${pick(services)} ${pick(verbs)} ${pick(things)} (${pick(techs)}, case ${i}); see src/${pick(services)}/${pick(services)}.ts`;
}

function unitVector(dim: number) {
  const v = Array.from({ length: dim }, () => rand() * 2 - 1);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  let dev: DevServer | null = null;
  let base = process.env.BASE_URL;
  let admin = process.env.ADMIN_TOKEN;
  let rss: RssMonitor | null = null;
  if (!base) {
    dev = await startDevServer();
    base = dev.url;
    admin = dev.adminToken;
    if (process.platform === "linux") rss = monitorWorkerd(dev.pid);
  }
  const mb = (x: number) => (rss ? `${x.toFixed(0)}` : "n/a");
  try {
    const health = await api(base, "GET", "/healthz");
    const { model, dimension } = health.body.embedding as { model: string; dimension: number };
    const rows: string[] = [];
    const stageNotes: string[] = [];
    const degraded: Record<string, number> = {};
    let total = 0;
    let retries = 0;
    const user = await api(base, "POST", "/v1/admin/users", admin, { name: `bench-${Date.now()}` });
    const key = user.body.api_key as string;
    for (const size of sizes) {
      // Ingest up to `size` memories (cumulative), batches of 100 with a few in flight.
      const t0 = performance.now();
      rss?.phasePeakMb();
      const progress = rss
        ? setInterval(() => console.log(`  ingest ${size.toLocaleString("en")}: ${Math.min(next, batches)}/${batches} batches, workerd RSS ${mb(rss!.currentMb())} MB (peak ${mb(rss!.peakMb())})`), 5000)
        : null;
      const added = size - total;
      const batches = Math.ceil(added / 100);
      let next = 0;
      const worker = async () => {
        while (next < batches) {
          const b = next++;
          const memories = Array.from({ length: Math.min(100, added - b * 100) }, (_, j) => {
            const i = total + b * 100 + j;
            return { content: sentence(i), type: pick(types), embedding: { model, vector: unitVector(dimension) } };
          });
          // A client's way to survive a dropped connection: retry with the same Idempotency-Key, so a
          // batch that did commit is answered from the record instead of being stored twice.
          // A dropped connection counts like a 5xx (status 0) and is reported, never hidden.
          const send = () =>
            api(base!, "POST", "/v1/memories/batch", key, { memories }, { "idempotency-key": `bench-${size}-${b}` }).catch((err: Error) => {
              console.error(`batch ${b}: connection failed (${err.message}: ${String((err as { cause?: Error }).cause?.message ?? "")})`);
              return { status: 0, body: {} as Record<string, unknown> };
            });
          let res = await send();
          // Long enough (~40 s in all) to outlast the dev stack restarting wrangler: its supervisor
          // waits up to 8 s, then wrangler starts.
          for (let attempt = 1; (res.status === 0 || res.status >= 500) && attempt <= 12; attempt++) {
            retries++;
            await new Promise((r) => setTimeout(r, Math.min(5000, 500 * attempt)));
            res = await send();
          }
          if (res.status !== 201) throw new Error(`batch ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker)).finally(() => progress && clearInterval(progress));
      const ingestSeconds = (performance.now() - t0) / 1000;
      const ingestPeak = rss?.phasePeakMb() ?? 0;
      total = size;

      // Recall: warm up, then time sequential queries (client wall time includes HTTP).
      const timeRecall = async (clientVector: boolean) => {
        const latencies: number[] = [];
        const serverMs: number[] = [];
        const stages: Record<string, number[]> = {};
        for (let q = 0; q < queries + 20; q++) {
          const query = `${pick(services)} ${pick(things)} ${pick(techs)}`;
          const body = { query, k: 10, ...(clientVector ? { embedding: { model, vector: unitVector(dimension) } } : {}) };
          const s = performance.now();
          const res = await api(base!, "POST", "/v1/recall", key, body);
          const ms = performance.now() - s;
          if (res.status !== 200) throw new Error(`recall ${res.status}`);
          if (q >= 20) {
            latencies.push(ms);
            serverMs.push(res.body.took_ms);
            for (const [stage, t] of Object.entries((res.body.timings_ms ?? {}) as Record<string, number>)) (stages[stage] ??= []).push(t);
          }
          for (const d of (res.body.degraded ?? []) as string[]) degraded[d] = (degraded[d] ?? 0) + 1;
        }
        return { latencies, serverMs, stages };
      };
      const client = await timeRecall(true);
      const served = await timeRecall(false);
      // Where the server's time goes (its own per-stage timings), so a regression can be found.
      const stageLine = (r: { stages: Record<string, number[]> }) =>
        Object.entries(r.stages).map(([k, v]) => `${k} ${pct(v, 50)}/${pct(v, 95)}`).join(", ");
      stageNotes.push(`${size.toLocaleString("en")}: stages p50/p95 ms, client vectors: ${stageLine(client)}`);
      stageNotes.push(`${size.toLocaleString("en")}: stages p50/p95 ms, server-embedded: ${stageLine(served)}`);
      console.log(stageNotes.slice(-2).join("\n"));
      const recallPeak = rss?.phasePeakMb() ?? 0;
      rows.push(
        `| ${size.toLocaleString("en")} | ${(added / ingestSeconds).toFixed(0)} | ${mb(ingestPeak)} / ${mb(recallPeak)} | ${pct(client.latencies, 50).toFixed(1)} | ${pct(client.latencies, 95).toFixed(1)} | ${pct(client.latencies, 99).toFixed(1)} | ${pct(client.serverMs, 50)} / ${pct(client.serverMs, 95)} | ${pct(served.serverMs, 50)} / ${pct(served.serverMs, 95)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(`degraded: ${Object.keys(degraded).length ? JSON.stringify(degraded) : "none"}`);
    if (Object.keys(degraded).length) process.exitCode = 1; // a degraded stage fails the run
    rss?.stop();
    const crashed = rss?.lost() ?? [];
    const table = [
      `Engram spine benchmark — ${new Date().toISOString()}`,
      `server: ${base} · embedding ${model} (${dimension}-d, client-supplied vectors at ingest) · ${queries} recall queries per size and mode, k=10, sequential`,
      "",
      "| memories in one user | ingest (memories/s) | workerd peak RSS MB, ingest / recall | recall p50 ms | recall p95 ms | recall p99 ms | server took_ms p50 / p95 | server took_ms p50 / p95, query embedded by the server |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
    ].join("\n");
    console.log(`\n${table}\n`);
    if (retries) console.log(`${retries} batch request(s) were retried after a 5xx or a dropped connection (same Idempotency-Key).`);
    const memoryNote = rss ? `workerd peak RSS over the run: ${mb(rss.peakMb())} MB (production isolate limit: 128 MB)` : "workerd RSS: not sampled (BASE_URL given, or not Linux)";
    console.log(memoryNote);
    writeFileSync(path.join(import.meta.dirname, "results", "spine-latest.md"), `${table}\n\n${memoryNote}\n${stageNotes.join("\n")}\n`);
    if (crashed.length) {
      // The supervisor restarts a crashed workerd and the retries hide it from the numbers: say it loudly.
      // Either workerd crashed, or wrangler exited and took it along: wrangler 4.x exits on a dropped
      // ProxyWorker connection under slow requests and prints an empty "[ERROR]" (workers-sdk #15317);
      // the log below tells which.
      console.error(`FAILED: the dev stack's workerd went away during the run (pid ${crashed.join(", ")}); peak RSS ${mb(rss!.peakMb())} MB`);
      if (dev) console.error(`--- dev server log around the crash (last 4 KB) ---\n${dev.log().slice(-4000)}`);
      process.exitCode = 1;
    }
  } catch (err) {
    // The server's own words on why it failed (a crash shows only as "other side closed" to the client).
    if (dev) console.error(`--- dev server log (last 4 KB) ---\n${dev.log().slice(-4000)}`);
    if (rss) console.error(`workerd peak RSS ${mb(rss.peakMb())} MB${rss.lost().length ? `; workerd went away during the run (pid ${rss.lost().join(", ")})` : ""}`);
    throw err;
  } finally {
    await dev?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
