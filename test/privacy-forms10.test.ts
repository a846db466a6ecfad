// Issue 14's round 10 on street addresses (branch privforms10), in workerd. Inputs are written for these tests, not taken
// from the corpus.
import { describe, it } from "vitest";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("a bare street name and number, read when a flat, a floor or a postcode and town follow it", () => {
  it("reads a Croatian, Serbian or Icelandic street with its floor or postcode after it", () => {
    covers("najam: Savska 117, 4. kat, Zagreb", "street_address", "Savska 117, 4. kat");
    covers("dostava na Knez Mihailova 12a, 2. sprat", "street_address", "Knez Mihailova 12a");
    covers("HEIMILISFANG SKIPHOLT 50 105 REYKJAVIK", "street_address", "SKIPHOLT 50");
    found("Dostava: Čopova 14, 1000 Ljubljana", "street_address", "Čopova 14");
    covers("Envío a Thames 1820, PB 3, Buenos Aires", "street_address", "Thames 1820, PB 3");
  });

  it("leaves a product's version, a count or a unit's own number, even before a floor or a number and a word", () => {
    none("upgraded to Windows 11, 2nd floor printers still fail", "street_address");
    none("Release 3, 2000 Users migrated", "street_address");
    none("Python 3, 1000 Iterations took 4 s", "street_address");
    none("Kubernetes 1 2026 Roadmap", "street_address");
  });
});

describe("cross streets after the number (Cuba, Yucatán)", () => {
  it("reads the block between two streets as part of the address", () => {
    covers("Entrega: Calle 21 No. 458 e/ E y F, Vedado", "street_address", "Calle 21 No. 458 e/ E y F");
    covers("domicilio Calle 59 No. 312-B x 62 y 64, Centro", "street_address", "Calle 59 No. 312-B x 62 y 64");
    covers("Oficina: Calle Neptuno 208, e/ Aguila y Amistad, Centro Habana", "street_address", "Calle Neptuno 208, e/ Aguila y Amistad");
  });

  it("leaves an 'x … y …' that is no street after it", () => {
    left("image resized to 640 x 480 y 2 más", "640 x 480");
  });
});

describe("units after the house number", () => {
  it("reads a Finnish flat, an Argentine ground floor and a run of capitalised unit segments", () => {
    covers("osoite Mannerheimintie 14 as. 22, 00100 Helsinki", "street_address", "Mannerheimintie 14 as. 22");
    covers("Adresa: Rruga Myslym Shyri 40, Hyrja 3, Kati 5, Tiranë", "street_address", "Rruga Myslym Shyri 40, Hyrja 3, Kati 5");
  });

  it("does not take a single capitalised word and number after the street (a town's district)", () => {
    covers("posted to 12 Baggot Street, Dublin 2 yesterday", "street_address", "12 Baggot Street");
    left("posted to 12 Baggot Street, Dublin 2 yesterday", "2 yesterday");
  });
});

describe("post office boxes", () => {
  it("reads seven-digit boxes, Kenya's post-office code after the box and a bare Box before a town and postcode", () => {
    found("mailing: PO Box 7731902", "street_address", "PO Box 7731902");
    found("Postal: P.O. Box 48400-00100, Nairobi", "street_address", "P.O. Box 48400-00100");
    found("Member: Box 455, Onion Lake SK S0M 2E0", "street_address", "Box 455");
  });

  it("leaves a bare Box with no town and postcode after it", () => {
    none("moved the files to Box 455, see folder", "street_address");
    none("Box 12, Shelf 3 in the warehouse", "street_address");
  });
});

describe("Québec's boulevard abbreviation", () => {
  it("reads 'boul.' as a street type", () => {
    covers('"1200 boul. René-Lévesque O, 5e étage"', "street_address", "1200 boul. René-Lévesque O, 5e étage");
  });
});

