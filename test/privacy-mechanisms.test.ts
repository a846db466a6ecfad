// The three general mechanisms of issue 14's generalisation round, in workerd: one reader for keys that
// name a secret (secret-fields.ts), the street-address unit grammar (address-units.ts) and the
// person-name likeness score (name-score.ts). Inputs are written for these tests, not taken from the corpus.
import { describe, expect, it } from "vitest";
import { detect, type FindingType } from "../src/privacy/index.ts";
import { types, found, covers, none } from "./privacy-spans.ts";
import { keyWords, secretKindOfKey } from "../src/privacy/secret-fields.ts";
import { lookAlikeForm } from "../src/privacy/look-alike-forms.ts";

describe("secret keys in any syntax", () => {
  it("reads a key's meaning whatever its case or separator style", () => {
    expect(keyWords("smtpAdminPassword")).toEqual(["smtp", "admin", "password"]);
    expect(keyWords("Jwt:Key")).toEqual(["jwt", "key"]);
    expect(secretKindOfKey("DB_PASSWORD")).toBe("password");
    expect(secretKindOfKey("--smtp-pass")).toBe("password");
    expect(secretKindOfKey("/prod/billing/db/password")).toBe("password");
    expect(secretKindOfKey("githubToken")).toBe("token");
    expect(secretKindOfKey("Jwt:Key")).toBe("token");
    expect(secretKindOfKey("STRIPE_KEY")).toBe("weak");
    for (const k of ["password_policy", "token_ttl", "secret_name", "cache_key", "public_key", "PASSWORD_MIN_LENGTH"]) expect(secretKindOfKey(k), k).toBeUndefined();
  });

  it("redacts the value where the key and the value are separate tokens", () => {
    found("env:\n  - name: SMTP_PASSWORD\n    value: \"Wd8$nq3LzT\"", "password", "Wd8$nq3LzT");
    found('[{"name": "ORDERS_API_SECRET", "value": "b7Kq2Lx9Vm4Np8Rz"}]', "api_key", "b7Kq2Lx9Vm4Np8Rz");
    found('<setting name="Mail.Password" value="Gq5#tW8mZr" />', "password", "Gq5#tW8mZr");
    found("ParameterKey=MasterUserPassword,ParameterValue=Hb3kQ9xTz2", "password", "Hb3kQ9xTz2");
    found("aws ssm put-parameter --name /prod/api/password --value Jr6vN2pLq8 --type SecureString", "password", "Jr6vN2pLq8");
    found('dotnet user-secrets set "Smtp:Password" "Fz4#pQ8wLx"', "password", "Fz4#pQ8wLx");
    found("<SmtpPassword>Kv7!mR2qZt</SmtpPassword>", "password", "Kv7!mR2qZt");
    found("./migrate --dbAdminPassword=Lp3$wQ9zXk --dry-run", "password", "Lp3$wQ9zXk");
    found("mysql -h db -u app -p'Tz9#kL2vQm' shop", "password", "Tz9#kL2vQm");
    found('sqlcmd -S sql01 -U sa -P "Nq4!vX8pRz"', "password", "Nq4!vX8pRz");
    found('variable "smtp_password" {\n  type    = string\n  default = "Hv5#qL9wZm"\n}', "password", "Hv5#qL9wZm");
    found("net use Y: \\\\srv02\\media /user:HOME\\kiosk Dq7!zR4mXw", "password", "Dq7!zR4mXw");
    found("office wifi: staff-5g / Copper-Lantern-77", "password", "Copper-Lantern-77");
    found("creds for the NAS: backup / Mx4#tQ9vLp", "password", "Mx4#tQ9vLp");
    found("the root pw on the old jenkins box is Granite-Heron-51 fyi", "password", "Granite-Heron-51");
    found("Le mot de passe du routeur est Vague!Ocean88", "password", "Vague!Ocean88");
    found("Das Passwort für den Server lautet Regen7Wolke!", "password", "Regen7Wolke!");
  });

  it("leaves placeholders, references, defaults and flags that are not passwords", () => {
    none("env:\n  - name: SMTP_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: smtp, key: password}", "password");
    none("env:\n  - name: SMTP_PASSWORD\n    value: ${SMTP_PASSWORD}", "password");
    none('<setting name="Mail.Password" value="changeme" /> <!-- template default -->', "password");
    none("ssh -p 2222 deploy@bastion && scp -P 2222 a.txt b:", "password");
    none("aws ssm put-parameter --name /prod/api/password --value <password> --type SecureString", "password");
    none('<add key="AdminPassword" value="" />', "api_key");
    none('psql "host=db user=rpt dbname=reporting"', "person_name"); // a role account, not a person
    none("password_hash = $2b$12$Q9vKx1mZr8Lp2Wn4Tb6Yc.eR5uH7jS3dF0gA9kL1qW2eR4tY6uI8o", "password");
    none("your password must be at least 12 characters; the password policy is strict: 12 chars", "password");
    none("account: 12 / 2024-05-01", "password");
  });
});

