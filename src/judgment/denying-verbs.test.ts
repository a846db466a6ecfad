/**
 * One negative action said in two verbs (denying-verbs.ts): the lexicon reads "reject", "drop", "stop", "skip" as cues
 * that deny their object, but "decline", "discontinue", "end", "cancel", "leave out" as plain verbs, so the two sides
 * read as a yes against a no. Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { deniedByOne, opposedPolarity, rootOf, stanceOf } from "./negation-scope";
import { sameDenyingAction } from "./denying-verbs";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `d${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const same = (x: string, y: string) => x.replace(/s$/, "") === y.replace(/s$/, "");
const word = (w: string) => (x: string) => same(x, w);

describe("a verb cue answered by another verb of the same action denies nothing against it", () => {
  it.each([
    ["reject / decline", "Reject refund requests older than 30 days.", "Decline refund requests older than 30 days.", "refund"],
    ["dropped / discontinued", "We dropped the weekly status email and kept the monthly report.", "We discontinued the weekly status email and retained the monthly report.", "email"],
    ["stop / cancel", "Members can stop their subscription in the app.", "Members can cancel their subscription in the app.", "subscription"],
    ["skip / leave out", "Skip the intro slides when presenting to engineers.", "When presenting to engineers, leave out the intro slides.", "slides"],
    ["cancel / void", "The box office cancels unclaimed tickets after the show starts.", "Unclaimed tickets are voided by the box office once the show starts.", "unclaimed"],
    ["close / stop", "The portal closes the registration form two days before the event.", "Two days before the event, the portal stops accepting registration entries.", "registration"],
  ])("%s", (_, a, b, w) => {
    expect(sameDenyingAction(a, b, word(w), same) || sameDenyingAction(b, a, word(w), same)).toBe(true);
    expect(opposedPolarity(a, b, true)).toBeNull();
    expect(judgePair(mem(a), mem(b), 0.8).verdict).not.toBe("conflict");
  });
});

describe("a denial stays a denial", () => {
  it("a negation in the denier's clause is a yes against a no", () => {
    const [a, b] = ["Don't drop the weekly status email.", "We discontinued the weekly status email."];
    expect(sameDenyingAction(a, b, word("email"), same)).toBe(false);
  });
  it("another verb of the action done to another thing answers nothing", () => {
    const [a, b] = ["We dropped Redis and kept Postgres.", "We dropped Postgres and kept Redis."];
    expect(sameDenyingAction(a, b, word("redis"), same)).toBe(false);
    expect(sameDenyingAction(b, a, word("postgres"), same)).toBe(false);
  });
  it("a plain verb of another meaning is no answer", () => {
    const [a, b] = ["Reject refund requests older than 30 days.", "Approve refund requests older than 30 days."];
    expect(sameDenyingAction(a, b, word("refund"), same)).toBe(false);
    expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
});

describe("the passive of a denying verb denies its subject; a rate is one quantity with its bound", () => {
  it("'X is ignored' denies X", () => {
    expect([...stanceOf("The scheduler sorts jobs by deadline; the priority field is ignored.").denied]).toContain("prioriti");
    expect(deniedByOne("The scheduler sorts jobs by priority.", "The scheduler runs jobs first in first out; priority is ignored.")).not.toBeNull();
  });
  it("'more than 100 rows per page is ignored' denies only that subset of pages", () => {
    expect(deniedByOne("The export API caps page size at 100 and ignores larger values.", "Asking the export API for more than 100 rows per page is ignored; 100 is the cap.")).toBeNull();
  });
});

describe("compounds on a particle and 'No X, no Y' (negation-scope.ts)", () => {
  it("'before sign-off' denies nothing: the compound is a noun, not a switch turned off", () => {
    expect([...stanceOf("Reviewers read every migration before sign-off.").denied]).toEqual([]);
    expect(opposedPolarity("Reviewers read every migration before sign-off.", "Reviewers check every migration before approval.", true)).toBeNull();
  });
  it("'No X, no Y' is a requirement, not a denial of X", () => {
    const s = stanceOf("No changelog entry, no release for the SDK.");
    expect(s.denied.size).toBe(0);
    expect(s.hedged).toBe(true);
    expect(deniedByOne("The SDK ships a release only with a changelog entry.", "No changelog entry, no release for the SDK.")).toBeNull();
  });
});

describe("an attributive 'missing' denies its noun, as a negative prefix does (negation-scope.ts)", () => {
  it("'Missing captions' / 'Uncaptioned videos' deny one thing", () => {
    expect([...stanceOf("Missing captions fall back to the transcript.").denied]).toContain(rootOf("captions"));
    expect(opposedPolarity("Uncaptioned videos fall back to the transcript.", "Missing captions fall back to the transcript.", true)).toBeNull();
  });
  it("after a copula it stays a predicate of its subject", () => {
    expect([...stanceOf("The captions are missing.").denied]).toContain(rootOf("captions"));
  });
});
