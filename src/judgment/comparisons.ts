/**
 * The direction guard of a merge (issue 12 round 8): "A gets better CTR than B" and "B beats A" share
 * every word and sit close in meaning, yet say opposite things. This reads the two sides of a comparison
 * from syntax — a comparative ("better", "faster", "more …") with "than", or a verb of winning ("beats",
 * "outperforms") — as the words of the side that wins and the side that loses; a comparative of the
 * lower end ("worse", "slower", "less") or a verb of losing swaps them, so "B is slower than A" agrees
 * with "A is faster than B". When one text's winner is the other's loser and the other way round, the
 * pair is not one memory. It never adds a conflict: it only stops a merge.
 */
import { STOP_WORDS } from "./text";
import { stemWord } from "./values";
import { memoByPair, memoByText } from "./memo";

interface Comparison { win: Set<string>; lose: Set<string> }

/** Comparatives of the lower end and verbs of losing: the winner is the other side. */
const LOWER = new Set(["worse", "slower", "less", "fewer", "smaller", "lower", "weaker", "shorter", "poorer", "loses", "lose", "trails", "trail", "lags", "underperforms", "underperform"]);
/** "X <comparative> … than Y": the comparative, what stands between it and "than", and what follows. */
const THAN = /\b(more|less|fewer|[a-z]{2,}er)\b([^.;!?]{0,60}?)\bthan\b([^.;!?,]{0,60})/gi;
/** "X beats Y": a verb of winning or losing between the two sides. */
const BEATS = /([^.;!?]{0,80}?)\b(beats?|outperforms?|wins? over|surpass(?:es)?|trumps?|loses? to|trails?|lags? behind|underperforms?)\b([^.;!?,]{0,60})/gi;
/** The words of a comparison's side (the compared thing, not the metric after "from"/"for"). */
const SIDE_WORDS = 3;

/** A qualifier after the loser ("… than gzip *for our static assets*") is where the comparison holds, not a side of it. */
const QUALIFIER = /\s(?:for|on|in|at|when|across|under|during|per|among|by)\s.*$/i;
const loserOf = (s: string) => stems(s.replace(QUALIFIER, "")).slice(0, SIDE_WORDS);

const stems = (s: string) => (s.toLowerCase().match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => !STOP_WORDS.has(w) && !["from", "with", "using", "via", "when", "get", "gets"].includes(w)).map(stemWord);

/** Every comparison a text makes, winner and loser as word stems. Memoised per text. */
const comparisonsOf: (text: string) => Comparison[] = memoByText((text) => {
  const out: Comparison[] = [];
  const push = (word: string, before: string[], after: string[]) => {
    const [w, l] = LOWER.has(word.toLowerCase().split(" ")[0]) ? [after, before] : [before, after];
    // A word on both sides ("the rules ranker than the neural ranker") tells neither apart.
    const [win, lose] = [w.filter((x) => !l.includes(x)), l.filter((x) => !w.includes(x))];
    if (win.length && lose.length) out.push({ win: new Set(win), lose: new Set(lose) });
  };
  for (const m of text.matchAll(THAN)) {
    // "better CTR from X than from Y": the thing compared follows the comparative; "X is faster than Y": it precedes it.
    const between = stems(m[2]);
    const before = between.length ? between.slice(-SIDE_WORDS) : stems(text.slice(0, m.index)).slice(-SIDE_WORDS);
    push(m[1], before, loserOf(m[3]));
  }
  for (const m of text.matchAll(BEATS)) push(m[2], stems(m[1]).slice(-SIDE_WORDS), loserOf(m[3]));
  return out;
});

const shared = (x: Set<string>, y: Set<string>) => [...x].filter((w) => y.has(w)).length;
const meets = (x: Set<string>, y: Set<string>) => shared(x, y) > 0;

/** Why two texts compare the same two things in opposite directions, or null. Memoised per pair. */
export const reversedComparison: (a: string, b: string) => string | null = memoByPair((a, b) => {
  const [ca, cb] = [comparisonsOf(a), comparisonsOf(b)];
  for (const x of ca) for (const y of cb) {
    if (meets(x.win, y.lose) && meets(x.lose, y.win) && shared(x.win, y.lose) + shared(x.lose, y.win) > shared(x.win, y.win) + shared(x.lose, y.lose)) return `one says the opposite comparison (${[...x.win].join(" ")} over ${[...x.lose].join(" ")})`;
  }
  return null;
});
