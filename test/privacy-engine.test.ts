// The privacy engine inside workerd: the same module the companion runs in Node (src/privacy/), with its
// dependencies (libphonenumber-js, ibantools, ipaddr.js, compromise) bundled, no network, no Node built-ins.
import { describe, expect, it } from "vitest";
import cases from "./fixtures/privacy-parity.json";
import { detect, scrub } from "../src/privacy/index.ts";
import { found } from "./privacy-spans.ts";

const clean = (text: string) => expect(detect(text), text).toEqual([]);

describe("privacy engine in workerd", () => {
  it("gives exactly the findings, placeholders and text that Node gives on the shared fixture (parity)", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const c of cases) expect(scrub(c.text), c.text).toEqual(c.result);
  });

  it("api keys: vendor formats and secret-shaped contexts; documentation values and placeholders stay", () => {
    found("export GITLAB_TOKEN=glpat-Xq3v9RmT2kLp8ZbN4wYc", "api_key", "glpat-Xq3v9RmT2kLp8ZbN4wYc");
    found("curl -H 'X-Api-Key: 7f3c9a1e5b8d2f4a6c0e9b3d7a1f5c8e' https://api.acme.io", "api_key", "7f3c9a1e5b8d2f4a6c0e9b3d7a1f5c8e");
    found("gh auth login --token ghp_Ab3De6Gh9Jk2Mn5Pq8St1Vw4Yz7Cb0Ef3Gh6J", "api_key", "ghp_Ab3De6Gh9Jk2Mn5Pq8St1Vw4Yz7Cb0Ef3Gh6J");
    found("AZURE_OPENAI_KEY=9c1e5d2a7b3f4e6d8a0b1c2d3e4f5a6b", "api_key", "9c1e5d2a7b3f4e6d8a0b1c2d3e4f5a6b");
    clean("Use AKIAIOSFODNN7EXAMPLE in the docs, and OPENAI_API_KEY=sk-...xxxx or your-api-key-here in templates.");
    clean("cache key: node-cache-Linux-x64-npm-2a411b11164f9f70ba812cd109f36c64ae946763cefea36aadd6bf8834e4999c");
  });

  it("private keys: PEM, OpenSSH, truncated and one-line escaped", () => {
    const pem = "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIOWNweGzDHyzyHQu9veLqOFeX/0cV3D+JTE/2kW+RpQPoAoGCCqGSM49\n-----END EC PRIVATE KEY-----";
    expect(scrub(`key:\n${pem}\nend`).text).toBe("key:\n[PRIVATE_KEY_1]\nend");
    const truncated = "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1x9Kp3Qz7Lm2Nv8Rt4Wc6Yh1Jd3Fs5Gb7Hk9Mp2Qr4St6V\n(truncated)";
    expect(scrub(truncated).text).toBe("[PRIVATE_KEY_1]");
    const escaped = '{"pem":"-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEIGgTzL4486PBft/88/Fqg5o1mhuw9/kfP7L7+VKV6/q8\\n-----END PRIVATE KEY-----\\n"}';
    expect(scrub(escaped).text).toBe('{"pem":"[PRIVATE_KEY_1]\\n"}');
    found("client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVB", "private_key", "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVB");
    clean("-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----");
    clean("Rotate the key that starts with -----BEGIN RSA PRIVATE KEY----- in the vault.");
  });

  it("passwords: URLs (password only), connection strings, config lines, flags; defaults and references stay", () => {
    expect(scrub("mongodb+srv://ingest:N0t-S0-S3cret-99@cluster0.x7hq2.mongodb.net/events").text).toBe("mongodb+srv://ingest:[URL_CREDENTIALS_1]@cluster0.x7hq2.mongodb.net/events");
    found("Server=db01;Database=crm;User Id=crm_app;Password=Vx7!pQ2#kL9m;", "password", "Vx7!pQ2#kL9m");
    found("spring.datasource.password: Gh4$tW9!zQ", "password", "Gh4$tW9!zQ");
    found("mysql -u root -pK8v!Wq2Lm9 shop", "password", "K8v!Wq2Lm9");
    found("<password>Xq7!vLm2#Pz9</password>", "password", "Xq7!vLm2#Pz9");
    found("echo 'Sup3r$ecret' | docker login -u ci-bot --password-stdin", "password", "Sup3r$ecret");
    clean("DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev");
    clean('{"email":"test@example.org","password":"hunter2"}');
    clean("password = os.environ['DB_PASSWORD'] and password_min_length = 12");
  });

  it("JWTs, e-mails, phones, cards, IBANs, national ids", () => {
    found("token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLWJ5dGVzLWhlcmU", "jwt", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLWJ5dGVzLWhlcmU");
    found("write to ines.fonseca@correio.pt", "email", "ines.fonseca@correio.pt");
    found("call me on +49 151 2345 6789 after six", "phone", "+49 151 2345 6789");
    found("on-call: (415) 867-5309", "phone", "(415) 867-5309");
    found("charged 3431 924488 49969 twice", "credit_card", "3431 924488 49969");
    found("IBAN: NL03KBFD6780181217", "iban", "NL03KBFD6780181217");
    found("SSN 536-90-4399 on the W-4", "national_id", "536-90-4399");
    found("NINO AB 12 34 56 C", "national_id", "AB 12 34 56 C");
    clean("mail jane@example.com, icon@2x.png, git@github.com:acme/app.git");
    clean("order 4111111111111112, build 20261125.3, ticket #1234567, SSN-like 000-12-3456");
  });

  it("IP and MAC addresses: hosts found; loopback, documentation, networks and versions stay", () => {
    found("db at 10.40.2.15:5432", "ip", "10.40.2.15");
    found("peer 2a01:4f8:c17:1a2b::1 dropped", "ip", "2a01:4f8:c17:1a2b::1");
    found("printer 3c:22:fb:91:0a:7e", "mac", "3c:22:fb:91:0a:7e");
    clean("127.0.0.1, ::1, 0.0.0.0, 192.0.2.10, 198.51.100.4, 203.0.113.77, 2001:db8::42, 10.0.0.0/8, v1.2.3.4, 12:30:45, std::vector");
  });

  it("street addresses, person names, user names and home paths", () => {
    found("ship to 221B Baker Street, London NW1 6XE", "street_address", "221B Baker Street, London NW1 6XE");
    found("Adresse: Hauptstraße 12, 10115 Berlin", "street_address", "Hauptstraße 12, 10115 Berlin");
    found("My colleague Ana Horvat fixed it", "person_name", "Ana Horvat");
    found("Reviewed-by: Siobhan O'Leary", "person_name", "Siobhan O'Leary");
    found("ssh nikos@159.89.14.201", "person_name", "nikos");
    found("cd /home/tkaminski/src", "home_path", "tkaminski");
    expect(scrub("My colleague Dana Kim fixed it. Thanks Dana!").text).toBe("My colleague [PERSON_1] fixed it. Thanks [PERSON_1]!");
    clean("- name: Build Docker Image\n  uses: actions/checkout@v4\nHello World! Redis Cluster said OK.");
    clean("ssh root@localhost is disabled; /Users/Shared and /home/\$USER are not people");
    found("CI checks out to /home/runner/work/app", "home_path", "runner"); // service accounts count: a reader cannot tell them apart
  });

  it("reads tables and SQL by their columns", () => {
    const table = "| env | host | user | password |\n| --- | --- | --- | --- |\n| qa | 10.30.1.12 | qa_admin | qa-Adm1n!Lemon |\n| prod | (vault) | - | - |";
    found(table, "password", "qa-Adm1n!Lemon");
    const sql = "INSERT INTO customers (full_name, email) VALUES ('Zainab Balogun', 'zainab@balogun.ng'), ('Test User', 'test.user@example.com');";
    expect(scrub(sql).text).toBe("INSERT INTO customers (full_name, email) VALUES ('[PERSON_1]', '[EMAIL_1]'), ('Test User', 'test.user@example.com');");
  });

  it("reports offsets in UTF-16 code units of the original text and never a value", () => {
    const text = "🚀 ping ana@acme.io 👍 — key ghp_Ab3De6Gh9Jk2Mn5Pq8St1Vw4Yz7Cb0Ef3Gh6J";
    const r = scrub(text);
    expect(r.findings.map((f) => text.slice(f.start, f.end))).toEqual(["ana@acme.io", "ghp_Ab3De6Gh9Jk2Mn5Pq8St1Vw4Yz7Cb0Ef3Gh6J"]);
    expect(JSON.stringify(r.findings) + JSON.stringify(r.report)).not.toMatch(/ana@acme|ghp_/);
    expect(r.findings[0]).toMatchObject({ type: "email", detector: "email", placeholder: "[EMAIL_1]" });
    expect(r.findings[0]!.confidence).toBeGreaterThan(0.5);
  });
});
