/**
 * Distinct values of one shape: two memories about one thing (close in meaning, sharing a word
 * besides their values) that each name a value of the same shape — a chat channel, a port, an
 * account number, an upper-case id, a time zone, a code name — and no value of that shape in
 * common, give one attribute two values: "deploy alerts go to #deploys-storefront" / "… to
 * #release-train", "PagerDuty service P7X2K9Q" / "… PL4M8ZD". That is a conflict, never a duplicate.
 * The shapes are read by form, not by any list of names, so they hold for values never seen.
 */
import { PATH_SUBJECT_SHARED } from "./slots";
import { contentWords } from "./text";
import { memoByText } from "./memo";

/** Below this cosine two texts with different values are about different things. */
export const DISTINCT_VALUES_COS = 0.55;
/** The same for names that are no place (channels, slugs, ids, hosts): half G's misses sat at 0.53–0.55, no false flag on a–g down to 0.3. */
export const NAMED_VALUES_COS = 0.45;

type Shape = "channel" | "port" | "number-id" | "upper-id" | "timezone" | "name" | "path" | "host";

interface Found { shape: Shape; value: string; start: number; end: number }

const PATTERNS: [Shape, RegExp, (m: RegExpMatchArray) => string][] = [
  // Chat channels: "#ops", "#deploys-storefront" (not "#123", an issue).
  ["channel", /(?<![\w&])#([a-z][\w-]{1,60})/gi, (m) => m[1].toLowerCase()],
  // Ports: "port 8081", "localhost:3001", ":8080/" (a clock time "02:30" is no host and port).
  ["port", /\bport\s+(\d{2,5})\b|(?<=[\w\]])(?<!(?:^|[^\w:.])\d{1,2}):(\d{2,5})(?![\d:]|\.\d)/gi, (m) => m[1] ?? m[2]],
  // Account numbers and other long numeric ids, dashes or spaces inside ("4821-3390-1177"); not dates.
  ["number-id", /(?<![\w.-])(\d{3,}(?:[- ]\d{3,}){1,4}|\d{7,})(?![\w-]|\.\d)/g, (m) => m[1].replace(/\D/g, "")],
  // Upper-case ids with letters and digits: "P7X2K9Q", "AKIA2B3C".
  ["upper-id", /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z][A-Z0-9]*[A-Z])[A-Z0-9]{5,}\b/g, (m) => m[0].toLowerCase()],
  // Time zones: "UTC", "CET", "Europe/Berlin".
  ["timezone", /\b(UTC|GMT|CET|CEST|EET|PST|PDT|EST|EDT|IST|JST|AEST|(?:Europe|America|Asia|Africa|Australia|Pacific)\/[A-Z][A-Za-z_]+)\b/g, (m) => m[1].toLowerCase()],
  // File paths: "~/.devctl.yaml", "/etc/nginx/conf.d/api.conf", "packages/config/eslint.config.js".
  ["path", /(?<![\w:/])((?:~|\.{1,2})?\/?[\w.@-]+(?:\/[\w.@-]+)+\/?|~\/[\w.@-]+)/g, (m) => m[1].toLowerCase().replace(/[./]+$/, "")],
  // Host names with three or more labels: "api.eu.acme.io".
  ["host", /\b(?=[\w-]*[a-z])[a-z0-9-]+(?:\.(?=[\w-]*[a-z])[a-z0-9-]+){2,}\b/gi, (m) => m[0].toLowerCase()],
  // Accounts and addresses: "svc-billing@acme.iam", "ops@acme.io".
  ["name", /\b([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\b/g, (m) => m[1].toLowerCase()],
  // Code names: `backticked`, a scheme's target (gs://bucket), KEY=value's value, a value closing
  // a "key: value", "… is value" or "… the Sentry project acme-web" line.
  ["name", /`([^`\n]{1,80})`|\b[a-z][a-z0-9+.-]*:\/\/([\w.-]+)|\b[A-Za-z][\w.]*=([\w.:/-]+)|(?::|\bis|\bcalled|\bnamed|\b(?:project|bucket|topic|queue|channel|repo|repository|cluster|namespace|table|branch|host|database|account|org|organization|workspace|index|stream|id|domain))\s+([\w./-]{2,60})\s*\.?\s*$/g, (m) => (m[1] ?? m[2] ?? m[3] ?? m[4]).toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/\/+$/, "")],
];

/** Memoised: one write meets several candidates, and the duplicate blocker asks again. */
const valuesOf: (text: string) => Found[] = memoByText(readValues);

function readValues(text: string): Found[] {
  const out: Found[] = [];
  for (const [shape, re, value] of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const v = value(m);
      // A date is not an id ("2026-10-14").
      if (!v || (shape === "number-id" && /^(?:19|20)\d{6}$/.test(v))) continue;
      // A snippet with spaces (`/changes v1 v2`, `npm ci`) is a command, not the name of a value.
      if (shape === "name" && /\s/.test(v)) continue;
      // A bare number closing a line is a number (or an id, read as such), not a code name.
      if (shape === "name" && /^[\d.-]+$/.test(v)) continue;
      // "… is finished.", "… is indoors.": a plain lower-case word after "is" is a state said of the subject
      // (an adjective, an adverb of place), not the name of a value; a code name has a form ("is develop-2", `main`) or the length of a random id.
      if (shape === "name" && /^is\s/i.test(m[0]) && /^[a-z]{2,15}\.?$/.test(m[4] ?? "")) continue;
      out.push({ shape, value: v, start: m.index!, end: m.index! + m[0].length });
    }
  }
  return out;
}

/** The text without its values: what it says about them. */
function attributeWords(text: string, found: Found[]): Set<string> {
  let rest = "";
  let at = 0;
  for (const f of [...found].sort((x, y) => x.start - y.start)) {
    if (f.start < at) continue;
    rest += `${text.slice(at, f.start)} `;
    at = f.end;
  }
  rest += text.slice(at);
  return new Set(contentWords(rest).filter((w) => !/^\d+$/.test(w)));
}

/**
 * The shape in which the two texts name values and share none, or null. For the duplicate blocker:
 * whatever else they share, two texts naming different paths, ids or channels are not one memory.
 */
export function distinctShape(a: string, b: string): string | null {
  const [fa, fb] = [valuesOf(a), valuesOf(b)];
  for (const shape of new Set(fa.map((f) => f.shape))) {
    const [xa, xb] = [fa.filter((f) => f.shape === shape), fb.filter((f) => f.shape === shape)];
    if (xb.length && !agreeOn(xa, xb, a, b)) return shape;
  }
  return null;
}

/**
 * Whether `value` is written in `text` as a whole name: not run on into a longer name by a letter, digit, "_" or "-"
 * ("notes" is not written in "notes-desktop", another gettext domain; "acme-media" is in "gs://acme-media/uploads").
 */
const writtenIn = (text: string, value: string) => {
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    if (!/[\w-]/.test(text[at - 1] ?? "") && !/[\w-]/.test(text[at + value.length] ?? "")) return true;
  }
  return false;
};
/**
 * One inside the other: for paths, hosts and URLs' targets any part (a prefix, a subdomain: an environment's host is
 * told apart by the environment readers, not here); for a plain name or id, as a whole name.
 */
const inside = (shape: Shape, outer: string, inner: string) => (shape === "path" || shape === "host" || /[./]/.test(inner) ? outer.includes(inner) : writtenIn(outer, inner));
/** A path's file name when it names a file (a last part with an extension: "slurm.conf"), or null. */
const fileName = (path: string) => (/\/[^/]+\.[a-z0-9]{1,6}$/.test(path) ? path.slice(path.lastIndexOf("/") + 1) : null);
/** One of the two is the other, or one ends the other ("~/.config/x/config.toml" / ".config/x/config.toml"). */
const sameFile = (x: string, y: string) => x === y || x.endsWith(y) || y.endsWith(x);
/**
 * One file at two places: each side's paths name a file of one name, and no path of one side names the other's:
 * "config lives at /etc/slurm/slurm.conf" / "our slurm.conf is /opt/slurm/etc/slurm.conf — /etc/slurm is a leftover"
 * (a directory of one inside the other's path agrees nothing then).
 */
function oneFileTwoPlaces(xa: Found[], xb: Found[]): boolean {
  return xa.some((x) => {
    const name = fileName(x.value);
    return name !== null && xb.some((y) => fileName(y.value) === name && !sameFile(x.value, y.value))
      && !xb.some((y) => sameFile(x.value, y.value)) && !xa.some((z) => xb.some((y) => fileName(y.value) === name && sameFile(z.value, y.value)));
  });
}
function agreeOn(xa: Found[], xb: Found[], a: string, b: string): boolean {
  const shape = xa[0].shape;
  if (shape === "path" && oneFileTwoPlaces(xa, xb)) return false;
  const same = (x: string, y: string) => x === y || inside(shape, x, y) || inside(shape, y, x);
  // A value in common (or one inside the other: "acme-media" in "gs://acme-media/uploads") means agreement,
  // and so does a value written on the other side in another form (as plain text).
  return xa.some((x) => xb.some((y) => same(x.value, y.value))) || xa.some((x) => inside(shape, b.toLowerCase(), x.value)) || xb.some((y) => inside(shape, a.toLowerCase(), y.value));
}

export interface DistinctValues { shape: string; subject: string; why: string; values?: [string, string] }

/** Two values of one shape, none shared, in two memories about one thing (see the file's comment). */
export function distinctValueConflict(a: string, b: string, cosine: number | undefined): DistinctValues | null {
  if (cosine === undefined || cosine < NAMED_VALUES_COS) return null;
  const [fa, fb] = [valuesOf(a), valuesOf(b)];
  if (!fa.length || !fb.length) return null;
  const [wa, wb] = [attributeWords(a, fa), attributeWords(b, fb)];
  const shared = [...wa].filter((w) => wb.has(w));
  if (!shared.length) return null;
  for (const shape of new Set(fa.map((f) => f.shape))) {
    const [xa, xb] = [fa.filter((f) => f.shape === shape), fb.filter((f) => f.shape === shape)];
    if (!xb.length) continue;
    if (agreeOn(xa, xb, a, b)) continue;
    // A project has many files: two located things are one only if half their subject is shared
    // ("logger setup: …" / "metrics setup: …" share a word, not a subject; slots.ts).
    const located = shape === "path" || (shape === "name" && xa.concat(xb).every((f) => f.value.includes("/")));
    if (located && shared.length / Math.max(1, Math.min(wa.size, wb.size)) < PATH_SUBJECT_SHARED) continue;
    // A place needs the closer meaning; a name (a channel, a slug, an id) is said of its owner in so
    // many ways ("#deploys" / "deploy bot channel: #ship-it") that the embedder puts them at 0.45–0.55.
    if (located && cosine < DISTINCT_VALUES_COS) continue;
    return { shape, subject: shared.slice(0, 4).join(" "), why: `${shape} ${xa[0].value} vs ${xb[0].value}`, values: [xa[0].value, xb[0].value] };
  }
  return null;
}
