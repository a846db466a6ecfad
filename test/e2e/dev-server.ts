/**
 * Starts `npm run dev` (scripts/dev.mjs) on free ports with a throwaway state directory, waits
 * until it answers, and stops the whole process group afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface DevServer {
  url: string;
  adminToken: string;
  /** The `npm run dev` process (scripts/dev.mjs): wrangler and workerd run under it. */
  pid: number;
  /** Its state directory (`--persist-to`), for a bench that seeds the local D1 directly. */
  persist: string;
  log: () => string;
  stop: () => Promise<void>;
}

/** `env`: more environment for `npm run dev` (e.g. `ENGRAM_DATABASES: "4"`). */
export interface DevServerOptions {
  waitForEmbedder?: boolean;
  env?: Record<string, string>;
}

/** Starts `npm run dev` and returns once it answers (and, with `waitForEmbedder`, the embedder too). */
export async function startDevServer(opts: DevServerOptions = {}): Promise<DevServer> {
  const dev = await spawnDevServer(opts);
  await dev.ready();
  return dev;
}

/**
 * Starts `npm run dev` and returns at once, before it answers: `ready()` waits for it. For a stack
 * started early beside other work (the e2e project's four-database stack, test/e2e/shared-stack-4.ts).
 * `adminToken` is read by `ready()`: `npm run dev` may still be writing `.dev.vars` until then.
 */
export async function spawnDevServer(opts: DevServerOptions = {}): Promise<DevServer & { ready: () => Promise<void> }> {
  const port = await freePort();
  // Neither port is bound until the stack starts, so the system may hand the first out again.
  let embedderPort = await freePort();
  while (embedderPort === port) embedderPort = await freePort();
  const persist = mkdtempSync(path.join(tmpdir(), "engram-e2e-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts", "dev.mjs")], {
    cwd: root,
    env: { ...process.env, ...opts.env, PORT: String(port), EMBEDDER_PORT: String(embedderPort), ENGRAM_PERSIST_DIR: persist },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, "SIGTERM");
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          try { process.kill(-child.pid!, "SIGKILL"); } catch { /* gone */ }
          resolve();
        }, 5000);
        child.once("exit", () => { clearTimeout(t); resolve(); });
      });
    }
    rmSync(persist, { recursive: true, force: true });
  };

  const dev = { url, adminToken: "", pid: child.pid!, persist, log: () => output, stop, ready: async () => {} };
  dev.ready = async () => {
    // Generous: the wait is wrangler, workerd and the companion loading (and, with ENGRAM_DATABASES=4,
    // migrating four databases), which at load 10 on 2 cores has taken over the 120 s this once was.
    // Below the e2e suite's 300 s hook budget, so a stack that never comes up fails with its output.
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`);
      if (Date.now() > deadline) { await stop(); throw new Error(`npm run dev did not become ready:\n${output}`); }
      if (await answering(`${url}/healthz`)) break;
      await pause();
    }
    if (opts.waitForEmbedder) {
      const embedderUrl = `http://127.0.0.1:${embedderPort}/health`;
      for (;;) {
        if (Date.now() > deadline) { await stop(); throw new Error(`local embedder did not become ready:\n${output}`); }
        const res = await answering(embedderUrl);
        if (res && ((await res.json().catch(() => ({ ready: false }))) as { ready?: boolean }).ready !== false) break; // (an unreadable body: not yet)
        await pause();
      }
    }
    dev.adminToken = devAdminToken();
  };
  return dev;
}

/** The dev admin token `npm run dev` serves with (from `.dev.vars`, which it creates when missing). */
export function devAdminToken(): string {
  const vars = readFileSync(path.join(root, ".dev.vars"), "utf8");
  return /^ADMIN_TOKEN=(.*)$/m.exec(vars)![1].trim();
}

/** Waits until a stack started elsewhere (`spawnDevServer` in a global setup) answers `/healthz`. */
export async function waitForDevServer(url: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answering(`${url}/healthz`)) return;
    if (Date.now() > deadline) throw new Error(`the dev stack at ${url} did not answer within ${timeoutMs / 1000} s (its output is written when the suite ends)`);
    await pause();
  }
}

/** The response of a health URL that answers 2xx within 2 s, or null (not up yet). Shared by the readiness waits above. */
async function answering(url: string): Promise<Response | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok ? res : null;
  } catch {
    return null;
  }
}
const pause = () => new Promise((r) => setTimeout(r, 300));

/**
 * Whether a fetch failed on a connection the server had closed (undici: "other side closed"). Seen
 * in the README walkthrough, whose curl steps leave Node's pooled connection idle for seconds between
 * fixture calls: the failing POST never reached the Worker (the stack's log has no line for it, and
 * the stack answered the next request). The likely cause is the race of a kept-alive connection
 * closed by the server's idle timeout just as a request goes out on it; undici retries only
 * idempotent methods on its own, so a POST fails. One retry, on a new connection.
 */
function closedIdleConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return error instanceof TypeError && cause?.code === "UND_ERR_SOCKET";
}

export async function api(base: string, method: string, route: string, key?: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
  try {
    return await apiOnce(base, method, route, key, body, extraHeaders);
  } catch (error) {
    if (!closedIdleConnection(error)) throw error;
    console.warn(`api: ${method} ${route} retried on a new connection (the server had closed the one it went out on)`);
    return apiOnce(base, method, route, key, body, extraHeaders);
  }
}

async function apiOnce(base: string, method: string, route: string, key: string | undefined, body: unknown, extraHeaders: Record<string, string>) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: any = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body: parsed };
}
