// Keeps `npm run dev` standing under load (issue 18, finding 6). `wrangler dev` on two cores falls
// over at a few dozen requests in flight, and one crashed child used to stop the whole stack.
//  - admissionProxy: the public port. It forwards to wrangler's internal port with at most
//    `maxInFlight` requests at a time; beyond that, or while wrangler is down or restarting, a
//    client gets 503 with Retry-After and the API's error envelope: retryable, never a hang.
//    Only requests that reached wrangler can have been acknowledged, so nothing acknowledged is lost.
//  - supervise: restarts a child that exits unexpectedly, with a capped backoff, instead of
//    stopping everything.
import { spawn } from "node:child_process";
import http from "node:http";

function unavailable(res, message, retryAfter = 1) {
  if (res.headersSent) return res.destroy();
  res.writeHead(503, { "content-type": "application/json; charset=utf-8", "retry-after": String(retryAfter) });
  res.end(JSON.stringify({ error: { code: "unavailable", message, details: { retry_after_seconds: retryAfter } } }));
}

/** An HTTP server on `port` forwarding to 127.0.0.1:`targetPort()`; resolves once listening. */
export function admissionProxy({ port, host = "127.0.0.1", targetPort, maxInFlight, answerWithinMs = 20_000 }) {
  let inFlight = 0;
  let scheduled = 0;
  let lastAnswerAt = 0;
  const waiting = new Set(); // { at } of each client request the worker has not answered yet
  const server = http.createServer((req, res) => {
    // wrangler's cron trigger endpoint is the platform's, not a client's: one at a time, it is
    // admitted beside the client limit (on Cloudflare crons do not queue behind requests either).
    const cron = req.url?.startsWith("/__scheduled") && scheduled === 0;
    if (cron) {
      scheduled++;
      res.on("close", () => scheduled--);
    } else if (inFlight >= maxInFlight) {
      req.resume();
      return unavailable(res, `the local server is busy (${maxInFlight} requests in flight); retry shortly`);
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) (released = true), inFlight--;
    };
    res.on("close", release);
    // After a SIGKILL of workerd, wrangler holds requests while it restarts it, sometimes for good:
    // a client request without an answer in `answerWithinMs` gets 503 + Retry-After instead of a
    // hang (it may or may not have been applied, as when the connection drops). Cron triggers and the
    // admin API (jobs run in the request) are left to take their time. The request to wrangler is
    // left to finish (its answer drained), never cut: wrangler dev exits on any connection a client
    // drops mid-request (docs/load-and-faults.md, "Why wrangler dev exited under load").
    let answered = false;
    const patient = cron || req.url?.startsWith("/v1/admin/");
    const timer = patient
      ? null
      : setTimeout(() => {
          answered = true;
          server.lost++;
          unavailable(res, `the local worker did not answer within ${answerWithinMs / 1000} s (restarting?); retry shortly`, 2);
        }, answerWithinMs);
    res.on("close", () => timer && clearTimeout(timer));
    // One connection per request (`agent: false`, `connection: close`): an idle keep-alive socket
    // reused just as wrangler's side times it out reaches its ProxyWorker as a dropped request, and
    // wrangler dev exits on that (docs/load-and-faults.md). A local TCP connect costs nothing here.
    const sent = patient ? null : { at: Date.now() };
    const settled = () => sent !== null && waiting.delete(sent);
    if (sent !== null) waiting.add(sent);
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort(), method: req.method, path: req.url, headers: { ...req.headers, connection: "close" }, agent: false },
      (up) => {
        lastAnswerAt = Date.now();
        settled();
        if (answered) return up.resume();
        answered = true;
        if (timer) clearTimeout(timer);
        // A 5xx that is not the API's JSON envelope comes from wrangler/miniflare itself: wrangler
        // dev dropping the request as it falls over ("Network connection lost", workers-sdk #4562)
        // — the request may or may not have been applied, exactly as when the connection fails, so
        // it is retryable: 503 + Retry-After (a retry with the same Idempotency-Key is safe).
        const status = up.statusCode ?? 502;
        if (status >= 500 && !String(up.headers["content-type"] ?? "").includes("application/json")) {
          up.resume();
          server.lost++;
          return unavailable(res, "the local worker dropped the request (restarting); retry shortly", 2);
        }
        res.writeHead(status, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      settled();
      release();
      if (answered && res.headersSent) return;
      answered = true;
      if (timer) clearTimeout(timer);
      unavailable(res, "the local worker is not answering (starting or restarting); retry shortly", 2);
    });
    req.pipe(upstream);
  });
  server.inFlight = () => inFlight;
  // For the watchdog: how long client requests have waited on the worker with no answer to any
  // request since (0 when none waits). Cron triggers and admin calls may rightly take minutes.
  server.stalledFor = (now = Date.now()) => {
    if (!waiting.size) return 0;
    return now - Math.max(lastAnswerAt, Math.min(...[...waiting].map((w) => w.at)));
  };
  server.lost = 0;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}

