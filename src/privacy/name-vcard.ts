import type { Finding } from "./types.ts";
import { personNameValue } from "./name-json-records.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * A vCard's name properties (issue 14, round 24): `FN:` (the formatted name), `NICKNAME:` and `N:` (family; given;
 * additional; prefixes; suffixes). The property says a person is named, in any script: `N:Ben-Ami;Moshe;;;`,
 * `N:이;서연;;;`, `N:Батбаяр;Чингис;;;`, `NICKNAME:Lupita`, `FN:Iolo ap Gwilym`. The family and given names of `N:` are
 * one finding with the semicolon between them, so no bare separator is left between two placeholders. Missed in N, P, S,
 * V, Y and AA (README round 24); read only in a text that holds `BEGIN:VCARD`, where the properties are a card's.
 */
const PROPERTY = /(?:^|\n)(?:item\d+\.)?(?<prop>FN|N|NICKNAME)(?:;[^:\n]{0,80})?:(?<value>[^\n\r]{1,120})/g;
/** One Han, Hangul or kana character is a whole family name ("이", "王"). */
const CJK_PART = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}$/u;

function namePart(v: string): boolean {
  return CJK_PART.test(v) || personNameValue(v, false);
}

export function findVcardNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text.includes("BEGIN:VCARD")) return out;
  PROPERTY.lastIndex = 0;
  for (let m = PROPERTY.exec(text); m; m = PROPERTY.exec(text)) {
    const value = m.groups!.value!;
    const at = m.index + m[0].length - value.length;
    const push = (s: number, e: number) => out.push({ type: "person_name", start: s, end: e, detector: "name:vcard", confidence: 0.85 });
    if (m.groups!.prop === "N") {
      // family;given;additional;prefixes;suffixes — the first three are the person's names.
      const parts = value.split(";").slice(0, 3);
      // Documentation's stand-in ("Appleseed;John" is John Appleseed) names no one.
      if (E.isPlaceholderName(`${parts[1]?.trim() ?? ""} ${parts[0]!.trim()}`)) continue;
      let offset = 0;
      let first = -1;
      let last = -1;
      for (const p of parts) {
        const t = p.trim();
        if (t && namePart(t)) {
          const s = at + offset + p.indexOf(t);
          if (first === -1) first = s;
          last = s + t.length;
        } else if (t) break;
        offset += p.length + 1;
      }
      if (first !== -1) push(first, last);
      continue;
    }
    // FN and NICKNAME: one name (a nickname list is comma-separated).
    let offset = 0;
    for (const p of value.split(",")) {
      const t = p.trim();
      if (t && namePart(t)) push(at + offset + p.indexOf(t), at + offset + p.indexOf(t) + t.length);
      offset += p.length + 1;
    }
  }
  return out;
}
