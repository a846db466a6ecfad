// Issue 14's non-name round 29 (branch privleaks29), in workerd: passwords and keys where a tool or a vendor documents
// them (ipmitool, Net-SNMP, FileZilla, PgBouncer, pfSense, curl -u KEY:x, bunq's headers, cloudflared's tunnel token,
// Teleport's invite link, a console's echo of a secret setting) and streets as postal guides write them (Spain's floor
// words, Galician street types, a named house before its street, a remark after an unnumbered street's town). Each case
// beside a look-alike of its shape; inputs written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("passwords in tools' own flags and files", () => {
  it("reads ipmitool's -P, not its other flags", () => {
    found("ipmitool -I lanplus -H 10.9.0.7 -U root -P 'Kettle-Moor-2031!' chassis status", "password", "Kettle-Moor-2031!");
    none("ipmitool -I lanplus -H 10.9.0.7 -E chassis power status", "password");
  });

  it("reads every Net-SNMP community and v3 pass phrase on a line, not the default communities", () => {
    found("snmpwalk -v2c -c Harbour-Ro-77! 10.1.1.1 system", "password", "Harbour-Ro-77!");
    const v3 = "snmpget -v3 -u mon -l authPriv -a SHA -A Tidal-Auth-2029 -x AES -X Tidal-Priv-2029 10.1.1.1 sysUpTime.0";
    found(v3, "password", "Tidal-Auth-2029");
    found(v3, "password", "Tidal-Priv-2029");
    none("snmpwalk -v2c -c public 10.1.1.1 system", "password");
    none("tar -c -A archive.tar other.tar", "password");
  });

  it("reads FileZilla's <Pass>, base64 or plain, not a factory default in base64", () => {
    found('<User>luthier</User><Pass encoding="base64">S2V0dGxlLU1vb3ItMjAzMSE=</Pass>', "password", "S2V0dGxlLU1vb3ItMjAzMSE=");
    none('<User>admin</User><Pass encoding="base64">YWRtaW4=</Pass>', "password");
  });

  it("reads PgBouncer's auth_file lines, stored SCRAM verifiers too, not a template's default", () => {
    const userlist = '; userlist.txt for pgbouncer\n"app" "Lantern-Quay-2030"\n"ro" "SCRAM-SHA-256$4096:c2FsdHNhbHQ=$c3RvcmVka2V5c3RvcmVka2V5c3RvcmVk:c2VydmVya2V5c2VydmVya2V5c2Vy"\n"tpl" "changeme"';
    found(userlist, "password", "Lantern-Quay-2030");
    found(userlist, "password", "SCRAM-SHA-256$4096:c2FsdHNhbHQ=$c3RvcmVka2V5c3RvcmVka2V5c3RvcmVk:c2VydmVya2V5c2VydmVya2V5c2Vy");
    left(userlist, "changeme");
    found('; pgbouncer auth_file\n"app" "kestrel2031"', "password", "kestrel2031");
    none('"name" "value"\n"app" "kestrel2031"', "password"); // two quoted words a line, with no pooler named: any key-value file
  });

  it("reads pfSense's <bcrypt-hash> of a system user, not an application's hash column", () => {
    const hash = "$2y$10$Q1w2E3r4T5y6U7i8O9p0AaSsDdFfGgHhJjKkLlZzXxCcVvBbNnMm1";
    found(`<user><name>admin</name><bcrypt-hash>${hash}</bcrypt-hash></user>`, "password", hash);
    none(`UPDATE users SET password_hash = '${hash}' WHERE id = 4`, "password");
  });
});

