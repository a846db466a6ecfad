import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { asObject, passthrough } from "../rest-tool";

const input = z.object({
  id: z.string().min(1).max(64).describe("A shared item id (swm_…)"),
  success: z.boolean().optional().describe("You used it: did it work?"),
  rating: z.number().int().min(1).max(10).optional().describe("1-10"),
  report: z.string().trim().min(1).max(1000).optional().describe("Report it as wrong or harmful, with the reason; enough reports quarantine it"),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "rate_shared",
    {
      title: "Rate or report a shared pattern",
      description: "Records the outcome of using a SWARM item (worked or not), a 1-10 rating, or a report; enough reports quarantine the item.",
      inputSchema: strictArgs(input),
      outputSchema: passthrough,
      // A report can quarantine the item: it takes something away from the pool.
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ id, report, ...use }) => {
      const path = `/v1/swarm/items/${encodeURIComponent(id)}`;
      const out: Record<string, unknown> = {};
      if (use.success !== undefined || use.rating !== undefined) Object.assign(out, asObject(await d.rest("POST", `${path}/use`, use)));
      if (report !== undefined) out.report = asObject(await d.rest("POST", `${path}/report`, { reason: report }));
      if (!Object.keys(out).length) return toolResult("Nothing to record: give success, rating or report.", out);
      return toolResult(`Recorded for shared item ${id}.`, out);
    }),
  );
}
