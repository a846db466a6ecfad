import { execAll } from "./regex.ts";
import { secretValueOk } from "./secret-fields.ts";
import type { Finding } from "./types.ts";

/**
 * Passwords known by their shape where the text talks about a password but does not hand the value to
 * the word: "store pass Kelp#Drift-2291", "shared secret …", a list under "admin pw …" whose next line
 * is "switch admin: …", a reply "same as last quarter: …" under "what's the password again?". The cue
 * rules (detectors.ts, secret-fields.ts) need the word and its value side by side, and the phrasings
 * between them differ in every text; what transfers is the value's shape — letters, a digit and a
 * symbol that no identifier, path, version or word uses (`!#$%&*+=?@^~`) — together with a credential
 * word somewhere before it in the same item. Both are required: the shape alone also fits regexes and
 * shell lines, and the word alone fits every sentence about password policy.
 */

// A credential word in any of the languages the prose rules read (the value may come up to 240 characters later).
// Every alternative after one \b, no u flag: a leading literal class keeps the scan fast (the u flag and
// alternatives outside the group made it three times slower). The words in other scripts are a second scan,
// run only on text holding such a letter.
const CUE =
  /\b(?:pass(?:word|wd|phrase|code)?|pw|pwd|secret|psk|pre-?shared key|creds?|credentials|login|contrase[ñn]a|senha|passwort|kennwort|has[łl]o|wachtwoord|mot de passe|parola|l[öo]senord|adgangskode|salasana|[şs]ifre|(?:un)?masked|redacted|plain-?text|clear-?text)(?![a-z])/g; // run on the lower-cased text: no i flag
// Turkish "şifre" starts with a letter \b does not see (no u flag) and takes suffixes ("şifrenizi", "şifresi").
const CUE_OTHER_SCRIPTS = /密码|密碼|パスワード|비밀번호|пароль|Пароль|[şŞ]ifre[a-zçğıöşü]{0,5}/g;
const OTHER_SCRIPT = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7afşŞ]/;

