// Issue 14, person names round 15. Inputs are written for these tests (receipts, Teams copies, meeting notes, string
// tables, catalogues, log lines), not taken from the corpus; each mechanism has look-alikes beside it that must stay.
//   - the person a receipt or a form names by their role (name-role-labels.ts);
//   - `Surname, Given` alone on a message's header line after its clock (name-complete.ts);
//   - an action item's owner before a spaced dash (person-names.ts assignment-dash);
//   - look-alikes: a time zone's city, a kin word as a chat writer, a catalogue's two word cells, a name given as an example,
//     a severity or a state where a strong cue expects a writer (person-names.ts).
import { describe, it } from "vitest";
import { found, left, none } from "./privacy-spans.ts";

describe("the person a receipt or a form names by their role", () => {
  it("reads the name after a role only a person fills, in the languages receipts are printed in", () => {
    found("TOTAL 9,80 EUR · Atendida por: Graça", "person_name", "Graça");
    found("Mesa 7 · Camarero: Ezequiel", "person_name", "Ezequiel");
    found("Bon 0042\nKassiererin: Friederike  Bon 17", "person_name", "Friederike");
    found("Débiteur : Gwenaël Le Bihan, 12 rue de Siam, 29200 Brest", "person_name", "Gwenaël Le Bihan");
  });

  it("leaves programs, firms, teams and placeholders after the same labels", () => {
    none("Server: Apache\nHost: Cloudflare\nDriver: PostgreSQL\nAgent: Datadog", "person_name");
    none("Customer: Liffey Design Ltd", "person_name");
    none("Coordinator: TBD\nTechnician: Ops Team", "person_name");
  });
});

describe("a message's writer as Surname, Given on its own header line", () => {
  it("reads both halves of the inverted name after the message's clock", () => {
    found("[14:20] Lindqvist, Annika\nthe export finished, numbers attached", "person_name", "Lindqvist, Annika");
    found("[3/02/2027 9:15 AM] Horvat, Marija\nok, merging now", "person_name", "Horvat, Marija");
  });

  it("leaves a place and its country on a line of their own", () => {
    none("[09:00] Lisbon, Portugal\nwe land at noon", "person_name");
  });
});

describe("an action item's owner before a spaced dash", () => {
  it("reads a listed given name that owns the task", () => {
    // A capitalised task ("TLS", "Grafana") is where a status list's reading stops.
    found("Action items: Mateus — TLS cert on the edge; Ingrid — Grafana alerts", "person_name", "Mateus");
    found("Action items: Mateus — TLS cert on the edge; Ingrid — Grafana alerts", "person_name", "Ingrid");
  });

  it("leaves teams and words before the same dash", () => {
    none("Action items: Docs — publish; QA — retest the build", "person_name");
  });
});

describe("look-alikes the name readers raised", () => {
  it("leaves a time zone's city when the same word is a found person's name elsewhere", () => {
    const text = "INFO tz America/Regina for user Regina Oyelaran at 203.0.113.9";
    left(text, "America/Regina");
    found(text, "person_name", "Regina Oyelaran");
  });

  it("leaves a kin word a chat export prints as the writer", () => {
    left("02/03/2027, 18:40 - Mãe: Ana, o estafeta já veio?", "Mãe");
    left("[12.01.2027 08:02] Mutti: bin gleich da", "Mutti");
  });

  it("leaves a catalogue's collection and colour cells, reads a surname-first pair whose surname a list holds", () => {
    none("SKU-9921,Harbor coat,Meadow,Amber,2027-01-10", "person_name");
    found("1042,Nakamura,Yuki,yuki.n@mail.jp,2027-01-10", "person_name", "Nakamura");
  });

  it("leaves a name a form or a string table gives as an example", () => {
    left("label.name=Nimi (esim. Maija Virtanen)", "Maija Virtanen");
    none('{"es_placeholder":"Hola Fulana Pérez, tu pedido"}', "person_name");
    none("hint.name=Imię (np. Anna Nowak)", "person_name");
  });

  it("leaves a severity or a state where a strong cue expects a writer, keeps a chat turn after a clock", () => {
    none("Audit item A-3 (Critical): admin panel reachable without auth\nAudit item A-4 (Medium): verbose errors", "person_name");
    none("[ci 2291] Completed: PASSED in 4m", "person_name");
    found("[11:47] Precious: merged, thanks", "person_name", "Precious");
  });
});
