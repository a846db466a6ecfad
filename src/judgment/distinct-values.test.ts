/**
 * Two names of one shape, one run on into the other (distinct-values.ts): "notes" and "notes-desktop" are two gettext
 * domains, not one written twice; "the id X" names an id like "id: X" does. A prefix of a path or a host, or a
 * bucket inside a URL, still agrees. Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { distinctShape } from "./distinct-values";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `v${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("a name run on into a longer name is another name", () => {
  it.each([
    ["a hyphenated longer name", "The log index for the mobile app is `checkout`.", "Mobile app logs: the index is checkout-mobile"],
    ["an id after 'the id'", "Play store package id: qzvkxwplmrtbnhsd", "the beta listing uses the id wmnrtkzqplxhvbsd"],
  ])("%s", (_, a, b) => {
    expect(distinctShape(a, b)).toBe("name");
    expect(judgePair(mem(a), mem(b), 0.8).verdict).not.toBe("duplicate");
  });
});

describe("one value inside the other still agrees where it is a part of it", () => {
  it.each([
    ["a bucket in its URL", "Uploads go to the bucket acme-media", "Uploads land in gs://acme-media/uploads"],
    ["the same name", "The log index for the mobile app is `checkout`.", "Mobile app logs: the index is checkout"],
    ["a subdomain of a host", "Broker API: https://paper-api.brokerco.com", "Broker endpoint: https://api.brokerco.com"],
  ])("%s", (_, a, b) => {
    expect(distinctShape(a, b)).toBeNull();
  });
});

describe("one file at two places is two values", () => {
  it("a file name at two directories, one directory a leftover", () => {
    const [a, b] = ["The nginx config lives at /etc/nginx/nginx.conf", "Our nginx.conf is /usr/local/nginx/conf/nginx.conf — /etc/nginx is an empty leftover."];
    expect(distinctShape(a, b)).toBe("path");
    expect(judgePair(mem(a), mem(b), 0.8).verdict).not.toBe("duplicate");
  });
  it("a path written relative and absolute is one file", () => {
    expect(distinctShape("Settings are in ~/.config/devctl/config.toml", "devctl reads .config/devctl/config.toml in your home")).toBeNull();
  });
});
