// A/B latency of write-time judgment on one seeded corpus: `node bench/judgment/ab-probe.mjs BASE USER_ID [LABEL]`
// issues a key for USER_ID (a user seeded by `bench:judgment --scale-only`, e.g. in a copy of its
// ENGRAM_PERSIST_DIR) and makes 200 single writes (probeWrites with seed 7: not the seed the bench
// itself wrote, so none repeats a stored text), printing judgment.took_ms, wall time, the per-stage
// split (mean/p95) and what the writes came back as. Seeding 10K memories takes minutes on a loaded
// machine; starting two engines on copies of one seeded state compares them on identical data.
import os from "node:os";
import { pct } from "../lib/metrics.mjs";
import { readDevVars } from "../lib/server.mjs";
import { probeWrites, seedCorpus } from "./scale.mjs";

const [base, userId, label = "run"] = process.argv.slice(2);
if (!base || !userId) throw new Error("usage: ab-probe.mjs BASE USER_ID [LABEL]");
const admin = process.env.ADMIN_TOKEN ?? readDevVars();
const issued = await (await fetch(`${base}/v1/admin/users/${userId}/keys`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: "{}" })).json();
if (!issued.api_key) throw new Error(`no key: ${JSON.stringify(issued)}`);
const probes = probeWrites(seedCorpus(10000), 200, Number(process.env.PROBE_SEED ?? 7));
const took = [], wall = [], stages = {}, byMode = {};
const load0 = os.loadavg()[0];
for (const p of probes) {
  const t = performance.now();
  const r = await fetch(`${base}/v1/memories`, { method: "POST", headers: { authorization: `Bearer ${issued.api_key}`, "content-type": "application/json" }, body: JSON.stringify(p.input) });
  const body = await r.json();
  wall.push(performance.now() - t);
  if (!r.ok) throw new Error(`${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  if (typeof body.judgment?.took_ms === "number") took.push(body.judgment.took_ms);
  for (const [s, ms] of Object.entries(body.judgment?.stages_ms ?? {})) (stages[s] ??= []).push(ms);
  const m = (byMode[p.mode] ??= { n: 0, dup: 0, conf: 0 });
  m.n++;
  if (body.status === "duplicate") m.dup++;
  if (body.judgment?.conflicts?.length) m.conf++;
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `${label} took p50 ${pct(took, 50)} p95 ${pct(took, 95)} mean ${mean(took).toFixed(1)} (n=${took.length})  wall p50 ${pct(wall, 50).toFixed(0)} p95 ${pct(wall, 95).toFixed(0)}  ` +
    Object.entries(stages).map(([s, xs]) => `${s} ${mean(xs).toFixed(1)}/${pct(xs, 95)}`).join(", ") +
    `  modes ${Object.entries(byMode).map(([m, x]) => `${m} ${x.n}/${x.dup}d/${x.conf}c`).join(" ")}  load ${load0.toFixed(1)}-${os.loadavg()[0].toFixed(1)}`,
);
