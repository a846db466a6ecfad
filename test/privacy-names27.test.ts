// Issue 14, person names round 23 (session 27): frames that recur across training halves (README "Round 23"). A comment
// opened by its writer's name, a remark's parenthesis closed or opened by its signer (name-positions.ts "comment-writer",
// "attribution-close", "attribution-open"), and more of what only a person owns or writes after a possessive
// ("personal-possession"). Inputs are written for these tests, not taken from the corpus; each mechanism has look-alikes
// beside it that must stay.
import { describe, it } from "vitest";
import { found, none } from "./privacy-spans.ts";

describe("a comment opened by its writer's name", () => {
  it("reads a listed given name before a colon, a comma or what the writer did", () => {
    found("# Marta: this bucket is public on purpose, ask before closing it", "person_name", "Marta");
    found("$ vault read secret/ci   # Oskar, rotated after INC-204", "person_name", "Oskar");
    found("// Priya ran this against staging only", "person_name", "Priya");
    found("SELECT 1; -- Tomasz: the index is rebuilt nightly", "person_name", "Tomasz");
  });

  it("leaves labels, tools and unlisted words after a comment marker", () => {
    none("# Note: run this before the migration", "person_name");
    none("# Usage: deploy.sh <env>", "person_name");
    none("// Redis, then Postgres, then the queue", "person_name");
    none("# Mark: done", "person_name");
    none("https://example.org/docs -- Overview: the API", "person_name");
  });
});

describe("a remark's signer in its parenthesis", () => {
  it("reads a listed given name closing the parenthesis or opening it before a comma", () => {
    found("kubectl delete pod api-7f9 (do not run this on prod, Oskar)", "person_name", "Oskar");
    found("rotated the webhook secret (after the audit — Priya)", "person_name", "Priya");
    found("$ gh auth token   (Priya, CLI 2.61)", "person_name", "Priya");
  });

  it("leaves products, places and months in parentheses", () => {
    none("the cache layer (Redis) sits in front", "person_name");
    none("shipped from the warehouse (Porto, Portugal)", "person_name");
    none("invoices for two months (Jan, Feb) are late", "person_name");
    none("the stage crew (Lisbon, Paris) flew in", "person_name");
  });
});

describe("what only a person owns or writes, after a possessive", () => {
  it("reads a name before a worn device and before a writing of theirs", () => {
    found("[NEW] Device 4C:11:AE:02:7B:19 Tsetseg's Galaxy Watch", "person_name", "Tsetseg");
    found("Device 70:E0:C4:11:2A:9B Dedi's AirPods Pro", "person_name", "Dedi");
    found("what went well: Tsetseg's runbook, what did not: the pager", "person_name", "Tsetseg");
    found("moved the key to the credential store (Dedi's suggestion)", "person_name", "Dedi");
  });

  it("leaves firms, products and ordinary words before the same nouns", () => {
    none("the team's runbook is in the wiki", "person_name");
    none("Google's suggestion was to retry with backoff", "person_name");
    none("Apple's watch app crashed again", "person_name");
  });
});

describe("an account after a bare role word", () => {
  it("reads a person's login after user, operator or identity where the handle ends", () => {
    found("retrying the upload (user kalani)", "person_name", "kalani");
    found("Started Session 12 of User tmwangi.", "person_name", "tmwangi");
    found("WPA: pairwise key handshake completed (RSN), identity wanjiru", "person_name", "wanjiru");
    found("    user saara insecure-password Tide-Mill-42", "person_name", "saara");
  });

  it("leaves service accounts and ordinary words after the same role words", () => {
    none("run the migration as user root.", "person_name");
    none("operator precedence, then the user agent.", "person_name");
    none("log in as the default (user admin)", "person_name");
    none("the agent runs as (user www-data)", "person_name");
    none("user deploy: ok", "person_name");
    none("APN settings (user aisrelay, host 10.2.0.1)", "person_name");
  });
});
