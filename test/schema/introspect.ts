/**
 * What a D1 database's schema is, read back from SQLite itself (sqlite_master and the PRAGMAs), as
 * a flat map of "where → what" lines that two databases can be diffed by: one built by the SQL
 * migrations, one built from what drizzle-kit generates from src/storage/schema.ts.
 *
 * Every line is normalised only where the two spellings mean the same thing to SQLite (identifier
 * quoting, whitespace, the case of type names, a UNIQUE constraint versus drizzle's unique index);
 * anything that changes behaviour — a type, NOT NULL, a default, a key, an index's columns, order,
 * uniqueness or WHERE clause, a foreign key, a CHECK — stays in the line and shows up in a diff.
 */

/** "table users · column org_id" → "TEXT NOT NULL", "index users_org" → "ON users (org_id)", … */
export type SchemaLines = Map<string, string>;

interface MasterRow { type: string; name: string; tbl_name: string; sql: string | null }
interface ColumnInfo { cid: number; name: string; type: string; notnull: number; dflt_value: string | null; pk: number }
interface IndexInfo { name: string; unique: number; origin: "c" | "u" | "pk"; partial: number }
interface IndexColumn { seqno: number; cid: number; name: string | null; desc: number; coll: string; key: number }
interface ForeignKey { id: number; seq: number; table: string; from: string; to: string; on_update: string; on_delete: string; match: string }

const FTS5_SHADOWS = ["_data", "_idx", "_content", "_docsize", "_config"];

/** Same text for the same SQL however it was quoted or laid out. */
export function normalizeSql(s: string): string {
  // Identifier quotes go, string literals stay as written ('[]', 'O''Brien').
  const unquoted = s.replace(/'(?:[^']|'')*'|[`"]/g, (m) => (m.startsWith("'") ? m : ""));
  return unquoted
    .replace(/\s+/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\s*,\s*/g, ", ")
    .trim();
}

/** The text inside the parentheses that open at `open` (balanced, quotes respected). */
function balanced(s: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return s.slice(open + 1, i);
  }
  throw new Error(`unbalanced parentheses in: ${s}`);
}

/** CHECK expressions of a CREATE TABLE, whether written on a column or as a table constraint. */
export function checkConstraints(createTable: string): string[] {
  const out: string[] = [];
  const re = /\bCHECK\s*\(/gi;
  for (let m = re.exec(createTable); m; m = re.exec(createTable)) {
    out.push(normalizeSql(balanced(createTable, m.index + m[0].length - 1)));
  }
  return out.sort();
}

/** The WHERE of a partial index, from its CREATE INDEX text. */
const indexWhere = (sql: string) => {
  const m = /\)\s*WHERE\s+([\s\S]+)$/i.exec(sql);
  return m ? normalizeSql(m[1]) : null;
};

/** The key parts of an index as written (columns, expressions), from its CREATE INDEX text. */
const indexKeyText = (sql: string) => normalizeSql(balanced(sql, sql.indexOf("(", sql.search(/\bON\b/i))));

async function all<T>(db: D1Database, sql: string): Promise<T[]> {
  return (await db.prepare(sql).all<T>()).results;
}

const isInternal = (name: string) => name.startsWith("sqlite_") || name.startsWith("_cf_") || name === "d1_migrations";

