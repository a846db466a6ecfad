/**
 * Names read from the structure of common sources rather than from a sentence (issue 14, round 6). Each position is
 * defined by the lines or fields around it, so it holds in any language and script:
 * - a signature block: a short closing line, then a line of one to four name words, then a contact line (a phone
 *   number or an e-mail address). The closing phrase itself is not listed — `ขอบคุณครับ`, `धन्यवाद,`, `با احترام،`,
 *   `Le dúrachd,` all close a letter the same way — and the name line may be in any script;
 * - a recipient's label on a label, invoice or form (`收件人：`, `ผู้รับ:`, `گیرنده:`, `받는 사람:`, `Empfänger:` …):
 *   the words after it up to the first separator or digit;
 * - a Discord user tag, a name and a four-digit discriminator (`Fikru#4821:`), before a colon or an activity;
 * - a chat line's speaker: a word and a colon at a line's or a sentence's start, then a message that opens the way
 *   only messages do — a first- or second-person pronoun, a mention, an emoji, a reply word (`Vuk: we use …`,
 *   `Chaminda: @nuwan pls …`, `Devon: 🤦`, `… hear me? Jelena: yes`); a label (`Note: we moved …`) is an ordinary word;
 * - a delimited file's person column: under a header row naming an owner, assignee, author, customer or user, each
 *   row's cell in that column (`device,owner,ip` / `POS-07,Lindiwe,10.60.1.7`).
 * Latin-script words must read as names (no ordinary word, place, product or not-name: `Acme Support Team` is none);
 * words of a script without letter case carry no such test, so these positions demand the structure in full.
 */
import { endsWithMatch, execAll } from "./regex.ts";
import type { Finding } from "./types.ts";
import { JA_SURNAMES, isOrdinaryWord, nameEvidence as E, plausibleLowerName } from "./person-names.ts";
import { looksLikePersonHandle } from "./usernames.ts";
import { upperCaseName } from "./name-slots.ts";

const CASELESS = "\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Gujarati}\\p{Script=Thai}\\p{Script=Georgian}\\p{Script=Armenian}\\p{Script=Ethiopic}\\p{Script=Sinhala}\\p{Script=Myanmar}\\p{Script=Khmer}\\p{Script=Lao}";
const CJK = "\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}";
const LATIN_WORD = /^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?$|^\p{Lu}[\p{Ll}]*\p{Lu}[\p{Ll}\p{M}]+$/u;
const CASELESS_WORD = new RegExp(`^[${CASELESS}\\p{M}\\u200C\\u200D]{2,20}$`, "u");
const CASELESS_START = new RegExp(`^[${CASELESS}]`, "u");
const CJK_WORD = new RegExp(`^[${CJK}]{1,5}$`, "u");
const PARTICLE = /^(?:van|der|den|von|de|la|del|della|da|di|dos|du|bin|binti|ibn|dela|y|i|e|Nic|Mac|Ó|Ní)$/u;

function latinName(w: string): boolean {
  if (!LATIN_WORD.test(w) || w.length < 2) return false;
  if (E.isNotName(w) || E.isPlace(w) || E.isProper(w) || E.productLike(w) || E.isPlaceholderName(w)) return false;
  return E.knownFirst(w, true) || E.knownLast(w) || !E.knownWord(w);
}

/** One to four words that read as one person's name, in one script. */
function nameLine(line: string, unlistedAlone = false): boolean {
  const ws = line.trim().split(/[ \t\u3000]+/);
  if (ws.length === 0 || ws.length > 4 || line.length > 48) return false;
  if (ws.every((w) => CASELESS_WORD.test(w))) return true;
  if (ws.every((w) => CJK_WORD.test(w))) return ws.join("").length >= 2 && ws.join("").length <= 6;
  const core = ws.filter((w) => !PARTICLE.test(w));
  return core.length >= 1 && ws.length - core.length <= 2 && core.every(latinName) && (core.length >= 2 || unlistedAlone || E.knownFirst(core[0]!, true) || E.knownLast(core[0]!));
}

