/**
 * Round 20 (judgconf24): a denial said with a cue on one side and with the cue's synonym on the other ("dropped" /
 * "discontinued", "stop" / "cancel", "skip" / "leave out") is one negative fact, not a yes against a no; a participle
 * cue before its noun names which things; the last part of a hyphenated noun ("sign-off") is no state word; a removal
 * said as an event or rule ("gets cancelled", "have to be deleted") denies nothing. Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { polarityConflict, stanceOf } from "./negation-scope";
import { removalIsAction } from "./text";

const denied = (text: string) => [...stanceOf(text).denied];

describe("synonyms of the negation cues deny what follows them", () => {
  it.each([
    ["We discontinued the weekly status email.", "email"],
    ["Members can cancel their gym subscription online.", "subscript"],
    ["The insurer declined claims from flood zones.", "claim"],
    ["We scrapped the mobile rewrite.", "rewrit"],
    ["When you summarise logs, leave out the stack traces.", "stack"],
    ["Keep the checkout page free of upsell banners.", "upsel"],
    ["The team is moving off Heroku this quarter.", "heroku"],
  ])("%s", (text, root) => {
    expect(denied(text).some((w) => w.startsWith(root))).toBe(true);
  });
});

describe("a cue on one side and its synonym on the other agree", () => {
  it.each([
    ["We dropped the weekly status email to managers.", "We discontinued the weekly status email to managers."],
    ["Users can stop their paid subscription from the app.", "Users can cancel their paid subscription from the app."],
    ["Reject refund requests older than sixty days.", "Decline refund requests older than sixty days."],
    ["When you summarise logs for me, skip the stack traces.", "Summarise logs for me and leave out the stack traces."],
  ])("%s / %s", (a, b) => {
    expect(polarityConflict(a, b, 0.9, 0.5)).toBeNull();
    expect(polarityConflict(b, a, 0.9, 0.5)).toBeNull();
  });

  it("while the synonym still says no to a plain yes", () => {
    expect(polarityConflict("We still send the weekly status email to managers.", "We discontinued the weekly status email to managers.", 0.9, 0.5)).not.toBeNull();
    expect(polarityConflict("Users can pause their paid subscription from the app.", "Users cannot pause their paid subscription from the app.", 0.9, 0.5)).not.toBeNull();
  });
});

describe("what is named, not denied", () => {
  it("a participle cue after a determiner is an adjective", () => {
    expect(denied("Each cancelled order releases its reserved stock.")).toEqual([]);
    expect(denied("The rejected invoices go to a review queue.")).toEqual([]);
    // After its subject it is still a cue: "we rejected the vendor invoices".
    expect(denied("We rejected the vendor invoices.").some((w) => w.startsWith("invoic"))).toBe(true);
  });

  it("the last part of a hyphenated noun is no state word", () => {
    expect(denied("Releases need a manager sign-off.")).toEqual([]);
    expect(denied("Latency versus cost is a trade-off.")).toEqual([]);
    expect(denied("The page cache is off.")).toContain("cach");
  });

  it("a removal as an event or a rule denies nothing; as a fact it denies its subject", () => {
    expect(denied("The worker restarts every time a job gets cancelled.")).toEqual([]);
    expect(denied("Stale preview builds get deleted after a week.")).toEqual([]);
    expect(denied("The data migration was cancelled.").some((w) => w.startsWith("migr"))).toBe(true);
  });

  it("removalIsAction reads a modal or 'get' just before the predicate, with or without a space after it", () => {
    expect(removalIsAction("stale branches get", "")).toBe(true);
    expect(removalIsAction("uploaded files have to be", "")).toBe(true);
    expect(removalIsAction("uploaded files have to be ", "")).toBe(true);
    expect(removalIsAction("the old branch was", "")).toBe(false);
  });
});
