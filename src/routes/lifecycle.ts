/** Judgment on one memory: feedback, usage, pin/unpin, restore, and its history. */
import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readParam } from "../http/validate";
import { writeThrough } from "../http/write-through";
import { memoryHistory } from "../lifecycle/history";
import { userStats } from "../lifecycle/stats";
import { feedbackInput, memoryWithStrength, usageInput } from "../lifecycle/schemas";
import { getVisibleMemory } from "../memory/read";

export const lifecycleRoutes = new Hono<AppEnv>();

const idParam = z.string().min(1).max(64);
const idemHeader = [{ name: "Idempotency-Key", description: "Retry-safe writes: same key and body → same response, applied once" }];
const change = z.object({ from: z.number(), to: z.number() });

// Feedback and usage are applied by the memory owner's writer, so every change to one row is
// serialized by one Durable Object even when teammates give feedback on a shared memory.
lifecycleRoutes.post("/memories/:id/feedback", async (c) => {
  const id = readParam(c, "id", idParam);
  const input = await readJson(c, feedbackInput);
  const owner = (await getVisibleMemory(c.get("deps").db, c.get("principal"), id)).user_id;
  return writeThrough(c, { kind: "feedback", id, input }, input, owner);
});
documentRoute({
  method: "post", path: "/v1/memories/{id}/feedback", tag: "lifecycle", params: ["id"], body: feedbackInput, headers: idemHeader,
  summary: "Judge a memory: CONFIRM +0.1, INCORRECT −0.3, OUTDATED −0.2 and needs review, FORGET archives (owner only); rating moves effectiveness",
  responses: {
    200: {
      description: "The memory after the feedback (FORGET: { id, archived_at })",
      schema: z.union([
        z.object({ memory: memoryWithStrength, change: z.object({ confidence: change, effectiveness: change }) }),
        z.object({ id: z.string(), archived_at: z.string() }),
      ]),
    },
  },
});

lifecycleRoutes.post("/memories/:id/usage", async (c) => {
  const id = readParam(c, "id", idParam);
  const input = await readJson(c, usageInput);
  const owner = (await getVisibleMemory(c.get("deps").db, c.get("principal"), id)).user_id;
  return writeThrough(c, { kind: "usage", id, input }, input, owner);
});
documentRoute({
  method: "post", path: "/v1/memories/{id}/usage", tag: "lifecycle", params: ["id"], body: usageInput, headers: idemHeader,
  summary: "Record that a memory was applied: success +0.01, failure −0.05 (or by severity); restarts the 30-day drift grace",
  responses: { 200: { description: "The memory after the usage", schema: z.object({ memory: memoryWithStrength, change: z.object({ confidence: change }) }) } },
});

for (const pinned of [true, false]) {
  const path = pinned ? "pin" : "unpin";
  lifecycleRoutes.post(`/memories/:id/${path}`, async (c) => {
    const id = readParam(c, "id", idParam);
    return writeThrough(c, { kind: "pin", id, pinned }, { id, pinned });
  });
  documentRoute({
    method: "post", path: `/v1/memories/{id}/${path}`, tag: "lifecycle", params: ["id"],
    summary: pinned ? "Pin: always strength 1, never decays or archived by thresholds (owner only)" : "Unpin (owner only)",
    responses: { 200: { description: "The memory", schema: z.object({ memory: memoryWithStrength }) } },
  });
}

lifecycleRoutes.post("/memories/:id/restore", async (c) => {
  const id = readParam(c, "id", idParam);
  return writeThrough(c, { kind: "restore", id }, { id });
});
documentRoute({
  method: "post", path: "/v1/memories/{id}/restore", tag: "lifecycle", params: ["id"],
  summary: "Bring an archived memory back into recall (owner only)",
  responses: { 200: { description: "The memory; restored=false if it was not archived", schema: z.object({ memory: memoryWithStrength, restored: z.boolean() }) } },
});

lifecycleRoutes.get("/memories/:id/history", async (c) => {
  const id = readParam(c, "id", idParam);
  await getVisibleMemory(c.get("deps").db, c.get("principal"), id);
  return c.json({ id, ...(await memoryHistory(c.get("deps").db, id)) });
});
documentRoute({
  method: "get", path: "/v1/memories/{id}/history", tag: "lifecycle", params: ["id"],
  summary: "Every confidence change with its reason, and every event on the memory",
  responses: {
    200: {
      description: "History, oldest first",
      schema: z.object({
        id: z.string(),
        confidence: z.array(z.object({ at: z.string(), from: z.number(), to: z.number(), reason: z.string(), by: z.string().nullable() })),
        events: z.array(z.object({ at: z.string(), kind: z.string(), user_id: z.string().nullable(), data: z.record(z.string(), z.unknown()) })),
      }),
    },
  },
});

lifecycleRoutes.get("/stats", async (c) => c.json(await userStats(c.get("deps").db, c.get("principal").userId, Date.now())));
documentRoute({
  method: "get", path: "/v1/stats", tag: "lifecycle",
  summary: "Your memory statistics: counts by type/tier/scope, storage, recall hit rate, usage success, stale share, conflicts, learnings per session",
  responses: {
    200: {
      description: "Rates are 0–1, null when there is nothing to measure",
      schema: z.object({
        memories: z.object({ live: z.number(), archived: z.number(), by_type: z.record(z.string(), z.number()), by_tier: z.record(z.string(), z.number()), by_scope: z.record(z.string(), z.number()), by_project: z.record(z.string(), z.number()).describe("By project name; \"\" for memories in no project") }),
        storage: z.object({ text_bytes: z.number(), vector_bytes: z.number(), total_bytes: z.number() }),
        recall_hit_rate: z.number().nullable().describe("Share of live memories recalled at least once"),
        usage_success_rate: z.number().nullable().describe("Successful uses / uses"),
        pattern_hit_rate: z.number().nullable().describe("Share of patterns applied at least once"),
        gotcha_prevention_rate: z.number().nullable().describe("Successful uses of gotchas / uses"),
        stale_share: z.number().nullable().describe("Share of live memories below the archive thresholds"),
        conflicts: z.object({ open: z.number(), resolved: z.number() }),
        learnings_per_session: z.number().nullable().describe("Non-episode memories per session id"),
      }),
    },
  },
});
