// Issue 14's non-name round 24 (branch privforms24), in workerd: look-alikes told by their form (a card-shaped run inside a
// UUID, a digest tool's output, the commit a scanner names, a message's own "sig", an address after a CJK example word),
// secrets by the files and commands that hold them (a delimited export's secret column, redis-cli's numbered replies,
// Cisco IOS secrets, PowerShell's -Name/-Value, a PIN under its key, tokens named by their role, S3-style access key ids,
// UUID keys), values that open with "-" or "!", and streets (Cyrillic names in quotes, LDAP's "$"-joined lines, the
// locality after a numberless road). Each case beside a look-alike of its shape; inputs written for these tests.
import { describe, it } from "vitest";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("look-alikes by their form", () => {
  it("reads no card number inside a UUID, and still reads a card standing apart", () => {
    left('<Marker Guid="38126405-7193-44d1-8a2b-0c3d4e5f6a7b"/>', "38126405-7193-44d1-8a2b-0c3d4e5f6a7b");
    covers("card on file: 4532-0159-8742-1309, exp 09/29", "credit_card", "4532-0159-8742-1309");
  });

  it("reads a digest tool's output and the commit a scanner names as hashes, a key named in prose as a key", () => {
    left("check it: `openssl pkey -in tls.key -pubout | sha256sum` → 5f0e4c1b9a7d3e2f8c6b4a1d0e9f7c5b3a2d1e0f9c8b7a6d5e4f3c2b1a0d9e8f", "5f0e4c1b9a7d3e2f8c6b4a1d0e9f7c5b3a2d1e0f9c8b7a6d5e4f3c2b1a0d9e8f");
    left("[HIGH] private-key  infra/deploy/id_rsa:1  committed by ci in 9c1e7a3b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a", "9c1e7a3b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a");
    covers("the staging api key is 7d2e9c4b1a8f3e6d5c0b9a7f4e2d1c8b", "api_key", "7d2e9c4b1a8f3e6d5c0b9a7f4e2d1c8b");
  });

  it("reads a message's own signature as no secret, and a signed URL's sig as the bearer's credential", () => {
    left('{"op":"fw","sha256":"0f4c2a9e7b1d3c5e","sig":"Kq8vR2mZx4Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na+Qe2Ut8Io="}', "Kq8vR2mZx4Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na+Qe2Ut8Io=");
    covers("GET /files/report.pdf?sv=2024-05-04&se=2026-12-01T00:00:00Z&sp=r&sig=Kq8vR2mZx4Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na HTTP/1.1", "api_key", "Kq8vR2mZx4Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na");
  });

  it("reads an address after a CJK example word as a form's hint, the same address under a delivery label as one", () => {
    none('  shipping_hint: "例如：高雄市前金區中正四路211號"', "street_address");
    covers("收件地址：高雄市前金區中正四路211號", "street_address", "高雄市前金區中正四路211號");
  });
});

