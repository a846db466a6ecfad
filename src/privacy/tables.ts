import type { Finding } from "./types.ts";

/**
 * Values in tables, read by their column: a Markdown table whose header says "password", or query output
 * (`| Kofi Mensah | +233 … |`) under a `SELECT name, phone FROM …`. The column name is the evidence a
 * pattern cannot see in the cell itself ("qa-Adm1n!Lemon", "Ama Owusu").
 */
const PASSWORD_COLUMN = /^(?:pass(?:word)?|passwd|pwd|pw|secret|passphrase|pin|credentials?)$/i;
const NAME_COLUMN = /^(?:name|full_?name|display_?name|customer(?:_?name)?|contact(?:_?name)?|owner|author|assignee|employee(?:_?name)?|user(?:_?name)?|person|patient|member|first_?name|last_?name|holder|account_?holder|cardholder)$/i;
const EMPTY_CELL = /^(?:-+|—|n\/a|na|none|null|\(.*\)|\*+|x+|\?|tbd|todo|see .*|in (?:the )?vault.*|<.*>|\$\{.*\}|\$\w+)$/i;

function cells(line: string): Array<{ text: string; start: number }> | undefined {
  if ((line.match(/\|/g)?.length ?? 0) < 1) return undefined;
  const out: Array<{ text: string; start: number }> = [];
  let pos = 0;
  const parts = line.split("|");
  for (const part of parts) {
    const lead = part.length - part.trimStart().length;
    out.push({ text: part.trim(), start: pos + lead });
    pos += part.length + 1;
  }
  // "| a | b |" has empty first and last parts.
  if (/^\s*\|/.test(line)) out.shift();
  if (/\|\s*$/.test(line)) out.pop();
  return out;
}

export function findTableValues(text: string): Finding[] {
  if (!text.includes("|")) return [];
  const out: Finding[] = [];
  const lines: Array<{ text: string; start: number }> = [];
  let pos = 0;
  for (const l of text.split("\n")) {
    lines.push({ text: l, start: pos });
    pos += l.length + 1;
  }
  let columns: string[] | undefined;
  let fromSelect = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const select = /\bSELECT\s+(.+?)\s+FROM\b/i.exec(line.text);
    if (select) {
      columns = select[1]!.split(",").map((c) => c.trim().split(/\s+as\s+|\s+|\./i).pop()!.replace(/["'`]/g, ""));
      fromSelect = true;
      continue;
    }
    const row = cells(line.text);
    if (!row || row.length < 2) {
      if (!fromSelect || line.text.trim() === "") columns = fromSelect ? columns : undefined;
      continue;
    }
    const next = lines[i + 1]?.text ?? "";
    if (/^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)+\|?\s*$|^[-+]{5,}$/.test(next)) {
      columns = row.map((c) => c.text);
      fromSelect = false;
      i++;
      continue;
    }
    if (!columns) continue;
    row.forEach((cell, k) => {
      const column = columns![k];
      if (!column || !cell.text || EMPTY_CELL.test(cell.text)) return;
      const start = line.start + cell.start;
      if (PASSWORD_COLUMN.test(column) && cell.text.length >= 4 && !/\s/.test(cell.text)) {
        out.push({ type: "password", start, end: start + cell.text.length, detector: "table:password-column", confidence: 0.85 });
      } else if (NAME_COLUMN.test(column) && /^\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]+){0,3}$/u.test(cell.text)) {
        out.push({ type: "person_name", start, end: start + cell.text.length, detector: "table:name-column", confidence: 0.8 });
      }
    });
  }
  return out;
}
