import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Just enough of the Messages API for Claude Code to finish a `claude -p` turn
 * offline: every request is recorded and answered "ok" (streamed when asked).
 */
export async function startFakeAnthropic(): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      bodies.push(raw);
      let body: { model?: string; stream?: boolean } = {};
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        // not JSON: answer anyway
      }
      const message = { id: "msg_test", type: "message", role: "assistant", model: body.model ?? "claude", content: [{ type: "text", text: "ok" }], stop_reason: "end_turn", stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } };
      if (!req.url?.startsWith("/v1/messages")) return res.writeHead(200, { "content-type": "application/json" }).end("{}");
      if (req.url.includes("count_tokens")) return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ input_tokens: 10 }));
      if (!body.stream) return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(message));
      res.writeHead(200, { "content-type": "text/event-stream" });
      const ev = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      ev("message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null } });
      ev("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
      ev("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "ok" } });
      ev("content_block_stop", { type: "content_block_stop", index: 0 });
      ev("message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 1 } });
      ev("message_stop", { type: "message_stop" });
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
