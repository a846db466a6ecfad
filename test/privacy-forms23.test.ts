// Issue 14's non-name round 23 (branch privforms23), in workerd: secrets by the file formats that hold them (a PHP or
// Python subscript whose key is a salt or an LDAP bind password, a Terraform state's random_password, a Netscape cookie
// jar's session cookie), Zendesk's "address/token:" login, national ids in semicolon-separated CSV, and the look-alikes
// of the same shapes (a DER public key pasted bare, Stripe's publishable keys, a key body written in words, a version
// after an arrow). Inputs are written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, left, none } from "./privacy-spans.ts";

describe("secrets by the formats that hold them (secret-fields.ts)", () => {
  it("reads a salt and an LDAP bind password given to a subscript, not a salt placeholder or a path", () => {
    covers("$settings['hash_salt'] = 'q8Zr1vT0kLw3NbYp6XeC2mUf9sHdJg4A7oRi5nKc=';", "api_key", "q8Zr1vT0kLw3NbYp6XeC2mUf9sHdJg4A7oRi5nKc=");
    covers("define('NONCE_SALT', 'h3K#v9Lq2!wZr8Tb@5mYx0Pc$7nFd4Gs');", "api_key", "h3K#v9Lq2!wZr8Tb@5mYx0Pc$7nFd4Gs");
    covers("$conf['ldap']['bindpw'] = 'Vr7#kPq2mWz9Lx';", "password", "Vr7#kPq2mWz9Lx");
    covers('ldap_conf["rootpw"] = "Ts8!nQ4zLc2Wm"', "password", "Ts8!nQ4zLc2Wm");
    left("$settings['hash_salt'] = 'CHANGE_ME';", "CHANGE_ME");
    left("$settings['file_private_path'] = '/srv/www/private';", "/srv/www/private");
  });

  it("reads a Terraform state's random_password result, not its length or another resource's result", () => {
    covers('{"type": "random_password", "name": "db_admin", "instances": [{"attributes": {"length": 20, "result": "Zq4!vN8rTk2#LmW6pXy9", "special": true}}]}', "password", "Zq4!vN8rTk2#LmW6pXy9");
    left('{"type": "random_pet", "name": "suffix", "instances": [{"attributes": {"length": 2, "result": "noble-walrus"}}]}', "noble-walrus");
  });

  it("reads a session cookie's value in a Netscape cookie jar, not a preference cookie's", () => {
    covers(".metrics.kovacs.hu\tTRUE\t/\tTRUE\t0\tkibana_session\tc41f9e07a2b85d36e1f04a9c7d2b6e58", "api_key", "c41f9e07a2b85d36e1f04a9c7d2b6e58");
    left(".metrics.kovacs.hu\tTRUE\t/\tFALSE\t0\tui_theme\tdark-high-contrast-v2", "dark-high-contrast-v2");
  });

  it("reads a Vault AppRole secret_id beside its role_id, not a Secrets Manager entry's id", () => {
    covers('{"auth":{"role_id":"5e1b0c7a-2f3d-4c8e-9a6b-1d2e3f4a5b6c","secret_id":"9f8e7d6c-5b4a-4392-8170-fedcba987654"}}', "api_key", "9f8e7d6c-5b4a-4392-8170-fedcba987654");
    left("aws secretsmanager get-secret-value --secret-id prod/billing/stripe-webhook-2026", "prod/billing/stripe-webhook-2026");
  });

  it("reads a password-reset token a Redis key files under the user's address", () => {
    covers('1764 [0 10.2.0.7:50112] "SET" "pwreset:ana.ilic@kovacs.hu" "3b9e0d7c41a25f68e1d07c9a2b4f6e85"', "api_key", "3b9e0d7c41a25f68e1d07c9a2b4f6e85");
    left('1764 [0 10.2.0.7:50112] "SET" "ratelimit:ana.ilic@kovacs.hu" "3b9e0d7c41a25f68e1d07c9a2b4f6e85"', "3b9e0d7c41a25f68e1d07c9a2b4f6e85");
  });

  it("reads Zendesk's API login: the agent's address before /token:", () => {
    covers('curl -u "agent@helpdesk.kovacs.hu/token:Qm4vX8rTz2LpN6wYk9Bs3HdFa7Jc5Ge1" https://kovacs.zendesk.com/api/v2/users.json', "email", "agent@helpdesk.kovacs.hu");
    none("ssh deploy@build.kovacs.hu/var/www", "email");
  });
});

