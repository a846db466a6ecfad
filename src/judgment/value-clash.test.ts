/**
 * The merge guard (value-clash.ts): two texts whose values differ are never one memory, whatever
 * rule or model called them duplicates. Sentences of their own, not the bench's nor probes-judg3's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { valueClash } from "./value-clash";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `v${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("values that differ block a merge", () => {
  it.each([
    ["kebab-case names", "Sentry groups the errors under project storefront-web.", "Sentry groups the errors under project storefront-api."],
    ["commands in code spans", "Before a release run `make lint-all` on the branch.", "Before a release run `make test-all` on the branch."],
    ["quoted strings", 'Release tags are prefixed with "rel-".', 'Release tags are prefixed with "release-".'],
    ["camelCase names", "Token refresh is handled by refreshSession in the auth module.", "Token refresh is handled by renewSession in the auth module."],
    ["SCREAMING_CASE names", "The bucket name comes from ASSETS_BUCKET_NAME.", "The bucket name comes from MEDIA_BUCKET_NAME."],
    ["booleans", "useHttps: true for the preview proxy", "useHttps: false for the preview proxy"],
    ["on and off after a verb", "Telemetry is switched on for nightly builds.", "Telemetry is switched off for nightly builds."],
    ["a state and its denial", "Two-factor login is required for admins.", "Two-factor login is not required for admins."],
    ["hosts", "Traces are shipped to otel.acme.io.", "Traces are shipped to collector.acme.io."],
    ["numbers with units", "The CDN caches images for 12 hours.", "The CDN caches images for 24 hours."],
    ["versions", "The image is built on Alpine 3.19.", "The image is built on Alpine 3.20."],
    ["a denial on one side only", "The importer retries rows that fail validation.", "The importer never retries rows that fail validation."],
    ["a word and its negative prefix", "Thumbnails are cached at the edge.", "Thumbnails are uncached at the edge."],
    ["opposite states", "Audit logs are written synchronously.", "Audit logs are written asynchronously."],
    ["public against behind a sign-in", "The status page is public.", "The status page needs a sign-in."],
    ["two unit systems", "Dashboards show metric units.", "Dashboards show imperial units."],
    ["a reverse-DNS id", "The desktop app id is org.acme.notes", "The desktop app identifier is org.acme.notesapp."],
    // Round 22: values the guard did not read.
    ["public against kept to a group", "Payroll exports are public to every staff account.", "The HR tool restricts payroll exports to the finance team."],
    ["excluded against counted in", "Our churn rate excludes trial accounts.", "We count trial accounts in the churn denominator."],
    ["excluded against included", "The monthly price includes VAT.", "The monthly price excludes VAT."],
    ["a service unit against a template instance", "The importer runs as the unit feed-importer.service.", "systemctl status importer@nightly shows the unit running the importer"],
    ["a code in capitals after a long key's colon", "Currency code for the Swiss storefront in the pricing table: CHF", "The pricing table stores the Swiss storefront as currency = 'EUR'"],
  ])("%s", (_, a, b) => {
    expect(valueClash(a, b)).not.toBeNull();
    // Whatever the cosine, the pair is never a duplicate.
    expect(judgePair(mem(a), mem(b), 0.99).verdict).not.toBe("duplicate");
  });
});

describe("the same values in other spellings pass", () => {
  it.each([
    ["a name in another case style", "The limit is read from maxUploadBytes.", "The limit is read from max_upload_bytes."],
    ["a key named twice, one value", "MAX_UPLOAD_MB=25", "max_upload_mb: 25"],
    ["a state and the denial of its opposite", "Comments on drafts are optional.", "Comments on drafts are not required."],
    ["units", "Idle connections close after 90 s.", "Idle connections close after 90000 ms."],
    ["a subdomain of the other's host", "Docs are published on docs.acme.io.", "Docs are published on acme.io under docs.acme.io."],
    ["a list in another order", "We test on Python 3.11, 3.12 and 3.13.", "Python versions under test: 3.13, 3.11, 3.12."],
    ["both sides deny", "Never push directly to main.", "Do not push directly to main."],
    ["a verb with a hyphen is no name", "The CLI can bulk-delete stale branches.", "The CLI is able to mass-delete stale branches."],
    ["a reverse-DNS id in another place", "The desktop app id is org.acme.notes", "org.acme.notes is the desktop app id."],
    ["a unit with a capital inside is no name", "The sidecar gets 256 MiB.", "The sidecar gets 0.25 GiB."],
    ["excluded and not included agree", "The free plan excludes SSO.", "SSO is not included in the free plan."],
    ["one code in capitals both ways", "Currency code for the Swiss storefront in the pricing table: CHF", "The Swiss storefront is priced in CHF."],
    ["one unit named twice", "Backups run from backup-runner.service nightly.", "The nightly backups come from the backup-runner.service unit."],
    ["a mail address is no template instance", "Alerts go to oncall@acme.io.", "Alerts are mailed to oncall@acme.io."],
    ["counting things in a place is no inclusion state", "The job counts errors in the log.", "The job tallies errors in the log."],
  ])("%s", (_, a, b) => {
    expect(valueClash(a, b)).toBeNull();
  });
});

describe("a number's scale written as a word is one quantity (slots.ts)", () => {
  it("digits and '25 million' agree, and the pair is no count conflict", () => {
    expect(valueClash("max_order_usd: 25000000", "The max order is 25 million USD.")).toBeNull();
    expect(judgePair(mem("max_order_usd: 25000000"), mem("The max order is 25 million USD."), 0.4).verdict).not.toBe("conflict");
  });
  it.each([
    ["another scale", "The max order is 25 million USD.", "The max order is 25 billion USD."],
    ["another number at the same scale", "The max order is 25 million USD.", "The max order is 30 million USD."],
    ["digits a tenth of the scaled number", "max_order_usd: 2500000", "The max order is 25 million USD."],
  ])("%s: no merge", (_, a, b) => {
    expect(valueClash(a, b)).not.toBeNull();
  });
});

describe("one size in decimal and binary units is no minimal-pair conflict (similarity.ts)", () => {
  it("1 TB / 1000 GB agree; 1 TB / 2000 GB differ", async () => {
    const { minimalPairConflict } = await import("./similarity");
    expect(minimalPairConflict("The build cache disk is 1 TB.", "The build cache disk is 1000 GB.")).toBeNull();
    expect(minimalPairConflict("The build cache disk is 1 TB.", "The build cache disk is 2000 GB.")).not.toBeNull();
  });
});
