// Issue 14's non-name round 26 (branch privforms26), in workerd: ids by their check letter, phones by the country a text's
// domains and IBANs name and by X12's contact qualifiers, tcpdump's address.port, credential-file hashes of HAProxy and
// Proxmox, PDO's arguments in PHP traces, Apple's app-specific passwords, Mapbox's "sk." tokens, a JWT signing key, home
// paths with JSON's escaped solidus; and the look-alikes of their shapes (ZPL fields, a build banner's date, a dependency's
// version range, a log format's token, a clock's minutes, a salt, a git signing key's id). Each case beside a look-alike
// of its shape; inputs written for these tests.
import { describe, it } from "vitest";
import { covers, left, none } from "./privacy-spans.ts";

describe("ids and phones by their own evidence", () => {
  it("reads a Spanish DNI by its control letter with no cue word, not a run whose letter fails", () => {
    covers("vale, el mío es 30162874F y el de mi hermana mañana", "national_id", "30162874F");
    none("vale, el lote es 30162874A y el otro mañana", "national_id");
  });

  it("leaves a number with a country code after an id cue to the phone reader", () => {
    covers("Titular Ane Urkiola — DNI 30162874F — móvil +34 612 480 337", "phone", "+34 612 480 337");
  });

  it("reads a national number in the form of the country the text's mail domain or IBAN names", () => {
    covers("('Halina Wrona','h.wrona@onet.pl','601 284 773')", "phone", "601 284 773");
    covers("cuenta ES21 1465 0100 7220 3087 6293; fijo 915 23 46 07", "phone", "915 23 46 07");
    none("build 601 284 773 of the firmware (see https://example.io/notes)", "phone");
  });

  it("reads an X12 contact segment's number by its qualifier, not a reference number elsewhere", () => {
    covers("PER*IC**TE*3124860187*EM*m.ortiz@lakeshore-benefits.org~", "phone", "3124860187");
    none("REF*0F*3124860187~", "phone");
  });

  it("leaves a build banner's date", () => {
    none("U-Boot 2025.07-rc2 (Mar 14 2026 - 09:31:07 +0000)", "phone");
  });

  it("reads tcpdump's addresses before their ports, not a five-part version", () => {
    covers("14:02:11.004512 IP 10.44.2.17.50122 > 10.44.0.3.443: Flags [S]", "ip", "10.44.2.17");
    covers("14:02:11.004512 IP 10.44.2.17.50122 > 10.44.0.3.443: Flags [S]", "ip", "10.44.0.3");
    none("bumped the plugin to 2.14.3.1.7 today", "ip");
  });
});

describe("passwords and keys where their formats put them", () => {
  it("reads HAProxy's userlist hash and Proxmox's cipassword, not an application's hash column", () => {
    covers("userlist admins\n    user ines password $6$Qm2vT8xR$Jc4Lp7Wn1Ys9Kd3Fh6Gb0Zt5Xq8Rv2Mn4Ls7Pw1Ey", "password", "$6$Qm2vT8xR$Jc4Lp7Wn1Ys9Kd3Fh6Gb0Zt5Xq8Rv2Mn4Ls7Pw1Ey");
    covers("ciuser: ops\ncipassword: $5$Hy3kR9pL$Vb6Nq2Wt8Xs1Mc4Zf7Jd0Lg5Kr9Pe3Yu", "password", "$5$Hy3kR9pL$Vb6Nq2Wt8Xs1Mc4Zf7Jd0Lg5Kr9Pe3Yu");
    left("UPDATE accounts SET password_hash = '$6$Qm2vT8xR$Jc4Lp7Wn1Ys9Kd3Fh6Gb0Zt5Xq8Rv2Mn4Ls7Pw1Ey' WHERE id = 3;", "$6$Qm2vT8xR$Jc4Lp7Wn1Ys9Kd3Fh6Gb0Zt5Xq8Rv2Mn4Ls7Pw1Ey");
  });

  it("reads the password argument of PDO's constructor in a PHP trace, not its DSN", () => {
    const trace = "#0 /srv/app/vendor/Connector.php(70): PDO->__construct('pgsql:host=db;dbname=shop', 'shop', 'Tq9!mVr2Lk', Array)";
    covers(trace, "password", "Tq9!mVr2Lk");
    none(trace.replace("'Tq9!mVr2Lk'", "NULL"), "password");
  });

  it("reads Apple's app-specific password under a password key, not words under another key", () => {
    covers("APPLE_APP_SPECIFIC_PASSWORD=kqzt-wmrb-hyfe-lonp", "password", "kqzt-wmrb-hyfe-lonp");
    none("AUTH_MODE=service-account", "password");
  });

  it("reads a Mapbox secret token whole, with its sk. prefix", () => {
    const token = "sk.eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1IjoiZGVtby11c2VyIiwiYSI6ImNrMTIzIn0.Qm7vL2xR9pT4wN8yK3sB6dF1hJ0cZ5aE";
    covers(`map tiles via ${token} (rotate)`, "jwt", token);
  });

  it("reads a JWT signing key in app settings, not git's signingkey id", () => {
    covers('{ "Jwt": { "Issuer": "https://auth.example.org", "SigningKey": "Xq3vN8mR2tLw9pK4sY7bH1cF6jD0gZ5aE2uT8oI3nM=" } }', "api_key", "Xq3vN8mR2tLw9pK4sY7bH1cF6jD0gZ5aE2uT8oI3nM=");
    left("[user]\n\tsigningkey = 4BD1E0C98F2A7D36", "4BD1E0C98F2A7D36");
  });

  it("reads a home directory behind JSON's escaped solidus", () => {
    covers('"path" : "\\/Users\\/mirela.dobre\\/Library\\/Caches"', "home_path", "mirela.dobre");
  });
});

describe("streets", () => {
  it("reads a street named for a saint, not a number before a bare type word", () => {
    covers("Collection point: 9 St Brigid's Road, Kilkenny", "street_address", "9 St Brigid's Road");
    none("Ticket 8080 Street View broken again", "street_address");
  });

  it("reads a street in an HL7 segment whole, its components no password", () => {
    const pid = "PID|1||K-20931^^^MRN||Adeyemi^Folake||19910304|F|||418 N Halsted Ave Apt 2^^Chicago^IL^60642||";
    covers(pid, "street_address", "418 N Halsted Ave Apt 2");
    none(pid, "password");
  });
});

describe("look-alikes of those shapes", () => {
  it("leaves a ZPL label's fields", () => {
    none("^XA^FO40,40^FDRack C4-0219 sterile^FS^FO40,90^FDContact^FS^XZ", "password");
  });

  it("leaves a dependency's version range and a log format's token under secret-named keys", () => {
    none('"dependencies": { "jsonwebtoken": "^9.0.2" }', "api_key");
    none("format ':remote-addr :method token=:req[x-api-token] :status'", "api_key");
  });

  it("leaves a clock's minutes before capitals", () => {
    none("Support chat · 03/04/2026 10:22 AM ET", "street_address");
  });

  it("leaves a salt stored beside its hash", () => {
    none('{"credentialData":"{\\"hashIterations\\":27500}","secretData":"{\\"value\\":\\"redacted\\",\\"salt\\":\\"Zp4kQ8vR2mLx9TnW7yB3cA==\\"}"}', "api_key");
  });
});
