// Issue 14's precision round 27 (branch privprec27), in workerd: look-alikes told by what their format says (a mailing
// list's machine addresses, an SSH algorithm name, a DMARC report address, published specimens: RvIG's test BSNs, SIX's
// QR-bill IBANs, Azurite's account key), a key's name read as its value (a header's label, an assignment from a command,
// a JSON member's name, a namespaced name, a go test's name), a webhook's signature, a padded SSH fingerprint; and
// credentials by the files that hold them (Cisco line passwords and SNMP communities, ipsec.secrets, Pulumi's random
// passwords, the Dutch payroll's SofiNr). Each case beside a look-alike or a finding of its shape; inputs written for these tests.
import { describe, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";

describe("machine addresses by their format", () => {
  it("leaves a list's bounce and request addresses, and still reads the list's posting address", () => {
    const text = "Bounces go to rowing-club-bounces@lists.kelpie.org, commands to rowing-club-request@lists.kelpie.org; post to rowing-club@lists.kelpie.org";
    left(text, "rowing-club-bounces@lists.kelpie.org");
    left(text, "rowing-club-request@lists.kelpie.org");
    covers(text, "email", "rowing-club@lists.kelpie.org");
  });

  it("leaves an OpenSSH algorithm name and a DMARC report address, and still reads the certificate's principal", () => {
    const cert = 'Type: ssh-ed25519-cert-v01@openssh.com user certificate, Key ID: "mereana.walker@tidepool.nz"';
    left(cert, "ssh-ed25519-cert-v01@openssh.com");
    covers(cert, "email", "mereana.walker@tidepool.nz");
    left('_dmarc IN TXT "v=DMARC1; p=reject; rua=mailto:reports@tidepool.nz"', "reports@tidepool.nz");
    covers("questions to mereana.walker@tidepool.nz", "email", "mereana.walker@tidepool.nz");
  });
});

describe("published specimens where the text presents them", () => {
  it("leaves an RvIG test person's BSN in Dutch test data, and still reads a BSN a client gives", () => {
    left("Testdata voor de proefomgeving: BSN 999992077 (overleden)", "999992077");
    left("<!-- testbestand: BSN 111222333 -->", "111222333");
    covers("Klant gaf BSN 567513919 op bij de intake", "national_id", "567513919");
  });

  it("leaves SIX's example QR-IBAN and Azurite's account key, and still reads another IBAN and another key", () => {
    left("the QR-bill example uses CH44 3199 9123 0008 8901 2", "CH44 3199 9123 0008 8901 2");
    covers("pay to CH56 0483 5012 3456 7800 9 by Friday", "iban", "CH56 0483 5012 3456 7800 9");
    left('"AZURITE_KEY": "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="', "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==");
    covers('"STORAGE_KEY": "Qm9xT2ZGcm9nczE5OTdLZWxwaWVSb3dpbmdDbHViU2VjcmV0S2V5MjAyNg7Lp4Wz=="', "api_key", "Qm9xT2ZGcm9nczE5OTdLZWxwaWVSb3dpbmdDbHViU2VjcmV0S2V5MjAyNg7Lp4Wz==");
  });
});

describe("a key's name is not its value", () => {
  it("leaves the key of a quoted value after a password word, and reads the value", () => {
    const text = 'set mode=dynamic-keys wpa2-pre-shared-key="Harakeke-Flax-2291"';
    left(text, "wpa2-pre-shared-key=");
    covers(text, "password", "Harakeke-Flax-2291");
  });

  it("leaves a header's label and an assignment from a command, and still reads a value under the same keys", () => {
    left("broker auth: Authorization: Bearer <redacted>", "Authorization:");
    left("# .kamal/secrets: SECRET_KEY_BASE=$(cat config/master.key)", "SECRET_KEY_BASE=$(cat");
    covers("broker auth: Zq7Lm2Xv9Kp4Tn8Rw3Yb", "api_key", "Zq7Lm2Xv9Kp4Tn8Rw3Yb");
  });

  it("leaves a JSON member's name, a namespaced name and a go test's name", () => {
    left('-----END EC PRIVATE KEY-----","publicKeyFingerprintSha512":"n/a"', "publicKeyFingerprintSha512");
    left('{"urn":"urn:pulumi:dev::shop::aws:iam/accessKey:AccessKey::deployer"}', "AccessKey::deployer");
    left("--- PASS: TestRotateSecretKey (0.02s)", "TestRotateSecretKey");
    covers("password: Kx7mQ2vLp9Rt", "password", "Kx7mQ2vLp9Rt");
  });

  it("leaves a webhook's signature and a padded SSH fingerprint, and still reads the signing secret", () => {
    const hook = "verified with secret Rz4Kq9Lm2Vx7Tn3Wp8Yb → ok (X-Hub-Signature 4f1c9e2a7b3d5f8e0a6c1b9d2e7f4a3c5b8d0e1f2a3b4c5d6e7f8a9b0c1d2e3f)";
    left(hook, "4f1c9e2a7b3d5f8e0a6c1b9d2e7f4a3c5b8d0e1f2a3b4c5d6e7f8a9b0c1d2e3f");
    covers(hook, "api_key", "Rz4Kq9Lm2Vx7Tn3Wp8Yb");
    left('"publicKeyFingerprintSha256":"SHA256:Tq3v8Kx1Lm9Rw2Zb7Yc4Np6Hd0Fs5Jg3Ua8Ie1Oq2Wk="', "SHA256:Tq3v8Kx1Lm9Rw2Zb7Yc4Np6Hd0Fs5Jg3Ua8Ie1Oq2Wk=");
  });
});

describe("credentials by the files that hold them", () => {
  it("reads a Cisco terminal line's password and an SNMP community, not the default community or prose", () => {
    const config = "hostname edge-01\n!\nsnmp-server community Kelp7-Harbour-rw RW 20\nsnmp-server community public RO\nline vty 0 4\n password 7 094F471A1A0A464058\n login";
    covers(config, "password", "Kelp7-Harbour-rw");
    covers(config, "password", "094F471A1A0A464058");
    left(config, "public");
    left("Set a password for line vty 0 4 before enabling telnet", "before");
  });

  it("reads ipsec.secrets' EAP and PSK secrets, not a key file or the sample's placeholder", () => {
    const secrets = ': RSA gw.key\nmtane : EAP "Tuatara-Ridge-77"\n10.9.0.1 : PSK "Pohutukawa-Bay-1912"';
    covers(secrets, "password", "Tuatara-Ridge-77");
    covers(secrets, "password", "Pohutukawa-Bay-1912");
    left(secrets, "gw.key");
    left('the sample file says : PSK "your-pre-shared-key"', "your-pre-shared-key");
  });

  it("reads Pulumi's random password result, not its length", () => {
    const state = '{"urn":"urn:pulumi:dev::shop::random:index/randomPassword:RandomPassword::api","outputs":{"result":"Wq8Zt3Kx9Lm2Vn7Rb4","length":18}}';
    covers(state, "password", "Wq8Zt3Kx9Lm2Vn7Rb4");
    left(state, "RandomPassword::api");
  });

  it("reads a BSN under the payroll's SofiNr element, not the employee's line number", () => {
    const xml = "<IKV><NumIV>7</NumIV><SofiNr>575439543</SofiNr><SignNm>Visser</SignNm></IKV>";
    covers(xml, "national_id", "575439543");
    left(xml, "7");
  });
});

describe("streets by their forms", () => {
  it("reads a bare street above a postcode line or between a label's dots, not a version above one", () => {
    covers("HRVHUB30\nEUR\n000000000007500\nLucija Babić\nSlavonska 17\n31000 Osijek", "street_address", "Slavonska 17");
    covers("RETURN TO: Kiln Co · Njegoševa 12 · 21000 Novi Sad · RS", "street_address", "Njegoševa 12");
    left("Build 58\n21000 Split", "Build 58");
  });

  it("reads a bare street with a Basque or Spanish floor side, not a book's edition", () => {
    covers("alquiler Kale Txiki 9, 1. ezk., Bilbao", "street_address", "Kale Txiki 9, 1. ezk.");
    left("Python 3, 2. edition", "Python 3");
  });

  it("reads a Japanese address that ends in banchi and gō after its town, not a score after a city", () => {
    covers("届け先は笠間市箱田1188-2です", "street_address", "笠間市箱田1188-2");
    covers('{"address":"京都府京都市左京区岡崎最勝寺町13-4"}', "street_address", "京都府京都市左京区岡崎最勝寺町13-4");
    left("大阪市の試合は3-1で勝った", "3-1");
    left("株式市場1-2で下落", "株式市場1-2");
  });

  it("reads a Spanish industrial estate's unit, not the estate named in prose", () => {
    covers("recogida en Pol. Ind. Las Arenas, Nave 22, Getafe", "street_address", "Pol. Ind. Las Arenas, Nave 22");
    left("the Polígono Industrial is closed on Sundays", "Polígono Industrial");
  });

  it("reads the street cell of a split-address row, not a plan's row of the same shape", () => {
    covers("700418821;Visser;Anouk;Lindenlaan;8;6821 KJ;Arnhem", "street_address", "Lindenlaan");
    left("Pro Plan;12;2026;Monthly", "Pro Plan");
  });

  it("ends a street at a CSV comma glued to the next cell's number", () => {
    const row = "DBS-27-0101,Helen,Marsh,AB 12 34 56 C,14 Cherwell Road,01865 240118,Driver,Clear";
    covers(row, "street_address", "14 Cherwell Road");
    covers(row, "phone", "01865 240118");
  });
});

describe("keys by the names they are given", () => {
  it("reads a Resend-style key under its key name, and leaves a Stripe refund id in prose", () => {
    covers('RESEND_API_KEY="re_Kq8vR2mZx4Tn7Lp0Wb3Yc6Hd9Fs1Jg5N"', "api_key", "re_Kq8vR2mZx4Tn7Lp0Wb3Yc6Hd9Fs1Jg5N");
    left("I refunded it in Stripe (re_3QcH2kLkdF7xQmN4)", "re_3QcH2kLkdF7xQmN4");
  });

  it("reads an HMAC key under an upper-case _HMAC name, not a URL's hmac signature", () => {
    covers("$ fly secrets set WEBHOOK_HMAC=7c1e9a3b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a -a shop", "api_key", "7c1e9a3b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a");
    left("GET /auth/callback?shop=kiln&hmac=7c1e9a3b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a", "7c1e9a3b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a");
  });

  it("leaves the commit ids of a git push payload, and reads a hex secret in the same payload", () => {
    const payload = '{"secret":"9d4f2b7e1a6c3e8f0b5d2a7c4e9f1b3d","ref":"refs/heads/main","before":"1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"}';
    left(payload, "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b");
    covers(payload, "api_key", "9d4f2b7e1a6c3e8f0b5d2a7c4e9f1b3d");
  });
});
