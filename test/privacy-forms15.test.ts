// Issue 14's non-name round 15 (branch privforms15), in workerd: streets in capitals, in uncased and non-Latin scripts, in
// more countries' published forms and after more labels; phones by their label and URL encoding; look-alikes refused by
// the form they stand in. Each beside a value of the same shape that is not one. Inputs are written for these tests, not
// taken from the corpus.
import { describe, expect, it } from "vitest";
import { covers, left, none } from "./privacy-spans.ts";
import { titleCasedCapitals } from "../src/privacy/address-capitals.ts";

describe("streets written in capitals (address-capitals.ts)", () => {
  it("title-cases a run of capitals holding a street word, same length, function words lower-cased", () => {
    const label = "SHIP TO\nAMARA OKONKWO\nPLOT 9, ADEWALE CRESCENT\nIBADAN";
    const view = titleCasedCapitals(label)!;
    expect(view.length).toBe(label.length);
    expect(view).toContain("Plot 9, Adewale Crescent");
    expect(titleCasedCapitals("RETRY 3 OF 5 ON DR NODE")).toContain("of 5 on Dr");
    expect(titleCasedCapitals("plain text, 12 Baker Street")).toBeUndefined();
  });

  it("finds a label's street and an HL7 field's; a log line in capitals stays clear", () => {
    covers("DELIVER TO\nTEMI ADEYEMI\nHOUSE NO. 7, AWOLOWO STREET\nIKEJA", "street_address", "HOUSE NO. 7, AWOLOWO STREET");
    covers("PID|1||MRN4410||DOE^JO||19790101|F|||318-20 JAMAICA AVE APT 4^^JAMAICA^NY^11432", "street_address", "318-20 JAMAICA AVE APT 4");
    none("WARN RETRY 3 OF 5 ON DR NODE", "street_address");
  });
});

describe("streets in uncased and non-Latin scripts (address-grammar.ts, address-forms.ts)", () => {
  it("reads Georgian and Amharic streets by the one word before the type, not the sentence before it", () => {
    covers("ამანათი გაიგზავნა ჭავჭავაძის გამზირი 37-ზე.", "street_address", "ჭავჭავაძის გამზირი 37");
    const amharic = "ጥቅሉ ወደ መገናኛ መንገድ፣ ቤት ቁጥር 88 ተልኳል።";
    covers(amharic, "street_address", "መገናኛ መንገድ፣ ቤት ቁጥር 88");
    none("ጥቅሉ ወደ መገናኛ ተልኳል 88", "street_address");
  });

  it("reads an Armenian street with its flat, a Greek street after its article, a Tamil road with its nagar", () => {
    covers("առաքվել է Մաշտոցի փողոց 21, բն. 7, Երևան", "street_address", "Մաշտոցի փողոց 21, բն. 7");
    covers("η δέμα στάλθηκε στην Πατησίων 118, Αθήνα.", "street_address", "Πατησίων 118");
    none("στην Αθήνα 2 μέρες", "street_address");
    covers("ஆர்டர் 7, நேரு தெரு, அண்ணா நகர், சென்னை", "street_address", "7, நேரு தெரு, அண்ணா நகர்");
  });

  it("reads Chinese and Japanese addresses with the spaces typed text puts in them", () => {
    covers("地址 北京市朝阳区建国路 93 号 1802 室", "street_address", "建国路 93 号 1802 室");
    covers("〒107-0052 東京都港区赤坂 4-8-1 ミナト棟 1207", "street_address", "赤坂 4-8-1 ミナト棟 1207");
  });
});

describe("streets in more countries' forms and after more labels (address-grammar.ts, address-fields.ts)", () => {
  it("reads a kilometre marker, a British estate unit and a rural US route", () => {
    covers("livraison à Route de Ouakam, Km 4 demain", "street_address", "Route de Ouakam, Km 4");
    covers("Returns to Unit 12, Meadowfield Industrial Estate, Durham", "street_address", "Unit 12, Meadowfield Industrial Estate");
    covers("mail to 2207 County Road 41, Lufkin TX", "street_address", "2207 County Road 41");
    none("we ran 3 US Route 66 trips", "street_address");
  });

  it("reads the value of an addr or adres key, a Dutch compound and a Spanish domicilio", () => {
    covers('{"addr":"성수이로 77, 5층"}', "street_address", "성수이로 77, 5층");
    covers('{"adres":"Oudegracht 158, Utrecht"}', "street_address", "Oudegracht 158");
    covers("Jan de Wit, postadres Herengracht 402, Amsterdam", "street_address", "Herengracht 402");
    covers("con domicilio en Calle Mayor 12, 3º B, Toledo.", "street_address", "Calle Mayor 12, 3º B");
    none('{"email_addr":"ops@northwind.dev","ipadres":"10.0.4.2","addr":"redis-2:6379"}', "street_address");
  });
});

