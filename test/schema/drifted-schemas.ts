/**
 * Copies of src/storage/schema.ts with one deliberate difference each. The schema check must see
 * every one of them (test/schema.test.ts), which proves it would catch the same drift in the mirror.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import * as schema from "../../src/storage/schema";

export const driftedSchemas: Record<string, { schema: Record<string, unknown>; expect: string }> = {
  // A column the migrations never added.
  "extra column": {
    schema: {
      ...schema,
      users: sqliteTable("users", {
        id: text("id").primaryKey(),
        orgId: text("org_id").notNull().references(() => schema.organizations.id),
        name: text("name").notNull(),
        createdAt: integer("created_at").notNull(),
        disabledAt: integer("disabled_at"),
        nickname: text("nickname"),
      }, (t) => [index("users_org").on(t.orgId)]),
    },
    expect: "table users · column nickname: only in drizzle (TEXT)",
  },
  // A default that differs from the migration's.
  "changed default": {
    schema: {
      ...schema,
      organizations: sqliteTable("organizations", {
        id: text("id").primaryKey(),
        name: text("name").notNull(),
        personal: integer("personal").notNull().default(1),
        createdAt: integer("created_at").notNull(),
      }, (t) => [uniqueIndex("organizations_name").on(t.name).where(sql`personal = 0`)]),
    },
    expect: 'table organizations · column personal: migrations has "INTEGER NOT NULL DEFAULT 0", drizzle has "INTEGER NOT NULL DEFAULT 1"',
  },
  // A partial unique index whose WHERE clause went missing.
  "changed index": {
    schema: {
      ...schema,
      organizations: sqliteTable("organizations", {
        id: text("id").primaryKey(),
        name: text("name").notNull(),
        personal: integer("personal").notNull().default(0),
        createdAt: integer("created_at").notNull(),
      }, (t) => [uniqueIndex("organizations_name").on(t.name)]),
    },
    expect: 'index organizations_name: migrations has "UNIQUE ON organizations (name) WHERE personal = 0", drizzle has "UNIQUE ON organizations (name)"',
  },
};
