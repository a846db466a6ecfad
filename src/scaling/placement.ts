/**
 * Where a new organization goes when more than one database is bound (docs/scaling.md, "Placing new
 * organizations"): round-robin by organization count, weighted by size. Each database scores its
 * share of all organizations (from the directory) plus its share of all bytes (D1's reported size);
 * the lowest score wins, ties to the earlier binding. A burst of creations (sizes barely change)
 * therefore deals organizations out in turn, while a database grown large from a few big
 * organizations gets fewer new ones. With one database bound there is nothing to choose: null, and
 * no directory row is written (N = 1 behaves as before).
 */
import { databaseBytes, organizationsPerDatabase } from "../storage/directory-store";
import { PRIMARY, type NamedDatabase } from "../storage/databases";

export interface DatabaseLoad { name: string; organizations: number; bytes: number }

/** The database a new organization goes to, by the rule above (pure: the loads are read by `placeNewOrganization`). */
export function pickDatabase(loads: DatabaseLoad[]): string {
  const orgs = loads.reduce((s, l) => s + l.organizations, 0);
  const bytes = loads.reduce((s, l) => s + l.bytes, 0);
  const score = (l: DatabaseLoad) => (orgs ? l.organizations / orgs : 0) + (bytes ? l.bytes / bytes : 0);
  // Strictly lower only: on a tie the earlier binding (the primary first) keeps its place.
  return loads.reduce((best, l) => (score(l) < score(best) ? l : best)).name;
}

/** The current loads of every bound database: one directory read on the primary and one size probe per database. */
export async function databaseLoads(databases: NamedDatabase[]): Promise<DatabaseLoad[]> {
  const primary = databases.find((d) => d.name === PRIMARY)!.db;
  const [counts, sizes] = await Promise.all([
    organizationsPerDatabase(primary, PRIMARY),
    Promise.all(databases.map((d) => databaseBytes(d.db))),
  ]);
  return databases.map((d, i) => ({ name: d.name, organizations: counts[d.name] ?? 0, bytes: sizes[i] }));
}

/** Where a new organization should be created, or null with a single database bound. */
export async function placeNewOrganization(databases: NamedDatabase[]): Promise<string | null> {
  if (databases.length < 2) return null;
  return pickDatabase(await databaseLoads(databases));
}
