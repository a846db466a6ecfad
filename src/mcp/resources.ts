/**
 * The session-start context as resources: `engram://context` (cross-project) and
 * `engram://context/{project}` for each project the caller belongs to. A client that reads
 * resources at session start gets the same bundle as `get_context`, as markdown.
 */
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/server";
import { buildContextBundle } from "../context/bundle";
import { skillSource } from "../context/skills";
import { listProjects } from "../memory/projects";
import type { McpDeps } from "./deps";
import { DEFAULT_CONTEXT_TOKENS } from "./tools/get-context";

export const CONTEXT_URI = "engram://context";

async function contextMarkdown(d: McpDeps, project?: string): Promise<string> {
  const bundle = await buildContextBundle(d.deps, d.principal, { project, files: [], maxTokens: DEFAULT_CONTEXT_TOKENS }, skillSource(d.rest));
  return bundle.markdown;
}

export function registerResources(server: McpServer, d: McpDeps) {
  server.registerResource(
    "context",
    CONTEXT_URI,
    {
      title: "Session-start context",
      description: "Preferences, critical gotchas, open conflicts and cross-project knowledge, within 2000 tokens",
      mimeType: "text/markdown",
    },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: await contextMarkdown(d) }] }),
  );

  server.registerResource(
    "project-context",
    new ResourceTemplate(`${CONTEXT_URI}/{project}`, {
      list: async () => ({
        resources: (await listProjects(d.deps.db, d.principal)).map((p) => ({
          uri: `${CONTEXT_URI}/${encodeURIComponent(p.name)}`,
          name: `context-${p.name}`,
          title: `Context: ${p.name}`,
          mimeType: "text/markdown",
        })),
      }),
    }),
    {
      title: "Session-start context for a project",
      description: "Where we left off, critical gotchas, decisions and preferences for one project, within 2000 tokens",
      mimeType: "text/markdown",
    },
    async (uri, vars) => {
      const project = decodeURIComponent(String(vars.project));
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: await contextMarkdown(d, project) }] };
    },
  );
}
