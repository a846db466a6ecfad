/**
 * `npm run bench:app`: the dashboard's memory list (/app/memories) with 100,000 memories in one
 * user, server time per page (the page's `server-timing: app;dur`, the whole /app handler: session
 * read, the in-process GET /v1/memories and /v1/projects, rendering) and the client's wall time.
 *
 * Seeding goes straight into the dev server's local D1 with one INSERT … SELECT over a recursive
 * counter (the FTS5 triggers fire as for any insert): ingesting 100K memories through the API would
 * also embed each one, which is what `bench:scale` measures, not this. Pages: browsing newest first
 * and following the keyset cursor 30 pages deep, then each filter (type, tier, tag, needs review,
 * archived only, a date window, oldest first) with 5 pages each; every sequence twice after a
 * warm-up. Target: p95 server time < 300 ms. Writes bench/results/app-latest.md.
 * Options: --size 100000  (BASE_URL/ADMIN_TOKEN/ENGRAM_PERSIST_DIR to reuse a running dev server)
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { api, startDevServer, type DevServer } from "../test/e2e/dev-server";

const root = path.resolve(import.meta.dirname, "..");
const sizeArg = process.argv.indexOf("--size");
const SIZE = sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 100_000;
const TARGET_MS = 300;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

function seedSql(userId: string, orgId: string, size: number, start: number): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${size})
INSERT INTO memories (id, org_id, user_id, scope, type, tier, content, tags, source, confidence, importance,
  needs_review, archived_at, created_at, updated_at, content_hash, provenance)
SELECT 'mem_' || printf('%026d', i), ${q(orgId)}, ${q(userId)},
  CASE i % 10 WHEN 0 THEN 'private' ELSE 'global' END,
  CASE i % 7 WHEN 0 THEN 'gotcha' WHEN 1 THEN 'decision' WHEN 2 THEN 'pattern' WHEN 3 THEN 'fact'
    WHEN 4 THEN 'discovery' WHEN 5 THEN 'location' ELSE 'episode' END,
  CASE i % 3 WHEN 0 THEN 'stm' WHEN 1 THEN 'wm' ELSE 'ltm' END,
  'bench memory ' || i || ': the ' || CASE i % 5 WHEN 0 THEN 'billing' WHEN 1 THEN 'auth' WHEN 2 THEN 'search'
    WHEN 3 THEN 'gateway' ELSE 'ledger' END || ' service ' || CASE i % 4 WHEN 0 THEN 'times out when the queue is full'
    WHEN 1 THEN 'needs a retry after a deploy' WHEN 2 THEN 'caches results for an hour' ELSE 'logs a warning on cold starts' END,
  CASE WHEN i % 50 = 0 THEN '["infra"]' ELSE '[]' END,
  'user_stated', 0.8, 0.5,
  CASE WHEN i % 200 = 0 THEN 1 ELSE 0 END,
  CASE WHEN i % 100 = 7 THEN ${start} + i * 1000 ELSE NULL END,
  ${start} + i * 1000, ${start} + i * 1000, 'bench-' || i, 'user_statement'
FROM n;`;
}

async function main() {
  let dev: DevServer | null = null;
  let base = process.env.BASE_URL;
  let admin = process.env.ADMIN_TOKEN;
  let persist = process.env.ENGRAM_PERSIST_DIR;
  if (!base || !admin || !persist) {
    dev = await startDevServer();
    ({ url: base, adminToken: admin, persist } = dev);
  }
  try {
    const created = await api(base, "POST", "/v1/admin/users", admin, { name: `bench-app-${Date.now()}` });
    const { user, api_key: key } = created.body as { user: { id: string; org_id: string }; api_key: string };
    const start = Date.parse("2026-01-01T00:00:00Z");
    const t0 = performance.now();
    const seeded = spawnSync(path.join(root, "node_modules", ".bin", "wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persist, "--command", seedSql(user.id, user.org_id, SIZE, start)], {
      cwd: root, encoding: "utf8", maxBuffer: 1 << 24,
    });
    if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
    console.log(`seeded ${SIZE.toLocaleString("en")} memories in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // wrangler dev may reload when its state directory changes under it: wait until it answers again.
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 60) throw new Error("the dev server did not come back after seeding");
      await new Promise((r) => setTimeout(r, 1000));
    }
    const count = (await api(base, "GET", "/v1/stats", key)).body.memories as { live: number; archived: number };
    if (count.live + count.archived !== SIZE) throw new Error(`expected ${SIZE} memories, stats say ${JSON.stringify(count)}`);

    const login = await fetch(`${base}/app/login`, { method: "POST", body: new URLSearchParams({ api_key: key }), redirect: "manual" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    if (login.status !== 303 || !cookie) throw new Error(`sign-in answered ${login.status}`);

    const mid = new Date(start + (SIZE / 2) * 1000).toISOString().slice(0, 10);
    const sequences: Array<[string, string, number]> = [
      ["browse, newest first", "", 31],
      ["type=gotcha", "type=gotcha", 5],
      ["tier=ltm", "tier=ltm", 5],
      ["tag=infra (2%)", "tag=infra", 5],
      ["needs review (0.5%)", "review=1", 5],
      ["archived only (1%)", "archived=only", 5],
      ["date window (1 day)", `since=${mid}&until=${mid}`, 5],
      ["oldest first", "sort=oldest", 5],
    ];
    const server: Record<string, number[]> = {};
    const wall: Record<string, number[]> = {};
    for (let round = 0; round < 3; round++) {
      for (const [name, q, pages] of sequences) {
        let url = `/app/memories${q ? `?${q}` : ""}`;
        for (let p = 0; p < pages && url; p++) {
          const s = performance.now();
          const res = await fetch(`${base}${url}`, { headers: { cookie }, redirect: "manual" });
          const html = await res.text();
          const ms = performance.now() - s;
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
          const dur = /app;dur=(\d+)/.exec(res.headers.get("server-timing") ?? "");
          if (!dur) throw new Error("no server-timing");
          if (round > 0) {
            (server[name] ??= []).push(Number(dur[1]));
            (wall[name] ??= []).push(ms);
          }
          if (!html.includes('<ul class="memories"')) throw new Error(`${url}: no list rendered`);
          const next = /href="(\/app\/memories\?[^"]*cursor=[^"]+)" rel="next"/.exec(html);
          url = next ? next[1].replace(/&amp;/g, "&") : "";
        }
      }
    }
    const all = Object.values(server).flat();
    const allWall = Object.values(wall).flat();
    const lines = [
      `Engram dashboard list benchmark — ${new Date().toISOString()}`,
      `${SIZE.toLocaleString("en")} memories in one user (local D1 under wrangler dev); 2 measured rounds after a warm-up; 50 memories per page; load average ${loadavg().map((x) => x.toFixed(1)).join(" / ")} (1/5/15 min)`,
      "",
      "| pages | n | server p50 ms | server p95 ms | client p50 ms | client p95 ms |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...Object.keys(server).map((k) => `| ${k} | ${server[k].length} | ${pct(server[k], 50)} | ${pct(server[k], 95)} | ${pct(wall[k], 50).toFixed(0)} | ${pct(wall[k], 95).toFixed(0)} |`),
      `| **all** | ${all.length} | **${pct(all, 50)}** | **${pct(all, 95)}** | ${pct(allWall, 50).toFixed(0)} | ${pct(allWall, 95).toFixed(0)} |`,
      "",
      `target: p95 server time < ${TARGET_MS} ms per page → ${pct(all, 95) < TARGET_MS ? "met" : "NOT met"}`,
    ];
    console.log(lines.join("\n"));
    writeFileSync(path.join(root, "bench", "results", "app-latest.md"), `${lines.join("\n")}\n`);
    if (pct(all, 95) >= TARGET_MS) process.exitCode = 1;
  } finally {
    await dev?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
