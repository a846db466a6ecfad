/**
 * Issue 18, finding 6: the dev stack under load. Beyond the concurrency limit, or while the worker
 * is down, clients get 503 with Retry-After (retryable) instead of a crash or a hang; a crashed
 * child is restarted rather than stopping the stack.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { admissionProxy, databasesPlan, supervise, watchdog } from "../../scripts/dev-stack.mjs";

const closers: Array<() => unknown> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

function listen(handler: http.RequestListener): Promise<http.Server> {
  return new Promise((resolve) => {
    const s = http.createServer(handler).listen(0, "127.0.0.1", () => resolve(s));
    // closeAllConnections: a test worker that never answers keeps the proxy's request open (the proxy no longer cuts it).
    closers.push(() => new Promise((r) => (s.closeAllConnections(), s.close(r))));
  });
}
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

async function proxyTo(targetPort: number, maxInFlight: number) {
  const proxy: http.Server = await admissionProxy({ port: 0, targetPort: () => targetPort, maxInFlight });
  closers.push(() => new Promise((r) => proxy.close(r)));
  return `http://127.0.0.1:${portOf(proxy)}`;
}

describe("dev stack admission control and supervision (issue 18, finding 6)", () => {
  it("admits at most maxInFlight requests; the rest get 503 with Retry-After and the error envelope", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let seen = 0;
    const upstream = await listen(async (_req, res) => {
      seen++;
      await gate;
      res.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
    });
    const base = await proxyTo(portOf(upstream), 4);
    const requests = Array.from({ length: 10 }, () => fetch(`${base}/v1/memories`, { method: "POST", body: "{}" }));
    while (seen < 4) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100)); // the other 6 reached the proxy too
    release();
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 503, 503, 503, 503, 503, 503]);
    const refused = responses.find((r) => r.status === 503)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as any).error.code).toBe("unavailable");
    expect(seen).toBe(4);
    // Slots are given back: a later request goes through.
    expect((await fetch(`${base}/healthz`)).status).toBe(201);
  });

  it("answers 503 with Retry-After while the worker is down, instead of failing the connection", async () => {
    const dead = await listen(() => {});
    const port = portOf(dead);
    await new Promise((r) => dead.close(r));
    const base = await proxyTo(port, 4);
    const res = await fetch(`${base}/v1/memories`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
  });

  it("turns a 5xx that is not the API's envelope (wrangler dropping the request) into 503 with Retry-After; the API's own 5xx passes", async () => {
    const upstream = await listen((req, res) => {
      if (req.url === "/dropped") return res.writeHead(500, { "content-type": "text/plain" }).end("Error: Network connection lost.");
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"code":"internal","message":"x"}}');
    });
    const base = await proxyTo(portOf(upstream), 4);
    const dropped = await fetch(`${base}/dropped`);
    expect(dropped.status).toBe(503);
    expect(dropped.headers.get("retry-after")).toBe("2");
    expect(((await dropped.json()) as any).error.code).toBe("unavailable");
    const own = await fetch(`${base}/v1/memories`);
    expect(own.status).toBe(500);
    expect(((await own.json()) as any).error.code).toBe("internal");
  });

  it("admits one cron trigger (/__scheduled) beside a full client limit, not two", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const upstream = await listen(async (_req, res) => {
      await gate;
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    const base = await proxyTo(portOf(upstream), 1);
    const client = fetch(`${base}/v1/recall`, { method: "POST", body: "{}" });
    await new Promise((r) => setTimeout(r, 100));
    const cron = fetch(`${base}/__scheduled?cron=0+*+*+*+*`);
    await new Promise((r) => setTimeout(r, 100));
    const [secondCron, secondClient] = await Promise.all([fetch(`${base}/__scheduled?cron=0+3+*+*+*`), fetch(`${base}/v1/recall`)]);
    expect([secondCron.status, secondClient.status]).toEqual([503, 503]);
    release();
    expect([(await client).status, (await cron).status]).toEqual([200, 200]);
  });

  it("answers 503 with Retry-After when the worker holds a client request too long (wrangler restarting workerd), not a hang", async () => {
    const upstream = await listen(() => {}); // accepts, never answers
    const proxy: http.Server = await admissionProxy({ port: 0, targetPort: () => portOf(upstream), maxInFlight: 4, answerWithinMs: 200 });
    closers.push(() => new Promise((r) => proxy.close(r)));
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${portOf(proxy)}/v1/recall`, { method: "POST", body: "{}" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(Date.now() - started).toBeLessThan(5_000);
    // The slot is given back: the proxy still admits.
    expect((proxy as any).inFlight()).toBe(0);
  });

  it("watchdog: SIGKILLs a child once client requests have waited on it with no answer for failAfterMs (wrangler wedged after workerd was killed)", async () => {
    let answering = true;
    const worker = await listen((_req, res) => {
      if (answering) res.writeHead(200, { "content-type": "application/json" }).end("{}"); // afterwards: accepts, never answers
    });
    const proxy: http.Server = await admissionProxy({ port: 0, targetPort: () => portOf(worker), maxInFlight: 4, answerWithinMs: 100 });
    closers.push(() => new Promise((r) => proxy.close(r)));
    const signals: string[] = [];
    const dog = watchdog({ stalledFor: () => (proxy as any).stalledFor(), child: { signal: (s: string) => signals.push(s) }, everyMs: 50, failAfterMs: 300, log: () => {} });
    closers.push(() => dog.stop());
    const base = `http://127.0.0.1:${portOf(proxy)}`;
    expect((await fetch(`${base}/v1/memories`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(signals).toEqual([]); // no traffic: nothing to judge, however long
    answering = false;
    expect((await fetch(`${base}/v1/memories`)).status).toBe(503); // the proxy's own answer after 100 ms
    const deadline = Date.now() + 5_000;
    while (!signals.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(signals).toEqual(["SIGKILL"]);
  });

  it("watchdog: sends no request of its own, and leaves a slow but answering worker alone", async () => {
    let requests = 0;
    const worker = await listen((_req, res) => {
      requests++;
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), 150);
    });
    const proxy: http.Server = await admissionProxy({ port: 0, targetPort: () => portOf(worker), maxInFlight: 4 });
    closers.push(() => new Promise((r) => proxy.close(r)));
    const signals: string[] = [];
    const dog = watchdog({ stalledFor: () => (proxy as any).stalledFor(), child: { signal: (s: string) => signals.push(s) }, everyMs: 20, failAfterMs: 400, log: () => {} });
    closers.push(() => dog.stop());
    await new Promise((r) => setTimeout(r, 300));
    expect(requests).toBe(0);
    for (let i = 0; i < 4; i++) await Promise.all([1, 2].map(() => fetch(`http://127.0.0.1:${portOf(proxy)}/v1/recall`, { method: "POST", body: "{}" })));
    expect(requests).toBe(8);
    expect(signals).toEqual([]);
  });

  it("the proxy uses one connection per request to the worker, closed after it, never an idle keep-alive socket", async () => {
    const sockets = new Set<unknown>();
    const connectionHeaders: (string | undefined)[] = [];
    const worker = await listen((req, res) => {
      sockets.add(req.socket);
      connectionHeaders.push(req.headers.connection);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    const proxy: http.Server = await admissionProxy({ port: 0, targetPort: () => portOf(worker), maxInFlight: 4 });
    closers.push(() => new Promise((r) => proxy.close(r)));
    for (let i = 0; i < 3; i++) expect((await fetch(`http://127.0.0.1:${portOf(proxy)}/v1/memories`)).status).toBe(200);
    expect(connectionHeaders).toEqual(["close", "close", "close"]);
    expect(sockets.size).toBe(3);
  });

  it("a request answered with 503 for taking too long is still left to finish upstream, not cut", async () => {
    let cut = 0;
    let finished = 0;
    const upstream = await listen((req, res) => {
      let done = false;
      req.socket.once("close", () => !done && cut++);
      setTimeout(() => {
        done = true;
        finished++;
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      }, 400);
    });
    const proxy: http.Server = await admissionProxy({ port: 0, targetPort: () => portOf(upstream), maxInFlight: 4, answerWithinMs: 100 });
    closers.push(() => new Promise((r) => proxy.close(r)));
    const res = await fetch(`http://127.0.0.1:${portOf(proxy)}/v1/recall`, { method: "POST", body: "{}" });
    expect(res.status).toBe(503);
    await new Promise((r) => setTimeout(r, 700));
    expect({ cut, finished }).toEqual({ cut: 0, finished: 1 });
  });
  it("restarts a child that crashes instead of giving up", async () => {
    const logs: string[] = [];
    const child = supervise("crasher", process.execPath, ["-e", "setTimeout(() => process.exit(3), 50)"], { stdio: "ignore" }, (l: string) => logs.push(l));
    closers.push(() => child.stop("SIGKILL"));
    const deadline = Date.now() + 10_000;
    while (child.restarts < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(child.restarts).toBeGreaterThanOrEqual(2);
    expect(logs[0]).toMatch(/crasher exited \(3\); restarting/);
  });

  it("ENGRAM_DATABASES: the primary only by default; 4 selects wrangler.toml's databases4 environment and migrates each; others refused", () => {
    expect(databasesPlan(undefined)).toEqual({ bindings: ["DB"], envArgs: [] });
    expect(databasesPlan("1")).toEqual({ bindings: ["DB"], envArgs: [] });
    expect(databasesPlan("4")).toEqual({ bindings: ["DB", "DB_1", "DB_2", "DB_3"], envArgs: ["--env", "databases4"] });
    expect(() => databasesPlan("3")).toThrow(/ENGRAM_DATABASES must be 1 or 4/);
  });
});
