/** The shape of a recall, shared by recall.ts and triggers.ts (which fuses into it) without an import loop. */
import type { toMemoryView } from "../memory/view";

export type View = ReturnType<typeof toMemoryView>;

export interface RecallResult {
  /** `context`: neighbouring items of the result's session (absent on trigger-only results). */
  results: Array<View & { score: number; why: Record<string, unknown>; context?: Array<Pick<View, "id" | "content" | "occurred_at" | "created_at">> }>;
  route: string;
  /** What the question is after (intent.ts), when it is one of the recognised intents. */
  intent?: string;
  took_ms: number;
  /** Where the time went (entities, each generator, hydrate, context), for operators and benchmarks. */
  timings_ms: Record<string, number>;
  degraded?: string[];
  /** Candidates were left out by the relevance floor or by `k`: the caller may widen. */
  more_available: boolean;
}
