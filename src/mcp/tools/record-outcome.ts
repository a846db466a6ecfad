import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { projectName } from "../../memory/schemas";
import type { McpDeps } from "../deps";
import { guarded, toolResult } from "../errors";
import { asObject, fencedJson, passthrough } from "../rest-tool";

const text = (max: number) => z.string().trim().min(1).max(max);
const input = z.object({
  input: text(8000).describe("The task as it was asked"),
  type: text(100).optional().describe("Kind of task, e.g. bugfix, feature, refactor, research"),
  verified: z.boolean().describe("Was the result verified to work (tests passed, user confirmed)? Learnings come only from verified success"),
  errors: z
    .array(z.object({ error: text(4000), solution: text(4000).optional() }))
    .max(50)
    .optional()
    .describe("Errors met on the way and what solved them"),
  decisions: z.array(text(2000)).max(50).optional().describe("Decisions made, each with its reason"),
  files: z.array(text(1000)).max(100).optional().describe("Files touched"),
  project: projectName.optional(),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "record_outcome",
    {
      title: "Record a task outcome",
      description:
        "At the end of a task, record what was done, whether it was verified, the errors met and their fixes, the " +
        "decisions and files. Engram extracts learnings (gotchas, patterns, decisions, locations) from verified success.",
      inputSchema: input,
      outputSchema: passthrough,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const body = asObject(await d.rest("POST", "/v1/outcomes", args));
      // The answer may quote extracted learnings: stored text, so it is fenced as data.
      return toolResult(fencedJson(`Outcome recorded${args.verified ? "" : " (not verified: no learnings are extracted from it)"}.`, body), body);
    }),
  );
}
