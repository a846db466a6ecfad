// Issue 14, person names round 16. Inputs are written for these tests (payroll exports, onboarding notes, meeting
// transcripts, bank statements, crash reports, key files), not taken from the corpus; each mechanism has look-alikes
// beside it that must stay.
//   - `Surname, Given` alone in a cell of a row split by semicolons, pipes or tabs (name-rows.ts invertedCells);
//   - people paired by an arrow (person-names.ts arrow-pair-from / arrow-pair-to);
//   - an action item's number before its owner (person-names.ts ITEM_NUMBER);
//   - a given name addressed and asked "can you" (person-names.ts addressed-request);
//   - look-alikes: German and Romance nouns read as unknown name words, a Vietnamese place in syllables, a report's fields
//     read as a transcript's speakers (person-names.ts FOREIGN_NOUN_ENDING, SPEAKER_LINE);
//   - an OpenSSH public key's comment and the ssh-target rule (usernames.ts).
import { describe, expect, it } from "vitest";
import { detect } from "../src/privacy/index.ts";
import { found, none } from "./privacy-spans.ts";

describe("Surname, Given in one cell of a delimited row", () => {
  it("reads the cell as one person in semicolon, pipe and tab rows", () => {
    found("7731;Hoffmann, Ilse;Goethestraße 9, 80336 München;DE12", "person_name", "Hoffmann, Ilse");
    found("12 | Ndiaye, Fatou | Rue 10, Dakar | SN08", "person_name", "Ndiaye, Fatou");
    found("3\tKowalczyk, Marta\tpayroll", "person_name", "Kowalczyk, Marta");
  });

  it("leaves a city and its district, two amounts and two products in the same cells", () => {
    none("7;Berlin, Mitte;10115;DE", "person_name");
    none("Pos;Rechnung, Mai;120,00;EUR", "person_name");
    none("x;Python, Ruby;y", "person_name");
  });
});

describe("people paired by an arrow", () => {
  it("reads both sides of each pair", () => {
    found("Mentoring pairs: Oksana → Tomás Herrera; Kwame → Ingrid Solberg", "person_name", "Oksana");
    found("Mentoring pairs: Oksana → Tomás Herrera; Kwame → Ingrid Solberg", "person_name", "Kwame");
    found("Pairing: Yusuf ↔ Mei Ling, Astrid ↔ Chiamaka Obi", "person_name", "Astrid");
    found("Escalated: Rafael → Lena: refund still pending", "person_name", "Lena");
  });

  it("leaves stages, states and places joined by arrows", () => {
    none("Pipeline: Build → Test → Staging → Prod", "person_name");
    none("Route: Lisbon → Porto → Madrid", "person_name");
    none("Migration map: Users → Accounts, Orders → Invoices", "person_name");
  });
});

describe("an action item's number before its owner", () => {
  it("reads the owner after (1), 1. or a)", () => {
    found("Action items: (1) Ngozi — rotate the key; (2) Florin — update the runbook", "person_name", "Florin");
    found("Next steps: 1. Sunita to book the venue; 2. Matías to send the invites", "person_name", "Sunita");
  });

  it("leaves numbered teams", () => {
    none("Action items: (1) Backend — add retries; (2) Docs — publish the guide", "person_name");
  });
});

describe("a given name addressed and asked something", () => {
  it("reads the name even where a list also keeps it as a product's or a word's", () => {
    found("Okay, that's the agenda. Hugo, can you share your screen?", "person_name", "Hugo");
    found("Thanks everyone. Grace, could you confirm the numbers?", "person_name", "Grace");
  });

  it("leaves an ordinary word before the same question", () => {
    none("However, can you check whether the cron ran?", "person_name");
    none("Also, could you attach the logs?", "person_name");
  });
});

describe("look-alikes the name readers raised", () => {
  it("leaves German nouns and a firm before a city, where German capitalises every noun", () => {
    none("2026-10-01  SEPA-Lastschrift an Stadtwerke Bielefeld  Ref 4411", "person_name");
    none("Verwendungszweck: Rückerstattung Jahresabrechnung", "person_name");
    none("Änderung Bankverbindung ab Januar", "person_name");
  });

  it("still reads German people with a noun-like surname that a list holds", () => {
    found("Thanks to Dagny Jung for the review", "person_name", "Dagny Jung");
  });

  it("leaves a Vietnamese city written in syllables", () => {
    none("Giao hàng đến Hà Nội trước thứ Sáu", "person_name");
  });

  it("does not read a crash report's fields as a conversation's speakers", () => {
    none("Process: Quill [5120]\nPath: /Applications/Quill.app\nIdentifier: com.quill.app\nVersion: 2.0.1", "person_name");
  });
});

describe("an OpenSSH public key's comment", () => {
  const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7qLm2Vx9Tr4Kp0Wn8Yc3Ds6Fh1Ja5Gb2Ue7Io4Mz";

  it("reads a person's handle after the key and leaves a role account", () => {
    found(`${key} tendai@thinkpad`, "person_name", "tendai");
    none(`${key} deploy@ci`, "person_name");
  });

  it("is not read as an ssh command's target: ssh-rsa is a key type", () => {
    const text = "HostKeyAlgorithms +ssh-rsa on the old switch; pushed by tx-relay@core.sw1.corp";
    expect(detect(text).filter((f) => f.detector === "username:ssh-target")).toEqual([]);
  });
});
