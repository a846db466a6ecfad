// Round 14 (judgconf14): false flags of the polarity and frame readers on paraphrases, read by grammar. Sentences of
// their own, not the bench's; each mechanism has look-alikes that must keep their verdict.
import { describe, expect, it } from "vitest";
import { polarityConflict, rootOf, stanceOf } from "./negation-scope";
import { frameConflict, frameValuesDiffer } from "./frames";
import { requirementBefore } from "./text";

const conflict = (a: string, b: string) => polarityConflict(a, b, 0.9, 0);
const denies = (text: string, word: string) => stanceOf(text).denied.has(rootOf(word));

describe("a predicate after a non-finite 'being' names an event, no state", () => {
  it("'survives the worker being killed' denies neither the worker nor surviving", () => {
    expect(denies("The queue survives the worker being killed.", "worker")).toBe(false);
    expect(denies("The queue survives the worker being killed.", "survives")).toBe(false);
    expect(conflict("The queue survives the worker being killed.", "The queue survives worker kills.")).toBeNull();
  });
  it("a finite progressive ('is being removed') still denies its subject", () => {
    expect(denies("The legacy exporter is being removed.", "exporter")).toBe(true);
    expect(denies("The legacy exporter was removed.", "exporter")).toBe(true);
  });
});

describe("a pronoun after a nominal cue is the whole noun phrase", () => {
  it("'without it the frames are garbled' denies no word of the clause after 'it'", () => {
    expect(denies("Without it the reports are empty.", "reports")).toBe(false);
    expect(denies("Without them the build is slow.", "build")).toBe(false);
  });
  it("'without the resistor' still denies the resistor", () => {
    expect(denies("We ran the bus without the resistor.", "resistor")).toBe(true);
    expect(denies("We ship without telemetry.", "telemetry")).toBe(true);
  });
});

describe("damage before 'without' states a requirement", () => {
  it("reads garbled, corrupted, truncated as failures", () => {
    expect(requirementBefore("the frames are garbled")).toBe(true);
    expect(requirementBefore("the archive gets corrupted")).toBe(true);
    expect(requirementBefore("the frames are sent")).toBe(false);
  });
  it("'garbled without a terminator' agrees with 'needs a terminator'", () => {
    expect(denies("Frames are garbled without a bus terminator.", "terminator")).toBe(false);
    expect(conflict("The bus needs a terminator.", "Frames are garbled without a bus terminator.")).toBeNull();
  });
  it("a plain 'without' still denies: 'the bus runs without a terminator' against 'needs a terminator'", () => {
    expect(denies("The bus runs fine without a terminator.", "terminator")).toBe(true);
  });
});

describe("a negated necessity takes no stance on the thing", () => {
  it("'never has to sit in memory', 'doesn't need to restart' deny nothing", () => {
    expect(denies("The result set never has to sit in memory.", "memory")).toBe(false);
    expect(denies("You don't need to restart the worker.", "restart")).toBe(false);
    expect(stanceOf("You don't need to restart the worker.").hedged).toBe(true);
  });
  it("a plain negation of the same verb still denies", () => {
    expect(denies("The result set never sits in memory.", "memory")).toBe(true);
    expect(denies("Don't restart the worker.", "restart")).toBe(true);
    expect(denies("The worker doesn't need Redis.", "redis")).toBe(true);
  });
});

describe("the frame reader's 'one uses it, the other rejects it' agrees with the scoped reading", () => {
  it("a name denied through its verb on one side is not used there", () => {
    const a = "The admin console will not support Internet Explorer.";
    const b = "No Internet Explorer for the admin console.";
    expect(frameConflict(a, b)?.why ?? "").not.toMatch(/one uses it/);
  });
  it("a name under 'unless' after a bad outcome is needed, not turned down", () => {
    const a = "Rebuild the Addressables catalog after a schema change, otherwise players load stale bundles.";
    const b = "After a schema change players keep loading stale bundles unless you rebuild the Addressables catalog.";
    expect(frameConflict(a, b)).toBeNull();
    expect(frameValuesDiffer(a, b)).toBeNull();
  });
  it("a name used on one side and plainly rejected on the other still clashes", () => {
    expect(frameConflict("The admin console supports Internet Explorer.", "Decided: no Internet Explorer for the admin console.")?.why).toMatch(/internet explorer: one uses it/);
    expect(frameConflict("We deploy the docs site with Netlify.", "We dropped Netlify for the docs site.")?.why).toMatch(/netlify/i);
  });
});
