#!/usr/bin/env node
// Generates the developer-memory suite (bench/devmem/half-a.json, half-b.json): one developer over
// nine months (January–September 2026) across projects, with private, project, team and global
// memories, supersessions, project overrides of global defaults and validity windows, and queries
// in nine kinds with graded relevance (2 = essential, 1 = related) and `must_not` items.
// The two halves share no subject, project, file or phrasing template: half A is for tuning, half B
// is held out (templates alternate between halves). Deterministic: same output every run.
// Written before any ranking change was tuned on it; regenerate only to add a *new* half.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
let seed = 13;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const day = (month, d, hour = 10) => new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();

const SUBJECTS = [
  { key: "pkg", noun: "package manager", ask: ["which package manager", "what do we install dependencies with", "what tool manages dependencies"], values: ["npm", "pnpm", "yarn", "bun"] },
  { key: "test", noun: "test runner", ask: ["which test runner", "what runs the unit tests", "what framework are the tests written in"], values: ["vitest", "jest", "mocha", "ava"] },
  { key: "indent", noun: "indentation", ask: ["what indentation", "tabs or spaces", "how wide is the indentation"], values: ["tabs", "two spaces", "four spaces"] },
  { key: "ci", noun: "CI provider", ask: ["which CI", "where do builds run", "what runs continuous integration"], values: ["GitHub Actions", "CircleCI", "Buildkite", "GitLab CI"] },
  { key: "db", noun: "database", ask: ["which database", "what is the primary datastore", "where is the data stored"], values: ["Postgres", "MySQL", "SQLite", "DynamoDB"] },
  { key: "orm", noun: "ORM", ask: ["which ORM", "what do we use to query the database", "what is the query builder"], values: ["drizzle", "prisma", "kysely", "TypeORM"] },
  { key: "log", noun: "logging library", ask: ["which logging library", "what do we log with", "what logger"], values: ["pino", "winston", "bunyan"] },
  { key: "http", noun: "HTTP framework", ask: ["which HTTP framework", "what web framework serves the API", "what is the server framework"], values: ["hono", "express", "fastify", "koa"] },
  { key: "errors", noun: "error tracking service", ask: ["which error tracker", "where do exceptions get reported", "what collects crash reports"], values: ["Sentry", "Bugsnag", "Rollbar"] },
  { key: "flags", noun: "feature flag service", ask: ["which feature flag service", "how are features toggled", "what manages feature flags"], values: ["LaunchDarkly", "Unleash", "GrowthBook"] },
  { key: "branch", noun: "branching model", ask: ["what branching model", "how do we branch", "which branching strategy"], values: ["trunk-based development", "git-flow", "release branches"] },
  { key: "commit", noun: "commit message style", ask: ["what commit message style", "how should commit messages be written", "what format do commits follow"], values: ["Conventional Commits", "imperative mood sentences", "gitmoji prefixes"] },
  { key: "review", noun: "code review rule", ask: ["how many approvals", "what is the review rule", "what does a pull request need before merging"], values: ["two approvals", "one approval", "an approval from a code owner"] },
  { key: "deploy", noun: "deployment tool", ask: ["what do we deploy with", "which deployment tool", "how are deploys done"], values: ["wrangler", "terraform", "pulumi", "helm"] },
  { key: "css", noun: "styling approach", ask: ["how is styling done", "which CSS approach", "what do we style components with"], values: ["tailwind", "CSS modules", "styled-components", "vanilla-extract"] },
  { key: "state", noun: "state management library", ask: ["which state management library", "what holds client state", "how is frontend state managed"], values: ["zustand", "redux", "jotai", "mobx"] },
  { key: "dates", noun: "date library", ask: ["which date library", "what handles dates and times", "what do we format timestamps with"], values: ["date-fns", "dayjs", "luxon"] },
  { key: "validation", noun: "validation library", ask: ["which validation library", "what validates request bodies", "what do schemas use"], values: ["zod", "yup", "valibot", "joi"] },
  { key: "queue", noun: "message queue", ask: ["which message queue", "what carries background jobs", "what queue do workers consume"], values: ["SQS", "RabbitMQ", "Cloudflare Queues", "NATS"] },
  { key: "cache", noun: "cache", ask: ["which cache", "where are hot reads cached", "what caching layer"], values: ["Redis", "memcached", "Workers KV"] },
  { key: "node", noun: "Node version", ask: ["which Node version", "what Node release do we target", "what runtime version"], values: ["Node 20", "Node 22", "Node 18"] },
  { key: "mono", noun: "monorepo tool", ask: ["which monorepo tool", "what orchestrates the workspace builds", "what runs tasks across packages"], values: ["turborepo", "nx", "lerna"] },
  { key: "docs", noun: "docs site generator", ask: ["what generates the docs site", "which docs tool", "what builds the documentation"], values: ["docusaurus", "mkdocs", "vitepress"] },
  { key: "auth", noun: "auth provider", ask: ["which auth provider", "what handles sign-in", "who provides login"], values: ["Auth0", "Clerk", "Cognito", "Keycloak"] },
];