/**
 * Starts `cmd args` and restarts it whenever it exits while the stack is running: after 0.5 s,
 * doubling up to 10 s while it keeps crashing within a minute of starting. Returns a handle to stop it.
 */
export function supervise(name, cmd, args, options, log = console.error) {
  let child = null;
  let stopped = false;
  let delay = 250;
  let restarts = 0;
  const run = () => {
    const startedAt = Date.now();
    // Each child leads its own process group so stopping it also stops what it spawned (workerd).
    child = spawn(cmd, args, { ...options, detached: true });
    child.on("exit", (code, signal) => {
      if (stopped) return;
      delay = Date.now() - startedAt > 60_000 ? 500 : Math.min(10_000, delay * 2);
      restarts++;
      log(`${name} exited (${signal ?? code}); restarting in ${delay} ms`);
      setTimeout(() => !stopped && run(), delay).unref?.();
    });
  };
  run();
  return {
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    signal(sig) {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    },
    stop(sig = "SIGTERM") {
      stopped = true;
      this.signal(sig);
    },
  };
}

/**
 * Restarts a child that is running but no longer answers: after a SIGKILL of workerd, wrangler dev
 * can stay up with its worker wedged (bench:load --fault kill), which `supervise` alone never sees.
 * Passive: it sends no request of its own, it asks the admission proxy (`stalledFor`) how long client
 * requests have waited on the worker with no answer to any request meanwhile; beyond `failAfterMs` it
 * SIGKILLs the child's process group, and `supervise` restarts it. No traffic, nothing to judge.
 * It used to probe /healthz straight at wrangler every 5 s; under load those probes were what made
 * wrangler dev exit (docs/load-and-faults.md, "Why wrangler dev exited under load").
 */
export function watchdog({ stalledFor, child, everyMs = 5_000, failAfterMs = 30_000, log = console.error }) {
  let quietUntil = 0; // after a kill, the restart gets its own failAfterMs before it is judged
  const timer = setInterval(() => {
    const stalled = stalledFor();
    if (stalled <= failAfterMs || Date.now() < quietUntil) return;
    log(`watchdog: requests waiting on the worker with no answer for ${Math.round(stalled / 1000)} s; restarting`);
    quietUntil = Date.now() + failAfterMs;
    child.signal("SIGKILL");
  }, everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}

/**
 * Which databases the local stack binds (docs/scaling.md). `ENGRAM_DATABASES` unset or "1": the
 * primary only, wrangler.toml's top level, as always. "4": its `databases4` environment, DB and
 * DB_1 … DB_3, each migrated at start. Anything else is refused rather than silently run on one.
 */
export function databasesPlan(value) {
  const n = value === undefined || value === "" ? 1 : Number(value);
  if (n === 1) return { bindings: ["DB"], envArgs: [] };
  if (n === 4) return { bindings: ["DB", "DB_1", "DB_2", "DB_3"], envArgs: ["--env", "databases4"] };
  throw new Error(`ENGRAM_DATABASES must be 1 or 4 (wrangler.toml binds DB_1 … DB_3 in its databases4 environment), not '${value}'`);
}
