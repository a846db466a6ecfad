/**
 * A denial said on one side and its opposite word on the other: "cannot be undone" / "irreversible",
 * "isn't paid" / "unpaid", "no deployments allowed" / "deploys are forbidden", "isn't required" /
 * "optional", "without a password" / "passwordless". The word aligner pairs words, so a denied word
 * meets nothing on the other side and the cue reads as a denial on one side only. Here "not A" is read
 * as B when the other text says B and B is A's opposite by
 *  (1) morphology: B is A with a negative prefix (un-, in-, im-, ir-, il-, non-, dis-) or A's noun with
 *      -less / -free ("password" / "passwordless");
 *  (2) a list of opposites: WordNet's antonyms and the developer opposites (opposites.ts), plus the
 *      few denials that name a state by an ability or a perception (NEGATED_AS below);
 * and the denial (the cue and the denied word) is rewritten as B. Either side may carry the denial.
 * Only a word the other side says and this side does not is ever written in, so "X is allowed" /
 * "X is not allowed" (the other side lacks "forbidden") and "never X" / "always X" stay as they are.
 */
import { memoByPair, memoByText } from "./memo";
import { listedOpposites } from "./opposites";
import { stemWord } from "./values";
import { wordTable } from "./word-table";

/**
 * Denials whose affirmative is said with another word (sources: Merriam-Webster's definitions of the
 * negative word: irreversible "not reversible", hidden "being out of sight or not readily apparent",
 * forbidden "not permitted", optional "not required"). Key: the negative word; value: words whose denial it is.
 */
const NEGATED_AS: Record<string, string[]> = wordTable({
  irreversible: ["undone", "undo", "reversed", "reverse", "reverted", "revert", "reversible", "recovered", "restored"],
  permanent: ["undone", "undo", "reversed", "reverted", "temporary"],
  hidden: ["see", "seen", "visible", "shown", "show", "displayed", "exposed"],
  invisible: ["see", "seen", "visible", "shown"],
  forbidden: ["allowed", "permitted", "allow", "permit"],
  banned: ["allowed", "permitted", "allow", "permit", "use", "used"],
  prohibited: ["allowed", "permitted"],
  optional: ["required", "needed", "mandatory", "necessary", "require", "need"],
  disabled: ["enabled", "on", "active"],
  private: ["public", "shared", "exposed"],
  immutable: ["mutable", "changed", "modified", "edited", "change", "modify", "edit"],
  readonly: ["writable", "written", "write", "modified"],
  unlimited: ["limited", "capped", "bounded"],
  manual: ["automatic", "automated", "automatically"],
  free: ["paid", "charged", "billed"],
  async: ["sync", "synchronous", "blocking"],
  missing: ["present", "there", "exist", "exists"],
});

/** Cues that deny what follows ("never" as "not ever", "no retries" as "not retried"). */
const CUE = /^(?:not|never|no|cannot|can't|cant|without|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|won't|can't|couldn't|shouldn't|mustn't|wouldn't|hasn't|haven't|hadn't|isnt|arent|dont|doesnt|wont)$/;
/** Words a cue reaches over to its predicate: auxiliaries, articles, "ever", "yet". */
const OVER = /^(?:be|been|being|is|are|was|were|get|gets|got|a|an|the|any|ever|yet|stay|stays|remain|remains|ever|to|have|has|had|it|them|they)$/;
/** How many content words a cue reaches: "no deployments allowed" (one between), "cannot be undone" (auxiliaries are passed over). */
const REACH = 2;
/** A new clause ends the cue's scope. */
const BREAK = /^(?:but|and|or|so|because|since|while|which|that|if|when|unless|until|then|instead|only)$/;

/** Prefixes that make an opposite of nearly any word they front ("unpaid", "non-blocking"). */
const PRODUCTIVE = ["un", "non-", "non"];
/**
 * Prefixes that also start words of their own ("installed", "intended", "display", "imposed"): read as
 * a denial only before an adjective's ending ("irreversible", "incorrect", "illegal", "impossible").
 */
const LATINATE = ["in", "im", "ir", "il", "dis"];
const ADJECTIVE = /(?:able|ible|ent|ant|ive|al|ate|ect|ete|ar|ous|ic)$/;

/** Whether "not x" says y: y is x with a negative prefix, x's noun with -less/-free, or a listed opposite. */
export function negationOf(x: string, y: string): boolean {
  x = x.toLowerCase();
  y = y.toLowerCase();
  if (x === y || x.length < 3 || y.length < 4) return false;
  if (negativeForm(x, y)) return true;
  if (NEGATED_AS[y]?.includes(x)) return true;
  return listedOpposites(x, y);
}

/** "fertilizer" / "fertilized", "reversible" / "reversed": one root (five letters or more) with another ending. */
const ENDING = /(?:ation|able|ible|ment|ing|ion|ity|ive|ed|er|es|al|ly|s|d|r|e|y)$/;
function sameRoot(x: string, y: string): boolean {
  const [rx, ry] = [x.replace(ENDING, ""), y.replace(ENDING, "")];
  return rx.length >= 5 && rx === ry;
}

interface Token { text: string; lower: string; start: number; end: number }
const tokens: (text: string) => Token[] = memoByText((text) =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g)].map((m) => ({ text: m[0], lower: m[0].toLowerCase().replace(/’/g, "'"), start: m.index!, end: m.index! + m[0].length })),
);

/** Contracted copulas among the cues, and the verb each keeps when its denial is rewritten as the opposite word. */
const COPULA_OF: Record<string, string> = wordTable({ "isn't": "is", isnt: "is", "aren't": "are", arent: "are", "wasn't": "was", "weren't": "were" });

