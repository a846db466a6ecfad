/**
 * An organization's rows, table by table, for the move-organization operation (docs/scaling.md):
 * copy from one D1 database to another, count on both sides, delete from the source. Plain SQL over
 * a list of tables rather than drizzle: the operation is the same generic "rows of this org" walk
 * for every table, and a typed query per table would only restate the list below.
 *
 * Order matters (foreign keys): parents first for the copy, children first for the delete.
 * `organizations` and `users` are copied as the target's mirror of the tenancy rows (its foreign keys
 * and the visibility joins need them); the primary keeps its own, authoritative ones (accounts, keys).
 */
const USERS = "(SELECT id FROM users WHERE org_id = ?1)";
export const ORG_TABLES: { table: string; where: string; tenancy?: true; upsert?: true; order?: string }[] = [
  { table: "organizations", where: "id = ?1", tenancy: true },
  { table: "users", where: "org_id = ?1", tenancy: true },
  // Roles and SWARM opt-ins: mirrored like users (a new member's row is added on creation), but once
  // moved the organization's database is where they change, so a move overwrites the target's rows
  // (`upsert`: nothing references them, so REPLACE is safe) — moving back brings the changes home.
  { table: "org_members", where: "org_id = ?1", tenancy: true, upsert: true, order: "user_id" },
  { table: "projects", where: "org_id = ?1" },
  { table: "project_members", where: "project_id IN (SELECT id FROM projects WHERE org_id = ?1)" },
  { table: "memories", where: "org_id = ?1" },
  { table: "memory_vectors", where: "org_id = ?1" },
  { table: "memory_entities", where: "memory_id IN (SELECT id FROM memories WHERE org_id = ?1)" },
  { table: "memory_near_keys", where: `user_id IN ${USERS}`, order: "user_id, band, memory_id" }, // WITHOUT ROWID
  { table: "entities", where: "org_id = ?1" },
  { table: "relationships", where: `user_id IN ${USERS}` },
  { table: "facts", where: `user_id IN ${USERS}` },
  { table: "conflicts", where: "org_id = ?1" },
  { table: "events", where: "org_id = ?1" },
  { table: "outbox", where: "org_id = ?1" },
  { table: "idempotency_keys", where: `user_id IN ${USERS}` },
  { table: "consolidation_log", where: `user_id IN ${USERS}` },
  { table: "outcomes", where: "org_id = ?1" },
  { table: "skills", where: "org_id = ?1" },
  { table: "skill_versions", where: "skill_id IN (SELECT id FROM skills WHERE org_id = ?1)" },
  { table: "skill_uses", where: `user_id IN ${USERS}` },
  { table: "skill_vectors", where: `user_id IN ${USERS}` },
  { table: "erasures", where: "org_id = ?1" },
  // SWARM's pool (docs/swarm.md): settings, items (their FTS rows follow by trigger), vectors, votes, audit.
  { table: "swarm_settings", where: "org_id = ?1" },
  { table: "swarm_items", where: "org_id = ?1" },
  { table: "swarm_vectors", where: "org_id = ?1" },
  { table: "swarm_votes", where: "item_id IN (SELECT id FROM swarm_items WHERE org_id = ?1)", order: "item_id, voter" },
  { table: "swarm_audit", where: "org_id = ?1" },
];

const PAGE = 200;
const BATCH = 50;

/**
 * Copies the organization's rows of every table (INSERT OR IGNORE: a re-run completes a partial copy;
 * a move REPLACEs the `upsert` tables' rows, a mirror of a new user only adds).
 */
export async function copyOrgRows(from: D1Database, to: D1Database, orgId: string, tables = ORG_TABLES, mode: "move" | "mirror" = "move"): Promise<number> {
  let copied = 0;
  for (const { table, where, upsert, order = "rowid" } of tables) {
    const verb = upsert && mode === "move" ? "INSERT OR REPLACE" : "INSERT OR IGNORE";
    for (let offset = 0; ; offset += PAGE) {
      const { results } = await from.prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${PAGE} OFFSET ${offset}`).bind(orgId).all<Record<string, unknown>>();
      if (!results.length) break;
      const statements = results.map((row) => {
        const cols = Object.keys(row);
        return to.prepare(`${verb} INTO ${table} (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`).bind(...cols.map((c) => row[c]));
      });
      for (let i = 0; i < statements.length; i += BATCH) await to.batch(statements.slice(i, i + BATCH));
      copied += results.length;
      if (results.length < PAGE) break;
    }
  }
  return copied;
}

/** Rows of the organization per table: the move's verification compares both sides. */
export async function countOrgRows(db: D1Database, orgId: string, tables = ORG_TABLES): Promise<Record<string, number>> {
  const rows = await db.batch(tables.map(({ table, where }) => db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(orgId)));
  return Object.fromEntries(tables.map(({ table }, i) => [table, (rows[i].results[0] as { n: number }).n]));
}

/** Deletes the organization's rows, children first; the tenancy rows only when `withTenancy` (never on the primary). */
export async function deleteOrgRows(db: D1Database, orgId: string, withTenancy: boolean, tables = ORG_TABLES): Promise<void> {
  const order = [...tables].reverse().filter((t) => withTenancy || !t.tenancy);
  await db.batch(order.map(({ table, where }) => db.prepare(`DELETE FROM ${table} WHERE ${where}`).bind(orgId)));
}

/** The organization's tenancy rows (its organization and a user) in `to`, for a user created after the organization moved there. */
export async function mirrorTenancyRows(from: D1Database, to: D1Database, orgId: string): Promise<void> {
  await copyOrgRows(from, to, orgId, ORG_TABLES.filter((t) => t.tenancy), "mirror");
}

/** Every memory id of the organization, any state: what its namespace in the source's vector index may hold. */
export async function orgMemoryIds(db: D1Database, orgId: string): Promise<string[]> {
  const { results } = await db.prepare("SELECT id FROM memories WHERE org_id = ?1 ORDER BY id").bind(orgId).all<{ id: string }>();
  return results.map((r) => r.id);
}
