/**
 * The speed benches' memories (bench/privacy-speed.ts, bench/privacy-speed-ab.ts, bench/privacy-stages.ts): the
 * companion's labelled sets (secrets, ids, names in developer text) interleaved with plain developer prose and code
 * without findings, cut into ~1 KB memories at line boundaries.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function speedMemories(root = join(import.meta.dirname, "..")): string[] {
  const labeled = readFileSync(join(root, "local-embedder/bench/privacy-labeled.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text: string }).text);
  const holdouts = ["privacy-holdout.txt", "privacy-holdout-2.txt", "privacy-holdout-3.txt"].flatMap((f) =>
    readFileSync(join(root, "local-embedder/bench", f), "utf8")
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"))
      .map((l) => l.replace(/⟦[a-z_0-9]+\|([\s\S]*?)⟧/g, "$1").replace(/\\n/g, "\n")),
  );
  // Plain text without findings: this repository's own docs and source, as a developer's memories would hold.
  const plain = [readFileSync(join(root, "AGENTS.md"), "utf8"), readFileSync(join(root, "src/privacy/engine.ts"), "utf8")].join("\n").split("\n");

  const lines: string[] = [];
  const findings = [...labeled, ...holdouts];
  for (let i = 0, j = 0; i < findings.length; i++) {
    lines.push(findings[i]!);
    for (let k = 0; k < 3 && j < plain.length; k++) lines.push(plain[j++ % plain.length]!);
  }
  const memories: string[] = [];
  let current = "";
  for (const line of lines) {
    if (current.length + line.length > 1024 && current) {
      memories.push(current);
      current = "";
    }
    current += (current ? "\n" : "") + line;
  }
  if (current) memories.push(current);
  return memories;
}
