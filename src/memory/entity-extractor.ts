/**
 * Rule-based entity extraction, run at write time (and on queries) so the knowledge graph exists
 * without an LLM: speakers of chat turns, people and other proper names, technologies, code
 * identifiers, file paths and projects. Deterministic and cheap; the knowledge issue adds LLM
 * extraction into the same tables. Names are kept as written; matching uses normalizeEntityName.
 */
import type { EntityMention } from "./entities";

/** Entity types produced here. `name` is a proper name whose kind (person, place…) is unknown. */
export type RuleEntityType = "person" | "name" | "technology" | "code" | "file" | "project";

/**
 * A transcript turn opens with its speaker: "Alice: …", "User: …". Up to three capitalized words
 * before a colon at the very start; the rest of the line is what they said.
 */
const SPEAKER = /^\s*([A-Z][\p{L}'’.-]*(?:\s[A-Z][\p{L}'’.-]*){0,2}):\s+\S/u;
const NOT_SPEAKERS = new Set(["note", "todo", "fix", "fixed", "update", "warning", "error", "decision", "why", "status", "summary", "tip", "re", "fwd", "ps", "q", "a"]);

export function speakerOf(text: string): string | null {
  const m = SPEAKER.exec(text);
  if (!m) return null;
  return NOT_SPEAKERS.has(m[1].toLowerCase()) ? null : m[1];
}

// Words that are capitalized for grammar, not because they name something.
export const CAPITALIZED_STOPWORDS = new Set(
  `i i'm i've i'll i'd im ive the a an this that these those it its it's he she we they you my our your his her their
  hey hi hello hmm oh ok okay yes yeah yep no nope wow thanks thank sure sorry please well so and but or if when what
  who where why how which do did does is are was were be been have has had can could would should will just also
  really great good nice awesome cool lol haha omg btw also still maybe today tomorrow yesterday tonight there here
  mon monday tue tuesday wed wednesday thu thursday fri friday sat saturday sun sunday jan january feb february mar
  march apr april may jun june jul july aug august sep sept september oct october nov november dec december
  let let's lets me mine not all any some every each both one two first last next dear mr mrs ms dr`
    .split(/\s+/)
    .filter(Boolean),
);

// A curated list is the honest rule here: "react" or "go" are ordinary words elsewhere, so only
// unambiguous spellings count (case-insensitive), plus the ambiguous ones when capitalized.
const TECHNOLOGIES = [
  "typescript", "javascript", "node.js", "nodejs", "deno", "bun", "python", "rust", "golang", "java", "kotlin", "swift",
  "c++", "c#", "ruby", "php", "elixir", "haskell", "scala", "sql", "sqlite", "postgres", "postgresql", "mysql",
  "mongodb", "redis", "kafka", "graphql", "grpc", "docker", "kubernetes", "terraform", "ansible", "nginx", "linux",
  "macos", "windows", "ios", "android", "aws", "gcp", "azure", "cloudflare", "workers", "durable objects", "d1", "r2",
  "vectorize", "wrangler", "vite", "webpack", "esbuild", "rollup", "babel", "eslint", "prettier", "biome", "vitest",
  "jest", "mocha", "playwright", "cypress", "pytest", "react", "vue", "svelte", "angular", "next.js", "nextjs", "nuxt",
  "remix", "astro", "hono", "express", "fastify", "django", "flask", "fastapi", "rails", "spring", "laravel", "tailwind",
  "drizzle", "prisma", "zod", "pnpm", "npm", "yarn", "git", "github", "gitlab", "pytorch", "tensorflow", "numpy",
  "pandas", "openai", "anthropic", "claude", "llama", "onnx", "wasm", "webassembly", "html", "css", "json", "yaml",
  "toml", "markdown", "bash", "zsh", "powershell", "vscode", "neovim", "vim", "emacs", "figma", "jira", "slack",
];
const TECH_SET = new Set(TECHNOLOGIES);
const AMBIGUOUS_TECH = new Set(["go", "react", "spring", "rails", "express", "swift", "rust", "workers", "bun", "deno"]);

