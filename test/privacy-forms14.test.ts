// Issue 14's look-alike round 14 (branch privforms14), in workerd: values refused by what their own body decodes to
// (token-bodies.ts), by the key or command they stand in (look-alikes.ts, look-alike-forms.ts, password-forms.ts,
// secret-values.ts, detectors.ts), each beside the real value of the same type in the same position, still found.
// Inputs are written for these tests, not taken from the corpus.
import { describe, expect, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";
import { emptyJsonBase64, unsignedToken } from "../src/privacy/token-bodies.ts";

const b64url = (s: string) => btoa(s).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const HEADER = b64url('{"alg":"HS256","typ":"JWT"}');
const PAYLOAD = b64url('{"sub":"u-4821","name":"Rosa Ibarra"}');
const SIGNATURE = "Qm9yZWFsLXdpbmRzLTIwMjYtc2lnbmF0dXJlLXg3Wk1w";

describe("a JWT with no signature (token-bodies.ts)", () => {
  it("refuses a signature spelled in words anywhere, and an empty one only where the text calls it an example", () => {
    expect(unsignedToken("", `${HEADER}.${PAYLOAD}.not-a-signature`, 0, 0)).toBe(true);
    expect(unsignedToken("", `${HEADER}.${PAYLOAD}.${SIGNATURE}`, 0, 0)).toBe(false);
    const example = `Sample format (fake): ${HEADER}.${PAYLOAD}.`;
    expect(unsignedToken(example, `${HEADER}.${PAYLOAD}.`, example.indexOf("eyJ"), example.length)).toBe(true);
    const forged = `accepted the forged ${HEADER}.${PAYLOAD}.`;
    expect(unsignedToken(forged, `${HEADER}.${PAYLOAD}.`, forged.indexOf("eyJ"), forged.length)).toBe(false);
  });

  it("leaves the docs' token with a word for a signature; the same token signed is found", () => {
    left(`docs snippet, token: ${HEADER}.${PAYLOAD}.signature-goes-here`, `${HEADER}.${PAYLOAD}`);
    covers(`prod log, token: ${HEADER}.${PAYLOAD}.${SIGNATURE}`, "jwt", `${HEADER}.${PAYLOAD}.${SIGNATURE}`);
  });
});

describe("base64 of JSON that holds no value (token-bodies.ts)", () => {
  it("reads the decoded leaves", () => {
    expect(emptyJsonBase64(btoa('{"auths":{"registry.acme.dev":{}}}'))).toBe(true);
    expect(emptyJsonBase64(btoa('{"auths":{"registry.acme.dev":{"auth":"ZGVwbG95OlZ4OTJrTG0="}}}'))).toBe(false);
    expect(emptyJsonBase64(btoa('{"retries":3}'))).toBe(false);
    expect(emptyJsonBase64("c2VjcmV0LXZhbHVlLTQ4MjE=")).toBe(false); // not JSON
  });

  it("leaves an empty docker config in a Secret; one with credentials is found", () => {
    const empty = btoa('{"auths":{"registry.acme.dev":{}}}');
    left(`kind: Secret\ndata:\n  .dockerconfigjson: ${empty}\n`, empty);
    const full = btoa('{"auths":{"registry.acme.dev":{"auth":"ZGVwbG95OlZ4OTJrTG0hcTc="}}}');
    covers(`kind: Secret\ndata:\n  .dockerconfigjson: ${full}\n`, "api_key", full);
  });
});

describe("a Secret's template slot (secret-values.ts)", () => {
  it("leaves a placeholder in stringData; a real password there is found", () => {
    left('kind: Secret\nstringData:\n  password: "<filled-by-operator>"\n  username: "svc"\n', "<filled-by-operator>");
    covers('kind: Secret\nstringData:\n  password: "Tq8!vLw2-Rm4zA"\n  username: "svc"\n', "password", "Tq8!vLw2-Rm4zA");
  });
});

describe("national ids that count, presented as examples (value-forms.ts)", () => {
  it("leaves a counting id the text calls made-up or a sample; the same id as someone's is found", () => {
    left("Please use a made-up DNI like 12345678Z in tests.", "12345678Z");
    left("The NINO box shows AB123456C as its sample value.", "AB123456C");
    covers("Titular: Marta Gil, DNI 12345678Z", "national_id", "12345678Z");
    // The words must be in the id's own clause: here they call the other number a placeholder.
    covers("NI box: QQ 12 34 56 C (placeholder from the HMRC guide) vs AB 12 34 56 C on Rui Costa's form", "national_id", "AB 12 34 56 C");
  });
});

describe("colon hex under another kind's key (look-alikes.ts)", () => {
  it("leaves a certificate serial number; a MAC under a device key or a probe's serial is found", () => {
    left('{"issuer":"edge-ca","serial_number":"5a:0e:91:c4:2b:7f"}', "5a:0e:91:c4:2b:7f");
    left("Serial Number: 5a:0e:91:c4:2b:7f", "5a:0e:91:c4:2b:7f");
    covers('{"device_mac":"5a:0e:91:c4:2b:7f"}', "mac", "5a:0e:91:c4:2b:7f");
    covers("export JLINK_SERIAL=5a:0e:91:c4:2b:7f", "mac", "5a:0e:91:c4:2b:7f");
  });
});

describe("a tax number read as a phone (look-alike-forms.ts)", () => {
  it("leaves digits under a tax number's key; the same digits under a phone's are found", () => {
    left("Von: Kowal GmbH, Kiel · Steuer-Nr. 44/123/98765", "44/123/98765");
    left("Acme Trading; tax reference 0412/733/18/2", "0412/733/18/2");
    covers("Von: Kowal GmbH, Kiel · Tel. 44/123/98765", "phone", "44/123/98765");
  });
});

describe("the name of a name/value pair (look-alike-forms.ts)", () => {
  it("leaves a header's name in a key/value list; a key's value is still read", () => {
    left('{"header":[{"key":"X-Correlation-Key","value":"abc"}]}', "X-Correlation-Key");
    left('{"Tags":[{"Key":"Cost-Center-Key","Value":"finance"}]}', "Cost-Center-Key");
  });
});

describe("AUTH at a command's start (password-forms.ts)", () => {
  it("leaves a card receipt's approval code; Redis AUTH at a prompt is found", () => {
    left("MASTERCARD ************4410  AUTH 7B22C1", "7B22C1");
    covers("127.0.0.1:6379> AUTH Rq7-hollow-Mint9", "password", "Rq7-hollow-Mint9");
    covers("AUTH Rq7-hollow-Mint9", "password", "Rq7-hollow-Mint9");
  });
});

describe("a list's next setting after a login (detectors.ts)", () => {
  it("leaves key=value after an address; a password after an address is found", () => {
    left("custom keys: user_email=noor.haddad@gmail.com, screen_mode=Landscape", "screen_mode=Landscape");
    covers("shared login: noor.haddad@gmail.com / Vx!92kLm#q", "password", "Vx!92kLm#q");
  });
});