/** A run of characters no value spans (spaces, quotes, brackets, commas); its end may carry a sentence's punctuation. */
const RUN = /[^\s"'`,;()<>[\]{}]{8,72}/g;

/** Letters, a digit and a symbol no identifier or version uses; no URL, path, e-mail, variable or escape. */
export function passwordShaped(v: string): boolean {
  if (v.length < 8 || v.length > 64) return false;
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v) || !/[!#$%&*+=?@^~]/.test(v)) return false;
  if (/[/\\]|:\/\/|[=&]\w*[=&]|@[\w-]+\.[a-z]/i.test(v)) return false; // a path, URL, a=b&c=d, mail
  // A leading symbol opens a $VAR, a %s, an @handle, a #tag or *emphasis*; a generator's output may open with one too, and then
  // it holds all four classes and runs long ("*y9D_jDue3xeRY_WCj", "^i-d#7Dzo6%*GxPY^J"). $, %, @ and # always open a reference.
  if (/^[$%@#]/.test(v) || (/^[&*=+~^!?]/.test(v) && !(v.length >= 12 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^*]$/.test(v)))) return false;
  if (/^[A-Za-z]+[!?]+$/.test(v) || /^[\w.-]+=\S/.test(v)) return false; // "again?!", key=value, image.tag=4.18.3
  if (/^[\w.-]+#\w{1,12}$/.test(v) && !/[A-Z]/.test(v)) return false; // issue#42, file.md#section: a reference
  return /[a-z]/.test(v) || /[A-Z]/.test(v) && v.length >= 10;
}

/**
 * A value a generator made, with or without a symbol ("NnnD56BkjzHgyJuxOk", "QGk-s99tEXtvZAOcyW"): both cases twice, a
 * digit, and no word in it — the letter case and the character class change at every third character or more often, no
 * run of lower-case letters is longer than five ("MyServiceName2024" has one), and a capital stands before another capital
 * or a digit somewhere (a camelCase identifier's capitals each open a word: "getUserById42Now"). No "/", "." or ":" (a
 * path, a host, a version). Evidence only where something hands the value over as a password.
 */
export function generatedToken(v: string): boolean {
  if (v.length < 12 || v.length > 64 || !/^[A-Za-z0-9!#$%&*+=?@^~_-]+$/.test(v)) return false;
  if ((v.match(/[A-Z]/g)?.length ?? 0) < 2 || (v.match(/[a-z]/g)?.length ?? 0) < 2 || !/\d/.test(v) || /[a-z]{6}/.test(v) || !/[A-Z][A-Z\d]/.test(v)) return false;
  const cls = (c: string): number => (c >= "a" && c <= "z" ? 0 : c >= "A" && c <= "Z" ? 1 : c >= "0" && c <= "9" ? 2 : 3);
  let switches = 0;
  for (let i = 1; i < v.length; i++) if (cls(v[i]!) !== cls(v[i - 1]!)) switches++;
  return switches * 3 >= v.length;
}

/**
 * A passphrase: two to five words of three letters or more (any script) joined by "-", "_" or ".", with a number
 * at one end ("Krill-Harbor-4471", "tamarind-coast-88", "Otter.Lantern.12"). Host names and branches have the
 * same shape ("web-prod-04", "feature-login-42"), so it counts only where a value is handed over: right after a
 * password word's "is"/":"/"tried"/"then", not anywhere in its window.
 */
export function passphraseShaped(v: string): boolean {
  return v.length >= 8 && v.length <= 64 && /^(?:(?:\p{L}{3,}[-_.]){1,4}\p{L}{3,}[-_.]?\d{1,4}|\d{1,4}[-_.]?(?:\p{L}{3,}[-_.]){1,4}\p{L}{3,})$/u.test(v);
}
/** Where a value is handed over: "is", "was", ":", "=", "tried", "and then", "or", "→" just before it. */
const HANDED_OVER = /(?:\b(?:is|was|tried|typed|entered|then|or|now)|[:=→])[ \t]*["'«“]?[ \t]*$/i;
/** The words that name a password itself (not "secret", "login" or "creds", whose values are often names). */
const PASSWORD_WORD = /^(?:pass|pw|pwd|psk|contrase|senha|passw|kennw|has[łl]|wachtw|mot de|parola|l[öo]sen|adgang|salasana|[şs]ifre|密|パス|비밀|пар|Пар)/;
/** How far after the password word a passphrase may stand (one clause, not the whole window). */
const PASSPHRASE_REACH = 100;

/** The cheap gate: a symbol between two letters or digits somewhere in the text. */
const SYMBOL_INSIDE = /[A-Za-z\d][!#$%&*+=?@^~][A-Za-z\d]/;
/** Passphrases are read only where joined words end in a number and a password word stands (both tested before lower-casing the text). */
const PASSWORD_WORD_GATE = /p(?:ass|wd?\b|sk)|contrase|senha|kennw|has[łl]o|wachtw|mot de|parola|l[öo]sen|adgang|salasana|ifre|пар|密|パス|비밀/i;
const JOINED_WORDS = /[A-Za-z\u00c0-\u024f\u0400-\u04ff]{3}[-_.][A-Za-z\u00c0-\u024f\u0400-\u04ff]{3,}[-_.]?\d/;

/** Handed over by a word before it, or right after the password word and its suffix ("şifrenizi Lale-Bahce_404 olarak"). */
function handedOver(text: string, cueEnd: number, start: number): boolean {
  return HANDED_OVER.test(text.slice(Math.max(0, start - 24), start)) || /^\p{L}{0,5}[ \t]+["'«“]?$/u.test(text.slice(cueEnd, start));
}

/**
 * A passphrase written as people make them: capitalised words joined by "-", "_" or "." and a number at the end
 * ("Shiraz-Hafez-1390", "Mouette-Sable-62", "Kanelbulle_Malmo_3", "Lalibela-Church-12"). Identifiers, host names and
 * branches are lower-case or camelCase, and a product with its version has one word before the number ("Windows-11"), so
 * the shape stands out of prose in any language: read as a token of its own, with no cue word, where nothing around it
 * makes it part of a path, a URL, a key, a host or code. A document's title joined the same way ("Release-Notes-2026")
 * counts words of the text's vocabulary; a passphrase's words are what its owner chose.
 */
const TITLED_PASSPHRASE = /(?<![\p{L}\p{N}_.\/@:=#$%&*+~\\-])\p{Lu}\p{Ll}{2,}(?:[-_.]\p{Lu}\p{Ll}{1,}){1,3}[-_.#]?\d{1,4}!?(?![\p{L}\p{N}_\/@:=\\-]|\.[\p{L}\p{N}])/uy;
/**
 * The cheap scan (no u flag; Latin and Cyrillic letters): a capital word joined to a capital word with a digit within the next
 * 40 characters (HTTP headers, "Co-Authored-By" and "Content-Type" have none); the u-flag pattern is tried only where it starts.
 */
const TITLED_GATE = /[A-Z\u00c0-\u00de\u0400-\u042f][a-z\u00df-\u024f\u0430-\u045f]{2,}[-_.][A-Z\u00c0-\u00de\u0400-\u042f][a-z\u00df-\u024f\u0430-\u045f][^\s]{0,40}?\d/g;
/** Joined words that name a thing rather than hide one: documents, releases, builds, plans, series. */
const NAMES_A_THING = /^(?:Release|Version|Build|Sprint|Phase|Part|Chapter|Section|Step|Stage|Page|Issue|Ticket|Bug|Feature|Epic|Story|Task|Test|Case|Item|Room|Floor|Level|Unit|Block|Lot|Plot|Windows|Ubuntu|Debian|Fedora|Android|Office|Server|Cluster|Node|Region|Zone|Rack|Batch|Wave|Round|Week|Day|Year|Model|Series|Type|Class|Grade|Tier|Team|Group|Squad|Project|Program|Plan|Draft|Rev|Revision|Figure|Table|Appendix|Exhibit|Annex|Terminal|Gate|Platform|Track|Route|Line|Bus|Flight|Train|Highway|Interstate|Road|Street)\b/;

function findTitledPassphrases(text: string, out: Finding[]): void {
  TITLED_GATE.lastIndex = 0;
  for (let g = TITLED_GATE.exec(text); g; g = TITLED_GATE.exec(text)) {
    TITLED_PASSPHRASE.lastIndex = g.index;
    const m = TITLED_PASSPHRASE.exec(text);
    if (!m) continue;
    TITLED_GATE.lastIndex = m.index + m[0].length;
    const v = m[0];
    if (NAMES_A_THING.test(v)) continue;
    if (!secretValueOk("password", v, text, m.index)) continue;
    out.push({ type: "password", start: m.index, end: m.index + v.length, detector: "password-shape:titled-passphrase", confidence: 0.6 });
  }
}

/**
 * A generated password given with no word for it ("It's Ofada&Ayamase_2025 but don't paste it", "змінив на X7W3*8Z7QKhLzb7KfQ",
 * "→ 4BFltZfrL_X*YxFeH#"): chat hands one over as a reply, and what says it is one is the value alone. A token of its own,
 * 12 to 40 characters, holding both cases, a digit and a symbol no identifier, base64, URL, hash or version holds
 * (`!#$%&*^~?@`, one or a run of them, between two of its characters), two capitals at least (a sentence's word, "Hello&goodbye2", has one).
 * Read at each such symbol and grown to the token's edges.
 */
// Symbols may stand side by side, and next to a "-" or "_" ("…aCK#%!!47d", "…O03C%-oh"): a generator draws each character alone.
const GENERATED_SYMBOL = /[A-Za-z\d][!#$%&*^~?@]+[A-Za-z\d_-]/g;
const TOKEN_EDGE = /[\s"'`,;()<>[\]{}«»“”]/;
const ZPL_COMMAND = /\^[A-Z][A-Z0-9@]/;
const ZPL_LABEL = /\^XA|\^FS/;
/** An HL7 v2 segment: three capitals or two and a digit, then the field separator and a field ("PID|1|", "NK1|1|", "MSH|^~\&|"). */
const HL7_SEGMENT = /(?:^|\n)[A-Z][A-Z0-9]{2}\|/;
function findGeneratedPasswords(text: string, out: Finding[]): void {
  let last = -1;
  for (const g of execAll(GENERATED_SYMBOL, text)) {
    if (g.index < last) continue;
    let start = g.index;
    let end = g.index + 1;
    while (start > 0 && !TOKEN_EDGE.test(text[start - 1]!) && g.index - start < 48) start--;
    while (end < text.length && !TOKEN_EDGE.test(text[end]!) && end - g.index < 48) end++;
    last = end;
    let v = text.slice(start, end);
    const trail = /[.,:!?]+$/.exec(v);
    if (trail && !/\p{L}[^\s]*\d!$/u.test(v)) v = v.slice(0, -trail[0].length);
    if (v.length < 12 || v.length > 40 || !/[a-z]/.test(v) || !/\d/.test(v) || (v.match(/[A-Z]/g)?.length ?? 0) < 2) continue;
    // A path, URL, key=value, host or address; a SWIFT MT940 ":86:" field's subfields ("?20EREF+…?32Name"), "?" and two digits.
    if (!passwordShaped(v) || /[/\\:.=]/.test(v) || /@[\w-]+\.\w/.test(v) || /\?\d\d/.test(v)) continue;
    // A ZPL label's fields ("^FDCage B2-0107 quarantine^FS^FO30,70"): "^" and two capitals is a printer command, and a label
    // opens with "^XA" and closes each field with "^FS".
    if (ZPL_COMMAND.test(v) && ZPL_LABEL.test(text)) continue;
    // An HL7 v2 segment's fields and components ("Apt 3^^Chicago^IL^60647||"): "|" and "^" are its delimiters.
    if (/[|^]/.test(v) && HL7_SEGMENT.test(text)) continue;
    // A word that names a thing with a number ("Tag#Release-2291", "Build#Stage-12") makes it a reference, as for passphrases.
    if (v.split(/[^A-Za-z]+/).some((w) => NAMES_A_THING.test(w))) continue;
    if (!secretValueOk("password", v, text, start)) continue;
    out.push({ type: "password", start, end: start + v.length, detector: "password-shape:generated", confidence: 0.6 });
  }
}

export function findShapedPasswords(text: string): Finding[] {
  const out: Finding[] = [];
  findTitledPassphrases(text, out);
  findGeneratedPasswords(text, out);
  const symbols = SYMBOL_INSIDE.test(text);
  // Without a symbol between letters only a passphrase can be found: the text needs joined words and a password word.
  if (!symbols && !(JOINED_WORDS.test(text) && PASSWORD_WORD_GATE.test(text))) return out;
  const lower = text.toLowerCase();
  // Runs are read only in the 240 characters after each credential word (the windows merged), not over the whole text.
  let from = 0;
  const cues = Array.from(execAll(CUE, lower.length === text.length ? lower : text.replace(/[^\x00-\x7f]/g, "\u0000").toLowerCase()));
  if (OTHER_SCRIPT.test(text)) cues.push(...execAll(CUE_OTHER_SCRIPTS, text));
  cues.sort((a, b) => a.index - b.index);
  for (const cue of cues) {
    const phraseCue = PASSWORD_WORD.test(cue[0]);
    if (!symbols && !phraseCue) continue; // only passphrases can be found here, and only after a password word
    const windowEnd = cue.index + cue[0].length + 240;
    RUN.lastIndex = Math.max(from, cue.index + cue[0].length);
    for (let m = RUN.exec(text); m && m.index < windowEnd; m = RUN.exec(text)) {
      from = m.index + m[0].length;
      if (/[^\s"'`,;()<>[\]{}:=]/.test(text[m.index - 1] ?? " ")) continue; // the window began inside a token ("login-action@v3")
      const lead = /^[:=]+/.exec(m[0])?.[0].length ?? 0; // "pass:Kelp#…": the value after the separator
      const start = m.index + lead;
      let v = m[0].slice(lead);
      // "… shared secret X." — a sentence's end; but a "!" right after a number is the commonest password pattern's own
      // last character ("Beograd2024!", "Summer2025!": a word, a year, a "!"), kept as part of the value.
      if (/[.!?]$/.test(v) && !/\p{L}[^\s]*\d!$/u.test(v)) v = v.replace(/[.!?]+$/, "");
      if (/^\w+:/.test(v)) continue; // "admin:Pass#1" is a pair (the pair rules read it), "https:…" a URL
      // A name and its "=" or ":" right before a quoted value ('wpa2-pre-shared-key="…"', '"psk":"…"'): the key, whose value
      // the assignment rules read; a run ends at the quote, so the key alone is left here.
      if (/[=:]$/.test(v) && /["'`]/.test(text[start + v.length] ?? "")) continue;
      // The passphrase tests run last, cheapest first: most runs in a window are ordinary words.
      if (!(symbols && passwordShaped(v)) && !(phraseCue && start - cue.index <= PASSPHRASE_REACH && /\d/.test(v) && passphraseShaped(v) && handedOver(text, cue.index + cue[0].length, start))) continue;
      if (!secretValueOk("password", v, text, start)) continue;
      out.push({ type: "password", start, end: start + v.length, detector: "password-shape:cued", confidence: 0.7 });
    }
  }
  return out;
}