describe("secrets by the files and commands that hold them", () => {
  it("reads a delimited export's column its header names a key, not an id column beside it", () => {
    const sheet = "node,dev_eui,app_key,room\nn-01,A81758FFFE0412C9,4c9e1f7a2b6d8e0c3a5f7b9d1e2c4a6f,Lab 2";
    covers(sheet, "api_key", "4c9e1f7a2b6d8e0c3a5f7b9d1e2c4a6f");
    left(sheet, "A81758FFFE0412C9");
    left("node,dev_eui,sort_key,room\nn-01,A81758FFFE0412C9,4c9e1f7a2b6d8e0c3a5f7b9d1e2c4a6f,Lab 2", "4c9e1f7a2b6d8e0c3a5f7b9d1e2c4a6f");
  });

  it("reads redis-cli's field/value replies pair by pair", () => {
    covers('10.0.4.2:6379> CONFIG GET masterauth\n1) "masterauth"\n2) "Wd8kQ2vLr5Tn9Zx"', "password", "Wd8kQ2vLr5Tn9Zx");
    left('10.0.4.2:6379> CONFIG GET maxmemory-policy\n1) "maxmemory-policy"\n2) "allkeys-lru"', "allkeys-lru");
  });

  it("reads Cisco IOS user and enable secrets whole, with their type, not prose about enabling passwords", () => {
    found("username ops privilege 15 secret 9 $9$Tq2mLx8Rv4Nz6Kp$Wb7Yc3Hd9Fs1Jg5NaQe2Ut8Io0Lm4Rx6Zv2Kt9Bp3Hw", "password", "$9$Tq2mLx8Rv4Nz6Kp$Wb7Yc3Hd9Fs1Jg5NaQe2Ut8Io0Lm4Rx6Zv2Kt9Bp3Hw");
    found("enable secret 5 $1$pQ7r$Zk3vN8mTx1Lc5Wb9Yd2Hf0", "password", "$1$pQ7r$Zk3vN8mTx1Lc5Wb9Yd2Hf0");
    none("remember to enable password authentication 5 minutes before the audit", "password");
  });

  it("reads PowerShell's -Name/-Value pair by the name, not a display name", () => {
    covers('Set-ItemProperty -Path HKLM:\\SOFTWARE\\Acme -Name LicenseKey -Value "a7c3e9f1b5d2084e6c1a3f5b7d9e2c4a"', "api_key", "a7c3e9f1b5d2084e6c1a3f5b7d9e2c4a");
    left('Set-ItemProperty -Path HKLM:\\SOFTWARE\\Acme -Name DisplayName -Value "Acme Reports"', "Acme Reports");
  });

  it("reads a PIN under its own key when it reads like a chosen password, not a GPIO pin or another key", () => {
    covers('HSM_SLOT_PIN: "Rv4-kQ8mTz2Lp9Wx"', "password", "Rv4-kQ8mTz2Lp9Wx");
    covers('{"pin":"Zk2!vN7qLr4Tm9Xb"}', "password", "Zk2!vN7qLr4Tm9Xb");
    left("STATUS_LED_PIN: 17", "17");
    left("pin_memory: true", "true");
  });

  it("reads tokens named by their role alone when generated, not an access mode or a refresh interval", () => {
    covers("provider=garmin access=3f9a1c7e5b2d8f0a4c6e1b3d5f7a9c2e4b6d8f0a refresh=8e2c4a6f1b3d5e7c9a0b2d4f6e8a1c3e5b7d9f1a", "api_key", "8e2c4a6f1b3d5e7c9a0b2d4f6e8a1c3e5b7d9f1a");
    covers('{"refresh":"Tq9mR2vLx7Nz4Kp1Wb6Yc3Hd8Fs0Jg5Na2Qe7Ut4Io="}', "api_key", "Tq9mR2vLx7Nz4Kp1Wb6Yc3Hd8Fs0Jg5Na2Qe7Ut4Io=");
    left('{"access": "read-write", "refresh": 300}', "read-write");
  });

  it("reads a key's value in a form body up to the next field", () => {
    found("grant_type=refresh_token&refresh_token=Hq7vN2mTz9Lx4Rp8Wb3Yc6Kd1Fs5Jg0N&client_id=web-console", "api_key", "Hq7vN2mTz9Lx4Rp8Wb3Yc6Kd1Fs5Jg0N");
    left("grant_type=refresh_token&refresh_token=Hq7vN2mTz9Lx4Rp8Wb3Yc6Kd1Fs5Jg0N&client_id=web-console", "web-console");
  });

  it("reads an S3-style access key id with its secret, not a service account's key id", () => {
    covers("SPACES_ACCESS_KEY_ID=4e7c1a9f3b5d2e8c6a0f", "api_key", "4e7c1a9f3b5d2e8c6a0f");
    left('"client_id": "1092837465", "private_key_id": "7c3e9a1f5b2d4e6c8a0b1d3f5e7a9c2b4d6f8e0a"', "7c3e9a1f5b2d4e6c8a0b1d3f5e7a9c2b4d6f8e0a");
  });

  it("reads a UUID given to a key named \"key\", not an idempotency key", () => {
    covers('client = cdsapi.Client(url="https://ads.example-climate.eu/api", key="5b8e2c4a-7d1f-4e3b-9a6c-2f0d8e4b1a7c")', "api_key", "5b8e2c4a-7d1f-4e3b-9a6c-2f0d8e4b1a7c");
    left("Idempotency-Key: 5b8e2c4a-7d1f-4e3b-9a6c-2f0d8e4b1a7c", "5b8e2c4a-7d1f-4e3b-9a6c-2f0d8e4b1a7c");
  });

  it("reads a JWK's private member in the standard base64 alphabet", () => {
    covers('{"kty":"RSA","e":"AQAB","d":"Qm8vR2x/Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na+Qe2Ut8Io4Kz="}', "private_key", "Qm8vR2x/Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na+Qe2Ut8Io4Kz=");
    left('{"kty":"RSA","e":"AQAB","n":"Qm8vR2x/Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na+Qe2Ut8Io4Kz="}', "Qm8vR2x/Tn7Lp0Wb3Yc6Hd9Fs1Jg5Na+Qe2Ut8Io4Kz=");
  });

  it("reads a generated password that opens with \"-\" or \"!\", not a flag or a YAML tag", () => {
    covers("REDIS_PASSWORD=-Tq7vXz2LmR9pWk4N", "password", "-Tq7vXz2LmR9pWk4N");
    covers("  POSTGRES_PASSWORD: !Zr4-8mKq2Tv-LxwP", "password", "!Zr4-8mKq2Tv-LxwP");
    left("  db_password: !vault |", "!vault");
    left("gpg --passphrase-fd 0 --pinentry-mode loopback", "--pinentry-mode");
  });
});

describe("national ids and streets", () => {
  it("reads a second DNI whole when the first cue's reach ends inside it", () => {
    // The first cue's reach (100 characters) ends after "12345679": no Argentine DNI is read from the Spanish one's digits.
    const text = "Mi DNI 48215673Z no funciona. Dice que ya existe una cuenta con mi correo. Quizás mi hermano (DNI 12345679S) la creó.";
    found(text, "national_id", "12345679S");
  });

  it("reads a Cyrillic street whose name is in quotes, lower-case words too", () => {
    covers("доставка: бул. „Цар Освободител“ 15, ет. 2, София", "street_address", "бул. „Цар Освободител“ 15");
    covers("адрес ул. «Мира» 7, Казань", "street_address", "ул. «Мира» 7");
  });

  it("reads LDAP's postalAddress up to the locality before its city line", () => {
    covers("postalAddress: No. 22, 5th Cross, Jayanagar$Bengaluru 560041", "street_address", "No. 22, 5th Cross, Jayanagar");
  });

  it("reads a numberless road with its locality up to a form's next field", () => {
    found("Guest 3: Mele Tupou · address Taufa'ahau Road, Kolomotu'a · phone +676 24 123", "street_address", "Taufa'ahau Road, Kolomotu'a");
  });
});
