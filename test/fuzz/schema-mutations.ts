/**
 * Invalid values derived from a JSON Schema (the app's own OpenAPI document, or an MCP tool's
 * inputSchema): for every field of a known-good base value, values the schema refuses — wrong
 * types, out-of-range numbers, over-long strings, bad enums and patterns, missing required
 * fields. Each mutation carries the dotted field path a 400 must name.
 *
 * `accepts` is a small validator for the subset of JSON Schema zod emits; a candidate is kept only
 * when no branch of the schema accepts it, so every mutation is invalid by the document itself.
 */
import type { Rng } from "./rng";

export type JsonSchema = Record<string, any>;

/** A placeholder for JSON that JSON.stringify cannot produce (1e309); replaced in the text. */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface Mutation {
  label: string;
  path: string[];
  /** Set the field to this value, or remove it when `remove`. */
  value?: unknown;
  remove?: boolean;
  /** The field a 400 must name (dotted path). */
  field: string;
}

const branches = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? [s];
const isDate = (s: JsonSchema) => typeof s.description === "string" && /ISO 8601/.test(s.description);

function typeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function typeMatches(types: string | string[] | undefined, v: unknown): boolean {
  if (types === undefined) return true;
  const t = typeOf(v);
  return ([] as string[]).concat(types).some((x) => x === t || (x === "number" && t === "integer"));
}

export function accepts(s: JsonSchema, v: unknown): boolean {
  if (s.anyOf || s.oneOf) return branches(s).some((b) => accepts(b, v));
  if (s.allOf && !s.allOf.every((b: JsonSchema) => accepts(b, v))) return false;
  if (s.not && accepts(s.not, v)) return false;
  if (!typeMatches(s.type, v)) return false;
  if (s.enum && !s.enum.some((e: unknown) => e === v)) return false;
  if ("const" in s && s.const !== v) return false;
  if (typeof v === "string") {
    if (s.minLength !== undefined && v.length < s.minLength) return false;
    if (s.maxLength !== undefined && v.length > s.maxLength) return false;
    if (s.pattern && !new RegExp(s.pattern).test(v)) return false;
    if (isDate(s) && Number.isNaN(Date.parse(v))) return false;
  }
  if (typeof v === "number") {
    if (s.minimum !== undefined && v < s.minimum) return false;
    if (s.maximum !== undefined && v > s.maximum) return false;
    if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) return false;
    if (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum) return false;
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) return false;
    if (s.maxItems !== undefined && v.length > s.maxItems) return false;
    if (s.items && !v.every((x) => accepts(s.items, x))) return false;
  }
  if (typeOf(v) === "object") {
    const o = v as Record<string, unknown>;
    for (const r of s.required ?? []) if (!(r in o)) return false;
    for (const [k, x] of Object.entries(o)) {
      const ps = s.properties?.[k];
      if (ps) {
        if (!accepts(ps, x)) return false;
      } else if (s.additionalProperties === false) return false;
      else if (s.additionalProperties && typeof s.additionalProperties === "object" && !accepts(s.additionalProperties, x)) return false;
      if (s.propertyNames && !accepts(s.propertyNames, k)) return false;
    }
  }
  return true;
}

const GENERIC: unknown[] = [42, -1, 1.5, true, false, "str", "", null, [], {}, ["x"], { a: 1 }];