// Wording templates: even indices go to half A, odd ones to half B.
const T = {
  globalDefault: [
    (s, v) => `My default ${s.noun} is ${v}; use it unless a project says otherwise`,
    (s, v) => `Across all my work I go with ${v} as the ${s.noun}`,
    (s, v) => `Personal standard: ${v} for the ${s.noun} everywhere`,
    (s, v) => `Unless told otherwise, pick ${v} as ${s.noun}`,
  ],
  override: [
    (p, s, v) => `In ${p} the ${s.noun} is ${v}, not the usual default`,
    (p, s, v) => `${p} decided on ${v} as its ${s.noun}`,
    (p, s, v) => `For the ${p} codebase we settled on ${v} (${s.noun})`,
    (p, s, v) => `${p}: ${s.noun} = ${v}, agreed at kickoff`,
  ],
  projectFact: [
    (p, s, v) => `${p} uses ${v} as the ${s.noun}`,
    (p, s, v) => `The ${s.noun} in ${p} is ${v}`,
    (p, s, v) => `${v} is what ${p} runs for its ${s.noun}`,
    (p, s, v) => `${p}'s ${s.noun}: ${v}`,
  ],
  change: [
    (p, s, v) => `${p} moved its ${s.noun} to ${v}`,
    (p, s, v) => `Switched ${p} over to ${v} for the ${s.noun}`,
    (p, s, v) => `${p} migrated to ${v} as the new ${s.noun}`,
    (p, s, v) => `From now on ${p} uses ${v} for the ${s.noun}`,
  ],
  location: [
    (p, c, f) => `In ${p}, the ${c} lives in ${f}`,
    (p, c, f) => `${p}'s ${c} is implemented in ${f}`,
    (p, c, f) => `${f} holds the ${c} for ${p}`,
    (p, c, f) => `Look in ${f} for the ${p} ${c}`,
  ],
  fix: [
    (p, e, fx) => `${p}: "${e}" — fixed by ${fx}`,
    (p, e, fx) => `When ${p} throws ${e}, the fix is to ${fx}`,
    (p, e, fx) => `Hit ${e} in ${p} again; what worked: ${fx}`,
    (p, e, fx) => `${e} in ${p} means ${fx}`,
  ],
  status: [
    (p, w, st) => `${p} ${w} status: ${st}`,
    (p, w, st) => `Update on ${w} (${p}): ${st}`,
    (p, w, st) => `Where ${w} stands in ${p}: ${st}`,
    (p, w, st) => `${w} for ${p} is now ${st}`,
  ],
  episode: [
    (p, x) => `Spent the afternoon in ${p} ${x}`,
    (p, x) => `Long session on ${p}: ${x}`,
    (p, x) => `Today in ${p} I was ${x}`,
    (p, x) => `Worked on ${p}, mostly ${x}`,
  ],
};