describe("passwords in login pairs, combolists and ODBC braces", () => {
  it("reads a user / password pair when the value has a password's shape", () => {
    covers("logged in to the router with admin / Tirana2023! and changed it", "password", "Tirana2023!");
    covers("test accounts: qa02 / Zr7#pQ1!mW4k (expires Friday)", "password", "Zr7#pQ1!mW4k");
  });

  it("leaves a slash between words that are no password", () => {
    none("grant read / write access to docs / Kubernetes2024 pages", "password");
    none("the ratio is input / output-buffer-size", "password");
  });

  it("reads an e-mail address, a colon and a password (a breach dump's line); leaves a port and a repository path", () => {
    covers("dump line: `kofi.mensah77@yahoo.com:Accra2019!`", "password", "Accra2019!");
    none("relay ops@acme.io:587 then git@github.com:acme/repo.git", "password");
  });

  it("reads an ODBC value in braces whole, with the ';' and '=' inside it", () => {
    covers("Driver={ODBC Driver 18};Server=db;Uid=app;Pwd={Nis;Tvrdjava=1690};", "password", "Nis;Tvrdjava=1690");
  });

  it("keeps the '!' after a number as part of a cued value, not a sentence's end", () => {
    covers("the shared secret is Kumasi-Market-2024! until rotation", "password", "Kumasi-Market-2024!");
    none("we shipped it! Great work on Release-Notes-2026! everyone", "password");
  });
});

describe("national ids that carry their own evidence: a birth date and a check digit", () => {
  it("reads a South African id after the bare word ID; leaves a number of that length that fails the date or the check", () => {
    covers("customer says: my ID is 8001015009087, please update", "national_id", "8001015009087");
    covers("NOTE:ID 8001015009087", "national_id", "8001015009087");
    none("my ID is 8013015009087, please update", "national_id"); // no month 13: no kind's date holds
    none("order ID 1764142300000 shipped", "national_id");
  });

  it("reads a Turkish or Romanian id in a person's row with no header; leaves a row's long number that fails every check", () => {
    covers("E-20001,Ayşe Demir,10000000146,TR33 0006 1005 1978 6457 8413 26,2500.0", "national_id", "10000000146");
    covers("E-20002,Ion Popescu,1800101221144,RO49 AAAA 1B31 0075 9384 0000,3100.0", "national_id", "1800101221144");
    none("E-20003,Ayşe Demir,10000000147,TR33 0006 1005 1978 6457 8413 26,2500.0", "national_id");
  });
});

describe("look-alikes: message and event ids written as addresses, Vault's HMACs and accessors", () => {
  it("leaves a Message-ID, an In-Reply-To and a calendar UID; still finds a person's address after them", () => {
    none("Message-ID: <CAK7q2Lm=xY9@mail.gmail.com>", "email");
    none("In-Reply-To: <20261127.abc123@smtp.acme.io>", "email");
    none("UID:9f8e7d6c5b4a@google.com", "email");
    covers("Message-ID: <x1@mail.gmail.com> from efua.owusu@gmail.com", "email", "efua.owusu@gmail.com");
    covers("UID:abc@google.com\\nATTENDEE:mailto:efua.owusu@gmail.com", "email", "efua.owusu@gmail.com");
  });

  it("leaves Vault's audit HMACs and token accessors; still finds the token itself", () => {
    none('{"auth":{"client_token":"hmac-sha256:4b1d6e0f2a9c8b7d3e5f1a0c9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d"}}', "api_key");
    none('{"auth":{"accessor":"7yDk2Qw9pLm4ZrT1vXc8nB3s","policies":["ci"]}}', "api_key");
    left("token_accessor         Xq3mRz8Lk2Pw7NvB4tYc9HdF", "Xq3mRz8Lk2Pw7NvB4tYc9HdF");
    covers('{"client_token":"Lq8vR2mX9kT4pZ7wN3bY6cH1"}', "api_key", "Lq8vR2mX9kT4pZ7wN3bY6cH1");
  });
});
