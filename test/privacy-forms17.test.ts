// Issue 14's non-name round 17 (branch privforms17), in workerd: values that documentation publishes (specification and
// debugger JWT claims, specimen ids, zero serials, a documented card read in part), token bodies that are data (base64 of
// a sentence, a record's key, a PEM snippet cut to its header); secrets by their format (bot tokens, curl's "KEY:",
// "*.hmac" settings, "creds user/pass", cracked hashes, keys named in other languages); SIP numbers and a country's
// national numbers; streets by how their country writes them. Each beside a value of the same shape that stays (or stays
// left). Inputs are written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, left, none } from "./privacy-spans.ts";

const RFC_CLAIMS = "eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ";

describe("documentation's values (look-alikes.ts, token-bodies.ts, documented-values.ts)", () => {
  it("leaves a JWT whose claims are RFC 7519's, whatever signs it; keeps other claims", () => {
    left(`pasted into the wiki: eyJhbGciOiJIUzI1NiJ9.${RFC_CLAIMS}.Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6cXV1enF1dXpx`, "eyJhbGciOiJIUzI1NiJ9");
    covers("Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfOTk4MiIsInJvbGUiOiJvcHMiLCJpYXQiOjE3MzI3MDAwMDB9.Xk2mQ7Lp9Vb3Nr8Tz1Wc6Yh4Je0Dg5Fs2Kq7Mx9Pb3", "jwt", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9");
  });

  it("leaves specimen ids where the sentence calls them samples, zero serials anywhere, and a documented card read in part", () => {
    left("sandbox samples for QA: SIN 046 454 286, DNI 12345678Z", "046 454 286");
    left("QA fixtures: NIE X0000000T", "X0000000T");
    left("Specimen card: AHV 756.1234.5678.97", "756.1234.5678.97");
    left("Adyen test card 4111 1111 4555 1142 for 3DS", "4111 1111 4555");
    covers("Lena Vogt, AHV 756.9217.0769.85", "national_id", "756.9217.0769.85");
  });

  it("leaves base64 of a sentence, a database's duplicate key and a PEM snippet cut to its header", () => {
    left("FCM token: dGhpcyBpcyBvbmx5IGEgcGxhY2Vob2xkZXIgZm9yIHRoZSBkZW1v rejected", "dGhpcyBpcyBvbmx5");
    left("ERROR: duplicate key Order/8c41a7e2-53b0-4f1e-9d2a-6b7c0e3f1a55 violates unique constraint", "Order/8c41a7e2");
    left("docs: -----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC... (from the vendor docs)\n-----END PRIVATE KEY-----", "MIIEvQIBADAN");
    covers("api token: Zk3q9Wm2Lp8Xr4Tn6Yb1Vc7Hd0Ja5Se", "api_key", "Zk3q9Wm2Lp8Xr4Tn6Yb1Vc7Hd0Ja5Se");
    covers("leaked: -----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAx7Qk2Lm9Pn3Vb8Rt1Wz6Yc4He0Jd5Gs2Kq7Mx9Pb3Lw...\n-----END RSA PRIVATE KEY-----", "private_key", "MIIEpAIBAAKCAQEAx7Qk2Lm9");
  });
});

describe("secrets by their format (detectors.ts, password-forms.ts, secret-values.ts)", () => {
  it("reads a bot token by its shape, and curl's API key as the user with an empty password", () => {
    covers("бот: токен 7011223344:Gz4Lq8Pn2Xm6Vb1Rk9Ty3Wc7Hd5Je0Fs не публиковать", "api_key", "7011223344:Gz4Lq8Pn2Xm6Vb1Rk9Ty3Wc7Hd5Je0Fs");
    none("took 1734567890:42 seconds", "api_key");
    covers('curl https://api.vendor.example/v1/labels -u "Kp7Qx2Lm9Vb3Nr8Tz1Wc6Y:" -d x=1', "api_key", "Kp7Qx2Lm9Vb3Nr8Tz1Wc6Y");
    none("curl -u admin: http://localhost:8080/status", "api_key");
  });

  it("reads a service's *.hmac setting, not a URL's hmac signature", () => {
    covers("payments.hmac=9f2c4a7e1b3d5f6081a2c3e4f5061728", "api_key", "9f2c4a7e1b3d5f6081a2c3e4f5061728");
    none("GET /proxy?shop=x&hmac=9f2c4a7e1b3d5f6081a2c3e4f5061728 200", "api_key");
  });

  it("reads creds as user/password and what a hash cracked to", () => {
    covers("BMC for rack 4: creds root/Qx7!mPz2Lw9Tb4 until we rotate", "password", "Qx7!mPz2Lw9Tb4");
    covers("NTLM 8846f7eaee8fb117ad06bdd830b7586c cracked as Sunset#2291pq", "password", "Sunset#2291pq");
    none("the login page/flow is broken again", "password");
    none("we finally cracked the problem: caching", "password");
  });

  it("reads a hex key named in Portuguese, German or after a question about it", () => {
    covers("a chave da API de produção é 4f9c2e7a1b8d3f6e0c5a9b2d7e4f1a3c, não compartilhe", "api_key", "4f9c2e7a1b8d3f6e0c5a9b2d7e4f1a3c");
    covers("viste a chave que o Rui colou? 8d3f6e0c5a9b2d7e4f1a3c4f9c2e7a1b — gira", "api_key", "8d3f6e0c5a9b2d7e4f1a3c4f9c2e7a1b");
    none("which commit broke it? 8d3f6e0c5a9b2d7e4f1a3c4f9c2e7a1b", "api_key");
  });
});

describe("a secret's decoded value and a key pasted into a sentence (password-forms.ts, private-keys.ts)", () => {
  it("reads what a secret decodes to after base64 -d, not any decoded output", () => {
    covers("kubectl get secret api-db -o jsonpath='{.data.password}' | base64 -d\nTq4mZ8vLw2-Rsx9", "password", "Tq4mZ8vLw2-Rsx9");
    none("echo aGVsbG8gd29ybGQ= | base64 -d\nhelloworld", "password");
  });

  it("ends a key pasted inline where the sentence resumes", () => {
    const key = "MIICXAIBAAKBgQCqGKukO1De7zhZj6+H0qtjTkVxwTCpvKe4eCZ0FPqri0cb2JZfXJ/DgYSF6vUpwmJG8wVQZKjeGcjDOL5UlsuusFncCzWBQ7RKNUSesmQRMSGkVb1/3j+skZ6UtW+5u09lHNsj6tQ51s1SPrCBkedbNf0Tp0GbMJDyR4e9T04ZZw";
    covers(`the dump held a key -----BEGIN RSA PRIVATE KEY-----\n${key.slice(0, 64)}\n${key.slice(64, 128)} and a session cookie; both revoked`, "private_key", key.slice(64, 128));
  });
});

describe("phones (phones.ts, detectors.ts)", () => {
  it("reads a SIP URI's number and a national number of a country the text dials", () => {
    covers("INVITE sip:+4930901820@sip.example-telco.de SIP/2.0", "phone", "+4930901820");
    covers("Ring Ingrid on +47 22 33 44 55 or the front desk 22 96 50 00 after nine.", "phone", "22 96 50 00");
    none("build 55 30 12 00 shipped", "phone");
  });
});

describe("streets by how their country writes them (address-*.ts)", () => {
  it("reads German prepositional names, German and Dutch building parts, French complements", () => {
    covers("Neue Anschrift: Auf dem Kamp 7, 48149 Münster", "street_address", "Auf dem Kamp 7");
    none("Im Jahr 2024 hatten wir 12 Ausfälle.", "street_address");
    covers("Anschrift Gneisenaustraße 9, Vorderhaus, 10961 Berlin", "street_address", "Gneisenaustraße 9, Vorderhaus");
    covers("Bezorgadres: Prinsengracht 263 huis, 1016 GV Amsterdam", "street_address", "Prinsengracht 263 huis");
    covers("Envoi : Résidence Les Tilleuls, Bât. C, 8 rue Victor Hugo, 69002 Lyon", "street_address", "Résidence Les Tilleuls, Bât. C, 8 rue Victor Hugo");
  });

  it("reads capitals, transliterated type words, plots with their parcel, and a street before a town in prose", () => {
    covers("ENVIAR A: CALLE MAYOR 14, 2º A, 28013 MADRID", "street_address", "CALLE MAYOR 14, 2º A");
    covers("shipping to Sderot Rothschild 45, Tel Aviv", "street_address", "Sderot Rothschild 45");
    covers("Delivery: Mombasa Road, Plot 209/8721, Nairobi", "street_address", "Plot 209/8721");
    covers("To: Ms. Adaeze Nwosu, Plot 27 Ajose Adeogun Street, Lagos", "street_address", "Plot 27 Ajose Adeogun Street");
    covers("The new depot is at Strandkaien 18, 5013 Bergen now.", "street_address", "Strandkaien 18");
    none("Ticket 12, 4000 Euro budget approved by the board.", "street_address");
  });

  it("leaves an ISO 20022 postcode-and-town line and a route with no destination", () => {
    none("<AdrLine>75008 Paris</AdrLine>", "street_address");
    none("bins at the depot; sorter 77, route Faleolo", "street_address");
    covers("livraison au 12, route de Lyon, 69003 Lyon", "street_address", "12, route de Lyon");
  });
});

describe("a thing's name after its noun (place-and-thing-contexts.ts)", () => {
  it("leaves a product in brackets after its noun and a channel's name after the Russian noun; keeps a person in brackets after a role", () => {
    left("Parcel: 1× robot arm controller (Raspberry Compute Module), value 120 EUR", "Raspberry Compute Module");
    left("🔴 Эфир: канал Северный Ветер начал трансляцию", "Северный Ветер");
    covers("Escalated to the on-call (Maria Lopez) at nine.", "person_name", "Maria Lopez");
  });
});
