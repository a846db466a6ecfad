// Issue 14, session 13: addresses in the places developer text puts them — a query string with the "@" percent-encoded,
// a REST path, GitHub's per-user noreply address — and a link-local IPv6 address with its zone. Inputs are written
// for these tests, not taken from the corpus; each has a look-alike beside it that must stay.
import { describe, it } from "vitest";
import { found, left, none } from "./privacy-spans.ts";

describe("email addresses where URLs and commits put them", () => {
  it("reads an address whose @ is percent-encoded in a query string or form body", () => {
    found('curl "https://api.lumen.dev/v2/customers?email=ines.duarte%40correio.pt"', "email", "ines.duarte%40correio.pt");
    found("username=kofi.mensah%40yahoo.com&password=…&remember=1", "email", "kofi.mensah%40yahoo.com");
    // A reserved example domain stays an example, encoded or not.
    none("GET /search?q=someone%40example.com", "email");
  });
  it("reads an address in a REST path, but not a scoped package's segment or a URL's account", () => {
    found("GET https://graph.microsoft.com/v1.0/users/tereza.kralova@firma.cz/messages", "email", "tereza.kralova@firma.cz");
    left("ssh://deploy@bastion.lumen.io/srv/app", "deploy@bastion.lumen.io");
    left("smtp://relay@mail.lumen.io:S3cret!pw@smtp.mailgun.org:587", "relay@mail.lumen.io");
  });
  it("a user's GitHub noreply address names them; a bot's does not", () => {
    found("Co-authored-by: Selin Aydın <selin.aydin@users.noreply.github.com>", "email", "selin.aydin@users.noreply.github.com");
    found("Signed-off-by: kwame <4471203+kwame-o@users.noreply.github.com>", "email", "4471203+kwame-o@users.noreply.github.com");
    none("Co-authored-by: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>", "email");
    none("From: GitHub <noreply@github.com>", "email");
  });
});

describe("a link-local IPv6 address keeps its zone", () => {
  it("covers the zone with the address", () => {
    found("ping6 fe80::1c2b:3dff:fe4e:5a6b%en0 -c 3", "ip", "fe80::1c2b:3dff:fe4e:5a6b%en0");
    found("http://[fe80::9a1:44ff:fe02:7c3d%25eth0]:8080/status", "ip", "fe80::9a1:44ff:fe02:7c3d%25eth0");
    none("loopback ::1%lo0 only", "ip");
  });
});
