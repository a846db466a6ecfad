/**
 * An option one text turns down and the other chooses (rejected-option.ts): "easier to read than the long form"
 * names long flags only as the loser, so "use long flags" / "short flags please" choose opposite options though
 * both texts say "long". Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, mergeClash } from "./compare";
import { rejectedOptionClash, withoutTurnedDown } from "./rejected-option";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r${n++}`, type: "preference", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("the turned-down option", () => {
  it.each([
    ["a preference comparison", "Tabs are easier to read for me than the long form.", "Tabs are easier to read for me than ."],
    ["rather than", "Use pnpm rather than npm.", "Use pnpm rather than ."],
    ["instead of (the option runs to four words)", "We went with Terraform instead of Pulumi for infra.", "We went with Terraform instead of ."],
    ["prefer X over Y", "I prefer named exports over default exports.", "I prefer named exports over ."],
    ["a contrast", "Use long flags (--recursive, not -r) always.", "Use long flags (--recursive, not ) always."],
    ["a drawback opening its clause (round 22)", "Run standups async — live calls take too long.", "Run standups async — take too long."],
    ["a drawback after a semicolon", "Use Vite; webpack is way too slow for us.", "Use Vite; is way too slow for us."],
  ])("%s", (_, text, without) => expect(withoutTurnedDown(text)).toBe(without));

  it("leaves a comparison that names the winner after 'than', and 'over' as a quantity, alone", () => {
    expect(withoutTurnedDown("Python is slower than Go for this job.")).toBe("Python is slower than Go for this job.");
    expect(withoutTurnedDown("Uploads over 10 MB go to S3.")).toBe("Uploads over 10 MB go to S3.");
    // A long subject is a situation, not an option.
    expect(withoutTurnedDown("The nightly build on the ARM runners takes too long.")).toBe("The nightly build on the ARM runners takes too long.");
  });
});

describe("one side chooses what the other turns down: no merge", () => {
  it.each([
    ["long / short flags", "When you give me shell commands, use long flags so I can read them later.", "Short flags in shell commands please; they are easier to read for me than the long form."],
    ["short / long answers", "Keep answers short rather than long.", "Long answers please, rather than short ones that skip the reasoning."],
    ["sync / async", "Call the billing API async, not sync.", "Call the billing API sync; it is simpler for us than async."],
    ["single / double, the other's choice named with its drawback", "For the league final I like a double round robin.", "Play the league final as a single round robin — double round robin takes too long."],
  ])("%s", (_, a, b) => {
    expect(rejectedOptionClash(a, b)).toMatch(/turns down/);
    expect(rejectedOptionClash(b, a)).toMatch(/turns down/);
    expect(mergeClash(a, b)).not.toBeNull();
    for (const cos of [0.95, 0.8]) expect(judgePair(mem(a), mem(b), cos).verdict).not.toBe("duplicate");
  });
});

describe("look-alikes: the same choice said two ways", () => {
  it.each([
    ["over / instead of", "We picked Terraform over Pulumi for the infra repo.", "For infra we went with Terraform instead of Pulumi."],
    ["rather than / over", "For JS projects, use pnpm rather than npm.", "I prefer pnpm over npm for JavaScript projects."],
    ["a contrast both ways", "Keep answers short, not long.", "Short answers please, rather than long ones."],
    ["no turned-down option", "Use long flags in shell commands.", "Long flags in shell commands, please."],
    ["the winner after 'than'", "Long flags are easier to read than short ones.", "Use long flags; short ones are harder to read."],
  ])("%s", (_, a, b) => {
    expect(rejectedOptionClash(a, b)).toBeNull();
    expect(rejectedOptionClash(b, a)).toBeNull();
  });
});
