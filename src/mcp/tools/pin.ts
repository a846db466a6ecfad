import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { asObject, idArg, passthrough } from "../rest-tool";

const input = z.object({
  id: idArg,
  pinned: z.boolean().default(true).describe("true pins (always relevant, never decays); false unpins"),
});
const output = z.looseObject({ id: z.string(), pinned: z.boolean(), result: passthrough });

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "pin",
    {
      title: "Pin or unpin a memory",
      description: "Pin a memory so it is always relevant and never fades (or unpin it with pinned: false).",
      inputSchema: strictArgs(input),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ id, pinned }) => {
      const result = asObject(await d.rest("POST", `/v1/memories/${encodeURIComponent(id)}/${pinned ? "pin" : "unpin"}`));
      return toolResult(`${pinned ? "Pinned" : "Unpinned"} ${id}.`, { id, pinned, result });
    }),
  );
}
