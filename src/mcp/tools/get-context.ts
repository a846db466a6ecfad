import type { McpServer } from "@modelcontextprotocol/server";
import { buildContextBundle } from "../../context/bundle";
import { contextArgs, contextBundleView } from "../../context/schemas";
import { skillSource } from "../../context/skills";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";

export const DEFAULT_CONTEXT_TOKENS = 2000;

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "get_context",
    {
      title: "Session-start context",
      description:
        "What to know before starting work, within a token budget: open conflicts awaiting the user's decision, critical " +
        "gotchas, past fixes for the current error, where the open files' code lives, where we left off, preferences, " +
        "project context and skills: the bundle a session starts from (also the engram://context resources).",
      inputSchema: strictArgs(contextArgs),
      outputSchema: contextBundleView,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const bundle = await buildContextBundle(
        d.deps,
        d.principal,
        { project: args.project, files: args.files ?? [], error: args.error, maxTokens: args.max_tokens ?? DEFAULT_CONTEXT_TOKENS },
        skillSource(d.rest),
      );
      return toolResult(bundle.markdown, bundle as unknown as Record<string, unknown>);
    }),
  );
}
