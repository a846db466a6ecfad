/**
 * What the judgment rules know about a developer's world, as data: which words name a context
 * (two environments are two truths, not a contradiction), which names are alternatives for the same
 * job (so "we use pnpm" and "I prefer yarn" speak about one subject, the package manager), and
 * which spellings mean the same thing. Kept as plain tables so a missing tool is a one-line fix.
 */
import { memoByText } from "./memo";
import { wordTable } from "./word-table";

/** Context words → canonical context. A claim about staging says nothing about production. */
export const CONTEXT_WORDS: Record<string, string> = wordTable({
  local: "local", locally: "local", localhost: "local", laptop: "local",
  dev: "development", development: "development",
  staging: "staging", stage: "staging", stg: "staging", preprod: "staging", "pre-prod": "staging", uat: "staging",
  prod: "production", production: "production", live: "production", prd: "production",
  test: "test", tests: "test", testing: "test", qa: "qa", sandbox: "sandbox", preview: "preview",
  ci: "ci",
  // Environments named in other languages (session 27, z-l-010: "acceptatie-omgeving" / "tollmate productie"): Dutch
  // OTAP and German stages, the Romance "production"; compounds with their head noun are read in text.ts.
  productie: "production", produktion: "production", "producción": "production", produccion: "production", "produção": "production", producao: "production", produzione: "production",
  acceptatie: "staging", abnahme: "staging", "préproduction": "staging", preproduction: "staging",
  ontwikkeling: "development", entwicklung: "development", "développement": "development", desarrollo: "development", sviluppo: "development",
  // Platform families: operating systems, CPU architectures and browsers. WSL is a Linux inside
  // Windows with its own paths and shells, so a setting there says nothing about native Windows.
  macos: "macos", mac: "macos", macs: "macos", macbook: "macos", macbooks: "macos", osx: "macos", darwin: "macos", "macos-latest": "macos",
  linux: "linux", ubuntu: "linux", debian: "linux", fedora: "linux", centos: "linux", rhel: "linux", alpine: "linux", "ubuntu-latest": "linux",
  windows: "windows", win32: "windows", win64: "windows", "windows-latest": "windows", wsl: "wsl", wsl2: "wsl",
  ios: "ios", ipados: "ios", android: "android",
  arm64: "arm64", aarch64: "arm64", arm: "arm64", armv8: "arm64", graviton: "arm64", silicon: "arm64", m1: "arm64", m2: "arm64", m3: "arm64", m4: "arm64", x86: "x86", "x86-64": "x86", x64: "x86", amd64: "x86", i386: "x86", intel: "x86",
  // Hardware: a setting for GPU nodes says nothing about CPU-only ones.
  gpu: "gpu", cpu: "cpu",
  safari: "safari", chrome: "chrome", chromium: "chrome", firefox: "firefox",
  frontend: "frontend", backend: "backend", server: "backend", client: "frontend", mobile: "mobile", web: "web",
});

/**
 * The dimension each canonical context varies along. Two memories hold in different contexts only
 * when they name different values of one dimension (staging vs production, macOS vs Linux): "the
 * mobile app's production Firebase" and "Firebase for the mobile app" are about one thing, since
 * mobile (a surface) and production (an environment) are no alternatives to each other.
 */
export const CONTEXT_DIMENSIONS: Record<string, string> = wordTable({
  local: "environment", development: "environment", staging: "environment", production: "environment", test: "environment", qa: "environment", sandbox: "environment", preview: "environment", ci: "environment",
  macos: "os", linux: "os", windows: "os", wsl: "os", ios: "os", android: "os",
  arm64: "arch", x86: "arch", gpu: "hardware", cpu: "hardware",
  safari: "browser", chrome: "browser", firefox: "browser",
  frontend: "surface", backend: "surface", mobile: "surface", web: "surface",
  // Game platforms (text.ts reads them as written, in capitals).
  ps5: "game platform", ps4: "game platform", xbox: "game platform", switch: "game platform", "steam deck": "game platform",
  // Market regions (text.ts reads them from upper-case qualifiers only).
  eu: "region", eea: "region", us: "region", uk: "region", apac: "region", emea: "region", latam: "region", anz: "region", dach: "region",
});

/**
 * Context words that are also ordinary subject words in many sentences ("the test suite", "a
 * server"): they qualify a claim only when written as a qualifier ("on staging", "in prod", "for
 * the frontend"), not as the thing the sentence is about.
 */
