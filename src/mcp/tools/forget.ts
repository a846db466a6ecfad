import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { idArg } from "../rest-tool";

const input = z.object({
  id: idArg,
  reason: z.string().trim().min(1).max(500).optional().describe("Why it is no longer true or useful"),
  erase: z
    .boolean()
    .optional()
    .describe("true: erase for good instead of archiving — the memory and every copy (history, vectors, archive copy; backups at their next rotation). Only when the user asks for deletion; not recoverable"),
});
const output = z.looseObject({ id: z.string(), archived_at: z.string().optional(), erased: z.boolean().optional(), erased_at: z.string().optional() });

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "forget",
    {
      title: "Forget",
      description: "Archive a memory you own so it is no longer recalled. Archiving is recoverable, not deletion; with erase: true the memory and every copy are deleted for good (only when the user asks for that).",
      inputSchema: strictArgs(input),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ id, reason, erase }) => {
      if (erase) {
        const erased = (await d.write({ kind: "erase", id })).body as { id: string; erased_at: string };
        return toolResult(`Erased ${erased.id} at ${erased.erased_at}: it and its copies are gone (backups follow at their next rotation).`, erased);
      }
      const outcome = await d.write({ kind: "forget", id, reason: reason ?? null });
      const body = outcome.body as { id: string; archived_at: string };
      return toolResult(`Archived ${body.id} at ${body.archived_at}.`, body);
    }),
  );
}
