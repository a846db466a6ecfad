import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { skillUseArgs } from "../knowledge-schemas";
import { guarded, toolResult } from "../errors";
import { asObject, passthrough } from "../rest-tool";

const input = z.object({ id: z.string().min(1).max(64).describe("A skill id"), ...skillUseArgs.shape });

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "record_skill_use",
    {
      title: "Record a skill use",
      description: "After using a skill, record whether it worked (and how satisfied the user was), so good skills rise.",
      inputSchema: strictArgs(input),
      outputSchema: passthrough,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ id, ...body }) => {
      const result = asObject(await d.rest("POST", `/v1/skills/${encodeURIComponent(id)}/uses`, body));
      return toolResult(`Recorded a ${body.success ? "successful" : "failed"} use of skill ${id}.`, result);
    }),
  );
}
