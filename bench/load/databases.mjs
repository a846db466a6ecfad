// bench:load --databases 4 (docs/load-and-faults.md): the audit's view of each database. The API
// reads an organization's memories from wherever the directory says it lives; this reads every local
// D1 database directly (`wrangler d1 execute --local` on the stack's state directory), so a write
// stored on the wrong database, or left behind by a move, is seen too.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The run's memories in one database: id, organization, provenance and content (carrying the marker). */
export async function memoriesIn({ root, persist, binding, runId }) {
  const sql = `SELECT id, org_id, provenance, content FROM memories WHERE content LIKE '%(lr${runId}c%'`;
  const { stdout } = await run(
    path.join(root, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", binding, "--local", "--persist-to", persist, "--env", "databases4", "--json", "--command", sql],
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" }, maxBuffer: 512 * 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout);
  return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((r) => r.results ?? []);
}

/**
 * Per database: every acknowledged write exactly once, on the database its organization lives on at
 * the end (after the moves), and no row of an organization anywhere else. `acked`: marker → { org };
 * `placement`: org → database; `rows`: database → rows from memoriesIn.
 */
export function auditPerDatabase({ bindings, acked, placement, rows }) {
  const MARKER = /\((lr[0-9a-f]{8}c\d+n\d+)\)/;
  const where = new Map(); // marker → [database, …] (consolidation's derived rows quote markers: left out)
  const strays = Object.fromEntries(bindings.map((b) => [b, 0]));
  for (const b of bindings) {
    for (const r of rows[b] ?? []) {
      if (placement.get(r.org_id) !== b) strays[b]++;
      const marker = MARKER.exec(r.content)?.[1];
      if (!marker || r.provenance === "consolidation") continue;
      where.set(marker, [...(where.get(marker) ?? []), b]);
    }
  }
  const per = Object.fromEntries(bindings.map((b) => [b, { organizations: 0, acked: 0, once: 0, lost: 0, duplicated: 0, misplaced: 0, strays: strays[b] }]));
  for (const db of placement.values()) if (per[db]) per[db].organizations++;
  for (const [marker, { org }] of acked) {
    const home = placement.get(org);
    const slot = per[home];
    if (!slot) continue;
    slot.acked++;
    const found = where.get(marker) ?? [];
    if (found.length === 0) slot.lost++;
    else if (found.length > 1) slot.duplicated++;
    else if (found[0] !== home) slot.misplaced++;
    else slot.once++;
  }
  return per;
}
