/**
 * The typed-value slot reader (round 4), on sentences of its own (none of the bench's lines): one slot
 * named two ways with two values of one kind is a conflict; ranges, refinements, two parts of a system
 * and a value the other side also gives are not.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { typedSlotConflict, typedValuesOf } from "./slot-reader";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `sr-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const judge = (a: string, b: string, cosine?: number) => judgePair(mem(a), mem(b), cosine);

describe("slot words: a key's name split into words meets the prose that names the slot", () => {
  it("an env var's words against a terse note's", () => {
    expect(typedSlotConflict("mysql conn limit 40", "MYSQL_CONN_LIMIT=120 on the worker hosts", 0.3)).not.toBeNull();
  });
  it("a verb of naming folded to its noun ('registered as' / 'registry name')", () => {
    expect(typedSlotConflict("Container registry name: acme-images-v2", "The build pushes to a registry registered as shop-registry-01.", 0.4)).not.toBeNull();
  });
  it("the slot read from a key line, not from what else the other text says", () => {
    const [v] = typedValuesOf("cache ttl: 45 minutes").filter((x) => x.kind === "time");
    expect([...v.slot]).toContain("timeout");
  });
  it("one value on each side, no slot word in common: nothing", () => {
    expect(typedSlotConflict("The upload worker keeps 12 threads busy.", "Invoices are archived after 12 months.", 0.4)).toBeNull();
  });
  it("below the cosine floor nothing is read; the same pair above it is a conflict", () => {
    expect(typedSlotConflict("mysql conn limit 40", "MYSQL_CONN_LIMIT=120", 0.1)).toBeNull();
    expect(typedSlotConflict("mysql conn limit 40", "MYSQL_CONN_LIMIT=120", 0.4)?.why).toMatch(/40 vs 120/);
  });
  it("without a cosine (the nightly scan) two shared slot words are needed", () => {
    expect(typedSlotConflict("mysql conn limit 40", "MYSQL_CONN_LIMIT=120")).not.toBeNull();
    expect(typedSlotConflict("mysql conn limit 40", "the MYSQL limit is 120 rows per page")).toBeNull();
  });
});

describe("closed sets and owners: the set names the slot", () => {
  it("two transaction isolation levels", () => {
    expect(judge("Reports read at REPEATABLE READ.", "| isolation | read committed |", 0.3).verdict).toBe("conflict");
  });
  it("two owners, one as a key line and one in prose", () => {
    expect(judge("owner: team-growth", "The signup service is maintained by the identity squad.", 0.4).verdict).toBe("conflict");
  });
  it("one owner said two ways agrees", () => {
    expect(typedSlotConflict("owner: team-growth", "Owned by the growth team.", 0.6)).toBeNull();
  });
});

describe("compatible values are no conflict", () => {
  it("a value inside the other's range, units converted", () => {
    expect(typedSlotConflict("Worker heap should stay between 512 MB and 2 GB.", "The worker's heap is 1536Mi.", 0.6)).toBeNull();
  });
  it("a version inside a range with an aside between its ends", () => {
    expect(typedSlotConflict("The plugin supports Ruby 3.0 (EOL soon) through 3.3.", "Plugin CI runs Ruby 3.2.", 0.6)).toBeNull();
  });
  it("a value under the other's ceiling", () => {
    expect(typedSlotConflict("search latency budget: under 400 ms", "Search latency sits around 250 ms.", 0.6)).toBeNull();
  });
  it("one path inside the other", () => {
    expect(typedSlotConflict("Fixtures live in test/fixtures.", "The billing fixtures live in test/fixtures/billing.", 0.7)).toBeNull();
  });
  it("two parts of a system with one slot word in common are two facts", () => {
    expect(typedSlotConflict("The admin console's session timeout is 10 minutes.", "Mobile session timeout: 12 hours", 0.6)).toBeNull();
  });
  it("the other side gives the slot this side's value too", () => {
    expect(typedSlotConflict("Main region: ap-south-1", "Our main region is ap-south-1; eu-north-1 only keeps cold backups.", 0.6)).toBeNull();
  });
});

describe("cross-type states: one closed class of states with opposites", () => {
  it("down against healthy, a key line against prose, context words kept as the slot", () => {
    expect(typedSlotConflict("The sandbox cluster went down after the node upgrade.", "sandbox cluster: healthy", 0.3)).not.toBeNull();
  });
  it("done against still moving, the migration the slot", () => {
    expect(judge("The move of invoices to the new ledger is complete.", "Still migrating the remaining invoices to the new ledger this week.", 0.6).verdict).toBe("conflict");
  });
  it("two things' states are two facts", () => {
    expect(typedSlotConflict("The search cluster is down.", "The billing database is healthy.", 0.4)).toBeNull();
  });
  it("a state that used to hold says nothing of now", () => {
    expect(typedSlotConflict("The queue worker used to be down every night.", "queue worker: healthy", 0.5)).toBeNull();
  });
});

describe("a largest share is the largest item of that whole", () => {
  it("'most of the bill is X' against 'Y is the largest line in the bill'", () => {
    expect(judge("Most of our GCP bill is BigQuery.", "Cloud Run is the largest line on the GCP bill.", 0.7).verdict).toBe("conflict");
  });
  it("one holder in two phrasings agrees", () => {
    expect(judge("The bulk of our GCP bill is BigQuery.", "BigQuery is the largest line on the GCP bill.", 0.8).verdict).not.toBe("conflict");
  });
});

describe("slots named in other shapes", () => {
  it("a key that names a job gives its value that job, known to the lexicon or not", () => {
    expect(typedValuesOf("docs generator = zola-docs").find((x) => x.kind === "tool:docs generator")?.value).toBe("zoladocs");
    expect(judge("The handbook is built with Hugo.", "docs generator = zola-docs", 0.4).verdict).toBe("conflict");
    expect(judge("The handbook is built with Hugo.", "docs generator = hugo", 0.4).verdict).not.toBe("conflict");
  });
  it("a label before a sentence is no key: the sentence's words are the slot", () => {
    const [v] = typedValuesOf("Per the standup: the ingest worker uses 6 threads.").filter((x) => x.kind === "count");
    expect([...v.slot]).toContain("ingest");
  });
  it("a version keyed by a name of several words meets its acronym", () => {
    expect(typedSlotConflict("Spring Boot version is 3.2.", "The service was generated with Spring Boot 2.7 and never upgraded.", 0.5)).not.toBeNull();
  });
  it("two limits: a bound on one side is that limit's value", () => {
    expect(typedSlotConflict("p95 latency budget for search: 200 ms", "Search must answer 95% of queries within 2 seconds.", 0.4)).not.toBeNull();
  });
  it("a measurement under a limit agrees with it", () => {
    expect(typedSlotConflict("Search must answer within 2 seconds.", "Search answers in about 800 ms.", 0.5)).toBeNull();
  });
  it("'kick off at' is no old side of a change", () => {
    expect(judge("The weekly export runs at 03:00 UTC.", "exports kick off at 05:15 UTC each week", 0.7).verdict).toBe("conflict");
  });
});

describe("units and slot words, more shapes", () => {
  it("frequencies, bit rates and years with their spellings", () => {
    expect(typedSlotConflict("Audio sample clock: 48 kHz", "The audio clock runs at 44100 Hz.", 0.5)).not.toBeNull();
    expect(typedSlotConflict("Uplink bitrate cap 2 Mbps.", "uplink capped at 2000 kbps", 0.7)).toBeNull();
    expect(typedSlotConflict("Audit logs are retained for 3 years.", "Retention for audit logs: 36 months", 0.6)).toBeNull();
    expect(typedSlotConflict("Audit logs are retained for 3 years.", "Retention for audit logs: 10 yrs", 0.6)).not.toBeNull();
  });
  it("a hyphenated duration ('4-second segments') is a duration", () => {
    expect(typedSlotConflict("DASH segment duration: 2s", "The packager cuts 10-second segments.", 0.4)).not.toBeNull();
  });
  it("a key's words stay its slot even when the value repeats them ('archive: /srv/archive')", () => {
    const [v] = typedValuesOf("Outbound archive: /srv/out/archive").filter((x) => x.kind === "path");
    expect([...v.slot]).toContain("archiv");
  });
  it("'killed after' is a timeout", () => {
    expect(typedSlotConflict("Build job timeout is 20 minutes.", "build jobs are killed after 2h", 0.4)).not.toBeNull();
  });
});

describe("names and owners in more shapes", () => {
  it("an owner column of a table against 'belongs to'", () => {
    expect(typedSlotConflict("| repo | owner |\n| --- | --- |\n| infra-live | team-sre |", "infra-live belongs to the Developer Experience squad.", 0.3)).not.toBeNull();
  });
  it("one reverse-DNS id inside a longer one is another id", () => {
    expect(typedSlotConflict("iOS bundle id: org.lumen.reader", "The App Store bundle identifier is org.lumen.readerpro.", 0.7)).not.toBeNull();
  });
  it("a name inside the other at a separator is a detail", () => {
    expect(typedSlotConflict("Upload bucket: media-prod", "Uploads land in the bucket media-prod/incoming.", 0.7)).toBeNull();
  });
  it("upper-case part numbers and dotted numeric ids are names", () => {
    expect(typedSlotConflict("Gateway firmware part number: GW-X-11", "gateway firmware SKU GW-X-14", 0.7)).not.toBeNull();
    expect(typedSlotConflict("Receiving facility OID 1.3.6.1.4.1.9999.2", "receiving facility: 1.3.6.1.4.1.9999.7", 0.6)).not.toBeNull();
  });
  it("an acronym that is also a stop word stays a slot word ('the CAN bus')", () => {
    expect(typedSlotConflict("CAN bitrate 250 kbit/s", "Our CAN bus runs at 500 kbps.", 0.5)).not.toBeNull();
  });
});

describe("a change whose old side is what the other text says now", () => {
  it("'X → Y migration finished' against 'handled by X': a conflict with a suggested supersession", () => {
    const v = judge("Payments are processed by Adyen.", "Adyen → Stripe migration done; the Adyen account is closed.", 0.5);
    expect(v.verdict).toBe("conflict");
    expect(v.verdict === "conflict" && v.supersede).toBe(true);
  });
  it("a change of something else names no old value of the other's", () => {
    expect(judge("Payments are processed by Adyen.", "Moved the docs site from Jekyll to Hugo.", 0.3).verdict).not.toBe("conflict");
  });
  it("an arrow that maps (a key line) is no change cue", () => {
    const v = judge("ledger → redis: port 6380", "The ledger talks to Redis on port 6379.", 0.6);
    expect(v.verdict === "conflict" && v.supersede).toBe(false);
  });
});

describe("a protocol's version after a slash is one name with it", () => {
  it("ENABLE_HTTP3=true against 'HTTP/3 is turned off'", () => {
    expect(judge("ENABLE_HTTP3=true", "HTTP/3 is turned off on the edge proxy.", 0.5).verdict).toBe("conflict");
  });
});

describe("values compared as people write them", () => {
  it("a comparison in a key line is a floor, not 'key = value'", () => {
    expect(judge("python >= 3.10", "The nightly job runs on Python 3.12.", 0.6).verdict).not.toBe("conflict");
    expect(judge("python >= 3.10", "The nightly job runs on Python 3.8.", 0.6).verdict).toBe("conflict");
  });
  it("a size in decimal and in binary units is one size", () => {
    expect(judge("Backup volume is 4 TB.", "The backup volume holds 4000 GB.", 0.6).verdict).not.toBe("conflict");
    expect(judge("Backup volume is 4 TB.", "The backup volume holds 3000 GB.", 0.6).verdict).toBe("conflict");
  });
});

describe("versions and rates in other spellings", () => {
  it("a tool versioned on one side, named with a bare number on the other", () => {
    expect(typedSlotConflict("The studio is on Godot 4.2.", "Our game is built with Godot 3 still.", 0.5)).not.toBeNull();
    expect(typedSlotConflict("The build breaks with Bazel 7.", "It breaks with Bazel 7 because of a rule; CI pins Bazel 6.4 for now.", 0.8)).toBeNull();
  });
  it("two different minimums of one tool are two requirements", () => {
    expect(typedSlotConflict("ruby >= 3.1 per the gemspec", "The gem requires Ruby 3.3 or newer.", 0.6)).not.toBeNull();
  });
  it("a bare number named a rate against 'N per second'", () => {
    expect(typedSlotConflict("Physics step rate 120.", "The engine simulates 60 steps per second.", 0.6)).not.toBeNull();
  });
});

describe("a release's progress in other words", () => {
  it("'is live' against 'still in beta'", () => {
    expect(typedSlotConflict("The exports API is live for all customers.", "Exports API: still in beta, not released to everyone yet", 0.6)).not.toBeNull();
  });
  it("two things' releases are two facts", () => {
    expect(typedSlotConflict("The exports API is live.", "The imports dashboard is still in beta.", 0.5)).toBeNull();
  });
});
