// Round 9 (judgconf9): a rule against a practice — sentences of their own, not the bench's.
import { describe, expect, it } from "vitest";
import { policyPracticeConflict } from "./policy-practice";

const m = (type: string, content: string) => ({ type, content });

describe("a rule against something, and a memory that says it is done", () => {
  it("a prohibition and the practice it forbids, in other words", () => {
    expect(policyPracticeConflict(m("decision", "No stored procedures in the billing schema."), m("fact", "Every billing report is a stored procedure in the billing schema."))).not.toBeNull();
    expect(policyPracticeConflict(m("fact", "Failed webhooks are retried automatically five times."), m("gotcha", "Never retry failed webhooks automatically — the partner double-books them."))).not.toBeNull();
  });
  it("a category ruled out, and a member of it in use", () => {
    const r = policyPracticeConflict(m("decision", "We never use ORMs in the ledger service."), m("fact", "The ledger service talks to Postgres through Prisma."));
    expect(r?.subject).toBe("orm");
  });
  it("the same word outside the rule's stance is no conflict", () => {
    // ("stored procedures" named, but the rule forbids something else.)
    expect(policyPracticeConflict(m("decision", "No manual edits in the billing schema."), m("fact", "Every billing report is a stored procedure in the billing schema."))).toBeNull();
  });
  it("a memory that is no rule (a fact that denies) against a practice is left to the closeness-gated reader", () => {
    expect(policyPracticeConflict(m("fact", "The billing schema has no stored procedures."), m("fact", "Every billing report is a stored procedure in the billing schema."))).toBeNull();
  });
  it("two warnings on one thing agree: one forbids it, the other says what it costs", () => {
    expect(policyPracticeConflict(m("gotcha", "Never auto-retry failed webhooks; replay them by hand."), m("gotcha", "Automatic retries of failed webhooks double-book the partner; someone replays them by hand."))).toBeNull();
  });
  it("a member of the category with nothing else shared is another topic", () => {
    expect(policyPracticeConflict(m("decision", "We never use ORMs in the ledger service."), m("fact", "The blog engine uses Prisma."))).toBeNull();
  });
  it("a practice side that itself turns the member down is no practice of it", () => {
    expect(policyPracticeConflict(m("decision", "We never use ORMs in the ledger service."), m("fact", "The ledger service does not use Prisma."))).toBeNull();
  });
  it("far apart in meaning (write time), nothing is read", () => {
    expect(policyPracticeConflict(m("decision", "No stored procedures in the billing schema."), m("fact", "Every billing report is a stored procedure in the billing schema."), 0.1)).toBeNull();
  });
});
