import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MEMORY_FIELDS } from "../../src/sync/wire.ts";

/**
 * A small stand-in for the Worker's write path, honouring Idempotency-Key the
 * way the contract says: the first request with a key creates, a repeat
 * returns the stored result with status "duplicate" (and, like the Worker, a
 * repeat with a different body is a 409). It counts every request and every
 * created memory so tests can prove exactly-once delivery.
 *
 * POST /v1/memories/batch behaves like the Worker's: up to 100 memories, all
 * or nothing; an invalid item fails the whole request with a 400 naming
 * `memories.N.field` (every failing item in `details.issues`).
 */
export interface MemoryService {
  url: string;
  /** One entry per memory sent, single or inside a batch. */
  requests: Array<{ key: string | undefined; content: string; auth: string | undefined }>;
  /** One entry per POST /v1/memories/batch request. */
  batches: Array<{ key: string | undefined; contents: string[] }>;
  /** Every HTTP request the service answered. */
  httpRequests: number;
  created: Map<string, { id: string; content: string }>;
  /** Called when a request has been stored but before the response is sent. */
  onStored?: (count: number) => Promise<void> | void;
  failNext: number;
  /** Batches to store and then answer 500 anyway (a response lost after the commit). */
  failAfterStore: number;
  /** Refuse batch bodies larger than this with a 413 naming no item (the Worker's body limit). */
  maxBatchBytes: number;
  close(): Promise<void>;
  server: Server;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (data += c));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

type Body = { content?: string; importance?: number; embedding?: { model?: string } };

/** The first problem with one memory, as the Worker would name it (null: valid). */
function problem(body: Body, field: (f: string) => string): { status: number; code: string; field: string; message: string } | null {
  // Like the Worker since issue 18: unknown fields are refused by name, not stripped.
  const stray = Object.keys(body).find((k) => !(MEMORY_FIELDS as readonly string[]).includes(k));
  if (stray) return { status: 400, code: "validation_failed", field: field(stray), message: "unknown field" };
  if (typeof body.content !== "string" || !body.content.trim()) return { status: 400, code: "validation_failed", field: field("content"), message: "content required" };
  if (body.importance !== undefined && !(body.importance >= 0 && body.importance <= 1))
    return { status: 400, code: "validation_failed", field: field("importance"), message: "Number must be less than or equal to 1" };
  if (body.embedding && body.embedding.model !== "qwen3-embedding-0.6b")
    return { status: 422, code: "embedding_mismatch", field: field("embedding.model"), message: "this service indexes qwen3-embedding-0.6b vectors" };
  return null;
}

export async function startMemoryService(apiKey = "test-key"): Promise<MemoryService> {
  const service = { requests: [], batches: [], httpRequests: 0, created: new Map(), failNext: 0, failAfterStore: 0, maxBatchBytes: Infinity } as unknown as MemoryService;
  const stored = new Map<string, { hash: string; status: number; body: unknown }>();
  let counter = 0;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  service.server = createServer(async (req, res) => {
    service.httpRequests++;
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${apiKey}`) return send(res, 401, { error: { code: "unauthorized", message: "bad key" } });
    const raw = await readBody(req);
    const key = req.headers["idempotency-key"] as string | undefined;
    const hash = createHash("sha256").update(`${req.url}\n${raw}`).digest("hex");
    const replay = () => {
      const prior = key ? stored.get(key) : undefined;
      if (!prior) return false;
      if (prior.hash !== hash) send(res, 409, { error: { code: "idempotency_key_reused", message: "Idempotency-Key was already used with a different request", details: { field: "Idempotency-Key" } } });
      else {
        res.setHeader("idempotent-replayed", "true");
        send(res, prior.status, prior.body);
      }
      return true;
    };
    if (req.method === "POST" && req.url === "/v1/recall") return send(res, 200, { results: [] }); // `login --check` asks this
    if (req.method === "POST" && req.url === "/v1/memories") {
      const body = JSON.parse(raw) as Body;
      service.requests.push({ key, content: body.content ?? "", auth });
      if (service.failNext > 0) {
        service.failNext--;
        return send(res, 503, { error: { code: "unavailable", message: "try later" } });
      }
      // Like the Worker: a stored key answers again (same body) or 409s (another body); refused
      // requests store nothing under their key.
      if (replay()) return;
      const bad = problem(body, (f) => f);
      if (bad) return send(res, bad.status === 422 ? 400 : bad.status, { error: { code: bad.code === "embedding_mismatch" ? "embedding_model_mismatch" : "invalid_input", message: bad.message, details: { field: bad.field } } });
      const memory = { id: `m${++counter}`, content: body.content! };
      service.created.set(key ?? memory.id, memory);
      const answer = { memory, status: "created" };
      if (key) stored.set(key, { hash, status: 201, body: answer });
      await service.onStored?.(service.created.size);
      return send(res, 201, answer);
    }
    if (req.method === "POST" && req.url === "/v1/memories/batch") {
      const body = JSON.parse(raw) as { memories?: Body[] };
      const memories = body.memories ?? [];
      service.batches.push({ key, contents: memories.map((m) => m.content ?? "") });
      for (const m of memories) service.requests.push({ key, content: m.content ?? "", auth });
      if (service.failNext > 0) {
        service.failNext--;
        return send(res, 503, { error: { code: "unavailable", message: "try later" } });
      }
      if (replay()) return;
      if (raw.length > service.maxBatchBytes) return send(res, 413, { error: { code: "payload_too_large", message: "request body too large", details: { field: "memories" } } });
      if (!memories.length || memories.length > 100) return send(res, 400, { error: { code: "validation_failed", message: "memories: 1 to 100 memories per batch", details: { field: "memories" } } });
      const issues = memories.flatMap((m, i) => {
        const bad = problem(m, (f) => `memories.${i}.${f}`);
        return bad ? [bad] : [];
      });
      const first = issues[0];
      if (first) return send(res, first.status, { error: { code: first.code, message: `${first.field}: ${first.message}`, details: { field: first.field, issues: issues.map((i) => ({ field: i.field, message: i.message })) } } });
      const results = memories.map((m) => {
        const memory = { id: `m${++counter}`, content: m.content! };
        service.created.set(memory.id, memory);
        return { id: memory.id, status: "created" };
      });
      const answer = { results };
      if (key) stored.set(key, { hash, status: 201, body: answer });
      await service.onStored?.(service.created.size);
      if (service.failAfterStore > 0) {
        service.failAfterStore--;
        return send(res, 500, { error: { code: "internal", message: "response lost after commit" } });
      }
      return send(res, 201, answer);
    }
    send(res, 404, { error: { code: "not_found", message: "no route" } });
  });
  await new Promise<void>((resolve) => service.server.listen(0, "127.0.0.1", resolve));
  service.url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise<void>((resolve) => {
      service.server.closeAllConnections();
      service.server.close(() => resolve());
    });
  return service;
}
