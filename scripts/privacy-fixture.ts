/**
 * Writes test/fixtures/privacy-parity.json: the engine's result for every line of
 * test/fixtures/privacy-parity-inputs.txt, computed in Node. test/privacy-engine.test.ts (workerd) and
 * local-embedder/test/privacy-parity.test.ts (Node) both assert equality with it, so the two runtimes
 * are shown to give identical findings. Run after an intentional engine change: npm run privacy:fixture
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scrub } from "../src/privacy/index.ts";

const dir = join(import.meta.dirname, "..", "test", "fixtures");
const inputs = readFileSync(join(dir, "privacy-parity-inputs.txt"), "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"))
  .map((l) => l.replace(/\\n/g, "\n"));
const cases = inputs.map((text) => ({ text, result: scrub(text) }));
writeFileSync(join(dir, "privacy-parity.json"), JSON.stringify(cases, null, 1) + "\n");
console.log(`wrote ${cases.length} cases, ${cases.reduce((a, c) => a + c.result.findings.length, 0)} findings`);
