/**
 * Round 9 (judgdup9): paraphrases whose words all pair up merge without a vector (the nightly scan's
 * lexical candidates, import), on sentences of their own; look-alikes that pair up all but a value, a
 * noun in a slot or a stance stay apart, and a known far cosine still keeps an aligned pair apart.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { synonymAligned } from "./synonym-duplicate";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `m${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine?: number) => judgePair(mem(a), mem(b), cosine).verdict;

describe("every word paired up, no vector", () => {
  it("synonyms, acronyms spelled out and word forms merge", () => {
    // (Each of these was left unrelated without a vector before round 9.)
    expect(verdict("The nightly backup is purged every Sunday.", "Each Sunday we wipe the nightly backup.")).toBe("duplicate");
    expect(verdict("SLA breaches are escalated to the on-call lead.", "Service-level agreement breaches are escalated to the on-call lead.")).toBe("duplicate");
    expect(verdict("Each region gets its own bucket.", "There is one bucket per region.")).toBe("duplicate");
    expect(verdict("The deploy breaks when the lockfile is stale.", "The deploy fails if the lockfile is out of date.")).toBe("duplicate");
  });
  it("a value, a noun swapped in a slot, a denial or an extra number on one side stay apart", () => {
    expect(verdict("The nightly backup is purged every Sunday.", "Each Friday we wipe the nightly backup.")).not.toBe("duplicate");
    expect(verdict("SLA breaches are escalated to the on-call lead.", "Service-level agreement breaches are never escalated to the on-call lead.")).not.toBe("duplicate");
    expect(verdict("Each region gets its own bucket.", "There is one bucket per team.")).not.toBe("duplicate");
    expect(verdict("Clients get a receipt for every order.", "Partners get an invoice for every order.")).not.toBe("duplicate");
    expect(verdict("The deploy fails if the lockfile is out of date.", "The deploy fails if the lockfile is 3 days out of date.")).not.toBe("duplicate");
    expect(verdict("Each tenant gets its own Postgres schema.", "Each tenant gets its own Redis database.")).not.toBe("duplicate");
  });
  it("a known cosine below the gate still keeps an aligned pair apart; one above it merges as before", () => {
    const [a, b] = ["The deploy breaks when the lockfile is stale.", "The deploy fails if the lockfile is out of date."];
    expect(synonymAligned(a, b, undefined)).not.toBeNull();
    expect(synonymAligned(a, b, 0.4)).toBeNull();
    expect(synonymAligned(a, b, 0.7)).not.toBeNull();
  });
});
