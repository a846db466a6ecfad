/**
 * What is said of the subject (issue 12, session 17): two sentences that open on the same subject and then say two
 * different things of it are two findings, not one memory said twice. "Learned that the checkout payment widget
 * script blocks rendering on slow phones." / "The checkout payment widget is the heaviest script we ship to phones."
 * (test/judgment-llm.test.ts), "Redis is our cache for session data." / "Redis runs on port 6380 in every
 * environment." The embedder puts such pairs at cosine 0.45–0.55, where paraphrases of one finding sit too; the
 * subject guard (slot-swap.ts subjectSwap) passes them, since the subject is the same. This guard reads the rest:
 * after the shared subject, each side's predicate (verb, object, complement) must be covered by the other side —
 * the same words, synonyms, acronyms and abbreviations (synonym-duplicate.ts sameWord), or another form of one
 * word ("flaky" / "flaking", "failed" / "failures"). When each side says at least two things of the subject the
 * other does not, and they are half its predicate or more, the two texts are two findings. Numbers are the value
 * guard's (value-clash.ts); settings (a key/value line, a table row) have no subject and are not read. It never
 * adds a conflict: it only stops a learned merge below compare.ts's LEARNED_SUBJECT_COS.
 */
import { alignedWords, sameWord } from "./synonym-duplicate";
import { relatedPredicates } from "./related-words";
import { foldAcronyms } from "./abbreviations";
import { memoByPair } from "./memo";

/** A setting's layout (a key/value line, a table row): no sentence with a subject. */
const LAYOUT = /[=:|→]/;
/** Words that report a finding rather than say it ("Learned that …", "Turns out …", "Noticed …"): no part of the subject. */
export const REPORTING = new Set(["learned", "learnt", "noticed", "found", "turns", "turned", "out", "realized", "realised", "discovered", "note", "noted", "fyi", "til", "apparently", "confirmed", "observed", "seems"]);
/** At most this many words may stand before the subject (report words aside) on a side. */
const MAX_LEAD = 1;
/** Each side must say at least this many things of the subject the other does not… */
const MIN_UNCOVERED = 2;
/** …and they must be at least this share of its predicate. */
const MIN_UNCOVERED_SHARE = 0.5;
/** Past this many words a side is a paragraph: the other guards read it. */
const MAX_WORDS = 40;
/** From this many predicate words on, one loose cover (a synonym or related word, nothing written alike) is no shared finding (strict form). */
const LOOSE_COVER_WORDS = 3;
/** Letters two forms of one word share at the start ("flaky" / "flaking", "snapshotted" / "snapshots"). */
const ROOT = 4;

/** A value token of alignedWords ("count_7", "time_180000", "2"). */
const isNumber = (w: string) => /\d/.test(w);
/** Words that state a value without a digit: a period, a share, a count said as a word. */
const VALUE_WORD = /^(?:half|quarter|once|twice|dozen|(?:hour|day|week|fortnight|month|quarter|year)(?:s|ly)?|daily|annual(?:ly)?|minutes?|seconds?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred|thousand|million)s?)$/;
/** (Value tokens are no word forms: "count_3" / "count_4" share their start and are two values, ad-u-005.) */
export const sameRoot = (x: string, y: string) => x.length > ROOT && y.length > ROOT && x.slice(0, ROOT) === y.slice(0, ROOT) && !isNumber(x) && !isNumber(y);
const covered = (w: string, other: readonly string[]) => other.some((o) => sameWord(w, o) || sameRoot(w, o));

/** A side's words after its subject (the opening stretch of words the other side has), or null when it opens otherwise. */
function predicateOf(words: readonly string[], other: readonly string[]): string[] | null {
  let i = 0;
  while (i < words.length && REPORTING.has(words[i])) i++;
  const lead = i;
  while (i < words.length && i - lead <= MAX_LEAD && !covered(words[i], other)) i++;
  if (i >= words.length || i - lead > MAX_LEAD) return null;
  while (i < words.length && covered(words[i], other)) i++;
  return words.slice(i);
}

/** Why two sentences say two different things of one subject (each side's uncovered predicate words), or null. Memoised per pair. */
export const differentFindings: (a: string, b: string) => string | null = memoByPair((a, b) => readDifferentFindings(a, b, MIN_UNCOVERED_SHARE));

/**
 * Two findings with nothing in common past the subject: every word of each side's predicate uncovered by the other
 * ("The API gateway terminates TLS." / "The API gateway adds an X-Request-Id header."): two properties of one thing,
 * at any closeness, unless both predicates state one number. Asked of every learned merge (compare.ts
 * learnedMergeClash; the duplicate model's too, taste-guard.ts modelMergeGuard). Memoised per pair.
 */
