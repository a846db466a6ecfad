// Round 13 (judgconf13): false flags of the polarity reader on paraphrases, read by grammar. Sentences of their own,
// not the bench's; each mechanism has look-alikes that must keep their verdict.
import { describe, expect, it } from "vitest";
import { polarityConflict, rootOf, stanceOf } from "./negation-scope";
import { otherInsideComparison, plainValueInOtherRange } from "./ranges";
import { alternation, isBelowWord } from "./comparison-words";

const conflict = (a: string, b: string) => polarityConflict(a, b, 0.9, 0);
const denies = (text: string, word: string) => stanceOf(text).denied.has(rootOf(word));

describe("a thing left out or kept outside is denied there", () => {
  it("reads 'leave/keep X out (of Y)' as a denial of X", () => {
    expect(denies("Leave stack traces out of the ticket.", "traces")).toBe(true);
    expect(denies("Leave the debug flags out of release builds.", "flags")).toBe(true);
    expect(denies("Keep vendor binaries out of the image.", "binaries")).toBe(true);
  });
  it("does not read other verbs with 'out' as a denial", () => {
    expect(stanceOf("It turned out the cache was stale.").denied.size).toBe(0);
    expect(stanceOf("We rolled out the new parser on Monday.").denied.size).toBe(0);
  });
  it("reads 'outside the/of X' as a denial of X, not 'outside' naming who", () => {
    expect(denies("Backups are kept outside the cluster.", "cluster")).toBe(true);
    expect(denies("The build cache lives outside of the workspace.", "workspace")).toBe(true);
    expect(stanceOf("Outside contractors get read-only access.").denied.size).toBe(0);
  });
  it("a prohibition said as 'leave out' agrees with 'don't'; against 'do it' it still conflicts", () => {
    expect(conflict("Don't paste stack traces into the ticket.", "Leave stack traces out of the ticket.")).toBeNull();
    expect(conflict("Leave stack traces out of the ticket.", "Paste stack traces into the ticket.")).not.toBeNull();
  });
  it("'kept outside the repo' agrees with 'not committed to the repo'; against 'in the repo' it conflicts", () => {
    expect(conflict("Signing keys live outside the monorepo, in the HSM.", "Signing keys are not committed to the monorepo; the HSM holds them.")).toBeNull();
    expect(conflict("Signing keys live outside the monorepo.", "Signing keys live in the monorepo under keys/.")).not.toBeNull();
  });
  it("a place outside inside a denial is where the denied thing would be, not a second denial", () => {
    expect(conflict("Tokens must never be stored outside the vault.", "Tokens can't be kept outside the vault.")).toBeNull();
  });
});

describe("dropping, discarding and losing are negative outcomes, like ignoring", () => {
  it("'drops X' and 'ignores X' say one thing", () => {
    expect(conflict("The proxy drops health-check pings from unknown hosts.", "The proxy ignores health-check pings from unknown hosts.")).toBeNull();
    expect(conflict("The proxy discards health-check pings from unknown hosts.", "The proxy ignores health-check pings from unknown hosts.")).toBeNull();
  });
  it("'forwards X' against 'ignores X' is still a conflict", () => {
    expect(conflict("The proxy forwards health-check pings from unknown hosts.", "The proxy ignores health-check pings from unknown hosts.")).not.toBeNull();
  });
});

describe("one list of comparison words for ranges and negation scope", () => {
  it("'lower than' and 'earlier than' bound from above, like 'less than' (they were missing)", () => {
    expect(otherInsideComparison("lower than 3.0", "The SDK floor is 2.5")).toBe(true);
    expect(otherInsideComparison("earlier than 2020", "Devices from 2019 are affected")).toBe(true);
    expect(otherInsideComparison("higher than 3.0", "The SDK floor is 2.5")).toBe(false);
    expect(otherInsideComparison("later than 2020", "Devices from 2019 are affected")).toBe(false);
  });
  it("every comparison word of the list narrows a denial to a subset, the new ones too", () => {
    // ("lower than" narrows: the other text's value 4 lies outside the subset, so no contradiction.)
    expect(conflict("We don't support firmware lower than 3.", "We support firmware 4 on every board.")).toBeNull();
    expect(conflict("We don't support firmware lower than 3.", "We support firmware 2 on every board.")).not.toBeNull();
  });
  it("reads the list's words as alternations, longest first", () => {
    expect(new RegExp(`^(?:${alternation(["max", "max of"])})`).exec("max of 5")?.[0]).toBe("max of");
    expect(isBelowWord("Earlier")).toBe(true);
    expect(isBelowWord("later")).toBe(false);
  });
});

