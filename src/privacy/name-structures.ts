/**
 * Names read from the structure of common sources rather than from a sentence (issue 14, round 6). Each position is
 * defined by the lines or fields around it, so it holds in any language and script:
 * - a signature block: a short closing line, then a line of one to four name words, then a contact line (a phone
 *   number or an e-mail address). The closing phrase itself is not listed — `ขอบคุณครับ`, `धन्यवाद,`, `با احترام،`,
 *   `Le dúrachd,` all close a letter the same way — and the name line may be in any script;
 * - a recipient's label on a label, invoice or form (`收件人：`, `ผู้รับ:`, `گیرنده:`, `받는 사람:`, `Empfänger:` …):
 *   the words after it up to the first separator or digit;
 * - a Discord user tag, a name and a four-digit discriminator (`Fikru#4821:`), before a colon or an activity.
 * Latin-script words must read as names (no ordinary word, place, product or not-name: `Acme Support Team` is none);
 * words of a script without letter case carry no such test, so these positions demand the structure in full.
 */
import type { Finding } from "./types.ts";
import { nameEvidence as E } from "./person-names.ts";

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
function nameLine(line: string): boolean {
  const ws = line.trim().split(/[ \t\u3000]+/);
  if (ws.length === 0 || ws.length > 4 || line.length > 48) return false;
  if (ws.every((w) => CASELESS_WORD.test(w))) return true;
  if (ws.every((w) => CJK_WORD.test(w))) return ws.join("").length >= 2 && ws.join("").length <= 6;
  const core = ws.filter((w) => !PARTICLE.test(w));
  return core.length >= 1 && ws.length - core.length <= 2 && core.every(latinName) && (core.length >= 2 || E.knownFirst(core[0]!, true) || E.knownLast(core[0]!));
}

// A contact line: a phone number (any country's punctuation) or an e-mail address near its start, behind at most a short label.
const CONTACT = /^[ \t]*[^\n\d@]{0,14}(?:\+?\(?\d[\d ()./-]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/u;
// A closing line: short, no digits, no colon (a label), ends the line with a comma, an Arabic comma or nothing.
const CLOSING = /^[ \t]*[^\n\d:@#<>{}=|]{2,32}?[,،!]?[ \t]*$/u;

function signatureBlocks(text: string, out: Finding[]): void {
  if (!text.includes("\n")) return;
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
const RECIPIENT = new RegExp(
  `(?:收件人|收货人|收貨人|受取人|お届け先|宛先|받는[ \\t]?사람|수령인|수취인|ผู้รับ|گیرنده|المستلم|المرسل إليه|נמען|प्राप्तकर्ता|Получатель|Хүлээн авагч|Отримувач|Empfänger|Destinataire|Destinatario|Destinatária|Destinatário|Penerima|Alıcı|Odbiorca|Příjemce|Címzett|Mottagare|Modtager|Mottaker|Ontvanger|Vastaanottaja|Primatelj|Primalac|Adresat|Recipient|Consignee|Ship[ \\t]to|Deliver[ \\t]to)[ \\t]*[:：][ \\t]*`,
  "gu",
);
const RECIPIENT_GATE = /收|受取|届け|宛先|받는|수령|수취|ผู้รับ|گیرنده|المستلم|المرسل|נמען|प्राप्त|олучател|Хүлээн|тримувач|mpfänger|estinat|enerima|lıcı|dbiorca|říjemce|ímzett|ottagare|odtager|ottaker|ntvanger|astaanottaja|rimatelj|rimalac|dresat|ecipient|onsignee|hip to|HIP TO|eliver to/i;

function recipients(text: string, out: Finding[]): void {
  if (!RECIPIENT_GATE.test(text)) return;
  RECIPIENT.lastIndex = 0;
  for (const m of text.matchAll(RECIPIENT)) {
    const at = m.index! + m[0].length;
    // The name runs to the first comma, digit, bracket or line end; a CJK name runs to its first space when an address follows.
    const rest = text.slice(at, at + 60);
    const cut = /[,،、，\d\n(（<|·;]/u.exec(rest);
    let value = (cut ? rest.slice(0, cut.index) : rest).trimEnd();
    const cjk = new RegExp(`^[${CJK}]{2,5}(?:[ \\u3000][${CJK}]{1,3}(?=[ \\u3000]|$))?`, "u").exec(value);
    if (cjk) value = cjk[0];
    else if (CASELESS_START.test(value)) value = value.split(/[ \t]+/).slice(0, 3).join(" ");
    if (!value || !nameLine(value)) continue;
    // A Latin name after a label is read by the cue rules already; here the label is the evidence for any script.
    out.push({ type: "person_name", start: at, end: at + value.length, detector: "name:recipient-label", confidence: 0.75 });
  }
}

const DISCORD_TAG = /(?<![\p{L}\p{N}_#@.-])(?<name>\p{Lu}[\p{Ll}\p{M}]{1,20}|[a-z][a-z0-9._]{2,30})#\d{4}(?!\d)(?=[ \t]*:[ \t]|[ \t]+(?:joined|left|reacted|is|has|was|said|wrote)\b)/gu;

function discordTags(text: string, out: Finding[]): void {
  if (!text.includes("#")) return;
  DISCORD_TAG.lastIndex = 0;
  for (const m of text.matchAll(DISCORD_TAG)) {
    const w = m.groups!.name!;
    if (/^\p{Lu}/u.test(w) ? !latinName(w) : E.knownWord(w)) continue;
    out.push({ type: "person_name", start: m.index!, end: m.index! + w.length, detector: "name:discord-tag", confidence: 0.8 });
  }
}

export function findStructuredNames(text: string): Finding[] {
  const out: Finding[] = [];
  signatureBlocks(text, out);
  recipients(text, out);
  discordTags(text, out);
  return out;
}
