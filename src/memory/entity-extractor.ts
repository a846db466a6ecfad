/**
 * The one rule-based entity extractor. Write time runs it on every memory (so the knowledge graph
 * exists without an LLM), recall on the query (graph seeds), rerank and answer typing use its
 * speaker and stopwords, and rule-based consolidation builds its entities, relationships and facts
 * from it. Types are the vocabulary of memory/entity-types.ts:
 *
 * - person      the speaker of a chat turn ("Alice: …"), and that name wherever it recurs
 * - file        paths with a directory, or a bare name with a code extension; line numbers dropped
 * - technology  a curated dictionary, each entry under its canonical name ("postgresql" → Postgres)
 * - component   backticked names, calls(), camelCase / PascalCase / snake_case / CONSTANT identifiers
 * - project     "project X", "repo X", "X project"
 * - name        other runs of capitalized words (a sentence-initial single word only if it recurs)
 *
 * Deterministic and cheap. Names are kept as written except technologies and calls (no "()"), so
 * the query's words find them; matching uses normalizeEntityName.
 */
import type { EntityMention } from "./entities";
import type { EntityType } from "./entity-types";

export interface ExtractedEntity extends EntityMention { type: EntityType; weight: number }

/**
 * A transcript turn opens with its speaker: "Alice: …", "User: …". Up to three capitalized words
 * before a colon at the very start; the rest of the line is what they said.
 */
const SPEAKER = /^\s*([A-Z][\p{L}'’.-]*(?:\s[A-Z][\p{L}'’.-]*){0,2}):\s+\S/u;
// Labels that open a line the way a speaker does ("Note: …", "Critical: …").
const NOT_SPEAKERS = new Set(
  `note todo fix fixed update warning error decision why status summary tip re fwd ps q a important critical gotcha
  context problem solution cause result example reminder idea bug issue next done`.split(/\s+/).filter(Boolean),
);

export function speakerOf(text: string): string | null {
  const m = SPEAKER.exec(text);
  if (!m) return null;
  return NOT_SPEAKERS.has(m[1].toLowerCase()) ? null : m[1];
}

// Words that are capitalized for grammar, not because they name something.
export const CAPITALIZED_STOPWORDS = new Set(
  `i i'm i've i'll i'd im ive the a an this that these those it its it's he she we they you my our your his her their
  hey hi hello hmm oh ok okay yes yeah yep no nope wow thanks thank sure sorry please well so and but or if when then what
  who where why how which do did does is are was were be been have has had can could would should will just also
  really great good nice awesome cool lol haha omg btw also still maybe today tomorrow yesterday tonight there here
  mon monday tue tuesday wed wednesday thu thursday fri friday sat saturday sun sunday jan january feb february mar
  march apr april may jun june jul july aug august sep sept september oct october nov november dec december
  let let's lets me mine not all any some every each both one two first last next dear mr mrs ms dr todo`
    .split(/\s+/)
    .filter(Boolean),
);

// Technologies ---------------------------------------------------------------------------------

/**
 * Canonical name, then other spellings after "=" (the canonical spelling always counts). A curated
 * list is the honest rule: only names that are rarely anything else, matched case-insensitively,
 * plus the ordinary words in CAPITALIZED_ONLY when they are written with a capital.
 */