/** A denial in a text: the cue, the words it may deny, and where each stands. */
interface Denial { cue: Token; targets: Token[] }
/** Memoised per text (memo.ts): one write meets several candidates. */
const denials: (text: string) => Denial[] = memoByText((text) => {
  const ts = tokens(text);
  const out: Denial[] = [];
  for (let i = 0; i < ts.length; i++) {
    if (!CUE.test(ts[i].lower)) continue;
    const targets: Token[] = [];
    for (let j = i + 1; j < ts.length && targets.length < REACH; j++) {
      // A clause boundary (punctuation between the words) ends the reach.
      if (/[.;:,!?—–()]/.test(text.slice(ts[j - 1].end, ts[j].start)) || BREAK.test(ts[j].lower) || CUE.test(ts[j].lower)) break;
      if (OVER.test(ts[j].lower)) continue;
      targets.push(ts[j]);
    }
    if (targets.length) out.push({ cue: ts[i], targets });
  }
  return out;
});

/**
 * `text` with each denial rewritten as the opposite word `other` says ("cannot be undone" →
 * "irreversible" beside "… is irreversible"), and the pairs read; `text` itself when none applies.
 */
export function affirmAgainst(text: string, other: string): { text: string; pairs: string[] } {
  const ds = denials(text);
  if (!ds.length) return { text, pairs: [] };
  const own = new Set(tokens(text).map((t) => t.lower));
  const theirs = tokens(other).filter((t) => !own.has(t.lower));
  // The other side must not deny its own word: "not forbidden" is not "forbidden".
  const deniedThere = new Set(denials(other).flatMap((d) => d.targets.map((t) => t.lower)));
  const edits: { start: number; end: number; cueStart: number; cueEnd: number; word: string }[] = [];
  const pairs: string[] = [];
  for (const d of ds) {
    for (const t of d.targets) {
      const y = theirs.find((o) => !deniedThere.has(o.lower) && negationOf(t.lower, o.lower));
      if (!y) continue;
      edits.push({ start: t.start, end: t.end, cueStart: d.cue.start, cueEnd: d.cue.end, word: y.lower });
      pairs.push(`${d.cue.lower} ${t.lower} / ${y.lower}`);
      break;
    }
  }
  if (!edits.length) return { text, pairs: [] };
  let out = text;
  // Right to left, so earlier offsets stay valid; the word replaces the denied word, the cue goes.
  // (A contracted copula keeps its verb: "isn't enabled" is "is disabled", not "disabled".)
  for (const e of edits.sort((p, q) => q.start - p.start)) {
    const copula = COPULA_OF[text.slice(e.cueStart, e.cueEnd).toLowerCase().replace(/’/g, "'")];
    out = `${out.slice(0, e.cueStart)}${copula ?? ""}${out.slice(e.cueEnd, e.start)}${e.word}${out.slice(e.end)}`;
  }
  return { text: out.replace(/\s{2,}/g, " "), pairs };
}

/**
 * Both texts with every denial read as the opposite the other side says (either side may deny). One pair is asked
 * this by several readers (the rules, the merge guard, the alignment, the features): the answer is kept per pair,
 * for the last 64 pairs (a write judges up to eight).
 */
export const affirmNegatedOpposites: (a: string, b: string) => [string, string, string[]] = memoByPair((a, b) => {
  const ra = affirmAgainst(a, b);
  const rb = affirmAgainst(b, a);
  return [ra.text, rb.text, [...ra.pairs, ...rb.pairs]];
}, 64);

/**
 * A word on one side and its negative form on the other, neither denied ("with a password" /
 * "passwordless", "used" / "unused", "reversible" / "irreversible"): opposite statements, never one
 * memory. The prefix and suffix forms only (negationOf's morphology); the listed opposites are
 * opposites.ts' (the merge guard asks it too). Run after affirmNegatedOpposites, so a denial already
 * read as its opposite ("not paid" / "unpaid") is no opposition.
 */
export function morphologicalOpposition(a: string, b: string): string | null {
  const [ta, tb] = [tokens(a), tokens(b)];
  const [da, db] = [deniedWords(a), deniedWords(b)];
  const [la, lb] = [new Set(ta.map((t) => t.lower)), new Set(tb.map((t) => t.lower))];
  for (const [xs, ys, dx, dy, lx, ly] of [[ta, tb, da, db, la, lb], [tb, ta, db, da, lb, la]] as const) {
    for (const x of xs) {
      if (dx.has(x.lower) || ly.has(x.lower) || x.lower.length < 4) continue;
      const y = ys.find((t) => !dy.has(t.lower) && !lx.has(t.lower) && negativeForm(x.lower, t.lower));
      if (y) return `opposite words (${x.lower} / ${y.lower})`;
    }
  }
  return null;
}

/** The words a text's cues deny. */
const deniedWords = (text: string) => new Set(denials(text).flatMap((d) => d.targets.map((t) => t.lower)));

/** y is x with a negative prefix or x's noun with -less / -free (morphology alone). */
function negativeForm(x: string, y: string): boolean {
  const sx = stemWord(x);
  const prefixed = (p: string) => {
    const rest = y.slice(p.length);
    return y.startsWith(p) && rest.length >= 4 && (rest === x || stemWord(rest) === sx || sameRoot(rest, x));
  };
  if (PRODUCTIVE.some(prefixed) || (ADJECTIVE.test(y) && LATINATE.some(prefixed))) return true;
  const suffix = /^(.{3,}?)-?(?:less|free)$/.exec(y);
  return Boolean(suffix && (suffix[1] === x || stemWord(suffix[1]) === sx));
}
