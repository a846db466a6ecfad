import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for the Worker's write path, honouring Idempotency-Key the
 * way the contract says: the first request with a key creates, a repeat
 * returns the stored result with status "duplicate". It counts every request
 * and every created memory so tests can prove exactly-once delivery.
 */
export interface MemoryService {
  url: string;
  requests: Array<{ key: string | undefined; content: string; auth: string | undefined }>;
  created: Map<string, { id: string; content: string }>;
  /** Called when a request has been stored but before the response is sent. */
  onStored?: (count: number) => Promise<void> | void;
  failNext: number;
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

export async function startMemoryService(apiKey = "test-key"): Promise<MemoryService> {
  const service = { requests: [], created: new Map(), failNext: 0 } as unknown as MemoryService;
  let counter = 0;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  service.server = createServer(async (req, res) => {
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${apiKey}`) return send(res, 401, { error: { code: "unauthorized", message: "bad key" } });
    const raw = await readBody(req);
    if (req.method === "POST" && req.url === "/v1/memories") {
      const body = JSON.parse(raw) as { content?: string };
      const key = req.headers["idempotency-key"] as string | undefined;
      service.requests.push({ key, content: body.content ?? "", auth });
      if (service.failNext > 0) {
        service.failNext--;
        return send(res, 503, { error: { code: "unavailable", message: "try later" } });
      }
      const vector = (body as { embedding?: { model?: string } }).embedding;
      if (vector && vector.model !== "qwen3-embedding-0.6b")
        return send(res, 400, { error: { code: "embedding_model_mismatch", message: "this service indexes qwen3-embedding-0.6b vectors", details: { field: "embedding.model" } } });
      if (!body.content) return send(res, 400, { error: { code: "invalid_input", message: "content required", details: { field: "content" } } });
      const existing = key ? service.created.get(key) : undefined;
      if (existing) return send(res, 201, { memory: existing, status: "duplicate" });
      const memory = { id: `m${++counter}`, content: body.content };
      service.created.set(key ?? memory.id, memory);
      await service.onStored?.(service.created.size);
      return send(res, 201, { memory, status: "created" });
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
