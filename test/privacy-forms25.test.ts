// Issue 14's non-name round 25 (branch privforms25), in workerd: passwords by the place that holds them (a crypt(3) hash in
// an SQL row, a psk key, a generated value right after the password word, symbols side by side in a generated value),
// cards beside another number, DeepL Free keys and Grafana tokens to their end, streets under a delimited export's header and
// an Addis Ababa sub-city; the shared table reader's quoted cells. Each case beside a look-alike of its shape; inputs written
// for these tests.
import { describe, expect, it } from "vitest";
import { splitCells, headedRows } from "../src/privacy/delimited-rows.ts";
import { generatedToken } from "../src/privacy/password-shape.ts";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("passwords by the place that holds them", () => {
  it("reads a crypt(3) hash as a value of an SQL row, not under a key that names the hash", () => {
    const row = "INSERT INTO staff (id, login, pass_hash) VALUES (41, 'kowalczyk', '$2y$10$Rb7wQk2LmN9xVt4ZpC8sEuHj3Fd6Ga1YoKi5Tn0Wq7XlMe2Pc9Sb');";
    covers(row, "password", "$2y$10$Rb7wQk2LmN9xVt4ZpC8sEuHj3Fd6Ga1YoKi5Tn0Wq7XlMe2Pc9Sb");
    left("UPDATE staff SET pass_hash = '$2y$10$Rb7wQk2LmN9xVt4ZpC8sEuHj3Fd6Ga1YoKi5Tn0Wq7XlMe2Pc9Sb' WHERE id = 41;", "$2y$10$Rb7wQk2LmN9xVt4ZpC8sEuHj3Fd6Ga1YoKi5Tn0Wq7XlMe2Pc9Sb");
  });

  it("reads a psk key as a password key, and a psk that names a mode as no value", () => {
    covers("[00:00:03.112] sta: join SSID Greenhouse-2 psk=Tq7#vLm2Rx9pWz", "password", "Tq7#vLm2Rx9pWz");
    none("wpa_key_mgmt=WPA-PSK", "password");
  });

  it("reads a generated value right after the password word, not an identifier or a word after it", () => {
    covers("Site-to-site tunnel to 203.0.113.9 is up, PSK Hk4mQZ8RtVw2YpLs, rotate in March", "password", "Hk4mQZ8RtVw2YpLs");
    none("the password reset page is MyAccountSettings2024 in the admin", "password");
    expect(generatedToken("Hk4mQZ8RtVw2YpLs")).toBe(true);
    expect(generatedToken("MyAccountSettings2024")).toBe(false);
    expect(generatedToken("getUserById42Now")).toBe(false);
  });

  it("reads a generated password whose symbols stand side by side, not a word with punctuation", () => {
    covers("her badge PIN changed; the door code is now 7RkwpV-3bNE!%#82q", "password", "7RkwpV-3bNE!%#82q");
    none("We did it!!! Release 4 ships today?!", "password");
  });
});

describe("cards and keys read whole", () => {
  it("reads a card number beside another number, and no Luhn-failing run", () => {
    covers("[10:02:11] terminal 3 PAN 4916338506082832 22.5 L unleaded", "credit_card", "4916338506082832");
    none("[10:02:11] terminal 3 batch 4916338506082833 22.5 L unleaded", "credit_card");
  });

  it("reads a DeepL Free key by its suffix, not a bare UUID", () => {
    covers("translation key (free tier): 7c1e4b2a-93d5-4f60-8a1b-2e3d4c5f6a7b:fx", "api_key", "7c1e4b2a-93d5-4f60-8a1b-2e3d4c5f6a7b:fx");
    left("request 7c1e4b2a-93d5-4f60-8a1b-2e3d4c5f6a7b finished in 41 ms", "7c1e4b2a-93d5-4f60-8a1b-2e3d4c5f6a7b");
  });

  it("reads a Grafana service-account token to the end of its check part", () => {
    covers("old grafana token glsa_Xy7Kp2Lm9Qw4Rt6Zn8Vb3Cd5Fg1Hj0Ks_9f8e7d6c5b4a39281706f5e4d3c2b1a0 revoked", "api_key", "glsa_Xy7Kp2Lm9Qw4Rt6Zn8Vb3Cd5Fg1Hj0Ks_9f8e7d6c5b4a39281706f5e4d3c2b1a0");
  });
});

describe("streets by the structure around them", () => {
  it("reads a street under a delimited export's address header, numberless roads too, and not the cells of other columns", () => {
    const sheet = "client_id,client,mobile,home_address,plan\nC-2291,Tevita Lolohea,+676 775 3120,Taufa'ahau Road,basic\nC-2292,Mele Fonua,+676 775 3121,\"Hala Tuku, Kolomotu'a\",plus";
    covers(sheet, "street_address", "Taufa'ahau Road");
    left(sheet, "basic");
    none("client_id,client,plan,region\nC-2291,Tevita Lolohea,basic,Vava'u Road Trip", "street_address");
  });

  it("reads an Addis Ababa sub-city as the head of its address chain", () => {
    covers("Deliver to: Hirut Bekele, Yeka Sub-City, Woreda 07, House No. 318, Addis Ababa", "street_address", "Yeka Sub-City, Woreda 07, House No. 318");
  });
});

describe("the shared table reader", () => {
  it("splits quoted cells with separators and doubled quotes inside, at the text's offsets", () => {
    const line = 'a1,"Main St, Unit 4","say ""hi""",x';
    const cells = splitCells(line, ",", 10);
    expect(cells.map((c) => c.text)).toEqual(["a1", "Main St, Unit 4", 'say ""hi""', "x"]);
    expect(cells[1]!.start).toBe(10 + line.indexOf("Main"));
  });

  it("yields rows only under a header some of whose columns it reads, and ends the table at a line of another shape", () => {
    const text = "id,street\n1,Elm Road\nnot a row\n2,Oak Road";
    const rows = [...headedRows(text, (name) => (name === "street" ? "s" : undefined))];
    expect(rows.map((r) => r.cells[1]!.text)).toEqual(["Elm Road"]);
    found("id,street\n1,Elm Road", "street_address", "Elm Road");
  });
});
