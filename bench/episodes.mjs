// Synthetic developer-session episodes for the consolidation benchmark: the mix a real session
// has (decisions with reasons, fixes, locations, preferences, upgrades, status) plus the narration,
// meta chatter and hedging that should not become knowledge. Deterministic for a given seed.
const TECH = ["Redis", "Postgres", "Drizzle", "Prisma", "React", "Next.js", "Vitest", "Jest", "Hono", "Zod", "Docker", "pnpm", "npm", "Supabase", "Stripe", "TypeScript", "Node.js"];
const AREAS = ["rate limiter", "auth middleware", "invoice renderer", "webhook handler", "session store", "search index", "billing job", "email queue", "upload service", "feature flags"];
const DIRS = ["src/middleware", "src/jobs", "src/lib", "src/routes", "src/services", "src/db"];
const REASONS = ["it keeps the hot path free of extra writes", "the team already runs it in production", "migrations stay plain SQL",
  "the API is smaller", "it avoids a network hop per request", "tests run twice as fast", "it supports streaming", "the bundle shrinks"];

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

export function generateEpisodes(n, seed = 42) {
  const r = rng(seed);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const file = (area) => `${pick(DIRS)}/${area.replace(/ /g, "-")}.ts`;
  const templates = [
    () => { const a = pick(TECH), b = pick(TECH.filter((t) => t !== a)), area = pick(AREAS); return `We chose ${a} over ${b} for the ${area} because ${pick(REASONS)}.`; },
    () => { const area = pick(AREAS); return `I was debugging the ${area} and noticed that requests hung. After some investigation, I found that the pool was never released on error. I fixed it by releasing it in a finally block in ${file(area)}:${10 + Math.floor(r() * 300)}.`; },
    () => { const area = pick(AREAS); return `The ${area} is implemented in ${file(area)}:${1 + Math.floor(r() * 400)}.`; },
    () => `I prefer ${pick(["pnpm", "Vitest", "Zod", "Hono"])} over ${pick(["npm", "Jest", "Joi", "Express"])} for new services.`,
    () => { const t = pick(["Node.js", "Postgres", "React", "TypeScript"]); return `We upgraded ${t} to ${10 + Math.floor(r() * 15)} because the old version is out of support.`; },
    () => `The ${pick(AREAS)} timeout is set to ${pick([5, 10, 15, 30, 60])} seconds.`,
    () => `Where we left off: next step is adding retries to the ${pick(AREAS)}.`,
    () => `Let me read the file ${file(pick(AREAS))} first.`,
    () => "Then I ran the tests again.",
    () => `User asked whether the ${pick(AREAS)} is done.`,
    () => `Maybe the ${pick(AREAS)} needs caching, not sure yet.`,
    () => `Turns out ${pick(TECH)} retries failed requests by default, so the ${pick(AREAS)} saw duplicates.`,
  ];
  const start = Date.parse("2026-10-01T09:00:00Z");
  // An episode is one to three turns' worth of sentences, as a capture hook would store them.
  return Array.from({ length: n }, (_, i) => ({
    content: Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(templates)()).join(" "),
    type: "episode",
    project: `project-${1 + Math.floor(r() * 5)}`,
    session_id: `sess-${Math.floor(i / 40)}`,
    occurred_at: new Date(start + i * 90_000).toISOString(),
  }));
}
