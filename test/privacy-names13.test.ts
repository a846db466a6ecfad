// Issue 14, person names round 13. Inputs are written for these tests from CSV, spreadsheet and SQL formats, not taken
// from the corpus; each mechanism has look-alikes beside it that must stay.
//   - a record's holder (name-rows.ts holderCells): rows that hold a phone, an IBAN or a national id, an SQL tuple's quoted
//     cells, a particle inside a name, a listed given name alone beside the card it holds;
//   - who hands over and who takes over in a handoff, the two people of a 1:1, an action item's owner before an arrow
//     (person-names.ts handoff-giver, handoff-taker, one-on-one, assignment).
import { describe, it } from "vitest";
import { found, none } from "./privacy-spans.ts";

describe("a record's holder", () => {
  it("reads the name in a row that holds the person's phone, IBAN or national id", () => {
    found("Keiko Morimoto\tFinance\t+81 6-6312-0098\t090-4410-2287", "person_name", "Keiko Morimoto");
    found("Marco Ferraro,NL20 INGB 0001 2345 67,EUR 120.00,2026-10-02", "person_name", "Marco Ferraro");
  });

  it("reads a particle inside the name and a given name alone beside its card", () => {
    found("C-7781,Samir El Idrissi,s.elidrissi@mailbox.ma,+212 6 61 22 33 44", "person_name", "Samir El Idrissi");
    found('"Dostyk 5, apt 12","4539 1488 0343 6467","Aigerim"', "person_name", "Aigerim");
  });

  it("reads an SQL tuple's quoted cells", () => {
    found("INSERT INTO payees (holder, iban) VALUES ('Chiara Lombardi', 'IT60X0542811101000000123456', 'done');", "person_name", "Chiara Lombardi");
  });

  it("leaves memos, teams, cities and pieces of quoted addresses", () => {
    // A German memo beside an IBAN: no word a list knows as a name.
    none("2026-10-01,Anteil Ferienhaus,DE44 5001 0517 5407 3249 31,+340,00 EUR", "person_name");
    // A department after a tab is the next cell, and a city alone at the end of an address row is no holder.
    found("Keiko Morimoto\tOps\t+81 6-6312-0098\t090-4410-2287", "person_name", "Keiko Morimoto");
    none("INSERT INTO customers VALUES (7, 'ops@firm.fj', '+679 992 0000', 'Lot 4, Queens Road, Namaka', 'Nadi');", "person_name");
    none("ACC-1,Visa,4539 1488 0343 6467,Paid", "person_name");
  });
});

describe("handoffs, 1:1s and action items with arrows", () => {
  it("reads the giver and the taker of a handoff", () => {
    found("Handoff (Teams) Mereana Tawhiri → Solveig: two pages overnight", "person_name", "Mereana Tawhiri");
    found("Handoff (Teams) Mereana Tawhiri → Solveig: two pages overnight", "person_name", "Solveig");
    found("Weekend handover (Slack) Oisín -> Brígh: nothing open", "person_name", "Oisín");
    found("Weekend handover (Slack) Oisín -> Brígh: nothing open", "person_name", "Brígh");
    found("On-call handoff, week 12, from Tuilagi to Ngozi\n- kafka quiet", "person_name", "Ngozi");
  });

  it("reads the two people of a 1:1 and an action item's owner before an arrow", () => {
    found("SUMMARY:1:1 Selin / Tomasz\nDTSTART:20261201T090000Z", "person_name", "Selin");
    found("SUMMARY:1:1 Selin / Tomasz\nDTSTART:20261201T090000Z", "person_name", "Tomasz");
    found("Action items: Farida → rollout plan; Kwabena → billing export", "person_name", "Kwabena");
  });

  it("leaves environments, teams and meeting topics in the same places", () => {
    none("Handoff Staging → Prod: done", "person_name");
    none("handover from Ops to Support: see ticket", "person_name");
    none("Handoff to Security: pending review", "person_name");
    none("SUMMARY:1:1 Review / Planning", "person_name");
    none("Action items: Docs → publish; Billing → invoice run", "person_name");
  });
});
