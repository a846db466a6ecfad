// One-time helper used while WRITING the corpus (not by the benchmark): the text of every line is
// written by hand; random secret material (tokens, keys, card numbers, IBANs, ids) is written as a
// placeholder such as @@ghp@@ and this script replaces it in place with a freshly generated value of
// the vendor's public format (keys from openssl / ssh-keygen, never used anywhere).
//   node bench/privacy/fill-values.mjs bench/privacy/a/env-1.txt [...]
import { execFileSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const B64 = ALNUM + "+/";
const B64URL = ALNUM + "-_";
const HEX = "0123456789abcdef";
const pick = (alphabet, n) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join("");
const digits = (n) => pick("0123456789", n);
const b64url = (s) => Buffer.from(s).toString("base64url");

function luhnDigit(body) {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
function card(kind, sep) {
  const prefix = { visa: "4", mc: String(51 + randomInt(5)), amex: randomInt(2) ? "34" : "37", disc: "6011" }[kind];
  const len = kind === "amex" ? 15 : 16;
  const body = prefix + digits(len - 1 - prefix.length);
  const n = body + luhnDigit(body);
  const groups = kind === "amex" ? [n.slice(0, 4), n.slice(4, 10), n.slice(10)] : n.match(/.{4}/g);
  return groups.join(sep === "space" ? " " : sep === "dash" ? "-" : "");
}
const IBAN_BBAN = {
  DE: () => digits(18), GB: () => pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + digits(14), FR: () => digits(10) + pick("0123456789ABCDEFGHJK", 11) + digits(2),
  NL: () => pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + digits(10), ES: () => digits(20), IT: () => pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + digits(10) + digits(12),
  HR: () => digits(17), PL: () => digits(24), CH: () => digits(17), BE: () => digits(12), AT: () => digits(16), IE: () => pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + digits(14),
};
function iban(country, sep) {
  const bban = IBAN_BBAN[country]();
  const numeric = (bban + country + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = String(98n - (BigInt(numeric) % 97n)).padStart(2, "0");
  const raw = country + check + bban;
  return sep === "space" ? raw.match(/.{1,4}/g).join(" ") : raw;
}
function ssn() {
  let area;
  do area = 1 + randomInt(899); while (area === 666);
  return `${String(area).padStart(3, "0")}-${String(1 + randomInt(99)).padStart(2, "0")}-${String(1 + randomInt(9999)).padStart(4, "0")}`;
}
function nino(sep) {
  const first = "ABCEGHJKLMNOPRSTWXYZ", second = "ABCEGHJKLMNPRSTWXYZ";
  let p;
  do p = first[randomInt(first.length)] + second[randomInt(second.length)]; while (["BG", "GB", "NK", "KN", "TN", "NT", "ZZ"].includes(p));
  const d = digits(6);
  const s = "ABCD"[randomInt(4)];
  return sep === "none" ? p + d + s : `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${s}`;
}
function dni() { const n = String(10000000 + randomInt(89999999)); return n + "TRWAGMYFPDXBNJZSQVHLCKE"[Number(n) % 23]; }
function bsn() {
  for (;;) {
    const d = digits(8);
    const sum = [...d].reduce((s, c, i) => s + Number(c) * (9 - i), 0);
    const last = sum % 11;
    if (last < 10 && d[0] !== "0") return d + last;
  }
}
function sin() { const body = String(1 + randomInt(7)) + digits(7); const n = body + luhnDigit(body); return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; }
function mac(style) {
  const bytes = Array.from(randomBytes(6), (b, i) => (i === 0 ? b & 0xfc : b).toString(16).padStart(2, "0"));
  if (style === "dot") return `${bytes[0]}${bytes[1]}.${bytes[2]}${bytes[3]}.${bytes[4]}${bytes[5]}`;
  const s = bytes.join(style === "dash" ? "-" : ":");
  return style === "lower" || style === "dash" ? (style === "dash" ? s.toUpperCase() : s) : s.toUpperCase();
}
function jwt() {
  const now = 1_700_000_000 + randomInt(60_000_000);
  const header = b64url(JSON.stringify({ alg: randomInt(2) ? "HS256" : "RS256", typ: "JWT" }));
  const payload = b64url(JSON.stringify({ sub: String(randomInt(1e6)), iat: now, exp: now + 3600, scope: "read write" }));
  return `${header}.${payload}.${pick(B64URL, randomInt(2) ? 43 : 86)}`;
}
function run(cmd, args, dir) { return execFileSync(cmd, args, { cwd: dir, stdio: ["ignore", "pipe", "ignore"] }).toString(); }
function pem(kind) {
  const dir = mkdtempSync(join(tmpdir(), "pk-"));
  try {
    if (kind === "rsa") return run("openssl", ["genrsa", "-traditional", "1024"], dir).trim();
    if (kind === "ec") return run("openssl", ["ecparam", "-name", "prime256v1", "-genkey", "-noout"], dir).trim();
    if (kind === "pkcs8") return run("openssl", randomInt(2) ? ["genpkey", "-algorithm", "ed25519"] : ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"], dir).trim();
    if (kind === "openssh") { run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", "k"], dir); return readFileSync(join(dir, "k"), "utf8").trim(); }
    if (kind === "pgp") {
      const body = randomBytes(380).toString("base64").match(/.{1,64}/g).join("\n");
      return `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body}\n=${pick(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`;
    }
    throw new Error(`unknown pem kind ${kind}`);
  } finally { rmSync(dir, { recursive: true, force: true }); }
}
function pemValue(spec) {
  const [kind, ...mods] = spec.split(":");
  let key = pem(kind);
  if (mods.includes("trunc")) key = key.split("\n").slice(0, 4).join("\n");
  // In the corpus "\n" is a newline and "\\n" a literal backslash-n (a key inside a JSON string).
  return key.split("\n").join(mods.includes("json") ? "\\\\n" : "\\n");
}

const GEN = {
  aws_id: () => "AKIA" + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
  aws_sts: () => "ASIA" + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
  aws_secret: () => pick(B64, 40),
  ghp: () => "ghp_" + pick(ALNUM, 36), gho: () => "gho_" + pick(ALNUM, 36), ghs: () => "ghs_" + pick(ALNUM, 36),
  github_pat: () => "github_pat_11" + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + pick(ALNUM, 59),
  xoxb: () => `xoxb-${digits(12)}-${digits(13)}-${pick(ALNUM, 24)}`, xoxp: () => `xoxp-${digits(12)}-${digits(12)}-${digits(13)}-${pick(HEX, 32)}`,
  xapp: () => `xapp-1-A${pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)}-${digits(13)}-${pick(HEX, 64)}`,
  slack_hook: () => `T${pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8)}/B${pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)}/${pick(ALNUM, 24)}`,
  sk_live: () => "sk_live_51" + pick(ALNUM, 97), rk_live: () => "rk_live_51" + pick(ALNUM, 97), sk_test: () => "sk_test_51" + pick(ALNUM, 97),
  sk_live_short: () => "sk_live_" + pick(ALNUM, 24), whsec: () => "whsec_" + pick(ALNUM, 32),
  openai: () => "sk-proj-" + pick(B64URL, 156), openai_old: () => "sk-" + pick(ALNUM, 20) + "T3BlbkFJ" + pick(ALNUM, 20),
  anthropic: () => "sk-ant-api03-" + pick(B64URL, 93) + "AA",
  aiza: () => "AIza" + pick(B64URL, 35), npm: () => "npm_" + pick(ALNUM, 36), glpat: () => "glpat-" + pick(B64URL.replace("_", ""), 20),
  twilio_sk: () => "SK" + pick(HEX, 32), hex32: () => pick(HEX, 32), hex40: () => pick(HEX, 40), sha256: () => pick(HEX, 64),
  gitshort: () => pick(HEX, 7 + randomInt(4)),
  sendgrid: () => `SG.${pick(B64URL, 22)}.${pick(B64URL, 43)}`, azure_key: () => randomBytes(64).toString("base64"),
  hf: () => "hf_" + pick(ALNUM, 34), shpat: () => "shpat_" + pick(HEX, 32), dop: () => "dop_v1_" + pick(HEX, 64),
  b62_32: () => pick(ALNUM, 32), b62_40: () => pick(ALNUM, 40), b64_44: () => randomBytes(32).toString("base64"),
  pw: () => pick(ALNUM + "!#%^*-_", 18), uuid: () => crypto.randomUUID(), jwt,
  pypi: () => "pypi-AgEIcHlwaS5vcmc" + pick(B64URL, 120), sq0atp: () => "sq0atp-" + pick(B64URL, 22), lin_api: () => "lin_api_" + pick(ALNUM, 40),
  notion: () => "secret_" + pick(ALNUM, 43), atlassian: () => "ATATT3xFfGF0" + pick(B64URL, 170) + "=" + pick(HEX.toUpperCase(), 8),
  mailchimp: () => pick(HEX, 32) + "-us21", discord_hook: () => `${digits(19)}/${pick(B64URL, 68)}`, b62_24: () => pick(ALNUM, 24),
  cf: () => pick(B64URL, 40), ghr: () => "ghr_" + pick(ALNUM, 76), ghu: () => "ghu_" + pick(ALNUM, 36), xoxa: () => `xoxa-2-${digits(12)}-${digits(13)}-${pick(HEX, 64)}`,
  b64data: () => randomBytes(24 + randomInt(24)).toString("base64"),
};

function expand(name) {
  const [head, ...rest] = name.split(":");
  if (head === "pem") return pemValue(rest.join(":"));
  if (head === "card") return card(rest[0], rest[1]);
  if (head === "iban") return iban(rest[0], rest[1]);
  if (head === "mac") return mac(rest[0] ?? "colon");
  if (head === "nino") return nino(rest[0]);
  if (head === "ssn") return ssn();
  if (head === "dni") return dni();
  if (head === "bsn") return bsn();
  if (head === "sin") return sin();
  if (GEN[head]) return GEN[head]();
  throw new Error(`unknown placeholder @@${name}@@`);
}

for (const file of process.argv.slice(2)) {
  const before = readFileSync(file, "utf8");
  let n = 0;
  const after = before.replace(/@@([a-z0-9_:A-Z]+)@@/g, (_, name) => { n++; return expand(name); });
  writeFileSync(file, after);
  console.log(`${file}: ${n} values filled`);
}