const TECHNOLOGY_TABLE = `
  TypeScript|JavaScript|Node.js=nodejs,node|Deno|Bun|Python|Rust|Go=golang|Java|Kotlin|Swift|C++|C#|Ruby|PHP|Elixir|
  Haskell|Scala|SQL|SQLite|Postgres=postgresql|MySQL|MongoDB|Redis|ioredis|Kafka|RabbitMQ|GraphQL|gRPC|Docker|
  Kubernetes=k8s|Terraform|Ansible|Nginx|Linux|macOS|Windows|iOS|Android|AWS|GCP|Azure|Cloudflare|Workers|
  Durable Objects|D1|R2|KV|Vectorize|Wrangler|Vite|Webpack|esbuild|Rollup|Babel|ESLint|Prettier|Biome|Vitest|Jest|
  Mocha|Playwright|Cypress|pytest|React|React Native|Vue|Svelte|Angular|Next.js=nextjs|Nuxt|Remix|Astro|Expo|
  Electron|Tauri|Hono|Express|Fastify|Django|Flask|FastAPI|Rails|Spring|Laravel|Tailwind|Drizzle|Prisma|Kysely|
  TypeORM|Sequelize|Mongoose|tRPC|Zod|Zustand|Redux|Supabase|Firebase|Vercel|Netlify|GitHub Actions|Stripe|Auth0|
  OAuth|JWT|bcrypt|argon2|pnpm|npm|Yarn|Git|GitHub|GitLab|PyTorch|TensorFlow|NumPy|pandas|OpenAI|Anthropic|Claude|
  Llama|ONNX|Wasm|WebAssembly|HTML|CSS|JSON|YAML|TOML|Markdown|Bash|zsh|PowerShell|VS Code=vscode|Neovim|Vim|Emacs|
  Figma|Jira|Slack|Sentry|Datadog|Grafana|Prometheus|Elasticsearch`;

/** Spellings that are ordinary words in lower case ("go home", "react calmly", "in jest"). */
const CAPITALIZED_ONLY = new Set(
  `go node react spring rails express swift rust workers bun deno remix astro expo electron windows slack mocha jest
  llama flask pandas bash yarn stripe mongoose drizzle tailwind angular svelte prettier biome playwright cypress
  sentry prometheus vectorize azure d1 r2 kv`.split(/\s+/).filter(Boolean),
);

/** lower-case spelling → canonical name. */
const TECHNOLOGIES = new Map<string, string>(
  TECHNOLOGY_TABLE.split("|").map((s) => s.trim()).filter(Boolean).flatMap((entry) => {
    const [canonical, others] = entry.split("=");
    return [canonical, ...(others ? others.split(",") : [])].map((s) => [s.toLowerCase(), canonical] as const);
  }),
);

