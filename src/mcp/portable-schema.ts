/**
 * Tool schemas that export cleanly for every client (issue 17, "directory-ready").
 *
 * zod 4 writes a record (`z.record(z.string(), …)`, a loose object's catchall) as
 * `propertyNames: {type: "string"}` plus `additionalProperties: {}`. Both are valid JSON Schema
 * 2020-12 and both say nothing (JSON object keys are always strings; `{}` accepts anything), but
 * the schema subsets several model providers and clients accept reject `propertyNames` and empty
 * sub-schemas, so a strict client drops or refuses the tool. `portable` keeps zod's validation
 * untouched and only rewrites the JSON Schema the SDK lists: the two no-op forms are removed.
 * `portabilityIssues` is the check the tests run over every listed schema.
 */
import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => isObject(v) && Object.keys(v).length === 0;
const isStringKeys = (v: unknown) => isObject(v) && Object.keys(v).length === 1 && v.type === "string";

/** Keywords whose values are maps from names to sub-schemas (not sub-schemas themselves). */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

export function cleanSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(cleanSchema);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "propertyNames" && isStringKeys(v)) continue;
    if (k === "additionalProperties" && isEmpty(v)) continue; // the default: any further keys allowed
    if (SCHEMA_MAPS.has(k) && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, cleanSchema(s)]));
    else if (k === "enum" || k === "const" || k === "default" || k === "examples") out[k] = v; // data, not schemas
    else out[k] = cleanSchema(v);
  }
  return out;
}

/** Where a listed schema leaves the portable subset, as `path: reason` lines (empty: clean). */
export function portabilityIssues(schema: unknown, path = "#"): string[] {
  const issues: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
    if (!isObject(node)) return;
    for (const [k, v] of Object.entries(node)) {
      const here = `${at}/${k}`;
      if (k === "propertyNames") issues.push(`${here}: propertyNames is outside the subset many clients accept`);
      else if (k === "$ref" || k === "$defs" || k === "definitions") issues.push(`${here}: references are not resolved by every client`);
      else if ((k === "additionalProperties" || k === "items") && isEmpty(v)) issues.push(`${here}: an empty sub-schema`);
      if (k === "enum" || k === "const" || k === "default" || k === "examples") continue;
      if (SCHEMA_MAPS.has(k) && isObject(v)) for (const [n, s] of Object.entries(v)) walk(s, `${here}/${n}`);
      else walk(v, here);
    }
  };
  if (!isObject(schema) || schema.type !== "object") issues.push(`${path}: the root must be an object schema`);
  walk(schema, path);
  return issues;
}

/** The schema with zod's validation and types, listed as its cleaned JSON Schema. */
export function portable<S extends StandardSchemaWithJSON>(schema: S): S;
export function portable<S extends StandardSchemaWithJSON>(schema: S | undefined): S | undefined;
export function portable<S extends StandardSchemaWithJSON>(schema: S | undefined): S | undefined {
  if (!schema) return schema;
  const std = schema["~standard"];
  const json = std.jsonSchema;
  return {
    "~standard": {
      ...std,
      validate: std.validate.bind(std),
      jsonSchema: {
        input: (o: Parameters<typeof json.input>[0]) => cleanSchema(json.input(o)) as Json,
        output: (o: Parameters<typeof json.output>[0]) => cleanSchema(json.output(o)) as Json,
      },
    },
  } as unknown as S;
}