// A contact line: a phone number (any country's punctuation) or an e-mail address near its start, behind at most a short label.
const CONTACT = /^[ \t]*[^\n\d@]{0,14}(?:\+?\(?\d[\d ()./-]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/u;
// A closing line: short, no digits, no colon (a label), ends the line with a comma, an Arabic comma or nothing.
const CLOSING = /^[ \t]*[^\n\d:@#<>{}=|]{2,32}?[,،!]?[ \t]*$/u;

const CONTACT_GATE = /@|\d{3}/;

function signatureBlocks(text: string, out: Finding[]): void {
  if (!text.includes("\n") || !CONTACT_GATE.test(text)) return;
  const lines = text.split("\n");
  let offset = 0;
  const starts: number[] = [];
  for (const l of lines) { starts.push(offset); offset += l.length + 1; }
  for (let i = 1; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    if (!CONTACT.test(lines[i + 1]!) || !CLOSING.test(lines[i - 1]!) || lines[i - 1]!.trim().split(/\s+/).length > 4) continue;
    if (!nameLine(line)) continue;
    const lead = line.length - line.trimStart().length;
    const value = line.trim();
    out.push({ type: "person_name", start: starts[i]! + lead, end: starts[i]! + lead + value.length, detector: "name:signature-block", confidence: 0.75 });
  }
}

// Labels a recipient's name follows on shipping labels, invoices and forms, in the languages of the sources.
const RECIPIENT_BEFORE = new RegExp(
  `(?:收件人|收货人|收貨人|受取人|お届け先|宛先|받는[ \\t]?사람|수령인|수취인|ผู้รับ|گیرنده|المستلم|المرسل إليه|נמען|प्राप्तकर्ता|Получатель|Хүлээн авагч|Отримувач|Empfänger|Destinataire|Destinatario|Destinatária|Destinatário|Penerima|Alıcı|Odbiorca|Příjemce|Címzett|Mottagare|Modtager|Mottaker|Ontvanger|Vastaanottaja|Primatelj|Primalac|Adresat|Recipient|Consignee|Ship[ \\t]to|Deliver[ \\t]to)[ \\t]*$`,
  "iu",
);
/** One backward try at the window's end (regex.ts endsWithMatch). */
const recipientLabelAtEnd = endsWithMatch(RECIPIENT_BEFORE);

// A family name and a given name may stand apart ("王 伟", "佐藤 健太"); a run of three or more is a whole name and the next run is something else ("陈思远 电话").
// (Two characters before the space only when they are a Japanese family name: "刘洋 电话" is a name and a label.)
const CJK_VALUE = new RegExp(`^(?:(?:[${CJK}]|${JA_SURNAMES})[ \\u3000][${CJK}]{1,3}(?=[ \\u3000]|$)|[${CJK}]{2,5})`, "u");
const COLON = /[:：]/g;

// The same labels before "=" or a space alone (`consignee=王 伟`, `收件人 陈思远`, `átvevő Kiss Réka`): a key=value field
// or a label a form prints without punctuation. Read forward from each label (no colon to read back from).
const RECIPIENT_BARE = new RegExp(
  `(?:收件人|收货人|收貨人|受取人|宛先|수령인|수취인|ผู้รับ|گیرنده|المستلم|נמען|प्राप्तकर्ता|Получатель|Отримувач|Empfänger|Destinataire|Destinatario|Destinatária|Destinatário|Penerima|Alıcı|Odbiorca|Příjemce|Címzett|átvevő|Átvevő|Mottagare|Modtager|Mottaker|Ontvanger|Vastaanottaja|[Cc]onsignee|[Rr]ecipient)(?:=|[ \\t\\u3000]+)(?=\\S)`,
  "gu",
);
// The labels' letters that plain ASCII text lacks, or the two English labels: most texts skip the scan.
const BARE_GATE = /[\u00C0-\uffff]|onsignee|ecipient/;
const LETTER = /\p{L}/u;

function recipients(text: string, out: Finding[]): void {
  if (BARE_GATE.test(text)) {
    RECIPIENT_BARE.lastIndex = 0;
    for (let c = RECIPIENT_BARE.exec(text); c; c = RECIPIENT_BARE.exec(text)) {
      if (c.index > 0 && LETTER.test(text[c.index - 1]!)) continue; // inside a word ("Nonrecipient")
      recipientValue(text, c.index + c[0].length, out, true);
    }
  }
  // Read back from each colon (a text holds few) rather than trying thirty labels at every position.
  COLON.lastIndex = 0;
  for (let c = COLON.exec(text); c; c = COLON.exec(text)) {
    if (!recipientLabelAtEnd(text.slice(Math.max(0, c.index - 24), c.index))) continue;
    recipientValue(text, c.index + 1, out, false);
  }
}

function recipientValue(text: string, from: number, out: Finding[], bare: boolean): void {
  let at = from;
  while (text[at] === " " || text[at] === "\t") at++;
  // The name runs to the first comma, digit, bracket or line end; a CJK name runs to its first space when an address follows.
  const rest = text.slice(at, at + 60);
  const cut = /[,،、，\d\n(（<|·;]/u.exec(rest);
  let value = (cut ? rest.slice(0, cut.index) : rest).trimEnd();
  const cjk = CJK_VALUE.exec(value);
  if (cjk) value = cjk[0];
  else if (CASELESS_START.test(value)) value = value.split(/[ \t]+/).slice(0, 3).join(" ");
  else if (bare) {
    // Without a colon the value ends where its capitalised words do (`consignee=Kim Min-jun addr=…`): two or three of them.
    const words = /^(?:\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?)(?:[ \t]+\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?){1,2}(?![\p{L}\p{N}_=])/u.exec(value);
    if (!words) return;
    value = words[0];
  }
  if (!value || !nameLine(value)) return;
  // A Latin name after a label is read by the cue rules already; here the label is the evidence for any script.
  out.push({ type: "person_name", start: at, end: at + value.length, detector: "name:recipient-label", confidence: 0.75 });
}

const DISCORD_DISCRIMINATOR = /#\d{4}(?!\d)(?=[ \t]*:[ \t]|[ \t]+(?:joined|left|reacted|is|has|was|said|wrote)\b)/g;
const TAG_NAME = /(?<![\p{L}\p{N}_#@.-])(?:\p{Lu}[\p{Ll}\p{M}]{1,20}|[a-z][a-z0-9._]{2,30})$/u;

function discordTags(text: string, out: Finding[]): void {
  if (!text.includes("#")) return;
  // Found from the discriminator back (a text holds few), not by trying a name at every position.
  DISCORD_DISCRIMINATOR.lastIndex = 0;
  for (let d = DISCORD_DISCRIMINATOR.exec(text); d; d = DISCORD_DISCRIMINATOR.exec(text)) {
    const m = TAG_NAME.exec(text.slice(Math.max(0, d.index - 32), d.index));
    if (!m) continue;
    const w = m[0];
    if (/^\p{Lu}/u.test(w) ? !latinName(w) : E.knownWord(w)) continue;
    out.push({ type: "person_name", start: d.index - w.length, end: d.index, detector: "name:discord-tag", confidence: 0.8 });
  }
}

const EMOJI = "\\p{Extended_Pictographic}";
const MESSAGE_OPENING = `(?:(?:I|I'm|I’m|I've|I’ve|I'll|I’ll|I'd|we|we're|we’re|my|me|you|your|u|can you|could you|pls|plz|please|lol|lmao|ok|okay|kk|yes|yeah|yep|yup|no|nope|nah|thx|thanks|ty|done|sure|sorry|omg|hmm|hm|haha|same|agreed|ack)(?![\\p{L}\\p{N}_'’])|@[\\p{L}\\d]|${EMOJI}|\\+1\\b)`;
const SPEAKER = new RegExp(`(?:(?<=^|\\n)[ \\t]*|(?<=[.?!][ \\t]+))(?<name>\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)?|\\p{Ll}[\\p{Ll}\\p{M}]{2,15}):[ \\t]+${MESSAGE_OPENING}`, "gu");

// An unlisted word with an English noun's ending heading a line is a label the word lists lack ("Reminder:", "Scheduler:").
const LABEL_SHAPED = /(?:er|or|ers|ors|ing|ings|tion|sion|ment|ness|ity|ance|ence|able|ible|ism|ist|ize|ise|ify|ive|ous|ful|less|ship|ware|logy|ure|ory|ary|ics|al|ly|s)$/;

// The message openings after ": ", found once per text before the speaker pattern is tried (most texts hold none).
const OPENING_GATE = new RegExp(`:[ \\t]+${MESSAGE_OPENING}`, "u");

function speakers(text: string, out: Finding[]): void {
  if (!text.includes(": ") || !OPENING_GATE.test(text)) return;
  for (const m of execAll(SPEAKER, text)) {
    const w = m.groups!.name!;
    const start = m.index! + m[0].indexOf(w);
    // A sentence's first word is capitalised for grammar: after [.?!] only a capitalised word that reads as a name.
    const ok = /^\p{Lu}/u.test(w) ? latinName(w) && w.length >= 3 && (E.knownFirst(w, true) || E.knownLast(w) || !LABEL_SHAPED.test(w)) : !isOrdinaryWord(w) && (E.knownFirst(w, true) || plausibleLowerName(w)) && (start === 0 || text[start - 1] === "\n" || /^[ \t]+$/.test(text.slice(text.lastIndexOf("\n", start) + 1, start)));
    if (!ok) continue;
    out.push({ type: "person_name", start, end: start + w.length, detector: "name:speaker-message", confidence: 0.75 });
  }
}

// A header row: three or more identifier cells, one of them a person's column.
const HEADER_CELL = /^[A-Za-z][A-Za-z0-9_ .-]{0,30}$/;
const HEADER_LINE = /^[A-Za-z][A-Za-z0-9_ .-]{0,30}(?:,[A-Za-z][A-Za-z0-9_ .-]{0,30}){2,}\r?$/;
const PERSON_COLUMN = /^(?:owner|assignee|assigned[ _]?to|reporter|author|requester|requested[ _]?by|customer|contact|employee|user|user[ _]?name|login|holder|account[ _]?holder|recipient|agent|technician|driver|(?:full|display|contact|customer|employee)[ _]?name|name|first[ _]?name|last[ _]?name|given[ _]?name|family[ _]?name|surname)$/i;
const NOT_A_PERSON_CELL = /\b(?:Test|Demo|Sample|Example|Admin|Guest|User|Dummy|Unknown|Customer|Default|Placeholder|Service|System|Bot|Team|Shared|Spare|Unassigned|Nobody|None|N\/A)\b/i;

function splitRow(line: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      if (close === -1) break;
      out.push({ text: line.slice(i + 1, close), start: i + 1 });
      i = line.indexOf(",", close);
      if (i === -1) break;
      i++;
      continue;
    }
    const comma = line.indexOf(",", i);
    const end = comma === -1 ? line.length : comma;
    const raw = line.slice(i, end);
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: raw.trim(), start: i + lead });
    if (comma === -1) break;
    i = comma + 1;
  }
  return out;
}

function personColumns(text: string, out: Finding[]): void {
  if (!text.includes(",") || !text.includes("\n")) return;
  let pos = 0;
  let columns: number[] | undefined;
  let headers: string[] = [];
  let width = 0;
  for (const line of text.split("\n")) {
    const start = pos;
    pos += line.length + 1;
    if (!line.includes(",")) { columns = undefined; continue; }
    // A row is split only under a header or when it is shaped like one (an anchored test that fails at once on prose).
    const headerShaped = HEADER_LINE.test(line);
    if (!columns && !headerShaped) continue;
    const row = splitRow(line);
    if (row.length < 3) { columns = undefined; continue; }
    if (headerShaped && row.every((c) => HEADER_CELL.test(c.text)) && row.some((c) => PERSON_COLUMN.test(c.text))) {
      columns = row.flatMap((c, k) => (PERSON_COLUMN.test(c.text) ? [k] : []));
      headers = row.map((c) => c.text);
      width = row.length;
      continue;
    }
    if (!columns || row.length !== width) continue;
    for (const k of columns) {
      const cell = row[k]!;
      const v = cell.text;
      if (!v || NOT_A_PERSON_CELL.test(v)) continue;
      // `name` alone names anything (a card, a job, a fixture): under it only a capitalised name, never a handle.
      const handleColumn = !/name$/i.test(headers[k]!) || /user[ _]?name/i.test(headers[k]!);
      // A card holder's or a payee's name is often printed in capitals ("DANIEL K OSEI").
      const named = /^\p{Lu}/u.test(v)
        ? nameLine(v, true) || (v === v.toUpperCase() && upperCaseName(v))
        : handleColumn && /^[a-z][a-z0-9._-]{2,30}$/.test(v) && looksLikePersonHandle(v) && !v.split(/[._-]/).every(isOrdinaryWord);
      if (named) out.push({ type: "person_name", start: start + cell.start, end: start + cell.start + v.length, detector: "name:person-column", confidence: 0.8 });
    }
  }
}

export function findStructuredNames(text: string): Finding[] {
  const out: Finding[] = [];
  speakers(text, out);
  personColumns(text, out);
  signatureBlocks(text, out);
  recipients(text, out);
  discordTags(text, out);
  return out;
}
