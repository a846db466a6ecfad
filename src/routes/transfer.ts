/** Export (NDJSON of the caller's own memories, every field) and import of the same format. */
import { Hono } from "hono";
import { z } from "zod";
import { EngramError, type Result, unwrapResult } from "../errors";
import { userWriter, type WriteOutcome } from "../durable/user-writer";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { parseJsonText, parseWith, readBodyText, zodToError } from "../http/validate";
import { userExportLines } from "../lifecycle/export";
import { IMPORT_MAX_LINES, importLine, importStatus, type ImportLine } from "../lifecycle/schemas";
import { processOutbox } from "../write/indexing";
import { projectName } from "../memory/schemas";
import { projectNamed, seedFilesToItems } from "../lifecycle/seed-import";

export const transferRoutes = new Hono<AppEnv>();

const exportQuery = z.object({ archived: z.enum(["true", "false"]).default("true").describe("Include archived memories (default true)") });

transferRoutes.get("/export", (c) => {
  const q = exportQuery.safeParse(c.req.query());
  if (!q.success) throw zodToError(q.error, "query");
  const lines = userExportLines(c.get("deps").db, c.get("principal").userId, { includeArchived: q.data.archived === "true" });
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

const seedImportInput = z.object({
  files: z
    .record(z.string().min(1).max(300), z.string())
    .refine((f) => Object.keys(f).length > 0, { message: "at least one file" })
    .describe("Path → file text: patterns/*.yaml, gotchas/*.yaml, preferences.yaml, project-context.yaml (seed 000), memory.md (seed 002)"),
  project: projectName.optional().describe("Project for project-context.yaml and memory.md items (default: project.name in project-context.yaml)"),
});

/** Validates one converted object as an import line, naming `where` in the error. */
function checkLine(value: unknown, where: string): ImportLine {
  const r = importLine.safeParse(value);
  if (r.success) return r.data;
  const e = zodToError(r.error);
  const field = `${where}.${(e.details as { field: string }).field}`;
  throw new EngramError(e.code, `${field}: ${e.message.split(": ").slice(1).join(": ")}`, { field });
}

function ndjsonLines(text: string): { lines: ImportLine[]; numbers: number[] } {
  const raw = text.split("\n").map((l, i) => ({ n: i + 1, l: l.trim() })).filter((x) => x.l);
  if (!raw.length) throw new EngramError("validation_failed", "lines: no NDJSON lines in the body", { field: "lines" });
  if (raw.length > IMPORT_MAX_LINES) throw new EngramError("payload_too_large", `lines: at most ${IMPORT_MAX_LINES} per request`, { field: "lines" });
  // Validate every line before storing anything.
  const lines = raw.map(({ n, l }) => {
    return checkLine(parseJsonText(l, `lines.${n}`), `lines.${n}`);
  });
  return { lines, numbers: raw.map((x) => x.n) };
}

function seedLines(text: string): { lines: ImportLine[]; numbers: number[]; origins: string[] } {
  const input = parseWith(seedImportInput, parseJsonText(text));
  const project = input.project ?? projectNamed(input.files);
  const items = seedFilesToItems(input.files);
  if (items.length > IMPORT_MAX_LINES) throw new EngramError("payload_too_large", `files: at most ${IMPORT_MAX_LINES} memories per request`, { field: "files" });
  const lines = items.map((item) => {
    const local = /(project-context\.ya?ml|memory\.md)#/i.test(item.origin);
    if (local && !project && /project-context/i.test(item.origin)) {
      throw new EngramError("validation_failed", "project: required for project-context.yaml without project.name", { field: "project" });
    }
    return checkLine(local && project ? { ...item.line, project } : item.line, `files.${item.origin}`);
  });
  return { lines, numbers: items.map((_, i) => i + 1), origins: items.map((i) => i.origin) };
}

transferRoutes.post("/import", async (c) => {
  const text = await readBodyText(c.req.raw);
  const isJson = /^application\/json\b/i.test(c.req.header("content-type") ?? "");
  const parsed: { lines: ImportLine[]; numbers: number[]; origins?: string[] } = isJson ? seedLines(text) : ndjsonLines(text);

  const p = c.get("principal");
  const writer = userWriter(c.env, p.userId);
  const results: { line: number; id: string; status: string; origin?: string }[] = [];
  const indexIds: string[] = [];
  // Each chunk is one atomic batch; the whole import is idempotent, so a retry after a failed chunk is safe.
  for (let i = 0; i < parsed.lines.length; i += CHUNK) {
    const command = { kind: "import" as const, lines: parsed.lines.slice(i, i + CHUNK), lineNumbers: parsed.numbers.slice(i, i + CHUNK) };
    const outcome = unwrapResult((await writer.write(p, command, null)) as Result<WriteOutcome>);
    results.push(...(outcome.body as { results: { line: number; id: string; status: string }[] }).results);
    indexIds.push(...outcome.indexIds);
  }
  if (parsed.origins) for (const r of results) r.origin = parsed.origins[r.line - 1];
  if (indexIds.length) {
    c.executionCtx.waitUntil(processOutbox(c.get("deps"), { memoryIds: indexIds }).catch((err) => console.warn("indexing deferred to cron", err)));
  }
  const count = (s: string) => results.filter((r) => r.status === s).length;
  return c.json({ results, created: count("created"), exists: count("exists"), duplicate: count("duplicate") });
});
documentRoute({
  method: "post", path: "/v1/import", tag: "transfer",
  body: seedImportInput,
  summary:
    "Import NDJSON export lines (Content-Type application/x-ndjson: ids, timestamps, confidence and counters preserved), or, as JSON, " +
    "the seed file layouts (patterns/*.yaml, gotchas/*.yaml, preferences.yaml, project-context.yaml, memory.md). Idempotent.",
  responses: {
    200: {
      description: "Per-line result",
      schema: z.object({
        results: z.array(z.object({ line: z.number(), id: z.string(), status: importStatus, origin: z.string().optional().describe("file#item, for seed layouts") })),
        created: z.number(), exists: z.number(), duplicate: z.number(),
      }),
    },
  },
});
