/**
 * Fault injection for the load harness (`npm run bench:load --fault …`, issue 18). DEV ONLY: active
 * only when the `DEV_FAULTS` variable is set, which wrangler.toml never sets (production has no such
 * var); `npm run dev` passes it with `--var` when the harness asks (DEV_WORKER_VARS). Faults:
 *  - `vector`: every vector-index call fails as an unavailable service would;
 *  - `d1-jobs`: a job step's D1 calls fail at random (DEV_FAULTS_D1_RATE, default 0.2), as D1's
 *    transient errors do, mid-job — the run's own bookkeeping (job_runs) is left alone.
 * `DEV_FAULTS_WINDOW` = "<from>-<until>" (epoch ms) limits them to a window, so a run starts
 * healthy, degrades, and is audited healthy again.
 */
import { EngramError } from "../errors";
import type { VectorIndex } from "../vector/vector-index";

export type DevFault = "vector" | "d1-jobs";

type Vars = Record<string, string | undefined>;

/** The faults active at `now` (none unless DEV_FAULTS is set). */
export function activeFaults(env: unknown, now = Date.now()): Set<DevFault> {
  const vars = env as Vars;
  if (!vars.DEV_FAULTS) return new Set();
  const [from, until] = (vars.DEV_FAULTS_WINDOW ?? "").split("-").map(Number);
  if (Number.isFinite(from) && now < from) return new Set();
  if (Number.isFinite(until) && until > 0 && now > until) return new Set();
  return new Set(vars.DEV_FAULTS.split(",").map((f) => f.trim()) as DevFault[]);
}

/** A vector index that is down: every call fails like an unreachable service. */
export const failingVectorIndex: VectorIndex = {
  upsert: down,
  remove: down,
  query: down,
  ids: down,
};
async function down(): Promise<never> {
  throw new EngramError("unavailable", "vector index failing (DEV_FAULTS=vector)");
}

/** `db` whose calls (statement reads/writes and batches) fail with probability `rate`. */
export function flakyD1(db: D1Database, rate: number, random = Math.random): D1Database {
  const maybeFail = () => {
    if (random() < rate) throw new Error("D1_ERROR: injected fault (DEV_FAULTS=d1-jobs)");
  };
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const s = stmt as unknown as Record<string, (...a: unknown[]) => unknown>;
    // The real statement object is kept (a batch needs D1's own statements); only its methods are
    // shadowed on the instance.
    for (const m of ["first", "all", "run", "raw"]) {
      const orig = s[m].bind(stmt);
      s[m] = async (...a: unknown[]) => (maybeFail(), orig(...a));
    }
    const bind = s.bind.bind(stmt);
    s.bind = (...a: unknown[]) => wrap(bind(...a) as D1PreparedStatement);
    return stmt;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query));
      if (prop === "batch") return async (statements: D1PreparedStatement[]) => (maybeFail(), target.batch(statements));
      const v = (target as unknown as Record<PropertyKey, unknown>)[prop];
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}
