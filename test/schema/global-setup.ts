// Runs in Node before the workerd tests: the DDL drizzle-kit generates from src/storage/schema.ts
// (and from the deliberately drifted copies), handed to test/schema.test.ts through provide/inject.
import type { TestProject } from "vitest/node";
import * as schema from "../../src/storage/schema";
import { driftedSchemas } from "./drifted-schemas";
import { drizzleDdl } from "./drizzle-ddl";

export default async function setup(project: TestProject) {
  const drifted: Record<string, { ddl: string[]; expect: string }> = {};
  for (const [name, d] of Object.entries(driftedSchemas)) drifted[name] = { ddl: await drizzleDdl(d.schema), expect: d.expect };
  project.provide("drizzleSchemaDdl", { schema: await drizzleDdl(schema), drifted });
}

declare module "vitest" {
  export interface ProvidedContext {
    drizzleSchemaDdl: { schema: string[]; drifted: Record<string, { ddl: string[]; expect: string }> };
  }
}
