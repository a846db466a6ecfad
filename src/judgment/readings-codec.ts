/**
 * Per-text readings (memo.ts `Reading`) as one JSON string and back, so a stored memory's readings can be kept beside
 * its row and seeded again instead of read again. Readers answer with plain data — strings, numbers, arrays, plain
 * objects — and Sets, Maps, frozen arrays and the odd RegExp, which JSON alone would lose; those go as tagged objects
 * (key `\u0000`, which no reading's object uses). An object met twice in one string (a frame holding the clauses
 * another reading returns) comes back as one object, so readers that compare by identity answer the same. Functions,
 * class instances and cycles are refused (`UnserialisableReading`): such a reading cannot be kept.
 */
import type { Reading } from "./memo";

const TAG = "\u0000";
type Tagged = { [TAG]: string; v?: unknown; id?: number };

export class UnserialisableReading extends Error {}

const isPlainObject = (x: object) => {
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
};

/** The readings as one string (throws `UnserialisableReading` when one of them holds something JSON cannot carry). */
export function encodeReadings(readings: readonly Reading[]): string {
  // First pass: which objects are met more than once (they get an id at their first place, a reference after).
  const seen = new Map<object, number>();
  const count = (x: unknown, path: Set<object>) => {
    if (typeof x !== "object" || x === null) return;
    if (path.has(x)) throw new UnserialisableReading("a reading holds a cycle");
    const n = (seen.get(x) ?? 0) + 1;
    seen.set(x, n);
    if (n > 1) return;
    path.add(x);
    if (Array.isArray(x) || x instanceof Set) for (const y of x) count(y, path);
    else if (x instanceof Map) for (const [k, y] of x) (count(k, path), count(y, path));
    else if (!(x instanceof RegExp)) for (const y of Object.values(x)) count(y, path);
    path.delete(x);
  };
  count(readings, new Set());
  const ids = new Map<object, number>();
  const encode = (x: unknown): unknown => {
    switch (typeof x) {
      case "string":
      case "boolean":
        return x;
      case "number":
        return Number.isFinite(x) && !Object.is(x, -0) ? x : { [TAG]: "n", v: Object.is(x, -0) ? "-0" : String(x) };
      case "undefined":
        return { [TAG]: "u" };
      case "object":
        break;
      default:
        throw new UnserialisableReading(`a reading holds a ${typeof x}`);
    }
    if (x === null) return null;
    const known = ids.get(x);
    if (known !== undefined) return { [TAG]: "ref", id: known };
    let out: unknown;
    if (Array.isArray(x)) out = x.map(encode);
    else if (x instanceof Set) out = { [TAG]: "s", v: [...x].map(encode) };
    else if (x instanceof Map) out = { [TAG]: "m", v: [...x].map(([k, y]) => [encode(k), encode(y)]) };
    else if (x instanceof RegExp) out = { [TAG]: "r", v: [x.source, x.flags] };
    else if (isPlainObject(x)) {
      if (TAG in x) throw new UnserialisableReading("a reading's object uses the codec's tag");
      out = Object.fromEntries(Object.entries(x).map(([k, y]) => [k, encode(y)]));
    } else throw new UnserialisableReading(`a reading holds a ${x.constructor?.name ?? "class"} instance`);
    if (Object.isFrozen(x) && !(x instanceof RegExp)) out = { [TAG]: "f", v: out };
    if ((seen.get(x) ?? 0) > 1) {
      const id = ids.size;
      ids.set(x, id);
      out = { [TAG]: "d", id, v: out };
    }
    return out;
  };
  return JSON.stringify(encode(readings));
}

/** The readings `encodeReadings` wrote, with their Sets, Maps, frozen arrays and shared objects. */
export function decodeReadings(json: string): Reading[] {
  const defined: unknown[] = [];
  const decode = (x: unknown): unknown => {
    if (typeof x !== "object" || x === null) return x;
    if (Array.isArray(x)) return x.map(decode);
    if (!(TAG in x)) {
      const out: Record<string, unknown> = {};
      for (const k in x) out[k] = decode((x as Record<string, unknown>)[k]);
      return out;
    }
    const t = x as Tagged;
    switch (t[TAG]) {
      case "u":
        return undefined;
      case "n":
        return t.v === "-0" ? -0 : Number(t.v);
      case "s":
        return new Set((t.v as unknown[]).map(decode));
      case "m":
        return new Map((t.v as [unknown, unknown][]).map(([k, y]) => [decode(k), decode(y)]));
      case "r":
        return new RegExp(...(t.v as [string, string]));
      case "f":
        return Object.freeze(decode(t.v));
      case "d": {
        const v = decode(t.v);
        defined[t.id!] = v;
        return v;
      }
      case "ref":
        return defined[t.id!];
      default:
        throw new Error(`readings-codec: unknown tag ${t[TAG]}`);
    }
  };
  return decode(JSON.parse(json)) as Reading[];
}
