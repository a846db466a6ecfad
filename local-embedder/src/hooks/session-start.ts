import { readConfig, dataDir, type EngramConfig } from "../config.ts";
import { detectProject } from "../cli/project.ts";
import { EngramClient } from "../sync/api-client.ts";
import { drainQueue } from "../sync/drain.ts";
import { Journal } from "../sync/journal.ts";
import { join } from "node:path";
import type { HookInput } from "./hook-input.ts";

interface RecallResult {
  content: string;
  type?: string;
}

/**
 * Builds the text the SessionStart hook prints (Claude Code adds a
 * SessionStart hook's stdout to the session's context). It asks the service
 * for the project's context bundle; if that route does not exist yet it falls
 * back to a recall; if the service cannot be reached it returns nothing.
 * It never throws: a memory outage must not get in the way of starting work.
 */
export async function sessionStartContext(input: HookInput, config: EngramConfig = readConfig(), log: (l: string) => void = () => {}): Promise<string> {
  if (!config.url || !config.apiKey) {
    log("engram: not logged in (run engram login); no context loaded");
    return "";
  }
  const project = detectProject(input.cwd ?? process.cwd(), undefined, config.project);
  const client = new EngramClient({ url: config.url, apiKey: config.apiKey }, 4_000);
  try {
    // Send what was captured while offline first, so the bundle includes it.
    await drainQueue(new Journal(join(dataDir(), "queue")), client, { maxItems: 25, budgetMs: 3_000, batchSize: config.batchSize });
  } catch (error) {
    log(`engram: sync skipped: ${(error as Error).message}`);
  }
  try {
    const maxTokens = config.contextMaxTokens ?? 2000;
    const ctx = await client.request<{ markdown?: string }>("GET", `/v1/context?project=${encodeURIComponent(project)}&max_tokens=${maxTokens}`);
    if (ctx.status === 200 && typeof ctx.body?.markdown === "string") return ctx.body.markdown.trim();
    if (ctx.status !== 404) {
      log(`engram: context unavailable (HTTP ${ctx.status})`);
      return "";
    }
    const recall = await client.request<{ results?: RecallResult[] }>("POST", "/v1/recall", {
      query: `${project}: decisions, gotchas, preferences and where we left off`,
      k: 8,
      project,
    });
    const results = recall.status === 200 ? (recall.body?.results ?? []) : [];
    if (!results.length) return "";
    return [`## Engram memory for ${project}`, "", ...results.map((r) => `- ${r.type ? `[${r.type}] ` : ""}${r.content.replace(/\s+/g, " ").trim()}`)].join("\n");
  } catch (error) {
    log(`engram: memory service unreachable (${(error as Error).message}); no context loaded`);
    return "";
  }
}