describe("phones by their label and their encoding (phones.ts)", () => {
  it("keeps a labelled international number today's plan no longer allows, not an unlabelled one", () => {
    covers("Kano office\nTel: +234 64 410 882", "phone", "+234 64 410 882");
    covers("telephoneNumber: +234 1 470 2291", "phone", "+234 1 470 2291");
    none("build 2.3.4 +234 1 470 2291", "phone");
  });

  it("reads a URL-encoded plus with the number", () => {
    covers("POST /sms?To=%2B447700900812&Body=hi", "phone", "%2B447700900812");
  });
});

describe("look-alikes by the form they stand in", () => {
  it("leaves a blood pressure after BP, a French post box is still one", () => {
    left("vitals: BP 128/84, pulse 71", "BP 128/84");
    covers("Société Ndiaye, BP 4410, Dakar", "street_address", "BP 4410");
  });

  it("leaves a contacts export's numbered field names", () => {
    none("Name,Phone 1 - Value,Address 1 - Street,Address 1 - City,Address 2 - Street", "street_address");
  });

  it("leaves a gpg key id after a key option; a secret under a secret's key is still found", () => {
    left("gpg --list-secret-keys 9A3F2C71E04B8D65", "9A3F2C71E04B8D65");
    left("gpg --recv-keys 0x7D1E94C2A85B3F60", "0x7D1E94C2A85B3F60");
    covers("SIGNING_SECRET=9A3F2C71E04B8D65a1c7d0e9f4b2", "api_key", "9A3F2C71E04B8D65a1c7d0e9f4b2");
  });

  it("leaves Sentry's public key in its ingest query", () => {
    left("upload https://o77.ingest.sentry.io/api/880/minidump/?sentry_key=0a9f3c2b7d1e4f6a8b5c0d2e9f1a3b4c", "0a9f3c2b7d1e4f6a8b5c0d2e9f1a3b4c");
  });

  it("leaves Stripe's dispute test card and a DNI in a format hint; a real card and DNI are found", () => {
    left("QA: use 4000 0000 0000 0259 to open a dispute", "4000 0000 0000 0259");
    left('{"hint":"Formato del DNI: 12345678Z"}', "12345678Z");
    covers('{"dni":"48291735S"}', "national_id", "48291735S");
  });

  it("leaves a no-reply sender named for its system; as a login, and a person's address, it is found", () => {
    none("[smtp]\nfrom = noreply-invoices@brightfield.co.uk", "email");
    covers("cc: noreen.okafor@brightfield.co.uk", "email", "noreen.okafor@brightfield.co.uk");
    covers("user=noreply-invoices@brightfield.co.uk\npass=Gx7#qLm2", "email", "noreply-invoices@brightfield.co.uk"); // a login
  });

  it("leaves a PEM template holding only the DER header; a truncated key with key bits is found", () => {
    none("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA...paste yours here...\n-----END RSA PRIVATE KEY-----", "private_key");
    covers("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAz3Rq8...\n-----END RSA PRIVATE KEY-----", "private_key", "MIIEpAIBAAKCAQEAz3Rq8");
  });
});

describe("passwords in Terraform's named secrets and PowerShell's converted string (secret-fields.ts, look-alike-forms.ts)", () => {
  it("reads the value a resource stores under a password's name, not one under another name", () => {
    const stored = 'resource "aws_ssm_parameter" "db" {\n  name  = "/prod/api/db_password"\n  type  = "SecureString"\n  value = "Hq4!zTr8Lw2m"\n}';
    covers(stored, "password", "Hq4!zTr8Lw2m");
    none('resource "aws_ssm_parameter" "r" {\n  name  = "/prod/region"\n  value = "eu-central-1"\n}', "password");
  });

  it("reads a converted string that opens with a dash; a quoted flag stays a flag", () => {
    covers("$p = ConvertTo-SecureString '-Rk2vWqZ8bLn4Tx' -AsPlainText -Force", "password", "-Rk2vWqZ8bLn4Tx");
    none("Start-Process app.exe -ArgumentList '--verbose'", "password");
  });
});
