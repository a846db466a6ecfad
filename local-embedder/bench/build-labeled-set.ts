/**
 * Writes bench/privacy-labeled.jsonl: { id, text, spans: [{ type, start, end }] }.
 * Run: npm run bench:build (the output is committed; the bench reads it).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as V from "./labeled-values.ts";
import { NEGATIVE_TEMPLATES, POSITIVE_TEMPLATES } from "./labeled-templates.ts";
import type { FindingType as Canonical, LegacyType } from "../src/privacy/types.ts";

/** Labels of these sets use the first taxonomy (ipv4, us_ssn, url_credentials, …); see privacy-bench.ts. */
type FindingType = Canonical | LegacyType;

export interface LabeledSpan {
  type: FindingType;
  start: number;
  end: number;
}
export interface LabeledText {
  id: string;
  text: string;
  spans: LabeledSpan[];
}

type Filler = (rng: V.Rng) => { type?: FindingType; value: string };

const FILLERS: Record<string, Filler> = {
  email: (r) => ({ type: "email", value: V.email(r) }),
  phone: (r) => ({ type: "phone", value: V.phone(r) }),
  ipv4: (r) => ({ type: "ipv4", value: V.ipv4(r) }),
  ipv6: (r) => ({ type: "ipv6", value: V.ipv6(r) }),
  card: (r) => ({ type: "credit_card", value: V.creditCard(r) }),
  iban: (r) => ({ type: "iban", value: V.iban(r) }),
  ssn: (r) => ({ type: "us_ssn", value: V.ssn(r) }),
  key: (r) => ({ type: "api_key", value: V.apiKey(r).value }),
  token: (r) => ({ type: "api_key", value: V.opaqueToken(r) }),
  password: (r) => ({ type: "api_key", value: V.password(r) }),
  awssecret: (r) => ({ type: "api_key", value: V.awsSecret(r) }),
  jwt: (r) => ({ type: "jwt", value: V.jwt(r) }),
  pem: (r) => ({ type: "private_key", value: V.privateKey(r) }),
  creds: (r) => ({ type: "url_credentials", value: `${V.username(r)}:${V.password(r).replace(/[@/:#?]/g, "")}` }),
  user: (r) => ({ type: "home_path", value: V.username(r) }),
  name: (r) => ({ type: "person_name", value: V.personName(r) }),
  first: (r) => ({ type: "person_name", value: V.pick(r, V.FIRST) }),
  // look-alikes: no type, never labeled
  "~uuid": (r) => ({ value: V.uuid(r) }),
  "~sha": (r) => ({ value: V.hex(r, 40) }),
  "~sha7": (r) => ({ value: V.hex(r, 7) }),
  "~sha256": (r) => ({ value: V.hex(r, 64) }),
  "~hex32": (r) => ({ value: V.hex(r, 32) }),
  "~hex16": (r) => ({ value: V.hex(r, 16) }),
  "~semver": (r) => ({ value: V.semver(r) }),
  "~date": (r) => ({ value: V.date(r) }),
  "~badcard": (r) => ({ value: V.creditCard(r, false).replace(/\D/g, "") }),
  "~badiban": (r) => ({ value: V.iban(r, false) }),
  "~badssn": (r) => ({ value: V.badSsn(r) }),
  "~epochms": (r) => ({ value: "17" + V.digits(r, 11) }),
  "~digits10": (r) => ({ value: V.digits(r, 6) }),
  "~b64": (r) => ({ value: V.b64blob(r, 64) }),
  "~b43": (r) => ({ value: V.b64blob(r, 43) }),
};

export function instantiate(template: string, rng: V.Rng): { text: string; spans: LabeledSpan[] } {
  let text = "";
  const spans: LabeledSpan[] = [];
  const reused = new Map<string, { type?: FindingType; value: string }>();
  let cursor = 0;
  // Slots are {name}, {~name} or {name@tag}; literal braces in templates (JSON, ${X}) do not match these names.
  const slot = /\{(~?[a-z0-9]+)(?:@([a-z]))?\}/g;
  for (const m of template.matchAll(slot)) {
    const filler = FILLERS[m[1]!];
    if (!filler) continue;
    text += template.slice(cursor, m.index);
    const key = m[2] ? `${m[1]}@${m[2]}` : undefined;
    const filled = (key && reused.get(key)) || filler(rng);
    if (key) reused.set(key, filled);
    if (filled.type) spans.push({ type: filled.type, start: text.length, end: text.length + filled.value.length });
    text += filled.value;
    cursor = m.index + m[0].length;
  }
  text += template.slice(cursor);
  return { text, spans };
}

export function buildLabeledSet(): LabeledText[] {
  const rng = V.seeded(20261122);
  const rows: LabeledText[] = [];
  const seen = new Set<string>();
  const add = (prefix: string, template: string, copies: number) => {
    for (let i = 0; i < copies; i++) {
      const { text, spans } = instantiate(template, rng);
      if (seen.has(text)) continue;
      seen.add(text);
      rows.push({ id: `${prefix}-${String(rows.length + 1).padStart(4, "0")}`, text, spans });
    }
  };
  for (const t of POSITIVE_TEMPLATES) add("pos", t, 3);
  for (const t of NEGATIVE_TEMPLATES) add("neg", t, 2);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = buildLabeledSet();
  const out = join(import.meta.dirname, "privacy-labeled.jsonl");
  writeFileSync(out, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const spans = rows.reduce((n, r) => n + r.spans.length, 0);
  console.log(`wrote ${rows.length} texts (${rows.filter((r) => r.spans.length === 0).length} with nothing to find), ${spans} labeled spans to ${out}`);
}
