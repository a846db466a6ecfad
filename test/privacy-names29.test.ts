// Issue 14, person names round 25 (session 29): frames the training halves' name leaks recur in (README "Round 25").
// The writer of a message line (name-writer-lines.ts); who did it, after "by" (name-agents.ts);
// a gateway's prefixed name keys and a card holder's key in a query or a form body (name-query-fields.ts). Inputs are written for these tests, not taken from the corpus;
// each reader has look-alikes beside it that must stay. Every input of a found() is missed by main 36cbe9e8.
import { describe, expect, it } from "vitest";
import { found, none } from "./privacy-spans.ts";
import { findWriterLineNames } from "../src/privacy/name-writer-lines.ts";
import { findAgentNames } from "../src/privacy/name-agents.ts";

describe("the writer of a message line", () => {
  it("reads an unlisted writer before a message in a person's register", () => {
    found(`Kanatbek: someone pasted the broker key in #general 🤦 moving it`, "person_name", "Kanatbek");
    found(`Zhanibek: worked, thanks! Ship the strap to the office`, "person_name", "Zhanibek");
  });

  it("reads a writer after a comment mark, a dash or a stamp", () => {
    found(`# Rewi: the template should have pulled these from the vault`, "person_name", "Rewi");
    found(`Loop is the stale DNS record. — Oyelaran: done, rotating both keys.`, "person_name", "Oyelaran");
    expect(findWriterLineNames(`[09:14] Bolormaa: pasted the wrong file into the ticket`).map((f) => f.start)).toEqual([8]);
  });

  it("leaves label lines, error names and header words", () => {
    none(`Reminder: the sample in the handbook uses a test card`, "person_name");
    none(`Dispatcher: queue drained, nothing to do`, "person_name");
    none(`Runbook: to unseal the store run the unseal command`, "person_name");
    none(`Title: sshd rejects my key after copying it`, "person_name");
    expect(findWriterLineNames(`ValueError: invalid literal for int() with base 10`)).toEqual([]);
    expect(findWriterLineNames(`Re: deposit return for the flat, see the attached letter`)).toEqual([]);
    // A writer with no mark, no listed name and a message in no one's voice: a label as often.
    expect(findWriterLineNames(`Kanatbek: router is up, the lease table is attached`)).toEqual([]);
  });
});

describe("the agent after a person's act", () => {
  it("reads an unlisted name, a caseless-script name and a note's author", () => {
    found(`the LDAP bind secret (set by Torgrim)`, "person_name", "Torgrim");
    found(`tasks assigned to the night shift by Sæunn, due Friday`, "person_name", "Sæunn");
    found(`#. reviewed by ليلى الحمدان`, "person_name", "ليلى الحمدان");
    found(`## Notes from Rajvinder\nAsk about the sample tubes`, "person_name", "Rajvinder");
  });

  it("leaves programs, defaults and things doing the act", () => {
    none(`statement exported by Quicken to the downloads folder`, "person_name");
    none(`This is an automated message from Xero; replies go nowhere`, "person_name");
    none(`the timeout is set by default to 30 s`, "person_name");
    none(`the note was posted by the CI bot`, "person_name");
    expect(findAgentNames(`certificate signed by Let's Encrypt, renewed by Certbot`)).toEqual([]);
    expect(findAgentNames(`rotated by Vault every night`)).toEqual([]);
  });
});

describe("a gateway's name keys and a card holder's in a query or a form body", () => {
  it("reads prefixed first and last name keys and holder keys, whatever the surname's ending", () => {
    found(`x_invoice_num=R-2026-07&x_first_name=Tane&x_last_name=Whitecloud&x_city=Gisborne`, "person_name", "Whitecloud");
    found(`exp=0327&first_name=Malia&last_name=Kahalewai&zip=96720`, "person_name", "Kahalewai");
    found(`Card.Number=**** HolderName=Seraina Camenisch BillingAddress.Zip=7000`, "person_name", "Seraina Camenisch");
    found(`/pay?card=****&holder=Tarek+Abouelnaga\tokhttp/3.12`, "person_name", "Tarek+Abouelnaga");
  });

  it("leaves stand-ins, firms' ordinary words and other keys", () => {
    none(`holder=Test+User&amount=10`, "person_name");
    none(`?hostname=Atlas&filename=Report&x_city=Cheyenne`, "person_name");
  });
});
