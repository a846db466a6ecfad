import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { writeJudgment } from "../../judgment/schemas";
import { memoryInput, memoryView, writeStatus } from "../../memory/schemas";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";

/** MCP clients do not compute vectors; the server embeds. */
const input = memoryInput.omit({ embedding: true });
// Loose: a memory may carry fields added after this schema (clients reject unknown keys otherwise).
const output = z.looseObject({ memory: memoryView.loose(), status: writeStatus, duplicate_of: z.string().optional(), judgment: writeJudgment.optional() });

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "remember",
    {
      title: "Remember",
      description:
        "Store one memory: the essence of something worth knowing later (a decision and why, a gotcha and its fix, " +
        "a preference, a discovery, where something lives, where we left off). Same content in the same scope and " +
        "project is stored once.",
      inputSchema: strictArgs(input),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const outcome = await d.write({ kind: "create", inputs: [args], shape: "single" });
      const body = outcome.body as {
        memory: { id: string; type: string; scope: string; project: string | null; instruction_like?: boolean };
        status: "created" | "duplicate";
        judgment?: z.infer<typeof writeJudgment>;
        projects_created?: string[];
      };
      const m = body.memory;
      const where = m.project ? `${m.scope}, project ${m.project}` : m.scope;
      const verb = body.status === "created" ? "Remembered" : "Already remembered";
      const j = body.judgment;
      // Ids and counts only: the other memories' text is untrusted data and stays in the structured result.
      const notes = [
        body.projects_created?.length ? `Created project ${body.projects_created.join(", ")} (you own it).` : "",
        j?.conflicts.length ? `It contradicts ${j.conflicts.map((c) => c.memory_id).join(", ")}: ask the user which holds (list_conflicts).` : "",
        j?.suggested_supersessions.length ? `Looks like a change of ${j.suggested_supersessions.map((s) => s.memory_id).join(", ")}: supersede it if so.` : "",
        j?.overrides.length ? `Overrides the default ${j.overrides.map((o) => o.memory_id).join(", ")} in this project.` : "",
        m.instruction_like ? "Flagged: the text reads like instructions to a model; it is stored as data and recalled marked as such." : "",
      ].filter(Boolean);
      return toolResult([`${verb} ${m.type} ${m.id} (${where}).`, ...notes].join(" "), body);
    }),
  );
}
