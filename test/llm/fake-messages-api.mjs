// A small HTTP server that speaks the Anthropic Messages API (POST /v1/messages) for tests and
// the consolidation benchmark. It runs in Node (vitest globalSetup, or the bench script); workerd
// tests reach it over fetch. Responses are scripted per API key (each test uses its own key):
//   POST /_script { key, responses: [{ json } | { text } | { status, error?, headers? }] }  → queued
//   GET  /_log?key=…                                                                         → requests seen
// With an empty queue it answers with a plausible extraction derived from the prompt, so a long
// run (the benchmark) gets realistic output sizes. Token usage is COUNTED FROM REQUEST AND
// RESPONSE SIZES (≈ 4 characters per token), and prompt caching is simulated: a system block
// with cache_control that this key sent before is reported as cache_read_input_tokens.
import http from "node:http";

const tokens = (s) => Math.ceil(s.length / 4);

/** A default reply: one insight per episode line "[i] …" of the user prompt. */
function derivedExtraction(prompt) {
  const memories = [];
  for (const m of prompt.matchAll(/^\[(\d+)\] \S+ (?:\(project [^)]*\) )?(.*)$/gm)) {
    memories.push({ episode: Number(m[1]), type: "insight", content: m[2].slice(0, 160), importance: 0.6, tags: [] });
  }
  return { memories, entities: [], relationships: [], facts: [] };
}

export async function startFakeMessagesApi({ port = 0 } = {}) {
  const scripts = new Map();
  const logs = new Map();
  const cached = new Map();
  const totals = { requests: 0, input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };

  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url, "http://x");
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/_script") {
      const { key, responses } = JSON.parse(raw);
      scripts.set(key, [...(scripts.get(key) ?? []), ...responses]);
      return send(200, { queued: scripts.get(key).length });
    }
    if (req.method === "GET" && url.pathname === "/_log") {
      return send(200, { requests: logs.get(url.searchParams.get("key")) ?? [], totals });
    }
    if (req.method === "GET" && url.pathname === "/_totals") return send(200, totals);
    if (req.method !== "POST" || url.pathname !== "/v1/messages") return send(404, { type: "error", error: { type: "not_found_error", message: "no route" } });

    const key = req.headers["x-api-key"] ?? (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const body = JSON.parse(raw);
    const system = Array.isArray(body.system) ? body.system : [{ type: "text", text: body.system ?? "" }];
    const systemText = system.map((b) => b.text).join("");
    const cacheable = system.some((b) => b.cache_control);
    const messagesText = body.messages.map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
    const lastUser = body.messages.filter((m) => m.role === "user").at(-1);
    const entry = {
      status: 200, model: body.model, max_tokens: body.max_tokens, cache_control: cacheable, system_chars: systemText.length,
      messages: body.messages.length, first_user: typeof body.messages[0].content === "string" ? body.messages[0].content : "",
      headers: { "anthropic-version": req.headers["anthropic-version"] ?? null },
    };
    (logs.get(key) ?? logs.set(key, []).get(key)).push(entry);

    const queue = scripts.get(key) ?? [];
    const next = queue.shift();
    if (next?.status && next.status >= 400) {
      entry.status = next.status;
      const type = next.status === 529 ? "overloaded_error" : next.status === 429 ? "rate_limit_error" : "api_error";
      // retry-after-ms keeps the SDK's backoff short in tests; the SDK honours it.
      return send(next.status, { type: "error", error: { type, message: next.error ?? "scripted failure" } }, { "retry-after-ms": "5", ...(next.headers ?? {}) });
    }
    const text = next?.text ?? JSON.stringify(next?.json ?? derivedExtraction(typeof lastUser?.content === "string" ? lastUser.content : ""));

    const seen = cached.get(key) ?? new Set();
    cached.set(key, seen);
    let cacheRead = 0;
    let cacheWrite = 0;
    if (cacheable) {
      if (seen.has(systemText)) cacheRead = tokens(systemText);
      else { cacheWrite = tokens(systemText); seen.add(systemText); }
    }
    const input = tokens(systemText) + tokens(messagesText) - cacheRead - cacheWrite;
    const usage = { input_tokens: input, output_tokens: tokens(text), cache_read_input_tokens: cacheRead, cache_creation_input_tokens: cacheWrite };
    Object.assign(entry, usage);
    totals.requests++;
    totals.input_tokens += input;
    totals.output_tokens += usage.output_tokens;
    totals.cache_read_input_tokens += cacheRead;
    totals.cache_creation_input_tokens += cacheWrite;
    send(200, {
      id: `msg_fake_${totals.requests}`, type: "message", role: "assistant", model: body.model,
      content: [{ type: "text", text }], stop_reason: "end_turn", stop_sequence: null, usage,
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, totals, close: () => new Promise((resolve) => server.close(resolve)) };
}
