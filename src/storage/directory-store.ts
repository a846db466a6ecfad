/** `org_directory` (primary database only): which D1 database holds an organization, and whether it is moving. */
import { count, eq, notInArray, sql } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { orgDirectory, organizations } from "./schema";

export interface Placement { database: string; state: "active" | "moving" }

/** The organization's placement, or null when it has no row (it is on the primary). */
export async function placementOf(primary: D1Database, orgId: string): Promise<Placement | null> {
  const row = await orm(primary)
    .select({ database: orgDirectory.database, state: orgDirectory.state })
    .from(orgDirectory)
    .where(eq(orgDirectory.orgId, orgId))
    .get();
  return (row as Placement | undefined) ?? null;
}

export async function setPlacement(primary: D1Database, orgId: string, p: Placement, now: number): Promise<void> {
  await orm(primary)
    .insert(orgDirectory)
    .values({ orgId, database: p.database, state: p.state, updatedAt: now })
    .onConflictDoUpdate({ target: orgDirectory.orgId, set: { database: p.database, state: p.state, updatedAt: now } });
}

/**
 * A new organization's placement, for the batch that creates it. With `unlessOrgNamed`, written only
 * while no shared organization of that name exists (the batch's next statement creates it): a
 * creation that finds the organization already there leaves its placement alone. Plain SQL through
 * drizzle's template: an INSERT … SELECT of constants guarded by NOT EXISTS has no builder form.
 */
export function placementStatement(
  primary: D1Database, p: { orgId: string; database: string; now: number; unlessOrgNamed?: string },
): D1PreparedStatement {
  const guard = p.unlessOrgNamed === undefined
    ? sql``
    : sql` WHERE NOT EXISTS (SELECT 1 FROM ${organizations} WHERE ${organizations.name} = ${p.unlessOrgNamed} AND ${organizations.personal} = 0)`;
  return toStatement(
    primary,
    sql`INSERT INTO ${orgDirectory} (org_id, database, state, updated_at) SELECT ${p.orgId}, ${p.database}, 'active', ${p.now}${guard}`,
  );
}

/**
 * How many organizations each database holds, from the directory: its rows per database, plus the
 * organizations without a row, which are on the primary (`primary` names it).
 */
export async function organizationsPerDatabase(primaryDb: D1Database, primary: string): Promise<Record<string, number>> {
  const db = orm(primaryDb);
  const [placed, [unplaced]] = await Promise.all([
    db.select({ database: orgDirectory.database, n: count() }).from(orgDirectory).groupBy(orgDirectory.database),
    db.select({ n: count() }).from(organizations).where(notInArray(organizations.id, db.select({ id: orgDirectory.orgId }).from(orgDirectory))),
  ]);
  const out: Record<string, number> = { [primary]: unplaced.n };
  for (const r of placed) out[r.database] = (out[r.database] ?? 0) + r.n;
  return out;
}

/** The database's size in bytes as D1 reports it after a trivial read (`meta.size_after`), 0 when not reported. */
export async function databaseBytes(db: D1Database): Promise<number> {
  const res = await db.prepare("SELECT 1").run();
  return Number((res.meta as { size_after?: number }).size_after ?? 0);
}
