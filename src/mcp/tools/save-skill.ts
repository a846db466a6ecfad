import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { projectName } from "../../memory/schemas";
import type { McpDeps } from "../deps";
import { guarded, toolResult } from "../errors";
import { asObject, passthrough } from "../rest-tool";

const text = (max: number) => z.string().trim().min(1).max(max);
const input = z.object({
  name: text(200).describe("Short, verb-first, e.g. analyze-csv-for-user"),
  description: text(2000).describe("What it does and when to use it"),
  triggers: z.array(text(200)).min(1).max(20).describe("Phrases or situations that call for it"),
  prerequisites: z.array(text(500)).max(20).optional(),
  body: text(64 * 1024).describe("The code or step-by-step procedure"),
  uses_skills: z.array(text(64)).max(20).optional().describe("Ids of skills this one builds on"),
  project: projectName.optional(),
});

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "save_skill",
    {
      title: "Save a skill",
      description: "Store a reusable procedure that worked (a Voyager-style skill), so the next similar request starts from it.",
      inputSchema: input,
      outputSchema: passthrough,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const body = asObject(await d.rest("POST", "/v1/skills", args));
      const skill = asObject(body.skill ?? body);
      return toolResult(`Saved skill ${String(skill.name ?? args.name)}${skill.id ? ` (${String(skill.id)})` : ""}.`, body);
    }),
  );
}