export function canonicalTechnology(text: string): string | null {
  return TECHNOLOGIES.get(text.toLowerCase()) ?? null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Longest spelling first ("react native" before "react"); not inside a path, word or file name.
const TECHNOLOGY = new RegExp(
  `(?<![\\w./-])(${[...TECHNOLOGIES.keys()].sort((a, b) => b.length - a.length).map(escapeRe).join("|")})(?![\\w/+#-]|\\.\\w)`,
  "gi",
);

// Files and code ---------------------------------------------------------------------------------

const CODE_EXTENSIONS = "ts|tsx|js|jsx|mjs|cjs|py|rs|go|java|kt|rb|php|c|h|cpp|hpp|cs|swift|sql|json|ya?ml|toml|md|sh|css|html|vue|svelte|lock|txt|csv|xml|ini|conf";
/** A path with a directory (any extension), or a bare file name with a code extension; `:line` or `:from-to` after it. */
const FILE_PATH = new RegExp(
  `(?:^|[\\s(\`'"])((?:\\.{1,2}\\/|~\\/|\\/)?(?:[\\w@.-]+\\/)+[\\w.-]+\\.[A-Za-z0-9]{1,8}|[\\w-]+\\.(?:${CODE_EXTENSIONS}))(:\\d+(?:-\\d+)?)?(?=$|[\\s)\`'",;:]|[.!?](?:\\s|$))`,
  "g",
);
const CODE_IDENT = /(?:^|[^\w.])([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\(\)|[A-Za-z_$][\w$]*\(\))(?=$|[^\w])/g;
/** `name`, `some name`, `call()`: up to 60 characters, not a path. */
const BACKTICKED = /`([^`\s][^`]{1,59})`/g;
const PROJECT = /\b(?:project|repo|repository)\s+["'`]?([A-Za-z0-9][\w.-]{1,60})|\b([A-Z][\w.-]{1,60})\s+(?:project|repo)\b/g;
const PROPER_RUN = /(?<![\p{L}\p{N}_.])[\p{Lu}][\p{L}'’-]*(?![\p{L}\p{N}_(])(?:\s+(?:[\p{Lu}][\p{L}'’-]*(?![\p{L}\p{N}_(])|of|de|van|von|la|del))*/gu;

/** A dotted technology (next.js, Node.js) is not a file; a version (1.2.3) has no letter in its extension. */
const isFilePath = (path: string) => !canonicalTechnology(path) && /[a-z]/i.test(path.split(".").pop()!);

/** File paths in `text`, each with its `:line` or `:from-to` when one is written (seed 002's LOCATION). */
export function fileLocations(text: string): string[] {
  return [...text.matchAll(FILE_PATH)].filter((m) => isFilePath(m[1])).map((m) => m[1] + (m[2] ?? ""));
}

const trimPossessive = (s: string) => s.replace(/['’]s$/u, "").replace(/['’]$/u, "");
const withoutCall = (s: string) => s.replace(/\(\)$/, "");

/**
 * Entities mentioned in `text`, deduplicated by (normalized name, type), in this order: the
 * speaker, files, technologies (in order of appearance), components, projects, names.
 */
export function extractEntities(text: string): ExtractedEntity[] {
  const out: ExtractedEntity[] = [];
  const seen = new Set<string>();
  const add = (name: string, type: EntityType) => {
    const clean = name.trim().replace(/[.,;:!?]+$/u, "");
    if (clean.length < 2 || clean.length > 100) return;
    const key = `${clean.toLowerCase()}|${type}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name: clean, type, weight: 1 });
  };

  let body = text;
  const speaker = speakerOf(text);
  if (speaker) {
    add(speaker, "person");
    body = text.slice(text.indexOf(":") + 1);
  }

  const files = new Set<string>();
  for (const m of body.matchAll(FILE_PATH)) {
    if (!isFilePath(m[1])) continue;
    files.add(m[1].toLowerCase());
    add(m[1], "file");
  }

  // Spellings as written, so a capitalized technology is not also taken for a proper name.
  const techSpellings = new Set<string>();
  for (const m of body.matchAll(TECHNOLOGY)) {
    const spelled = m[1].toLowerCase();
    if (CAPITALIZED_ONLY.has(spelled) && !/^\p{Lu}/u.test(m[1])) continue;
    techSpellings.add(spelled);
    add(TECHNOLOGIES.get(spelled)!, "technology");
  }

  const isNotComponent = (name: string) =>
    files.has(name.toLowerCase()) || name.includes("/") || canonicalTechnology(name) !== null || /\.(?:ts|js|py|json|md)$/.test(name);
  for (const m of body.matchAll(BACKTICKED)) {
    const name = withoutCall(m[1].trim());
    if (!isNotComponent(name)) add(name, "component");
  }
  for (const m of body.matchAll(CODE_IDENT)) {
    const ident = withoutCall(m[1]);
    if (!isNotComponent(ident)) add(ident, "component");
  }

  for (const m of body.matchAll(PROJECT)) {
    const name = m[1] ?? m[2];
    if (name && !CAPITALIZED_STOPWORDS.has(name.toLowerCase())) add(name, "project");
  }

  // Proper names: runs of capitalized words. A single capitalized word that opens a sentence is
  // usually grammar, not a name, so it counts only when it also appears capitalized elsewhere.
  for (const m of body.matchAll(PROPER_RUN)) {
    const all = m[0].split(/\s+/).map(trimPossessive);
    const words = all.filter((w) => !CAPITALIZED_STOPWORDS.has(w.toLowerCase()));
    if (!words.length) continue;
    const at = m.index ?? 0;
    // Sentence-initial only if the name itself opens the sentence ("The Zephyr project" does not).
    const sentenceStart =
      words[0] === all[0] && (/(^|[.!?]\s+|\n\s*|["“(]\s*)$/u.test(body.slice(Math.max(0, at - 3), at)) || body.slice(0, at).trim() === "");
    const name = words.join(" ");
    if (techSpellings.has(name.toLowerCase())) continue;
    if (words.length === 1 && sentenceStart) {
      const again = new RegExp(`[^.!?\\s]\\s+${escapeRe(words[0])}\\b`, "u");
      if (!again.test(body)) continue;
    }
    if (words.length === 1 && words[0].length < 3) continue;
    add(name, speaker && name.toLowerCase() === speaker.toLowerCase() ? "person" : "name");
  }
  return out;
}
