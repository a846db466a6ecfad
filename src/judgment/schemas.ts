/** What a write tells its writer about judgment: the API and MCP shape (src/judgment/on-write.ts fills it). */
import { z } from "zod";

const claimView = z.object({ subject: z.string(), value: z.string(), text: z.string(), rule: z.string() });
const reasoned = z.object({ memory_id: z.string(), reason: z.string() });

export const openedConflict = z.object({
  id: z.string().describe("The conflict's id (GET /v1/conflicts, resolve_conflict)"),
  memory_id: z.string().describe("The stored memory this one contradicts"),
  kind: z.string(),
  reason: z.string(),
  claims: z.object({ left: claimView, right: claimView }).nullable().describe("left: the stored memory's claim; right: this one's"),
});

export const writeJudgment = z.object({
  took_ms: z.number().describe("Time spent judging this memory"),
  stages_ms: z
    .object({ terms: z.number(), lookup: z.number(), embed: z.number(), vectors: z.number(), dense: z.number(), pairs: z.number(), known: z.number() })
    .optional()
    .describe("Where took_ms went: search terms, the look-alike lookup by words, waiting for this memory's embedding, the candidates' vectors, the nearest memories by meaning (vector index; with JUDGMENT_DENSE_AT_WRITE=1, writes of at most 4 memories), the pair verdicts, the known-conflict check (a batch's shared stages are split over its memories)"),
  degraded: z
    .array(z.enum(["dense_candidates"]))
    .optional()
    .describe("Parts of judgment left out because they failed; the write went on (dense_candidates: the vector index did not answer, so only memories sharing words with this one were compared)"),
  conflicts: z.array(openedConflict).describe("Conflicts this write opened (flagged, never resolved: ask the user)"),
  suggested_supersessions: z.array(reasoned).describe("Stored memories this one seems to change: supersede them if so"),
  overrides: z.array(reasoned).describe("Defaults (outside any project) this project memory departs from: recorded, not a conflict"),
});

export const batchItemJudgment = {
  duplicate_of: z.string().optional().describe("The stored memory this one duplicates (it was not stored again)"),
  conflicts: z.array(openedConflict).optional(),
  suggested_supersessions: z.array(reasoned).optional(),
  overrides: z.array(reasoned).optional(),
};
