/** `org_directory` (primary database only): which D1 database holds an organization, and whether it is moving. */
import { eq } from "drizzle-orm";
import { orm } from "./db";
import { orgDirectory } from "./schema";

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
