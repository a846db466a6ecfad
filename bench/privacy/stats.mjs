// Counts and sanity checks of the privacy corpus; the README's count table is this script's output.
//   node bench/privacy/stats.mjs            print the table and the checks (exit 1 if a check fails)
//   node bench/privacy/stats.mjs --readme   also rewrite the table between the markers in README.md
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CORPUS_DIR, HALVES, TYPES, corpusCounts, loadCorpus } from "./corpus.mjs";

/** The corpus targets of issue 14. */
export const MINIMUMS = { linesPerHalf: 300, spansPerHalf: 250, perTypePerHalf: 15, negativesPerHalf: 100 };

const luhn = (digits) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
};
const ibanOk = (v) => {
  const s = v.replace(/\s/g, "");
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const numeric = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(numeric) % 97n === 1n;
};

/** Format checks of labelled values that have a checksum or a fixed shape; returns problems. */
export function valueProblems(items) {
  const problems = [];
  for (const it of items) {
    for (const s of it.spans) {
      if (it.text.slice(s.start, s.end) !== s.value) problems.push(`${it.id}: offsets do not slice back to "${s.value}"`);
      const digits = s.value.replace(/[\s-]/g, "");
      if (s.type === "credit_card" && !(/^\d{13,19}$/.test(digits) && luhn(digits))) problems.push(`${it.id}: credit_card ${s.value} fails Luhn`);
      if (s.type === "iban" && !ibanOk(s.value)) problems.push(`${it.id}: iban ${s.value} fails mod-97`);
      if (s.type === "national_id" && /^\d{3}-\d{2}-\d{4}$/.test(s.value)) {
        const [a, g, n] = s.value.split("-");
        if (a === "000" || a === "666" || a[0] === "9" || g === "00" || n === "0000") problems.push(`${it.id}: SSN ${s.value} is not a valid format`);
      }
    }
    for (const n of it.negatives) if (it.text.slice(n.start, n.end) !== n.value) problems.push(`${it.id}: negative offsets do not slice back`);
  }
  return problems;
}

/** Minimum-count shortfalls per half. */
export function shortfalls(items) {
  const out = [];
  for (const half of HALVES) {
    const c = corpusCounts(items.filter((i) => i.half === half));
    if (c.lines < MINIMUMS.linesPerHalf) out.push(`half ${half}: ${c.lines} lines < ${MINIMUMS.linesPerHalf}`);
    if (c.spans < MINIMUMS.spansPerHalf) out.push(`half ${half}: ${c.spans} spans < ${MINIMUMS.spansPerHalf}`);
    if (c.negatives < MINIMUMS.negativesPerHalf) out.push(`half ${half}: ${c.negatives} negatives < ${MINIMUMS.negativesPerHalf}`);
    for (const t of TYPES) if (c.perType[t] < MINIMUMS.perTypePerHalf) out.push(`half ${half}: ${t} ${c.perType[t]} < ${MINIMUMS.perTypePerHalf}`);
  }
  return out;
}

export function countsTable(items) {
  const c = Object.fromEntries(HALVES.map((h) => [h, corpusCounts(items.filter((i) => i.half === h))]));
  const all = corpusCounts(items);
  const row = (label, f) => `| ${label} | ${HALVES.map((h) => f(c[h])).join(" | ")} | ${f(all)} |`;
  const kinds = [...new Set(Object.keys(all.perKind))].sort();
  const sources = [...new Set(Object.keys(all.perSource))].sort();
  return [
    `| | ${HALVES.map((h) => `half ${h}`).join(" | ")} | total |`,
    `| --- | ${HALVES.map(() => "---:").join(" | ")} | ---: |`,
    row("lines", (x) => x.lines),
    row("lines with no span (look-alikes only)", (x) => x.negOnly),
    row("lines with no markup at all", (x) => x.clean),
    row("**labelled spans**", (x) => `**${x.spans}**`),
    ...TYPES.map((t) => row(`\`${t}\``, (x) => x.perType[t])),
    row("**look-alike negatives**", (x) => `**${x.negatives}**`),
    ...kinds.map((k) => row(`neg \`${k}\``, (x) => x.perKind[k] ?? 0)),
    row("sources (files' kinds)", (x) => Object.keys(x.perSource).length),
    "",
    `Sources: ${sources.map((s) => `${s} (${all.perSource[s]})`).join(", ")}.`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const items = loadCorpus();
  const table = countsTable(items);
  console.log(table);
  const problems = [...valueProblems(items), ...shortfalls(items)];
  for (const p of problems) console.log(`CHECK: ${p}`);
  if (process.argv.includes("--readme")) {
    const path = join(CORPUS_DIR, "README.md");
    const readme = readFileSync(path, "utf8");
    const re = /(<!-- counts:begin[^\n]*-->\n)[\s\S]*?(<!-- counts:end -->)/;
    if (!re.test(readme)) throw new Error("README.md has no counts markers");
    writeFileSync(path, readme.replace(re, `$1${table}\n$2`));
    console.log("README.md counts updated");
  }
  process.exit(problems.length ? 1 : 0);
}
