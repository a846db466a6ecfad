/**
 * One switch, two states, named differently: "row-level security on" / "don't use RLS", "strict mode
 * on" / `"strict": false`, "requires signed commits" / "signed commits not enforced", "telemetry is
 * opt-in" / "sends telemetry by default", "encrypted" / "in plaintext". Each clause's state is read by
 * form — a closed set of state words on a few axes (on/off, encrypted, public, open, on-by-default),
 * a denial before one flipping it, "has X on", "requires X", "don't use X" — with the clause's other
 * words as what the state is of. Two memories whose clauses give one switch opposite states on one
 * axis, with most of the smaller side's switch words shared (acronyms spelled out, case styles
 * folded), contradict each other. Contexts (staging vs production) are the caller's to check.
 */
import { clausesOf, contentWords, identifierWords, requirementBefore } from "./text";
import { NEGATED_BEFORE } from "./negation-lexicon";
import { conceptOf, lemma } from "./frames";
import { wordTable } from "./word-table";
import { memoByText } from "./memo";

interface StateMention { axis: string; on: boolean; topic: Set<string>; raw: string }

/** State words: axis and side. The on/off axis takes every word of a switch, a rule or a requirement. */
const STATE: Record<string, [string, boolean]> = wordTable({
  on: ["on", true], off: ["on", false], true: ["on", true], false: ["on", false], yes: ["on", true], no: ["on", false],
  enabled: ["on", true], disabled: ["on", false], enable: ["on", true], disable: ["on", false], active: ["on", true], inactive: ["on", false],
  required: ["on", true], requires: ["on", true], require: ["on", true], mandatory: ["on", true], enforced: ["on", true], enforces: ["on", true], optional: ["on", false],
  allowed: ["on", true], allows: ["on", true], forbidden: ["on", false], disallowed: ["on", false],
  // Round 5: a thing done "automatically" is switched on; a module "not loaded" is off.
  automatically: ["on", true], loaded: ["on", true],
  // Round 12: a watchdog or an alarm is armed or disarmed; a feature suspended is off ("versioning suspended").
  armed: ["on", true], disarmed: ["on", false], suspended: ["on", false],
  encrypted: ["encrypted", true], plaintext: ["encrypted", false], cleartext: ["encrypted", false], unencrypted: ["encrypted", false],
  open: ["open", true], closed: ["open", false],
  // Whether a capability exists: "supports X" / "X isn't implemented yet", "… is on the roadmap".
  supports: ["exists", true], available: ["exists", true], implemented: ["exists", true], built: ["exists", true], shipped: ["exists", true], live: ["exists", true],
  "on the roadmap": ["exists", false], unsupported: ["exists", false], unavailable: ["exists", false],
  "opt-in": ["default", false], "opt in": ["default", false], "opt-out": ["default", true], "opt out": ["default", true], "by default": ["default", true],
});
const ONLY_DENIED = new Set(["built", "shipped", "live", "implemented"]);
/** "on"/"off"/"yes"/"no"/"true"/"false" are states only where a value stands: after a copula, "=", ":", or closing "has X on". */
const SHORT = new Set(["on", "off", "yes", "no", "true", "false"]);
const STATE_RE = new RegExp(String.raw`(?<![\w-])(${Object.keys(STATE).sort((x, y) => y.length - x.length).map((w) => w.replace(/[- ]/g, "[- ]?")).join("|")})(?![\w-])`, "gi");
// ("No deployments allowed": "no" reaches its state over a noun or two.)
const NEGATED_BY_NO = /\bno\s+(?:[\w-]+\s+){1,2}$/i;
/** A use denied ("don't use RLS", "never sends X", "no X"): the switch is off. */
const DENIED_USE = /(?:\b(?:don'?t|do not|never|doesn'?t|does not|no longer)\s+(?:use|uses|send|sends|set|sets|turn on|enable|have|has|run|runs)|\bwithout|\bno)\s+(?:the\s+|any\s+)?([\w.-]+(?:\s+[\w.-]+){0,2})/gi;
/** What may follow "keeps X on" / "has X off": the clause's end, or a reason or time ("keeps BLE on so technicians can connect"). */
const KEPT_STATE_END = /^\s*(?:[.,;)]|$|\b(?:so|because|since|while|when|until|unless|during)\b)/;
/** A place or scope after a denied name: "on that hop", "in the mobile app". */
const TRAILING_QUALIFIER = /\s+(?:on|in|at|for)\s+(?:the|that|this|those|these|a|an|our|each|every|all)\b.*$/i;
/** "are not DKIM signed", "isn't versioned": a copula, a denial, up to one naming word, a participle in -ed. */
const DENIED_PARTICIPLE = /\b(?:is|are|was|were)(?:\s+not|n't)\s+(?:yet\s+)?(?:([A-Za-z][\w-]*)\s+)?([a-z]{3,}ed)\b/gi;
/** Words that say how a state is phrased, not what it is of. */
const FILLER = new Set(["is", "are", "was", "were", "be", "been", "has", "have", "set", "turned", "switched", "stays", "kept", "every", "all", "our", "the", "it", "its", "heads", "up", "watch", "out", "note", "user", "said", "mentioned", "there", "so", "also", "still", "now", "default", "unless", "you",
  // The pieces of a denial and of a plan ("isn't … yet — on the Q1 roadmap") say when, not what.
  "isn", "aren", "wasn", "weren", "doesn", "don", "didn", "won", "yet", "roadmap", "q1", "q2", "q3", "q4", "soon", "planned"]);

/** Words a switch is named by, lemmatised, concepts folded, identifiers split ("allow_credentials" → allow credential). */
function switchWords(text: string): Set<string> {
  // (An aside in parentheses, "(Face ID / fingerprint)", details the switch; it does not name it.)
  const words = contentWords(identifierWords(text.replace(/\([^()]{1,60}\)/g, " ")).join(" ")).map((w) => conceptOf(w) ?? lemma(w)).filter((w) => w.length > 1 && !FILLER.has(w) && !(w.toLowerCase() in STATE) && !/^\d+$/.test(w));
  return new Set(words.map((w) => SWITCH_SYNONYMS[w] ?? w));
}
/** One switch in other words: "sign-up" / "registration". */
const SWITCH_SYNONYMS: Record<string, string> = wordTable({ registration: "signup", regist: "signup", sign: "signup", enrol: "signup" });

export function statesOf(text: string): StateMention[] {
  return statesMemo(text);
}
const statesMemo = memoByText(readStates);
function readStates(text: string): StateMention[] {
  const out: StateMention[] = [];
  let previous = "";
  for (let clause of clausesOf(text)) {
    // A clause that names its switch only by a pronoun ("…; it's not enforced") is about the clause before it.
    if (/^(?:it|this|that|they)(?:'s|’s| is| are)?\b/i.test(clause) && previous) clause = `${previous} ${clause}`;
    previous = clause;
    const lower = clause.toLowerCase();
    for (const m of lower.matchAll(STATE_RE)) {
      const word = m[1].replace(/\s+/g, " ");
      const key = STATE[word] ? word : word.replace(/[- ]/, "-") in STATE ? word.replace(/[- ]/, "-") : word.replace(/[- ]/, " ");
      const s = STATE[key];
      if (!s) continue;
      const before = lower.slice(0, m.index);
      const after = lower.slice(m.index + m[0].length);
      // A short state is a value only in a value's place ("is on", "strict: false", "has X on").
      // A terse note opens with the switch's name: "strict mode on in the sdk's tsconfig".
      const terse = (key === "on" || key === "off") && /^\s*[\w.'’-]+(?:\s+[\w.'’-]+){0,3}\s+$/.test(before) && !/\b(?:is|are|runs?|lives?|based|depends?|turned|switched|built|relies|focus)\s+$/.test(before) && /^\s*(?:[.,;)]|$|\b(?:in|for|at|across|everywhere|by default)\b)/.test(after);
      if (SHORT.has(key) && !terse && !/(?:[=:]\s*|\b(?:is|are|was|were|stays?|turned|switched|set to|defaults? to)\s+)$/.test(before) && !(key === "on" || key === "off" ? KEPT_STATE_END.test(after) && /\b(?:has|have|with|keeps?|leaves?)\b/.test(before) : false)) continue;
      const on = NEGATED_BEFORE.test(before) || NEGATED_BY_NO.test(before) ? !s[1] : s[1];
      // "built", "shipped", "live" say a capability exists only by their denial ("isn't built yet");
      // asserted, they are ordinary verbs ("built with Vite", "shipped last week").
      if (ONLY_DENIED.has(key) && on) continue;
      out.push({ axis: s[0], on, topic: switchWords(clause.replace(m[0], " ")), raw: m[0] });
    }
    for (const m of clause.matchAll(DENIED_USE)) {
      // (A qualifier after the denied name says where, it names no switch: "no TLS on that hop" denies TLS.)
      const named = m[1].replace(TRAILING_QUALIFIER, "");
      // "won't start without X" requires X (text.ts); "no X allowed" is read by its state word above.
      if (requirementBefore(clause.slice(0, m.index)) || new RegExp(STATE_RE.source, "i").test(named)) continue;
      out.push({ axis: "on", on: false, topic: switchWords(named), raw: m[0] });
    }
    // A denied participle names its switch by its verb: "mails are not DKIM signed" is DKIM signing off.
    for (const m of clause.matchAll(DENIED_PARTICIPLE)) {
      if (m[2].toLowerCase() in STATE) continue;
      out.push({ axis: "on", on: false, topic: switchWords(`${m[1] ?? ""} ${m[2]}`), raw: m[0] });
    }
  }
  return out;
}

/** Share of the smaller switch's words that the other names (at least one word, and half). */
const MIN_SHARED = 0.5;

/** Acronyms on one side spelled out on the other ("RLS" / "row-level security"). */
function spelled(topic: Set<string>, other: string): Set<string> {
  const words = identifierWords(other).map((w) => lemma(w));
  const out = new Set(topic);
  for (const w of topic) {
    if (!/^[a-z]{2,5}$/.test(w)) continue;
    for (let i = 0; i + w.length <= words.length; i++) {
      const run = words.slice(i, i + w.length);
      if (run.map((x) => x[0]).join("") === w) for (const x of run) out.add(conceptOf(x) ?? x);
    }
  }
  return out;
}

/**
 * Opposite states of one switch (see the file's comment), or null. `cosine` (when known) keeps
 * texts about different things apart even when they share a word.
 */
const PROTOCOL_VERSION = /\b([A-Z]{2,6})\/(\d)\b/g;

export function stateConflict(a: string, b: string, cosine?: number): { subject: string; why: string } | null {
  if (cosine !== undefined && cosine < STATE_COS) return null;
  // A protocol's version after a slash is one name with it ("HTTP/2" = "HTTP2" = ENABLE_HTTP2).
  [a, b] = [a, b].map((t) => t.replace(PROTOCOL_VERSION, "$1$2"));
  const [sa, sb] = [statesOf(a), statesOf(b)];
  for (const x of sa) {
    for (const y of sb) {
      if (x.axis !== y.axis || x.on === y.on) continue;
      // A denied use ("don't use X") says nothing against another denial or a bare mention: only against a state word.
      const [tx, ty] = [spelled(x.topic, b), spelled(y.topic, a)];
      const shared = [...tx].filter((w) => ty.has(w));
      const smaller = Math.min(x.topic.size, y.topic.size);
      if (!shared.length || shared.length < MIN_SHARED * smaller) continue;
      return { subject: shared.slice(0, 4).join(" "), why: `${x.raw.trim()} vs ${y.raw.trim()}: one switch, two states` };
    }
  }
  return keyedSwitchDone(a, b) ?? keyedSwitchDone(b, a);
}

/**
 * A switch key set off against prose that says its action is done (round 16): "UPLOAD_SOURCEMAPS=false" / "source
 * maps are uploaded on every build", "enable.auto.commit=false" / "the consumer auto-commits its offsets",
 * "isMinifyEnabled = false" / "minification runs on release builds". A key named by what it switches (a verb and its
 * object, the enable / is / use words set aside) holds its action; the other text, asserting every one of those words
 * and denying nothing, says the action happens. Words meet by lemma, by a shared stem of five letters or more
 * ("minify" / "minification") or as a compound written apart ("sourcemaps" / "source maps").
 */
const KEYED_OFF = /(?<![\w.-])([A-Za-z][\w.-]*[A-Za-z])\s*[:=]\s*["'`]?(?:false|off|no|disabled)(?![\w.])/gi;
const SWITCH_FRAME = new Set(["enable", "enabled", "is", "use", "allow", "should", "do", "flag", "feature", "setting", "config"]);
const ANY_DENIAL = /\b(?:not|never|no|none|without|off|false|disabled?|stopped|instead|unless|except|only when|n't)\b|n't\b/i;

function keyedSwitchDone(keyed: string, prose: string): { subject: string; why: string } | null {
  if (ANY_DENIAL.test(prose) || /[:=]/.test(prose)) return null;
  const proseWords = identifierWords(prose).map((w) => lemma(w));
  const meets = (w: string) =>
    proseWords.some((x, i) => x === w || (w.length >= 5 && x.length >= 5 && x.slice(0, 5) === w.slice(0, 5) && (x.startsWith(w.slice(0, -1)) || w.startsWith(x.slice(0, -1)) || x.slice(0, 6) === w.slice(0, 6))) || (i + 1 < proseWords.length && x + proseWords[i + 1] === w));
  for (const m of keyed.matchAll(KEYED_OFF)) {
    const words = identifierWords(m[1]).filter((w) => !SWITCH_FRAME.has(w) && w.length > 1).map((w) => lemma(w));
    // (The key's own words only: a dotted prefix that names a component, "kafka.consumer.", must be met too.)
    if (words.length < 1 || words.length > 4 || !words.every(meets)) continue;
    return { subject: words.join(" "), why: `${m[0].trim()} vs the other side doing it: one switch, two states` };
  }
  return null;
}

/** Below this cosine two texts that share a switch word are about different things. */
export const STATE_COS = 0.35;
