/** Parses bench/privacy-holdout.txt (inline ⟦type|value⟧ marks) into labeled texts. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LabeledText } from "./build-labeled-set.ts";
import type { FindingType as Canonical, LegacyType } from "../src/privacy/types.ts";

/** Labels of these sets use the first taxonomy (ipv4, us_ssn, url_credentials, …); see privacy-bench.ts. */
type FindingType = Canonical | LegacyType;

export function readHoldout(file = join(import.meta.dirname, "privacy-holdout.txt")): LabeledText[] {
  const rows: LabeledText[] = [];
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    if (!raw.trim() || raw.startsWith("#")) continue;
    const line = raw.replace(/\\n/g, "\n");
    let text = "";
    const spans: LabeledText["spans"] = [];
    let cursor = 0;
    for (const m of line.matchAll(/⟦([a-z_0-9]+)\|([\s\S]*?)⟧/g)) {
      text += line.slice(cursor, m.index);
      spans.push({ type: m[1] as FindingType, start: text.length, end: text.length + m[2]!.length });
      text += m[2];
      cursor = m.index + m[0].length;
    }
    text += line.slice(cursor);
    rows.push({ id: `holdout-${String(rows.length + 1).padStart(3, "0")}`, text, spans });
  }
  return rows;
}
