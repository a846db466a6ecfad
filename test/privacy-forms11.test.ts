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