describe("keys where vendors document them", () => {
  it("reads curl -u KEY:x as BambooHR and Freshdesk document it, not the x", () => {
    found('curl -u "9c1e4f0a7b3d52e8a6f1c0b9d4e7a2f5c8b1e3d6:x" https://api.bamboohr.com/api/gateway.php/acme/v1/employees', "api_key", "9c1e4f0a7b3d52e8a6f1c0b9d4e7a2f5c8b1e3d6");
    none('curl -u "9c1e4f0a7b3d52e8a6f1c0b9d4e7a2f5c8b1e3d6:x" https://api.bamboohr.com/api/gateway.php/acme/v1/employees', "password");
    none("curl -u alice:x https://intranet.local/", "api_key");
  });

  it("reads bunq's client authentication header, not a request id", () => {
    found('curl -H "X-Bunq-Client-Authentication: 7e1f0c9a2b4d6e8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c1e3b5d7f" https://api.bunq.com/v1/user', "api_key", "7e1f0c9a2b4d6e8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c1e3b5d7f");
    none('curl -H "X-Bunq-Client-Request-Id: 4417" https://api.bunq.com/v1/user', "api_key");
  });

  it("reads cloudflared's ARGO TUNNEL TOKEN body, not the certificate beside it", () => {
    const body = "eyJ0dW5uZWwiOiJhYmMxMjMiLCJhY2NvdW50IjoiZGVmNDU2In0xYzJkM2U0ZjVnNmg3aThqOWswbDFtMm4zbzRwNXE2cjdzOHQ5dTB2MXcyeDN5NHo1";
    const cert = `-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUdGVzdA==\n-----END CERTIFICATE-----\n-----BEGIN ARGO TUNNEL TOKEN-----\n${body}\n-----END ARGO TUNNEL TOKEN-----`;
    found(cert, "api_key", body);
    left(cert, "MIIBszCCAVmgAwIBAgIUdGVzdA==");
  });

  it("reads a Teleport invite link's token, not another web path", () => {
    found("open https://tele.example-harbour.io:443/web/invite/3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e to finish", "api_key", "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e");
    none("open https://tele.example-harbour.io:443/web/cluster/3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e/nodes", "api_key");
  });

  it("reads a secret a console echoed under its setting's name, not another setting", () => {
    found('irb(main):002> Rails.application.credentials.secret_key_base\n=> "7c1e9a3f5b2d4e6f8a0c1b3d5e7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c"', "api_key", "7c1e9a3f5b2d4e6f8a0c1b3d5e7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c");
    found('>>> os.environ["STRIPE_SECRET"]\n\'Qw7Er9Ty2Ui4Op6As8Df1Gh3\'', "api_key", "Qw7Er9Ty2Ui4Op6As8Df1Gh3");
    none(">>> settings.TIME_ZONE\n'Europe/Lisbon_Q7x9'", "api_key");
  });
});

describe("streets as postal guides write them", () => {
  it("reads Spain's floor words after the number, not a word after a number elsewhere", () => {
    covers("dirección para la factura: Carrer de Sant Pau 14, bajo, 08001 Barcelona", "street_address", "Carrer de Sant Pau 14, bajo");
    covers("vive en Calle Mayor 8, entlo. 2ª, Zaragoza", "street_address", "Calle Mayor 8, entlo. 2ª");
    none("la versión 14, bajo consumo, sale mañana", "street_address");
  });

  it("reads Galician street types", () => {
    covers("enderezo: Rúa do Vilar 22, 15705 Santiago", "street_address", "Rúa do Vilar 22");
    covers("entrega en Praza de Galicia 3, Lugo", "street_address", "Praza de Galicia 3");
  });

  it("reads a named house before its street, not a house word elsewhere or a given name", () => {
    covers("lives at Heron Cottage, Harbour Road, 01947 555 010", "street_address", "Heron Cottage, Harbour Road");
    covers("Cyfeiriad: Tŷ Gwyn, Heol y Castell, Llandeilo", "street_address", "Tŷ Gwyn, Heol y Castell");
    covers("sysLocation: Podere Il Poggio, Strada di Vignale 12, Montalcino", "street_address", "Podere Il Poggio, Strada di Vignale 12");
    none("meet me at Heron Cottage, then we walk to the pub", "street_address");
    none("Ty Burrell, the actor, was there", "street_address");
  });

  it("reads an unnumbered street and its town before a bracketed remark", () => {
    covers("the depot is at Wharf Street, Tauranga (unit 2)", "street_address", "Wharf Street, Tauranga");
    none("the depot is at Wall Street (unit 2)", "street_address");
  });
});

describe("NATS credentials", () => {
  it("reads the user's NKEY seed in a creds file, not its JWT block as a key", () => {
    const seed = "SUAHQ7Z3KXW2JP4DNV6RB5TCM8YLE3FGA2KHJ4NMP5QRS6TVW7XYZ2ABC3DEF";
    const creds = `-----BEGIN NATS USER JWT-----\neyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.eyJqdGkiOiJBQkMifQ.c2lnbmF0dXJlc2lnbmF0dXJl\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n${seed}\n------END USER NKEY SEED------`;
    found(creds, "api_key", seed);
    none("-----BEGIN USER NKEY SEED-----\n<paste the seed here>\n------END USER NKEY SEED------", "api_key");
  });
});