const FILE_PATH = /(?:^|[\s(`'"])((?:\.{1,2}\/|~\/|\/)?(?:[\w.-]+\/)+[\w.-]+\.[A-Za-z0-9]{1,8}|[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|rs|go|java|kt|rb|php|c|h|cpp|hpp|cs|swift|sql|json|ya?ml|toml|md|sh|css|html|vue|svelte|lock))(?::\d+)?(?=$|[\s)`'",;:])/g;
const CODE_IDENT = /(?:^|[^\w.])([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+\(\)|[A-Za-z_]\w*\(\))(?=$|[^\w])/g;
const BACKTICKED = /`([^`\s]{2,60})`/g;
const PROJECT = /\b(?:project|repo|repository)\s+["'`]?([A-Za-z0-9][\w.-]{1,60})|\b([A-Z][\w.-]{1,60})\s+(?:project|repo)\b/g;
const PROPER_RUN = /(?<![\p{L}\p{N}_.])[\p{Lu}][\p{L}'’-]*(?![\p{L}\p{N}_(])(?:\s+(?:[\p{Lu}][\p{L}'’-]*(?![\p{L}\p{N}_(])|of|de|van|von|la|del))*/gu;

const trimPossessive = (s: string) => s.replace(/['’]s$/u, "").replace(/['’]$/u, "");

/** Entities mentioned in `text`, deduplicated by (normalized name, type); the speaker comes first. */
export function extractEntities(text: string): EntityMention[] {
  const out: EntityMention[] = [];
  const seen = new Set<string>();
  const add = (name: string, type: RuleEntityType, weight = 1) => {
    const clean = name.trim().replace(/[.,;:!?]+$/u, "");
    if (clean.length < 2 || clean.length > 100) return;
    const key = `${clean.toLowerCase()}|${type}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name: clean, type, weight });
  };

  let body = text;
  const speaker = speakerOf(text);
  if (speaker) {
    add(speaker, "person", 1);
    body = text.slice(text.indexOf(":") + 1);
  }

  for (const m of body.matchAll(FILE_PATH)) add(m[1].replace(/:\d+$/, ""), "file");
  for (const m of body.matchAll(BACKTICKED)) if (!/\//.test(m[1])) add(m[1].replace(/\(\)$/, ""), "code");
  for (const m of body.matchAll(CODE_IDENT)) {
    const ident = m[1].replace(/\(\)$/, "");
    if (!/\.(?:ts|js|py|json|md)$/.test(ident) && !TECH_SET.has(ident.toLowerCase())) add(ident, "code");
  }
  for (const m of body.matchAll(PROJECT)) {
    const name = m[1] ?? m[2];
    if (name && !CAPITALIZED_STOPWORDS.has(name.toLowerCase())) add(name, "project");
  }

  // Technologies: word-bounded, lower-cased match against the curated list.
  const lower = body.toLowerCase();
  for (const tech of TECH_SET) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(tech, from);
      if (at < 0) break;
      from = at + tech.length;
      const before = lower[at - 1] ?? " ";
      const after = lower[at + tech.length] ?? " ";
      if (/[\w]/.test(before) || /[\w+#]/.test(after)) continue;
      if (AMBIGUOUS_TECH.has(tech) && !/[A-Z]/.test(body[at])) continue;
      add(body.slice(at, at + tech.length), "technology");
      break;
    }
  }

  // Proper names: runs of capitalized words. A single capitalized word that opens a sentence is
  // usually grammar, not a name, so it counts only when it also appears capitalized elsewhere.
  const techLower = new Set(out.filter((e) => e.type === "technology").map((e) => e.name.toLowerCase()));
  for (const m of body.matchAll(PROPER_RUN)) {
    const all = m[0].split(/\s+/).map(trimPossessive);
    const words = all.filter((w) => !CAPITALIZED_STOPWORDS.has(w.toLowerCase()));
    if (!words.length) continue;
    const at = m.index ?? 0;
    // Sentence-initial only if the name itself opens the sentence ("The Zephyr project" does not).
    const sentenceStart =
      words[0] === all[0] && (/(^|[.!?]\s+|\n\s*|["“(]\s*)$/u.test(body.slice(Math.max(0, at - 3), at)) || body.slice(0, at).trim() === "");
    const name = words.join(" ");
    if (techLower.has(name.toLowerCase())) continue;
    if (words.length === 1 && sentenceStart) {
      const again = new RegExp(`[^.!?\\s]\\s+${escapeRe(words[0])}\\b`, "u");
      if (!again.test(body)) continue;
    }
    if (words.length === 1 && words[0].length < 3) continue;
    add(name, speaker && name.toLowerCase() === speaker.toLowerCase() ? "person" : "name", 1);
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
