import type { McpServer } from "@modelcontextprotocol/server";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { skillArgs } from "../knowledge-schemas";
import { guarded, toolResult } from "../errors";
import { defuseFence } from "../../context/display";
import { asObject, passthrough } from "../rest-tool";

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "save_skill",
    {
      title: "Save a skill",
      description: "Store a reusable procedure or code that worked (a Voyager-style skill), so the next similar request starts from it. Saving a name you already have adds a version.",
      inputSchema: strictArgs(skillArgs),
      outputSchema: passthrough,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const body = asObject(await d.rest("POST", "/v1/skills", args));
      const skill = asObject(body.skill ?? body);
      return toolResult(`Saved skill ${defuseFence(String(skill.name ?? args.name))}${skill.id ? ` (${String(skill.id)})` : ""}.`, body);
    }),
  );
}
