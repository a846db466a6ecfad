/**
 * "The same idea" across members: their generalized texts (project names, paths and people already
 * replaced by their kind) compared with the judgment machinery — the duplicate test of
 * judgment/similarity.ts, the meaning test with the embedder's cosine (`semanticDuplicate`), and word
 * overlap (consolidation/near-duplicates.ts) at a looser threshold than within one user's memories,
 * because two people never word a fix the same way. Single linkage over candidate pairs that share a
 * rare word, so the work stays near-linear in the number of memories.
 */
import { jaccard, wordSet } from "../consolidation/near-duplicates";
import { categoryOf } from "../judgment/lexicon";
import { SEMANTIC_DUPLICATE_COS, semanticDuplicateBlocker, textSimilarity } from "../judgment/similarity";

/** Word overlap at or above which two generalized texts of the same type say the same idea. */
export const SAME_IDEA_JACCARD = 0.45;
/** Words the rewrite puts in: they say nothing about the idea. */
const FILLER = new Set(["project", "colleague", "path", "host", "url", "team", "address", "email", "phone", "number", "device"]);

export interface IdeaText { key: string; type: string; text: string; vector?: Float32Array }

export const ideaWords = (text: string) => new Set([...wordSet(text)].filter((w) => !FILLER.has(w)));

function cosine(a: Float32Array | undefined, b: Float32Array | undefined): number | undefined {
  if (!a || !b || a.length !== b.length) return undefined;
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/**
 * Blockers of judgment/similarity.ts that only say one side is more detailed: for an idea that is
 * still the same idea (a fix told at more length), so they do not separate two members' versions.
 */
const DETAIL_ONLY = new Set(["one side says much more", "one side adds far more words", "one side adds words, the other none"]);
/** Capitalized generic words the name guard reads as names ("the Osprey API" → "the project API"): a kind of component, not a name. */
const GENERIC = new Set(["api", "app", "ui", "ci", "cd", "cli", "sdk", "db", "service", "server", "client", "backend", "frontend", "worker", "job", "under", "after", "before"]);
/**
 * Names (capitalized words, known tools) a text has that the other lacks. For two people's wordings
 * of one fix, a name on one side only is usually a detail ("in Python", "tsc"); a name on each side
 * that the other lacks is a swap ("protobuf on ARM" / "grpc on Windows"): another idea.
 */
function ownNames(text: string, other: Set<string>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;)>] +)([A-Z][\p{L}\p{N}.]+)/gu)) {
    const w = m[1].toLowerCase().replace(/\.$/, "");
    if (!GENERIC.has(w) && !other.has(w)) out.push(w);
  }
  for (const w of ideaWords(text)) if (categoryOf(w) !== null && !other.has(w)) out.push(w);
  return out;
}
const lowerWords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}.]+/gu)?.map((w) => w.replace(/\.$/, "")) ?? []);

const passes = (a: string, b: string, blocker: string | null) => {
  if (blocker === null || DETAIL_ONLY.has(blocker)) return true;
  if (!/^a name on one side only \(/.test(blocker)) return false;
  const [na, nb] = [ownNames(a, lowerWords(b)), ownNames(b, lowerWords(a))];
  return na.length === 0 || nb.length === 0;
};

/**
 * Close by words (or by meaning, with the embedder's cosine) and nothing that makes them two ideas:
 * the duplicate guards of the judgment machinery (a denial, number, code or value of one shape on one
 * side only), except that a name on one side only separates them only when the other side names
 * something else in its place ("pin protobuf on the ARM runner" / "pin grpc on the Windows runner").
 */
export function sameIdea(a: IdeaText, b: IdeaText, wa = ideaWords(a.text), wb = ideaWords(b.text)): boolean {
  if (a.type !== b.type) return false;
  if (textSimilarity(a.text, b.text).duplicate) return true;
  const cos = cosine(a.vector, b.vector);
  if (jaccard(wa, wb) < SAME_IDEA_JACCARD && (cos === undefined || cos < SEMANTIC_DUPLICATE_COS)) return false;
  return passes(a.text, b.text, semanticDuplicateBlocker(a.text, b.text, 1));
}

/** Groups of indexes into `items` that say the same idea. */
export function clusterIdeas(items: IdeaText[]): number[][] {
  const words = items.map((i) => ideaWords(i.text));
  const parent = items.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  // Candidate pairs share a word that is not in most texts (blocking keeps this far from n²).
  const postings = new Map<string, number[]>();
  words.forEach((ws, i) => ws.forEach((w) => postings.set(w, [...(postings.get(w) ?? []), i])));
  const common = Math.max(20, Math.ceil(items.length * 0.2));
  const tried = new Set<string>();
  for (const list of postings.values()) {
    if (list.length > common) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const [i, j] = [list[x], list[y]];
        if (find(i) === find(j)) continue;
        const key = `${i},${j}`;
        if (tried.has(key)) continue;
        tried.add(key);
        if (sameIdea(items[i], items[j], words[i], words[j])) parent[find(i)] = find(j);
      }
    }
  }
  const groups = new Map<number, number[]>();
  items.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()];
}

/** The member of a group closest to all others (by word overlap): its text represents the idea. */
export function medoid(items: IdeaText[], group: number[]): number {
  let best = group[0], bestScore = -1;
  for (const i of group) {
    const wi = ideaWords(items[i].text);
    const score = group.reduce((s, j) => s + (i === j ? 0 : jaccard(wi, ideaWords(items[j].text))), 0);
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  return best;
}
