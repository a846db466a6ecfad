// Round 7 (judgff7): false flags — denials that are requirements, conditions or degrees take no yes-or-no stance.
// Sentences of their own, not the bench's; each case has its yes-against-no twin that must still conflict.
import { describe, expect, it } from "vitest";
import { deniedByOne, deniedAgainstMention, polarityConflict, rootOf, stanceOf } from "./negation-scope";
import { type JudgedMemory, judgePair } from "./compare";
import { distinctPopulations } from "./qualifiers";
import { oppositionsAcross } from "./opposites";
import { assignedEnvironments, namedEnvironments } from "./weak-qualifiers";

let n = 0;
const judged = (content: string): JudgedMemory => ({
  id: `r7-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("a requirement said with two negations is no denial", () => {
  it("'don't X without Y' asserts nothing against 'always Y before X'", () => {
    expect(polarityConflict("Don't rotate the signing key without a backup of the keystore.", "Always take a keystore backup before you rotate the signing key.", 0.8, 0)).toBeNull();
    expect(stanceOf("Don't rotate the signing key without a backup of the keystore.").denied.has(rootOf("backup"))).toBe(false);
  });
  it("'no X … without Y' and 'Xs lacking Y get no Z' are requirements", () => {
    expect(stanceOf("No schema change merges without a migration test.").denied.size).toBe(0);
    expect(stanceOf("Orders lacking a billing address get no invoice.").denied.size).toBe(0);
  });
  it("'won't start without X' still asserts X (a failure before 'without')", () => {
    expect(stanceOf("The worker won't start without QUEUE_URL set.").asserted.has("queue_url")).toBe(true);
  });
  it("a plain denial still conflicts with a plain yes", () => {
    expect(polarityConflict("We don't take keystore backups.", "We take keystore backups nightly.", 0.8, 0)).not.toBeNull();
  });
});

describe("a denial under a condition meets a text with a condition of its own as a rule of when", () => {
  it("'won't X unless Y' against 'X even when …, unless Y'", () => {
    expect(deniedByOne("Editing a comment won't notify watchers unless they are mentioned.", "Watchers get notified of comment edits only when mentioned, unless muted.")).toBeNull();
  });
  it("'X is blocked if Y' against 'the gate fails X when Y'", () => {
    expect(polarityConflict("Releases are blocked if the canary error rate is above 2%.", "The deploy gate fails the release when the canary error rate goes above 2%.", 0.8, 0)).toBeNull();
  });
  it("the same conditional denial against an unconditional yes still conflicts", () => {
    expect(polarityConflict("The CLI sends no crash reports unless the user opts in.", "The CLI sends crash reports by default.", 0.8, 0)).not.toBeNull();
  });
  it("a participle clause ('unmounted, …') is a condition, not a state", () => {
    expect(stanceOf("Unmounted, the volume reads as empty.").conditioned.has(rootOf("mounted"))).toBe(true);
    expect(deniedAgainstMention("Always mount the volume before reading it; unmounted, it reads as empty.", "If the volume is not mounted first it reads as empty, so mount it before reading.")).toBeNull();
  });
});

describe("degrees and effects deny no state", () => {
  it("'doesn't X well' says how well, not whether", () => {
    expect(polarityConflict("Firefox doesn't render the color picker well.", "The color picker renders in Firefox, Chrome and Safari.", 0.8, 0)).toBeNull();
    expect(polarityConflict("Firefox doesn't render the color picker.", "The color picker renders in Firefox, Chrome and Safari.", 0.8, 0)).not.toBeNull();
  });
  it("an action as the subject of a verb cue ('flipping it stops X') is an effect", () => {
    expect(stanceOf("Setting the flag to false stops all exports within a minute.").denied.size).toBe(0);
    expect(stanceOf("The scheduler stops all exports at midnight.").denied.has(rootOf("exports"))).toBe(true);
  });
});

describe("what a cue reaches and what is a cue", () => {
  it("a contrast inside a condition is part of the condition ('if you change X but not its name')", () => {
    const s = stanceOf("Bump the revision if you change the archive's contents but not its name.");
    expect(s.conditioned.has(rootOf("name"))).toBe(true);
    expect(deniedByOne("Bump the revision if you change the archive's contents but not its name.", "When an archive's contents change and its name doesn't, the old download is reused, so bump the revision.")).toBeNull();
  });
  it("a locative before a bare name narrows the denial to that place", () => {
    expect(stanceOf("we don't collect analytics in pocketbook").denied.has(rootOf("pocketbook"))).toBe(false);
    // (not after a light verb: "never put them in Redis" denies Redis)
    expect(stanceOf("they never put sessions in Redis").denied.has(rootOf("redis"))).toBe(true);
  });
  it("a time qualifier ends a verbal denial", () => {
    expect(stanceOf("The cache didn't refresh after the nightly retrain.").denied.has(rootOf("retrain"))).toBe(false);
  });
  it("'keep X off' denies X", () => {
    expect(stanceOf("keep sandbox mode off for production windows").denied.has(rootOf("sandbox"))).toBe(true);
  });
  it("a verb cue before a copula is a noun ('the drop was caused by …')", () => {
    expect(stanceOf("The signup drop was caused by a broken captcha.").denied.has(rootOf("caused"))).toBe(false);
    expect(stanceOf("We drop stale sessions nightly.").denied.has(rootOf("stale"))).toBe(true);
  });
  it("'over' before a number is a comparison, not a rejected alternative", () => {
    expect(stanceOf("Refunds over $500 always go to a supervisor.").denied.size).toBe(0);
    expect(stanceOf("We go with Postgres over MySQL.").denied.has(rootOf("mysql"))).toBe(true);
  });
  it("a negative compound denies its first part as a predicate, not as a kind", () => {
    expect(stanceOf("Username lookup is case-insensitive.").denied.has(rootOf("case"))).toBe(true);
    expect(stanceOf("The crash-free session rate is 99.4%.").denied.has(rootOf("crash"))).toBe(false);
  });
});

describe("environments and populations read from structure", () => {
  it("an environment key set as the condition of the rest qualifies the text; a bare setting does not", () => {
    expect(assignedEnvironments("PAYMENTS_ENV=sandbox → charges go to the fake acquirer 7712")).toEqual(["sandbox"]);
    expect(assignedEnvironments("APP_STAGE=prod: webhooks are signed with key B")).toEqual(["production"]);
    expect(assignedEnvironments("The container sets NODE_ENV=production")).toEqual([]);
    expect(assignedEnvironments("STRICT_MODE=true, so unknown fields fail")).toEqual([]);
    const [a, b] = [judged("SHOP_ENV=test → uses the test merchant 4410"), judged("SHOP_ENV=live → merchant 0077")];
    expect(judgePair(a, b, 0.8).verdict).not.toBe("conflict");
  });
  it("two kinds of builds are two populations; a build under a circumstance is no kind", () => {
    expect(distinctPopulations("Nightly builds ship with source maps.", "Store builds strip source maps.")).not.toBeNull();
    expect(distinctPopulations("Firmware builds use the shared cache.", "Never share the cache: it corrupts under parallel builds.")).toBeNull();
  });
});

describe("formatting and polarity items are no opposition", () => {
  it("markdown emphasis is formatting: one rule with and without it is one memory", () => {
    const [a, b] = [judged("* _never_ force-push to release branches"), judged("never force-push to release branches")];
    expect(judgePair(a, b, 0.9).verdict).toBe("duplicate");
    // (identifiers keep their underscores: a value in snake_case still differs)
    expect(judgePair(judged("Set max_pool_size to 10."), judged("Set max_pool_size to 20."), 0.9).verdict).toBe("conflict");
  });
  it("'never' against 'ever' on a side that denies too is one prohibition", () => {
    expect(oppositionsAcross("Tokens must never be printed in CI output.", "Tokens don't get printed in CI output, ever.").some((o) => o.a === "never" || o.b === "never")).toBe(false);
  });
});

describe("noun phrases, contrasts and bounds", () => {
  it("a hyphenated modifier is one word of a denied noun phrase", () => {
    expect(stanceOf("No end-of-quarter deploys.").denied.has(rootOf("deploys"))).toBe(true);
  });
  it("', not one X each' after 'one X pool' contrasts two kinds of X, no denial of X", () => {
    expect(stanceOf("Workers share one connection pool, not one connection each.").denied.has(rootOf("connection"))).toBe(false);
    // (a contrast naming something the clause before did not say still denies it)
    expect(stanceOf("The outage was caused by DNS, not the load balancer.").denied.has(rootOf("balancer"))).toBe(true);
  });
  it("a bound on a quantity is a condition of its own against a conditional denial", () => {
    expect(stanceOf("Crane lift limit: wind under 9 m/s.").conditional).toBe(true);
    expect(deniedByOne("Crane lift limit: wind under 9 m/s.", "Don't lift when wind exceeds 30 km/h.")).toBeNull();
  });
});

describe("a contrast names a compound as a whole", () => {
  it("', not test-first' still denies test-first after 'I write tests after the code'", () => {
    expect(stanceOf("I write tests after the code is done, not test-first.").denied.has(rootOf("test"))).toBe(true);
  });
});

describe("environments written inside names", () => {
  it("a hostname, slug or key part names the environment; a top-level domain does not", () => {
    expect(namedEnvironments("Bucket: media-stg-assets", "Bucket: media-prod-assets")[0]).toEqual(["staging"]);
    expect(namedEnvironments("Publishable key pk_live_91", "Publishable key pk_test_12")[0]).toEqual(["production"]);
    expect(namedEnvironments("Docs host: docs.internal.acme.dev", "Docs host: docs2.internal.acme.dev")[0]).toEqual([]);
  });
  it("the same name without its environment part is the production twin", () => {
    expect(namedEnvironments("search-staging.shop.io caps at 50 rps", "search.shop.io caps at 400 rps")).toEqual([["staging"], ["production"]]);
    expect(judgePair(judged("search-staging.shop.io caps at 50 rps"), judged("search.shop.io caps at 400 rps"), 0.8).verdict).not.toBe("conflict");
    // (one environment on both sides still conflicts)
    expect(judgePair(judged("search-staging.shop.io caps at 50 rps"), judged("search-staging.shop.io caps at 400 rps"), 0.8).verdict).toBe("conflict");
  });
});
