import type { TranscriptMessage } from "./transcript.ts";

/**
 * Picks the few sentences of a session worth keeping, with the importance
 * rules of the design (seed 002): decisions with a reason, fixes and root
 * causes, discoveries, stated preferences, locations, explicit "remember" →
 * high; hedging and narration of what the assistant is about to do → low or
 * dropped. Deterministic on purpose: it runs in a hook with a time limit, and
 * the server's nightly consolidation can refine what gets through.
 */
export interface Moment {
  content: string;
  type: "decision" | "gotcha" | "discovery" | "preference" | "location" | "insight";
  importance: number;
  source: "user_stated" | "ai_inferred";
  /**
   * How it arrived (the Worker's `provenance`): what the user typed, or what the assistant wrote.
   * Tool calls and tool output are never captured (transcript.ts); a capture of them would send
   * "tool_output", which the Worker weighs lower and never promotes without a pin.
   */
  provenance: "user_statement" | "assistant_inference";
}

const RULES: Array<{ type: Moment["type"]; pattern: RegExp; importance: number; userOnly?: boolean }> = [
  { type: "insight", pattern: /\b(remember (that|this)|note to self|important:|keep in mind)\b/i, importance: 0.9 },
  { type: "preference", pattern: /\b(I prefer|I'd rather|I like to|I want you to|always use|never use|don't use|do not use|please (always|never)|from now on|we prefer)\b/i, importance: 0.85, userOnly: true },
  { type: "gotcha", pattern: /\b(root cause|the fix (was|is)|fixed (it |this |the \w+ )?by|(solved|resolved) (it |this )?by|figured out|the (problem|issue|bug) was|gotcha|pitfall|workaround|watch out|careful:|fails (when|if|because)|breaks (when|if|because))\b/i, importance: 0.8 },
  { type: "decision", pattern: /\b(decided|we('ll| will) use|chose|going with|switched to|opted for|settled on|instead of|rather than|over \w+ because)\b/i, importance: 0.75 },
  { type: "discovery", pattern: /\b(found that|turns out|turned out|works because|it works by|discovered|realized|learned that|TIL)\b/i, importance: 0.7 },
  { type: "location", pattern: /\b(is (implemented|defined|located|configured|handled) (in|at)|lives in|lives at)\s+`?[\w./-]+\.\w+(:\d+(-\d+)?)?`?/i, importance: 0.6 },
];

// Seed 002's importance rules: hedging and routine narration score low, rationale and emotional weight high.
const HEDGING = /\b(maybe|perhaps|might|I think|I guess|probably|not sure|possibly)\b/i;
const NARRATION = /^(let me|let's|now I|I'll|I will|I'm going to|next,? I|first,? I|then I|after that|started by|began with|running|checking|looking at|okay|ok|great|sure|done)\b/i;
const ROUTINE = /\b(read the file|looked at|opened the|ran the (command|build|tests?)|user (asked|said)|session started|memory synced|context loaded)\b/i;
const REASON = /\b(because|since|so that|due to|which means|otherwise)\b/i;
const WEIGHT = /\b(finally|crucial|critical|important|breaking)\b/i;

/** Seed 002's abstraction rule "remove narrative": keep the outcome, drop how we got there. */
export function essence(sentence: string): string {
  const trimmed = sentence
    .replace(/^(after (some|a lot of|much) (investigation|digging|debugging),?\s*)/i, "")
    .replace(/^(so,?\s+|ok(ay)?,?\s+|alright,?\s+)/i, "")
    .replace(/^(I|we) (found|discovered|realized|learned) that\s+/i, "");
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

export function splitSentences(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, " ") // code blocks are not sentences
    .split(/(?<=[.!?])\s+(?=[A-Z`"'(])|\n+/)
    .map((s) => s.replace(/^[\s>*#-]+|\s+$/g, "").replace(/\s+/g, " "))
    .filter((s) => s.length >= 25 && s.length <= 600);
}

export function scoreSentence(sentence: string, role: TranscriptMessage["role"]): Moment | undefined {
  if (NARRATION.test(sentence) || ROUTINE.test(sentence) || sentence.endsWith("?")) return undefined;
  for (const rule of RULES) {
    if (rule.userOnly && role !== "user") continue;
    if (!rule.pattern.test(sentence)) continue;
    let importance = rule.importance;
    if (REASON.test(sentence)) importance += 0.1;
    if (WEIGHT.test(sentence)) importance += 0.05;
    if (HEDGING.test(sentence)) importance *= 0.5;
    return { content: essence(sentence), type: rule.type, importance: Math.min(1, Math.round(importance * 100) / 100), source: role === "user" ? "user_stated" : "ai_inferred", provenance: role === "user" ? "user_statement" : "assistant_inference" };
  }
  return undefined;
}

export function extractMoments(messages: TranscriptMessage[], limit = 6, threshold = 0.5): Moment[] {
  const seen = new Set<string>();
  const moments: Moment[] = [];
  for (const message of messages) {
    for (const sentence of splitSentences(message.text)) {
      const key = sentence.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
      if (seen.has(key)) continue;
      seen.add(key);
      const moment = scoreSentence(sentence, message.role);
      if (moment && moment.importance >= threshold) moments.push(moment);
    }
  }
  return moments.sort((a, b) => b.importance - a.importance).slice(0, limit);
}
