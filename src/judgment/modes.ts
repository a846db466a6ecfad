/**
 * Closed classes of mutually exclusive modes, said in other words: a job runs "synchronously in the
 * request" or "on a background queue", a service is "I/O bound" or "CPU bound", TLS is "terminated at
 * the load balancer" or "passed through", money is stored as "integer cents" or "a float". Each class
 * lists its alternatives as patterns; a text picks an alternative when exactly one of the class's
 * alternatives is asserted in it (a mention in a clause that denies something — "don't assume TLS",
 * "headless mode isn't working" — asserts nothing). Two texts that pick different alternatives of one
 * class and share a topic word outside the class (or are close in meaning) contradict each other.
 * Round 5 (judgconf5), from training halves H and K.
 */
import { clausesOf } from "./text";
import { lemma } from "./frames";
import { memoByText, regexOf } from "./memo";
import { wordTable } from "./word-table";

interface ModeClass { name: string; alternatives: [string, RegExp][] }

const CLASSES: ModeClass[] = [
  { name: "execution", alternatives: [
    ["synchronous", /\bsynchronous(?:ly)?\b|\bin the request(?: path| cycle)?\b|\binline in the (?:request|handler)\b/],
    ["background", /\basynchronous(?:ly)?\b|\bbackground (?:queue|job|worker|task)s?\b|\benqueue[sd]?\b|\bin the background\b/],
  ] },
  { name: "bottleneck", alternatives: [
    ["I/O bound", /\bi\/?o[- ]bound\b|\bio[- ]bound\b|\bnetwork[- ]bound\b/],
    ["CPU bound", /\bcpu[- ]bound\b|\b(?:9\d|100)%\+? cpu\b|\bcompute[- ]bound\b/],
  ] },
  { name: "link", alternatives: [
    ["USB", /\busb\b|\bserial\b/],
    ["network", /\bnetworked\b|\bover tcp\b|\bethernet\b|\bwi-?fi\b/],
  ] },
  { name: "number storage", alternatives: [
    ["integer", /\binteger\b|\bint(?:32|64)?\b|\bbigint\b/],
    ["float", /\bfloat(?:ing[- ]point)?\b|\bdouble precision\b/],
  ] },
  { name: "rounding", alternatives: [
    ["half up", /\bhalf[- ]up\b/],
    ["half to even", /\bhalf[- ](?:to[- ])?even\b|\bbanker'?s rounding\b/],
  ] },
  { name: "unit system", alternatives: [
    ["metric", /\bmetric\b/],
    ["imperial", /\bimperial\b|\bus customary\b/],
  ] },
  { name: "access", alternatives: [
    ["public", /\bis public\b|\bpublicly (?:readable|accessible|available)\b|\bno login\b/],
    ["login", /\brequires? (?:a )?(?:login|sign[- ]?in|authentication)\b|\blogin required\b|\bbehind (?:a |the )?login\b/],
  ] },
  { name: "display", alternatives: [
    ["headless", /\bheadless\b/],
    ["with a display", /\b(?:needs|requires|with) (?:a )?(?:gpu with a )?(?:display|screen|monitor)\b/],
  ] },
  { name: "TLS end", alternatives: [
    ["terminated there", /\b(?:tls|ssl|https) (?:is )?terminated at\b|\bterminates (?:tls|ssl)\b/],
    ["passed through", /\bpass(?:es|ed)? (?:tls |ssl |it )?through\b|\bpassthrough\b/],
  ] },
  { name: "error style", alternatives: [
    ["returns results", /\breturns? (?:a |an )?(?:result|either|error value)s?\b/],
    ["throws", /\bthrows?\b(?! away)/],
  ] },
  { name: "transport security", alternatives: [
    ["TLS", /\bm?tls\b|\bhttps\b/],
    ["plain HTTP", /\bplain(?:[- ]text)? http\b|\bunencrypted http\b/],
  ] },
  { name: "netcode", alternatives: [
    ["lockstep", /\block[- ]?step\b/],
    ["rollback", /\brollback netcode\b|\bnetcode:? (?:is )?rollback\b|\brollback\b(?= (?:networking|model|based))/],
  ] },
  { name: "theme", alternatives: [
    ["dark", /\bdark (?:theme|mode|background)\b/],
    ["light", /\b(?:light (?:theme|mode|background)|white background)\b/],
  ] },
  // An effect measured or claimed, against none ("dropping them cost 4 points" / "no measurable difference").
  { name: "effect", alternatives: [
    ["a real effect", /\bhelps? (?:\w+ )?a lot\b|\bcost (?:us )?\d+(?:\.\d+)? ?(?:points?|pts|%)|\bbig (?:gain|win|improvement|effect)\b|\bsignificant(?:ly)? (?:gain|improvement|improved|effect)\b/],
    ["no effect", /\bno (?:measurable |significant |noticeable |real )?(?:difference|effect|impact)\b|\bnegligible (?:effect|impact|difference)\b|\bdidn'?t (?:matter|help)\b/],
  ] },
  // Everything kept, against sampling that drops some.
  { name: "sampling", alternatives: [
    ["everything kept", /\b100 ?% of (?:\w+ )?(?:kept|sampled|retained)|\b100 ?% (?:kept|sampled|retained)|\bkeeps? (?:all|every) (?:\w+ )?(?:traces|spans|events|logs)\b|\bno sampling\b/],
    ["sampled", /\bdrops? (?:most|some|\d+ ?%)|\btail[_ ]sampling (?:is )?(?:enabled|on)\b|\bsampl(?:ed|ing) at \d/],
  ] },
  // Round 5, written after reading L's misses (not part of L's transfer figure): style choices of one job.
  { name: "keyword case", alternatives: [
    ["lowercase", /\blower[- ]?case\b/],
    ["uppercase", /\bupper[- ]?case\b|\ball[- ]caps\b/],
  ] },
  { name: "prose shape", alternatives: [
    ["bullets", /\bbullet(?:ed)? (?:points?|lists?)\b|\bin bullets\b/],
    ["prose", /\b(?:flowing |plain )?prose\b|\bfull paragraphs\b/],
  ] },
  { name: "code reuse", alternatives: [
    ["composition", /\bcomposition\b/],
    ["inheritance", /\binheritance\b|\bclass hierarch(?:y|ies)\b|\bsubclass(?:es|ing)?\b/],
  ] },
  { name: "async style", alternatives: [
    ["async/await", /\basync\/await\b|\basync functions?\b/],
    ["promise chains", /\bpromise chains?\b|\.then\(?\)? chains?\b/],
  ] },
  { name: "log format", alternatives: [
    ["JSON", /\b(?:structured )?json(?: logs?| lines?)?\b|\bstructured logs?\b/],
    ["plain text", /\bplain[- ]text logs?\b|\bhuman[- ]readable logs?\b/],
  ] },
  { name: "analysis medium", alternatives: [
    ["notebooks", /\b(?:jupyter )?notebooks?\b/],
    ["scripts", /\bscripts?\b/],
  ] },
  { name: "rate-limit key", alternatives: [
    ["credential", /\b(?:api key|token|credential|account|user)(?: id)?\b/],
    ["IP address", /\b(?:client )?ip(?: address)?\b/],
  ] },
];
/** Classes whose alternatives are only compared where the text is about that job. */
const NEEDS: Record<string, RegExp> = wordTable({ "log format": /\blog/, "keyword case": /\bsql|\bkeywords?\b/, "analysis medium": /\banaly|\bstats?\b|\bdata\b/, "rate-limit key": /\brate[- ]?limit/, "error style": /\bhandler|\bfunction|\bendpoint|\bmethod/, "number storage": /\bprice|\bamount|\bmoney|\bcents?\b|\bdollars?\b|\bcurrency|\bbalance/ });

/** A change's new side stands after these words. */
const CHANGED_TO = /\b(?:switched|moved|migrated|changed|went|converted) (?:\w+ )?to (?:\w+ )?$|\bnow uses? $/;

/** A mention judged bad right after it ("bullet lists feel choppy", "JSON logs are unreadable"). */
const JUDGED_BAD = /^[\w./-]+(?:\s+[\w./()-]+){0,3}?\s+(?:is|are|feels?|looks?|gets?) (?:\w+ )?(?:hard|choppy|unreadable|confusing|noisy|ugly|painful|bad|worse|too slow|clunky)\b/;

/** A clause that denies or doubts: what it mentions is not asserted. */
const DENIAL = /\b(?:not|never|no|don'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|without|instead of|rather than|avoid|assume)\b|n't\b/;

const STOP = new Set(["the", "a", "an", "is", "are", "was", "in", "on", "at", "of", "to", "for", "by", "and", "or", "we", "our", "it", "its", "all", "every", "new", "with", "from", "as", "so", "that", "this", "be", "there", "they", "user", "said", "mentioned"]);

interface Pick { cls: string; alt: string; pattern: RegExp }

/** Memoised per text (memo.ts): one write meets several candidates. */
const read: (text: string) => { picks: Pick[]; words: Set<string> } = memoByText(readModes);

function readModes(text: string): { picks: Pick[]; words: Set<string> } {
  const clauses = clausesOf(text).map((c) => c.toLowerCase());
  const picks: Pick[] = [];
  for (const c of CLASSES) {
    if (NEEDS[c.name] && !NEEDS[c.name].test(text.toLowerCase())) continue;
    const found = new Map<string, RegExp>();
    const movedTo = new Map<string, RegExp>();
    for (const clause of clauses) {
      for (const [alt, re] of c.alternatives) {
        const m = re.exec(clause);
        // (Only the denial before the mention counts: "X, never Y" asserts X.)
        // (Nor a mention rejected around it: "composition over inheritance", "— lowercase is hard to scan".)
        if (m && !DENIAL.test(clause.slice(0, m.index)) && !(/\bover $/.test(clause.slice(0, m.index)) && c.alternatives.some(([other, o]) => other !== alt && o.test(clause.slice(Math.max(0, m.index - 40), m.index)))) && !/^[^,;]*\b(?:isn'?t|is not|not) (?:working|supported|possible)/.test(clause.slice(m.index)) && !JUDGED_BAD.test(clause.slice(m.index))) {
          found.set(alt, re);
          if (CHANGED_TO.test(clause.slice(0, m.index))) movedTo.set(alt, re);
        }
      }
    }
    // A text naming two alternatives picks the one it says it moved to ("switched to rollback after lockstep stuttered").
    const pick = found.size === 1 ? found : movedTo.size === 1 ? movedTo : null;
    if (pick) {
      const [alt, pattern] = [...pick][0];
      picks.push({ cls: c.name, alt, pattern });
    }
  }
  const words = new Set((text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w) && w.length > 2).map(lemma));
  const out = { picks, words };
  return out;
}

/** Below this cosine two texts need a shared topic word besides the mode words. */
const MODE_COS = 0.3;
/** From this cosine no shared topic word is needed. */
const MODE_TOPIC_FREE_COS = 0.45;

export function modeConflict(a: string, b: string, cosine?: number): { subject: string; why: string } | null {
  if (cosine !== undefined && cosine < MODE_COS) return null;
  const [ra, rb] = [read(a), read(b)];
  for (const x of ra.picks) {
    const y = rb.picks.find((p) => p.cls === x.cls);
    if (!y || y.alt === x.alt) continue;
    // The alternatives' own words are no shared topic; a word of one side's mode phrase that the
    // other side says too is ("rollback netcode" / "Netcode: lockstep").
    const own = (t: string, re: RegExp, other: Set<string>) => (t.toLowerCase().match(regexOf(re.source, "g")) ?? []).join(" ").split(/\W+/).map(lemma).filter((w) => !other.has(w));
    const modeWords = new Set([...own(a, x.pattern, rb.words), ...own(b, y.pattern, ra.words)]);
    const shared = [...ra.words].filter((w) => rb.words.has(w) && !modeWords.has(w));
    // (Close in meaning, one job said in two vocabularies — "rounding mode: half-up" / "we round grades with banker's rounding" — needs none.)
    if (!shared.length && (cosine === undefined || cosine < MODE_TOPIC_FREE_COS)) continue;
    return { subject: shared.slice(0, 3).join(" ") || x.cls, why: `${x.alt} vs ${y.alt}: one ${x.cls}, two modes` };
  }
  return null;
}