export const WEAK_CONTEXTS = new Set(["gpu", "cpu", "arm", "intel", "chrome", "test", "tests", "testing", "server", "client", "web", "mobile", "ci", "live", "stage", "mac", "local", "dev", "m1", "m2", "m3", "m4"]);

/** Alternatives for one job: a value from the list says what the subject (the list's name) is. */
export const CATEGORIES: Record<string, string[]> = wordTable({
  "package manager": ["npm", "yarn", "pnpm", "bun", "pip", "conda", "cargo", "bundler", "composer", "maven", "gradle"],
  "test runner": ["jest", "vitest", "mocha", "jasmine", "ava", "pytest", "unittest", "playwright", "cypress", "rspec", "junit", "karma"],
  database: ["postgres", "mysql", "mariadb", "sqlite", "mongodb", "dynamodb", "cockroachdb", "d1", "planetscale", "supabase", "neon", "cassandra", "oracle", "mssql", "aurora", "firestore", "spanner", "cosmosdb"],
  cache: ["redis", "memcached", "valkey", "keydb"],
  queue: ["kafka", "rabbitmq", "sqs", "nats", "pulsar", "bullmq", "celery", "sidekiq", "pubsub", "redis streams", "kinesis", "eventbridge"],
  "ci system": ["github actions", "gitlab ci", "circleci", "travis", "jenkins", "buildkite", "drone", "teamcity", "azure pipelines", "bitbucket pipelines", "bitrise", "codemagic", "app center", "cloud build"],
  "cloud provider": ["aws", "gcp", "azure", "cloudflare", "vercel", "netlify", "heroku", "fly.io", "digitalocean", "hetzner", "fastly", "akamai"],
  bundler: ["webpack", "vite", "esbuild", "rollup", "parcel", "turbopack", "rspack", "tsup"],
  formatter: ["prettier", "biome", "dprint", "ruff format", "gofmt", "rustfmt", "yapf", "autopep8"],
  linter: ["eslint", "biome", "tslint", "ruff", "flake8", "pylint", "golangci-lint", "clippy", "oxlint", "stylelint"],
  "frontend framework": ["react", "vue", "svelte", "angular", "solidjs", "preact", "ember", "qwik"],
  "meta framework": ["next.js", "nuxt", "remix", "sveltekit", "astro", "gatsby"],
  "backend framework": ["express", "fastify", "hono", "koa", "nestjs", "django", "flask", "fastapi", "rails", "spring boot", "laravel", "gin"],
  orm: ["prisma", "drizzle", "typeorm", "sequelize", "knex", "kysely", "mikro-orm", "sqlalchemy", "activerecord", "gorm"],
  "http client": ["axios", "node-fetch", "got", "ky", "superagent", "httpx"],
  "date library": ["moment", "dayjs", "date-fns", "luxon"],
  "css approach": ["tailwind", "css modules", "styled-components", "sass", "vanilla-extract", "bootstrap"],
  "state management": ["redux", "zustand", "mobx", "jotai", "recoil", "pinia", "vuex", "xstate"],
  "monorepo tool": ["nx", "turborepo", "lerna", "pnpm workspaces"],
  "container runtime": ["docker", "podman", "containerd", "colima", "orbstack"],
  orchestrator: ["kubernetes", "nomad", "ecs", "docker swarm", "docker compose"],
  "infrastructure as code": ["terraform", "pulumi", "cloudformation", "cdk", "ansible", "opentofu"],
  editor: ["vscode", "vim", "neovim", "emacs", "intellij", "webstorm", "cursor", "zed", "sublime"],
  shell: ["bash", "zsh", "fish", "powershell"],
  language: ["typescript", "javascript", "python", "golang", "rust", "java", "kotlin", "ruby", "php", "c#", "swift", "elixir", "scala"],
  "merge strategy": ["rebase", "squash", "merge commit", "squash merge", "rebase merge", "fast-forward"],
  "log format": ["json", "json logs", "plain-text logs", "plain text logs", "plain text", "plain-text", "logfmt", "structured logs"],
  indentation: ["tabs", "spaces", "2 spaces", "4 spaces", "two spaces", "four spaces"],
  "quote style": ["single quotes", "double quotes"],
  "naming style": ["camelcase", "snake_case", "kebab-case", "pascalcase"],
  "password hashing": ["bcrypt", "argon2", "argon2id", "scrypt", "pbkdf2"],
  "logging library": ["pino", "winston", "bunyan", "log4j", "loguru", "structlog"],
  "error tracker": ["sentry", "rollbar", "bugsnag", "honeybadger", "crashlytics", "airbrake"],
  monitoring: ["datadog", "grafana", "prometheus", "new relic", "honeycomb", "opentelemetry"],
  "auth provider": ["auth0", "clerk", "cognito", "okta", "keycloak", "firebase auth", "supabase auth", "google workspace", "google sso", "azure ad", "entra id", "onelogin", "workos"],
  "api style": ["rest api", "restful", "graphql", "grpc", "trpc", "json-rpc"],
  "branching model": ["trunk-based", "gitflow", "github flow"],
  "module system": ["esm", "commonjs", "cjs"],
  "search engine": ["elasticsearch", "opensearch", "meilisearch", "typesense", "algolia"],
  "issue tracker": ["jira", "github issues", "asana", "youtrack"],
  "chat tool": ["slack", "microsoft teams", "discord"],
  "code host": ["github", "gitlab", "bitbucket"],
  "object storage": ["s3", "r2", "gcs", "minio"],
  "region": ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1"],
  runtime: ["node", "deno", "bun", "workerd"],
  "schema validator": ["zod", "yup", "joi", "ajv", "valibot", "pydantic"],
  "type checker": ["mypy", "pyright", "tsc"],
  compiler: ["gcc", "clang", "msvc", "icc", "swc", "babel"],
  timezone: ["utc", "gmt", "cet", "cest", "pst", "pdt", "est", "edt", "europe/berlin", "europe/london", "europe/paris", "america/new_york", "america/los_angeles", "asia/tokyo", "local time"],
  "component style": ["functional components", "class components"],
  "payment provider": ["stripe", "adyen", "braintree", "paypal", "paddle", "mollie", "square"],
  "container registry": ["docker hub", "ghcr", "ghcr.io", "ecr", "gcr", "artifact registry", "quay", "harbor"],
  "secrets manager": ["vault", "aws secrets manager", "doppler", "1password", "sops", "infisical", "secret manager", "azure key vault", "parameter store"],
  "feature flag service": ["launchdarkly", "unleash", "flagsmith", "growthbook", "statsig"],
  "email provider": ["sendgrid", "mailgun", "postmark", "ses", "resend", "mailchimp"],
  "incident tool": ["pagerduty", "opsgenie", "incident.io", "firehydrant"],
  "python package manager": ["poetry", "uv", "pipenv", "pdm", "hatch"],
  "image builder": ["kaniko", "buildkit", "buildah", "docker build", "jib"],
  // Jobs of data, docs, mobile and delivery stacks (names that are no ordinary English words).
  "vector database": ["pinecone", "qdrant", "weaviate", "milvus", "chroma", "chromadb", "pgvector", "lancedb"],
  "reverse proxy": ["nginx", "caddy", "traefik", "haproxy", "envoy"],
  "data warehouse": ["snowflake", "bigquery", "redshift", "databricks", "clickhouse", "synapse"],
  "workflow orchestrator": ["airflow", "dagster", "prefect", "temporal", "luigi", "argo workflows"],
  "docs generator": ["docusaurus", "mkdocs", "mkdocs material", "sphinx", "hugo", "jekyll", "vitepress", "docsify", "gitbook", "eleventy", "mintlify", "nextra", "hexo"],
  "mobile framework": ["react native", "flutter", "ionic", "capacitor", "xamarin", "kotlin multiplatform"],
  "native ui toolkit": ["jetpack compose", "xml layouts", "swiftui", "uikit"],
  "async library": ["rxjava", "kotlin coroutines", "coroutines", "rxswift", "rxjs", "project reactor"],
  "deployment tool": ["argocd", "argo cd", "flux", "spinnaker", "octopus deploy"],
  "ml framework": ["pytorch", "tensorflow", "jax", "keras"],
  "charting library": ["recharts", "chart.js", "chartjs", "highcharts", "echarts", "nivo", "visx", "apexcharts", "plotly"],
  "product analytics": ["amplitude", "mixpanel", "posthog", "segment"],
});