export async function introspect(db: D1Database): Promise<SchemaLines> {
  const lines: SchemaLines = new Map();
  const master = await all<MasterRow>(db, "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name");
  const virtual = master.filter((r) => r.type === "table" && /^CREATE VIRTUAL TABLE/i.test(r.sql ?? "")).map((r) => r.name);
  const shadow = new Set(virtual.flatMap((v) => FTS5_SHADOWS.map((s) => v + s)));
  const sqlOf = new Map(master.map((r) => [r.name, r.sql ?? ""]));

  for (const r of master) {
    if (isInternal(r.name) || shadow.has(r.name)) continue;
    if (r.type === "trigger") lines.set(`trigger ${r.name}`, normalizeSql(r.sql!));
    if (r.type === "view") lines.set(`view ${r.name}`, normalizeSql(r.sql!));
    if (r.type !== "table") continue;
    if (virtual.includes(r.name)) {
      lines.set(`virtual table ${r.name}`, normalizeSql(r.sql!));
      continue;
    }
    const t = `table ${r.name}`;
    lines.set(t, /\bWITHOUT\s+ROWID\s*;?\s*$/i.test(r.sql!) ? "WITHOUT ROWID" : "rowid");
    const columns = await all<ColumnInfo>(db, `PRAGMA table_info(${r.name})`);
    const pkColumns = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    if (pkColumns.length) lines.set(`${t} · primary key`, pkColumns.join(", "));
    for (const c of columns) {
      // NOT NULL is not compared on primary-key columns: drizzle always declares it there, and
      // SQLite's legacy rule lets `id TEXT PRIMARY KEY` hold NULL without it. No code inserts NULL ids.
      const notNull = c.notnull && !c.pk ? " NOT NULL" : "";
      const dflt = c.dflt_value === null ? "" : ` DEFAULT ${normalizeSql(c.dflt_value)}`;
      lines.set(`${t} · column ${c.name}`, `${c.type.toUpperCase()}${notNull}${dflt}`);
    }
    for (const fk of await all<ForeignKey>(db, `PRAGMA foreign_key_list(${r.name})`)) {
      lines.set(`${t} · foreign key (${fk.from})`, `→ ${fk.table}(${fk.to}) ON UPDATE ${fk.on_update} ON DELETE ${fk.on_delete}`);
    }
    for (const check of checkConstraints(r.sql!)) lines.set(`${t} · check ${check}`, "CHECK");

    for (const ix of await all<IndexInfo>(db, `PRAGMA index_list(${r.name})`)) {
      if (ix.origin === "pk") continue; // the primary key line covers it
      const cols = (await all<IndexColumn>(db, `PRAGMA index_xinfo(${ix.name})`)).filter((c) => c.key === 1);
      const sql = sqlOf.get(ix.name) ?? "";
      const where = ix.partial ? indexWhere(sql) : null;
      const keyParts = cols.some((c) => c.cid === -2)
        ? indexKeyText(sql) // an expression: only the CREATE INDEX text says which
        : cols.map((c) => `${c.name}${c.desc ? " DESC" : ""}${c.coll.toUpperCase() !== "BINARY" ? ` COLLATE ${c.coll}` : ""}`).join(", ");
      const what = `${ix.unique ? "UNIQUE " : ""}ON ${r.name} (${keyParts})${where ? ` WHERE ${where}` : ""}`;
      // A table's UNIQUE (a, b) constraint and drizzle's `unique().on(a, b)` (an index it names
      // `<table>_<a>_<b>_unique`) enforce the same thing; both are keyed by what they cover.
      const constraint = ix.origin === "u" || (ix.unique && !where && ix.name === `${r.name}_${cols.map((c) => c.name).join("_")}_unique`);
      lines.set(constraint ? `${t} · unique (${keyParts})` : `index ${ix.name}`, what);
    }
  }
  return lines;
}

/** What differs, one line per difference; empty when the two schemas are the same. */
export function diffSchemas(expected: SchemaLines, actual: SchemaLines, names = { expected: "migrations", actual: "drizzle" }): string[] {
  const out: string[] = [];
  for (const [k, v] of expected) {
    if (!actual.has(k)) out.push(`${k}: only in ${names.expected} (${v})`);
    else if (actual.get(k) !== v) out.push(`${k}: ${names.expected} has "${v}", ${names.actual} has "${actual.get(k)}"`);
  }
  for (const [k, v] of actual) if (!expected.has(k)) out.push(`${k}: only in ${names.actual} (${v})`);
  return out.sort();
}

/** Drops every table, view and trigger, so one D1 binding can hold several schemas in turn. */
export async function resetDatabase(db: D1Database): Promise<void> {
  const objects = await all<MasterRow>(db, "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('table', 'view')");
  const virtual = objects.filter((o) => /^CREATE VIRTUAL TABLE/i.test(o.sql ?? "")).map((o) => o.name);
  const shadow = new Set(virtual.flatMap((v) => FTS5_SHADOWS.map((s) => v + s)));
  const drops = objects
    .filter((o) => !o.name.startsWith("sqlite_") && !o.name.startsWith("_cf_") && !shadow.has(o.name))
    .map((o) => `DROP ${o.type.toUpperCase()} IF EXISTS "${o.name}"`);
  // Virtual tables first (they drop their shadow tables); triggers go with their tables.
  drops.sort((a, b) => Number(!virtual.some((v) => a.endsWith(`"${v}"`))) - Number(!virtual.some((v) => b.endsWith(`"${v}"`))));
  // Dropping a table deletes its rows; with foreign keys deferred, rows of tables dropped later in
  // the same batch may still point at them.
  if (drops.length) await db.batch(["PRAGMA defer_foreign_keys = ON", ...drops].map((d) => db.prepare(d)));
}
