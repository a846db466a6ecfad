/**
 * Generators for realistic sensitive values (valid checksums where the real
 * thing has one) used to build the labeled privacy set. Seeded, so the set is
 * reproducible and reviewable in git.
 */
export type Rng = () => number;

export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
const chars = (rng: Rng, alphabet: string, n: number): string => Array.from({ length: n }, () => pick(rng, alphabet.split(""))).join("");
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_NUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const B64 = ALNUM + "+/";
const B64URL = ALNUM + "-_";

export const FIRST = ["Ana", "Ivan", "Marko", "Petra", "Luka", "Sarah", "James", "Priya", "Chen", "Olivia", "Mateo", "Fatima", "Lucas", "Ingrid", "Tomás", "Zoë", "Nikola", "Emma", "Jonas", "Aisha", "Dmitri", "Hannah", "Kenji", "Maja"];
export const LAST = ["Horvat", "Kovačević", "Novak", "Smith", "Johnson", "Patel", "Nguyen", "García", "Müller", "Rossi", "Jensen", "Okafor", "Tanaka", "Babić", "O'Brien", "Schmidt", "Dubois", "Lindqvist", "Petrović", "Walker"];
const DOMAINS = ["acme.io", "gmail.com", "fastmail.fm", "protonmail.com", "company.hr", "startup.dev", "bigcorp.com", "uni-zagreb.hr", "outlook.com", "mail.co.uk"];

const ascii = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z]/g, "").toLowerCase();

export function personName(rng: Rng): string {
  return `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
}

export function email(rng: Rng): string {
  const f = ascii(pick(rng, FIRST));
  const l = ascii(pick(rng, LAST));
  const local = pick(rng, [`${f}.${l}`, `${f}${int(rng, 1, 99)}`, `${f[0]}${l}`, `${f}_${l}`, `${f}+dev`]);
  return `${local}@${pick(rng, DOMAINS)}`;
}

export function phone(rng: Rng): string {
  const d = (n: number) => chars(rng, "0123456789", n);
  return pick(rng, [
    () => `(${int(rng, 201, 989)}) ${int(rng, 200, 999)}-${d(4)}`,
    () => `${int(rng, 201, 989)}-${int(rng, 200, 999)}-${d(4)}`,
    () => `+1 ${int(rng, 201, 989)} ${int(rng, 200, 999)} ${d(4)}`,
    () => `+44 20 ${d(4)} ${d(4)}`,
    () => `+385 9${int(rng, 1, 9)} ${d(3)} ${d(4)}`,
    () => `+49 30 ${d(7)}`,
    () => `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    () => `+91 ${d(5)} ${d(5)}`,
  ])();
}

export function ipv4(rng: Rng): string {
  return pick(rng, [
    () => `10.${int(rng, 0, 255)}.${int(rng, 0, 255)}.${int(rng, 1, 254)}`,
    () => `192.168.${int(rng, 0, 255)}.${int(rng, 1, 254)}`,
    () => `172.${int(rng, 16, 31)}.${int(rng, 0, 255)}.${int(rng, 1, 254)}`,
    () => `${int(rng, 23, 223)}.${int(rng, 0, 255)}.${int(rng, 0, 255)}.${int(rng, 1, 254)}`,
  ])();
}

export function ipv6(rng: Rng): string {
  const h = () => int(rng, 0, 0xffff).toString(16);
  return pick(rng, [
    () => Array.from({ length: 8 }, h).join(":"),
    () => `2a02:6b8:${h()}:${h()}::${h()}`,
    () => `fe80::${h()}:${h()}:${h()}:${h()}`,
    () => `2a02:${h()}:${h()}::${h()}:${h()}`,
  ])();
}

function luhnComplete(prefix: string, length: number, rng: Rng): string {
  let body = prefix + chars(rng, "0123456789", length - prefix.length - 1);
  for (let check = 0; check <= 9; check++) {
    const candidate = body + check;
    let sum = 0;
    let dbl = false;
    for (let i = candidate.length - 1; i >= 0; i--) {
      let v = Number(candidate[i]);
      if (dbl) {
        v *= 2;
        if (v > 9) v -= 9;
      }
      sum += v;
      dbl = !dbl;
    }
    if (sum % 10 === 0) return candidate;
  }
  body = "";
  return body;
}

export function creditCard(rng: Rng, luhnOk = true): string {
  const [prefix, length] = pick(rng, [["4", 16], ["51", 16], ["55", 16], ["2221", 16], ["37", 15], ["6011", 16]] as const);
  let digits = luhnComplete(prefix, length, rng);
  if (!luhnOk) digits = digits.slice(0, -1) + ((Number(digits.at(-1)) + 1 + int(rng, 0, 7)) % 10);
  const style = int(rng, 0, 2);
  if (style === 0) return digits;
  const sep = style === 1 ? " " : "-";
  if (length === 15) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].join(sep);
  return digits.match(/.{4}/g)!.join(sep);
}

function mod97(numeric: string): number {
  let r = 0;
  for (const ch of numeric) r = (r * 10 + Number(ch)) % 97;
  return r;
}

