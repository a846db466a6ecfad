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

/** A credential word in any of the languages the prose rules read (the value may come up to 240 characters later). */
const CUE =
  /\b(?:pass(?:word|wd|phrase|code)?|pw|pwd|secret|psk|pre-?shared key|creds?|credentials|login)\b|密码|密碼|パスワード|비밀번호|пароль|contrase[ñn]a|senha|passwort|kennwort|has[łl]o|wachtwoord|mot de passe|parola|l[öo]senord|adgangskode|salasana|[şs]ifre/giu;

/** A token standing alone: after a line start, a space, a colon or a quote; ending at a space, a quote or punctuation. */
const TOKEN = /(?<=^|[\s:"'`(=])(?<value>[^\s"'`,;()<>[\]{}]{8,64}?)(?=["'`]?(?:[\s,;)]|[.!?](?:\s|$)|$))/gm;

/** Letters, a digit and a symbol no identifier or version uses; no URL, path, e-mail, variable or escape. */
export function passwordShaped(v: string): boolean {
  if (v.length < 8 || v.length > 64) return false;
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v) || !/[!#$%&*+=?@^~]/.test(v)) return false;
  if (/[/\\]|:\/\/|^[$%@#&*=+~^!?]|[=&]\w*[=&]|@[\w-]+\.[a-z]/i.test(v)) return false; // a path, URL, $VAR, %s, @handle, a=b&c=d, mail
  if (/^[A-Za-z]+[!?]+$/.test(v) || /^[\w-]+=\S/.test(v)) return false; // "again?!", key=value
  if (/^[\w.-]+#\w{1,12}$/.test(v) && !/[A-Z]/.test(v)) return false; // issue#42, file.md#section: a reference
  return /[a-z]/.test(v) || /[A-Z]/.test(v) && v.length >= 10;
}

/** The cheap gate: a symbol between two letters or digits somewhere in the text. */
const SYMBOL_INSIDE = /[A-Za-z\d][!#$%&*+=?@^~][A-Za-z\d]/;

export function findShapedPasswords(text: string): Finding[] {
  const out: Finding[] = [];
  if (!SYMBOL_INSIDE.test(text)) return out;
  const cues = Array.from(execAll(CUE, text), (m) => m.index);
  if (!cues.length) return out;
  for (const m of execAll(TOKEN, text)) {
    const v = m.groups!.value!;
    const start = m.index;
    if (!passwordShaped(v)) continue;
    if (!cues.some((c) => c < start && start - c <= 240)) continue;
    if (!secretValueOk("password", v, text, start)) continue;
    out.push({ type: "password", start, end: start + v.length, detector: "password-shape:cued", confidence: 0.7 });
  }
  return out;
}
