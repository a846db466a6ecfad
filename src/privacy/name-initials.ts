import type { Finding } from "./types.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * A name written with initials (issue 14, round 24): initials before a surname (`M. Dvořák`, `J.H. van Leeuwen`,
 * `K. Sundaram`, `V. Srinivasa Rao`, `F. Hansen-Öztürk`) or a name before its initials (`Nomvula K.`, `Abdullayeva N.`,
 * `Кузнецова Е.В.`). Only people are written so: the form is the evidence, wherever it stands — a cc list, a signature
 * on a delivery, a bank row, a memo field, a form's signature line. Missed in K, M, N, P, S, U, V, W, X, AC and AD
 * (README round 24), where no rule's cue stood beside them (person-names.ts reads initials only after a cue).
 * Look-alikes the tests keep out: the word must be no ordinary word unless a list holds it as a name or a particle stands
 * before it ("Plan B. Then", "Appendix A. Retry", "U.S. Army"), a letter that a thing's word names stays ("Option B.
 * Kowalski": option, plan, type, section … before the initial), and a name before its initial must be listed or five
 * letters long ("Tab A.").
 */
const WORD = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}[\\p{Ll}\\p{M}'’]+)?";
const PARTICLES = "(?:van|von|de|der|den|del|della|di|da|dos|du|la|le|ter|ten|bin|al|el|ap)";
const INITIALS = "\\p{Lu}\\.(?:[ \\t]?-?\\p{Lu}\\.){0,2}";
const BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}.'’@/-])(?<initials>${INITIALS})[ \\t]+(?<rest>(?:${PARTICLES}[ \\t]+){0,2}${WORD}(?:[ \\t]+${WORD})?)(?![\\p{L}\\p{N}'’-]|\\.\\p{L})`,
  "gu",
);
const AFTER = new RegExp(`(?<![\\p{L}\\p{N}.'’@/-])(?<rest>${WORD}(?:[ \\t]+${WORD})?)[ \\t]+(?<initials>\\p{Lu}\\.(?:\\p{Lu}\\.)?)(?![\\p{L}\\p{N}])`, "gu");
/** Words after which a capital letter names a thing: "plan B", "type A", "section C", "vitamin D". */
const THING_LETTER = /\b(?:plan|option|type|class|grade|section|part|appendix|annex|exhibit|schedule|form|phase|tier|group|block|building|gate|terminal|hall|wing|level|zone|row|seat|vitamin|model|size|team|step|track|side|case|unit|room|floor|platform|category|list|item|point|figure|fig|table|chapter|variant|version|batch|lot|series|region|grid|cell|column|sheet)[ \t]*$/i;
const GATE = /\p{Lu}\.[ \t]?\p{Lu}/u;

const listed = (w: string) => E.knownFirst(w, true) || E.knownLast(w);

/**
 * A word that may be a name's part here: listed, or one no list holds (unknownNameWord: no ordinary word, no English
 * ending) and shaped like a name — a letter outside ASCII or a last vowel a, i, o, u ("Dvořák", "Abdullayeva"), or standing
 * where a field or a list puts a value (`free`: after a line's start, a comma, a colon, a bracket, a quote, a tab, "·").
 */
function namePart(w: string, free: boolean): boolean {
  if (E.isNotName(w) || E.isPlace(w) || E.productLike(w) || E.isProper(w) || E.isPlaceholderName(w)) return false;
  if (listed(w)) return true;
  return E.unknownNameWord(w) && (free || /[^\x00-\x7F]/.test(w) || /[aiou]$/i.test(w));
}
/** What stands before a value in a field or a list, not in running prose. */
const FREE_BEFORE = /(?:^|[\n,:;(\[<>"'·|\t]|—|–)[ \t]*$/;

export function findInitialledNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!GATE.test(text) && !/\p{Lu}\.(?:[^\p{L}]|$)/u.test(text)) return out;
  const push = (start: number, end: number) => out.push({ type: "person_name", start, end, detector: "name:initials", confidence: 0.75 });
  for (const m of text.matchAll(BEFORE)) {
    const before = text.slice(Math.max(0, m.index - 20), m.index);
    if (THING_LETTER.test(before)) continue;
    const free = FREE_BEFORE.test(before);
    const words = m.groups!.rest!.split(/[ \t]+/);
    const core = words.filter((w) => !new RegExp(`^${PARTICLES}$`).test(w));
    const particled = core.length < words.length;
    // An ordinary word ("Berg") only after a particle ("van den Berg"); every other word must read as a name. Initials
    // without spaces before an unlisted word are an abbreviation as often ("U.S. Army").
    if (/\p{Lu}\.\p{Lu}\./u.test(m.groups!.initials!) && !particled && !core.every(listed)) continue;
    if (!core.every((w) => namePart(w, free) || (particled && !E.isNotName(w) && !E.isPlace(w) && !E.productLike(w)))) continue;
    push(m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(AFTER)) {
    // A sentence's first word is capitalised for grammar; the words must read as names and one of them be no ordinary word.
    // A word no list holds must be long enough to be no label ("Tab A.", "Key B."): five letters or more.
    const words = m.groups!.rest!.split(/[ \t]+/);
    const free = FREE_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index));
    if (!words.every((w) => namePart(w, free)) || words.every((w) => E.knownWord(w)) || !words.some((w) => listed(w) || w.length >= 5)) continue;
    if (THING_LETTER.test(m.groups!.rest!)) continue;
    push(m.index, m.index + m[0].length);
  }
  return out;
}
