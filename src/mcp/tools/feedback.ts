import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { EngramError } from "../../errors";
import { feedbackInput, usageInput } from "../../lifecycle/schemas";
import type { McpDeps } from "../deps";
import { strictArgs } from "../strict-args";
import { guarded, toolResult } from "../errors";
import { asObject, idArg, passthrough } from "../rest-tool";

// The lifecycle's own schemas, so the tool and the REST routes cannot drift apart.
const input = z.object({
  id: idArg,
  type: feedbackInput.shape.type
    .optional()
    .describe("CONFIRM: still right; INCORRECT: wrong; OUTDATED: was right, no longer; FORGET: archive it"),
  rating: feedbackInput.shape.rating,
  comment: feedbackInput.shape.comment,
  used: usageInput.optional().describe("Record that the memory was used, and whether that worked"),
});
const output = z.looseObject({ id: z.string(), feedback: passthrough.optional(), usage: passthrough.optional() });

export function register(server: McpServer, d: McpDeps) {
  server.registerTool(
    "feedback",
    {
      title: "Feedback on a memory",
      description:
        "Tell Engram whether a memory was right and useful: type CONFIRM / INCORRECT / OUTDATED / FORGET with an " +
        "optional 1–10 rating, and/or `used` with success or failure after acting on it. Confidence and " +
        "effectiveness move accordingly; wrong memories fade instead of misleading again.",
      inputSchema: strictArgs(input),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ id, type, rating, comment, used }) => {
      if (!type && !used) throw new EngramError("validation_failed", "type: give type (feedback) or used (usage), or both", { field: "type" });
      if (!type && (rating !== undefined || comment !== undefined)) {
        throw new EngramError("validation_failed", "type: required with rating or comment", { field: "type" });
      }
      const path = `/v1/memories/${encodeURIComponent(id)}`;
      const result: { id: string; feedback?: Record<string, unknown>; usage?: Record<string, unknown> } = { id };
      if (type) result.feedback = asObject(await d.rest("POST", `${path}/feedback`, { type, rating, comment }));
      if (used) result.usage = asObject(await d.rest("POST", `${path}/usage`, used));
      const done = [type && `feedback ${type}${rating ? ` (rating ${rating})` : ""}`, used && `use (${used.success ? "success" : "failure"})`];
      return toolResult(`Recorded ${done.filter(Boolean).join(" and ")} for ${id}.`, result);
    }),
  );
}
