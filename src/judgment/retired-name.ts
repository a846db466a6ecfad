/**
 * A name one text retires and the other asserts (round 24): "Support tickets come in via Freshdesk." / "Freshdesk was
 * replaced by Zendesk in April", "shaftguard alerts go … over SMS." / "shaftguard no longer sends SMS", "Menus are
 * edited in a Google Sheet …" / "menus moved out of the Google Sheet into the admin panel", "The feature store is
 * Feast." / "Feast is out — …". named-switch.ts reads a change by its new side ("switched to Wwise" with the old name in
 * the clause); here the change is read by its old side alone: a verb of retiring or leaving with the name as its
 * object ("dropped X", "moved out of X", "no longer uses X") or its subject ("X was replaced", "X is out"). Whatever
 * replaced it need not be named or known. The other text asserts the name (not under a negation), tells no change of
 * its own, and the two share a word of their subject besides the name, or are close in meaning (RETIRED_NAME_ALONE_COS):
 * the name alone is no subject, "Dropping Mirth for the lab feeds" says nothing of another text's radiology interface.
 * A verb of retiring after the name is passive or ends its clause ("X was dropped", "X replaced by Y", "(X retired)"):
 * "Sigstore dropped support for …" says what Sigstore did, not that it went.
 */
import { contentWords } from "./text";
import { lemma } from "./frames";
import { NEGATED_BEFORE } from "./negation-lexicon";
import { memoByText, regexOf } from "./memo";

/** A name: a capitalised or code-like word with up to two capitalised words after it ("Google Sheet", "Kafka Streams"), or a path. */
const NAME = String.raw`(?:[A-Z][\w.+-]*[\w+](?:\s+[A-Z][\w+-]*[\w+]){0,2}|[a-z][\w.+-]*[\d_][\w.+-]*|[\w.~-]*\/[\w./{}-]*)`;
/** The name after a verb of leaving or retiring: "moved out of X", "migrated off X", "dropped X", "no longer sends X". */
const RETIRED_OBJECT = new RegExp(
  String.raw`\b(?:(?:[Mm]ov|[Mm]igrat|[Pp]ort|[Ss]witch|[Ss]hift)(?:ed|ing)\s+(?:[\w'-]+\s+){0,3}?(?:out of|off of|off|away from)|no longer\s+(?:us(?:es|e|ing)|runs?\s+on|sends?|goes?\s+(?:through|via|over|to)|(?:is|are)\s+(?:on|in))|stopped using|got rid of|[Dd]ropp(?:ed|ing)|[Rr]etir(?:ed|ing)|[Dd]itch(?:ed|ing)|[Dd]ecommission(?:ed|ing)|[Pp]has(?:ed|ing) out|[Rr]ipp(?:ed|ing) out)\s+(?:the\s+|our\s+|its\s+|their\s+)?(${NAME})`,
  "g",
);
/**
 * The name before a verb of retiring: "X was replaced", "X got dropped", "X has been decommissioned", and "X is out" where
 * it opens a clause ("Feast is out — …"; not "approvals while Mark is out", a person away).
 */
const RETIRED_SUBJECT = new RegExp(
  String.raw`(?<![\w.-])(${NAME})\s+(?:(?:was|were|has been|have been|got|is being|are being)\s+(?:replaced|dropped|retired|ditched|decommissioned|phased out|ripped out)\b|(?:replaced|dropped|retired|ditched|decommissioned|phased out|ripped out)(?=\s*(?:$|[.,;:)—–]|\s(?:by|in|for|after|across|last|this|from|on)\b)))|(?:^|[.;:!?(—–]\s*)(${NAME})\s+(?:is|are)\s+(?:out|gone)\b(?!\s+of\b)`,
  "g",
);
/** A text that tells a change or a past state itself is no plain assertion of the old name. */
const TELLS_CHANGE = /\b(?:switched|moved|migrated|renamed|replaced|used to|no longer|previously|formerly|any ?more|instead of)\b|->|→/i;
/**
 * Cosine from which the two texts are about one thing though they share no word besides the name ("Support tickets
 * come in via Freshdesk." / "Freshdesk was replaced by Zendesk in April; the bot now listens to Zendesk triggers",
 * 0.47). Training halves: no non-conflict pair retires a name the other asserts at any cosine; the gate keeps the
 * name alone from being the subject where the texts are far apart (and where no cosine is known, the nightly scan).
 */
