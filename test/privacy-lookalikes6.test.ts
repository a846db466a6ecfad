// Issue 14's look-alike round 6 (branch privlook6), in workerd: each mechanism of look-alike-forms.ts,
// not-people-words.ts and eponymous-brands.ts leaves its look-alike alone, and the real value in the same position is
// still found. Inputs are written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";

describe("secrets' look-alikes by form", () => {
  it("leaves references into secret stores, the real value beside them is found", () => {
    left("DB_PASS=ref+vault://kv/data/billing#/pw", "ref+vault://kv/data/billing#/pw");
    left("password = op://Ops/Grafana/password", "op://Ops/Grafana/password");
    left("password: arn:aws:secretsmanager:us-east-2:444455556666:secret:billing/db-Q1w2E3", "billing/db-Q1w2E3");
    covers("db_password: Kp4#vR8!qZ2m", "password", "Kp4#vR8!qZ2m");
  });

  it("decodes Basic credentials: a placeholder pair is left, a real pair is found", () => {
    left(`curl -H "Authorization: Basic ${btoa("admin:changeme")}" http://localhost/`, btoa("admin:changeme"));
    left(`Authorization: Basic ${btoa("<user>:<password>")}`, btoa("<user>:<password>"));
    covers(`Authorization: Basic ${btoa("billing-sync:Vq7mT2xLp9Rw")}`, "api_key", btoa("billing-sync:Vq7mT2xLp9Rw"));
  });

  it("leaves a vendor prefix before a body spelled in words, not a generated body", () => {
    left("SLACK_TOKEN=xoxb-this-is-not-a-real-token", "xoxb-this-is-not-a-real-token");
    covers("SLACK_TOKEN=xoxb-5830172946-8812934401772-ZkP3vQm8Lr2XwTb9Nc4JdHsA", "api_key", "xoxb-5830172946-8812934401772-ZkP3vQm8Lr2XwTb9Nc4JdHsA");
  });

  it("leaves code, names of names, paging tokens and a secret's attributes", () => {
    left("secret = os.urandom(32).hex()", "os.urandom");
    left('AUTH_HEADER_NAME = "X-Service-Token"', "X-Service-Token");
    left('{"items": [], "nextPageToken": "Cg9hcHAtMDAwMDA0MTc4OBAB"}', "Cg9hcHAtMDAwMDA0MTc4OBAB");
    left("refresh_token_expires_at: 2026-12-01T00:00:00Z", "2026-12-01T00:00:00Z");
    left("token_accessor: 6tLq2mVz8Rk4Wp1Nx9Yc3Hb7", "6tLq2mVz8Rk4Wp1Nx9Yc3Hb7");
    left("key_fingerprint: 4a:1f:c3:09:7e:55:b2:d8:0c:91:3f:6a:e7:24:b0:5d", "4a:1f:c3:09:7e:55:b2:d8:0c:91:3f:6a:e7:24:b0:5d");
    covers('API_TOKEN = "Zq4Lm8Rt2Vx7Pw3Nb9Kc"', "api_key", "Zq4Lm8Rt2Vx7Pw3Nb9Kc");
  });

  it("leaves template slots, encrypted envelopes and an application's password hash", () => {
    left("password = @@SMTP_PASSWORD@@", "@@SMTP_PASSWORD@@");
    left("password: __SMTP_PASSWORD__", "__SMTP_PASSWORD__");
    left("smtp_password: ENC[AES256_GCM,data:Qm3x,iv:Lp9v,tag:Wz2r,type:str]", "ENC[AES256_GCM");
    left('"password_hash": "$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy"', "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy");
  });
});

describe("identifiers' look-alikes by form", () => {
  it("reads a dotted quad after an OS or browser as its build, a private address stays an address", () => {
    left("crash on Android 13.0.0.145 only", "13.0.0.145");
    covers("the Android box at 10.0.0.145 is down", "ip", "10.0.0.145");
  });

  it("reads a number under a key naming its kind as that record's number, not a phone", () => {
    left("customer_number: 0049301234", "0049301234");
    covers("phone_number: +49 30 1234567", "phone", "+49 30 1234567");
  });

  it("leaves a database client's user named as its database and the docs' user at a documentation host", () => {
    left("psql -U ledger -h 10.2.0.4 -d ledger", "-U ledger");
    left("curl -u carol:secret https://api.example.org/v2/me", "carol");
  });
});

describe("names' look-alikes", () => {
  it("leaves departments, CamelCase bots and team sign-offs; people in the same places are found", () => {
    left("cc: Procurement, Facilities", "Procurement");
    left("[10:02] DeployBot: rollout finished", "DeployBot");
    left("Thanks,\nNimbus Support", "Nimbus");
    left("assignee: data-platform-team", "data-platform-team");
    covers("cc: Procurement, Ingrid Solberg", "person_name", "Ingrid Solberg");
  });

  it("leaves organisations' and teams' accounts: firm-suffixed and team-prefixed handles, typed JSON accounts, team mentions", () => {
    left("Merge pull request #88 from fabrikam-labs/fix-retry", "fabrikam-labs");
    left('{"owner": {"login": "contoso", "type": "Organization"}}', "contoso");
    left("/infra/ @fabrikam/platform-reviewers", "fabrikam");
    left("assignee: team-ledger", "team-ledger");
    covers("Merge pull request #88 from okonkwo-a/fix-retry", "person_name", "okonkwo-a");
  });

  it("leaves firms named after people only when the whole finding is the firm", () => {
    left("Goldman Sachs approved the wire.", "Goldman Sachs");
    covers("Harrison Ford approved the wire.", "person_name", "Harrison Ford");
  });

  it("reads programs named like people as programs only beside a plain product or a program's verb", () => {
    left("Cassandra compacted overnight and Kafka lagged.", "Cassandra");
    covers("Cassandra Okafor reviewed the migration.", "person_name", "Cassandra Okafor");
  });

  it("reads place-forming first words and lists of places as places", () => {
    left("Offices: Accra, Santa Clara and Port Moresby", "Santa Clara");
    left("Offices: Accra, Santa Clara and Port Moresby", "Port Moresby");
  });
});
