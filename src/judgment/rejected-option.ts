/**
 * The option one text rejects, chosen by the other (issue 12, session 17: s-c-140). "Use long flags (--recursive,
 * not -r) so I can read them later." / "Short flags please; `rm -rf` is easier to read for me than the long form."
 * Both texts name long flags, so no opposite word stands on one side only (opposites.ts asks for that), and the
 * embedder puts them at cosine 0.86: the semantic path merged a contradiction. Grammar says which option a
 * sentence turns down: the complement of a preference comparison ("easier than Y", "better than Y", "more
 * readable than Y"), of "rather than Y", "instead of Y", "prefer X over Y", and a contrast ", not Y" / "(not Y)".
 * With the turned-down options set aside, one side says a word and the other its opposite ("long" / "short"):
 * the two texts choose differently. (Any word turned down on one side and said on the other would be too
 * loose: "chose X over Y" / "went with X instead of Y" reads Y both ways; on a–h, k–s it lost 11 duplicates.) It never adds a conflict: it only stops a merge (asked by compare.ts's mergeClash).
 */
import { oppositionsAcross } from "./opposites";
import { memoByText } from "./memo";

/** Comparatives of preference: what follows their "than" is the option turned down. ("Worse than", "slower than" name the winner there: not read.) */
const PREFERRING = String.raw`(?:better|easier|simpler|clearer|cleaner|nicer|safer|preferable|more\s+[a-z]+)`;
/** The turned-down option: up to four words, within its clause (past them a clause has moved on). */
const OPTION = String.raw`[^\s,;.!?()]+(?:[ \t]+[^\s,;.!?()]+){0,3}`;
/** Where the turned-down option starts, by the grammar that turns it down. */
const TURN_DOWN = new RegExp(String.raw`\b(?:${PREFERRING}\s+(?:[a-z]+\s+){0,4}?than|rather\s+(?:[^,;.!?()]{1,60}?\s+)?than|instead\s+of|(?:prefer(?:s|red)?|chose|choose|picked|pick|went\s+with|go\s+with)\s+[^,;.()]{1,40}?\s+over)\s+(${OPTION})|(?:,|\(|;)\s*not\s+(${OPTION})`, "gi");
/**
 * An option named with its drawback, opening its clause: "Run it as single elimination — double elim takes too long",
 * "X; Y is too slow". The option is the subject of "too …" (up to four words, right after a clause break): turned down
 * as surely as "rather than Y". (A longer subject is a situation, "the nightly build on the ARM runners takes too long".)
 */
const DRAWBACK = new RegExp(String.raw`(^|[—–;,.:!?(]\s*|\b(?:because|since|as)\s+)(${OPTION})(\s+(?:takes?|took|is|are|was|were|gets?|got|feels?|felt|seems?|runs?|ran)\s+(?:(?:way|far|much|just|a\s+bit|a\s+little)\s+)?too\s+[a-z]+)`, "gi");
/** A text without the options it turns down ("… easier to read than the long form" → "… easier to read than"). Memoised per text.
 * ("I'd rather get X than Y" turns Y down as "rather than Y" does: up to a clause of words may stand between.) */
export const withoutTurnedDown = memoByText((text: string): string => text
  .replace(TURN_DOWN, (all, x?: string, y?: string) => all.slice(0, all.length - (x ?? y ?? "").length))
  .replace(DRAWBACK, (_all, before: string, _option: string, drawback: string) => before + drawback.trimStart()));

/** The options a text turns down, as written ("Use pnpm rather than npm." → ["npm"]). Memoised per text. */
export const turnedDownOptions = memoByText((text: string): string[] => [
  ...[...text.matchAll(TURN_DOWN)].map((m) => m[1] ?? m[2] ?? ""),
  ...[...text.matchAll(DRAWBACK)].map((m) => m[2]),
].filter(Boolean));

/** A share's words, read as one option word. */
const SHARE_WORD = /^(?:percent(?:ages?|s)?|per-cent|pct)$/;

/**
 * Words that name an option, not its grammar ("by email" names email). A share is one option however it is written:
 * the sign and the words ("% of the concentrate" / "not percentages", ad-c-018, round 24) are one word here.
 */
const optionWords = (text: string) =>
  (text.toLowerCase().replace(/%/g, " percent ").match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*/gu) ?? [])
    .map((w) => (SHARE_WORD.test(w) ? "percent" : w))
    .filter((w) => w.length > 2 && !GRAMMAR.has(w));
const GRAMMAR = new Set(["the", "and", "for", "with", "via", "through", "using", "one", "ones", "that", "this", "them", "its", "our", "any"]);

/**
 * Two texts that swap their options (session 27, ac-c-031): "I'd rather get review requests on Slack than by email." /
 * "send review pings by email; Slack is way too noisy for that". Each side turns down an option the other side keeps
 * (says outside what it turns down), and no option is turned down on both sides: each chose what the other refused.
 * (One direction alone is too loose, round 17: "chose X over Y" / "went with X; Y was on the table" reads Y both
 * ways; here both directions must cross, and a word turned down on both sides is no crossing.)
 */
function swappedOptions(a: string, b: string, ra: string, rb: string): string | null {
  const [da, db] = [turnedDownOptions(a).flatMap(optionWords), turnedDownOptions(b).flatMap(optionWords)];
  if (!da.length || !db.length) return null;
  const [ka, kb] = [new Set(optionWords(ra)), new Set(optionWords(rb))];
  const x = da.find((w) => kb.has(w) && !db.includes(w));
  const y = db.find((w) => ka.has(w) && !da.includes(w));
  return x && y ? `one chooses what the other turns down (${y} / ${x})` : null;
}

/**
 * Why two texts choose differently, or null: with each side's turned-down options set aside, one says a word and
 * the other its opposite (opposites.ts), or each keeps the option the other turns down (swappedOptions). Read only
 * when a side turns something down and the texts as written hold no opposition of their own (predicates.ts reads
 * that one).
 */
export function rejectedOptionClash(a: string, b: string): string | null {
  const [ra, rb] = [withoutTurnedDown(a), withoutTurnedDown(b)];
  if (ra === a && rb === b) return null;
  const opposed = oppositionsAcross(ra, rb)[0];
  if (opposed) return !oppositionsAcross(a, b).length ? `one chooses what the other turns down (${opposed.a} / ${opposed.b})` : null;
  return swappedOptions(a, b, ra, rb);
}