/** Spellings of one name → the canonical one (compared after lower-casing). */
export const SYNONYMS: Record<string, string> = wordTable({
  postgresql: "postgres", pg: "postgres", psql: "postgres", "postgre": "postgres",
  k8s: "kubernetes", kube: "kubernetes", jdk: "java", openjdk: "java", jvm: "java", db: "database", dbs: "databases", repo: "repository", repos: "repositories", config: "configuration", configs: "configurations", env: "environment", deps: "dependencies", dep: "dependency", auth: "authentication", prod: "production", "prod.": "production", stg: "staging", msg: "message", msgs: "messages", req: "request", reqs: "requests",
  "gh actions": "github actions", "github action": "github actions", gha: "github actions",
  "gitlab-ci": "gitlab ci", "circle ci": "circleci", "travis ci": "travis",
  js: "javascript", ts: "typescript", py: "python",
  // (Character encodings and codecs by their other names: slot-reader.ts reads them as closed sets.)
  "latin-1": "iso-8859-1", latin1: "iso-8859-1", cp1252: "windows-1252", utf8: "utf-8", zstandard: "zstd",
  "node.js": "node", nodejs: "node",
  nextjs: "next.js", nuxtjs: "nuxt", "vue.js": "vue", vuejs: "vue", "react.js": "react", reactjs: "react",
  mongo: "mongodb", "dynamo": "dynamodb", "elastic": "elasticsearch",
  "vs code": "vscode", "visual studio code": "vscode", nvim: "neovim",
  tailwindcss: "tailwind", "tailwind css": "tailwind", "styled components": "styled-components",
  "google cloud": "gcp", "amazon web services": "aws",
  "docker-compose": "docker compose",
  tab: "tabs", space: "spaces",
  "single-quotes": "single quotes", "double-quotes": "double quotes", "single quote": "single quotes", "double quote": "double quotes",
  "camel case": "camelcase", "snake case": "snake_case", "kebab case": "kebab-case", "pascal case": "pascalcase",
  "2-space": "2 spaces", "4-space": "4 spaces", "two-space": "2 spaces", "four-space": "4 spaces", "two spaces": "2 spaces", "four spaces": "4 spaces",
  "es modules": "esm", "es module": "esm", "common js": "commonjs",
  "squash and merge": "squash merge", "rebase-merge": "rebase merge", "rebase and merge": "rebase merge", "merge-commit": "merge commit", "squash-merge": "squash merge", "merge commits": "merge commit", "rebasing": "rebase",
  "trunk based": "trunk-based", "git flow": "gitflow",
  "open telemetry": "opentelemetry", otel: "opentelemetry", "newrelic": "new relic",
  "cloudflare workers": "cloudflare",
  "date fns": "date-fns", "day.js": "dayjs", "moment.js": "moment",
  "rabbit": "rabbitmq", "rabbit mq": "rabbitmq",
  // Abbreviations developers write for the same thing.
  pr: "pull request", prs: "pull requests", mr: "merge request", mrs: "merge requests", ram: "memory",
  "2fa": "two-factor authentication", mfa: "two-factor authentication", "two factor": "two-factor", "two-factor auth": "two-factor authentication",
  docs: "documentation", doc: "documentation", e2e: "end-to-end", "end to end": "end-to-end", perf: "performance",
  // One notion in other words, so paraphrases compare equal: "time out" / "timeout", "refused" /
  // "rejected", comparisons of size ("larger than" / "over", "less than" / "under").
  "time out": "timeout", "times out": "timeout", "timed out": "timeout", "time-out": "timeout", "timeouts": "timeout",
  refuse: "reject", refuses: "rejects", refused: "rejected", refusing: "rejecting",
  "larger than": "over", "bigger than": "over", "greater than": "over", "more than": "over", above: "over", exceeding: "over",
  "smaller than": "under", "less than": "under", "fewer than": "under", below: "under",
  "at most": "max", maximum: "max",
  asynchronously: "async", asynchronous: "async", synchronously: "sync", synchronous: "sync",
  tf: "terraform", "e-mail": "email", "e-mails": "emails",
  // Component style in the words people use for it.
  "function components": "functional components", "function component": "functional components", "functional component": "functional components",
  "components as functions": "functional components", "components as classes": "class components", "class component": "class components",
  "class-based components": "class components", "function-based components": "functional components",
  infra: "infrastructure", "k8s cluster": "kubernetes cluster", "p50": "median", "ci/cd": "ci", "dev env": "development environment",
});

