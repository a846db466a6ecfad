// Round 10 (judgff10): false flags — a negation that is no denial of what follows (a bound said as
// "no more than"), one negative relation said from its two ends, a gerund turned down as a whole.
// Sentences of their own, not the bench's; each case has a look-alike twin that must still conflict.
import { describe, expect, it } from "vitest";
import { opposedPolarity, stanceOf } from "./negation-scope";

describe("a negated comparative is a bound, not a denial", () => {
  it("'no more than 3 seconds' denies neither the number nor the unit", () => {
    const s = stanceOf("Replies reach the phone no more than 3 seconds after the push.");
    expect([...s.denied]).toEqual([]);
    expect(opposedPolarity("Replies reach the phone within 3 seconds of the push.", "Replies reach the phone no more than 3 seconds after the push.")).toBeNull();
  });
  it("'not later than Friday' is a deadline; 'no longer than an hour' is a limit", () => {
    expect([...stanceOf("Invoices go out not later than Friday.").denied]).toEqual([]);
    expect([...stanceOf("Backups take no longer than an hour.").denied]).toEqual([]);
  });
  it("look-alikes: 'no longer' without 'than' is still a change, 'not 3 seconds' still a denial", () => {
    expect(stanceOf("We no longer use Memcached.").denied.size).toBeGreaterThan(0);
    expect(opposedPolarity("The sync job runs on Memcached hosts.", "The sync job no longer runs on Memcached hosts.")).not.toBeNull();
    expect(stanceOf("Replies take seconds, not minutes.").denied.size).toBeGreaterThan(0);
  });
});

describe("one negative relation said from its two ends", () => {
  it("'X never includes Y' and 'Y …, never with X' deny one link, no yes against a no", () => {
    expect(opposedPolarity("Refunds are booked in a nightly batch, never with live orders.", "Live orders never include refunds; those go to the nightly batch.")).toBeNull();
    expect(opposedPolarity("Interns don't approve expense reports; a manager does.", "Expense reports are approved by a manager, not interns.")).toBeNull();
    expect(opposedPolarity("Webhooks never reach the sandbox tenant.", "The sandbox tenant doesn't get webhooks at all.")).toBeNull();
  });
  it("look-alike: one side asserts the link the other denies: still opposed", () => {
    expect(opposedPolarity("Refunds are booked together with live orders.", "Live orders never include refunds.")).not.toBeNull();
    expect(opposedPolarity("Interns approve expense reports.", "Interns don't approve expense reports; a manager does.")).not.toBeNull();
  });
  it("look-alike: an imperative has no subject, a swapped choice stays opposed", () => {
    expect(opposedPolarity("Use tabs not spaces.", "Use spaces not tabs.")).not.toBeNull();
  });
});

describe("a gerund after 'instead of' is turned down with its object", () => {
  it("'instead of rebuilding the whole bundle' turns down the bundle too", () => {
    const s = stanceOf("The watcher recompiles the changed module instead of rebuilding the whole bundle.");
    expect(s.rejected.has("bundl") || [...s.rejected].some((w) => w.startsWith("bundl"))).toBe(true);
    expect(opposedPolarity("The watcher recompiles only the changed module, not the whole bundle.", "The watcher recompiles the changed module instead of rebuilding the whole bundle.")).toBeNull();
  });
  it("look-alike: a plain noun after 'instead of' is still two words, and the opposite stance still conflicts", () => {
    expect(opposedPolarity("The watcher rebuilds the whole bundle on each save.", "The watcher recompiles the changed module instead of rebuilding the whole bundle.")).not.toBeNull();
  });
});

describe("a negative predicate adjective is a negative fact, not an assertion", () => {
  it("'are invisible to' / 'is unsafe' state the same negative as a denial", () => {
    expect(opposedPolarity("Worker threads can't touch the DOM tree; post a message instead.", "The DOM tree is invisible to worker threads - post a message to reach it.")).toBeNull();
    expect(opposedPolarity("Order ids repeat across shops, so the order id alone can't identify a customer.", "Customer lookup by order id alone is unreliable: ids repeat across shops.")).toBeNull();
  });
  it("look-alikes: a negative form that names who ('unauthenticated guests') or a plain Latinate word ('important') is no negative predicate", () => {
    expect(opposedPolarity("The cache is not enabled for guests.", "The cache is enabled for unauthenticated guests.")).not.toBeNull();
    expect(opposedPolarity("Worker threads can't touch the DOM tree.", "The DOM tree is important to worker threads.")).not.toBeNull();
  });
});

describe("a bare 'don't.' after a clause denies that clause", () => {
  it("'rebuilding the index during business hours stalls checkout; don't.' denies the rebuild", () => {
    const s = stanceOf("Rebuilding the search index during business hours stalls checkout; don't.");
    expect([...s.denied].some((w) => w.startsWith("rebuild"))).toBe(true);
    expect(opposedPolarity("Don't rebuild the search index during business hours.", "Rebuilding the search index during business hours stalls checkout; don't.")).toBeNull();
  });
  it("look-alikes: the same clause without 'don't.' asserts it, and against an instruction to do it the denial stands", () => {
    expect([...stanceOf("Rebuilding the search index during business hours stalls checkout.").denied]).toEqual([]);
    expect(opposedPolarity("Rebuild the search index during business hours.", "Rebuilding the search index during business hours stalls checkout; don't.")).not.toBeNull();
  });
});
