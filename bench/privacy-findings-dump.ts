/**
 * Every finding of a checkout's privacy engine on every training text, for refactors that must leave findings
 * byte-identical (speed rounds): detect() with the default options and with names: false, and scrub().text, one line per
 * text, for each item of the training halves (bench/privacy/corpus.mjs: HALVES less HELD_OUT_HALVES and BLIND_HALVES; each line, then blocks of 20
 * lines as one text), each speed memory and all speed memories as one text. Never reads the blind or held-out halves.
 *   npx tsx bench/privacy-findings-dump.ts <checkout root> <out file>      (prints the row count and a SHA-1 of the rows)
 * Dump the base and the change, then `cmp` the two files.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BLIND_HALVES, HALVES, HELD_OUT_HALVES, loadCorpus } from "./privacy/corpus.mjs";
import { speedMemories } from "./privacy-speed-corpus.ts";

const [rootArg, outFile] = process.argv.slice(2);
if (!rootArg || !outFile) {
  console.error("usage: npx tsx bench/privacy-findings-dump.ts <checkout root> <out file>");
  process.exit(2);
}
type Engine = { detect: (t: string, o?: { names?: boolean }) => unknown; scrub: (t: string) => { text: string } };
const { detect, scrub } = (await import(resolve(rootArg, "src/privacy/index.ts"))) as Engine;
const training = HALVES.filter((h) => !HELD_OUT_HALVES.includes(h) && !BLIND_HALVES.includes(h));
const lines = (loadCorpus({ halves: training }) as Array<{ text: string }>).map((i) => i.text);
const blocks: string[] = [];
for (let i = 0; i < lines.length; i += 20) blocks.push(lines.slice(i, i + 20).join("\n"));
// The speed memories of this checkout, so both engines read the same texts.
const memories = speedMemories();
const rows = [...lines, ...blocks, ...memories, memories.join("\n")].map(
  (t) => JSON.stringify(detect(t)) + JSON.stringify(detect(t, { names: false })) + JSON.stringify(scrub(t).text),
);
writeFileSync(outFile, rows.join("\n"));
console.log(`${rows.length} texts, sha1 ${createHash("sha1").update(rows.join("\n")).digest("hex")}`);
