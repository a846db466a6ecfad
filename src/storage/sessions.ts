/**
 * D1 read replication through the Sessions API (docs/scaling.md "Reads"): a request reads through
 * `db.withSession(bookmark ?? "first-unconstrained")`, the writer and the jobs through
 * `withSession("first-primary")`, and the newest bookmark goes back to the client in
 * `x-engram-bookmark`, so its next request reads at least what it wrote.
 *
 * The header carries the database's binding name with D1's bookmark (`DB_1:0000…`): a bookmark is a
 * position in one database's log, so one from another database (the organization moved since) is not
 * used — that request reads the primary instead, the safe choice.
 *
 * A session is wrapped as a `D1Database` so every store keeps taking one: `prepare` and `batch` go
 * through the session, `exec`/`dump`/`withSession` (which sessions lack, and no request path uses) to
 * the database itself. A binding without `withSession` (an older runtime) is used as it is, and no
 * bookmark is returned: the capability check below.
 */
import { EngramError } from "../errors";

export const BOOKMARK_HEADER = "x-engram-bookmark";

/** `<binding>:<D1 bookmark>`; D1's bookmarks are four dash-separated hex fields (8-8-8-32 digits). */
const BOOKMARK = /^(DB(?:_\d{1,4})?):([0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})$/i;

export interface ClientBookmark { database: string; bookmark: string }

/** The client's bookmark header, validated: absent → null; malformed → 400 naming the header. */
export function parseBookmark(value: string | undefined, databases: string[]): ClientBookmark | null {
  if (value === undefined || value === "") return null;
  const m = BOOKMARK.exec(value.trim());
  if (!m) throw new EngramError("validation_failed", `${BOOKMARK_HEADER}: expected the value of a previous response's ${BOOKMARK_HEADER} header`, { field: BOOKMARK_HEADER });
  if (!databases.includes(m[1])) throw new EngramError("validation_failed", `${BOOKMARK_HEADER}: names no bound database`, { field: BOOKMARK_HEADER });
  return { database: m[1], bookmark: m[2].toLowerCase() };
}

export const formatBookmark = (database: string, bookmark: string) => `${database}:${bookmark}`;

/** Where a request on `database` starts reading: after the client's bookmark when it is this database's. */
export function readConstraint(client: ClientBookmark | null, database: string): string {
  if (!client) return "first-unconstrained";
  return client.database === database ? client.bookmark : "first-primary";
}

export interface SessionDatabase {
  /** The session as a D1Database: hand it to stores as any database. */
  db: D1Database;
  /** The newest bookmark of what the session read or wrote (null: nothing yet, or no Sessions API). */
  bookmark(): string | null;
}

/** `db` through a D1 session anchored at `constraint` (a bookmark, "first-primary" or "first-unconstrained"). */
export function withSession(db: D1Database, constraint: string): SessionDatabase {
  if (typeof db.withSession !== "function") return { db, bookmark: () => null };
  const session = db.withSession(constraint);
  const wrapped: D1Database = {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (c?: string) => db.withSession(c),
  } as D1Database;
  return { db: wrapped, bookmark: () => session.getBookmark() };
}