describe("street addresses: the units around the number and street", () => {
  it("grows an address over its unit, floor, building and house-number suffix", () => {
    found("deliver to Prinsengracht 263-III, Amsterdam", "street_address", "Prinsengracht 263-III");
    found("Dirección: Calle de Serrano 41, 2º dcha., 28001 Madrid", "street_address", "Calle de Serrano 41, 2º dcha.");
    found("we moved to 1 Market Street, 12th Floor, San Francisco", "street_address", "1 Market Street, 12th Floor");
    found("Lieferung an Goethestr. 9, 3. OG", "street_address", "Goethestr. 9, 3. OG");
    covers("office: Plot 22, Adeola Odeku Street, Victoria Island", "street_address", "Plot 22, Adeola Odeku Street");
    found("visit us at Al Wasl Road, Building 4, Office 210, Dubai", "street_address", "Al Wasl Road, Building 4, Office 210");
    found("invoice to 200 King St W, Suite 1100, Toronto", "street_address", "200 King St W, Suite 1100");
    covers("new unit: 7/112 Glenferrie Road, Hawthorn VIC 3122", "street_address", "7/112 Glenferrie Road");
    found("Anschrift: Wrangelstraße 40, Seitenflügel, 2. OG, 10997 Berlin", "street_address", "Wrangelstraße 40, Seitenflügel, 2. OG");
    covers("Bezoekadres: Koningin Julianaplein 10, 2595 AA Den Haag", "street_address", "Koningin Julianaplein 10");
    covers("Unit 9, 410 E 84th St, New York", "street_address", "Unit 9, 410 E 84th St");
    none("port 8080 Street View quota and 42 Road Runner jobs", "street_address");
  });

  it("reads streets with no street-type word when a postcode follows, and not a version or a build", () => {
    found("Anschrift: An der Alster 62, 20099 Hamburg", "street_address", "An der Alster 62");
    found("post it to 14 Cheapside, London EC2V 6DN", "street_address", "14 Cheapside");
    none("we ran Kafka 3, 2024 Edition on the cluster", "street_address");
    found("envío a Calle 93B No. 13-44, Oficina 301, Bogotá", "street_address", "Calle 93B No. 13-44, Oficina 301");
    none("Build 4127, 50968 jobs in the queue", "street_address");
  });

  it("reads PO boxes in several languages, and not a box of things", () => {
    found("Remitir a Apartado de Correos 512, Sevilla", "street_address", "Apartado de Correos 512");
    found("Antwort an Postfach 12 03 44, 80001 München", "street_address", "Postfach 12 03 44");
    none("restart box 12 and then box 14 in the rack", "street_address");
  });
});

describe("person names by likeness score", () => {
  it("finds names the cue rules miss, from the lexicon and the context together", () => {
    found("handing the pager over to Margarete until Monday", "person_name", "Margarete");
    found("Regards,\nCiarán Mac Giolla\nData team", "person_name", "Ciarán Mac Giolla");
    found("Seo-yeon Park reported the crash on Android 14", "person_name", "Seo-yeon Park");
    found("ping lucia.moreno about the invoice export", "person_name", "lucia.moreno");
    found("the migration plan came from Rasmus Kjeldsen last week", "person_name", "Rasmus Kjeldsen");
  });

  it("reads rosters, person-role fields in any key style, and a name closing a thank-you", () => {
    const roster = "retro 14/05 — Ilse: owns the alert tuning; Kwabena: chasing the vendor; Teodor: on leave";
    for (const name of ["Ilse", "Kwabena", "Teodor"]) found(roster, "person_name", name);
    found('{"approvedBy": "dmitri.volkov", "state": "merged"}', "person_name", "dmitri.volkov");
    found("ticket_owner_login=akosua_mensah status=open", "person_name", "akosua_mensah");
    found("Thanks again for covering the on-call shift Fenella!", "person_name", "Fenella");
    found("LGTM, great catch Maximilian 🎉", "person_name", "Maximilian");
    found("merged PR #1204 from ines-okoro/fix-timeouts", "person_name", "ines-okoro");
    found("@ops.nakamura can you check the alert?", "person_name", "ops.nakamura");
    none("npx vitest run --reporter=verbose && owner: platform", "person_name");
    none('octokit.rest.repos.get({ owner: "octocat", repo: "hello-world" })', "person_name");
    found("the deploy went fine but Haruto still sees 502s from the edge", "person_name", "Haruto");
    found("Wojtek & Priyanka will demo the importer on Thursday", "person_name", "Wojtek");
    none("Steps: build; Deploy: manual; Rollback: scripted", "person_name");
  });

  it("leaves products, places, code and ordinary words", () => {
    for (const text of [
      "Pascal tests still run on the old box",
      "Job 1182 on runner linux-4 failed",
      "extend the grace.period setting to 14 days",
      "Savannah port data arrives nightly",
      "we use Gatsby Cloud and Render for previews",
      "Mark the PR as draft until the review is done",
      "see John Smith in the demo account screenshot",
      "Bazel and Pants both cache remotely",
      "Auckland latency is fine; Savannah is not",
    ]) none(text, "person_name");
  });
});

// Issue 14's fifth round: mechanisms read from where a value stands (inputs written for these tests).
describe("documented values are look-alikes", () => {
  it("leaves providers' test cards, example IBANs and barcodes, and still finds real-shaped ones", () => {
    none("the e2e suite pays with 4242 4242 4242 4242 and 5555 5555 5555 4444", "credit_card");
    none("ISO's sample IBAN GB82 WEST 1234 5698 7654 32 appears in every tutorial", "iban");
    none("EAN 4006381333931 printed under the barcode", "credit_card");
    found("card on file 4392 0680 1421 8783, exp 09/29", "credit_card", "4392 0680 1421 8783");
    found("remit to DE73 9057 6611 3181 2118 92 by Friday", "iban", "DE73 9057 6611 3181 2118 92");
  });
});