describe("national ids in semicolon-separated CSV (national-ids.ts)", () => {
  it("reads a BSN under its header and in a row with a person's IBAN, not a zeroed test row", () => {
    covers("nr;naam;bsn;salaris\n2031;Bram Visser;111222333;3100,00\n2032;Eva Smit;123456782;2980,50", "national_id", "123456782");
    covers("7012;Noor de Wit;NL02ABNA0123456789;204316479;3650,00;Inkoop", "national_id", "204316479");
    none("7099;Test Persoon;NL91ABNA0417164300;000000000;0,00;testrecord", "national_id");
  });
});

describe("public values and stand-ins of a secret's shape (public-key-forms.ts, public-by-design.ts, look-alikes.ts)", () => {
  it("leaves a DER public key pasted bare, reads a private key's DER", () => {
    // P-256 and Ed25519 SubjectPublicKeyInfo: the algorithm's SEQUENCE, then the BIT STRING.
    left("token for the verifier (public half): MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq7Vb3Xk9Lm2Np4Rs6Tu8Wv0Yx1Za3Bc5De7Fg9Hi2Jk4Lm6No8Pq", "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq7Vb3Xk9Lm2Np4Rs6Tu8Wv0Yx1Za3Bc5De7Fg9Hi2Jk4Lm6No8Pq");
    left("signing key (verify only): MCowBQYDK2VwAyEAr2Xk9Lm2Np4Rs6Tu8Wv0Yx1Za3Bc5De7Fg9Hi2Jk4Lm6", "MCowBQYDK2VwAyEAr2Xk9Lm2Np4Rs6Tu8Wv0Yx1Za3Bc5De7Fg9Hi2Jk4Lm6");
  });

  it("leaves Stripe's publishable keys, reads its secret ones", () => {
    left("front end uses the publishable key pk_live_51Ab3Cd5Ef7Gh9Ij1Kl3Mn5Op7Qr9St (client-side)", "pk_live_51Ab3Cd5Ef7Gh9Ij1Kl3Mn5Op7Qr9St");
    covers("back end: the secret key sk_live_51Ab3Cd5Ef7Gh9Ij1Kl3Mn5Op7Qr9St leaked in the log", "api_key", "sk_live_51Ab3Cd5Ef7Gh9Ij1Kl3Mn5Op7Qr9St");
  });

  it("leaves a key whose body is written in words, reads a generated one", () => {
    left("Maps: API key AIzaSyB-demo-browser-only-key-1234 restricted to the referrer", "AIzaSyB-demo-browser-only-key-1234");
    covers("Maps: API key AIzaSyB7mQ2-vX9rTz4LpN6wYk8Bs3HdFa1Jc5G restricted to the referrer", "api_key", "AIzaSyB7mQ2-vX9rTz4LpN6wYk8Bs3HdFa1Jc5G");
  });

  it("leaves a version printed after an arrow under its column, reads an address after one", () => {
    none("PS> Get-Package *Contoso* | Select Name, Version  → 2.4.1.0", "ip");
    covers("PS> Resolve-DnsName db01 | Select Name, IPAddress  → 172.16.40.21", "ip", "172.16.40.21");
  });
});

describe("streets as more countries write them (address-units.ts, address-bare.ts, address-forms.ts)", () => {
  it("reads a Hungarian house number's full stop and its floor and door", () => {
    covers("Címzett: Kiss Anna, Petőfi utca 27., 7621 Pécs", "street_address", "Petőfi utca 27.");
    covers("Kiadó lakás: Andrássy út 44. 2. em. 5., Budapest", "street_address", "Andrássy út 44. 2. em. 5.");
    covers("Bérlő címe: Rákóczi utca 8. fsz. 3., Szeged", "street_address", "Rákóczi utca 8. fsz. 3.");
  });

  it("reads a Slovak or Czech street whose name ends in a lower-case word before its postcode and town", () => {
    covers("Doručenie: Šancová nivy 12, 831 04 Bratislava", "street_address", "Šancová nivy 12");
    none("the build matrix has release notes 3, 1500 Downloads", "street_address");
  });

  it("reads a western Canadian grid street numbered without an ordinal, with its unit", () => {
    covers("Tenant: 15220 104 Ave Unit 9, Surrey BC V3R 1N5", "street_address", "15220 104 Ave Unit 9");
    covers("mail to 10810 82 St NW, Edmonton", "street_address", "10810 82 St NW");
    none("we ran 2048 16 Street races in the simulator", "street_address");
  });

  it("reads a Korean road-name address without its district where the text speaks of an address", () => {
    covers("배송 주소가 바뀌었어요: 올림픽로 300 으로 보내 주세요", "street_address", "올림픽로 300");
    none("서버로 2 대 더 옮겼어요", "street_address");
  });
});