const HALVES = {
  a: { projects: ["atlas", "borealis", "cobalt"], subjects: SUBJECTS.filter((_, i) => i % 2 === 0), t: 0, people: ["Priya", "Marco", "Lena", "Tomas"] },
  b: { projects: ["delta", "ember", "fjord"], subjects: SUBJECTS.filter((_, i) => i % 2 === 1), t: 1, people: ["Aiko", "Björn", "Chidi", "Dana"] },
};

const COMPONENTS = [
  ["rate limiter", "middleware/rate-limit.ts"], ["session store", "auth/session-store.ts"], ["invoice renderer", "billing/render-invoice.ts"],
  ["webhook verifier", "webhooks/verify-signature.ts"], ["search indexer", "search/indexer.ts"], ["email sender", "notify/send-email.ts"],
  ["retry helper", "util/with-retry.ts"], ["CSV exporter", "export/csv-writer.ts"], ["image resizer", "media/resize.ts"],
  ["cron scheduler", "jobs/scheduler.ts"], ["permission checker", "auth/can.ts"], ["config loader", "config/load-env.ts"],
];
const ERRORS = [
  ["ECONNREFUSED 127.0.0.1:5432", "starting the postgres container with docker compose up db", "waiting for the db healthcheck in CI"],
  ["TypeError: Cannot read properties of undefined (reading 'userId')", "guarding the session lookup before the handler runs", "making the auth middleware return 401 early"],
  ["Error: listen EADDRINUSE: address already in use :::3000", "killing the stale dev server on port 3000", "setting PORT from the env in the dev script"],
  ["SyntaxError: Unexpected token '<' in JSON at position 0", "pointing the fetch at /api instead of the static host", "checking content-type before parsing"],
  ["ERR_REQUIRE_ESM: require() of ES Module", "switching the import to dynamic import()", "setting type: module in package.json"],
  ["D1_ERROR: too many SQL variables", "chunking the IN list to 90 ids", "passing ids as one JSON parameter"],
  ["429 Too Many Requests from the payments API", "adding exponential backoff with jitter", "batching the payment status calls"],
  ["FATAL: remaining connection slots are reserved", "lowering the pool size to 10", "putting pgbouncer in front of the database"],
];
const WORKSTREAMS = [
  ["auth migration", ["design doc drafted, waiting for review", "half the endpoints moved, tokens next", "done and shipped behind a flag"]],
  ["billing rewrite", ["prototype of the invoice model", "invoices generated in staging, taxes missing", "live for all customers"]],
  ["search revamp", ["evaluating two index options", "indexer running nightly, ranking untuned", "rolled out, relevance reviewed"]],
];
const EPISODES = [
  "chasing a flaky test that only failed on Mondays", "pairing on the onboarding flow", "reading through old pull requests",
  "cleaning up unused feature branches", "writing the release notes", "triaging the bug backlog", "profiling a slow dashboard page",
  "reviewing a dependency upgrade", "sketching the data model on the whiteboard", "updating the README screenshots",
  "debugging a timezone issue in reports", "answering support questions about exports", "tidying the CI logs",
  "refactoring the settings page", "trying a new editor plugin",
];