describe("hardware and network addresses in log and config forms", () => {
  it("splits a netfilter MAC= frame header into its two hardware addresses", () => {
    const line = "kernel: [DROP] IN=eth0 OUT= MAC=3c:22:fb:9a:01:7e:a4:83:e7:2b:90:1c:08:00 SRC=91.198.174.192";
    found(line, "mac", "3c:22:fb:9a:01:7e");
    found(line, "mac", "a4:83:e7:2b:90:1c");
    none("MAC=ff:ff:ff:ff:ff:ff:00:00:00:00:00:00:08:06", "mac");
  });
  it("reads named networks and the benchmarking range, not the whole private blocks", () => {
    found('ingress { cidr_blocks = ["185.199.108.0/22"] }', "ip", "185.199.108.0/22"); // the prefix length goes with the network (ip-prefix.ts)
    found("the perf lab answers on 198.18.7.31", "ip", "198.18.7.31");
    none("route 10.0.0.0/8 and 192.168.0.0/16 through the VPN", "ip");
    found("upstream 2a00:1450:4009:81f::200e: connection refused", "ip", "2a00:1450:4009:81f::200e");
  });
  it("reads ranges, scp hosts, networks with a netmask and public resolvers; still not versions or the metadata endpoint", () => {
    found("IKE_SA vpn[3] established between 62.12.9.30...145.90.11.17", "ip", "145.90.11.17");
    found("TS 10.44.0.0/16 === 10.45.0.0/16", "ip", "10.45.0.0/16");
    found("scp a.tgz ops@2a01:4f8:c17:1b2e::7:/var/tmp/", "ip", "2a01:4f8:c17:1b2e::7");
    found("subnet 172.19.40.0 netmask 255.255.255.0 {", "ip", "172.19.40.0");
    found("nameserver 1.0.0.1", "ip", "1.0.0.1");
    none("requests==2.31.0.1 and the 1.2.3.4.5 build; metadata at 169.254.169.254", "ip");
  });
});

describe("street addresses the text calls addresses", () => {
  it("reads an address field's value in JSON, key=value logs and YAML, cut to the street and its units", () => {
    covers('{"customer":{"address":"Ermou 56, Athina 105 63"}}', "street_address", "Ermou 56");
    covers('INFO parcel.sent address="Via Garibaldi 9, scala C" city=Genova', "street_address", "Via Garibaldi 9, scala C");
    covers("billing_address: Vinohradská 1511/230, 120 00 Praha", "street_address", "Vinohradská 1511/230");
    const f = detect('{"line2":"Floor 3","city":"Oslo"}').find((x) => x.type === "street_address");
    expect(f && '{"line2":"Floor 3","city":"Oslo"}'.slice(f.start, f.end)).toBe("Floor 3");
  });
  it("reads the line after an address label in many languages, and leaves other addresses", () => {
    covers("Leveransadress: Sveavägen 44, lgh 1203, 111 34 Stockholm", "street_address", "Sveavägen 44, lgh 1203");
    covers("Adresa: Hlavná 12, Košice", "street_address", "Hlavná 12");
    covers("Ship to: Atatürk Bulvarı No:112 Daire 6, Çankaya", "street_address", "Atatürk Bulvarı No:112 Daire 6");
    none("IP address: see the dashboard", "street_address");
    for (const t of ["Billing: 30 days net, invoice monthly", "Shipping: 4 items, 2 boxes", "Memory address: 0x7ffe3a10", "delivery: 99.9% within SLA", "Address family: IPv4", "line2: 5 retries", "Billing: v2 API enabled"]) none(t, "street_address");
    none("email address: on file", "street_address");
  });
  it("reads the street type before the number, Korean road names and URL-encoded streets", () => {
    covers("meet me at Dizengoff St 99, apt 12 tomorrow", "street_address", "Dizengoff St 99, apt 12");
    covers("new office: 14 Teheran-ro 5-gil, Gangnam-gu", "street_address", "14 Teheran-ro 5-gil");
    covers("GET /geocode?q=1600+Larkspur+Lane&city=Boise", "street_address", "1600+Larkspur+Lane");
    none("Release Road 2 ships next sprint", "street_address");
  });
});

describe("person names from the place they stand", () => {
  it("reads who a command acted as, forge CLI person flags and device owners", () => {
    found('+ echo "publishing as t.nakamura"', "person_name", "t.nakamura");
    found("remote: Permission to acme/api.git denied to lwazi-dlamini.", "person_name", "lwazi-dlamini");
    found("gh issue list --assignee olu-adeyemi --state open", "person_name", "olu-adeyemi");
    found("DHCPACK on 10.1.4.9 to 3c:22:fb:9a:01:7e (Galaxy-S23-de-Rafaela)", "person_name", "Rafaela");
    none("Office-PC, Lab-iPad and Work-iPhone rebooted overnight", "person_name");
    none('git commit --author="Ngozi Obi <ngozi@obi.dev>"', "api_key");
    found('git commit --author="Ngozi Obi <ngozi@obi.dev>"', "person_name", "Ngozi Obi");
  });
  it("reads sign-offs in more languages, a role before a speaker and a name ending a message", () => {
    found("Kun je dat nakijken? Groet, Femke", "person_name", "Femke");
    found("Takk for hjelpen.\nHilsen Bjørn", "person_name", "Bjørn");
    found("Support agent Thandiwe: I have reset your 2FA", "person_name", "Thandiwe");
    found("Przelew dotarł. Dziękuję. Agnieszka", "person_name", "Agnieszka");
  });
  it("leaves firms, documentation people, projects and ordinary words in a name's place", () => {
    none('{"beneficiary":{"name":"Atelier Roux SARL"}}', "person_name");
    none("Account holder: Brandt & Sohn GmbH", "person_name");
    none("From: Jane Doe <jane.doe@example.com>\nTo: Mark Kowalski <mark@example.org>", "person_name");
    none("From: Paddock Security <no-reply@paddock.io>", "person_name");
    none("[Service]\nUser=acme\nExecStart=/opt/acme/bin/agent --config /etc/acme/agent.yaml", "person_name");
    none("Job succeeded: deploy-prod (pipeline #88214)", "person_name");
    none("Notify: posting to the release channel", "person_name");
  });
});

