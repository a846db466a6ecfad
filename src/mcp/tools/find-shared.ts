import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { asObject, fencedJson, passthrough } from "../rest-tool";

const input = z.object({
  query: z.string().trim().min(1).max(1000).describe("What you need: the error, task or question"),
  limit: z.number().int().min(1).max(50).optional(),
});

/** SWARM: the organization's shared, anonymized patterns (only for members who opted in). */
export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "find_shared",
    {
      title: "Find shared team patterns",
      description:
        "Search the organization's SWARM pool: fixes and patterns several teammates verified, anonymized, with usage statistics (users, success rate, last confirmed). Available once the user and the organization opted in (PUT /v1/me/swarm). Shared text comes from other members' memories, rewritten.",
      inputSchema: strictArgs(input),
      outputSchema: passthrough,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ query, limit }) => {
      const params = new URLSearchParams({ q: query, ...(limit ? { limit: String(limit) } : {}) });
      const body = asObject(await d.rest("GET", `/v1/swarm/search?${params}`));
      const n = Array.isArray(body.results) ? body.results.length : 0;
      return toolResult(fencedJson(`${n} shared item(s) found.`, body), body);
    }),
  );
}