function buildHalf(name) {
  const h = HALVES[name];
  const t = (list, i) => list[h.t + 2 * (i % 2)];
  const memories = [];
  const queries = [];
  let n = 0;
  const add = (m) => {
    const id = `${name}${String(++n).padStart(3, "0")}`;
    memories.push({ id, ...m });
    return id;
  };
  const [P1, P2, P3] = h.projects;
  const subj = h.subjects; // 12 subjects
  const defaulted = subj.slice(0, 7); // have a global default
  const perProject = subj.slice(7, 12); // project-specific, no default

  // Global defaults and the overrides of three projects.
  const defaultId = {};
  defaulted.forEach((s, i) => {
    defaultId[s.key] = add({ content: t(T.globalDefault, i)(s, s.values[0]), type: "preference", scope: "global", occurred_at: day(1, 5 + i) });
  });
  const overrides = { [P1]: [0, 1, 2], [P2]: [2, 3, 4], [P3]: [5, 6, 0] }; // indices into defaulted
  const overrideId = {};
  for (const [p, idx] of Object.entries(overrides)) {
    idx.forEach((i, j) => {
      const s = defaulted[i];
      const v = s.values[1 + ((j + h.projects.indexOf(p)) % (s.values.length - 1))];
      overrideId[`${p}:${s.key}`] = { id: add({ content: t(T.override, i + j)(p, s, v), type: "decision", project: p, scope: "project", occurred_at: day(2, 3 + i + j) }), value: v };
    });
  }
  // Project-specific subjects: each project has its own value.
  const factId = {};
  perProject.forEach((s, i) => {
    h.projects.forEach((p, j) => {
      const v = s.values[(i + j) % s.values.length];
      factId[`${p}:${s.key}`] = { id: add({ content: t(T.projectFact, i + j)(p, s, v), type: "fact", project: p, scope: "project", occurred_at: day(1, 10 + i + j) }), value: v };
    });
  });
  // Supersessions: two project-specific subjects change in each project (old in Feb–Mar, new in Jun).
  const changes = {};
  h.projects.forEach((p, j) => {
    [perProject[j % 5], perProject[(j + 2) % 5]].forEach((s, k) => {
      const old = factId[`${p}:${s.key}`];
      const nv = s.values.find((v) => v !== old.value && !Object.values(factId).some((f) => f.value === v && false)) ?? s.values[0];
      const when = day(6, 2 + 3 * j + k);
      const id = add({ content: t(T.change, j + k)(p, s, nv), type: "decision", project: p, scope: "project", occurred_at: when, supersedes: old.id });
      changes[`${p}:${s.key}`] = { old: old.id, oldValue: old.value, id, value: nv, at: when };
    });
  });
  // Validity windows: a code freeze and an on-call rotation per project.
  const windows = {};
  h.projects.forEach((p, j) => {
    const freeze = add({ content: `${p} is in a code freeze: no deploys except hotfixes`, type: "fact", project: p, scope: "project", occurred_at: day(3, 20 + j), valid_from: day(4, 1 + j), valid_until: day(4, 15 + j) });
    const [a, b] = [h.people[j], h.people[(j + 1) % 4]];
    const first = add({ content: `${a} is the on-call engineer for ${p}`, type: "fact", project: p, scope: "project", occurred_at: day(2, 1), valid_from: day(2, 1), valid_until: day(5, 1) });
    const second = add({ content: `${b} took over on-call duty for ${p}`, type: "fact", project: p, scope: "project", occurred_at: day(5, 1), valid_from: day(5, 1) });
    windows[p] = { freeze, first, second, a, b };
  });
  // Locations: four components per project; the same component exists in two projects under different paths.
  const locations = {};
  h.projects.forEach((p, j) => {
    for (let k = 0; k < 6; k++) {
      const [c, f] = COMPONENTS[(h.t * 6 + j * 2 + k) % COMPONENTS.length];
      const file = `${p === P2 ? "packages/core/src" : "src"}/${f}`;
      locations[`${p}:${c}`] = { id: add({ content: t(T.location, j + k)(p, c, file), type: "location", project: p, scope: "project", occurred_at: day(1 + j + k, 12) }), file, c };
    }
  });
  // Fixes: errors per project; in the first project the first fix was later replaced by a better one.
  const fixes = {};
  h.projects.forEach((p, j) => {
    for (let k = 0; k < 4; k++) {
      const [e, fx, better] = ERRORS[(h.t * 4 + j * 2 + k) % ERRORS.length];
      const id = add({ content: t(T.fix, j + k)(p, e, fx), type: k % 2 ? "gotcha" : "discovery", project: p, scope: "project", occurred_at: day(2 + k, 8 + j) });
      fixes[`${p}:${k}`] = { id, e, fx };
      if (k === 0) {
        const nid = add({ content: t(T.fix, j + k + 1)(p, e, better), type: "discovery", project: p, scope: "project", occurred_at: day(7, 8 + j), supersedes: id });
        fixes[`${p}:${k}`] = { id: nid, old: id, e, fx: better };
      }
    }
  });
  // Statuses: one workstream per project, three dated updates.
  const statuses = {};
  h.projects.forEach((p, j) => {
    const [w, steps] = WORKSTREAMS[(j + h.t) % WORKSTREAMS.length];
    statuses[p] = { w, ids: steps.map((st, k) => add({ content: t(T.status, j + k)(p, w, st), type: "status", project: p, scope: "project", occurred_at: day(3 + 2 * k, 10 + j) })) };
  });
  // Multi-hop: a service that consumes a queue, and the person who owns the service.
  const hops = {};
  h.projects.forEach((p, j) => {
    const svc = ["ledger-sync", "thumbnailer", "digest-mailer"][(j + h.t) % 3] + (h.t ? "-svc" : "");
    const q = ["invoices", "uploads", "notifications"][(j + h.t) % 3];
    const owner = h.people[(j + 2) % 4];
    hops[p] = {
      svc, q, owner,
      a: add({ content: `In ${p}, the ${svc} worker consumes the ${q} queue`, type: "fact", project: p, scope: "project", occurred_at: day(3, 2 + j) }),
      b: add({ content: `${owner} owns ${svc} and reviews every change to it`, type: "fact", scope: "team", occurred_at: day(3, 4 + j) }),
    };
    const pipeline = ["blue", "amber", "violet"][(j + h.t) % 3] + "-lane";
    const approver = h.people[(j + 3) % 4];
    hops[p].deploy = {
      svc, approver,
      a: add({ content: `${svc} ships through the ${pipeline} pipeline`, type: "fact", project: p, scope: "project", occurred_at: day(4, 2 + j) }),
      b: add({ content: `Anything on the ${pipeline} pipeline needs sign-off from ${approver}`, type: "decision", scope: "team", occurred_at: day(4, 5 + j) }),
    };
  });
  // Decisions with their rationale ("why" questions).
  const whys = {};
  h.projects.forEach((p, j) => {
    const s = perProject[(j + 1) % 5];
    const key = `${p}:${s.key}`;
    const v = (changes[key] ?? factId[key]).value;
    const reason = ["it halved the cold-start time", "the team already knew it well", "it was the only option with a self-hosted mode"][(j + h.t) % 3];
    whys[p] = { s, v, id: add({ content: `Why ${p} picked ${v} for the ${s.noun}: ${reason}`, type: "decision", project: p, scope: "project", occurred_at: day(6, 20 + j) }) };
  });
  // Team conventions and private preferences (no project).
  const teamRules = [
    "Team rule: every migration needs a rollback script",
    "Team convention: API errors use one JSON envelope with a code and a message",
    "Team agreement: no Friday afternoon deploys",
    "Team rule: secrets live in the vault, never in .env files committed to git",
  ].map((c, i) => add({ content: c, type: "decision", scope: "team", occurred_at: day(1, 20 + i) }));
  const privatePrefs = [
    "I like terse pull request descriptions with a checklist",
    "I prefer reading diffs in split view",
    "I want failing tests reproduced locally before any fix is pushed",
    "I like keeping TODO comments tagged with an issue number",
  ].map((c, i) => add({ content: c, type: "preference", scope: "private", occurred_at: day(1, 25 + i) }));
  // Episodes: noise that mentions projects and subjects without stating any value.
  h.projects.forEach((p, j) => {
    EPISODES.forEach((x, k) => add({ content: t(T.episode, j + k)(p, x), type: "episode", project: p, scope: "project", occurred_at: day(1 + ((j * 5 + k) % 9), 1 + k) }));
    ["waiting on a slow build", "going through review comments", "planning next week's tickets", "fixing lint warnings", "rebasing a long-lived branch", "writing a design note", "clearing the inbox of alerts", "setting up a fresh laptop", "running the load test", "checking the staging logs"]
      .forEach((x, k) => add({ content: t(T.episode, j + k)(p, x), type: "episode", project: p, scope: "project", occurred_at: day(1 + ((j + k * 3) % 9), 16) }));
    subj.slice(0, 6).forEach((s, k) => add({ content: t(T.episode, j + k + 1)(p, `talking through the ${s.noun} setup with ${h.people[k % 4]}`), type: "episode", project: p, scope: "project", occurred_at: day(2 + k, 14) }));
  });

  // ------------------------------------------------------------------------------------------
  // Queries. relevant: { id: grade } (2 essential, 1 related); must_not: ids that are wrong here.
  const Q = (kind, query, relevant, must_not = [], extra = {}) => queries.push({ id: `${name}q${String(queries.length + 1).padStart(3, "0")}`, kind, query, relevant, must_not, ...extra });
  const ask = (s, i) => s.ask[(h.t + i) % s.ask.length];

  // precedence: inside a project that overrides a default → project value, default is must_not.
  for (const [p, idx] of Object.entries(overrides)) {
    idx.forEach((i, j) => {
      const s = defaulted[i];
      const o = overrideId[`${p}:${s.key}`];
      Q("precedence", `${ask(s, j)} ${j % 2 ? "do we use here" : "should I use"}?`, { [o.id]: 2 }, [defaultId[s.key]], { project: p });
    });
  }
  // preference: inside a project that does not override → the global default; other projects' overrides are must_not.
  h.projects.forEach((p, j) => {
    defaulted.forEach((s, i) => {
      if (overrides[p].includes(i) || (i + j) % 2) return;
      const others = Object.entries(overrideId).filter(([k]) => k.endsWith(`:${s.key}`)).map(([, v]) => v.id);
      Q("preference", `${ask(s, i + 1)}? what's my preference`, { [defaultId[s.key]]: 2 }, others, { project: p });
    });
  });
  privatePrefs.forEach((id, i) => Q("preference", ["how do I like pull request descriptions?", "split or unified diff view?", "what should happen before pushing a fix for a failing test?", "how do I tag TODO comments?"][i], { [id]: 2 }, [], { project: h.projects[i % 3] }));
  // project: project-specific subjects inside the project → its value; other projects' values are must_not.
  h.projects.forEach((p, j) => {
    perProject.forEach((s, i) => {
      const key = `${p}:${s.key}`;
      const cur = changes[key] ? changes[key].id : factId[key].id;
      const others = h.projects.filter((x) => x !== p).map((x) => (changes[`${x}:${s.key}`] ? changes[`${x}:${s.key}`].id : factId[`${x}:${s.key}`].id));
      const mustNot = [...others, ...(changes[key] ? [changes[key].old] : [])];
      Q(i % 2 ? "project" : "factual", `${ask(s, i + j)}${i % 2 ? " in this project" : ""}?`, { [cur]: 2 }, mustNot, { project: p });
    });
  });
  teamRules.forEach((id, i) => Q("factual", ["what do migrations need?", "what shape do API errors have?", "can we deploy on Friday afternoon?", "where do secrets go?"][i], { [id]: 2 }, [], { project: h.projects[i % 3] }));
  // temporal: as_of before a change → the old value; the new one is not yet true.
  for (const [key, c] of Object.entries(changes)) {
    const [p, sk] = key.split(":");
    const s = subj.find((x) => x.key === sk);
    Q("temporal", `${ask(s, 2)} back then?`, { [c.old]: 2 }, [c.id], { project: p, as_of: day(4, 20) });
    Q("temporal", `what changed about the ${s.noun}?`, { [c.id]: 2, [c.old]: 2 }, [], { project: p });
  }
  h.projects.forEach((p, j) => {
    const w = windows[p];
    Q("temporal", "who is on call?", { [w.first]: 2 }, [w.second], { project: p, as_of: day(3, 15) });
    Q("temporal", "who is on call right now?", { [w.second]: 2 }, [w.first], { project: p });
    Q("temporal", "are we in a code freeze?", { [w.freeze]: 2 }, [], { project: p, as_of: day(4, 10 + j) });
    // status: the latest update; at a past moment, the update current then.
    const st = statuses[p];
    Q("project", `what's the status of the ${st.w}?`, { [st.ids[2]]: 2, [st.ids[1]]: 1 }, [st.ids[0]], { project: p });
    Q("temporal", `how far along was the ${st.w}?`, { [st.ids[1]]: 2 }, [st.ids[2]], { project: p, as_of: day(6, 1) });
  });
  // location by file: the file as trigger, and a where-question; other projects' same component is must_not.
  let alternate = 0;
  for (const [key, l] of Object.entries(locations)) {
    const p = key.split(":")[0];
    const same = Object.entries(locations).filter(([k, v]) => v.c === l.c && k !== key).map(([, v]) => v.id);
    if (alternate++ % 2) Q("location", `where is the ${l.c}?`, { [l.id]: 2 }, same, { project: p });
    else Q("location", "what do I need to know about this file?", { [l.id]: 2 }, same, { project: p, triggers: { file: l.file } });
  }
  // fix by error: the current fix; the replaced fix is must_not.
  for (const [key, f] of Object.entries(fixes)) {
    const p = key.split(":")[0];
    const other = Object.entries(fixes).filter(([k, v]) => v.e === f.e && k !== key).map(([, v]) => v.id);
    Q("fix", "how did we fix this before?", { [f.id]: 2 }, [...(f.old ? [f.old] : []), ...other], { project: p, triggers: { error: `${f.e}\n    at handler (src/index.ts:42:7)` } });
  }
  // cross-project: asks across projects or names another one.
  perProject.forEach((s, i) => {
    const cur = (p) => (changes[`${p}:${s.key}`] ? changes[`${p}:${s.key}`].id : factId[`${p}:${s.key}`].id);
    const [home, other] = [h.projects[i % 3], h.projects[(i + 1) % 3]];
    Q("cross-project", `which ${s.noun} does ${other} use?`, { [cur(other)]: 2 }, [cur(home)], { project: home });
    Q("cross-project", `${ask(s, i + 1)} in any of my projects?`, Object.fromEntries(h.projects.map((p) => [cur(p), 2])), [], { project: home });
  });
  // multi-hop: owner of the consumer of a queue.
  h.projects.forEach((p) => {
    const x = hops[p];
    Q("multi-hop", `who owns the worker that consumes the ${x.q} queue?`, { [x.a]: 2, [x.b]: 2 }, [], { project: p });
    Q("multi-hop", `who has to approve a deploy of ${x.deploy.svc}?`, { [x.deploy.a]: 2, [x.deploy.b]: 2 }, [], { project: p });
    Q("project", `why did we go with ${whys[p].v} for the ${whys[p].s.noun}?`, { [whys[p].id]: 2 }, [], { project: p });
  });
  return { half: name, projects: h.projects, memories, queries };
}

for (const name of ["a", "b"]) {
  const half = buildHalf(name);
  const kinds = {};
  for (const q of half.queries) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  writeFileSync(path.join(here, `half-${name}.json`), JSON.stringify(half, null, 1) + "\n");
  console.log(`half ${name}: ${half.memories.length} memories, ${half.queries.length} queries`, kinds);
}