describe("phone look-alikes", () => {
  it("leaves log timestamps, postcodes and invoice numbers", () => {
    none("2026/11/24 09:09:55 [error] 1187#1187: *40921 connect() failed", "phone");
    none("Av. Paulista, 1578, São Paulo - SP, 01310-200", "phone");
    none("invoice number 0161 4960 0217 is still unpaid", "phone");
    found("call me on 0161 496 0217 after six", "phone", "0161 496 0217");
  });

  it("leaves the groups of a documented example IBAN, which is no IBAN finding either", () => {
    none("sample row: NL91 ABNA 0417 1643 00,ABNANL2A,INV-1", "phone");
  });
});

describe("pairs, directory order, vendor tokens and cues in other languages", () => {
  it("splits a user:password pair under a credential key into an account and a password", () => {
    const line = "OLD_BASIC_AUTH=tkowalski:Rzeka-Wisla-19";
    found(line, "password", "Rzeka-Wisla-19");
    found(line, "person_name", "tkowalski");
    none("CACHE_LOGIN=true", "password");
  });
  it("reads a quoted 'Surname, Given' value and a handle followed by a surname", () => {
    found('name shown "Okonkwo, Chinedu" in the export', "person_name", "Okonkwo, Chinedu");
    none('"Lisbon, Portugal"', "person_name");
    found("build #88 started by user Ingrid Solberg", "person_name", "Ingrid Solberg");
  });
  it("finds Telegram bot tokens glued to their API path and the French name of a Canadian SIN", () => {
    found("POST https://api.telegram.org/bot7301928475:AAFq2Lx9Vm4Np8RzKd7Tq1Wc3Ye5Ub6Io0Pa/sendMessage", "api_key", "7301928475:AAFq2Lx9Vm4Np8RzKd7Tq1Wc3Ye5Ub6Io0Pa");
    found("votre NAS 046 454 286 a été reçu", "national_id", "046 454 286");
  });
  it("reads short phone cues only right before the number, and home-path service accounts only in paths", () => {
    none("Dizengoff St 99, Tel Aviv-Yafo 6433222", "phone");
    found("Tel.: 030 901820", "phone", "030 901820");
    none("ls /home/deploy/releases\nansible_user: deploy", "person_name");
    expect(types("ls /home/deploy/releases\nansible_user: deploy").filter(([t]) => t === "home_path")).toEqual([["home_path", "deploy"]]);
  });
});

describe("accounts in provisioning and merge branches", () => {
  it("reads user records and a user task's loop, and a branch named after its author", () => {
    found("changed: [web2] => (item={'name': 'oyelaran', 'shell': '/bin/bash', 'groups': 'wheel'})", "person_name", "oyelaran");
    const play = '- name: ops accounts\n  ansible.builtin.user:\n    name: "{{ item }}"\n  loop: [ "mkarimi", "j.osei" ]';
    found(play, "person_name", "mkarimi");
    found(play, "person_name", "j.osei");
    none('- name: packages\n  apt:\n    name: "{{ item }}"\n  loop: [ "nginx", "jq" ]', "person_name");
    found("Merge pull request #912 from northwind/ivana/fix-csv-export", "person_name", "ivana");
  });
});

describe("chat handles, slash signatures and merge owners", () => {
  it("reads a dotted handle speaking in a timestamped log and a slash signature, and not a path", () => {
    found("[09:12] marta.k: rebased, please re-review", "person_name", "marta.k");
    found("Danke für die schnelle Hilfe! /Jonas", "person_name", "Jonas");
    none("Done. /Tmp\ncd /Volumes", "person_name");
  });
  it("leaves an organisation owning a branch named after its author", () => {
    const line = "Merged PR #77 from initech/samir/fix-tz";
    found(line, "person_name", "samir");
    none(line.replace("samir/", ""), "api_key");
    expect(types(line).filter(([t, v]) => t === "person_name" && v === "initech")).toEqual([]);
  });
});

describe("number boundaries and words between a verb and its 'as'", () => {
  it("does not take the end of a dotted id as a house number, and reads 'running migration as x'", () => {
    covers("VAT BE0123.456.789, Rue de la Loi 155, 1040 Bruxelles", "street_address", "Rue de la Loi 155");
    found('+ echo "running the migration as p.achterberg"', "person_name", "p.achterberg");
    none("running tests as expected; running it as a cron job", "person_name");
  });
});

describe("passwords in prose, list labels and caseless greetings", () => {
  it("reads a password after an adverb or after 'pass' in a pair, and not a sentence about passwords", () => {
    found("fyi the staging password is still Quartz-Otter-58 until Monday", "password", "Quartz-Otter-58");
    found("guest wifi: Lobby / pass Maple#Crane204", "password", "Maple#Crane204");
    none("the password is strong enough now; password is required", "password");
  });
  it("reads a list item followed by a colon as the next label, and one name after a greeting in a caseless script", () => {
    none("Organizer: Camille Girard; Required: Tomasz Wójcik", "api_key");
    expect(types("Organizer: Camille Girard; Required: Tomasz Wójcik").filter(([, v]) => v === "Required")).toEqual([]);
    expect(types("שלום נועה, הקובץ מצורף").filter(([t]) => t === "person_name")).toEqual([["person_name", "נועה"]]);
  });
});

