/**
 * Two populations of one kind of thing: "the A100 nodes use CUDA 12.2" / "the V100 nodes only run CUDA
 * 11.8", "Rev C boards …" / "Rev D boards …", "Ubuntu 24.04 hosts run Jazzy" / "Ubuntu 22.04 hosts are
 * on Humble", "the desktop web app supports drag-and-drop" / "mobile web has none". Each text names
 * one head noun (nodes, boards, hosts, web, engine…) with a qualifier the other text never says: they
 * are two sets of machines, boards or surfaces, and values that differ between them are two facts,
 * like two environments (compare.ts treats it as a look-alike). Closed list of heads, read by form:
 * the qualifier is whatever token stands right before the head, so it holds for names never seen.
 */
import { canonicalName, findCategoryMembers } from "./lexicon";
import { slotsOf } from "./slots";
import { STOP_WORDS } from "./text";

/** Nouns that name one of several populations of a thing ("which nodes", "which boards"). */
const HEADS = new Set(
  `node host board machine server runner device instance cluster replica pod web engine fleet phone laptop vm gateway tenant build`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words before a head that say nothing of which one ("the older nodes", "all hosts"). */
const NOT_QUALIFIER = new Set(["the", "our", "all", "every", "each", "some", "these", "those", "its", "their", "older", "newer", "old", "new", "other", "few", "many", "two", "three", "both", "any", "main", "only", "current",
  // Round 5: a type label ("Gotcha: gateway → service") or a preposition ("between gateway and services") says no population.
  "gotcha", "note", "pattern", "decision", "fact", "insight", "discovery", "status", "location", "tip", "warning", "between", "across", "through", "via", "behind"]);

/** Prepositions of a circumstance before a qualifier and its head: "under heavy load", "during parallel builds". */
const CIRCUMSTANCE = new Set(["under", "during", "amid", "among", "with", "without"]);

/** Words with plurals folded; a hyphenated name stays one token ("storefront-web" is no kind of web). */
const tokens = (text: string) => text.split(/[^\p{L}\p{N}.-]+/u).map((w) => w.replace(/^[.-]+|[.-]+$/g, "").replace(/(?<=[a-z]{3})s$/, "")).filter(Boolean);
const lowered = (ws: string[]) => ws.map((w) => w.toLowerCase());

/** Each head noun's qualifiers in a text: the token right before it, skipping words that qualify nothing. */
function qualifiersOf(cased: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const words = lowered(cased);
  for (let i = 1; i < words.length; i++) {
    const head = words[i];
    if (!HEADS.has(head)) continue;
    let j = i - 1;
    while (j >= 0 && NOT_QUALIFIER.has(words[j])) j--;
    if (j < 0 || STOP_WORDS.has(words[j])) continue;
    // "it corrupts under parallel builds": a circumstance, not which builds ("Yocto builds use the mirror").
    if (CIRCUMSTANCE.has(words[j - 1] ?? "")) continue;
    // A count is no population ("4 replicas" / "3 replicas": two numbers of one set), but a number
    // after a name is its release ("Debian 12 hosts").
    let q = words[j];
    if (/^\d+$/.test(q)) {
      if (j < 1 || !/^[A-Z]/.test(cased[j - 1])) continue;
      q = `${words[j - 1]} ${q}`;
    }
    const set = out.get(head) ?? new Set<string>();
    set.add(q);
    out.set(head, set);
  }
  return out;
}

/** The tools a text names, by canonical name: the lexicon's, and those it gives a version ("ES 8.13" → elasticsearch). */
const namesIn = (text: string) => new Set([...findCategoryMembers(text).map((t) => t.value), ...slotsOf(text).filter((s) => s.key.startsWith("version:")).map((s) => s.key.slice(8))]);

/** Why `a` and `b` are about two populations of one thing ("a100 vs v100 node"), or null. */
export function distinctPopulations(a: string, b: string): string | null {
  const [ca, cb] = [tokens(a), tokens(b)];
  const [qa, qb] = [qualifiersOf(ca), qualifiersOf(cb)];
  const [wa, wb] = [lowered(ca), lowered(cb)];
  // (A qualifier is "said" on the other side when its words stand there in order.)
  const [sa, sb] = [new Set(wa.flatMap((w, i) => [w, `${w} ${wa[i + 1] ?? ""}`])), new Set(wb.flatMap((w, i) => [w, `${w} ${wb[i + 1] ?? ""}`]))];
  // A qualifier the other text names under another spelling or an abbreviation the lexicon knows
  // ("Elasticsearch cluster" / "search cluster … ES 8.13") is said there too.
  const [na, nb] = [namesIn(a), namesIn(b)];
  const said = (x: string, words: Set<string>, names: Set<string>) => words.has(x) || names.has(canonicalName(x));
  for (const [head, xs] of qa) {
    const ys = qb.get(head);
    if (!ys) continue;
    // Each side's qualifier is a word the other text never says.
    const onlyA = [...xs].filter((x) => !said(x, sb, nb));
    const onlyB = [...ys].filter((y) => !said(y, sa, na));
    if (onlyA.length && onlyB.length && onlyA.length === xs.size && onlyB.length === ys.size) return `${onlyA[0]} vs ${onlyB[0]} ${head}`;
  }
  return null;
}
