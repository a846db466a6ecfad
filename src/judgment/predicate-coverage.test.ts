/**
 * What is said of the subject (predicate-coverage.ts): two sentences on one subject that say two different things
 * of it are two findings; a paraphrase of one finding covers the other's predicate. Sentences of our own, not the
 * bench's (the first pair is test/judgment-llm.test.ts's non-duplicate).
 */
import { describe, expect, it } from "vitest";
import { differentFindings, disjointFindings } from "./predicate-coverage";
import { learnedMergeClash, LEARNED_SUBJECT_COS } from "./compare";

describe("two different things said of one subject", () => {
  it.each([
    ["a finding reported, another stated", "Learned that the checkout payment widget script blocks rendering on slow phones", "The checkout payment widget is the heaviest script we ship to phones"],
    ["a role and a port", "Redis is our cache for session data.", "Redis runs on port 6380 in every environment."],
    ["a lead and an absence", "Maya leads the data platform team.", "Maya is out of office until the 14th."],
    ["a listener and an owner", "The orders service listens on the internal load balancer.", "The orders service is owned by the fulfilment team."],
  ])("%s", (_, a, b) => {
    expect(differentFindings(a, b)).toMatch(/two different things/);
    expect(differentFindings(b, a)).toMatch(/two different things/);
    // In the middling band a learned merge is refused; above it the guard is not asked.
    expect(learnedMergeClash(a, b, LEARNED_SUBJECT_COS - 0.05)).not.toBeNull();
  });
});

describe("look-alikes: one finding said twice", () => {
  it.each([
    ["a synonym and another form", "The settlement test is flaky and failed in CI today.", "The settlement test keeps flaking; CI failures today."],
    ["the same predicate reordered", "The nightly backup job writes snapshots to the offsite bucket.", "The nightly backup job puts its snapshots in the offsite bucket."],
    ["one thing said of the subject", "The DB is snapshotted hourly.", "The database gets snapshotted every hour."],
    ["no shared subject (a paraphrase in other words)", "We can restore the database to any second of the last week.", "Point-in-time recovery is available over a one-week window."],
    ["a setting has no subject", "cache_ttl: 300", "The cache keeps entries for five minutes."],
    ["an acronym for the subject", "The DWH is refreshed every night by the loader.", "Our data warehouse is refreshed nightly by the loader."],
  ])("%s", (_, a, b) => {
    expect(differentFindings(a, b)).toBeNull();
    expect(differentFindings(b, a)).toBeNull();
  });
});

describe("two properties of one subject, refused for every learned merge at any cosine (round 22)", () => {
  it("nothing in common past the subject: refused above the middling band too", () => {
    const [a, b] = ["Dock 4 deliveries use ramp 2.", "Dock 4 is a covered bay staffed by the night shift."];
    expect(disjointFindings(a, b)).toMatch(/two different things/);
    expect(learnedMergeClash(a, b, 0.7)).toMatch(/two different things/);
  });
  it("one number both sides state, in any notation, is the finding they share", () => {
    // Without the number the same words are two properties; with it both say one value in other words.
    expect(disjointFindings("Annual leave accrues at 3 days per month.", "Annual leave builds up by three days a month.")).toBeNull();
    expect(disjointFindings("Annual leave accrues at 3 days per month.", "Annual leave builds up by four days a month.")).toMatch(/two different things/);
  });
});
