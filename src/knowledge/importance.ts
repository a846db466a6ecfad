/**
 * Importance at capture (seed 002): what a future session would be glad to find scores high
 * (decisions with rationale, fixes, discoveries, things the user called critical); routine
 * operations, process narrative, meta chatter and hedging score low. Pure and deterministic, so
 * the write path can call it too; consolidation keeps only what clears `MIN_IMPORTANCE`.
 */
import { fileLocations } from "../memory/entity-extractor";

interface Signal { name: string; pattern: RegExp }

export const HIGH_SIGNALS: Signal[] = [
  { name: "decision", pattern: /\b(chose|choose|picked|went with|opted for) .+ (because|over|instead of|rather than)\b/i },
  { name: "decision", pattern: /\bdecided (to|on|against) .+ (because|since|as|so that)\b/i },
  { name: "resolution", pattern: /\b(fixed|solved|resolved|figured out|root cause)\b/i },
  { name: "resolution", pattern: /\bthe (issue|problem|bug|error|cause) (was|is)\b/i },
  { name: "discovery", pattern: /\b(found that|discovered|realized|realised|learned|learnt)\b/i },
  { name: "discovery", pattern: /\b(turns out|turned out|it works by)\b/i },
  { name: "emphasis", pattern: /\b(finally|crucial|critical|important|breaking|never|always|must)\b/i },
];

export const LOW_SIGNALS: Signal[] = [
  { name: "routine", pattern: /\b(read the file|looked at|checked|opened|let me (look|check|read|open|run))\b/i },
  { name: "routine", pattern: /\b(ran|running|run) the (command|build|tests?|linter)\b/i },
  { name: "narrative", pattern: /\b(then I|next I|after that|first I|now I)\b/i },
  { name: "narrative", pattern: /\b(started by|began with|going to|I will now|I'll now)\b/i },
  { name: "meta", pattern: /\b(user asked|user said|session started|memory synced|context loaded)\b/i },
  { name: "hedging", pattern: /\b(maybe|might|not sure|probably|possibly|perhaps|I think)\b/i },
];


export const MIN_IMPORTANCE = 0.5;

export interface ImportanceScore {
  score: number;
  /** Names of the signals that matched, e.g. ["decision", "hedging"]. */
  signals: string[];
}

const matched = (signals: Signal[], text: string) => [...new Set(signals.filter((s) => s.pattern.test(text)).map((s) => s.name))];

/** A file path, optionally with :line or :from-to (the LOCATION shape of seed 002): the entity extractor's rule. */
export const hasFileLocation = (text: string): boolean => fileLocations(text).length > 0;

/**
 * High signals put a text above 0.7 (more kinds of signal, higher; hedging pulls it back),
 * low signals alone put it below 0.3, a file location alone makes it worth keeping (0.6).
 */
export function scoreImportance(text: string): ImportanceScore {
  const high = matched(HIGH_SIGNALS, text);
  const low = matched(LOW_SIGNALS, text);
  const location = hasFileLocation(text);
  const signals = [...high, ...low, ...(location ? ["location"] : [])];
  let score: number;
  if (high.length) {
    score = 0.75 + 0.05 * (high.length - 1) + (location ? 0.05 : 0) - (low.includes("hedging") ? 0.1 : 0);
  } else if (location) {
    score = low.includes("hedging") ? 0.45 : 0.6;
  } else if (low.length) {
    score = 0.25 - 0.05 * (low.length - 1);
  } else {
    score = 0.5;
  }
  return { score: Math.round(Math.min(0.95, Math.max(0.05, score)) * 100) / 100, signals };
}
