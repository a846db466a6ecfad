/**
 * Plain entity spotting for the rule-based path: file paths, well-known technologies (a small
 * dictionary with canonical names), code identifiers and backticked names. Kept inside
 * consolidation on purpose; the retrieval side has its own write-time extractor.
 */
import { FILE_LOCATION } from "../knowledge/importance";
import type { EntityType } from "./extraction";

export interface SpottedEntity { name: string; type: EntityType }

/** lower-case spelling → canonical name. */
const TECHNOLOGIES: Record<string, string> = Object.fromEntries(
  `React|Next.js:nextjs,next.js|TypeScript|JavaScript|Node.js:node,nodejs,node.js|Python|Git|Postgres:postgres,postgresql|MySQL|SQLite|
  Redis|ioredis|Drizzle|Prisma|Supabase|Vitest|Jest|Docker|Kubernetes:kubernetes,k8s|Cloudflare|Workers|D1|R2|KV|Durable Objects:durable objects|
  Hono|Zod|pnpm|npm|Yarn|Vite|Webpack|Tailwind|GraphQL|Express|FastAPI|Django|Rails|Go|Rust|Java|Kotlin|Swift|AWS|Terraform|Nginx|
  MongoDB|Kafka|RabbitMQ|Stripe|Auth0|OAuth|JWT|bcrypt|argon2|Zustand|Redux|Playwright|Cypress|ESLint|Prettier|Biome|Bun|Deno|
  Expo|React Native:react native|Vue|Svelte|Angular|Electron|Tauri|Firebase|Vercel|Netlify|GitHub Actions:github actions|Wrangler|
  Vectorize|Anthropic|Claude|OpenAI|Sentry|Datadog|Grafana|Prometheus|Elasticsearch|Kysely|TypeORM|Sequelize|Mongoose|tRPC|Remix|Astro`
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [canonical, aliases] = entry.split(":");
      const spellings = aliases ? aliases.split(",") : [canonical.toLowerCase()];
      return spellings.map((a) => [a.toLowerCase(), canonical] as const);
    }),
);

/** Technologies that are too short or too common to spot without a capital letter. */
const CASE_SENSITIVE = new Set(["Go", "Git", "Rust", "Swift", "Express", "Workers", "KV", "R2", "D1", "Bun", "Remix", "Claude"]);

const TECH_PATTERN = new RegExp(
  `(?<![\\w./-])(${Object.keys(TECHNOLOGIES)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})(?![\\w/-]|\\.\\w)`,
  "gi",
);

export function canonicalTechnology(text: string): string | null {
  return TECHNOLOGIES[text.toLowerCase()] ?? null;
}

const COMMON_WORDS = new Set(["I", "We", "The", "This", "That", "It", "If", "When", "Then", "So", "And", "But", "OK", "TODO", "API", "URL", "JSON", "HTTP"]);

export function spotEntities(text: string): SpottedEntity[] {
  const out = new Map<string, SpottedEntity>();
  const add = (name: string, type: EntityType) => {
    const key = `${name.toLowerCase()}|${type}`;
    if (!out.has(key)) out.set(key, { name, type });
  };
  const files = new Set<string>();
  FILE_LOCATION.lastIndex = 0;
  for (const m of text.matchAll(FILE_LOCATION)) {
    const path = m[1].replace(/:\d+(?:-\d+)?$/, "");
    // A dotted word that is really a technology (next.js, node.js) is not a file.
    if (canonicalTechnology(path)) continue;
    if (/^\d/.test(path) || !/[a-z]/i.test(path.split(".").pop() ?? "")) continue;
    files.add(path);
    add(path, "file");
  }
  for (const m of text.matchAll(TECH_PATTERN)) {
    const canonical = TECHNOLOGIES[m[1].toLowerCase()];
    if (CASE_SENSITIVE.has(canonical) && m[1] !== canonical) continue;
    add(canonical, "technology");
  }
  for (const m of text.matchAll(/`([^`\s][^`]{0,60})`/g)) {
    const name = m[1].replace(/\(\)$/, "");
    if (files.has(name) || canonicalTechnology(name)) continue;
    add(m[1].endsWith("()") ? m[1] : name, "component");
  }
  for (const m of text.matchAll(/\b([a-z_$][\w$]*(?:\.[a-z_$][\w$]*)*\(\))/gi)) {
    if (!files.has(m[1])) add(m[1], "component");
  }
  for (const m of text.matchAll(/\b([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)\b/g)) {
    if (COMMON_WORDS.has(m[1]) || canonicalTechnology(m[1])) continue;
    add(m[1], "component");
  }
  return [...out.values()];
}
