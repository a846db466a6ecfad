#!/usr/bin/env node
// Caches the embedder's vectors of the tuning halves' texts (a, c: never b) for the offline
// evaluator: `node bench/judgment/offline-vectors.mjs http://127.0.0.1:PORT` (a local embedder,
// `node local-embedder/bin/engram.js serve --port PORT`). Writes bench/judgment/.offline-vectors.json.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
export const TUNING = ["a", "c"];
export function tuningPairs() {
  const out = [];
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
  const vectors = {};
  for (let i = 0; i < texts.length; i += 32) {
    const chunk = texts.slice(i, i + 32);
    const r = await fetch(`${base}/embed`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ texts: chunk, kind: "document" }) });
    const body = await r.json();
    chunk.forEach((t, j) => (vectors[t] = body.vectors[j]));
  }
  writeFileSync(path.join(dir, ".offline-vectors.json"), JSON.stringify(vectors));
  console.log(`${texts.length} texts embedded`);
}