export function iban(rng: Rng, valid = true): string {
  const [cc, bban] = pick(rng, [
    ["DE", () => chars(rng, "0123456789", 18)],
    ["GB", () => chars(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + chars(rng, "0123456789", 14)],
    ["HR", () => chars(rng, "0123456789", 17)],
    ["FR", () => chars(rng, "0123456789", 23)],
    ["NL", () => chars(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + chars(rng, "0123456789", 10)],
    ["ES", () => chars(rng, "0123456789", 20)],
  ] as const);
  const b = bban();
  const numeric = (b + cc + "00").replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let check = 98 - mod97(numeric);
  if (!valid) check = (check + int(rng, 1, 50)) % 97 || 13;
  const raw = cc + String(check).padStart(2, "0") + b;
  return rng() < 0.5 ? raw : raw.match(/.{1,4}/g)!.join(" ");
}

export function ssn(rng: Rng): string {
  let area = int(rng, 1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, "0")}-${String(int(rng, 1, 99)).padStart(2, "0")}-${String(int(rng, 1, 9999)).padStart(4, "0")}`;
}

export function apiKey(rng: Rng): { value: string; kind: string } {
  return pick(rng, [
    () => ({ kind: "aws", value: "AKIA" + chars(rng, UPPER_NUM, 16) }),
    () => ({ kind: "github", value: "ghp_" + chars(rng, ALNUM, 36) }),
    () => ({ kind: "github-pat", value: "github_pat_" + chars(rng, ALNUM, 22) + "_" + chars(rng, ALNUM, 59) }),
    () => ({ kind: "slack", value: `xoxb-${chars(rng, "0123456789", 12)}-${chars(rng, "0123456789", 13)}-${chars(rng, ALNUM, 24)}` }),
    () => ({ kind: "stripe", value: "sk_live_" + chars(rng, ALNUM, 24) }),
    () => ({ kind: "stripe-test", value: "sk_test_" + chars(rng, ALNUM, 24) }),
    () => ({ kind: "openai", value: "sk-proj-" + chars(rng, ALNUM, 20) + chars(rng, "0123456789", 2) + chars(rng, ALNUM + "_-", 26) }),
    () => ({ kind: "openai-legacy", value: "sk-" + chars(rng, ALNUM, 20) + "T3BlbkFJ" + chars(rng, ALNUM, 20) }),
    () => ({ kind: "anthropic", value: "sk-ant-api03-" + chars(rng, B64URL, 93) + "AA" }),
    () => ({ kind: "google", value: "AIza" + chars(rng, ALNUM + "_-", 35) }),
    () => ({ kind: "npm", value: "npm_" + chars(rng, ALNUM, 36) }),
    () => ({ kind: "gitlab", value: "glpat-" + chars(rng, ALNUM + "_-", 20) }),
    () => ({ kind: "hf", value: "hf_" + chars(rng, ALNUM, 34) }),
  ])();
}

export function opaqueToken(rng: Rng): string {
  return chars(rng, ALNUM, int(rng, 24, 40)) + int(rng, 10, 99);
}

export function password(rng: Rng): string {
  return pick(rng, [
    () => `${pick(rng, ["Summer", "Tiger", "Blue", "Kava", "Rocket", "Zagreb"])}${int(rng, 10, 2025)}${pick(rng, ["!", "#", "$", "?", ""])}`,
    () => chars(rng, ALNUM + "!#%&*", int(rng, 12, 20)),
    () => `hunter${int(rng, 2, 99)}`,
  ])();
}

export function awsSecret(rng: Rng): string {
  return chars(rng, B64, 40);
}

export function jwt(rng: Rng): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const header = enc({ alg: pick(rng, ["HS256", "RS256", "ES256"]), typ: "JWT" });
  const payload = enc({ sub: String(int(rng, 1000, 99999)), email: email(rng), iat: 1700000000 + int(rng, 0, 9999999) });
  return `${header}.${payload}.${chars(rng, B64URL, 43)}`;
}

export function privateKey(rng: Rng): string {
  const kind = pick(rng, ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]);
  const lines = Array.from({ length: int(rng, 3, 6) }, () => chars(rng, B64, 64));
  return `-----BEGIN ${kind}-----\n${lines.join("\n")}\n${chars(rng, B64, 20)}==\n-----END ${kind}-----`;
}

export function username(rng: Rng): string {
  return pick(rng, [ascii(pick(rng, FIRST)), ascii(pick(rng, FIRST))[0] + ascii(pick(rng, LAST)), `${ascii(pick(rng, FIRST))}.${ascii(pick(rng, LAST))}`, ascii(pick(rng, LAST))]);
}

// --- look-alikes that must NOT be flagged ---
export function hex(rng: Rng, n: number): string {
  return chars(rng, "0123456789abcdef", n);
}
export function uuid(rng: Rng): string {
  return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`;
}
export function semver(rng: Rng): string {
  return `${int(rng, 0, 22)}.${int(rng, 0, 40)}.${int(rng, 0, 30)}`;
}
export function date(rng: Rng): string {
  return `20${int(rng, 19, 26)}-${String(int(rng, 1, 12)).padStart(2, "0")}-${String(int(rng, 1, 28)).padStart(2, "0")}`;
}
export function digits(rng: Rng, n: number): string {
  return String(int(rng, 1, 9)) + chars(rng, "0123456789", n - 1);
}
export function badSsn(rng: Rng): string {
  return `${pick(rng, ["000", "666", String(int(rng, 900, 999))])}-${String(int(rng, 1, 99)).padStart(2, "0")}-${String(int(rng, 1, 9999)).padStart(4, "0")}`;
}
export function b64blob(rng: Rng, n: number): string {
  return chars(rng, B64, n);
}
export const integer = int;
