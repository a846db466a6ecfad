/**
 * Acronyms and abbreviations read by rule (abbreviations.ts), and the word aligner that uses them
 * (synonym-duplicate.ts). Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { abbreviates, acronymsOf, foldAcronyms, spelledOut } from "./abbreviations";
import { unmatchedWords } from "./synonym-duplicate";

const spelled = (acr: string, text: string) => {
  const span = spelledOut(acr, text);
  return span ? text.slice(span[0], span[1]) : null;
};

describe("an acronym spelled out by the initials of a run of words", () => {
  it.each([
    ["DWH", "Our data warehouse is Snowflake.", "data warehouse"],
    ["OTA", "Boards are reflashed over-the-air.", "over-the-air"],
    ["HIL", "The hardware-in-the-loop bench is down.", "hardware-in-the-loop"],
    ["AST", "It walks the abstract syntax tree.", "abstract syntax tree"],
    ["WMS", "The warehouse management system picks FEFO.", "warehouse management system"],
    ["HW", "The hardware pipeline runs nightly.", "hardware"],
    ["PO", "Purchase orders reach the ERP.", "Purchase orders"],
    ["SSO", "Pupils log in through single sign-on.", "single sign-on"],
    ["AML", "Every transfer passes anti-money-laundering checks.", "anti-money-laundering"],
    ["RLS", "Row level security is on.", "Row level security"],
  ])("%s", (acr, text, run) => expect(spelled(acr, text)).toBe(run));

  it.each([
    ["letters in another order", "WDH", "Our data warehouse is Snowflake."],
    ["a letter no word starts", "DWX", "Our data warehouse is Snowflake."],
    ["initials of unrelated words only in part", "CRM", "The customer list lives in Postgres."],
    ["a run may not start on a function word", "TAB", "the alpha build"],
    ["a short part of a compound gives no letter", "IP", "The inputs are validated."],
  ])("not: %s", (_, acr, text) => expect(spelledOut(acr, text)).toBeNull());

  it("folds the run into the acronym the other text writes", () => {
    expect(foldAcronyms("Our data warehouse is Snowflake.", "The DWH is Snowflake.")).toBe("Our DWH is Snowflake.");
    expect(foldAcronyms("The DWH is Snowflake.", "Our DWH is big.")).toBe("The DWH is Snowflake.");
    expect(acronymsOf("POs go to SAP; the ERP is old")).toEqual(["PO", "SAP", "ERP"]);
  });
});

describe("an abbreviation by rule", () => {
  it.each([
    ["config", "configuration"], ["env", "environment"], ["repo", "repository"], ["k8s", "kubernetes"], ["i18n", "internationalization"],
    ["mgmt", "management"], ["pkg", "package"], ["svc", "service"], ["msg", "message"],
  ])("%s = %s", (short, long) => expect(abbreviates(short, long)).toBe(true));

  it.each([
    ["a prefix with too little cut", "apply", "applies"], ["the other way round", "configuration", "config"],
    ["a numeronym of the wrong length", "k7s", "kubernetes"], ["a numeronym with other ends", "a11y", "availability"],
    ["a name and a longer name", "java", "javascript"], ["a name and its prefix", "git", "github"],
    ["a skeleton with a vowel", "mgat", "management"], ["another first letter", "pkg", "bundle"], ["two letters", "ab", "abstract"],
  ])("not: %s", (_, short, long) => expect(abbreviates(short, long)).toBe(false));
});

describe("the aligner pairs them", () => {
  it("pairs an acronym with its words and an abbreviation with its word", () => {
    expect(unmatchedWords("The DWH is Snowflake.", "Our data warehouse is Snowflake.")).toMatchObject({ a: [], b: [] });
    expect(unmatchedWords("The k8s config lives in the repo.", "The Kubernetes configuration lives in the repository.")).toMatchObject({ a: [], b: [] });
    expect(unmatchedWords("POs arrive in SAP.", "Purchase orders arrive in SAP.")).toMatchObject({ a: [], b: [] });
  });
  it("leaves an acronym whose letters are not the other's initials unpaired", () => {
    expect(unmatchedWords("The CRM is Snowflake.", "Our data warehouse is Snowflake.").a).toEqual(["crm"]);
  });
});
