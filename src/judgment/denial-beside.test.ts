/**
 * A denial on one side against a word the other side names in a clause that denies something else: both sides state
 * one negative fact, each with its own denial ("… goes to the shelter, never into the skip" / "we don't throw
 * the soup away"), not a yes against a no (negation-scope.ts, deniesBesideIt). Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { opposedPolarity } from "./negation-scope";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `d${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("two denials of one negative fact", () => {
  it.each([
    ["'never into' / 'don't throw away'", "Spare soup goes to the night shelter after closing, never into the skip.", "We don't throw soup away; the night shelter collects what is left after closing."],
    ["'are not Y' / 'don't page on'", "Queue spikes right after a deploy are not outages.", "Don't page on the queue spike you see when a deploy rolls out — it's expected."],
    ["'not by' / 'can't'", "Refunds must be approved by the finance lead, not by the agent who opened the ticket.", "Only the finance lead's approval counts for refunds; the ticket's agent can't approve them."],
  ])("%s", (_, a, b) => {
    expect(opposedPolarity(a, b, true)).toBeNull();
    expect(judgePair(mem(a), mem(b), 0.75).verdict).not.toBe("conflict");
  });
});

describe("the denial still stands against a plain assertion or a crossed choice", () => {
  it("no denial beside the word: a yes and a no", () => {
    const [a, b] = ["Spare soup goes to the night shelter after closing.", "We don't give soup to the night shelter."];
    expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
  it("the denials cross, each side asserting what the other denies: a swapped choice", () => {
    const [a, b] = ["Ship the county layers as shapefiles, not GeoJSON.", "Deliver GeoJSON to the county, never shapefiles."];
    expect(opposedPolarity(a, b, true)).not.toBeNull();
    expect(judgePair(mem(a), mem(b), 0.75).verdict).toBe("conflict");
  });
  it.each([
    ["the contrast's chosen side", "Use Vitest, not Jest, for new packages.", "Don't use Vitest for new packages."],
    ["the affirmed predicate denied", "Deploys run on Fridays, not Mondays.", "No deploys on Fridays."],
    ["the affirmed predicate denied, its value outside the denial", "Invoices go out by email, never by post.", "We don't send invoices by email."],
  ])("the other side denies what this side affirms beside its own denial: %s", (_, a, b) => {
    expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
  it("a denial in another clause ('so', 'when') leaves the word asserted", () => {
    for (const [a, b] of [
      ["Kiosks accept cash payments when the card reader won't connect.", "Cash payments are disabled on the kiosks."],
      ["The cookie is set with SameSite=Strict so it is never sent on cross-site requests.", "Session cookie: SameSite=Lax"],
    ]) expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
  it("a negative pronoun is a clause of its own: '4 open alerts nobody has triaged' still says open", () => {
    const [a, b] = ["The gateway has no open security alerts.", "The gateway has 4 open security alerts nobody has triaged."];
    expect(opposedPolarity(a, b, true)).not.toBeNull();
  });
});
