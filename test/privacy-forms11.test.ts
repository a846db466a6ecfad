// Issue 14's round 11 on the non-name leaks and look-alikes (branch privforms11), in workerd. Inputs are written for these
// tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("a network's prefix length goes under its address's placeholder", () => {
  it("takes /24, /32 and an IPv6 /64 in with the address", () => {
    found("allow_from: [\"91.198.174.0/24\", \"10.42.7.0/26\"]", "ip", "91.198.174.0/24");
    found("allow_from: [\"91.198.174.0/24\", \"10.42.7.0/26\"]", "ip", "10.42.7.0/26");
    found("Address = 10.77.0.9/32", "ip", "10.77.0.9/32");
    found("ip -6 addr add 2a01:4f8:c17:1a2b::7/64 dev eth0", "ip", "2a01:4f8:c17:1a2b::7/64");
  });

  it("leaves what is no prefix length: a path, a fraction, a number too large, a whole private block", () => {
    found("curl http://81.2.69.160/24/status", "ip", "81.2.69.160");
    found("ratio 81.2.69.160/33 seen", "ip", "81.2.69.160");
    left("route 10.0.0.0/8 via the VPN", "10.0.0.0/8");
  });
});

const ANON = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF3ZXJ0eXVpb3Bhc2RmZ2giLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2NDAwMDAwMH0.Xk3vQ9pL2mN8rT5wY7zA1bC4dE6fG0hJ2kL5mN8pQ1s";
const SERVICE = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF3ZXJ0eXVpb3Bhc2RmZ2giLCJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzY0MDAwMDAwfQ.Zq8wE3rT6yU9iO2pA5sD8fG1hJ4kL7zX0cV3bN6mQ9w";
const MAPBOX_BODY = "eyJ1IjoiZmllbGRtYXBzIiwiYSI6ImNscTl4Mms3YjBhYmMxMnBxM3JzNHR1dncifQ.Vb7nK2qLm9Xc4Rt8Yp1Zw3";

describe("credentials their vendors publish as public", () => {
  it("leaves a Supabase anon key, a Mapbox public token and a Sentry DSN", () => {
    left(`NEXT_PUBLIC_SUPABASE_ANON_KEY=${ANON}`, ANON);
    left(`MAPBOX_ACCESS_TOKEN: pk.${MAPBOX_BODY}`, `pk.${MAPBOX_BODY}`);
    left("  SENTRY_DSN: https://0a1b2c3d4e5f60718293a4b5c6d7e8f9@o123987.ingest.sentry.io/4455667", "0a1b2c3d4e5f60718293a4b5c6d7e8f9");
  });

  it("still finds the same vendors' secrets: the service_role key, a Mapbox secret token, a DSN's legacy secret", () => {
    covers(`SUPABASE_SERVICE_ROLE_KEY=${SERVICE}`, "jwt", SERVICE);
    covers(`MAPBOX_SECRET_TOKEN=sk.${MAPBOX_BODY}`, "api_key", `sk.${MAPBOX_BODY}`);
    none(`MAPBOX_SECRET_TOKEN=sk.${MAPBOX_BODY}`, "jwt");
  });
});

describe("a message's id under a log's or an API's key", () => {
  it("leaves msg_id=<…> and message-id=<…>", () => {
    left("smtp: sent to=<lena.maurer@bluewin.ch> msg_id=<20261116081644.4F2A1@mail.alpen-it.ch>", "20261116081644.4F2A1@mail.alpen-it.ch");
    left("postfix/cleanup[2211]: 4F2A1: message-id=<20261116081644.4F2A1@mail.alpen-it.ch>", "20261116081644.4F2A1@mail.alpen-it.ch");
  });

  it("still finds the recipient beside it, and an address under a key that only names a mail field", () => {
    found("smtp: sent to=<lena.maurer@bluewin.ch> msg_id=<20261116081644.4F2A1@mail.alpen-it.ch>", "email", "lena.maurer@bluewin.ch");
    found("mail_id: <ravi.k@agrisense.in>", "email", "ravi.k@agrisense.in");
  });
});

describe("street type words as their languages write them", () => {
  it("reads a Greek type word in the accusative or genitive, a Russian one transliterated", () => {
    found("Το δέμα θα παραδοθεί στην οδό Σταδίου 41, Αθήνα.", "street_address", "οδό Σταδίου 41");
    found("τα γραφεία επί της οδού Πανεπιστημίου 18", "street_address", "οδού Πανεπιστημίου 18");
    covers("consignee: Ivan Sokolov, Leninsky Prospekt 64, kv. 21, Moscow", "street_address", "Leninsky Prospekt 64, kv. 21");
    found("office at Tverskaya Ulitsa 7, Moscow", "street_address", "Tverskaya Ulitsa 7");
  });

  it("leaves the same words where no street and number follow", () => {
    none("η οδός προς την επιτυχία έχει 3 βήματα", "street_address");
    none("we took the prospekt route, 3 stops", "street_address");
  });
});

describe("units after the number as their countries write them", () => {
  it("takes Singapore's #floor-unit in, and reads a bare street by the lower-case Serbian flat after it", () => {
    covers("Deliver: Blk 88 Tampines Ave 5, #11-2207, Singapore 520088", "street_address", "Blk 88 Tampines Ave 5, #11-2207");
    // The street is read because "stan 7" follows; the name reader takes "stan" itself first (left to the name readers).
    found("dostava: Knez Mihailova 31, stan 7", "street_address", "Knez Mihailova 31, stan 7"); // round 16: the flat the unit grammar reads is no name
  });

  it("leaves a bare word and number followed by a hash or 'stan' that is no unit", () => {
    none("Python 3, #12-345 in the tracker", "street_address");
    none("Release 4, stan 5 times", "street_address");
  });
});

describe("a password in Redis MONITOR output", () => {
  it("reads AUTH's quoted password, with or without a user", () => {
    covers('1764150211.402913 [0 10.9.3.21:51822] "AUTH" "Kq7!Redis-Lisbon"', "password", "Kq7!Redis-Lisbon");
    covers('1764150211.402913 [0 10.9.3.21:51822] "AUTH" "worker" "Pw-9!xq7Z"', "password", "Pw-9!xq7Z");
  });

  it("leaves a key named AUTH that another command reads", () => {
    none('1764150211.402913 [0 10.9.3.21:51822] "GET" "AUTH" "session:42"', "password");
  });
});
