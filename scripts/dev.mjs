#!/usr/bin/env node
// `npm run dev`: the whole service locally and offline.
//  1. creates .dev.vars from .dev.vars.example when missing (it holds the dev admin token), and adds
//     settings the example gained since (a stale file would otherwise fall back to wrangler.toml's
//     production values, e.g. the Workers AI reranker, which has no local simulator);
//  2. applies D1 migrations to the local database (to each of the four with ENGRAM_DATABASES=4);
//  3. starts the local embedder (offline model) and `wrangler dev --local`;
//  4. prints where everything is, and stops all of it on Ctrl-C / SIGTERM.
// Under load (dev-stack.mjs): PORT is an admission proxy in front of wrangler (at most
// DEV_MAX_INFLIGHT requests in flight, default 16; beyond that, or while wrangler restarts, 503 with
// Retry-After), and a crashed wrangler or embedder is restarted instead of stopping everything, as is a
// wrangler whose worker stopped answering (with DEV_WATCHDOG=1: client requests waiting 30 s with no answer).
// Environment: PORT (8787), EMBEDDER_PORT (8788), INSPECTOR_PORT (a free one), ENGRAM_PERSIST_DIR (.wrangler/state), DEV_MAX_INFLIGHT (16),
// DEV_WORKER_VARS (JSON of extra Worker variables for this run, e.g. the load harness's DEV_FAULTS),
// ENGRAM_DATABASES (1, the default, or 4: wrangler.toml's `databases4` environment, DB_1 … DB_3 bound
// beside the primary and new organizations placed across them — docs/scaling.md).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { admissionProxy, databasesPlan, supervise, watchdog } from "./dev-stack.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.PORT ?? "8787";
const embedderPort = process.env.EMBEDDER_PORT ?? "8788";
const persist = process.env.ENGRAM_PERSIST_DIR ?? path.join(root, ".wrangler", "state");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };

const devVars = path.join(root, ".dev.vars");
if (!existsSync(devVars)) {
  copyFileSync(path.join(root, ".dev.vars.example"), devVars);
  console.log("created .dev.vars from .dev.vars.example");
}
const readVars = (file) =>
  Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => /^\s*[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf("=")).trim(), l.slice(l.indexOf("=") + 1).trim()]),
  );
const example = readVars(path.join(root, ".dev.vars.example"));
const current = readVars(devVars);
const added = Object.entries(example).filter(([k]) => !(k in current));
if (added.length) {
  appendFileSync(devVars, `\n# Added by npm run dev from .dev.vars.example:\n${added.map(([k, v]) => `${k}=${v}`).join("\n")}\n`);
  console.log(`added to .dev.vars from .dev.vars.example: ${added.map(([k]) => k).join(", ")}`);
}
const vars = { ...example, ...current };
// The Worker refuses admin tokens shorter than 32 characters (issue 18). A .dev.vars from before
// that holds the old short example token: replace it with a fresh random one, and say so.
if ((vars.ADMIN_TOKEN ?? "").length < 32) {
  const fresh = `dev-admin-${randomBytes(24).toString("hex")}`;
  const text = readFileSync(devVars, "utf8");
  writeFileSync(devVars, /^\s*ADMIN_TOKEN=.*$/m.test(text) ? text.replace(/^\s*ADMIN_TOKEN=.*$/m, `ADMIN_TOKEN=${fresh}`) : `${text}\nADMIN_TOKEN=${fresh}\n`);
  vars.ADMIN_TOKEN = fresh;
  console.log("ADMIN_TOKEN in .dev.vars was shorter than 32 characters: replaced it with a random one");
}

