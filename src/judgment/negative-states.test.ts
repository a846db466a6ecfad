/**
 * A denial on one side against a predicate on the other that says the thing hardly happens or has not happened yet
 * ("… are rare", "… still pending", "seldom"): one negative fact said twice, not a yes against a no
 * (negation-scope.ts, NEGATIVE_STATE). Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { opposedPolarity } from "./negation-scope";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `s${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("a negative state answers a denial of the same thing", () => {
  it.each([
    ["rare", "Most checkout errors come from expired cards, not fraud checks.", "Expired cards cause the bulk of checkout errors; fraud-check failures are rare."],
    ["still pending", "The new backup site is wired up but not certified yet.", "New backup site: wired up, certification still pending."],
    ["seldom", "Login failures are not caused by the SSO proxy.", "The SSO proxy seldom causes login failures; bad passwords do."],
  ])("%s", (_, a, b) => {
    expect(opposedPolarity(a, b, true)).toBeNull();
    expect(judgePair(mem(a), mem(b), 0.8).verdict).not.toBe("conflict");
  });
});

describe("a passive whose agent is nobody is a denial", () => {
  it("'is used by nobody' agrees with 'nobody reads it'", () => {
    const [a, b] = ["The old Lucene stopword file is used by nobody; safe to remove.", "nobody reads stopwords.txt from the Lucene days anymore, it can go"];
    expect(opposedPolarity(a, b, true)).toBeNull();
  });
});

describe("a negative word that is no predicate leaves the denial standing", () => {
  it("an attributive 'rare' names a thing that happens", () => {
    const [a, b] = ["The nightly export does not crash.", "A rare race condition crashes the nightly export."];
    expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
  it("a plain assertion against a denial is still a yes and a no", () => {
    const [a, b] = ["The new backup site is not certified yet.", "The new backup site is certified."];
    expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
});
