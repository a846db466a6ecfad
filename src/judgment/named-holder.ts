/**
 * A name as the whole predicate (round 24b, issue 12): "The night dispatcher is Sam." / "The night dispatcher works
 * from home." (ad-u-033, the duplicate model's wrong merge out of fold at p 0.67). One side says only who (or which
 * named thing) holds a role; the other says something else of that role and never names the holder. They share the
 * role's words and nothing of their predicates, but the name is one or two words the model reads as "little differs".
 * A side that names the holder too ("Sam covers night dispatch") restates it and is kept. A setting written as
 * "binroute: route engine = Valhalla (self-hosted)" names its holder the same way (z-c-007: against "… uses OSRM as
 * its routing engine", a second holder, the model's wrong merge at p 0.58 after the first two were refused). Asked of the duplicate
 * model's merges only (taste-guard.ts modelMergeGuard).
 */
import { alignedWords, sameWord } from "./synonym-duplicate";

/** "<role> is <Name>." or "<role> = <Name>": a role, then a capitalised name of one or two words and nothing after it. */
const NAMED = /^(.+?)\s+(?:is|are|=)\s+((?:[A-Z][\w'-]*)(?:\s+[A-Z][\w'-]*)?)\s*[.!]?$/;

/** A project named before a colon ("binroute: route engine = Valhalla") and a note in brackets after the name. */
const PROJECT_LEAD = /^[\w.-]+:\s+/;
const TRAILING_NOTE = /\s*\([^)]*\)\s*$/;
/** Letters two forms of one word share at the start ("route" / "routing"). */
const ROOT = 4;
const met = (w: string, other: readonly string[]) =>
  other.some((o) => sameWord(w, o) || (w.length >= ROOT && o.length >= ROOT && w.slice(0, ROOT) === o.slice(0, ROOT)));

function holderUnnamed(named: string, other: string): string | null {
  const m = NAMED.exec(named.trim().replace(PROJECT_LEAD, "").replace(TRAILING_NOTE, ""));
  if (!m) return null;
  const role = alignedWords(m[1]);
  const name = alignedWords(m[2]);
  const ws = alignedWords(other);
  if (role.length === 0 || name.length === 0) return null;
  // The other side speaks of the same role…
  if (!role.every((r) => met(r, ws))) return null;
  // …and never names its holder (a name said in full or shortened: "Sam" / "Samantha").
  // (A shortened name is read among capitalised words only: "map" is no short form of "Mapnik".)
  const names = (other.match(/\b[A-Z][\w'-]*/g) ?? []).map((w) => w.toLowerCase());
  // (A name is spelled as written, "redis-cluster" too: sameWord's loose forms would read "map" as "Mapnik".)
  const spelled = new Set([...ws, ...other.toLowerCase().split(/[^\p{L}\p{N}]+/u)]);
  if (name.some((n) => spelled.has(n) || names.some((w) => w.startsWith(n) || n.startsWith(w)))) return null;
  return `one side names who holds the role (${m[2]}), the other says another thing of it`;
}

/** Why one text names a role's holder and the other says a different property of the role, or null. */
export function namedHolderClash(a: string, b: string): string | null {
  return holderUnnamed(a, b) ?? holderUnnamed(b, a);
}
