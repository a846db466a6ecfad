import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { age, DATA_NOTE, displayRecall } from "../../context/display";
import { memoryView, recallInput } from "../../memory/schemas";
import { recall, recordAccess } from "../../retrieval/recall";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";

const input = recallInput.omit({ embedding: true });
// Loose: results carry what retrieval and lifecycle add (conflicts, …) beyond these fields.
const output = z.looseObject({
  note: z.string(),
  results: z.array(
    memoryView.extend({
      score: z.number(),
      relevance: z.number().describe("Score relative to the best result (1.00)"),
      age: z.string(),
      why: z.record(z.string(), z.unknown()),
    }).loose(),
  ),
  route: z.string(),
  took_ms: z.number(),
  degraded: z.array(z.string()).optional(),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "recall",
    {
      title: "Recall",
      description:
        "Find what Engram remembers about a question, with each result's type, age, relevance, effectiveness and " +
        "usage. Triggers bring memories for what is being looked at: triggers.file (a path → where things live), triggers.error " +
        "(an error message → past discoveries, gotchas and fixes), triggers.keywords.",
      inputSchema: strictArgs(input),
      outputSchema: output,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const started = Date.now();
      const out = await recall(d.deps, d.principal, args, started);
      const now = d.deps.clock();
      d.waitUntil(recordAccess(d.deps.db, out.results.map((r) => r.id), now).catch((err) => console.warn("access boost", err)));
      const top = Math.max(0, ...out.results.map((r) => r.score)) || 1;
      const results = out.results.map((r) => ({
        ...r,
        relevance: Math.round((r.score / top) * 100) / 100,
        age: age(Date.parse(r.occurred_at ?? r.created_at), now),
      }));
      return toolResult(displayRecall(out.results, now), { note: DATA_NOTE, ...out, results });
    }),
  );
}
