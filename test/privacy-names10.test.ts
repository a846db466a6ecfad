// Issue 14, person names round 10: who wrote a dated chat or log line (person-names.ts, rule "dated-speaker").
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