/** Values this schema refuses, labelled. Lone surrogates are refused for every string field. */
export function invalidValues(s: JsonSchema, sampleItem?: unknown): { label: string; value: unknown }[] {
  const out: { label: string; value: unknown }[] = [];
  const add = (label: string, value: unknown) => {
    if (value instanceof RawJson || !accepts(s, value)) out.push({ label, value });
  };
  for (const v of GENERIC) add(`type ${typeOf(v)} ${JSON.stringify(v)}`, v);
  for (const b of branches(s)) {
    const types = ([] as string[]).concat(b.type ?? []);
    if (types.includes("string")) {
      if (b.enum) {
        add("enum bogus", "not_a_valid_value");
        add("enum wrong case", String(b.enum[0]).toUpperCase() === b.enum[0] ? String(b.enum[0]).toLowerCase() : String(b.enum[0]).toUpperCase());
      }
      if (b.maxLength !== undefined) add(`string > maxLength ${b.maxLength}`, "x".repeat(b.maxLength + 1));
      if (b.minLength) add(`string < minLength ${b.minLength}`, "x".repeat(b.minLength - 1));
      if (b.pattern) for (const p of ["-lead", " lead", "bad\tname", "ü", "x#y", "a\\b", "'; DROP TABLE x; --"]) add(`pattern ${JSON.stringify(p)}`, p);
      if (isDate(b)) for (const d of ["last tuesday", "2024-13-45", "0", "ISO"]) add(`date ${JSON.stringify(d)}`, d);
      if (!b.enum && !b.pattern) out.push({ label: "lone surrogate", value: "a\ud800b" });
      add("numeric string NaN", "NaN");
    }
    if (types.includes("number") || types.includes("integer")) {
      out.push({ label: "1e309 (Infinity)", value: new RawJson("1e309") });
      out.push({ label: "-1e309", value: new RawJson("-1e309") });
      add("string 1", "1");
      if (b.minimum !== undefined) add(`below minimum ${b.minimum}`, b.minimum - 1);
      if (b.exclusiveMinimum !== undefined) add(`at exclusiveMinimum ${b.exclusiveMinimum}`, b.exclusiveMinimum);
      if (b.maximum !== undefined) {
        add(`above maximum ${b.maximum}`, b.maximum + 1);
        add("1e308", 1e308);
      }
      if (types.includes("integer")) add("float for int", (b.minimum ?? 0) + 0.5);
      add("-1e308", -1e308);
    }
    if (types.includes("array")) {
      if (b.maxItems !== undefined) add(`array > maxItems ${b.maxItems}`, Array(b.maxItems + 1).fill(sampleItem ?? "x"));
      if (b.minItems) add(`array < minItems ${b.minItems}`, []);
    }
  }
  return out;
}

function schemaAt(s: JsonSchema, kind: "object" | "array"): JsonSchema | undefined {
  return branches(s).find((b) => ([] as string[]).concat(b.type ?? []).includes(kind));
}

/** Every single-field mutation of `base` (itself valid for `schema`), recursing into objects and first array items. */
export function mutations(schema: JsonSchema, base: unknown, path: string[] = []): Mutation[] {
  const out: Mutation[] = [];
  const obj = schemaAt(schema, "object");
  if (!obj || typeOf(base) !== "object") return out;
  const b = base as Record<string, unknown>;
  const props: Record<string, JsonSchema> = { ...(obj.properties ?? {}) };
  // Records (additionalProperties schemas): mutate the base's first key.
  if (obj.additionalProperties && typeof obj.additionalProperties === "object") {
    const first = Object.keys(b).find((k) => !(k in props));
    if (first !== undefined) props[first] = obj.additionalProperties;
  }
  for (const [k, ps] of Object.entries(props)) {
    const p = [...path, k];
    const field = p.join(".");
    if ((obj.required ?? []).includes(k)) out.push({ label: "missing required", path: p, remove: true, field });
    const arr = schemaAt(ps, "array");
    const sample = Array.isArray(b[k]) && (b[k] as unknown[]).length ? (b[k] as unknown[])[0] : undefined;
    for (const { label, value } of invalidValues(ps, sample)) out.push({ label, path: p, value, field });
    if (typeOf(b[k]) === "object") out.push(...mutations(ps, b[k], p));
    if (arr?.items && Array.isArray(b[k])) {
      const items = b[k] as unknown[];
      if (items.length) {
        if (typeOf(items[0]) === "object") out.push(...mutations(arr.items, items[0], [...p, "0"]));
        for (const { label, value } of invalidValues(arr.items)) out.push({ label: `item ${label}`, path: [...p, "0"], value, field: `${field}.0` });
      }
    }
  }
  return out;
}

/** `base` with one mutation applied (a deep copy; the base is untouched). */
export function applyMutation(base: unknown, m: Mutation): unknown {
  const copy = structuredClone(base) as Record<string, any>;
  let at: any = copy;
  for (const k of m.path.slice(0, -1)) at = at[k];
  const last = m.path.at(-1)!;
  if (m.remove) delete at[last];
  else at[last] = m.value;
  return copy;
}

/** JSON text with RawJson placeholders written out as-is. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000RAW${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000RAW(\d+)\\u0000"/g, (_m, i) => raws[Number(i)]);
}

/** A random well-formed JSON value, for noise in places that accept anything (unknown fields). */
export function randomJson(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 4 : 6)) {
    case 0: return rng.pick([0, -1, 1e308, 3.14, Number.MAX_SAFE_INTEGER, -0]);
    case 1: return rng.string(rng.int(40));
    case 2: return rng.pick([true, false, null]);
    case 3: return rng.string(rng.pick([0, 1, 300, 5000]));
    case 4: return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [rng.string(8), randomJson(rng, depth + 1)]));
  }
}
