#!/usr/bin/env node
// Caches the embedder's vectors of the training halves' texts (a–h: never i or j, the held-out
// halves) for the offline evaluator: `node bench/judgment/offline-vectors.mjs http://127.0.0.1:PORT`
// (a local embedder, `node local-embedder/bin/engram.js serve --port PORT`). Writes
// bench/judgment/.offline-vectors.json. `--extra pairs.jsonl` adds a file of your own pairs (half
// "probe", not a letter: x is a blind half; offline.ts takes the same flag).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
// B, D, E, F, G and H were held out once; all have been tuned on since (bench/judgment/README.md); K was
// written as training data (README "Half K (training)"). I and J are the held-out halves and are never read
// here: no vectors are computed for them.
export const TUNING = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag"];
for (const held of ["i", "j"]) if (TUNING.includes(held)) throw new Error(`half ${held} is held out: offline tools never read it`);
/** The training halves' pairs, and any extra pairs file (JSONL, same format) given with --extra. */
export function tuningPairs(extra = process.argv.includes("--extra") ? process.argv[process.argv.indexOf("--extra") + 1] : null) {
  const out = [];
  if (extra) for (const line of readFileSync(extra, "utf8").split("\n")) if (line.trim()) out.push({ half: "probe", ...JSON.parse(line) });
  for (const half of TUNING) {
    for (const f of readdirSync(path.join(dir, half)).filter((f) => f.endsWith(".jsonl")).sort()) {
      for (const line of readFileSync(path.join(dir, half, f), "utf8").split("\n")) if (line.trim()) out.push({ half, ...JSON.parse(line) });
    }
  }
  return out;
}
/** The text the write path embeds: title and content. */
export const embedText = (m) => (m.title ? `${m.title}\n${m.content}` : m.content);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  const texts = [...new Set(tuningPairs().flatMap((p) => [embedText(p.a), embedText(p.b)]))];
  const file = path.join(dir, ".offline-vectors.json");
  const vectors = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  // Only texts not cached yet: the whole set takes ~9 minutes on two cores, a new half about one.
  const missing = texts.filter((t) => !vectors[t]);
  for (let i = 0; i < missing.length; i += 32) {
    const chunk = missing.slice(i, i + 32);
    const r = await fetch(`${base}/embed`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ texts: chunk, kind: "document" }) });
    const body = await r.json();
    chunk.forEach((t, j) => (vectors[t] = body.vectors[j]));
  }
  writeFileSync(path.join(dir, ".offline-vectors.json"), JSON.stringify(vectors));
  console.log(`${missing.length} texts embedded (${texts.length - missing.length} were cached)`);
}
