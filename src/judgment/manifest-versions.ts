/**
 * Versions where a project pins them (round 24): a manifest line names the package and its version in the package
 * manager's own form — `"leaflet": "^1.9.0"` (package.json, composer.json), `rails (7.1.3)` (Gemfile.lock),
 * `django==4.2.7` (requirements.txt), `serde = "1.0.193"` (Cargo.toml, pyproject) — and a version file names its tool by
 * its file name: `.nvmrc` (Node), `.python-version`, `.ruby-version`, `.terraform-version`, `.bazelversion`. Read as
 * that name's version, such a line says which version the project runs: the prose on the other side ("stallboard is on
 * Next.js 15 with the app router") needs no other word in common with `"next": "14.2.3"` to be about the same thing
 * (frames.ts `frameConflict`). Before this reading the number was a bare version and the name a topic word.
 */

export interface PinnedVersion { name: string; version: string; start: number; end: number }

/**
 * A version as manifests write it: a range operator, then digits with at least one dot (a pre-release or build suffix
 * kept); a quoted bare number (`"replicas": "3"`) is a setting, not a version.
 */
const VERSION = String.raw`[\^~]?(?:>=|<=|~>)?\s*\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?`;
/** `"name": "1.2.3"` and `name = "1.2.3"`: a quoted version after a (quoted or bare) package name and ":" or "=". */
const KEYED = new RegExp(String.raw`(?<![\w.@/-])["']?(@?[a-z][\w.-]*(?:\/[a-z][\w.-]*)?)["']?\s*[:=]\s*["'](${VERSION})["']`, "g");
/** `rails (7.1.3)`: Gemfile.lock's form, a lower-case name and a dotted version in parentheses. */
const LOCKED = new RegExp(String.raw`(?<![\w.-])([a-z][\w-]*)\s\((\d+\.\d+(?:\.\d+)?)\)`, "g");
/** `django==4.2.7`: pip's pin. */
const PIPPED = new RegExp(String.raw`(?<![\w.-])([a-z][\w.-]*)==(\d+(?:\.\d+){0,3})\b`, "gi");
/** `.nvmrc → 20.11.1`, `.python-version: 3.12.1`, `.bazelversion 7.1.0`: a version file, its value within a few characters. */
const VERSION_FILE = /(?<![\w-])\.(nvmrc|node-version|([a-z]+)-?version)\b[^\d\n]{0,12}?v?(\d+(?:\.\d+){0,2})\b/gi;

/** Words a version key names that are no package ("version", "engine") or that name a manifest's section. */
const NOT_PACKAGES = new Set(["version", "engine", "engines", "dependencies", "devdependencies", "node_version", "api", "schema", "port", "id", "timeout", "retries", "count", "size", "limit", "max", "min"]);

/** The versions a clause pins, each with the name it pins it for and where it is written. */
export function pinnedVersions(clause: string): PinnedVersion[] {
  if (!/\d/.test(clause)) return [];
  const out: PinnedVersion[] = [];
  const push = (name: string, version: string, start: number, end: number) => {
    if (!NOT_PACKAGES.has(name.toLowerCase())) out.push({ name, version: version.replace(/\s+/g, ""), start, end });
  };
  for (const m of clause.matchAll(KEYED)) push(m[1], m[2], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(LOCKED)) push(m[1], m[2], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(PIPPED)) push(m[1], m[2], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(VERSION_FILE)) push(m[1].toLowerCase() === "nvmrc" || m[1].toLowerCase() === "node-version" ? "node" : m[2], m[3], m.index, m.index + m[0].length);
  return out;
}
