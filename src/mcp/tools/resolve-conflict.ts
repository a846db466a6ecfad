import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { resolveConflictInput } from "../../lifecycle/schemas";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { asObject, passthrough } from "../rest-tool";

// The lifecycle's resolve schema; its merge rule (merged_content required) is checked by the route.
const input = z.object({
  id: z.string().min(1).max(64).describe("A conflict id (cfl_…)"),
  action: resolveConflictInput.shape.action.describe(
    "keep_left / keep_right: that side is right (the other is superseded, not deleted); both_valid: true in different contexts; merge: merged_content replaces both",
  ),
  note: resolveConflictInput.shape.note.describe("The user's words, or the context each side holds in"),
  merged_content: resolveConflictInput.shape.merged_content.describe("With merge: the combined memory"),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "resolve_conflict",
    {
      title: "Resolve a conflict",
      description: "Settle a flagged conflict the way the user decided: keep one side, mark both valid in different contexts, or merge. Nothing is deleted.",
      inputSchema: strictArgs(input),
      outputSchema: passthrough,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ id, ...body }) => {
      const result = asObject(await d.rest("POST", `/v1/conflicts/${encodeURIComponent(id)}/resolve`, body));
      return toolResult(`Resolved conflict ${id} (${body.action}).`, result);
    }),
  );
}
