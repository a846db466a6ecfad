/**
 * Key/value ⇄ prose and unit-equivalent duplicates (aligned-duplicate.ts), on sentences of their own:
 * the same values on both sides merge, any value on one side only, another unit's different amount or
 * a detailed account does not.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { conceptDuplicate, valueAlignedDuplicate } from "./aligned-duplicate";
import { comparable, semanticDuplicateBlocker } from "./similarity";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `m${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine?: number) => judgePair(mem(a), mem(b), cosine).verdict;

describe("values in other units compare equal", () => {
  it("'one hour', '2048Mi' and '21:30' are quantities and times of day", () => {
    expect(comparable("tokens live for one hour")).toContain("time:3600000");
    expect(comparable("limit 1024Mi")).toEqual(comparable("limit 1 GiB"));
    expect(comparable("rotation at 21:30")).toEqual(comparable("rotation at 9:30pm"));
  });
});

describe("a key/value line and its prose are one memory", () => {
  it("an env var and a sentence with the same value merge", () => {
    expect(verdict("QUEUE_MAX_WORKERS=40", "The queue allows at most 40 workers.", 0.3)).toBe("duplicate");
    expect(verdict("Artifact retention: 30 days", "Build artifacts are kept for 720 hours.", 0.4)).toBe("duplicate");
  });
  it("a different amount in another unit is not a duplicate", () => {
    expect(verdict("Artifact retention: 30 days", "Build artifacts are kept for 72 hours.", 0.4)).not.toBe("duplicate");
    expect(valueAlignedDuplicate("upload_limit_mb: 50", "Uploads are limited to 50 GB.")).toBeNull();
  });
  it("a value on one side only, or a long account, keeps both memories", () => {
    expect(valueAlignedDuplicate("QUEUE_MAX_WORKERS=40", "The queue allows at most 40 workers and 8 priority lanes.")).toBeNull();
    expect(valueAlignedDuplicate("QUEUE_MAX_WORKERS=40", "The queue allows at most 40 workers; beyond that jobs wait in Redis and a Grafana alert pages the on-call engineer.")).toBeNull();
  });
  it("a bare 'thing value' line and a sentence saying where it applies are a refinement", () => {
    expect(valueAlignedDuplicate("Python 3.12", "The data pipeline runs on Python 3.12.")).toBeNull();
    expect(valueAlignedDuplicate("Timeout 45s", "The search proxy times out after 45 seconds.")).toBeNull();
    expect(valueAlignedDuplicate("Artifacts are stored in GCS, not in S3.", "We keep artifacts in GCS rather than S3.")).not.toBeNull();
  });
  it("a floor against a ceiling, a qualifier after the value, an exception or a context on one side keep both", () => {
    expect(valueAlignedDuplicate("QUEUE_MAX_WORKERS=40", "The queue allows at least 40 workers.")).toBeNull();
    expect(valueAlignedDuplicate("TOKEN_TTL_MINUTES=30", "Tokens expire after 30 minutes of inactivity.")).toBeNull();
    expect(valueAlignedDuplicate("TOKEN_TTL_MINUTES=30", "Tokens expire after 30 minutes, except for service tokens.")).toBeNull();
    expect(valueAlignedDuplicate("Runner memory limit: 4 GiB", "Runners are capped at 4 GiB of memory in CI.")).toBeNull();
    expect(valueAlignedDuplicate("TOKEN_TTL_MINUTES=30", "Tokens expire after 30 minutes.")).not.toBeNull();
  });
  it("'in CI' on one side only is another environment, 'the CI runners' is not", () => {
    expect(verdict("Runner memory limit: 4 GiB", "Runners are capped at 4 GiB of memory in CI.", 0.7)).not.toBe("duplicate");
    expect(verdict("Runner memory limit: 4 GiB", "Runners are capped at 4 GiB of memory.", 0.7)).toBe("duplicate");
  });
  it("the same number about something else is not a duplicate", () => {
    expect(valueAlignedDuplicate("IMAP_PORT=993", "The nightly export writes 993 files per shard to the archive bucket.")).toBeNull();
  });
  it("a denial on one side keeps them apart", () => {
    expect(verdict("Artifact retention: 30 days", "Build artifacts are no longer kept for 30 days.", 0.6)).not.toBe("duplicate");
  });
  it("a key/value line with a word value, or a table row, and its prose merge", () => {
    expect(valueAlignedDuplicate("log_format: json", "The billing worker writes its logs in json format unless told otherwise.")).not.toBeNull();
    expect(valueAlignedDuplicate("| service | host |\n|---|---|\n| search | search.internal.example |", "search.internal.example")).not.toBeNull();
  });
  it("a word value the prose does not say, or a second statement, keeps both", () => {
    expect(valueAlignedDuplicate("log_format: json", "The billing worker writes its logs in logfmt format.")).toBeNull();
    expect(valueAlignedDuplicate("log_format: json", "Logs are json formatted and shipped to Loki.")).toBeNull();
  });
});

describe("names in parentheses are names", () => {
  it("a side naming what it means in parentheses '(Tempo + Jaeger)' says something the other does not", () => {
    const a = "Logging is our biggest observability cost, bigger than tracing.";
    const b = "Tracing (Tempo + Jaeger) is the largest observability cost; logging is a rounding error.";
    expect(semanticDuplicateBlocker(a, b, 0.8)).toBe("a name on one side only (tempo)");
    expect(verdict(a, b, 0.8)).not.toBe("duplicate");
  });
});

describe("paraphrases that swap synonyms and phrasing", () => {
  it("'doesn't like' = 'dislikes', 'chatty' = 'verbose', 'gets its own' = 'per'", () => {
    expect(verdict("The user dislikes wordy commit messages.", "User doesn't like chatty commit messages.", 0.65)).toBe("duplicate");
    expect(verdict("Postgres schemas per tenant.", "Each tenant gets its own Postgres schema.", 0.7)).toBe("duplicate");
    expect(verdict("Students on the annual plan get the course book free.", "Students with a yearly subscription receive the course book at no cost.", 0.65)).toBe("duplicate");
  });
  it("opposite stances, another concept, or a far meaning stay apart", () => {
    expect(conceptDuplicate("The user likes wordy commit messages.", "User doesn't like chatty commit messages.", 0.8)).toBeNull();
    expect(conceptDuplicate("Postgres schemas per tenant.", "Each tenant gets its own Redis database.", 0.7)).toBeNull();
    expect(conceptDuplicate("The user dislikes wordy commit messages.", "User doesn't like chatty commit messages.", 0.4)).toBeNull();
  });
});

describe("who captured a memory is no part of it", () => {
  it("'The user pointed out that X' says X", () => {
    expect(comparable("The user pointed out that the nightly ETL spends most of its time sorting.")).toEqual(comparable("The nightly ETL spends most of its time sorting."));
    expect(comparable("The user lookup is case-insensitive.")).toContain("user");
  });
});

describe("value forms (round 4)", () => {
  it.each([
    ["a structured boolean is its key", "The CSRF cookie is SameSite and Secure.", "csrf_cookie: {sameSite: true, secure: true}"],
    ["scientific notation", "The optimizer uses a weight decay of 0.0001.", "weight_decay: 1e-4"],
    ["a distinctive value with its key unsaid", "bucket: assets-prod-7f3a", "Static files are served from assets-prod-7f3a."],
    ["a count with its noun in another form", "MAX_ATTEMPTS=4", "Webhook deliveries are retried up to four times."],
    ["units and an inflected limit word", "Max avatar size 2 MiB", "Avatars are limited to 2048 KiB."],
  ])("%s", (_, a, b) => expect(valueAlignedDuplicate(a, b)).not.toBeNull());

  it.each([
    ["a structured boolean set false", "The CSRF cookie is SameSite and Secure.", "csrf_cookie: {sameSite: false, secure: true}"],
    ["another decimal", "The optimizer uses a weight decay of 0.001.", "weight_decay: 1e-4"],
    ["a distinctive value said of something else too", "bucket: assets-prod-7f3a", "Static files and nightly backups of the orders database go to assets-prod-7f3a, except thumbnails."],
  ])("not %s", (_, a, b) => expect(valueAlignedDuplicate(a, b)).toBeNull());
});

describe("round 5: more units and spellings of one value", () => {
  it("Fahrenheit reads as Celsius and speeds as mm/s; a different amount still does not merge", () => {
    expect(verdict("Freezer alarm fires above 14 °F.", "The freezer alarm triggers above -10 °C.", 0.5)).toBe("duplicate");
    expect(verdict("Freezer alarm fires above 14 °F.", "The freezer alarm triggers above -5 °C.", 0.5)).not.toBe("duplicate");
    expect(verdict("Conveyor belt speed capped at 1.5 m/s.", "The conveyor belt is limited to 1500 mm/s.", 0.5)).toBe("duplicate");
    expect(verdict("Conveyor belt speed capped at 1.5 m/s.", "The conveyor belt is limited to 150 mm/s.", 0.5)).not.toBe("duplicate");
  });
  it("a thousands separator groups one number: '20,000' is '20k', not 12 and 500", () => {
    expect(comparable("more than 12,500 rows")).toEqual(comparable("more than 12500 rows"));
    expect(comparable("above 20,000 students")).toEqual(comparable("above 20k students"));
    expect(comparable("versions 1.2,3")).not.toContain("count:1200");
  });
  it("a name with a digit on one side only is a topic word, not a value the other side lacks", () => {
    expect(verdict("SMTP_PORT=587", "The SMTP relay for M365 listens on port 587.", 0.4)).toBe("duplicate");
    expect(verdict("SMTP_PORT=587", "The SMTP relay listens on port 465.", 0.4)).not.toBe("duplicate");
  });
  it("a verb's past tense is the verb ('retained' = 'retain' = 'kept'); another event is still another memory", () => {
    expect(verdict("Receipts retained 7 years after the sale.", "Receipts are kept for 84 months after a sale.", 0.5)).toBe("duplicate");
    expect(verdict("Receipts retained 7 years after the sale.", "Receipts are kept for 84 months after a refund.", 0.5)).not.toBe("duplicate");
  });
});

describe("round 5 (after reading L): spelled units, unit comments, a key/value line as the terse side", () => {
  it("'megabytes', 'degrees Celsius', 'minus', 'once a minute' read as their symbols and intervals", () => {
    expect(verdict("Avatar upload limit: 4 MB", "Avatar uploads can be up to 4 megabytes each.", 0.4)).toBe("duplicate");
    expect(verdict("Avatar upload limit: 4 MB", "Avatar uploads can be up to 8 megabytes each.", 0.4)).not.toBe("duplicate");
    // The number spelled out too (round 7: the test once wrote it as digits, so the spelled form was never read).
    expect(verdict("Cold room alarm threshold: −18 °C.", "The cold room alarm fires above minus eighteen degrees Celsius.", 0.6)).toBe("duplicate");
    expect(verdict("Cold room alarm threshold: −18 °C.", "The cold room alarm fires above minus sixteen degrees Celsius.", 0.6)).not.toBe("duplicate");
    expect(verdict("Thumbnail cache: 5 MB", "The thumbnail cache holds five megabytes.", 0.5)).toBe("duplicate");
    expect(verdict("Thumbnail cache: 5 MB", "The thumbnail cache holds seven megabytes.", 0.5)).not.toBe("duplicate");
    expect(verdict("Heartbeat interval: 60 s", "The agent sends a heartbeat once a minute.", 0.4)).toBe("duplicate");
  });
  it("a unit in a comment after the value is no word the prose must repeat", () => {
    expect(verdict("Reset links expire after 2 hours.", "RESET_LINK_TTL=7200  # seconds", 0.3)).toBe("duplicate");
    expect(verdict("Reset links expire after 3 hours.", "RESET_LINK_TTL=7200  # seconds", 0.3)).not.toBe("duplicate");
  });
  it("the key/value line is the terse side: the prose may name what the key leaves out", () => {
    expect(verdict("The nightly optimiser gets 45 seconds per warehouse.", "OPTIMISER_TIME_LIMIT_PER_WAREHOUSE=45s", 0.2)).toBe("duplicate");
    expect(verdict("The nightly optimiser gets 45 seconds per warehouse.", "OPTIMISER_TIME_LIMIT_PER_WAREHOUSE=30s", 0.2)).not.toBe("duplicate");
  });
  it("a retry count with its key's words in another order merges; a page size too", () => {
    expect(verdict("We retry failed webhook deliveries 5 times.", "WEBHOOK_DELIVERY_MAX_RETRIES=5", 0.3)).toBe("duplicate");
    expect(verdict("Search page size: 50", "The search API returns fifty results per page.".replace("fifty", "50"), 0.5)).toBe("duplicate");
  });
});

describe("a negative word said in other words is no denial (round 5)", () => {
  it("'unreliable' / 'flaky' with every word paired merges; 'reliable' / 'unreliable' and a cue on one side do not", () => {
    expect(verdict("Unreliable canaries get paused automatically.", "Flaky canaries are paused automatically.", 0.6)).toBe("duplicate");
    expect(verdict("Unreliable canaries get paused automatically.", "Reliable canaries are paused automatically.", 0.9)).not.toBe("duplicate");
    expect(verdict("Flaky canaries are not paused automatically.", "Unreliable canaries get paused automatically.", 0.9)).not.toBe("duplicate");
  });
});

describe("a calendar date is one value however written (round 5)", () => {
  it("ISO, 'Nov 12 2026' and '12 November 2026' read alike; another day does not; 'a second time' is no duration", () => {
    expect(comparable("On 2026-03-07 the export failed")).toEqual(comparable("On Mar 7 2026 the export failed"));
    expect(comparable("On 7 March 2026 the export failed")).toEqual(comparable("On Mar 7 2026 the export failed"));
    expect(comparable("On 8 March 2026 the export failed")).not.toEqual(comparable("On Mar 7 2026 the export failed"));
    expect(comparable("you may 5 times")).not.toContain("date:505");
    expect(comparable("it ran a second time")).not.toContain("time:1000");
  });
});