describe("a denial supposed by a condition is no claim", () => {
  it("'if X is done without Y, …' says nothing against 'do X with Y'", () => {
    expect(conflict("If the dump is restored without --no-owner, every table ends up owned by postgres.", "Restoring the dump as postgres makes it own every table; pass --no-owner to pg_restore.")).toBeNull();
    expect(stanceOf("When the token isn't refreshed, calls fail with 401.").supposed.has(rootOf("refreshed"))).toBe(true);
  });
  it("a denial stated outright, or in the consequence, still conflicts", () => {
    expect(conflict("The restore runs without the owner flag.", "The restore runs with the owner flag set.")).not.toBeNull();
    expect(stanceOf("If the job fails, the cache is not cleared.").supposed.size).toBe(0);
  });
});

describe("a number named only as an upper bound is one that is not reached", () => {
  it("'below 40k' agrees with 'couldn't reach 40k'", () => {
    expect(conflict("We picked Kafka because the old broker stalled below 20k events per second.", "The old broker couldn't reach 20k events/s, so we picked Kafka.")).toBeNull();
    expect(conflict("Uploads stay under 5MB after compression.", "Uploads never hit 5MB after compression.")).toBeNull();
  });
  it("a lower bound or the plain number still conflicts with the denial", () => {
    expect(conflict("The old broker sustained over 20k events per second.", "The old broker couldn't reach 20k events per second.")).not.toBeNull();
    expect(conflict("The old broker sustained 20k events per second.", "The old broker couldn't reach 20k events per second.")).not.toBeNull();
  });
});

describe("a proper name denied on one side and named on the other is its own subject", () => {
  it("needs no other shared word when the name is written as one (inner capitals, digits, code)", () => {
    expect(conflict("Message bus: RabbitMQ.", "We stopped running RabbitMQ; everything moved to NATS.")).not.toBeNull();
    expect(conflict("Physics: PhysX5.", "We dropped PhysX5 after the ragdoll bugs.")).not.toBeNull();
  });
  it("a plain word, or a word capitalised only at a sentence's start, still needs a second shared word", () => {
    expect(conflict("Broker: queue.", "We stopped the queue experiments in March.")).toBeNull();
    expect(conflict("Retries: three.", "Retries are not logged anywhere.")).toBeNull();
  });
  it("the closeness gate still applies", () => {
    expect(polarityConflict("Message bus: RabbitMQ.", "We stopped running RabbitMQ; everything moved to NATS.", 0.2, 0)).toBeNull();
  });
});

describe("a note's clause without its copula ('NFS store retired')", () => {
  it("reads a participle ending the clause right after its noun as the negative predicate", () => {
    expect(denies("Builds now go to GCS, Jenkins server decommissioned", "jenkins")).toBe(true);
    expect(denies("legacy bucket deleted", "bucket")).toBe(true);
    expect(conflict("Nightly builds run on the Jenkins server in the lab.", "Builds now go to GitHub Actions, Jenkins server decommissioned")).not.toBeNull();
  });
  it("not after a subject or a verb, nor a participle that names a kind", () => {
    expect(stanceOf("We removed").denied.size).toBe(0);
    expect(stanceOf("the cleanup job has deleted").denied.size).toBe(0);
    expect(stanceOf("Deleted rows are kept for 30 days in the archive table").denied.has(rootOf("rows"))).toBe(false);
  });
});

describe("frequencies in spans and bounds", () => {
  it("a span in Hz and kHz holds a rate said plainly inside it", () => {
    expect(plainValueInOtherRange("The gyro's output rate is configurable between 25 Hz and 3.2 kHz.", "We sample the gyro at 800 Hz.")).toBe(true);
  });
  it("a rate outside the span, or the span's units read as a version, is no refinement", () => {
    expect(plainValueInOtherRange("The gyro's output rate is configurable between 25 Hz and 3.2 kHz.", "We sample the gyro at 6.4 kHz.")).toBe(false);
    expect(plainValueInOtherRange("The gyro's output rate is configurable between 25 Hz and 3.2 kHz.", "We sample the gyro at 10 Hz.")).toBe(false);
  });
});

describe("an acronym one side writes and the other spells out is one word for a denial", () => {
  it("'not MFA' against 'multi-factor authentication is enforced' conflicts", () => {
    expect(conflict("Multi-factor authentication is enforced for the admin console.", "The admin console does not require MFA.")).not.toBeNull();
    expect(conflict("The incident commander is the on-call primary.", "The on-call primary is never IC; a second engineer is.")).not.toBeNull();
  });
  it("one word never stands for an acronym ('double' is no 'DB')", () => {
    expect(conflict("Ledger rows double every month.", "The ledger is not kept in a DB.")).toBeNull();
  });
});
