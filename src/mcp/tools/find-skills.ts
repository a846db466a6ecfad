import type { McpServer } from "@modelcontextprotocol/server";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { skillSearchArgs } from "../knowledge-schemas";
import { guarded, toolResult } from "../errors";
import { asObject, fencedJson, passthrough } from "../rest-tool";

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "find_skills",
    {
      title: "Find skills",
      description: "Search the skill library for procedures that fit the task at hand (by name, description and triggers).",
      inputSchema: strictArgs(skillSearchArgs),
      outputSchema: passthrough,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ query, limit }) => {
      const params = new URLSearchParams({ query, ...(limit ? { limit: String(limit) } : {}) });
      const body = asObject(await d.rest("GET", `/v1/skills?${params}`));
      const n = Array.isArray(body.results) ? body.results.length : 0;
      return toolResult(fencedJson(`${n} skill(s) found.`, body), body);
    }),
  );
}
