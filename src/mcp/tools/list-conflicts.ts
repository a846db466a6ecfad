import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { asObject, fencedJson, passthrough } from "../rest-tool";

const input = z.object({
  status: z.enum(["open", "resolved", "all"]).optional().describe("Default: open"),
  limit: z.number().int().min(1).max(200).optional(),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "list_conflicts",
    {
      title: "List conflicts",
      description:
        "Memories that contradict each other (flagged, never silently resolved), each with both sides, when each was " +
        "said and a suggestion; resolve_conflict settles one once the user has decided which holds.",
      inputSchema: strictArgs(input),
      outputSchema: passthrough,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const query = new URLSearchParams(Object.entries(args).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
      const body = asObject(await d.rest("GET", `/v1/conflicts${query.size ? `?${query}` : ""}`));
      const n = Array.isArray(body.conflicts) ? body.conflicts.length : 0;
      return toolResult(fencedJson(`${n} conflict(s).`, body), body);
    }),
  );
}