/** Every spelling of a canonical name, itself included ("mongodb" → mongodb, mongo), longest first. */
const SPELLINGS = new Map<string, string[]>();
for (const [spelling, canonical] of Object.entries(SYNONYMS)) SPELLINGS.set(canonical, [...(SPELLINGS.get(canonical) ?? [canonical]), spelling]);
export const spellingsOf = (canonical: string): string[] => (SPELLINGS.get(canonical) ?? [canonical]).sort((x, y) => y.length - x.length);

/** Canonical category of a (canonical) value, when it names a tool of one job. */
const CATEGORY_OF = new Map<string, string>();
for (const [category, names] of Object.entries(CATEGORIES)) {
  for (const n of names) if (!CATEGORY_OF.has(n)) CATEGORY_OF.set(n, category);
}
export const categoryOf = (value: string): string | null => CATEGORY_OF.get(value) ?? null;

/** Words of a phrase for name lookups: lower-case, keeping the characters names use (next.js, date-fns, c#). */
export const nameTokens = (phrase: string): string[] =>
  phrase.toLowerCase().replace(/[^\p{L}\p{N}_.#+\-]+/gu, " ").split(" ").map((w) => w.replace(/^[.\-]+|[.\-]+$/g, "")).filter(Boolean);

const MAX_NAME_WORDS = 3;

// Every comparison asks for the same phrases' names again (a write meets up to eight candidates, a scan
// many more): the answer depends only on the phrase, so it is kept (memo.ts).
/** A phrase with every synonym replaced by its canonical spelling, longest match first, word-bounded. */
export const canonicalName: (phrase: string) => string = memoByText((phrase) => canonicalNameOf(phrase), 20000);

/**
 * The first word of every synonym of several words: a phrase word that is none of them can only start a one-word
 * match, so the longer grams (a slice and a join each) are not built for it — the answer is the same.
 */
const STARTS_OF_LONGER_NAMES = new Set(Object.keys(SYNONYMS).filter((k) => k.includes(" ")).map((k) => k.split(" ")[0]));

function canonicalNameOf(phrase: string): string {
  const t = nameTokens(phrase);
  const out: string[] = [];
  for (let i = 0; i < t.length; ) {
    let hit = false;
    const longest = STARTS_OF_LONGER_NAMES.has(t[i]) ? Math.min(MAX_NAME_WORDS, t.length - i) : 1;
    for (let n = longest; n >= 1; n--) {
      const gram = t.slice(i, i + n).join(" ");
      const name = SYNONYMS[gram];
      if (name !== undefined) {
        out.push(name);
        i += n;
        hit = true;
        break;
      }
    }
    if (!hit) out.push(t[i++]);
  }
  return out.join(" ");
}

/** Every category member named in a phrase (after synonyms), longest first at each position. */
export type CategoryMember = { readonly value: string; readonly category: string; readonly index: number };
/** Kept per phrase like canonicalName's answer; frozen, because every caller shares it. */
export const findCategoryMembers: (phrase: string) => readonly CategoryMember[] = memoByText(
  (phrase) => Object.freeze(categoryMembersOf(phrase).map((m) => Object.freeze(m))),
  20000,
);

function categoryMembersOf(phrase: string): CategoryMember[] {
  const t = canonicalName(phrase).split(" ").filter(Boolean);
  const found: { value: string; category: string; index: number }[] = [];
  for (let i = 0; i < t.length; ) {
    let step = 1;
    for (let n = Math.min(MAX_NAME_WORDS, t.length - i); n >= 1; n--) {
      const gram = t.slice(i, i + n).join(" ");
      const category = CATEGORY_OF.get(gram);
      if (category) {
        found.push({ value: gram, category, index: i });
        step = n;
        break;
      }
    }
    i += step;
  }
  return found;
}

/** Boolean words. */
export const TRUE_WORDS = new Set(["true", "yes", "on", "enabled", "enable", "active", "allowed", "required", "mandatory"]);
export const FALSE_WORDS = new Set(["false", "no", "off", "disabled", "disable", "inactive", "forbidden", "optional", "none"]);

/**
 * Nouns that name a property of something ("the default branch", "the owner", "our cache"): a
 * free-text value under such a subject is a value that can be contradicted.
 */
export const PROPERTY_NOUNS = new Set(
  `branch host hostname port url uri endpoint domain region zone name path dir directory folder file location format style
  strategy library lib framework tool tooling provider language runtime database db cache queue broker registry bucket channel
  command script timezone locale owner maintainer lead contact reviewer approver manager server store storage backend frontend
  stack platform os image base version engine driver client adapter plugin theme font editor shell terminal linter formatter
  bundler compiler transpiler runner manager orm cdn dns proxy gateway balancer mode level policy convention rule standard
  target destination source origin key prefix suffix extension encoding charset algorithm cipher hash protocol transport schedule
  day time cadence frequency window deadline limit timeout ttl size owner team assignee tracker board repo repository account project
  workspace environment env cluster namespace node instance machine vm container service api method verb status state phase stage
  choice pick default tier plan vendor`
    .split(/\s+/)
    .filter(Boolean),
);
