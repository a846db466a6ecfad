/**
 * The Worker's write guard: a memory service must not become a store of secrets. Memories arriving with
 * live credentials (API keys and tokens, private keys, passwords — URL credentials included — and JWTs)
 * are stored with those values replaced by typed placeholders ([API_KEY_1]), unless the memory sets
 * `allow_secrets: true`. The response says what was redacted: type, offsets into the content as received
 * (after trimming), placeholder — never the value. Personal data (names, e-mails, phones) is not touched
 * here: storing it is the point of a memory; the companion scrubs it before anything leaves the machine.
 * Uses the engine without the name lexicon (core.ts), so the Worker never loads compromise for this, and
 * loads it on the first write (lazy-core.ts), not when an isolate starts.
 */
import { loadEngine } from "./lazy-core.ts";
import { CREDENTIAL_TYPES, type FindingType } from "./types.ts";

export interface Redaction {
  field: "content" | "title";
  type: FindingType;
  start: number;
  end: number;
  placeholder: string;
}

interface Guardable {
  content: string;
  title?: string | undefined;
  allow_secrets?: boolean | undefined;
}

/** Redacts credentials in one memory's content and title; returns the memory to store and what was changed. */
export async function guardMemory<T extends Guardable>(input: T): Promise<{ input: T; redactions: Redaction[] }> {
  if (input.allow_secrets) return { input, redactions: [] };
  const { detect, redact } = await loadEngine();
  const redactions: Redaction[] = [];
  const out: T = { ...input };
  for (const field of ["content", "title"] as const) {
    const text: string | undefined = input[field];
    if (!text) continue;
    const findings = detect(text, { only: CREDENTIAL_TYPES, names: false });
    if (!findings.length) continue;
    const r = redact(text, findings);
    (out as Guardable)[field] = r.text;
    for (const f of r.findings) redactions.push({ field, type: f.type, start: f.start, end: f.end, placeholder: f.placeholder });
  }
  return { input: out, redactions };
}

/** For a create plan: guards every input and adds `redactions` to the response where something was redacted. */
export async function guardSecrets<T extends Guardable>(inputs: T[]): Promise<{ inputs: T[]; annotate: <P extends { body: unknown }>(plan: P) => P }> {
  const guarded = await Promise.all(inputs.map((m) => guardMemory(m)));
  return {
    inputs: guarded.map((g) => g.input),
    annotate(plan) {
      if (!guarded.some((g) => g.redactions.length)) return plan;
      const body = plan.body as { results?: Array<Record<string, unknown>>; redactions?: Redaction[] };
      if (Array.isArray(body.results)) {
        body.results.forEach((r, i) => {
          if (guarded[i]?.redactions.length) r.redactions = guarded[i]!.redactions;
        });
      } else {
        body.redactions = guarded[0]!.redactions;
      }
      return plan;
    },
  };
}
