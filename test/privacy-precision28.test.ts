// Issue 14's precision round 28 (branch privprec28), in workerd: look-alikes told by what their format or their own name
// says (a date written day first, a Windows program's file version and a WER report's version field, a key block that
// spells EXAMPLE, a value that asks to be changed, a NATS credentials file's name, a secret's name in an audit table, the
// key a Pulumi command or a config listing assigns next), and leaks by the forms that hold them (a default admin account's
// login pair, Pulumi's "config set --secret", a number-first street cell in a contact row). Each case beside a look-alike
// or a finding of its shape; inputs written for these tests.
import { describe, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";

describe("look-alikes by their format", () => {
  it("leaves a day-first date before its time, and still reads the phone after it", () => {
    const text = "# uploaded by the treasurer on 14-10-2026 09:41, call 06 3915 2274 with questions";
    left(text, "14-10-2026 09");
    covers(text, "phone", "06 3915 2274");
  });

  it("leaves a Windows program's file version and a WER report's version value, and still reads an address in the same report", () => {
    left("C:\\Program Files\\Tidecharts\\Tidecharts.exe 5.1.0.12 loaded", "5.1.0.12");
    left("Sig[1].Name=Application Version\nSig[1].Value=6.2.14.0", "6.2.14.0");
    covers("Sig[1].Name=Server Address\nSig[1].Value=81.2.69.160", "ip", "81.2.69.160");
    covers("Tidecharts.exe uploaded to 81.2.69.160 at boot", "ip", "81.2.69.160");
  });

  it("leaves a key block that spells EXAMPLE, and still reads a key block that does not", () => {
    const sample = "The vendor's sample is -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA...EXAMPLE...\n-----END OPENSSH PRIVATE KEY-----";
    left(sample, "b3BlbnNzaC1rZXktdjEAAAAA");
    const real = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDn4Tq2Lk7VxW8pHq\n-----END OPENSSH PRIVATE KEY-----";
    covers(real, "private_key", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW");
  });

  it("leaves a value that asks to be changed, and still reads a generated secret under the same key", () => {
    left("MERCURE_JWT_SECRET=!ChangeThisKiteFestivalHubKey!", "!ChangeThisKiteFestivalHubKey!");
    covers("MERCURE_JWT_SECRET=q7Vb2Lx9TfK4mWz8Rp3Yh6Nd", "api_key", "q7Vb2Lx9TfK4mWz8Rp3Yh6Nd");
  });
});

describe("a made-up record behind its form's label", () => {
  it("leaves an IBAN beside the form's stand-in after its Name label, and still reads one beside a real name", () => {
    left("Muster aus dem Formular: IBAN DE44 5001 0517 5407 3249 31, Name Max Mustermann", "DE44 5001 0517 5407 3249 31");
    covers("Überweisung: IBAN DE44 5001 0517 5407 3249 31, Name Jonas Weber", "iban", "DE44 5001 0517 5407 3249 31");
  });
});

describe("an id's own birth date", () => {
  it("leaves an 11-digit record id whose PESEL date cannot be, and still reads a PESEL with a real date", () => {
    left("51230887114,Aleksandra,Jovanović,a.jovanovic@vinarija.rs,+381 63 412 0987,customer", "51230887114");
    left("row 7: Speaker,14418891822,+502 5521 8870", "14418891822");
    covers("PESEL 44051401359 (member since 2019)", "national_id", "44051401359");
  });
});

describe("a key named by its id", () => {
  it("leaves the fingerprint of a key that signed, was revoked or was tried, and still reads a key handed over", () => {
    left("v2.3.0 · tag signed with key 5c0d8e2b41f7a9366e1c04bd92a7f3e8c15d6b70", "5c0d8e2b41f7a9366e1c04bd92a7f3e8c15d6b70");
    left("keybase-bot: ilse_v revoked key 9e4a1c7d03b2f58e61a7c09d4b3e2f1a8c6d5e70", "9e4a1c7d03b2f58e61a7c09d4b3e2f1a8c6d5e70");
    left("no key could decrypt the secret, tried key 2f9c41e07ab3d6581c0e7f4a9b2d3c61", "2f9c41e07ab3d6581c0e7f4a9b2d3c61");
    covers("the api key 9e4a1c7d03b2f58e61a7c09d4b3e2f1a8c6d5e70 leaked in the log", "api_key", "9e4a1c7d03b2f58e61a7c09d4b3e2f1a8c6d5e70");
  });
});

describe("a key's name read as its value", () => {
  it("leaves a NATS credentials file's name after --creds, and still reads a token after --token", () => {
    left("nats sub -s nats://10.150.3.11:4222 --creds harbour-gate.creds \"tickets.>\"", "harbour-gate.creds");
    covers("nats sub -s nats://10.150.3.11:4222 --token q7Vb2Lx9TfK4mWz8Rp3Yh6Nd \"tickets.>\"", "api_key", "q7Vb2Lx9TfK4mWz8Rp3Yh6Nd");
  });

  it("leaves a secret's name in an audit table, and still reads a password in a password column", () => {
    left("| secret | where found | status |\n|---|---|---|\n| UPLOAD_TOKEN | build log #88 | rotated |", "UPLOAD_TOKEN");
    covers("| user | password |\n|---|---|\n| kiosk | Tram-Depot-4417 |", "password", "Tram-Depot-4417");
  });

  it("leaves the key a config listing assigns next, and still reads a password after an address", () => {
    const listing = "config: surf-school:ownerEmail = ines.rocha@ondas.pt, surf-school:gatewayIp = 81.2.69.160";
    left(listing, "surf-school:gatewayIp");
    covers("login: ines.rocha@ondas.pt / Ericeira-Swell-27!", "password", "Ericeira-Swell-27!");
  });

  it("reads Pulumi's config set --secret value, not its key", () => {
    const text = "pulumi config set --secret dbPassword Kite-Festival-91! (typed in the shared terminal)";
    left(text, "dbPassword");
    covers(text, "password", "Kite-Festival-91!");
  });
});

describe("leaks by the forms that hold them", () => {
  it("reads a default admin account's login pair, and leaves a path and a scope of the same shape", () => {
    covers("the gate camera still uses admin/Salt-Pan-2026!", "password", "Salt-Pan-2026!");
    covers("NAS share, admin / Rehearsal-2019-Choir — I know", "password", "Rehearsal-2019-Choir");
    covers("ログインは pi / shigaraki-Kiln8 です", "password", "shigaraki-Kiln8");
    covers("needs basic auth (admin:Oyster-Grade-A1)", "password", "Oyster-Grade-A1");
    left("open /admin/Reports-2024 and the token scope admin:org", "Reports-2024");
    left("open /admin/Reports-2024 and the token scope admin:org", "admin:org");
  });

  it("reads Postmark's SMTP user name as its server token, and leaves a UUID user under another host", () => {
    covers("smtp:\n  host: smtp.postmarkapp.com\n  username: 6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f\n  port: 587", "api_key", "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f");
    left("smtp:\n  host: smtp.example-relay.net\n  username: 6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f\n  port: 587", "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f");
  });

  it("reads a number-first street cell in a contact row, and leaves a quantity and product in an order row", () => {
    const row = "51230887125,Kwame,Mensah,kwame.m@mail.com.gh,+44 7911 402 118,42 Brixton Hill,London,United Kingdom,customer";
    covers(row, "street_address", "42 Brixton Hill");
    covers("84-2917730,Ana Ruiz,726-98-7340,18 Bowery Apt 2R,New York,NY,10002,400.00", "street_address", "18 Bowery Apt 2R");
    left("order 5531,2 Large Pizza,Extra Cheese,+44 7911 402 118,paid", "2 Large Pizza");
  });
});
