/**
 * The subject guard of a learned merge in the middling band (slot-swap.ts subjectSwap, compare.ts
 * learnedMergeClash) and one-word synonym values (compare.ts sameWordValue). Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, LEARNED_SUBJECT_COS, learnedMergeClash } from "./compare";
import { subjectSwap } from "./slot-swap";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `s${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("two different subjects of one frame", () => {
  it.each([
    ["SLA breaches page the on-call lead.", "Service outages page the on-call lead."],
    ["Clients receive a receipt by email.", "Partners receive a receipt by email."],
    ["Refund requests go to the billing queue.", "Chargebacks go to the billing queue."],
  ])("%s / %s", (a, b) => {
    expect(subjectSwap(a, b)).toMatch(/two different subjects/);
    expect(learnedMergeClash(a, b, LEARNED_SUBJECT_COS - 0.05)).not.toBeNull();
  });
  it("is asked of learned merges only below the band's top", () => {
    const [a, b] = ["Refund requests go to the billing queue.", "Chargebacks go to the billing queue."];
    expect(learnedMergeClash(a, b, LEARNED_SUBJECT_COS + 0.1)).toBeNull();
  });
});

describe("one subject said two ways passes", () => {
  it.each([
    ["an acronym and its words", "The DWH is Snowflake.", "Our data warehouse is Snowflake."],
    ["a synonym", "Customers can cancel at any time.", "Clients can cancel at any time."],
    ["an abbreviation", "The k8s config lives in git.", "The Kubernetes configuration lives in git."],
    ["a setting has no subject", "region: eu-central-1", "Everything is deployed in eu-central-1."],
    ["the same subject, another verb", "SLA breaches page the on-call lead.", "SLA breaches alert the on-call lead."],
    ["one side adds a word only", "Breaches page the lead.", "SLA breaches page the lead."],
  ])("%s", (_, a, b) => expect(subjectSwap(a, b)).toBeNull());
});

describe("one-word values that are synonyms are one value", () => {
  it("is no conflict, and merges", () => {
    const v = judgePair(mem("The quote service is fast but memory-hungry."), mem("The quote service is quick but memory-hungry."), 0.97);
    expect(v.verdict).toBe("duplicate");
  });
  it("two different one-word values still conflict", () => {
    const v = judgePair(mem("The quote service is fast."), mem("The quote service is slow."), 0.9);
    expect(v.verdict).toBe("conflict");
  });
});
