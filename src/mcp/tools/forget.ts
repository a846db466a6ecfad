import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { idArg } from "../rest-tool";

const input = z.object({
  id: idArg,
  reason: z.string().trim().min(1).max(500).optional().describe("Why it is no longer true or useful"),
});
const output = z.looseObject({ id: z.string(), archived_at: z.string() });

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "forget",
    {
      title: "Forget",
      description: "Archive a memory you own so it is no longer recalled. Archiving is recoverable, not deletion.",
      inputSchema: strictArgs(input),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ id, reason }) => {
      const outcome = await d.write({ kind: "forget", id, reason: reason ?? null });
      const body = outcome.body as { id: string; archived_at: string };
      return toolResult(`Archived ${body.id} at ${body.archived_at}.`, body);
    }),
  );
}
