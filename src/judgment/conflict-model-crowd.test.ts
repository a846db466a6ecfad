/**
 * The learned conflict model against what a real store puts side by side: memories of one project that share a word
 * or two and are about two different things (bench/judgment/at-scale.mts counts such flags per half; round 18 fitted
 * the model on them as non-conflicts). Sentences written for this test, not taken from the labelled halves.
 */
import { describe, expect, it } from "vitest";
import { judgePair, type JudgedMemory } from "./compare";
import { SUBJECT_OVERLAP_NAMES, subjectOverlap } from "./subject-overlap";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `cc${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "shop",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const overlap = (a: string, b: string, name: (typeof SUBJECT_OVERLAP_NAMES)[number]) => subjectOverlap(a, b)[SUBJECT_OVERLAP_NAMES.indexOf(name)];

describe("subject overlap", () => {
  it("weighs a shared rare word above a shared common one", () => {
    const rare = overlap("The leaderboard refreshes every 5 minutes.", "Leaderboard refresh runs hourly now.", "subject_rarest_shared");
    const common = overlap("Delete feature branches after merge.", "No code freeze; merges to main are open.", "subject_rarest_shared");
    expect(rare).toBeGreaterThan(common);
    expect(rare).toBeGreaterThan(0.5);
  });

  it("reads nothing shared when two memories share no slot word", () => {
    expect(subjectOverlap("Use zod at the edge", "Never trust client ids")).toEqual([0, 0, 0, 0]);
    // "default" is a word every setting has: it joins nothing.
    expect(overlap("Prefer default exports for React components.", "All services use Postgres as the default database.", "subject_shared_weight")).toBe(0);
  });

  it("reads most of one slot shared for one setting said twice", () => {
    expect(overlap("The checkout service retries webhooks 3 times.", "Checkout webhooks are retried five times.", "subject_shared_ratio")).toBe(1);
  });
});

/** Two memories of one project about two things: one side denies or forbids, a common word is shared. */
const UNRELATED: [string, string, string?][] = [
  ["Never deploy on Fridays; the on-call rota is thin at weekends.", "Deploys go out through Argo CD from the release branch.", "decision"],
  ["Prefer structured JSON logs over plain text in every service.", "The billing service is written in Go.", "preference"],
  ["We don't use feature branches older than a week; rebase or close them.", "Feature flags live in Unleash.", "decision"],
  ["The staging database is not backed up.", "Database migrations run with Flyway on deploy."],
  ["Do not cache API responses at the CDN.", "The public API is versioned in the URL path."],
  ["Tests must not hit the network; stub every HTTP call.", "Integration tests run nightly on the shared runner."],
  ["Avoid ORMs in the reporting module; write SQL by hand.", "The reporting module exports CSV and PDF."],
  ["The mobile app doesn't support offline mode yet.", "The mobile app is built with React Native."],
  ["Secrets are never committed to the repo.", "The repo uses pnpm workspaces."],
];

describe("the learned conflict model in a store", () => {
  for (const cosine of [0.35, 0.5, 0.65])
    it(`adds no conflict between memories about two things that share a word (cosine ${cosine})`, () => {
      const learned = UNRELATED.filter(([a, b, type]) => {
        const v = judgePair(mem(a, type), mem(b), cosine);
        return v.verdict === "conflict" && v.rule === "learned";
      });
      expect(learned.map(([a, b]) => `${a} / ${b}`)).toEqual([]);
    });
});
