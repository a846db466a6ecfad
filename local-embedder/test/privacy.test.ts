import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ibanValid, luhnValid, ssnValid } from "../src/privacy/checksums.ts";
import { scrub } from "../src/privacy/scrub.ts";

describe("privacy engine", () => {
  it("masks each kind with typed placeholders and reports what it removed", () => {
    const text =
      "Mail ana.horvat@acme.io, call +385 91 234 5678, ssh 10.0.3.7, card 4392 0680 1421 8783, " +
      "IBAN DE73 9057 6611 3181 2118 92, SSN 536-22-8741, key AKIA2E0A8F3B244C9986"; // not 078-05-1120: the Woolworth card's number is a documented look-alike
    const r = scrub(text);
    expect(r.text).toBe(
      "Mail [EMAIL_1], call [PHONE_1], ssh [IPV4_1], card [CREDIT_CARD_1], IBAN [IBAN_1], SSN [US_SSN_1], key [API_KEY_1]",
    );
    expect(r.report).toEqual({ email: 1, phone: 1, ip: 1, credit_card: 1, iban: 1, national_id: 1, api_key: 1 });
    // The pre-issue-14 type names live on as subtypes (and placeholders), so old configs and texts still read.
    expect(r.findings.map((f) => f.subtype).filter(Boolean)).toEqual(["ipv4", "us_ssn"]);
  });

  it("gives the same value the same placeholder and different values different ones", () => {
    const r = scrub("ana@acme.io wrote to ivan@acme.io, then ANA@acme.io replied");
    expect(r.text).toBe("[EMAIL_1] wrote to [EMAIL_2], then [EMAIL_1] replied");
  });

  it("reports offsets in UTF-16 code units of the original text, end exclusive", () => {
    const text = "🚀 ship it — ping ana@acme.io 👍";
    const r = scrub(text);
    const f = r.findings[0]!;
    expect(text.slice(f.start, f.end)).toBe("ana@acme.io");
    expect(f.start).toBe(text.indexOf("ana@"));
  });

  it("masks only the sensitive part: the token after Bearer, the user name in a home path, user:pass in a URL", () => {
    const r = scrub(
      "Authorization: Bearer abcdef1234567890XYZabcdef and /Users/mkowalski/code and postgres://app:S3cretPw9@db:5432/x",
    );
    expect(r.text).toBe("Authorization: Bearer [API_KEY_1] and /Users/[USER_1]/code and postgres://app:[URL_CREDENTIALS_1]@db:5432/x");
  });

  it("recognises JWTs, PEM private keys and personal names in context", () => {
    const jwt =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
    const pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bq\nabc==\n-----END RSA PRIVATE KEY-----";
    const r = scrub(`token ${jwt}\n${pem}\nMy colleague Ivan Petrović reviewed it.`);
    expect(r.text).toBe("token [JWT_1]\n[PRIVATE_KEY_1]\nMy colleague [PERSON_1] reviewed it.");
    expect(scrub("My colleague Ivan reviewed it", { names: false }).text).toBe("My colleague Ivan reviewed it");
    expect(scrub("Lunch with Marta at noon", { knownNames: ["Marta"] }).text).toBe("Lunch with [PERSON_1] at noon");
  });

  it("leaves placeholders, versions, hashes, UUIDs, loopback addresses and look-alike numbers alone", () => {
    const clean = [
      "API_KEY=<your-key>",
      "export TOKEN=${TOKEN}",
      "password = process.env.DB_PASSWORD",
      "upgraded to 4.124.0 and hono@4.13.19; version 1.2.3.4",
      "commit 3f786850e387550fdab836ed7e6dc881de23001b, uuid 123e4567-e89b-42d3-a456-426614174000",
      "listen on 127.0.0.1:8787 or ::1, not 0.0.0.0",
      "order 4111111111111112 (fails Luhn) and SSN-like 000-12-3456",
      "IBAN DE89 3704 0044 0532 0130 01 has a bad checksum",
      "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----",
      "icon@2x.png, git@github.com:acme/engram.git, std::vector, 12:30:45",
      "Already scrubbed: [EMAIL_1] and [API_KEY_2]",
    ];
    for (const text of clean) expect(scrub(text), text).toMatchObject({ text, findings: [] });
  });

  it("masks every occurrence of a user name or person once one is identified", () => {
    expect(scrub("Host bastion\n  User olga\n  IdentityFile /home/olga/.ssh/id_rsa").text).toBe("Host bastion\n  User [USER_1]\n  IdentityFile /home/[USER_1]/.ssh/id_rsa");
    expect(scrub("My colleague Dana Kim fixed it. Thanks Dana Kim!").text).toBe("My colleague [PERSON_1] fixed it. Thanks [PERSON_1]!");
  });

  it("reads secrets in config-file and client shapes, and never takes a value from the next line", () => {
    expect(scrub("machine api.heroku.com\n  login me\n  password 3b9f1c2e-6d4a").text).toBe("machine api.heroku.com\n  login me\n  password [PASSWORD_1]");
    expect(scrub("redis-cli -h cache -a Redis!Pass2026 ping").text).toBe("redis-cli -h cache -a [PASSWORD_1] ping");
    expect(scrub("AccountName=logs;AccountKey=Zk3q9Wm2Xr7Tn4Vb8Lc1Hd6Jf0Sg5Pa3Ue7==;EndpointSuffix=core.windows.net").text).toContain("AccountKey=[API_KEY_1];");
    expect(scrub("[user]\n  name = Henrik Larsen").text).toBe("[user]\n  name = [PERSON_1]");
    for (const clean of ["password_policy:\n  min_length: 14", "Password reset is broken", "- name: Build Docker Image"]) expect(scrub(clean).findings).toEqual([]);
  });

  it("numbers new values after placeholders already in the text", () => {
    expect(scrub("earlier [EMAIL_1], now ivan@acme.io").text).toBe("earlier [EMAIL_1], now [EMAIL_2]");
  });

  it("is idempotent: scrubbing redacted text finds nothing new", () => {
    const once = scrub("ana@acme.io with sk_live_abcdefghijklmnopqrstuvwx at 192.168.1.20");
    expect(scrub(once.text).findings).toEqual([]);
  });

  it("stays linear on pathological 100 KB inputs (no regex backtracking blow-up)", () => {
    // Each unit repeated to ~25 KB and to ~100 KB. Linear work grows ~4× with the text; a quadratic reader grows ~16×
    // (the repeated account below once took ~7 s at 100 KB). Process CPU time, not wall time: a loaded machine
    // slows both runs alike, so the ratio holds where a fixed limit in milliseconds flaked.
    const units: Array<[string, number]> = [
      ["a-", 50_000],
      ["1.2.", 25_000],
      ["a@", 50_000],
      ["x9_-", 18_750],
      ["password=", 12_000],
      ["Ana Horvat ", 10_000],
      ["for user ana ", 8_000],
      ["user.name: ana\n", 6_500],
    ];
    const cpuMs = (text: string): number => {
      scrub(text.slice(0, 64)); // warm the engine's lazy tables outside the measurement
      const started = process.cpuUsage();
      scrub(text);
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    for (const [unit, count] of units) {
      const small = cpuMs(unit.repeat(count / 4));
      const large = cpuMs(unit.repeat(count));
      expect(large, `${unit.trim()} ×${count}: ${large.toFixed(0)} ms CPU`).toBeLessThan(5_000);
      // 10 ms floor: tiny runs are dominated by timer resolution and garbage collection.
      expect(large / Math.max(small, 10), `${unit.trim()}: ${small.toFixed(0)} → ${large.toFixed(0)} ms CPU`).toBeLessThan(9);
    }
  });

  it("validates checksums", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(ibanValid("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(ibanValid("GB82 WEST 1234 5698 7654 33")).toBe(false);
    expect(ssnValid("078-05-1120")).toBe(true);
    expect(ssnValid("666-05-1120")).toBe(false);
  });

  it("meets the targets on the committed labeled set (>= 300 texts)", () => {
    const rows = readFileSync(join(import.meta.dirname, "..", "bench", "privacy-labeled.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { text: string; spans: Array<{ type: string; start: number; end: number }> });
    // This set was labelled in the first taxonomy: ipv4/ipv6, us_ssn, url_credentials, and passwords as api_key;
    // it has no MAC or user-name labels, so those findings are not counted against it.
    const legacy: Record<string, string> = { ipv4: "ip", ipv6: "ip", us_ssn: "national_id", url_credentials: "password" };
    const canon = (t: string) => (t === "password" ? "api_key" : (legacy[t] ?? t) === "password" ? "api_key" : (legacy[t] ?? t));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    let gold = 0, found = 0, predicted = 0, correct = 0, leaks = 0;
    for (const row of rows) {
      const r = { ...scrub(row.text) };
      r.findings = r.findings.filter((f) => f.type !== "mac" && !f.detector.startsWith("username:"));
      const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
      gold += row.spans.length;
      found += row.spans.filter((g) => r.findings.some((f) => canon(f.type) === canon(g.type) && overlap(f, g))).length;
      predicted += r.findings.length;
      correct += r.findings.filter((f) => row.spans.some((g) => canon(g.type) === canon(f.type) && overlap(f, g))).length;
      leaks += row.spans.filter((g) => r.text.includes(row.text.slice(g.start, g.end))).length;
    }
    expect(found / gold).toBeGreaterThanOrEqual(0.98);
    expect(correct / predicted).toBeGreaterThanOrEqual(0.95);
    expect(leaks).toBe(0);
  });
});
