/**
 * Superlatives: only one thing can be the biggest line item, the slowest step or the most common
 * ticket. Two memories that name different holders of one superlative about the same kind of thing
 * contradict each other, however alike their words (the embedder sees "egress is the biggest cost,
 * bigger than compute" and "compute is the biggest cost, egress is tiny" as one memory).
 * Pure: regular expressions over clauses.
 */
import { clausesOf, contentWords } from "./text";
import { wordTable } from "./word-table";

/** Superlatives that name one holder, folded to one word per meaning. */
const CLASSES: Record<string, string> = wordTable({
  biggest: "largest", largest: "largest", greatest: "largest", highest: "largest", "most expensive": "largest", costliest: "largest", top: "largest",
  smallest: "smallest", lowest: "smallest", cheapest: "smallest", "least expensive": "smallest",
  slowest: "slowest", fastest: "fastest", quickest: "fastest",
  "most common": "most", "most frequent": "most", "most popular": "most", "most used": "most",
});
const SUP = Object.keys(CLASSES).sort((x, y) => y.length - x.length).join("|").replace(/ /g, "\\s+");
const BE = String.raw`(?:is|are|was|were|remains|stays)`;
const DET = String.raw`(?:(?:by\s+far|easily|still)\s+)?(?:our|the|its|their|his|her)?\s*(?:(?:by\s+far|single)\s+)?`;
/** "X is (by far) the slowest step …" — the holder is X (up to four words before the verb). */
const HOLDER_FIRST = new RegExp(String.raw`(?:^|[:,(]\s*)((?:[\w.+#-]+\s+){0,3}?[\w.+#-]+)(?:\s+\([^)]{0,40}\))?\s+${BE}\s+${DET}(${SUP})\b((?:\s+[\w-]+){0,6})`, "i");
/** "Our largest customer (by revenue) is X" — the holder follows the verb. */
const HOLDER_AFTER = new RegExp(String.raw`\b(?:our|the|its|their)\s+(${SUP})\s+((?:[\w-]+\s+){0,5}?)${BE}\s+((?:[\w.+#-]+\s*){1,3})`, "i");
/** "Most of the support tickets are about password resets." */
const MOST_OF = /\bmost\s+(?:of\s+)?(?:the\s+|our\s+)?((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:are|is|were|was)\s+(?:about|for|from|in|on|caused by)\s+((?:[\w.+#-]+\s*){1,3})/i;
/**
 * The largest share said as a share: "most of our AWS bill is data transfer", "the bulk of the traffic
 * comes from desktop", "the majority of errors are timeouts" — the holder of the largest part.
 */
const SHARE_OF = /\b(?:most|(?:the\s+)?bulk|(?:the\s+)?(?:vast\s+)?majority|(?:the\s+)?lion's share)\s+of\s+(?:the\s+|our\s+|its\s+|their\s+)?((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:is|are|was|were|comes?\s+from|goes?\s+to|is\s+spent\s+on)\s+(?:(?:caused\s+by|due\s+to|about|from|in|on)\s+)?((?:(?!is\b|are\b|and\b|but\b)[\w.+#-]+\s*){1,3})/i;
/** "X is the bulk of Y", "X makes up most of Y": the holder first. */
const SHARE_FIRST = /(?:^|[:,(]\s*)((?:[\w.+#-]+\s+){0,3}?[\w.+#-]+)\s+(?:is|are|makes up|make up|accounts for|account for)\s+(?:by far\s+)?(?:the\s+)?(?:bulk|majority|most|lion's share)\s+of\s+(?:the\s+|our\s+|its\s+)?((?:[\w-]+\s*){1,4})/i;
const DENIED = /\b(?:not|n't|no longer|never)\b/i;

interface Superlative { kind: string; holder: Set<string>; about: Set<string> }

const words = (s: string) => new Set(contentWords(s));

function superlativesOf(text: string): Superlative[] {
  const out: Superlative[] = [];
  for (const clause of clausesOf(text)) {
    if (DENIED.test(clause)) continue;
    const first = HOLDER_FIRST.exec(clause);
    if (first) out.push({ kind: CLASSES[first[2].toLowerCase().replace(/\s+/g, " ")], holder: words(first[1]), about: words(first[3]) });
    const after = HOLDER_AFTER.exec(clause);
    if (after) out.push({ kind: CLASSES[after[1].toLowerCase().replace(/\s+/g, " ")], holder: words(after[3]), about: words(after[2]) });
    const most = MOST_OF.exec(clause);
    if (most) out.push({ kind: "most", holder: words(most[2]), about: words(most[1]) });
    // A largest share is the largest item of that whole: "most of the bill is X" / "Y is the largest line in the bill".
    const share = most ? null : SHARE_OF.exec(clause);
    if (share) out.push({ kind: "largest", holder: words(share[2]), about: words(share[1]) });
    const shareFirst = SHARE_FIRST.exec(clause);
    if (shareFirst) out.push({ kind: "largest", holder: words(shareFirst[1]), about: words(shareFirst[2]) });
  }
  // A holder with no content word ("it is the biggest") names nothing to compare.
  return out.filter((s) => s.kind && s.holder.size && s.about.size);
}

const overlaps = (x: Set<string>, y: Set<string>) => [...x].some((w) => y.has(w));

/** Two holders of one superlative about the same kind of thing; null when they agree or differ in kind. */
export function superlativeConflict(a: string, b: string): { subject: string; why: string } | null {
  const [sa, sb] = [superlativesOf(a), superlativesOf(b)];
  for (const x of sa) {
    for (const y of sb) {
      if (x.kind !== y.kind || !overlaps(x.about, y.about)) continue;
      // One holder named on the other side's holder ("compute" / "compute (EC2 + Fargate)") agrees.
      if (overlaps(x.holder, y.holder)) return null;
      const subject = [...x.about].filter((w) => y.about.has(w)).join(" ");
      return { subject, why: `the ${x.kind} ${subject}: ${[...x.holder].join(" ")} vs ${[...y.holder].join(" ")}` };
    }
  }
  return null;
}
