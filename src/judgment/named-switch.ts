/**
 * A change told by naming the old thing and the new one, where neither is a tool the lexicon knows (round 16):
 * "The game's audio runs on FMOD." / "Audio middleware switched to Wwise after the FMOD licensing review.", "Default
 * branch: master" / "Renamed the default branch master -> main". The newer text says it changed to Y (a verb of
 * switching with "to Y", or "X -> Y") and names, in the same clause, X — the name the older text asserts; the older
 * text does not know Y, says no change itself, and the two share a word of their subject besides the names. A name
 * is anything the other text spells the same way: the switch is the evidence that X and Y are alternatives of one
 * slot, learned from how the change is written rather than from a list of tools.
 */
import { contentWords } from "./text";
import { lemma } from "./frames";
import { NEGATED_BEFORE } from "./negation-lexicon";
import { regexOf } from "./memo";

/** "switched to Wwise", "moved search over to OpenSearch", "migrated the queue onto SQS": the new side, capitalised or code-like. */
const SWITCHED_TO = /\b(?:[Ss]witch(?:ed|ing)|[Mm]ov(?:ed|ing)|[Mm]igrat(?:ed|ing)|[Cc]hanged|[Pp]orted|[Ww]ent)\b(?:\s+[\w'-]+){0,4}?\s+(?:to|onto|over to)\s+(?:the\s+|a\s+)?([A-Z][\w.+-]*[\w+]|[a-z][\w.+-]*[\d_-][\w.+-]*)/g;
/** "master -> main", "develop → trunk", "v1 => v2". */
const ARROW = /(?<![\w.-])([A-Za-z][\w.+-]*[\w+])\s*(?:->|→|=>)\s*([A-Za-z][\w.+-]*[\w+])/g;
const ARROW_VERB = /\b(?:renam|switch|mov|migrat|chang|bump|upgrad|downgrad|replac|flipp|rotat|repoint)\w*/i;
/** Words that say the older text itself tells a change or a past state. */
const CHANGED = /\b(?:switched|moved|migrated|renamed|replaced|used to|no longer|previously|formerly|->|→)\b|->|→/i;

const clauseOf = (text: string, at: number) => {
  const from = Math.max(text.lastIndexOf(";", at), text.lastIndexOf(". ", at), text.lastIndexOf("\n", at)) + 1;
  const ends = [";", ". ", "\n"].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  return [from, ends.length ? Math.min(...ends) : text.length] as const;
};
// Compiled once per word (regexOf): flags are "i" or "", never g/y, so exec and test keep no state between calls.
const wordAt = (w: string, flags = "i") => regexOf(String.raw`(?<![\w.-])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\w-]|\.\w)`, flags);
const subjectWords = (text: string, drop: string[]) => {
  // (Only a name's whole spelling: "OpenSearch" still says "search", as the older text's "Search runs on Solr" does.)
  const gone = new Set(drop.flatMap((d) => [d.toLowerCase(), ...(contentWords(d).length === 1 ? contentWords(d) : [])]));
  return new Set(contentWords(text).map((w) => w.toLowerCase()).filter((w) => w.length > 2 && !gone.has(w)).map((w) => lemma(w)));
};

export function namedSwitch(stored: string, fresh: string): { subject: string; why: string; change: true } | null {
  if (CHANGED.test(stored)) return null;
  // (A name the switch sentence names is matched as spelled, "FMOD"; an arrow's sides may be plain words, "master".)
  const changes: { old: string; now: string; flags: string }[] = [];
  // (An arrow is a change only beside a verb of changing: "gateway → service" draws a hop, "renamed master -> main" changes.)
  for (const m of fresh.matchAll(ARROW)) if (ARROW_VERB.test(fresh.slice(...clauseOf(fresh, m.index)))) changes.push({ old: m[1], now: m[2], flags: "i" });
  for (const m of fresh.matchAll(SWITCHED_TO)) {
    const [from, to] = clauseOf(fresh, m.index);
    const clause = fresh.slice(from, to);
    // The old side: a name of the clause that the older text spells too (not the new one, not a plain word of both).
    for (const n of clause.matchAll(/(?<![\w.-])([A-Z][\w.+-]*[\w+]|[A-Z]{2,})(?![\w-])/g)) {
      // (Not the word a clause opens on: "Audio middleware switched …" is capitalised as a sentence, not as a name.)
      if (n[1] !== m[1] && clause.slice(0, n.index).trim() !== "") changes.push({ old: n[1], now: m[1], flags: "" });
    }
  }
  for (const c of changes) {
    if (c.old.toLowerCase() === c.now.toLowerCase() || c.old.length < 2) continue;
    const named = wordAt(c.old, c.flags).exec(stored);
    // (The older text asserts the old name and knows nothing of the new one.)
    if (!named || wordAt(c.now).test(stored) || NEGATED_BEFORE.test(stored.slice(0, named.index))) continue;
    const [ws, wf] = [subjectWords(stored, [c.old, c.now]), subjectWords(fresh, [c.old, c.now])];
    const shared = [...ws].filter((w) => wf.has(w));
    if (!shared.length) continue;
    return { subject: shared.slice(0, 3).join(" "), why: `${c.old} → ${c.now}: the newer memory says it changed`, change: true };
  }
  return null;
}

/** A date or a start after an arrow: "X → Y since the January run", "… as of v3", "… starting Q2", "… effective today". */
const ARROW_SINCE = /\b(?:since|as of|starting|effective)\b/i;

/**
 * An arrow-written change against the old state, for the duplicate model's merges only (taste-guard.ts modelMergeGuard,
 * session 29): "Syrup grading uses the Hanna refractometer …" / "sapline: Hanna refractometer → Misco digital since the
 * January bottling run" (ae-c-092, a conflict the refit merged out of fold at p 0.55). namedSwitch asks a verb of
 * changing beside an arrow before it flags (an arrow alone may draw a hop); a start said after it ("since …", "as of
 * …") tells a change as plainly, and for a merge the question is only whether the two texts hold one state: the other
 * text names the arrow's old side and not its new one. Never adds a conflict.
 */
export function arrowChangeAgainstOld(a: string, b: string): string | null {
  for (const [changed, other] of [[a, b], [b, a]]) {
    for (const m of changed.matchAll(ARROW)) {
      const [clauseStart, clauseEnd] = clauseOf(changed, m.index);
      if (!ARROW_VERB.test(changed.slice(clauseStart, clauseEnd)) && !ARROW_SINCE.test(changed.slice(m.index + m[0].length, clauseEnd))) continue;
      if (m[1].toLowerCase() === m[2].toLowerCase() || !wordAt(m[1]).test(other) || wordAt(m[2]).test(other)) continue;
      return `one side changes ${m[1]} to ${m[2]} (an arrow), the other still names ${m[1]}`;
    }
  }
  return null;
}
