// Which per-text readers make up a text's first reading (scale-pairs-timing.mts `--readers`): every memo miss of
// memo.ts's per-text memos is timed (self time: nested first readings are their own reader's), and each answer is
// put through readings-codec.ts, so the table says whether that reader's output could be kept beside a memory's row
// (plain data, Sets and Maps) and how many bytes it takes.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PER_TEXT_MEMOS, watchReadings } from "../../src/judgment/memo";
import { encodeReadings } from "../../src/judgment/readings-codec";

export interface ReaderStats { selfMs: number; reads: number; bytes: number; unserialisable: string | null; form: string }
/** The watch's own CPU (encoding each answer), to be taken off the stage's. */
export const watchCost = { ms: 0 };
// CPU time, not wall: on a loaded machine the wall clock runs 2–3 times the CPU a reader used.
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Starts timing first readings (until `watchReadings(undefined)`); the map fills as readers run. */
export function watchFirstReads(): Map<number, ReaderStats> {
  const stats = new Map<number, ReaderStats>();
  const stack: { t0: number; child: number }[] = [];
  watchReadings({
    enter: () => stack.push({ t0: cpuNow(), child: 0 }),
    leave: (memo, text, value) => {
      const frame = stack.pop()!;
      const took = cpuNow() - frame.t0;
      const s = stats.get(memo) ?? { selfMs: 0, reads: 0, bytes: 0, unserialisable: null, form: "" };
      s.selfMs += took - frame.child;
      s.reads++;
      const e0 = cpuNow();
      try {
        s.bytes += encodeReadings([[memo, text, value]]).length;
      } catch (e) {
        s.unserialisable = (e as Error).message;
      }
      if (!s.form || /^(?:\[\]|undefined|null|\{\})$/.test(s.form)) s.form = formOf(value);
      stats.set(memo, s);
      // The parent's clock ran through this reading and its encoding: neither is the parent's own time.
      const cost = cpuNow() - e0;
      watchCost.ms += cost;
      if (stack.length) stack[stack.length - 1].child += took + cost;
    },
  });
  return stats;
}

function formOf(x: unknown, depth = 0): string {
  if (x === null || typeof x !== "object") return typeof x === "object" ? "null" : typeof x;
  if (depth > 1) return Array.isArray(x) ? "[…]" : x instanceof Set ? "Set" : x instanceof Map ? "Map" : "{…}";
  if (Array.isArray(x)) return x.length ? `${formOf(x[0], depth + 1)}[]` : "[]";
  if (x instanceof Set) return `Set<${x.size ? formOf(x.values().next().value, depth + 1) : "?"}>`;
  if (x instanceof Map) return `Map<${x.size ? formOf([...x][0][0], depth + 1) + "," + formOf([...x][0][1], depth + 1) : "?"}>`;
  if (x instanceof RegExp) return "RegExp";
  const keys = Object.keys(x);
  return `{${keys.slice(0, 5).join(",")}${keys.length > 5 ? ",…" : ""}}`;
}

// A memo's reader named by its function's name, or found in src/judgment by a piece of its source.
const sources = (() => {
  const dir = path.join(import.meta.dirname, "../../src/judgment");
  return readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => ({ f, text: readFileSync(path.join(dir, f), "utf8").replace(/\s+/g, " ") }));
})();
function labelOf(memo: number): string {
  const fn = PER_TEXT_MEMOS[memo].fn;
  const code = fn.toString().replace(/\s+/g, " ");
  const body = code.slice(code.indexOf("=>") + 2).trim().slice(0, 28);
  const home = sources.find((s) => (fn.name ? s.text.includes(`function ${fn.name}(`) : body.length > 8 && s.text.includes(body)));
  return `${fn.name || `(${body}…)`} ${home ? home.f : "?"}`;
}

/** The table: readers by self time, with their share of the stage's CPU (`stageMs`, all timed writes). */
export function firstReadTable(stats: Map<number, ReaderStats>, stageCpuMs: number): string {
  watchReadings(undefined);
  const stageMs = stageCpuMs - watchCost.ms;
  const rows = [...stats].sort((a, b) => b[1].selfMs - a[1].selfMs);
  const total = rows.reduce((n, [, s]) => n + s.selfMs, 0);
  const pct = (x: number) => `${((100 * x) / stageMs).toFixed(1)} %`;
  const lines = [`first readings: ${total.toFixed(0)} ms CPU (self time) of ${stageMs.toFixed(0)} ms stage CPU without the watch's own ${watchCost.ms.toFixed(0)} (${pct(total)}), ${rows.length} readers`];
  lines.push("share | ms | reads | bytes/read | reader | output | serialisable");
  for (const [memo, s] of rows)
    lines.push(`${pct(s.selfMs)} | ${s.selfMs.toFixed(1)} | ${s.reads} | ${(s.bytes / s.reads).toFixed(0)} | ${labelOf(memo)} | ${s.form} | ${s.unserialisable ?? "yes"}`);
  return lines.join("\n");
}