describe("names in timelines, rosters, notes and handles with an initial", () => {
  it("reads who acted at a time, a roster of names with notes, 'w/' and a handle made of a name and an initial", () => {
    found("02:14 Mirela paged, 02:20 Kenji joined the bridge", "person_name", "Mirela");
    found("Lunch order: Kai (veggie), Zanele (no nuts), Ömer (halal)", "person_name", "Zanele");
    found("1:1 notes w/ Rahel — wants to move teams", "person_name", "Rahel");
    found("mohammed.a owns /billing now", "person_name", "mohammed.a");
    found("Kindly approve, Chukwuemeka", "person_name", "Chukwuemeka");
  });
  it("leaves systems in timelines, rosters of things and dotted code", () => {
    none("10:00 Standup started, 10:15 Kafka restarted, 10:20 Grafana posted an alert", "person_name");
    none("Order: Pizza (large), Salad (small), Soda (diet)", "person_name");
    none("set x = obj.a and item_b; w/ Redis and w/ Postgres", "person_name");
  });
});

describe("an adverb before the verb, 'creds are …' and the German singular sign-off", () => {
  it("reads them", () => {
    found("Aiko already merged the fix", "person_name", "Aiko");
    found("the prod db creds are svc / Lantern?Otter-62, rotate after", "password", "Lantern?Otter-62");
    found("Bis morgen.\nGruß, Katrin", "person_name", "Katrin");
    none("the cache just pushed old data; our account is 42 / 100 used", "person_name");
    none("our account is 42 / 100 used", "password");
  });
});

describe("passwords known by their shape near a credential word", () => {
  it("reads a password-shaped value after a credential word, also on a later line of the same text", () => {
    found("keystore: alias tide, store pass Kelp#Drift-2291, key pass the same", "password", "Kelp#Drift-2291");
    found("peer up, shared secret Mango!Tunnel-0907 (old one retired)", "password", "Mango!Tunnel-0907");
    found("> which password is on the NAS?\nsame as the printer: Ricefield$42-Owl", "password", "Ricefield$42-Owl");
    found("- nas admin pw Crane!Lake-5512\n- switch admin: sw-Mistral#38", "password", "sw-Mistral#38");
  });
  it("reads the password argument of database drivers' connect calls", () => {
    found("$db = new PDO('pgsql:host=db;dbname=ledger', 'ledger_app', 'Ldg!App-7731x');", "password", "Ldg!App-7731x");
    found('DriverManager.getConnection("jdbc:mysql://db/shop", "shop", "Shp!Jdbc-8812")', "password", "Shp!Jdbc-8812");
  });
  it("leaves shaped tokens with no credential word, references, and a question's last word", () => {
    none("the build of Tag#Release-2291 finished; see issue#4410", "password");
    none("what's the wifi password again? I keep forgetting it", "password");
    none("password reset link sent to the user; see docs/pw-policy.md#length-12", "password");
    none("secret rotation uses $VAULT_ADDR and %APPDATA%\\keys", "password");
  });
});

describe("street addresses: units in more languages, type words apart, prose cues, placeholders", () => {
  it("grows over floors and rooms written in Nordic, Vietnamese, East Asian, Spanish and Austrian forms", () => {
    covers("Brekke Bygg AS\nKirkeveien 64, 3. etasje, 0364 Oslo", "street_address", "Kirkeveien 64, 3. etasje");
    covers('{"line1":"72 Lê Lợi, Phòng 805"}', "street_address", "72 Lê Lợi, Phòng 805");
    covers("the office is at 17 Haeundaehaebyeon-ro 2-gil, 8F, Haeundae-gu", "street_address", "17 Haeundaehaebyeon-ro 2-gil, 8F");
    covers("Hotel: Carrer de Balmes 131, 3º 2ª, Barcelona", "street_address", "Carrer de Balmes 131, 3º 2ª");
    covers("Pichler KG · Mariahilfer Straße 121/3/9 · 1060 Wien", "street_address", "Mariahilfer Straße 121/3/9");
  });
  it("reads a type word standing apart, a block address before a Japanese postcode, and Vietnamese alleys", () => {
    covers("7,Jonas,j@web.de,Frankfurter Allee 218,Berlin,10365,DE", "street_address", "Frankfurter Allee 218");
    covers("8,Mio,m@ezweb.ne.jp,2-14-7 Dojima,Osaka,530-0003,JP", "street_address", "2-14-7 Dojima");
    covers("giao hàng đến số 27 ngõ 105 phố Xuân Thủy, Cầu Giấy", "street_address", "số 27 ngõ 105 phố Xuân Thủy");
    none("see steps 1-2-3 in the runbook, then restart", "street_address");
  });
  it("reads the address a sentence gives, through its locality when a city and postcode follow", () => {
    covers("The courier has the address Flat 7, Lakeview Residency, 3rd Cross, Koramangala, Bengaluru 560034.", "street_address", "Flat 7, Lakeview Residency, 3rd Cross, Koramangala");
    covers("The delivery address is C-1102, Shanti Niketan Society, Link Road, Malad West, Mumbai 400064.", "street_address", "C-1102, Shanti Niketan Society, Link Road, Malad West");
    none("the email address is on file and the IP address is 10.2.3.4", "street_address");
    none("Address on file: none yet", "street_address");
  });
  it("leaves the streets that forms and fixtures use as examples", () => {
    none("Beispiel: Musterweg 12, 12345 Musterstadt", "street_address");
    none("seed row: 123 Example Street, Anytown, 00000", "street_address");
  });
});