let plan;
try {
  plan = databasesPlan(process.env.ENGRAM_DATABASES);
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
for (const binding of plan.bindings) {
  const migrate = spawnSync(bin("wrangler"), ["d1", "migrations", "apply", binding, "--local", "--persist-to", persist, ...plan.envArgs], {
    cwd: root, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8",
  });
  if (migrate.status !== 0) {
    console.error(migrate.stdout, migrate.stderr);
    process.exit(migrate.status ?? 1);
  }
}
console.log(`D1 migrations applied (local: ${plan.bindings.join(", ")})`);

const children = [];
function start(name, cmd, args) {
  // A crashed child is restarted (dev-stack.mjs), not a reason to stop the whole stack.
  const child = supervise(name, cmd, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  children.push(child);
  return child;
}

const embedderEntry = path.join(root, "local-embedder", "bin", "engram.js");
const useLocalEmbedder = (vars.EMBEDDER ?? "local-http") === "local-http" && existsSync(embedderEntry);
if (useLocalEmbedder) {
  start("local embedder", process.execPath, [embedderEntry, "serve", "--host", "127.0.0.1", "--port", embedderPort]);
}

// wrangler's devtools inspector defaults to 9229: a second dev server (a benchmark, an e2e test)
// would fail to start next to a running one, so take a free port unless one is asked for.
// A caller that picked PORT or EMBEDDER_PORT the same way (listen on 0, close) has not bound it yet, so the
// system may hand the same number out again here — then wrangler found the proxy on its port and never
// started (seen once in an e2e run): every port of this stack must differ.
const inspectorPort = process.env.INSPECTOR_PORT ?? (await freePort([port, embedderPort]));
// Clients talk to the admission proxy on PORT; wrangler listens on a private port behind it.
const workerPort = await freePort([port, embedderPort, inspectorPort]);

const maxInFlight = Number(process.env.DEV_MAX_INFLIGHT ?? 16);
const proxy = await admissionProxy({ port, targetPort: () => workerPort, maxInFlight });
const wrangler = start("wrangler", bin("wrangler"), [
  "dev", "--local", "--ip", "127.0.0.1", "--port", String(workerPort), "--inspector-port", String(inspectorPort), "--persist-to", persist, "--test-scheduled",
  "--show-interactive-dev-session=false", ...plan.envArgs,
  "--var", `LOCAL_EMBEDDER_URL:http://127.0.0.1:${embedderPort}`,
  // Extra Worker variables for this run only (the load harness: fault injection, an LLM stub), as
  // JSON: DEV_WORKER_VARS='{"DEV_FAULTS":"vector"}'. Explicit, so nothing leaks in from the shell.
  ...Object.entries(JSON.parse(process.env.DEV_WORKER_VARS || "{}")).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
]);
// A wrangler that stays up with its worker wedged (after workerd was killed) is restarted too, but
// only when asked (DEV_WATCHDOG=1; bench:load sets it). Passive: the proxy reports how long client
// requests have waited with no answer (dev-stack.mjs); the earlier /healthz probes straight at
// wrangler's port were what made wrangler dev exit under load (docs/load-and-faults.md).
const dog = process.env.DEV_WATCHDOG === "1" ? watchdog({ stalledFor: () => proxy.stalledFor(), child: wrangler }) : { stop() {} };

console.log(`
Engram dev server   http://127.0.0.1:${port}     (API docs: /docs, OpenAPI: /openapi.json)
Databases           ${plan.bindings.join(", ")}${plan.bindings.length > 1 ? " (ENGRAM_DATABASES=4: new organizations are spread across them)" : ""}
Local embedder      ${useLocalEmbedder ? `http://127.0.0.1:${embedderPort} (${vars.EMBEDDING_MODEL})` : "not started"}
Admin token         ${vars.ADMIN_TOKEN}   (from .dev.vars)
Create a user:      curl -s -X POST http://127.0.0.1:${port}/v1/admin/users -H "Authorization: Bearer ${vars.ADMIN_TOKEN}" -H "content-type: application/json" -d '{"name":"me"}'
Run a cron job:     curl "http://127.0.0.1:${port}/__scheduled?cron=0+*+*+*+*"
`);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  dog.stop();
  proxy.close();
  for (const child of children) child.stop("SIGTERM");
  setTimeout(() => {
    for (const child of children) child.signal("SIGKILL");
    process.exit(code);
  }, 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

/** A free port that is none of `taken` (ports of this stack that may not be bound yet). */
async function freePort(taken) {
  const avoid = new Set(taken.map(String));
  for (;;) {
    const candidate = await anyFreePort();
    if (!avoid.has(String(candidate))) return candidate;
  }
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}
