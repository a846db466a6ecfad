/**
 * Round 5 (from halves H and K), on sentences of their own: opposite stances on one concept said in
 * other words, and closed classes of exclusive modes. Each conflict has a neighbour that must stay
 * unflagged (one stance said twice, both alternatives named, a denied mention).
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { stanceConflict, stancesOf } from "./stances";
import { modeConflict } from "./modes";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `s-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const pref = (content: string) => ({ type: "preference", content });

describe("stances", () => {
  it("reads + and − with their concept", () => {
    expect(stancesOf("Vitest over Jest for new packages.").map((s) => [s.plus, s.words[0]])).toEqual([[true, "vitest"], [false, "jest"]]);
    expect(stancesOf("She doesn't like long commit messages.").map((s) => s.plus)).toEqual([false]);
    expect(stancesOf("Tabs are not welcome in YAML files.").map((s) => [s.plus, s.words[0]])).toEqual([[false, "tabs"]]);
  });
  it("opposite stances on one concept conflict, through stems and word forms", () => {
    expect(stanceConflict(pref("Use Docker for local services."), pref("Hates Dockerfiles; wants everything run natively."), 0.5)).not.toBeNull();
    expect(stanceConflict(pref("I want docstrings on public functions."), pref("Don't bother writing docstrings, the names say enough."), 0.5)).not.toBeNull();
    expect(judgePair(mem("Vitest over Jest for new packages.", "preference"), mem("Keep using Jest everywhere; vitest is not welcome yet.", "preference"), 0.6).verdict).toBe("conflict");
  });
  it("one choice declared the only one for a job, against another preferred for it", () => {
    expect(stanceConflict(pref("Migrations: SQL files only."), pref("Prefer migrations written with the ORM's builder."), 0.6)).not.toBeNull();
    // The same choice preferred is agreement.
    expect(stanceConflict(pref("Migrations: SQL files only."), pref("Prefer migrations as plain SQL files."), 0.6)).toBeNull();
  });
  it("one stance said twice, or stances on different things, do not", () => {
    expect(stanceConflict(pref("Dislikes verbose logging."), pref("Doesn't like chatty logs."), 0.7)).toBeNull();
    // The same pair with the stance turned is a conflict: the reader saw the topic, the agreement kept it quiet.
    expect(stanceConflict(pref("Dislikes verbose logging."), pref("Likes chatty logs."), 0.7)).not.toBeNull();
    expect(stanceConflict(pref("Likes short PR descriptions."), pref("Never force-push to shared branches."), 0.5)).toBeNull();
    // Facts are not stances: "no X" in a fact is read by the state readers, not here.
    expect(stanceConflict({ type: "fact", content: "We use Redis for sessions." }, { type: "fact", content: "No Redis in the staging stack." }, 0.5)).toBeNull();
  });
});

describe("exclusive modes", () => {
  it("two alternatives of one class on one topic conflict", () => {
    expect(modeConflict("Thumbnails are rendered synchronously in the request.", "Thumbnail rendering runs on a background queue now.", 0.5)).not.toBeNull();
    expect(modeConflict("The scale talks to the till over USB.", "The scale is networked and reachable over TCP.", 0.5)).not.toBeNull();
    expect(modeConflict("Balances are kept as integer cents.", "The balance column is a float.", 0.5)).not.toBeNull();
    expect(modeConflict("The render farm job is I/O bound.", "Render farm workers are CPU bound.", 0.6)).not.toBeNull();
  });
  it("an effect against none, everything kept against sampling", () => {
    expect(modeConflict("The dedup stage helps recall a lot.", "Turning the dedup stage off made no measurable difference to recall.", 0.6)).not.toBeNull();
    expect(modeConflict("We keep all spans from the checkout service.", "Checkout service spans: tail sampling enabled, drops most fast requests.", 0.6)).not.toBeNull();
    expect(modeConflict("Prefetching helps cold starts a lot.", "Prefetching helps cold starts a lot on Android too.", 0.9)).toBeNull();
  });
  it("an alternative rejected around its mention is not picked (after reading L)", () => {
    expect(modeConflict("Release notes as bullet points.", "Write release notes in prose — bullet lists feel choppy.", 0.6)).not.toBeNull();
    expect(modeConflict("Prefer inheritance over composition in the widgets.", "Widgets use composition, no deep class hierarchy.", 0.6)).not.toBeNull();
    // "over" after a verb is no rejection: "talks over USB" picks USB.
    expect(modeConflict("The label printer talks ZPL over USB.", "The label printer is networked.", 0.6)).not.toBeNull();
  });
  it("a text naming both alternatives picks the one it moved to, else none", () => {
    expect(modeConflict("Netcode: rollback.", "We moved to lockstep netcode after rollback desynced.", 0.5)).not.toBeNull();
    expect(modeConflict("Netcode: rollback.", "We compared lockstep and rollback netcode.", 0.5)).toBeNull();
  });
  it("a denied mention asserts nothing; one alternative twice is no conflict", () => {
    expect(modeConflict("Exports are generated in the background.", "Exports are not synchronous, they go to a background worker.", 0.7)).toBeNull();
    expect(modeConflict("Thumbnails are rendered asynchronously.", "Thumbnail rendering runs on a background queue.", 0.7)).toBeNull();
  });
});