describe("generated tokens named before them, and documented values under any rule", () => {
  it("reads a base64 or base62 token that a sentence, a commit or a log line names as a key", () => {
    found("the ci deploy token got printed in the log, revoking: Qm7vTzK2pLx9WcR4nB8yHd3sJf6Ga1EuVo5iNk0t", "api_key", "Qm7vTzK2pLx9WcR4nB8yHd3sJf6Ga1EuVo5iNk0t");
    found("drop the hard-coded signing secret\n\n    The previous value was v8Kq2R7mZpW4xT9bL3nYc6Hf1Ds5Ga0Je7Uo2IkQ; rotated.", "api_key", "v8Kq2R7mZpW4xT9bL3nYc6Hf1Ds5Ga0Je7Uo2IkQ");
    found("I committed our API key to a public repo: Hx3Jq8Lm2Vn7Rb4Tc9Wd1Yf6Zg5Kp0Se — rotate it", "api_key", "Hx3Jq8Lm2Vn7Rb4Tc9Wd1Yf6Zg5Kp0Se");
  });
  it("leaves SSH public keys, fingerprints, certificates under their key and calls", () => {
    none("authorized key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH4xQm9vT2Zp5d8sLkR7qWcV3bNy deploy@ci", "api_key");
    none("the signing key fingerprint is SHA256:Xq3nL8vR2mK7pT9wB4cY6hF1dJ5sG0aE7uO2iQkZtV0", "api_key");
    none("kind: Secret\ndata:\n  tls.key: \n  ca.crt: zbXBYIvbljqC6S9TLyJRgkzwWu10lJI0nAdcE5y2TS5Q", "api_key");
    none("key = paramiko.Ed25519Key.from_private_key(io.StringIO(KEY))", "api_key");
  });
  it("reads mail at a domain that is one number (163.com, 126.com), not a package version", () => {
    found("Requester: <zhao.min@163.com>", "email", "zhao.min@163.com");
    none("npm i lodash@4.17.21 and pkg@1.2.3.tgz, logo@2x.png", "email");
  });
  it("leaves jwt.io's token under any key and the SSNs printed as examples", () => {
    none("curl https://jwt.io/ -d 'token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'", "api_key");
    for (const ssn of ["078-05-1120", "123-45-6789", "987-65-4321"]) {
      none(`{"ssn":"${ssn}"}`, "national_id");
      none(`{"ssn":"${ssn}"}`, "phone");
    }
    found('{"ssn":"536-22-8741"}', "national_id", "536-22-8741");
  });
});

describe("look-alikes whichever detector reads them (look-alikes.ts, not-a-person.ts)", () => {
  it("leaves documented values in any position, and still finds live ones beside them", () => {
    const jwtIo = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
    expect(types(`curl -H "Authorization: Bearer ${jwtIo}" http://localhost:8080/me`)).toEqual([]);
    expect(types("curl -H 'X-Api-Key: AKIAIOSFODNN7EXAMPLE' https://api.internal.test/")).toEqual([]);
    expect(types("ref,number\nr1,078-05-1120\nr2,4111 1111 1111 1111")).toEqual([]);
    found(`Authorization: Bearer ${jwtIo.slice(0, -4)}Zq9X`, "jwt", `${jwtIo.slice(0, -4)}Zq9X`);
    found("ssn: 536-44-2187 (not 078-05-1120)", "national_id", "536-44-2187");
  });

  it("leaves a version under the key that names it, and still reads addresses and passwords under theirs", () => {
    const helm = "helm upgrade web ./chart --set db.password=Qr7!vTm2Kp9x --set image.tag=5.2.7 -n prod";
    expect(types(helm)).toEqual([["password", "Qr7!vTm2Kp9x"]]);
    none("APP_VERSION=10.4.2.1", "ip");
    none("SELECT '1.2.3.4' AS build_version;", "ip");
    none("INSERT INTO releases (name, ip, build) VALUES ('edge', '81.2.69.160', '2.0.0.117');", "password");
    expect(types("INSERT INTO releases (name, ip, build) VALUES ('edge', '81.2.69.160', '2.0.0.117');")).toEqual([["ip", "81.2.69.160"]]);
    found("Server=10.1.2.40;Database=Shop", "ip", "10.1.2.40");
    found("nameserver 9.9.9.9", "ip", "9.9.9.9");
    none('<AssemblyVersion>1.0.0.0</AssemblyVersion> [assembly: AssemblyVersion("2.4.0.0")]', "ip");
    expect(types("Firmware 2.1.0.8 on the switch at 172.20.14.2; BIOS 1.0.3.1")).toEqual([["ip", "172.20.14.2"]]);
  });

  it("reads a timestamp as a timestamp and a data file as no mail domain", () => {
    none("Femi Adeyemi — 11/02/2026 10:41 AM: cert renewal failed on gw-2", "phone");
    none("curl -F file=@export.csv https://up.internal.dev/imports file@export.csv", "email");
  });

  it("leaves firms, service accounts and User-Agent products, and still finds the people beside them", () => {
    const sql = "INSERT INTO suppliers (company, contact) VALUES ('Schreinerei Vogt', 'Annika Vogt');";
    expect(types(sql)).toEqual([["person_name", "Annika Vogt"]]);
    expect(types('{"merchant": "Pâtisserie Laurent", "owner": "Claire Laurent"}')).toEqual([["person_name", "Claire Laurent"]]);
    none('resource "aws_db_instance" "orders" {\n  username = "ordersadmin"\n}', "person_name");
    none("sqlcmd -S orders-sql.database.windows.net -U ordersadmin -P $PW -d orders", "person_name");
    found("psql -h db.internal -U mnowak -d orders", "person_name", "mnowak");
    none("User-Agent: Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0", "person_name");
  });
});

