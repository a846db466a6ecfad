import type { Finding } from "./types.ts";
import { nameShapedHandle } from "./handle-shape.ts";
import { accountLogin, givenDotSurname, looksLikePersonHandle } from "./usernames.ts";

/** Values that fill a name column in fixtures and docs, not people. */
const NOT_A_PERSON = /\b(?:Test|Demo|Sample|Example|Admin|Guest|User|Dummy|Foo|Bar|Anonymous|Unknown|Customer|Default|Placeholder|Service|System|Bot)\b/;

/**
 * Values in tables, read by their column: a Markdown table whose header says "password", or query output
 * (`| Kofi Mensah | +233 … |`) under a `SELECT name, phone FROM …`. The column name is the evidence a
 * pattern cannot see in the cell itself ("qa-Adm1n!Lemon", "Ama Owusu").
 */
const PASSWORD_COLUMN = /^(?:pass(?:word)?|passwd|pwd|pw|secret|passphrase|pin|credentials?)$/i;
const NAME_COLUMN = /^(?:name|full_?name|display_?name|customer(?:_?name)?|contact(?:_?name)?|owner|author|assignee|employee(?:_?name)?|user(?:_?name)?|person|patient|member|first_?name|last_?name|holder|account_?holder|cardholder)$/i;
const HANDLE_COLUMN = /^(?:user_?name|user|login|handle|github_?(?:user|login)|author|owner|assignee|reviewer|requested_?by|created_?by|actor|changed_?by|updated_?by)$/i;
/** A header row without the Markdown separator under it: every cell a lower-case identifier, one of them a column we read. */
const BARE_HEADER_CELL = /^[a-z][a-z0-9_]{1,30}$/;
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

const ADDRESS_COLUMN = /^(?:address|street|street_?address|address_?line_?1|line_?1|addr|addr1|home_?address|billing_?address|shipping_?address)$/i;
const INSERT = /\bINSERT\s+INTO\s+[\w."`]+\s*\(([^)]{1,400})\)\s*VALUES\s*((?:\((?:[^()'"]|'(?:[^']|'')*'|"[^"]*")*\)\s*,?\s*){1,50})/gi;
const SQL_VALUE = /'((?:[^']|'')*)'|"([^"]*)"|([^,()\s][^,()]*)/g;

/** SQL: INSERT INTO t (full_name, password_hash, address) VALUES ('Zainab Balogun', …): values read by their column. */
function findInsertValues(text: string, out: Finding[]): void {
  if (!/insert/i.test(text)) return;
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m; m = INSERT.exec(text)) {
    const columns = m[1]!.split(",").map((c) => c.trim().replace(/["`]/g, ""));
    const valuesStart = m.index + m[0].indexOf(m[2]!);
    const tuples = /\(((?:[^()'"]|'(?:[^']|'')*'|"[^"]*")*)\)/g;
    for (let t = tuples.exec(m[2]!); t; t = tuples.exec(m[2]!)) {
      const base = valuesStart + t.index + 1;
      let k = 0;
      SQL_VALUE.lastIndex = 0;
      for (let v = SQL_VALUE.exec(t[1]!); v; v = SQL_VALUE.exec(t[1]!), k++) {
        const column = columns[k];
        const value = v[1] ?? v[2] ?? v[3]!.trim();
        if (!column || v[3] !== undefined || !value || EMPTY_CELL.test(value)) continue;
        const start = base + v.index + 1;
        const end = start + value.length;
        if (NAME_COLUMN.test(column) && /^\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]+){0,3}$/u.test(value) && !NOT_A_PERSON.test(value)) {
          out.push({ type: "person_name", start, end, detector: "sql:name-column", confidence: 0.8 });
        } else if ((/^(?:user_?name|login|handle|github_?user)$/i.test(column) || (/^(?:actor|changed_?by|updated_?by|created_?by)$/i.test(column) && /^[a-z][a-z0-9._-]*$/.test(value))) && looksLikePersonHandle(value)) {
          out.push({ type: "person_name", start, end, detector: "sql:username-column", confidence: 0.75 });
        } else if (/^user$/i.test(column) && /^[a-z][a-z0-9._-]*$/.test(value) && looksLikePersonHandle(value) && (nameShapedHandle(value) || givenDotSurname(value) || accountLogin(value))) {
          // MySQL's mysql.user (User, Host, …): a bare "User" column holds service accounts too ('root', 'repl'), so the login must read as a person's.
          out.push({ type: "person_name", start, end, detector: "sql:username-column", confidence: 0.75 });
        } else if (PASSWORD_COLUMN.test(column) && value.length >= 4 && !/^\$2[aby]\$|^\$argon2|^[0-9a-f]{32,}$/.test(value)) {
          out.push({ type: "password", start, end, detector: "sql:password-column", confidence: 0.85 });
        } else if (ADDRESS_COLUMN.test(column) && /\d/.test(value) && /\p{L}{3,}/u.test(value)) {
          out.push({ type: "street_address", start, end, detector: "sql:address-column", confidence: 0.8 });
        }
      }
    }
  }
}

/** An environment variable's or a secret's name: capitals and digits in two or more words joined by "_" ("DEPLOY_KEY"). */
const VARIABLE_NAME_CELL = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_[A-Z]{2,}$/; // not "SUMMER_2024": a name ends in a word

export function findTableValues(text: string): Finding[] {
  const out: Finding[] = [];
  findInsertValues(text, out);
  if (!text.includes("|")) return out;
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
    // "| session_id | user | token |" with no "|---|" under it: a header all the same when every cell is an identifier.
    if (!columns && row.every((c) => BARE_HEADER_CELL.test(c.text)) && row.some((c) => HANDLE_COLUMN.test(c.text) || PASSWORD_COLUMN.test(c.text))) {
      columns = row.map((c) => c.text);
      continue;
    }
    if (!columns) continue;
    row.forEach((cell, k) => {
      const column = columns![k];
      if (!column || !cell.text || EMPTY_CELL.test(cell.text)) return;
      const start = line.start + cell.start;
      // Not a variable's name ("| DEPLOY_KEY | workflow log … | rotated |" of a secrets audit): the secret's name, not its value.
      if (PASSWORD_COLUMN.test(column) && cell.text.length >= 4 && !/\s/.test(cell.text) && !VARIABLE_NAME_CELL.test(cell.text)) {
        out.push({ type: "password", start, end: start + cell.text.length, detector: "table:password-column", confidence: 0.85 });
      } else if (NAME_COLUMN.test(column) && /^\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]+){0,3}$/u.test(cell.text) && !NOT_A_PERSON.test(cell.text)) {
        out.push({ type: "person_name", start, end: start + cell.text.length, detector: "table:name-column", confidence: 0.8 });
      } else if (HANDLE_COLUMN.test(column) && /^[A-Za-z][\w.-]*$/.test(cell.text) && looksLikePersonHandle(cell.text)) {
        // psql / mysql output under a user-name column: " 7 | ifeoma.c | …"
        out.push({ type: "person_name", start, end: start + cell.text.length, detector: "table:username-column", confidence: 0.75 });
      }
    });
  }
  return out;
}
