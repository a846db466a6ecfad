import { nameEvidence as E } from "./person-names.ts";
import type { Finding } from "./types.ts";
import { completeNames, nameForms } from "./name-complete.ts";
import { credentialPartners } from "./name-slots.ts";

/**
 * One person, one span. The cue rules and the score read at most three capitalised words, and a script
 * without letter case is read a word at a time, so a long name comes out in pieces ("Nguyen Thi Minh" and
 * "Khai", "佐藤" and "健太") or cut short ("María José García" without "López"), and the words between
 * or after the pieces stay in the redacted text. After the overlaps are settled:
 * - two person-name findings with only spaces (or a name particle) between them are one name;
 * - a name grows over up to two more capitalised words right after it that the lexicon lists as given
 *   names or surnames and never as ordinary words ("… García" + "López").
 * `free` says whether a range is still untaken by another finding; `take` marks it taken.
 */
const GAP = /^(?:[ \t\u3000]+|[ \t]+(?:van der|van den|van|von|de la|de|del|della|da|di|dos|du|bin|binti|ibn)[ \t]+)$/;
const NEXT_WORD = /^[ \t]+(\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?)(?![\p{L}\p{N}_@.'’-]|\.\p{L})/u;

export function assembleNames(text: string, kept: Finding[], free: (start: number, end: number) => boolean, take: (start: number, end: number) => void): void {
  // The account beside a found password or token (name-slots.ts), before the names are settled.
  credentialPartners(text, kept, free, take);
  const names = kept.filter((f) => f.type === "person_name").sort((a, b) => a.start - b.start);
  if (names.length === 0) return;
  const drop = new Set<Finding>();
  for (let i = 0; i + 1 < names.length; i++) {
    const a = names[i]!;
    const b = names[i + 1]!;
    if (b.start - a.end > 12 || !GAP.test(text.slice(a.end, b.start))) continue;
    take(a.end, b.start);
    b.start = a.start;
    b.confidence = Math.max(a.confidence, b.confidence);
    drop.add(a);
  }
  if (drop.size) for (let i = kept.length - 1; i >= 0; i--) if (drop.has(kept[i]!)) kept.splice(i, 1);
  if (!E.hasLexicon()) return;
  for (const f of names) {
    if (drop.has(f)) continue;
    for (let k = 0; k < 2; k++) {
      const m = NEXT_WORD.exec(text.slice(f.end, f.end + 40));
      if (!m) break;
      const w = m[1]!;
      if (!(E.knownLast(w) || E.knownFirst(w, true)) || E.knownWord(w) || E.isNotName(w) || E.isPlace(w) || E.isProper(w)) break;
      const end = f.end + m[0].length;
      if (!free(f.end, end)) break;
      take(f.end, end);
      f.end = end;
    }
  }
  completeNames(text, kept, free, take);
  nameForms(text, kept, free, take);
}

/**
 * "Author: Thi Thu Ha Pham … instead of Ha's real one": a later part of a name found in the text, used
 * on its own as a possessive, is the same person (the engine already carries the first name alone to its
 * other occurrences; in family-name-first and Vietnamese names the given name is the last part).
 */
const CASED_WORD = /^\p{Lu}[\p{Ll}\p{M}]+$/u;
export function possessiveNameParts(text: string, kept: Finding[], free: (start: number, end: number) => boolean, take: (start: number, end: number) => void): void {
  if (!text.includes("'") && !text.includes("’")) return;
  const parts = new Map<string, Finding>();
  for (const f of kept) {
    if (f.type !== "person_name") continue;
    const ws = text.slice(f.start, f.end).split(/[ \t]+/);
    for (const w of ws.slice(1)) if (CASED_WORD.test(w) && !E.knownWord(w) && !E.isNotName(w) && !parts.has(w)) parts.set(w, f);
  }
  for (const [w, source] of parts) {
    for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + 1)) {
      const end = i + w.length;
      if (/[\p{L}\p{N}_]/u.test(text[i - 1] ?? "") || !/^['’]s(?![\p{L}\p{N}_])/u.test(text.slice(end, end + 3)) || !free(i, end)) continue;
      take(i, end);
      kept.push({ type: "person_name", start: i, end, detector: `${source.detector}+possessive-part`, confidence: source.confidence });
    }
  }
}
