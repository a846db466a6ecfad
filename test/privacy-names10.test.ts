// Issue 14, person names round 10: who wrote a dated chat or log line (person-names.ts, rule "dated-speaker"), and a
// chat header's one word before its clock (name-slots.ts, oneWordHeaders), someone addressed between commas (rule
// "vocative-comma"), a handle under a key in any case style whose last word is a person's role (usernames.ts, "person-key").
// Inputs are written for these tests from the export formats (WhatsApp, Signal, Teams, a shift log), not taken from
// the corpus; each mechanism has look-alikes beside it that must stay.
import { describe, it } from "vitest";
import { found, none } from "./privacy-spans.ts";

describe("the writer of a line after its date and clock", () => {
  it("reads a single given name after a date, a clock and a dash, a bar or a bracket", () => {
    found("12/03/2026, 09:41 - Tendai: the staging box is down again", "person_name", "Tendai");
    found("2026-03-12 09:41:07 | Dagrun | new vpn profile attached", "person_name", "Dagrun");
    found("Shift log 02:10 Tomasz: failed over db-2 to the replica", "person_name", "Tomasz");
  });

  it("reads directory order with the message on the next line as one name", () => {
    found("[3/12/2026 9:41 AM] Lindqvist, Maja:\nthe key is in the vault now", "person_name", "Lindqvist, Maja");
  });

  it("leaves ordinary words, system notices and products in the same slot", () => {
    none("12/03/2026, 09:41 - Messages and calls are end-to-end encrypted.", "person_name");
    none("2026-03-12 09:41:07 | Error | disk full on /var", "person_name");
    none("[09:41] Warning: retry in 5s", "person_name");
    none("2026-03-12T09:41:07 Kafka: consumer lag 500", "person_name");
    none("2026-03-12 09:41:07 | Ubuntu | kernel update pending", "person_name");
    none("10:03 - Jenkins: build 42 passed", "person_name");
  });
});

describe("a chat header's one word before its clock", () => {
  it("reads a display name after a status emoji, before pronouns, a middle dot or Discord's day", () => {
    found("🔥 chidinma 08:02 — rotated the bastion key", "person_name", "chidinma");
    found("tunde  8:05 AM\nwho has the vpn profile?", "person_name", "tunde");
    found("Adjoa 🌻 — Yesterday at 21:40\nsent it", "person_name", "Adjoa");
    found("🟡 marek.novak 10:15 morning! the cert expires", "person_name", "marek.novak");
    found("Aigerim · 11:02 — пароль сменили", "person_name", "Aigerim");
    found("dario (he/him) 09:31 reminder that the freeze starts", "person_name", "dario");
  });

  it("leaves ordinary words, labels, places and days in the same slot", () => {
    none("Standup 09:30 — room 3", "person_name");
    none("Backup 02:00 completed ok", "person_name");
    none("Berlin 10:00 CET", "person_name");
    none("backup 02:00 ok.", "person_name");
    none("deploy 14:00 — prod", "person_name");
    none("⏰ Reminder 09:00 — standup", "person_name");
    none("Sunrise 06:12 sunset 18:01", "person_name");
  });
});

describe("someone addressed by a listed given name set off by a comma", () => {
  it("reads the name opening a message after quote marks, a JSON string's quote or a speaker's colon", () => {
    found("> Katrin, kus on uus parool?", "person_name", "Katrin");
    found('{"text":"Oksana, delete that message please"}', "person_name", "Oksana");
    found("Lindqvist 10:44: Haruki, can you rotate the key", "person_name", "Haruki");
  });

  it("reads the name inside a sentence before what is asked", () => {
    found("ok so before the demo, Siobhan, is the staging login still valid?", "person_name", "Siobhan");
  });

  it("leaves places, products, lists of capitalised items and connectives", () => {
    none("Paris, France is where the office is", "person_name");
    none("Travis, Jenkins and GitLab are supported", "person_name");
    none("However, the build failed twice", "person_name");
    none("Location: Victoria, BC", "person_name");
    none("Vendors: Oracle, IBM", "person_name");
    none("Redis, Kafka, Postgres, is what we run", "person_name");
  });
});

describe("a handle under a key whose last word is a person's role, in any case style", () => {
  it("reads camelCase, SCREAMING_SNAKE and prefixed keys holding a handle built from a name", () => {
    found('{"userIdentity":{"type":"IAMUser","userName":"dmitri.volkov"}}', "person_name", "dmitri.volkov");
    found("actor: mei-lin-chen  triggering_actor: mei-lin-chen  workflow: ci.yml", "person_name", "mei-lin-chen");
    found('{"createdByUser":"olga.petrova","state":"open"}', "person_name", "olga.petrova");
  });

  it("leaves service, team and bot accounts, ids and a full name the name readers cover whole", () => {
    none('{"owner":"platform-team","author":"dependabot","user":"grafana"}', "person_name");
    none("DB_USER=app_rw PGUSER=postgres MYSQL_USER=wordpress", "person_name");
    none('{"userName":"svc-deploy","login":"ci-runner","requester":"build-bot"}', "person_name");
    none('{"user_id":"u_123","userAgent":"Mozilla/5.0","userType":"admin"}', "person_name");
    found('{"user_username":"marco.rossi","user_name":"Marco De Santis"}', "person_name", "Marco De Santis");
  });
});