describe("round 7: mends in the address-field and basic-auth readers", () => {
  it("skips up to two name segments before a labelled street, reading the street part again after each", () => {
    covers("Bill to: Acme Trading Ltd, Jane Doe, 12 High Street, Leeds LS1 4AB", "street_address", "12 High Street");
    none("Bill to: Acme Trading Ltd, Jane Doe, Leeds", "street_address");
  });

  it("reads a hash in a basicauth block, and none after the block has closed", () => {
    const hash = "$2a$14$Zkx19XLiW6VYouLHR5NmfOFU0z2GTNmpkT/5qqR7hx4IjWJPDhjvG";
    found(`example.com {\n  basicauth /admin/* {\n    bob ${hash}\n  }\n}`, "password", hash);
    none(`basicauth /admin/* {\n    bob secret\n}\nbackup:\n  bob ${hash}`, "password");
  });
});

describe("round 7: street addresses by the shape of their units and the field they fill", () => {
  it("grows over units read from their shape, in languages the unit lists lack", () => {
    found("Postiosoite: Vanha Viertotie 7, huoneisto 12, 00350 Helsinki", "street_address", "Vanha Viertotie 7, huoneisto 12");
    found("Endereço: Rua das Flores 18, r/c Esq, 4050-262 Porto", "street_address", "Rua das Flores 18, r/c Esq");
    found("Rechnung an: Landstraßer Hauptstraße 71/Stiege 2, 1030 Wien", "street_address", "Landstraßer Hauptstraße 71/Stiege 2");
    found("Számlázási cím: Váci utca 19. III. em. 7.", "street_address", "Váci utca 19. III. em. 7.");
    found("Lieferung: Hauptstraße 9, 2. stock", "street_address", "Hauptstraße 9, 2. stock");
    // A town after the street is capitalised and its postcode has four digits or more: neither is a unit.
    none("Lieferung an Emil: Hamburg 2000", "street_address");
  });

  it("starts a head unit at a word's start, not inside the word before it", () => {
    found("Invoice — Cliente: Marta Gómez, Level 14, 88 Phillip St — Total 920 €", "street_address", "Level 14, 88 Phillip St");
  });

  it("takes the whole quoted field a street was read in, unless the field holds a postcode or another value", () => {
    found('id=7 addr="Jl. Kemang Raya 12, Blok C, Lantai 2" tel=0812', "street_address", "Jl. Kemang Raya 12, Blok C, Lantai 2");
    found("INSERT INTO customers VALUES (3, 'Plot 14, Admiralty Way, Lekki Phase 1', 'NG');", "street_address", "Plot 14, Admiralty Way, Lekki Phase 1");
    found("addr='Rua Augusta 120, Baixa Pombalina, 11000 Lisboa' ok", "street_address", "Rua Augusta 120");
  });
});

describe("round 7: password slots of driver URLs, connection strings and account resources; look-alikes by their form", () => {
  it("reads user/password@host after a scheme's colon, and a quoted connection-string value holding ';'", () => {
    found("DB_URL=jdbc:oracle:thin:ledger/Qv7#mPz2Lk@//db-ora.internal:1521/LEDGER", "password", "Qv7#mPz2Lk");
    found("Server=sql01;User Id=app;Password=\"Wq4;x9=Lm#2\";Encrypt=True", "password", "Wq4;x9=Lm#2");
    none("docker pull ghcr.io/acme/api@sha256:0f3c", "password");
    none("npm i @acme/ui@4.2.1 && git clone ssh://git@github.com/acme/ui", "password");
  });

  it("reads the shadow hash of an account declared in Puppet, cloud-init or an htpasswd {SHA} line", () => {
    const h = "$6$Rk2pQ9sT$Zb7vUe1Hn4Lm8Xc3Wd6Fg0Jk5Po2Qr9St1Uv4Wx7Yz0Ab3Cd6Ef9Gh2Ij5Kl8Mn1Op4Qr7St0Uv3Wx6Yz9";
    found(`user { 'deploy':\n  ensure   => present,\n  password => '${h}',\n}`, "password", h);
    found(`users:\n  - name: deploy\n    passwd: ${h}`, "password", h);
    found("ops:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=", "password", "{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=");
    none(`app_users:\n  password_hash: "${h}"`, "password");
  });

  it("keeps a command's flag, an LDAP hash's scheme tag and base64 of a mask out of secrets", () => {
    none("gpg --export-secret-keys --armor ops@acme.io > ops.asc", "api_key");
    // Round 13 (privforms13): a directory entry's hash is read whole as its password (halves Q and S label it so); the scheme
    // tag is never read alone as a value.
    found("userPassword: {SSHA}T2dB9xQe1Lm4Zr7Kp0Vs3Nw6Hj8Fc5Ya", "password", "{SSHA}T2dB9xQe1Lm4Zr7Kp0Vs3Nw6Hj8Fc5Ya");
    none("smtp:\n  password: KioqKioqKio=", "password");
    found("spring: password: {noop}Hq7#kL2vTz", "password", "{noop}Hq7#kL2vTz");
  });
});

