/** Export (NDJSON of the caller's own memories, every field) and import of the same format. */
import { Hono } from "hono";
import { z } from "zod";
import { EngramError, type Result, unwrapResult } from "../errors";
import { userWriter, type WriteOutcome } from "../durable/user-writer";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { zodToError } from "../http/validate";
import { userExportLines } from "../lifecycle/export";
import { IMPORT_MAX_LINES, importLine, importStatus, type ImportLine } from "../lifecycle/schemas";
import { processOutbox } from "../write/indexing";
import { LIMITS } from "../memory/types";

export const transferRoutes = new Hono<AppEnv>();

const exportQuery = z.object({ archived: z.enum(["true", "false"]).default("true").describe("Include archived memories (default true)") });

transferRoutes.get("/export", (c) => {
  const q = exportQuery.safeParse(c.req.query());
  if (!q.success) throw zodToError(q.error, "query");
  const lines = userExportLines(c.env.DB, c.get("principal").userId, { includeArchived: q.data.archived === "true" });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
  });
  return new Response(stream, { headers: { "content-type": "application/x-ndjson; charset=utf-8" } });
});
documentRoute({
  method: "get", path: "/v1/export", tag: "transfer", query: exportQuery,
  summary: "Your own memories as NDJSON, one memory per line with every field (timestamps, counters, drift_days); the format /v1/import takes",
  responses: { 200: { description: "application/x-ndjson" } },
});

const CHUNK = 100;

transferRoutes.post("/import", async (c) => {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > LIMITS.bodyBytes) throw new EngramError("payload_too_large", `body exceeds ${LIMITS.bodyBytes} bytes`);
  const text = await c.req.text();
  if (text.length > LIMITS.bodyBytes) throw new EngramError("payload_too_large", `body exceeds ${LIMITS.bodyBytes} bytes`);
  const raw = text.split("\n").map((l, i) => ({ n: i + 1, l: l.trim() })).filter((x) => x.l);
  if (!raw.length) throw new EngramError("validation_failed", "lines: no NDJSON lines in the body", { field: "lines" });
  if (raw.length > IMPORT_MAX_LINES) throw new EngramError("payload_too_large", `lines: at most ${IMPORT_MAX_LINES} per request`, { field: "lines" });
  // Validate every line before storing anything.
  const lines: ImportLine[] = raw.map(({ n, l }) => {
    let value: unknown;
    try {
      value = JSON.parse(l);
    } catch (err) {
      throw new EngramError("invalid_json", `line ${n} is not valid JSON: ${(err as Error).message}`, { field: `lines.${n}` });
    }
    const r = importLine.safeParse(value);
    if (!r.success) {
      const e = zodToError(r.error);
      const field = `lines.${n}.${(e.details as { field: string }).field}`;
      throw new EngramError(e.code, `${field}: ${e.message.split(": ").slice(1).join(": ")}`, { field });
    }
    return r.data;
  });
  const p = c.get("principal");
  const writer = userWriter(c.env, p.userId);
  const results: unknown[] = [];
  const indexIds: string[] = [];
  // Each chunk is one atomic batch; the whole import is idempotent, so a retry after a failed chunk is safe.
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = lines.slice(i, i + CHUNK);
    const r = (await writer.write(p, { kind: "import", lines: chunk, lineNumbers: raw.slice(i, i + CHUNK).map((x) => x.n) }, null)) as Result<WriteOutcome>;
    const outcome = unwrapResult(r);
    results.push(...(outcome.body as { results: unknown[] }).results);
    indexIds.push(...outcome.indexIds);
  }
  if (indexIds.length) {
    c.executionCtx.waitUntil(processOutbox(c.get("deps"), { memoryIds: indexIds }).catch((err) => console.warn("indexing deferred to cron", err)));
  }
  const count = (s: string) => results.filter((r) => (r as { status: string }).status === s).length;
  return c.json({ results, created: count("created"), exists: count("exists"), duplicate: count("duplicate") });
});
documentRoute({
  method: "post", path: "/v1/import", tag: "transfer",
  summary: "Import NDJSON export lines (application/x-ndjson): ids, timestamps, confidence and counters preserved; idempotent",
  responses: {
    200: {
      description: "Per-line result",
      schema: z.object({
        results: z.array(z.object({ line: z.number(), id: z.string(), status: importStatus })),
        created: z.number(), exists: z.number(), duplicate: z.number(),
      }),
    },
  },
});
