// Why are person names missed? For every labelled person_name span of the named halves:
//   outcome  — found (covered, typed person_name), typed-other (covered by another type), partial, missed;
//   coverage — what the engine's lexicon knows of its words: every word a listed name, some, only ambiguous
//              ones (Will, Mark), none; and the same for faker's locale lists (world-names-faker.ts) alone;
//   case     — lower, Capitalised, CAPS, caseless script.
// Prints a table per half and, with --list, each span that is not found with its classes.
//   npx tsx bench/privacy/name-diagnosis.ts --half e,f [--list]
// Held-out halves are refused (bench/privacy/README.md): never run this on a half nobody may read.
import { BLIND_HALVES, HALVES, HELD_OUT_HALVES, loadCorpus } from "./corpus.mjs";
import { covered, overlaps } from "./spans.mjs";
import { nameEvidence as E } from "../../src/privacy/person-names.ts";
import { decodeWords } from "../../src/privacy/front-coding.ts";
import { FAKER_GIVEN_NAMES_CODED, FAKER_SURNAMES_CODED } from "../../src/privacy/world-names-faker.ts";

const engine = await import("../../src/privacy/index.ts");

const args = process.argv.slice(2);
const halves = (args.includes("--half") ? args[args.indexOf("--half") + 1]! : "a,b,c,d,e,f").split(",");
if (halves.some((h) => !HALVES.includes(h) || HELD_OUT_HALVES.includes(h) || BLIND_HALVES.includes(h) || h === "i" || h === "j")) throw new Error(`--half takes training halves only (not ${[...HELD_OUT_HALVES, ...BLIND_HALVES].join(",")}, never i or j)`);
const list = args.includes("--list");

const fakerNames = new Set([...decodeWords(FAKER_GIVEN_NAMES_CODED), ...decodeWords(FAKER_SURNAMES_CODED)]);
const fold = (w: string) => w.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

const HONORIFIC = /^(?:mr|mrs|ms|mx|dr|prof|sir|herr|frau|sr|sra|mme|m|anh|chị|em|bác|cô|san|kun|sama|ji)$/i;
function tokens(value: string): string[] {
  return value
    .replace(/^@/, "")
    .split(/[\s._,\-–—'’()<>@:/"]+/u)
    .filter((t) => t.length >= 2 && /\p{L}/u.test(t) && !HONORIFIC.test(t));
}
type Cov = "all-names" | "some-names" | "ambiguous-only" | "none";
function coverage(ts: string[], isName: (t: string) => boolean, isAmbiguous: (t: string) => boolean): Cov {
  const named = ts.filter(isName).length;
  if (ts.length > 0 && named === ts.length) return "all-names";
  if (named > 0) return "some-names";
  return ts.some(isAmbiguous) ? "ambiguous-only" : "none";
}
const engineName = (t: string) => E.knownFirst(t, true) || E.knownLast(t);
const engineAmbiguous = (t: string) => E.knownFirst(t, false) || E.givenWord(t);
const fakerName = (t: string) => fakerNames.has(fold(t)) || fakerNames.has(t.toLowerCase());
function caseOf(v: string): string {
  if (!/\p{Lu}|\p{Ll}/u.test(v)) return "caseless";
  if (!/\p{Lu}/u.test(v)) return "lower";
  if (!/\p{Ll}/u.test(v.replace(/^[^\p{L}]+/u, ""))) return "CAPS";
  return "Capitalised";
}


const totals = new Map<string, number>();
const bump = (k: string) => totals.set(k, (totals.get(k) ?? 0) + 1);
for (const half of halves) {
  const rows: string[] = [];
  const count = new Map<string, number>();
  const inc = (k: string) => count.set(k, (count.get(k) ?? 0) + 1);
  let n = 0;
  for (const it of loadCorpus({ halves: [half] })) {
    const fs = engine.scrub(it.text).findings;
    for (const s of it.spans) {
      if (s.type !== "person_name") continue;
      n++;
      const cov = covered(fs, s.start, s.end);
      const typed = fs.some((f) => f.type === "person_name" && overlaps(f, s));
      const outcome = cov && typed ? "found" : cov ? "typed-other" : fs.some((f) => overlaps(f, s)) ? "partial" : "missed";
      const ts = tokens(s.value);
      const lex = coverage(ts, engineName, engineAmbiguous);
      const fk = coverage(ts, fakerName, () => false);
      const c = caseOf(s.value);
      for (const k of [`outcome:${outcome}`, `lexicon:${lex}`, `faker:${fk}`, `${outcome}|lexicon:${lex}`, `${outcome}|faker:${fk}`, `${outcome}|case:${c}`, `lexicon:${lex}|faker:${fk}`]) { inc(k); bump(k); }
      if (outcome !== "found") {
        const ctx = JSON.stringify(it.text.slice(Math.max(0, s.start - 40), s.start) + "⟦" + s.value + "⟧" + it.text.slice(s.end, s.end + 30));
        rows.push(`  ${outcome.padEnd(11)} lex:${lex.padEnd(14)} faker:${fk.padEnd(14)} ${c.padEnd(11)} ${it.id} ${ctx}`);
      }
    }
  }
  bump("spans"); totals.set("spans", (totals.get("spans") ?? 1) - 1 + n);
  console.log(`\n=== half ${half}: ${n} person_name spans`);
  for (const [k, v] of [...count].sort()) console.log(`  ${k.padEnd(40)} ${String(v).padStart(4)}  ${(v / n).toFixed(3)}`);
  if (list) console.log(rows.join("\n"));
}
if (halves.length > 1) {
  const n = totals.get("spans")!;
  console.log(`\n=== all named halves: ${n} person_name spans`);
  for (const [k, v] of [...totals].sort()) if (k !== "spans") console.log(`  ${k.padEnd(40)} ${String(v).padStart(4)}  ${(v / n).toFixed(3)}`);
}
