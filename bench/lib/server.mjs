// Shared by the benchmarks: a dev server of their own (or BASE_URL), the API, waiting for indexing.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

export function readDevVars() {
  for (const f of [".dev.vars", ".dev.vars.example"]) {
    const file = path.join(root, f);
    if (!existsSync(file)) continue;
    const line = readFileSync(file, "utf8").split("\n").find((l) => /^\s*ADMIN_TOKEN=/.test(l));
    if (line) return line.slice(line.indexOf("=") + 1).trim();
  }
  return undefined;
}

/**
 * A dev stack of its own (or BASE_URL's). Options (the load harness): `port` / `embedderPort`
 * (default: free ones), `env` (more environment for scripts/dev.mjs, e.g. DEV_WORKER_VARS). The
 * handle also gives the stack's pid (its process group), its log so far and its state directory
 * (`persist`: the local D1 files, which the load harness's audit reads per database).
 */
export async function startServer(o = {}) {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL.replace(/\/$/, ""), stop: async () => {}, pid: null, log: () => "", persist: null };
  const port = o.port ?? (await freePort());
  // Neither port is bound until the stack starts, so the system may hand the first out again.
  let embedderPort = o.embedderPort ?? (await freePort());
  while (embedderPort === port) embedderPort = await freePort();
  const persist = mkdtempSync(path.join(os.tmpdir(), "engram-bench-"));
  const child = spawn(process.execPath, [path.join(root, "scripts", "dev.mjs")], {
    cwd: root,
    env: { ...process.env, ...(o.env ?? {}), PORT: String(port), EMBEDDER_PORT: String(embedderPort), ENGRAM_PERSIST_DIR: persist },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dev server exited:\n${log.slice(-3000)}`);
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`dev server did not start:\n${log.slice(-3000)}`);
    await sleep(1000);
  }
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* gone */
    }
    await sleep(2500);
    rmSync(persist, { recursive: true, force: true });
  };
  return { base, stop, pid: child.pid, log: () => log, persist };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** 503 + Retry-After answers retried per path (printed by the benches that report them). */
export const retried = new Map();

// Reads (GET, recall) are safe to repeat; a write is not retried here: a 503 from the dev stack's
// proxy after wrangler held it may still have been applied.
const isRead = (method, p) => method === "GET" || /^\/v1\/recall\b/.test(p);

export async function api(base, method, p, { key, body } = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    // The API promises 503 + Retry-After as retryable (the dev stack restarting wrangler answers so).
    if (res.status === 503 && res.headers.get("retry-after") && isRead(method, p) && attempt < 8) {
      const route = p.split("?")[0];
      retried.set(route, (retried.get(route) ?? 0) + 1);
      await sleep(1000 * Math.min(10, Number(res.headers.get("retry-after")) || 2));
      continue;
    }
    if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text);
  }
}

// Every bench that used `api` says how many reads it retried, so a restart under the run is seen.
process.on("exit", () => {
  if (retried.size) console.log(`retried after 503 + Retry-After (the dev stack restarted under the run): ${[...retried].map(([r, n]) => `${r} ${n}`).join(", ")}`);
});

/** Waits until every memory is in the vector index (dense recall sees the whole corpus). */
export async function waitIndexed(base, key, total) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    let indexed = 0;
    let cursor;
    do {
      const page = await api(base, "GET", `/v1/memories?limit=200${cursor ? `&cursor=${cursor}` : ""}`, { key });
      indexed += page.memories.filter((m) => m.indexed).length;
      cursor = page.next_cursor;
    } while (cursor);
    if (indexed >= total) return;
    if (Date.now() > deadline) {
      console.warn(`indexing incomplete: ${indexed}/${total}`);
      return;
    }
    // The hourly cron drains what the write path could not; trigger it rather than wait.
    await fetch(`${base}/__scheduled?cron=0+*+*+*+*`).catch(() => {});
    await sleep(2000);
  }
}

