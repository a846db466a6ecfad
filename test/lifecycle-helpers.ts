/** Helpers for lifecycle tests: NDJSON import, the real scheduled handler at a fixed time, raw rows. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "../src/index";

export const DAY = 86_400_000;

export async function importLines(key: string, lines: object[]): Promise<{ status: number; body: any }> {
  const res = await (exports as any).default.fetch(
    new Request("http://engram.test/v1/import", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/x-ndjson" },
      body: lines.map((l) => JSON.stringify(l)).join("\n"),
    }),
  );
  return { status: res.status, body: await res.json() };
}

export async function exportText(key: string): Promise<string> {
  const res = await (exports as any).default.fetch(new Request("http://engram.test/v1/export", { headers: { authorization: `Bearer ${key}` } }));
  if (res.status !== 200) throw new Error(`export ${res.status}`);
  return res.text();
}

/** Drives the worker's real `scheduled` handler; `vars` overrides environment variables (budgets). */
export async function runCron(cron: string, scheduledTime: number, vars: Record<string, string> = {}): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
}

export const CRON = { hourly: "0 * * * *", nightly: "0 3 * * *", weekly: "0 4 * * sun", monthly: "0 5 1 * *" } as const;

export async function row(id: string): Promise<Record<string, any> | null> {
  return env.DB.prepare("SELECT * FROM memories WHERE id = ?").bind(id).first();
}

export const iso = (ms: number) => new Date(ms).toISOString();

let seq = 0;
/** A fresh, valid memory id (import accepts client-chosen ids). */
export function memId(at = Date.now()): string {
  const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let time = "";
  let t = at;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const n = (seq++).toString(32).toUpperCase().replace(/[ILOU]/g, "Z").padStart(6, "0");
  const rand = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => ALPHABET[b % 32]).join("");
  return `mem_${time}${(rand + n).slice(-16)}`;
}