export const RETIRED_NAME_ALONE_COS = 0.4;
/** Words of the cue, not of the subject. */
const CUE_WORDS = new Set(["move", "migrat", "port", "switch", "shift", "longer", "use", "drop", "retir", "ditch", "decommission", "phas", "ripp", "replac", "gone"].map(lemma));

/** The names a text retires (memoised: a text meets many others at write time). */
const retiredNames = memoByText((text: string): string[] => {
  const out: string[] = [];
  for (const m of text.matchAll(RETIRED_OBJECT)) out.push(m[1]);
  for (const m of text.matchAll(RETIRED_SUBJECT)) out.push(m[1] ?? m[2]);
  return out.filter((n) => n.length >= 2);
});

/**
 * A name, not a sentence's first word: capitals inside it, a digit, a path, several words, or a capital away from a
 * sentence's start in either text ("Feast is out" opens its sentence; "The feature store is Feast." shows the name).
 */
function isName(name: string, texts: string[]): boolean {
  if (/[a-z][A-Z]|[A-Z]{2}|\d|\//.test(name) || name.includes(" ")) return true;
  return texts.some((text) => {
    const at = nameAt(name).exec(text)?.index ?? -1;
    return at > 0 && !/(?:[.!?:;—–-]\s*|\n\s*)$/.test(text.slice(0, at));
  });
}

// Compiled once per name (regexOf): no g/y flag, so test and exec keep no state between calls.
const nameAt = (name: string) => regexOf(String.raw`(?<![\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\w-]|\.\w)`);
const subjectWords = (text: string, name: string) => {
  const gone = new Set([name.toLowerCase(), ...contentWords(name)].map(lemma));
  return new Set(contentWords(text).filter((w) => w.length > 2).map(lemma).filter((w) => !gone.has(w) && !CUE_WORDS.has(w)));
};

/** A denial before the name in its clause: "are not signed with X", "never via X", "no X". */
const deniedBefore = (before: string) => NEGATED_BEFORE.test(before) || /(?:\b(?:not|never|no|without)\b|n't)[^.;:\n]*$/i.test(before);

/** `retiring` retires a name that `asserting` states as it is: the subject words they share, and the name. */
function retiredAgainst(asserting: string, retiring: string, cosine: number | undefined): { name: string; shared: string[] } | null {
  if (TELLS_CHANGE.test(asserting)) return null;
  for (const name of retiredNames(retiring)) {
    if (!isName(name, [retiring, asserting])) continue;
    // (A multi-word name may be said shorter on the asserting side: "Mirth Connect" / "Mirth" either way round.)
    const spelled = [name, ...(name.includes(" ") ? [name.split(/\s+/)[0]] : [])].find((n) => n.length >= 3 && nameAt(n).test(asserting));
    if (!spelled) continue;
    const at = nameAt(spelled).exec(asserting)!.index;
    if (deniedBefore(asserting.slice(0, at)) || retiredNames(asserting).includes(spelled)) continue;
    const [wa, wr] = [subjectWords(asserting, spelled), subjectWords(retiring, spelled)];
    const shared = [...wa].filter((w) => wr.has(w));
    if (shared.length || (cosine !== undefined && cosine >= RETIRED_NAME_ALONE_COS)) return { name: spelled, shared };
  }
  return null;
}

/**
 * A name one text retires and the other states as current. `change` when the newer text (`fresh`) is the one that
 * retires it: a change the older memory has not heard of, for which the newer may supersede it.
 */
export function retiredNameConflict(stored: string, fresh: string, cosine?: number): { subject: string; why: string; change: boolean } | null {
  const newer = retiredAgainst(stored, fresh, cosine);
  if (newer) return { subject: newer.shared.slice(0, 3).join(" ") || newer.name, why: `${newer.name}: the newer memory says it was retired`, change: true };
  const older = retiredAgainst(fresh, stored, cosine);
  if (older) return { subject: older.shared.slice(0, 3).join(" ") || older.name, why: `${older.name}: the older memory says it was retired`, change: false };
  return null;
}
