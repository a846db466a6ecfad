/**
 * Stances of preferences, rules and practices: a + or − toward a concept. "I want type hints",
 * "likes early returns", "use Make", "keep using pandas", "X over Y" (+X, −Y), "X only" are +; "don't
 * bother annotating types", "no early returns", "dislikes Makefiles", "never throws", "Y is not welcome",
 * "turned off X", "instead of Y" are −. The concept is the words after the stance marker up to the
 * clause's next break, lemmatised; two concepts are one when they share their head word (the first
 * content word of either) through word forms, synonyms or one word's stem starting the other
 * ("Make" / "Makefiles"). Two stance memories (preference, decision, pattern) with opposite stances on
 * one concept contradict each other. Round 5 (judgconf5), from training halves H and K.
 */
import { clausesOf } from "./text";
import { lemma } from "./frames";
import { synonymous } from "./synonyms";
import { memoByText, regexOf } from "./memo";

interface Stance { plus: boolean; words: string[]; raw: string; /** "Launch files: XML only": the one allowed choice, and the job it is for. */ only?: { value: string[]; job: string[] } }

/** Words that say how a stance is phrased, not what it is about. */
const FILLER = new Set(["the", "a", "an", "to", "be", "being", "it", "its", "them", "they", "me", "my", "our", "your", "this", "that", "these", "those", "some", "any", "all", "every", "each",
  "bother", "using", "use", "uses", "used", "keep", "keeping", "having", "have", "get", "getting", "stop", "stopping", "please", "always", "just", "really", "more", "much", "new", "with", "from", "of", "for", "so", "too", "also", "very", "other", "else", "anywhere", "there", "here", "when", "then", "now", "like", "want", "wants"]);
const BREAK = /[,;:.!?()—–]|\s-\s|\b(?:and|but|or|because|since|as|so|then|instead|when|if|in|on|at|for|unless|until|before|after|from)\b/;

const PLUS = /\b(?:i|we|they|user|he|she)?\s*(?:wants?|prefers?|favou?rs?|likes?|loves?|(?:keep|keeps|start|starts) using|sticks? (?:with|to)|always use|always)\s+(.+)|^(?:please\s+)?use\s+(.+)/i;
const MINUS = /\b(?:don'?t|do not|doesn'?t|does not|didn'?t|never|avoid|avoids|dislikes?|hates?|can'?t stand|cannot stand|no(?! one\b|body\b))\s+(?:(?:bother|want|like|use|using)\s+(?:to\s+)?(?:with\s+)?)?(.+)|\b(?:turned|turn|switch(?:ed)?)\s+off\s+(.+)|\binstead of\s+(.+)/i;
/** "polars is not welcome", "X is discouraged": − after the concept. */
const MINUS_AFTER = /^(.+?)\s+(?:is|are)\s+(?:not welcome|discouraged|banned|a no-go|not allowed)\b/i;
/** "Launch files: XML only" — one choice for a job, exclusive. */
const ONLY = /^([\w\s/-]{2,40}):\s*([\w.+#-]+(?:\s+[\w.+#-]+)?)\s+only$/i;
/** "X over Y": + X, − Y. */
const OVER = /^(?:prefers?\s+)?([\w./+#-]+(?:\s+[\w./+#-]+)?)\s+over\s+([\w./+#-]+(?:\s+[\w./+#-]+)?)/i;

function conceptWords(phrase: string): string[] {
  const cut = phrase.toLowerCase().split(BREAK)[0] ?? "";
  // (Raw words, compared through lemma in sameWord: "make" must still start "makefiles".)
  return (cut.match(/[a-z][a-z0-9+#]*/g) ?? []).filter((w) => !FILLER.has(w) && w.length > 1).slice(0, 4);
}

/** Memoised per text (memo.ts): one write meets several candidates. */
export const stancesOf: (text: string) => Stance[] = memoByText(readStances);

function readStances(text: string): Stance[] {
  const out: Stance[] = [];
  const push = (plus: boolean, phrase: string | undefined, raw: string) => {
    const words = phrase ? conceptWords(phrase) : [];
    if (words.length) out.push({ plus, words, raw: raw.trim().slice(0, 60) });
  };
  for (const clause of clausesOf(text)) {
    const c = clause.replace(/^(?:the )?user (?:said|says|mentioned|explained)(?: that)?\s+/i, "").replace(/\bthey'd\b/gi, "they would");
    const over = OVER.exec(c);
    if (over) {
      push(true, over[1], over[0]);
      push(false, over[2], over[0]);
      continue;
    }
    const only = ONLY.exec(c);
    if (only) {
      const job = conceptWords(only[1]);
      const value = conceptWords(only[2]);
      if (job.length && value.length) out.push({ plus: true, words: [...value, ...job], raw: only[0].slice(0, 60), only: { value, job } });
      continue;
    }
    const after = MINUS_AFTER.exec(c);
    if (after) {
      push(false, after[1], after[0]);
      continue;
    }
    const minus = MINUS.exec(c);
    if (minus) push(false, minus[1] ?? minus[2] ?? minus[3], minus[0]);
    const plus = PLUS.exec(minus ? c.slice(0, minus.index) : c);
    if (plus) push(true, plus[1] ?? plus[2], plus[0]);
  }
  return out;
}

/** One word names the other: forms, synonyms, or a stem of at least 4 letters starting the other ("make" / "makefile"). */
function sameWord(x: string, y: string): boolean {
  if (x === y || lemma(x) === lemma(y)) return true;
  if (x.length >= 4 && y.length >= 4 && (x.startsWith(y) || y.startsWith(x))) return true;
  return synonymous(x, y);
}

const STANCE_TYPES = new Set(["preference", "decision", "pattern"]);
/** Below this cosine two stances on a shared word are about different things. */
const STANCE_COS = 0.2;

export function stanceConflict(a: { type: string; content: string }, b: { type: string; content: string }, cosine?: number): { subject: string; why: string } | null {
  if (!STANCE_TYPES.has(a.type) || !STANCE_TYPES.has(b.type)) return null;
  if (cosine !== undefined && cosine < STANCE_COS) return null;
  const [sa, sb] = [stancesOf(a.content), stancesOf(b.content)];
  for (const [xs, ys, yText] of [[sa, sb, b.content], [sb, sa, a.content]] as const) {
    // One choice declared the only one for a job, and a + stance on that job that never names it.
    for (const x of xs) {
      if (!x.only) continue;
      const text = yText.toLowerCase();
      const y = ys.find((s) => s.plus && !s.only && s.words.some((w) => x.only!.job.some((j) => sameWord(w, j))));
      if (y && !x.only.value.some((v) => regexOf(`\\b${v.replace(/[.+#]/g, "\\$&")}`).test(text))) return { subject: x.only.job.join(" "), why: `${x.raw} vs ${y.raw}: one choice only, another preferred` };
    }
  }
  for (const x of sa) {
    for (const y of sb) {
      if (x.plus === y.plus) continue;
      // One concept: the head word of either side is named by a word of the other.
      const head = x.words.find((w) => y.words.some((v) => sameWord(w, v)) && (w === x.words[0] || y.words.some((v) => v === y.words[0] && sameWord(w, v))));
      if (!head) continue;
      return { subject: head, why: `${x.raw} vs ${y.raw}: opposite stances on one thing` };
    }
  }
  return null;
}