describe("round 7: a passphrase of capitalised joined words and a number, in prose of any language", () => {
  it("reads the token without a cue word", () => {
    found("Wi-Fi ya ofisi: Baobab-Mvua-Kubwa7 (usiiandike kwenye Slack)", "password", "Baobab-Mvua-Kubwa7");
    found("ग्राहक पोर्टल Ganga-Lehar-204 से खुलता है", "password", "Ganga-Lehar-204");
  });

  it("leaves releases, builds, products, lower-case hosts and paths alone", () => {
    for (const t of ["see Release-Notes-2026 and Windows-Server-2019", "deploy web-prod-04 now", "open docs/Getting-Started-2.md", "ssh Bastion-Host.example.net", "ref=Blue-Green-2"]) none(t, "password");
  });
});

describe("round 7: addresses as a chain of numbered place segments (address-chains.ts)", () => {
  it("reads plots, stands, woredas and villas chained by commas, and stops before the town", () => {
    found("Courier: deliver to Stand 812, Kabulonga Extension 4, Lusaka — call first", "street_address", "Stand 812, Kabulonga Extension 4");
    // A name after the last numbered segment is kept when another name follows (the place, then the town): here that is the
    // town, then the country — the chain covers a little more than the street, never less.
    covers("Lieferadresse Kunde: Compound 7, Villa 31, Al Waab, Doha", "street_address", "Compound 7, Villa 31");
    covers("Ship to: Kebele 05, House No. 2214, Bahir Dar, Ethiopia", "street_address", "Kebele 05, House No. 2214");
    found("row: 4 | Rue de la Loi 155, boîte 12, 1040 Bruxelles", "street_address", "Rue de la Loi 155, boîte 12");
    // A chain that fills a quoted CSV cell is the cell, whatever names follow its unit.
    found('Tendai Moyo,t.moyo@mail.co.zw,+263 4 555 221,"Stand 2291, Borrowdale Brooke",Harare,,ZW', "street_address", "Stand 2291, Borrowdale Brooke");
  });

  it("reads no chain from sequences, versions or a sentence's words", () => {
    for (const t of ["Version 2, Step 3 of the guide", "Sprint 12, Story 4, Task 9", "retry 3, attempt 4, Worker 2", "see Chapter 4, Section 2, Figure 7"]) none(t, "street_address");
  });
});

describe("round 7: look-alikes by the slot and form of the value", () => {
  /** Whether a value of this type at the first place of `value` in `text` is a look-alike by its form (look-alike-forms.ts). */
  const alike = (text: string, type: FindingType, value: string) => lookAlikeForm(text, type, text.indexOf(value), text.indexOf(value) + value.length, undefined);

  it("keeps hex ids under id keys, inline media, date-stamped builds, meeting ids, mailbox local parts and test rows out", () => {
    expect(alike('{"level":"info","span_id":"9f3c2a7e11b04d5c8e6f2a9b3c4d5e6f"}', "api_key", "9f3c2a7e11b04d5c8e6f2a9b3c4d5e6f")).toBe(true);
    expect(alike("thumbnail: iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAAGXRFWHRTb2Z0d2FyZQ", "api_key", "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAAGXRFWHRTb2Z0d2FyZQ")).toBe(true);
    expect(alike('"email":"49699333+dependabot[bot]@users.noreply.github.com"', "password", "49699333+dependabot")).toBe(true);
    none("Port 22 open; phone-shaped build 2025-0314-2210; ticket 7", "phone");
    none("phone-shaped meeting id 615 2290 4471", "phone");
    none('Sample Buyer,buyer@example.com,555-0199,"42 Elm Street",Anytown,00000,US', "street_address");
  });

  it("still reads a secret under a session or client key, a URL's password and a street in a real row", () => {
    expect(alike('{"client_secret":"9f3c2a7e11b04d5c8e6f2a9b3c4d5e6f"}', "api_key", "9f3c2a7e11b04d5c8e6f2a9b3c4d5e6f")).toBe(false);
    expect(alike('{"session_id":"9f3c2a7e11b04d5c8e6f2a9b3c4d5e6f"}', "api_key", "9f3c2a7e11b04d5c8e6f2a9b3c4d5e6f")).toBe(false);
    found("db: postgres://app:Hq7kL2vTz9@db.internal:5432/app", "password", "Hq7kL2vTz9");
    covers('Ana Lima,ana.lima@correio.pt,+351 912 345 678,"Rua Augusta 120",Lisboa,1100-053,PT', "street_address", "Rua Augusta 120");
  });
});

describe("round 7: tokens in an arrow's slot, a Redis SET and Doppler's format", () => {
  it("reads them", () => {
    found("##[debug]Evaluating: secrets.STORAGE_KEY → Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0qR5sT2uV9wX3yZ7aB1cD==", "api_key", "Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0qR5sT2uV9wX3yZ7aB1cD==");
    found("cfg = { :password => 'Hq7#kL2vTz', :host => 'db' }", "password", "Hq7#kL2vTz");
    found('"SET" "oauth:access:99120" "Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0" "EX" "3600"', "api_key", "Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0");
    found("export DOPPLER_TOKEN=dp.st.dev.Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0qR5sT2uV9wX", "api_key", "dp.st.dev.Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0qR5sT2uV9wX");
  });

  it("leaves arrows of code and Redis keys that name no token alone", () => {
    none("$this->token->refresh(); items.map((x) => x.id)", "api_key");
    const cache = '"SET" "cache:page:home" "Zk9pQ2rT7vXw3yLmN8bC1dFgH4jK6lP0" "EX" "60"';
    expect(detect(cache).filter((f) => f.detector === "secret-field:redis-set"), cache).toEqual([]);
  });
});
