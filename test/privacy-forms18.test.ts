// Issue 14's non-name round 18 (branch privforms18), in workerd: streets as their languages write them (a lower-case
// genitive name after a South Slavic or Russian type word, Albanian, Welsh, Irish and Gaelic type words, Polish "plac", a
// bare street with its town after a locative, Taiwan's spaced lanes and alleys, Sapporo's grid, Korean -ga-gil) and
// passwords by their format (YAML scalars holding "#", an apostrophe inside a value, a crypt(3) entry quoted mid-line).
// Each beside a value of the same shape that stays left. Inputs are written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, left, none } from "./privacy-spans.ts";

describe("streets by their languages' forms (address-grammar.ts, address-bare.ts, address-forms.ts, detectors.ts)", () => {
  it("reads a lower-case genitive name after a South Slavic or Russian type word, not a sentence after it", () => {
    covers("Dostava: Булевар ослобођења 18, Нови Сад", "street_address", "Булевар ослобођења 18");
    covers("Pošiljka ide na Trg bana Jelačića 5, Zagreb", "street_address", "Trg bana Jelačića 5");
    covers("Adresa: Bulevar oslobođenja 112, Novi Sad", "street_address", "Bulevar oslobođenja 112");
    none("do trga je 5 minuta pješice", "street_address");
  });

  it("reads Polish plac, Albanian Rruga and Welsh Heol as street words", () => {
    covers("Kurier do klienta: Plac Kościuszki 7/3, Gdańsk", "street_address", "Plac Kościuszki 7/3");
    covers("Dërgesa: Rruga Myslym Shyri 41, Tiranë", "street_address", "Rruga Myslym Shyri 41");
    covers("Cyfeiriad: 14 Heol y Bont, Abertawe", "street_address", "14 Heol y Bont");
  });

  it("reads a bare street with its town after a locative, not a thing's number", () => {
    covers("the workshop is at Kossuthova 14, Đakovo — ring twice", "street_address", "Kossuthova 14");
    covers("she moved to Hafnarstræti 7, Akureyri.", "street_address", "Hafnarstræti 7");
    covers("we relocated to Ilirska 12, Zadar.", "street_address", "Ilirska 12");
    none("He went back to Kubernetes 1, Docker.", "street_address");
    none("we met at Gate 12, Frankfurt and flew on.", "street_address");
    none("She swam in Lane 4, Tokyo.", "street_address");
    none("Windows 11, Linux and macOS are supported", "street_address");
  });

  it("reads a street with no house number after a person and a firm in a labelled value, and after a courier's note", () => {
    covers("Bill to: Sione Havili, Pacific Freight, Vaha'akolo Road, Haveluloto, Nuku'alofa", "street_address", "Vaha'akolo Road, Haveluloto");
    covers("Courier note: Lesieli Moala, Vaha'akolo Road, Haveluloto — no house number", "street_address", "Vaha'akolo Road, Haveluloto");
    none("Bill to: Sione Havili, Pacific Freight, Accounts Payable", "street_address");
  });

  it("reads Taiwan's spaced lane, alley and floor share, Sapporo's grid and a spaced chōme, a Korean -ga-gil", () => {
    covers("地址：台北市信義區松仁路 100 巷 5 號 2 樓", "street_address", "松仁路 100 巷 5 號 2 樓");
    covers("寄到 高雄市苓雅區四維三路 6 號 18 樓之 2 謝謝", "street_address", "四維三路 6 號 18 樓之 2");
    covers("お届け先：札幌市北区北7条西3丁目 8-2", "street_address", "北7条西3丁目 8-2");
    covers("住所は大阪市北区梅田2丁目 4-9 ブリーゼタワー3 12階です", "street_address", "梅田2丁目 4-9 ブリーゼタワー3 12階");
    covers("Deliver to Hannam-daero 20ga-gil 8, 2F, Yongsan-gu", "street_address", "Hannam-daero 20ga-gil 8, 2F");
    none("手順は1-2-3です", "street_address");
  });
});

describe("passwords by their format (secret-values.ts, secret-fields.ts, password-forms.ts)", () => {
  it("keeps a '#' inside a Secret's quoted or plain YAML value, not a comment after a space", () => {
    const manifest = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  DB_PASSWORD: "Lisboa-Belem#4471"\n  SMTP_PASSWORD: Tromso#Fjord-88 # rotated\n';
    covers(manifest, "password", "Lisboa-Belem#4471");
    covers(manifest, "password", "Tromso#Fjord-88");
    left(manifest, "rotated");
  });

  it("reads an apostrophe between letters as part of a password in prose", () => {
    covers("Hello, my password is Kip'sRun-Otter44 and the app rejects it.", "password", "Kip'sRun-Otter44");
  });

  it("reads a crypt(3) entry after a comment or with a shadow file's fields, not an application's hash column", () => {
    covers("From a paste of /etc/shadow: kestrel:$6$rounds=656000$Vb3nQ8$Zp0Lm4Kx7Tq2Wr5Ys9Hd1Fg6Jc3Nv8Bb0Mm2Qq4Ww6Ee8Rr0Tt2:19700:0:99999:7:::", "password", "$6$rounds=656000$Vb3nQ8$Zp0Lm4Kx7Tq2Wr5Ys9Hd1Fg6Jc3Nv8Bb0Mm2Qq4Ww6Ee8Rr0Tt2");
    covers("    environment:\n      AUTH_FILE: /etc/app/auth   # halvard:$2a$10$Jk8Lm2Np4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl6Mn8Op0Qr2St", "password", "$2a$10$Jk8Lm2Np4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl6Mn8Op0Qr2St");
    none("# example entry (from the docs): demo:$apr1$Zt6Hq1Rb$8Vn0cJ3kWq5Lx2Pe7Ym4s.", "password");
    none("migration note: stored as password_hash:$2b$12$Jk8Lm2Np4Qr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl6Mn8Op0Qr2S in the users table", "password");
  });
});
