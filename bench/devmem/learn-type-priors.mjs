#!/usr/bin/env node
// Learns the type priors (src/retrieval/type-priors.ts) from half A's labels only — never half B.
//   DEVMEM_HALVES=a DEVMEM_DUMP=/tmp/devmem-a.json npm run bench:devmem
//   node bench/devmem/learn-type-priors.mjs /tmp/devmem-a.json
// For every key the server reports (`why.intent`, else the route), the prior of a memory type is how
// much likelier it is among the essential answers than in the corpus, shrunk toward 1 by a
// pseudo-count (few labelled queries say little) and bounded, so a prior can tilt a ranking but
// never decide it alone. Keys with fewer than MIN_QUERIES queries get no prior.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PSEUDO = 8; // pseudo-answers distributed like the corpus
const MIN_QUERIES = 4;
const [LOW, HIGH] = [0.8, 1.25];

const dump = JSON.parse(readFileSync(process.argv[2], "utf8")).filter((q) => q.half === "a");
const half = JSON.parse(readFileSync(path.join(root, "bench", "devmem", "half-a.json"), "utf8"));
const typeOf = new Map(half.memories.map((m) => [m.id, m.type]));
const corpus = {};
for (const m of half.memories) corpus[m.type] = (corpus[m.type] ?? 0) + 1 / half.memories.length;

const byKey = {};
for (const q of dump) {
  const key = q.intent ?? String(q.route).replace(/\+triggers$/, "");
  const k = (byKey[key] ??= { queries: 0, answers: {} });
  k.queries++;
  for (const [id, g] of Object.entries(q.relevant)) if (g >= 2) k.answers[typeOf.get(id)] = (k.answers[typeOf.get(id)] ?? 0) + 1;
}
const priors = {};
for (const [key, { queries, answers }] of Object.entries(byKey).sort()) {
  if (queries < MIN_QUERIES) continue;
  const n = Object.values(answers).reduce((a, b) => a + b, 0);
  priors[key] = {};
  for (const [type, share] of Object.entries(corpus).sort()) {
    const p = ((answers[type] ?? 0) + PSEUDO * share) / (n + PSEUDO);
    priors[key][type] = Math.round(Math.min(HIGH, Math.max(LOW, Math.sqrt(p / share))) * 100) / 100;
  }
}
const out = `/**
 * Type priors per intent (else route), learned from the developer-memory suite's half A labels by
 * bench/devmem/learn-type-priors.mjs (generated; do not edit by hand). For each key: how much likelier a
 * memory type is among the essential answers than in the corpus, shrunk toward 1 (pseudo-count ${PSEUDO}),
 * square-rooted and bounded to [${LOW}, ${HIGH}]. A type or key not listed weighs 1. Half B never feeds it.
 */
export const TYPE_PRIORS: Record<string, Record<string, number>> = ${JSON.stringify(priors, null, 2)};
`;
writeFileSync(path.join(root, "src", "retrieval", "type-priors.ts"), out);
console.log(out);
