// Issue 14, person names round 24 (session 28): slots that say "a person is named here" whatever the script or case of
// the value (README "Round 24"): a person record's name in JSON (name-json-records.ts), a vCard's name properties
// (name-vcard.ts), a name in a URL's query, a form body or a logfmt line (name-query-fields.ts), and a name written with
// initials (name-initials.ts). Inputs are written for these tests, not taken from the corpus; each reader has look-alikes
// beside it that must stay. Every input of a found() or covers() is missed by main a8151b6.
import { describe, expect, it } from "vitest";
import { covers, found, none } from "./privacy-spans.ts";
import { enclosingKey, findJsonRecordNames } from "../src/privacy/name-json-records.ts";

describe("a person record's name in JSON", () => {
  it("reads a name key inside an object a person key opens, in any script or case", () => {
    found(`{"id": 7, "author": {"name": "tipene.h", "nickname": "미카"}, "content": "gg"}`, "person_name", "tipene.h");
    found(`{"id": 7, "author": {"name": "tipene.h", "nickname": "미카"}, "content": "gg"}`, "person_name", "미카");
    found(`{"order":"A-77","customer":{"name":"Tamati R.","phone":"n/a"}}`, "person_name", "Tamati R.");
    found(`{"session":{"user":{"id":41,"name":"Soazig Le Floc'h"}}}`, "person_name", "Soazig Le Floc'h");
    found(`{"maintainers":[{"name":"zilvinas.p","email":"x"}]}`, "person_name", "zilvinas.p");
  });

  it("reads keys only a person's name fills, lists and FHIR's name parts", () => {
    found(`{"legal_name":"Adaeze Nwosu","preferred_name":"Chidi"}`, "person_name", "Chidi");
    found(`{"details":{"payerName":"H.P. de Wit","iban":"x"}}`, "person_name", "H.P. de Wit");
    found(`"name": [{"use": "official", "family": "Begaye", "given": ["Loretta", "Nizhoni"]}]`, "person_name", "Begaye");
    found(`"name": [{"use": "official", "family": "Begaye", "given": ["Loretta", "Nizhoni"]}]`, "person_name", "Nizhoni");
    found(`  - owners: ["Omar Farouk", "عمر فاروق"]`, "person_name", "عمر فاروق");
  });

  it("leaves things named in those slots, applications and service accounts", () => {
    none(`{"author": {"name": "Platform Team"}, "user": {"name": "deploy-bot"}}`, "person_name");
    none(`{"name": "Build Docker Image", "steps": []}`, "person_name");
    none(`{"client_name":"Harbour Lights Tickets","connection":"db"}`, "person_name");
    expect(findJsonRecordNames(`{"client":{"id":"c1","name":"Tevake Ferries"}}`)).toEqual([]);
    // (A database's account under "username" is json-user's to judge, not a person's name key.)
    expect(findJsonRecordNames(`{"login":{"username":"ledger","password":"x"}}`)).toEqual([]);
    none(`{"customer":{"name":"John Doe"}}`, "person_name");
  });

  it("finds the key of the object or array of objects that holds a position", () => {
    const t = `{"a":{"b":[{"c":1},{"name":"x"}]}}`;
    expect(enclosingKey(t, t.indexOf(`"name"`))).toBe("b");
    const u = `{"author": {"id": "1", "x": {"y": 2}, "name": "z"}}`;
    expect(enclosingKey(u, u.indexOf(`"name"`))).toBe("author");
    expect(enclosingKey(`"name": "z"`, 0)).toBeUndefined();
  });
});

describe("a vCard's name properties", () => {
  it("reads N as one finding over family and given, in any script, and NICKNAME and FN", () => {
    found("BEGIN:VCARD\nVERSION:3.0\nN:Oyelaran;Tobi;;;\nEND:VCARD", "person_name", "Oyelaran;Tobi");
    found("BEGIN:VCARD\nVERSION:4.0\nN:박;지훈;;;\nEND:VCARD", "person_name", "박;지훈");
    found("BEGIN:VCARD\nFN:Rosa Quispe\nNICKNAME:Rosita\nEND:VCARD", "person_name", "Rosita");
    found("BEGIN:VCARD\nVERSION:3.0\nFN:Mererid ap Hywel\nEND:VCARD", "person_name", "Mererid ap Hywel");
  });

  it("leaves documentation's stand-ins, organisations and N outside a card", () => {
    none("BEGIN:VCARD\nVERSION:3.0\nN:Appleseed;John;;;\nFN:John Appleseed\nEND:VCARD", "person_name");
    none("BEGIN:VCARD\nVERSION:3.0\nFN:Support Line\nORG:Acme\nEND:VCARD", "person_name");
    none("N:Oyelaran;Tobi;;;", "person_name");
  });
});

describe("a name in a URL's query, a form body or a logfmt line", () => {
  it("reads the decoded value", () => {
    found("GET /lookup?ref=77&name=Thandiwe+Mokoena HTTP/1.1", "person_name", "Thandiwe+Mokoena");
    found("GET /t?phone=x&name=Njeri%20Wambui HTTP/1.1", "person_name", "Njeri%20Wambui");
    found("&first_name=Cl%C3%A9ment&last_name=Rousseau-Bah&payer_email=x", "person_name", "Rousseau-Bah");
    found("ipn ok order=55 name=Siôn ap Dafydd amount=12.00 status=ok", "person_name", "Siôn ap Dafydd");
  });

  it("leaves files, firms, places and handles under a bare name key", () => {
    none("GET /download?name=Quarterly+Report+2026.pdf&x=1", "person_name");
    none("GET /geo?name=Berlin&zoom=3", "person_name");
    none("GET /pkg?name=nginx&v=1", "person_name");
  });
});

describe("a name written with initials", () => {
  it("reads initials before a surname and a name before its initials, in any script", () => {
    found("Stop 4 · L. Oyelowo", "person_name", "L. Oyelowo");
    found("Unterschrift: T. Brandt-Yılmaz", "person_name", "T. Brandt-Yılmaz");
    found("<cbc:Name>A.J. van der Meer</cbc:Name>", "person_name", "A.J. van der Meer");
    found("получатель Смирнова А.П., телефон не указан", "person_name", "Смирнова А.П.");
    covers("DELIVER TO: Zanele M. c/o the depot", "person_name", "Zanele M.");
  });

  it("leaves lettered things, abbreviations and sentence ends", () => {
    none("We chose plan B. Then we moved on.", "person_name");
    none("See Appendix A. Retry later.", "person_name");
    none("The U.S. Army base.", "person_name");
    none("Press Tab A. to continue", "person_name");
    none("Rollout to region A. Staging next.", "person_name");
  });
});