export const disjointFindings: (a: string, b: string) => string | null = memoByPair((a, b) => readDifferentFindings(a, b, 1, true));

/**
 * The duplicate model's form of disjointFindings (taste-guard.ts modelMergeGuard, session 27): two predicates of three
 * words or more that meet only in one synonym or related word, nothing written alike, are two findings too. "can issue
 * refunds to the original card" / "can print tickets at home as PDF" (aa-u-022, the model's out-of-fold wrong merge)
 * meet only in "issue" ~ "tickets": two actions on two objects. Not asked of the logistic combiner's merges: a
 * restated preference ("point out problems first, then praise" / "lead with the issues; compliments come after",
 * ab-d-026) meets in one synonym as well, and the model never merges preferences (taste-guard.ts). Memoised per pair.
 */
export const disjointPastOneSynonym: (a: string, b: string) => string | null = memoByPair((a, b) => readDifferentFindings(a, b, 1, true, true));

/**
 * `sharedNumberAgrees`: a number both predicates state, in any notation (alignedWords reads "2 days" and "two days" as one
 * token), is the finding they share said in other words ("PTO accrues at 2 days per month" / "Paid time off builds up
 * by two days a month", "premium is 25% of the hammer price" / "commission is 25 percent of the winning bid"), not two
 * properties of one subject ("Gate B12 arrivals use belt 7" / "Gate B12 is a remote stand served by bus"). Read by the
 * strict form, which is asked at every cosine (a number in the subject, "Dock 4", is no shared finding).
 */
function readDifferentFindings(a: string, b: string, minShare: number, sharedNumberAgrees = false, oneLooseCover = false): string | null {
  if (LAYOUT.test(a) || LAYOUT.test(b)) return null;
  const [wa, wb] = [alignedWords(foldAcronyms(a, b)), alignedWords(foldAcronyms(b, a))];
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) return null;
  const [pa, pb] = [predicateOf(wa, wb), predicateOf(wb, wa)];
  if (!pa || !pb) return null;
  if (sharedNumberAgrees && pa.some((w) => /\d/.test(w) && pb.includes(w))) return null;
  // In the strict form (every learned merge), a value stated by one side only is something that side says of the
  // subject: "The Svalbard antenna is an X-band dish." / "… is 7.3 m in diameter." (ab-u-006, round 23b, the duplicate
  // model's form), "Station 4 has three bays." / "Station 4's PA amplifier is a Bosch Plena." (ad-u-005, round 24: the
  // logistic combiner's merge, one plain word past the count). Where both sides state numbers they are the value
  // guard's, as before.
  // A value said in words ("fortnightly", "half an hour") is a value too: "collected fortnightly" / "picked up every two
  // weeks" (ac-d-093) is one finding.
  const statesValue = (p: string[]) => p.some((w) => isNumber(w) || VALUE_WORD.test(w));
  // (A number the other side says anywhere is a value both state, "recon tolerance €0.01" / "… 1 euro cent", m-d-053.)
  const sharesValue = (p: string[], other: readonly string[]) => p.some((w) => isNumber(w) && other.includes(w));
  const numbersOnOneSide = sharedNumberAgrees && statesValue(pa) !== statesValue(pb) && !sharesValue(pa, wb) && !sharesValue(pb, wa);
  // (A predicate one step apart in WordNet on the other side, "killed" / "terminates", says the same thing.) With
  // `oneLooseCover`, one word met only in another word (a synonym, a related verb) does not make a predicate of three
  // words or more a shared finding (see disjointPastOneSynonym).
  const uncovered = (p: string[], other: readonly string[]) => {
    const words = p.filter((w) => !isNumber(w));
    const alike = (w: string) => other.some((o) => o === w || sameRoot(w, o));
    const met = (w: string) => covered(w, other) || other.some((o) => relatedPredicates(w, o));
    const loose = oneLooseCover && words.length >= LOOSE_COVER_WORDS && !words.some(alike) && words.filter(met).length < 2;
    return [...words.filter((w) => !(loose ? alike(w) : met(w))), ...(numbersOnOneSide ? p.filter(isNumber) : [])];
  };
  const [ua, ub] = [uncovered(pa, wb), uncovered(pb, wa)];
  const enough = (u: string[], p: string[]) => u.length >= MIN_UNCOVERED && u.length >= minShare * p.filter((w) => !isNumber(w)).length;
  return enough(ua, pa) && enough(ub, pb) ? `two different things said of one subject (${ua.join(" ")} / ${ub.join(" ")})` : null;
}
