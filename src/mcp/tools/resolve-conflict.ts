import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { guarded, toolResult } from "../errors";
import { asObject, passthrough } from "../rest-tool";

const input = z.object({
  id: z.string().min(1).max(64).describe("A conflict id (cfl_…)"),
  action: z
    .enum(["keep", "both_valid", "merge"])
    .describe("keep: one side is right (give keep_id); both_valid: true in different contexts; merge: combine them"),
  keep_id: z.string().min(1).max(64).optional().describe("With keep: the memory that is right"),
  merged_content: z.string().trim().min(1).max(8192).optional().describe("With merge: the combined memory"),
  note: z.string().trim().min(1).max(2000).optional().describe("The user's words, or the context each side holds in"),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "resolve_conflict",
    {
      title: "Resolve a conflict",
      description: "Settle a flagged conflict the way the user decided: keep one side, mark both valid in different contexts, or merge.",
      inputSchema: input,
      outputSchema: passthrough,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ id, ...body }) => {
      const result = asObject(await d.rest("POST", `/v1/conflicts/${encodeURIComponent(id)}/resolve`, body));
      return toolResult(`Resolved conflict ${id} (${body.action}).`, result);
    }),
  );
}
