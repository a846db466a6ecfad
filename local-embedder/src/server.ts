import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadEmbedder, type LoadOptions } from "./embed/load-embedder.ts";
import { PriorityEmbedder } from "./embed/priority-scheduler.ts";
import type { Embedder, EmbedKind } from "./embed/types.ts";
import { scrub } from "./privacy/scrub.ts";
import type { ScrubOptions } from "./privacy/types.ts";

/**
 * The localhost companion server the Worker's `npm run dev` calls:
 *   GET  /health  -> { ok, ready, model, dimension, device }
 *   POST /embed   { texts: string[], kind?: "query" | "document" } -> { model, dimension, vectors }
 *                 (one model call at a time; queries before queued document chunks)
 *   POST /scrub   { text } -> { text, findings, report }
 * It listens at once and loads the model in the background; /embed waits for
 * the load, so a caller that starts both processes together needs no retry loop.
 */
export interface ServerOptions {
  port?: number;
  host?: string;
  modelDir?: string;
  device?: string;
  dimension?: number;
  dtype?: "fp32" | "fp16" | "q8" | "q4" | "q4f16";
  privacy?: ScrubOptions;
  /** Inject a ready embedder (tests) instead of loading one. */
  embedder?: Embedder | Promise<Embedder>;
  /** Texts per model call for document requests; queries are served between chunks (default 4). */
  documentChunk?: number;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  ready: Promise<Embedder>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;
const MAX_TEXTS = 512;

class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly details?: unknown) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
  res.end(json);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "payload_too_large", `body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
    return parsed as Record<string, unknown>;
  } catch {
    throw new HttpError(400, "invalid_json", "body must be a JSON object");
  }
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? ((line: string) => process.stderr.write(line + "\n"));
  const loadOpts: LoadOptions = { modelDir: opts.modelDir, device: opts.device, dimension: opts.dimension, dtype: opts.dtype, log };
  // Queries go ahead of queued document chunks (see PriorityEmbedder): recall never waits out a
  // background indexing batch.
  const ready = Promise.resolve(opts.embedder ?? loadEmbedder(loadOpts)).then((e) => new PriorityEmbedder(e, opts.documentChunk));
  let embedder: Embedder | undefined;
  let loadError: Error | undefined;
  ready.then(
    (e) => {
      embedder = e;
      log(`engram serve: ready (${e.model}, ${e.dimension}-d, ${e.device})`);
    },
    (e: Error) => {
      loadError = e;
      log(`engram serve: model failed to load: ${e.message}`);
    },
  );

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (req.method === "GET" && path === "/health") {
      return send(res, 200, {
        ok: !loadError,
        ready: Boolean(embedder),
        model: embedder?.model ?? null,
        dimension: embedder?.dimension ?? null,
        device: embedder?.device ?? null,
        ...(loadError ? { error: loadError.message } : {}),
      });
    }
    if (req.method === "POST" && path === "/embed") {
      const body = await readJson(req);
      const { texts, kind = "document" } = body as { texts?: unknown; kind?: unknown };
      if (!Array.isArray(texts) || !texts.every((t) => typeof t === "string")) throw new HttpError(400, "invalid_input", "texts must be an array of strings", { field: "texts" });
      if (texts.length > MAX_TEXTS) throw new HttpError(413, "too_many_texts", `at most ${MAX_TEXTS} texts per request`, { field: "texts" });
      if (kind !== "query" && kind !== "document") throw new HttpError(400, "invalid_input", 'kind must be "query" or "document"', { field: "kind" });
      let model: Embedder;
      try {
        model = await ready;
      } catch (error) {
        throw new HttpError(503, "model_unavailable", (error as Error).message);
      }
      return send(res, 200, await model.embed(texts as string[], kind as EmbedKind));
    }
    if (req.method === "POST" && path === "/scrub") {
      const body = await readJson(req);
      if (typeof body.text !== "string") throw new HttpError(400, "invalid_input", "text must be a string", { field: "text" });
      const result = scrub(body.text, opts.privacy);
      return send(res, 200, { text: result.text, findings: result.findings.map(({ type, start, end }) => ({ type, start, end })), report: result.report });
    }
    throw new HttpError(404, "not_found", `no route ${req.method} ${path}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return send(res, error.status, { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } });
      log(`engram serve: ${(error as Error).stack ?? String(error)}`);
      send(res, 500, { error: { code: "internal", message: "embedding failed" } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 8788, opts.host ?? "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = opts.host ?? "127.0.0.1";
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    server,
    ready,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
