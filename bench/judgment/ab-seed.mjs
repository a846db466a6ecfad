// Seeds the corpus ab-probe.mjs writes against: `node bench/judgment/ab-seed.mjs PERSIST_DIR [COUNT]`
// starts a dev stack of this checkout on PERSIST_DIR (kept afterwards), makes one user, writes
// COUNT (10,000) memories of `seedCorpus` in batches of 100 as `bench:judgment --scale-only` does,
// waits until they are indexed, stops the stack and prints the user's id. Copy PERSIST_DIR once per
// A/B run (each probe run adds its 200 writes), then start each engine on its copy with
// ENGRAM_PERSIST_DIR and run ab-probe.mjs against it. Run again on the same PERSIST_DIR after a
// stop (the dev stack restarting under load), it resumes: same user, from the last full batch
// stored (a batch written twice is stored once: exact repeats are merged). A batch answered 503
// (the stack restarting) is sent again, for the same reason.
import { DatabaseSync } from "node:sqlite";
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { api, readDevVars, root, sleep, waitIndexed } from "../lib/server.mjs";
import { seedCorpus, toInput } from "./scale.mjs";

const [persist, countArg = "10000"] = process.argv.slice(2);
if (!persist) throw new Error("usage: ab-seed.mjs PERSIST_DIR [COUNT]");
const freePort = () => new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
// What a stopped run left: the user and how many memories it has (the D1 file is read before the stack opens it).
const d1 = path.join(path.resolve(persist), "v3", "d1", "miniflare-D1DatabaseObject");
const d1File = existsSync(d1) ? readdirSync(d1).find((f) => /^[0-9a-f]{64}\.sqlite$/.test(f)) : undefined;
const before = d1File
  ? new DatabaseSync(path.join(d1, d1File), { readOnly: true }).prepare("SELECT u.id AS id, (SELECT count(*) FROM memories m WHERE m.user_id = u.id) AS n FROM users u WHERE u.name = 'ab-seed'").get()
  : undefined;
const port = await freePort();
let embedderPort = await freePort();
while (embedderPort === port) embedderPort = await freePort();
const child = spawn(process.execPath, [path.join(root, "scripts", "dev.mjs")], {
  cwd: root, env: { ...process.env, PORT: String(port), EMBEDDER_PORT: String(embedderPort), ENGRAM_PERSIST_DIR: path.resolve(persist) },
  stdio: ["ignore", "ignore", "inherit"], detached: true,
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let waited = 0; ; waited++) {
    if (waited > 180) throw new Error("dev stack did not start");
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    await sleep(1000);
  }
  const admin = process.env.ADMIN_TOKEN ?? readDevVars();
  const userId = before?.id ?? (await api(base, "POST", "/v1/admin/users", { key: admin, body: { name: "ab-seed", org: "ab-seed" } })).user.id;
  const { api_key: key } = await api(base, "POST", `/v1/admin/users/${userId}/keys`, { key: admin, body: {} });
  const seeded = seedCorpus(Number(countArg));
  const started = Date.now();
  const from = before ? Math.max(0, Math.floor(before.n / 100) * 100 - 100) : 0;
  if (before) console.error(`resuming user ${userId} (${before.n} memories) at ${from}`);
  for (let i = from; i < seeded.length; i += 100) {
    const body = { memories: seeded.slice(i, i + 100).map(toInput) };
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${base}/v1/memories/batch`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
      if (res.ok) break;
      if (res.status !== 503 || attempt > 20) throw new Error(`batch at ${i}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      await sleep(3000);
    }
    if ((i / 100) % 20 === 19) console.error(`  seeded ${i + 100} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  const created = (await api(base, "GET", "/v1/stats", { key })).memories.live;
  await waitIndexed(base, key, created);
  console.log(`seeded ${created} memories in ${((Date.now() - started) / 1000).toFixed(0)} s; user ${userId}`);
} finally {
  process.kill(-child.pid, "SIGTERM");
  await sleep(3000);
}
