/**
 * MCP tool arguments refuse keys their schema does not know, at every depth (issue 18, finding 7),
 * like REST bodies do (`readJson` in src/http/validate.ts): zod strips unknown keys, so a typo such
 * as `{"scop": "team"}` or `triggers.fil` would otherwise be dropped silently. The SDK validates
 * arguments before the handler runs and reports a failure as a tool result with `isError: true`
 * whose text names the key (`Unrecognized key: "scop"`), not as a protocol error.
 *
 * `strictArgs` rebuilds a schema with every stripping object made strict: loose objects and records
 * (free-form `metadata`, `verification`) keep every key; checks and descriptions are kept.
 */
import { z } from "zod";

type Any = z.ZodType;

const rebuild = (s: Any, def: Record<string, unknown>): Any => {
  const out = new (s as any)._zod.constr(def) as Any;
  const meta = z.globalRegistry.get(s);
  if (meta) z.globalRegistry.add(out, meta);
  return out;
};

function deep(s: Any): Any {
  const def = (s as any)._zod.def;
  switch (def.type) {
    case "object": {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, Any>).map(([k, v]) => [k, deep(v)]));
      // catchall undefined is zod's default (strip); a loose object's catchall is unknown.
      return rebuild(s, { ...def, shape, catchall: def.catchall ?? z.never() });
    }
    case "array":
      return rebuild(s, { ...def, element: deep(def.element) });
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return rebuild(s, { ...def, innerType: deep(def.innerType) });
    case "union":
      return rebuild(s, { ...def, options: (def.options as Any[]).map(deep) });
    case "pipe":
      return rebuild(s, { ...def, in: deep(def.in) });
    default:
      return s;
  }
}

export function strictArgs<S extends z.ZodObject>(schema: S): S {
  return deep(schema) as S;
}
