// Issue 14's round 9 on national ids and address particles (branch privforms9), in workerd. Inputs are written for these
// tests, not taken from the corpus.
import { describe, expect, it } from "vitest";
import { covers, left, none } from "./privacy-spans.ts";
import { ANY_CASE_PARTICLE, PARTICLE } from "../src/privacy/name-particles.ts";

describe("national ids refused by their digits only where the text presents them as examples", () => {
  it("finds one digit repeated and the Dutch test BSN in a person's record; leaves them beside an example word", () => {
    covers("SSN 111-11-1111 on the W-2", "national_id", "111-11-1111");
    covers("BSN 111222333 van de klant", "national_id", "111222333");
    left("SSN 111-11-1111 (dummy)", "111-11-1111");
    left("test BSN: 111222333", "111222333");
  });

  it("leaves all zeros wherever they stand: no issuer gives them", () => {
    left("ssn: 000-00-0000", "000-00-0000");
    left("tel: +49 000 0000000", "+49 000 0000000");
  });

  it("reads an id after the words for where a person's data is kept; a product's serial is still no id", () => {
    covers("SIN on record: 130 692 544", "national_id", "130 692 544");
    left("serial number 442-81-9930 on the label", "442-81-9930");
  });
});

describe("the id reader: a shorter kind never reads the start of a longer number another kind's check refused", () => {
  it("leaves eight digits before a wrong DNI letter; eight digits before a conjunction are Argentina's DNI", () => {
    none("DNI 45128830 K en el formulario", "national_id");
    covers("DNI/NIF 48213082 E del titular", "national_id", "48213082 E");
    covers("DNI 30123456 y pasaporte", "national_id", "30123456");
    covers("DNI 30.123.456 y listo", "national_id", "30.123.456");
  });
});

describe("New Zealand's NHI in its 2025 format (two digits only)", () => {
  it("reads three letters, two digits and two letters with a valid check after its cue; leaves the same shape without a cue", () => {
    covers("NHI ZAC51KW — referral to cardiology", "national_id", "ZAC51KW");
    none("flight ZAC51KW boarded", "national_id");
  });
});

describe("name particles: one list for people and places", () => {
  it("knows the particles of streets and of people, in lower case, and capitalised for people's headers", () => {
    for (const w of ["dei", "dos", "van", "bin", "ibn", "zur", "y"]) expect(PARTICLE.test(w), w).toBe(true);
    for (const w of ["the", "and", "Van", "street"]) expect(PARTICLE.test(w), w).toBe(false);
    expect(ANY_CASE_PARTICLE.test("Van")).toBe(true);
    expect(ANY_CASE_PARTICLE.test("Street")).toBe(false);
  });

  it("keeps a particle inside a street's name in a chain of segments", () => {
    covers("ship to: Via dei Mille 12, Scala B, Torino", "street_address", "Via dei Mille 12");
  });
});
