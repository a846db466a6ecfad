/**
 * Predicates one step apart in WordNet (generated into related-wordnet.ts by bench/judgment/wordnet-related.ts): one
 * synset, a verb and its direct hypernym ("picks" / "chooses", "killed" / "terminates"), an adjective and the head it
 * is similar to ("full" / "whole"). For the merge guards only (slot-swap.ts, predicates.ts): two such words are one
 * meaning said more or less precisely, not two things said of one subject. No duplicate path reads them, so a relation
 * here can only let a merge some other path proposed pass a guard, never propose one.
 */
import { WORDNET_RELATED } from "./related-wordnet";
import { synonymous } from "./synonyms";
import { formsOf } from "./word-forms";

interface Table { lines: Map<string, number[]>; up: number[][] }
let table: Table | null = null;
/** Per word the lines it is on, per line the lines one step up; parsed on first use (one string split once per isolate). */
function load(): Table {
  if (table) return table;
  const lines = new Map<string, number[]>();
  const up: number[][] = [];
  WORDNET_RELATED.split("\n").forEach((line, i) => {
    const [members, ups = ""] = line.split(">");
    for (const w of members.split(" ")) (lines.get(w) ?? lines.set(w, []).get(w)!).push(i);
    up.push(ups ? ups.split(" ").map((n) => parseInt(n, 36)) : []);
  });
  return (table = { lines, up });
}

/** Whether two dictionary forms share a line or one's line points to the other's (siblings under one line are not related). */
function oneStep(x: string, y: string): boolean {
  const { lines, up } = load();
  const [lx, ly] = [lines.get(x), lines.get(y)];
  if (!lx || !ly) return false;
  return lx.some((i) => ly.some((j) => i === j || up[i].includes(j) || up[j].includes(i)));
}

/** Whether two written words are synonyms (synonyms.ts) or, through their dictionary forms, predicates one step apart in WordNet. */
export function relatedPredicates(x: string, y: string): boolean {
  if (synonymous(x, y)) return true;
  for (const a of formsOf(x)) for (const b of formsOf(y)) if (a !== b && oneStep(a, b)) return true;
  return false;
}
