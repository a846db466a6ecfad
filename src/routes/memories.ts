import { Hono } from "hono";
import { z } from "zod";
import { batchItemJudgment, writeJudgment } from "../judgment/schemas";
import { readJson, readQuery, readParam } from "../http/validate";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { writeThrough } from "../http/write-through";
import { getVisibleMemory, listMemories } from "../memory/read";
import { batchInput, listQuery, memoryInput, memoryPatch, memoryView, writeStatus } from "../memory/schemas";
import { toMemoryView } from "../memory/view";
import { withStrength } from "../lifecycle/feedback";
import type { LifecycleRecord } from "../lifecycle/record";
import { memoryWithStrength } from "../lifecycle/schemas";

export const memoryRoutes = new Hono<AppEnv>();

const projectsCreated = z.array(z.string()).optional()
  .describe("Present when this write created a project: writing to an unused project name creates it, with you as owner");
const singleWriteResult = z.object({
  memory: memoryView,
  status: writeStatus,
  duplicate_of: z.string().optional().describe("Present when status is duplicate: the stored memory's id"),
  judgment: writeJudgment,
  projects_created: projectsCreated,
});
const idemHeader = [{ name: "Idempotency-Key", description: "Retry-safe writes: same key and body → same response, stored once" }];
const idParam = z.string().min(1).max(64);

memoryRoutes.post("/memories", async (c) => {
  const body = await readJson(c, memoryInput);
  return writeThrough(c, { kind: "create", inputs: [body], shape: "single" }, body);
});
documentRoute({
  method: "post", path: "/v1/memories", tag: "memories", summary: "Remember one memory", body: memoryInput, headers: idemHeader,
  responses: {
    201: { description: "Created, with what judgment found (conflicts opened, suggested supersessions, overrides)", schema: singleWriteResult },
    200: {
      description: "Already stored: the same or a near-duplicate content in the same scope and project (duplicate_of names it; tags and source were merged into it, the text kept in its history)",
      schema: singleWriteResult,
    },
  },
});

memoryRoutes.post("/memories/batch", async (c) => {
  const body = await readJson(c, batchInput);
  return writeThrough(c, { kind: "create", inputs: body.memories, shape: "batch" }, body);
});
documentRoute({
  method: "post", path: "/v1/memories/batch", tag: "memories", summary: "Remember up to 100 memories atomically",
  body: batchInput, headers: idemHeader,
  responses: { 201: { description: "Per-item result", schema: z.object({ results: z.array(z.object({ id: z.string(), status: writeStatus, ...batchItemJudgment })), projects_created: projectsCreated }) } },
});

memoryRoutes.get("/memories", async (c) => {
  const q = readQuery(c, listQuery);
  const page = await listMemories(c.get("deps").db, c.get("principal"), q);
  return c.json({ memories: page.rows.map(toMemoryView), next_cursor: page.next_cursor });
});
documentRoute({
  method: "get", path: "/v1/memories", tag: "memories", summary: "List visible memories, newest first (or oldest), with filters", query: listQuery,
  responses: { 200: { description: "A page", schema: z.object({ memories: z.array(memoryView), next_cursor: z.string().nullable() }) } },
});

memoryRoutes.get("/memories/:id", async (c) => {
  const id = readParam(c, "id", idParam);
  // Lifecycle: the computed strength joins the stored scores (src/lifecycle/feedback.ts).
  return c.json({ memory: withStrength(await getVisibleMemory(c.get("deps").db, c.get("principal"), id) as LifecycleRecord, Date.now()) });
});
documentRoute({
  method: "get", path: "/v1/memories/{id}", tag: "memories", summary: "Read one memory", params: ["id"],
  responses: { 200: { description: "The memory", schema: z.object({ memory: memoryWithStrength }) } },
});

memoryRoutes.patch("/memories/:id", async (c) => {
  const id = readParam(c, "id", idParam);
  const patch = await readJson(c, memoryPatch);
  return writeThrough(c, { kind: "update", id, patch }, patch);
});
documentRoute({
  method: "patch", path: "/v1/memories/{id}", tag: "memories", summary: "Edit a memory you own", params: ["id"], body: memoryPatch,
  headers: idemHeader,
  responses: { 200: { description: "Updated", schema: z.object({ memory: memoryView }) } },
});

// The same bound as the MCP forget tool: the reason is stored with the archive event.
const forgetQuery = z.object({ reason: z.string().trim().min(1).max(500).optional().describe("Why it is no longer true or useful") });

memoryRoutes.delete("/memories/:id", async (c) => {
  const id = readParam(c, "id", idParam);
  const reason = readQuery(c, forgetQuery).reason ?? null;
  return writeThrough(c, { kind: "forget", id, reason }, { id, reason });
});
documentRoute({
  method: "delete", path: "/v1/memories/{id}", tag: "memories", summary: "Forget (archive, recoverable)", params: ["id"], query: forgetQuery,
  responses: { 200: { description: "Archived", schema: z.object({ id: z.string(), archived_at: z.string() }) } },
});

// Erase for real (lifecycle/erase.ts): the memory and every copy — history texts, vectors, the R2
// archive copy, working memory — now, and its lines in backups at their next rotation. Not recoverable.
memoryRoutes.post("/memories/:id/erase", async (c) => {
  const id = readParam(c, "id", idParam);
  return writeThrough(c, { kind: "erase", id }, { id });
});
documentRoute({
  method: "post", path: "/v1/memories/{id}/erase", tag: "memories", params: ["id"], headers: idemHeader,
  summary: "Erase a memory you own, for good: the row, its history texts, conflicts, extracted facts and orphaned entities, vectors and index entry, R2 archive copy and working-memory entry now; its lines in your backups at the next nightly rotation. Audited by id only (403 if you can see it but do not own it, 404 otherwise)",
  responses: { 200: { description: "Erased", schema: z.object({ id: z.string(), erased: z.literal(true), erased_at: z.string() }) } },
});
