/**
 * The learned combiner: what the features read from a pair, and what the combiner may and may not
 * do with the rules' verdict. Sentences written for this test, not taken from the labelled halves.
 */
import { describe, expect, it } from "vitest";
import { type CombinerWeights, learnedVerdict, type LogisticModel, probability } from "./combiner";
import { judgeByRules, type JudgedMemory, judgePair, judgeWithCombiner } from "./compare";
import { FEATURE_NAMES, type FeatureName, pairFeatures } from "./features";
import { valueInOtherRange } from "./ranges";

let n = 0;
const mem = (content: string, over: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `t${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...over,
});
const feature = (x: number[], name: FeatureName) => x[FEATURE_NAMES.indexOf(name)];

/** A model that answers `p` whatever the pair (bias only), to test the gates around the model. */
const constant = (p: number, threshold = 0.5): LogisticModel => ({
  mean: FEATURE_NAMES.map(() => 0), scale: FEATURE_NAMES.map(() => 1), weights: FEATURE_NAMES.map(() => 0), bias: Math.log(p / (1 - p)), threshold,
});
const forced = (conflict: number, duplicate: number): CombinerWeights => ({ features: FEATURE_NAMES, conflict: constant(conflict), duplicate: constant(duplicate) });

describe("pair features", () => {
  it("are one number in [0, 1] per named feature", () => {
    const { x } = pairFeatures(mem("The billing worker retries failed charges 3 times."), mem("Failed charges are retried five times by the billing worker."), 0.8);
    expect(x).toHaveLength(FEATURE_NAMES.length);
    for (const v of x) expect(v >= 0 && v <= 1).toBe(true);
  });

  it("see quantities of one dimension that differ, and keep such a pair from merging", () => {
    const f = pairFeatures(mem("The API gateway times out after 30 seconds."), mem("The API gateway times out after 45 seconds."), 0.95);
    expect(feature(f.x, "quantities_differ")).toBe(1);
    expect(feature(f.x, "numbers_each_new")).toBe(1);
    expect(f.mayMerge).toBe(false);
  });

  it("see equal quantities in other units as no difference", () => {
    const f = pairFeatures(mem("Upload sessions expire after 2 hours."), mem("An upload session expires after 120 minutes."), 0.9);
    expect(feature(f.x, "quantities_differ")).toBe(0);
    expect(f.mayMerge).toBe(true);
  });

  it("keep a memory that says all the other says and more from merging into it (a refinement), but not a restatement", () => {
    const short = mem("The CI runner caches node_modules between jobs.");
    const longer = mem("The CI runner caches node_modules between jobs, keyed on the lockfile hash; a clear-cache label on the PR drops it.");
    expect(pairFeatures(short, longer, 0.9).mayMerge).toBe(false);
    expect(pairFeatures(longer, short, 0.9).mayMerge).toBe(false);
    expect(pairFeatures(short, mem("Between jobs, the CI runner keeps node_modules cached."), 0.9).mayMerge).toBe(true);
  });

  it("see two tools for one job", () => {
    const f = pairFeatures(mem("Preview deployments are hosted on Vercel."), mem("Preview deployments are hosted on Netlify."), 0.9);
    expect(feature(f.x, "tools_differ")).toBe(1);
    expect(f.mayMerge).toBe(false);
  });

  it("see two versions of one thing", () => {
    const f = pairFeatures(mem("The worker image pins Python 3.11."), mem("The worker image pins Python 3.12."), 0.97);
    expect(feature(f.x, "versions_differ")).toBe(1);
    expect(f.mayMerge).toBe(false);
  });

  it("see a denial on one side only", () => {
    const f = pairFeatures(mem("Feature flags are evaluated on the server."), mem("Feature flags are not evaluated on the server."), 0.93);
    expect(feature(f.x, "denies_one_side")).toBe(1);
    expect(f.mayMerge).toBe(false);
  });

  it("see a paraphrase: shared topic, nothing value-like differs", () => {
    const f = pairFeatures(mem("Nightly exports land in the analytics bucket."), mem("The analytics bucket receives the nightly exports."), 0.81);
    expect(feature(f.x, "word_jaccard")).toBeGreaterThan(0.5);
    expect(feature(f.x, "topic_shared")).toBeGreaterThan(0);
    for (const name of ["frame_values_differ", "numbers_each_new", "tools_differ", "names_each_new", "denied_by_one"] as const) expect(feature(f.x, name)).toBe(0);
    expect(f.mayMerge).toBe(true);
  });

  it("never allow a merge across contexts", () => {
    const f = pairFeatures(mem("On staging, the queue consumer runs with debug logging."), mem("In production, the queue consumer runs with debug logging."), 0.95);
    expect(f.mayMerge).toBe(false);
  });
});

describe("a value inside the other side's range", () => {
  it.each([
    ["Worker heap limits should be set anywhere from 512 MB to 2 GB.", "The thumbnail worker runs with a 1Gi heap."],
    ["Support Ruby 3.0 through 3.3 in the gem.", "The gem's CI runs on Ruby 3.2."],
    ["Checkout responses must stay under 800 ms.", "Checkout currently answers in about 350 ms."],
    ["Keep audit logs for at least 1 year.", "Audit logs are kept for 400 days."],
    ["Queue consumers scale between 3 and 12 replicas.", "The email consumer is running 5 replicas."],
  ])("%s / %s", (a, b) => {
    expect(valueInOtherRange(a, b)).toBe(true);
    expect(pairFeatures(mem(a), mem(b), 0.7).mayMerge).toBe(false);
  });
  it.each([
    ["Queue consumers scale between 3 and 12 replicas.", "The email consumer is running 20 replicas."],
    ["Checkout responses must stay under 800 ms.", "Checkout currently answers in about 2 s."],
    ["max_upload: 50 MB", "Uploads are capped at most 50 MB."],
    ["Support Ruby 3.0 through 3.3 in the gem.", "The gem needs Ruby 3.4."],
  ])("not inside: %s / %s", (a, b) => expect(valueInOtherRange(a, b)).toBe(false));
});

describe("the combiner", () => {
  const paraphrase = [mem("Keep commit subjects under 50 characters.", { type: "preference" }), mem("Commit subject lines should stay below 50 chars.", { type: "preference" })] as const;

  it("turns probabilities up with the weights", () => {
    const m = { ...constant(0.5), weights: FEATURE_NAMES.map((name) => (name === "word_jaccard" ? 3 : 0)) };
    const low = FEATURE_NAMES.map(() => 0);
    const high = FEATURE_NAMES.map((name) => (name === "word_jaccard" ? 1 : 0));
    expect(probability(m, high)).toBeGreaterThan(probability(m, low));
  });

  it("leaves the rules' conflicts, duplicates, look-alikes and overrides alone", () => {
    const f = pairFeatures(paraphrase[0], paraphrase[1], 0.9);
    for (const verdict of ["conflict", "duplicate", "lookalike", "override"] as const) expect(learnedVerdict({ verdict, reason: "x" }, f, forced(0.99, 0.99))).toBeNull();
    expect(learnedVerdict({ verdict: "unrelated", reason: "x" }, f, forced(0.99, 0.01))?.verdict).toBe("conflict");
  });

  it("never merges two memories whose values differ, however sure the model is", () => {
    const [a, b] = [mem("Read replicas lag at most 5 seconds behind the primary."), mem("Read replicas lag at most 30 seconds behind the primary.")];
    const v = judgeWithCombiner(a, b, 0.97, forced(0.01, 0.999));
    expect(v.verdict).not.toBe("duplicate");
  });

  it("merges a paraphrase the rules leave apart when the model is sure, saying why", () => {
    const [a, b] = paraphrase;
    const f = pairFeatures(a, b, 0.62);
    expect(f.mayMerge).toBe(true);
    const sure = forced(0.01, 0.99);
    const v = learnedVerdict({ verdict: "unrelated", reason: "no shared claim" }, f, sure);
    expect(v?.verdict).toBe("duplicate");
    expect(v?.reason).toMatch(/^learned: .+ \(0\.\d\d\)$/);
    expect(judgeWithCombiner(a, b, 0.62, sure).verdict).toBe("duplicate");
  });

  it("never merges where the rules saw a refinement, a stated change or a denial on one side", () => {
    const f = pairFeatures(paraphrase[0], paraphrase[1], 0.9);
    expect(learnedVerdict({ verdict: "refines", reason: "same subject, compatible values" }, f, forced(0.01, 0.99))).toBeNull();
    const [a, b] = [mem("The Terraform modules live in infra/modules of the ops repo."), mem("Terraform modules were moved out of infra/modules into the separate acme/tf-modules repo.")];
    expect(judgeWithCombiner(a, b, 0.9, forced(0.01, 0.999)).verdict).not.toBe("duplicate");
  });

  it("stays out of the verdict when the fit switched a model off (threshold 2: no held-out gain)", () => {
    const [a, b] = paraphrase;
    // The same sure model as above, switched off: the rules' verdict comes back unchanged.
    const off: CombinerWeights = { features: FEATURE_NAMES, conflict: constant(0.99, 2), duplicate: constant(0.99, 2) };
    expect(judgeWithCombiner(a, b, 0.62, forced(0.01, 0.99)).verdict).toBe("duplicate");
    expect(judgeWithCombiner(a, b, 0.62, off)).toEqual(judgeByRules(a, b, 0.62));
  });

  it("does not merge two statements about different properties of one thing", () => {
    const [a, b] = [mem("The search API listens on port 9200."), mem("The search API is owned by the discovery team.")];
    expect(judgePair(a, b, 0.7).verdict).not.toBe("duplicate");
  });

  it("turns a learned conflict between a project memory and a global one into an override", () => {
    const [a, b] = [mem("Pull requests need one approval."), mem("Pull requests need two approvals from the platform team.", { project_id: "p1" })];
    const rule = judgeByRules(a, b, 0.6);
    if (rule.verdict !== "unrelated" && rule.verdict !== "refines") return expect(rule.verdict).not.toBe("duplicate");
    expect(judgeWithCombiner(a, b, 0.6, forced(0.99, 0.01)).verdict).toBe("override");
  });

  it("adds a conflict with its reason where the rules saw nothing, but never between two episodes", () => {
    const [a, b] = [mem("The release train leaves every other Wednesday."), mem("Mobile releases are cut on the first Monday of the month.")];
    const rule = judgeByRules(a, b, 0.6);
    if (rule.verdict === "unrelated" || rule.verdict === "refines") {
      const v = judgeWithCombiner(a, b, 0.6, forced(0.99, 0.01));
      expect(v.verdict).toBe("conflict");
      if (v.verdict === "conflict") expect(v.rule).toBe("learned");
    }
    const [e1, e2] = [mem(a.content, { type: "episode" }), mem(b.content, { type: "episode" })];
    expect(judgeWithCombiner(e1, e2, 0.6, forced(0.99, 0.01)).verdict).not.toBe("conflict");
  });

  it("leaves the rules alone without a cosine (the nightly scan) and around an explicit supersession", () => {
    const [a, b] = paraphrase;
    expect(judgeWithCombiner(a, b, undefined, forced(0.01, 0.999))).toEqual(judgeByRules(a, b));
    const c = { ...b, supersedes: a.id };
    expect(judgeWithCombiner(a, c, 0.9, forced(0.999, 0.999))).toEqual(judgeByRules(a, c, 0.9));
  });
});
