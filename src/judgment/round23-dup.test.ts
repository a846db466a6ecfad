/**
 * Session 27's merge guards for the duplicate model's fold gaps and AC's wrong merge (bench/judgment/README.md "Round 23:
 * duplicates"). Sentences of our own, not the bench's; each reading with a look-alike it must leave alone.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, learnedMergeClash, mergeClash } from "./compare";
import { rejectedOptionClash, turnedDownOptions, withoutTurnedDown } from "./rejected-option";
import { contextsOfClause } from "./text";
import { disjointFindings, disjointPastOneSynonym } from "./predicate-coverage";
import { modelMergeGuard } from "./taste-guard";
import { addedValue } from "./added-value";

let n = 0;
const mem = (content: string, type = "preference"): JudgedMemory => ({
  id: `d${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("two texts that swap their options (rejected-option.ts swappedOptions)", () => {
  it("reads 'rather <clause> than Y' as turning Y down", () => {
    expect(turnedDownOptions("I'd rather get deploy alerts in Teams than by pager.")).toEqual(["by pager"]);
    expect(withoutTurnedDown("I'd rather get deploy alerts in Teams than by pager.")).toBe("I'd rather get deploy alerts in Teams than .");
  });
  it.each([
    ["rather … than / a drawback", "I'd rather get deploy alerts in Teams than by pager.", "send deploy alerts to my pager; Teams is far too easy to miss"],
    ["over / instead of", "I prefer tabs over spaces in the Go files.", "Spaces in the Go files instead of tabs, please."],
  ])("%s: no merge", (_, a, b) => {
    expect(rejectedOptionClash(a, b)).toMatch(/turns down/);
    expect(rejectedOptionClash(b, a)).toMatch(/turns down/);
    expect(mergeClash(a, b)).not.toBeNull();
    for (const cos of [0.9, 0.75]) expect(judgePair(mem(a), mem(b), cos).verdict).not.toBe("duplicate");
  });
  it.each([
    ["one option turned down on both sides", "We chose Postgres over MySQL for billing.", "Billing went with Postgres instead of MySQL."],
    ["one side turns down, the other only chooses", "I'd rather get deploy alerts in Teams than by pager.", "Deploy alerts go to Teams."],
  ])("look-alike, %s: no swap", (_, a, b) => expect(rejectedOptionClash(a, b)).toBeNull());
});

describe("environments named in other languages (lexicon.ts, text.ts ENVIRONMENT_COMPOUND)", () => {
  it.each([
    ["Dutch, with a hyphenated head noun", "acceptatie-omgeving: de cache wordt elke nacht geleegd", "staging"],
    ["Dutch, one compound word", "De testomgeving praat met een nep-API.", "test"],
    ["Dutch, the bare word", "In productie draait de echte koppeling.", "production"],
    ["German, one compound word", "Die Testumgebung nutzt eine Kopie der Datenbank.", "test"],
    ["English with a hyphen", "the prod-env bucket keeps 30 days", "production"],
  ])("%s", (_, clause, context) => expect(contextsOfClause(clause)).toContain(context));
  it("two environments in Dutch are two places, not one memory", () => {
    const [a, b] = [mem("acceptatie-omgeving: tarieven worden elke nacht gereset", "fact"), mem("billing productie: tarieven wijzigen alleen na een besluit", "fact")];
    expect(judgePair(a, b, 0.8).verdict).toBe("lookalike");
  });
  it("look-alike: a word ending in the head noun whose stem is no environment", () => {
    expect(contextsOfClause("the werkomgeving of the team is quiet")).toEqual([]);
  });
});

describe("one loose cover is no shared finding for the duplicate model (predicate-coverage.ts disjointPastOneSynonym)", () => {
  const [a, b] = ["The kiosk can issue refunds to the original card.", "The kiosk can print tickets at home as PDF."];
  it("two actions on two objects meeting in one synonym are two properties", () => {
    expect(disjointPastOneSynonym(a, b)).toMatch(/two different things/);
    expect(modelMergeGuard(mem(a, "capability"), mem(b, "capability"))).toMatch(/two different things/);
  });
  it("look-alikes: the combiner's strict form keeps a one-synonym paraphrase; a word written alike anchors it", () => {
    const [p, q] = ["When reviewing pull requests, point out problems first, then praise.", "In pull request reviews, lead with the issues; compliments come after."];
    expect(disjointFindings(p, q)).toBeNull();
    expect(disjointPastOneSynonym("The kiosk can issue refunds to the original card.", "The kiosk can hand out refunds back onto the card.")).toBeNull();
  });
});

describe("a refinement that adds a value (added-value.ts)", () => {
  it("one side states the other's value and one more of its kind", () => {
    const [a, b] = ["PDF exports are limited to 50 MB.", "Invoice exports are capped at 5 MB (stricter than the general 50 MB export limit)."];
    expect(addedValue(a, b)).toMatch(/5 MB beside/);
    expect(addedValue(b, a)).toMatch(/5 MB beside/);
    expect(learnedMergeClash(a, b, 0.8)).not.toBeNull();
  });
  it.each([
    ["the same value in two units", "Request bodies are limited to 1 GB.", "The body limit is 1024 MB per request."],
    ["a value said in words on one side", "Sync runs every 2 hours and takes an hour.", "Every 2 hours the sync runs for about an hour."],
    ["a value on each side only (value-clash.ts's)", "Uploads are limited to 10 MB.", "Uploads are limited to 20 MB."],
  ])("look-alike: %s", (_, a, b) => expect(addedValue(a, b)).toBeNull());
});

describe("a refinement that adds a value: counts read two ways are no added value", () => {
  it("a key/value line and its sentence", () => {
    expect(addedValue("Queue topic audit.log: partitions=12, replication.factor=3", "The audit.log topic has 12 partitions and a replication factor of 3.")).toBeNull();
  });
});
