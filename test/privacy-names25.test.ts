// Issue 14, person names round 21 (session 25): forms that recur across training halves. An account name written as a
// key/value pair (Postman collections and environments, HAR-style name/value lists: usernames.ts "json-user-pair") and a
// person named by a role noun in prose, without a colon (name-role-labels.ts findRoleNounNames). Inputs are written for
// these tests, not taken from the corpus; each mechanism has look-alikes beside it that must stay.
import { describe, it } from "vitest";
import { found, none } from "./privacy-spans.ts";

describe("an account name in a key/value pair", () => {
  it("reads the value of a pair whose key names an account", () => {
    found('{"auth":{"type":"basic","basic":[{"key":"username","value":"ewa.kowalczyk"},{"key":"password","value":"Sopot-Molo-511"}]}}', "person_name", "ewa.kowalczyk");
    found('"values": [{"key": "login", "value": "tmwangi"}, {"key": "baseUrl", "value": "https://api.shop.io"}]', "person_name", "tmwangi");
    found('{"name": "owner", "value": "dkoval"}', "person_name", "dkoval");
  });

  it("leaves service accounts, placeholders and other keys alone", () => {
    none('[{"key":"username","value":"admin"},{"key":"password","value":"{{password}}"}]', "person_name");
    none('[{"key":"username","value":"{{user}}"}]', "person_name");
    none('[{"key":"region","value":"eu-west-1"},{"key":"bucket","value":"ledger-exports"}]', "person_name");
  });
});

describe("a person named by a role noun in prose", () => {
  it("reads the name after a role only people fill, with initials and particles", () => {
    found("refund approved by supervisor Tomasz after the call", "person_name", "Tomasz");
    found("Underwriter Aoife Ní Bhriain flagged the payslips", "person_name", "Aoife Ní Bhriain");
    found("signed for by customer J. Otieno, Kisumu", "person_name", "J. Otieno");
    found("04:10 night auditor Phetsamone Vongsa closed the shift", "person_name", "Phetsamone Vongsa");
  });

  it("needs a listed given name after a role programs and firms fill too", () => {
    found("fuel card 7781 · driver Youssef Benali · two fills in an hour", "person_name", "Youssef Benali");
    none("customer Globex renewed for two years", "person_name");
    none("install the device driver Update before Friday", "person_name");
    none("the build agent Linux-2 is offline", "person_name");
    none("the password manager Bitwarden holds it", "person_name");
    none("customer Support Team will call you back", "person_name");
  });
});

describe("an action assigned by name in minutes", () => {
  it("reads a listed given name opening the clause before 'to' and an action verb", () => {
    found("The hall is confirmed for March; Milena to book the movers.", "person_name", "Milena");
    found("## Actions\nstaging was down twice; Ioane to ask legal about the export", "person_name", "Ioane");
  });

  it("leaves teams and ordinary words that own an action", () => {
    none("Fingerprint to verify: SHA256:x1y2z3", "person_name");
    none("Reply to confirm your seat.", "person_name");
    none("Done; Platform to confirm the window.", "person_name");
  });
});