describe("a generated password with no word for it, an IBAN in a SWIFT statement (password-shape.ts, detectors.ts)", () => {
  it("reads a generated password handed over in chat, not words joined by a symbol, a reference or a base64 run", () => {
    covers("[03.12.2026 18:40] Dario Kos: evo ga: Vq8#mTz2Lp!Rw5 — promijeni poslije", "password", "Vq8#mTz2Lp!Rw5");
    covers("Tamar: it's Bamia&Kubba_2031 now, don't forward it", "password", "Bamia&Kubba_2031");
    none("see PR#1234, AT&T and Hello&goodbye2026x in the notes", "password");
    none("cookie Mr0xWh+6zBYeoDSam9CNdzXw2 set for the session page", "password");
  });

  it("reads an IBAN glued to its MT940 subfield code, and no password across the subfields", () => {
    covers(":86:166?00SEPA GUTSCHRIFT?20EREF+RE-2026-117?32Jana Lindqvist?31DE86370502991047318826", "iban", "DE86370502991047318826");
    none(":86:166?00SEPA GUTSCHRIFT?20EREF+RE-2026-117?32Jana Lindqvist?31DE86370502991047318826", "password");
  });
});

describe("streets in export rows, documentation passwords, webhook nonces (address-bare.ts, detectors.ts, look-alikes.ts)", () => {
  it("reads a bare street filling its own cell in a row with an IBAN or a phone, not a version beside an e-mail", () => {
    covers("Ivana Horvat | HR17 2360 0001 1012 3456 5 | Frankopanska 9, Osijek", "street_address", "Frankopanska 9");
    covers('7,ivana@firma.hr,+385 91 482 1175,"Radićeva 14",Zagreb,', "street_address", "Radićeva 14");
    none("| ana@firma.hr | Chrome 120, Linux |", "street_address");
  });

  it("leaves a documentation password with four digits after the default word, reads one in a real config", () => {
    left("README — demo account: user `admin`, password `admin1234` (reset on first login)", "admin1234");
    covers("prod db: user `billing`, password `Kv8#admin1234`", "password", "Kv8#admin1234");
  });

  it("leaves a webhook's signature nonce, reads a signing key", () => {
    left('{"signature":{"token":"9c2e7a41f0b35d68e1a7c4b2f9d03e6a8b5c1d7f2e4a9b0c3d","timestamp":"1764300000","signature":"ab"}}', "9c2e7a41f0b35d68e1a7c4b2f9d03e6a8b5c1d7f2e4a9b0c3d");
    covers('MAILGUN_WEBHOOK_SIGNING_KEY="key-7d3f9a1c5e8b2d4f6a0c3e5b7d9f1a2c"', "api_key", "key-7d3f9a1c5e8b2d4f6a0c3e5b7d9f1a2c");
  });
});

describe("an IPv6 address after a password word, a passkey setting (look-alikes.ts, detectors.ts)", () => {
  it("reads sshd's IPv6 peer as an address, not a password after the address's colon", () => {
    covers("Dec  2 04:11:09 bastion sshd[8812]: Failed password for root from 2a01:4f8:c17:9b2e::1 port 50212 ssh2", "ip", "2a01:4f8:c17:9b2e::1");
    none("Dec  2 04:11:09 bastion sshd[8812]: Failed password for root from 2a01:4f8:c17:9b2e::1 port 50212 ssh2", "password");
  });

  it("reads a payment API's passkey setting, not a feature flag named after passkeys", () => {
    covers("DARAJA_PASSKEY=9e1c3b7a5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a1c3b5d7f9e2a4c6b8d0f1e3a", "api_key", "9e1c3b7a5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a1c3b5d7f9e2a4c6b8d0f1e3a");
    none("passkey_enabled=true", "api_key");
  });
});
