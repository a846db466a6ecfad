// Round 17 (judgalign17): a contradiction read from the pair — one value slot of one statement, found by aligning the
// two texts' words — and the look-alikes it must leave alone. Sentences of our own, in domains of their own.
import { describe, expect, it } from "vitest";
import { alignedConflict } from "./aligned-conflict";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string, project = "p1", type = "fact"): JudgedMemory => ({
  id: `al17-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: project,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string) => judgePair(mem(a), mem(b)).verdict;

describe("numbers that name items, not values", () => {
  it("a bare number after a labelling noun names another item: two things, no conflict", () => {
    expect(alignedConflict("Gotcha number 2 about the parser", "Gotcha number 5 about the parser")).toBeNull();
    expect(alignedConflict("Ticket 4411 covers the flaky upload test.", "Ticket 4412 covers the flaky upload test.")).toBeNull();
    // A number with a unit or after another noun is still a value of the one statement.
    expect(alignedConflict("The upload worker retries 3 times before it gives up.", "The upload worker retries 5 times before it gives up.")).not.toBeNull();
  });
});

describe("one slot of one statement differs", () => {
  it("two names written as names in the same frame conflict (no reader knows the tools)", () => {
    expect(alignedConflict("We translate the app's strings with Crowdin.", "We translate the app's strings with Lokalise.")?.why).toMatch(/a name/);
    expect(verdict("The nightly ETL is orchestrated by Airflow.", "The nightly ETL is orchestrated by Dagster.")).toBe("conflict");
    expect(verdict("The warehouse scanner app talks to the ERP over SOAP.", "The warehouse scanner app talks to the ERP over REST.")).toBe("conflict");
  });
  it("a kebab-case key and the sentence that states it with another number", () => {
    expect(alignedConflict("image-quality = 82", "Image quality is set to 70 everywhere.")?.why).toMatch(/a number/);
  });
  it("identifiers in one slot: paths, hosts, ids", () => {
    expect(alignedConflict("The nightly export writes to `exports/daily.parquet`.", "The nightly export writes to `archive/nightly.csv`.")?.why).toMatch(/identifier/);
    expect(alignedConflict("The payroll job runs under the service account svc-payroll-01.", "The payroll job runs under the service account svc-finance-batch.")).not.toBeNull();
  });
  it("a quantity in two units that differ, read with its unit", () => {
    expect(alignedConflict("The drone's return-home altitude is set to 60 m.", "The drone's return-home altitude is set to 120 m.")).not.toBeNull();
    expect(alignedConflict("Fridge compressor duty cycle: 40 minutes", "The fridge compressor duty cycle is 1 hour.")).not.toBeNull();
  });
  it("a statement in one clause of a longer memory", () => {
    expect(alignedConflict("The tram depot's charger output is 150 kW. It was installed last spring.", "The tram depot's charger output is 350 kW.")).not.toBeNull();
  });
  it("a remark after the statement does not hide it, a qualifier inside it does", () => {
    expect(alignedConflict("The harbour crane lifts 40 tonnes.", "The harbour crane lifts 25 tonnes, which surprised the new crew.")).not.toBeNull();
    expect(alignedConflict("The harbour crane lifts 40 tonnes.", "The harbour crane lifts 25 tonnes for container work.")).toBeNull();
  });
});

describe("a key/value line against a sentence in any word order", () => {
  it("every word of the key said by the sentence, one other value of the same kind", () => {
    expect(alignedConflict("Soil probes report to the hub, whose poll interval is 15 s.", "HUB_POLL_INTERVAL=45s")?.why).toMatch(/number for the same key/);
    expect(alignedConflict("Our mailing list provider account number is 77120.", "MAILING_ACCOUNT_NUMBER=80455 (the list provider)")?.why).toMatch(/same key/);
    expect(alignedConflict("Packages for the field app ship under the bundle id org.meadow.field.", "bundle id: org.meadow.survey")?.why).toMatch(/identifier for the same key/);
  });
  it("the line's value said by the sentence too, or a key the sentence does not say, is no conflict", () => {
    expect(alignedConflict("The bundle id moved from org.meadow.field to org.meadow.survey.", "bundle id: org.meadow.survey")).toBeNull();
    expect(alignedConflict("Our mailing list provider is billed 80 euros.", "MAILING_ACCOUNT_NUMBER=80455")).toBeNull();
  });
});

describe("look-alikes it leaves alone", () => {
  it("one quantity in two units is one value", () => {
    expect(alignedConflict("The cache eviction window is 15 minutes.", "The cache eviction window is 900 seconds.")).toBeNull();
    expect(alignedConflict("The export file is 2 GB.", "The export file is 2048 MB.")).toBeNull();
  });
  it("a refinement: a version prefix and its release, a value one side only details", () => {
    expect(alignedConflict("The kiln firmware is v3.", "The kiln firmware is v3.4.1.")).toBeNull();
    expect(alignedConflict("Backups run nightly.", "Backups run nightly at 2 am to the cold bucket.")).toBeNull();
  });
  it("a bound on one side holds the other's value", () => {
    expect(alignedConflict("Each pallet holds at most 55 boxes of tiles.", "This pallet holds 40 boxes of tiles.")).toBeNull();
  });
  it("the stretch where the subject or a scope stands: people, places, seasons", () => {
    expect(alignedConflict("Jonas waters the office plants on Mondays.", "Mia waters the office plants on Mondays.")).toBeNull();
    expect(alignedConflict("During winter the greenhouse heater runs at 18 degrees.", "During summer the greenhouse heater runs at 18 degrees.")).toBeNull();
    expect(alignedConflict("The cleaning crew for the Berlin office comes on Tuesdays.", "The cleaning crew for the Lisbon office comes on Tuesdays.")).toBeNull();
  });
  it("environments and regions are contexts, years are time windows", () => {
    expect(alignedConflict("The upload limit is 50 MB on staging.", "The upload limit is 50 MB on production.")).toBeNull();
    expect(alignedConflict("The conference ticket cost 300 euros in 2023.", "The conference ticket cost 300 euros in 2025.")).toBeNull();
  });
  it("two verbs of one frame are two things said, not two values", () => {
    expect(alignedConflict("The nightly ETL is orchestrated by Airflow.", "The nightly ETL is monitored by Airflow.")).toBeNull();
    expect(alignedConflict("The newsletter goes out through Mailchimp.", "The newsletter goes out every Friday.")).toBeNull();
  });
  it("a leading ordinal label names the note: its number is no value", () => {
    expect(alignedConflict("Phase 1: pour the garden shed's concrete base", "Phase 2: pour the garden shed's concrete base")).toBeNull();
  });
  it("two sentences that share a word or two are not one statement", () => {
    expect(alignedConflict("Grafana shows the SRE dashboards.", "Kibana shows the application logs.")).toBeNull();
  });
  it("a conflict in a pair of projects or environments stays a look-alike in the verdict", () => {
    expect(judgePair(mem("The nightly ETL is orchestrated by Airflow.", "p1"), mem("The nightly ETL is orchestrated by Dagster.", "p2")).verdict).toBe("lookalike");
    expect(verdict("On staging the nightly ETL is orchestrated by Airflow.", "On production the nightly ETL is orchestrated by Dagster.")).toBe("lookalike");
  });
});
