import type { McpServer } from "@modelcontextprotocol/server";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { outcomeArgs } from "../knowledge-schemas";
import { guarded, toolResult } from "../errors";
import { asObject, fencedJson, passthrough } from "../rest-tool";

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "record_outcome",
    {
      title: "Record a task outcome",
      description:
        "Record a finished task: what was asked, whether it was verified, the errors met and their fixes, the " +
        "decisions, files and learnings. Engram keeps learnings only from verified success, and promotes " +
        "technology-agnostic ones to global knowledge.",
      inputSchema: strictArgs(outcomeArgs),
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
